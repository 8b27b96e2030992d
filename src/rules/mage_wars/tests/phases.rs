//! Action phases: activation and its refusals, guard, Slam and Stun, ending a phase,
//! passing, and the turn order down to the final quickcast phase.

use super::support::*;
use crate::rules::mage_wars::model::{CounterOffer, Stage};
use crate::rules::mage_wars::{Action, Arena, Condition, Event};

/// Alice: Alma + Knight (B2); Bob: Boris + Wolf + Bear (B3). Alice's phase.
fn table() -> Arena {
    game(vec![
        (player(ALICE), creature("Knight", "B2")),
        (player(ALICE), register("Knight", weapon("Sword", 3))),
        (player(BOB), creature("Wolf", "B3")),
        (player(BOB), creature("Bear", "B3")),
    ])
}

fn guard(name: &str) -> Action {
    Action::Guard { name: name.into() }
}

fn phase(arena: &Arena) -> (i64, Option<u32>, u8, bool, bool) {
    match arena.stage {
        Stage::Actions {
            turn,
            acting,
            moves,
            hindered,
            action_used,
        } => (turn, acting, moves, hindered, action_used),
        _ => panic!("not in the action stage: {:?}", arena.stage),
    }
}

#[test]
fn activating_marks_the_object_acting_and_activated() {
    let mut arena = table();
    let out = run(&mut arena, &player(ALICE), activate("knight"), &[]);
    assert_eq!(
        out.events,
        vec![Event::Activated {
            name: "Knight".into()
        }]
    );
    let knight = obj(&arena, "Knight");
    assert!(knight.activated);
    assert_eq!(phase(&arena), (ALICE, Some(knight.id), 0, false, false));
    assert_eq!(
        refused(&arena, &player(ALICE), activate("Knight")),
        "err-mw-already-activated"
    );
    let busy = refuse(&arena, &player(ALICE), activate(""), &[]);
    assert_eq!(busy.key, "err-mw-already-acting");
    assert_eq!(arg(&busy, "name"), "Knight".into());
}

#[test]
fn only_the_turn_players_objects_act_and_the_host_may_act_for_them() {
    let mut arena = table();
    let error = refuse(&arena, &player(BOB), activate("Wolf"), &[]);
    assert_eq!(error.key, "err-mw-not-your-turn");
    assert_eq!(arg(&error, "mage"), "Alma".into());
    assert_eq!(
        refused(&arena, &player(BOB), activate("Knight")),
        "err-mw-not-yours"
    );
    assert_eq!(
        refused(&arena, &host(), activate("Wolf")),
        "err-mw-not-your-turn"
    );
    assert_eq!(
        refused(&arena, &player(ALICE), activate("Nobody")),
        "err-mw-unknown-name"
    );
    run(&mut arena, &host(), activate("Knight"), &[]);
    assert!(obj(&arena, "Knight").activated);
}

#[test]
fn acting_needs_the_action_stage() {
    let mut arena = table();
    arena.stage = Stage::FinalQuickcast;
    assert_eq!(
        refused(&arena, &player(ALICE), activate("Alma")),
        "err-mw-not-action-stage"
    );
    assert_eq!(
        refused(&arena, &player(ALICE), Action::Next),
        "err-mw-not-action-stage"
    );
    arena.stage = Stage::Setup;
    assert_eq!(
        refused(&arena, &player(ALICE), guard("Alma")),
        "err-mw-not-action-stage"
    );
    assert_eq!(
        refused(&arena, &player(ALICE), Action::Next),
        "err-mw-not-action-stage"
    );
}

#[test]
fn an_object_that_already_acted_this_round_cannot_act_again() {
    let mut arena = table();
    run(&mut arena, &player(ALICE), activate("Knight"), &[]);
    run(&mut arena, &player(ALICE), Action::Next, &[]);
    run(&mut arena, &player(BOB), activate("Wolf"), &[]);
    run(&mut arena, &player(BOB), Action::Next, &[]);
    assert_eq!(
        refused(&arena, &player(ALICE), activate("Knight")),
        "err-mw-already-activated"
    );
}

