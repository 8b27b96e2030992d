//! The web front-end: a shared table's page (`/t/<token>`), read-only, drawn from the same
//! tracker value as Discord's, and its live updates as Server-Sent Events
//! (`/t/<token>/events`). Served by hyper (the stack of the health endpoints), with no
//! script inline: the page's one small script opens the event stream and swaps the table.
//!
//! A page follows its channel by polling the channel's version in the store every half
//! second: every process sees every commit that way, whoever holds the channel's shard,
//! with no connection of its own kept listening. One watcher per channel and language
//! polls and draws each new version once; its viewers share what it drew.

mod limits;
mod page;

use limits::address_key;
pub use limits::{Limits, client_address, parse_proxies};

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

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
use crate::metrics::Metrics;
use crate::request::ratelimit::RateLimiter;
use crate::table::TableService;

/// How often a page's channel is looked at for a new version.
pub const POLL_EVERY: Duration = Duration::from_millis(500);
/// Over how long a new version reaches a channel's viewers, and in how many steps.
const SPREAD: Duration = Duration::from_millis(250);
const SPREAD_SLOTS: u64 = 50;
/// The longest path and query taken.
const MAX_TARGET: usize = 512;

/// What the pages read, and who watches what.
pub struct Web {
    service: Arc<TableService>,
    limits: Limits,
    metrics: Arc<Metrics>,
    /// Numbers viewers as they come, to spread their sends.
    next_viewer: AtomicU64,
    connections: AtomicUsize,
    per_channel: Mutex<HashMap<i64, usize>>,
    per_address: RateLimiter,
    per_link: RateLimiter,
    closing: watch::Sender<bool>,
    /// The table each watched channel shows, by language: its watcher's latest drawing.
    watched: Mutex<HashMap<(i64, Locale), Table>>,
}

/// What a watcher last drew, as its viewers read it.
type Table = watch::Receiver<Option<Arc<Drawn>>>;

/// A version of a table, drawn once for all its viewers, as the event they are sent.
struct Drawn {
    version: i64,
    event: Bytes,
}

impl Web {
    pub fn new(service: Arc<TableService>, limits: Limits, metrics: Arc<Metrics>) -> Arc<Web> {
        Arc::new(Web {
            service,
            per_address: RateLimiter::new(limits.per_address),
            per_link: RateLimiter::new(limits.per_link),
            limits,
            metrics,
            next_viewer: AtomicU64::new(0),
            connections: AtomicUsize::new(0),
            per_channel: Mutex::default(),
            closing: watch::channel(false).0,
            watched: Mutex::default(),
        })
    }

    /// Ends every event stream now (a graceful stop never waits on viewers).
    pub fn close(&self) {
        self.closing.send_replace(true);
    }

    /// Open event streams.
    pub fn viewers(&self) -> usize {
        usize::try_from(self.metrics.web_viewers.get()).unwrap_or(0)
    }

