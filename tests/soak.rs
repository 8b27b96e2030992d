//! The soak: three bot processes (the real binary) share one PostgreSQL database (a private
//! server of the test's own) and three shards of the fake Discord through leases, while FLAIL
//! fights run in 54 channels across six servers. Every 20–30 s one process is killed with
//! SIGKILL and started again; every 2 s two interaction callbacks answer 500 (one of them
//! applied by the fake, its answer lost), and every refused interaction is delivered again
//! a moment later, as Discord does after a resume. At the end the database must hold every
//! acknowledged action
//! exactly once, with its roll-log rows; no action half-applied; the undo history consistent;
//! every channel's state readable. Unanswered interactions are reported in two groups: in
//! flight on a killed process, and sent to a shard no process held.
//!
//! Small by default (about 75 s, two kills). The larger run, by hand:
//!   NARRATOR_SOAK_SECS=600 NARRATOR_SOAK_CHANNELS=120 cargo test --test soak -- --nocapture
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;
mod private_pg;

use std::collections::{BTreeMap, HashMap};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use e2e_bot::{ERROR_COLOUR, Who, interaction_for_line};
use fake_discord::fixtures::{member_permissions_default, perm};
use fake_discord::{FakeDiscord, GUILD_ID};
use serde_json::{Value, json};
use sqlx::{Connection, Row};

const SHARDS: u32 = 3;
const PROCESSES: usize = 3;
const GUILDS: u64 = 6;
/// Short leases, so a killed process's shards move within seconds.
const LEASE_SECS: u64 = 4;
/// How long a driver waits for an answer before counting the interaction unanswered.
const GIVE_UP: Duration = Duration::from_secs(6);

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The bot processes, each restartable in its slot.
struct Fleet {
    api_base: String,
    url: String,
    dir: tempfile::TempDir,
    children: Vec<Option<Child>>,
    starts: usize,
}

impl Fleet {
    fn spawn(&mut self, slot: usize) {
        self.starts += 1;
        let log = std::fs::File::create(
            self.dir
                .path()
                .join(format!("bot-{slot}-{}.log", self.starts)),
        )
        .unwrap();
        let child = e2e_bot::leased_bot_command(&self.api_base, &self.url, SHARDS, self.dir.path())
            .env("SHARD_LEASE_SECS", LEASE_SECS.to_string())
            .env("DEFER_AFTER_MS", "1500")
            .env("RUST_LOG", "narrator=info,warn")
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("start the bot binary");
        self.children[slot] = Some(child);
    }

