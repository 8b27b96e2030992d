//! Shared test set-up: a table service on SQLite (a temp file) or PostgreSQL
//! (`TEST_DATABASE_URL`), and a console-like helper to drive it with command lines.
#![allow(dead_code)]

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use narrator::console::{self, Options};
use narrator::i18n::Locale;
use narrator::store::Store;
use narrator::table::{DiceSource, SystemClock, TableService};

/// Which backend a test runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A database for one test: a fresh SQLite file, or the shared PostgreSQL test database
/// (tests there keep apart by using their own guild and channel ids).
pub struct TestDb {
    pub url: String,
    _dir: Option<tempfile::TempDir>,
}

impl TestDb {
    /// `None` when the backend is not available (PostgreSQL without TEST_DATABASE_URL):
    /// the test prints a notice and passes.
    pub fn new(backend: Backend) -> Option<TestDb> {
        match backend {
            Backend::Sqlite => {
                let dir = tempfile::tempdir().expect("temp dir");
                let url = format!("sqlite://{}", dir.path().join("narrator.db").display());
                Some(TestDb {
                    url,
                    _dir: Some(dir),
                })
            }
            Backend::Postgres => match std::env::var("TEST_DATABASE_URL") {
                Ok(url) if !url.trim().is_empty() => Some(TestDb { url, _dir: None }),
                _ => {
                    skipped_notice();
                    None
                }
            },
        }
    }

    /// A database at `url` that the test set up itself (a private server's).
    pub fn from_url(url: String) -> TestDb {
        TestDb { url, _dir: None }
    }

    pub async fn store(&self) -> Store {
        Store::connect(Some(&self.url)).await.expect("connect")
    }
}

/// Says once per test binary, past the test harness's output capture, that the
/// PostgreSQL half of the suite did not run.
fn skipped_notice() {
    use std::io::Write;
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = writeln!(
            std::io::stderr(),
            "NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL storage tests are skipped (they pass without running)"
        );
    });
}

/// Ids unique across tests and runs, so PostgreSQL tests never share a channel.
pub fn unique_id() -> i64 {
    static NEXT: AtomicI64 = AtomicI64::new(0);
    let base = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as i64)
        .unwrap_or(0)
        & 0x0000_ffff_ffff_ffff;
    (base << 8) + NEXT.fetch_add(1, Ordering::Relaxed)
}

/// A clock the test moves by hand (milliseconds since the epoch).
#[derive(Debug, Default)]
pub struct HandClock(AtomicI64);

impl HandClock {
    pub fn at(millis: i64) -> Arc<HandClock> {
        Arc::new(HandClock(AtomicI64::new(millis)))
    }

    pub fn advance(&self, millis: i64) {
        self.0.fetch_add(millis, Ordering::Relaxed);
    }
}

impl narrator::table::Clock for HandClock {
    fn now_millis(&self) -> i64 {
        self.0.load(Ordering::Relaxed)
    }
}

/// Drives a table service like the console does.
pub struct Table {
    pub service: TableService,
    pub options: Options,
}

impl Table {
    pub async fn new(db: &TestDb, dice: DiceSource) -> Table {
        Table::with_ids(db, dice, unique_id(), unique_id()).await
    }

    pub async fn with_ids(db: &TestDb, dice: DiceSource, guild: i64, channel: i64) -> Table {
        let store = db.store().await;
        Table {
            service: TableService::new(store, dice, Arc::new(SystemClock)),
            options: Options {
                guild,
                channel,
                user: "gm".into(),
                moderator: true,
                locale: Locale::EnUs,
                seed: None,
                dice: None,
                json: true,
                db: None,
            },
        }
    }

    /// The same table, its service on `clock`.
    pub async fn with_clock(
        db: &TestDb,
        dice: DiceSource,
        clock: Arc<dyn narrator::table::Clock>,
    ) -> Table {
        let mut table = Table::new(db, DiceSource::Fair).await;
        table.service = TableService::new(db.store().await, dice, clock);
        table
    }

