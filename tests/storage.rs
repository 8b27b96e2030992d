//! The table service and its store, the same suite on SQLite and PostgreSQL: state
//! survives a restart, concurrent writers lose nothing, undo is exact, the log is kept.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::sync::Arc;

use common::{Table, TestDb, unique_id};
use narrator::dice::SeededDice;
use narrator::table::DiceSource;

fn seeded() -> DiceSource {
    DiceSource::shared(SeededDice::from_seed(7))
}

async fn party(table: &Table) {
    table.ok("/encounter start").await;
    table
        .ok("@rook /character create name:Rook class:warrior str:11 dex:10 int:8 cha:9 luck:7")
        .await;
    table.ok("@rook /join character:Rook").await;
    table
        .ok("/adversary add name:Goblin hp:5 defence:0 saves:8 morale:7 th:3 dmg:2 count:3")
        .await;
}

on_both_backends!(state_survives_a_restart, |db: TestDb| async move {
    let (guild, channel) = (unique_id(), unique_id());
    {
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        party(&table).await;
        table.service.store().close().await;
    }
    let table = Table::with_ids(&db, seeded(), guild, channel).await;
    let shown = table.show().await;
    assert!(
        shown.contains("Goblin 3") && shown.contains("Rook"),
        "{shown}"
    );
    let sheet = table.ok("/character show character:rook").await;
    assert!(
        sheet["text"].as_str().unwrap().contains("HP 14/14"),
        "{sheet}"
    );
    // The adversary numbering continues after the restart too.
    table
        .ok("/adversary add name:Goblin hp:5 defence:0 saves:8 morale:7 th:3 dmg:2 count:2")
        .await;
    assert!(table.show().await.contains("Goblin 5"));
});

on_both_backends!(
    two_processes_on_one_channel_lose_nothing,
    |db: TestDb| async move {
        let (guild, channel) = (unique_id(), unique_id());
        let first = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        first.ok("/encounter start").await;
        // A second process (its own service, cache and pool) on the same channel.
        let second = Arc::new(Table::with_ids(&db, seeded(), guild, channel).await);
        let mut tasks = Vec::new();
        for (who, table) in [("A", first.clone()), ("B", second.clone())] {
            tasks.push(tokio::spawn(async move {
                let mut added = Vec::new();
                for i in 0..15 {
                    let name = format!("{who}x{i}");
                    let reply = table
                        .run(&format!(
                            "/adversary add name:{name} hp:3 defence:0 saves:5 morale:5 th:2 dmg:1"
                        ))
                        .await;
                    if reply["ok"] == true {
                        added.push(name);
                    } else {
                        // The only acceptable refusal is a clear conflict.
                        assert_eq!(reply["key"], "err-conflict", "{reply}");
                    }
                }
                added
            }));
        }
        let mut added = Vec::new();
        for task in tasks {
            added.extend(task.await.unwrap());
        }
        assert!(added.len() >= 15, "too many conflicts: {}", added.len());
        let shown = first.show().await;
        for name in &added {
            assert!(shown.contains(name.as_str()), "{name} lost:\n{shown}");
        }
        let second_view = second.show().await;
        assert_eq!(shown, second_view);
    }
);

on_both_backends!(
    two_channels_sharing_a_character_never_overwrite_it,
    |db: TestDb| async move {
        let guild = unique_id();
        let one = Arc::new(Table::with_ids(&db, seeded(), guild, unique_id()).await);
        let two = Arc::new(Table::with_ids(&db, seeded(), guild, unique_id()).await);
        one.ok(
            "@tess /character create name:Tess class:bard str:8 dex:12 int:9 cha:11 luck:10 hp:9",
        )
        .await;
        one.ok("/damage target:Tess amount:5").await;
        // Both channels heal her 1 HP at a time, concurrently, until full.
        let mut tasks = Vec::new();
        for table in [one.clone(), two.clone()] {
            tasks.push(tokio::spawn(async move {
                let mut healed = 0;
                for _ in 0..2 {
                    // Healing is the GM's.
                    let reply = table.run("/heal target:Tess amount:1").await;
                    if reply["ok"] == true {
                        healed += 1;
                    } else {
                        assert_eq!(reply["key"], "err-conflict", "{reply}");
                    }
                }
                healed
            }));
        }
        let mut healed = 0;
        for task in tasks {
            healed += task.await.unwrap();
        }
        let sheet = one.ok("/character show character:Tess").await;
        let expected = format!("HP {}/9", 4 + healed);
        assert!(
            sheet["text"].as_str().unwrap().contains(&expected),
            "{expected}: {sheet}"
        );
    }
);

