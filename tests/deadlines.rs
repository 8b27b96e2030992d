//! Pending choices' deadlines, on a clock the test moves: each game's pause is reminded
//! halfway and takes the rules' default at its deadline, as its chooser's own action at the
//! deadline's time, once; a deadline that passed while no process held the shard fires when
//! one does; an undo that restores a pause restarts its deadline; a Death roll never times
//! out; the setting changes the wait or turns it off. Both backends.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::sync::Arc;

use common::{HandClock, Table, TestDb, seats};
use narrator::console::user_id;
use narrator::dice::RiggedDice;
use narrator::request::deadlines::{self, Timer};
use narrator::store::Deadline;
use narrator::store::deadlines::Shards;
use narrator::table::{DiceSource, Reply};

const MINUTE: i64 = 60_000;
/// Far from any real clock, so no other test's rows come due with these.
const START: i64 = 1_000_000_000;

fn rigged(faces: &[u32], then: u32) -> DiceSource {
    let faces: Vec<u32> = faces
        .iter()
        .copied()
        .chain(std::iter::repeat_n(then, 5000))
        .collect();
    DiceSource::shared(RiggedDice::new(faces))
}

/// A pause in one of the games: the lines that bring it, and whose choice it is.
struct Paused {
    game: &'static str,
    dice: fn() -> DiceSource,
    lines: &'static [&'static str],
    chooser: &'static str,
    /// The command the default runs, as the log and `/undo` name it.
    default_command: &'static str,
}

fn scenarios() -> Vec<Paused> {
    vec![
        // The knight's blow on Rook waits for Anna's armour choice.
        Paused {
            game: "flail armour",
            dice: || rigged(&[], 1),
            lines: &[
                "@anna /next",
                "@boris /next",
                "@gm /attack as:Knight target:Rook",
            ],
            chooser: "anna",
            default_command: "armour",
        },
        // Rook fumbles his axe: no 1s, two 6s.
        Paused {
            game: "flail fumble",
            dice: || rigged(&[6, 6, 2, 3, 4], 3),
            lines: &["@anna /attack target:Knight"],
            chooser: "anna",
            default_command: "fumble",
        },
        // Boris's Grub hits the Wolf: its counterstrike waits for Anna.
        Paused {
            game: "mage wars counterstrike",
            dice: || rigged(&[], 6),
            lines: &[
                "@anna /initiative",
                "@anna /activate as:Aria",
                "@anna /next",
                "@boris /attack as:Grub target:Wolf weapon:Claw",
            ],
            chooser: "anna",
            default_command: "counterstrike decline",
        },
        // Round 1's upkeep waits for Anna's choice about the Wolf.
        Paused {
            game: "mage wars upkeep",
            dice: || rigged(&[], 6),
            lines: &["@anna /arena edit name:Wolf upkeep:1", "@anna /initiative"],
            chooser: "anna",
            default_command: "upkeep order",
        },
        // Noxtiis attacks Torgvar: the attack waits for Anna's reaction.
        Paused {
            game: "tornscape",
            dice: || rigged(&[], 4),
            lines: &[
                "@host /encounter start ruleset:tornscape",
                "@anna /tornscape miniature name:Torgvar life:9 defense:1 agility:1",
                "@anna /tornscape tile miniature:Torgvar name:Dagger attack:2 damage:1",
                "@boris /tornscape miniature name:Noxtiis life:9 defense:1 agility:1",
                "@boris /tornscape tile miniature:Noxtiis name:Claws attack:2 damage:1",
                "@boris /attack as:Noxtiis target:Torgvar weapon:Claws",
            ],
            chooser: "anna",
            default_command: "tornscape accept",
        },
        // Anna's only card fell while she was entering her army: the end waits for her.
        Paused {
            game: "knowing zero",
            dice: || rigged(&[], 3),
            lines: seats::KNOWING_ZERO_END_WAITS,
            chooser: "anna",
            default_command: "zero confirm",
        },
    ]
}

