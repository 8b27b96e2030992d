//! Shard leases on PostgreSQL, two holders in one test process: a survivor takes a silent
//! holder's shards over within the bound, and a paused holder's write is refused once its
//! epoch moved on; and a bot that claims several shards identifies each one with the shard
//! count. Skipped with a notice without `TEST_DATABASE_URL`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;
mod e2e_bot;
mod fake_discord;

use std::sync::Arc;
use std::time::{Duration, Instant};

use narrator::store::{ActionWrite, Leases, Store, WriteError};

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

fn action(channel: i64, guild: i64, expected_version: i64) -> ActionWrite {
    ActionWrite {
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
    }
}

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
