//! The worked example of the Mage Wars rules, replayed through the console with rigged
//! dice, rounds 1 to 3 as the rules play them: the Beastmaster's Timber Wolf (summoned in
//! its own zone) and Staff of Beasts, the Warlock's Firebrand Imp and Lash of Hellfire;
//! Marked for Death cast face down and revealed, the quickcast Fireball at the wolf (3
//! normal + 2 critical against Armor 2 → 3 damage, effect 8 → 1 Burn), Bear Strength face
//! down; round 3's channel and upkeep (the burn die shows 2 → 5 damage), Force Push (the
//! host's push), and the Staff's attack (2 normal + 1 critical → 3 damage). Mana after
//! each step is the rules' own.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Backend, Table, TestDb, row};
use narrator::dice::RiggedDice;
use narrator::table::DiceSource;
use serde_json::{Value, json};

/// In the order the engine rolls them: the round-1 initiative effect dice (Beastmaster,
/// Warlock); the Fireball's 7 attack dice (faces 3 4 5 5 1 2 1 read 1, 2, 1★, 1★, blank,
/// blank, blank) and its effect die 8; round 3's burn die (face 4 reads 2); the Staff of
/// Beasts' 4 attack dice (3 3 5 1 read 1, 1, 1★, blank).
const SCRIPT_DICE: &str = "8,3, 3,4,5,5,1,2,1, 8, 4, 3,3,5,1";

fn object<'a>(reply: &'a Value, name: &str) -> &'a Value {
    reply["arena"]["objects"]
        .as_array()
        .and_then(|list| list.iter().find(|o| o["name"] == name))
        .unwrap_or_else(|| panic!("{name} not in {reply}"))
}

fn mana(reply: &Value, mage: &str) -> Value {
    object(reply, mage)["body"]["mana"].clone()
}

fn events(reply: &Value) -> &Vec<Value> {
    reply["events"].as_array().unwrap()
}

fn attack_report(reply: &Value) -> Value {
    events(reply)
        .iter()
        .find(|e| e["event"] == "attack")
        .cloned()
        .unwrap_or_else(|| panic!("no attack in {reply}"))
}

