//! Bad input of every kind gets a clear, localized refusal and changes nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Backend, Table, TestDb};
use narrator::dice::SeededDice;
use narrator::table::DiceSource;

async fn fight() -> (TestDb, Table) {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, DiceSource::shared(SeededDice::from_seed(3))).await;
    table.ok("/encounter start surprise:players").await;
    table
        .ok("@rook /character create name:Rook class:warrior str:11 dex:10 int:8 cha:9 luck:7")
        .await;
    table
        .ok("@rook /character weapon character:Rook weapon:\"battle axe\"")
        .await;
    table
        .ok("@tess /character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9")
        .await;
    table.ok("@rook /join character:Rook").await;
    table.ok("@tess /join character:Tess").await;
    table
        .ok("/adversary add name:Goblin hp:5 defence:1 saves:8 morale:7 th:3 dmg:2 count:2")
        .await;
    (db, table)
}

/// Everything a refusal must not change: the tracker, the sheets, the log.
async fn snapshot(table: &Table) -> String {
    let mut out = table.show().await;
    for line in [
        "/character list",
        "/character show character:Rook",
        "/character show character:Tess",
        "/log",
        "/settings",
    ] {
        out.push_str(table.run(line).await["text"].as_str().unwrap_or_default());
    }
    out
}

#[tokio::test]
async fn every_kind_of_bad_input_is_refused_and_changes_nothing() {
    let (_db, table) = fight().await;
    table.ok("/initiative").await;
    let long_name = "x".repeat(10_000);
    let cases: Vec<(String, &str)> = vec![
        // unknown commands, options and names
        ("/fireball target:Goblin".into(), "err-unknown-command"),
        ("/attack target:Goblin colour:red".into(), "err-unknown-option"),
        ("/attack".into(), "err-missing-option"),
        ("/attack target:Nobody".into(), "err-unknown-target"),
        ("/join character:Nobody".into(), "err-unknown-character"),
        ("/attack target:\"Goblin 1\" target:\"Goblin 2\"".into(), "err-repeated-option"),
        // numbers: negative, huge, not numbers
        ("/damage target:Rook amount:-5".into(), "err-option-range"),
        ("/damage target:Rook amount:99999999999999999999".into(), "err-option-integer"),
        ("/heal target:Rook amount:lots".into(), "err-option-integer"),
        ("/adversary add name:Orc hp:0 defence:0 saves:8 morale:7 th:3 dmg:2".into(), "err-option-range"),
        ("/adversary add name:Orc hp:5 defence:0 saves:8 morale:7 th:3 dmg:2 count:1000".into(), "err-option-range"),
        ("/save attribute:dex advantage:maybe".into(), "err-option-bool"),
        ("/save attribute:strength".into(), "err-option-choice"),
        // names: huge, markdown, mentions, quotes
        (format!("/character create name:{long_name} class:bard str:8 dex:12 int:10 cha:11 luck:9"), "err-line-too-long"),
        (format!("/character create name:{} class:bard str:8 dex:12 int:10 cha:11 luck:9", "y".repeat(150)), "err-option-too-long"),
        ("/character create name:\"Yxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\" class:bard str:8 dex:12 int:10 cha:11 luck:9".into(), "err-name-too-long"),
        ("/character create name:\"Rook, Tess\" class:bard str:8 dex:12 int:10 cha:11 luck:9".into(), "err-name-comma"),
        ("/character create name:*** class:bard str:8 dex:12 int:10 cha:11 luck:9".into(), "err-name-chars"),
        ("/character create name:\"Ro\u{200B}ok\" class:bard str:8 dex:12 int:10 cha:11 luck:9".into(), "err-name-chars"),
        ("/character create name:rook class:bard str:8 dex:12 int:10 cha:11 luck:9".into(), "err-character-exists"),
        ("/character create name:Ann class:bard str:13 dex:12 int:10 cha:11 luck:9".into(), "err-attribute-range"),
        ("/adversary add name:\"Orc,Goblin\" hp:5 defence:0 saves:8 morale:7 th:3 dmg:2".into(), "err-name-comma"),
        ("/attack target:\"unclosed".into(), "err-line-quote"),
        // wrong turn, wrong player, wrong state
        ("@tess /attack target:\"Goblin 1\"".into(), "err-seat-not-yours"),
        ("@tess /attack target:\"Goblin 1\" as:\"Goblin 2\"".into(), "err-seat-gm-corrects"),
        ("@tess /damage target:Rook amount:3".into(), "err-seat-gm-corrects"),
        ("@tess /encounter end".into(), "err-seat-host"),
        // healing and rests are the GM's
        ("@tess /heal target:Rook amount:3".into(), "err-seat-gm-corrects"),
        ("@rook /rest kind:short".into(), "err-seat-gm-corrects"),
        ("@rook /armour piece:helmet dots:1".into(), "err-no-pending-hit"),
        ("/encounter start".into(), "err-encounter-running"),
        ("@rook /deathroll".into(), "err-no-death-roll"),
        ("/rest kind:short character:Rook".into(), "err-rest-during-fight"),
        // server settings: moderators only, one role at a time, roles are ids
        ("@tess /settings ping-turns:true".into(), "err-settings-moderator"),
        ("@tess /settings language:cs".into(), "err-settings-moderator"),
        ("/settings gm-role:123 clear-gm-role:true".into(), "err-gm-role-both"),
        ("/settings gm-role:admins".into(), "err-option-role"),
        ("/settings gm-role:-5".into(), "err-option-role"),
        ("/settings language:klingon".into(), "err-option-choice"),
    ];
    for (line, key) in cases {
        let before = snapshot(&table).await;
        let reply = table.refused(&line, key).await;
        let text = reply["error"].as_str().unwrap();
        assert!(
            !text.is_empty() && !text.starts_with("err-"),
            "{key} has no English text: {text}"
        );
        assert!(
            !text.contains("@everyone") && !text.contains("<@"),
            "{line}: echoes a mention: {text}"
        );
        assert!(
            text.chars().count() < 400,
            "{line}: the error repeats the input: {text}"
        );
        assert_eq!(snapshot(&table).await, before, "{line} changed something");
    }
}

#[tokio::test]
async fn a_dead_target_cannot_be_attacked_again() {
    let (_db, table) = fight().await;
    table.ok("/initiative").await;
    table.ok("/damage target:\"Goblin 1\" amount:5").await;
    let before = snapshot(&table).await;
    // Whoever's turn it is, attacking an eliminated goblin is refused first.
    let reply = table.run("/attack target:\"Goblin 1\"").await;
    assert_eq!(reply["ok"], false, "{reply}");
    assert_eq!(snapshot(&table).await, before);
}

#[tokio::test]
async fn errors_are_localized() {
    let (_db, mut table) = fight().await;
    table.options.locale = narrator::i18n::Locale::Cs;
    let cs = table
        .refused("/attack target:Nobody", "err-unknown-target")
        .await;
    table.options.locale = narrator::i18n::Locale::Ru;
    let ru = table
        .refused("/attack target:Nobody", "err-unknown-target")
        .await;
    table.options.locale = narrator::i18n::Locale::EnUs;
    let en = table
        .refused("/attack target:Nobody", "err-unknown-target")
        .await;
    assert_ne!(cs["error"], en["error"]);
    assert_ne!(ru["error"], en["error"]);
    assert!(cs["error"].as_str().unwrap().contains("Nobody"));
}
