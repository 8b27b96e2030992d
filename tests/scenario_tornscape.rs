//! The worked example of the Tornscape rules, replayed through the console with rigged
//! dice: Torgvar's Dagger Strike (5 attack, 1 mastery, 3 agility dice, damage 1) against
//! Noxtiis (shield 2 defense + 1 agility, Claws for 3). Every pause's default is accepted
//! with /tornscape accept; 3 lives are lost by each side and Noxtiis gains the tile's marker.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Backend, Table, TestDb};
use narrator::dice::RiggedDice;
use narrator::table::DiceSource;
use serde_json::Value;

/// In the order the engine rolls them (attack 1-2 blank, 3-5 success, 6 critical; defense
/// 1-3 blank, 4-5 success, 6 critical; mastery and agility 5-6 success): the attack roll
/// [C S S - -] [S] [S S -]; two agility re-rolls of blank attack dice: C and -; the defense
/// roll [C -] [S]; one agility re-roll of the blank defense die: S.
pub const SCRIPT_DICE: &str = "6,3,3,1,1,5,5,5,1, 6,1, 6,1,5, 4";

fn miniature<'a>(reply: &'a Value, name: &str) -> &'a Value {
    reply["table"]["encounter"]["miniatures"]
        .as_array()
        .and_then(|list| list.iter().find(|m| m["name"] == name))
        .unwrap_or_else(|| panic!("{name} not in {reply}"))
}

fn waiting_for(reply: &Value) -> String {
    reply["events"]
        .as_array()
        .and_then(|e| e.iter().rev().find(|e| e["event"] == "waiting"))
        .map(|e| e["pause"].as_str().unwrap_or_default().to_owned())
        .unwrap_or_default()
}

pub async fn set_up(table: &Table) {
    table.ok("@alice /encounter start ruleset:tornscape").await;
    table
        .ok("@alice /tornscape miniature name:Torgvar life:5 defense:1 agility:1")
        .await;
    table
        .ok("@alice /tornscape tile miniature:Torgvar name:\"Dagger Strike\" attack:5 mastery:1 agility:3 damage:1 marker:bleeding")
        .await;
    table
        .ok("@bob /tornscape miniature name:Noxtiis life:6 defense:2 agility:1")
        .await;
    table
        .ok("@bob /tornscape tile miniature:Noxtiis name:Claws attack:2 damage:3")
        .await;
}

#[tokio::test]
async fn torgvars_dagger_strike_against_noxtiis_replays_the_rules_example() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let dice = DiceSource::shared(RiggedDice::parse(SCRIPT_DICE).unwrap());
    let table = Table::new(&db, dice).await;
    set_up(&table).await;

    let declared = table
        .ok("@alice /attack as:Torgvar target:Noxtiis weapon:\"Dagger Strike\"")
        .await;
    assert_eq!(waiting_for(&declared), "reaction");
    // Only Bob chooses Noxtiis's reaction: neither a bystander nor Alice (the attacker,
    // and the host) answers or accepts for him; the refusals change nothing.
    table
        .refuses_all(&[
            ("@carol /tornscape react reaction:dodge", "err-seat-choice"),
            ("@alice /tornscape react reaction:dodge", "err-seat-choice"),
            ("@alice /next", "err-seat-choice"),
        ])
        .await;
    let rolled = table.ok("@bob /tornscape accept").await;
    assert_eq!(waiting_for(&rolled), "attacker_reroll");
    let text = rolled["text"].as_str().unwrap();
    assert!(text.contains("3 hits"), "{text}");
    assert!(text.contains("attack ★ ✓ ✓ – –"), "{text}");
    let defended = table.ok("@alice /tornscape accept").await;
    assert_eq!(waiting_for(&defended), "defender_reroll");
    let rerolled = table.ok("@bob /tornscape accept").await;
    assert_eq!(waiting_for(&rerolled), "assign");
    // The default assignment in words, the part that assigns no die left out.
    let text = rerolled["text"].as_str().unwrap();
    assert!(
        text.contains("Default: 1 success on success, 1 critical on success; 1 damage back"),
        "{rerolled}"
    );
    assert!(!text.contains("0 critical"), "{rerolled}");
    let done = table.ok("@bob /tornscape accept").await;
    let text = done["text"].as_str().unwrap();
    assert!(text.contains("Torgvar hits Noxtiis: 3 damage"), "{text}");
    assert!(
        text.contains("Noxtiis deals 3 damage back to Torgvar"),
        "{text}"
    );
    assert!(text.contains("Noxtiis gains Bleeding"), "{text}");
    assert_eq!(miniature(&done, "Noxtiis")["life"], 3);
    assert_eq!(miniature(&done, "Torgvar")["life"], 2);
    assert_eq!(miniature(&done, "Noxtiis")["markers"][0], "bleeding");
    // Nothing waits any more: a further /next ends Torgvar's activation.
    let next = table.ok("@alice /next").await;
    assert!(
        next["text"].as_str().unwrap().contains("activation ends"),
        "{next}"
    );
}

