//! Cards in play, items, damage by hand, the end of a battle and of the game.

use super::support::*;
use crate::rules::knowing_zero::{Action, Event, FirstTurn, Kind, Side, limits};

#[test]
fn cards_are_checked_named_once_and_bounded() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Wolf", Kind::Animal, 1, 2);
    let card = |name: &str, life: u32| Action::AddCard {
        name: name.into(),
        kind: Kind::Character,
        attack: 1,
        life,
        armor: 0,
        strikes: 1,
        side: None,
    };
    game.refused(ANNA, card("WOLF", 2), "err-kz-name-taken");
    game.refused(BORIS, card("A, B", 2), "err-name-comma");
    game.refused(BORIS, card("Ghost", 0), "err-option-range");
    game.refused(STRANGER, card("Ghost", 1), "err-kz-not-player");
    game.ok(BORIS, card("Ghost", 1));
    assert_eq!(game.card("Ghost").side, Side::Defender, "Boris's own army");
    for i in 0..limits::CARDS - 2 {
        game.card_on(
            Side::Attacker,
            &format!("Soldier {i}"),
            Kind::Character,
            1,
            1,
        );
    }
    game.refused(ANNA, card("One too many", 1), "err-kz-too-many-cards");
}

#[test]
fn a_carrier_never_swaps_its_item_and_life_stays_within_maximum_plus_item() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 2, 3);
    game.item("Knight", 1, 2);
    assert_eq!((game.life("Knight"), game.card("Knight").cap()), (5, 5));
    game.refused(
        ANNA,
        Action::GiveItem {
            card: "Knight".into(),
            name: "Shield".into(),
            attack: 0,
            life: 1,
        },
        "err-kz-has-item",
    );
    game.refused(
        BORIS,
        Action::GiveItem {
            card: "Knight".into(),
            name: "Shield".into(),
            attack: 0,
            life: 1,
        },
        "err-kz-has-item",
    );
    game.ok(
        HOST,
        Action::Damage {
            target: "Knight".into(),
            amount: 3,
        },
    );
    game.ok(
        HOST,
        Action::Heal {
            target: "Knight".into(),
            amount: 10,
        },
    );
    assert_eq!(game.life("Knight"), 5);
    let drop = || Action::DropItem {
        card: "Knight".into(),
    };
    // The other army's player takes no item by hand: a correction.
    game.refused(BORIS, drop(), "err-seat-corrects");
    game.ok(ANNA, drop());
    assert_eq!(game.life("Knight"), 3);
    game.refused(ANNA, drop(), "err-kz-no-item");
    game.ok(
        HOST,
        Action::Heal {
            target: "Knight".into(),
            amount: 10,
        },
    );
    assert_eq!(game.life("Knight"), 3);
    // Its item gone, the Knight takes no other: a carrier never changes its item.
    game.refused(
        ANNA,
        Action::GiveItem {
            card: "Knight".into(),
            name: "Shield".into(),
            attack: 0,
            life: 1,
        },
        "err-kz-carried",
    );
    assert_eq!(game.card("Knight").item, None);
}

#[test]
fn a_lost_item_takes_its_attack_bonus_with_it() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 2, 3);
    game.card_on(Side::Defender, "Wall", Kind::Machine, 0, 30);
    game.item("Knight", 3, 0);
    game.ok(
        ANNA,
        Action::DropItem {
            card: "Knight".into(),
        },
    );
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack("Knight", &["Wall"]));
    assert_eq!(strengths(&outcome), vec![2]);
}

#[test]
fn a_normal_win_moves_the_winner_by_its_surviving_characters() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 5, 3);
    game.card_on(Side::Attacker, "Squire", Kind::Character, 1, 3);
    game.card_on(Side::Attacker, "Horse", Kind::Animal, 1, 3);
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack("Knight", &["Tower"]));
    assert!(has(&outcome, |e| matches!(
        e,
        Event::BattleEnded {
            winner: Some(Side::Attacker),
            retreat: false,
            survivors: 2,
            ..
        }
    )));
    assert!(game.table.battle.is_none());
    assert_eq!(game.distance(ANNA), 8, "two characters, no +1");
    assert_eq!(game.distance(BORIS), 10, "the loser does not move");
}

