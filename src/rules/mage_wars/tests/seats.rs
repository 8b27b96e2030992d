//! Whom each action belongs to (`seats::claim`), with rigged arenas.

use super::support;
use crate::rules::mage_wars::model::{CounterOffer, Enchantment};
use crate::rules::mage_wars::seats::{claim, seating};
use crate::rules::mage_wars::{Action, Actor, Arena, Stage};
use crate::rules::seats::{Claim, Seat, Seating};

const ANNA: i64 = support::ALICE;
const BORIS: i64 = support::BOB;
const HOST: i64 = support::HOST;
const ANNA_MAGE: &str = "Alma";
const BORIS_MAGE: &str = "Boris";

fn actor(user: i64) -> Actor {
    Actor {
        user,
        moderator: false,
        name: String::new(),
    }
}

/// Alice's Alma and Bob's Boris, hosted by a third user: Alice's action phase.
fn arena() -> Arena {
    support::game(Vec::new())
}

/// A seat as the claims name it: the player's mage until their display name is kept.
fn seat(arena: &Arena, player: i64) -> Seat {
    let name = arena
        .mage_of(player)
        .map(|m| m.name.clone())
        .unwrap_or_default();
    Seat::of(
        player,
        arena.player_name(player).map_or(name, str::to_owned),
    )
}

fn seat_of(player: i64) -> Seat {
    let arena = arena();
    seat(&arena, player)
}

fn damage(target: &str, from: Option<&str>) -> Action {
    Action::Damage {
        target: target.into(),
        amount: 1,
        from: from.map(str::to_owned),
    }
}

fn mv(name: &str, from: Option<&str>) -> Action {
    Action::Move {
        name: Some(name.into()),
        zone: crate::rules::mage_wars::Zone { row: 0, column: 0 },
        from: from.map(str::to_owned),
    }
}

#[test]
fn seats_are_the_objects_players_and_the_host_runs_the_table() {
    let arena = arena();
    let seats = seating(Some(&arena));
    assert_eq!(seats.seated, vec![ANNA, BORIS]);
    assert_eq!(seats.host, Some(HOST));
    assert!(!seats.gm);
    assert_eq!(seating(None), Seating::default());
}

#[test]
fn acting_with_an_object_is_its_players() {
    let arena = arena();
    for user in [ANNA, BORIS, HOST] {
        let claim = claim(
            Some(&arena),
            &actor(user),
            &Action::Activate {
                name: BORIS_MAGE.into(),
            },
        );
        assert_eq!(claim, Claim::Seat(seat_of(BORIS)));
    }
    // No name: the actor's own mage.
    let own = claim(
        Some(&arena),
        &actor(ANNA),
        &Action::Guard { name: "".into() },
    );
    assert_eq!(own, Claim::Seat(seat_of(ANNA)));
    // A name nobody has is left to the engine.
    let unknown = claim(Some(&arena), &actor(ANNA), &damage("Nobody", None));
    assert_eq!(unknown, Claim::Open);
    assert_eq!(claim(None, &actor(ANNA), &Action::Next), Claim::Open);
}

#[test]
fn damage_on_another_players_object_is_an_effect_of_the_phases_player() {
    let arena = arena();
    let theirs = claim(
        Some(&arena),
        &actor(ANNA),
        &damage(BORIS_MAGE, Some("Lash")),
    );
    assert_eq!(
        theirs,
        Claim::Effect {
            turn: Some(seat_of(ANNA)),
            cause: true
        }
    );
    let uncaused = claim(Some(&arena), &actor(ANNA), &damage(BORIS_MAGE, Some("  ")));
    assert_eq!(
        uncaused,
        Claim::Effect {
            turn: Some(seat_of(ANNA)),
            cause: false
        }
    );
    let own = claim(Some(&arena), &actor(BORIS), &damage(BORIS_MAGE, None));
    assert_eq!(own, Claim::Seat(seat_of(BORIS)));
    // Between phases nobody's turn: only a correction.
    let mut between = arena.clone();
    between.stage = Stage::FinalQuickcast;
    assert_eq!(
        claim(
            Some(&between),
            &actor(ANNA),
            &damage(BORIS_MAGE, Some("Lash"))
        ),
        Claim::Effect {
            turn: None,
            cause: true
        }
    );
}

#[test]
fn a_move_is_the_phases_players_and_anything_else_a_push() {
    let arena = arena();
    assert_eq!(
        claim(Some(&arena), &actor(ANNA), &mv(ANNA_MAGE, None)),
        Claim::Seat(seat_of(ANNA))
    );
    // Boris moving his own mage in Anna's phase: a push with no cause.
    assert_eq!(
        claim(Some(&arena), &actor(BORIS), &mv(BORIS_MAGE, None)),
        Claim::Effect {
            turn: Some(seat_of(ANNA)),
            cause: false
        }
    );
    assert_eq!(
        claim(
            Some(&arena),
            &actor(ANNA),
            &mv(BORIS_MAGE, Some("Force Push"))
        ),
        Claim::Effect {
            turn: Some(seat_of(ANNA)),
            cause: true
        }
    );
    // A cause makes even one's own object's move a push.
    assert_eq!(
        claim(Some(&arena), &actor(ANNA), &mv(ANNA_MAGE, Some("Teleport"))),
        Claim::Effect {
            turn: Some(seat_of(ANNA)),
            cause: true
        }
    );
}

