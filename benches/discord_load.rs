//! Load generator for the whole bot against the in-repo fake Discord: the real serenity +
//! poise bot, its gateway and HTTP client, the table service and the store, on many
//! channels that each have a tracker posted and fight FLAIL attacks forever. Latency is
//! timed from the INTERACTION_CREATE dispatch to the fake receiving the reply (the
//! interaction callback); the tracker edit that follows each action loads the machine too.
//! Two runs: peak (closed loop: each channel sends its next attack once the last is
//! answered) and a fixed offered load (open loop, scheduled on a clock).
//!
//! cargo bench --bench discord_load -- [sqlite|postgres://…] [channels] [offered/s] [seconds]
//!
//! Switches: `BOT_ROUTE_LIMIT=50` (the fake's global limit during the runs; unset lifts
//! it), `OFFERED_ONLY=1` (no closed loop), `TRACKER_QUIET_MS` (the bot's tracker pace;
//! 6000 as in production unless set), `ROUTES=1` (requests counted by route),
//! `VIEWERS=<channels>x<each>` (the bot serves shared pages, and that many event streams
//! from loopback follow the first channels' tables through the runs: `1x1000`, `50x20`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

#[path = "../tests/e2e_bot/mod.rs"]
mod e2e_bot;
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "support.rs"]
mod support;

// The allocator the bot itself runs with (src/main.rs), so the figures are its own.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use e2e_bot::{CHANNEL, ERROR_COLOUR, Who, gm, interaction_for_line, message_text};
use fake_discord::FakeDiscord;
use narrator::discord::ratelimit::RateLimit;
use narrator::table::DiceSource;
use serde_json::Value;

struct Load {
    fake: FakeDiscord,
    next_id: AtomicU64,
    /// Answers that were refusals (a turn guessed wrong): sent, not counted as actions.
    refused: AtomicU64,
    /// Each channel's round and turn as its last reply told them ("Round 3 · ▶ Rook"): the
    /// tracker at its channel's last state shows them in its title.
    last_turn: std::sync::Mutex<std::collections::HashMap<u64, (String, Instant)>>,
}

impl Load {
    fn interaction(&self, channel: u64, who: &Who, line: &str) -> Value {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        interaction_for_line(id, channel, who, "en-US", line, None).0
    }

    /// Sends a line during set-up, checked like an end-to-end test would.
    async fn set_up(&self, channel: u64, who: &Who, line: &str) {
        let reply = self
            .fake
            .interact(self.interaction(channel, who, line))
            .await;
        let colour = reply.body["data"]["embeds"][0]["color"].as_u64();
        assert_ne!(colour, Some(ERROR_COLOUR), "{line}: {}", reply.body);
    }
}

impl Load {
    /// The GM's `/encounter share` of `channel`: the link's token.
    async fn share(&self, channel: u64) -> String {
        let reply = self
            .fake
            .interact(self.interaction(channel, &gm(), "/encounter share"))
            .await;
        let text = message_text(&reply.body["data"]);
        let token = text
            .split("/t/")
            .nth(1)
            .map(|rest| {
                rest.chars()
                    .take_while(char::is_ascii_hexdigit)
                    .collect::<String>()
            })
            .unwrap_or_default();
        assert_eq!(token.len(), 32, "no link in {text}");
        token
    }
}

