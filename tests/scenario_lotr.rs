//! A full three-player combat phase of the LotR LCG through the console: shadow cards dealt
//! in order until the deck runs out, a Sentinel defending for another player, a shadow
//! attack bonus, an undefended attack onto a chosen hero with excess damage lost, a Ranged
//! hero joining another player's attack, a player with nobody left to attack skipped, the
//! end-of-phase discard, and the refresh passing the first player token.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Backend, Table, TestDb, row};
use narrator::dice::RiggedDice;
use narrator::table::DiceSource;
use serde_json::{Value, json};

/// The shuffle's dice: d3 shows 3, d2 shows 2 — the deck keeps the order it was built in.
const SCRIPT_DICE: &str = "3,2";

fn events(reply: &Value) -> Vec<Value> {
    reply["events"].as_array().cloned().unwrap_or_default()
}

fn has(reply: &Value, event: Value) -> bool {
    events(reply).contains(&event)
}

fn text(reply: &Value) -> &str {
    reply["text"].as_str().unwrap_or_default()
}

fn character<'a>(reply: &'a Value, name: &str) -> Option<&'a Value> {
    reply["table"]["characters"]
        .as_array()?
        .iter()
        .find(|c| c["name"] == name)
}

fn stage(reply: &Value) -> Value {
    reply["table"]["combat"]["stage"].clone()
}

