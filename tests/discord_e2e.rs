//! The real bot (serenity + poise, unmodified) against a fake Discord on 127.0.0.1:
//! registration, every command, autocomplete, buttons, the tracker, locales, errors,
//! deferral and Discord's payload limits.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use std::sync::Arc;
use std::sync::atomic::Ordering;

use e2e_bot::*;
use narrator::dice::Dice;
use narrator::discord::run_with;
use narrator::error::UserError;
use narrator::request::spec::{self, Kind};
use narrator::table::DiceSource;
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registration_carries_every_command_option_and_choice_localized() {
    let bot = Bot::start().await;
    assert!(
        bot.fake.gateway_calls() >= 1,
        "the client asked the fake for the gateway, not the real Discord"
    );
    let registered = bot
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .expect("registration");
    assert!(
        registered
            .path
            .contains(&format!("/guilds/{GUILD_ID}/commands")),
        "DEV_GUILD_ID registers to one server: {}",
        registered.path
    );
    let commands = registered.body.as_array().expect("a command array");
    // A new server plays FLAIL: the shared verbs and FLAIL's own commands, nothing else.
    for spec in spec::for_ruleset(narrator::rules::Ruleset::Flail) {
        let top = commands
            .iter()
            .find(|c| c["name"] == spec.path[0])
            .unwrap_or_else(|| panic!("/{} registered", spec.name()));
        for locale in ["cs", "ru"] {
            assert!(
                top["description_localizations"][locale].is_string(),
                "/{} {locale}",
                spec.path[0]
            );
        }
        let options = match spec.path.get(1) {
            Some(sub) => {
                let sub = top["options"]
                    .as_array()
                    .and_then(|o| o.iter().find(|o| o["name"] == *sub))
                    .unwrap_or_else(|| panic!("/{} registered", spec.name()));
                assert_eq!(sub["type"], 1, "a subcommand");
                assert!(sub["description_localizations"]["ru"].is_string());
                sub["options"].clone()
            }
            None => top["options"].clone(),
        };
        let options = options.as_array().cloned().unwrap_or_default();
        let shown: Vec<_> = spec.options.iter().filter(|o| o.registered).collect();
        assert_eq!(options.len(), shown.len(), "/{}", spec.name());
        for option in shown {
            let payload = options
                .iter()
                .find(|o| o["name"] == option.name)
                .unwrap_or_else(|| panic!("/{} {}", spec.name(), option.name));
            let expected_type = match option.kind {
                Kind::Text { .. } | Kind::Choice { .. } | Kind::Ruleset => 3,
                Kind::Integer { .. } => 4,
                Kind::Bool => 5,
                Kind::Role => 8,
                Kind::User => 6,
            };
            assert_eq!(payload["type"], expected_type, "{}", option.name);
            assert_eq!(payload["required"], option.required, "{}", option.name);
            assert!(payload["description_localizations"]["cs"].is_string());
            if let Kind::Integer { min, max } = option.kind {
                assert_eq!(payload["min_value"], min);
                assert_eq!(payload["max_value"], max);
            }
            if let Kind::Choice { values, .. } = option.kind {
                let choices = payload["choices"].as_array().expect("choices");
                assert_eq!(choices.len(), values.len());
                for choice in choices {
                    assert!(choice["name_localizations"]["cs"].is_string(), "{choice}");
                    assert!(choice["name_localizations"]["ru"].is_string(), "{choice}");
                }
            }
        }
    }
    // Czech and Russian descriptions are real translations, not the English text.
    let attack = commands
        .iter()
        .find(|c| c["name"] == "attack")
        .expect("attack");
    assert_ne!(
        attack["description"],
        attack["description_localizations"]["cs"]
    );
    assert_ne!(
        attack["description"],
        attack["description_localizations"]["ru"]
    );
    let classes = &commands
        .iter()
        .find(|c| c["name"] == "character")
        .and_then(|c| c["options"].as_array())
        .and_then(|o| o.iter().find(|o| o["name"] == "create"))
        .expect("character create")["options"];
    let warrior = classes
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == "class"))
        .and_then(|o| o["choices"].as_array())
        .and_then(|c| c.iter().find(|c| c["value"] == "warrior"))
        .expect("warrior choice")
        .clone();
    assert_eq!(warrior["name"], "Warrior");
    assert_ne!(warrior["name_localizations"]["cs"], "Warrior");
    assert_eq!(bot.stop().await, 0);
}

