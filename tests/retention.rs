//! What the bot forgets on its own, on SQLite and on a private PostgreSQL server (a purge
//! works on the whole database, so never on the shared one), with a clock moved by hand:
//! a server that left and came back within the grace keeps everything; past the grace no
//! row of it is left in any table (the tables read from the schema, so one a later
//! migration adds is covered); the same for a deleted channel; a server missing at READY
//! is taken as left unless it spoke within the grace. Every game keeps state here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;
mod private_pg;

use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

use common::{Backend, HandClock, Table, TestDb};
use narrator::store::deadlines::Shards;
use narrator::store::owner_data::Whose;
use narrator::store::retention::PurgeCutoffs;
use narrator::table::{DAY, DiceSource, Retention};
use sqlx::Row;

const T0: i64 = 1_800_000_000_000;
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// A database for one test: SQLite, or a private PostgreSQL server kept alive beside it.
struct Db {
    db: TestDb,
    _pg: Option<private_pg::PrivatePg>,
}

fn database(backend: Backend) -> Option<Db> {
    match backend {
        Backend::Sqlite => Some(Db {
            db: TestDb::new(Backend::Sqlite)?,
            _pg: None,
        }),
        Backend::Postgres => {
            let pg = private_pg::PrivatePg::start()?;
            let url = pg.create_database("retention");
            Some(Db {
                db: TestDb::from_url(url),
                _pg: Some(pg),
            })
        }
    }
}

/// Starts every game in its own channel of `guild` and leaves server-wide rows too
/// (a character, a saved roll, a die count, settings); returns the channels.
async fn play_everything(table: &mut Table, guild: i64) -> Vec<i64> {
    table.options.guild = guild;
    let mut channels = Vec::new();
    let starts = [
        "/encounter start ruleset:flail",
        "/encounter start ruleset:mage-wars",
        "/encounter start ruleset:lotr-lcg",
        "/encounter start ruleset:tornscape",
        r#"/encounter start ruleset:knowing-zero extra:"attacker:<@101> defender:<@102>""#,
    ];
    for start in starts {
        table.options.channel = common::unique_id();
        channels.push(table.options.channel);
        table.ok(start).await;
        table.ok("/roll expression:2d20").await;
    }
    table
        .ok("/character create name:Boris class:bard str:8 dex:12 int:10 cha:11 luck:9")
        .await;
    table.ok("/rolls save name:Sword expression:1d20+5").await;
    table.ok("/settings language:cs").await;
    // Activity is written in batches (the purge and READY write it first themselves).
    table.service.flush_activity().await.unwrap();
    channels
}

async fn pool(db: &TestDb) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    sqlx::AnyPool::connect(&db.url).await.unwrap()
}

/// Every table of the schema with a server or channel column, from the schema itself.
async fn tied_tables(db: &TestDb) -> Vec<(String, String)> {
    let store = db.store().await;
    store
        .tied_tables()
        .await
        .unwrap()
        .into_iter()
        .map(|t| (t.table, t.column))
        .collect()
}

/// Rows per table tied to the server or to one of its channels (each row once).
async fn rows_of(db: &TestDb, guild: i64, channels: &[i64]) -> BTreeMap<String, i64> {
    let pool = pool(db).await;
    let mut by_table: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (table, column) in tied_tables(db).await {
        let condition = if column == "channel_id" {
            let ids: Vec<String> = channels.iter().map(i64::to_string).collect();
            format!("channel_id IN ({})", ids.join(", "))
        } else {
            format!("{column} = {guild}")
        };
        if column != "channel_id" || !channels.is_empty() {
            by_table.entry(table).or_default().push(condition);
        }
    }
    let mut out = BTreeMap::new();
    for (table, conditions) in by_table {
        let sql = format!(
            "SELECT COUNT(*) FROM {table} WHERE {}",
            conditions.join(" OR ")
        );
        let row = sqlx::query(sqlx::AssertSqlSafe(sql))
            .fetch_one(&pool)
            .await
            .unwrap();
        out.insert(table, row.try_get::<i64, _>(0).unwrap());
    }
    pool.close().await;
    out
}

fn total(rows: &BTreeMap<String, i64>) -> i64 {
    rows.values().sum()
}

