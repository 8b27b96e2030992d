//! «Познание нуля» through the table service and its store: the same suite on SQLite and
//! PostgreSQL (a battle and the distances to zero survive a restart, undo is exact — a
//! battle's end and its distances included —, two processes lose nothing), and bad input
//! of every kind refused clearly without changing anything.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::sync::Arc;

use common::{Backend, Table, TestDb, unique_id};
use narrator::dice::SeededDice;
use narrator::table::DiceSource;

fn seeded() -> DiceSource {
    DiceSource::shared(SeededDice::from_seed(5))
}

const START: &str =
    r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@boris""#;

/// Anna's Wolf and Rider against Boris's Golem and Archer, Anna's first full turn.
async fn battle(table: &Table) {
    for line in [
        START,
        "@anna /zero card name:Wolf kind:animal attack:1 life:4 strikes:3",
        "@anna /zero card name:Rider kind:character attack:2 life:3",
        "@anna /zero ride rider:Rider animal:Wolf",
        "@boris /zero card name:Golem kind:machine attack:2 life:40 armor:1",
        "@boris /zero card name:Archer kind:character attack:1 life:2",
        "@boris /next",
    ] {
        table.ok(line).await;
    }
}

on_both_backends!(a_battle_survives_a_restart, |db: TestDb| async move {
    let (guild, channel) = (unique_id(), unique_id());
    {
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        battle(&table).await;
        table.ok("@anna /attack as:Wolf target:Golem").await;
        table.service.store().close().await;
    }
    let table = Table::with_ids(&db, seeded(), guild, channel).await;
    let shown = table.show().await;
    assert!(
        shown.contains("Golem (machine) ▰▰▰▰▰▰▰▰▰▰ 38/40"),
        "{shown}"
    );
    assert!(shown.contains("creature ✓ Wolf"), "{shown}");
    assert!(shown.contains("to zero: anna 10, boris 10"), "{shown}");
    // The turn goes on where it stopped: its creature part is used.
    table
        .refused("@anna /attack as:Rider target:Golem", "err-kz-slot-used")
        .await;
    let help = table.ok("/help").await;
    assert!(
        help["text"].as_str().unwrap().contains("/zero retreat"),
        "{help}"
    );
});