#[tokio::test]
async fn a_three_player_combat_phase_from_shadows_to_discard() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let dice = DiceSource::shared(RiggedDice::parse(SCRIPT_DICE).unwrap());
    let table = Table::new(&db, dice).await;

    // The host sets the table; Anna, Boris and Cyril play.
    table.ok("@host /encounter start ruleset:lotr-lcg").await;
    for line in [
        "@anna /lcg player name:Anna threat:28",
        "@boris /lcg player name:Boris threat:30",
        "@cyril /lcg player name:Cyril threat:25",
        "@anna /lcg hero name:Aragorn attack:3 defense:2 hit-points:5",
        "@anna /lcg hero name:Gimli attack:2 defense:2 hit-points:5",
        "@anna /lcg ally name:\"Snowbourn Scout\" attack:0 defense:1 hit-points:1",
        "@boris /lcg hero name:Legolas attack:3 defense:1 hit-points:4 ranged:true",
        "@boris /lcg hero name:Beregond attack:0 defense:4 hit-points:4 sentinel:true",
        "@cyril /lcg hero name:Eowyn attack:1 defense:1 hit-points:3",
        "@anna /lcg card name:\"Driven by Shadow\" attack:1",
        "@anna /lcg card name:\"Treacherous Fog\" text:\"Each location gets +1 threat.\"",
        "@anna /lcg card name:\"Goblin Sniper\" undefended:true",
        "@anna /lcg shuffle",
        "@anna /lcg enemy name:\"Hill Troll\" attack:6 defense:3 hit-points:9 engagement:30 engage:Anna",
        "@anna /lcg enemy name:\"Wolf Rider\" attack:2 defense:1 hit-points:2 engagement:10 engage:Anna",
        "@boris /lcg enemy name:\"Goblin Archer\" attack:2 defense:0 hit-points:2 engagement:20 engage:Boris",
        "@cyril /lcg enemy name:\"Orc Guard\" attack:2 defense:1 hit-points:3 engagement:20 engage:Cyril",
    ] {
        table.ok(line).await;
    }

    // Step 1: Anna's enemies first, highest engagement cost first; the deck runs out.
    let dealt = table.ok("@anna /combat start").await;
    assert!(has(
        &dealt,
        json!({"event": "shadows_dealt", "enemies": ["Hill Troll", "Wolf Rider", "Goblin Archer"]})
    ));
    assert!(has(
        &dealt,
        json!({"event": "deck_empty", "without": ["Orc Guard"]})
    ));
    assert!(
        text(&dealt).contains("Anna: play actions, then continue to the enemy attacks"),
        "{}",
        text(&dealt)
    );
    table
        .refused("@boris /combat continue", "err-seat-turn")
        .await;

    // Step 2, Anna: she picks the Troll; Boris's Sentinel defends for her.
    table.ok("@anna /combat continue").await;
    table.ok("@anna /combat enemy enemy:\"Hill Troll\"").await;
    table
        .refused(
            "@anna /combat defend character:Beregond",
            "err-seat-not-yours",
        )
        .await;
    table.ok("@boris /combat defend character:Beregond").await;
    let shadow = table.ok("@anna /combat continue").await;
    assert!(
        text(&shadow).contains("Hill Troll's shadow card: Driven by Shadow — attack +1"),
        "{}",
        text(&shadow)
    );
    let troll = table.ok("@anna /combat continue").await;
    assert!(
        text(&troll).contains("Hill Troll attacks: 6 + 1 − 4 = 3 damage."),
        "{}",
        text(&troll)
    );
    assert_eq!(character(&troll, "Beregond").unwrap()["damage"], 3);
    // One enemy left for Anna: it is chosen for her.
    assert_eq!(
        stage(&troll),
        json!({"stage": "declare_defender", "player": "Anna", "enemy": "Wolf Rider"})
    );
    table
        .ok("@anna /combat defend character:\"Snowbourn Scout\"")
        .await;
    let fog = table.ok("@anna /combat continue").await;
    assert!(
        text(&fog).contains("\"Each location gets +1 threat.\" (resolve it yourselves)"),
        "{}",
        text(&fog)
    );
    let rider = table.ok("@anna /combat continue").await;
    assert!(has(
        &rider,
        json!({"event": "defeated", "name": "Snowbourn Scout", "player": "Anna"})
    ));

    // Step 2, Boris: undefended, onto the hero he picks; the excess is lost.
    assert!(has(
        &rider,
        json!({"event": "step_started", "step": 2, "player": "Boris"})
    ));
    table.ok("@boris /combat undefended").await;
    table.ok("@boris /combat continue").await;
    let choice = table.ok("@boris /combat continue").await;
    assert_eq!(stage(&choice)["stage"], "choose_hero");
    table
        .refused("@boris /combat hero hero:Aragorn", "err-lotr-not-a-hero-of")
        .await;
    let hit = table.ok("@boris /combat hero hero:Beregond").await;
    assert!(
        text(&hit).contains("Goblin Archer attacks undefended: 2 = 2 damage, no defense."),
        "{}",
        text(&hit)
    );
    assert!(
        text(&hit).contains("Beregond takes 1 damage. (1 excess lost)"),
        "{}",
        text(&hit)
    );
    assert!(character(&hit, "Beregond").is_none());

    // Step 2, Cyril: no shadow card for the Orc Guard.
    table.ok("@cyril /combat defend character:Eowyn").await;
    let none = table.ok("@cyril /combat continue").await;
    assert!(has(
        &none,
        json!({"event": "no_shadow", "enemy": "Orc Guard"})
    ));
    let orc = table.ok("@cyril /combat continue").await;
    assert_eq!(character(&orc, "Eowyn").unwrap()["damage"], 1);

    // Step 3, Anna: Gimli attacks the Wolf Rider and Boris's Ranged Legolas joins.
    assert!(has(
        &orc,
        json!({"event": "step_started", "step": 3, "player": "Anna"})
    ));
    let chosen = table.ok("@anna /combat enemy enemy:\"Wolf Rider\"").await;
    assert!(
        text(&chosen).contains("attackers so far: none yet."),
        "no attackers yet is said in words: {}",
        text(&chosen)
    );
    table.ok("@anna /combat attackers names:Gimli").await;
    table
        .refused(
            "@cyril /combat attackers names:Eowyn",
            "err-lotr-needs-ranged",
        )
        .await;
    table.ok("@boris /combat attackers names:Legolas").await;
    // The attack is declared: a window for actions before its damage.
    let declared = table.ok("@anna /combat continue").await;
    assert!(has(
        &declared,
        json!({"event": "attack_declared", "player": "Anna", "enemy": "Wolf Rider", "attackers": ["Gimli", "Legolas"]})
    ));
    let strike = table.ok("@anna /combat continue").await;
    assert!(
        text(&strike)
            .contains("Anna attacks Wolf Rider with Gimli, Legolas: 2 + 3 − 1 = 4 damage."),
        "{}",
        text(&strike)
    );
    assert!(has(
        &strike,
        json!({"event": "defeated", "name": "Wolf Rider", "player": null})
    ));
    table.ok("@anna /combat enemy enemy:\"Hill Troll\"").await;
    table.ok("@anna /combat attackers names:Aragorn").await;
    // 3 − 3 = 0; then Boris and Cyril have nobody ready to attack: step 4.
    table.ok("@anna /combat continue").await;
    let end = table.ok("@anna /combat continue").await;
    assert!(text(&end).contains("3 − 3 = 0 damage"), "{}", text(&end));
    assert_eq!(
        events(&end).last(),
        Some(&json!({"event": "combat_ended", "discarded": 2}))
    );
    assert_eq!(end["table"]["combat"], Value::Null);
    // Encounter discard: the Fog (with its Wolf Rider), the Rider, then the two shadows.
    let discard: Vec<Value> = end["table"]["discard"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].clone())
        .collect();
    assert_eq!(
        discard,
        [
            json!("Treacherous Fog"),
            json!("Wolf Rider"),
            json!("Driven by Shadow"),
            json!("Goblin Sniper")
        ]
    );

    // The refresh phase: everything readies, threat +1, Boris takes the token.
    let refresh = table.ok("@anna /lcg refresh").await;
    assert!(has(
        &refresh,
        json!({"event": "refreshed", "round": 2, "first_player": "Boris", "readied": 4})
    ));
    let shown = table.show().await;
    for expected in [
        "Before the combat phase · first player: Boris",
        "Anna — threat 29",
        "Encounter deck: 0 cards · discard pile: 4",
    ] {
        assert!(shown.contains(expected), "{expected}:\n{shown}");
    }
    assert!(row(&shown, "Hill Troll").contains(" 9/9 "), "{shown}");
    assert!(row(&shown, "Eowyn").contains(" 2/3 "), "{shown}");
    table.refused("@anna /encounter end", "err-seat-host").await;
    table.ok("@host /encounter end").await;
}
