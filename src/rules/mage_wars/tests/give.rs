//! `/seat give`: a whole seat or one object changes player; what the engine refuses; whom
//! the action belongs to (`seats::claim`).

use super::support::{self, ALICE, BOB, CAROL, HOST, STRANGER, obj, player, refused, run};
use crate::rules::mage_wars::model::{CounterOffer, Enchantment};
use crate::rules::mage_wars::seats::{claim, seating};
use crate::rules::mage_wars::{Action, Arena, Event, Stage};
use crate::rules::seats::{Claim, Seat};

fn give(to: i64, piece: Option<&str>, from: Option<i64>) -> Action {
    Action::GiveSeat {
        to,
        to_name: Some("Carl".into()),
        piece: piece.map(str::to_owned),
        from,
    }
}

/// Alice's Alma (with a Wolf and a face-down enchantment on Boris) and Bob's Boris; round
/// 1, Alice's action phase, Alice holds the initiative.
fn arena() -> Arena {
    let mut arena = support::game(vec![(player(ALICE), support::creature("Wolf", "B2"))]);
    arena.enchantments.push(Enchantment {
        id: 99,
        name: "Curse".into(),
        owner: ALICE,
        target: obj(&arena, "Boris").id,
        mark: 0,
        revealed: false,
    });
    arena
}

#[test]
fn a_whole_seat_goes_with_its_objects_turn_and_initiative() {
    let mut arena = arena();
    assert_eq!(arena.initiative, Some(ALICE));
    let outcome = run(&mut arena, &player(ALICE), give(CAROL, None, None), &[]);
    assert_eq!(obj(&arena, "Alma").owner, CAROL);
    assert_eq!(obj(&arena, "Wolf").owner, CAROL);
    assert_eq!(obj(&arena, "Boris").owner, BOB);
    assert!(arena.enchantments.iter().all(|e| e.owner == CAROL));
    assert_eq!(arena.initiative, Some(CAROL));
    assert!(matches!(arena.stage, Stage::Actions { turn, .. } if turn == CAROL));
    assert_eq!(arena.player_name(CAROL), Some("Carl"));
    assert_eq!(arena.players(), vec![CAROL, BOB]);
    assert!(!seating(Some(&arena)).holds_seat(ALICE));
    assert_eq!(
        outcome.events,
        vec![Event::SeatGiven {
            from: "Alma".into(),
            from_user: ALICE,
            to: Some("Carl".into()),
            to_user: CAROL,
            piece: None,
        }]
    );
    // The new player acts for the seat; the old one no longer does.
    run(&mut arena, &player(CAROL), support::activate("Alma"), &[]);
    assert_eq!(
        refused(&arena, &player(ALICE), support::activate("Wolf")),
        "err-mw-not-yours"
    );
}

#[test]
fn one_object_goes_alone() {
    let mut arena = arena();
    let outcome = run(
        &mut arena,
        &player(ALICE),
        give(BOB, Some("wolf"), None),
        &[],
    );
    assert_eq!(obj(&arena, "Wolf").owner, BOB);
    assert_eq!(obj(&arena, "Alma").owner, ALICE);
    assert_eq!(arena.initiative, Some(ALICE));
    assert!(arena.enchantments.iter().all(|e| e.owner == ALICE));
    assert!(matches!(
        outcome.events.as_slice(),
        [Event::SeatGiven { piece: Some(piece), from_user: ALICE, to_user: BOB, .. }]
            if piece == "Wolf"
    ));
}

#[test]
fn a_host_with_no_seat_reassigns_a_seat_that_left_even_while_its_choice_waits() {
    let mut arena = arena();
    arena.counter_offer = Some(CounterOffer {
        defender: obj(&arena, "Wolf").id,
        attacker: obj(&arena, "Boris").id,
    });
    let host_gives = give(CAROL, None, Some(ALICE));
    assert_eq!(
        claim(Some(&arena), &support::host(), &host_gives),
        Claim::Correction
    );
    run(&mut arena, &support::host(), host_gives, &[]);
    assert_eq!(obj(&arena, "Wolf").owner, CAROL);
    // The counterstrike is the new player's to answer now.
    run(&mut arena, &player(CAROL), Action::Decline, &[]);
}

#[test]
fn upkeep_answers_follow_the_seat() {
    let mut arena = arena();
    arena.stage = Stage::Upkeep {
        orders: vec![(ALICE, Vec::new())],
        released: Vec::new(),
    };
    run(&mut arena, &player(ALICE), give(CAROL, None, None), &[]);
    assert!(matches!(
        &arena.stage,
        Stage::Upkeep { orders, .. } if orders == &vec![(CAROL, Vec::new())]
    ));
}

#[test]
fn what_cannot_be_given_is_refused() {
    let arena = arena();
    let alice = player(ALICE);
    assert_eq!(
        refused(&arena, &alice, give(ALICE, None, None)),
        "err-mw-give-self"
    );
    assert_eq!(
        refused(&arena, &player(STRANGER), give(CAROL, None, None)),
        "err-mw-give-no-seat"
    );
    assert_eq!(
        refused(&arena, &support::host(), give(CAROL, None, Some(STRANGER))),
        "err-mw-give-not-seated"
    );
    assert_eq!(
        refused(&arena, &alice, give(CAROL, Some("Nobody"), None)),
        "err-mw-unknown-name"
    );
    assert_eq!(
        refused(&arena, &alice, give(CAROL, Some("Boris"), None)),
        "err-mw-give-not-theirs"
    );
    // A player plays one mage: Bob may take the Wolf, not Alma or the whole seat.
    assert_eq!(
        refused(&arena, &alice, give(BOB, Some("Alma"), None)),
        "err-mw-give-second-mage"
    );
    assert_eq!(
        refused(&arena, &alice, give(BOB, None, None)),
        "err-mw-give-second-mage"
    );
    // The engine's second line: another player's seat is a correction.
    assert_eq!(
        refused(&arena, &player(BOB), give(CAROL, None, Some(ALICE))),
        "err-mw-host-only"
    );
}

#[test]
fn whom_a_handover_belongs_to() {
    let arena = arena();
    let seat = |player: i64| {
        let mage = arena.mage_of(player).map(|m| m.name.clone()).unwrap();
        Seat::of(
            player,
            arena.player_name(player).map_or(mage, str::to_owned),
        )
    };
    let claim_of = |user: i64, action: &Action| claim(Some(&arena), &player(user), action);
    // One's own seat, with or without naming oneself.
    assert_eq!(
        claim_of(ALICE, &give(CAROL, None, None)),
        Claim::Seat(seat(ALICE))
    );
    assert_eq!(
        claim_of(ALICE, &give(CAROL, None, Some(ALICE))),
        Claim::Seat(seat(ALICE))
    );
    // A named object is its player's, whoever hands it.
    assert_eq!(
        claim_of(BOB, &give(CAROL, Some("Wolf"), None)),
        Claim::Seat(seat(ALICE))
    );
    assert_eq!(
        claim_of(HOST, &give(CAROL, Some("Wolf"), None)),
        Claim::Seat(seat(ALICE))
    );
    assert_eq!(
        claim_of(ALICE, &give(CAROL, Some("Nobody"), None)),
        Claim::Open
    );
    // Someone with no seat hands nothing of their own.
    assert_eq!(claim_of(STRANGER, &give(CAROL, None, None)), Claim::Players);
    // Another player's seat: a correction.
    assert_eq!(
        claim_of(BOB, &give(CAROL, None, Some(ALICE))),
        Claim::Correction
    );
}