fn player(index: usize) -> Who {
    Who::player(800 + index as u64, "player", "en-US")
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let args = support::LoadArgs::from_env(32, 1000.0);
    let (channels, offered, seconds) = (args.channels, args.offered, args.seconds);
    // On PostgreSQL the run's characters get fresh names below: names are unique per server.
    let url = args.url();
    let fake = FakeDiscord::start().await;
    // The tracker's pace as in production, unless `TRACKER_QUIET_MS` says otherwise (0: an
    // edit after every action).
    let quiet = std::env::var("TRACKER_QUIET_MS").unwrap_or_else(|_| "6000".to_owned());
    let viewers_asked = viewers_asked();
    let web_addr = e2e_bot::free_addr().to_string();
    let mut vars = vec![("TRACKER_QUIET_MS", quiet.as_str())];
    if viewers_asked.is_some() {
        // Every viewer comes from loopback: no address or link limit may refuse them.
        vars.extend([
            ("WEB_ADDR", web_addr.as_str()),
            ("WEB_REQUESTS_PER_ADDRESS", "1000000"),
            ("WEB_REQUESTS_PER_LINK", "1000000"),
        ]);
    }
    let mut config = e2e_bot::config_vars(&fake, &url, "2000", true, &vars);
    // One load generator plays every member: Discord's real users each send a few commands
    // a minute, far below the per-user limit this lifts.
    config.rate_limit = RateLimit {
        burst: 1e9,
        refill_every: Duration::from_micros(1),
    };
    let (stop, run) = e2e_bot::launch(&fake, config, DiceSource::Fair).await;
    let load = Arc::new(Load {
        fake,
        next_id: AtomicU64::new(1_000_000),
        refused: AtomicU64::new(0),
        last_turn: std::sync::Mutex::default(),
    });

    let suffix = std::process::id() % 10_000;
    let ids: Vec<(u64, String)> = (0..channels)
        .map(|i| (CHANNEL + i as u64, format!("Rook{suffix}x{i}")))
        .collect();
    for (i, (channel, rook)) in ids.iter().enumerate() {
        let (gm, player) = (gm(), player(i));
        load.set_up(*channel, &gm, "/encounter start surprise:players")
            .await;
        load.set_up(
            *channel,
            &player,
            &format!(
                "/character create name:{rook} class:warrior str:10 dex:10 int:10 cha:10 luck:10"
            ),
        )
        .await;
        load.set_up(*channel, &player, &format!("/join character:{rook}"))
            .await;
        load.set_up(
            *channel,
            &gm,
            "/adversary add name:Goblin hp:999 defence:20 saves:10 morale:10 th:2 dmg:0",
        )
        .await;
        load.set_up(*channel, &gm, "/initiative").await;
        // The tracker every action then edits.
        load.set_up(*channel, &gm, "/encounter show").await;
    }
    let violations = load.fake.violations();
    assert!(violations.is_empty(), "set-up: {violations:?}");
    let viewers = match viewers_asked {
        Some((shared, each)) => {
            assert!(shared <= ids.len(), "VIEWERS shares more channels than run");
            let mut links = Vec::new();
            for (channel, _) in &ids[..shared] {
                links.push(load.share(*channel).await);
            }
            Some(Viewers::open(&web_addr, &links, each).await)
        }
        None => None,
    };
    // `ROUTES=1` keeps every request, to count them by route after the run.
    let by_route = std::env::var_os("ROUTES").is_some();
    load.fake.set_lean(!by_route);

    println!(
        "bot against the fake Discord; backend: {}; channels: {channels}; tracker quiet wait: {quiet} ms",
        args.backend()
    );
    // `BOT_ROUTE_LIMIT=50`: the fake answers bot routes past Discord's global limit with
    // 429, as Discord does (set after set-up, which is not what is measured);
    // `OFFERED_ONLY=1` skips the closed loop, whose point is to exceed any budget.
    let limit = std::env::var("BOT_ROUTE_LIMIT")
        .ok()
        .and_then(|v| v.parse::<u32>().ok());
    load.fake.limit_bot_routes(limit);
    let offered_only = std::env::var_os("OFFERED_ONLY").is_some();
    let requests_before = load.fake.request_count();
    let (bot_routes_before, global_429s_before) = load.fake.bot_routes();
    let (done, latencies, elapsed) = if offered_only {
        (0, Vec::new(), Duration::ZERO)
    } else {
        drive(&load, &ids, None, Duration::from_secs(seconds)).await
    };
    if !offered_only {
        support::print_run("peak (closed loop)", done, elapsed, &latencies);
    }
    let (done_offered, latencies, elapsed) =
        drive(&load, &ids, Some(offered), Duration::from_secs(seconds)).await;
    support::print_run(
        &format!("offered {offered:.0}/s (open loop)"),
        done_offered,
        elapsed,
        &latencies,
    );
    trackers_caught_up(&load, &ids).await;
    if by_route {
        print_by_route(&load.fake);
    }
    let refused = load.refused.load(Ordering::Relaxed);
    let requests = load.fake.request_count() - requests_before;
    println!(
        "HTTP requests to Discord: {:.2} per interaction ({requests} for {} interactions, {refused} of them refusals of a wrong turn guess)",
        requests as f64 / (done + done_offered + refused) as f64,
        done + done_offered + refused,
    );
    let (bot_routes, global_429s) = load.fake.bot_routes();
    let actions = (done + done_offered).max(1);
    println!(
        "bot-route requests: {:.2} per action ({} for {actions} actions); global 429s: {}; limit: {limit:?}",
        (bot_routes - bot_routes_before) as f64 / actions as f64,
        bot_routes - bot_routes_before,
        global_429s - global_429s_before,
    );
    let violations = load.fake.violations();
    assert!(
        violations.is_empty(),
        "violations under load: {violations:?}"
    );
    if let Some(viewers) = viewers {
        viewers.report();
    }
    let _ = stop.send(());
    let _ = tokio::time::timeout(Duration::from_secs(20), run).await;
}

