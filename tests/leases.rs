//! Shard leases on PostgreSQL, two holders in one test process: a survivor takes a silent
//! holder's shards over within the bound, and a paused holder's write is refused once its
//! epoch moved on; a bot that claims several shards identifies each one with the shard
//! count; and a bot whose lease lapses answers the events still arriving once each (on a
//! private server). Skipped with a notice without `TEST_DATABASE_URL` (the private server's
//! test, without PostgreSQL's binaries).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;
mod e2e_bot;
mod fake_discord;
mod private_pg;

use std::sync::Arc;
use std::time::{Duration, Instant};

use narrator::store::{Leases, Store, WriteError};

fn postgres_url() -> Option<String> {
    match std::env::var("TEST_DATABASE_URL") {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => {
            eprintln!(
                "NOTICE: TEST_DATABASE_URL is not set: the shard lease tests are skipped (they pass without running)"
            );
            None
        }
    }
}

/// Clears the leases of `shards` shards. Each test uses its own shard count (2, 5, 6, 7:
/// counts no other test runs a bot with), so the tests keep apart on the shared database.
async fn fresh_shard_count(shards: u32) -> u32 {
    let mut conn = connect().await;
    for table in [
        "DELETE FROM shard_leases WHERE shard_count = $1",
        "DELETE FROM lease_holders WHERE shard_count = $1",
    ] {
        sqlx::query(table)
            .bind(i64::from(shards))
            .execute(&mut conn)
            .await
            .unwrap();
    }
    shards
}

/// A plain connection beside the stores, to look at or change lease rows directly.
async fn connect() -> sqlx::AnyConnection {
    use sqlx::Connection;
    sqlx::any::install_default_drivers();
    sqlx::AnyConnection::connect(&postgres_url().unwrap())
        .await
        .unwrap()
}

/// Ticks `leases` every interval until aborted: a live process.
fn keep(leases: Arc<Leases>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            leases.tick().await;
            tokio::time::sleep(leases.interval()).await;
        }
    })
}