    /// How many tables the watchers have drawn.
    pub fn tables_drawn(&self) -> u64 {
        self.metrics.web_tables_drawn.get()
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
        // The status line shown last, and when its turn began.
        let mut turn: Option<(String, page::TurnSince)> = None;
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
            if let Ok(clock) = self.service.channel_clock(channel).await
                && shown != Some(clock.version)
            {
                let html = self
                    .table_now(guild, channel, locale, |table| {
                        turn = page::next_turn(turn.take(), table, clock.written_at);
                        turn.as_ref().map(|(_, since)| *since)
                    })
                    .await;
                self.metrics.web_tables_drawn.inc();
                shown = Some(clock.version);
                drawing.send_replace(Some(Arc::new(Drawn {
                    version: clock.version,
                    event: page::event(clock.version, &html),
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
        if *here >= self.limits.per_channel || self.viewers() >= self.limits.viewers {
            return None;
        }
        *here += 1;
        self.metrics.web_viewers.add(1);
        Some(Viewer {
            web: self.clone(),
            channel,
        })
    }

    async fn answer(self: &Arc<Self>, request: &Request<Incoming>, peer: IpAddr) -> Response<Body> {
        let forwarded = request
            .headers()
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok());
        let client = client_address(peer, forwarded, &self.limits.trusted_proxies);
        if !self.per_address.allow(address_key(client), Instant::now()) {
            return self.refuse("address_rate", too_many_requests());
        }
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
                Some(_) if !self.link_allowed(token) => {
                    self.refuse("link_rate", too_many_requests())
                }
                Some((guild, channel)) => {
                    let locale = self.locale(guild, asked_locale).await;
                    let html = self.draw_once(guild, channel, locale).await;
                    let events = format!("/t/{token}/events?{}", page::carried_query(query));
                    let now = self.service.now_millis();
                    page_response(
                        page::document(locale, &html, &events, overlay, now),
                        overlay,
                    )
                }
                None => self.refuse("not_found", not_found()),
            },
            ["t", token, "events"] => match self.open(token).await {
                Some(_) if !self.link_allowed(token) => {
                    self.refuse("link_rate", too_many_requests())
                }
                Some((guild, channel)) => {
                    let locale = self.locale(guild, asked_locale).await;
                    match self.admit(channel) {
                        Some(viewer) => self.events(viewer, guild, locale),
                        None => self.refuse(
                            "viewers",
                            plain(StatusCode::SERVICE_UNAVAILABLE, "too many viewers\n"),
                        ),
                    }
                }
                None => self.refuse("not_found", not_found()),
            },
            _ => self.refuse("not_found", not_found()),
        }
    }

    /// Counts a refusal by its reason.
    fn refuse(&self, reason: &str, response: Response<Body>) -> Response<Body> {
        self.metrics.web_refused.inc(reason);
        response
    }

    /// Takes one of the link's requests; a link is known to have a token's shape, whose
    /// first 16 hex digits are as random as any key needs.
    fn link_allowed(&self, token: &str) -> bool {
        let key = token
            .get(..16)
            .and_then(|t| u64::from_str_radix(t, 16).ok())
            .unwrap_or_default();
        self.per_link.allow(key, Instant::now())
    }

    /// The table for a page's first answer: its turn only bounded by the last version (its
    /// stream's first event follows with the watcher's timer, which may know better).
    async fn draw_once(&self, guild: i64, channel: i64, locale: Locale) -> String {
        let clock = self
            .service
            .channel_clock(channel)
            .await
            .unwrap_or_default();
        self.table_now(guild, channel, locale, |table| {
            page::next_turn(None, table, clock.written_at).map(|(_, since)| since)
        })
        .await
    }

    /// The channel's table now with its timer: `turn` says when the drawing's turn began.
    async fn table_now(
        &self,
        guild: i64,
        channel: i64,
        locale: Locale,
        turn: impl FnOnce(&page::Drawing) -> Option<page::TurnSince>,
    ) -> String {
        let drawing = page::draw(&self.service, guild, channel, locale).await;
        let since = turn(&drawing);
        let choice = self.service.choice_clock(channel).await.ok().flatten();
        page::compose(locale, &drawing, since, choice, self.service.now_millis())
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
        let stalled_after = self.limits.stalled_after;
        let spread = SPREAD.mul_f64(
            (self.next_viewer.fetch_add(1, Ordering::Relaxed) % SPREAD_SLOTS) as f64
                / SPREAD_SLOTS as f64,
        );
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
                    // A viewer that reads nothing for this long holds a place for nobody.
                    if tx
                        .send_timeout(drawn.event.clone(), stalled_after)
                        .await
                        .is_err()
                    {
                        return;
                    }
                }
                tokio::select! {
                    changed = table.changed() => if changed.is_err() { return },
                    () = tx.closed() => return,
                    _ = closing.changed() => return,
                }
                // A new version reaches a channel's viewers spread over a quarter second,
                // not in one burst that would hold up the table's own work.
                tokio::select! {
                    () = tokio::time::sleep(spread) => {}
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
        self.web.metrics.web_viewers.add(-1);
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

/// No script but the page's own, no form; framed by `$frame` only.
macro_rules! policy {
    ($frame:literal) => {
        concat!(
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ",
            $frame
        )
    };
}
const POLICY: &str = policy!("'none'");
/// The overlay's: any page may frame it (a stream's scene is often a page).
const OVERLAY_POLICY: &str = policy!("*");

/// Headers every answer carries: no script but the page's own, nothing framed, no
/// referrer, nothing cached.
fn headers(response: &mut Response<Body>, content_type: &'static str) {
    let h = response.headers_mut();
    let set = [
        ("content-type", content_type),
        ("content-security-policy", POLICY),
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

fn too_many_requests() -> Response<Body> {
    let mut response = plain(StatusCode::TOO_MANY_REQUESTS, "too many requests\n");
    response
        .headers_mut()
        .insert("retry-after", HeaderValue::from_static("5"));
    response
}

fn not_found() -> Response<Body> {
    plain(StatusCode::NOT_FOUND, "not found\n")
}

/// A page; an overlay may be framed.
fn page_response(document: String, overlay: bool) -> Response<Body> {
    let mut response = respond(
        StatusCode::OK,
        "text/html; charset=utf-8",
        Bytes::from(document),
    );
    if overlay {
        response.headers_mut().insert(
            "content-security-policy",
            HeaderValue::from_static(OVERLAY_POLICY),
        );
    }
    response
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

/// What a connection past the cap is told before it is closed.
const TOO_MANY_CONNECTIONS: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: 21\r\nretry-after: 5\r\nconnection: close\r\n\r\ntoo many connections\n";

/// An open connection's place, given back when it closes.
struct Connection(Arc<Web>);

impl Drop for Connection {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Web {
    /// Takes a connection's place, if the cap leaves one.
    fn connect(self: &Arc<Self>) -> Option<Connection> {
        let open = self.connections.fetch_add(1, Ordering::Relaxed);
        let place = Connection(self.clone());
        (open < self.limits.connections).then_some(place)
    }

    /// Open connections.
    pub fn connections(&self) -> usize {
        self.connections.load(Ordering::Relaxed)
    }
}

/// The pages served on a runtime of their own: one thread, at a lower priority than the
/// bot's, so viewers take only what the table leaves and never queue the table's work
/// behind theirs. Stops when dropped.
pub struct Pages(Option<tokio::runtime::Runtime>);

impl Pages {
    pub fn start(listener: TcpListener, web: Arc<Web>) -> std::io::Result<Pages> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("narrator-web")
            .on_thread_start(lower_priority)
            .enable_all()
            .build()?;
        runtime.spawn(serve(listener, web));
        Ok(Pages(Some(runtime)))
    }
}

impl Drop for Pages {
    fn drop(&mut self) {
        if let Some(runtime) = self.0.take() {
            // Dropping a runtime waits for its tasks, which async code may not do.
            runtime.shutdown_background();
        }
    }
}

/// Lowers the calling thread's scheduling priority (Linux keeps a nice value per thread).
fn lower_priority() {
    // SAFETY: setpriority only reads its plain integer arguments; on failure the thread
    // just keeps its priority.
    let lowered = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, 10) };
    if lowered != 0 {
        tracing::debug!("the web thread keeps its priority");
    }
}

/// Serves pages until the task is dropped.
pub async fn serve(listener: TcpListener, web: Arc<Web>) {
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                tracing::warn!(error = %e, "the web server could not accept a connection");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(place) = web.connect() else {
            // Told once, without waiting on the client, and closed.
            web.metrics.web_refused.inc("connections");
            let _ = stream.try_write(TOO_MANY_CONNECTIONS);
            continue;
        };
        let web = web.clone();
        tokio::spawn(async move {
            let _place = place;
            let head_within = web.limits.head_within;
            let service = service_fn(move |request: Request<Incoming>| {
                let web = web.clone();
                async move { Ok::<_, Infallible>(web.answer(&request, peer.ip()).await) }
            });
            let connection = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(head_within)
                .max_buf_size(16 * 1024)
                .serve_connection(TokioIo::new(stream), service);
            if let Err(e) = connection.await {
                tracing::debug!(error = %e, "a web connection failed");
            }
        });
    }
}
