//! Tornscape through the real bot against the fake Discord: its commands registered for a
//! server that picked it, an attack whose defender overrides the default by a button, a
//! counter-attack chosen by a button, a free attack, and the panic test after a leader
//! falls.
//!
//! Dice are scripted in the order the engine rolls them (src/rules/tornscape/exchange.rs):
//! the attack roll (attack, mastery, agility dice), the attacker's re-rolls, the defense
//! roll (defense, agility dice) or the dodge roll, the defender's re-rolls; default faces:
//! attack 1-2 blank, 3-5 success, 6 critical; defense 1-3 blank, 4-5 success, 6 critical;
//! mastery and agility 5-6 success.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;

const START: &str = "/encounter start ruleset:tornscape";

async fn public(bot: &Bot, who: &Who, line: &str) -> Recorded {
    let callback = bot.ok(who, line).await;
    assert!(!ephemeral(&callback), "{line}: public: {}", callback.body);
    callback
}

fn title(callback: &Recorded) -> String {
    data(callback)["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn labels(callback: &Recorded) -> Vec<String> {
    buttons(data(callback)).into_iter().map(|b| b.0).collect()
}

/// Rook's Torgvar (leader) with his Dagger, Tess's Noxtiis with her Claws.
async fn board(bot: &Bot) {
    let (host, rook, tess) = (gm(), rook(), tess());
    public(bot, &host, START).await;
    public(
        bot,
        &rook,
        "/tornscape miniature name:Torgvar life:5 defense:1 agility:1 leader:true",
    )
    .await;
    public(
        bot,
        &rook,
        "/tornscape tile miniature:Torgvar name:Dagger attack:5 mastery:1 agility:3 damage:1 marker:bleeding",
    )
    .await;
    public(
        bot,
        &tess,
        "/tornscape miniature name:Noxtiis life:6 defense:2 agility:1",
    )
    .await;
    public(
        bot,
        &tess,
        "/tornscape tile miniature:Noxtiis name:Claws attack:2 damage:3",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_picked_tornscape_gets_its_commands_and_the_defender_dodges_by_button() {
    let bot = Bot::start_for(&["flail", "tornscape"]).await;
    let registered = bot
        .fake
        .requests()
        .into_iter()
        .rev()
        .find(|r| r.method == "PUT" && r.path.contains("/guilds/"))
        .expect("the server's registration");
    let names: Vec<String> = registered
        .body
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["name"].as_str().map(str::to_owned))
        .collect();
    assert!(names.contains(&"tornscape".to_owned()), "{names:?}");
    assert!(!names.contains(&"arena".to_owned()), "{names:?}");

    board(&bot).await;
    let (rook, tess) = (rook(), tess());
    let (declared, reply) = bot
        .line(&rook, "/attack as:Torgvar target:Noxtiis weapon:Dagger")
        .await;
    assert!(!ephemeral(&reply), "{}", reply.body);
    assert!(text(&reply).contains("Waiting for"), "{}", text(&reply));
    let offered = labels(&reply);
    for label in ["Defend (default)", "Dodge", "Counter-attack with Claws"] {
        assert!(offered.iter().any(|l| l == label), "{label} in {offered:?}");
    }
    // The attacker's player may not answer for the defender.
    let wrong = bot.click(&rook, declared, "Dodge").await;
    assert_refused(&wrong, "Rook's click");
    // Tess overrides the default: a dodge. Attack S S C - -, mastery -, agility - - -;
    // the dodge's agility die succeeds and cancels one normal success.
    bot.dice.queue(&[3, 3, 6, 1, 1, 1, 1, 1, 1, 5]);
    // A client that still shows the buttons once one was used.
    let as_shown = bot.reply_message(declared);
    let dodged = bot.click(&tess, declared, "Dodge").await;
    assert_eq!(bot.dice.left(), 0, "rolled every scripted die once");
    assert!(!ephemeral(&dodged), "{}", dodged.body);
    assert_eq!(title(&dodged), "Torgvar hits Noxtiis: 2 damage, Bleeding");
    let story = text(&dodged);
    assert!(story.contains("Noxtiis dodges"), "{story}");
    assert!(story.contains("`1 hit`"), "the dodge roll: {story}");
    assert!(story.contains("Noxtiis loses 2 lives: 4/6"), "{story}");
    // The same button is stale now.
    let stale = bot.click_on(&tess, &as_shown, "Defend").await;
    assert_refused(&stale, "a stale click");
    bot.use_saved_rolls(&e2e_bot::tess()).await;
    bot.use_own_data(&e2e_bot::tess()).await;
    bot.share_without_a_page(&e2e_bot::tess()).await;
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_counter_attack_chosen_by_button_resolves_with_the_attack() {
    let bot = Bot::start_for(&["flail", "tornscape"]).await;
    board(&bot).await;
    let (rook, tess) = (rook(), tess());
    let (declared, _) = bot
        .line(&rook, "/attack as:Torgvar target:Noxtiis weapon:Dagger")
        .await;
    // The Dagger misses entirely (every die blank); Noxtiis defends with - - and -.
    bot.dice.queue(&[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    let (countered, reply) = bot
        .press(&tess, declared, "Counter-attack with Claws")
        .await;
    assert_eq!(bot.dice.left(), 0);
    let story = text(&reply);
    assert!(story.contains("counter-attacks with Claws"), "{story}");
    // The counter waits for Torgvar: defend or dodge, no counter of his own.
    let offered = labels(&reply);
    assert!(
        offered.iter().any(|l| l == "Defend (default)"),
        "{offered:?}"
    );
    assert!(
        !offered.iter().any(|l| l.contains("Counter")),
        "{offered:?}"
    );
    // Claws S S; Torgvar's defense - and agility -: 6 damage, Torgvar falls.
    bot.dice.queue(&[3, 3, 1, 1]);
    let done = bot.click(&rook, countered, "Defend").await;
    assert_eq!(bot.dice.left(), 0);
    let story = text(&done);
    assert!(story.contains("Noxtiis hits Torgvar: 6 damage"), "{story}");
    assert!(
        story.contains("Torgvar is removed from the board"),
        "{story}"
    );
    // Every Dagger die was blank: a miss, said as one (no "0 damage" with zero parts).
    assert!(story.contains("Torgvar misses Noxtiis"), "{story}");
    assert!(!story.contains("0 damage"), "{story}");
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_free_attack_kills_a_leader_and_its_player_tests_for_panic() {
    let bot = Bot::start_for(&["flail", "tornscape"]).await;
    board(&bot).await;
    let (rook, tess) = (rook(), tess());
    public(
        &bot,
        &rook,
        "/tornscape miniature name:Squire life:2 defense:0 agility:0",
    )
    .await;
    let (free, reply) = bot
        .line(
            &tess,
            "/attack as:Noxtiis target:Torgvar weapon:Claws extra:free",
        )
        .await;
    assert!(text(&reply).contains("free attack"), "{}", text(&reply));
    assert!(
        !labels(&reply).iter().any(|l| l.contains("Counter")),
        "no counter-attack against a free attack"
    );
    // Claws C C; Torgvar defends with - and -: 6 damage; Squire's panic die is blank.
    bot.dice.queue(&[6, 6, 1, 1, 1]);
    let done = bot.click(&rook, free, "Defend").await;
    assert_eq!(bot.dice.left(), 0);
    let story = text(&done);
    assert!(
        story.contains("Torgvar is removed from the board"),
        "{story}"
    );
    assert!(
        story.contains("The expedition leader Torgvar has fallen"),
        "{story}"
    );
    assert!(story.contains("Squire panics"), "{story}");
    // The tracker shows the panic marker and folds the fallen leader.
    let note = bot.ok(&rook, "/encounter show").await;
    assert!(ephemeral(&note));
    let board = message_text(&bot.tracker_post().await.body);
    assert!(board.contains("Panic"), "{board}");
    assert!(board.contains("Removed (1): Torgvar"), "{board}");
    assert_eq!(bot.stop().await, 0);
}

/// The embeds of a recorded request: a callback's data, a follow-up's or a channel
/// message's body.
fn embeds(request: &Recorded) -> Vec<serde_json::Value> {
    let body = if request.body["data"].is_object() {
        &request.body["data"]
    } else {
        &request.body
    };
    body["embeds"].as_array().cloned().unwrap_or_default()
}

fn footer(callback: &Recorded) -> String {
    data(callback)["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// A whole session as new players play it: two players' miniatures, activations, an attack
/// whose defender answers the pause by a click, and a round's end. Every reply to an action
/// is headed, no title, footer, author or field name carries a raw mention, each handover
/// names who is next, and the tracker reads without a legend.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_session_reads_without_a_legend_and_every_handover_names_who_is_next() {
    let bot = Bot::start_for(&["flail", "tornscape"]).await;
    board(&bot).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    let mut actions: Vec<(String, Recorded)> = Vec::new();
    let mut handovers: Vec<(String, Recorded)> = Vec::new();

    let line = "/tornscape activate name:Torgvar";
    actions.push((line.to_owned(), public(&bot, &rook, line).await));
    let line = "/attack as:Torgvar target:Noxtiis weapon:Dagger";
    let (declared, reply) = bot.line(&rook, line).await;
    assert!(!ephemeral(&reply), "{}", reply.body);
    assert!(
        footer(&reply).contains("tess chooses: reaction"),
        "{}",
        footer(&reply)
    );
    actions.push((line.to_owned(), reply));
    // Tess defends by a click: attack S S C - -, mastery -, agility - - -; defense - -,
    // agility -. Two hits and a critical: 3 damage and Bleeding.
    bot.dice.queue(&[3, 3, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    let done = bot.click(&tess, declared, "Defend").await;
    assert_eq!(bot.dice.left(), 0, "rolled every scripted die once");
    assert_eq!(title(&done), "Torgvar hits Noxtiis: 3 damage, Bleeding");
    actions.push(("the Defend click".to_owned(), done));
    for (who, line) in [
        (&rook, "/next"),
        (&tess, "/tornscape activate name:Noxtiis"),
        (&tess, "/next"),
        (&host, "/initiative"),
    ] {
        let reply = public(&bot, who, line).await;
        if line == "/next" || line == "/initiative" {
            handovers.push((line.to_owned(), reply.clone()));
        }
        actions.push((line.to_owned(), reply));
    }

    for (line, reply) in &actions {
        let heading = title(reply);
        assert!(!heading.is_empty(), "{line}: no headline: {}", reply.body);
    }
    // The first handover leaves Noxtiis to activate; the last two say the round is over,
    // then that every miniature may activate again.
    let expected = [
        "yet to activate: Noxtiis (tess)",
        "every miniature has activated: next is round 2",
        "yet to activate: Torgvar (rook), Noxtiis (tess)",
    ];
    for ((line, reply), next) in handovers.iter().zip(expected) {
        assert!(footer(reply).contains(next), "{line}: {}", footer(reply));
    }
    assert_eq!(title(&handovers[2].1), "Round 2 begins");

    // The tracker in view, shown again (the asker is answered privately).
    let note = bot.ok(&rook, "/encounter show").await;
    assert!(ephemeral(&note));
    let posted = bot.tracker_post().await;
    assert!(!embeds(&posted).is_empty(), "{}", posted.body);

    // Every message the bot sent or edited: no mention where Discord renders none, and
    // trackers spelled out.
    let mut trackers = 0;
    for request in bot.fake.requests() {
        for embed in embeds(&request) {
            let mut shown = vec![
                embed["title"].as_str().unwrap_or_default().to_owned(),
                embed["footer"]["text"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
                embed["author"]["name"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
            ];
            for field in embed["fields"].as_array().into_iter().flatten() {
                shown.push(field["name"].as_str().unwrap_or_default().to_owned());
            }
            for text in &shown {
                assert!(!text.contains("<@"), "a mention in {text:?}: {embed}");
            }
            let heading = embed["title"].as_str().unwrap_or_default();
            if heading.starts_with("Tornscape — round") {
                trackers += 1;
                let board = embed["description"]
                    .as_str()
                    .unwrap_or_default()
                    .replace("**", "");
                for code in ["×", "5/1/3", "2/0/0", "⏳", "shield 1+1"] {
                    assert!(!board.contains(code), "{code} in the tracker: {board}");
                }
                assert!(board.contains("Torgvar (rook)"), "{board}");
                assert!(board.contains("Noxtiis (tess)"), "{board}");
                assert!(
                    board.contains("Dagger: 5 attack dice, 1 mastery die, 3 agility dice"),
                    "{board}"
                );
            }
        }
    }
    assert!(trackers > 0, "the tracker was drawn");
    // The table-wide rules hold on the channel as the session left it.
    bot.fake.quiet().await;
    assert_table_reads_well(&bot.fake, CHANNEL);
    assert_eq!(bot.stop().await, 0);
}
