//! A reply tells what really happened, however Discord answers: a committed action whose
//! answer fails is answered again (or posted in the channel), never with an error that
//! would have the user apply it twice; an answer Discord already took is not sent again.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;
use fake_discord::{HttpFault, Recorded};

const START: &str = "/encounter start ruleset:flail";

/// Every request to this interaction's callback, in order.
fn callbacks(bot: &Bot, id: u64) -> Vec<Recorded> {
    let path = format!("/interactions/{id}/");
    bot.fake
        .requests()
        .into_iter()
        .filter(|r| r.path.contains(&path) && r.path.ends_with("/callback"))
        .collect()
}

/// Edits of the bot's own channel messages so far (the tracker's).
fn channel_edits(bot: &Bot) -> usize {
    bot.fake.message_edits(CHANNEL)
}

/// Every error embed the bot sent, anywhere.
fn errors_sent(bot: &Bot) -> Vec<String> {
    bot.fake
        .requests()
        .iter()
        .filter(|r| {
            [&r.body["data"]["embeds"], &r.body["embeds"]]
                .iter()
                .flat_map(|e| e.as_array().into_iter().flatten())
                .any(|e| e["color"].as_u64() == Some(ERROR_COLOUR))
        })
        .map(ToString::to_string)
        .collect()
}

/// Discord delivers `interaction` again: the bot sends nothing for it.
async fn deliver_again_unanswered(bot: &Bot, interaction: serde_json::Value) {
    let before = bot.fake.requests().len();
    bot.fake.dispatch("INTERACTION_CREATE", interaction).await;
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    let after: Vec<String> = bot.fake.requests()[before..]
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        after.is_empty(),
        "the second delivery was answered: {after:?}"
    );
}

/// The Knight's HP after one more point of damage: 16/20 when the faulted 3 were applied
/// exactly once.
async fn assert_applied_once(bot: &Bot) {
    let next = bot.ok(&gm(), "/damage target:Knight amount:1").await;
    assert!(text(&next).contains("(16/20)"), "{}", text(&next));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_500_on_the_answer_of_a_committed_action_is_answered_again_with_its_outcome() {
    let bot = Bot::start().await;
    bot.rook_against_the_knight(START).await;
    bot.fake
        .inject(HttpFault::server_error("POST", "/callback", 1));
    let (id, first) = bot.line(&gm(), "/damage target:Knight amount:3").await;
    assert_eq!(first.status, 500, "{first}");
    // The bot tries again within Discord's 3 s, with the outcome.
    let again = bot
        .fake
        .wait_request(|r| r.path.contains(&format!("/interactions/{id}/")) && r.status < 300)
        .await;
    assert!(text(&again).contains("Knight"), "{}", text(&again));
    assert_ne!(colour(&again), Some(ERROR_COLOUR), "{}", text(&again));
    assert_eq!(callbacks(&bot, id).len(), 2);
    assert!(errors_sent(&bot).is_empty(), "{:?}", errors_sent(&bot));
    assert_applied_once(&bot).await;
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_discord_took_though_it_answered_500_is_not_sent_again() {
    let bot = Bot::start().await;
    bot.rook_against_the_knight(START).await;
    // Discord shows the answer, but its reply to the bot is lost: the retry hears 40060.
    bot.fake
        .inject(HttpFault::server_error("POST", "/callback", 1).applied());
    let (id, first) = bot.line(&gm(), "/damage target:Knight amount:3").await;
    assert_eq!(first.status, 500, "{first}");
    let retry = bot
        .fake
        .wait_request(|r| r.path.contains(&format!("/interactions/{id}/")) && r.status == 400)
        .await;
    assert_eq!(retry.status, 400, "{retry}");
    // Nothing more for this interaction: no follow-up, no channel post, no error.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let token = fake_discord::fixtures::token_for(id);
    let more: Vec<String> = bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.path.contains(&token) && !r.path.ends_with("/callback"))
        .map(ToString::to_string)
        .collect();
    assert!(more.is_empty(), "{more:?}");
    assert!(errors_sent(&bot).is_empty(), "{:?}", errors_sent(&bot));
    assert!(
        bot.fake.violations().is_empty(),
        "{:?}",
        bot.fake.violations()
    );
    assert_applied_once(&bot).await;
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_that_cannot_go_goes_as_a_channel_post() {
    let bot = Bot::start().await;
    bot.rook_against_the_knight(START).await;
    // The interaction cannot be answered at all within its 3 s.
    bot.fake
        .inject(HttpFault::server_error("POST", "/callback", 100));
    let (id, _) = bot.line(&gm(), "/damage target:Knight amount:3").await;
    let posted = bot
        .fake
        .wait_request(|r| {
            r.method == "POST"
                && r.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
                && r.body.to_string().contains("Knight")
        })
        .await;
    assert_eq!(posted.status, 200, "{posted}");
    assert!(callbacks(&bot, id).len() > 1, "tried again first");
    assert!(errors_sent(&bot).is_empty(), "{:?}", errors_sent(&bot));
    // Faults left over do not touch the rest of the test.
    bot.fake.clear_faults();
    assert_applied_once(&bot).await;
    assert_eq!(bot.stop().await, 0);
}

/// Discord delivers an interaction again (after a resume). The first delivery was refused
/// ("no such adversary"); by the second the adversary exists. The second must not apply
/// it, nor answer again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_interaction_delivered_again_is_not_run_on_newer_state() {
    let bot = Bot::start().await;
    bot.rook_against_the_knight(START).await;
    let interaction = bot.interaction_for(&gm(), "/damage target:Ogre amount:3", None);
    let refused = bot.fake.interact(interaction.clone()).await;
    assert_refused(&refused, "no Ogre yet");
    bot.ok(
        &gm(),
        "/adversary add name:Ogre hp:20 defence:0 saves:10 morale:9 th:6 dmg:5",
    )
    .await;
    deliver_again_unanswered(&bot, interaction).await;
    // The Ogre is untouched: its first damage leaves it at 19/20.
    let next = bot.ok(&gm(), "/damage target:Ogre amount:1").await;
    assert!(text(&next).contains("(19/20)"), "{}", text(&next));
    assert!(
        bot.fake.violations().is_empty(),
        "{:?}",
        bot.fake.violations()
    );
    assert_eq!(bot.stop().await, 0);
}

/// A delivery refused by the per-user rate limit is recorded like a refusal at the table:
/// delivered again once the user may act, it is neither run nor answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_interaction_delivered_again_is_not_run() {
    let bot = Bot::start().await;
    bot.rook_against_the_knight(START).await;
    let mut refused = None;
    for _ in 0..200 {
        // Reads spend the allowance; the action comes right after the first refusal.
        let roll = bot.run(&gm(), "/roll expression:1d6").await;
        if !text(&roll).contains("Slow down") {
            continue;
        }
        let interaction = bot.interaction_for(&gm(), "/damage target:Knight amount:3", None);
        let answer = bot.fake.interact(interaction.clone()).await;
        if text(&answer).contains("Slow down") {
            assert_refused(&answer, "rate-limited");
            refused = Some(interaction);
            break;
        }
    }
    let interaction = refused.expect("the rate limit refused an action");
    // The allowance refills; Discord delivers the refused interaction again.
    tokio::time::sleep(std::time::Duration::from_millis(2_000)).await;
    deliver_again_unanswered(&bot, interaction).await;
    let next = bot.ok(&gm(), "/damage target:Knight amount:1").await;
    assert!(
        text(&next).contains("(19/20)"),
        "the refused damage was never applied: {}",
        text(&next)
    );
    assert_eq!(bot.stop().await, 0);
}