#[tokio::test]
async fn the_example_gives_the_same_result_when_the_next_action_accepts_every_default() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let dice = DiceSource::shared(RiggedDice::parse(SCRIPT_DICE).unwrap());
    let table = Table::new(&db, dice).await;
    set_up(&table).await;
    table
        .ok("@alice /attack as:Torgvar target:Noxtiis weapon:\"Dagger Strike\"")
        .await;
    // The chooser's other action settles the attack with every default, rolling each die
    // once, then acts (anyone else's is refused while Bob chooses).
    table
        .refused(
            "@alice /condition add target:Torgvar condition:slowed",
            "err-seat-choice",
        )
        .await;
    let show = table
        .ok("@bob /condition add target:Noxtiis condition:slowed")
        .await;
    assert_eq!(miniature(&show, "Noxtiis")["life"], 3);
    assert_eq!(miniature(&show, "Torgvar")["life"], 2);
    let markers = miniature(&show, "Noxtiis")["markers"].to_string();
    assert!(
        markers.contains("bleeding") && markers.contains("slowed"),
        "{markers}"
    );
    // Undo goes back to the attack waiting for Noxtiis's reaction.
    table.ok("/undo").await;
    let board = table.show().await;
    assert!(board.contains("6/6"), "{board}");
}

/// The worked example in the rulings page runs as printed: its dice and its lines.
#[tokio::test]
async fn the_rulings_page_example_runs_as_printed() {
    let page = std::fs::read_to_string("docs/rulings/tornscape.md").unwrap();
    let block = page
        .split("```")
        .find(|b| b.contains("ruleset:tornscape") && b.contains("--dice"))
        .expect("the worked example block");
    let dice = block
        .split("--dice ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap();
    assert_eq!(dice.replace(' ', ""), SCRIPT_DICE.replace(' ', ""));
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, DiceSource::shared(RiggedDice::parse(dice).unwrap())).await;
    let mut last = Value::Null;
    for line in block.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        last = table.ok(line).await;
    }
    assert_eq!(miniature(&last, "Noxtiis")["life"], 3);
    assert_eq!(miniature(&last, "Torgvar")["life"], 2);
    assert_eq!(miniature(&last, "Noxtiis")["markers"][0], "bleeding");
}

/// The third round of rulings, through the console: no cover die for a Huge miniature, an
/// Area attack aimed at an enemy, the traits `mental:immune` and `ethereal:protected`, a
/// re-roll of a die that did not fail on each side, several re-rolls of one die, a
/// counter-attack with the dodge crushing damage leaves, and the panic tests of a leader
/// taken off the board.
#[tokio::test]
async fn the_third_round_rulings_play_through_the_console() {
    // Torgvar's roll [S S S S -] [S] [S S -]; the blank die re-rolled twice: - then C;
    // Noxtiis's defense [S S] [S]; a defense success re-rolled: C. Maul [-], dodged [-];
    // the counter: Claws [- -] against Torgvar's [-] [-]. Panic tests: [-] and [-].
    let dice = "3,3,3,3,1,5,5,5,1, 1,6, 4,4,5, 6, 1,1, 1,1,1,1, 1,1";
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, DiceSource::shared(RiggedDice::parse(dice).unwrap())).await;
    set_up(&table).await;
    table
        .ok("@bob /tornscape miniature name:Titan life:9 defense:1 agility:0 size:huge")
        .await;
    table
        .ok("@alice /tornscape miniature name:Pal life:3 defense:0 agility:0")
        .await;
    table
        .ok("@alice /tornscape tile miniature:Torgvar name:Blast attack:1 damage:1 area:true")
        .await;
    table
        .ok("@alice /tornscape tile miniature:Torgvar name:Maul attack:1 damage:6")
        .await;
    let wisp = table
        .ok("@bob /tornscape miniature name:Wisp life:3 defense:1 agility:0 traits:\"mental:immune ethereal:protected\"")
        .await;
    assert_eq!(miniature(&wisp, "Wisp")["ethereal_protection"], 1);
    table
        .refuses_all(&[
            (
                "@alice /attack as:Torgvar target:Titan weapon:\"Dagger Strike\" extra:cover",
                "err-ts-cover-large",
            ),
            (
                "@alice /attack as:Torgvar target:Pal weapon:Blast",
                "err-ts-ally-target",
            ),
            (
                "@bob /condition add target:Wisp condition:panic",
                "err-ts-panic-immune",
            ),
        ])
        .await;

    table
        .ok("@alice /attack as:Torgvar target:Noxtiis weapon:\"Dagger Strike\"")
        .await;
    assert_eq!(
        waiting_for(&table.ok("@bob /tornscape accept").await),
        "attacker_reroll"
    );
    let defended = table.ok("@alice /tornscape reroll blank-attack:2").await;
    // No blank defense die, and still the choice of a re-roll.
    assert_eq!(waiting_for(&defended), "defender_reroll");
    let rerolled = table.ok("@bob /tornscape reroll success-defense:1").await;
    assert_eq!(waiting_for(&rerolled), "assign");
    // [S S S S C] against [S C]: [S S C] left, one mastered: 4; 3 back.
    let done = table.ok("@bob /tornscape accept").await;
    assert_eq!(miniature(&done, "Noxtiis")["life"], 2);
    assert_eq!(miniature(&done, "Torgvar")["life"], 2);

    // Maul's 6 is crushing for Noxtiis: a dodge only, with Claws's counter-attack.
    let crushing = table
        .ok("@alice /attack as:Torgvar target:Noxtiis weapon:Maul")
        .await;
    assert_eq!(waiting_for(&crushing), "reaction");
    table
        .refused("@bob /tornscape react reaction:defend", "err-ts-only-dodge")
        .await;
    let countered = table
        .ok("@bob /tornscape react reaction:dodge counter:Claws")
        .await;
    assert_eq!(waiting_for(&countered), "reaction");
    table.ok("@alice /tornscape accept").await;

    // A leader taken off the board: Noxtiis and Titan fail their tests, Wisp is immune.
    table
        .ok("@bob /tornscape miniature name:Boss life:3 defense:0 agility:0 leader:true")
        .await;
    let removed = table.ok("@bob /tornscape remove name:Boss").await;
    for name in ["Noxtiis", "Titan"] {
        let markers = miniature(&removed, name)["markers"].to_string();
        assert!(markers.contains("panic"), "{name}: {markers}");
    }
    assert!(miniature(&removed, "Wisp")["markers"].is_null());
}