async fn purge(
    table: &Table,
    retention: &Retention,
    shards: Option<&Shards>,
) -> narrator::store::retention::Purged {
    table
        .service
        .purge_departed(retention, shards)
        .await
        .unwrap()
}

async fn table_at(db: &TestDb, clock: Arc<HandClock>) -> Table {
    Table::with_clock(db, DiceSource::Fair, clock).await
}

/// A server where every game played, on a clock moved by hand.
struct Played {
    db: Db,
    clock: Arc<HandClock>,
    table: Table,
    guild: i64,
    channels: Vec<i64>,
}

async fn played(backend: Backend) -> Option<Played> {
    let db = database(backend)?;
    let clock = HandClock::at(T0);
    let mut table = table_at(&db.db, clock.clone()).await;
    let guild = common::unique_id();
    let channels = play_everything(&mut table, guild).await;
    Some(Played {
        db,
        clock,
        table,
        guild,
        channels,
    })
}

async fn a_server_left_keeps_everything_within_the_grace_and_nothing_past_it(backend: Backend) {
    let Some(db) = database(backend) else { return };
    let db = &db.db;
    let clock = HandClock::at(T0);
    let mut table = table_at(db, clock.clone()).await;
    let (left, stays) = (common::unique_id(), common::unique_id());
    let channels = play_everything(&mut table, left).await;
    let other = play_everything(&mut table, stays).await;
    let before = rows_of(db, left, &channels).await;
    for kept in [
        "channels",
        "history",
        "roll_log",
        "characters",
        "saved_rolls",
        "die_counts",
        "server_settings",
        "server_activity",
    ] {
        assert!(
            before.get(kept).copied().unwrap_or(0) > 0,
            "{kept}: {before:?}"
        );
    }
    let others = rows_of(db, stays, &other).await;
    let retention = Retention::default();

    // Left, and back within the grace: everything as it was.
    table.service.server_left(left).await.unwrap();
    clock.advance(29 * DAY_MS);
    let purged = purge(&table, &retention, None).await;
    assert_eq!(purged.servers, 0);
    assert!(table.service.server_back(left).await.unwrap());
    clock.advance(2 * DAY_MS);
    purge(&table, &retention, None).await;
    let after = rows_of(db, left, &channels).await;
    assert_eq!(
        after, before,
        "a server back within the grace keeps everything"
    );

    // Left again, past the grace: no row of it anywhere, the other server untouched.
    table.service.server_left(left).await.unwrap();
    clock.advance(30 * DAY_MS + 1);
    let purged = purge(&table, &retention, None).await;
    assert_eq!(purged.servers, 1, "{purged:?}");
    assert!(purged.rows as i64 >= total(&before), "{purged:?}");
    assert!(!purged.more);
    let gone = rows_of(db, left, &channels).await;
    assert_eq!(total(&gone), 0, "rows left: {gone:?}");
    assert_eq!(rows_of(db, stays, &other).await, others);

    // Its channels play again, from nothing (no cached state written back).
    table.options.guild = left;
    table.options.channel = channels[0];
    let log = table.ok("/log").await;
    assert!(
        !log["text"].as_str().unwrap_or_default().contains("2d20"),
        "{log}"
    );
    table.ok("/encounter start ruleset:tornscape").await;
}

async fn a_deleted_channel_goes_after_its_grace(backend: Backend) {
    let Some(played) = played(backend).await else {
        return;
    };
    let (db, table, guild) = (&played.db.db, &played.table, played.guild);
    let channels = &played.channels;
    let clock = &played.clock;
    let (deleted, kept) = channels.split_at(1);
    let before_kept = rows_of(db, -1, kept).await;
    let server_wide = [
        "characters",
        "saved_rolls",
        "server_settings",
        "server_activity",
    ];
    let before = rows_of(db, -1, deleted).await;
    assert!(before["channels"] == 1 && before["history"] > 0 && before["roll_log"] > 0);

    table
        .service
        .channel_deleted(guild, deleted[0])
        .await
        .unwrap();
    let retention = Retention::default();
    clock.advance(6 * DAY_MS);
    let purged = purge(table, &retention, None).await;
    assert_eq!(purged.channels, 0);
    assert_eq!(rows_of(db, -1, deleted).await["channels"], 1);

    clock.advance(DAY_MS + 1);
    let purged = purge(table, &retention, None).await;
    assert_eq!(purged.channels, 1, "{purged:?}");
    let gone = rows_of(db, -1, deleted).await;
    assert_eq!(total(&gone), 0, "rows left: {gone:?}");
    // The server and its other channels keep theirs.
    assert_eq!(rows_of(db, -1, kept).await, before_kept);
    let server = rows_of(db, guild, &[]).await;
    for table in server_wide {
        assert!(server[table] > 0, "{table}: {server:?}");
    }
}

