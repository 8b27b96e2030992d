//! Stored state written by earlier versions of the code still loads and plays, on both
//! backends. Every fixture under `tests/fixtures/stored/<label>/` (made by `make.sh` there,
//! one dump per ruleset and backend) is restored into a fresh database, opened with
//! `Store::connect` (which runs any newer migrations), and driven through the console:
//! the tracker, the roll log, the characters, an undo and new actions. The expected facts
//! live in each label's `expect.json`, so a new label only adds data.
//!
//! Only the console-level API is used, so the test outlives changes of the internals.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use common::{Backend, Table, TestDb, unique_id};
use narrator::console::{self, Options};
use narrator::i18n::Locale;
use narrator::store::Store;
use narrator::table::{SystemClock, TableService};
use serde::Deserialize;
use sqlx::postgres::PgConnection;
use sqlx::sqlite::SqliteConnection;
use sqlx::{AssertSqlSafe, Connection};

/// What one fixture must show once loaded (one entry per ruleset in `expect.json`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    /// Names `/encounter show` shows, before and after the undo.
    show: Vec<String>,
    /// How many rows `/log limit:50` lists.
    log_rows: usize,
    /// Commands the log names (`/attack`, `/roll`…).
    #[serde(default)]
    log: Vec<String>,
    /// Characters of the server: `/character show character:<name>` finds each.
    #[serde(default)]
    characters: Vec<String>,
    /// Further read-only lines, each with what its reply contains.
    #[serde(default)]
    reads: BTreeMap<String, Vec<String>>,
    /// Actions answered on the stored state before the undo (a choice it left waiting),
    /// each with what its reply contains; the undo then takes back the last of them.
    #[serde(default)]
    played: Vec<Played>,
    /// What the `/undo` reply names: the last action's command.
    undo: String,
    /// Lines that still succeed after the undo: new rows after the restored ones.
    #[serde(default)]
    then: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Played {
    line: String,
    contains: Vec<String>,
}

/// One dump of one ruleset on one backend.
#[derive(Debug)]
struct Fixture {
    /// `<label>/<ruleset>.<backend>.sql`, for messages.
    name: String,
    dump: PathBuf,
    expect: Expect,
}

fn suffix(backend: Backend) -> &'static str {
    match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    }
}

/// Every fixture of every label for this backend; checks that each label's dumps and
/// expectations match one to one, on both backends.
fn fixtures(backend: Backend) -> Vec<Fixture> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/stored");
    let mut labels: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.is_dir() && !path.ends_with("scripts"))
        .collect();
    labels.sort();
    let mut found = Vec::new();
    for dir in labels {
        let label = dir.file_name().unwrap().to_string_lossy().into_owned();
        let path = dir.join("expect.json");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!("{label}: no expect.json ({e}): add the expectations of its fixtures (see README.md)")
        });
        let expects: BTreeMap<String, Expect> =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut dumps: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".sql"))
            .collect();
        dumps.sort();
        for dump in &dumps {
            let ruleset = dump.split('.').next().unwrap_or_default();
            assert!(
                expects.contains_key(ruleset),
                "{label}/{dump}: no expectations for {ruleset:?} in expect.json"
            );
        }
        for (ruleset, expect) in expects {
            for other in ["sqlite", "postgres"] {
                let file = format!("{ruleset}.{other}.sql");
                assert!(dumps.contains(&file), "{label}: {file} is missing");
            }
            let file = format!("{ruleset}.{}.sql", suffix(backend));
            found.push(Fixture {
                name: format!("{label}/{file}"),
                dump: dir.join(&file),
                expect,
            });
        }
    }
    assert!(
        !found.is_empty(),
        "no fixtures under {}: the v1 fixtures at least are expected",
        root.display()
    );
    found
}

