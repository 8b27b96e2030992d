//! Saved rolls, "roll again" and die counts, on SQLite and PostgreSQL: the store's saves
//! (replace by name, each owner's bound, many saves at once never past it, a user's roll
//! shadowing the server's), die counts written with their roll and summed by source, size
//! and day, and through the table service a roll rolled again until its 24 hours pass.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::sync::Arc;

use common::{HandClock, Table, TestDb, unique_id};
use narrator::dice::{RiggedDice, Tally};
use narrator::store::rolls::SERVER_OWNER;
use narrator::store::{DieSource, LogWrite, RollSave};
use narrator::table::DiceSource;

on_both_backends!(
    saves_replace_shadow_and_stay_within_the_bound,
    |db: TestDb| async move {
        let store = db.store().await;
        let (guild, anna) = (unique_id(), unique_id());
        let save = |owner: i64, name: &'static str, expression: &'static str| {
            let store = store.clone();
            async move {
                store
                    .save_roll(guild, owner, (name, expression), 2, 1)
                    .await
                    .unwrap()
            }
        };
        assert_eq!(save(anna, "Sword", "1d20+5").await, RollSave::New);
        assert_eq!(save(anna, "SWORD", "1d20+6").await, RollSave::Replaced);
        assert_eq!(save(anna, "Bow", "1d20+3").await, RollSave::New);
        assert_eq!(save(anna, "Axe", "1d20").await, RollSave::Full { max: 2 });
        // The server's own are counted apart.
        assert_eq!(save(SERVER_OWNER, "Sword", "1d20").await, RollSave::New);
        assert_eq!(save(SERVER_OWNER, "Fireball", "8d6").await, RollSave::New);

        let mine = store
            .saved_roll(guild, anna, "sword")
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (mine.name.as_str(), mine.expression.as_str(), mine.server),
            ("SWORD", "1d20+6", false)
        );
        let other = unique_id();
        let theirs = store
            .saved_roll(guild, other, "Sword")
            .await
            .unwrap()
            .unwrap();
        assert_eq!((theirs.expression.as_str(), theirs.server), ("1d20", true));
        let offered: Vec<String> = store
            .saved_rolls_for(guild, anna)
            .await
            .unwrap()
            .into_iter()
            .map(|r| r.name)
            .collect();
        assert_eq!(offered, ["Bow", "SWORD", "Fireball"]);
        assert!(store.delete_roll(guild, anna, "sword").await.unwrap());
        assert!(!store.delete_roll(guild, anna, "sword").await.unwrap());
        assert_eq!(store.delete_owner_rolls(guild, anna).await.unwrap(), 1);
        assert!(store.saved_rolls(guild, anna).await.unwrap().is_empty());
    }
);

on_both_backends!(
    many_saves_at_once_never_pass_the_bound,
    |db: TestDb| async move {
        let store = db.store().await;
        let (guild, anna) = (unique_id(), unique_id());
        let saves = (0..12).map(|i| {
            let store = store.clone();
            tokio::spawn(async move {
                let name = format!("roll {i}");
                store.save_roll(guild, anna, (&name, "1d6"), 5, 1).await
            })
        });
        let mut new = 0;
        for save in saves {
            match save.await.unwrap() {
                Ok(RollSave::New) => new += 1,
                Ok(RollSave::Full { max: 5 }) => {}
                // SQLite may answer a write that waited too long as busy; never past the bound.
                Ok(other) => panic!("{other:?}"),
                Err(e) => eprintln!("a save gave up: {e}"),
            }
        }
        let kept = store.saved_rolls(guild, anna).await.unwrap().len();
        assert_eq!(kept, new);
        assert!(kept <= 5, "{kept} kept past a bound of 5");
    }
);

on_both_backends!(
    die_counts_sum_by_source_size_and_day,
    |db: TestDb| async move {
        let store = db.store().await;
        let (guild, channel, anna) = (unique_id(), unique_id(), unique_id());
        let day = 86_400_000;
        let log = |secret: bool| LogWrite {
            user: anna,
            user_name: "anna".into(),
            command: "roll".into(),
            entry: "{}".into(),
            secret,
        };
        let tally = |faces: &[(u32, u32)]| {
            let mut tally = Tally::default();
            for &(sides, face) in faces {
                tally.add(sides, face);
            }
            tally
        };
        let old = store
            .append_counted_roll(
                channel,
                guild,
                &log(false),
                &tally(&[(6, 6), (6, 6)]),
                10 * day,
            )
            .await
            .unwrap();
        let new = store
            .append_counted_roll(
                channel,
                guild,
                &log(false),
                &tally(&[(6, 1), (20, 20)]),
                20 * day,
            )
            .await
            .unwrap();
        assert!(new > old, "each roll its own log row");
        store
            .append_counted_roll(
                channel,
                guild,
                &log(true),
                &tally(&[(6, 3), (1_000, 700)]),
                20 * day,
            )
            .await
            .unwrap();
        let counts = store.die_counts(guild, anna, 0, true).await.unwrap();
        let d6 = counts.iter().find(|c| c.sides == 6).unwrap();
        assert_eq!((d6.source, d6.count, d6.total), (DieSource::Roll, 4, 16));
        assert_eq!(d6.faces, [1, 0, 1, 0, 0, 2]);
        let big = counts.iter().find(|c| c.sides == 1_000).unwrap();
        assert_eq!((big.count, big.total, big.faces.len()), (1, 700, 0));
        // Without the secret roll, and since day 15.
        let seen = store
            .die_counts(guild, anna, 15 * day, false)
            .await
            .unwrap();
        let sizes: Vec<(u32, u64)> = seen.iter().map(|c| (c.sides, c.count)).collect();
        assert_eq!(sizes, [(6, 1), (20, 1)]);
        // The log row a button points to.
        let logged = store.logged_roll(new).await.unwrap().unwrap();
        assert_eq!(
            (logged.channel, logged.created_at, logged.secret),
            (channel, 20 * day, false)
        );
    }
);

on_both_backends!(a_roll_rolls_again_for_a_day, |db: TestDb| async move {
    let clock = HandClock::at(1_000_000_000_000);
    let table = Table::with_clock(
        &db,
        DiceSource::shared(RiggedDice::new(vec![3, 4, 6, 6, 1, 1])),
        clock.clone() as Arc<dyn narrator::table::Clock>,
    )
    .await;
    let first = table.ok("/roll expression:2d6").await;
    let id = first["again"]
        .as_i64()
        .expect("a public roll offers a roll again");
    let again = table.ok(&format!("/roll again:{id}")).await;
    assert_eq!(again["roll"]["rolled"]["rows"][0]["total"], 12, "{again}");
    clock.advance(24 * 3_600_000 + 1);
    table
        .refused(&format!("/roll again:{id}"), "err-roll-again-expired")
        .await;
    // A row that is no roll, or a secret one, cannot be rolled again.
    table
        .refused("/roll again:999999999", "err-roll-again-gone")
        .await;
    let secret = table.ok("/roll expression:1d6 secret:true").await;
    assert_eq!(secret["again"], serde_json::Value::Null);
});