    /// Runs one line and returns the JSON reply.
    pub async fn run(&self, line: &str) -> serde_json::Value {
        let out = console::handle_line(&self.service, &self.options, line)
            .await
            .unwrap_or_else(|| panic!("no reply to {line}"));
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("bad JSON {out}: {e}"))
    }

    /// Runs a line that must succeed.
    pub async fn ok(&self, line: &str) -> serde_json::Value {
        let reply = self.run(line).await;
        assert_eq!(reply["ok"], true, "{line} failed: {reply}");
        reply
    }

    /// Runs a line that must be refused with this error key.
    pub async fn refused(&self, line: &str, key: &str) -> serde_json::Value {
        let reply = self.run(line).await;
        assert_eq!(reply["ok"], false, "{line} should fail: {reply}");
        assert_eq!(reply["key"], key, "{line}: {reply}");
        reply
    }

    /// Runs an action as the table's moderator and returns what the service played (with
    /// its stored controls); panics on any other reply.
    pub async fn played(&self, text: &str) -> narrator::table::Played {
        match self.service.handle(&self.request(text)).await {
            Ok(narrator::table::Reply::Game(played)) => *played,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// The service's request for a line, as the table's user in its channel.
    pub fn request(&self, text: &str) -> narrator::table::Request {
        let (_, command) = narrator::request::parse_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"))
            .unwrap_or_else(|| panic!("not a line: {text}"));
        narrator::table::Request {
            guild: self.options.guild,
            channel: self.options.channel,
            user: narrator::console::user_id(&self.options.user),
            user_name: self.options.user.clone(),
            moderator: self.options.moderator,
            administrator: self.options.moderator,
            command,
            click: None,
            interaction: None,
            due: None,
        }
    }

    /// The channel's encounter and its log: what a refused line must leave untouched.
    pub async fn snapshot(&self) -> String {
        let mut out = self.show().await;
        out.push_str(self.run("/log").await["text"].as_str().unwrap_or_default());
        out
    }

    /// Each line is refused with its key and a message in words, and changes nothing.
    pub async fn refuses_all(&self, cases: &[(&str, &str)]) {
        let before = self.snapshot().await;
        for (line, key) in cases {
            let reply = self.run(line).await;
            assert_eq!(reply["ok"], false, "{line} should be refused: {reply}");
            assert_eq!(reply["key"], *key, "{line}: {reply}");
            assert!(
                !reply["error"].as_str().unwrap_or_default().is_empty(),
                "{reply}"
            );
            assert_eq!(self.snapshot().await, before, "{line} changed something");
        }
    }

    /// The channel's encounter as the tracker shows it.
    pub async fn show(&self) -> String {
        let reply = self.run("/encounter show").await;
        reply["text"].as_str().unwrap_or_default().to_owned()
    }
}

/// The tracker's line for `name` (after any turn marker), or "" when none is there.
pub fn row<'a>(shown: &'a str, name: &str) -> &'a str {
    shown
        .lines()
        .find(|line| {
            line.trim_start_matches(|c: char| !c.is_alphanumeric() && c != '"')
                .strip_prefix(name)
                .is_some_and(|rest| rest.starts_with(' '))
        })
        .unwrap_or_default()
}

/// Runs an async test body on both backends.
#[macro_export]
macro_rules! on_both_backends {
    ($name:ident, $body:expr) => {
        mod $name {
            use super::*;
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                if let Some(db) = common::TestDb::new(common::Backend::Sqlite) {
                    ($body)(db).await;
                }
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                if let Some(db) = common::TestDb::new(common::Backend::Postgres) {
                    ($body)(db).await;
                }
            }
        }
    };
}
pub mod seats;

/// An action that writes only its channel's state (no characters, history or log): for
/// tests of the store's commit itself.
pub fn bare_action(
    channel: i64,
    guild: i64,
    expected_version: i64,
) -> narrator::store::ActionWrite {
    narrator::store::ActionWrite {
        channel,
        guild,
        ruleset: "flail".into(),
        expected_version,
        state: format!("state {}", expected_version + 1),
        characters: Vec::new(),
        history: None,
        log: Vec::new(),
        undo_of: None,
        read_characters: Vec::new(),
        now: 1,
        controls: Vec::new(),
        interaction: None,
        deadlines: None,
        dice: None,
    }
}