/// Every command once, each answered with its embed: a whole fight through Discord.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_answers_with_its_embed() {
    let bot = Bot::start().await;
    let (gm, rook, tess) = (gm(), rook(), tess());

    let help = bot.ok(&rook, "/help").await;
    assert!(ephemeral(&help));
    assert!(text(&help).contains("/attack"), "{}", text(&help));

    let start = bot.ok(&gm, "/encounter start surprise:players").await;
    assert!(!ephemeral(&start));
    bot.ok(&rook, ROOK).await;
    bot.ok(
        &rook,
        "/character weapon character:Rook weapon:axe th:5 dmg:4",
    )
    .await;
    bot.ok(&rook, "/character armour character:Rook piece:helmet")
        .await;
    bot.ok(&rook, "/character edit character:Rook cha:10").await;
    bot.ok(
        &tess,
        "/character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9",
    )
    .await;
    bot.ok(
        &tess,
        "/character weapon character:Tess weapon:\"short bow\"",
    )
    .await;
    bot.ok(
        &tess,
        "/character create name:Spare class:hireling str:8 dex:8 int:8 cha:8 luck:8",
    )
    .await;
    bot.ok(&tess, "/character delete character:Spare").await;
    let sheet = bot.ok(&rook, "/character show character:Rook").await;
    assert!(text(&sheet).contains("Rook"));
    let list = bot.ok(&gm, "/character list").await;
    assert!(ephemeral(&list) && text(&list).contains("Tess"));

    bot.ok(&gm, KNIGHT).await;
    bot.ok(
        &gm,
        "/adversary add name:Rat hp:1 defence:0 saves:5 morale:5 th:1 dmg:1",
    )
    .await;
    bot.ok(
        &gm,
        "/adversary attack adversary:Rat attack:bite th:2 dmg:1 when:pair trigger:squeaks",
    )
    .await;
    bot.ok(&gm, "/adversary remove name:Rat").await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(&tess, "/join character:Tess").await;
    bot.ok(&gm, "/initiative").await;

    // The worked example's numbers: 1,1,3,4,6 is a Major Hit, 2 × 4 = 8.
    bot.dice.queue(&[1, 1, 3, 4, 6]);
    let axe = bot.ok(&rook, "/attack target:Knight weapon:axe").await;
    let shown = text(&axe);
    // The 1s that count come first; the faces sit in inline code, legible at any size.
    assert!(
        shown.contains("**2 ones** in `5d6 [1 1 3 4 6]`"),
        "the 1s counted: {shown}"
    );
    assert!(shown.contains("2 × 4"), "the arithmetic: {shown}");
    assert_eq!(colour(&axe), Some(0xE67E22), "Major Hit colour");
    assert!(shown.contains("▶ Tess"), "whose turn: {shown}");

    bot.ok(&gm, "/save attribute:dex character:Tess").await;
    bot.ok(&gm, "/morale adversary:Knight").await;
    bot.ok(&gm, "/condition add target:Knight condition:prone")
        .await;
    bot.ok(&gm, "/condition remove target:Knight condition:prone")
        .await;
    bot.ok(&gm, "/damage target:Knight amount:2").await;
    bot.ok(&gm, "/heal target:Knight amount:1").await;
    bot.ok(&gm, "/flail table attribute-rule:false").await;

    // A fumble: no 1s and two 6s, then the player's choice.
    bot.dice.queue(&[2, 3, 6, 6, 4]);
    bot.ok(&tess, "/attack target:Knight weapon:\"short bow\"")
        .await;
    bot.dice.queue(&[1]);
    bot.ok(&tess, "/fumble ally:Rook").await;

    // The Knight's Death Blow waits for Rook's armour choice.
    bot.dice.queue(&[1, 1, 1, 4, 5, 6]);
    bot.ok(&gm, "/attack as:Knight target:Rook").await;
    bot.ok(&rook, "/armour piece:helmet dots:1").await;
    bot.ok(&gm, "/next").await;

    bot.ok(&tess, "/flee character:Tess").await;
    bot.ok(&gm, "/undo").await;
    let log = bot.ok(&tess, "/log limit:5").await;
    assert!(ephemeral(&log));
    let posted = bot.ok(&gm, "/encounter show").await;
    assert!(ephemeral(&posted));
    assert!(message_text(&bot.tracker_post().await.body).contains("Knight"));

    bot.ok(&gm, "/damage target:Rook amount:99").await;
    bot.ok(&gm, "/encounter end").await;
    bot.ok(&rook, "/deathroll character:Rook").await;
    // Rests and upkeep are the GM's.
    bot.ok(&gm, "/rest kind:short character:Tess").await;
    bot.ok(
        &gm,
        "/character usage character:Tess item:\"short bow\" dots:1",
    )
    .await;
    bot.ok(&gm, "/session end").await;
    // Tess hands her character to Rook's player, who hands it back.
    bot.ok(&tess, "/seat give to:<@101> piece:Tess").await;
    bot.ok(&rook, "/seat give to:<@102> piece:Tess").await;
    bot.ok(&tess, "/roll expression:1d20+5 label:Perception")
        .await;
    bot.ok(&tess, "/odds expression:2d6").await;
    bot.ok(&tess, "/flail odds-attack th:3 dmg:4 defence:1")
        .await;
    bot.ok(&tess, "/flail odds-save value:10").await;
    bot.ok(&gm, "/settings").await;
    bot.ok(&rook, "/games").await;
    bot.use_saved_rolls(&tess).await;
    bot.use_own_data(&tess).await;
    bot.share_without_a_page(&tess).await;
    bot.assert_exercised("flail");
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_suggests_combatants_characters_and_weapons() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(
        &rook,
        "/character weapon character:Rook weapon:axe th:5 dmg:4",
    )
    .await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(
        &gm,
        "/adversary add name:Goblin hp:3 defence:0 saves:5 morale:5 th:4 dmg:2 count:3",
    )
    .await;

    let ask = |line: &str, option: &'static str, typed: &'static str| {
        let interaction = bot.interaction_for(&rook, line, Some((option, typed)));
        bot.fake.interact(interaction)
    };
    let targets = ask("/attack", "target", "gob").await;
    assert_eq!(targets.body["type"], 8);
    let names: Vec<&str> = targets.body["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(names, ["Goblin 1", "Goblin 2", "Goblin 3"]);

    let weapons = ask("/attack target:\"Goblin 1\"", "weapon", "").await;
    assert_eq!(weapons.body["data"]["choices"][0]["value"], "axe");
    let characters = ask("/character show", "character", "ro").await;
    assert_eq!(characters.body["data"]["choices"][0]["value"], "Rook");

    // Preset weapons show in the reader's language and match as typed in it; the value
    // stays the weapon table's own name.
    let czech = Who {
        locale: "cs",
        ..rook.clone()
    };
    let interaction = bot.interaction_for(
        &czech,
        "/character weapon character:Rook",
        Some(("weapon", "dý")),
    );
    let presets = bot.fake.interact(interaction).await;
    let choices = presets.body["data"]["choices"].as_array().expect("choices");
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(choices[0]["name"], "dýka");
    assert_eq!(choices[0]["value"], "dagger");
    assert_eq!(bot.stop().await, 0);
}