on_both_backends!(
    undo_goes_back_twenty_steps_exactly,
    |db: TestDb| async move {
        let table = Table::new(&db, seeded()).await;
        party(&table).await;
        table.ok("/initiative").await;
        let start = table.show().await;
        let mut steps = 0;
        // 22 state-changing actions: damage to the goblins and to Rook.
        for i in 0..11 {
            let target = format!("Goblin {}", i % 3 + 1);
            table
                .ok(&format!("/damage target:\"{target}\" amount:1"))
                .await;
            table.ok("/damage target:Rook amount:1").await;
            steps += 2;
        }
        assert_ne!(table.show().await, start);
        for _ in 0..steps {
            let reply = table.ok("/undo").await;
            assert!(
                reply["text"].as_str().unwrap().starts_with("Undone"),
                "{reply}"
            );
        }
        assert_eq!(table.show().await, start);
        // The log keeps every row; undone actions' rolls are marked.
        table.ok("/log").await;
    }
);

on_both_backends!(
    undo_refuses_when_the_character_changed_elsewhere,
    |db: TestDb| async move {
        let guild = unique_id();
        let here = Table::with_ids(&db, seeded(), guild, unique_id()).await;
        let there = Table::with_ids(&db, seeded(), guild, unique_id()).await;
        here.ok("@rook /character create name:Rook class:warrior str:11 dex:10 int:8 cha:9 luck:7")
            .await;
        here.ok("/damage target:Rook amount:3").await;
        there.ok("/damage target:Rook amount:2").await;
        here.refused("/undo", "err-undo-character-changed").await;
        // The other channel's own undo still works, and then this one can go back too.
        there.ok("/undo").await;
        here.ok("/undo").await;
        let sheet = here.ok("/character show character:Rook").await;
        assert!(
            sheet["text"].as_str().unwrap().contains("HP 14/14"),
            "{sheet}"
        );
    }
);

on_both_backends!(
    undo_permissions_and_empty_history,
    |db: TestDb| async move {
        let table = Table::new(&db, seeded()).await;
        table.refused("/undo", "err-nothing-to-undo").await;
        table.ok("/encounter start").await;
        table
            .ok("@rook /character create name:Rook class:warrior str:11 dex:10 int:8 cha:9 luck:7")
            .await;
        // Only the GM or the player whose action it was.
        table.refused("@tess /undo", "err-undo-not-yours").await;
        table.ok("@rook /undo").await;
        table
            .refused("/character show character:Rook", "err-unknown-character")
            .await;
    }
);

on_both_backends!(
    server_settings_and_trackers_survive_a_restart,
    |db: TestDb| async move {
        let (guild, channel) = (unique_id(), unique_id());
        {
            let table = Table::with_ids(&db, seeded(), guild, channel).await;
            // Defaults before anything is set.
            let shown = table.ok("/settings").await;
            assert!(shown["text"].as_str().unwrap().contains("none"), "{shown}");
            table
                .ok("/settings language:cs hide-adversary-hp:true gm-role:4242 ping-turns:true")
                .await;
            table.ok("/flail table attribute-rule:true").await;
            table.ok("/settings language:ru").await;
            table.service.set_tracker(channel, Some(77)).await.unwrap();
            table.service.store().close().await;
        }
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        let settings = table.service.server_settings(guild).await.unwrap();
        assert_eq!(
            settings.language.as_deref(),
            Some("ru"),
            "a later change wins"
        );
        assert!(settings.hide_adversary_hp && settings.ping_turns);
        assert_eq!(settings.gm_role, Some(4242));
        assert_eq!(table.service.tracker(channel).await.unwrap(), Some(77));
        // Other servers keep the defaults.
        let other = table.service.server_settings(unique_id()).await.unwrap();
        assert_eq!(other, narrator::table::ServerSettings::default());

        table
            .ok("/settings clear-gm-role:true language:server")
            .await;
        let settings = table.service.server_settings(guild).await.unwrap();
        assert_eq!((settings.gm_role, settings.language), (None, None));
        table.service.set_tracker(channel, None).await.unwrap();
        assert_eq!(table.service.tracker(channel).await.unwrap(), None);
        // The table's attribute rule is an undoable action; server settings are not.
        table.ok("/undo").await;
        let shown = table.ok("/settings").await;
        assert!(
            shown["text"]
                .as_str()
                .unwrap()
                .contains("Optional attribute rule: off"),
            "{shown}"
        );
    }
);

