//! «Познание нуля» through the real bot against the fake Discord: the game's commands
//! registered for a server that picked it, a battle between two players named by mention,
//! a multi-strike attack over several targets whose bonus strike is named in the order (no
//! pause), an army that fell while its player was entering it waiting for their
//! confirmation button (theirs only), a retreat from its button, the extra turn, and the distances to
//! zero shown when the battle ends and in the tracker, the army of a player who left handed
//! over; every command of the game answered.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;
use serde_json::Value;

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
async fn a_battle_with_a_named_bonus_strike_a_retreat_and_the_distances() {
    let bot = Bot::start_for(&["flail", "knowing-zero"]).await;
    let seen = bot.fake.commands_seen(GUILD_ID);
    assert!(seen.contains(&"zero".to_owned()), "{seen:?}");
    let (host, rook, tess) = (gm(), rook(), tess());

    // Rook (<@101>) attacks, Tess (<@102>) defends; the gm hosts.
    // Neither player has acted yet: they are named by their sides, never by mention.
    let (_, started) = public(&bot, &host, START).await;
    assert!(!text(&started).contains("<@"), "{}", text(&started));
    assert_eq!(title(&started), "The attacker attacks the defender");
    // The tracker, where the end of the turn and a retreat live.
    assert!(ephemeral(&bot.ok(&host, "/encounter show").await));
    let first_tracker = bot.tracker_post().await.body.to_string();
    assert!(!first_tracker.contains("<@"), "{first_tracker}");
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
    public(&bot, &tess, "/attack as:Golem target:Rider").await;
    // The end of the turn lives on the tracker, not under the reply.
    let tracker = carrying(&bot, "End the turn", "machine ✓ Golem").await;
    let anna_turn = bot.click_on(&tess, &tracker, "End the turn").await;
    assert_ne!(
        colour(&anna_turn),
        Some(ERROR_COLOUR),
        "{}",
        text(&anna_turn)
    );

    // Rook's three strikes over two targets resolve at once: the bonus goes onto the
    // strike named in the order (here the second), with no pause and no buttons.
    let (_, struck) = public(
        &bot,
        &rook,
        r#"/attack as:Hydra target:"Golem,Archer,Golem" extra:"strike:2""#,
    )
    .await;
    assert!(
        !labels(&struck).iter().any(|l| l.contains("strike")),
        "{:?}",
        labels(&struck)
    );
    let story = text(&struck);
    assert!(story.contains("`1 · 4 · 1`"), "{story}");
    assert!(story.contains("Archer** (character) dies"), "{story}");
    assert_eq!(
        title(&struck),
        "Hydra strikes Golem, Archer: 3 damage, Archer dies"
    );

    // Tess retreats from the tracker's button, once she confirms; Rook takes one more
    // turn.
    let (_, next_turn) = public(&bot, &rook, "/next").await;
    assert!(!labels(&next_turn).contains(&"Retreat".to_owned()));
    let tracker = carrying(&bot, "Retreat", "tess, turn 2").await;
    let wrong = confirmed(&bot, &rook, &tracker, "Retreat").await;
    assert_refused(&wrong, "retreating for the other player");
    let retreat = confirmed(&bot, &tess, &tracker, "Retreat").await;
    assert_ne!(colour(&retreat), Some(ERROR_COLOUR), "{}", text(&retreat));
    assert!(text(&retreat).contains("retreats"), "{}", text(&retreat));
    let (_, over) = public(&bot, &rook, "/next").await;
    let result = text(&over);
    assert!(result.contains("wins the battle"), "{result}");
    // Rook: one character left + 1 → 10 − 2; Tess: one away.
    assert!(
        result.contains("rook: distance to zero 10 → **8**"),
        "{result}"
    );
    assert!(
        result.contains("tess: distance to zero 10 → **11**"),
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
        // Each player takes their own card's item; the other army's is a correction.
        (&tess, "/zero drop card:Knight"),
        (&rook, "/zero act card:Tower"),
        (&rook, "/next"),
        (&tess, "/zero play kind:event name:Storm amount:1"),
        (&tess, "/attack as:Knight target:Tower extra:plus:1"),
        // Damage by hand on Rook's card: a correction, by the host who plays no side.
        (&host, "/damage target:Horse amount:1"),
        (&tess, "/heal target:Knight amount:1"),
        (&tess, "/zero drawn"),
        (&tess, "/undo"),
    ] {
        public(&bot, who, line).await;
    }
    bot.ok(&host, "/encounter show").await;
    let (_, nothing) = bot.line(&rook, "/zero strike number:1").await;
    assert_refused(&nothing, "no attack waits for its bonus strike");
    let (_, nothing) = bot.line(&rook, "/zero confirm").await;
    assert_refused(&nothing, "no army's end waits to be confirmed");
    let (_, retreat_typed) = bot.line(&rook, "/zero retreat").await;
    assert_refused(&retreat_typed, "a retreat out of turn");
    bot.ok(&host, "/log limit:10").await;
    bot.ok(&host, "/help").await;
    bot.ok(&host, "/settings").await;
    bot.ok(&host, "/roll expression:1d6").await;
    bot.ok(&host, "/odds expression:2d6").await;
    bot.ok(&host, "/games").await;
    // Rook leaves: the host, who plays no side, hands his army to Tess, who then plays
    // both; Rook plays no more.
    let (_, handed) = public(&bot, &host, "/seat give to:<@102> from:<@101>").await;
    assert!(!text(&handed).contains("<@"), "{}", text(&handed));
    assert!(!title(&handed).is_empty(), "{}", text(&handed));
    let (_, gone) = bot
        .line(&rook, "/zero card name:Page kind:character attack:1 life:1")
        .await;
    assert_refused(&gone, "the army's old player");
    public(
        &bot,
        &tess,
        "/zero card name:Page kind:character attack:1 life:1 side:defender",
    )
    .await;
    // Saved armies, privately (tests/discord_e2e_knowing_zero_armies.rs plays them fully).
    for line in ["/zero army save name:Keep", "/zero army list"] {
        assert!(ephemeral(&bot.ok(&tess, line).await), "{line}");
    }
    let (_, twice) = bot.line(&tess, "/zero army load name:Keep").await;
    assert_refused(&twice, "an army whose cards are in play");
    bot.ok(&tess, "/zero army delete name:Keep").await;
    public(&bot, &host, "/encounter end").await;
    public(&bot, &host, "/zero table start-distance:7 first-turn:full").await;
    bot.use_saved_rolls(&e2e_bot::tess()).await;
    bot.use_own_data(&e2e_bot::tess()).await;
    bot.share_without_a_page(&e2e_bot::tess()).await;
    bot.assert_exercised("knowing-zero");
    assert_eq!(bot.stop().await, 0);
}

