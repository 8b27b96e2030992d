//! The database goes away under load. PostgreSQL (a private server of this test's own,
//! never the shared one) stops for 10 s: every command is answered within Discord's 3 s,
//! those that need the database with a localized "try again in a moment", autocomplete with
//! an empty list; once it is back the bot answers as before, without a restart. SQLite's
//! disk fills up (a small tmpfs, when the test runs as root): a clear error, and once space
//! returns the file passes `PRAGMA integrity_check` and the bot goes on.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;
mod private_pg;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use e2e_bot::{Bot, ERROR_COLOUR, Who, interaction_for_line, message_text};
use fake_discord::ANSWER_WITHIN;
use fake_discord::fixtures::{member_permissions_default, perm};
use serde_json::Value;

/// The English "try again" apology for an unreachable database.
const UNREACHABLE: &str = "cannot reach its database";
/// The English apology for an internal error: never expected here.
const INTERNAL: &str = "Something went wrong on our side";

/// One interaction's fate.
#[derive(Debug)]
struct Answer {
    line: String,
    sent: Instant,
    /// Dispatch to first callback; `None`: never answered.
    within: Option<Duration>,
    /// What the user finally read (the reply, or the follow-up after a deferral).
    text: String,
    error: bool,
}

/// Sends `line` in `channel` and waits for what the user finally reads.
async fn send(bot: &Bot, channel: u64, line: &str, focus: Option<(&str, &str)>) -> Answer {
    let id = bot.id();
    // A GM of the channel's own: one user's pace stays under the per-user rate limit.
    let gm = Who {
        permissions: member_permissions_default() | perm::MANAGE_CHANNELS,
        ..Who::player(600_000 + channel % 1000, "gm", "en-US")
    };
    let (interaction, _) = interaction_for_line(id, channel, &gm, "en-US", line, focus);
    let token = interaction["token"].as_str().unwrap().to_owned();
    let sent = Instant::now();
    let Some((body, within)) = bot.fake.interact_timed(interaction).await else {
        return Answer {
            line: line.to_owned(),
            sent,
            within: None,
            text: String::new(),
            error: true,
        };
    };
    let shown: Value = if body["type"] == 5 {
        // Deferred: the answer comes as a follow-up or an edit of the original; a commit
        // held past 4 s is first said to be unconfirmed, and its result follows.
        let next = || {
            bot.fake.wait_request(|r| {
                r.path.contains(&token)
                    && (r.method == "POST" || r.method == "PATCH")
                    && !r.path.ends_with("/callback")
            })
        };
        let follow_up = next().await;
        if message_text(&follow_up.body).contains(NOT_CONFIRMED) {
            next().await.body
        } else {
            follow_up.body
        }
    } else {
        body["data"].clone()
    };
    Answer {
        line: line.to_owned(),
        sent,
        within: Some(within),
        text: if body["type"] == 8 {
            format!("choices: {}", shown["choices"])
        } else {
            message_text(&shown)
        },
        error: shown["embeds"][0]["color"].as_u64() == Some(ERROR_COLOUR),
    }
}

const CHANNELS: [u64; 4] = [
    921_000_000_000_000_001,
    921_000_000_000_000_002,
    921_000_000_000_000_003,
    921_000_000_000_000_004,
];
const ORC: &str = "/adversary add name:Orc";
/// The notice of a commit the database holds (`reply-not-confirmed`).
const NOT_CONFIRMED: &str = "Not confirmed yet";