on_both_backends!(
    tracker_moves_commit_beside_actions_and_survive_a_restart,
    |db: TestDb| async move {
        let (guild, channel, other) = (unique_id(), unique_id(), unique_id());
        {
            let table = Table::with_ids(&db, seeded(), guild, channel).await;
            table.ok("/encounter start").await;
            table
                .ok("/adversary add name:Knight hp:40 defence:0 saves:10 morale:9 th:6 dmg:5")
                .await;
            for message in 1..=6 {
                // An action, this channel's tracker moving and another channel's, at once:
                // they share the writer's commits.
                let (hit, here, there) = tokio::join!(
                    table.run("/damage target:Knight amount:1"),
                    table.service.set_tracker(channel, Some(100 + message)),
                    table.service.set_tracker(other, Some(200 + message)),
                );
                assert_eq!(hit["ok"], true, "{hit}");
                here.unwrap();
                there.unwrap();
            }
            table
                .service
                .set_pinned_tracker(channel, Some(100))
                .await
                .unwrap();
            // Moving the tracker keeps its pinned copy.
            table.service.set_tracker(channel, Some(107)).await.unwrap();
            table.service.set_tracker(other, None).await.unwrap();
            table.service.store().close().await;
        }
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        assert_eq!(table.service.tracker(channel).await.unwrap(), Some(107));
        assert_eq!(
            table.service.pinned_tracker(channel).await.unwrap(),
            Some(100)
        );
        assert_eq!(table.service.tracker(other).await.unwrap(), None);
        let shown = table.ok("/encounter show").await;
        assert!(
            shown["text"].as_str().unwrap_or_default().contains("34/40"),
            "every action landed: {shown}"
        );
        // Forgetting the tracker forgets its pinned copy.
        table.service.set_tracker(channel, None).await.unwrap();
        table.service.store().close().await;
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        assert_eq!(table.service.tracker(channel).await.unwrap(), None);
        assert_eq!(table.service.pinned_tracker(channel).await.unwrap(), None);
    }
);

on_both_backends!(
    controls_are_kept_with_their_action_in_any_process_and_old_ones_go,
    |db: TestDb| async move {
        let (guild, channel) = (unique_id(), unique_id());
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        table.ok("/encounter start surprise:players").await;
        table
            .ok("@rook /character create name:Rook class:warrior str:11 dex:10 int:8 cha:9 luck:7")
            .await;
        table.ok("@rook /join character:Rook").await;
        table.ok("/initiative").await;
        // A save on Rook's own turn leaves the turn with him: "End Rook's turn" is offered.
        let save = "/save attribute:str character:Rook";
        let started = table.played(save).await;
        let next = |played: &narrator::table::Played| {
            played
                .controls
                .iter()
                .find(|c| c.line == "/next")
                .map(|c| c.token.clone())
                .unwrap_or_else(|| panic!("no Next button: {:?}", played.controls))
        };
        let first = next(&started);
        assert!(!first.is_empty() && first.len() <= 24, "{first}");
        // Another process (its own service and pool) finds what the token stands for;
        // another channel does not.
        let other = Table::with_ids(&db, seeded(), guild, channel).await;
        let line = other.service.control(channel, &first).await.unwrap();
        assert_eq!(line.as_deref(), Some("/next"));
        assert_eq!(
            other.service.control(unique_id(), &first).await.unwrap(),
            None
        );
        // A hundred actions later the first is gone; the latest still works.
        let mut latest = first.clone();
        for _ in 0..100 {
            latest = next(&table.played(save).await);
        }
        assert_ne!(latest, first);
        assert_eq!(other.service.control(channel, &first).await.unwrap(), None);
        assert_eq!(
            other
                .service
                .control(channel, &latest)
                .await
                .unwrap()
                .as_deref(),
            Some("/next")
        );
    }
);