/// The set-up a scenario's own lines follow.
fn setup_of(game: &str) -> Vec<&'static str> {
    if game.starts_with("flail") {
        seats::FLAIL_TABLE
            .iter()
            .copied()
            .chain(["@gm /initiative"])
            .collect()
    } else if game.starts_with("mage wars") {
        mage_wars_setup()
    } else if game.starts_with("knowing zero") {
        vec![
            r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@boris""#,
        ]
    } else {
        Vec::new()
    }
}

fn mage_wars_setup() -> Vec<&'static str> {
    std::iter::once("@anna /encounter start ruleset:mage-wars")
        .chain(seats::MAGE_WARS_SEATS.iter().copied())
        .collect()
}

/// The table at the scenario's pause, on a clock standing at [`START`].
async fn paused_at(db: &TestDb, scenario: &Paused) -> (Table, Arc<HandClock>) {
    let clock = HandClock::at(START);
    let table = Table::with_clock(db, (scenario.dice)(), clock.clone()).await;
    for line in setup_of(scenario.game).iter().chain(scenario.lines) {
        table.ok(line).await;
    }
    (table, clock)
}

async fn deadlines_of(table: &Table) -> Vec<Deadline> {
    table
        .service
        .channel_deadlines(table.options.channel)
        .await
        .unwrap()
}

/// Every deadline come by now, of this test's channel only. The scan looks at this test's
/// server alone (a shard of its own, as it were): rows other tests and runs left in a shared
/// database never crowd it out.
async fn due(table: &Table) -> Vec<Deadline> {
    let alone = own_shard(table, SHARDS);
    table
        .service
        .due_deadlines(Some(&alone), 1000)
        .await
        .unwrap()
        .into_iter()
        .filter(|d| d.channel == table.options.channel)
        .collect()
}

/// So many shards that each test's server is all but alone on its own.
const SHARDS: u32 = 1 << 30;

fn own_shard(table: &Table, count: u32) -> Shards {
    let shard = (table.options.guild >> 22) % i64::from(count);
    Shards {
        count,
        held: vec![u32::try_from(shard).unwrap()],
    }
}

async fn run(table: &Table, clock: &HandClock, deadline: &Deadline) -> Timer {
    use narrator::table::Clock;
    deadlines::run(&table.service, deadline, clock.now_millis())
        .await
        .unwrap()
}

on_both_backends!(
    each_games_pause_is_reminded_halfway_and_takes_its_default_at_the_deadline,
    |db: TestDb| async move {
        for scenario in scenarios() {
            let game = scenario.game;
            let (table, clock) = paused_at(&db, &scenario).await;
            let chooser = user_id(scenario.chooser);
            let waiting = deadlines_of(&table).await;
            let [deadline] = waiting.as_slice() else {
                panic!("{game}: one deadline, not {waiting:?}");
            };
            assert_eq!(deadline.chooser, chooser, "{game}");
            assert_eq!(
                (deadline.began_at, deadline.next_at, deadline.due_at),
                (START, START + 5 * MINUTE, START + 10 * MINUTE),
                "{game}: the default wait is 10 minutes, the reminder halfway"
            );

            clock.advance(5 * MINUTE - 1);
            assert!(due(&table).await.is_empty(), "{game}: nothing due yet");
            clock.advance(1);
            let [reminder] = due(&table).await[..] else {
                panic!("{game}: the reminder is due");
            };
            let Timer::Reminder(pending) = run(&table, &clock, &reminder).await else {
                panic!("{game}: a reminder");
            };
            assert_eq!(pending.waiting.user(), Some(chooser), "{game}");
            // Claimed once: a second scan, or another process, finds nothing to remind.
            assert!(matches!(run(&table, &clock, &reminder).await, Timer::Gone));
            assert!(
                due(&table).await.is_empty(),
                "{game}: the reminder went once"
            );

            clock.advance(5 * MINUTE);
            let [come] = due(&table).await[..] else {
                panic!("{game}: the deadline came");
            };
            let Timer::Defaulted { reply, pending } = run(&table, &clock, &come).await else {
                panic!("{game}: the default was taken");
            };
            assert!(matches!(*reply, Reply::Game(_)), "{game}: {reply:?}");
            assert_eq!(pending.waiting.user(), Some(chooser), "{game}");
            let store = table.service.store();
            let history = store
                .latest_history(table.options.channel)
                .await
                .unwrap()
                .unwrap();
            assert_eq!(
                (history.user, history.command.as_str(), history.created_at),
                (chooser, scenario.default_command, START + 10 * MINUTE),
                "{game}: the chooser's own action, at the deadline's time"
            );
            let row = store
                .load_channel(table.options.channel)
                .await
                .unwrap()
                .unwrap();
            assert_eq!(row.version, come.version + 1, "{game}");
            // The same deadline again (a second process, a retry) is stale: nothing moves.
            assert!(matches!(run(&table, &clock, &come).await, Timer::Gone));
            let again = store
                .load_channel(table.options.channel)
                .await
                .unwrap()
                .unwrap();
            assert_eq!(again.version, row.version, "{game}: applied once");
            // Whatever waits now waits from the deadline's time, with a whole wait.
            for next in deadlines_of(&table).await {
                assert_eq!(next.began_at, START + 10 * MINUTE, "{game}: {next:?}");
                assert_eq!(next.version, row.version, "{game}");
            }
        }
    }
);

