//! Shared set-up for the table-service benchmarks: a service on a database, and FLAIL
//! channels ready to fight forever (an unarmed PC at disadvantage and a goblin that
//! cannot be hurt or hurt back, so every action is a real To Hit attack and no fight ends).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations
#![allow(dead_code)]

use std::sync::Arc;

use narrator::request::{self, Command};
use narrator::store::Store;
use narrator::table::{DiceSource, Request, SystemClock, TableService};

pub const GM: i64 = 1;
pub const PLAYER: i64 = 2;

pub async fn service(url: &str) -> TableService {
    let store = Store::connect(Some(url)).await.expect("database");
    TableService::new(store, DiceSource::Fair, Arc::new(SystemClock))
}

pub fn command(line: &str) -> Command {
    let mut words = Vec::new();
    let mut options = Vec::new();
    for token in line.split_whitespace() {
        match token.split_once(':') {
            Some((k, v)) => options.push((k.to_owned(), v.replace('_', " "))),
            None => words.push(token.trim_start_matches('/').to_owned()),
        }
    }
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    request::parse(&words, &options).expect("valid bench command")
}

pub fn request(guild: i64, channel: i64, user: i64, command: Command) -> Request {
    Request {
        guild,
        channel,
        user,
        user_name: "bench".into(),
        moderator: user == GM,
        administrator: false,
        command,
        click: None,
        interaction: None,
        due: None,
    }
}

/// Starts an encounter in `channel` (its own guild) with Rook and one goblin.
pub async fn set_up_channel(service: &TableService, channel: i64) {
    let guild = channel;
    for (user, line) in [
        (GM, "/encounter start surprise:players"),
        (
            PLAYER,
            "/character create name:Rook class:warrior str:10 dex:10 int:10 cha:10 luck:10",
        ),
        (PLAYER, "/join character:Rook"),
        (
            GM,
            "/adversary add name:Goblin hp:999 defence:20 saves:10 morale:10 th:2 dmg:0",
        ),
        (GM, "/initiative"),
    ] {
        service
            .handle(&request(guild, channel, user, command(line)))
            .await
            .expect("set-up");
    }
}

/// The next attack of a channel's endless fight: Rook's or the goblin's, by whose turn it is.
pub fn attack(channel: i64, rooks_turn: bool) -> Request {
    if rooks_turn {
        request(
            channel,
            channel,
            PLAYER,
            command("/attack target:Goblin disadvantage:true"),
        )
    } else {
        request(
            channel,
            channel,
            GM,
            command("/attack as:Goblin target:Rook"),
        )
    }
}

pub fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

pub fn rss_kib() -> u64 {
    process_rss_kib("self")
}

/// A process's resident memory (VmRSS, KiB); `process`: its id, or `self`. 0 if unknown.
pub fn process_rss_kib(process: &str) -> u64 {
    status_field(process, "VmRSS:")
}

/// A process's resident memory by kind (KiB): anonymous (its heap and stacks) and
/// file-backed (its binary's pages and shared libraries), and its thread count.
pub fn process_memory_parts(process: &str) -> (u64, u64, u64) {
    (
        status_field(process, "RssAnon:"),
        status_field(process, "RssFile:"),
        status_field(process, "Threads:"),
    )
}

/// A number from `/proc/<process>/status`; 0 if unknown.
fn status_field(process: &str, name: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{process}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(name))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|n| n.parse().ok()))
        })
        .unwrap_or(0)
}

/// Whether the reply leaves the turn with Rook (the channel's only PC).
pub fn rooks_turn(reply: &narrator::table::Reply) -> bool {
    match reply {
        narrator::table::Reply::Game(played) => match &played.table {
            narrator::games::GameTable::Flail(table) => table.encounter.as_ref().is_some_and(|e| {
                matches!(
                    e.turn,
                    Some(narrator::rules::flail::model::CombatantRef::Pc(_))
                )
            }),
            _ => true,
        },
        _ => true,
    }
}

/// A load generator's command line: `[sqlite|postgres://…] [channels] [offered/s] [seconds]`.
pub struct LoadArgs {
    /// `sqlite` (a fresh file in `dir`) or a PostgreSQL URL.
    pub target: String,
    pub channels: usize,
    pub offered: f64,
    pub seconds: u64,
    /// Holds the SQLite file for the run.
    pub dir: tempfile::TempDir,
}

impl LoadArgs {
    pub fn from_env(default_channels: usize, default_offered: f64) -> Self {
        let args: Vec<String> = std::env::args()
            .skip(1)
            .filter(|a| !a.starts_with("--"))
            .collect();
        LoadArgs {
            target: args.first().cloned().unwrap_or_else(|| "sqlite".into()),
            channels: args
                .get(1)
                .and_then(|a| a.parse().ok())
                .unwrap_or(default_channels),
            offered: args
                .get(2)
                .and_then(|a| a.parse().ok())
                .unwrap_or(default_offered),
            seconds: args.get(3).and_then(|a| a.parse().ok()).unwrap_or(10),
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    pub fn url(&self) -> String {
        if self.target == "sqlite" {
            format!("sqlite://{}", self.dir.path().join("bench.db").display())
        } else {
            self.target.clone()
        }
    }

    pub fn backend(&self) -> &'static str {
        if self.target == "sqlite" {
            "SQLite (WAL, synchronous=FULL)"
        } else {
            "PostgreSQL"
        }
    }
}

/// One run's result line; `latencies` are sorted microseconds.
pub fn print_run(label: &str, done: u64, elapsed: std::time::Duration, latencies: &[u64]) {
    let per_second = done as f64 / elapsed.as_secs_f64();
    println!(
        "{label}: {done} actions in {:.1} s = {per_second:.0} actions/s; latency p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        elapsed.as_secs_f64(),
        percentile(latencies, 0.50) as f64 / 1000.0,
        percentile(latencies, 0.99) as f64 / 1000.0,
        latencies.last().copied().unwrap_or(0) as f64 / 1000.0,
    );
}

/// When a channel's next action is due: at once in a closed loop; on a clock for an
/// offered load, the channels' first actions spread over one interval.
pub struct Schedule {
    interval: Option<std::time::Duration>,
    next_at: std::time::Instant,
}

impl Schedule {
    pub fn new(
        start: std::time::Instant,
        offered: Option<f64>,
        channels: usize,
        channel: usize,
    ) -> Self {
        let count = channels as f64;
        let interval = offered.map(|rate| std::time::Duration::from_secs_f64(count / rate));
        let offset = interval.map(|i| i.mul_f64(channel as f64 / count));
        Schedule {
            interval,
            next_at: start + offset.unwrap_or_default(),
        }
    }

    /// Waits until the next action is due; returns how late the wake-up came (µs), for an
    /// offered load.
    pub async fn wait(&self) -> Option<u64> {
        self.interval?;
        tokio::time::sleep_until(self.next_at.into()).await;
        Some(
            std::time::Instant::now()
                .saturating_duration_since(self.next_at)
                .as_micros() as u64,
        )
    }

    pub fn advance(&mut self) {
        if let Some(interval) = self.interval {
            self.next_at += interval;
        }
    }
}

/// Awaits the channels' tasks (each returning its latencies, µs); returns the actions done,
/// the sorted latencies and the time since `start`.
pub async fn gather(
    tasks: Vec<tokio::task::JoinHandle<Vec<u64>>>,
    start: std::time::Instant,
) -> (u64, Vec<u64>, std::time::Duration) {
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.expect("channel task"));
    }
    let elapsed = start.elapsed();
    all.sort_unstable();
    (all.len() as u64, all, elapsed)
}