/// The defender's machine kills the only card the attacker has entered: the battle does
/// not end at once but waits for the attacker, whose button confirms it (the defender's
/// click is refused); a card entered instead lets the battle go on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_army_that_fell_while_entered_waits_for_its_players_confirmation() {
    let bot = Bot::start_for(&["knowing-zero"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, START).await;
    public(
        &bot,
        &rook,
        "/zero card name:Scout kind:character attack:1 life:1",
    )
    .await;
    public(
        &bot,
        &tess,
        "/zero card name:Golem kind:machine attack:2 life:6",
    )
    .await;
    let (killed, waits) = public(&bot, &tess, "/attack as:Golem target:Scout").await;
    let story = text(&waits);
    assert!(story.contains("/zero confirm"), "{story}");
    assert!(!story.contains("wins the battle"), "{story}");
    assert_eq!(labels(&waits), ["Confirm: the battle is lost"]);
    // Only the fallen army's player confirms; the other plays on meanwhile neither.
    let wrong = bot.click(&tess, killed, "Confirm").await;
    assert_refused(&wrong, "the defender confirming the attacker's end");
    let (_, next) = bot.line(&tess, "/next").await;
    assert_refused(&next, "the turn going on while the end waits");
    // Rook enters another card: the battle goes on. In his own first turn the card falls
    // to its own ability (by hand), and the end waits again, for his button.
    let (_, back) = public(
        &bot,
        &rook,
        "/zero card name:Page kind:character attack:1 life:1",
    )
    .await;
    assert!(
        text(&back).contains("the battle goes on"),
        "{}",
        text(&back)
    );
    public(&bot, &tess, "/next").await;
    let (again, _) = public(&bot, &rook, "/damage target:Page amount:1").await;
    let (_, over) = bot.press(&rook, again, "Confirm").await;
    assert_ne!(colour(&over), Some(ERROR_COLOUR), "{}", text(&over));
    assert!(text(&over).contains("wins the battle"), "{}", text(&over));
    assert_eq!(bot.stop().await, 0);
}