on_both_backends!(a_registration_is_kept_per_scope, |db: TestDb| async move {
    let store = db.store().await;
    let (global, server) = (0, unique_id());
    assert_eq!(store.registration(server).await.unwrap(), None);
    store
        .save_registration(global, "aaaa", "[1]", 1)
        .await
        .unwrap();
    store
        .save_registration(server, "bbbb", "[2]", 2)
        .await
        .unwrap();
    store
        .save_registration(server, "cccc", "[3]", 3)
        .await
        .unwrap();
    assert_eq!(
        store.registration(global).await.unwrap(),
        Some(("aaaa".to_owned(), "[1]".to_owned()))
    );
    assert_eq!(
        store.registration(server).await.unwrap(),
        Some(("cccc".to_owned(), "[3]".to_owned()))
    );
});

/// A clock the test moves by hand.
struct HandClock(std::sync::atomic::AtomicI64);

impl narrator::table::Clock for HandClock {
    fn now_millis(&self) -> i64 {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }
}

on_both_backends!(
    old_interaction_ids_are_forgotten_and_recent_ones_still_refuse_a_second_delivery,
    |db: TestDb| async move {
        use narrator::table::{Reply, TableService};
        use std::sync::atomic::Ordering;
        // Far before any real clock, so no other test's rows are this old.
        let long_ago = 1_000;
        let day = 24 * 60 * 60 * 1000;
        let clock = Arc::new(HandClock(long_ago.into()));
        let mut table = Table::new(&db, seeded()).await;
        table.service = TableService::new(db.store().await, seeded(), clock.clone());
        let table = table;
        let service = &table.service;
        let cutoff = long_ago + 60 * 60 * 1000;
        // What an interrupted earlier run left in the shared database goes first.
        service
            .store()
            .forget_interactions_before(cutoff, 100)
            .await
            .unwrap();
        let request = |text: &str, interaction: i64| narrator::table::Request {
            interaction: Some(interaction),
            ..table.request(text)
        };
        let first = unique_id();
        service
            .handle(&request("/encounter start", first))
            .await
            .unwrap();
        for n in 1..=4 {
            let add = format!(
                "/adversary add name:Knight{n} hp:40 defence:0 saves:10 morale:9 th:6 dmg:5"
            );
            service.handle(&request(&add, first + n)).await.unwrap();
        }
        let hit = "/damage target:Knight1 amount:1";
        clock.0.store(long_ago + day + 1, Ordering::Relaxed);
        let recent = first + 10;
        service.handle(&request(hit, recent)).await.unwrap();

        // Two at a time, so the chunks loop.
        let forgotten = service
            .store()
            .forget_interactions_before(cutoff, 2)
            .await
            .unwrap();
        assert_eq!(forgotten, 5, "the five day-old actions' ids");

        let again = service.handle(&request(hit, recent)).await;
        assert!(
            matches!(&again, Err(narrator::error::Error::User(e)) if e.key == "err-already-applied"),
            "{again:?}"
        );
        // A day-old id is forgotten: delivered again, it is a new action.
        let replayed = service.handle(&request(hit, first + 1)).await;
        assert!(matches!(replayed, Ok(Reply::Game(_))), "{replayed:?}");
        assert_eq!(
            service
                .store()
                .forget_interactions_before(cutoff, 2)
                .await
                .unwrap(),
            0,
            "the replayed id was stamped now"
        );
    }
);

