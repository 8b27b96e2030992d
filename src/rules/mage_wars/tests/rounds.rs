//! `/initiative`: the roll-off and its ties, the initiative passing on, reset, channel,
//! and who may start a round.

use super::support::*;
use crate::rules::mage_wars::limits;
use crate::rules::mage_wars::model::{Body, Stage};
use crate::rules::mage_wars::outcome::InitiativeDie;
use crate::rules::mage_wars::{Action, Arena, Event};

fn die(mage: &str, face: u32) -> InitiativeDie {
    InitiativeDie {
        mage: mage.into(),
        face,
    }
}

fn three_mages() -> Arena {
    let mut arena = Arena::new(HOST);
    run(&mut arena, &player(ALICE), mage("Alma", "B2"), &[]);
    run(&mut arena, &player(BOB), mage("Boris", "B3"), &[]);
    run(&mut arena, &player(CAROL), mage("Cara", "A1"), &[]);
    arena
}

#[test]
fn round_one_rolls_off_and_ties_reroll_among_the_tied_only() {
    let mut arena = three_mages();
    // 7, 9, 9: Boris and Cara tie; they roll again 4, 4; then 2, 11 → Cara.
    let out = run(
        &mut arena,
        &host(),
        Action::NextRound,
        &[7, 9, 9, 4, 4, 2, 11],
    );
    let rolls: Vec<&Event> = out
        .events
        .iter()
        .filter(|e| matches!(e, Event::InitiativeRolled { .. }))
        .collect();
    assert_eq!(
        rolls,
        vec![
            &Event::InitiativeRolled {
                dice: vec![die("Alma", 7), die("Boris", 9), die("Cara", 9)]
            },
            &Event::InitiativeRolled {
                dice: vec![die("Boris", 4), die("Cara", 4)]
            },
            &Event::InitiativeRolled {
                dice: vec![die("Boris", 2), die("Cara", 11)]
            },
        ]
    );
    assert_eq!(arena.round, 1);
    assert_eq!(arena.initiative, Some(CAROL));
    assert_eq!(
        arena.stage,
        Stage::Actions {
            turn: CAROL,
            acting: None,
            moves: 0,
            hindered: false,
            action_used: false
        }
    );
    // The events come in the rules' order, ending with Cara's turn.
    let at = |f: &dyn Fn(&Event) -> bool| position(&out, f);
    let started = at(&|e| matches!(e, Event::RoundStarted { round: 1, .. }));
    let reset = at(&|e| matches!(e, Event::Reset));
    let channeled = at(&|e| matches!(e, Event::Channeled { .. }));
    let turn = at(&|e| matches!(e, Event::TurnOf { .. }));
    assert!(started < reset && reset < channeled && channeled < turn);
    assert_eq!(
        out.events.last(),
        Some(&Event::TurnOf {
            mage: "Cara".into()
        })
    );
}

#[test]
fn later_rounds_pass_the_initiative_in_seating_order() {
    let mut arena = three_mages();
    run(&mut arena, &host(), Action::NextRound, &[12, 1, 1]);
    assert_eq!(arena.initiative, Some(ALICE));
    for (round, holder, mage) in [(2, BOB, "Boris"), (3, CAROL, "Cara"), (4, ALICE, "Alma")] {
        arena.stage = Stage::FinalQuickcast;
        let out = run(&mut arena, &host(), Action::NextRound, &[]);
        assert!(out.events.contains(&Event::RoundStarted {
            round,
            initiative: mage.into()
        }));
        assert_eq!(arena.initiative, Some(holder));
        assert!(out.events.contains(&Event::TurnOf { mage: mage.into() }));
    }
}

#[test]
fn reset_readies_markers_and_channel_adds_channeling_up_to_the_cap() {
    let mut arena = game(vec![(player(BOB), creature("Wolf", "B3"))]);
    {
        let wolf = obj_mut(&mut arena, "Wolf");
        wolf.activated = true;
        wolf.guarding = true;
        wolf.defense = Some(crate::rules::mage_wars::model::Defense {
            target: 7,
            ready: false,
        });
    }
    if let Body::Mage { quickcast_used, .. } = &mut obj_mut(&mut arena, "Alma").body {
        *quickcast_used = true;
    }
    set_mana(&mut arena, "Boris", limits::MAX_MANA - 2);
    arena.stage = Stage::FinalQuickcast;
    let out = run(&mut arena, &player(BOB), Action::NextRound, &[]);
    let wolf = obj(&arena, "Wolf");
    assert!(!wolf.activated);
    assert!(wolf.guarding, "a guard marker stays through the reset");
    assert!(wolf.defense.unwrap().ready);
    assert!(matches!(
        obj(&arena, "Alma").body,
        Body::Mage {
            quickcast_used: false,
            ..
        }
    ));
    assert!(out.events.contains(&Event::Reset));
    // Round 1 channeled once already: 10 + 5 + 5.
    assert!(out.events.contains(&Event::Channeled {
        mage: "Alma".into(),
        gained: 5,
        mana: 20
    }));
    assert!(out.events.contains(&Event::Channeled {
        mage: "Boris".into(),
        gained: 2,
        mana: limits::MAX_MANA
    }));
}

#[test]
fn a_round_needs_two_mages_a_player_and_no_running_action_stage() {
    let mut arena = Arena::new(HOST);
    run(&mut arena, &player(ALICE), mage("Alma", "B2"), &[]);
    assert_eq!(
        refused(&arena, &host(), Action::NextRound),
        "err-mw-need-two-mages"
    );
    run(&mut arena, &player(BOB), mage("Boris", "B3"), &[]);
    assert_eq!(
        refused(&arena, &player(STRANGER), Action::NextRound),
        "err-mw-not-a-player"
    );
    // A player with a mage may start it, and so may a moderator.
    let mut by_moderator = arena.clone();
    run(
        &mut by_moderator,
        &moderator(STRANGER),
        Action::NextRound,
        &[5, 6],
    );
    run(&mut arena, &player(BOB), Action::NextRound, &[5, 6]);
    assert_eq!(arena.initiative, Some(BOB));
    assert_eq!(
        refused(&arena, &host(), Action::NextRound),
        "err-mw-round-not-over"
    );
}

#[test]
fn a_tie_that_never_breaks_is_settled_by_seating_order() {
    struct Stuck;
    impl crate::dice::Dice for Stuck {
        fn roll(&mut self, _sides: u32) -> Result<u32, crate::error::UserError> {
            Ok(5)
        }
    }
    let mut arena = Arena::new(HOST);
    run(&mut arena, &player(ALICE), mage("Alma", "B2"), &[]);
    run(&mut arena, &player(BOB), mage("Boris", "B3"), &[]);
    let out = crate::rules::mage_wars::apply(&mut arena, &host(), &Action::NextRound, &mut Stuck)
        .unwrap();
    assert_eq!(arena.initiative, Some(ALICE));
    let rolloffs = out
        .events
        .iter()
        .filter(|e| matches!(e, Event::InitiativeRolled { .. }))
        .count();
    assert_eq!(rolloffs, 100);
}
