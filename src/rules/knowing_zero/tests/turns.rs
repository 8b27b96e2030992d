//! Turns: the defender's incomplete first turn, full turns and their parts, who may act,
//! retreat timing.

use super::support::*;
use crate::rules::knowing_zero::{Action, BonusKind, Event, FirstTurn, Kind, Side, TurnKind};

fn armies() -> Game {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 2, 5);
    game.card_on(Side::Attacker, "Horse", Kind::Animal, 1, 4);
    game.card_on(Side::Attacker, "Catapult", Kind::Machine, 3, 4);
    game.card_on(Side::Defender, "Guard", Kind::Character, 1, 9);
    game.card_on(Side::Defender, "Ballista", Kind::Machine, 2, 9);
    game.card_on(Side::Defender, "Bear", Kind::Animal, 2, 9);
    game
}

#[test]
fn the_battle_opens_with_the_defenders_incomplete_turn() {
    let game = Game::new();
    let turn = &game.battle().turn;
    assert_eq!(
        (turn.side, turn.number, turn.kind),
        (Side::Defender, 0, TurnKind::Incomplete)
    );
}

#[test]
fn the_incomplete_turn_is_one_machines_turn() {
    let mut game = armies();
    game.refused(
        BORIS,
        attack("Guard", &["Knight"]),
        "err-kz-incomplete-turn",
    );
    game.refused(
        BORIS,
        Action::PlayBonus {
            kind: BonusKind::Event,
            name: "Storm".into(),
            amount: 1,
        },
        "err-kz-incomplete-turn",
    );
    game.ok(BORIS, attack("Ballista", &["Knight"]));
    assert_eq!(game.life("Knight"), 3);
    game.refused(BORIS, attack("Ballista", &["Knight"]), "err-kz-slot-used");
    let outcome = game.ok(BORIS, Action::Next);
    assert!(has(&outcome, |e| matches!(
        e,
        Event::TurnOf {
            side: Side::Attacker,
            number: 1,
            kind: TurnKind::Full,
            ..
        }
    )));
}

#[test]
fn a_table_setting_makes_the_first_turn_full() {
    let mut game = Game {
        table: Default::default(),
    };
    game.ok(
        HOST,
        Action::Configure {
            start_distance: None,
            first_turn: Some(FirstTurn::Full),
            new_game: false,
        },
    );
    game.start();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 2, 5);
    game.card_on(Side::Defender, "Guard", Kind::Character, 1, 9);
    game.ok(BORIS, attack("Guard", &["Knight"]));
    assert_eq!(game.life("Knight"), 4);
}

#[test]
fn a_full_turn_is_one_creature_one_machine_one_event_or_abstraction_in_any_order() {
    let mut game = armies();
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(ANNA, attack("Catapult", &["Guard"]));
    game.ok(
        ANNA,
        Action::PlayBonus {
            kind: BonusKind::Event,
            name: "Storm".into(),
            amount: 1,
        },
    );
    game.ok(ANNA, attack("Knight", &["Guard"]));
    assert_eq!(
        game.life("Guard"),
        9 - 3 - 3,
        "the event's +1 went onto the next attack"
    );
    game.refused(ANNA, attack("Horse", &["Guard"]), "err-kz-slot-used");
    game.refused(
        ANNA,
        Action::PlayBonus {
            kind: BonusKind::Abstraction,
            name: "Hope".into(),
            amount: 1,
        },
        "err-kz-slot-used",
    );
    game.refused(
        ANNA,
        Action::Act {
            card: "Horse".into(),
        },
        "err-kz-slot-used",
    );
}

#[test]
fn a_second_creature_action_is_refused_naming_the_first() {
    let mut game = armies();
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(
        ANNA,
        Action::Act {
            card: "Knight".into(),
        },
    );
    let err = game.try_(ANNA, attack("Horse", &["Guard"])).unwrap_err();
    assert_eq!(err.key, "err-kz-slot-used");
    assert!(format!("{err}").contains("Knight"), "{err}");
}

