//! `/seat give`: a seat is an army. Its player (or, for a player who left, a host or
//! moderator who plays no side) hands it over whole, with the player's place in the game
//! (distance to zero, deck drawn) unless the new player has one of their own.

use super::support::*;
use crate::rules::knowing_zero::{Action, Event, Kind, Outcome, Side};

const CARL: i64 = 6;

fn give(to: i64, from: Option<i64>) -> Action {
    Action::GiveSeat {
        to,
        to_name: (to == CARL).then(|| "Carl".to_owned()),
        piece: None,
        from,
    }
}

fn given(outcome: &Outcome) -> &Event {
    outcome
        .events
        .iter()
        .find(|e| matches!(e, Event::SeatGiven { .. }))
        .expect("a handover")
}

fn add(side: Option<Side>) -> Action {
    Action::AddCard {
        name: "Imp".into(),
        kind: Kind::Animal,
        attack: 1,
        life: 2,
        armor: 0,
        strikes: 1,
        side,
    }
}

#[test]
fn the_whole_army_goes_with_the_place_in_the_game() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Wolf", Kind::Animal, 1, 4);
    game.ok(ANNA, Action::DeckDrawn { side: None });
    let outcome = game.ok(ANNA, give(CARL, None));
    let Event::SeatGiven {
        sides,
        from,
        to,
        by,
        distance,
    } = given(&outcome)
    else {
        unreachable!()
    };
    assert_eq!(sides, &[Side::Attacker]);
    assert_eq!((from.user, to.user), (ANNA, CARL));
    assert_eq!(to.label.as_deref(), Some("Carl"));
    assert_eq!((by, distance), (&None, &Some(10)));
    assert_eq!(game.player(Side::Attacker), CARL);
    assert_eq!(game.card("Wolf").side, Side::Attacker, "the cards stay");
    // Anna's place in the game is Carl's now: her distance, her drawn deck.
    assert!(game.table.player(ANNA).is_none());
    let carl = game.table.player(CARL).expect("Carl plays");
    assert_eq!((carl.distance, carl.deck_drawn), (10, true));
    // Carl fills the army; Anna plays no more.
    game.ok(CARL, add(None));
    assert_eq!(game.card("Imp").side, Side::Attacker);
    game.refused(ANNA, add(Some(Side::Attacker)), "err-kz-not-player");
}

#[test]
fn a_host_who_plays_no_side_hands_over_the_army_of_a_player_who_left() {
    let mut game = Game::new();
    let outcome = game.ok(HOST, give(CARL, Some(BORIS)));
    let Event::SeatGiven { from, by, .. } = given(&outcome) else {
        unreachable!()
    };
    assert_eq!(from.user, BORIS);
    assert_eq!(by.as_ref().map(|w| w.user), Some(HOST));
    assert_eq!(game.player(Side::Defender), CARL);
    // The defender's incomplete turn is Carl's to end.
    game.refused(BORIS, Action::Next, "err-kz-not-player");
    game.ok(CARL, Action::Next);
}

#[test]
fn to_a_player_of_the_game_the_army_goes_and_each_keeps_their_distance() {
    let mut game = Game::new();
    // Boris plays both armies to finish the battle.
    let outcome = game.ok(ANNA, give(BORIS, None));
    assert!(matches!(
        given(&outcome),
        Event::SeatGiven { distance: None, .. }
    ));
    assert_eq!(game.player(Side::Attacker), BORIS);
    assert_eq!(game.player(Side::Defender), BORIS);
    assert_eq!(game.table.players.len(), 2, "Anna's distance stays hers");
    // One who plays both hands both over.
    let outcome = game.ok(BORIS, give(CARL, None));
    assert!(matches!(
        given(&outcome),
        Event::SeatGiven { sides, distance: Some(10), .. }
            if sides == &[Side::Attacker, Side::Defender]
    ));
    assert_eq!(game.player(Side::Attacker), CARL);
    assert_eq!(game.player(Side::Defender), CARL);
}

#[test]
fn refusals_change_nothing() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Wolf", Kind::Animal, 1, 4);
    let piece = Action::GiveSeat {
        to: CARL,
        to_name: None,
        piece: Some("Wolf".into()),
        from: None,
    };
    game.refused(ANNA, piece, "err-kz-seat-piece");
    game.refused(ANNA, give(ANNA, None), "err-kz-seat-self");
    game.refused(HOST, give(BORIS, Some(BORIS)), "err-kz-seat-self");
    game.refused(HOST, give(CARL, Some(STRANGER)), "err-kz-seat-none");
    game.refused(STRANGER, give(CARL, None), "err-seat-not-at-table");
    let bad_name = Action::GiveSeat {
        to: CARL,
        to_name: Some(String::new()),
        piece: None,
        from: None,
    };
    assert!(game.try_(ANNA, bad_name).is_err());
}

#[test]
fn between_battles_a_place_in_the_game_goes_to_a_newcomer_only() {
    let mut game = Game::new();
    game.ok(HOST, Action::End);
    game.refused(ANNA, give(BORIS, None), "err-kz-seat-in-game");
    game.refused(HOST, give(CARL, None), "err-seat-not-at-table");
    let outcome = game.ok(ANNA, give(CARL, None));
    assert!(matches!(
        given(&outcome),
        Event::SeatGiven { sides, distance: Some(10), .. } if sides.is_empty()
    ));
    assert!(game.table.player(ANNA).is_none());
    assert_eq!(game.distance(CARL), 10);
}

#[test]
fn a_waiting_bonus_strike_waits_for_the_armys_new_player() {
    let mut game = Game::new();
    game.card_full(Side::Attacker, "Hydra", Kind::Animal, 1, 6, 0, 3);
    game.card_on(Side::Defender, "Golem", Kind::Machine, 0, 9);
    game.card_on(Side::Defender, "Imp", Kind::Animal, 0, 2);
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(
        ANNA,
        Action::PlayBonus {
            kind: crate::rules::knowing_zero::BonusKind::Event,
            name: "Storm".into(),
            amount: 1,
        },
    );
    game.stored_bonus_wait("Hydra", &["Golem", "Imp", "Golem"]);
    game.ok(HOST, give(CARL, Some(ANNA)));
    assert!(game.battle().pending.is_some(), "the choice waits on");
    game.refused(ANNA, Action::BonusStrike { number: 1 }, "err-kz-not-player");
    game.ok(CARL, Action::BonusStrike { number: 2 });
}
