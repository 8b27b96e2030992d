//! «Познание нуля» through the real bot against the fake Discord: the game's commands
//! registered for a server that picked it, a battle between two players named by mention,
//! a multi-strike attack over several targets whose bonus strike is picked with a button
//! (by the attacker only), a retreat from its button, the extra turn, and the distances to
//! zero shown when the battle ends and in the tracker; every command of the game answered.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;

const START: &str =
    r#"/encounter start ruleset:knowing-zero extra:"attacker:<@101> defender:<@102>""#;

async fn public(bot: &Bot, who: &fake_discord::fixtures::Who, line: &str) -> (u64, Recorded) {
    let (id, callback) = bot.line(who, line).await;
    assert_eq!(callback.body["type"], 4, "{line}: {}", callback.body);
    assert!(!ephemeral(&callback), "{line}: public: {}", text(&callback));
    assert_ne!(
        colour(&callback),
        Some(ERROR_COLOUR),
        "{line}: {}",
        text(&callback)
    );
    (id, callback)
}

fn labels(callback: &Recorded) -> Vec<String> {
    buttons(data(callback))
        .into_iter()
        .map(|b| b.0)
        .filter(|l| !l.is_empty())
        .collect()
}

fn title(callback: &Recorded) -> String {
    data(callback)["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_battle_with_a_bonus_strike_button_a_retreat_and_the_distances() {
    let bot = Bot::start_for(&["flail", "knowing-zero"]).await;
    let seen = bot.fake.commands_seen(GUILD_ID);
    assert!(seen.contains(&"zero".to_owned()), "{seen:?}");
    let (host, rook, tess) = (gm(), rook(), tess());

    // Rook (<@101>) attacks, Tess (<@102>) defends; the gm hosts.
    let (_, started) = public(&bot, &host, START).await;
    assert!(text(&started).contains("<@101>"), "{}", text(&started));
    for (who, line) in [
        (
            &rook,
            "/zero card name:Hydra kind:animal attack:1 life:5 strikes:3",
        ),
        (
            &rook,
            "/zero card name:Rider kind:character attack:2 life:3",
        ),
        (&rook, "/zero ride rider:Rider animal:Hydra"),
        (&rook, "/zero item card:Rider name:Spear attack:1 life:1"),
        (
            &tess,
            "/zero card name:Golem kind:machine attack:1 life:9 armor:1",
        ),
        (
            &tess,
            "/zero card name:Archer kind:character attack:1 life:3",
        ),
    ] {
        public(&bot, who, line).await;
    }
    // The defender's incomplete turn: its machine only, then the turn ends by its button.
    let refused = bot.run(&tess, "/attack as:Archer target:Rider").await;
    assert_refused(&refused, "a creature in the incomplete first turn");
    let (shot, _) = public(&bot, &tess, "/attack as:Golem target:Rider").await;
    let (_, anna_turn) = bot.press(&tess, shot, "End the turn").await;
    assert_ne!(
        colour(&anna_turn),
        Some(ERROR_COLOUR),
        "{}",
        text(&anna_turn)
    );

    // Rook's three strikes over two targets: buttons pick the bonus strike.
    let (asked, choose) = public(
        &bot,
        &rook,
        r#"/attack as:Hydra target:"Golem,Archer,Golem""#,
    )
    .await;
    assert!(
        title(&choose).contains("which strike"),
        "{}",
        title(&choose)
    );
    let offered = labels(&choose);
    assert_eq!(
        offered,
        [
            "Bonus on strike 1 → Golem (4)",
            "Bonus on strike 2 → Archer (4)",
            "Bonus on strike 3 → Golem (4)",
        ]
    );
    let wrong = bot.click(&tess, asked, "strike 2").await;
    assert_refused(&wrong, "the defender picking the attacker's bonus strike");
    // A client that still shows the buttons once one was used.
    let as_shown = bot.reply_message(asked);
    let (_, struck) = bot.press(&rook, asked, "strike 2").await;
    assert_ne!(colour(&struck), Some(ERROR_COLOUR), "{}", text(&struck));
    let story = text(&struck);
    assert!(story.contains("`1 · 4 · 1`"), "{story}");
    assert!(story.contains("Archer** (character) dies"), "{story}");
    assert_eq!(title(&struck), "Hydra strikes Golem, Archer: 3 damage");
    let stale = bot.click_on(&rook, &as_shown, "strike 1").await;
    assert_refused(&stale, "a stale bonus-strike button");

    // Tess retreats from the button under Rook's end of turn; Rook takes one more turn.
    let (ended, next_turn) = public(&bot, &rook, "/next").await;
    assert!(labels(&next_turn).contains(&"Retreat".to_owned()));
    let wrong = bot.click(&rook, ended, "Retreat").await;
    assert_refused(&wrong, "retreating for the other player");
    let (_, retreat) = bot.press(&tess, ended, "Retreat").await;
    assert_ne!(colour(&retreat), Some(ERROR_COLOUR), "{}", text(&retreat));
    assert!(text(&retreat).contains("retreats"), "{}", text(&retreat));
    let (_, over) = public(&bot, &rook, "/next").await;
    let result = text(&over);
    assert!(result.contains("wins the battle"), "{result}");
    // Rook: one character left + 1 → 10 − 2; Tess: one away.
    assert!(
        result.contains("<@101>: distance to zero 10 → **8**"),
        "{result}"
    );
    assert!(
        result.contains("<@102>: distance to zero 10 → **11**"),
        "{result}"
    );
    // Between battles, /zero table shows the game's table (the tracker, posted).
    let shown = bot.ok(&host, "/zero table").await;
    assert!(ephemeral(&shown));
    let tracker = bot.tracker_post().await;
    let tracked = tracker.body.to_string();
    assert!(tracked.contains("to zero"), "{tracked}");

    // Every other command of the game, typed, in a second battle.
    public(
        &bot,
        &host,
        r#"/encounter start ruleset:knowing-zero extra:"attacker:<@102> defender:<@101>""#,
    )
    .await;
    for (who, line) in [
        (&rook, "/zero card name:Tower kind:machine attack:1 life:4"),
        (&rook, "/zero card name:Horse kind:animal attack:1 life:4"),
        (
            &rook,
            "/zero card name:Squire kind:character attack:1 life:2",
        ),
        (&rook, "/zero ride rider:Squire animal:Horse"),
        (&rook, "/zero dismount rider:Squire"),
        (
            &tess,
            "/zero card name:Knight kind:character attack:3 life:5",
        ),
        (&tess, "/zero item card:Knight name:Shield life:2"),
        (&rook, "/zero drop card:Knight"),
        (&rook, "/zero act card:Tower"),
        (&rook, "/next"),
        (&tess, "/zero play kind:event name:Storm amount:1"),
        (&tess, "/attack as:Knight target:Tower extra:plus:1"),
        (&tess, "/damage target:Horse amount:1"),
        (&tess, "/heal target:Knight amount:1"),
        (&tess, "/zero drawn"),
        (&tess, "/undo"),
    ] {
        public(&bot, who, line).await;
    }
    bot.ok(&host, "/encounter show").await;
    let (_, nothing) = bot.line(&rook, "/zero strike number:1").await;
    assert_refused(&nothing, "no attack waits for its bonus strike");
    let (_, retreat_typed) = bot.line(&rook, "/zero retreat").await;
    assert_refused(&retreat_typed, "a retreat out of turn");
    bot.ok(&host, "/log limit:10").await;
    bot.ok(&host, "/help").await;
    bot.ok(&host, "/settings").await;
    bot.ok(&host, "/roll expression:1d6").await;
    bot.ok(&host, "/odds expression:2d6").await;
    bot.ok(&host, "/games").await;
    public(&bot, &host, "/encounter end").await;
    public(&bot, &host, "/zero table start-distance:7 first-turn:full").await;
    bot.assert_exercised("knowing-zero");
    assert_eq!(bot.stop().await, 0);
}
