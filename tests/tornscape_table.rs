//! Tornscape through the table service and its store: the same suite on SQLite and
//! PostgreSQL (a game survives a restart in the middle of an attack, undo back to the
//! start is exact, two processes lose nothing), the table's dice faces outliving a game,
//! and bad input refused with a clear message that changes nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::sync::Arc;

use common::{Backend, Table, TestDb, unique_id};
use narrator::dice::{RiggedDice, SeededDice};
use narrator::table::DiceSource;

fn seeded() -> DiceSource {
    DiceSource::shared(SeededDice::from_seed(7))
}

async fn board(table: &Table) {
    table.ok("@alice /encounter start ruleset:tornscape").await;
    table
        .ok("@alice /tornscape miniature name:Torgvar life:5 defense:1 agility:1 leader:true")
        .await;
    table
        .ok("@alice /tornscape tile miniature:Torgvar name:Dagger attack:5 mastery:1 agility:3 damage:1 marker:bleeding")
        .await;
    table
        .ok("@bob /tornscape miniature name:Noxtiis life:99 defense:2 agility:1")
        .await;
    table
        .ok("@bob /tornscape tile miniature:Noxtiis name:Claws attack:2 damage:3")
        .await;
}

on_both_backends!(
    an_attack_waiting_for_a_choice_survives_a_restart,
    |db: TestDb| async move {
        let (guild, channel) = (unique_id(), unique_id());
        {
            let table = Table::with_ids(&db, seeded(), guild, channel).await;
            board(&table).await;
            table
                .ok("@alice /attack as:Torgvar target:Noxtiis weapon:Dagger")
                .await;
            table.service.store().close().await;
        }
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        let shown = table.show().await;
        assert!(shown.contains("activation: Torgvar"), "{shown}");
        // The pause came back with the game: Bob's reaction is still the one awaited.
        table
            .refused("@carol /tornscape react reaction:dodge", "err-seat-choice")
            .await;
        let reply = table.ok("@bob /tornscape react reaction:dodge").await;
        assert!(
            reply["text"].as_str().unwrap().contains("dodges"),
            "{reply}"
        );
        let help = table.ok("/help").await;
        assert!(
            help["text"].as_str().unwrap().contains("/tornscape tile"),
            "{help}"
        );
    }
);

on_both_backends!(
    undo_goes_back_to_the_start_exactly,
    |db: TestDb| async move {
        let table = Table::new(&db, seeded()).await;
        board(&table).await;
        let before = table.show().await;
        table
            .ok("@alice /attack as:Torgvar target:Noxtiis weapon:Dagger")
            .await;
        // Every default at once: the attack resolves, rolled once.
        table
            .ok("@bob /condition add target:Noxtiis condition:slowed")
            .await;
        assert_ne!(table.show().await, before);
        // Each undoes their own: Alice, who hosts but plays, undoes only hers.
        table.refused("@alice /undo", "err-undo-not-yours").await;
        table.ok("@bob /undo").await;
        table.ok("@alice /undo").await;
        assert_eq!(table.show().await, before);
        for _ in 0..5 {
            table.ok("/undo").await;
        }
        table.refused("/encounter show", "err-no-encounter").await;
        let log = table.ok("/log").await;
        assert!(log["text"].as_str().unwrap().contains("undone"), "{log}");
    }
);

on_both_backends!(
    two_processes_on_one_board_lose_nothing,
    |db: TestDb| async move {
        let (guild, channel) = (unique_id(), unique_id());
        let first = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        board(&first).await;
        let second = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        let mut tasks = Vec::new();
        for table in [first.clone(), second.clone()] {
            tasks.push(tokio::spawn(async move {
                let mut dealt = 0;
                for _ in 0..8 {
                    let reply = table.run("@bob /damage target:Noxtiis amount:1").await;
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
            shown.contains(&format!("{}/99", 99 - dealt)),
            "{dealt}:\n{shown}"
        );
        assert_eq!(shown, second.show().await);
    }
);

#[tokio::test]
async fn the_tables_dice_faces_outlive_a_game_and_undo_reverts_them() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    // One attack die with faces 0/0/6 always shows a critical.
    let table = Table::new(&db, DiceSource::shared(RiggedDice::parse("1,1").unwrap())).await;
    board(&table).await;
    let set = table
        .ok("@alice /tornscape table attack:0/0/6 counter-activates:true")
        .await;
    assert!(
        set["text"].as_str().unwrap().contains("attack 0/0/6"),
        "{set}"
    );
    table.ok("@alice /encounter end").await;
    table.ok("@alice /encounter start ruleset:tornscape").await;
    table
        .ok("@alice /tornscape miniature name:Ana life:3 defense:0 agility:0")
        .await;
    table
        .ok("@alice /tornscape tile miniature:Ana name:Jab attack:1 damage:1")
        .await;
    table
        .ok("@bob /tornscape miniature name:Bo life:3 defense:0 agility:0")
        .await;
    let hit = table.ok("@alice /attack as:Ana target:Bo").await;
    assert!(hit["text"].as_str().unwrap().contains("attack ★"), "{hit}");
}

#[tokio::test]
async fn bad_input_is_refused_clearly_and_changes_nothing() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, seeded()).await;
    board(&table).await;
    table
        .refuses_all(&[
            (
                "@alice /attack as:Torgvar target:Nobody weapon:Dagger",
                "err-ts-no-miniature",
            ),
            (
                "@bob /attack as:Torgvar target:Noxtiis weapon:Dagger",
                "err-seat-not-yours",
            ),
            (
                "@alice /attack as:Torgvar target:Noxtiis weapon:Axe",
                "err-ts-no-tile",
            ),
            (
                "@alice /attack as:Torgvar target:Noxtiis weapon:Dagger extra:fog",
                "err-ts-ranged-only",
            ),
            (
                "@alice /attack as:Torgvar target:Noxtiis weapon:Dagger extra:cover",
                "err-ts-cover-large",
            ),
            (
                "@alice /attack as:Torgvar target:Noxtiis extra:banana",
                "err-extra-unknown",
            ),
            (
                "@alice /tornscape miniature name:Torgvar life:3 defense:1 agility:1",
                "err-ts-miniature-exists",
            ),
            (
                "@alice /tornscape miniature name:Second life:3 defense:1 agility:1 leader:true",
                "err-ts-one-leader",
            ),
            (
                "@alice /tornscape miniature name:X life:3 defense:1 agility:1 traits:fire:hot",
                "err-ts-traits",
            ),
            (
                "@alice /tornscape miniature name:a,b life:3 defense:1 agility:1",
                "err-name-comma",
            ),
            (
                "@alice /tornscape reroll blank-attack:1",
                "err-ts-nothing-to-choose",
            ),
            (
                "@alice /tornscape panic name:Torgvar fewer-dice:9",
                "err-option-range",
            ),
            (
                "@alice /condition add target:Torgvar condition:sleepy",
                "err-ts-not-a-marker",
            ),
            ("@carol /initiative", "err-seat-not-at-table"),
            ("@bob /encounter end", "err-seat-host"),
            ("@alice /tornscape table attack:7/0/0", "err-ts-faces"),
        ])
        .await;
}
