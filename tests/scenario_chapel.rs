//! The worked example of FLAIL's rules (the chapel fight), replayed through the
//! console with rigged dice, checking every number the example gives.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Backend, Table, TestDb, row};
use narrator::dice::RiggedDice;
use narrator::table::DiceSource;
use serde_json::json;

const SCRIPT_DICE: &str = "1,1,3,4,6, 1,3,4,4,6, 12, 1,1,1,4,5,6, 7";

#[tokio::test]
async fn the_chapel_fight_replays_every_number_of_the_seed() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let dice = DiceSource::shared(RiggedDice::parse(SCRIPT_DICE).unwrap());
    let table = Table::new(&db, dice).await;

    // The party has the head start: nobody rolls initiative.
    table.ok("/encounter start surprise:players").await;
    table
        .ok("@rook /character create name:Rook class:warrior str:12 dex:10 int:8 cha:9 luck:7")
        .await;
    // No preset matches Rook's axe (TH 5, DMG 4): a custom weapon.
    table
        .ok("@rook /character weapon character:Rook weapon:axe th:5 dmg:4")
        .await;
    table
        .ok("@rook /character armour character:Rook piece:helmet")
        .await;
    table
        .ok("@tess /character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9")
        .await;
    table
        .ok("@tess /character weapon character:Tess weapon:\"short bow\"")
        .await;
    // The knight's great sword: TH 6 (preset DMG 5); HP and Defence are the test's choice.
    table
        .ok("/adversary add name:Knight hp:20 defence:0 saves:10 morale:9 th:6 dmg:5")
        .await;
    table.ok("@rook /join character:Rook").await;
    table.ok("@tess /join character:Tess").await;
    let initiative = table.ok("/initiative").await;
    assert_eq!(initiative["results"], json!([]), "surprise: nobody rolls");

    // Rook's axe: 1,1,3,4,6 → Major Hit, 2 × 4 = 8 damage.
    let rook = table.ok("@rook /attack target:Knight weapon:axe").await;
    assert_eq!(rook["outcome"], "major_hit");
    assert_eq!(
        rook["rolls"],
        json!([{"sides": 6, "faces": [1, 1, 3, 4, 6]}])
    );
    assert_eq!(rook["results"][0]["detail"]["damage"]["amount"], 8);

    // Tess's short bow: 1,3,4,4,6 → Minor Hit, a pair of 4s; 3 damage.
    let tess = table
        .ok("@tess /attack target:Knight weapon:\"short bow\"")
        .await;
    assert_eq!(tess["outcome"], "minor_hit");
    assert_eq!(tess["results"][0]["detail"]["damage"]["amount"], 3);
    assert_eq!(
        tess["results"][0]["detail"]["poker"],
        json!([{"kind": "group", "length": {"size": 2, "value": 4}}]),
        "{tess}"
    );
    assert!(row(&table.show().await, "Knight").contains(" 9/20"));

    // The GM calls a DEX save for Rook to dodge: 12 fails against DEX 10.
    let dodge = table.ok("/save attribute:dex character:Rook").await;
    assert_eq!(dodge["outcome"], "fail");
    assert_eq!(dodge["rolls"], json!([{"sides": 20, "faces": [12]}]));

    // The great sword: 1,1,1,4,5,6 → Death Blow, waiting for Rook's armour choice.
    let sword = table.ok("/attack as:Knight target:Rook").await;
    assert_eq!(sword["outcome"], "death_blow");
    assert_eq!(sword["results"][0]["pending"], true);
    assert!(
        row(&table.show().await, "Rook").contains(" 14/14"),
        "damage waits for the choice"
    );

    // Rook marks a helmet dot to cancel one 1 → Major Hit: 2 × 5 = 10 damage, Injured.
    let helmet = table.ok("@rook /armour piece:helmet dots:1").await;
    assert_eq!(helmet["outcome"], "major_hit");
    assert_eq!(helmet["results"][0]["detail"]["damage"]["amount"], 10);
    let shown = table.show().await;
    assert!(row(&shown, "Rook").contains(" 4/14"), "{shown}");
    assert!(shown.contains("Injured"), "{shown}");
    let sheet = table.ok("/character show character:Rook").await;
    assert!(
        sheet["text"]
            .as_str()
            .unwrap()
            .contains("helmet: usage 1/2"),
        "{sheet}"
    );

    // The GM calls a DEX save for Tess holding her nerve: 7 succeeds against DEX 12.
    let nerve = table.ok("/save attribute:dex character:Tess").await;
    assert_eq!(nerve["outcome"], "success");
    assert_eq!(nerve["rolls"], json!([{"sides": 20, "faces": [7]}]));

    // Every rigged die was used; one more roll is refused and changes nothing.
    let before = table.show().await;
    table
        .refused(
            "@rook /attack target:Knight weapon:axe",
            "err-dice-exhausted",
        )
        .await;
    assert_eq!(table.show().await, before);
}

/// The events of a reply that are triggers, as their texts.
fn triggers(reply: &serde_json::Value) -> Vec<String> {
    reply["events"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|e| e["event"] == "triggered")
        .filter_map(|e| e["text"].as_str().map(str::to_owned))
        .collect()
}