#[test]
fn next_and_rounds_are_turn_steps_and_ending_is_the_hosts() {
    let arena = arena();
    assert_eq!(
        claim(Some(&arena), &actor(BORIS), &Action::Next),
        Claim::Turn(Some(seat_of(ANNA)))
    );
    let mut between = arena.clone();
    between.stage = Stage::FinalQuickcast;
    assert_eq!(
        claim(Some(&between), &actor(BORIS), &Action::NextRound),
        Claim::Turn(None)
    );
    assert_eq!(claim(Some(&arena), &actor(ANNA), &Action::End), Claim::Host);
}

#[test]
fn changing_another_players_object_by_hand_is_a_correction() {
    let arena = arena();
    let edit = |name: &str| Action::Edit {
        name: name.into(),
        edit: Box::default(),
    };
    assert_eq!(
        claim(Some(&arena), &actor(ANNA), &edit(BORIS_MAGE)),
        Claim::Correction
    );
    assert_eq!(
        claim(Some(&arena), &actor(BORIS), &edit(BORIS_MAGE)),
        Claim::Seat(seat_of(BORIS))
    );
    let place = |cost| Action::AddCreature {
        name: "Imp".into(),
        mage: Some(BORIS_MAGE.into()),
        life: 3,
        armor: 0,
        zone: None,
        defense: None,
        traits: Default::default(),
        cost,
        quick: false,
        range: None,
    };
    assert_eq!(
        claim(Some(&arena), &actor(HOST), &place(None)),
        Claim::Correction
    );
    assert_eq!(
        claim(Some(&arena), &actor(HOST), &place(Some(3))),
        Claim::Seat(seat_of(BORIS))
    );
}

#[test]
fn a_counterstrike_is_the_defenders_players_choice() {
    let mut arena = arena();
    let defender = arena.mage_of(BORIS).map(|m| m.id).unwrap_or_default();
    let attacker = arena.mage_of(ANNA).map(|m| m.id).unwrap_or_default();
    arena.counter_offer = Some(CounterOffer { defender, attacker });
    let boris = Claim::Choice(seat_of(BORIS));
    for user in [ANNA, HOST] {
        assert_eq!(claim(Some(&arena), &actor(user), &Action::Next), boris);
        assert_eq!(claim(Some(&arena), &actor(user), &Action::Decline), boris);
    }
    assert_eq!(claim(Some(&arena), &actor(BORIS), &Action::Decline), boris);
    // The chooser's own other action goes by its claim (the engine refuses it).
    assert_eq!(
        claim(Some(&arena), &actor(BORIS), &Action::Next),
        Claim::Turn(Some(seat_of(ANNA)))
    );
    assert_eq!(claim(Some(&arena), &actor(ANNA), &Action::End), Claim::Host);
}

#[test]
fn upkeep_waits_for_every_chooser_and_nobody_takes_their_default() {
    let mut arena = arena();
    for object in &mut arena.objects {
        object.traits.upkeep = 1;
    }
    arena.initiative = Some(ANNA);
    arena.stage = Stage::Upkeep {
        orders: Vec::new(),
        released: Vec::new(),
    };
    // Both choose: each one's /initiative names the other.
    assert_eq!(
        claim(Some(&arena), &actor(ANNA), &Action::NextRound),
        Claim::Choice(seat_of(BORIS))
    );
    assert_eq!(
        claim(Some(&arena), &actor(HOST), &Action::NextRound),
        Claim::Choice(seat_of(ANNA))
    );
    let pay = |name: &str| Action::UpkeepPay {
        name: name.into(),
        pay: true,
    };
    assert_eq!(
        claim(Some(&arena), &actor(ANNA), &pay(BORIS_MAGE)),
        Claim::Turn(Some(seat_of(BORIS)))
    );
    // Boris answered: Anna's own /initiative takes her own defaults.
    arena.stage = Stage::Upkeep {
        orders: vec![(BORIS, Vec::new())],
        released: Vec::new(),
    };
    assert_eq!(
        claim(Some(&arena), &actor(ANNA), &Action::NextRound),
        Claim::Turn(None)
    );
    assert_eq!(
        claim(Some(&arena), &actor(BORIS), &damage(BORIS_MAGE, None)),
        Claim::Choice(seat_of(ANNA))
    );
}

#[test]
fn a_reveal_is_the_casters() {
    let mut arena = arena();
    for (id, owner) in [(90, BORIS), (91, ANNA)] {
        arena.enchantments.push(Enchantment {
            id,
            name: "Mark".into(),
            owner,
            target: 1,
            mark: 1,
            revealed: false,
        });
    }
    let reveal = Action::Reveal {
        name: "mark".into(),
        cost: 1,
    };
    assert_eq!(
        claim(Some(&arena), &actor(ANNA), &reveal),
        Claim::Seat(seat_of(ANNA))
    );
    assert_eq!(
        claim(Some(&arena), &actor(HOST), &reveal),
        Claim::Seat(seat_of(BORIS))
    );
}

#[test]
fn a_seat_is_named_by_display_name_then_mage() {
    let mut arena = arena();
    let named = |arena: &Arena| match claim(Some(arena), &actor(BORIS), &Action::Next) {
        Claim::Turn(Some(seat)) => seat.name,
        other => panic!("{other:?}"),
    };
    assert_eq!(named(&arena), ANNA_MAGE);
    arena.remember(ANNA, "Anna K.");
    assert_eq!(named(&arena), "Anna K.");
}
