//! Scale of the whole bot over processes: 1, 2 or 3 real bot processes (the release binary)
//! share one PostgreSQL database and the three shards of the in-repo fake Discord through
//! shard leases, as in production with `SHARD_COUNT=3` and no `SHARDS`. 24 servers, eight per
//! shard, hold the channels (enough for 10,000 encounters' characters: a server keeps at most
//! 500); with two processes one holds two shards and the other one, so
//! the load splits 2:1. Prints the machine's core count and load average next to every
//! figure, and sets no target.
//!
//! Load mode: FLAIL fights in `channels` channels (spread over the servers), a closed-loop
//! peak run then an open-loop run at `offered` actions a second, each `seconds` long, timed
//! as in `discord_load`: from the INTERACTION_CREATE dispatch to the fake receiving the reply.
//!
//! Memory mode: `encounters` live encounters (each as in `table_memory`: a PC, a goblin and
//! two orcs, initiative rolled, one attack; plus the posted tracker), then each process's
//! resident memory (VmRSS).
//!
//! Both modes first time each process from its spawn to ready: its shards READY on the fake's
//! gateway and, for the first process (on an empty database, so its migrations run too), the
//! slash commands registered (the global set and each server's). The first process holds all
//! three shards, and serenity identifies them 5 s apart (Discord's limit), so it needs 10 s
//! at least. A process that joins later must wait for a running one to hand it a shard: the
//! holder gives one up on its next lease round and the newcomer claims it on its own, a
//! round being a quarter of the lease lifetime (`SHARD_LEASE_SECS`, passed through; the
//! binary's default is 30 s).
//!
//! The database is a private PostgreSQL server started for the run (empty, so the first
//! process really starts cold and nothing of another run or test shares the lease tables),
//! with fsync on like the shared test server and a production one.
//!
//! The binary has no setting for its per-user rate limit (30 at once, then two a second),
//! so every action of a fight is sent by the channel's GM, each time as a different member
//! (`/attack as:Rook… `, `/attack as:Goblin …`): no member comes near the limit, and each
//! action is still a real To Hit attack that edits the channel's tracker.
//!
//! The fake Discord and the load generator run in this process, on the same cores as the
//! bots and the database.
//!
//! cargo bench --bench discord_scale -- <processes 1-3> [channels 48] [offered/s 1000] [seconds 10]
//! cargo bench --bench discord_scale -- memory <processes 1-3> [encounters 10000]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

#[path = "../tests/e2e_bot/mod.rs"]
mod e2e_bot;
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "../tests/private_pg/mod.rs"]
mod private_pg;
#[path = "support.rs"]
mod support;

use std::collections::{BTreeMap, BTreeSet};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use e2e_bot::{ERROR_COLOUR, Who, interaction_for_line};
use fake_discord::fixtures::{member_permissions_default, perm};
use fake_discord::{FakeDiscord, GUILD_ID, shard_of};
use serde_json::{Value, json};
use sqlx::{Connection, Row};

const SHARDS: u32 = 3;
const GUILDS: u64 = 24;
const FIRST_CHANNEL: u64 = 925_000_000_000_000_000;
/// Every GM action comes from a member never seen before (see the doc comment).
const FIRST_GM: u64 = 5_000_000_000;
/// As in `discord_load`.
const DEFER_AFTER_MS: &str = "2000";
/// Set-up lines in flight at once.
const SET_UP_WORKERS: usize = 64;
/// How long a process may take to start before the run is given up.
const START_WITHIN: Duration = Duration::from_secs(120);

enum Mode {
    Load {
        channels: usize,
        offered: f64,
        seconds: u64,
    },
    Memory {
        encounters: usize,
    },
}

fn arguments() -> (usize, Mode) {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let memory = args.first().is_some_and(|a| a == "memory");
    let args = &args[usize::from(memory)..];
    let number = |i: usize| args.get(i).and_then(|a| a.parse::<f64>().ok());
    let processes = number(0).unwrap_or(1.0) as usize;
    assert!(
        (1..=SHARDS as usize).contains(&processes),
        "processes: 1 to {SHARDS} (a process beyond the shard count would hold none)"
    );
    let mode = if memory {
        Mode::Memory {
            encounters: number(1).unwrap_or(10_000.0) as usize,
        }
    } else {
        Mode::Load {
            channels: number(1).unwrap_or(48.0) as usize,
            offered: number(2).unwrap_or(1000.0),
            seconds: number(3).unwrap_or(10.0) as u64,
        }
    };
    (processes, mode)
}