    fn kill(&mut self, slot: usize) {
        if let Some(mut child) = self.children[slot].take() {
            // SIGKILL: nothing of the process gets to run.
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// SIGTERM to every process, then waits for them.
    fn stop(&mut self) {
        for child in self.children.iter_mut().flatten() {
            let _ = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status();
        }
        for child in self.children.iter_mut().filter_map(Option::take) {
            let mut child = child;
            let deadline = Instant::now() + Duration::from_secs(20);
            while Instant::now() < deadline {
                if child.try_wait().ok().flatten().is_some() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(100));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Fleet {
    fn drop(&mut self) {
        for slot in 0..self.children.len() {
            self.kill(slot);
        }
    }
}

#[derive(Debug, Clone)]
enum Fate {
    /// Answered; `error`: a refusal (a wrong turn guess, a handover), which changes nothing.
    Answered { error: bool, text: String },
    /// Dispatched to a process that never answered (killed with it in flight).
    InFlight,
    /// Never dispatched: no process held its shard while the driver waited.
    Unheld,
}

#[derive(Debug, Clone)]
struct Sent {
    interaction: i64,
    line: String,
    fate: Fate,
    /// The interaction as dispatched, to deliver it again.
    delivery: Value,
}

struct Driver {
    fake: FakeDiscord,
    next_id: Mutex<u64>,
}

impl Driver {
    fn interaction(&self, guild: u64, channel: u64, who: &Who, line: &str) -> Value {
        let id = {
            let mut next = self.next_id.lock().unwrap();
            *next += 1;
            *next
        };
        let mut interaction = interaction_for_line(id, channel, who, "en-US", line, None).0;
        interaction["guild_id"] = json!(guild.to_string());
        interaction
    }

    async fn send(&self, guild: u64, channel: u64, who: &Who, line: &str) -> Sent {
        let interaction = self.interaction(guild, channel, who, line);
        let id: i64 = interaction["id"].as_str().unwrap().parse().unwrap();
        let token = interaction["token"].as_str().unwrap().to_owned();
        let delivery = interaction.clone();
        let answer = tokio::time::timeout(GIVE_UP, self.fake.interact_timed(interaction)).await;
        let fate = match answer {
            Ok(Some((body, _))) if body["type"] == 5 => {
                // Deferred: what the user reads comes as a follow-up (or never, if the
                // process died in between).
                let follow_up = tokio::time::timeout(
                    GIVE_UP,
                    self.fake.wait_request(|r| {
                        r.path.contains(&token)
                            && (r.method == "POST" || r.method == "PATCH")
                            && !r.path.ends_with("/callback")
                    }),
                )
                .await;
                match follow_up {
                    Ok(reply) => Fate::Answered {
                        error: reply.body["embeds"][0]["color"].as_u64() == Some(ERROR_COLOUR),
                        text: e2e_bot::message_text(&reply.body),
                    },
                    Err(_) => Fate::InFlight,
                }
            }
            Ok(Some((body, _))) => {
                let data = &body["data"];
                Fate::Answered {
                    error: data["embeds"][0]["color"].as_u64() == Some(ERROR_COLOUR),
                    text: e2e_bot::message_text(data),
                }
            }
            _ if self.fake.dispatched(&token) => Fate::InFlight,
            _ => Fate::Unheld,
        };
        Sent {
            interaction: id,
            line: line.to_owned(),
            fate,
            delivery,
        }
    }

    /// A set-up line, sent again while a shard is being handed over or away.
    async fn set_up(&self, guild: u64, channel: u64, who: &Who, line: &str) -> Vec<Sent> {
        let mut sent = Vec::new();
        for _ in 0..10 {
            let attempt = self.send(guild, channel, who, line).await;
            let done = matches!(&attempt.fate, Fate::Answered { error: false, .. });
            let retry = match &attempt.fate {
                Fate::Answered { error: true, text } => {
                    text.contains("handed over") || text.contains("try again in a moment")
                }
                Fate::Answered { error: false, .. } => false,
                Fate::InFlight | Fate::Unheld => true,
            };
            sent.push(attempt);
            if done {
                return sent;
            }
            assert!(retry, "set-up {line}: {:?}", sent.last());
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
        panic!("set-up {line} never went through: {sent:#?}");
    }
}

fn gm_of(channel: usize) -> Who {
    Who {
        permissions: member_permissions_default() | perm::MANAGE_CHANNELS,
        ..Who::player(700_000 + channel as u64, "gm", "en-US")
    }
}

fn player_of(channel: usize) -> Who {
    Who::player(800_000 + channel as u64, "player", "en-US")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn processes_killed_mid_fight_lose_no_acknowledged_action() {
    let Some(pg) = private_pg::PrivatePg::start() else {
        return;
    };
    let seconds = env_number("NARRATOR_SOAK_SECS", 75);
    let channels = env_number("NARRATOR_SOAK_CHANNELS", 54) as usize;
    let url = pg.create_database("soak");
    let fake = FakeDiscord::start().await;
    // Six servers spread over the three shards (a server's shard is (id >> 22) % 3).
    let guilds: Vec<u64> = (0..GUILDS).map(|k| GUILD_ID + (k << 22)).collect();
    fake.set_guilds(guilds.clone());
    let mut fleet = Fleet {
        api_base: fake.api_base(),
        url: url.clone(),
        dir: tempfile::tempdir().unwrap(),
        children: (0..PROCESSES).map(|_| None).collect(),
        starts: 0,
    };
    for slot in 0..PROCESSES {
        fleet.spawn(slot);
    }
    let started = Instant::now();
    let driver = Arc::new(Driver {
        fake,
        next_id: Mutex::new(1_000_000),
    });
    // Every shard held and connected.
    while driver.fake.shards_ready().len() < SHARDS as usize {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "shards never all connected: {:?}",
            driver.fake.shards_ready()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    eprintln!("soak: all shards ready after {:?}", started.elapsed());

    let log: Arc<Mutex<Vec<Sent>>> = Arc::default();
    let mut set_up = Vec::new();
    for i in 0..channels {
        let driver = driver.clone();
        let guild = guilds[i % guilds.len()];
        let channel = 925_000_000_000_000_000 + i as u64;
        set_up.push(tokio::spawn(async move {
            let (gm, player) = (gm_of(i), player_of(i));
            let rook = format!("Rook{i}");
            let mut sent = Vec::new();
            for (who, line) in [
                (&gm, "/encounter start surprise:players".to_owned()),
                (
                    &player,
                    format!(
                        "/character create name:{rook} class:warrior str:10 dex:10 int:10 cha:10 luck:10"
                    ),
                ),
                (&player, format!("/join character:{rook}")),
                (
                    &gm,
                    "/adversary add name:Goblin hp:999 defence:20 saves:10 morale:10 th:2 dmg:0"
                        .to_owned(),
                ),
                (&gm, "/initiative".to_owned()),
            ] {
                sent.extend(driver.set_up(guild, channel, who, &line).await);
            }
            sent
        }));
    }
    for task in set_up {
        let sent = task.await.unwrap();
        log.lock().unwrap().extend(sent);
    }
    eprintln!(
        "soak: {channels} channels set up after {:?}",
        started.elapsed()
    );

    // The fights: each channel alternates Rook's attack and the goblin's, about one
    // interaction a second, for `seconds`.
    let fight_start = Instant::now();
    let duration = Duration::from_secs(seconds);
    let mut fights = Vec::new();
    let redelivered = Arc::new(std::sync::atomic::AtomicU64::new(0));
    for i in 0..channels {
        let (driver, log, redelivered) = (driver.clone(), log.clone(), redelivered.clone());
        let guild = guilds[i % guilds.len()];
        let channel = 925_000_000_000_000_000 + i as u64;
        fights.push(tokio::spawn(async move {
            let (gm, player) = (gm_of(i), player_of(i));
            let goblins = format!("/attack as:Goblin target:Rook{i}");
            let mut rooks_turn = true;
            // Spread the channels over the first second.
            tokio::time::sleep(Duration::from_millis((i as u64 * 37) % 1000)).await;
            let mut turn = 0u64;
            while fight_start.elapsed() < duration {
                turn += 1;
                // Now and then a side attacks out of turn: refused now, and delivered again
                // below when its turn may have come.
                let wrong_guess = turn.is_multiple_of(11);
                let rook_tries = rooks_turn != wrong_guess;
                let sent = if turn.is_multiple_of(7) {
                    // Now and then the GM takes the last action back.
                    driver.send(guild, channel, &gm, "/undo").await
                } else if rook_tries {
                    driver
                        .send(
                            guild,
                            channel,
                            &player,
                            "/attack target:Goblin disadvantage:true",
                        )
                        .await
                } else {
                    driver.send(guild, channel, &gm, &goblins).await
                };
                let refused = matches!(&sent.fate, Fate::Answered { error: true, .. });
                // A wrong guess leaves the turn where it was; otherwise the turn passes,
                // unless a refusal says the other side is up (or the shard moved).
                if !wrong_guess && !refused {
                    rooks_turn = !rooks_turn;
                }
                if refused {
                    // Discord delivers an interaction again after a resume: the refused
                    // one comes back once the turn it guessed may have come. It must never
                    // take effect (the check below finds any refused interaction stored).
                    if fight_start.elapsed() + Duration::from_secs(3) < duration {
                        let again = sent.delivery.clone();
                        let fake = driver.clone();
                        tokio::spawn(async move {
                            tokio::time::sleep(Duration::from_millis(1_500)).await;
                            // Its shard may be between processes: then it is not delivered.
                            let _ = tokio::time::timeout(
                                Duration::from_secs(5),
                                fake.fake.dispatch("INTERACTION_CREATE", again),
                            )
                            .await;
                        });
                        redelivered.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                }
                log.lock().unwrap().push(sent);
                tokio::time::sleep(Duration::from_millis(900)).await;
            }
        }));
    }

    // The killer: every 20–30 s one process, in turn, gets SIGKILL and starts again.
    let mut kills = Vec::new();
    let mut slot = 0;
    let mut next_kill = fight_start + Duration::from_secs(20 + (seconds % 11));
    // Every 2 s two interaction callbacks fail with a 500: one Discord applied (its answer
    // lost), one it did not. The bot must answer again, never with an error.
    let mut next_faults = fight_start;
    let mut faults = 0;
    while fight_start.elapsed() < duration {
        tokio::time::sleep(Duration::from_millis(100)).await;
        if Instant::now() >= next_faults {
            driver
                .fake
                .inject(fake_discord::HttpFault::server_error("POST", "/callback", 1).applied());
            driver.fake.inject(fake_discord::HttpFault::server_error(
                "POST",
                "/callback",
                1,
            ));
            faults += 2;
            next_faults += Duration::from_secs(2);
        }
        if Instant::now() >= next_kill && fight_start.elapsed() + Duration::from_secs(8) < duration
        {
            tokio::task::block_in_place(|| fleet.kill(slot));
            kills.push((slot, fight_start.elapsed()));
            eprintln!("soak: killed process {slot} at {:?}", fight_start.elapsed());
            tokio::task::block_in_place(|| fleet.spawn(slot));
            slot = (slot + 1) % PROCESSES;
            let gap = 20 + (kills.len() as u64 * 7) % 11;
            next_kill = Instant::now() + Duration::from_secs(gap);
        }
    }
    for fight in fights {
        fight.await.unwrap();
    }
    tokio::task::block_in_place(|| fleet.stop());
    let sent = log.lock().unwrap().clone();
    let violations = driver.fake.violations();

    // --- Against the database. ---
    sqlx::any::install_default_drivers();
    let mut db = sqlx::AnyConnection::connect(&url).await.unwrap();
    let mut actions: HashMap<i64, (i64, i64)> = HashMap::new();
    // Version 0 records a refused interaction (so a second delivery never applies it).
    for row in sqlx::query(
        "SELECT interaction_id, channel_id, version FROM action_interactions WHERE version > 0",
    )
    .fetch_all(&mut db)
    .await
    .unwrap()
    {
        let (id, channel, version): (i64, i64, i64) = (row.get(0), row.get(1), row.get(2));
        assert!(
            actions.insert(id, (channel, version)).is_none(),
            "interaction {id} stored twice"
        );
    }
    let mut log_rows: HashMap<(i64, i64), i64> = HashMap::new();
    for row in sqlx::query(
        "SELECT channel_id, version, COUNT(*) FROM roll_log GROUP BY channel_id, version",
    )
    .fetch_all(&mut db)
    .await
    .unwrap()
    {
        log_rows.insert((row.get(0), row.get(1)), row.get(2));
    }
    let mut versions: BTreeMap<i64, i64> = BTreeMap::new();
    for row in sqlx::query("SELECT channel_id, version FROM channels")
        .fetch_all(&mut db)
        .await
        .unwrap()
    {
        versions.insert(row.get(0), row.get(1));
    }

    // Every acknowledged action is stored once, with its roll-log rows.
    let mut acknowledged = 0;
    let mut lost = Vec::new();
    let mut without_log = Vec::new();
    for s in &sent {
        let Fate::Answered { error: false, .. } = &s.fate else {
            continue;
        };
        acknowledged += 1;
        match actions.get(&s.interaction) {
            None => lost.push(s.clone()),
            Some(key) if s.line.starts_with("/attack") && !log_rows.contains_key(key) => {
                without_log.push(s.clone());
            }
            Some(_) => {}
        }
    }
    // A refused interaction changed nothing.
    let refused_but_stored: Vec<&Sent> = sent
        .iter()
        .filter(|s| matches!(s.fate, Fate::Answered { error: true, .. }))
        .filter(|s| actions.contains_key(&s.interaction))
        .collect();
    // No half-applied action: each channel's versions 1..=current were each written by
    // exactly one stored action, and every roll-log row belongs to one of them.
    let mut by_channel: BTreeMap<i64, Vec<i64>> = BTreeMap::new();
    for (channel, version) in actions.values() {
        by_channel.entry(*channel).or_default().push(*version);
    }
    let mut gaps = Vec::new();
    for (channel, current) in &versions {
        let mut seen = by_channel.remove(channel).unwrap_or_default();
        seen.sort_unstable();
        if seen != (1..=*current).collect::<Vec<_>>() {
            gaps.push((*channel, *current, seen.len()));
        }
    }
    let stored: std::collections::HashSet<(i64, i64)> = actions.values().copied().collect();
    let orphan_logs: Vec<&(i64, i64)> = log_rows
        .keys()
        .filter(|key| !stored.contains(key))
        .collect();
    // Undo history: every row names a stored action, none beyond the channel's version.
    let mut history_bad = Vec::new();
    for row in sqlx::query("SELECT channel_id, version FROM history")
        .fetch_all(&mut db)
        .await
        .unwrap()
    {
        let (channel, version): (i64, i64) = (row.get(0), row.get(1));
        let beyond = versions
            .get(&channel)
            .is_none_or(|current| version > *current);
        if !stored.contains(&(channel, version)) || beyond {
            history_bad.push((channel, version));
        }
    }
    // Every channel's state decodes: the table service reads each one.
    let store = narrator::store::Store::connect(Some(&url)).await.unwrap();
    let service = narrator::table::TableService::new(
        store.clone(),
        narrator::table::DiceSource::Fair,
        Arc::new(narrator::table::SystemClock),
    );
    let mut undecodable = Vec::new();
    for channel in versions.keys() {
        let request = narrator::table::Request {
            guild: 0,
            channel: *channel,
            user: 1,
            user_name: "audit".into(),
            moderator: true,
            administrator: false,
            command: narrator::request::parse(&["encounter", "show"], &[]).unwrap(),
            click: None,
            interaction: None,
            due: None,
        };
        // A refusal (undo went back past the encounter's start) is a state read fine.
        match service.handle(&request).await {
            Ok(_) | Err(narrator::error::Error::User(_)) => {}
            Err(e) => undecodable.push((*channel, e.to_string())),
        }
    }
    store.close().await;

    let in_flight = sent
        .iter()
        .filter(|s| matches!(s.fate, Fate::InFlight))
        .count();
    let unheld = sent
        .iter()
        .filter(|s| matches!(s.fate, Fate::Unheld))
        .count();
    let refused = sent
        .iter()
        .filter(|s| matches!(s.fate, Fate::Answered { error: true, .. }))
        .count();
    let stored_unanswered = sent
        .iter()
        .filter(|s| matches!(s.fate, Fate::InFlight | Fate::Unheld))
        .filter(|s| actions.contains_key(&s.interaction))
        .count();
    eprintln!(
        "soak ({} cores, shared machine): {channels} channels, {seconds} s of fights, {PROCESSES} processes, {SHARDS} shards, {} kills at {:?}\n\
         interactions: {} sent, {acknowledged} acknowledged actions, {refused} refused (wrong turn or handover)\n\
         unanswered: {in_flight} in flight on a killed process ({stored_unanswered} of all unanswered were committed before the kill), {unheld} sent to a shard no process held\n\
         lost acknowledged: {}, without roll-log rows: {}, refused but stored: {}, channels with version gaps: {}, orphan roll-log versions: {}, history mismatches: {}, undecodable: {}\n\
         faults: {faults} callbacks answered 500 (half of them applied), {} refused interactions delivered again\n\
         fake Discord violations: {}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        kills.len(),
        kills,
        sent.len(),
        lost.len(),
        without_log.len(),
        refused_but_stored.len(),
        gaps.len(),
        orphan_logs.len(),
        history_bad.len(),
        undecodable.len(),
        redelivered.load(std::sync::atomic::Ordering::Relaxed),
        violations.len(),
    );
    assert!(!kills.is_empty() || seconds < 30, "no process was killed");
    assert!(faults > 0, "no callback failed");
    assert!(
        acknowledged > channels,
        "too little traffic: {acknowledged}"
    );
    assert!(lost.is_empty(), "acknowledged but not stored: {lost:#?}");
    assert!(
        without_log.is_empty(),
        "stored without its rolls: {without_log:#?}"
    );
    assert!(refused_but_stored.is_empty(), "{refused_but_stored:#?}");
    assert!(
        gaps.is_empty(),
        "channels whose versions do not match their actions: {gaps:?}"
    );
    assert!(
        orphan_logs.is_empty(),
        "roll-log rows of no action: {orphan_logs:?}"
    );
    assert!(
        history_bad.is_empty(),
        "history out of step: {history_bad:?}"
    );
    assert!(undecodable.is_empty(), "{undecodable:?}");
    let limits: Vec<&String> = violations
        .iter()
        .filter(|v| !v.contains("answered after"))
        .collect();
    assert!(limits.is_empty(), "Discord limits broken: {limits:?}");
}