on_both_backends!(
    a_deadline_passed_while_no_process_held_its_shard_fires_when_one_does,
    |db: TestDb| async move {
        let scenarios = scenarios();
        let scenario = scenarios.iter().find(|s| s.game == "tornscape").unwrap();
        let (table, clock) = paused_at(&db, scenario).await;
        let count = 4;
        let shard = u32::try_from((table.options.guild >> 22) % 4).unwrap();
        let others = Shards {
            count,
            held: (0..count).filter(|s| *s != shard).collect(),
        };
        let own = Shards {
            count,
            held: vec![shard],
        };
        // An hour passes with nobody serving the shard.
        clock.advance(60 * MINUTE);
        let seen: Vec<Deadline> = table
            .service
            .due_deadlines(Some(&others), 1000)
            .await
            .unwrap()
            .into_iter()
            .filter(|d| d.channel == table.options.channel)
            .collect();
        assert!(
            seen.is_empty(),
            "another shard's process leaves it: {seen:?}"
        );
        let found: Vec<Deadline> = table
            .service
            .due_deadlines(Some(&own), 1000)
            .await
            .unwrap()
            .into_iter()
            .filter(|d| d.channel == table.options.channel)
            .collect();
        let [late] = found.as_slice() else {
            panic!("the shard's new holder finds it: {found:?}");
        };
        // Long past its deadline: no reminder first, the default at once.
        let Timer::Defaulted { .. } = run(&table, &clock, late).await else {
            panic!("the default is taken");
        };
        let history = table
            .service
            .store()
            .latest_history(table.options.channel)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(history.created_at, START + 10 * MINUTE);
    }
);

on_both_backends!(
    an_undo_that_restores_a_pause_restarts_its_deadline,
    |db: TestDb| async move {
        let scenarios = scenarios();
        let scenario = scenarios.iter().find(|s| s.game == "tornscape").unwrap();
        let (table, clock) = paused_at(&db, scenario).await;
        clock.advance(3 * MINUTE);
        table.ok("@anna /tornscape react reaction:dodge").await;
        let answered = deadlines_of(&table).await;
        assert!(
            answered
                .iter()
                .all(|d| d.chooser != user_id("anna") || d.began_at > START),
            "Anna's reaction is answered: {answered:?}"
        );
        clock.advance(4 * MINUTE);
        table.ok("@anna /undo").await;
        let restored = deadlines_of(&table).await;
        let [deadline] = restored.as_slice() else {
            panic!("the restored pause waits again: {restored:?}");
        };
        assert_eq!(deadline.chooser, user_id("anna"));
        assert_eq!(
            (deadline.began_at, deadline.due_at),
            (START + 7 * MINUTE, START + 17 * MINUTE),
            "a whole wait from the undo"
        );
    }
);

