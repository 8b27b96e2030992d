//! A fake Discord for end-to-end tests: a REST API (HTTP/1.1, served by hyper) and a
//! WebSocket gateway, both on 127.0.0.1, enough for an unmodified serenity 0.12.5 + poise 0.7.1
//! bot. It records every request, enforces Discord's payload limits (`limits.rs`) and the
//! 3-second answer rule, and lets a test push gateway events.
//!
//! Use from a test crate with `mod fake_discord;`.
#![allow(dead_code)]

pub mod fixtures;
mod gateway;
mod http;
pub mod limits;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::{Notify, oneshot};
use tokio::task::JoinHandle;

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_USER_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 910_000_000_000_000_001;
/// The only token the fake accepts (`Authorization: Bot fake-token`).
pub const TOKEN: &str = "fake-token";

/// How long the waits of this module last before they panic.
pub const WAIT: Duration = Duration::from_secs(20);
/// Discord's deadline for the first answer to an interaction.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(3);
/// How long an interaction token stays valid for follow-ups and edits.
pub const TOKEN_VALID_FOR: Duration = Duration::from_secs(15 * 60);

/// Message flags the fake interprets.
const FLAG_EPHEMERAL: u64 = 1 << 6;
const FLAG_LOADING: u64 = 1 << 7;

#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// The full path without the query string, e.g. `/api/v10/interactions/1/tok-1/callback`.
    pub path: String,
    /// The JSON body (the `payload_json` part of a multipart body); `Null` if empty, a JSON
    /// string holding the raw text if it was not JSON.
    pub body: Value,
    /// The status the fake answered.
    pub status: u16,
    /// The files uploaded with it (multipart `files[n]`), by name.
    pub files: Vec<(String, Vec<u8>)>,
}

impl std::fmt::Display for Recorded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut body = self.body.to_string();
        if body.len() > 300 {
            let mut end = 300;
            while !body.is_char_boundary(end) {
                end -= 1;
            }
            body.truncate(end);
            body.push('…');
        }
        write!(f, "{} {} {} {}", self.status, self.method, self.path, body)
    }
}

pub struct FakeDiscord {
    shared: Arc<Shared>,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

/// What the HTTP and gateway tasks share with the test.
struct Shared {
    inner: Mutex<Inner>,
    /// Woken on every change (request recorded, connection, READY).
    changed: Notify,
    api_base: String,
    gateway_url: String,
}

struct Connection {
    id: u64,
    tx: tokio::sync::mpsc::UnboundedSender<String>,
    /// Identified (READY sent) or resumed: dispatches may go to it.
    ready: bool,
}

/// An interaction the fake dispatched.
struct Pending {
    id: u64,
    kind: u64,
    channel_id: u64,
    dispatched: Instant,
    acknowledged: bool,
    /// The message id of the original response, once there is one.
    original: Option<u64>,
    /// The clicked message of a component interaction, as dispatched.
    clicked: Option<Value>,
    /// The follow-up messages the interaction created, in order.
    followups: Vec<u64>,
    /// The largest request with files its answers may make (`attachment_size_limit`).
    upload_limit: usize,
}

#[derive(Default)]
struct Inner {
    requests: Vec<Recorded>,
    consumed: HashSet<usize>,
    violations: Vec<String>,
    gateway_calls: usize,
    readies: usize,
    sessions: u64,
    seq: u64,
    next_connection: u64,
    /// The connection that takes each shard's dispatches.
    connections: HashMap<u32, Connection>,
    /// The shard count the bot identified with (1 until it did).
    shard_count: u32,
    /// Every Identify's `shard` pair (shard, shard count), in order.
    identifies: Vec<(u64, u64)>,
    /// Which shard each session id belongs to (a Resume names only the session).
    session_shards: HashMap<String, u32>,
    /// Sessions resumed (op 6 answered with RESUMED).
    resumes: usize,
    /// By interaction token.
    interactions: HashMap<String, Pending>,
    /// Every message the fake created, by id, as the Message JSON it answers.
    messages: HashMap<u64, Value>,
    /// Components that serenity could not deserialize, kept out of the Message JSON.
    aside_components: HashMap<u64, Value>,
    next_message_id: u64,
    next_command_id: u64,
    /// The servers the bot is in, announced as GUILD_CREATE after READY.
    guilds: Vec<u64>,
    /// Registered command names by scope (`None`: global), as a server would show them.
    registered: HashMap<Option<String>, HashSet<String>>,
    /// Command creates per server today, and Discord's daily limit on them.
    creates: HashMap<Option<String>, usize>,
    daily_limit: Option<usize>,
    /// Load mode: requests are counted, not kept, and interaction replies are not stored as
    /// messages, so a long benchmark neither grows the fake nor slows its searches.
    lean: bool,
    request_count: u64,
    /// Callers waiting for a request to this path (`interact_timed`).
    waiters: HashMap<String, oneshot::Sender<Value>>,
    /// Pinned message ids by channel, oldest first.
    pins: HashMap<u64, Vec<u64>>,
    /// Channels where the bot lacks Pin Messages (pinning is refused) or Send Messages
    /// (its own channel messages are refused; interaction replies still work).
    pins_refused: HashSet<u64>,
    posts_refused: HashSet<u64>,
    /// Discord's global limit on bot routes, requests per second (`limit_bot_routes`); the
    /// interaction callback and the interaction webhooks are exempt. `None`: no limit.
    bot_route_limit: Option<u32>,
    /// The current one-second window of bot-route requests.
    bot_route_window: Window,
    /// Bot-route requests made, and how many of them were answered 429 by the limit.
    bot_route_requests: u64,
    global_429s: u64,
    /// Discord's per-channel buckets on message routes (`limit_channel_routes`): how many
    /// requests of one method on one channel's messages a window takes. `None`: no limit.
    channel_route_limit: Option<(u32, Duration)>,
    /// Each (method, channel) bucket's current window.
    channel_route_windows: HashMap<(String, u64), Window>,
    /// Requests the per-channel buckets answered 429.
    channel_429s: u64,
    /// Answers to give instead of the real ones, first match first (`inject`).
    faults: Vec<HttpFault>,
    /// Interactions whose callback the fake applied but answered with a fault: a retry's
    /// "already acknowledged" is then the bot doing right, not a violation.
    faulted_callbacks: HashSet<String>,
}

/// A failure the fake answers matching requests with, `times` times.
#[derive(Clone, Debug)]
pub struct HttpFault {
    pub method: &'static str,
    /// A part of the path (`/callback`, `/messages/`).
    pub path_contains: String,
    pub status: u16,
    /// Discord's JSON error code in the body.
    pub code: u64,
    /// The request takes effect before the failure is answered (Discord did the work, the
    /// answer was lost), or not at all.
    pub applied: bool,
    pub times: usize,
}

impl HttpFault {
    /// A 500 on matching requests, which do not take effect.
    pub fn server_error(method: &'static str, path_contains: &str, times: usize) -> HttpFault {
        HttpFault {
            method,
            path_contains: path_contains.to_owned(),
            status: 500,
            code: 0,
            applied: false,
            times,
        }
    }

