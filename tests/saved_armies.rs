//! Saved armies of «Познание нуля» (`/zero army`), on SQLite and PostgreSQL: the store's
//! functions (save, replace, list, delete, per user and per server, every bound, and the
//! deletions of a user's or a server's data), and through the table service an army saved
//! in one battle and entered whole in the next, one `/undo` taking it back.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Table, TestDb, unique_id};
use narrator::rules::knowing_zero::army::bounds;
use narrator::store::{ArmySave, Store};
use narrator::table::DiceSource;

async fn names(store: &Store, guild: i64, user: i64) -> Vec<(String, u32)> {
    store
        .armies(guild, user)
        .await
        .unwrap()
        .into_iter()
        .map(|row| (row.name, row.cards))
        .collect()
}

/// A store, and two servers with two users: (guild, other guild, anna, boris).
async fn two_servers(db: &TestDb) -> (Store, [i64; 4]) {
    let ids = [unique_id(), unique_id(), unique_id(), unique_id()];
    (db.store().await, ids)
}

/// Saves each (guild, user, name, data), every one of them new.
async fn save_new(store: &Store, rows: &[(i64, i64, &str, &str)]) {
    for (guild, user, name, data) in rows {
        let saved = store
            .save_army(*guild, *user, name, 1, data, 1)
            .await
            .unwrap();
        assert_eq!(
            saved,
            ArmySave::New,
            "{name} {data}: new for its owner and server"
        );
    }
}