/// The bot processes. Dropping the fleet (also on a panic) stops them all.
struct Fleet {
    api_base: String,
    url: String,
    /// Working directory (no `.env` there) and the processes' logs.
    dir: tempfile::TempDir,
    children: Vec<Child>,
}

impl Fleet {
    fn spawn(&mut self) -> u32 {
        let slot = self.children.len();
        let log = std::fs::File::create(self.log(slot)).unwrap();
        let child = e2e_bot::leased_bot_command(&self.api_base, &self.url, SHARDS, self.dir.path())
            .env("DEFER_AFTER_MS", DEFER_AFTER_MS)
            // The fake numbers the events of all its connections in one sequence, so serenity
            // would warn of a gap at nearly every event of a run on several shards.
            .env(
                "RUST_LOG",
                "narrator=info,serenity::gateway::shard=error,warn",
            )
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("start the bot binary");
        let pid = child.id();
        self.children.push(child);
        pid
    }

    fn log(&self, slot: usize) -> std::path::PathBuf {
        self.dir.path().join(format!("bot-{}.log", slot + 1))
    }

    fn pids(&self) -> Vec<u32> {
        self.children.iter().map(Child::id).collect()
    }

    /// SIGTERM to every process, then up to 20 s for them to exit (SIGKILL after that);
    /// returns how long they took.
    fn stop(&mut self) -> Duration {
        let asked = Instant::now();
        for child in &self.children {
            let _ = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status();
        }
        for mut child in self.children.drain(..) {
            while asked.elapsed() < Duration::from_secs(20) {
                if child.try_wait().ok().flatten().is_some() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
        asked.elapsed()
    }
}

impl Drop for Fleet {
    fn drop(&mut self) {
        if std::thread::panicking() {
            // The logs go with the temporary folder: show their ends first.
            for slot in 0..self.children.len() {
                let log = std::fs::read_to_string(self.log(slot)).unwrap_or_default();
                let lines: Vec<&str> = log.lines().collect();
                eprintln!("--- end of bot process {} log ---", slot + 1);
                for line in &lines[lines.len().saturating_sub(40)..] {
                    eprintln!("{line}");
                }
            }
        }
        self.stop();
    }
}

/// One channel's place: its server and its number.
fn channel(index: usize) -> (u64, u64) {
    (
        GUILD_ID + ((index as u64 % GUILDS) << 22),
        FIRST_CHANNEL + index as u64,
    )
}

fn player(index: usize) -> Who {
    Who::player(800_000 + index as u64, "player", "en-US")
}

struct Load {
    fake: FakeDiscord,
    next_id: AtomicU64,
    /// Answers that were refusals (a turn guessed wrong): sent, not counted as actions.
    refused: AtomicU64,
}

impl Load {
    /// The interaction of `line` in channel `index`, from `player` or else from a GM never
    /// seen before.
    fn interaction(&self, index: usize, player: Option<&Who>, line: &str) -> Value {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let gm = Who {
            permissions: member_permissions_default() | perm::MANAGE_CHANNELS,
            ..Who::player(FIRST_GM + id, "gm", "en-US")
        };
        let (guild, channel) = channel(index);
        let mut interaction =
            interaction_for_line(id, channel, player.unwrap_or(&gm), "en-US", line, None).0;
        interaction["guild_id"] = json!(guild.to_string());
        interaction
    }

    /// Sends a line and waits for its answer; `true` if it was a refusal.
    async fn send(&self, index: usize, player: Option<&Who>, line: &str) -> (bool, Duration) {
        let interaction = self.interaction(index, player, line);
        let Some((body, took)) = self.fake.interact_timed(interaction).await else {
            panic!("channel {index}: no answer to {line} within the fake's wait");
        };
        let refused = body["data"]["embeds"][0]["color"].as_u64() == Some(ERROR_COLOUR);
        (refused, took)
    }

    /// A set-up line, which must go through.
    async fn set_up(&self, index: usize, player: Option<&Who>, line: &str) {
        let (refused, _) = self.send(index, player, line).await;
        assert!(!refused, "channel {index}: {line} was refused");
    }

    /// Channel `index`'s fight, as in `discord_load`; `live`: also two orcs, one attack
    /// (the encounters of the memory mode, as in `table_memory`).
    async fn set_up_channel(&self, index: usize, live: bool) {
        let player = player(index);
        let rook = format!("Rook{index}");
        let mut lines = vec![
            (None, "/encounter start surprise:players".to_owned()),
            (
                Some(&player),
                format!(
                    "/character create name:{rook} class:warrior str:10 dex:10 int:10 cha:10 luck:10"
                ),
            ),
            (Some(&player), format!("/join character:{rook}")),
            (
                None,
                "/adversary add name:Goblin hp:999 defence:20 saves:10 morale:10 th:2 dmg:0"
                    .to_owned(),
            ),
            (None, "/initiative".to_owned()),
        ];
        if live {
            lines.push((
                None,
                "/adversary add name:Orc hp:9 defence:1 saves:9 morale:8 th:4 dmg:3 count:2"
                    .to_owned(),
            ));
        }
        // The tracker every action then edits.
        lines.push((None, "/encounter show".to_owned()));
        for (who, line) in &lines {
            self.set_up(index, *who, line).await;
        }
        if live {
            let (refused, _) = self.send(index, None, &rooks_attack(&rook)).await;
            if refused {
                self.set_up(index, None, &goblins_attack(&rook)).await;
            }
        }
    }
}

fn rooks_attack(rook: &str) -> String {
    format!("/attack as:{rook} target:Goblin disadvantage:true")
}

fn goblins_attack(rook: &str) -> String {
    format!("/attack as:Goblin target:{rook}")
}

/// Sets up channels `0..count`, `SET_UP_WORKERS` lines in flight at once.
async fn set_up_channels(load: &Arc<Load>, count: usize, live: bool) -> Duration {
    let start = Instant::now();
    let next = Arc::new(AtomicUsize::new(0));
    let workers: Vec<_> = (0..SET_UP_WORKERS.min(count))
        .map(|_| {
            let (load, next) = (load.clone(), next.clone());
            tokio::spawn(async move {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= count {
                        break;
                    }
                    load.set_up_channel(index, live).await;
                }
            })
        })
        .collect();
    for worker in workers {
        worker.await.expect("set-up worker");
    }
    start.elapsed()
}

/// Runs every channel for `duration`; returns actions answered, sorted latencies (µs) and
/// the time taken.
async fn drive(
    load: &Arc<Load>,
    channels: usize,
    offered: Option<f64>,
    duration: Duration,
) -> (u64, Vec<u64>, Duration) {
    let start = Instant::now();
    let mut tasks = Vec::new();
    for index in 0..channels {
        let load = load.clone();
        let mut schedule = support::Schedule::new(start, offered, channels, index);
        tasks.push(tokio::spawn(async move {
            let rook = format!("Rook{index}");
            let (rooks, goblins) = (rooks_attack(&rook), goblins_attack(&rook));
            let mut mine = Vec::new();
            let mut rooks_turn = true;
            while start.elapsed() < duration {
                schedule.wait().await;
                let line = if rooks_turn { &rooks } else { &goblins };
                let (refused, took) = load.send(index, None, line).await;
                schedule.advance();
                rooks_turn = !rooks_turn;
                // Round order can change: a refusal says the other side is up.
                if refused {
                    load.refused.fetch_add(1, Ordering::Relaxed);
                    continue;
                }
                mine.push(took.as_micros() as u64);
            }
            mine
        }));
    }
    support::gather(tasks, start).await
}

/// Who holds which shard now, by process id (a holder is named `pid<id>-<random>`), and
/// which processes are registered lease holders. Empty before the migrations ran.
async fn leases(db: &mut sqlx::AnyConnection) -> (BTreeMap<u32, Vec<u32>>, BTreeSet<u32>) {
    let pid_of = |holder: &str| {
        holder
            .strip_prefix("pid")
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
    };
    let mut held: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let rows = sqlx::query(
        "SELECT CAST(shard AS BIGINT), holder FROM shard_leases
         WHERE shard_count = $1 AND holder IS NOT NULL AND expires_at > clock_timestamp()
         ORDER BY shard",
    )
    .bind(i64::from(SHARDS))
    .fetch_all(&mut *db)
    .await
    .unwrap_or_default();
    for row in rows {
        let (shard, holder): (i64, String) = (row.get(0), row.get(1));
        if let Some(pid) = pid_of(&holder) {
            held.entry(pid).or_default().push(shard as u32);
        }
    }
    let holders = sqlx::query("SELECT holder FROM lease_holders WHERE shard_count = $1")
        .bind(i64::from(SHARDS))
        .fetch_all(&mut *db)
        .await
        .unwrap_or_default()
        .iter()
        .filter_map(|row| pid_of(&row.get::<String, _>(0)))
        .collect();
    (held, holders)
}

/// Polls until the process just spawned is ready; prints its start-up times.
async fn wait_started(
    fake: &FakeDiscord,
    db: &mut sqlx::AnyConnection,
    number: usize,
    pid: u32,
    spawned: Instant,
    readies_before: usize,
) {
    let first = number == 1;
    let command_sets = 1 + GUILDS as usize;
    let (mut holder_at, mut claimed_at, mut ready_at, mut commands_at) = (None, None, None, None);
    let mut mine: Vec<u32>;
    loop {
        let now = spawned.elapsed();
        assert!(
            now < START_WITHIN,
            "process {number} not ready after {now:?}: shards ready {:?}, READY sent {}, leases {:?}",
            fake.shards_ready(),
            fake.readies(),
            leases(db).await,
        );
        let (held, holders) = leases(db).await;
        mine = held.get(&pid).cloned().unwrap_or_default();
        if holder_at.is_none() && holders.contains(&pid) {
            holder_at = Some(now);
        }
        if claimed_at.is_none() && !mine.is_empty() {
            claimed_at = Some(now);
        }
        // Only the newest process identifies after its spawn.
        if ready_at.is_none()
            && !mine.is_empty()
            && fake.readies() >= readies_before + mine.len()
            && fake.shards_ready().len() == SHARDS as usize
        {
            ready_at = Some(now);
        }
        if first && commands_at.is_none() {
            let registered: BTreeSet<String> = fake
                .requests()
                .into_iter()
                .filter(|r| r.method == "PUT" && r.path.ends_with("/commands") && r.status == 200)
                .map(|r| r.path)
                .collect();
            if registered.len() >= command_sets {
                commands_at = Some(now);
            }
        }
        if ready_at.is_some() && (!first || commands_at.is_some()) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let seconds =
        |d: Option<Duration>| d.map_or("?".to_owned(), |d| format!("{:.2}", d.as_secs_f64()));
    let ready = ready_at.max(commands_at);
    let commands = if first {
        format!(
            ", {command_sets} command sets registered (global and each server's) after {} s",
            seconds(commands_at)
        )
    } else {
        String::new()
    };
    println!(
        "start-to-ready, process {number} (pid {pid}{}): {} s [lease holder after {} s, shards {mine:?} claimed after {} s, READY after {} s{commands}]",
        if first { ", empty database" } else { "" },
        seconds(ready),
        seconds(holder_at),
        seconds(claimed_at),
        seconds(ready_at),
    );
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// Channels (of `0..count`) whose shard process `pid` holds.
fn channels_of(held: &BTreeMap<u32, Vec<u32>>, pid: u32, count: usize) -> usize {
    let shards = held.get(&pid).cloned().unwrap_or_default();
    (0..count)
        .filter(|&i| shards.contains(&shard_of(channel(i).0, SHARDS)))
        .count()
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let (processes, mode) = arguments();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    println!(
        "discord_scale: {processes} bot process(es), {SHARDS} shards, {GUILDS} servers, one PostgreSQL (private, fsync on); {cores} cores; load average at start {}",
        load_average()
    );
    println!(
        "binary: {}; shard lease lifetime: {}",
        env!("CARGO_BIN_EXE_narrator"),
        std::env::var("SHARD_LEASE_SECS").map_or("the default (30 s)".into(), |s| format!("{s} s"))
    );
    let pg = private_pg::PrivatePg::start_durable()
        .expect("PostgreSQL binaries under /usr/lib/postgresql");
    let url = pg.create_database("scale");
    sqlx::any::install_default_drivers();
    let mut db = sqlx::AnyConnection::connect(&url).await.unwrap();
    let fake = FakeDiscord::start().await;
    fake.set_guilds((0..GUILDS).map(|k| GUILD_ID + (k << 22)).collect());
    let load = Arc::new(Load {
        fake,
        next_id: AtomicU64::new(1_000_000),
        refused: AtomicU64::new(0),
    });
    // Declared after the fake, so it is dropped first: the processes stop while it serves.
    let mut fleet = Fleet {
        api_base: load.fake.api_base(),
        url,
        dir: tempfile::tempdir().unwrap(),
        children: Vec::new(),
    };

    for number in 1..=processes {
        let readies_before = load.fake.readies();
        let spawned = Instant::now();
        let pid = fleet.spawn();
        wait_started(&load.fake, &mut db, number, pid, spawned, readies_before).await;
    }
    let started_rss: Vec<u64> = fleet
        .pids()
        .into_iter()
        .map(|pid| support::process_rss_kib(&pid.to_string()))
        .collect();
    let violations = load.fake.violations();
    assert!(violations.is_empty(), "start-up: {violations:?}");
    // From here on the fake counts requests instead of keeping them.
    load.fake.set_lean(true);

    match mode {
        Mode::Load {
            channels,
            offered,
            seconds,
        } => {
            let took = set_up_channels(&load, channels, false).await;
            let (held, _) = leases(&mut db).await;
            println!(
                "{channels} channels set up in {:.1} s; channels per process: {}",
                took.as_secs_f64(),
                fleet
                    .pids()
                    .iter()
                    .enumerate()
                    .map(|(n, pid)| format!(
                        "{} (shards {:?}) {}",
                        n + 1,
                        held.get(pid).cloned().unwrap_or_default(),
                        channels_of(&held, *pid, channels)
                    ))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            let requests_before = load.fake.request_count();
            let duration = Duration::from_secs(seconds);
            let (done, latencies, elapsed) = drive(&load, channels, None, duration).await;
            support::print_run(
                &format!("{processes} process(es), peak (closed loop)"),
                done,
                elapsed,
                &latencies,
            );
            let (done_offered, latencies, elapsed) =
                drive(&load, channels, Some(offered), duration).await;
            support::print_run(
                &format!("{processes} process(es), offered {offered:.0}/s (open loop)"),
                done_offered,
                elapsed,
                &latencies,
            );
            let refused = load.refused.load(Ordering::Relaxed);
            let sent = done + done_offered + refused;
            let requests = load.fake.request_count() - requests_before;
            println!(
                "HTTP requests to Discord: {:.2} per interaction ({requests} for {sent} interactions, {refused} of them refusals of a wrong turn guess)",
                requests as f64 / sent.max(1) as f64,
            );
        }
        Mode::Memory { encounters } => {
            let took = set_up_channels(&load, encounters, true).await;
            println!(
                "{encounters} live encounters set up in {:.1} s ({:.0} set-up actions/s)",
                took.as_secs_f64(),
                (encounters * 8) as f64 / took.as_secs_f64()
            );
            // Let the trackers' edits and the group commits settle.
            tokio::time::sleep(Duration::from_secs(2)).await;
            let (held, _) = leases(&mut db).await;
            let mut total = 0;
            for (n, pid) in fleet.pids().into_iter().enumerate() {
                let (before, after) = (started_rss[n], support::process_rss_kib(&pid.to_string()));
                total += after;
                let mine = channels_of(&held, pid, encounters);
                println!(
                    "process {} (pid {pid}, shards {:?}): {mine} encounters, RSS {:.1} MiB (ready: {:.1} MiB; growth {:.2} KiB per encounter)",
                    n + 1,
                    held.get(&pid).cloned().unwrap_or_default(),
                    after as f64 / 1024.0,
                    before as f64 / 1024.0,
                    after.saturating_sub(before) as f64 / mine.max(1) as f64,
                );
                let (anon, file, threads) = support::process_memory_parts(&pid.to_string());
                println!(
                    "  of which anonymous {:.1} MiB, file-backed {:.1} MiB; {threads} threads",
                    anon as f64 / 1024.0,
                    file as f64 / 1024.0
                );
            }
            println!(
                "{encounters} live encounters over {processes} process(es): total RSS {:.1} MiB",
                total as f64 / 1024.0
            );
        }
    }

    let violations = load.fake.violations();
    let took = tokio::task::block_in_place(|| fleet.stop());
    println!(
        "all stopped with SIGTERM within {:.2} s; load average at end {} ({cores} cores)",
        took.as_secs_f64(),
        load_average()
    );
    assert!(
        violations.is_empty(),
        "Discord limits broken: {violations:?}"
    );
}