/// The armour choice by button: a wrong user and a stale click are refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn armour_choice_buttons_check_the_clicker_and_the_version() {
    let bot = Bot::start().await;
    let (gm, rook, tess) = (gm(), rook(), tess());
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/character armour character:Rook piece:helmet")
        .await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(&gm, KNIGHT).await;
    bot.ok(&gm, "/initiative").await;
    // Rook has the head start; the GM passes his turn to the Knight.
    bot.ok(&gm, "/next").await;
    bot.dice.queue(&[1, 1, 1, 4, 5, 6]);
    let (hit, callback) = bot.line(&gm, "/attack as:Knight target:Rook").await;
    let labels: Vec<String> = buttons(data(&callback)).into_iter().map(|b| b.0).collect();
    assert!(
        labels.iter().any(|l| l.contains("helmet")),
        "armour buttons: {labels:?}"
    );

    // Labels say what a click does, and the title says the hit still waits.
    assert!(
        labels
            .iter()
            .any(|l| l == "🛡️ helmet: cancel 2 ones (0 dots left)"),
        "{labels:?}"
    );
    assert!(
        labels.iter().any(|l| l == "Take the hit: Death Blow"),
        "{labels:?}"
    );
    // The buttons make the choice: the text gives no command to type.
    assert!(!text(&callback).contains("/armour"), "{}", text(&callback));
    let title = data(&callback)["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default();
    assert_eq!(title, "Knight hits Rook: Death Blow, armour choice pending");

    let wrong = bot.click(&tess, hit, "helmet").await;
    assert!(ephemeral(&wrong), "{}", wrong.body);
    assert_eq!(colour(&wrong), Some(ERROR_COLOUR));
    // A click refused for being someone else's leaves the buttons to their player.
    assert_eq!(buttons(&bot.reply_message(hit)).len(), 2);
    let as_shown = bot.reply_message(hit);

    // The helmet's two free dots cancel two of the three 1s: a Minor Hit is left.
    let chosen = bot.click(&rook, hit, "helmet").await;
    assert!(!ephemeral(&chosen));
    assert!(text(&chosen).contains("Minor Hit"), "{}", text(&chosen));
    // Used: the buttons are gone from the hit's message.
    let retired = bot.retired(hit).await;
    assert!(buttons(&retired).is_empty(), "{retired}");

    // A client still showing them gets a refusal that changes nothing.
    let stale = bot.click_on(&rook, &as_shown, "Take the hit").await;
    assert!(ephemeral(&stale));
    assert!(text(&stale).contains("out of date"), "{}", text(&stale));
    assert_eq!(bot.stop().await, 0);
}