#[test]
fn riders_count_among_the_surviving_characters() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 5, 3);
    game.card_on(Side::Attacker, "Horse", Kind::Animal, 1, 3);
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.ok(
        ANNA,
        Action::Ride {
            rider: "Knight".into(),
            animal: "Horse".into(),
        },
    );
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(ANNA, attack("Horse", &["Tower"]));
    assert_eq!(game.distance(ANNA), 9);
}

#[test]
fn no_battle_ends_before_a_side_has_fielded_anything() {
    let mut game = Game::new();
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.ok(
        HOST,
        Action::Damage {
            target: "Tower".into(),
            amount: 5,
        },
    );
    // The defender had a machine and has none: once Boris confirms (he was still entering
    // his army), the attacker wins with no characters.
    assert_eq!(game.battle().ending, Some(Side::Defender));
    game.ok(BORIS, Action::ConfirmEnd);
    assert!(game.table.battle.is_none());
    assert_eq!(game.distance(ANNA), 10);
    let mut game = Game::new();
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.card_on(Side::Defender, "Wall", Kind::Machine, 0, 5);
    game.ok(
        HOST,
        Action::Damage {
            target: "Tower".into(),
            amount: 5,
        },
    );
    assert!(game.table.battle.is_some());
}

#[test]
fn distances_carry_over_and_never_go_below_zero_and_zero_wins_the_game() {
    let mut game = Game::new();
    game.ok(HOST, Action::End);
    game.ok(
        HOST,
        Action::Configure {
            start_distance: Some(2),
            first_turn: None,
            new_game: true,
        },
    );
    game.start();
    assert_eq!(game.distance(ANNA), 2);
    for i in 0..3 {
        game.card_on(
            Side::Attacker,
            &format!("Knight {i}"),
            Kind::Character,
            5,
            3,
        );
    }
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack("Knight 0", &["Tower"]));
    assert!(has(
        &outcome,
        |e| matches!(e, Event::GameWon { zero: true, who } if who.user == ANNA)
    ));
    assert!(game.table.players.is_empty(), "a new game starts afresh");
    assert_eq!(game.table.battles, 0);
}

#[test]
fn a_second_battle_keeps_the_distances() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 5, 3);
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(ANNA, attack("Knight", &["Tower"]));
    assert_eq!(game.distance(ANNA), 9);
    // Boris attacks now; the distances go on.
    let outcome = game.ok(
        HOST,
        Action::Start {
            attacker: who(BORIS),
            defender: who(ANNA),
            start: None,
        },
    );
    assert!(has(&outcome, |e| matches!(
        e,
        Event::BattleStarted { number: 2, .. }
    )));
    assert_eq!(game.distance(ANNA), 9);
    assert_eq!(game.battle().turn.side, Side::Defender);
    assert_eq!(game.battle().who(Side::Defender).user, ANNA);
}

#[test]
fn a_destroyed_army_of_a_fully_drawn_deck_loses_the_game() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 5, 3);
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.ok(BORIS, Action::DeckDrawn { side: None });
    game.refused(BORIS, Action::DeckDrawn { side: None }, "err-kz-deck-drawn");
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack("Knight", &["Tower"]));
    assert!(has(
        &outcome,
        |e| matches!(e, Event::GameWon { zero: false, who } if who.user == ANNA)
    ));
}

/// "Whole deck drawn" said right after the army fell still ends the game; said once the
/// next battle began, it counts for that battle only.
#[test]
fn a_deck_drawn_said_right_after_the_army_fell_loses_the_game() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 5, 3);
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack("Knight", &["Tower"]));
    assert!(has(&outcome, |e| matches!(e, Event::BattleEnded { .. })));
    assert!(!has(&outcome, |e| matches!(e, Event::GameWon { .. })));
    let outcome = game.ok(BORIS, Action::DeckDrawn { side: None });
    assert!(has(
        &outcome,
        |e| matches!(e, Event::GameWon { zero: false, who } if who.user == ANNA)
    ));
    assert!(game.table.players.is_empty(), "the game is over");
    // The winner saying it changes nothing.
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 5, 3);
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.play_until_full_turn_of(Side::Attacker);
    game.ok(ANNA, attack("Knight", &["Tower"]));
    let outcome = game.ok(ANNA, Action::DeckDrawn { side: None });
    assert!(!has(&outcome, |e| matches!(e, Event::GameWon { .. })));
}

