//! The rules of presentation that hold for every game at once, through the real bot against
//! the fake Discord: one live tracker whatever `/encounter show` and a move down race, each
//! control on one message, a pending choice's controls live under newer replies, and a
//! control that would skip someone asking first.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use std::time::Duration;

use e2e_bot::*;

/// Each game's start, as its host types it.
fn start(game: &str) -> &'static str {
    match game {
        "flail" => "/encounter start",
        "mage-wars" => "/encounter start ruleset:mage-wars",
        "lotr-lcg" => "/encounter start ruleset:lotr-lcg",
        "tornscape" => "/encounter start ruleset:tornscape",
        _ => r#"/encounter start ruleset:knowing-zero extra:"attacker:<@101> defender:<@102>""#,
    }
}

/// Waits until the bot has sent nothing for a while: the tracker work after a reply is
/// done in the background.
async fn settle(bot: &Bot) {
    let mut seen = bot.fake.requests().len();
    loop {
        tokio::time::sleep(Duration::from_millis(400)).await;
        let now = bot.fake.requests().len();
        if now == seen {
            return;
        }
        seen = now;
    }
}

/// The live trackers in the channel now: the bot's own posts, the pinned copy apart once
/// another has taken its place (until the first move, the pinned one is the live one).
fn live_trackers(bot: &Bot) -> usize {
    let pinned = bot.fake.pins(CHANNEL);
    let posts: Vec<u64> = bot
        .fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.get("webhook_id").is_none())
        .map(|m| m["id"].as_str().unwrap_or_default().parse().unwrap_or(0))
        .collect();
    let unpinned = posts.iter().filter(|id| !pinned.contains(id)).count();
    if unpinned == 0 {
        posts.len().min(1)
    } else {
        unpinned
    }
}

/// `/encounter show` sent while the sixth reply moves the tracker down: however the two
/// race, one tracker stays live, in every game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn encounter_show_racing_a_repost_leaves_one_tracker_in_every_game() {
    for game in GAMES {
        let bot = Bot::start_for(&GAMES).await;
        let host = gm();
        bot.ok(&host, start(game)).await;
        bot.ok(&host, "/encounter show").await;
        settle(&bot).await;
        assert_eq!(live_trackers(&bot), 1, "{game}: the first tracker");
        for round in 0..3 {
            for _ in 0..5 {
                bot.ok(&host, "/roll expression:1d6 label:Luck").await;
            }
            // The sixth message moves the tracker down; a show races it.
            let (rolled, shown) = tokio::join!(
                bot.run(&host, "/roll expression:1d6 label:Luck"),
                bot.run(&host, "/encounter show"),
            );
            assert_eq!(rolled.body["type"], 4, "{game}: {}", rolled.body);
            assert_eq!(shown.body["type"], 4, "{game}: {}", shown.body);
            settle(&bot).await;
            assert_eq!(
                live_trackers(&bot),
                1,
                "{game}, race {round}: one live tracker"
            );
        }
        bot.fake.quiet().await;
        assert_table_reads_well(&bot.fake, CHANNEL);
        assert_eq!(bot.stop().await, 0);
    }
}