on_both_backends!(
    a_refused_interaction_is_recorded_and_never_applied_when_delivered_again,
    |db: TestDb| async move {
        let table = Table::new(&db, seeded()).await;
        let service = &table.service;
        let request = |text: &str, interaction: i64| narrator::table::Request {
            interaction: Some(interaction),
            ..table.request(text)
        };
        let base = unique_id();
        service
            .handle(&request("/encounter start", base))
            .await
            .unwrap();
        let hit = request("/damage target:Ogre amount:3", base + 1);
        let refused = service.handle(&hit).await;
        assert!(
            matches!(&refused, Err(narrator::error::Error::User(e)) if e.key != "err-already-applied"),
            "{refused:?}"
        );
        let add = "/adversary add name:Ogre hp:20 defence:0 saves:10 morale:9 th:6 dmg:5";
        service.handle(&request(add, base + 2)).await.unwrap();
        // Delivered again on newer state, where it would now apply: it does not.
        let again = service.handle(&hit).await;
        assert!(
            matches!(&again, Err(narrator::error::Error::User(e)) if e.key == "err-already-applied"),
            "{again:?}"
        );
        // A read is never recorded: it answers again.
        let show = request("/encounter show", base + 3);
        service.handle(&show).await.unwrap();
        service.handle(&show).await.unwrap();
        // Recording twice is harmless, and says it was not the first record.
        assert!(
            !service
                .store()
                .record_refused_interaction(base + 1, table.options.channel, 0)
                .await
                .unwrap()
        );
        // Refused again on a second delivery, it is told apart as a second delivery.
        let wrong = request("/damage target:Nobody amount:1", base + 5);
        let first = service.handle(&wrong).await;
        assert!(
            matches!(&first, Err(narrator::error::Error::User(e)) if e.key != "err-already-applied"),
            "{first:?}"
        );
        let second = service.handle(&wrong).await;
        assert!(
            matches!(&second, Err(narrator::error::Error::User(e)) if e.key == "err-already-applied"),
            "{second:?}"
        );
        service
            .handle(&request("/damage target:Ogre amount:1", base + 4))
            .await
            .unwrap();
        let shown = table.show().await;
        assert!(shown.contains("19/20"), "the Ogre took 1, not 4: {shown}");
    }
);

on_both_backends!(
    channels_dropped_from_memory_come_back_from_the_store_intact,
    |db: TestDb| async move {
        let mut table = Table::new(&db, seeded()).await;
        table.service = narrator::table::TableService::new(
            db.store().await,
            seeded(),
            Arc::new(narrator::table::SystemClock),
        )
        .with_cached_channels(3);
        let channels: Vec<i64> = (0..7).map(|_| unique_id()).collect();
        for &channel in &channels {
            table.options.channel = channel;
            table.ok("/encounter start").await;
            table
                .ok("/adversary add name:Knight hp:40 defence:0 saves:10 morale:9 th:6 dmg:5")
                .await;
        }
        // Round the channels twice: each action finds its channel dropped from memory.
        for round in 1..=2 {
            for (n, &channel) in channels.iter().enumerate() {
                table.options.channel = channel;
                table
                    .ok(&format!("/damage target:Knight amount:{}", n + 1))
                    .await;
                assert!(
                    table.service.channels_in_memory() <= 3,
                    "round {round}: {} channels in memory",
                    table.service.channels_in_memory()
                );
            }
        }
        for (n, &channel) in channels.iter().enumerate() {
            table.options.channel = channel;
            let hp = 40 - 2 * (n + 1);
            let shown = table.show().await;
            assert!(shown.contains(&format!("{hp}/40")), "{shown}");
            // The undo history came back too.
            table.ok("/undo").await;
            assert!(table.show().await.contains(&format!("{}/40", hp + n + 1)));
        }
    }
);

on_both_backends!(
    postgres_connections_open_with_their_timeouts,
    |db: TestDb| async move {
        let store = db.store().await;
        if db.url.starts_with("sqlite:") {
            assert_eq!(
                store.session_setting("statement_timeout").await.unwrap(),
                None
            );
            return;
        }
        for (name, value) in narrator::store::POSTGRES_SESSION {
            let shown = store.session_setting(name).await.unwrap();
            assert_eq!(shown.as_deref(), Some(*value), "{name}");
        }
        assert_eq!(
            store.session_setting("no such; setting").await.unwrap(),
            None,
            "only plain setting names are read"
        );
    }
);
