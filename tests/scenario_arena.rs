//! The worked example of the Mage Wars rules, replayed through the console with rigged
//! dice: initiative 8 vs 3, channeling to 19, the Timber Wolf and the Staff of Beasts
//! leaving the Beastmaster 3 mana, then Marked for Death and a Fireball at the wolf
//! (3 normal + 2 critical against Armor 2 → 3 damage, effect 8 → 1 Burn), and the burn die
//! showing 2 in the next upkeep → 5 damage.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Backend, Table, TestDb};
use narrator::dice::RiggedDice;
use narrator::table::DiceSource;
use serde_json::{Value, json};

/// In the order the engine rolls them: the round-1 initiative effect dice (Beastmaster,
/// Warlock); the Fireball's 7 attack dice (faces 3 4 5 5 1 2 1 read 1, 2, 1★, 1★, blank,
/// blank, blank) and its effect die 8; round 3's burn die (face 4 reads 2).
const SCRIPT_DICE: &str = "8,3, 3,4,5,5,1,2,1, 8, 4";

fn object<'a>(reply: &'a Value, name: &str) -> &'a Value {
    reply["arena"]["objects"]
        .as_array()
        .and_then(|list| list.iter().find(|o| o["name"] == name))
        .unwrap_or_else(|| panic!("{name} not in {reply}"))
}

fn mana(reply: &Value, mage: &str) -> Value {
    object(reply, mage)["body"]["mana"].clone()
}

#[tokio::test]
async fn the_fireball_at_the_timber_wolf_replays_every_number_of_the_seed() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let dice = DiceSource::shared(RiggedDice::parse(SCRIPT_DICE).unwrap());
    let table = Table::new(&db, dice).await;

    table.ok("@beast /encounter start ruleset:mage-wars").await;
    table
        .ok("@beast /arena mage name:Beastmaster life:36 armor:0 channeling:9 zone:C4")
        .await;
    table
        .ok("@warlock /arena mage name:Warlock life:38 armor:0 channeling:9 zone:A1")
        .await;
    table
        .ok("@warlock /arena attack name:Fireball dice:6 range:0-2 effect:\"7-8: 1 burn; 9+: 2 burn\" type:flame cost:8")
        .await;

    // Round 1: the roll-off on the effect die, then both channel 9 from 10.
    let round = table.ok("@beast /initiative").await;
    let events = round["events"].as_array().unwrap();
    assert_eq!(
        events[0],
        json!({"event": "initiative_rolled", "dice": [
            {"mage": "Beastmaster", "face": 8}, {"mage": "Warlock", "face": 3}
        ]})
    );
    assert!(
        events
            .contains(&json!({"event": "round_started", "round": 1, "initiative": "Beastmaster"}))
    );
    assert_eq!(mana(&round, "Beastmaster"), 19);
    assert_eq!(mana(&round, "Warlock"), 19);

    // The Beastmaster summons the Timber Wolf (9) as its action, two zones from the
    // Warlock, and quickcasts the Staff of Beasts (7): 3 mana left.
    let wolf = table
        .ok("@beast /arena creature name:\"Timber Wolf\" life:10 armor:2 zone:A3 cost:9")
        .await;
    assert_eq!(
        object(&wolf, "Timber Wolf")["activated"],
        true,
        "summoned: activated"
    );
    let staff = table
        .ok("@beast /cast spell:\"Staff of Beasts\" cost:7 quick:true")
        .await;
    assert_eq!(mana(&staff, "Beastmaster"), 3);
    // Not enough mana for anything costing 4: refused, nothing changes.
    table
        .refused(
            "@beast /cast spell:\"Rhino Hide\" cost:4 quick:true",
            "err-mw-quickcast-used",
        )
        .await;
    table.ok("@beast /next").await;
    table.ok("@warlock /activate").await;
    table.ok("@warlock /next").await;

    // Round 2: initiative passes to the Warlock; channel 9 each.
    let round = table.ok("@warlock /initiative").await;
    assert!(
        round["events"]
            .as_array()
            .unwrap()
            .contains(&json!({"event": "round_started", "round": 2, "initiative": "Warlock"}))
    );
    assert_eq!(mana(&round, "Beastmaster"), 12);
    assert_eq!(mana(&round, "Warlock"), 28);

    // Marked for Death (quickcast, 2 mana): attacks against the wolf roll one more die.
    let marked = table
        .ok("@warlock /cast spell:\"Marked for Death\" cost:2 quick:true target:\"Timber Wolf\" mark:1")
        .await;
    assert_eq!(object(&marked, "Timber Wolf")["incoming_dice"], 1);

    // Fireball: 6 + 1 = 7 dice, 3 normal and 2 critical; Armor 2 stops 2 normal → 3.
    let fireball = table
        .ok("@warlock /attack target:\"Timber Wolf\" weapon:Fireball")
        .await;
    let report = fireball["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == "attack")
        .cloned()
        .unwrap_or_else(|| panic!("no attack in {fireball}"));
    assert_eq!(report["printed_dice"], 6);
    assert_eq!(report["dice"], 7);
    assert_eq!(report["mana"], json!([8, 18]));
    let strike = &report["strikes"][0];
    assert_eq!(strike["faces"], json!([3, 4, 5, 5, 1, 2, 1]));
    assert_eq!(strike["normal"], 3);
    assert_eq!(strike["critical"], 2);
    assert_eq!(strike["armor"], 2);
    assert_eq!(strike["damage"], 3);
    assert_eq!(strike["effect"]["face"], 8);
    assert_eq!(strike["effect"]["markers"], json!([[1, "burn"]]));
    let wolf = object(&fireball, "Timber Wolf");
    assert_eq!(wolf["damage"], 3);
    assert_eq!(wolf["conditions"], json!([["burn", 1]]));
    assert_eq!(mana(&fireball, "Warlock"), 18);
    let text = fireball["text"].as_str().unwrap();
    assert!(text.contains("1 2 1★ 1★ – – –"), "{text}");
    assert!(text.contains("Armor 2 → 3 damage"), "{text}");

    table.ok("@warlock /next").await;
    table.ok("@beast /activate as:Beastmaster").await;
    table.ok("@beast /next").await;
    // The Warlock has nobody left to activate: the wolf's phase follows at once.
    table.ok("@beast /activate as:\"Timber Wolf\"").await;
    table.ok("@beast /next").await;

    // Round 3 upkeep: the burn die shows 2 → the wolf has 5 damage; the marker stays.
    let round = table.ok("@beast /initiative").await;
    assert!(round["events"].as_array().unwrap().contains(&json!({
        "event": "burn_rolled", "name": "Timber Wolf", "faces": [4], "damage": 2, "removed": 0
    })));
    let wolf = object(&round, "Timber Wolf");
    assert_eq!(wolf["damage"], 5);
    assert_eq!(wolf["conditions"], json!([["burn", 1]]));
    assert_eq!(mana(&round, "Beastmaster"), 21);
    assert_eq!(mana(&round, "Warlock"), 27);

    // The tracker and the log tell the same story.
    let shown = table.show().await;
    assert!(shown.contains("Timber Wolf"), "{shown}");
    assert!(shown.contains("5/10"), "{shown}");
    let log = table.ok("/log").await;
    let log = log["text"].as_str().unwrap();
    assert!(log.contains("Fireball"), "{log}");
    assert!(log.contains("Timber Wolf burns"), "{log}");

    // Undo takes the upkeep back exactly.
    table.ok("@beast /undo").await;
    let shown = table.show().await;
    assert!(shown.contains("3/10"), "{shown}");
}