fn read_dump(fixture: &Fixture) -> String {
    std::fs::read_to_string(&fixture.dump)
        .unwrap_or_else(|e| panic!("{}: {e}", fixture.dump.display()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_fixture_loads_on_sqlite() {
    for fixture in fixtures(Backend::Sqlite) {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}", dir.path().join("narrator.db").display());
        let mut conn = SqliteConnection::connect(&format!("{url}?mode=rwc"))
            .await
            .expect("a fresh SQLite file");
        sqlx::raw_sql(AssertSqlSafe(read_dump(&fixture)))
            .execute(&mut conn)
            .await
            .unwrap_or_else(|e| panic!("{}: loading the dump: {e}", fixture.name));
        conn.close().await.expect("close");
        check(&fixture, &url).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_fixture_loads_on_postgres() {
    // Prints the suite's notice and passes when TEST_DATABASE_URL is unset.
    let Some(server) = TestDb::new(Backend::Postgres) else {
        return;
    };
    for fixture in fixtures(Backend::Postgres) {
        // A database of its own: the dump creates the tables, and the shared test
        // database already has them.
        let database = format!("narrator_fixture_{}", unique_id());
        let mut admin = PgConnection::connect(&server.url)
            .await
            .expect("connect to TEST_DATABASE_URL");
        sqlx::raw_sql(AssertSqlSafe(format!("CREATE DATABASE {database}")))
            .execute(&mut admin)
            .await
            .unwrap_or_else(|e| panic!("create database {database}: {e}"));
        let url = with_database(&server.url, &database);
        let run = tokio::spawn(async move {
            let mut conn = PgConnection::connect(&url)
                .await
                .unwrap_or_else(|e| panic!("{}: connect: {e}", fixture.name));
            sqlx::raw_sql(AssertSqlSafe(read_dump(&fixture)))
                .execute(&mut conn)
                .await
                .unwrap_or_else(|e| panic!("{}: loading the dump: {e}", fixture.name));
            conn.close().await.expect("close");
            check(&fixture, &url).await;
        })
        .await;
        // Dropped whether the checks passed or not; FORCE ends connections left open.
        sqlx::raw_sql(AssertSqlSafe(format!(
            "DROP DATABASE IF EXISTS {database} WITH (FORCE)"
        )))
        .execute(&mut admin)
        .await
        .unwrap_or_else(|e| panic!("drop database {database}: {e}"));
        admin.close().await.expect("close");
        if let Err(failure) = run {
            std::panic::resume_unwind(failure.into_panic());
        }
    }
}

/// The same server URL naming another database (user, host, port and parameters kept).
fn with_database(url: &str, database: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let host_start = base.find("://").map_or(0, |i| i + 3);
    let path_start = base[host_start..]
        .find('/')
        .map_or(base.len(), |i| host_start + i);
    let mut out = format!("{}/{database}", &base[..path_start]);
    if let Some(query) = query {
        out.push('?');
        out.push_str(query);
    }
    out
}

/// Opens the loaded database as the bot would, and plays the fixture's checks through
/// the console in guild 1, channel 1 as a moderator (where `make.sh` left the state).
async fn check(fixture: &Fixture, url: &str) {
    let name = &fixture.name;
    let expect = &fixture.expect;
    let store = Store::connect(Some(url))
        .await
        .unwrap_or_else(|e| panic!("{name}: Store::connect: {e}"));
    let options = Options {
        guild: 1,
        channel: 1,
        user: "gm".into(),
        moderator: true,
        locale: Locale::EnUs,
        seed: Some(1),
        dice: None,
        json: true,
        db: None,
    };
    let dice = console::dice_source(&options).expect("seeded dice");
    let table = Table {
        service: TableService::new(store.clone(), dice, Arc::new(SystemClock)),
        options,
    };
    let ok = async |line: &str| -> String {
        let reply = table.run(line).await;
        assert_eq!(reply["ok"], true, "{name}: {line} failed: {reply}");
        reply["text"].as_str().unwrap_or_default().to_owned()
    };
    let contains = |line: &str, text: &str, wanted: &[String]| {
        for want in wanted {
            assert!(
                text.contains(want.as_str()),
                "{name}: {line} does not name {want:?}:\n{text}"
            );
        }
    };

    let shown = ok("/encounter show").await;
    contains("/encounter show", &shown, &expect.show);

    let log = ok("/log limit:50").await;
    let rows = log
        .lines()
        .filter(|line| {
            line.strip_prefix('#')
                .and_then(|rest| rest.split_once(' '))
                .is_some_and(|(id, _)| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()))
        })
        .count();
    assert_eq!(rows, expect.log_rows, "{name}: /log rows:\n{log}");
    contains("/log", &log, &expect.log);

    for character in &expect.characters {
        let line = format!("/character show character:\"{character}\"");
        let sheet = ok(&line).await;
        contains(&line, &sheet, std::slice::from_ref(character));
    }
    for (line, wanted) in &expect.reads {
        let text = ok(line).await;
        contains(line, &text, wanted);
    }

    for played in &expect.played {
        let text = ok(&played.line).await;
        contains(&played.line, &text, &played.contains);
    }
    let undone = ok("/undo").await;
    contains("/undo", &undone, std::slice::from_ref(&expect.undo));
    let shown = ok("/encounter show").await;
    contains("/encounter show after /undo", &shown, &expect.show);
    for line in &expect.then {
        ok(line).await;
    }
    store.close().await;
}
