//! The LotR LCG through the table service and its store: the same suite on SQLite and
//! PostgreSQL (a combat phase survives a restart, undo is exact, two processes lose
//! nothing), and bad input of every kind refused clearly without changing anything.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::sync::Arc;

use common::{Backend, Table, TestDb, row, unique_id};
use narrator::dice::SeededDice;
use narrator::i18n::Locale;
use narrator::table::DiceSource;

fn seeded() -> DiceSource {
    DiceSource::shared(SeededDice::from_seed(5))
}

/// Two players, a hero each (Boris's a Sentinel), two cards, an enemy on each player.
async fn lcg_table(table: &Table) {
    for line in [
        "@host /encounter start ruleset:lotr-lcg",
        "@anna /lcg player name:Anna threat:28",
        "@boris /lcg player name:Boris threat:30",
        "@anna /lcg hero name:Aragorn attack:3 defense:2 hit-points:5",
        "@anna /lcg ally name:Guard attack:1 defense:1 hit-points:2",
        "@boris /lcg hero name:Beregond attack:0 defense:4 hit-points:4 sentinel:true",
        "@anna /lcg card name:\"Driven by Shadow\" attack:1 count:2",
        "@anna /lcg enemy name:Troll attack:6 defense:3 hit-points:40 engagement:30 engage:Anna",
        "@boris /lcg enemy name:Warg attack:2 defense:0 hit-points:2 engagement:20 engage:Boris",
    ] {
        table.ok(line).await;
    }
}

on_both_backends!(a_combat_phase_survives_a_restart, |db: TestDb| async move {
    let (guild, channel) = (unique_id(), unique_id());
    {
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        lcg_table(&table).await;
        table.ok("@anna /combat start").await;
        table.ok("@anna /combat continue").await;
        table.ok("@boris /combat defend character:Beregond").await;
        table.service.store().close().await;
    }
    let table = Table::with_ids(&db, seeded(), guild, channel).await;
    let shown = table.show().await;
    assert!(
        shown.contains("Beregond") && shown.contains("exhausted"),
        "{shown}"
    );
    assert!(shown.contains("reveal Troll's shadow card"), "{shown}");
    // The phase goes on where it stopped.
    let revealed = table.ok("@anna /combat continue").await;
    assert!(
        revealed["text"]
            .as_str()
            .unwrap()
            .contains("Driven by Shadow"),
        "{revealed}"
    );
    let help = table.ok("/help").await;
    assert!(
        help["text"].as_str().unwrap().contains("/combat continue"),
        "{help}"
    );
    table.refused("/flee", "err-not-in-ruleset").await;
});

on_both_backends!(undo_restores_the_phase_exactly, |db: TestDb| async move {
    let table = Table::new(&db, seeded()).await;
    lcg_table(&table).await;
    table.ok("@anna /combat start").await;
    table.ok("@anna /combat continue").await;
    let before = table.show().await;
    table.ok("@anna /combat defend character:Aragorn").await;
    assert_ne!(table.show().await, before);
    table.ok("@anna /undo").await;
    assert_eq!(table.show().await, before);
    // Undoing the start of the phase puts the shadow cards back on the deck.
    table.ok("@host /undo").await;
    table.ok("@host /undo").await;
    let shown = table.show().await;
    assert!(shown.contains("Encounter deck: 2 cards"), "{shown}");
    assert!(!shown.contains("shadow card"), "{shown}");
});

on_both_backends!(
    two_processes_on_one_table_lose_nothing,
    |db: TestDb| async move {
        let (guild, channel) = (unique_id(), unique_id());
        let first = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        lcg_table(&first).await;
        let second = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        let mut tasks = Vec::new();
        for table in [first.clone(), second.clone()] {
            tasks.push(tokio::spawn(async move {
                let mut dealt = 0;
                for _ in 0..8 {
                    let reply = table.run("@anna /damage target:Troll amount:1").await;
                    if reply["ok"] == true {
                        dealt += 1;
                    } else {
                        assert_eq!(reply["key"], "err-conflict", "{reply}");
                    }
                }
                dealt
            }));
        }
        let mut dealt = 0;
        for task in tasks {
            dealt += task.await.unwrap();
        }
        assert!(dealt >= 8, "too many conflicts: {dealt}");
        let shown = first.show().await;
        assert!(
            row(&shown, "Troll").contains(&format!(" {}/40 ", 40 - dealt)),
            "{dealt}:\n{shown}"
        );
        assert_eq!(shown, second.show().await);
    }
);

