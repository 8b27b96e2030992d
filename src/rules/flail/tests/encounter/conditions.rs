//! `/condition add|remove` (rules: "Vulnerability", "Other conditions").

use super::super::support::*;
use super::fight;
use crate::rules::flail::action::Action;
use crate::rules::flail::model::*;
use crate::rules::flail::{Event, World};

fn add(target: &str, condition: ConditionKind, save: Option<Attribute>) -> Action {
    Action::ConditionAdd {
        target: target.into(),
        condition,
        save,
    }
}

fn remove(target: &str, condition: ConditionKind) -> Action {
    Action::ConditionRemove {
        target: target.into(),
        condition,
    }
}

fn knight(world: &World) -> &Adversary {
    &world.table.encounter.as_ref().unwrap().adversaries[0]
}

#[test]
fn gm_adds_a_vulnerability_saved_on_dex_by_default() {
    let mut world = fight();
    let out = run(
        &mut world,
        &gm(),
        add("Rook", ConditionKind::Stunned, None),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::ConditionGained {
            who: "Rook".into(),
            condition: ConditionKind::Stunned
        }]
    );
    assert_eq!(
        world.characters[0].conditions,
        vec![Condition::new(ConditionKind::Stunned, Attribute::Dex)]
    );
}

#[test]
fn the_gm_names_the_start_of_round_save_attribute() {
    let mut world = fight();
    run(
        &mut world,
        &gm(),
        add("Rook", ConditionKind::Grappled, Some(Attribute::Str)),
        &[],
    )
    .unwrap();
    assert_eq!(world.characters[0].conditions[0].save, Attribute::Str);
}

#[test]
fn gm_adds_and_removes_conditions_on_adversaries() {
    let mut world = fight();
    run(
        &mut world,
        &gm(),
        add("knight", ConditionKind::Prone, None),
        &[],
    )
    .unwrap();
    assert!(knight(&world).has(ConditionKind::Prone));
    let out = run(
        &mut world,
        &gm(),
        remove("Knight", ConditionKind::Prone),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::ConditionLost {
            who: "Knight".into(),
            condition: ConditionKind::Prone
        }]
    );
    assert!(knight(&world).conditions.is_empty());
}

#[test]
fn conditions_are_the_gms_even_on_a_players_own_character() {
    let mut world = fight();
    for (target, condition) in [
        ("Rook", ConditionKind::Poisoned),
        ("Tess", ConditionKind::Prone),
        ("Knight", ConditionKind::Prone),
    ] {
        let error = run(
            &mut world,
            &player(ALICE),
            add(target, condition, None),
            &[],
        )
        .unwrap_err();
        assert_eq!(error.key, "err-gm-only");
    }
    world.characters[0]
        .conditions
        .push(Condition::new(ConditionKind::Prone, Attribute::Dex));
    let error = run(
        &mut world,
        &player(ALICE),
        remove("Rook", ConditionKind::Prone),
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-gm-only");
    assert!(world.characters[1].conditions.is_empty() && knight(&world).conditions.is_empty());
}

#[test]
fn a_condition_already_carried_or_missing_is_refused() {
    let mut world = fight();
    run(
        &mut world,
        &gm(),
        add("Rook", ConditionKind::Blinded, None),
        &[],
    )
    .unwrap();
    let before = world.clone();
    let error = run(
        &mut world,
        &gm(),
        add("rook", ConditionKind::Blinded, Some(Attribute::Int)),
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-condition-present");
    let error = run(
        &mut world,
        &gm(),
        remove("Rook", ConditionKind::Sleeping),
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-condition-missing");
    assert_eq!(world, before);
}

#[test]
fn conditions_refuse_unknown_dead_and_fallen_targets() {
    let mut world = fight();
    let error = run(
        &mut world,
        &gm(),
        add(&"z".repeat(10_000), ConditionKind::Prone, None),
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-unknown-target");
    world.characters[0].dead = true;
    let error = run(
        &mut world,
        &gm(),
        add("Rook", ConditionKind::Prone, None),
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-character-dead");
    world.table.encounter.as_mut().unwrap().adversaries[0].status = AdversaryStatus::Fled;
    let error = run(
        &mut world,
        &gm(),
        add("Knight", ConditionKind::Prone, None),
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-adversary-gone");
}

#[test]
fn falling_asleep_on_ones_turn_passes_the_turn() {
    let mut world = fight();
    world.table.encounter.as_mut().unwrap().turn = Some(CombatantRef::Pc(7));
    let out = run(
        &mut world,
        &gm(),
        add("Rook", ConditionKind::Sleeping, None),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events[0],
        Event::ConditionGained {
            who: "Rook".into(),
            condition: ConditionKind::Sleeping
        }
    );
    assert!(out.events.contains(&Event::TurnOf { who: "Tess".into() }));
    assert_eq!(
        world.table.encounter.as_ref().unwrap().turn,
        Some(CombatantRef::Pc(8))
    );
    // Prone does not end the turn: it is saved against at the start of the next one.
    let out = run(
        &mut world,
        &gm(),
        add("Tess", ConditionKind::Prone, None),
        &[],
    )
    .unwrap();
    assert_eq!(out.events.len(), 1);
    assert_eq!(
        world.table.encounter.as_ref().unwrap().turn,
        Some(CombatantRef::Pc(8))
    );
}