/// A bear (claw, claw, bite; "Major Hit: grabbed") against Rook and Tess: the same claw
/// roll grabs Tess, who has no armour, but not Rook, whose helmet turns it into a Minor Hit.
#[tokio::test]
async fn the_bear_claws_twice_and_bites_and_a_helmet_stops_the_grab() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let dice = "1,1,3,4, 1,1,3,4, 1,2,3,5,5";
    let dice = DiceSource::shared(RiggedDice::parse(dice).unwrap());
    let table = Table::new(&db, dice).await;
    table.ok("/encounter start surprise:adversaries").await;
    table
        .ok("@rook /character create name:Rook class:warrior str:12 dex:10 int:8 cha:9 luck:7")
        .await;
    table
        .ok("@rook /character armour character:Rook piece:helmet")
        .await;
    table
        .ok("@tess /character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9")
        .await;
    table
        .ok("/adversary add name:Bear hp:20 defence:1 saves:9 morale:10")
        .await;
    table
        .ok("/adversary attack adversary:Bear attack:claw th:4 dmg:3 times:2")
        .await;
    table
        .ok("/adversary attack adversary:Bear attack:claw when:major-hit trigger:grabbed")
        .await;
    table
        .ok("/adversary attack adversary:Bear attack:bite th:5 dmg:4 when:any-hit trigger:bleeding")
        .await;
    table.ok("@rook /join character:Rook").await;
    table.ok("@tess /join character:Tess").await;
    table.ok("/initiative").await;

    // Claw on Rook: a Major Hit waiting for his armour; no trigger yet.
    let claw = table.ok("/attack as:Bear weapon:claw target:Rook").await;
    assert_eq!(claw["outcome"], "major_hit");
    assert_eq!(claw["results"][0]["pending"], true);
    assert!(triggers(&claw).is_empty(), "{claw}");
    // The helmet cancels a 1: a Minor Hit of 3, and no grab.
    let helmet = table.ok("@rook /armour piece:helmet dots:1").await;
    assert_eq!(helmet["outcome"], "minor_hit");
    assert!(triggers(&helmet).is_empty(), "{helmet}");
    // The same roll on Tess: a Major Hit of 6, and she is grabbed.
    let claw = table.ok("/attack as:Bear weapon:claw target:Tess").await;
    assert_eq!(claw["outcome"], "major_hit");
    assert_eq!(triggers(&claw), vec!["grabbed".to_owned()]);
    table
        .refused("/attack as:Bear weapon:claw target:Tess", "err-attack-made")
        .await;
    // The bite on Rook: his helmet has one dot left; he takes the hit, which bleeds.
    let bite = table.ok("/attack as:Bear weapon:bite target:Rook").await;
    assert_eq!(bite["results"][0]["pending"], true);
    let taken = table.ok("@rook /armour piece:helmet dots:0").await;
    assert_eq!(triggers(&taken), vec!["bleeding".to_owned()]);
    let shown = table.show().await;
    assert!(row(&shown, "Rook").contains(" 7/14"), "{shown}");
    assert!(row(&shown, "Tess").contains(" 3/9"), "{shown}");
}

/// Non-physical damage through the console: the GM deals a 9-point curse; it waits for
/// Rook's armour choice (only his player or the GM may make it), and one helmet dot halves
/// it, rounded down, to 4.
#[tokio::test]
async fn a_curse_waits_for_the_armour_choice_and_a_helmet_dot_halves_it() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, DiceSource::Fair).await;
    table.ok("/encounter start surprise:players").await;
    table
        .ok("@rook /character create name:Rook class:warrior str:12 dex:10 int:8 cha:9 luck:7")
        .await;
    table
        .ok("@rook /character armour character:Rook piece:helmet")
        .await;
    table.ok("@rook /join character:Rook").await;

    let curse = table
        .ok("/damage target:Rook amount:9 physical:false")
        .await;
    assert_eq!(
        curse["events"][0]["event"], "non_physical_choice",
        "{curse}"
    );
    assert!(
        reply_text(&curse).contains("one armour dot halves it (to 4), two negate it"),
        "{curse}"
    );
    let shown = table.show().await;
    assert!(row(&shown, "Rook").contains(" 14/14"), "{shown}");
    assert!(
        shown.contains("Rook chooses armour against 9 non-physical damage"),
        "{shown}"
    );
    // Rook's player is choosing: anyone else's answer is refused by the seats check.
    let refused = table
        .refused("@tess /armour piece:helmet dots:1", "err-seat-choice")
        .await;
    assert!(
        refused["error"].as_str().unwrap().contains("Rook"),
        "{refused}"
    );

    let halved = table.ok("@rook /armour piece:helmet dots:1").await;
    assert!(
        reply_text(&halved).contains("Rook's armour halves the damage: 9 → 4."),
        "{halved}"
    );
    let shown = table.show().await;
    assert!(row(&shown, "Rook").contains(" 10/14"), "{shown}");
    assert!(!shown.contains("chooses armour"), "{shown}");
    table
        .refused("@rook /armour piece:helmet dots:1", "err-no-pending-hit")
        .await;
}

fn reply_text(reply: &serde_json::Value) -> &str {
    reply["text"].as_str().unwrap_or_default()
}