/// The newest message in the channel carrying a button labelled `label` whose embed shows
/// `shows`: the tracker, where the controls that outlive one reply live, once the action's
/// edit landed.
async fn carrying(bot: &Bot, label: &str, shows: &str) -> Value {
    let first = 930_000_000_000_000_001_u64;
    for _ in 0..400 {
        let newest = (first..first + 3_000).rev().find_map(|id| {
            let mut message = bot.fake.message(id)?;
            if let Some(aside) = bot.fake.aside_components(id) {
                message["components"] = aside;
            }
            let labelled = buttons(&message).iter().any(|(l, _)| l == label);
            (labelled && message_text(&message).contains(shows)).then_some(message)
        });
        if let Some(message) = newest {
            return message;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("no message carries {label:?} showing {shows:?}");
}

/// Clicks a control that asks first, and confirms: the confirmation's answer.
async fn confirmed(
    bot: &Bot,
    who: &fake_discord::fixtures::Who,
    message: &Value,
    label: &str,
) -> Recorded {
    let ask = bot.click_on(who, message, label).await;
    assert!(
        ephemeral(&ask),
        "{label} asks first, privately: {}",
        ask.body
    );
    // `/interactions/{id}/{token}/callback`: the question is that interaction's reply.
    let token = ask.path.rsplit('/').nth(1).unwrap_or_default();
    let question = bot.fake.original(token).expect("the question");
    bot.click_on(who, &question, "Yes, do it").await
}

/// The embed a reply shows: the callback's own, or (a click answered by updating the
/// clicked message) the follow-up that carries the outcome.
async fn reply_embed(bot: &Bot, id: u64, callback: &Recorded) -> Value {
    if callback.body["type"] == 4 {
        return data(callback)["embeds"][0].clone();
    }
    let path = format!(
        "/webhooks/{}/{}",
        fake_discord::APP_ID,
        fake_discord::fixtures::token_for(id)
    );
    let follow_up = bot
        .fake
        .wait_request(|r| r.method == "POST" && r.path.ends_with(&path))
        .await;
    follow_up.body["embeds"][0].clone()
}

/// A typed action that must succeed in public; its reply's embed.
async fn act(bot: &Bot, who: &fake_discord::fixtures::Who, line: &str) -> (u64, Value) {
    let (id, callback) = public(bot, who, line).await;
    let embed = reply_embed(bot, id, &callback).await;
    (id, embed)
}

fn field<'a>(embed: &'a Value, pointer: &str) -> &'a str {
    embed
        .pointer(pointer)
        .and_then(Value::as_str)
        .unwrap_or_default()
}

/// Every embed the bot sent: replies, follow-ups, edits and tracker posts.
fn every_embed(bot: &Bot) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for request in bot.fake.requests() {
        for embeds in [&request.body["data"]["embeds"], &request.body["embeds"]] {
            for embed in embeds.as_array().into_iter().flatten() {
                out.push((
                    format!("{} {}", request.method, request.path),
                    embed.clone(),
                ));
            }
        }
    }
    out
}