#[test]
fn a_retreat_keeps_the_retreating_army_and_the_game_going() {
    let mut game = Game::new();
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.ok(BORIS, Action::DeckDrawn { side: None });
    game.ok(BORIS, Action::Retreat);
    game.ok(ANNA, Action::Next);
    assert_eq!(game.distance(BORIS), 11);
    assert_eq!(game.distance(ANNA), 9);
    assert!(!game.table.players.is_empty());
}

#[test]
fn a_wiped_out_army_during_the_extra_turn_still_ends_as_a_retreat() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 5, 3);
    game.card_on(Side::Defender, "Tower", Kind::Machine, 0, 5);
    game.ok(BORIS, Action::Retreat);
    let outcome = game.ok(ANNA, attack("Knight", &["Tower"]));
    assert!(!has(&outcome, |e| matches!(e, Event::BattleEnded { .. })));
    let outcome = game.ok(ANNA, Action::Next);
    assert!(has(&outcome, |e| matches!(
        e,
        Event::BattleEnded {
            retreat: true,
            survivors: 1,
            ..
        }
    )));
    assert_eq!(game.distance(ANNA), 8);
}

#[test]
fn the_host_ends_a_battle_without_a_result() {
    let mut game = Game::new();
    use crate::dice::RiggedDice;
    use crate::rules::Actor;
    use crate::rules::knowing_zero::apply;
    game.refused(ANNA, Action::End, "err-kz-host-only");
    // A moderator who plays an army is a player here, not a host.
    let seated_moderator = Actor {
        moderator: true,
        ..actor(BORIS)
    };
    let refused = apply(
        &mut game.table,
        &seated_moderator,
        &Action::End,
        &mut RiggedDice::new(vec![]),
    );
    assert_eq!(refused.map(|_| ()).unwrap_err().key, "err-kz-host-only");
    game.ok(HOST, Action::End);
    assert!(game.table.battle.is_none());
    assert_eq!(game.distance(ANNA), 10);
    game.refused(ANNA, Action::Next, "err-no-encounter");
}

#[test]
fn table_settings_and_a_new_game() {
    let mut game = Game::new();
    game.refused(
        HOST,
        Action::Configure {
            start_distance: None,
            first_turn: None,
            new_game: false,
        },
        "err-kz-table-nothing",
    );
    game.refused(
        HOST,
        Action::Configure {
            start_distance: None,
            first_turn: None,
            new_game: true,
        },
        "err-kz-battle-running",
    );
    game.refused(
        HOST,
        Action::Configure {
            start_distance: Some(0),
            first_turn: None,
            new_game: false,
        },
        "err-option-range",
    );
    game.ok(
        HOST,
        Action::Configure {
            start_distance: Some(7),
            first_turn: Some(FirstTurn::Full),
            new_game: false,
        },
    );
    // The running battle keeps its own first turn; the players keep their distances.
    assert_eq!(game.battle().first_turn, FirstTurn::Machine);
    assert_eq!(game.distance(ANNA), 10);
    game.refused(
        HOST,
        Action::Start {
            attacker: who(ANNA),
            defender: who(BORIS),
            start: None,
        },
        "err-game-running",
    );
}

/// On one's own card by its player; on another army's card a correction, for a host or
/// moderator who plays neither army.
#[test]
fn damage_by_hand_is_for_the_cards_player_and_a_seatless_host() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Knight", Kind::Character, 5, 3);
    game.card_on(Side::Attacker, "Squire", Kind::Character, 5, 3);
    let damage = |amount: u32| Action::Damage {
        target: "Knight".into(),
        amount,
    };
    game.refused(STRANGER, damage(1), "err-seat-corrects");
    game.refused(BORIS, damage(1), "err-seat-corrects");
    game.refused(
        BORIS,
        Action::Heal {
            target: "Knight".into(),
            amount: 1,
        },
        "err-seat-corrects",
    );
    game.refused(
        BORIS,
        Action::Damage {
            target: "Nobody".into(),
            amount: 1,
        },
        "err-kz-unknown-card",
    );
    game.ok(ANNA, damage(1));
    assert_eq!(game.life("Knight"), 2);
    let outcome = game.ok(
        HOST,
        Action::Damage {
            target: "Knight".into(),
            amount: 9,
        },
    );
    assert!(has(&outcome, |e| matches!(
        e,
        Event::Damaged {
            dealt: 2,
            life: 0,
            ..
        }
    )));
    assert!(has(&outcome, |e| matches!(e, Event::Died { .. })));
}

