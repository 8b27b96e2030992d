//! The web front-end: a shared table's page (`/t/<token>`), read-only, drawn from the same
//! tracker value as Discord's, and its live updates as Server-Sent Events
//! (`/t/<token>/events`). Served by hyper (the stack of the health endpoints), with no
//! script inline: the page's one small script opens the event stream and swaps the table.
//!
//! A page follows its channel by polling the channel's version in the store every half
//! second: every process sees every commit that way, whoever holds the channel's shard,
//! with no connection of its own kept listening. One watcher per channel and language
//! polls and draws each new version once; its viewers share what it drew.

mod page;

use std::collections::HashMap;
use std::convert::Infallible;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use http_body_util::{BodyExt, Full, combinators::BoxBody};
use hyper::body::{Bytes, Frame, Incoming};
use hyper::header::{HeaderName, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};

use crate::i18n::Locale;
use crate::table::TableService;

/// How often a page's channel is looked at for a new version.
pub const POLL_EVERY: Duration = Duration::from_millis(500);
/// How long a request's head may take to arrive.
const HEAD_WITHIN: Duration = Duration::from_secs(10);
/// The longest path and query taken.
const MAX_TARGET: usize = 512;

/// Bounds on open event streams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub viewers: usize,
    pub per_channel: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            viewers: 10_000,
            per_channel: 2_000,
        }
    }
}

/// What the pages read, and who watches what.
pub struct Web {
    service: Arc<TableService>,
    limits: Limits,
    viewers: AtomicUsize,
    per_channel: Mutex<HashMap<i64, usize>>,
    closing: watch::Sender<bool>,
    /// The table each watched channel shows, by language: its watcher's latest drawing.
    watched: Mutex<HashMap<(i64, Locale), Table>>,
    /// Tables drawn by watchers (each version once per channel and language).
    drawn: AtomicUsize,
}

/// What a watcher last drew, as its viewers read it.
type Table = watch::Receiver<Option<Arc<Drawn>>>;

/// A version of a table, drawn once for all its viewers, as the event they are sent.
struct Drawn {
    version: i64,
    event: Bytes,
}

impl Web {
    pub fn new(service: Arc<TableService>, limits: Limits) -> Arc<Web> {
        Arc::new(Web {
            service,
            limits,
            viewers: AtomicUsize::new(0),
            per_channel: Mutex::default(),
            closing: watch::channel(false).0,
            watched: Mutex::default(),
            drawn: AtomicUsize::new(0),
        })
    }

    /// Ends every event stream now (a graceful stop never waits on viewers).
    pub fn close(&self) {
        self.closing.send_replace(true);
    }

    /// Open event streams.
    pub fn viewers(&self) -> usize {
        self.viewers.load(Ordering::Relaxed)
    }

    /// How many tables the watchers have drawn.
    pub fn tables_drawn(&self) -> usize {
        self.drawn.load(Ordering::Relaxed)
    }

    /// The channel's table in `locale`, as its watcher draws it; the watcher starts with
    /// its first viewer and ends after its last.
    fn watch(self: &Arc<Self>, guild: i64, channel: i64, locale: Locale) -> Option<Table> {
        let mut watched = self.watched.lock().ok()?;
        if let Some(table) = watched.get(&(channel, locale))
            && table.has_changed().is_ok()
        {
            return Some(table.clone());
        }
        let (drawing, table) = watch::channel(None);
        watched.insert((channel, locale), table.clone());
        tokio::spawn(self.clone().watcher(drawing, guild, channel, locale));
        Some(table)
    }