async fn a_server_missing_at_ready_is_left_unless_it_spoke(backend: Backend) {
    let Some(db) = database(backend) else { return };
    let db = &db.db;
    let clock = HandClock::at(T0);
    let mut table = table_at(db, clock.clone()).await;
    let (silent, commands_only, announced, returns) = (
        common::unique_id(),
        common::unique_id(),
        common::unique_id(),
        common::unique_id(),
    );
    let silent_channels = play_everything(&mut table, silent).await;
    play_everything(&mut table, commands_only).await;
    play_everything(&mut table, announced).await;
    play_everything(&mut table, returns).await;

    // A month on, the commands-only server (never announced) still speaks.
    clock.advance(31 * DAY_MS);
    table.options.guild = commands_only;
    table.ok("/roll expression:1d6").await;
    let all = Shards {
        count: 1,
        held: vec![0],
    };
    let present = HashSet::from([announced]);
    let retention = Retention::default();
    let missing = table
        .service
        .servers_missing_at_ready(&all, &present, &retention)
        .await
        .unwrap();
    let mut expected = vec![silent, returns];
    expected.sort_unstable();
    assert_eq!(missing, expected);
    // Asked again (another READY), it is not taken as left twice.
    let again = table
        .service
        .servers_missing_at_ready(&all, &present, &retention)
        .await
        .unwrap();
    assert!(again.is_empty(), "{again:?}");
    // Shards the process does not hold are not its to judge.
    let elsewhere = Shards {
        count: 1,
        held: vec![],
    };
    let none = table
        .service
        .servers_missing_at_ready(&elsewhere, &HashSet::new(), &retention)
        .await
        .unwrap();
    assert!(none.is_empty());

    // One of them speaks again before its grace ends (not yet written when the purge
    // comes: the purge writes it first) and keeps everything.
    clock.advance(30 * DAY_MS);
    table.options.guild = returns;
    table.ok("/roll expression:1d4").await;
    clock.advance(1);
    let purged = purge(&table, &retention, Some(&all)).await;
    assert_eq!(purged.servers, 1, "{purged:?}");
    assert_eq!(total(&rows_of(db, silent, &silent_channels).await), 0);
    assert!(total(&rows_of(db, returns, &[]).await) > 0);
    assert!(total(&rows_of(db, commands_only, &[]).await) > 0);
    assert!(total(&rows_of(db, announced, &[]).await) > 0);
}

async fn old_roll_log_rows_go_when_a_retention_is_set(backend: Backend) {
    let Some(db) = database(backend) else { return };
    let db = &db.db;
    let clock = HandClock::at(T0);
    let mut table = table_at(db, clock.clone()).await;
    let guild = common::unique_id();
    table.options.guild = guild;
    table.ok("/roll expression:1d20").await;
    clock.advance(10 * DAY_MS);
    table.ok("/roll expression:1d12").await;
    let stats_before = table.ok("/rolls stats").await;
    let retention = Retention {
        roll_log: Some(DAY * 5),
        ..Retention::default()
    };
    let purged = purge(&table, &retention, None).await;
    assert_eq!(purged.old_rolls, 1, "{purged:?}");
    let log = table.ok("/log").await;
    let text = log["text"].as_str().unwrap_or_default();
    assert!(text.contains("1d12") && !text.contains("1d20"), "{text}");
    // The statistics are counters of their own: unchanged.
    assert_eq!(table.ok("/rolls stats").await["text"], stats_before["text"]);
}