#[test]
fn guarding_is_the_quick_action_and_activation_drops_an_old_guard() {
    let mut arena = table();
    let out = run(&mut arena, &player(ALICE), guard("Knight"), &[]);
    assert_eq!(
        out.events,
        vec![
            Event::Activated {
                name: "Knight".into()
            },
            Event::Guarding {
                name: "Knight".into()
            }
        ]
    );
    assert!(obj(&arena, "Knight").guarding);
    assert!(phase(&arena).4, "the action is spent");
    assert_eq!(
        refused(&arena, &player(ALICE), guard("Knight")),
        "err-mw-action-used"
    );
    // Next round the guard is still up until the Knight activates again.
    run(&mut arena, &player(ALICE), Action::Next, &[]);
    arena.stage = Stage::FinalQuickcast;
    run(&mut arena, &host(), Action::NextRound, &[]);
    assert!(obj(&arena, "Knight").guarding);
    // Bob has the initiative in round 2; Alice waits, then the Knight activates.
    run(&mut arena, &player(BOB), activate("Wolf"), &[]);
    run(&mut arena, &player(BOB), Action::Next, &[]);
    let out = run(&mut arena, &player(ALICE), activate("Knight"), &[]);
    assert_eq!(
        out.events,
        vec![
            Event::Activated {
                name: "Knight".into()
            },
            Event::GuardDropped {
                name: "Knight".into()
            }
        ]
    );
    assert!(!obj(&arena, "Knight").guarding);
}

#[test]
fn guarding_may_follow_a_move() {
    let mut arena = table();
    run(&mut arena, &player(ALICE), move_to("Knight", "B1"), &[]);
    run(&mut arena, &player(ALICE), guard("Knight"), &[]);
    assert!(obj(&arena, "Knight").guarding);
}

#[test]
fn slam_turns_into_daze_on_activation_and_the_object_may_act() {
    let mut arena = table();
    set_markers(&mut arena, "Knight", Condition::Slam, 2);
    let out = run(&mut arena, &player(ALICE), guard("Knight"), &[]);
    assert_eq!(
        out.events,
        vec![
            Event::Activated {
                name: "Knight".into()
            },
            Event::SlamBecameDaze {
                name: "Knight".into()
            },
            Event::Guarding {
                name: "Knight".into()
            }
        ]
    );
    assert_eq!(obj(&arena, "Knight").conditions, vec![(Condition::Daze, 1)]);
}

#[test]
fn a_stunned_object_may_only_be_activated_and_its_stun_and_daze_expire() {
    let mut arena = table();
    set_markers(&mut arena, "Knight", Condition::Stun, 1);
    set_markers(&mut arena, "Knight", Condition::Daze, 2);
    set_markers(&mut arena, "Knight", Condition::Burn, 1);
    assert_eq!(
        refused(&arena, &player(ALICE), guard("Knight")),
        "err-mw-incapacitated"
    );
    assert_eq!(
        refused(&arena, &player(ALICE), move_to("Knight", "B1")),
        "err-mw-incapacitated"
    );
    assert_eq!(
        refused(&arena, &player(ALICE), attack("Knight", "Boris", "Sword")),
        "err-mw-incapacitated"
    );
    run(&mut arena, &player(ALICE), activate("Knight"), &[]);
    assert_eq!(
        refused(&arena, &player(ALICE), guard("Knight")),
        "err-mw-incapacitated"
    );
    let out = run(&mut arena, &player(ALICE), Action::Next, &[]);
    assert_eq!(
        out.events[0],
        Event::MarkersExpired {
            name: "Knight".into(),
            conditions: vec![Condition::Stun, Condition::Daze]
        }
    );
    assert_eq!(obj(&arena, "Knight").conditions, vec![(Condition::Burn, 1)]);
}

#[test]
fn next_hands_the_turn_on_in_seating_order() {
    let mut arena = table();
    assert_eq!(
        refused(&arena, &player(BOB), Action::Next),
        "err-mw-not-your-turn"
    );
    run(&mut arena, &player(ALICE), activate("Alma"), &[]);
    // A pending counterstrike holds the phase until it is answered.
    arena.counter_offer = Some(CounterOffer {
        defender: 1,
        attacker: 2,
    });
    assert_eq!(
        refused(&arena, &player(ALICE), Action::Next),
        "err-mw-counter-pending"
    );
    run(&mut arena, &player(ALICE), Action::Decline, &[]);
    let out = run(&mut arena, &player(ALICE), Action::Next, &[]);
    assert_eq!(
        out.events,
        vec![Event::TurnOf {
            mage: "Boris".into()
        }]
    );
    assert_eq!(phase(&arena), (BOB, None, 0, false, false));
    assert_eq!(arena.counter_offer, None);
    // The host may end the turn player's phase.
    run(&mut arena, &player(BOB), activate("Wolf"), &[]);
    run(&mut arena, &host(), Action::Next, &[]);
    assert_eq!(phase(&arena).0, ALICE);
}