async fn wait_until(limit: Duration, mut done: impl FnMut() -> bool) -> Option<Duration> {
    let start = Instant::now();
    while start.elapsed() < limit {
        if done() {
            return Some(start.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    done().then(|| start.elapsed())
}

const LIFETIME: Duration = Duration::from_secs(2);

#[tokio::test]
async fn a_survivor_takes_a_silent_holders_shards_over_within_the_lifetime() {
    let Some(url) = postgres_url() else { return };
    let (a_store, b_store) = (
        Store::connect(Some(&url)).await.unwrap(),
        Store::connect(Some(&url)).await.unwrap(),
    );
    let count = fresh_shard_count(7).await;
    let a = Arc::new(Leases::new(&a_store, count, LIFETIME, "test-a"));
    let b = Arc::new(Leases::new(&b_store, count, LIFETIME, "test-b"));
    let a_task = keep(a.clone());
    let b_task = keep(b.clone());

    // Both live: the shards spread over them, none held twice.
    let spread = wait_until(Duration::from_secs(10), || {
        let (sa, sb) = (a.serving(), b.serving());
        sa.len() + sb.len() == count as usize
            && sa.is_disjoint(&sb)
            && !sa.is_empty()
            && !sb.is_empty()
    })
    .await;
    assert!(
        spread.is_some(),
        "shards did not spread: a {:?}, b {:?}",
        a.serving(),
        b.serving()
    );

    // A stops renewing (a kill -9): B holds every shard within the lifetime and a round.
    a_task.abort();
    let a_had = a.serving();
    let took = wait_until(LIFETIME * 3, || b.serving().len() == count as usize).await;
    let bound = LIFETIME + b.interval() * 2 + Duration::from_millis(500);
    match took {
        Some(took) => assert!(took <= bound, "takeover took {took:?}, bound {bound:?}"),
        None => panic!(
            "B never took A's shards {a_had:?} over: B serves {:?}",
            b.serving()
        ),
    }
    // A's own view lapsed by its monotonic clock: it serves nothing any more.
    assert!(a.serving().is_empty(), "A still serves {:?}", a.serving());
    b_task.abort();
    b.release_all().await;
}

use common::bare_action as action;

#[tokio::test]
async fn a_paused_holders_write_is_refused_after_a_takeover() {
    let Some(url) = postgres_url() else { return };
    let (a_store, b_store) = (
        Store::connect(Some(&url)).await.unwrap(),
        Store::connect(Some(&url)).await.unwrap(),
    );
    let count = fresh_shard_count(5).await;
    let a = Arc::new(Leases::new(&a_store, count, LIFETIME, "test-a"));
    let b = Arc::new(Leases::new(&b_store, count, LIFETIME, "test-b"));
    a_store.use_leases(a.clone());
    b_store.use_leases(b.clone());
    let (guild, channel) = (common::unique_id(), common::unique_id());

    // A alone holds every shard and writes.
    a.tick().await;
    assert_eq!(a.serving().len(), count as usize);
    a_store.commit(action(channel, guild, 0)).await.unwrap();
    // B, not holding the shard, is refused before reaching the database.
    assert!(matches!(
        b_store.commit(action(channel, guild, 1)).await,
        Err(WriteError::LeaseLost)
    ));

    // A takes its epoch, then pauses past the lease; B takes the shard over.
    let old = a.fence(guild).unwrap();
    let took = wait_until(LIFETIME * 3, || false).await; // let the lease expire
    assert!(took.is_none());
    b.tick().await;
    assert!(b.fresh(old.shard), "B did not take the shard over");
    let new = b.fence(guild).unwrap();
    assert!(new.epoch > old.epoch);

    // A wakes and sends its write under the old epoch: the database refuses it.
    assert!(matches!(
        a_store
            .commit_fenced(action(channel, guild, 1), Some(old))
            .await,
        Err(WriteError::LeaseLost)
    ));
    let row = a_store.load_channel(channel).await.unwrap().unwrap();
    assert_eq!((row.version, row.state.as_str()), (1, "state 1"));
    // A's own lease view lapsed too, so its next write is refused at once.
    assert!(matches!(
        a_store.commit(action(channel, guild, 1)).await,
        Err(WriteError::LeaseLost)
    ));
    // The new holder writes.
    b_store.commit(action(channel, guild, 1)).await.unwrap();
    let row = b_store.load_channel(channel).await.unwrap().unwrap();
    assert_eq!((row.version, row.state.as_str()), (2, "state 2"));
    b.release_all().await;
}

#[tokio::test]
async fn a_write_racing_a_takeover_waits_for_it_and_is_refused() {
    // The commit reads the lease row FOR SHARE: a write that starts while a takeover is
    // raising the epoch waits for it, then sees the new epoch and writes nothing.
    let Some(url) = postgres_url() else { return };
    let store = Store::connect(Some(&url)).await.unwrap();
    let count = fresh_shard_count(6).await;
    let a = Arc::new(Leases::new(&store, count, LIFETIME, "test-a"));
    a.tick().await;
    assert_eq!(a.serving().len(), count as usize);
    store.use_leases(a.clone());
    let (guild, channel) = (common::unique_id(), common::unique_id());
    let fence = a.fence(guild).unwrap();

    // Another process's takeover, not yet committed.
    let mut conn = connect().await;
    sqlx::query("BEGIN").execute(&mut conn).await.unwrap();
    sqlx::query("UPDATE shard_leases SET epoch = epoch + 1 WHERE shard_count = $1 AND shard = $2")
        .bind(i64::from(count))
        .bind(i64::from(fence.shard))
        .execute(&mut conn)
        .await
        .unwrap();
    let write = {
        let store = store.clone();
        tokio::spawn(async move { store.commit(action(channel, guild, 0)).await })
    };
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        !write.is_finished(),
        "the write did not wait for the takeover in progress"
    );
    sqlx::query("COMMIT").execute(&mut conn).await.unwrap();
    let result = tokio::time::timeout(Duration::from_secs(10), write)
        .await
        .unwrap()
        .unwrap();
    assert!(matches!(result, Err(WriteError::LeaseLost)), "{result:?}");
    assert!(store.load_channel(channel).await.unwrap().is_none());
    a.release_all().await;
}

/// A bot that claims every shard starts the first with the client and the others beside
/// it. Each must identify with the shard count: Discord closes a session whose `shard`
/// pair names none (4010 Invalid Shard). The others used to start before the client had
/// set the count, and the client's start then stopped them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_claiming_several_shards_identifies_each_with_the_shard_count() {
    let Some(url) = postgres_url() else { return };
    let count = fresh_shard_count(2).await;
    // The start raced: a few starts, so a wrong order would show.
    for _ in 0..3 {
        let fake = fake_discord::FakeDiscord::start().await;
        let vars = [
            ("DISCORD_TOKEN", fake_discord::TOKEN.to_owned()),
            ("DISCORD_API_BASE", fake.api_base()),
            ("DATABASE_URL", url.clone()),
            ("SHARD_COUNT", count.to_string()),
        ];
        let config = narrator::discord::Config::from_lookup(|name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.clone())
        })
        .unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        // Run on the test's own thread, as the binary runs the bot on its main thread: the
        // tasks the bot spawns then run beside it on the workers, not after it.
        let bot =
            narrator::discord::run_with(config, narrator::table::DiceSource::Fair, async move {
                let _ = stopped.await;
            });
        let watch = async {
            let all_up = wait_until(Duration::from_secs(30), || {
                fake.shards_ready().len() == count as usize
            })
            .await;
            let up = fake.shards_ready();
            let _ = stop.send(());
            (all_up, up)
        };
        let (_, (all_up, up)) = tokio::join!(bot, watch);
        let identifies = fake.identifies();
        assert!(
            all_up.is_some(),
            "shards up: {up:?}, identified as (shard, count): {identifies:?}"
        );
        assert!(
            identifies
                .iter()
                .all(|&(shard, total)| total == u64::from(count) && shard < total),
            "identified as (shard, count): {identifies:?}"
        );
    }
}

