//! An army that falls while its player is still entering it: the end waits for that
//! player, who enters another card (the battle goes on) or confirms the end.

use super::support::*;
use crate::rules::knowing_zero::{Action, Event, Kind, Side};

/// Boris's Golem, in his incomplete first turn, kills the only card Anna has entered.
fn fallen_while_entering() -> (Game, crate::rules::knowing_zero::Outcome) {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Scout", Kind::Character, 1, 1);
    game.card_on(Side::Defender, "Golem", Kind::Machine, 2, 6);
    let outcome = game.ok(BORIS, attack("Golem", &["Scout"]));
    (game, outcome)
}

#[test]
fn the_end_waits_for_the_player_still_entering_their_army() {
    let (mut game, outcome) = fallen_while_entering();
    assert!(has(&outcome, |e| matches!(
        e,
        Event::EndWaits {
            side: Side::Attacker,
            ..
        }
    )));
    assert!(!has(&outcome, |e| matches!(e, Event::BattleEnded { .. })));
    assert_eq!(game.battle().ending, Some(Side::Attacker));
    // Nothing else happens meanwhile, and only Anna confirms.
    game.refused(BORIS, Action::Next, "err-kz-end-waits");
    game.refused(ANNA, Action::Retreat, "err-kz-end-waits");
    game.refused(BORIS, Action::ConfirmEnd, "err-kz-not-your-army");
    let outcome = game.ok(ANNA, Action::ConfirmEnd);
    assert!(has(&outcome, |e| matches!(
        e,
        Event::BattleEnded {
            winner: Some(Side::Defender),
            retreat: false,
            survivors: 0,
            ..
        }
    )));
    assert!(game.table.battle.is_none());
    assert_eq!(game.distance(BORIS), 10, "a machine is no character");
    assert_eq!(game.distance(ANNA), 10, "the loser does not move");
}

#[test]
fn a_card_entered_lets_the_battle_go_on() {
    let (mut game, _) = fallen_while_entering();
    let outcome = game.ok(
        ANNA,
        Action::AddCard {
            name: "Page".into(),
            kind: Kind::Character,
            attack: 1,
            life: 2,
            armor: 0,
            strikes: 1,
            side: None,
        },
    );
    assert!(has(&outcome, |e| matches!(
        e,
        Event::BattleGoesOn {
            side: Side::Attacker,
            ..
        }
    )));
    assert_eq!(game.battle().ending, None);
    game.ok(BORIS, Action::Next);
    game.refused(ANNA, Action::ConfirmEnd, "err-kz-nothing-to-confirm");
}

#[test]
fn a_deck_drawn_while_the_end_waits_ends_the_battle_and_the_game() {
    let (mut game, _) = fallen_while_entering();
    let outcome = game.ok(ANNA, Action::DeckDrawn { side: None });
    assert!(has(&outcome, |e| matches!(
        e,
        Event::BattleEnded {
            winner: Some(Side::Defender),
            ..
        }
    )));
    assert!(has(
        &outcome,
        |e| matches!(e, Event::GameWon { zero: false, who } if who.user == BORIS)
    ));
}

#[test]
fn after_their_first_turn_a_fall_ends_the_battle_at_once() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Scout", Kind::Character, 1, 1);
    game.card_on(Side::Defender, "Golem", Kind::Machine, 2, 6);
    game.ok(BORIS, Action::Next);
    game.ok(ANNA, Action::Next);
    // Boris's full turn 2: Anna's first turn is over.
    let outcome = game.ok(BORIS, attack("Golem", &["Scout"]));
    assert!(has(&outcome, |e| matches!(
        e,
        Event::BattleEnded {
            winner: Some(Side::Defender),
            ..
        }
    )));
    assert!(game.table.battle.is_none());
}

#[test]
fn the_defender_falling_in_its_incomplete_turn_waits_too() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Scout", Kind::Character, 1, 1);
    game.card_on(Side::Defender, "Golem", Kind::Machine, 2, 1);
    let outcome = game.ok(
        BORIS,
        Action::Damage {
            target: "Golem".into(),
            amount: 1,
        },
    );
    assert!(has(&outcome, |e| matches!(
        e,
        Event::EndWaits {
            side: Side::Defender,
            ..
        }
    )));
    // In Anna's first full turn Boris is no longer entering: once he confirms, she wins.
    let outcome = game.ok(BORIS, Action::ConfirmEnd);
    assert!(has(&outcome, |e| matches!(
        e,
        Event::BattleEnded {
            winner: Some(Side::Attacker),
            survivors: 1,
            ..
        }
    )));
    assert_eq!(game.distance(ANNA), 9);
}

#[test]
fn confirming_with_nothing_waiting_is_refused() {
    let mut game = Game::new();
    game.refused(ANNA, Action::ConfirmEnd, "err-kz-nothing-to-confirm");
}