/// A tile without damage whose effect is a panic test (the rules' terrifying roar): no dice,
/// it works at once and its target tests.
#[tokio::test]
async fn a_roar_forces_a_panic_test_through_the_console() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, DiceSource::shared(RiggedDice::parse("1").unwrap())).await;
    set_up(&table).await;
    table
        .ok("@alice /tornscape tile miniature:Torgvar name:Roar attack:0 damage:0 no-damage:true panic:true type:mental")
        .await;
    table
        .refused(
            "@alice /tornscape tile miniature:Torgvar name:Shout attack:1 damage:1 panic:true",
            "err-ts-panic-tile",
        )
        .await;
    let roared = table
        .ok("@alice /attack as:Torgvar target:Noxtiis weapon:Roar")
        .await;
    assert_eq!(miniature(&roared, "Noxtiis")["markers"][0], "panic");
}

/// Identical miniatures added together (`count:`) get their tile in one command.
#[tokio::test]
async fn identical_miniatures_are_armed_at_once_through_the_console() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, DiceSource::shared(RiggedDice::parse("1").unwrap())).await;
    set_up(&table).await;
    table
        .ok("@bob /tornscape miniature name:Goblin life:2 defense:0 agility:0 count:3")
        .await;
    let armed = table
        .ok("@bob /tornscape tile miniature:Goblin name:Spear attack:1 damage:1")
        .await;
    for name in ["Goblin 1", "Goblin 2", "Goblin 3"] {
        assert_eq!(
            miniature(&armed, name)["tiles"][0]["name"],
            "Spear",
            "{name}"
        );
    }
    table
        .refused(
            "@alice /tornscape tile miniature:Goblin name:Knife attack:1 damage:1",
            "err-seat-corrects",
        )
        .await;
}

/// An Area attack at two defenders: the chosen enemy counter-attacks, its neighbour takes
/// the blast too, and everything applies together.
#[tokio::test]
async fn an_area_attack_takes_several_defenders_through_the_console() {
    // Blast at Noxtiis [S] against [- -] [-]; at Grub [S]; Claws [- -] against [-] [-].
    let dice = "3,1,1,1, 3, 1,1,1,1";
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, DiceSource::shared(RiggedDice::parse(dice).unwrap())).await;
    set_up(&table).await;
    table
        .ok("@bob /tornscape miniature name:Grub life:2 defense:0 agility:0")
        .await;
    table
        .ok("@alice /tornscape tile miniature:Torgvar name:Blast attack:1 damage:1 area:true")
        .await;
    let declared = table
        .ok("@alice /attack as:Torgvar target:\"Noxtiis, Grub\" weapon:Blast")
        .await;
    assert_eq!(waiting_for(&declared), "reaction");
    let countered = table
        .ok("@bob /tornscape react reaction:defend counter:Claws")
        .await;
    assert_eq!(waiting_for(&countered), "reaction");
    let done = table.ok("@alice /tornscape accept").await;
    assert_eq!(miniature(&done, "Noxtiis")["life"], 5);
    assert_eq!(miniature(&done, "Grub")["life"], 1);
    assert_eq!(miniature(&done, "Torgvar")["life"], 5);
}