/// A lease lost while its shard still delivers events: each interaction that arrives in
/// that window is answered once, with "being handed over" and nothing done, unless another
/// process recorded it first (then that one answers, and this one is silent); delivered
/// again once the shard is held again, an interaction answered so never runs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moving_lease_answers_the_events_in_flight_once() {
    use e2e_bot::{Bot, CHANNEL, gm, text};
    use sqlx::Connection;
    // A server of its own: the bot's interaction ids and characters start afresh each run.
    let Some(pg) = private_pg::PrivatePg::start() else {
        return;
    };
    let url = pg.url();
    let connect = || async {
        sqlx::any::install_default_drivers();
        sqlx::AnyConnection::connect(&url).await.unwrap()
    };
    let count = 1u32;
    let shards = count.to_string();
    let bot = Bot::start_vars(
        "2000",
        true,
        Some(&url),
        &[("SHARD_COUNT", shards.as_str()), ("SHARD_LEASE_SECS", "2")],
    )
    .await;
    bot.rook_against_the_knight("/encounter start ruleset:flail")
        .await;
    let answers = |id: u64| -> Vec<String> {
        let path = format!("/interactions/{id}/");
        bot.fake
            .requests()
            .into_iter()
            .filter(|r| r.path.contains(&path))
            .map(|r| r.body.to_string())
            .collect()
    };
    // Another process holds the lease row: this process cannot renew, and its lease
    // lapses while its shard is still connected.
    let mut thief = connect().await;
    let mut lock = thief.begin().await.unwrap();
    sqlx::query("SELECT shard FROM shard_leases WHERE shard_count = $1 FOR UPDATE")
        .bind(i64::from(count))
        .execute(&mut *lock)
        .await
        .unwrap();
    let moved = "handed over to another instance";
    let mut first_moved = None;
    let mut reads = Vec::new();
    let began = Instant::now();
    while first_moved.is_none() && began.elapsed() < Duration::from_secs(8) {
        let interaction = bot.interaction_for(&gm(), "/roll expression:1d6", None);
        let id = bot.id_of(&interaction);
        assert!(
            bot.fake.dispatch_now("INTERACTION_CREATE", interaction),
            "the shard stopped before any event was answered as moved"
        );
        tokio::time::sleep(Duration::from_millis(40)).await;
        if answers(id).iter().any(|a| a.contains(moved)) {
            first_moved = Some(id);
        }
        reads.push(id);
    }
    assert!(first_moved.is_some(), "no event answered as moved");
    // In the same window: one interaction another process recorded first, and one action.
    let recorded_elsewhere = bot.interaction_for(&gm(), "/roll expression:1d8", None);
    let recorded_id = bot.id_of(&recorded_elsewhere);
    let mut other = connect().await;
    sqlx::query(
        "INSERT INTO action_interactions (interaction_id, channel_id, version, created_at)
         VALUES ($1, $2, 0, $3)",
    )
    .bind(i64::try_from(recorded_id).unwrap())
    .bind(i64::try_from(CHANNEL).unwrap())
    .bind(
        i64::try_from(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis(),
        )
        .unwrap(),
    )
    .execute(&mut other)
    .await
    .unwrap();
    let action = bot.interaction_for(&gm(), "/damage target:Knight amount:3", None);
    let action_id = bot.id_of(&action);
    assert!(
        bot.fake
            .dispatch_now("INTERACTION_CREATE", recorded_elsewhere)
    );
    assert!(bot.fake.dispatch_now("INTERACTION_CREATE", action.clone()));
    bot.fake
        .wait_request(|r| r.path.contains(&format!("/interactions/{action_id}/")))
        .await;
    let answered = answers(action_id);
    assert_eq!(answered.len(), 1, "{answered:?}");
    assert!(answered[0].contains(moved), "{answered:?}");
    // Every event in flight was answered once at most: moved, or served before the lease
    // lapsed.
    for id in reads.iter().chain([&action_id]) {
        assert!(answers(*id).len() <= 1, "{id}: {:?}", answers(*id));
    }
    // The lease comes back (claimed again, the shard started again if it had stopped):
    // a roll is served once more.
    lock.rollback().await.unwrap();
    let served_again = Instant::now();
    loop {
        let roll = bot.run(&gm(), "/roll expression:1d4").await;
        if !text(&roll).contains(moved) {
            break;
        }
        assert!(
            served_again.elapsed() < Duration::from_secs(10),
            "never served again"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(
        answers(recorded_id).is_empty(),
        "recorded by another process first, so that one answers: {:?}",
        answers(recorded_id)
    );
    // Discord delivers the moved action again: it is not run, nor answered.
    bot.fake.dispatch("INTERACTION_CREATE", action).await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(answers(action_id).len(), 1, "{:?}", answers(action_id));
    let next = bot.ok(&gm(), "/damage target:Knight amount:1").await;
    assert!(
        text(&next).contains("(19/20)"),
        "the moved damage never applied: {}",
        text(&next)
    );
    assert_eq!(bot.stop().await, 0);
}