    /// Polls the channel's version and draws each new one once, until nobody watches.
    async fn watcher(
        self: Arc<Self>,
        drawing: watch::Sender<Option<Arc<Drawn>>>,
        guild: i64,
        channel: i64,
        locale: Locale,
    ) {
        let mut closing = self.closing.subscribe();
        let mut shown = None;
        loop {
            // Only the map's own copy left: the last viewer went. Checked under the lock
            // viewers subscribe under, so none joins a watcher that is ending.
            if let Ok(mut watched) = self.watched.lock()
                && drawing.receiver_count() <= 1
            {
                watched.remove(&(channel, locale));
                return;
            }
            if *closing.borrow() {
                return;
            }
            // The version read first: a commit meanwhile is drawn now and again next time,
            // never missed.
            if let Ok(version) = self.service.channel_version(channel).await
                && shown != Some(version)
            {
                let table = page::draw(&self.service, guild, channel, locale).await;
                self.drawn.fetch_add(1, Ordering::Relaxed);
                shown = Some(version);
                drawing.send_replace(Some(Arc::new(Drawn {
                    version,
                    event: page::event(version, &table),
                })));
            }
            tokio::select! {
                () = tokio::time::sleep(POLL_EVERY) => {}
                _ = closing.changed() => return,
            }
        }
    }

    /// Takes a viewer's place on `channel`, if the bounds leave one.
    fn admit(self: &Arc<Self>, channel: i64) -> Option<Viewer> {
        let mut per = self.per_channel.lock().ok()?;
        let here = per.entry(channel).or_insert(0);
        if *here >= self.limits.per_channel
            || self.viewers.load(Ordering::Relaxed) >= self.limits.viewers
        {
            return None;
        }
        *here += 1;
        self.viewers.fetch_add(1, Ordering::Relaxed);
        Some(Viewer {
            web: self.clone(),
            channel,
        })
    }

    async fn answer(self: &Arc<Self>, request: &Request<Incoming>) -> Response<Body> {
        if request.method() != Method::GET && request.method() != Method::HEAD {
            return plain(StatusCode::METHOD_NOT_ALLOWED, "GET only\n");
        }
        let target_len = request.uri().path().len() + request.uri().query().map_or(0, str::len);
        if target_len > MAX_TARGET {
            return plain(StatusCode::URI_TOO_LONG, "too long\n");
        }
        let query = request.uri().query().unwrap_or_default();
        let asks = |name: &str| {
            query
                .split('&')
                .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
        };
        let overlay = asks("overlay") == Some("1");
        let asked_locale = asks("lang").and_then(Locale::parse);
        let parts: Vec<&str> = request.uri().path().split('/').skip(1).collect();
        match parts.as_slice() {
            ["static", "view.js"] => asset("text/javascript; charset=utf-8", page::SCRIPT),
            ["static", "view.css"] => asset("text/css; charset=utf-8", page::STYLE),
            ["t", token] => match self.open(token).await {
                Some((guild, channel)) => {
                    let locale = self.locale(guild, asked_locale).await;
                    let table = page::draw(&self.service, guild, channel, locale).await;
                    let events = format!("/t/{token}/events?{}", page::carried_query(query));
                    html(page::document(locale, &table, &events, overlay))
                }
                None => not_found(),
            },
            ["t", token, "events"] => match self.open(token).await {
                Some((guild, channel)) => {
                    let locale = self.locale(guild, asked_locale).await;
                    match self.admit(channel) {
                        Some(viewer) => self.events(viewer, guild, locale),
                        None => plain(StatusCode::SERVICE_UNAVAILABLE, "too many viewers\n"),
                    }
                }
                None => not_found(),
            },
            _ => not_found(),
        }
    }

    /// The guild and channel a token opens.
    async fn open(&self, token: &str) -> Option<(i64, i64)> {
        match self.service.shared_table(token).await {
            Ok(Some(table)) => Some((table.guild, table.channel)),
            Ok(None) => None,
            Err(e) => {
                tracing::warn!(error = %e, "a shared table could not be read");
                None
            }
        }
    }

    /// The asked language, else the server's, else English.
    async fn locale(&self, guild: i64, asked: Option<Locale>) -> Locale {
        if let Some(locale) = asked {
            return locale;
        }
        self.service
            .server_settings(guild)
            .await
            .ok()
            .and_then(|s| s.language.as_deref().and_then(Locale::parse))
            .unwrap_or(Locale::EnUs)
    }

