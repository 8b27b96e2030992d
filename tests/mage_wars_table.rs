//! Mage Wars through the table service and its store: the same suite on SQLite and
//! PostgreSQL (a game survives a restart, undo is exact, two processes lose nothing), and
//! bad input of every kind refused with a clear message that changes nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::sync::Arc;

use common::{Backend, Table, TestDb, unique_id};
use narrator::dice::{RiggedDice, SeededDice};
use narrator::i18n::Locale;
use narrator::table::DiceSource;

fn seeded() -> DiceSource {
    DiceSource::shared(SeededDice::from_seed(11))
}

/// Two mages two zones apart, a wolf beside the Warlock's enemy, attacks registered, and
/// round 1 under way with the Beastmaster to act (initiative dice 8 vs 3 when rigged).
async fn arena(table: &Table) {
    table.ok("@beast /encounter start ruleset:mage-wars").await;
    table
        .ok("@beast /arena mage name:Beastmaster life:36 armor:1 channeling:9 zone:C4")
        .await;
    table
        .ok("@warlock /arena mage name:Warlock life:38 armor:1 channeling:9 zone:A1")
        .await;
    table
        .ok("@beast /arena creature name:Wolf life:10 armor:2 zone:A2 defense:8")
        .await;
    table
        .ok("@beast /arena attack as:Wolf name:Bite dice:3 effect:\"9+: 1 bleed\"")
        .await;
    table
        .ok("@warlock /arena attack name:Fireball dice:6 range:0-2 cost:8 effect:\"7-8: 1 burn; 9+: 2 burn\"")
        .await;
}

on_both_backends!(a_game_survives_a_restart, |db: TestDb| async move {
    let (guild, channel) = (unique_id(), unique_id());
    {
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        arena(&table).await;
        table.ok("@beast /initiative").await;
        table.service.store().close().await;
    }
    let table = Table::with_ids(&db, seeded(), guild, channel).await;
    let shown = table.show().await;
    assert!(shown.contains("Round 1"), "{shown}");
    assert!(
        shown.contains("Wolf") && shown.contains("mana 19"),
        "{shown}"
    );
    // The game goes on after the restart: its ruleset came back with it.
    let help = table.ok("/help").await;
    assert!(
        help["text"].as_str().unwrap().contains("/arena mage"),
        "{help}"
    );
    table.refused("/flee", "err-not-in-ruleset").await;
});

on_both_backends!(undo_restores_the_arena_exactly, |db: TestDb| async move {
    let table = Table::new(&db, seeded()).await;
    arena(&table).await;
    table.ok("@beast /initiative").await;
    let before = table.show().await;
    let turn = table.ok("/encounter show").await;
    let player = if turn["text"]
        .as_str()
        .unwrap()
        .contains("Action phase: Beastmaster")
    {
        "@beast"
    } else {
        "@warlock"
    };
    table.ok(&format!("{player} /cast cost:5 quick:true")).await;
    assert_ne!(table.show().await, before);
    table.ok(&format!("{player} /undo")).await;
    assert_eq!(table.show().await, before);
    // Undoing the start goes back to a FLAIL channel, and the roll log keeps its rows.
    for _ in 0..7 {
        table.ok("/undo").await;
    }
    table.refused("/encounter show", "err-no-encounter").await;
    let help = table.ok("/help").await;
    assert!(help["text"].as_str().unwrap().contains("/flee"), "{help}");
    let log = table.ok("/log").await;
    assert!(log["text"].as_str().unwrap().contains("undone"), "{log}");
});

on_both_backends!(
    two_processes_on_one_arena_lose_nothing,
    |db: TestDb| async move {
        let (guild, channel) = (unique_id(), unique_id());
        let first = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        arena(&first).await;
        // A second process (its own service, cache and pool) on the same channel.
        let second = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        let mut tasks = Vec::new();
        for table in [first.clone(), second.clone()] {
            tasks.push(tokio::spawn(async move {
                let mut added = 0;
                for _ in 0..8 {
                    let reply = table
                        .run("@warlock /condition add target:Warlock condition:burn")
                        .await;
                    if reply["ok"] == true {
                        added += 1;
                    } else {
                        // The only acceptable refusal is a clear conflict.
                        assert_eq!(reply["key"], "err-conflict", "{reply}");
                    }
                }
                added
            }));
        }
        let mut added = 0;
        for task in tasks {
            added += task.await.unwrap();
        }
        assert!(added >= 8, "too many conflicts: {added}");
        let shown = first.show().await;
        assert!(
            shown.contains(&format!("{added} Burn")),
            "{added}:\n{shown}"
        );
        assert_eq!(shown, second.show().await);
    }
);

