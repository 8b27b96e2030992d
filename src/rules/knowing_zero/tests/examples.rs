//! The worked examples of the rules, number for number.

use super::support::*;
use crate::rules::knowing_zero::{Action, BonusKind, Event, Kind, Side};

/// Boris's Golem (armor 1, plenty of Life) against Anna's four-strike machine of `attack`.
fn four_strikes_at_armor_1(strength: u32) -> (Game, u32) {
    let mut game = Game::new();
    game.card_full(Side::Defender, "Golem", Kind::Machine, 0, 20, 1, 1);
    game.card_full(Side::Attacker, "Hydra", Kind::Machine, strength, 5, 0, 4);
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack("Hydra", &["Golem"]));
    assert_eq!(strengths(&outcome), vec![strength; 4]);
    let total = report(&outcome).total;
    assert_eq!(game.life("Golem"), 20 - total);
    (game, total)
}

#[test]
fn armor_1_stops_four_strikes_of_1() {
    assert_eq!(four_strikes_at_armor_1(1).1, 0);
}

#[test]
fn armor_1_lets_four_of_four_strikes_of_2_through() {
    assert_eq!(four_strikes_at_armor_1(2).1, 4);
}

/// An animal with 3 strikes of 1 ridden by a character with attack 2.
fn mounted() -> Game {
    let mut game = Game::new();
    game.card_full(Side::Defender, "Golem", Kind::Machine, 0, 20, 1, 1);
    game.card_full(Side::Attacker, "Wolf", Kind::Animal, 1, 4, 0, 3);
    game.card_full(Side::Attacker, "Rider", Kind::Character, 2, 3, 0, 1);
    game.ok(
        ANNA,
        Action::Ride {
            rider: "Rider".into(),
            animal: "Wolf".into(),
        },
    );
    game.play_until_full_turn_of(Side::Attacker);
    game
}

#[test]
fn a_rider_adds_its_attack_to_one_strike_of_its_animal() {
    let mut game = mounted();
    let outcome = game.ok(ANNA, attack("Rider", &["Golem"]));
    assert_eq!(strengths(&outcome), vec![3, 1, 1]);
    assert_eq!(report(&outcome).total, 2, "3, 1, 1 through armor 1");
    assert_eq!(report(&outcome).partner.as_deref(), Some("Wolf"));
}

#[test]
fn item_and_abstraction_go_onto_the_same_strike_and_armor_leaves_5() {
    let mut game = mounted();
    game.item("Rider", 1, 0);
    game.ok(
        ANNA,
        Action::PlayBonus {
            kind: BonusKind::Abstraction,
            name: "Rage".into(),
            amount: 2,
        },
    );
    let outcome = game.ok(ANNA, attack("Wolf", &["Golem"]));
    assert_eq!(strengths(&outcome), vec![6, 1, 1]);
    let bonus = &report(&outcome).bonus;
    assert_eq!((bonus.pair, bonus.items, bonus.turn), (2, 1, 2));
    assert_eq!(report(&outcome).total, 5);
    assert_eq!(game.life("Golem"), 15);
}

/// A carrier with Life 3 and an item giving 2, brought to `life`.
fn carrier_at(life: u32) -> Game {
    let mut game = Game::new();
    game.card_on(Side::Defender, "Knight", Kind::Character, 1, 3);
    game.item("Knight", 0, 2);
    assert_eq!(game.life("Knight"), 5);
    if life < 5 {
        game.ok(
            HOST,
            Action::Damage {
                target: "Knight".into(),
                amount: 5 - life,
            },
        );
    }
    game
}

/// The carrier's own player takes its item away (an ability of either army).
fn drop_item(game: &mut Game) {
    let outcome = game.ok(
        game.player(game.card("Knight").side),
        Action::DropItem {
            card: "Knight".into(),
        },
    );
    assert!(has(&outcome, |e| matches!(e, Event::ItemLost { .. })));
    assert!(game.card("Knight").item.is_none());
}

#[test]
fn losing_the_item_at_4_life_leaves_3() {
    let mut game = carrier_at(4);
    drop_item(&mut game);
    assert_eq!(game.life("Knight"), 3);
}

#[test]
fn losing_the_item_at_2_life_leaves_2() {
    let mut game = carrier_at(2);
    drop_item(&mut game);
    assert_eq!(game.life("Knight"), 2);
}

#[test]
fn a_hit_that_strips_the_item_deals_damage_first() {
    let mut game = carrier_at(5);
    game.card_on(Side::Attacker, "Archer", Kind::Character, 1, 2);
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack_with("Archer", &["Knight"], |o| o.strip = true));
    assert_eq!(report(&outcome).total, 1);
    assert!(has(&outcome, |e| matches!(
        e,
        Event::ItemLost {
            from: 4,
            life: 3,
            ..
        }
    )));
    assert_eq!(game.life("Knight"), 3, "5 → 4 by the hit, then 3 (not 2)");
}

/// Anna retreats at the start of her turn; Boris, with `characters` characters alive,
/// takes one more turn and wins.
fn retreat_with(characters: u32) -> Game {
    let mut game = Game::new();
    for i in 0..characters {
        game.card_on(Side::Defender, &format!("Guard {i}"), Kind::Character, 1, 3);
    }
    game.card_on(Side::Defender, "Tower", Kind::Machine, 1, 3);
    game.card_on(Side::Attacker, "Scout", Kind::Character, 1, 2);
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, Action::Retreat);
    assert!(has(&outcome, |e| matches!(
        e,
        Event::Retreated {
            side: Side::Attacker,
            ..
        }
    )));
    assert_eq!(game.battle().turn.side, Side::Defender);
    let outcome = game.ok(BORIS, Action::Next);
    assert!(has(&outcome, |e| matches!(
        e,
        Event::BattleEnded {
            winner: Some(Side::Defender),
            retreat: true,
            ..
        }
    )));
    assert!(game.table.battle.is_none());
    game
}

#[test]
fn a_retreat_with_no_characters_left_still_moves_the_winner_1() {
    let game = retreat_with(0);
    assert_eq!(game.distance(BORIS), 9);
    assert_eq!(game.distance(ANNA), 11);
}

#[test]
fn a_retreat_against_2_surviving_characters_moves_the_winner_3() {
    let game = retreat_with(2);
    assert_eq!(game.distance(BORIS), 7);
    assert_eq!(game.distance(ANNA), 11);
}