#[tokio::test]
async fn bad_input_is_refused_clearly_and_changes_nothing() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, seeded()).await;
    lcg_table(&table).await;
    table.ok("@anna /combat start").await;
    table.ok("@anna /combat continue").await;
    table
        .refuses_all(&[
            // Other rulesets' verbs mean nothing here.
            ("@anna /attack target:Troll", "err-not-in-ruleset"),
            ("@anna /initiative", "err-not-in-ruleset"),
            ("@anna /flee", "err-not-in-ruleset"),
            (
                "@anna /encounter start ruleset:lotr-lcg",
                "err-game-running",
            ),
            // Out of step; out of turn (the shared seats check, before the engine).
            ("@anna /combat continue", "err-lotr-wrong-step"),
            ("@anna /combat hero hero:Aragorn", "err-lotr-wrong-step"),
            (
                "@anna /combat attackers names:Aragorn",
                "err-lotr-wrong-step",
            ),
            ("@anna /combat start", "err-lotr-combat-running"),
            ("@boris /combat undefended", "err-seat-not-yours"),
            // Defenders: another player's non-Sentinel, nobody, an exhausted one.
            (
                "@anna /combat defend character:Beregond",
                "err-seat-not-yours",
            ),
            (
                "@anna /combat defend character:Nobody",
                "err-lotr-unknown-character",
            ),
            ("@anna /combat enemy enemy:Warg", "err-lotr-wrong-step"),
            // Setup refusals.
            ("@anna /lcg refresh", "err-lotr-combat-running"),
            (
                "@zed /lcg enemy name:Orc attack:1 defense:1 hit-points:1 engagement:1",
                "err-seat-not-at-table",
            ),
            (
                "@anna /lcg hero name:Aragorn attack:1 defense:1 hit-points:1",
                "err-lotr-name-taken",
            ),
            (
                "@anna /lcg hero name:X attack:21 defense:1 hit-points:1",
                "err-option-range",
            ),
            ("@anna /lcg card name:Y count:0", "err-option-range"),
            ("@anna /lcg card name:\"A, B\"", "err-name-comma"),
            ("@anna /damage target:Troll amount:0", "err-option-range"),
            (
                "@anna /damage target:Nobody amount:1",
                "err-lotr-unknown-name",
            ),
            ("@anna /encounter end", "err-seat-host"),
        ])
        .await;
}

#[tokio::test]
async fn other_rulesets_refuse_the_lcg_verbs() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, seeded()).await;
    table.ok("/encounter start").await;
    table.refused("/combat start", "err-not-in-ruleset").await;
    table
        .refused("/lcg player name:A threat:20", "err-not-in-ruleset")
        .await;
    table
        .refused("/engage enemy:Goblin", "err-not-in-ruleset")
        .await;
    table
        .refused("/encounter start ruleset:lotr-lcg", "err-game-running")
        .await;
    let mage_wars = Table::new(&db, seeded()).await;
    mage_wars.ok("/encounter start ruleset:mage-wars").await;
    mage_wars
        .refused("/combat continue", "err-not-in-ruleset")
        .await;
    let mut lcg = Table::new(&db, seeded()).await;
    lcg.ok("/encounter start ruleset:lotr-lcg").await;
    lcg.options.locale = Locale::Ru;
    let reply = lcg.refused("/move zone:A1", "err-not-in-ruleset").await;
    let text = reply["error"].as_str().unwrap_or_default().to_owned();
    assert!(text.contains("Властелин колец"), "{text}");
}
