//! Cards of the same name in both armies, told apart by owner: renamed as the second comes,
//! found by the typed name where the army is clear, refused as ambiguous where it is not.

use super::support::*;
use crate::rules::knowing_zero::{Action, Event, Kind, Side};

/// Anna's Knight and Squire riding her Horse, Boris's own Knight and Horse, and Anna's
/// first full turn.
fn twins() -> Game {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 3, 5);
    game.card_on(Side::Attacker, "Horse", Kind::Animal, 1, 4);
    game.card_on(Side::Attacker, "Squire", Kind::Character, 1, 2);
    game.ok(
        ANNA,
        Action::Ride {
            rider: "Squire".into(),
            animal: "Horse".into(),
        },
    );
    game.card_on(Side::Defender, "Knight", Kind::Character, 2, 6);
    game.card_on(Side::Defender, "Horse", Kind::Animal, 1, 3);
    game.play_until_full_turn_of(Side::Attacker);
    game
}

#[test]
fn the_second_card_of_a_name_tells_both_apart_by_owner() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 3, 5);
    let outcome = game.ok(
        BORIS,
        Action::AddCard {
            name: "knight".into(),
            kind: Kind::Character,
            attack: 2,
            life: 6,
            armor: 0,
            strikes: 1,
            side: None,
        },
    );
    assert!(
        has(&outcome, |e| matches!(
            e,
            Event::ToldApart { theirs, added, .. }
                if theirs == "Knight (Anna)" && added == "knight (Boris)"
        )),
        "{:?}",
        outcome.events
    );
    let names: Vec<&str> = game
        .battle()
        .cards
        .iter()
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(names, ["Knight (Anna)", "knight (Boris)"]);
    // The same name twice in one army is still refused.
    game.refused(
        BORIS,
        Action::AddCard {
            name: "Knight".into(),
            kind: Kind::Character,
            attack: 1,
            life: 1,
            armor: 0,
            strikes: 1,
            side: None,
        },
        "err-kz-name-taken",
    );
}

#[test]
fn a_rider_follows_its_animal_renamed() {
    let game = twins();
    assert_eq!(game.card("Squire").rides.as_deref(), Some("Horse (Anna)"));
    assert_eq!(game.card("Horse (Anna)").life, 4);
    assert_eq!(game.card("Horse (Boris)").life, 3);
}

#[test]
fn the_typed_name_finds_the_card_the_action_means() {
    let mut game = twins();
    // Anna's Knight strikes Boris's: the attacker's own army acts, the other is struck.
    let outcome = game.ok(ANNA, attack("Knight", &["Knight"]));
    let report = report(&outcome);
    assert_eq!(report.attacker, "Knight (Anna)");
    assert_eq!(report.strikes[0].target, "Knight (Boris)");
    assert_eq!(game.life("Knight (Boris)"), 3);
    // By hand, a player's typed name means their own card.
    game.ok(
        BORIS,
        Action::Heal {
            target: "Knight".into(),
            amount: 1,
        },
    );
    assert_eq!(game.life("Knight (Boris)"), 4);
    assert_eq!(game.life("Knight (Anna)"), 5);
    // Someone with no army (the host correcting the table) must say which.
    game.refused(
        HOST,
        Action::Damage {
            target: "Knight".into(),
            amount: 1,
        },
        "err-kz-which-card",
    );
    game.ok(
        HOST,
        Action::Damage {
            target: "Knight (Boris)".into(),
            amount: 1,
        },
    );
    assert_eq!(game.life("Knight (Boris)"), 3);
    // The full name is never ambiguous.
    game.ok(
        ANNA,
        Action::Damage {
            target: "Knight (Anna)".into(),
            amount: 1,
        },
    );
    assert_eq!(game.life("Knight (Anna)"), 4);
}

#[test]
fn a_name_told_apart_stays_so_after_its_twin_falls() {
    let mut game = twins();
    game.ok(
        BORIS,
        Action::Damage {
            target: "Horse".into(),
            amount: 3,
        },
    );
    assert!(game.battle().card("Horse (Boris)").is_none());
    // Only one card is typed Horse now: the name alone finds it, for anyone.
    assert_eq!(
        game.battle().card("Horse").map(|c| c.side),
        Some(Side::Attacker)
    );
    // A new Horse for Boris is told apart from Anna's again.
    game.card_on(Side::Defender, "Horse", Kind::Animal, 1, 3);
    assert_eq!(game.card("Horse (Boris)").life, 3);
    assert_eq!(game.card("Horse (Anna)").life, 4);
}