on_both_backends!(
    a_choice_another_player_leaves_waiting_keeps_its_deadline,
    |db: TestDb| async move {
        let clock = HandClock::at(START);
        let table = Table::with_clock(&db, rigged(&[], 6), clock.clone()).await;
        for line in mage_wars_setup().iter().chain(&[
            "@anna /arena edit name:Wolf upkeep:1",
            "@boris /arena edit name:Grub upkeep:1",
            "@anna /initiative",
        ]) {
            table.ok(line).await;
        }
        let both = deadlines_of(&table).await;
        assert_eq!(both.len(), 2, "each chooser has a deadline: {both:?}");
        clock.advance(3 * MINUTE);
        table.ok("@boris /upkeep pay:Grub").await;
        let left = deadlines_of(&table).await;
        let [annas] = left.as_slice() else {
            panic!("Anna's choice still waits: {left:?}");
        };
        assert_eq!(annas.chooser, user_id("anna"));
        assert_eq!(
            (annas.began_at, annas.due_at),
            (START, START + 10 * MINUTE),
            "Boris's answer does not restart Anna's wait"
        );
        let version = table
            .service
            .store()
            .load_channel(table.options.channel)
            .await
            .unwrap()
            .unwrap()
            .version;
        assert_eq!(annas.version, version, "it waits at the new version");
    }
);

on_both_backends!(
    the_setting_sets_the_wait_or_turns_it_off,
    |db: TestDb| async move {
        let scenarios = scenarios();
        let scenario = scenarios.iter().find(|s| s.game == "tornscape").unwrap();
        let clock = HandClock::at(START);
        let table = Table::with_clock(&db, (scenario.dice)(), clock.clone()).await;
        // Only a moderator sets it, and within bounds.
        table
            .refused("@anna /settings choice-timeout:3", "err-settings-moderator")
            .await;
        let reply = table.run("/settings choice-timeout:1441").await;
        assert_eq!(reply["ok"], false, "{reply}");
        let shown = table.ok("/settings choice-timeout:3").await;
        assert!(shown["text"].as_str().unwrap().contains("3 min"), "{shown}");
        for line in scenario.lines {
            table.ok(line).await;
        }
        let [deadline] = deadlines_of(&table).await[..] else {
            panic!("one deadline");
        };
        assert_eq!(deadline.due_at, START + 3 * MINUTE);
        // Off: the next pause waits for ever.
        table.ok("/settings choice-timeout:0").await;
        table.ok("@anna /tornscape accept").await;
        assert!(
            deadlines_of(&table).await.is_empty(),
            "no deadline once off"
        );
        clock.advance(24 * 60 * MINUTE);
        assert!(due(&table).await.is_empty());
    }
);

on_both_backends!(
    a_death_roll_is_owed_and_never_times_out,
    |db: TestDb| async move {
        let clock = HandClock::at(START);
        let table = Table::with_clock(&db, rigged(&[], 1), clock.clone()).await;
        for line in setup_of("flail").iter().chain(&[
            "@anna /next",
            "@boris /next",
            "@gm /attack as:Knight target:Rook",
        ]) {
            table.ok(line).await;
        }
        // Anna lets the deadline take the hit: Rook goes down and owes a Death roll.
        clock.advance(10 * MINUTE);
        let [come] = due(&table).await[..] else {
            panic!("the armour choice's deadline");
        };
        let Timer::Defaulted { .. } = run(&table, &clock, &come).await else {
            panic!("the hit is taken as rolled");
        };
        let shown = table.show().await;
        assert!(
            shown.contains("Death roll"),
            "the tracker shows it owed: {shown}"
        );
        assert!(
            deadlines_of(&table).await.is_empty(),
            "a Death roll has no deadline"
        );
        clock.advance(7 * 24 * 60 * MINUTE);
        assert!(due(&table).await.is_empty());
    }
);