#[tokio::test]
async fn bad_input_is_refused_clearly_and_changes_nothing() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let dice = DiceSource::shared(RiggedDice::parse("8,3").unwrap());
    let table = Table::new(&db, dice).await;
    arena(&table).await;
    table.ok("@beast /initiative").await;
    table
        .refuses_all(&[
            // FLAIL's verbs and options mean nothing here.
            ("@beast /flee", "err-not-in-ruleset"),
            (
                "@beast /attack target:Warlock as:Wolf advantage:true",
                "err-option-not-in-ruleset",
            ),
            (
                "@beast /condition add target:Wolf condition:prone",
                "err-mw-not-a-condition",
            ),
            ("@beast /encounter start", "err-game-running"),
            (
                "@beast /encounter start ruleset:mage-wars",
                "err-game-running",
            ),
            // Every game on the list runs now: a name off the list is refused with the list.
            ("@beast /encounter start ruleset:chess", "err-option-choice"),
            // Malformed cards.
            (
                "@beast /arena attack as:Wolf name:Claw dice:2 effect:\"nine: burn\"",
                "err-mw-effect-syntax",
            ),
            (
                "@beast /arena attack as:Wolf name:Claw dice:2 range:far",
                "err-mw-range-syntax",
            ),
            (
                "@beast /arena creature name:Bear life:10 armor:1 damage-types:\"lava +2\"",
                "err-mw-not-a-damage-type",
            ),
            (
                "@beast /arena mage name:Other life:10 armor:0 channeling:5 zone:A1",
                "err-mw-already-have-mage",
            ),
            (
                "@beast /arena creature name:Wolf life:5 armor:0",
                "err-mw-name-taken",
            ),
            // Out of turn, out of range, out of mana.
            (
                "@warlock /attack target:Wolf weapon:Fireball",
                "err-mw-not-your-turn",
            ),
            (
                "@beast /attack as:Wolf target:Beastmaster",
                "err-mw-out-of-range",
            ),
            ("@beast /cast cost:99", "err-mw-not-enough-mana"),
            ("@beast /move as:Wolf zone:C4", "err-mw-not-adjacent"),
            (
                "@beast /attack as:Wolf target:Warlock extra:dice:3 weapon:Bite",
                "err-mw-weapon-or-inline",
            ),
            (
                "@beast /attack as:Wolf target:Warlock extra:\"effect:\\\"8: 1 burn\\\"\"",
                "err-mw-inline-needs-dice",
            ),
            (
                "@beast /attack as:Wolf target:Nobody",
                "err-mw-unknown-name",
            ),
            ("@warlock /encounter end", "err-seat-host"),
        ])
        .await;
}

#[tokio::test]
async fn flail_refuses_mage_wars_options_and_verbs() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, seeded()).await;
    table.ok("/encounter start").await;
    table.refused("/move zone:A1", "err-not-in-ruleset").await;
    table
        .refused(
            "/arena mage name:X life:1 armor:0 channeling:1 zone:A1",
            "err-not-in-ruleset",
        )
        .await;
    table
        .refused("/attack target:Goblin extra:dice:3", "err-extra-unknown")
        .await;
    table
        .refused(
            "/condition add target:Goblin condition:burn",
            "err-bad-choice",
        )
        .await;
    table
        .refused("/encounter start ruleset:mage-wars", "err-game-running")
        .await;
}

#[tokio::test]
async fn ruleset_names_in_errors_read_in_the_readers_language() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let mut table = Table::new(&db, seeded()).await;
    table.ok("/encounter start ruleset:mage-wars").await;
    table.options.locale = Locale::Ru;
    let reply = table.refused("/flee", "err-not-in-ruleset").await;
    let text = reply["error"].as_str().unwrap_or_default().to_owned();
    assert!(text.contains("Войны магов"), "{text}");
    assert!(!text.contains("mage-wars"), "{text}");
}

/// `/arena odds effect:` reads the effect table in `/arena attack`'s own syntax: rows
/// 7–8 and 9+ leave 1–6 with no effect (6 in 12), not a table of 1, 2, 7, 8 and 9.
#[tokio::test]
async fn arena_odds_read_the_attack_effect_table_syntax() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, seeded()).await;
    table.ok("@beast /encounter start ruleset:mage-wars").await;
    let odds = table
        .ok("@beast /arena odds dice:3 effect:\"7-8: 1 burn; 9+: 2 burn\"")
        .await;
    let text = odds["text"].as_str().unwrap();
    assert!(text.contains("7–8: 16.67 % (2/12)"), "{text}");
    assert!(text.contains("9+: 33.33 % (4/12)"), "{text}");
    assert!(text.contains("no effect: 50.00 % (6/12)"), "{text}");
    // The printed form still reads.
    let printed = table
        .ok("@beast /arena odds dice:3 effect:\"7+ Daze, 10+ Stun\"")
        .await;
    assert!(printed["text"].as_str().unwrap().contains("no effect"));
}

on_both_backends!(
    the_third_round_rules_play_through_the_console,
    |db: TestDb| async move {
        // Initiative 8 vs 3, then only 3s: each attack die a 1, each effect die a 3.
        let dice = std::iter::once(8)
            .chain(std::iter::once(3))
            .chain(std::iter::repeat_n(3, 200));
        let table = Table::new(&db, DiceSource::shared(RiggedDice::new(dice))).await;
        arena(&table).await;
        table.ok("@beast /initiative").await;
        // Summoning is the mage's full action: never a quickcast.
        table
            .refused(
                "@beast /arena creature name:Imp life:3 armor:0 cost:2 quick:true",
                "err-mw-summon-full",
            )
            .await;
        // An Elusive Wolf walks into the Warlock's zone unhindered, and on.
        table.ok("@beast /arena edit name:Wolf elusive:true").await;
        let moved = table.ok("@beast /move as:Wolf zone:A1").await;
        let text = moved["text"].as_str().unwrap();
        assert!(
            text.contains("A2 → A1") && !text.contains("hindered"),
            "{text}"
        );
        table.ok("@beast /next").await;
        // A Stunned Wolf rolls no Defense, though its Defense 8+ is ready.
        table.ok("/condition add target:Wolf condition:stun").await;
        let hit = table
            .ok("@warlock /attack target:Wolf weapon:Fireball")
            .await;
        let text = hit["text"].as_str().unwrap();
        assert!(!text.contains("Defense"), "{text}");
        assert!(text.contains("Wolf"), "{text}");
    }
);