/// Non-physical damage: the defender's player halves or negates it with armour dots by
/// button, the tracker shows the choice while it waits, and only that player (or the GM)
/// may click.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nonphysical_damage_offers_its_armour_choice_as_buttons() {
    let bot = Bot::start().await;
    let (gm, rook, tess) = (gm(), rook(), tess());
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/character armour character:Rook piece:helmet")
        .await;
    bot.ok(&rook, "/character armour character:Rook piece:basic")
        .await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(&gm, "/encounter show").await;
    bot.tracker_post().await;
    let (hit, callback) = bot
        .line(&gm, "/damage target:Rook amount:7 physical:false")
        .await;
    let title = data(&callback)["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default();
    assert_eq!(
        title,
        "Rook faces 7 non-physical damage: armour choice pending"
    );
    let labels: Vec<String> = buttons(data(&callback)).into_iter().map(|b| b.0).collect();
    assert_eq!(
        labels,
        [
            "🛡️ helmet: 1 dot, take 3",
            "🛡️ helmet: 2 dots, take nothing",
            "🛡️ basic armour: 1 dot, take 3",
            "🛡️ basic armour: 2 dots, take nothing",
            "Take 7 damage",
        ]
    );
    assert!(!text(&callback).contains("/armour"), "{}", text(&callback));
    // The tracker, edited after the action, shows what the table waits for.
    let channel_messages = format!("/channels/{CHANNEL}/messages/");
    bot.fake
        .wait_request(|r| {
            r.method == "PATCH"
                && r.path.contains(&channel_messages)
                && message_text(&r.body)
                    .contains("Rook chooses armour against 7 non-physical damage")
        })
        .await;

    let wrong = bot.click(&tess, hit, "helmet: 2 dots").await;
    assert!(ephemeral(&wrong), "{}", wrong.body);
    assert_eq!(colour(&wrong), Some(ERROR_COLOUR));

    let chosen = bot.click(&rook, hit, "helmet: 2 dots").await;
    assert!(!ephemeral(&chosen), "{}", chosen.body);
    assert!(
        text(&chosen).contains("Rook's armour negates the 7 damage."),
        "{}",
        text(&chosen)
    );
    let retired = bot.retired(hit).await;
    assert!(buttons(&retired).is_empty(), "{retired}");
    let sheet = bot.ok(&rook, "/character show character:Rook").await;
    assert!(text(&sheet).contains("14/14"), "{}", text(&sheet));

    // Out of helmet dots, one from the basic armour halves the next: 9 → 4.
    let (second, callback) = bot
        .line(&gm, "/damage target:Rook amount:9 physical:false")
        .await;
    let labels: Vec<String> = buttons(data(&callback)).into_iter().map(|b| b.0).collect();
    assert_eq!(
        labels,
        [
            "🛡️ basic armour: 1 dot, take 4",
            "🛡️ basic armour: 2 dots, take nothing",
            "Take 9 damage",
        ]
    );
    let halved = bot.click(&rook, second, "1 dot").await;
    assert!(
        text(&halved).contains("Rook's armour halves the damage: 9 → 4."),
        "{}",
        text(&halved)
    );
    assert!(text(&halved).contains("10/14"), "{}", text(&halved));
    assert_eq!(bot.stop().await, 0);
}

/// After the fight, each fallen PC gets a "Roll on the Death table" button.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn death_table_buttons_follow_the_end_of_the_encounter() {
    let bot = Bot::start().await;
    let (gm, rook, tess) = (gm(), rook(), tess());
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/join character:Rook").await;
    // Before initiative the fight has not begun: the Death roll is due at once, and its
    // button under this reply stays live; the end of the encounter does not repeat it.
    let (end, _) = bot.line(&gm, "/damage target:Rook amount:99").await;
    let callback = bot.ok(&gm, "/encounter end").await;
    assert!(
        buttons(&bot.reply_message(end))
            .iter()
            .any(|(label, _)| label.contains("Rook")),
        "{}",
        callback.body
    );
    let other = bot.click(&tess, end, "Rook").await;
    assert!(ephemeral(&other), "only Rook's player or the GM");
    bot.dice.queue(&[8]);
    let rolled = bot.click(&rook, end, "Rook").await;
    assert!(!ephemeral(&rolled), "{}", rolled.body);
    assert!(text(&rolled).contains("d8"), "{}", text(&rolled));
    assert_eq!(bot.stop().await, 0);
}

/// Outside a fight a PC at 0 HP owes its Death roll at once: the reply offers it with a
/// button, and the PC cannot rest until it is rolled.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_out_of_combat_death_roll_is_offered_at_once_with_a_button() {
    let bot = Bot::start().await;
    let (gm, rook, tess) = (gm(), rook(), tess());
    bot.ok(&rook, ROOK).await;
    let (hit, callback) = bot.line(&gm, "/damage target:Rook amount:14").await;
    assert!(
        !text(&callback).contains("when the fight ends"),
        "{}",
        text(&callback)
    );
    assert!(
        buttons(data(&callback))
            .iter()
            .any(|(label, _)| label == "🎲 Death roll: Rook"),
        "{}",
        callback.body
    );
    let refused = bot.run(&gm, "/rest kind:short character:Rook").await;
    assert_refused(&refused, "Death-table roll");
    let other = bot.click(&tess, hit, "Death roll").await;
    assert!(ephemeral(&other), "only Rook's player or the GM");
    bot.dice.queue(&[2, 3]);
    let rolled = bot.click(&rook, hit, "Death roll").await;
    assert!(!ephemeral(&rolled), "{}", rolled.body);
    assert!(text(&rolled).contains("d8"), "{}", text(&rolled));
    bot.dice.queue(&[2]);
    bot.ok(&gm, "/rest kind:short character:Rook").await;
    assert_eq!(bot.stop().await, 0);
}

