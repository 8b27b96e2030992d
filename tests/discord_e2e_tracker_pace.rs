//! A busy channel's tracker, through the real bot against the fake Discord, in every game:
//! actions that come quickly leave the tracker's edit waiting, and once the channel is
//! quiet one edit shows its last state; a move down that falls due meanwhile carries that
//! state along; a stop shows what waited before the process goes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use std::time::{Duration, Instant};

use e2e_bot::*;

/// The production pace: replies answered back to back wait half of it, 3 s, long enough
/// never to be taken for a pause even on a loaded machine.
const QUIET_MS: &str = "6000";
const PAUSE: Duration = Duration::from_millis(3000);

async fn paced_bot() -> Bot {
    let bot = Bot::start_vars(
        "2000",
        true,
        None,
        &[
            ("TRACKER_QUIET_MS", QUIET_MS),
            ("TRACKER_LONGEST_MS", "20000"),
        ],
    )
    .await;
    bot.play_games(&GAMES).await;
    bot
}

/// Each game's table with one piece of 30 life, and the piece's name.
fn table(game: &str) -> (Vec<(Who, &'static str)>, &'static str) {
    let (host, rook) = (gm(), rook());
    match game {
        "flail" => (
            vec![
                (host.clone(), "/encounter start"),
                (
                    host,
                    "/adversary add name:Ogre hp:30 defence:10 saves:10 morale:10",
                ),
            ],
            "Ogre",
        ),
        "mage-wars" => (
            vec![
                (host, "/encounter start ruleset:mage-wars"),
                (
                    rook,
                    "/arena mage name:Warlock life:30 armor:0 channeling:9 zone:A1",
                ),
            ],
            "Warlock",
        ),
        "lotr-lcg" => (
            vec![
                (host, "/encounter start ruleset:lotr-lcg"),
                (rook.clone(), "/lcg player name:Anna threat:28"),
                (
                    rook,
                    "/lcg hero name:Aragorn attack:3 defense:2 hit-points:30",
                ),
            ],
            "Aragorn",
        ),
        "tornscape" => (
            vec![
                (host, "/encounter start ruleset:tornscape"),
                (
                    rook,
                    "/tornscape miniature name:Torgvar life:30 defense:1 agility:1 leader:true",
                ),
            ],
            "Torgvar",
        ),
        _ => (
            vec![
                (
                    host,
                    r#"/encounter start ruleset:knowing-zero extra:"attacker:<@101> defender:<@102>""#,
                ),
                (rook, "/zero card name:Tower kind:machine attack:1 life:30"),
            ],
            "Tower",
        ),
    }
}

/// The channel's live tracker: the newest of the bot's own posts.
fn tracker_text(bot: &Bot) -> String {
    bot.fake
        .live_tracker(CHANNEL)
        .map(|m| message_text(&m))
        .unwrap_or_default()
}

/// Edits of the bot's own channel messages so far (the tracker's).
fn tracker_edits(bot: &Bot) -> usize {
    bot.fake.message_edits(CHANNEL)
}

/// Waits until the tracker shows `wanted`; how long that took.
async fn until_tracker_shows(bot: &Bot, wanted: &str, within: Duration) -> Duration {
    let began = Instant::now();
    while !tracker_text(bot).contains(wanted) {
        assert!(
            began.elapsed() < within,
            "the tracker never showed {wanted:?}: {}",
            tracker_text(bot)
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    began.elapsed()
}

/// Sets the game's table up and shows its tracker; the piece's name.
async fn set_up(bot: &Bot, game: &str) -> &'static str {
    let (lines, piece) = table(game);
    for (who, line) in lines {
        bot.ok(&who, line).await;
    }
    bot.ok(&gm(), "/encounter show").await;
    bot.fake.quiet().await;
    assert!(
        tracker_text(bot).contains("30/30"),
        "{game}: {}",
        tracker_text(bot)
    );
    piece
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_channels_tracker_waits_then_shows_the_last_state_once_in_every_game() {
    for game in GAMES {
        let bot = paced_bot().await;
        let piece = set_up(&bot, game).await;
        let before = tracker_edits(&bot);
        // The first action after a quiet spell is on the tracker at once.
        let damage = format!("/damage target:{piece} amount:1");
        bot.ok(&gm(), &damage).await;
        until_tracker_shows(&bot, "29/30", Duration::from_secs(5)).await;
        // Three more, back to back: each reply tells its outcome, the tracker waits.
        let began = Instant::now();
        for _ in 0..3 {
            bot.ok(&gm(), &damage).await;
        }
        let answered = began.elapsed();
        assert!(
            answered < PAUSE,
            "{game}: the replies took {answered:?}, longer than a pause"
        );
        assert_eq!(tracker_edits(&bot), before + 1, "{game}: one edit so far");
        assert!(
            tracker_text(&bot).contains("29/30"),
            "{game}: {}",
            tracker_text(&bot)
        );
        // Once quiet, one edit shows the last state, well within ten seconds.
        let took = until_tracker_shows(&bot, "26/30", Duration::from_secs(10)).await;
        assert!(
            took + answered >= PAUSE - Duration::from_millis(500),
            "{game}: shown after {took:?}, before the channel was quiet"
        );
        bot.fake.quiet().await;
        assert_eq!(
            tracker_edits(&bot),
            before + 2,
            "{game}: three actions, one edit"
        );
        assert_table_reads_well(&bot.fake, CHANNEL);
        assert_eq!(bot.stop().await, 0, "{game}");
    }
}

/// Six replies push the tracker up: in a busy channel the move waits with the edit, and
/// posts the last state at the bottom, with no edit of its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_down_in_a_busy_channel_carries_the_last_state() {
    let bot = paced_bot().await;
    let piece = set_up(&bot, "flail").await;
    let first = bot.fake.channel_messages(CHANNEL).len();
    let edits = tracker_edits(&bot);
    let damage = format!("/damage target:{piece} amount:1");
    for _ in 0..7 {
        bot.ok(&gm(), &damage).await;
    }
    // The first action edited at once; the rest wait, the move with them.
    assert_eq!(tracker_edits(&bot), edits + 1);
    until_tracker_shows(&bot, "23/30", Duration::from_secs(10)).await;
    bot.fake.quiet().await;
    let messages = bot.fake.channel_messages(CHANNEL);
    let last = messages.last().expect("messages");
    assert!(
        last.get("webhook_id").is_none() && message_text(last).contains("23/30"),
        "the tracker is at the bottom, at the last state: {last}"
    );
    assert!(messages.len() > first, "the tracker was posted again");
    assert_eq!(
        tracker_edits(&bot),
        edits + 1,
        "the move showed the waiting state: no edit of its own"
    );
    assert_table_reads_well(&bot.fake, CHANNEL);
    assert_eq!(bot.stop().await, 0);
}

/// A stop does not leave a tracker behind its channel: what waited is shown first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_shows_what_waited() {
    for game in ["flail", "lotr-lcg"] {
        let mut bot = paced_bot().await;
        let piece = set_up(&bot, game).await;
        let damage = format!("/damage target:{piece} amount:2");
        bot.ok(&gm(), &damage).await;
        bot.ok(&gm(), &damage).await;
        assert!(
            !tracker_text(&bot).contains("26/30"),
            "{game}: still waiting: {}",
            tracker_text(&bot)
        );
        bot.restart().await;
        assert!(
            tracker_text(&bot).contains("26/30"),
            "{game}: shown before the stop: {}",
            tracker_text(&bot)
        );
        assert_eq!(bot.stop().await, 0, "{game}");
    }
}

/// Discord's per-channel buckets on message routes (five of a kind per five seconds here):
/// at the production pace a dozen quick actions stay within them; edited after every action,
/// the tracker is refused past them, waits as told, and still ends at the last state.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn per_channel_buckets_are_kept_or_waited_out() {
    for quiet in [QUIET_MS, "0"] {
        let bot = Bot::start_vars(
            "2000",
            true,
            None,
            &[("TRACKER_QUIET_MS", quiet), ("TRACKER_LONGEST_MS", "20000")],
        )
        .await;
        let piece = set_up(&bot, "flail").await;
        bot.fake
            .limit_channel_routes(Some((5, Duration::from_secs(5))));
        let damage = format!("/damage target:{piece} amount:1");
        for _ in 0..12 {
            bot.ok(&gm(), &damage).await;
        }
        until_tracker_shows(&bot, "18/30", Duration::from_secs(20)).await;
        bot.fake.quiet().await;
        let refused = bot.fake.channel_429s();
        if quiet == "0" {
            assert!(refused > 0, "an edit per action runs past the bucket");
        } else {
            assert_eq!(refused, 0, "the paced tracker keeps within the bucket");
        }
        bot.fake.limit_channel_routes(None);
        assert_eq!(bot.stop().await, 0, "pace {quiet}");
    }
}