    /// A 429 (a route's bucket, not the global limit).
    pub fn rate_limited(method: &'static str, path_contains: &str, times: usize) -> HttpFault {
        HttpFault {
            status: 429,
            ..HttpFault::server_error(method, path_contains, times)
        }
    }

    /// A 403 with Discord's code (50001 Missing Access, 50013 Missing Permissions).
    pub fn forbidden(
        method: &'static str,
        path_contains: &str,
        code: u64,
        times: usize,
    ) -> HttpFault {
        HttpFault {
            status: 403,
            code,
            ..HttpFault::server_error(method, path_contains, times)
        }
    }

    /// The request takes effect, but its answer is the failure.
    pub fn applied(mut self) -> HttpFault {
        self.applied = true;
        self
    }
}

fn lock(shared: &Shared) -> MutexGuard<'_, Inner> {
    shared
        .inner
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl FakeDiscord {
    /// Binds 127.0.0.1:0 for HTTP and another port for the gateway, and serves both.
    pub async fn start() -> FakeDiscord {
        let http_listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the fake HTTP port");
        let gateway_listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the fake gateway port");
        let http_port = http_listener.local_addr().expect("HTTP address").port();
        let gateway_port = gateway_listener
            .local_addr()
            .expect("gateway address")
            .port();
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner {
                next_message_id: 930_000_000_000_000_001,
                next_command_id: 940_000_000_000_000_001,
                guilds: vec![GUILD_ID],
                shard_count: 1,
                // As Discord does for every bot token.
                bot_route_limit: Some(DISCORD_GLOBAL_LIMIT),
                ..Inner::default()
            }),
            changed: Notify::new(),
            api_base: format!("http://127.0.0.1:{http_port}"),
            gateway_url: format!("ws://127.0.0.1:{gateway_port}"),
        });
        let for_http = Arc::clone(&shared);
        let handler: http::Handler = Arc::new(move |request| for_http.handle(request));
        let tasks = vec![
            tokio::spawn(http::serve(http_listener, handler)),
            tokio::spawn(gateway::serve(gateway_listener, Arc::clone(&shared))),
        ];
        FakeDiscord { shared, tasks }
    }

    /// `http://127.0.0.1:PORT`; serenity appends `/api/v10/...`.
    pub fn api_base(&self) -> String {
        self.shared.api_base.clone()
    }

    /// `ws://127.0.0.1:PORT`, what `GET /gateway` answers.
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url.clone()
    }

    /// How many `GET /api/v10/gateway` (and `/gateway/bot`) were served.
    pub fn gateway_calls(&self) -> usize {
        lock(&self.shared).gateway_calls
    }

    /// How many READY the gateway sent (one per Identify).
    pub fn readies(&self) -> usize {
        lock(&self.shared).readies
    }

    /// Until an Identify arrived and READY was sent on the newest connection.
    pub async fn wait_ready(&self) {
        self.wait_for("the bot to connect to the gateway and identify", |inner| {
            (inner.readies > 0 && inner.connections.values().any(|c| c.ready)).then_some(())
        })
        .await;
    }

    /// Waits until the bot identified `count` times in all (a restarted bot once more).
    pub async fn wait_readies(&self, count: usize) {
        self.wait_for("the bot to identify again", |inner| {
            (inner.readies >= count && inner.connections.values().any(|c| c.ready)).then_some(())
        })
        .await;
    }

    /// The first recorded request (past or future) matching `pred` that no earlier
    /// `wait_request` returned.
    pub async fn wait_request(&self, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        self.wait_for("a request matching the predicate", |inner| {
            let index = (0..inner.requests.len())
                .find(|i| !inner.consumed.contains(i) && pred(&inner.requests[*i]))?;
            inner.consumed.insert(index);
            Some(inner.requests[index].clone())
        })
        .await
    }

    /// All requests so far, in order.
    pub fn requests(&self) -> Vec<Recorded> {
        lock(&self.shared).requests.clone()
    }

    /// Every limit broken so far, as `METHOD /path: what`.
    pub fn violations(&self) -> Vec<String> {
        lock(&self.shared).violations.clone()
    }

    /// A message the fake created (webhook or channel message), as its Message JSON.
    pub fn message(&self, id: u64) -> Option<Value> {
        lock(&self.shared).messages.get(&id).cloned()
    }

    /// The components of a message that serenity could not deserialize (so its Message JSON
    /// shows `components: []`).
    pub fn aside_components(&self, id: u64) -> Option<Value> {
        lock(&self.shared).aside_components.get(&id).cloned()
    }

    /// The messages a channel holds now, oldest first (deleted ones are gone).
    pub fn channel_messages(&self, channel: u64) -> Vec<Value> {
        let inner = lock(&self.shared);
        let mut ids: Vec<u64> = inner
            .messages
            .iter()
            .filter(|(_, m)| id_of(&m["channel_id"]) == Some(channel))
            .map(|(id, _)| *id)
            .collect();
        ids.sort_unstable();
        ids.iter().map(|id| inner.messages[id].clone()).collect()
    }

    /// The first follow-up message the interaction with this token created, if any.
    pub fn followup(&self, token: &str) -> Option<Value> {
        let inner = lock(&self.shared);
        let id = *inner.interactions.get(token)?.followups.first()?;
        inner.messages.get(&id).cloned()
    }

    /// The original response of the interaction with this token, if there is one.
    pub fn original(&self, token: &str) -> Option<Value> {
        let inner = lock(&self.shared);
        let id = inner.interactions.get(token)?.original?;
        inner.messages.get(&id).cloned()
    }

    /// Sends `{"op":0,"s":n,"t":event,"d":data}` on the newest identified connection of the
    /// shard its server belongs to (waits for one). An INTERACTION_CREATE starts that
    /// interaction's 3-second clock.
    pub async fn dispatch(&self, event: &str, data: Value) {
        let mut data = Some(data);
        self.wait_for("a gateway connection to dispatch to", |inner| {
            send_event(inner, event, &mut data)
        })
        .await;
    }

    /// Like [`FakeDiscord::dispatch`], without waiting: false (and nothing sent) when the
    /// server's shard has no ready connection now.
    pub fn dispatch_now(&self, event: &str, data: Value) -> bool {
        let mut data = Some(data);
        let sent = send_event(&mut lock(&self.shared), event, &mut data).is_some();
        self.shared.changed.notify_waiters();
        sent
    }

    /// Waits until `count` requests match `pred`.
    pub async fn wait_for_requests(&self, count: usize, pred: impl Fn(&Recorded) -> bool) {
        self.wait_for("requests", |inner| {
            (inner.requests.iter().filter(|r| pred(r)).count() >= count).then_some(())
        })
        .await;
    }

    /// The command names a server sees: the global ones and its own.
    pub fn commands_seen(&self, guild: u64) -> Vec<String> {
        let inner = lock(&self.shared);
        let mut names: Vec<String> = [None, Some(guild.to_string())]
            .iter()
            .filter_map(|scope| inner.registered.get(scope))
            .flatten()
            .cloned()
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// From now on, a server may create at most `limit` commands (Discord allows 200 a
    /// day); beyond it a registration is refused with Discord's error 30034.
    pub fn set_daily_limit(&self, limit: usize) {
        lock(&self.shared).daily_limit = Some(limit);
    }

    /// From now on the bot may not pin in `channel` (Discord's 403, Missing Permissions).
    pub fn refuse_pins(&self, channel: u64) {
        lock(&self.shared).pins_refused.insert(channel);
    }

    /// From now on the bot may not post its own messages in `channel` (403).
    pub fn refuse_posts(&self, channel: u64) {
        lock(&self.shared).posts_refused.insert(channel);
    }

    /// From now on, matching requests get `fault` (each fault answers `times` requests).
    pub fn inject(&self, fault: HttpFault) {
        lock(&self.shared).faults.push(fault);
    }

    /// From now on, bot routes (everything but interaction callbacks and interaction
    /// webhooks) take at most `per_second` requests in each second, as Discord's global
    /// limit does (the fake starts at 50, a bot token's); past it they are answered 429
    /// with `X-RateLimit-Global`, `X-RateLimit-Scope: global` and `Retry-After`. `None`
    /// lifts it.
    pub fn limit_bot_routes(&self, per_second: Option<u32>) {
        let mut inner = lock(&self.shared);
        inner.bot_route_limit = per_second;
        inner.bot_route_window = Window::default();
    }

    /// From now on, each channel's message routes (posting, editing and deleting messages)
    /// take at most `count` requests of one method per `window`, as Discord's per-route
    /// buckets do; past it they are answered 429 with `X-RateLimit-Scope: user` and
    /// `Retry-After`. `None` lifts it.
    pub fn limit_channel_routes(&self, limit: Option<(u32, Duration)>) {
        let mut inner = lock(&self.shared);
        inner.channel_route_limit = limit;
        inner.channel_route_windows.clear();
    }

    /// The channel's live tracker: the newest of the bot's own posts there (interaction
    /// replies come through webhooks).
    pub fn live_tracker(&self, channel: u64) -> Option<Value> {
        self.channel_messages(channel)
            .into_iter()
            .rev()
            .find(|m| m.get("webhook_id").is_none())
    }

    /// Edits of the bot's own messages in `channel` so far.
    pub fn message_edits(&self, channel: u64) -> usize {
        let messages = format!("/channels/{channel}/messages/");
        lock(&self.shared)
            .requests
            .iter()
            .filter(|r| r.method == "PATCH" && r.path.contains(&messages))
            .count()
    }

    /// Requests the per-channel buckets answered 429 so far.
    pub fn channel_429s(&self) -> u64 {
        lock(&self.shared).channel_429s
    }

    /// Bot-route requests so far, and how many of them the global limit refused.
    pub fn bot_routes(&self) -> (u64, u64) {
        let inner = lock(&self.shared);
        (inner.bot_route_requests, inner.global_429s)
    }

    /// Forgets the faults not yet used up.
    pub fn clear_faults(&self) {
        lock(&self.shared).faults.clear();
    }

    /// Faults not yet used up.
    pub fn faults_left(&self) -> usize {
        lock(&self.shared).faults.iter().map(|f| f.times).sum()
    }

    /// The channel's pinned message ids, oldest first.
    pub fn pins(&self, channel: u64) -> Vec<u64> {
        lock(&self.shared)
            .pins
            .get(&channel)
            .cloned()
            .unwrap_or_default()
    }

    /// Load mode (see `Inner::lean`): for benchmarks, once set-up is done.
    pub fn set_lean(&self, lean: bool) {
        lock(&self.shared).lean = lean;
    }

    /// Makes `shard`'s current connection misbehave. The shard takes no dispatches until
    /// the client identifies or resumes again.
    pub fn gateway_fault(&self, shard: u32, fault: GatewayFault) {
        let mut inner = lock(&self.shared);
        let Some(connection) = inner.connections.get_mut(&shard) else {
            return;
        };
        connection.ready = false;
        let frame = match fault {
            GatewayFault::Drop => gateway::DROP.to_owned(),
            GatewayFault::Reconnect => json!({ "op": 7, "d": null }).to_string(),
            GatewayFault::InvalidSession { resumable } => {
                json!({ "op": 9, "d": resumable }).to_string()
            }
        };
        let _ = connection.tx.send(frame);
    }

    /// Whether the interaction with this token was dispatched to the bot (a shard's
    /// connection took it), answered or not.
    pub fn dispatched(&self, token: &str) -> bool {
        lock(&self.shared).interactions.contains_key(token)
    }

    /// The `shard` pair (shard, shard count) of every Identify so far, in order.
    pub fn identifies(&self) -> Vec<(u64, u64)> {
        lock(&self.shared).identifies.clone()
    }

    /// Sessions resumed so far.
    pub fn resumes(&self) -> usize {
        lock(&self.shared).resumes
    }

    /// Which shards have a ready connection now.
    pub fn shards_ready(&self) -> Vec<u32> {
        let inner = lock(&self.shared);
        let mut shards: Vec<u32> = inner
            .connections
            .iter()
            .filter(|(_, c)| c.ready)
            .map(|(s, _)| *s)
            .collect();
        shards.sort_unstable();
        shards
    }

    /// Waits until `shard` has a ready connection again, after at least `readies` READY and
    /// `resumes` RESUMED in all.
    pub async fn wait_shard_back(&self, shard: u32, readies: usize, resumes: usize) {
        self.wait_for("the shard to identify or resume again", |inner| {
            (inner.readies >= readies
                && inner.resumes >= resumes
                && inner.connections.get(&shard).is_some_and(|c| c.ready))
            .then_some(())
        })
        .await;
    }

    /// Sets the servers the bot is in (each announced on its own shard after READY).
    pub fn set_guilds(&self, guilds: Vec<u64>) {
        lock(&self.shared).guilds = guilds;
    }

    /// Waits until the bot has made no request for a while (its tracker work after the
    /// last reply done), at most `WAIT`: a check of the channel as players see it then
    /// reads what the bot finished, not a move half made.
    pub async fn quiet(&self) {
        let quiet_for = Duration::from_millis(250);
        let began = Instant::now();
        let mut seen = self.request_count();
        let mut since = Instant::now();
        while began.elapsed() < WAIT {
            tokio::time::sleep(Duration::from_millis(25)).await;
            let now = self.request_count();
            if now != seen {
                (seen, since) = (now, Instant::now());
            } else if since.elapsed() >= quiet_for {
                return;
            }
        }
    }

    /// Requests answered so far, kept or not.
    pub fn request_count(&self) -> u64 {
        lock(&self.shared).request_count
    }

    /// Dispatches INTERACTION_CREATE and returns the callback's body and the time from the
    /// dispatch to the callback (`None` if the bot never answered within `WAIT`). Unlike
    /// `interact`, it checks nothing and keeps nothing: the benchmarks' path.
    pub async fn interact_timed(&self, interaction: Value) -> Option<(Value, Duration)> {
        let id = id_of(&interaction["id"])?;
        let token = interaction["token"].as_str()?.to_string();
        let path = format!("/api/v10/interactions/{id}/{token}/callback");
        let (tx, rx) = oneshot::channel();
        lock(&self.shared).waiters.insert(path, tx);
        let sent = Instant::now();
        self.dispatch("INTERACTION_CREATE", interaction).await;
        let body = tokio::time::timeout(WAIT, rx).await.ok()?.ok()?;
        Some((body, sent.elapsed()))
    }

    /// Dispatches INTERACTION_CREATE and waits for its callback POST
    /// (`/interactions/{id}/{token}/callback`), which it returns.
    pub async fn interact(&self, interaction: Value) -> Recorded {
        // Discord only sends commands a server sees (once the bot registered any).
        let registered_any = !lock(&self.shared).registered.is_empty();
        if registered_any && matches!(interaction["type"].as_u64(), Some(2 | 4)) {
            let name = interaction["data"]["name"].as_str().unwrap_or_default();
            let guild = interaction["guild_id"]
                .as_str()
                .and_then(|g| g.parse().ok());
            let seen = guild.map(|g| self.commands_seen(g)).unwrap_or_default();
            if !seen.iter().any(|n| n == name) {
                lock(&self.shared)
                    .violations
                    .push(format!("/{name} sent, but the server does not see it"));
            }
        }
        let id = id_of(&interaction["id"]).expect("interaction fixture without an id");
        let token = interaction["token"]
            .as_str()
            .expect("interaction fixture without a token")
            .to_string();
        let path = format!("/api/v10/interactions/{id}/{token}/callback");
        self.dispatch("INTERACTION_CREATE", interaction).await;
        self.wait_request(|r| r.method == "POST" && r.path == path)
            .await
    }

    /// Like `interact`, for a click whose answer may come as a follow-up: when the callback
    /// only updated or acknowledged the clicked message (types 7 and 6), the first
    /// follow-up is the answer, returned as if it had been the callback (type 4).
    pub async fn interact_answer(&self, interaction: Value) -> Recorded {
        let token = interaction["token"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let callback = self.interact(interaction).await;
        if !matches!(callback.body["type"].as_u64(), Some(6 | 7)) {
            return callback;
        }
        let path = format!("/api/v10/webhooks/{APP_ID}/{token}");
        let followup = self
            .wait_request(|r| r.method == "POST" && r.path == path)
            .await;
        Recorded {
            body: json!({ "type": 4, "data": followup.body }),
            ..followup
        }
    }

    /// Polls `check` on every change until it gives a value; panics after `WAIT`.
    async fn wait_for<T>(&self, what: &str, mut check: impl FnMut(&mut Inner) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let notified = self.shared.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(found) = check(&mut lock(&self.shared)) {
                return found;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let inner = lock(&self.shared);
                let seen: Vec<String> = inner.requests.iter().map(|r| format!("  {r}")).collect();
                panic!(
                    "fake Discord: waited {WAIT:?} for {what}.\nrequests seen:\n{}\nviolations: {:#?}\ngateway: {} GET /gateway, {} READY sent",
                    seen.join("\n"),
                    inner.violations,
                    inner.gateway_calls,
                    inner.readies,
                );
            }
        }
    }
}

