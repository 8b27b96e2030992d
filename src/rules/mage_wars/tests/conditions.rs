//! Markers, direct damage and healing placed by hand: any player or the host, with limits.

use super::support::*;
use crate::rules::mage_wars::{Action, Arena, Condition, Event, limits};

fn table() -> Arena {
    game(vec![(player(BOB), creature("Wolf", "B3"))])
}

fn remove(target: &str, condition: Condition, count: Option<u32>) -> Action {
    Action::ConditionRemove {
        target: target.into(),
        condition,
        count,
        from: None,
    }
}

fn damage(target: &str, amount: u32) -> Action {
    Action::Damage {
        target: target.into(),
        amount,
        from: None,
    }
}

fn heal(target: &str, amount: u32) -> Action {
    Action::Heal {
        target: target.into(),
        amount,
        from: None,
    }
}

#[test]
fn markers_stack_up_to_the_cap_and_come_off_by_count_or_all() {
    let mut arena = table();
    // Alice places markers on Bob's wolf: they come from her cards.
    let out = run(
        &mut arena,
        &player(ALICE),
        add_condition("wolf", Condition::Burn, 2),
        &[],
    );
    assert_eq!(
        out.events,
        vec![Event::ConditionChanged {
            name: "Wolf".into(),
            condition: Condition::Burn,
            markers: 2,
            cause: None,
        }]
    );
    run(
        &mut arena,
        &player(ALICE),
        add_condition("Wolf", Condition::Burn, limits::MAX_MARKERS),
        &[],
    );
    assert_eq!(
        obj(&arena, "Wolf").markers(Condition::Burn),
        limits::MAX_MARKERS
    );
    let out = run(
        &mut arena,
        &player(BOB),
        remove("Wolf", Condition::Burn, Some(5)),
        &[],
    );
    assert_eq!(
        out.events,
        vec![Event::ConditionChanged {
            name: "Wolf".into(),
            condition: Condition::Burn,
            markers: limits::MAX_MARKERS - 5,
            cause: None,
        }]
    );
    run(
        &mut arena,
        &host(),
        remove("Wolf", Condition::Burn, None),
        &[],
    );
    assert!(obj(&arena, "Wolf").conditions.is_empty());
    let error = refuse(
        &arena,
        &player(BOB),
        remove("Wolf", Condition::Burn, None),
        &[],
    );
    assert_eq!(error.key, "err-mw-no-markers");
    assert_eq!(arg(&error, "condition"), "burn".into());
}

#[test]
fn marker_counts_and_players_are_checked() {
    let arena = table();
    assert_eq!(
        refused(
            &arena,
            &player(ALICE),
            add_condition("Wolf", Condition::Daze, 0)
        ),
        "err-mw-count"
    );
    assert_eq!(
        refused(
            &arena,
            &player(ALICE),
            add_condition("Wolf", Condition::Daze, limits::MAX_MARKERS + 1)
        ),
        "err-mw-count"
    );
    assert_eq!(
        refused(
            &arena,
            &player(ALICE),
            remove("Wolf", Condition::Daze, Some(0))
        ),
        "err-mw-count"
    );
    assert_eq!(
        refused(
            &arena,
            &player(STRANGER),
            add_condition("Wolf", Condition::Daze, 1)
        ),
        "err-mw-not-a-player"
    );
    assert_eq!(
        refused(&arena, &player(STRANGER), damage("Wolf", 1)),
        "err-mw-not-a-player"
    );
    assert_eq!(
        refused(
            &arena,
            &player(ALICE),
            add_condition("Fox", Condition::Daze, 1)
        ),
        "err-mw-unknown-name"
    );
    let mut by_moderator = arena.clone();
    run(
        &mut by_moderator,
        &moderator(STRANGER),
        add_condition("Wolf", Condition::Daze, 1),
        &[],
    );
}

#[test]
fn direct_damage_can_destroy_and_healing_removes_damage() {
    let mut arena = table();
    let out = run(&mut arena, &player(ALICE), damage("Wolf", 4), &[]);
    assert_eq!(
        out.events,
        vec![Event::Damaged {
            name: "Wolf".into(),
            amount: 4,
            damage: 4,
            life: 10,
            cause: None,
        }]
    );
    let out = run(&mut arena, &player(BOB), heal("Wolf", 9), &[]);
    assert_eq!(
        out.events,
        vec![Event::Healed {
            name: "Wolf".into(),
            amount: 4,
            damage: 0,
            life: 10,
            cause: None,
        }]
    );
    assert_eq!(
        refused(&arena, &player(BOB), heal("Wolf", 1)),
        "err-mw-no-damage"
    );
    assert_eq!(
        refused(&arena, &player(BOB), heal("Wolf", 0)),
        "err-mw-amount"
    );
    assert_eq!(
        refused(&arena, &player(ALICE), damage("Wolf", 0)),
        "err-mw-amount"
    );
    assert_eq!(
        refused(
            &arena,
            &player(ALICE),
            damage("Wolf", limits::MAX_AMOUNT + 1)
        ),
        "err-mw-amount"
    );
    let out = run(
        &mut arena,
        &player(ALICE),
        damage("Wolf", limits::MAX_AMOUNT),
        &[],
    );
    assert_eq!(
        out.events,
        vec![
            Event::Damaged {
                name: "Wolf".into(),
                amount: limits::MAX_AMOUNT,
                damage: 10,
                life: 10,
                cause: None,
            },
            Event::Destroyed {
                name: "Wolf".into(),
                mage: false
            }
        ]
    );
    assert!(gone(&arena, "Wolf"));
    // A mage killed by hand ends the game.
    let out = run(&mut arena, &host(), damage("Boris", 20), &[]);
    assert_eq!(
        out.events.last(),
        Some(&Event::GameOver {
            winner: Some("Alma".into())
        })
    );
    assert!(arena.over);
}
