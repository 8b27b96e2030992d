//! `/cast`: quickcasts (once a round, any time in the action stage), spells as the mage's
//! full action, setup casts, mana, and Marked for Death.

use super::support::*;
use crate::rules::mage_wars::limits;
use crate::rules::mage_wars::model::{Body, Stage};
use crate::rules::mage_wars::{Action, Arena, Event};

fn table() -> Arena {
    game(vec![(player(BOB), creature("Wolf", "B3"))])
}

fn spell(mage: &str, name: &str, cost: u32, quick: bool) -> Action {
    Action::Cast {
        mage: Some(mage.into()),
        spell: Some(name.into()),
        cost,
        quick,
        target: None,
        mark: 0,
        enchantment: false,
    }
}

fn mark(target: Option<&str>, by: i32) -> Action {
    Action::Cast {
        mage: None,
        spell: None,
        cost: 1,
        quick: true,
        target: target.map(str::to_owned),
        mark: by,
        enchantment: false,
    }
}

fn quickcast_used(arena: &Arena, mage: &str) -> bool {
    matches!(
        obj(arena, mage).body,
        Body::Mage {
            quickcast_used: true,
            ..
        }
    )
}

#[test]
fn a_quickcast_goes_any_time_once_a_round() {
    let mut arena = table();
    // Out of his turn, Bob quickcasts.
    let out = run(
        &mut arena,
        &player(BOB),
        spell("Boris", " Rhino Hide ", 4, true),
        &[],
    );
    assert_eq!(
        out.events,
        vec![Event::Cast {
            mage: "Boris".into(),
            spell: Some("Rhino Hide".into()),
            cost: 4,
            mana: 11,
            quick: true
        }]
    );
    assert!(quickcast_used(&arena, "Boris"));
    assert!(
        !obj(&arena, "Boris").activated,
        "a quickcast is not an activation"
    );
    assert_eq!(
        refused(&arena, &player(BOB), spell("Boris", "Again", 0, true)),
        "err-mw-quickcast-used"
    );
    // In the final quickcast phase too; the next round gives the marker back.
    arena.stage = Stage::FinalQuickcast;
    run(
        &mut arena,
        &player(ALICE),
        spell("Alma", "Heal", 2, true),
        &[],
    );
    assert_eq!(
        refused(&arena, &player(BOB), spell("Boris", "x", 1, true)),
        "err-mw-quickcast-used"
    );
    run(&mut arena, &host(), Action::NextRound, &[]);
    run(
        &mut arena,
        &player(BOB),
        spell("Boris", "Again", 1, true),
        &[],
    );
}

#[test]
fn a_spell_short_of_mana_is_refused_with_the_numbers() {
    let arena = table();
    let error = refuse(&arena, &player(ALICE), spell("Alma", "Big", 16, true), &[]);
    assert_eq!(error.key, "err-mw-not-enough-mana");
    assert_eq!(arg(&error, "mana"), 15u32.into());
    assert_eq!(arg(&error, "cost"), 16u32.into());
    let mut exact = arena.clone();
    let out = run(
        &mut exact,
        &player(ALICE),
        spell("Alma", "Big", 15, true),
        &[],
    );
    assert!(matches!(out.events[0], Event::Cast { mana: 0, .. }));
    assert_eq!(
        refused(
            &arena,
            &player(ALICE),
            spell("Alma", "Huge", limits::MAX_COST + 1, true)
        ),
        "err-mw-cost"
    );
}

#[test]
fn a_full_spell_is_the_mages_action_in_its_own_phase() {
    let mut arena = table();
    assert_eq!(
        refused(&arena, &player(BOB), spell("Boris", "Bolt", 2, false)),
        "err-mw-not-your-turn"
    );
    let out = run(
        &mut arena,
        &player(ALICE),
        spell("Alma", "Wall", 3, false),
        &[],
    );
    assert_eq!(
        out.events[0],
        Event::Activated {
            name: "Alma".into()
        }
    );
    assert!(matches!(
        out.events[1],
        Event::Cast {
            mana: 12,
            quick: false,
            ..
        }
    ));
    assert!(!quickcast_used(&arena, "Alma"));
    assert_eq!(
        refused(&arena, &player(ALICE), spell("Alma", "Wall", 3, false)),
        "err-mw-action-used"
    );
    // Her quickcast is still there.
    run(
        &mut arena,
        &player(ALICE),
        spell("Alma", "Shield", 1, true),
        &[],
    );
}