#[test]
fn a_player_whose_objects_all_acted_is_skipped_and_then_the_stage_ends() {
    let mut arena = table();
    run(&mut arena, &player(ALICE), activate("Alma"), &[]);
    run(&mut arena, &player(ALICE), Action::Next, &[]);
    run(&mut arena, &player(BOB), activate("Wolf"), &[]);
    run(&mut arena, &player(BOB), Action::Next, &[]);
    run(&mut arena, &player(ALICE), activate("Knight"), &[]);
    run(&mut arena, &player(ALICE), Action::Next, &[]);
    run(&mut arena, &player(BOB), activate("Bear"), &[]);
    // Alice has nobody left: Bob again.
    let out = run(&mut arena, &player(BOB), Action::Next, &[]);
    assert_eq!(
        out.events,
        vec![Event::TurnOf {
            mage: "Boris".into()
        }]
    );
    run(&mut arena, &player(BOB), activate("Boris"), &[]);
    let out = run(&mut arena, &player(BOB), Action::Next, &[]);
    assert_eq!(out.events, vec![Event::ActionStageOver]);
    assert_eq!(arena.stage, Stage::FinalQuickcast);
}

#[test]
fn passing_needs_fewer_unactivated_objects_than_another_player() {
    let mut arena = table();
    // Alice 2 unactivated, Bob 3: she may pass.
    let out = run(&mut arena, &player(ALICE), Action::Next, &[]);
    assert_eq!(
        out.events,
        vec![
            Event::Passed {
                mage: "Alma".into()
            },
            Event::TurnOf {
                mage: "Boris".into()
            }
        ]
    );
    // Bob 3 against 2: he may not.
    assert_eq!(
        refused(&arena, &player(BOB), Action::Next),
        "err-mw-cannot-pass"
    );
    run(&mut arena, &player(BOB), activate("Wolf"), &[]);
    run(&mut arena, &player(BOB), Action::Next, &[]);
    // 2 against 2: no pass.
    assert_eq!(
        refused(&arena, &player(ALICE), Action::Next),
        "err-mw-cannot-pass"
    );
}

#[test]
fn a_turn_player_left_with_nothing_to_activate_may_pass() {
    let mut arena = table();
    for name in ["Alma", "Knight"] {
        obj_mut(&mut arena, name).activated = true;
    }
    let out = run(&mut arena, &player(ALICE), Action::Next, &[]);
    assert_eq!(
        out.events[0],
        Event::Passed {
            mage: "Alma".into()
        }
    );
    for name in ["Boris", "Wolf", "Bear"] {
        obj_mut(&mut arena, name).activated = true;
    }
    let out = run(&mut arena, &player(BOB), Action::Next, &[]);
    assert_eq!(
        out.events,
        vec![
            Event::Passed {
                mage: "Boris".into()
            },
            Event::ActionStageOver
        ]
    );
}

#[test]
fn removing_the_acting_object_or_the_turn_players_mage_leaves_the_turn_order_working() {
    let mut arena = table();
    run(&mut arena, &player(ALICE), activate("Knight"), &[]);
    run(
        &mut arena,
        &player(ALICE),
        Action::Remove {
            name: "Knight".into(),
        },
        &[],
    );
    let out = run(&mut arena, &player(ALICE), Action::Next, &[]);
    assert_eq!(
        out.events,
        vec![Event::TurnOf {
            mage: "Boris".into()
        }]
    );
    // Bob's mage leaves during his phase: the host moves the game on to Alice.
    run(
        &mut arena,
        &host(),
        Action::Remove {
            name: "Boris".into(),
        },
        &[],
    );
    let out = run(&mut arena, &host(), Action::Next, &[]);
    assert_eq!(
        out.events,
        vec![Event::TurnOf {
            mage: "Alma".into()
        }]
    );
}