/// A whole battle in Russian, two players entering their armies, an attack over several
/// targets with its bonus strike named in the order, turns ended, a retreat and the battle
/// won: every reply has a headline, every handover names who is next, no embed carries a
/// mention anywhere (titles, footers, author names and field names render none, and the
/// game names players by their display names everywhere), and the role words take their
/// case.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_battle_names_players_without_mentions_and_in_the_right_case() {
    let bot = Bot::start_for(&["knowing-zero"]).await;
    bot.set_guild_locale("ru");
    let (rook, tess) = (rook(), tess());
    let mut problems: Vec<String> = Vec::new();
    let mut check = |line: &str, embed: &Value, next: Option<&str>| {
        let title = field(embed, "/title");
        if title.is_empty() {
            problems.push(format!("{line}: no headline: {embed}"));
        }
        if let Some(next) = next {
            let footer = field(embed, "/footer/text");
            if !footer.starts_with(next) {
                problems.push(format!("{line}: the status should name {next}: {footer:?}"));
            }
        }
    };

    // Rook starts the battle himself: his name is known, Tess's not yet.
    let (_, started) = act(&bot, &rook, START).await;
    assert_eq!(
        field(&started, "/title"),
        "rook нападает на защищающегося игрока",
        "{started}"
    );
    check(START, &started, Some("защищающийся игрок, ход 0"));
    // The tracker too names no one by mention.
    assert!(ephemeral(&bot.ok(&rook, "/encounter show").await));
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
        // Tess's first action stores her display name.
        (
            &tess,
            "/zero card name:Golem kind:machine attack:1 life:9 armor:1",
        ),
        (
            &tess,
            "/zero card name:Archer kind:character attack:1 life:3",
        ),
        (&tess, "/attack as:Golem target:Rider"),
    ] {
        let (_, embed) = act(&bot, who, line).await;
        let next = if who.user_id == rook.user_id {
            "защищающийся игрок, ход 0"
        } else {
            "tess, ход 0"
        };
        check(line, &embed, Some(next));
    }
    let (_, handed) = act(&bot, &tess, "/next").await;
    assert_eq!(field(&handed, "/title"), "tess заканчивает ход, ходит rook");
    check("/next", &handed, Some("rook, ход 1"));

    // Three strikes over two targets, the bonus named on the second: no pause.
    let (_, struck) = act(
        &bot,
        &rook,
        r#"/attack as:Hydra target:"Golem,Archer,Golem" extra:"strike:2""#,
    )
    .await;
    assert_eq!(
        field(&struck, "/title"),
        "Hydra бьёт Golem, Archer: 3 ущерба; умирает: Archer"
    );
    // 4 through on the Archer's 3 Life: the excess is said.
    let story = field(&struck, "/description");
    assert!(story.contains("избыток 1 пропадает"), "{story}");
    check("the bonus strike", &struck, Some("rook, ход 1"));
    let (_, handed) = act(&bot, &rook, "/next").await;
    check("/next", &handed, Some("tess, ход 2"));

    // Tess retreats: Rook takes one more turn, and its end ends the battle.
    let (_, retreat) = act(&bot, &tess, "/zero retreat").await;
    assert_eq!(
        field(&retreat, "/title"),
        "tess отступает: rook делает ещё один ход"
    );
    check("/zero retreat", &retreat, Some("rook, ход 3"));
    let (_, over) = act(&bot, &rook, "/next").await;
    assert_eq!(field(&over, "/title"), "rook выигрывает битву");
    check(
        "the battle's end",
        &over,
        Some("Дальше: новая битва (/encounter start) | до нуля: rook 8, tess 11"),
    );

    // No mention anywhere in any embed the bot sent.
    let embeds = every_embed(&bot);
    assert!(embeds.len() > 12, "{} embeds", embeds.len());
    for (request, embed) in &embeds {
        let mut places = vec![
            ("title", field(embed, "/title")),
            ("footer", field(embed, "/footer/text")),
            ("author", field(embed, "/author/name")),
            ("description", field(embed, "/description")),
        ];
        for f in embed["fields"].as_array().into_iter().flatten() {
            places.push(("field name", field(f, "/name")));
            places.push(("field value", field(f, "/value")));
        }
        for (place, shown) in places {
            if shown.contains("<@") {
                problems.push(format!("{request}: a mention in the {place}: {shown}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(bot.stop().await, 0);
}
