//! Moving: adjacency, Unmovable, the free first move and the second one spending the
//! action, hindering (and Flying), and restrained objects' escape rolls.

use super::support::*;
use crate::rules::mage_wars::model::{Stage, Zone};
use crate::rules::mage_wars::{Action, Arena, Condition, Event, Traits};

/// Alice: Alma (B2), Hawk (flying, A1), Rock (unmovable, A1); Bob: Boris (B3),
/// Wolf (C4). Alice's phase.
fn table() -> Arena {
    let flying = Traits {
        flying: true,
        ..Traits::default()
    };
    let unmovable = Traits {
        unmovable: true,
        ..Traits::default()
    };
    game(vec![
        (player(ALICE), creature_with("Hawk", "A1", 5, 0, flying)),
        (player(ALICE), creature_with("Rock", "A1", 5, 0, unmovable)),
        (player(BOB), creature("Wolf", "C4")),
    ])
}

fn moves(arena: &Arena) -> (u8, bool, bool) {
    match arena.stage {
        Stage::Actions {
            moves,
            hindered,
            action_used,
            ..
        } => (moves, hindered, action_used),
        _ => panic!("not in the action stage"),
    }
}

#[test]
fn one_zone_orthogonally_never_diagonally() {
    let arena = table();
    let me = player(ALICE);
    // Hawk is in A1: staying, two zones, diagonal (B2), two along the row.
    for to in ["A1", "C1", "B2", "A3"] {
        let error = refuse(&arena, &me, move_to("Hawk", to), &[]);
        assert_eq!(error.key, "err-mw-not-adjacent", "{to}");
    }
    assert_eq!(
        refused(&arena, &me, move_to("Rock", "A2")),
        "err-mw-unmovable"
    );
    let off_board = Action::Move {
        name: Some("Hawk".into()),
        zone: Zone { row: 0, column: 4 },
        from: None,
    };
    assert_eq!(refused(&arena, &me, off_board), "err-mw-bad-zone");
    assert_eq!(
        refused(&arena, &player(BOB), move_to("Hawk", "A2")),
        "err-mw-not-yours"
    );
}

#[test]
fn the_first_move_is_free_the_second_spends_the_action_and_a_third_is_refused() {
    let mut arena = table();
    let me = player(ALICE);
    let out = run(&mut arena, &me, move_to("Hawk", "A2"), &[]);
    assert_eq!(
        out.events,
        vec![
            Event::Activated {
                name: "Hawk".into()
            },
            Event::Moved {
                name: "Hawk".into(),
                from: zone("A1"),
                to: zone("A2"),
                hindered: false
            }
        ]
    );
    assert_eq!(moves(&arena), (1, false, false));
    run(&mut arena, &me, move_to("Hawk", "A3"), &[]);
    assert_eq!(obj(&arena, "Hawk").zone, zone("A3"));
    assert_eq!(moves(&arena), (2, false, true));
    assert_eq!(
        refused(&arena, &me, move_to("Hawk", "A4")),
        "err-mw-no-moves-left"
    );
}

#[test]
fn moving_after_the_action_is_spent_is_refused() {
    let mut arena = table();
    let me = player(ALICE);
    run(
        &mut arena,
        &me,
        Action::Guard {
            name: "Hawk".into(),
        },
        &[],
    );
    assert_eq!(
        refused(&arena, &me, move_to("Hawk", "A2")),
        "err-mw-action-used"
    );
}

#[test]
fn starting_in_or_entering_an_enemy_zone_hinders_non_flyers() {
    let mut arena = table();
    let me = player(ALICE);
    // Alma (B2) enters B3 where Boris stands: hindered, no further move.
    let out = run(&mut arena, &me, move_to("", "B3"), &[]);
    assert!(out.events.contains(&Event::Moved {
        name: "Alma".into(),
        from: zone("B2"),
        to: zone("B3"),
        hindered: true
    }));
    assert_eq!(moves(&arena), (1, true, false));
    assert_eq!(
        refused(&arena, &me, move_to("Alma", "B4")),
        "err-mw-hindered"
    );
    // Starting next to an enemy hinders too (next round, Alma leaves B3).
    run(&mut arena, &me, Action::Next, &[]);
    arena.stage = Stage::FinalQuickcast;
    run(&mut arena, &host(), Action::NextRound, &[]);
    run(&mut arena, &player(BOB), activate("Wolf"), &[]);
    run(&mut arena, &player(BOB), Action::Next, &[]);
    let out = run(&mut arena, &me, move_to("Alma", "A3"), &[]);
    assert!(out.events.contains(&Event::Moved {
        name: "Alma".into(),
        from: zone("B3"),
        to: zone("A3"),
        hindered: true
    }));
}

