//! `/healthz`, `/readyz` and `/metrics` on `HEALTH_ADDR`, served by hyper (already in the
//! tree through serenity's HTTP client), and `narrator health`'s probe of `/healthz`.
//!
//! - alive (`/healthz`): this server answered, so the process runs and its runtime
//!   schedules tasks;
//! - ready (`/readyz`): the database answers a query, and every shard this process serves
//!   (its own, or those it holds leases for; a shard leased elsewhere is not its to serve)
//!   is connected to the gateway.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::ops::RangeInclusive;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::header::{CACHE_CONTROL, CONTENT_TYPE, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use poise::serenity_prelude::{ConnectionStage, ShardId, ShardManager};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::budget::Budget;
use crate::metrics::{Live, Metrics};
use crate::store::{Leases, Store};

/// How long the readiness check waits for the database: under the pool's own 2 s wait
/// for a connection, so a scrape with a short timeout still gets an answer.
const DATABASE_WITHIN: Duration = Duration::from_millis(1500);

/// How long one connection to this server may last: a request and its answer are small.
const CONNECTION_WITHIN: Duration = Duration::from_secs(10);

/// How long `narrator health` waits for its answer, connection included.
pub const PROBE_WITHIN: Duration = Duration::from_secs(2);

/// What the endpoints read. The shard manager comes once the Discord client exists; until
/// then the bot is alive but not ready.
pub struct Health {
    pub metrics: Arc<Metrics>,
    pub store: Store,
    pub budget: Arc<Budget>,
    pub leases: Option<Arc<Leases>>,
    /// The shards this process runs when it takes no leases.
    pub own_shards: RangeInclusive<u32>,
    pub shards: OnceLock<Arc<ShardManager>>,
}

impl Health {
    /// `Ok` when ready, else why not (no detail of the database's error: it is logged).
    pub async fn ready(&self) -> Result<(), String> {
        match tokio::time::timeout(DATABASE_WITHIN, ping(&self.store)).await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                tracing::debug!(error = %e, "readiness: the database did not answer");
                return Err("the database cannot be reached".to_owned());
            }
            Err(_) => {
                return Err(format!(
                    "the database did not answer within {DATABASE_WITHIN:?}"
                ));
            }
        }
        let Some(manager) = self.shards.get() else {
            return Err("the Discord client is starting".to_owned());
        };
        let runners = manager.runners.lock().await;
        for shard in self.served() {
            match runners.get(&ShardId(shard)).map(|r| r.stage) {
                Some(ConnectionStage::Connected) => {}
                Some(stage) => return Err(format!("shard {shard} is {stage}")),
                None => return Err(format!("shard {shard} is not running")),
            }
        }
        Ok(())
    }

    /// The shards this process must have connected: those it holds leases for, or its own.
    fn served(&self) -> Vec<u32> {
        match &self.leases {
            Some(leases) => leases.serving().into_iter().collect(),
            None => self.own_shards.clone().collect(),
        }
    }

    async fn live(&self) -> Live {
        let shards_connected = match self.shards.get() {
            Some(manager) => manager
                .runners
                .lock()
                .await
                .values()
                .filter(|r| r.stage == ConnectionStage::Connected)
                .count(),
            None => 0,
        };
        Live {
            budget_rate: self.budget.rate(),
            leases_held: self.leases.as_ref().map_or(0, |l| l.serving().len()),
            shards_connected,
        }
    }

    async fn answer(&self, request: &Request<Incoming>) -> Response<Full<Bytes>> {
        if request.method() != Method::GET && request.method() != Method::HEAD {
            return text(StatusCode::METHOD_NOT_ALLOWED, "GET only\n".to_owned());
        }
        match request.uri().path() {
            "/healthz" => text(StatusCode::OK, "alive\n".to_owned()),
            "/readyz" => match self.ready().await {
                Ok(()) => text(StatusCode::OK, "ready\n".to_owned()),
                Err(why) => text(
                    StatusCode::SERVICE_UNAVAILABLE,
                    format!("not ready: {why}\n"),
                ),
            },
            "/metrics" => {
                let body = self.metrics.render(&self.live().await);
                let mut response = text(StatusCode::OK, body);
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
                );
                response
            }
            _ => text(
                StatusCode::NOT_FOUND,
                "not found: /healthz, /readyz or /metrics\n".to_owned(),
            ),
        }
    }
}

/// One query the database must answer.
async fn ping(store: &Store) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT 1")
        .execute(store.pool())
        .await
        .map(|_| ())
}