/// `VIEWERS=<channels>x<each>`.
fn viewers_asked() -> Option<(usize, usize)> {
    let asked = std::env::var("VIEWERS").ok()?;
    let (channels, each) = asked.split_once('x')?;
    Some((channels.parse().ok()?, each.parse().ok()?))
}

/// Event streams of shared pages, each read as it comes.
struct Viewers {
    open: Arc<AtomicU64>,
    events: Arc<AtomicU64>,
    bytes: Arc<AtomicU64>,
    asked: u64,
}

impl Viewers {
    /// Opens `each` streams on every link, all at once, and waits until each has its first
    /// event (the table now).
    async fn open(addr: &str, links: &[String], each: usize) -> Viewers {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let viewers = Viewers {
            open: Arc::default(),
            events: Arc::default(),
            bytes: Arc::default(),
            asked: (links.len() * each) as u64,
        };
        for token in links {
            for _ in 0..each {
                let (open, events, bytes) = (
                    viewers.open.clone(),
                    viewers.events.clone(),
                    viewers.bytes.clone(),
                );
                let (addr, token) = (addr.to_owned(), token.clone());
                tokio::spawn(async move {
                    let mut stream = tokio::net::TcpStream::connect(&addr).await.unwrap();
                    let request = format!("GET /t/{token}/events HTTP/1.1\r\nHost: load\r\n\r\n");
                    stream.write_all(request.as_bytes()).await.unwrap();
                    let mut chunk = vec![0u8; 16 * 1024];
                    let mut counted_open = false;
                    loop {
                        let n = match stream.read(&mut chunk).await {
                            Ok(0) | Err(_) => break,
                            Ok(n) => n,
                        };
                        if !counted_open {
                            assert!(chunk.starts_with(b"HTTP/1.1 200"), "a viewer refused");
                            open.fetch_add(1, Ordering::Relaxed);
                            counted_open = true;
                        }
                        bytes.fetch_add(n as u64, Ordering::Relaxed);
                        let text = &chunk[..n];
                        let starts = text.windows(4).filter(|w| *w == b"id: ").count();
                        events.fetch_add(starts as u64, Ordering::Relaxed);
                    }
                    if counted_open {
                        open.fetch_sub(1, Ordering::Relaxed);
                    }
                });
            }
        }
        let began = Instant::now();
        while viewers.events.load(Ordering::Relaxed) < viewers.asked
            && began.elapsed() < Duration::from_secs(60)
        {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        println!(
            "viewers: {} of {} open, each with its first event, in {:.1} s",
            viewers.open.load(Ordering::Relaxed),
            viewers.asked,
            began.elapsed().as_secs_f64()
        );
        viewers.events.store(0, Ordering::Relaxed);
        viewers.bytes.store(0, Ordering::Relaxed);
        viewers
    }

    fn report(&self) {
        let open = self.open.load(Ordering::Relaxed).max(1);
        println!(
            "viewers: {} of {} still open; during the runs {} events ({:.0} per viewer), {:.1} MB",
            self.open.load(Ordering::Relaxed),
            self.asked,
            self.events.load(Ordering::Relaxed),
            self.events.load(Ordering::Relaxed) as f64 / open as f64,
            self.bytes.load(Ordering::Relaxed) as f64 / 1e6,
        );
    }
}

/// How long after its last action each channel's tracker showed its last state (the round
/// and turn its last reply told), polled every 100 ms for up to 30 s after the load stopped.
async fn trackers_caught_up(load: &Load, ids: &[(u64, String)]) {
    let stopped = Instant::now();
    let expected = load.last_turn.lock().unwrap().clone();
    let mut behind: Vec<u64> = ids.iter().map(|(channel, _)| *channel).collect();
    let mut slowest = Duration::ZERO;
    while !behind.is_empty() && stopped.elapsed() < Duration::from_secs(30) {
        behind.retain(|channel| {
            // A channel whose replies never told the turn is counted as behind.
            let Some((wanted, last_action)) = expected.get(channel) else {
                return true;
            };
            let tracker = load
                .fake
                .live_tracker(*channel)
                .map(|m| message_text(&m))
                .unwrap_or_default();
            // The tracker shows each part of the status, the title or a line of its own
            // ("Round 4", "⏳ Rook chooses the fumble").
            let caught_up = wanted.split(" · ").all(|part| tracker.contains(part));
            if caught_up {
                slowest = slowest.max(last_action.elapsed());
            }
            !caught_up
        });
        if !behind.is_empty() {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    println!(
        "trackers at their channel's last state: {} of {}, the last {:.1} s after its channel's last action",
        ids.len() - behind.len(),
        ids.len(),
        slowest.as_secs_f64(),
    );
}

/// Requests by method and route (ids as `N`, tokens as `T`), set-up included.
fn print_by_route(fake: &FakeDiscord) {
    let mut routes = std::collections::BTreeMap::new();
    for request in fake.requests() {
        let shape: Vec<&str> = request
            .path
            .split('/')
            .map(|part| {
                if !part.is_empty() && part.chars().all(|c| c.is_ascii_digit()) {
                    "N"
                } else if part.starts_with("tok-") || part.len() > 30 {
                    "T"
                } else {
                    part
                }
            })
            .collect();
        *routes
            .entry(format!("{} {}", request.method, shape.join("/")))
            .or_insert(0u64) += 1;
    }
    for (route, count) in routes {
        println!("  {count:>7}  {route}");
    }
}

/// The round and whose turn it is, as a reply's status line tells them ("Round 3 · ▶ Rook"
/// of "Round 3 · ▶ Rook · next: Goblin").
fn turn_of(reply: &Value) -> Option<String> {
    let text = message_text(&reply["data"]);
    let status = text.lines().rev().find(|line| line.starts_with("Round "))?;
    Some(status.split(" · next:").next().unwrap_or(status).to_owned())
}

/// Runs every channel for `duration`; returns actions answered, sorted latencies (µs) and
/// the time taken.
async fn drive(
    load: &Arc<Load>,
    ids: &[(u64, String)],
    offered: Option<f64>,
    duration: Duration,
) -> (u64, Vec<u64>, Duration) {
    let start = Instant::now();
    let mut tasks = Vec::new();
    for (n, (channel, rook)) in ids.iter().cloned().enumerate() {
        let load = load.clone();
        let mut schedule = support::Schedule::new(start, offered, ids.len(), n);
        tasks.push(tokio::spawn(async move {
            let (gm, player) = (gm(), player(n));
            let rooks_attack = "/attack target:Goblin disadvantage:true".to_owned();
            let goblins_attack = format!("/attack as:Goblin target:{rook}");
            let mut mine = Vec::new();
            let mut rooks_turn = true;
            while start.elapsed() < duration {
                schedule.wait().await;
                let interaction = if rooks_turn {
                    load.interaction(channel, &player, &rooks_attack)
                } else {
                    load.interaction(channel, &gm, &goblins_attack)
                };
                let Some((body, took)) = load.fake.interact_timed(interaction).await else {
                    panic!("no answer within the fake's wait");
                };
                schedule.advance();
                rooks_turn = !rooks_turn;
                // Round order can change: a refusal says the other side is up.
                if body["data"]["embeds"][0]["color"].as_u64() == Some(ERROR_COLOUR) {
                    load.refused.fetch_add(1, Ordering::Relaxed);
                    continue;
                }
                if let Some(turn) = turn_of(&body) {
                    let at = Instant::now();
                    load.last_turn.lock().unwrap().insert(channel, (turn, at));
                }
                mine.push(took.as_micros() as u64);
            }
            mine
        }));
    }
    support::gather(tasks, start).await
}