#[test]
fn a_full_spell_cannot_follow_a_move() {
    let mut arena = table();
    run(&mut arena, &player(ALICE), move_to("Alma", "B1"), &[]);
    assert_eq!(
        refused(&arena, &player(ALICE), spell("Alma", "Wall", 3, false)),
        "err-mw-full-after-move"
    );
}

#[test]
fn full_spells_wait_for_the_action_stage_and_setup_casts_are_free_of_turns() {
    let mut arena = table();
    arena.stage = Stage::FinalQuickcast;
    assert_eq!(
        refused(&arena, &player(ALICE), spell("Alma", "Wall", 3, false)),
        "err-mw-not-action-stage"
    );
    let mut setup = Arena::new(HOST);
    run(&mut setup, &player(ALICE), mage("Alma", "B2"), &[]);
    run(
        &mut setup,
        &player(ALICE),
        spell("Alma", "Wall", 3, false),
        &[],
    );
    run(
        &mut setup,
        &player(ALICE),
        spell("Alma", "Wall", 3, true),
        &[],
    );
    run(
        &mut setup,
        &player(ALICE),
        spell("Alma", "Wall", 3, true),
        &[],
    );
    assert_eq!(mana(&setup, "Alma"), 1);
    assert!(!obj(&setup, "Alma").activated && !quickcast_used(&setup, "Alma"));
}

#[test]
fn only_a_mage_casts_and_only_for_its_owner() {
    let arena = table();
    assert_eq!(
        refused(&arena, &player(BOB), spell("Wolf", "x", 1, true)),
        "err-mw-not-a-mage"
    );
    assert_eq!(
        refused(&arena, &player(ALICE), spell("Boris", "x", 1, true)),
        "err-mw-not-yours"
    );
    assert_eq!(
        refused(&arena, &player(STRANGER), cast_default()),
        "err-mw-no-mage"
    );
    let long = "x".repeat(limits::NAME_CHARS + 1);
    assert_eq!(
        refused(&arena, &player(ALICE), spell("Alma", &long, 1, true)),
        "err-name-too-long"
    );
    let mut by_host = arena.clone();
    run(&mut by_host, &host(), spell("Boris", "x", 1, true), &[]);
    assert_eq!(mana(&by_host, "Boris"), 14);
}

fn cast_default() -> Action {
    Action::Cast {
        mage: None,
        spell: None,
        cost: 0,
        quick: true,
        target: None,
        mark: 0,
        enchantment: false,
    }
}

#[test]
fn marked_for_death_adds_dice_against_the_target_within_bounds() {
    let mut arena = table();
    let out = run(&mut arena, &player(ALICE), mark(Some("wolf"), 2), &[]);
    assert_eq!(
        out.events[1],
        Event::Marked {
            target: "Wolf".into(),
            dice: 2
        }
    );
    assert_eq!(obj(&arena, "Wolf").incoming_dice, 2);
    let mut more = arena.clone();
    run(&mut more, &player(BOB), mark(Some("Wolf"), 1), &[]);
    assert_eq!(obj(&more, "Wolf").incoming_dice, 3);
    assert_eq!(
        refused(&arena, &player(BOB), mark(None, 1)),
        "err-mw-mark-needs-target"
    );
    assert_eq!(
        refused(&arena, &player(BOB), mark(Some("Wolf"), 6)),
        "err-mw-mark"
    );
    assert_eq!(
        refused(&arena, &player(BOB), mark(Some("Wolf"), -6)),
        "err-mw-mark"
    );
    assert_eq!(
        refused(&arena, &player(BOB), mark(Some("Ghost"), 1)),
        "err-mw-unknown-name"
    );
    // Marks add up but never past MAX_DICE either way.
    obj_mut(&mut arena, "Wolf").incoming_dice = 19;
    run(&mut arena, &player(BOB), mark(Some("Wolf"), 5), &[]);
    assert_eq!(obj(&arena, "Wolf").incoming_dice, 20);
}