fn text(status: StatusCode, body: String) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(
        CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// Binds `addr` (so a taken port stops the bot at start-up, not later).
pub async fn bind(addr: SocketAddr) -> std::io::Result<TcpListener> {
    TcpListener::bind(addr).await
}

/// Serves the endpoints on `listener` until the task is dropped.
pub async fn serve(listener: TcpListener, health: Arc<Health>) {
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) => {
                // Out of file descriptors, say: wait a little rather than spin.
                tracing::warn!(error = %e, "the health server could not accept a connection");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let health = health.clone();
        tokio::spawn(async move {
            let service = service_fn(move |request: Request<Incoming>| {
                let health = health.clone();
                async move { Ok::<_, Infallible>(health.answer(&request).await) }
            });
            let connection = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(CONNECTION_WITHIN)
                .keep_alive(false)
                .serve_connection(TokioIo::new(stream), service);
            match tokio::time::timeout(CONNECTION_WITHIN, connection).await {
                Ok(Ok(())) => {}
                Ok(Err(e)) => tracing::debug!(error = %e, "a health connection failed"),
                Err(_) => tracing::debug!("a health connection took too long"),
            }
        });
    }
}

/// Where to reach a server listening on `addr`: an unspecified address (`0.0.0.0`, `::`)
/// listens on loopback too.
pub fn reach(addr: SocketAddr) -> SocketAddr {
    let mut addr = addr;
    if addr.ip().is_unspecified() {
        addr.set_ip(match addr {
            SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
            SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
        });
    }
    addr
}

/// `narrator health`: asks `/healthz` at `addr` within [`PROBE_WITHIN`]; `Ok` on a 200,
/// else why not, in plain words.
pub async fn probe(addr: SocketAddr) -> Result<(), String> {
    let addr = reach(addr);
    match tokio::time::timeout(PROBE_WITHIN, ask(addr, "/healthz")).await {
        Ok(Ok(200)) => Ok(()),
        Ok(Ok(status)) => Err(format!("{addr} answered /healthz with status {status}")),
        Ok(Err(e)) if e.kind() == std::io::ErrorKind::ConnectionRefused => Err(format!(
            "connection refused at {addr}: nothing listens there (is the bot running, with this HEALTH_ADDR?)"
        )),
        Ok(Err(e)) => Err(format!("no answer from {addr}: {e}")),
        Err(_) => Err(format!(
            "no answer from {addr} within {} s",
            PROBE_WITHIN.as_secs()
        )),
    }
}

/// One HTTP/1.0 GET by hand (the answer's status line is all that is read); its status.
async fn ask(addr: SocketAddr, path: &str) -> std::io::Result<u16> {
    let mut stream = TcpStream::connect(addr).await?;
    let request = format!("GET {path} HTTP/1.0\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut head = Vec::with_capacity(64);
    let mut buffer = [0u8; 256];
    while !head.contains(&b'\n') && head.len() < 1024 {
        let read = stream.read(&mut buffer).await?;
        if read == 0 {
            break;
        }
        head.extend_from_slice(buffer.get(..read).unwrap_or_default());
    }
    status_of(&head).ok_or_else(|| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "the answer is not HTTP (is HEALTH_ADDR another service's port?)",
        )
    })
}

/// The status code of an HTTP answer's first line (`HTTP/1.1 200 OK`).
fn status_of(head: &[u8]) -> Option<u16> {
    let line = head.split(|b| *b == b'\n').next()?;
    let line = std::str::from_utf8(line).ok()?;
    let mut parts = line.split_whitespace();
    parts.next().filter(|v| v.starts_with("HTTP/"))?;
    parts.next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_line_is_read_and_anything_else_refused() {
        assert_eq!(status_of(b"HTTP/1.1 200 OK\r\nx: y\r\n"), Some(200));
        assert_eq!(
            status_of(b"HTTP/1.0 503 Service Unavailable\r\n"),
            Some(503)
        );
        assert_eq!(status_of(b"SSH-2.0-OpenSSH_9.2\r\n"), None);
        assert_eq!(status_of(b""), None);
    }

    #[test]
    fn an_unspecified_address_is_reached_on_loopback() {
        let reached = |a: &str| a.parse().map(reach).map(|a: SocketAddr| a.to_string());
        assert_eq!(reached("0.0.0.0:8080"), Ok("127.0.0.1:8080".to_owned()));
        assert_eq!(reached("[::]:8080"), Ok("[::1]:8080".to_owned()));
        assert_eq!(reached("10.1.2.3:9"), Ok("10.1.2.3:9".to_owned()));
    }
}