async fn a_purge_goes_in_bounded_batches_and_takes_up_where_it_stopped(backend: Backend) {
    let Some(played) = played(backend).await else {
        return;
    };
    let (db, table, guild) = (&played.db.db, &played.table, played.guild);
    let channels = &played.channels;
    let before = total(&rows_of(db, guild, channels).await);
    table.service.server_left(guild).await.unwrap();
    let store = db.store().await;
    let cutoffs = PurgeCutoffs {
        server_before: T0 + 1,
        channel_before: T0 + 1,
        rolls_before: None,
    };
    let mut calls = 0;
    let mut deleted = 0;
    loop {
        let (purged, _, _) = store.purge(cutoffs, None, 2, 5).await.unwrap();
        assert!(purged.rows <= 5, "{purged:?}");
        deleted += purged.rows;
        calls += 1;
        assert!(calls < 100, "never done");
        if !purged.more {
            assert_eq!(purged.servers, 1);
            break;
        }
        // cut short, the departure stays to drive the next call
        assert!(store.server_left_at(guild).await.unwrap().is_some());
    }
    assert!(calls > 3, "{calls} calls");
    assert!(deleted as i64 > before, "{deleted} of {before}");
    assert_eq!(total(&rows_of(db, guild, channels).await), 0);
}

macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $name() {
                    super::$name(super::Backend::Sqlite).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $name() {
                    super::$name(super::Backend::Postgres).await;
                }
            )*
        }
    };
}

on_both_backends!(
    a_server_left_keeps_everything_within_the_grace_and_nothing_past_it,
    a_deleted_channel_goes_after_its_grace,
    a_server_missing_at_ready_is_left_unless_it_spoke,
    old_roll_log_rows_go_when_a_retention_is_set,
    a_purge_goes_in_bounded_batches_and_takes_up_where_it_stopped,
    an_encounter_untouched_for_ninety_days_is_closed_in_every_game,
    owners_export_and_delete_on_request,
    data_commands_confirm_once_and_only_for_their_asker,
);

#[test]
fn the_default_graces_are_thirty_and_seven_days() {
    let r = Retention::default();
    assert_eq!(r.server_grace, DAY * 30);
    assert_eq!(r.channel_grace, DAY * 7);
    assert_eq!(r.roll_log, None);
}

/// Every game's encounter left untouched for 90 days is closed, with a line in its log
/// and no end-of-fight rolls; one touched since is not; the channel then starts another
/// game, and `/undo` reopens the closed one.
async fn an_encounter_untouched_for_ninety_days_is_closed_in_every_game(backend: Backend) {
    let Some(played) = played(backend).await else {
        return;
    };
    let (db, table, clock) = (&played.db.db, &played.table, &played.clock);
    let store = db.store().await;
    let mut table = Table {
        service: narrator::table::TableService::new(store, DiceSource::Fair, clock.clone()),
        options: table.options.clone(),
    };
    table.options.guild = played.guild;
    // A channel with only a roll in it has nothing to close.
    let quiet = common::unique_id();
    table.options.channel = quiet;
    table.ok("/roll expression:1d6").await;
    let idle = narrator::table::ENCOUNTER_IDLE;
    clock.advance(89 * DAY_MS);
    // Touched on day 89 (a roll alone is not the encounter's): the FLAIL channel waits
    // 90 days from then.
    table.options.channel = played.channels[0];
    table
        .ok("/adversary add name:Goblin hp:5 defence:1 saves:8 morale:7 th:3 dmg:2")
        .await;
    for &channel in &played.channels {
        assert_eq!(table.service.close_idle(channel, idle).await.unwrap(), None);
    }
    clock.advance(DAY_MS + 1);
    let all = Shards {
        count: 1,
        held: vec![0],
    };
    let listed: Vec<i64> = table
        .service
        .idle_channels(idle, (0, 0), &all, 100)
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.channel)
        .collect();
    for &channel in &played.channels[1..] {
        assert!(listed.contains(&channel), "{channel} not listed");
    }
    assert!(!listed.contains(&played.channels[0]));
    assert_eq!(table.service.close_idle(quiet, idle).await.unwrap(), None);
    assert_eq!(
        table
            .service
            .close_idle(played.channels[0], idle)
            .await
            .unwrap(),
        None
    );
    let games = ["mage-wars", "lotr-lcg", "tornscape", "knowing-zero"];
    for (&channel, game) in played.channels[1..].iter().zip(games) {
        let closed = table
            .service
            .close_idle(channel, idle)
            .await
            .unwrap()
            .unwrap_or_else(|| panic!("{game}: not closed"));
        assert_eq!(closed.ruleset.key(), game);
        assert_eq!(closed.days, 90);
        // Closed once: a second look finds nothing going on.
        assert_eq!(table.service.close_idle(channel, idle).await.unwrap(), None);
        table.options.channel = channel;
        let log = table.ok("/log").await;
        let text = log["text"].as_str().unwrap_or_default();
        assert!(text.contains("closed after 90 days"), "{game}: {text}");
        // The channel is free: another game starts there.
        let other = if game == "tornscape" {
            "mage-wars"
        } else {
            "tornscape"
        };
        table.ok(&format!("/encounter start ruleset:{other}")).await;
    }
    // The FLAIL channel, 90 days after its last action, closes too; /undo reopens it.
    clock.advance(89 * DAY_MS);
    let closed = table
        .service
        .close_idle(played.channels[0], idle)
        .await
        .unwrap()
        .expect("FLAIL closed");
    assert_eq!(closed.ruleset.key(), "flail");
    table.options.channel = played.channels[0];
    table.refused("/encounter show", "err-no-encounter").await;
    table.ok("/undo").await;
    table.ok("/encounter show").await;
}