/// Sends `data` (taken once sent) as `event` on the newest ready connection of its server's
/// shard; `None` when there is none.
fn send_event(inner: &mut Inner, event: &str, data: &mut Option<Value>) -> Option<()> {
    let guild = data
        .as_ref()
        .and_then(|d| d["guild_id"].as_str())
        .and_then(|g| g.parse::<u64>().ok());
    let shard = guild.map_or(0, |g| shard_of(g, inner.shard_count));
    let connection = inner.connections.get(&shard).filter(|c| c.ready)?;
    let tx = connection.tx.clone();
    let mut payload = data.take()?;
    inner.seq += 1;
    if event == "INTERACTION_CREATE" {
        // Discord reports the bot's permissions in the channel with each
        // interaction: where posting is refused, Send Messages is missing.
        let channel = id_of(&payload["channel_id"]).unwrap_or_default();
        if inner.posts_refused.contains(&channel)
            && let Some(permissions) = payload["app_permissions"]
                .as_str()
                .and_then(|p| p.parse::<u64>().ok())
        {
            let without = permissions & !fixtures::perm::SEND_MESSAGES;
            payload["app_permissions"] = json!(without.to_string());
        }
        inner.track_interaction(&payload);
    }
    let frame = json!({ "op": 0, "s": inner.seq, "t": event, "d": payload });
    // A closed connection is the bot's problem; the test sees no answer.
    let _ = tx.send(frame.to_string());
    Some(())
}