#[test]
fn the_turns_event_bonus_is_spent_on_one_attack_only() {
    let mut game = armies();
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(
        ANNA,
        Action::PlayBonus {
            kind: BonusKind::Abstraction,
            name: "Fury".into(),
            amount: 2,
        },
    );
    let first = game.ok(ANNA, attack("Knight", &["Guard"]));
    assert_eq!(strengths(&first), vec![4]);
    let second = game.ok(ANNA, attack("Catapult", &["Guard"]));
    assert_eq!(strengths(&second), vec![3]);
}

/// Each army is its own player's: the host who started the battle acts for neither.
#[test]
fn only_the_army_whose_turn_it_is_acts_and_nobody_acts_for_it() {
    let mut game = armies();
    game.refused(ANNA, Action::Next, "err-kz-not-your-army");
    game.refused(STRANGER, Action::Next, "err-kz-not-player");
    game.refused(BORIS, attack("Knight", &["Guard"]), "err-kz-not-your-turn");
    game.refused(HOST, attack("Ballista", &["Knight"]), "err-kz-not-player");
    game.refused(HOST, Action::Next, "err-kz-not-player");
    game.ok(BORIS, attack("Ballista", &["Knight"]));
    game.ok(BORIS, Action::Next);
    game.refused(ANNA, attack("Knight", &["Knight"]), "err-kz-own-card");
    game.refused(ANNA, attack("Knight", &["Nobody"]), "err-kz-unknown-card");
}

#[test]
fn turns_alternate_and_the_parts_come_back_each_turn() {
    let mut game = armies();
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(ANNA, attack("Knight", &["Guard"]));
    game.ok(ANNA, Action::Next);
    assert_eq!(game.battle().turn.side, Side::Defender);
    game.ok(BORIS, attack("Guard", &["Knight"]));
    game.ok(BORIS, Action::Next);
    assert_eq!(game.battle().turn.number, 3);
    game.ok(ANNA, attack("Knight", &["Guard"]));
}

#[test]
fn a_retreat_is_announced_only_at_the_start_of_ones_turn() {
    let mut game = armies();
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(
        ANNA,
        Action::Act {
            card: "Knight".into(),
        },
    );
    game.refused(ANNA, Action::Retreat, "err-kz-retreat-late");
    game.ok(ANNA, Action::Next);
    game.refused(ANNA, Action::Retreat, "err-kz-not-your-army");
    game.ok(BORIS, Action::Retreat);
    game.refused(ANNA, Action::Retreat, "err-kz-retreat-twice");
}

#[test]
fn the_defender_may_retreat_before_its_incomplete_turn() {
    let mut game = armies();
    let outcome = game.ok(BORIS, Action::Retreat);
    assert!(has(&outcome, |e| matches!(
        e,
        Event::TurnOf {
            side: Side::Attacker,
            kind: TurnKind::Extra,
            ..
        }
    )));
    // The attacker's extra turn is a full one.
    game.ok(ANNA, attack("Knight", &["Guard"]));
    game.ok(ANNA, attack("Catapult", &["Guard"]));
    game.ok(ANNA, Action::Next);
    assert!(game.table.battle.is_none());
    // One character left: 1 + 1.
    assert_eq!(game.distance(ANNA), 8);
    assert_eq!(game.distance(BORIS), 11);
}

#[test]
fn the_retreating_army_does_not_act_in_the_extra_turn() {
    let mut game = armies();
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(ANNA, Action::Retreat);
    game.refused(ANNA, attack("Knight", &["Guard"]), "err-kz-not-your-army");
    game.refused(ANNA, Action::Next, "err-kz-not-your-army");
}

#[test]
fn without_as_the_only_card_that_may_still_act_attacks() {
    let mut game = armies();
    game.play_until_full_turn_of(Side::Attacker);
    let unnamed = |targets: &[&str]| attack_with("x", targets, |o| o.attacker = None);
    game.refused(ANNA, unnamed(&["Guard"]), "err-kz-name-attacker");
    game.ok(
        ANNA,
        Action::Ride {
            rider: "Knight".into(),
            animal: "Horse".into(),
        },
    );
    game.ok(ANNA, attack("Catapult", &["Guard"]));
    let outcome = game.ok(ANNA, unnamed(&["Guard"]));
    assert_eq!(report(&outcome).attacker, "Knight");
    assert_eq!(strengths(&outcome), vec![3], "the pair: 2 + 1");
}