/// The tracker's edits meet a 429, then a 500: the edit is tried again, and the tracker
/// shows the action; the next action's edit lands too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tracker_survives_a_429_and_a_500() {
    let bot = Bot::start().await;
    bot.rook_against_the_knight(START).await;
    bot.ok(&gm(), "/encounter show").await;
    bot.tracker_post().await;
    let tracker_edit = |shows: &'static str| {
        move |r: &Recorded| {
            r.method == "PATCH"
                && r.path.contains(&format!("/channels/{CHANNEL}/messages/"))
                && r.status == 200
                && r.body.to_string().contains(shows)
        }
    };
    bot.fake
        .inject(HttpFault::rate_limited("PATCH", "/channels/", 1));
    bot.fake
        .inject(HttpFault::server_error("PATCH", "/channels/", 1));
    bot.ok(&gm(), "/damage target:Knight amount:3").await;
    bot.fake.wait_request(tracker_edit("17/20")).await;
    assert_eq!(bot.fake.faults_left(), 0, "both faults met");
    bot.ok(&gm(), "/damage target:Knight amount:1").await;
    bot.fake.wait_request(tracker_edit("16/20")).await;
    assert_eq!(bot.stop().await, 0);
}

/// An edit refused for a missing permission (50013) is not asked again: the replies carry
/// the tracker, until `/encounter show` posts one again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tracker_the_bot_may_not_edit_rides_in_the_replies() {
    let bot = Bot::start().await;
    bot.rook_against_the_knight(START).await;
    bot.ok(&gm(), "/encounter show").await;
    bot.tracker_post().await;
    bot.fake
        .inject(HttpFault::forbidden("PATCH", "/channels/", 50013, 1));
    bot.ok(&gm(), "/damage target:Knight amount:3").await;
    let refused = bot
        .fake
        .wait_request(|r| r.method == "PATCH" && r.status == 403)
        .await;
    assert!(refused.path.contains("/channels/"), "{refused}");
    let edits_before = channel_edits(&bot);
    let next = bot.ok(&gm(), "/damage target:Knight amount:1").await;
    let embeds = data(&next)["embeds"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(embeds.len(), 2, "the reply and the tracker: {}", next.body);
    assert!(embeds[1].to_string().contains("16/20"), "{}", embeds[1]);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let edits_after = channel_edits(&bot);
    assert_eq!(edits_before, edits_after, "no refused edit asked again");
    // `/encounter show` posts a tracker again, and edits resume.
    bot.ok(&gm(), "/encounter show").await;
    bot.ok(&gm(), "/damage target:Knight amount:1").await;
    bot.fake
        .wait_request(|r| {
            r.method == "PATCH" && r.status == 200 && r.body.to_string().contains("15/20")
        })
        .await;
    assert_eq!(bot.stop().await, 0);
}

