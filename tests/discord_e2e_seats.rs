//! Seats through the real bot against the fake Discord: a pending choice is its chooser's
//! alone. A bystander's click on a Tornscape defender's pause is refused ephemerally and
//! changes nothing, the attacker may not answer for the defender either, and the
//! defender's own click works; the opponent's `/next` during a Mage Wars counterstrike
//! choice is refused, naming whose choice it is.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;

fn mallory() -> Who {
    Who::player(103, "mallory", "en-US")
}

async fn public(bot: &Bot, who: &Who, line: &str) -> Recorded {
    let callback = bot.ok(who, line).await;
    assert!(!ephemeral(&callback), "{line}: public: {}", callback.body);
    callback
}

/// The tracker's text as the channel shows it now.
async fn tracker_text(bot: &Bot) -> String {
    let shown = bot.run(&gm(), "/encounter show").await;
    assert!(ephemeral(&shown) || !text(&shown).is_empty());
    bot.fake
        .channel_messages(CHANNEL)
        .iter()
        .rev()
        .find(|m| m["embeds"][0]["title"].is_string())
        .map(message_text)
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_defender_answers_a_tornscape_pause() {
    let bot = Bot::start_for(&["flail", "tornscape"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, "/encounter start ruleset:tornscape").await;
    public(
        &bot,
        &rook,
        "/tornscape miniature name:Torgvar life:5 defense:1 agility:1 leader:true",
    )
    .await;
    public(
        &bot,
        &rook,
        "/tornscape tile miniature:Torgvar name:Dagger attack:5 mastery:1 agility:3 damage:1",
    )
    .await;
    public(
        &bot,
        &tess,
        "/tornscape miniature name:Noxtiis life:6 defense:2 agility:1",
    )
    .await;
    let (declared, reply) = bot
        .line(&rook, "/attack as:Torgvar target:Noxtiis weapon:Dagger")
        .await;
    assert!(text(&reply).contains("Waiting for"), "{}", text(&reply));
    let before = tracker_text(&bot).await;

    for (who, label) in [
        (mallory(), "Dodge"),
        (mallory(), "Defend (default)"),
        (rook.clone(), "Defend (default)"),
    ] {
        let refused = bot.click(&who, declared, label).await;
        assert_refused(&refused, &format!("{}'s {label} click", who.name));
        assert!(
            text(&refused).contains("tess"),
            "the refusal names whose choice it is: {}",
            text(&refused)
        );
    }
    // Nor may the bystander take the default by typing.
    let typed = bot.run(&mallory(), "/tornscape accept").await;
    assert_refused(&typed, "mallory's /tornscape accept");
    let damage = bot.run(&mallory(), "/damage target:Noxtiis amount:3").await;
    assert_refused(&damage, "mallory's /damage");
    assert_eq!(tracker_text(&bot).await, before, "refusals change nothing");

    // Tess's own click works: a dodge (attack S S C - -, mastery -, agility - - -, and the
    // dodge's agility die).
    bot.dice.queue(&[3, 3, 6, 1, 1, 1, 1, 1, 1, 5]);
    let dodged = bot.click(&tess, declared, "Dodge").await;
    assert!(!ephemeral(&dodged), "{}", dodged.body);
    assert!(
        text(&dodged).contains("Noxtiis dodges"),
        "{}",
        text(&dodged)
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_opponents_next_waits_for_a_mage_wars_counterstrike_choice() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, "/encounter start ruleset:mage-wars").await;
    public(
        &bot,
        &rook,
        "/arena mage name:Beastmaster life:36 armor:0 channeling:9 zone:B2",
    )
    .await;
    public(
        &bot,
        &tess,
        "/arena mage name:Warlock life:38 armor:2 channeling:9 zone:B2",
    )
    .await;
    public(&bot, &rook, "/arena attack name:Staff dice:2").await;
    public(
        &bot,
        &tess,
        "/arena creature name:Bear life:8 armor:0 zone:B2 counterstrike:true",
    )
    .await;
    public(&bot, &tess, "/arena attack name:Maul dice:2 as:Bear").await;
    bot.dice.queue(&[9, 4]);
    public(&bot, &host, "/initiative").await;
    bot.dice.queue(&[3, 3]);
    let (_, attack) = bot.line(&rook, "/attack target:Bear weapon:Staff").await;
    assert!(!ephemeral(&attack), "{}", attack.body);

    let next = bot.run(&rook, "/next").await;
    assert_refused(
        &next,
        "the opponent's /next during the counterstrike choice",
    );
    assert!(
        text(&next).contains("tess"),
        "the refusal names whose choice it is: {}",
        text(&next)
    );
    let stranger = bot.run(&mallory(), "/next").await;
    assert_refused(&stranger, "a bystander's /next");
    // The chooser's answer goes through.
    public(&bot, &tess, "/counterstrike decline").await;
    public(&bot, &rook, "/next").await;
    assert_eq!(bot.stop().await, 0);
}
