//! Departures read from the gateway, whole bot against the fake Discord: GUILD_DELETE
//! starts a server's grace and GUILD_CREATE ends it, an outage (`unavailable`) does not;
//! CHANNEL_DELETE and THREAD_DELETE start a channel's; a server the database keeps but
//! READY no longer lists (and that sent nothing within the grace) is taken as left. What
//! the graces then remove is shown with a hand-moved clock in `tests/retention.rs`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use std::time::{Duration, Instant};

use e2e_bot::*;
use e2e_bot::{CHANNEL, GAMES};
use fake_discord::{GUILD_ID, fixtures};
use serde_json::json;
use sqlx::Row;

async fn count(pool: &sqlx::AnyPool, sql: &'static str, id: i64) -> i64 {
    sqlx::query(sql)
        .bind(id)
        .fetch_one(pool)
        .await
        .unwrap()
        .try_get(0)
        .unwrap()
}

/// Waits (at most 20 s) until the query counts `want` rows.
async fn until(pool: &sqlx::AnyPool, sql: &'static str, id: i64, want: i64) {
    let began = Instant::now();
    loop {
        let got = count(pool, sql, id).await;
        if got == want {
            return;
        }
        assert!(
            began.elapsed() < Duration::from_secs(20),
            "{sql} [{id}]: {got}, not {want}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

const SERVER_LEFT: &str = "SELECT COUNT(*) FROM server_departures WHERE guild_id = $1";
const CHANNEL_GONE: &str = "SELECT COUNT(*) FROM channel_departures WHERE channel_id = $1";

async fn pool(bot: &Bot) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    sqlx::AnyPool::connect(&bot.database_url().unwrap())
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn departures_come_from_the_gateway_and_an_outage_is_not_one() {
    let bot = Bot::start().await;
    bot.ok(&gm(), "/roll expression:1d20").await;
    let pool = pool(&bot).await;
    let guild = GUILD_ID as i64;
    let channel: i64 = sqlx::query("SELECT channel_id FROM roll_log WHERE guild_id = $1")
        .bind(guild)
        .fetch_one(&pool)
        .await
        .unwrap()
        .try_get(0)
        .unwrap();

    bot.fake
        .dispatch("GUILD_DELETE", json!({ "id": GUILD_ID.to_string() }))
        .await;
    until(&pool, SERVER_LEFT, guild, 1).await;
    bot.fake
        .dispatch("GUILD_CREATE", fixtures::guild_create(GUILD_ID))
        .await;
    until(&pool, SERVER_LEFT, guild, 0).await;

    // An outage: the server is unavailable, not left.
    bot.fake
        .dispatch(
            "GUILD_DELETE",
            json!({ "id": GUILD_ID.to_string(), "unavailable": true }),
        )
        .await;
    bot.fake
        .dispatch(
            "CHANNEL_DELETE",
            fixtures::channel_delete(GUILD_ID, channel as u64),
        )
        .await;
    until(&pool, CHANNEL_GONE, channel, 1).await;
    let thread = channel + 7;
    bot.fake
        .dispatch(
            "THREAD_DELETE",
            fixtures::thread_delete(GUILD_ID, thread as u64, channel as u64),
        )
        .await;
    until(&pool, CHANNEL_GONE, thread, 1).await;
    assert_eq!(count(&pool, SERVER_LEFT, guild).await, 0);
    // The channel's data stays through its grace.
    assert_eq!(
        count(
            &pool,
            "SELECT COUNT(*) FROM roll_log WHERE channel_id = $1",
            channel
        )
        .await,
        1
    );
    pool.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_gone_while_the_bot_was_away_is_found_at_ready() {
    let mut bot = Bot::start().await;
    bot.ok(&gm(), "/roll expression:1d20").await;
    let pool = pool(&bot).await;
    // A server the database keeps (on shard 0 of 1) that never spoke and is not listed.
    let gone: i64 = 930_000_000_000_000_001;
    sqlx::query(
        "INSERT INTO saved_rolls (guild_id, owner_id, name_key, name, expression, updated_at) \
         VALUES ($1, 5, 'axe', 'Axe', '1d8', 0)",
    )
    .bind(gone)
    .execute(&pool)
    .await
    .unwrap();
    bot.restart().await;
    until(&pool, SERVER_LEFT, gone, 1).await;
    // The test's own server is listed (and spoke): not left.
    assert_eq!(count(&pool, SERVER_LEFT, GUILD_ID as i64).await, 0);
    pool.close().await;
}

/// The embeds' descriptions of the channel's messages, as players read them.
fn descriptions(bot: &Bot) -> Vec<String> {
    bot.fake
        .channel_messages(CHANNEL)
        .iter()
        .flat_map(|m| m["embeds"].as_array().cloned().unwrap_or_default())
        .filter_map(|e| e["description"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_encounter_is_closed_and_its_tracker_says_so_in_every_game() {
    // Two seconds untouched stand for 90 days; the scan runs every second.
    let bot = Bot::start_vars(
        "1500",
        true,
        None,
        &[("ENCOUNTER_IDLE_SECS", "2"), ("PURGE_EVERY_SECS", "1")],
    )
    .await;
    bot.play_games(&GAMES).await;
    let starts = GAMES.map(|game| match game {
        "knowing-zero" => {
            format!(r#"/encounter start ruleset:{game} extra:"attacker:<@101> defender:<@102>""#)
        }
        _ => format!("/encounter start ruleset:{game}"),
    });
    for (i, start) in starts.iter().enumerate() {
        bot.ok(&gm(), start).await;
        // The tracker goes up in the channel (a view: the encounter stays untouched).
        bot.ok(&gm(), "/encounter show").await;
        let began = Instant::now();
        loop {
            let closed = descriptions(&bot)
                .iter()
                .filter(|d| d.contains("The encounter was closed after"))
                .count();
            if closed > i {
                break;
            }
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "{start}: no tracker says it was closed: {:#?}",
                descriptions(&bot)
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // Nothing runs any more: the next game starts in the same channel.
        let log = bot.ok(&gm(), "/log").await;
        assert!(text(&log).contains("closed after"), "{}", text(&log));
    }
}
