//! Pending choices' deadlines through the real bot against the fake Discord, with the real
//! timer counting `/settings choice-timeout:` in seconds: a Tornscape pause reaches its
//! deadline with the bot restarted in between and the default is posted once; the halfway
//! reminder pings the chooser only when `ping-turns` allows; where the bot may not post,
//! the next reply carries what the timer had to say; with two processes scanning
//! the same deadlines (PostgreSQL), the default is taken and posted once.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;
mod private_pg;

use std::time::Duration;

use e2e_bot::*;
use narrator::table::DiceSource;
use serde_json::Value;

/// Seconds, not minutes: the real timer runs in the test's time.
const SECONDS: (&str, &str) = ("CHOICE_TIMEOUT_UNIT_SECS", "1");

async fn timed_bot(url: Option<&str>, extra: &[(&'static str, &str)]) -> Bot {
    let mut vars = vec![SECONDS];
    vars.extend_from_slice(extra);
    let bot = Bot::start_vars("2000", true, url, &vars).await;
    bot.play_games(&["flail", "tornscape"]).await;
    bot
}

/// Torgvar (Rook's) attacks Noxtiis (Tess's): the attack waits for Tess's reaction.
async fn tess_must_react(bot: &Bot) {
    let (host, rook, tess) = (gm(), rook(), tess());
    bot.ok(&host, "/encounter start ruleset:tornscape").await;
    bot.ok(
        &rook,
        "/tornscape miniature name:Torgvar life:9 defense:1 agility:1",
    )
    .await;
    bot.ok(
        &rook,
        "/tornscape tile miniature:Torgvar name:Dagger attack:3 damage:1",
    )
    .await;
    bot.ok(
        &tess,
        "/tornscape miniature name:Noxtiis life:9 defense:1 agility:1",
    )
    .await;
    bot.ok(
        &tess,
        "/tornscape tile miniature:Noxtiis name:Claws attack:3 damage:1",
    )
    .await;
    attack(
        bot,
        &rook,
        "/attack as:Torgvar target:Noxtiis weapon:Dagger",
    )
    .await;
}

async fn attack(bot: &Bot, who: &Who, line: &str) {
    let reply = bot.ok(who, line).await;
    assert!(text(&reply).contains("Waiting for"), "{}", text(&reply));
    // The reply says when the default comes, in each reader's own clock.
    let note = reply.body["data"]["content"].as_str().unwrap_or_default();
    assert!(
        note.contains("default is taken <t:") && note.ends_with(":R>."),
        "{note}"
    );
}

/// Every message the bot sent (a follow-up or a channel post) whose text has `words`.
fn sent_with(bot: &Bot, words: &str) -> Vec<Value> {
    bot.fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "POST" && !r.path.ends_with("/callback"))
        .filter(|r| r.body.to_string().contains(words))
        .map(|r| r.body)
        .collect()
}

/// Waits until `count` messages with `words` were sent, for at most `within`.
async fn wait_sent(bot: &Bot, words: &str, count: usize, within: Duration) -> Vec<Value> {
    let start = std::time::Instant::now();
    loop {
        let sent = sent_with(bot, words);
        if sent.len() >= count || start.elapsed() > within {
            return sent;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn pinged_users(body: &Value) -> Vec<String> {
    body["allowed_mentions"]["users"]
        .as_array()
        .map(|users| {
            users
                .iter()
                .filter_map(|u| {
                    u.as_str()
                        .map(str::to_owned)
                        .or_else(|| Some(u.to_string()))
                })
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pause_reaches_its_deadline_across_a_restart_and_the_default_is_posted_once() {
    let mut bot = timed_bot(None, &[]).await;
    bot.ok(&gm(), "/settings choice-timeout:4").await;
    tess_must_react(&bot).await;
    // The process that saw the pause goes; the next one finds the deadline stored.
    bot.restart().await;
    let notices = wait_sent(&bot, "did not answer", 1, Duration::from_secs(20)).await;
    assert_eq!(notices.len(), 1, "the default is posted: {notices:?}");
    let notice = notices[0].to_string();
    assert!(notice.contains("tess did not answer in 4 s"), "{notice}");
    // After the restart no interaction of the pause's lives in this process: a post.
    assert!(
        bot.fake.requests().iter().any(|r| r.method == "POST"
            && r.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
            && r.body.to_string().contains("did not answer")),
        "posted in the channel"
    );
    // The default was taken as Tess's own action: nothing waits for her any more.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(
        sent_with(&bot, "did not answer").len(),
        1,
        "posted once, not again"
    );
    let shown = bot.run(&gm(), "/encounter show").await;
    let board = bot
        .fake
        .channel_messages(CHANNEL)
        .iter()
        .rev()
        .find(|m| m["embeds"][0]["title"].is_string())
        .map(message_text)
        .unwrap_or_default();
    assert!(
        !board.contains("Waiting for tess") && !text(&shown).contains("Waiting for tess"),
        "the pause is over: {board}"
    );
    let undo = bot.run(&gm(), "/log").await;
    assert!(!text(&undo).is_empty());
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_the_bot_may_not_post_the_next_reply_carries_the_default() {
    let mut bot = timed_bot(None, &[]).await;
    bot.ok(&gm(), "/settings choice-timeout:2").await;
    tess_must_react(&bot).await;
    // No interaction of the pause's lives after a restart, and the channel refuses posts.
    bot.fake.refuse_posts(CHANNEL);
    bot.restart().await;
    // Every choice of the exchange runs out (each 2 s); nothing reaches the channel.
    tokio::time::sleep(Duration::from_secs(9)).await;
    assert!(
        bot.fake
            .channel_messages(CHANNEL)
            .iter()
            .all(|m| !m.to_string().contains("did not answer")),
        "nothing was posted"
    );
    let carol = Who::player(104, "carol", "en-US");
    let reply = bot
        .ok(
            &carol,
            "/tornscape miniature name:Cora life:9 defense:0 agility:0",
        )
        .await;
    assert!(
        text(&reply).contains("tess did not answer in 2 s"),
        "the next reply carries it: {}",
        text(&reply)
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_halfway_reminder_pings_only_when_ping_turns_allows() {
    let bot = timed_bot(None, &[]).await;
    bot.ok(&gm(), "/settings choice-timeout:4 ping-turns:false")
        .await;
    tess_must_react(&bot).await;
    let reminders = wait_sent(&bot, "a choice waits for you", 1, Duration::from_secs(10)).await;
    let [reminder] = reminders.as_slice() else {
        panic!("one reminder: {reminders:?}");
    };
    assert!(reminder["content"].is_null(), "no mention: {reminder}");
    assert!(pinged_users(reminder).is_empty(), "no ping: {reminder}");
    assert!(reminder.to_string().contains("tess"), "{reminder}");
    // While the pausing interaction lives, it goes as its follow-up (a webhook).
    assert!(
        bot.fake.requests().iter().any(|r| r.method == "POST"
            && r.path.contains("/webhooks/")
            && r.body.to_string().contains("a choice waits for you")),
        "a follow-up"
    );
    let defaults = wait_sent(&bot, "did not answer", 1, Duration::from_secs(10)).await;
    assert_eq!(defaults.len(), 1, "{defaults:?}");

    // With pings allowed, the next pause's reminder pings its chooser (Rook's player), once.
    bot.ok(&gm(), "/settings ping-turns:true").await;
    let _ = bot.run(&rook(), "/next").await;
    attack(
        &bot,
        &tess(),
        "/attack as:Noxtiis target:Torgvar weapon:Claws",
    )
    .await;
    let reminders = wait_sent(&bot, "a choice waits for you", 2, Duration::from_secs(10)).await;
    assert_eq!(reminders.len(), 2, "{reminders:?}");
    let pinged = &reminders[1];
    let rook_id = rook().user_id;
    assert_eq!(pinged["content"], format!("<@{rook_id}>"), "{pinged}");
    assert_eq!(pinged_users(pinged), vec![rook_id.to_string()], "{pinged}");
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_scanning_the_same_deadline_post_its_default_once() {
    let Some(pg) = private_pg::PrivatePg::start() else {
        return;
    };
    let url = pg.url();
    // Both processes run shard 0 and scan its deadlines: only the version fence keeps the
    // default from being taken twice.
    let pinned = [("SHARDS", "0"), ("SHARD_COUNT", "1")];
    let bot = timed_bot(Some(&url), &pinned).await;
    let (second_stop, second) = launch(&bot.fake, bot.config(), DiceSource::Fair).await;
    bot.ok(&gm(), "/settings choice-timeout:3").await;
    tess_must_react(&bot).await;
    let defaults = wait_sent(&bot, "did not answer", 1, Duration::from_secs(15)).await;
    assert_eq!(defaults.len(), 1, "{defaults:?}");
    // Both scans have run many times since.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(
        sent_with(&bot, "did not answer").len(),
        1,
        "the default went once"
    );
    let _ = second_stop.send(());
    let code = tokio::time::timeout(Duration::from_secs(20), second)
        .await
        .expect("the second process stops")
        .expect("its task");
    assert_eq!(code, 0);
    assert_eq!(bot.stop().await, 0);
}