on_both_backends!(undo_restores_the_battle_exactly, |db: TestDb| async move {
    let table = Table::new(&db, seeded()).await;
    battle(&table).await;
    let before = table.show().await;
    table
        .ok(r#"@anna /attack as:Rider target:"Golem,Archer,Golem" extra:strike:2"#)
        .await;
    assert_ne!(table.show().await, before);
    table.ok("@anna /undo").await;
    assert_eq!(table.show().await, before);
    // A battle's end, and the distances it moved, undo too.
    table.ok("@anna /next").await;
    table.ok("@boris /zero retreat").await;
    let between = table.show().await;
    let over = table.ok("@anna /next").await;
    assert!(over["table"]["battle"].is_null(), "{over}");
    let distances = table.ok("/zero table").await;
    assert!(
        distances["text"]
            .as_str()
            .unwrap()
            .contains("anna 8, boris 11"),
        "{distances}"
    );
    table.ok("/undo").await;
    assert_eq!(table.show().await, between);
});

on_both_backends!(
    two_processes_on_one_table_lose_nothing,
    |db: TestDb| async move {
        let (guild, channel) = (unique_id(), unique_id());
        let first = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        battle(&first).await;
        let second = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        let mut tasks = Vec::new();
        for table in [first.clone(), second.clone()] {
            tasks.push(tokio::spawn(async move {
                let mut dealt = 0;
                for _ in 0..8 {
                    let reply = table.run("@boris /damage target:Golem amount:1").await;
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
            shown.contains(&format!(" {}/40", 40 - dealt)),
            "{dealt}:\n{shown}"
        );
        assert_eq!(shown, second.show().await);
    }
);

#[tokio::test]
async fn bad_input_is_refused_clearly_and_changes_nothing() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, seeded()).await;
    table
        .refused(
            "@host /encounter start ruleset:knowing-zero",
            "err-kz-sides-missing",
        )
        .await;
    table
        .refused(
            r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@!!""#,
            "err-name-chars",
        )
        .await;
    battle(&table).await;
    table
        .refuses_all(&[
            ("@anna /initiative", "err-not-in-ruleset"),
            ("@anna /flee", "err-not-in-ruleset"),
            ("@anna /combat start", "err-not-in-ruleset"),
            (
                "@anna /attack target:Golem weapon:Sword",
                "err-option-not-in-ruleset",
            ),
            (
                "@anna /attack target:Golem extra:counter",
                "err-extra-unknown",
            ),
            (START, "err-game-running"),
            ("@anna /attack as:Wolf target:Wolf", "err-kz-own-card"),
            ("@anna /attack as:Wolf target:Nobody", "err-kz-unknown-card"),
            (
                r#"@anna /attack as:Wolf target:"Golem,Archer""#,
                "err-kz-targets",
            ),
            (
                "@anna /attack as:Wolf target:Golem extra:strike:4",
                "err-kz-bonus-strike",
            ),
            (
                "@anna /attack as:Wolf target:Golem extra:strikes:11",
                "err-option-range",
            ),
            (
                "@anna /attack as:Wolf target:Golem extra:strikes:4",
                "err-kz-too-many-strikes",
            ),
            (
                "@boris /attack as:Golem target:Wolf",
                "err-kz-not-your-army",
            ),
            // Each army is its own player's: not the other's, not the host's.
            ("@boris /next", "err-seat-not-yours"),
            ("@zed /next", "err-seat-not-yours"),
            ("@host /attack as:Wolf target:Golem", "err-seat-not-yours"),
            ("@zed /damage target:Golem amount:1", "err-seat-corrects"),
            ("@anna /damage target:Golem amount:1", "err-seat-corrects"),
            ("@anna /zero strike number:1", "err-kz-nothing-pending"),
            (
                "@anna /zero card name:Wolf kind:animal attack:1 life:1",
                "err-kz-name-taken",
            ),
            (
                "@anna /zero card name:X kind:dragon attack:1 life:1",
                "err-option-choice",
            ),
            (
                "@anna /zero card name:X kind:animal attack:21 life:1",
                "err-option-range",
            ),
            (
                "@anna /zero card name:\"A, B\" kind:animal attack:1 life:1",
                "err-name-comma",
            ),
            (
                "@anna /zero ride rider:Wolf animal:Rider",
                "err-kz-not-character",
            ),
            ("@anna /zero drop card:Rider", "err-kz-no-item"),
            ("@anna /zero dismount rider:Wolf", "err-kz-not-riding"),
            ("@host /zero table new-game:true", "err-kz-battle-running"),
            ("@anna /encounter end", "err-seat-host"),
            ("@boris /zero retreat", "err-seat-not-yours"),
        ])
        .await;
    // A second creature action in one turn.
    table.ok("@anna /zero act card:Wolf").await;
    table
        .refused("@anna /attack as:Rider target:Golem", "err-kz-slot-used")
        .await;
    table
        .refused("@anna /zero retreat", "err-kz-retreat-late")
        .await;
}

#[tokio::test]
async fn other_games_refuse_the_zero_verbs() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, seeded()).await;
    table.ok("/encounter start").await;
    table.refused("/zero retreat", "err-not-in-ruleset").await;
    table.refused(START, "err-game-running").await;
}

on_both_backends!(
    the_channel_stays_in_the_game_between_battles,
    |db: TestDb| async move {
        let table = Table::new(&db, DiceSource::shared(SeededDice::from_seed(3))).await;
        for line in [
            r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@boris""#,
            "@anna /zero card name:Scout kind:character attack:1 life:2",
            "@boris /zero card name:Tower kind:machine attack:1 life:3 armor:1",
            "@boris /zero retreat",
            "@anna /attack as:Scout target:Tower",
            "@anna /next",
        ] {
            table.ok(line).await;
        }
        // Between battles the shared verbs are still the game's, not FLAIL's.
        let attack = table
            .run(r#"@anna /attack as:Scout target:Tower extra:"minus:1""#)
            .await;
        assert_eq!(attack["ok"], false, "{attack}");
        assert_ne!(attack["key"], "err-option-not-in-ruleset", "{attack}");
        let shown = table.show().await;
        assert!(shown.contains("between battles"), "{shown}");
        let handed = table.ok("@anna /seat give to:@carl").await;
        assert!(
            handed["text"].as_str().unwrap().contains("carl 8"),
            "{handed}"
        );
        // Once the game is over the channel plays the default game again.
        table.ok("/zero table new-game:true").await;
        let shown = table.show().await;
        assert!(!shown.contains("between battles"), "{shown}");
    }
);

on_both_backends!(
    the_third_round_rules_play_through_the_console,
    |db: TestDb| async move {
        let table = Table::new(&db, DiceSource::shared(SeededDice::from_seed(3))).await;
        // The starting distance is agreed as the game begins.
        table
            .ok(r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@boris start:6""#)
            .await;
        assert!(table.show().await.contains("anna 6"));
        table
            .ok("@anna /zero card name:Knight kind:character attack:5 life:3")
            .await;
        table
            .ok("@anna /zero item card:Knight name:Spear attack:1 life:2")
            .await;
        table.ok("@anna /zero drop card:Knight").await;
        // A carrier never takes a second item.
        table
            .refused(
                "@anna /zero item card:Knight name:Shield attack:0 life:1",
                "err-kz-carried",
            )
            .await;
        table
            .ok("@boris /zero card name:Tower kind:machine attack:0 life:5")
            .await;
        table.ok("@boris /next").await;
        // The Tower falls; Boris says his whole deck is drawn right after: the game is over.
        let ended = table.ok("@anna /attack as:Knight target:Tower").await;
        assert!(
            ended["text"].as_str().unwrap().contains("wins the battle"),
            "{ended}"
        );
        let drawn = table.ok("@boris /zero drawn").await;
        assert!(
            drawn["text"].as_str().unwrap().contains("wins the game"),
            "{drawn}"
        );
        // A new game may agree a new distance.
        table
            .ok(r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@boris start:4""#)
            .await;
        assert!(table.show().await.contains("anna 4"));
    }
);