/// On request: a server's export holds every row of it (by the schema's tables) and its
/// JSON round-trips; a player's holds only their own; a player's deletion removes their
/// own rows and takes their name off the roll log, others' untouched; the server's
/// deletion leaves no row.
async fn owners_export_and_delete_on_request(backend: Backend) {
    let Some(played) = played(backend).await else {
        return;
    };
    let (db, guild, channels) = (&played.db.db, played.guild, &played.channels);
    let mut table = Table {
        service: narrator::table::TableService::new(
            db.store().await,
            DiceSource::Fair,
            played.clock.clone(),
        ),
        options: played.table.options.clone(),
    };
    table.options.guild = guild;
    table.options.user = "rook".into();
    table.ok("/rolls save name:Axe expression:1d8").await;
    table.ok("/roll expression:1d8").await;
    let store = db.store().await;
    let before = rows_of(db, guild, channels).await;

    let export = store.export_rows(Whose::Server(guild)).await.unwrap();
    for (name, count) in &before {
        let exported = export.get(name).map_or(0, Vec::len);
        assert_eq!(exported as i64, *count, "{name}");
    }
    let text = serde_json::to_string(&export).unwrap();
    let back: BTreeMap<String, Vec<serde_json::Value>> = serde_json::from_str(&text).unwrap();
    assert_eq!(back, export);
    // Ids are strings (they pass 2^53); stored states are their text.
    let row = &export["channels"][0];
    assert!(
        row["channel_id"].is_string() && row["state"].is_string(),
        "{row}"
    );

    let gm = narrator::console::user_id("gm");
    let rook = narrator::console::user_id("rook");
    let mine = store
        .export_rows(Whose::Player { guild, user: gm })
        .await
        .unwrap();
    assert_eq!(mine["characters"].len(), 1);
    assert_eq!(mine["saved_rolls"].len(), 1, "{mine:?}");
    assert!(!mine.contains_key("channels") && !mine.contains_key("server_settings"));

    let (deleted, scrubbed) = store.delete_player_now(guild, gm).await.unwrap();
    assert!(deleted >= 2, "{deleted}");
    assert!(scrubbed >= 5, "{scrubbed}");
    let after = store
        .export_rows(Whose::Player { guild, user: gm })
        .await
        .unwrap();
    assert!(after.is_empty(), "{after:?}");
    let pool = pool(db).await;
    let named: i64 = sqlx::query("SELECT COUNT(*) FROM roll_log WHERE user_name = 'gm'")
        .fetch_one(&pool)
        .await
        .unwrap()
        .try_get(0)
        .unwrap();
    assert_eq!(named, 0);
    pool.close().await;
    let theirs = store
        .export_rows(Whose::Player { guild, user: rook })
        .await
        .unwrap();
    assert_eq!(theirs["saved_rolls"].len(), 1);
    assert!(theirs["roll_log"].len() == 1);

    let gone = store.delete_server_now(guild, 3).await.unwrap();
    assert!(gone > 0);
    assert_eq!(total(&rows_of(db, guild, channels).await), 0);
}