    /// The event stream: the table now, then at each new version, until the viewer leaves
    /// or the bot stops.
    fn events(self: &Arc<Self>, viewer: Viewer, guild: i64, locale: Locale) -> Response<Body> {
        let Some(mut table) = self.watch(guild, viewer.channel, locale) else {
            return plain(StatusCode::SERVICE_UNAVAILABLE, "unavailable\n");
        };
        let (tx, rx) = mpsc::channel::<Bytes>(4);
        let mut closing = self.closing.subscribe();
        tokio::spawn(async move {
            let _viewer = viewer;
            if tx
                .send(Bytes::from_static(b"retry: 1000\n\n"))
                .await
                .is_err()
            {
                return;
            }
            let mut sent = None;
            loop {
                let latest = table.borrow_and_update().clone();
                if let Some(drawn) = latest
                    && sent != Some(drawn.version)
                {
                    sent = Some(drawn.version);
                    if tx.send(drawn.event.clone()).await.is_err() {
                        return;
                    }
                }
                tokio::select! {
                    changed = table.changed() => if changed.is_err() { return },
                    () = tx.closed() => return,
                    _ = closing.changed() => return,
                }
            }
        });
        let mut response = Response::new(BoxBody::new(Stream(rx)));
        headers(&mut response, "text/event-stream; charset=utf-8");
        response
    }
}

/// A viewer's place, given back when its stream ends.
struct Viewer {
    web: Arc<Web>,
    channel: i64,
}

impl Drop for Viewer {
    fn drop(&mut self) {
        self.web.viewers.fetch_sub(1, Ordering::Relaxed);
        if let Ok(mut per) = self.web.per_channel.lock()
            && let Some(here) = per.get_mut(&self.channel)
        {
            *here = here.saturating_sub(1);
            if *here == 0 {
                per.remove(&self.channel);
            }
        }
    }
}

type Body = BoxBody<Bytes, Infallible>;

/// An event stream's body: what its task sends, as it comes.
struct Stream(mpsc::Receiver<Bytes>);

impl hyper::body::Body for Stream {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        self.0
            .poll_recv(cx)
            .map(|chunk| chunk.map(|c| Ok(Frame::data(c))))
    }
}

/// Headers every answer carries: no script but the page's own, nothing framed, no
/// referrer, nothing cached.
fn headers(response: &mut Response<Body>, content_type: &'static str) {
    let h = response.headers_mut();
    let set = [
        ("content-type", content_type),
        (
            "content-security-policy",
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ),
        ("referrer-policy", "no-referrer"),
        ("x-content-type-options", "nosniff"),
        ("cache-control", "no-store"),
    ];
    for (name, value) in set {
        h.insert(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        );
    }
}

fn respond(status: StatusCode, content_type: &'static str, body: Bytes) -> Response<Body> {
    let mut response = Response::new(Full::new(body).boxed());
    *response.status_mut() = status;
    headers(&mut response, content_type);
    response
}

fn plain(status: StatusCode, text: &'static str) -> Response<Body> {
    respond(
        status,
        "text/plain; charset=utf-8",
        Bytes::from_static(text.as_bytes()),
    )
}

fn not_found() -> Response<Body> {
    plain(StatusCode::NOT_FOUND, "not found\n")
}

fn html(document: String) -> Response<Body> {
    respond(
        StatusCode::OK,
        "text/html; charset=utf-8",
        Bytes::from(document),
    )
}

fn asset(content_type: &'static str, text: &'static str) -> Response<Body> {
    respond(
        StatusCode::OK,
        content_type,
        Bytes::from_static(text.as_bytes()),
    )
}

/// Binds the pages' address (before the bot connects anywhere, so a taken port stops it).
pub async fn bind(addr: std::net::SocketAddr) -> std::io::Result<TcpListener> {
    TcpListener::bind(addr).await
}

/// Serves pages until the task is dropped.
pub async fn serve(listener: TcpListener, web: Arc<Web>) {
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) => {
                tracing::warn!(error = %e, "the web server could not accept a connection");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let web = web.clone();
        tokio::spawn(async move {
            let service = service_fn(move |request: Request<Incoming>| {
                let web = web.clone();
                async move { Ok::<_, Infallible>(web.answer(&request).await) }
            });
            let connection = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEAD_WITHIN)
                .max_buf_size(16 * 1024)
                .serve_connection(TokioIo::new(stream), service);
            if let Err(e) = connection.await {
                tracing::debug!(error = %e, "a web connection failed");
            }
        });
    }
}