/// A bear's turn: claw and bite, one after the other, each once; the turn passes after the
/// last, and a Major Hit's trigger is shown.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_multi_attack_adversarys_turn_claws_then_bites() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(
        &gm,
        "/adversary add name:Bear hp:20 defence:1 saves:9 morale:10",
    )
    .await;
    bot.ok(
        &gm,
        "/adversary attack adversary:Bear attack:claw th:4 dmg:2",
    )
    .await;
    bot.ok(
        &gm,
        "/adversary attack adversary:Bear attack:claw when:major-hit trigger:grabbed",
    )
    .await;
    bot.ok(
        &gm,
        "/adversary attack adversary:Bear attack:bite th:5 dmg:3",
    )
    .await;
    bot.ok(&gm, "/initiative").await;
    bot.ok(&gm, "/next").await;
    bot.dice.queue(&[1, 1, 3, 4]);
    let claw = bot.ok(&gm, "/attack as:Bear weapon:claw target:Rook").await;
    assert!(text(&claw).contains("grabbed"), "{}", text(&claw));
    let again = bot
        .run(&gm, "/attack as:Bear weapon:claw target:Rook")
        .await;
    assert_refused(&again, "already made");
    bot.dice.queue(&[2, 3, 4, 5, 5]);
    let bite = bot.ok(&gm, "/attack as:Bear weapon:bite target:Rook").await;
    let footer = data(&bite)["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(
        footer.contains("▶ Rook"),
        "the turn passed to Rook: {footer}"
    );
    // Before the bite it was still the bear's turn: two attacks, one turn.
    let claw_footer = data(&claw)["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(claw_footer.contains("▶ Bear"), "{claw_footer}");
    assert_eq!(bot.stop().await, 0);
}