#[test]
fn flyers_are_never_hindered_and_own_objects_never_hinder() {
    let mut arena = table();
    let me = player(ALICE);
    obj_mut(&mut arena, "Hawk").zone = zone("B2");
    run(&mut arena, &me, move_to("Hawk", "B3"), &[]);
    run(&mut arena, &me, move_to("Hawk", "B4"), &[]);
    assert_eq!(moves(&arena), (2, false, true));
    // Alma moving among her own objects is free.
    let mut arena = table();
    obj_mut(&mut arena, "Rock").zone = zone("B1");
    run(&mut arena, &me, move_to("Alma", "B1"), &[]);
    assert_eq!(moves(&arena), (1, false, false));
}

/// Elusive ignores enemy creatures when moving; a Pest never hinders (rules: "Movement").
#[test]
fn an_elusive_mover_is_never_hindered_and_a_pest_never_hinders() {
    let me = player(ALICE);
    let mut elusive = table();
    obj_mut(&mut elusive, "Alma").traits.elusive = true;
    let out = run(&mut elusive, &me, move_to("", "B3"), &[]);
    assert!(out.events.contains(&Event::Moved {
        name: "Alma".into(),
        from: zone("B2"),
        to: zone("B3"),
        hindered: false
    }));
    run(&mut elusive, &me, move_to("Alma", "B4"), &[]);
    assert_eq!(moves(&elusive), (2, false, true));

    let mut past_a_pest = table();
    obj_mut(&mut past_a_pest, "Boris").traits.pest = true;
    run(&mut past_a_pest, &me, move_to("", "B3"), &[]);
    assert_eq!(moves(&past_a_pest), (1, false, false), "Boris is a Pest");
}

#[test]
fn a_restrained_move_is_an_escape_roll_stuck_first_then_cripple() {
    let mut arena = table();
    let me = player(ALICE);
    set_markers(&mut arena, "Hawk", Condition::Cripple, 1);
    set_markers(&mut arena, "Hawk", Condition::Stuck, 1);
    // 6 fails: nothing changes but the move is made.
    let out = run(&mut arena, &me, move_to("Hawk", "A2"), &[6]);
    assert!(out.events.contains(&Event::EscapeRolled {
        name: "Hawk".into(),
        face: 6,
        escaped: false,
        condition: Condition::Stuck
    }));
    assert_eq!(obj(&arena, "Hawk").zone, zone("A1"));
    assert_eq!(moves(&arena), (1, false, false));
    // 7 escapes the Stuck marker; the second attempt spends the action.
    let out = run(&mut arena, &me, move_to("Hawk", "A2"), &[7]);
    assert!(out.events.contains(&Event::EscapeRolled {
        name: "Hawk".into(),
        face: 7,
        escaped: true,
        condition: Condition::Stuck
    }));
    assert_eq!(
        obj(&arena, "Hawk").conditions,
        vec![(Condition::Cripple, 1)]
    );
    assert_eq!(obj(&arena, "Hawk").zone, zone("A1"));
    assert_eq!(moves(&arena), (2, false, true));
    // Another round: Cripple goes on a 12.
    run(&mut arena, &me, Action::Next, &[]);
    arena.stage = Stage::FinalQuickcast;
    run(&mut arena, &host(), Action::NextRound, &[]);
    run(&mut arena, &player(BOB), activate("Wolf"), &[]);
    run(&mut arena, &player(BOB), Action::Next, &[]);
    let out = run(&mut arena, &me, move_to("Hawk", "B1"), &[12]);
    assert!(out.events.contains(&Event::EscapeRolled {
        name: "Hawk".into(),
        face: 12,
        escaped: true,
        condition: Condition::Cripple
    }));
    assert!(obj(&arena, "Hawk").conditions.is_empty());
    // Free now: the next move moves.
    run(&mut arena, &me, move_to("Hawk", "B1"), &[]);
    assert_eq!(obj(&arena, "Hawk").zone, zone("B1"));
}
