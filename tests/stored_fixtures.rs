//! Stored state written by earlier versions of the code still loads and plays, on both
//! backends. Every fixture under `tests/fixtures/stored/<label>/` (made by `make.sh` there,
//! one dump per ruleset and backend) is restored into a fresh database, opened with
//! `Store::connect` (which runs any newer migrations), and driven through the console:
//! the tracker, the roll log, the characters, an undo and new actions. The expected facts
//! live in each label's `expect.json`, so a new label only adds data.
//!
//! Only the console-level API is used, so the test outlives changes of the internals.
//!
//! The stored shapes of today's code (`tests/fixtures/stored/shapes/`, see the `shapes`
//! module below) are checked one level lower: every row goes through the decoder the
//! table service runs on it.
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
        .filter(|path| path.is_dir() && !path.ends_with("scripts") && !path.ends_with(SHAPES))
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

/// The console as `make.sh` runs it: guild 1, channel 1, the GM a moderator, English
/// JSON replies, these dice.
fn gm_options(seed: Option<u64>, dice: Option<String>) -> Options {
    Options {
        guild: 1,
        channel: 1,
        user: "gm".into(),
        moderator: true,
        locale: Locale::EnUs,
        seed,
        dice,
        json: true,
        db: None,
    }
}

/// Opens the loaded database as the bot would, and plays the fixture's checks through
/// the console in guild 1, channel 1 as a moderator (where `make.sh` left the state).
async fn check(fixture: &Fixture, url: &str) {
    let name = &fixture.name;
    let expect = &fixture.expect;
    let store = Store::connect(Some(url))
        .await
        .unwrap_or_else(|e| panic!("{name}: Store::connect: {e}"));
    let options = gm_options(Some(1), None);
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

/// The folder of the current stored shapes, one JSON file per script.
const SHAPES: &str = "shapes";

/// The current stored shapes: every script of `scripts/` played through the console by
/// today's code, and the rows it left (the channel state, the newest undo snapshots with
/// their character images, the server's characters, the roll log and saved armies) kept
/// as one JSON file per script. Each row is loaded through the decoder the table service
/// runs on it, and the loaded value must hold what the script built, so a change of a
/// stored shape that old rows cannot follow fails here. `UPDATE_FIXTURES=1` remakes the
/// files from the scripts (docs/testing.md).
mod shapes {
    use std::path::{Path, PathBuf};
    use std::sync::Arc;

    use narrator::console;
    use narrator::games::GameTable;
    use narrator::i18n::Locale;
    use narrator::render::{self, Style};
    use narrator::rules::Ruleset;
    use narrator::rules::flail::Character;
    use narrator::rules::knowing_zero::army::Army;
    use narrator::store::{HistoryChar, Store};
    use narrator::table::{LogEntry, Logged, Reply, SystemClock, TableService, stored};
    use serde::{Deserialize, Serialize};
    use serde_json::Value;
    use sqlx::Connection;
    use sqlx::Row;
    use sqlx::sqlite::SqliteConnection;

    /// Undo snapshots kept per script: the newest, enough for every shape a script makes
    /// without a full state per line.
    const UNDO_KEPT: usize = 4;

    /// One script's rows, as parsed JSON (so the files read and diff well).
    #[derive(Debug, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Shapes {
        /// `channels.state`.
        state: Value,
        /// `history.state_before` and `history.characters`, newest last.
        undo: Vec<Undo>,
        /// `characters.data`.
        characters: Vec<Value>,
        /// `roll_log.entry`.
        log: Vec<Value>,
        /// `saved_armies.data`.
        armies: Vec<Value>,
    }

    #[derive(Debug, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Undo {
        state_before: Value,
        characters: Value,
    }

    /// What each script's rows must hold once decoded: its game, the round its fight is in
    /// and names its fight has (the channel state; the undo snapshots are of the same
    /// game), the server's characters, and how many roll-log rows and saved armies.
    struct Expect {
        script: &'static str,
        ruleset: Ruleset,
        round: u32,
        names: &'static [&'static str],
        characters: &'static [&'static str],
        log_rows: usize,
        armies: usize,
        /// Lines played after the script when the fixture is made: state it does not
        /// reach (a saved army).
        after: &'static [&'static str],
    }

    /// The server characters both FLAIL scripts make.
    const FLAIL_PARTY: &[&str] = &[
        "Žofie Černá",
        "Рук",
        "Мирон Кузнецов",
        "Tess",
        "Old Bertram",
    ];

    const EXPECT: &[Expect] = &[
        Expect {
            script: "flail",
            ruleset: Ruleset::Flail,
            round: 3,
            names: &["Žofie Černá", "Рук", "Goblin 1", "Ogre Brute"],
            characters: FLAIL_PARTY,
            log_rows: 25,
            armies: 0,
            after: &[],
        },
        Expect {
            script: "flail-gm",
            ruleset: Ruleset::Flail,
            round: 3,
            names: &["Žofie Černá", "Рук", "Ogre Brute", "Bear"],
            characters: FLAIL_PARTY,
            log_rows: 25,
            armies: 0,
            after: &[],
        },
        Expect {
            script: "mage-wars",
            ruleset: Ruleset::MageWars,
            round: 2,
            names: &["Beastmaster", "Warlock", "Медведь", "Timber Wolf"],
            characters: &[],
            log_rows: 7,
            armies: 0,
            after: &[],
        },
        Expect {
            script: "lotr-lcg",
            ruleset: Ruleset::LotrLcg,
            round: 1,
            names: &["Aragorn", "Éowyn", "Hill Troll", "Eastern Crows"],
            characters: &[],
            log_rows: 10,
            armies: 0,
            after: &[],
        },
        Expect {
            script: "tornscape",
            ruleset: Ruleset::Tornscape,
            round: 2,
            names: &["Torgvar", "Noxtiis", "Рук"],
            characters: &[],
            log_rows: 8,
            armies: 0,
            after: &[],
        },
        Expect {
            script: "knowing-zero",
            ruleset: Ruleset::KnowingZero,
            round: 2,
            names: &["Голем", "Лучник", "Žofie Černá", "Vlk"],
            characters: &[],
            log_rows: 8,
            armies: 1,
            after: &["@anna /zero army save name:\"Žofie a Vlk\""],
        },
    ];

    fn dir() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/stored")
    }

    fn text(value: &Value) -> String {
        value.to_string()
    }

    /// The round a table's fight is in (the turn of «Познание нуля»'s battle) and the
    /// names in it.
    fn fight(table: &GameTable) -> (u32, Vec<String>) {
        match table {
            GameTable::Flail(t) => t.encounter.as_ref().map_or_else(Default::default, |e| {
                let pcs = e.pcs.iter().map(|p| p.name.clone());
                (
                    e.round,
                    pcs.chain(e.adversaries.iter().map(|a| a.name.clone()))
                        .collect(),
                )
            }),
            GameTable::MageWars(t) => t.arena.as_ref().map_or_else(Default::default, |a| {
                (a.round, a.objects.iter().map(|o| o.name.clone()).collect())
            }),
            GameTable::LotrLcg(t) => t.game.as_ref().map_or_else(Default::default, |g| {
                let characters = g.characters.iter().map(|c| c.name.clone());
                (
                    g.round,
                    characters
                        .chain(g.enemies.iter().map(|e| e.name.clone()))
                        .collect(),
                )
            }),
            GameTable::Tornscape(t) => t.encounter.as_ref().map_or_else(Default::default, |e| {
                (
                    e.round,
                    e.miniatures.iter().map(|m| m.name.clone()).collect(),
                )
            }),
            GameTable::KnowingZero(t) => t.battle.as_ref().map_or_else(Default::default, |b| {
                (
                    b.turn.number,
                    b.cards.iter().map(|c| c.name.clone()).collect(),
                )
            }),
        }
    }

    fn load(expect: &Expect) {
        let name = expect.script;
        let path = dir().join(SHAPES_DIR).join(format!("{name}.json"));
        let file = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_FIXTURES=1 makes it)", path.display()));
        let shapes: Shapes =
            serde_json::from_str(&file).unwrap_or_else(|e| panic!("{}: {e}", path.display()));

        let channel = stored::decode(&text(&shapes.state))
            .unwrap_or_else(|e| panic!("{name}: the channel state does not load: {e:?}"));
        assert_eq!(channel.ruleset(), expect.ruleset, "{name}");
        let table = channel
            .running()
            .unwrap_or_else(|| panic!("{name}: no fight under way"));
        let (round, names) = fight(table);
        assert_eq!(round, expect.round, "{name}: the round");
        for want in expect.names {
            assert!(
                names.iter().any(|n| n == want),
                "{name}: {want:?} not in {names:?}"
            );
        }
        let again = stored::encode(&channel).unwrap();
        assert_eq!(
            stored::decode(&again).unwrap(),
            channel,
            "{name}: a save changes it"
        );

        assert!(!shapes.undo.is_empty(), "{name}: no undo snapshot");
        for undo in &shapes.undo {
            let before = stored::decode(&text(&undo.state_before))
                .unwrap_or_else(|e| panic!("{name}: an undo snapshot does not load: {e:?}"));
            assert_eq!(before.ruleset(), expect.ruleset, "{name}: an undo snapshot");
            let images: Vec<HistoryChar> = serde_json::from_value(undo.characters.clone())
                .unwrap_or_else(|e| panic!("{name}: an undo's characters: {e}"));
            for image in images.iter().flat_map(|i| [&i.before, &i.after]).flatten() {
                serde_json::from_str::<Character>(image)
                    .unwrap_or_else(|e| panic!("{name}: an undo's character image: {e}"));
            }
        }

        let characters: Vec<String> = shapes
            .characters
            .iter()
            .map(|data| {
                let character: Character = serde_json::from_value(data.clone())
                    .unwrap_or_else(|e| panic!("{name}: a character does not load: {e}"));
                character.name
            })
            .collect();
        for want in expect.characters {
            assert!(
                characters.iter().any(|c| c == want),
                "{name}: no character {want:?}"
            );
        }

        assert_eq!(shapes.log.len(), expect.log_rows, "{name}: roll-log rows");
        let entries = shapes
            .log
            .iter()
            .enumerate()
            .map(|(i, row)| LogEntry {
                id: i as i64 + 1,
                user: 1,
                user_name: "gm".into(),
                at_millis: 0,
                command: "roll".into(),
                result: Logged::decode(&text(row))
                    .unwrap_or_else(|e| panic!("{name}: roll-log row {i} does not load: {e:?}")),
                undone: false,
            })
            .collect();
        // Every row reads in `/log`: a game's row its game reads, whatever it holds.
        let shown = render::text::reply(Locale::EnUs, &Reply::Log(entries), Style::Plain);
        assert!(
            shown.lines().count() >= expect.log_rows,
            "{name}: /log shows\n{shown}"
        );

        assert_eq!(shapes.armies.len(), expect.armies, "{name}: saved armies");
        for army in &shapes.armies {
            let army = Army::from_json(&text(army))
                .unwrap_or_else(|e| panic!("{name}: a saved army does not load: {e:?}"));
            assert!(!army.cards.is_empty(), "{name}: an empty saved army");
        }
    }

    const SHAPES_DIR: &str = super::SHAPES;

    #[test]
    fn the_current_shapes_load() {
        if std::env::var_os("UPDATE_FIXTURES").is_some_and(|v| v == "1") {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            for expect in EXPECT {
                runtime.block_on(make(expect));
            }
        }
        // Every script has its file, and every file its expectations.
        let mut files: Vec<String> = std::fs::read_dir(dir().join(SHAPES_DIR))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let mut wanted: Vec<String> = EXPECT
            .iter()
            .map(|e| format!("{}.json", e.script))
            .collect();
        wanted.sort();
        assert_eq!(
            files, wanted,
            "one shapes file per script (UPDATE_FIXTURES=1)"
        );
        for expect in EXPECT {
            load(expect);
        }
    }

    /// Plays the script (as `make.sh` does: guild 1, channel 1, the GM a moderator, the
    /// dice its `# console:` line names) and writes what the store holds.
    async fn make(expect: &Expect) {
        let script_path = dir().join("scripts").join(format!("{}.txt", expect.script));
        let script = std::fs::read_to_string(&script_path).unwrap();
        let flag = |name: &str| {
            script.lines().find_map(|line| {
                let args = line.strip_prefix("# console:")?;
                let mut words = args.split_whitespace();
                words.find(|w| *w == name)?;
                words.next().map(str::to_owned)
            })
        };
        let work = tempfile::tempdir().unwrap();
        let file = work.path().join("narrator.db");
        let url = format!("sqlite://{}", file.display());
        let store = Store::connect(Some(&url)).await.unwrap();
        let options = super::gm_options(flag("--seed").map(|s| s.parse().unwrap()), flag("--dice"));
        let dice = console::dice_source(&options).unwrap();
        let service = TableService::new(store.clone(), dice, Arc::new(SystemClock));
        for line in script.lines().chain(expect.after.iter().copied()) {
            let Some(out) = console::handle_line(&service, &options, line).await else {
                continue;
            };
            let reply: Value = serde_json::from_str(&out).unwrap();
            assert_eq!(reply["ok"], true, "{}: {line}: {reply}", expect.script);
        }
        store.close().await;

        let mut db = SqliteConnection::connect(&url).await.unwrap();
        let texts = async |db: &mut SqliteConnection, sql: &str| -> Vec<Value> {
            sqlx::query(sqlx::AssertSqlSafe(sql))
                .fetch_all(db)
                .await
                .unwrap()
                .iter()
                .map(|row| serde_json::from_str(&row.get::<String, _>(0)).unwrap())
                .collect()
        };
        let state = texts(&mut db, "SELECT state FROM channels WHERE channel_id = 1").await;
        let mut undo: Vec<Undo> = sqlx::query(
            "SELECT state_before, characters FROM history WHERE channel_id = 1 ORDER BY id DESC",
        )
        .fetch_all(&mut db)
        .await
        .unwrap()
        .iter()
        .take(UNDO_KEPT)
        .map(|row| Undo {
            state_before: serde_json::from_str(&row.get::<String, _>(0)).unwrap(),
            characters: serde_json::from_str(&row.get::<String, _>(1)).unwrap(),
        })
        .collect();
        undo.reverse();
        let shapes = Shapes {
            state: state.into_iter().next().expect("the channel's state"),
            undo,
            characters: texts(&mut db, "SELECT data FROM characters ORDER BY id").await,
            log: texts(
                &mut db,
                "SELECT entry FROM roll_log WHERE channel_id = 1 ORDER BY id",
            )
            .await,
            armies: texts(&mut db, "SELECT data FROM saved_armies ORDER BY name_key").await,
        };
        db.close().await.unwrap();
        let out = dir().join(SHAPES_DIR);
        std::fs::create_dir_all(&out).unwrap();
        let mut json = serde_json::to_string_pretty(&shapes).unwrap();
        json.push('\n');
        std::fs::write(out.join(format!("{}.json", expect.script)), json).unwrap();
    }
}