/// `/data` through the table: a player exports and deletes only their own; the server's
/// needs its owner (the console's own user); a deletion goes only with the confirmation its
/// own question gave, for its asker and scope, within 15 minutes, and once. After the
/// server's deletion nothing cached brings a channel back: the same service starts afresh.
async fn data_commands_confirm_once_and_only_for_their_asker(backend: Backend) {
    let Some(played) = played(backend).await else {
        return;
    };
    let (db, guild, channels, clock) =
        (&played.db.db, played.guild, &played.channels, &played.clock);
    let mut table = Table {
        service: narrator::table::TableService::new(
            db.store().await,
            DiceSource::Fair,
            clock.clone(),
        ),
        options: played.table.options.clone(),
    };
    table.options.guild = guild;
    table.options.channel = channels[0];
    table.ok("@rook /rolls save name:Axe expression:1d8").await;
    // An export past its bound is refused whole, never cut short.
    let small = Table {
        service: narrator::table::TableService::new(
            db.store().await,
            DiceSource::Fair,
            clock.clone(),
        )
        .with_export_limit(2_000),
        options: table.options.clone(),
    };
    let refused = small
        .refused("/data export scope:server", "err-data-export-too-large")
        .await;
    assert!(
        refused["text"].as_str().unwrap().contains("1 MB"),
        "{refused}"
    );
    small.ok("@rook /data export").await;

    // A player: their own data, not the server's.
    for line in [
        "@rook /data export scope:server",
        "@rook /data delete scope:server",
    ] {
        table.refused(line, "err-data-server-admin").await;
    }
    let export = table.ok("@rook /data export").await;
    let document = &export["export"];
    assert_eq!(document["format"], "narrator-export");
    assert_eq!(document["scope"], "mine");
    let rook = narrator::console::user_id("rook");
    assert_eq!(document["user"], rook.to_string());
    assert_eq!(document["tables"]["saved_rolls"][0]["name"], "Axe");
    assert!(document["tables"].get("channels").is_none(), "{document}");

    // Asked: what would go, and the token; nothing goes yet.
    let asked = table.ok("@rook /data delete").await;
    let token = asked["confirm"].as_str().unwrap().to_owned();
    assert!(
        asked["text"]
            .as_str()
            .unwrap()
            .contains(&format!("confirm:{token}")),
        "{asked}"
    );
    assert!(
        table.ok("@rook /rolls list").await["text"]
            .as_str()
            .unwrap()
            .contains("Axe")
    );
    // Not for anyone else, another scope, or a token made up.
    let at = token.rsplit('.').next().unwrap();
    for forged in [
        format!("@tess /data delete confirm:{token}"),
        format!("@rook /data delete confirm:mine.{}.{at}", rook + 1),
        format!("/data delete scope:server confirm:{token}"),
        "@rook /data delete confirm:mine".to_owned(),
    ] {
        table.refused(&forged, "err-data-confirm-stale").await;
    }
    // Not after 15 minutes.
    clock.advance(15 * 60 * 1000 + 1);
    table
        .refused(
            &format!("@rook /data delete confirm:{token}"),
            "err-data-confirm-stale",
        )
        .await;
    let token = table.ok("@rook /data delete").await["confirm"]
        .as_str()
        .unwrap()
        .to_owned();
    let done = table
        .ok(&format!("@rook /data delete confirm:{token}"))
        .await;
    assert!(done["text"].as_str().unwrap().contains("Deleted"), "{done}");
    assert!(
        !table.ok("@rook /rolls list").await["text"]
            .as_str()
            .unwrap()
            .contains("Axe")
    );
    table
        .refused(
            &format!("@rook /data delete confirm:{token}"),
            "err-data-confirm-used",
        )
        .await;
    let store = db.store().await;
    assert!(
        store
            .export_rows(Whose::Player { guild, user: rook })
            .await
            .unwrap()
            .is_empty()
    );

    // The server's, by its owner: every row goes, and the channels play again at once.
    table.ok("/encounter show").await;
    let token = table.ok("/data delete scope:server").await["confirm"]
        .as_str()
        .unwrap()
        .to_owned();
    table
        .ok(&format!("/data delete scope:server confirm:{token}"))
        .await;
    assert_eq!(total(&rows_of(db, guild, channels).await), 0);
    table.refused("/encounter show", "err-no-encounter").await;
    table.ok("/encounter start ruleset:flail").await;
}