#[tokio::test]
async fn the_worked_example_replays_every_number_of_the_seed_for_three_rounds() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let dice = DiceSource::shared(RiggedDice::parse(SCRIPT_DICE).unwrap());
    let table = Table::new(&db, dice).await;

    table.ok("@beast /encounter start ruleset:mage-wars").await;
    table
        .ok("@beast /arena mage name:Beastmaster life:36 armor:0 channeling:9 zone:A1")
        .await;
    table
        .ok("@warlock /arena mage name:Warlock life:38 armor:0 channeling:9 zone:C4")
        .await;
    table
        .ok("@warlock /arena attack name:Fireball dice:6 range:0-2 effect:\"7-8: 1 burn; 9+: 2 burn\" type:flame cost:8")
        .await;

    // Round 1: the roll-off on the effect die, then both channel 9 from 10.
    let round = table.ok("@beast /initiative").await;
    assert_eq!(
        events(&round)[0],
        json!({"event": "initiative_rolled", "dice": [
            {"mage": "Beastmaster", "face": 8}, {"mage": "Warlock", "face": 3}
        ]})
    );
    assert!(
        events(&round)
            .contains(&json!({"event": "round_started", "round": 1, "initiative": "Beastmaster"}))
    );
    assert_eq!(mana(&round, "Beastmaster"), 19);
    assert_eq!(mana(&round, "Warlock"), 19);

    // The Beastmaster summons the Timber Wolf (9, range 0–0: its own zone) as its full
    // action, then quickcasts the Staff of Beasts (7) after its action phase: 3 left.
    table
        .refused(
            "@beast /arena creature name:\"Timber Wolf\" life:10 armor:2 zone:A3 cost:9 range:0",
            "err-mw-summon-range",
        )
        .await;
    let wolf = table
        .ok("@beast /arena creature name:\"Timber Wolf\" life:10 armor:2 zone:A1 cost:9 range:0")
        .await;
    assert_eq!(object(&wolf, "Timber Wolf")["activated"], true);
    assert_eq!(mana(&wolf, "Beastmaster"), 10);
    let staff = table
        .ok("@beast /cast spell:\"Staff of Beasts\" cost:7 quick:true")
        .await;
    assert_eq!(mana(&staff, "Beastmaster"), 3);
    table
        .ok("@beast /arena attack name:\"Staff of Beasts\" dice:4")
        .await;
    table.ok("@beast /next").await;

    // The Warlock: the Firebrand Imp (5) in his zone, then Lash of Hellfire (8) quickcast.
    let imp = table
        .ok("@warlock /arena creature name:\"Firebrand Imp\" life:6 armor:0 zone:C4 cost:5 range:0")
        .await;
    assert_eq!(mana(&imp, "Warlock"), 14);
    let lash = table
        .ok("@warlock /cast spell:\"Lash of Hellfire\" cost:8 quick:true")
        .await;
    assert_eq!(mana(&lash, "Warlock"), 6);
    let end = table.ok("@warlock /next").await;
    assert!(events(&end).contains(&json!({"event": "action_stage_over"})));

    // Round 2: initiative passes to the Warlock; 12 and 15 mana.
    let round = table.ok("@warlock /initiative").await;
    assert!(
        events(&round)
            .contains(&json!({"event": "round_started", "round": 2, "initiative": "Warlock"}))
    );
    assert_eq!(mana(&round, "Beastmaster"), 12);
    assert_eq!(mana(&round, "Warlock"), 15);

    // The Imp moves left, then up (its quick action); the wolf right, then down.
    table
        .ok("@warlock /move as:\"Firebrand Imp\" zone:C3")
        .await;
    table
        .ok("@warlock /move as:\"Firebrand Imp\" zone:B3")
        .await;
    table.ok("@warlock /next").await;
    table.ok("@beast /move as:\"Timber Wolf\" zone:A2").await;
    table.ok("@beast /move as:\"Timber Wolf\" zone:B2").await;
    table.ok("@beast /next").await;

    // The Warlock moves, then casts Marked for Death face down as his quick action (2)
    // and reveals it (2): attacks against the wolf roll one more die.
    table.ok("@warlock /move zone:B4").await;
    let marked = table
        .ok("@warlock /cast spell:\"Marked for Death\" cost:2 target:\"Timber Wolf\" mark:1 enchantment:true")
        .await;
    assert_eq!(mana(&marked, "Warlock"), 13);
    assert_eq!(object(&marked, "Timber Wolf")["incoming_dice"], 0);
    let text = marked["text"].as_str().unwrap();
    assert!(!text.contains("Marked for Death"), "hidden: {text}");
    // Only its owner sees what it is.
    let own = table.ok("@warlock /arena enchantments").await;
    let own = own["text"].as_str().unwrap();
    assert!(
        own.contains("Marked for Death on Timber Wolf (face down)"),
        "{own}"
    );
    let theirs = table.ok("@beast /arena enchantments").await;
    assert!(
        !theirs["text"].as_str().unwrap().contains("Marked"),
        "{theirs}"
    );
    let revealed = table
        .ok("@warlock /reveal name:\"Marked for Death\" cost:2")
        .await;
    assert_eq!(mana(&revealed, "Warlock"), 11);
    assert_eq!(object(&revealed, "Timber Wolf")["incoming_dice"], 1);

    // His phase is done: he quickcasts the Fireball (8) at the wolf two zones away.
    let fireball = table
        .ok("@warlock /attack target:\"Timber Wolf\" weapon:Fireball extra:quick")
        .await;
    let report = attack_report(&fireball);
    assert_eq!(report["printed_dice"], 6);
    assert_eq!(report["dice"], 7);
    assert_eq!(report["mana"], json!([8, 3]));
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
    assert_eq!(mana(&fireball, "Warlock"), 3);
    let text = fireball["text"].as_str().unwrap();
    assert!(text.contains("1 2 1★ 1★ – – –"), "{text}");
    assert!(text.contains("Armor 2 → 3 damage"), "{text}");
    table.ok("@warlock /next").await;

    // The Beastmaster moves right twice, then quickcasts Bear Strength face down (2).
    table.ok("@beast /move zone:A2").await;
    table.ok("@beast /move zone:A3").await;
    let bear = table
        .ok("@beast /cast spell:\"Bear Strength\" cost:2 target:\"Timber Wolf\" enchantment:true")
        .await;
    assert_eq!(mana(&bear, "Beastmaster"), 10);
    assert!(!bear["text"].as_str().unwrap().contains("Bear Strength"));
    table.ok("@beast /next").await;

    // Round 3: the Beastmaster's initiative; 19 and 12 mana; the burn die shows 2 → 5.
    let round = table.ok("@beast /initiative").await;
    assert!(events(&round).contains(&json!({
        "event": "burn_rolled", "name": "Timber Wolf", "faces": [4], "damage": 2, "removed": 0
    })));
    let wolf = object(&round, "Timber Wolf");
    assert_eq!(wolf["damage"], 5);
    assert_eq!(wolf["conditions"], json!([["burn", 1]]));
    assert_eq!(mana(&round, "Beastmaster"), 19);
    assert_eq!(mana(&round, "Warlock"), 12);

    // Before his action phase the Beastmaster quickcasts Force Push (3) and, as host,
    // pushes the Warlock one zone left, right under him.
    let push = table
        .ok("@beast /cast spell:\"Force Push\" cost:3 quick:true target:Warlock")
        .await;
    assert_eq!(mana(&push, "Beastmaster"), 16);
    // The push is the Force Push's effect, made in his own action phase: it names its
    // cause, and the reply says whose it was.
    let pushed = table
        .ok("@beast /move as:Warlock zone:B3 from:\"Force Push\"")
        .await;
    assert!(events(&pushed).contains(&json!({
        "event": "pushed", "name": "Warlock", "from": {"row": 1, "column": 3},
        "to": {"row": 1, "column": 2}, "cause": {"card": "Force Push", "by": "beast"}
    })));
    // He moves down and strikes with the Staff: 2 normal + 1 critical, no Armor → 3.
    table.ok("@beast /move zone:B3").await;
    let staff = table
        .ok("@beast /attack target:Warlock weapon:\"Staff of Beasts\"")
        .await;
    let strike = &attack_report(&staff)["strikes"][0];
    assert_eq!(strike["normal"], 2);
    assert_eq!(strike["critical"], 1);
    assert_eq!(strike["damage"], 3);
    assert_eq!(object(&staff, "Warlock")["damage"], 3);
    assert_eq!(mana(&staff, "Beastmaster"), 16);

    // The tracker and the log tell the same story; the face-down Bear Strength stays hidden.
    let shown = table.show().await;
    assert!(shown.contains("Timber Wolf"), "{shown}");
    assert!(shown.contains("5/10"), "{shown}");
    assert!(shown.contains("Marked for Death"), "{shown}");
    assert!(!shown.contains("Bear Strength"), "{shown}");
    assert!(shown.contains("face down"), "{shown}");
    // What the players entered: registered attacks and traits.
    assert!(shown.contains("attacks: Fireball"), "{shown}");
    assert!(shown.contains("attacks: Staff of Beasts"), "{shown}");
    let log = table.ok("/log").await;
    let log = log["text"].as_str().unwrap();
    assert!(log.contains("Fireball"), "{log}");
    assert!(log.contains("Timber Wolf burns"), "{log}");
    assert!(!log.contains("Bear Strength"), "{log}");

    // Undo takes the Staff's attack back exactly.
    table.ok("@beast /undo").await;
    let shown = table.show().await;
    // Life left, as the tracker counts it: the Warlock is whole again.
    assert!(row(&shown, "Warlock").contains(" 38/38 "), "{shown}");
}