/// FLAIL: each fallen PC's Death roll is offered once, under the reply where they fell.
/// Newer replies (another PC falling, a hand correction) neither repeat nor strand it,
/// and a click on it still works though the channel has moved on since it was drawn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pending_choice_keeps_its_controls_under_newer_replies() {
    let bot = Bot::start().await;
    let (host, rook, tess) = (gm(), rook(), tess());
    bot.ok(&host, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(
        &tess,
        "/character create name:Tess class:cutthroat str:8 dex:12 int:10 cha:9 luck:11",
    )
    .await;
    bot.ok(&tess, "/join character:Tess").await;
    bot.ok(&host, KNIGHT).await;
    bot.ok(&host, "/encounter show").await;
    let labels = |message: &serde_json::Value| -> Vec<String> {
        buttons(message).into_iter().map(|b| b.0).collect()
    };
    let (rook_fell, _) = bot.line(&host, "/damage target:Rook amount:99").await;
    assert!(
        labels(&bot.reply_message(rook_fell))
            .iter()
            .any(|l| l.contains("Rook")),
        "{}",
        bot.reply_message(rook_fell)
    );
    let (tess_fell, _) = bot.line(&host, "/damage target:Tess amount:99").await;
    let under_tess = labels(&bot.reply_message(tess_fell));
    assert!(
        under_tess.iter().any(|l| l.contains("Tess")),
        "{under_tess:?}"
    );
    assert!(
        !under_tess.iter().any(|l| l.contains("Rook")),
        "Rook's roll is not repeated: {under_tess:?}"
    );
    // A newer reply with nothing to choose leaves both where they are.
    bot.ok(&host, "/damage target:Knight amount:1").await;
    // Both still carry their own roll.
    assert!(
        labels(&bot.reply_message(rook_fell))
            .iter()
            .any(|l| l.contains("Rook"))
    );
    assert!(
        labels(&bot.reply_message(tess_fell))
            .iter()
            .any(|l| l.contains("Tess"))
    );
    // Rook rolls from the reply where he fell, two versions of the channel ago.
    bot.dice.queue(&[5]);
    let rolled = bot.click(&rook, rook_fell, "Rook").await;
    assert!(!ephemeral(&rolled), "{}", rolled.body);
    assert_ne!(colour(&rolled), Some(ERROR_COLOUR), "{}", text(&rolled));
    assert!(buttons(&bot.retired(rook_fell).await).is_empty());
    // Tess's is untouched, and still hers to roll.
    assert!(
        labels(&bot.reply_message(tess_fell))
            .iter()
            .any(|l| l.contains("Tess"))
    );
    bot.dice.queue(&[5]);
    let rolled = bot.click(&tess, tess_fell, "Tess").await;
    assert_ne!(colour(&rolled), Some(ERROR_COLOUR), "{}", text(&rolled));
    settle(&bot).await;
    bot.fake.quiet().await;
    assert_table_reads_well(&bot.fake, CHANNEL);
    assert_eq!(bot.stop().await, 0);
}

/// Tornscape: "Next round" on the tracker while miniatures have not activated would skip
/// them: the click asks privately first, naming them, and only the confirmation moves on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_control_that_would_skip_someone_asks_first() {
    let bot = Bot::start_for(&["tornscape"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    bot.ok(&host, start("tornscape")).await;
    bot.ok(
        &rook,
        "/tornscape miniature name:Torgvar life:5 defense:1 agility:1",
    )
    .await;
    bot.ok(
        &tess,
        "/tornscape miniature name:Noxtiis life:6 defense:2 agility:1",
    )
    .await;
    bot.ok(&host, "/encounter show").await;
    settle(&bot).await;
    let tracker = bot
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .rfind(|m| m.get("webhook_id").is_none() && !buttons(m).is_empty())
        .expect("the tracker with its controls");
    let next = buttons(&tracker)
        .into_iter()
        .find(|(label, _)| label.contains("Next round"))
        .expect("Next round on the tracker");
    assert!(next.1.starts_with("nq:"), "it asks first: {}", next.1);
    let before = bot.fake.requests().len();
    let asked = bot.click_on(&host, &tracker, "Next round").await;
    assert!(ephemeral(&asked), "asked privately: {}", asked.body);
    assert!(
        text(&asked).contains("Torgvar"),
        "names who would be skipped: {}",
        text(&asked)
    );
    let confirm = buttons(data(&asked));
    assert_eq!(confirm.len(), 1, "{}", asked.body);
    assert!(confirm[0].1.starts_with("nr:"), "{:?}", confirm);
    settle(&bot).await;
    // Nothing changed: the question touched neither the table nor its messages.
    let since: Vec<String> = bot.fake.requests()[before..]
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(
        since.iter().all(|r| r.contains("/interactions/")),
        "only the question was sent: {since:?}"
    );
    let question = bot
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .rfind(|m| m["flags"].as_u64().unwrap_or(0) & 64 != 0 && !buttons(m).is_empty())
        .expect("the question, with its button");
    let done = bot.click_on(&host, &question, &confirm[0].0).await;
    assert!(!ephemeral(&done), "{}", done.body);
    assert_ne!(colour(&done), Some(ERROR_COLOUR), "{}", text(&done));
    assert!(text(&done).contains('2'), "round 2 begins: {}", text(&done));
    assert_eq!(bot.stop().await, 0);
}