/// Thirty channels each take three actions at once: ninety tracker edits asked for within
/// a moment, past Discord's global limit of 50 a second on bot routes, which the fake
/// enforces. The bot's own budget keeps under it (no global 429), the replies do not wait
/// for it, and every tracker still ends at its channel's last state.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_actions_keeps_within_the_global_limit() {
    let bot = std::sync::Arc::new(Bot::start().await);
    let channels: Vec<u64> = (0..30).map(|i| CHANNEL + 1 + i).collect();
    // A GM of its own in each channel: the per-user limit is not what this is about.
    let gm_of = |channel: u64| Who::player(700 + channel - CHANNEL, "gm", "en-US");
    for &channel in &channels {
        for line in [START, KNIGHT, "/encounter show"] {
            let (interaction, _) =
                interaction_for_line(bot.id(), channel, &gm_of(channel), "en-US", line, None);
            let reply = bot.fake.interact(interaction).await;
            assert_ne!(
                colour(&reply),
                Some(ERROR_COLOUR),
                "{line}: {}",
                text(&reply)
            );
        }
    }
    bot.fake.quiet().await;
    bot.fake.limit_bot_routes(Some(50));
    let began = std::time::Instant::now();
    let mut tasks = Vec::new();
    for &channel in &channels {
        let bot = bot.clone();
        tasks.push(tokio::spawn(async move {
            let mut slowest = std::time::Duration::ZERO;
            for _ in 0..3 {
                let (interaction, _) = interaction_for_line(
                    bot.id(),
                    channel,
                    &gm_of(channel),
                    "en-US",
                    "/damage target:Knight amount:1",
                    None,
                );
                let sent = std::time::Instant::now();
                let reply = bot.fake.interact(interaction).await;
                slowest = slowest.max(sent.elapsed());
                assert_ne!(colour(&reply), Some(ERROR_COLOUR), "{}", text(&reply));
            }
            slowest
        }));
    }
    let mut slowest = std::time::Duration::ZERO;
    for task in tasks {
        slowest = slowest.max(task.await.unwrap());
    }
    assert!(
        slowest < std::time::Duration::from_secs(3),
        "a reply took {slowest:?}"
    );
    // Every tracker at its channel's last state (17/20) within ten seconds.
    let mut behind = channels.clone();
    while !behind.is_empty() && began.elapsed() < std::time::Duration::from_secs(15) {
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        behind.retain(|&channel| {
            !bot.fake
                .channel_messages(channel)
                .iter()
                .any(|m| m.get("webhook_id").is_none() && message_text(m).contains("17/20"))
        });
    }
    assert!(behind.is_empty(), "trackers behind: {behind:?}");
    let (_, global_429s) = bot.fake.bot_routes();
    assert_eq!(global_429s, 0, "the bot kept its budget");
    bot.fake.limit_bot_routes(None);
    let bot = std::sync::Arc::into_inner(bot).expect("the only handle");
    assert_eq!(bot.stop().await, 0);
}

/// The database holds an action's commit for longer than Discord's 3 s (another writer
/// locks the SQLite file for 4.6 s): the user is told it is not confirmed yet and not to
/// send it again, then the result is posted once, and the action applied once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_commit_is_said_unconfirmed_then_posted_once() {
    use sqlx::Connection;
    let bot = Bot::start().await;
    bot.rook_against_the_knight(START).await;
    let url = bot.config().database_url.expect("the bot's database");
    let mut locker = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::raw_sql("BEGIN EXCLUSIVE")
        .execute(&mut locker)
        .await
        .unwrap();
    let release = tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(4_600)).await;
        sqlx::raw_sql("COMMIT").execute(&mut locker).await.unwrap();
        locker.close().await.unwrap();
    });
    let (id, first) = bot.line(&gm(), "/damage target:Knight amount:3").await;
    assert_eq!(first.body["type"], 5, "deferred: {first}");
    let token = fake_discord::fixtures::token_for(id);
    let follow_ups = |bot: &Bot| -> Vec<Recorded> {
        bot.fake
            .requests()
            .into_iter()
            .filter(|r| r.path.contains(&token) && !r.path.ends_with("/callback"))
            .filter(|r| r.method == "POST" || r.method == "PATCH")
            .collect()
    };
    release.await.unwrap();
    let began = std::time::Instant::now();
    while follow_ups(&bot).len() < 2 && began.elapsed() < std::time::Duration::from_secs(10) {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let sent = follow_ups(&bot);
    let texts: Vec<String> = sent.iter().map(|r| message_text(&r.body)).collect();
    assert_eq!(sent.len(), 2, "{texts:?}");
    assert!(texts[0].contains("Not confirmed yet"), "{texts:?}");
    assert!(texts[1].contains("Knight"), "{texts:?}");
    assert!(errors_sent(&bot).is_empty(), "{:?}", errors_sent(&bot));
    assert_applied_once(&bot).await;
    assert_eq!(bot.stop().await, 0);
}