/// Discord's rule: a server's events come on shard `(id >> 22) % count`.
pub fn shard_of(guild: u64, count: u32) -> u32 {
    u32::try_from((guild >> 22) % u64::from(count.max(1))).unwrap_or(0)
}

/// Ways the gateway misbehaves on purpose, as Discord does now and then.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GatewayFault {
    /// The connection ends without a Close frame (a broken network).
    Drop,
    /// Op 7: the client should reconnect and resume.
    Reconnect,
    /// Op 9: the session is invalid; `resumable` is its `d` (resume, or identify anew).
    InvalidSession { resumable: bool },
}

fn id_of(value: &Value) -> Option<u64> {
    match value {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

fn bot_user() -> Value {
    json!({
        "id": BOT_USER_ID.to_string(),
        "username": "Narrator",
        "discriminator": "0000",
        "global_name": null,
        "avatar": null,
        "bot": true,
        "flags": 0,
        "public_flags": 0,
    })
}

fn error(code: u64, message: &str) -> Value {
    json!({ "message": message, "code": code })
}

fn now() -> String {
    serenity::model::Timestamp::now().to_string()
}

/// One answer: status, body, and the violations to record (`reject` ones made the status).
struct Outcome {
    status: u16,
    body: Option<Value>,
    violations: Vec<String>,
}

impl Outcome {
    fn ok(body: Value) -> Outcome {
        Outcome {
            status: 200,
            body: Some(body),
            violations: Vec::new(),
        }
    }

    fn no_content() -> Outcome {
        Outcome {
            status: 204,
            body: None,
            violations: Vec::new(),
        }
    }

    fn not_found(code: u64, message: &str) -> Outcome {
        Outcome {
            status: 404,
            body: Some(error(code, message)),
            violations: Vec::new(),
        }
    }

    /// A rejected request: 400, and every problem is a violation.
    fn reject(code: u64, message: &str, problems: Vec<String>) -> Outcome {
        let detail = if problems.is_empty() {
            message.to_string()
        } else {
            format!("{message}: {}", problems.join("; "))
        };
        Outcome {
            status: 400,
            body: Some(error(code, &detail)),
            violations: if problems.is_empty() {
                vec![message.to_string()]
            } else {
                problems
            },
        }
    }

    /// Also record these violations, without changing the answer.
    fn noting(mut self, violations: impl IntoIterator<Item = String>) -> Outcome {
        self.violations.extend(violations);
        self
    }

    /// Discord's answer to an action the bot's permissions do not allow: not a violation
    /// (the bot cannot see its permissions beforehand), just refused.
    fn forbidden() -> Outcome {
        Outcome {
            status: 403,
            body: Some(error(50013, "Missing Permissions")),
            violations: Vec::new(),
        }
    }

    /// A 404 that is also a violation (the bot used something that does not exist).
    fn missing(code: u64, message: &str) -> Outcome {
        Outcome::not_found(code, message).noting([message.to_string()])
    }
}

impl Shared {
    fn handle(&self, request: http::Request) -> http::Response {
        let method = request.method().as_str().to_string();
        let path = request.uri().path().to_string();
        let raw = http::multipart_payload_json(&request).unwrap_or_else(|| request.body().to_vec());
        let files = http::multipart_files(&request);
        let request_bytes = request.body().len();
        let (body, invalid_json) = if raw.iter().all(u8::is_ascii_whitespace) {
            (Value::Null, false)
        } else {
            match serde_json::from_slice::<Value>(&raw) {
                Ok(value) => (value, false),
                Err(_) => (
                    Value::String(String::from_utf8_lossy(&raw).into_owned()),
                    true,
                ),
            }
        };
        let authorized = request
            .headers()
            .get(hyper::header::AUTHORIZATION)
            .is_some_and(|value| value.as_bytes() == format!("Bot {TOKEN}").as_bytes());

        let mut inner = lock(self);
        let outcome = if !authorized {
            Outcome {
                status: 401,
                body: Some(error(0, "401: Unauthorized")),
                violations: Vec::new(),
            }
        } else if invalid_json {
            Outcome::reject(50109, "The request body contains invalid JSON.", Vec::new())
        } else if let Some(problem) = inner.upload_problem(&path, files.len(), request_bytes) {
            problem
        } else if let Some((retry_after, global)) = inner
            .over_global_limit(&path)
            .map(|after| (after, true))
            .or_else(|| {
                inner
                    .over_channel_limit(&method, &path)
                    .map(|after| (after, false))
            })
        {
            if global {
                inner.global_429s += 1;
            } else {
                inner.channel_429s += 1;
            }
            let mut response = http::json(
                429,
                &json!({
                    "message": "You are being rate limited.",
                    "retry_after": retry_after,
                    "global": global,
                    "code": 0,
                }),
            );
            let headers = response.headers_mut();
            let scope = if global { "global" } else { "user" };
            let mut limited = vec![
                ("x-ratelimit-scope", scope.to_owned()),
                ("retry-after", format!("{}", retry_after.ceil())),
            ];
            if global {
                limited.push(("x-ratelimit-global", "true".to_owned()));
            }
            for (name, value) in limited {
                if let Ok(value) = hyper::header::HeaderValue::from_str(&value) {
                    headers.insert(name, value);
                }
            }
            inner.request_count += 1;
            if !inner.lean {
                inner.requests.push(Recorded {
                    method,
                    path,
                    body,
                    status: 429,
                    files,
                });
                drop(inner);
                self.changed.notify_waiters();
            }
            return response;
        } else if let Some(fault) = inner.take_fault(&method, &path) {
            if fault.applied {
                inner.route(self, &method, &path, &body);
                if path.ends_with("/callback")
                    && let Some(token) = path.rsplit('/').nth(1)
                {
                    inner.faulted_callbacks.insert(token.to_owned());
                }
            }
            Outcome {
                status: fault.status,
                body: Some(match fault.status {
                    429 => json!({
                        "message": "You are being rate limited.",
                        "retry_after": 0.05,
                        "global": false,
                        "code": 0,
                    }),
                    _ => error(fault.code, "injected fault"),
                }),
                violations: Vec::new(),
            }
        } else {
            inner.route(self, &method, &path, &body)
        };
        for violation in &outcome.violations {
            inner
                .violations
                .push(format!("{method} {path}: {violation}"));
        }
        inner.request_count += 1;
        if let Some(waiter) = inner.waiters.remove(&path) {
            let _ = waiter.send(body.clone());
        }
        if inner.lean {
            drop(inner);
        } else {
            inner.requests.push(Recorded {
                method,
                path,
                body,
                status: outcome.status,
                files,
            });
            drop(inner);
            self.changed.notify_waiters();
        }
        match outcome.body {
            Some(body) => http::json(outcome.status, &body),
            None => http::empty(outcome.status),
        }
    }
}

/// A fixed window of requests, as Discord counts them for a limit.
#[derive(Default)]
struct Window {
    /// When the current window began, and how many requests it took.
    current: Option<(Instant, u32)>,
}

impl Window {
    /// Counts one request against `limit` per `length`; `Some(retry_after)` in seconds when
    /// the window is full (the request is then not counted).
    fn admit(&mut self, limit: u32, length: Duration, now: Instant) -> Option<f64> {
        let (began, used) = match self.current {
            Some((began, used)) if now.duration_since(began) < length => (began, used),
            _ => (now, 0),
        };
        if used >= limit {
            self.current = Some((began, used));
            let left = length.saturating_sub(now.duration_since(began));
            return Some(left.as_secs_f64().max(0.001));
        }
        self.current = Some((began, used + 1));
        None
    }
}

/// Discord's global limit on bot routes for a bot token, requests per second.
pub const DISCORD_GLOBAL_LIMIT: u32 = 50;

/// The channel of a message route (`/channels/{id}/messages` and below, pins apart).
fn message_route_channel(path: &str) -> Option<u64> {
    let rest = path.strip_prefix("/api/v10/channels/")?;
    let (channel, rest) = rest.split_once('/')?;
    (rest.starts_with("messages") && !rest.starts_with("messages/pins"))
        .then(|| channel.parse().ok())
        .flatten()
}

/// Whether a request goes on a bot route: all but the interaction callback and the
/// interaction webhooks, which Discord's global limit leaves out.
pub fn bot_route(path: &str) -> bool {
    let interaction_callback = path.contains("/interactions/") && path.ends_with("/callback");
    !(interaction_callback || path.starts_with("/api/v10/webhooks/"))
}

impl Inner {
    /// Counts a bot-route request against the global limit; `Some(retry_after)` in seconds
    /// when it is over.
    fn over_global_limit(&mut self, path: &str) -> Option<f64> {
        if !bot_route(path) {
            return None;
        }
        self.bot_route_requests += 1;
        let limit = self.bot_route_limit?;
        self.bot_route_window
            .admit(limit, Duration::from_secs(1), Instant::now())
    }

    /// Counts a request on a channel's message routes against its bucket; `Some(retry_after)`
    /// in seconds when it is over.
    fn over_channel_limit(&mut self, method: &str, path: &str) -> Option<f64> {
        let (count, length) = self.channel_route_limit?;
        let channel = message_route_channel(path)?;
        self.channel_route_windows
            .entry((method.to_owned(), channel))
            .or_default()
            .admit(count, length, Instant::now())
    }

    /// The first fault matching this request, used once.
    fn take_fault(&mut self, method: &str, path: &str) -> Option<HttpFault> {
        let i = self
            .faults
            .iter()
            .position(|f| f.method == method && path.contains(&f.path_contains) && f.times > 0)?;
        self.faults[i].times -= 1;
        let fault = self.faults[i].clone();
        if self.faults[i].times == 0 {
            self.faults.remove(i);
        }
        Some(fault)
    }

    /// Discord's refusal of an upload: more than 10 files, or a request with files larger
    /// than the interaction's `attachment_size_limit` (the server's, for the bot's own
    /// messages). The limit holds for the whole request, not each file.
    fn upload_problem(&self, path: &str, files: usize, request_bytes: usize) -> Option<Outcome> {
        if files == 0 {
            return None;
        }
        if files > 10 {
            return Some(Outcome::reject(
                50035,
                "Invalid Form Body",
                vec![format!("{files} files in one message, over Discord's 10")],
            ));
        }
        let token = match path
            .strip_prefix("/api/v10/")?
            .split('/')
            .collect::<Vec<_>>()[..]
        {
            ["interactions", _, token, ..] | ["webhooks", _, token, ..] => Some(token),
            _ => None,
        };
        let limit = token
            .and_then(|t| self.interactions.get(t))
            .map_or(fixtures::ATTACHMENT_SIZE_LIMIT, |p| p.upload_limit);
        (request_bytes > limit).then(|| Outcome {
            status: 413,
            body: Some(error(40005, "Request entity too large")),
            violations: vec![format!(
                "an upload of {request_bytes} bytes, over the {limit}-byte limit"
            )],
        })
    }

    fn track_interaction(&mut self, payload: &Value) {
        let (Some(id), Some(token)) = (id_of(&payload["id"]), payload["token"].as_str()) else {
            return;
        };
        // Delivered again (as Discord does after a resume): still the one interaction, with
        // what was answered to it.
        if self.interactions.contains_key(token) {
            return;
        }
        self.interactions.insert(
            token.to_string(),
            Pending {
                id,
                kind: payload["type"].as_u64().unwrap_or(0),
                channel_id: id_of(&payload["channel_id"]).unwrap_or(0),
                dispatched: Instant::now(),
                acknowledged: false,
                original: None,
                clicked: payload.get("message").cloned(),
                followups: Vec::new(),
                upload_limit: payload["attachment_size_limit"]
                    .as_u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .unwrap_or(fixtures::ATTACHMENT_SIZE_LIMIT),
            },
        );
    }

    fn route(&mut self, shared: &Shared, method: &str, path: &str, body: &Value) -> Outcome {
        let Some(rest) = path.strip_prefix("/api/v10/") else {
            return Outcome::not_found(0, "Unknown");
        };
        let segments: Vec<&str> = rest.split('/').collect();
        match (method, segments.as_slice()) {
            ("GET", ["gateway"]) => {
                self.gateway_calls += 1;
                Outcome::ok(json!({ "url": shared.gateway_url }))
            }
            ("GET", ["gateway", "bot"]) => {
                self.gateway_calls += 1;
                Outcome::ok(json!({
                    "url": shared.gateway_url,
                    "shards": 1,
                    "session_start_limit": {
                        "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1,
                    },
                }))
            }
            ("GET", ["users", "@me"]) => Outcome::ok(bot_user()),
            ("GET", ["oauth2", "applications", "@me"]) => Outcome::ok(json!({
                "id": APP_ID.to_string(),
                "name": "Narrator",
                "icon": null,
                "description": "",
                "bot_public": true,
                "bot_require_code_grant": false,
                "verify_key": "",
                "flags": 0,
                "owner": bot_user(),
                "team": null,
            })),
            ("PUT", ["applications", app, "commands"]) => self.put_commands(app, None, body),
            ("PUT", ["applications", app, "guilds", guild, "commands"]) => {
                self.put_commands(app, Some(guild), body)
            }
            ("POST", ["interactions", id, token, "callback"]) => self.callback(id, token, body),
            ("POST", ["webhooks", app, token]) => self.follow_up(app, token, body),
            (_, ["webhooks", app, token, "messages", message]) => {
                self.webhook_message(method, app, token, message, body)
            }
            ("POST", ["channels", channel, "messages"]) => {
                let Some(channel) = channel.parse::<u64>().ok() else {
                    return Outcome::not_found(10003, "Unknown Channel");
                };
                if self.posts_refused.contains(&channel) {
                    return Outcome::forbidden();
                }
                let problems = limits::check_message(body, true);
                if !problems.is_empty() {
                    return Outcome::reject(50035, "Invalid Form Body", problems);
                }
                let id = self.create_message(channel, body, false);
                Outcome::ok(self.messages[&id].clone()).noting(limits::check_mentions(body))
            }
            // The deprecated pin route and the current one (`/messages/pins/`).
            (method @ ("PUT" | "DELETE"), ["channels", channel, "pins", message])
            | (method @ ("PUT" | "DELETE"), ["channels", channel, "messages", "pins", message]) => {
                let (Ok(channel), Ok(message)) = (channel.parse::<u64>(), message.parse::<u64>())
                else {
                    return Outcome::not_found(10003, "Unknown Channel");
                };
                if self.pins_refused.contains(&channel) {
                    return Outcome::forbidden();
                }
                if !self.messages.contains_key(&message) {
                    return Outcome::missing(10008, "Unknown Message");
                }
                let pins = self.pins.entry(channel).or_default();
                pins.retain(|m| *m != message);
                if method == "PUT" {
                    pins.push(message);
                }
                Outcome::no_content()
            }
            (_, ["channels", _channel, "messages", message]) => {
                let Some(id) = message
                    .parse::<u64>()
                    .ok()
                    .filter(|id| self.messages.contains_key(id))
                else {
                    return Outcome::not_found(10008, "Unknown Message");
                };
                self.existing_message(method, id, body)
            }
            _ => Outcome::not_found(0, "Unknown"),
        }
    }

    fn put_commands(&mut self, app: &str, guild: Option<&str>, body: &Value) -> Outcome {
        if *app != APP_ID.to_string() {
            return Outcome::missing(10002, "Unknown Application");
        }
        // The servers the bot is in (the test's own, and any set with `set_guilds`).
        if let Some(guild) = guild
            && *guild != GUILD_ID.to_string()
            && !self.guilds.iter().any(|g| g.to_string() == guild)
        {
            return Outcome::missing(10004, "Unknown Guild");
        }
        let problems = limits::check_commands(body);
        if !problems.is_empty() {
            return Outcome::reject(50035, "Invalid Form Body", problems);
        }
        let scope = guild.map(str::to_owned);
        let count = body.as_array().map_or(0, Vec::len);
        let created = self.creates.entry(scope.clone()).or_default();
        if self
            .daily_limit
            .is_some_and(|limit| *created + count > limit)
        {
            // A limit the test set on purpose: Discord's answer, not the bot's mistake.
            return Outcome {
                violations: Vec::new(),
                ..Outcome::reject(
                    30034,
                    "Max number of daily application command creates has been reached (200)",
                    Vec::new(),
                )
            };
        }
        *created += count;
        let names: HashSet<String> = body
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c["name"].as_str().map(str::to_owned))
            .collect();
        self.registered.insert(scope, names);
        let mut echoed = Vec::new();
        for command in body.as_array().map(Vec::as_slice).unwrap_or_default() {
            let mut command = command.clone();
            let id = self.next_command_id;
            self.next_command_id += 1;
            command["id"] = json!(id.to_string());
            command["application_id"] = json!(APP_ID.to_string());
            command["version"] = json!("1");
            if command.get("type").is_none() {
                command["type"] = json!(1);
            }
            if command.get("description").is_none() {
                command["description"] = json!("");
            }
            if command.get("default_member_permissions").is_none() {
                command["default_member_permissions"] = Value::Null;
            }
            if command.get("dm_permission").is_none() {
                command["dm_permission"] = json!(true);
            }
            if let Some(guild) = guild {
                command["guild_id"] = json!(guild);
            }
            echoed.push(command);
        }
        Outcome::ok(Value::Array(echoed))
    }

    fn callback(&mut self, id: &str, token: &str, body: &Value) -> Outcome {
        let Some(pending) = self
            .interactions
            .get(token)
            .filter(|p| p.id.to_string() == id)
        else {
            return Outcome::missing(10062, "Unknown interaction");
        };
        if pending.acknowledged {
            let message = "already acknowledged (Interaction has already been acknowledged.)";
            // A retry of a callback the fake applied but answered with a fault: the bot
            // could not know it got through.
            if self.faulted_callbacks.contains(token) {
                return Outcome {
                    status: 400,
                    body: Some(error(40060, message)),
                    violations: Vec::new(),
                };
            }
            return Outcome::reject(40060, message, Vec::new());
        }
        let elapsed = pending.dispatched.elapsed();
        if elapsed > ANSWER_WITHIN {
            return Outcome::reject(
                10062,
                &format!(
                    "Unknown interaction: answered after {elapsed:?}, later than 3 s (defer first)"
                ),
                Vec::new(),
            );
        }
        let interaction_kind = pending.kind;
        let channel_id = pending.channel_id;
        let clicked = pending.clicked.clone();
        let kind = body.get("type").and_then(Value::as_u64);
        let empty = json!({});
        let data = body.get("data").filter(|d| !d.is_null()).unwrap_or(&empty);
        let component = interaction_kind == 3 || interaction_kind == 5;
        let mut mentions = None;
        let problems = match kind {
            Some(4) if interaction_kind != 4 => {
                mentions = limits::check_mentions(data);
                limits::check_message(data, true)
            }
            Some(5) if interaction_kind != 4 => Vec::new(),
            Some(6) if component => Vec::new(),
            Some(7) if component => {
                mentions = limits::check_mentions(data);
                limits::check_message(data, false)
            }
            Some(8) if interaction_kind == 4 => limits::check_choices(data),
            Some(9) if interaction_kind != 4 && interaction_kind != 5 => {
                limits::apply(MODAL_RULES, data, "data")
            }
            other => vec![format!(
                "callback type {other:?} is not valid for an interaction of type {interaction_kind}"
            )],
        };
        if !problems.is_empty() {
            return Outcome::reject(50035, "Invalid Form Body", problems);
        }

        // Accepted: the interaction is acknowledged, and may now have an original response.
        let original = match kind {
            Some(4) if self.lean => None,
            Some(4) => Some(self.create_message(channel_id, data, true)),
            Some(5) => {
                let mut loading = data.clone();
                let flags = data.get("flags").and_then(Value::as_u64).unwrap_or(0) & FLAG_EPHEMERAL;
                loading["flags"] = json!(flags | FLAG_LOADING);
                Some(self.create_message(channel_id, &loading, true))
            }
            Some(6 | 7) => clicked.as_ref().and_then(|message| {
                let id = id_of(&message["id"])?;
                self.messages.entry(id).or_insert_with(|| message.clone());
                if kind == Some(7) {
                    self.update_message(id, data);
                }
                Some(id)
            }),
            _ => None,
        };
        if let Some(pending) = self.interactions.get_mut(token) {
            pending.acknowledged = true;
            pending.original = original;
        }
        Outcome::no_content().noting(mentions)
    }

    /// The interaction a webhook token belongs to, checked as Discord would.
    fn webhook_interaction(&self, app: &str, token: &str) -> Result<&Pending, Outcome> {
        if *app != APP_ID.to_string() {
            return Err(Outcome::missing(10015, "Unknown Webhook"));
        }
        let Some(pending) = self.interactions.get(token) else {
            return Err(Outcome::missing(10015, "Unknown Webhook"));
        };
        if pending.dispatched.elapsed() > TOKEN_VALID_FOR {
            return Err(Outcome {
                status: 401,
                body: Some(error(50027, "Invalid Webhook Token")),
                violations: vec!["interaction token used after 15 minutes".to_string()],
            });
        }
        if !pending.acknowledged {
            return Err(Outcome::missing(
                10015,
                "Unknown Webhook: the interaction was not acknowledged yet",
            ));
        }
        Ok(pending)
    }

    /// A stored message's flags; 0 for one not kept (a callback `interact_timed` took).
    fn flags(&self, id: u64) -> u64 {
        self.messages
            .get(&id)
            .and_then(|m| m["flags"].as_u64())
            .unwrap_or(0)
    }

    fn follow_up(&mut self, app: &str, token: &str, body: &Value) -> Outcome {
        let (channel_id, original) = match self.webhook_interaction(app, token) {
            Ok(pending) => (pending.channel_id, pending.original),
            Err(outcome) => return outcome,
        };
        let problems = limits::check_message(body, true);
        if !problems.is_empty() {
            return Outcome::reject(50035, "Invalid Form Body", problems);
        }
        // After a defer, the first follow-up replaces the "thinking…" message.
        let loading = original.filter(|id| self.flags(*id) & FLAG_LOADING != 0);
        let id = match loading {
            Some(id) => {
                // The deferred message keeps the visibility the defer chose.
                let ephemeral = self.flags(id) & FLAG_EPHEMERAL;
                self.update_message(id, body);
                if let Some(message) = self.messages.get_mut(&id) {
                    let flags = message["flags"].as_u64().unwrap_or(0);
                    message["flags"] = json!((flags & !FLAG_EPHEMERAL) | ephemeral);
                }
                id
            }
            None => {
                let id = self.create_message(channel_id, body, true);
                if let Some(pending) = self.interactions.get_mut(token) {
                    pending.followups.push(id);
                }
                id
            }
        };
        Outcome::ok(self.messages[&id].clone()).noting(limits::check_mentions(body))
    }

    fn webhook_message(
        &mut self,
        method: &str,
        app: &str,
        token: &str,
        message: &str,
        body: &Value,
    ) -> Outcome {
        let (original, channel_id) = match self.webhook_interaction(app, token) {
            Ok(pending) => (pending.original, pending.channel_id),
            Err(outcome) => return outcome,
        };
        // Load mode keeps no direct replies (see `lean`): an edit of one is answered as
        // Discord would, from a copy that is not kept either.
        if self.lean && message == "@original" && original.is_none() && method == "PATCH" {
            let id = self.create_message(channel_id, body, true);
            let edited = self.messages.remove(&id).unwrap_or(Value::Null);
            return Outcome::ok(edited).noting(limits::check_mentions(body));
        }
        let id = if message == "@original" {
            original
        } else {
            message.parse::<u64>().ok()
        };
        let Some(id) = id.filter(|id| self.messages.contains_key(id)) else {
            return Outcome::missing(10008, "Unknown Message");
        };
        self.existing_message(method, id, body)
    }

    fn existing_message(&mut self, method: &str, id: u64, body: &Value) -> Outcome {
        match method {
            "GET" => Outcome::ok(self.messages[&id].clone()),
            "PATCH" => {
                let problems = limits::check_message(body, false);
                if !problems.is_empty() {
                    return Outcome::reject(50035, "Invalid Form Body", problems);
                }
                self.update_message(id, body);
                Outcome::ok(self.messages[&id].clone()).noting(limits::check_mentions(body))
            }
            "DELETE" => {
                self.messages.remove(&id);
                for pins in self.pins.values_mut() {
                    pins.retain(|m| *m != id);
                }
                Outcome::no_content()
            }
            _ => Outcome::not_found(0, "Unknown"),
        }
    }

    fn create_message(&mut self, channel_id: u64, body: &Value, webhook: bool) -> u64 {
        let id = self.next_message_id;
        self.next_message_id += 1;
        let mut message = json!({
            "id": id.to_string(),
            "channel_id": channel_id.to_string(),
            "author": bot_user(),
            "content": "",
            "timestamp": now(),
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "reactions": [],
            "pinned": false,
            "type": 0,
            "flags": 0,
            "components": [],
        });
        if webhook {
            message["webhook_id"] = json!(APP_ID.to_string());
            message["application_id"] = json!(APP_ID.to_string());
        }
        self.messages.insert(id, message);
        self.apply_body(id, body);
        id
    }

    fn update_message(&mut self, id: u64, body: &Value) {
        self.apply_body(id, body);
        if let Some(message) = self.messages.get_mut(&id) {
            message["edited_timestamp"] = json!(now());
            let flags = message["flags"].as_u64().unwrap_or(0);
            message["flags"] = json!(flags & !FLAG_LOADING);
        }
    }

    /// Copies what a message body sets into the stored Message JSON.
    fn apply_body(&mut self, id: u64, body: &Value) {
        let Some(message) = self.messages.get_mut(&id) else {
            return;
        };
        if let Some(content) = body.get("content") {
            message["content"] = if content.is_null() {
                json!("")
            } else {
                content.clone()
            };
        }
        if let Some(embeds) = body.get("embeds") {
            let mut embeds = if embeds.is_null() {
                json!([])
            } else {
                embeds.clone()
            };
            for embed in embeds.as_array_mut().into_iter().flatten() {
                if embed.get("type").is_none() {
                    embed["type"] = json!("rich");
                }
            }
            message["embeds"] = embeds;
        }
        if let Some(components) = body.get("components") {
            let components = if components.is_null() {
                json!([])
            } else {
                components.clone()
            };
            let fits = serde_json::from_value::<Vec<serenity::model::application::ActionRow>>(
                components.clone(),
            )
            .is_ok();
            if fits {
                message["components"] = components;
                self.aside_components.remove(&id);
            } else {
                message["components"] = json!([]);
                self.aside_components.insert(id, components);
            }
        }
        if let Some(flags) = body.get("flags").and_then(Value::as_u64) {
            message["flags"] = json!(flags);
        }
    }
}

/// A modal (type 9 callback `data`).
const MODAL_RULES: &[limits::Rule] = &[
    limits::Rule {
        check: limits::Check::Len("custom_id"),
        min: 1,
        max: 100,
    },
    limits::Rule {
        check: limits::Check::Len("title"),
        min: 1,
        max: 45,
    },
    limits::Rule {
        check: limits::Check::Len("components"),
        min: 1,
        max: 5,
    },
];