/// A PC shooting another PC: the defender gets the armour buttons.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pc_hit_by_a_pc_gets_the_armour_choice_buttons() {
    let bot = Bot::start().await;
    let (gm, rook, tess) = (gm(), rook(), tess());
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/character armour character:Rook piece:helmet")
        .await;
    bot.ok(
        &tess,
        "/character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9",
    )
    .await;
    bot.ok(&tess, "/character weapon character:Tess weapon:dagger")
        .await;
    bot.ok(&tess, "/join character:Tess").await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(&gm, "/initiative").await;
    bot.dice.queue(&[1, 2, 3, 4]);
    let (hit, callback) = bot.line(&tess, "/attack target:Rook weapon:dagger").await;
    let labels: Vec<String> = buttons(data(&callback)).into_iter().map(|b| b.0).collect();
    assert!(labels.iter().any(|l| l.contains("helmet")), "{labels:?}");
    let chosen = bot.click(&rook, hit, "helmet").await;
    assert!(!ephemeral(&chosen), "{}", chosen.body);
    assert!(text(&chosen).contains("Fail"), "{}", text(&chosen));
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tracker_message_is_edited_after_each_action() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&gm, KNIGHT).await;
    bot.ok(&gm, "/encounter show").await;
    let posted = bot.tracker_post().await;
    assert!(
        message_text(&posted.body).contains("20/20"),
        "{}",
        posted.body
    );
    assert!(
        posted.body["allowed_mentions"]["parse"]
            .as_array()
            .is_some_and(Vec::is_empty)
    );
    bot.ok(&gm, "/damage target:Knight amount:5").await;
    let channel_messages = format!("/channels/{CHANNEL}/messages/");
    let edit = bot
        .fake
        .wait_request(|r| r.method == "PATCH" && r.path.contains(&channel_messages))
        .await;
    let edited: u64 = edit
        .path
        .rsplit('/')
        .next()
        .and_then(|id| id.parse().ok())
        .expect("message id");
    assert!(
        bot.fake.message(edited).is_some(),
        "the posted tracker is the one edited"
    );
    assert!(message_text(&edit.body).contains("15/20"), "{}", edit.body);
    // After the encounter ends, the tracker says so once and is no longer edited.
    bot.ok(&gm, "/encounter end").await;
    let last = bot
        .fake
        .wait_request(|r| r.method == "PATCH" && r.path.contains(&channel_messages))
        .await;
    assert!(message_text(&last.body).contains("over"), "{}", last.body);
    // It keeps the fight's final state under the closing line.
    assert!(message_text(&last.body).contains("15/20"), "{}", last.body);
    let _ = rook;
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hidden_adversary_hp_shows_wound_words_to_players_and_numbers_to_the_gm() {
    let bot = Bot::start().await;
    let gm = gm();
    bot.ok(&gm, "/settings hide-adversary-hp:true").await;
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&gm, KNIGHT).await;
    bot.ok(&gm, "/damage target:Knight amount:15").await;
    let private = bot.ok(&gm, "/encounter show").await;
    let public = bot.tracker_post().await;
    let shown = message_text(&public.body);
    assert!(shown.contains("badly wounded"), "{shown}");
    assert!(!shown.contains("5/20"), "{shown}");
    // The GM still sees the numbers, privately.
    assert!(ephemeral(&private));
    assert!(text(&private).contains("5/20"), "{}", text(&private));
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_are_ephemeral_localized_embeds_and_change_nothing() {
    let bot = Bot::start().await;
    let gm = gm();
    let ru = Who::player(103, "ivan", "ru");
    bot.ok(&gm, "/encounter start").await;
    let refused = bot.run(&ru, "/attack target:Nobody").await;
    assert_eq!(refused.body["type"], 4);
    assert!(ephemeral(&refused));
    assert_eq!(colour(&refused), Some(ERROR_COLOUR));
    assert!(
        text(&refused).chars().any(|c| ('а'..='я').contains(&c)),
        "in the user's Russian: {}",
        text(&refused)
    );
    // Server settings need a moderator.
    let settings = bot.run(&ru, "/settings ping-turns:true").await;
    assert!(ephemeral(&settings));
    assert_eq!(colour(&settings), Some(ERROR_COLOUR));
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn public_replies_use_the_server_language_and_private_ones_the_users() {
    let bot = Bot::start().await;
    bot.set_guild_locale("cs");
    let russian_gm = Who {
        locale: "ru",
        ..gm()
    };
    let public = bot.ok(&russian_gm, "/encounter start").await;
    assert!(!ephemeral(&public));
    assert!(
        text(&public).contains("Střetnutí") || text(&public).contains("střetnutí"),
        "Czech, the server's language: {}",
        text(&public)
    );
    let private = bot.ok(&russian_gm, "/help").await;
    assert!(ephemeral(&private));
    assert!(text(&private).contains("Команды"), "{}", text(&private));

    // /settings language overrides the server's own locale.
    bot.ok(&russian_gm, "/settings language:ru").await;
    let public = bot.ok(&russian_gm, "/encounter end").await;
    assert!(
        text(&public).chars().any(|c| ('а'..='я').contains(&c)),
        "{}",
        text(&public)
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_work_is_deferred_then_answered_by_a_follow_up() {
    let bot = Bot::start_with("0").await;
    let gm = gm();
    let interaction = bot.interaction_for(&gm, "/encounter start", None);
    let id = bot.id_of(&interaction);
    let callback = bot.fake.interact(interaction).await;
    assert_eq!(callback.body["type"], 5, "deferred: {}", callback.body);
    let token = fixtures::token_for(id);
    let followup = bot
        .fake
        .wait_request(|r| r.path.contains(&token) && !r.path.ends_with("/callback"))
        .await;
    assert!(
        message_text(&followup.body).contains("encounter"),
        "{}",
        followup.body
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_bot_permission_is_named_to_the_user() {
    let bot = Bot::start().await;
    let gm = gm();
    let interaction = fixtures::with_app_permissions(
        bot.interaction_for(&gm, "/encounter start", None),
        fixtures::app_permissions_all() & !perm::EMBED_LINKS,
    );
    let callback = bot.fake.interact(interaction).await;
    assert!(ephemeral(&callback));
    assert!(
        text(&callback).contains("Embed Links"),
        "{}",
        text(&callback)
    );
    // Nothing happened: the encounter can still be started.
    bot.ok(&gm, "/encounter start").await;
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_pings_mention_only_the_player_whose_turn_it_is() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.ok(&gm, "/settings ping-turns:true").await;
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(&gm, KNIGHT).await;
    let started = bot.ok(&gm, "/initiative").await;
    assert_eq!(data(&started)["content"], format!("<@{}>", rook.user_id));
    assert_eq!(
        data(&started)["allowed_mentions"]["users"],
        json!([rook.user_id.to_string()])
    );
    // Without the setting, nothing pings.
    let quiet = bot.ok(&gm, "/settings ping-turns:false").await;
    assert!(
        data(&quiet)["allowed_mentions"]["parse"]
            .as_array()
            .is_some_and(Vec::is_empty)
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gm_role_grants_gm_powers() {
    let bot = Bot::start().await;
    let gm = gm();
    let role = 930_000_000_000_000_001_u64;
    let helper = Who {
        roles: vec![role],
        ..Who::player(104, "helper", "en-US")
    };
    let refused = bot.run(&helper, "/damage target:Nobody amount:1").await;
    assert!(ephemeral(&refused));
    bot.ok(&gm, &format!("/settings gm-role:{role}")).await;
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&helper, KNIGHT).await;
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_the_bot_with_exit_code_2() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = format!("sqlite://{}/narrator.db", dir.path().display());
    let mut config = config(&fake, &db, "1500");
    config.token = narrator::discord::config::Token::new("wrong-token");
    let code = run_with(config, DiceSource::Fair, std::future::pending()).await;
    assert_eq!(code, 2);
    assert_eq!(
        fake.gateway_calls(),
        0,
        "no gateway connection with a bad token"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_is_a_table_of_its_own() {
    let bot = Bot::start().await;
    let gm = gm();
    bot.ok(&gm, "/encounter start").await;
    let thread = 920_000_000_000_000_777_u64;
    let mut interaction = bot.interaction_for(&gm, "/encounter start", None);
    interaction["channel_id"] = json!(thread.to_string());
    interaction["channel"] = json!({"id": thread.to_string(), "type": 11, "name": "side fight", "parent_id": CHANNEL.to_string()});
    let started = bot.fake.interact(interaction).await;
    assert_ne!(
        colour(&started),
        Some(ERROR_COLOUR),
        "the thread has no encounter yet: {}",
        started.body
    );
    // The channel's own encounter is still there.
    let again = bot.run(&gm, "/encounter start").await;
    assert_eq!(colour(&again), Some(ERROR_COLOUR));
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_views_stay_within_discords_limits() {
    let bot = Bot::start().await;
    let gm = gm();
    bot.ok(&gm, "/encounter start").await;
    for kind in ["Goblin", "Kobold", "Skeleton"] {
        bot.ok(
            &gm,
            &format!("/adversary add name:{kind} hp:999 defence:20 saves:20 morale:20 th:12 dmg:50 count:20"),
        )
        .await;
    }
    // Sixty morale saves in one reply, then the log of fifty rolls: both are cut to fit.
    for line in ["/morale", "/log limit:50"] {
        let reply = bot.ok(&gm, line).await;
        let description = data(&reply)["embeds"][0]["description"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        assert!(description.chars().count() <= 4096, "{line}");
        let last = description.lines().last().unwrap_or_default();
        assert!(last.contains("more"), "{line}: cut with a count: {last}");
    }
    bot.ok(&gm, "/encounter show").await;
    let shown = message_text(&bot.tracker_post().await.body);
    assert!(shown.contains("Skeleton 20"), "{shown}");
    // stop() asserts the fake saw no payload over any limit.
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_commands_is_rate_limited_per_user() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = format!("sqlite://{}/narrator.db", dir.path().display());
    let mut config = config(&fake, &db, "2000");
    config.rate_limit = narrator::discord::ratelimit::RateLimit {
        burst: 2.0,
        refill_every: std::time::Duration::from_secs(3600),
    };
    let (stop, run) = launch(&fake, config, DiceSource::Fair).await;
    let gm = gm();
    let mut colours = Vec::new();
    for id in 1..=3 {
        let interaction = fixtures::slash(id, CHANNEL, &gm, "en-US", "help", None, json!([]));
        let callback = fake.interact(interaction).await;
        colours.push(colour(&callback));
        if id == 3 {
            assert!(text(&callback).contains("Slow down"), "{}", text(&callback));
        }
    }
    assert_eq!(colours[2], Some(ERROR_COLOUR));
    assert_ne!(colours[1], Some(ERROR_COLOUR));
    let other = fixtures::slash(4, CHANNEL, &rook(), "en-US", "help", None, json!([]));
    assert_ne!(colour(&fake.interact(other).await), Some(ERROR_COLOUR));
    let _ = stop.send(());
    assert_eq!(run.await.expect("bot task"), 0);
}

/// Dice that take their time, so a test can stop the bot while an action is in flight.
struct SlowDice {
    started: Arc<std::sync::atomic::AtomicBool>,
}

impl Dice for SlowDice {
    fn roll(&mut self, _sides: u32) -> Result<u32, UserError> {
        self.started.store(true, Ordering::SeqCst);
        std::thread::sleep(std::time::Duration::from_millis(800));
        Ok(4)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_lets_the_action_in_flight_finish_and_answer() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = format!("sqlite://{}/narrator.db", dir.path().display());
    let started = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let dice = DiceSource::shared(SlowDice {
        started: started.clone(),
    });
    let (stop, run) = launch(&fake, config(&fake, &db, "2500"), dice).await;
    let gm = gm();
    let mut id = 0;
    let mut send = |command: &str, options: Value| {
        id += 1;
        fixtures::slash(id, CHANNEL, &gm, "en-US", command, None, options)
    };
    let start = fixtures::slash(
        100,
        CHANNEL,
        &gm,
        "en-US",
        "encounter",
        Some("start"),
        json!([]),
    );
    fake.interact(start).await;
    let add = fixtures::slash(
        101,
        CHANNEL,
        &gm,
        "en-US",
        "adversary",
        Some("add"),
        json!([
            fixtures::opt_str("name", "Knight"),
            fixtures::opt_int("hp", 20),
            fixtures::opt_int("defence", 0),
            fixtures::opt_int("saves", 10),
            fixtures::opt_int("morale", 9),
            fixtures::opt_int("th", 6),
            fixtures::opt_int("dmg", 5),
        ]),
    );
    fake.interact(add).await;

    fake.dispatch("INTERACTION_CREATE", send("morale", json!([])))
        .await;
    while !started.load(Ordering::SeqCst) {
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    // SIGTERM arrives while the Morale roll is being made.
    let _ = stop.send(());
    let code = tokio::time::timeout(std::time::Duration::from_secs(20), run)
        .await
        .expect("the bot stops")
        .expect("bot task");
    assert_eq!(code, 0);
    // By the time the process would exit, the action was answered.
    let callback = fake
        .requests()
        .into_iter()
        .find(|r| {
            r.path
                .contains(&format!("/interactions/1/{}/", fixtures::token_for(1)))
        })
        .expect("the action in flight was answered before the bot stopped");
    assert_eq!(callback.body["type"], 4);
    assert_ne!(colour(&callback), Some(ERROR_COLOUR), "{}", callback.body);

    // The acknowledged roll is in the database.
    let store = narrator::store::Store::connect(Some(&db))
        .await
        .expect("store");
    let log = store.read_log(super_channel(), 10).await.expect("log");
    assert!(log.iter().any(|row| row.command == "morale"), "{log:?}");
    store.close().await;
}

fn super_channel() -> i64 {
    i64::try_from(CHANNEL).expect("channel id")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unexpected_failure_is_an_apology_with_an_incident_id() {
    let bot = Bot::start().await;
    let gm = gm();
    bot.ok(&gm, "/encounter start").await;
    // Break the database under the bot: the next command cannot read its channel.
    sqlx::any::install_default_drivers();
    let url = format!("sqlite://{}/narrator.db", bot._dir.path().display());
    let pool = sqlx::AnyPool::connect(&url).await.expect("pool");
    sqlx::query("DROP TABLE channels")
        .execute(&pool)
        .await
        .expect("drop");
    pool.close().await;
    let failed = bot.run(&gm, "/encounter show").await;
    assert!(ephemeral(&failed));
    let shown = text(&failed);
    assert!(shown.contains("incident"), "{shown}");
    assert!(!shown.contains("no such table"), "no raw error: {shown}");
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn roll_shows_every_die_and_a_secret_roll_answers_the_roller_alone() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.dice.queue(&[1, 3, 5, 6]);
    let public = bot
        .ok(&rook, "/roll expression:\"4d6kh3 # stats\" label:Strength")
        .await;
    assert!(!ephemeral(&public));
    let shown = text(&public);
    assert!(shown.contains("Strength"), "{shown}");
    assert!(
        shown.contains("~~1~~"),
        "the dropped die is struck: {shown}"
    );
    assert!(shown.contains("**14**"), "the total: {shown}");

    bot.dice.queue(&[17]);
    let secret = bot.ok(&rook, "/roll expression:1d20+5 secret:true").await;
    assert!(ephemeral(&secret), "{}", secret.body);
    assert!(text(&secret).contains("**22**"), "{}", text(&secret));
    // The log shows the secret roll to its roller and the GM, not to others.
    let tess_log = text(&bot.ok(&tess(), "/log").await);
    assert!(!tess_log.contains("1d20+5"), "{tess_log}");
    assert!(tess_log.contains("4d6kh3"), "{tess_log}");
    let gm_log = text(&bot.ok(&gm, "/log").await);
    assert!(gm_log.contains("1d20+5"), "{gm_log}");
    // A roll is not an action: there is nothing to undo.
    let undo = bot.run(&gm, "/undo").await;
    assert_eq!(colour(&undo), Some(ERROR_COLOUR));

    let refused = bot.run(&rook, "/roll expression:1d6ie1").await;
    assert!(ephemeral(&refused));
    assert_eq!(colour(&refused), Some(ERROR_COLOUR));
    assert!(
        text(&refused).contains("Avrae"),
        "names the Avrae spelling: {}",
        text(&refused)
    );
    // A Russian player reads the refusal in Russian.
    let ivan = Who::player(106, "ivan", "ru");
    let russian = text(&bot.run(&ivan, "/roll expression:0d6").await);
    assert!(
        russian.chars().any(|c| ('а'..='я').contains(&c)),
        "{russian}"
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn odds_answer_with_exact_numbers_and_a_chart_attachment() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let rook = rook();
    for line in [
        "/odds expression:2d6",
        "/flail odds-attack th:3 dmg:4 defence:1",
        "/flail odds-save value:10 advantage:1",
        "/arena odds dice:3 armor:1 effect:\"7+ Daze, 10+ Stun\"",
    ] {
        let reply = bot.ok(&rook, line).await;
        let body = data(&reply);
        assert_eq!(
            body["attachments"][0]["filename"], "odds.png",
            "{line}: {}",
            reply.body
        );
        assert_eq!(
            body["embeds"][0]["image"]["url"], "attachment://odds.png",
            "{line}"
        );
        assert!(text(&reply).contains('%'), "{line}: {}", text(&reply));
    }
    let two_dice = text(&bot.ok(&rook, "/odds expression:2d6").await);
    assert!(two_dice.contains("7: 16.67 % (6/36)"), "{two_dice}");
    // Czech users read Czech numbers and words.
    let czech = Who::player(105, "jana", "cs");
    bot.set_guild_locale("cs");
    let cs = text(&bot.ok(&czech, "/flail odds-attack th:2").await);
    assert!(cs.contains("Zásah"), "{cs}");
    assert_eq!(bot.stop().await, 0);
}