/// A player named by mention has no display name until they act; their first action
/// stores it on every seat they hold, and the next battle keeps it.
#[test]
fn a_players_display_name_is_kept_from_their_first_action() {
    use crate::dice::RiggedDice;
    use crate::rules::Actor;
    use crate::rules::knowing_zero::{Table, Who, apply};
    let mut table = Table::default();
    let named = |user: i64, name: &str| Actor {
        user,
        moderator: false,
        name: name.into(),
    };
    let start = Action::Start {
        attacker: Who::user(ANNA),
        defender: Who::user(BORIS),
        start: None,
    };
    let mut dice = RiggedDice::new(vec![]);
    let started = apply(&mut table, &named(ANNA, "Anna K."), &start, &mut dice).unwrap();
    let b = table.battle.as_deref().unwrap();
    assert_eq!(b.attacker.name, "Anna K.", "the starter is seated by name");
    assert_eq!(b.defender.name, "", "not yet known");
    match &started.events[0] {
        Event::BattleStarted { attacker, .. } => assert_eq!(attacker.name, "Anna K."),
        other => panic!("{other:?}"),
    }
    let card = Action::AddCard {
        name: "Golem".into(),
        kind: Kind::Machine,
        attack: 1,
        life: 3,
        armor: 0,
        strikes: 1,
        side: None,
    };
    apply(&mut table, &named(BORIS, "Boris"), &card, &mut dice).unwrap();
    let b = table.battle.as_deref().unwrap();
    assert_eq!(b.defender.name, "Boris");
    assert_eq!(table.player(BORIS).unwrap().who.name, "Boris");
    // The first name stays; an empty one changes nothing.
    apply(
        &mut table,
        &named(BORIS, "Renamed"),
        &Action::Next,
        &mut dice,
    )
    .unwrap();
    apply(&mut table, &named(ANNA, ""), &Action::Next, &mut dice).unwrap();
    assert_eq!(table.battle.as_deref().unwrap().defender.name, "Boris");
    assert_eq!(table.battle.as_deref().unwrap().attacker.name, "Anna K.");
    // The next battle, started by someone else, seats them by the names kept.
    apply(&mut table, &named(ANNA, ""), &Action::End, &mut dice).unwrap();
    let again = Action::Start {
        attacker: Who::user(BORIS),
        defender: Who::user(ANNA),
        start: None,
    };
    apply(&mut table, &named(HOST, "Host"), &again, &mut dice).unwrap();
    let b = table.battle.as_deref().unwrap();
    assert_eq!(
        (b.attacker.name.as_str(), b.defender.name.as_str()),
        ("Boris", "Anna K.")
    );
    // Old state without names loads.
    let old: Who = serde_json::from_str(r#"{"user":5}"#).unwrap();
    assert_eq!(old, Who::user(5));
    assert_eq!(serde_json::to_string(&old).unwrap(), r#"{"user":5}"#);
}

/// The starting distance is agreed as a game begins (`extra:"start:5"`); once the game is
/// under way it is refused there, and `/zero table start-distance:` waits for the next game.
#[test]
fn the_starting_distance_is_set_as_a_game_begins() {
    let start = |distance: Option<u32>| Action::Start {
        attacker: who(ANNA),
        defender: who(BORIS),
        start: distance,
    };
    let mut game = Game {
        table: crate::rules::knowing_zero::Table::default(),
    };
    let outcome = game.ok(HOST, start(Some(5)));
    assert!(has(&outcome, |e| matches!(
        e,
        Event::SettingsChanged {
            start_distance: 5,
            next_game: false,
            ..
        }
    )));
    assert_eq!((game.distance(ANNA), game.distance(BORIS)), (5, 5));
    game.ok(HOST, Action::End);
    // The game goes on between battles: its distance is agreed already.
    game.refused(HOST, start(Some(3)), "err-kz-start-mid-game");
    game.refused(HOST, start(Some(0)), "err-kz-start-mid-game");
    let outcome = game.ok(
        HOST,
        Action::Configure {
            start_distance: Some(7),
            first_turn: None,
            new_game: false,
        },
    );
    assert!(has(&outcome, |e| matches!(
        e,
        Event::SettingsChanged {
            start_distance: 7,
            next_game: true,
            ..
        }
    )));
    game.ok(HOST, start(None));
    assert_eq!(game.distance(ANNA), 5, "this game's players keep theirs");
}