/// Adds an adversary with a name of its own.
fn orc(n: usize) -> String {
    format!("{ORC}{n} hp:5 defence:0 saves:8 morale:7 th:3 dmg:2")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ten_second_postgres_outage_is_answered_in_time_and_ridden_out() {
    let Some(pg) = private_pg::PrivatePg::start() else {
        return;
    };
    let bot = Arc::new(Bot::start_on(&pg.url(), "1500").await);
    for channel in CHANNELS {
        let started = send(&bot, channel, "/encounter start", None).await;
        assert!(!started.error, "{}", started.text);
    }

    // Load: each channel adds an adversary and undoes it, over and over, and reads.
    let stop = Arc::new(AtomicBool::new(false));
    let mut loads = Vec::new();
    for channel in CHANNELS {
        let (bot, stop) = (bot.clone(), stop.clone());
        loads.push(tokio::spawn(async move {
            let mut answers = Vec::new();
            let mut next = 0;
            while !stop.load(Ordering::Relaxed) {
                let line = match next % 3 {
                    0 => orc(next),
                    1 => "/encounter show".to_owned(),
                    _ => "/undo".to_owned(),
                };
                answers.push(send(&bot, channel, &line, None).await);
                next += 1;
                tokio::time::sleep(Duration::from_millis(400)).await;
            }
            answers
        }));
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let down = Instant::now();
    tokio::task::block_in_place(|| pg.down());
    tokio::time::sleep(Duration::from_secs(3)).await;
    // Autocomplete while the database is away: an empty list, in time.
    let suggested = send(&bot, CHANNELS[0], "/attack", Some(("target", "O"))).await;
    let outage_left = Duration::from_secs(10).saturating_sub(down.elapsed());
    tokio::time::sleep(outage_left).await;
    let up = Instant::now();
    tokio::task::block_in_place(|| pg.up());
    let back = Instant::now();
    // The pool reconnects on its own: give it a moment, then everything must work.
    tokio::time::sleep(Duration::from_secs(6)).await;
    stop.store(true, Ordering::Relaxed);
    let mut answers = Vec::new();
    for load in loads {
        answers.extend(load.await.unwrap());
    }

    let within = suggested.within.expect("autocomplete answered");
    assert!(within < ANSWER_WITHIN, "autocomplete took {within:?}");
    assert_eq!(suggested.text, "choices: []", "{suggested:?}");

    let during: Vec<&Answer> = answers
        .iter()
        .filter(|a| a.sent > down && a.sent < up)
        .collect();
    let settled = back + Duration::from_secs(3);
    let after: Vec<&Answer> = answers.iter().filter(|a| a.sent > settled).collect();
    eprintln!(
        "outage: {} interactions in all, {} during the outage ({} told to try again), {} after recovery",
        answers.len(),
        during.len(),
        during
            .iter()
            .filter(|a| a.text.contains(UNREACHABLE))
            .count(),
        after.len()
    );
    for answer in &answers {
        let within = answer
            .within
            .unwrap_or_else(|| panic!("{} was never answered", answer.line));
        assert!(within < ANSWER_WITHIN, "{answer:?}");
        assert!(!answer.text.contains(INTERNAL), "{answer:?}");
    }
    // Every write during the outage was refused in plain words.
    let writes = during.iter().filter(|a| a.line.starts_with(ORC)).count();
    assert!(writes >= 2, "too few writes during the outage: {during:#?}");
    // A write sent within the pool's wait of the restart may already go through.
    let surely_down = up - Duration::from_millis(2500);
    for answer in during
        .iter()
        .filter(|a| a.line.starts_with(ORC) && a.sent < surely_down)
    {
        assert!(
            answer.error && answer.text.contains(UNREACHABLE),
            "{answer:?}"
        );
    }
    // After it, the bot answers as before.
    assert!(after.len() >= 8, "too few commands after recovery");
    for answer in after {
        let refused_undo = answer.line == "/undo" && answer.error;
        assert!(!answer.error || refused_undo, "{answer:?}");
    }
    let added = send(&bot, CHANNELS[1], &orc(9999), None).await;
    assert!(!added.error, "{added:?}");
    let bot = Arc::try_unwrap(bot).ok().expect("the only handle");
    assert_eq!(bot.stop().await, 0);

    // A write answered "try again" never took effect later: no history row names it
    // (every applied action writes one, kept even once undone).
    let told_to_retry: Vec<&str> = answers
        .iter()
        .filter(|a| a.line.starts_with(ORC) && a.text.contains(UNREACHABLE))
        .filter_map(|a| {
            a.line
                .strip_prefix("/adversary add name:")?
                .split(' ')
                .next()
        })
        .collect();
    assert!(!told_to_retry.is_empty(), "nobody was told to try again");
    let store = sqlx::PgPool::connect(&pg.url()).await.unwrap();
    let commands: Vec<String> = sqlx::query_scalar("SELECT command FROM history")
        .fetch_all(&store)
        .await
        .unwrap();
    for name in told_to_retry {
        let applied = commands.iter().any(|command| {
            command.match_indices(name).any(|(at, _)| {
                !command[at + name.len()..].starts_with(|c: char| c.is_ascii_digit())
            })
        });
        assert!(!applied, "{name} was told to try again, then applied");
    }
}

/// A tmpfs of `size` mounted on a new folder; `None` (with a notice) when not root or
/// mounting is not allowed.
struct Tmpfs {
    dir: tempfile::TempDir,
}

impl Tmpfs {
    fn mount(size: &str) -> Option<Tmpfs> {
        let dir = tempfile::tempdir().expect("temp dir");
        let mounted = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .output()
            .is_ok_and(|o| o.status.success());
        if !mounted {
            eprintln!(
                "NOTICE: cannot mount a tmpfs (the test needs root): the full-disk test is skipped"
            );
            return None;
        }
        Some(Tmpfs { dir })
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg(self.dir.path())
            .output();
    }
}

/// Fills the file system under `path` with a file until it refuses more.
fn fill(path: &std::path::Path) {
    use std::io::Write;
    let mut file = std::fs::File::create(path).unwrap();
    let block = vec![0u8; 64 * 1024];
    while file.write_all(&block).is_ok() {}
    // The last bytes: a partial block may still fit.
    while file.write_all(&[0u8; 512]).is_ok() {}
    let _ = file.sync_all();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_under_sqlite_is_a_clear_error_and_the_bot_goes_on() {
    let Some(disk) = Tmpfs::mount("8M") else {
        return;
    };
    let path = disk.dir.path().join("narrator.db");
    let url = format!("sqlite://{}", path.display());
    let bot = Bot::start_on(&url, "1500").await;
    let channel = CHANNELS[0];
    assert!(!send(&bot, channel, "/encounter start", None).await.error);
    assert!(!send(&bot, channel, &orc(0), None).await.error);

    let filler = disk.dir.path().join("filler");
    fill(&filler);
    let mut refused = Vec::new();
    for n in 1..7 {
        let answer = send(&bot, channel, &orc(n), None).await;
        assert!(
            answer.within.is_some_and(|w| w < ANSWER_WITHIN),
            "{answer:?}"
        );
        assert!(!answer.text.contains(INTERNAL), "{answer:?}");
        if answer.error {
            refused.push(answer);
        }
    }
    assert!(
        refused.iter().any(|a| a.text.contains("storage is full")),
        "no clear full-disk error: {refused:#?}"
    );

    std::fs::remove_file(&filler).unwrap();
    let added = send(&bot, channel, &orc(100), None).await;
    assert!(!added.error, "{added:?}");
    let shown = send(&bot, channel, "/encounter show", None).await;
    assert!(!shown.error, "{shown:?}");
    assert_eq!(bot.stop().await, 0);

    // The file is whole.
    use sqlx::{Connection, Row};
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let check: String = sqlx::query("PRAGMA integrity_check")
        .fetch_one(&mut conn)
        .await
        .unwrap()
        .get(0);
    assert_eq!(check, "ok");
}
