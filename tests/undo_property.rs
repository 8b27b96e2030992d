//! Property: after any sequence of actions, undoing back to where it started restores the
//! exact earlier state — the channel's stored state and every character row.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Backend, Table, TestDb};
use narrator::dice::SeededDice;
use narrator::table::DiceSource;
use proptest::prelude::*;

/// Actions a table might see; some will be refused in a given state, which is fine.
const ACTIONS: &[&str] = &[
    "@rook /attack target:\"Goblin 1\"",
    "@tess /attack target:\"Goblin 2\" advantage:true",
    "/attack as:\"Goblin 1\" target:Rook",
    "/attack as:\"Goblin 2\" target:Tess",
    "/next",
    "@rook /armour piece:helmet dots:1",
    "@rook /armour piece:helmet dots:0",
    "@tess /fumble item:\"short bow\"",
    "/damage target:Rook amount:4",
    "/damage target:\"Goblin 2\" amount:2",
    "/heal target:Rook amount:3",
    "/condition add target:Tess condition:prone",
    "/condition remove target:Tess condition:prone",
    "/save attribute:dex character:Rook",
    "/morale adversary:\"Goblin 1\"",
    "@tess /flee",
    "/adversary add name:Orc hp:6 defence:1 saves:9 morale:8 th:4 dmg:3",
    "/character edit character:Tess cha:12",
    "/encounter end",
    "@rook /deathroll",
];

/// The channel's stored state and the server's character rows (without versions, which
/// only ever grow).
async fn stored(table: &Table) -> (Option<String>, Vec<(i64, String, String)>) {
    let store = table.service.store();
    let channel = store
        .load_channel(table.options.channel)
        .await
        .unwrap()
        .map(|row| row.state);
    let characters = store
        .guild_characters(table.options.guild, "flail")
        .await
        .unwrap()
        .into_iter()
        .map(|row| (row.id, row.name, row.data))
        .collect();
    (channel, characters)
}

fn run_case(seed: u64, picks: Vec<usize>) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async move {
        let db = TestDb::new(Backend::Sqlite).unwrap();
        let table = Table::new(&db, DiceSource::shared(SeededDice::from_seed(seed))).await;
        for line in [
            "/encounter start surprise:players",
            "@rook /character create name:Rook class:warrior str:11 dex:10 int:8 cha:9 luck:7",
            "@rook /character armour character:Rook piece:helmet",
            "@tess /character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9",
            "@tess /character weapon character:Tess weapon:\"short bow\"",
            "@rook /join character:Rook",
            "@tess /join character:Tess",
            "/adversary add name:Goblin hp:5 defence:0 saves:8 morale:7 th:3 dmg:2 count:2",
            "/initiative",
        ] {
            table.ok(line).await;
        }
        let before = stored(&table).await;
        let mark = table
            .service
            .store()
            .latest_history(table.options.channel)
            .await
            .unwrap()
            .map(|h| h.id);

        for pick in picks {
            table.run(ACTIONS[pick % ACTIONS.len()]).await;
        }
        // Undo until the newest remaining action is the one from before the sequence.
        for _ in 0..60 {
            let latest = table
                .service
                .store()
                .latest_history(table.options.channel)
                .await
                .unwrap()
                .map(|h| h.id);
            if latest == mark {
                break;
            }
            table.ok("/undo").await;
        }
        assert_eq!(stored(&table).await, before);
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn undo_after_any_sequence_restores_the_exact_earlier_state(
        seed in any::<u64>(),
        picks in proptest::collection::vec(0usize..ACTIONS.len(), 1..16),
    ) {
        run_case(seed, picks);
    }
}
