//! `/seat give`: a whole seat changes player, or one hero or ally changes seat.

use super::support::*;
use crate::rules::lotr_lcg::{Action, Event};

const DORA: i64 = 4;

fn give(to: i64, piece: Option<&str>, from: Option<i64>) -> Action {
    Action::GiveSeat {
        to,
        to_name: Some("Dora".into()),
        piece: piece.map(Into::into),
        from,
    }
}

/// Anna (user 1) with Aragorn and the Orc engaged, Boris (2) with Beregond, Cyril (3).
fn table() -> Game {
    let mut game = Game::three_players();
    game.hero(HOST, "Aragorn", 3, 2, 5);
    game.hero(BORIS, "Beregond", 0, 4, 4);
    game.enemy_on("Anna", "Orc", 2, 1, 3, 20);
    game
}

#[test]
fn the_whole_seat_goes_with_its_cards_and_enemies() {
    let mut game = table();
    let outcome = game.ok(BORIS, give(DORA, None, None));
    assert_eq!(
        outcome.events,
        [Event::SeatGiven {
            seat: "Boris".into(),
            to: DORA,
            to_name: "Dora".into(),
        }]
    );
    let seat = game.table.player("Boris").unwrap();
    assert_eq!((seat.user, seat.shown_as.as_str()), (DORA, "Dora"));
    assert_eq!(game.character("Beregond").unwrap().player, "Boris");
    // Dora now plays Beregond; Boris no longer does.
    game.ok(
        DORA,
        Action::SetExhausted {
            name: "Beregond".into(),
            exhausted: true,
        },
    );
    game.refused(
        BORIS,
        Action::SetExhausted {
            name: "Beregond".into(),
            exhausted: false,
        },
        "err-lotr-not-your-turn",
    );
}

#[test]
fn a_seat_may_go_to_someone_already_seated_and_a_nameless_one_waits_for_a_name() {
    let mut game = table();
    let outcome = game.ok(
        HOST,
        Action::GiveSeat {
            to: BORIS,
            to_name: None,
            piece: None,
            from: None,
        },
    );
    assert!(matches!(&outcome.events[0], Event::SeatGiven { to_name, .. } if to_name.is_empty()));
    let anna = game.table.player("Anna").unwrap();
    assert_eq!((anna.user, anna.shown_as.as_str()), (BORIS, ""));
    // Two-handed now: the engine asks which seat when Boris gives without naming one.
    game.refused(BORIS, give(DORA, None, None), "err-lotr-give-which-seat");
    game.ok(BORIS, give(DORA, Some("anna"), None));
    assert_eq!(game.table.player("Anna").unwrap().user, DORA);
    assert_eq!(game.table.player("Boris").unwrap().user, BORIS);
}

#[test]
fn one_piece_goes_to_the_recipients_seat() {
    let mut game = table();
    let outcome = game.ok(HOST, give(BORIS, Some("aragorn"), None));
    assert_eq!(
        outcome.events,
        [Event::PieceGiven {
            name: "Aragorn".into(),
            from: "Anna".into(),
            to: "Boris".into(),
        }]
    );
    assert_eq!(game.character("Aragorn").unwrap().player, "Boris");
    assert_eq!(
        game.table.player("Anna").unwrap().user,
        HOST,
        "the seat stays"
    );
    assert_eq!(
        game.enemy("Orc").unwrap().engaged_with.as_deref(),
        Some("Anna")
    );
}

#[test]
fn refusals_change_nothing() {
    let mut game = table();
    game.refused(HOST, give(HOST, None, None), "err-lotr-give-self");
    game.refused(STRANGER, give(DORA, None, None), "err-lotr-no-seat");
    game.refused(
        HOST,
        give(BORIS, Some("Gandalf"), None),
        "err-lotr-unknown-name",
    );
    game.refused(
        HOST,
        give(BORIS, Some("Beregond"), None),
        "err-lotr-give-not-theirs",
    );
    game.refused(
        HOST,
        give(BORIS, Some("Boris"), None),
        "err-lotr-give-not-theirs",
    );
    game.refused(HOST, give(BORIS, Some("Orc"), None), "err-lotr-give-enemy");
    game.refused(
        HOST,
        give(DORA, Some("Aragorn"), None),
        "err-lotr-give-to-no-seat",
    );
    // Another player's seat is a correction: not Cyril's to give.
    game.refused(CYRIL, give(DORA, None, Some(BORIS)), "err-seat-corrects");
    // A recipient with two seats: `piece:` cannot say which.
    let mut two = table();
    two.ok(CYRIL, give(BORIS, None, None));
    two.refused(
        HOST,
        give(BORIS, Some("Aragorn"), None),
        "err-lotr-give-to-which-seat",
    );
    // Mid-combat a card may be a defender or an attacker of its seat.
    let mut fighting = table();
    fighting.ok(HOST, Action::StartCombat { order: Vec::new() });
    fighting.refused(
        HOST,
        give(BORIS, Some("Aragorn"), None),
        "err-lotr-combat-running",
    );
}

#[test]
fn a_seatless_host_reassigns_a_seat_of_a_player_who_left() {
    let mut game = table().without_host();
    game.ok(NOBODY, give(DORA, None, Some(BORIS)));
    assert_eq!(game.table.player("Boris").unwrap().user, DORA);
    game.refused(
        NOBODY,
        give(DORA, None, Some(STRANGER)),
        "err-lotr-give-from-no-seat",
    );
    game.ok(NOBODY, give(CYRIL, Some("Aragorn"), Some(HOST)));
    assert_eq!(game.character("Aragorn").unwrap().player, "Cyril");
}