on_both_backends!(save_replace_list_and_delete, |db: TestDb| async move {
    let store = db.store().await;
    let (guild, anna) = (unique_id(), unique_id());
    let saved = store
        .save_army(guild, anna, "Vanguard", 3, r#"{"cards":[]}"#, 1)
        .await
        .unwrap();
    assert_eq!(saved, ArmySave::New);
    store
        .save_army(guild, anna, "Archers", 2, "{}", 2)
        .await
        .unwrap();
    // The same name, compared case-folded, replaces it and keeps the new spelling.
    let saved = store
        .save_army(guild, anna, "VANGUARD", 5, r#"{"v":2}"#, 3)
        .await
        .unwrap();
    assert_eq!(saved, ArmySave::Replaced);
    assert_eq!(
        names(&store, guild, anna).await,
        [("Archers".to_owned(), 2), ("VANGUARD".to_owned(), 5)]
    );
    let row = store.army(guild, anna, "vanguard").await.unwrap().unwrap();
    assert_eq!((row.data.as_str(), row.updated_at), (r#"{"v":2}"#, 3));
    assert!(store.delete_army(guild, anna, "Vanguard").await.unwrap());
    assert!(!store.delete_army(guild, anna, "Vanguard").await.unwrap());
    assert!(store.army(guild, anna, "Vanguard").await.unwrap().is_none());
    assert_eq!(
        names(&store, guild, anna).await,
        [("Archers".to_owned(), 2)]
    );
});

on_both_backends!(
    armies_are_per_user_and_per_server,
    |db: TestDb| async move {
        let (store, [guild, other_guild, anna, boris]) = two_servers(&db).await;
        save_new(
            &store,
            &[
                (guild, anna, "Vanguard", "anna here"),
                (guild, boris, "Vanguard", "boris here"),
                (other_guild, anna, "Vanguard", "anna elsewhere"),
            ],
        )
        .await;
        let data = |g, u| {
            let store = store.clone();
            async move { store.army(g, u, "Vanguard").await.unwrap().unwrap().data }
        };
        assert_eq!(data(guild, anna).await, "anna here");
        assert_eq!(data(guild, boris).await, "boris here");
        assert_eq!(data(other_guild, anna).await, "anna elsewhere");
        // Deleting one's own leaves the others' and the other server's.
        assert!(store.delete_army(guild, anna, "Vanguard").await.unwrap());
        assert_eq!(data(guild, boris).await, "boris here");
        assert_eq!(data(other_guild, anna).await, "anna elsewhere");
        assert!(
            store
                .army(other_guild, boris, "Vanguard")
                .await
                .unwrap()
                .is_none()
        );
    }
);

on_both_backends!(
    every_bound_refuses_and_changes_nothing,
    |db: TestDb| async move {
        let store = db.store().await;
        let (guild, anna, boris) = (unique_id(), unique_id(), unique_id());
        for i in 0..bounds::SAVED {
            let saved = store
                .save_army(guild, anna, &format!("Army {i:02}"), 1, "{}", 1)
                .await
                .unwrap();
            assert_eq!(saved, ArmySave::New);
        }
        let before = names(&store, guild, anna).await;
        assert_eq!(before.len(), bounds::SAVED);
        let saved = store
            .save_army(guild, anna, "One too many", 1, "{}", 2)
            .await
            .unwrap();
        assert_eq!(saved, ArmySave::Full { max: bounds::SAVED });
        assert_eq!(names(&store, guild, anna).await, before);
        // At the bound a replacement still goes in; another user's count is their own.
        let saved = store
            .save_army(guild, anna, "army 00", 7, "{}", 2)
            .await
            .unwrap();
        assert_eq!(saved, ArmySave::Replaced);
        assert_eq!(names(&store, guild, anna).await.len(), bounds::SAVED);
        let saved = store
            .save_army(guild, boris, "Mine", 1, "{}", 2)
            .await
            .unwrap();
        assert_eq!(saved, ArmySave::New);
        // The JSON: up to 16 KiB exactly, and not a byte more.
        let at_bound = "x".repeat(bounds::BYTES);
        let saved = store
            .save_army(guild, boris, "Heavy", 60, &at_bound, 3)
            .await
            .unwrap();
        assert_eq!(saved, ArmySave::New);
        let saved = store
            .save_army(guild, boris, "Heavy", 60, &format!("{at_bound}x"), 4)
            .await
            .unwrap();
        assert_eq!(saved, ArmySave::TooLarge { max: bounds::BYTES });
        let row = store.army(guild, boris, "Heavy").await.unwrap().unwrap();
        assert_eq!((row.data.len(), row.updated_at), (bounds::BYTES, 3));
    }
);

on_both_backends!(
    a_users_and_a_servers_armies_are_deleted,
    |db: TestDb| async move {
        let (store, [guild, other_guild, anna, boris]) = two_servers(&db).await;
        save_new(
            &store,
            &[
                (guild, anna, "One", "{}"),
                (guild, anna, "Two", "{}"),
                (guild, boris, "One", "{}"),
                (other_guild, anna, "One", "{}"),
            ],
        )
        .await;
        // A user's data in one server: theirs there, and nothing else.
        assert_eq!(store.delete_user_armies(guild, anna).await.unwrap(), 2);
        assert!(names(&store, guild, anna).await.is_empty());
        assert_eq!(names(&store, guild, boris).await.len(), 1);
        assert_eq!(names(&store, other_guild, anna).await.len(), 1);
        assert_eq!(store.delete_user_armies(guild, anna).await.unwrap(), 0);
        // A server's data: every user's there, and no other server's.
        assert_eq!(store.delete_guild_armies(guild).await.unwrap(), 1);
        assert!(names(&store, guild, boris).await.is_empty());
        assert_eq!(names(&store, other_guild, anna).await.len(), 1);
    }
);

const START: &str =
    r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@boris""#;

on_both_backends!(
    an_army_saved_in_one_battle_enters_the_next_in_one_undoable_step,
    |db: TestDb| async move {
        let table = Table::new(&db, DiceSource::Fair).await;
        for line in [
            START,
            "@anna /zero card name:Wolf kind:animal attack:1 life:4 strikes:3",
            "@anna /zero card name:Rider kind:character attack:2 life:3",
            "@anna /zero item card:Rider name:Sword attack:1 life:2",
            "@anna /zero ride rider:Rider animal:Wolf",
            "@boris /zero card name:Golem kind:machine attack:2 life:40 armor:1",
            "@host /damage target:Rider amount:3",
        ] {
            table.ok(line).await;
        }
        let saved = table.ok("@anna /zero army save name:Vanguard").await;
        assert_eq!(saved["army"]["saved"], "Vanguard", "{saved}");
        assert_eq!(saved["army"]["cards"], 2);
        assert_eq!(saved["army"]["replaced"], false);
        let again = table.ok("@anna /zero army save name:vanguard").await;
        assert_eq!(again["army"]["replaced"], true, "{again}");
        assert!(
            again["text"].as_str().unwrap().contains("replaced"),
            "{again}"
        );
        // Saving is no action at the table: nothing to undo, nothing in the log.
        table
            .refused("@carl /zero army save name:Spy", "err-kz-army-no-side")
            .await;
        let listed = table.ok("@boris /zero army list").await;
        assert_eq!(listed["army"]["armies"], serde_json::json!([]), "{listed}");
        table.ok("@host /encounter end").await;

        // Between battles the list still answers.
        let listed = table.ok("@anna /zero army list").await;
        assert_eq!(
            listed["army"]["armies"],
            serde_json::json!([{ "name": "vanguard", "cards": 2 }]),
            "{listed}"
        );
        table
            .refused("@anna /zero army save name:Later", "err-kz-army-no-battle")
            .await;
        table
            .refused("@anna /zero army load name:Vanguard", "err-no-encounter")
            .await;

        table.ok(START).await;
        table
            .ok("@boris /zero card name:Archer kind:character attack:1 life:2")
            .await;
        let before = table.show().await;
        let loaded = table.ok("@anna /zero army load name:VANGUARD").await;
        let text = loaded["text"].as_str().unwrap();
        assert!(text.contains("vanguard"), "{text}");
        let shown = table.show().await;
        // Whole again: the Rider's printed 3 plus the Sword's 2, riding its Wolf.
        assert!(shown.contains("5/5"), "{shown}");
        assert!(shown.contains("Sword"), "{shown}");
        assert!(shown.contains("Wolf"), "{shown}");
        // One action: one undo takes the whole army back.
        table.ok("@anna /undo").await;
        assert_eq!(table.show().await, before);

        // All or nothing, naming the card refused: Anna already has a Wolf in play.
        table
            .ok("@anna /zero card name:Wolf kind:animal attack:1 life:1")
            .await;
        let before = table.snapshot().await;
        let refused = table
            .refused("@anna /zero army load name:Vanguard", "err-kz-name-taken")
            .await;
        assert!(
            refused["error"].as_str().unwrap().contains("Wolf"),
            "{refused}"
        );
        assert_eq!(table.snapshot().await, before);
        table
            .refused("@anna /zero army load name:Nothing", "err-kz-army-unknown")
            .await;
        table
            .refused(
                "@boris /zero army load name:Vanguard",
                "err-kz-army-unknown",
            )
            .await;

        table.ok("@anna /zero army delete name:Vanguard").await;
        table
            .refused(
                "@anna /zero army delete name:Vanguard",
                "err-kz-army-unknown",
            )
            .await;
        let listed = table.ok("@anna /zero army list").await;
        assert_eq!(listed["army"]["armies"], serde_json::json!([]));
    }
);

on_both_backends!(
    the_bounds_answer_in_words_and_change_nothing,
    |db: TestDb| async move {
        let table = Table::new(&db, DiceSource::Fair).await;
        table.ok(START).await;
        table
            .ok("@anna /zero card name:Wolf kind:animal attack:1 life:4")
            .await;
        for i in 0..bounds::SAVED {
            table
                .ok(&format!("@anna /zero army save name:Army{i}"))
                .await;
        }
        let full = table
            .refused("@anna /zero army save name:Extra", "err-kz-army-full")
            .await;
        assert!(full["error"].as_str().unwrap().contains("25"), "{full}");
        let listed = table.ok("@anna /zero army list").await;
        assert_eq!(
            listed["army"]["armies"].as_array().unwrap().len(),
            bounds::SAVED
        );
        // A replacement is no new army; a name past 32 characters, or blank, is refused.
        let again = table.ok("@anna /zero army save name:ARMY0").await;
        assert_eq!(again["army"]["replaced"], true);
        let listed = table.ok("@anna /zero army list").await;
        table
            .refused(
                &format!(
                    "@anna /zero army save name:{}",
                    "a".repeat(bounds::NAME + 1)
                ),
                "err-name-too-long",
            )
            .await;
        table
            .refused(r#"@anna /zero army save name:"   ""#, "err-option-empty")
            .await;
        let after = table.ok("@anna /zero army list").await;
        assert_eq!(after["army"], listed["army"]);
    }
);
