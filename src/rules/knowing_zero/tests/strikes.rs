//! Strikes: several at once, spread over targets, the bonus strike, penalties, armor per
//! strike, excess lost, pairs, items.

use super::support::*;
use crate::rules::knowing_zero::{Action, Event, Kind, Side, strike};

fn field() -> Game {
    let mut game = Game::new();
    game.card_full(Side::Attacker, "Hydra", Kind::Animal, 2, 6, 0, 3);
    game.card_full(Side::Attacker, "Knight", Kind::Character, 3, 5, 0, 1);
    game.card_full(Side::Defender, "Golem", Kind::Machine, 0, 9, 1, 1);
    game.card_full(Side::Defender, "Imp", Kind::Animal, 0, 2, 0, 1);
    game.card_full(Side::Defender, "Wall", Kind::Machine, 0, 9, 0, 1);
    game.play_until_full_turn_of(Side::Attacker);
    game
}

#[test]
fn the_arithmetic() {
    assert_eq!(strike::strengths(1, 3, 2, 1), vec![3, 1, 1]);
    assert_eq!(strike::strengths(1, 3, 5, 2), vec![1, 6, 1]);
    assert_eq!(strike::strengths(2, 2, -5, 1), vec![0, 2]);
    assert_eq!(strike::through(3, 1), 2);
    assert_eq!(strike::through(1, 3), 0);
    assert_eq!(strike::total_through(&[6, 1, 1], 1), 5);
    assert!(strike::animal_supplies(2, 2));
    assert!(!strike::animal_supplies(3, 2));
    assert_eq!(strike::after_item_loss(5, 3), 3);
    assert_eq!(strike::after_item_loss(2, 3), 2);
    assert_eq!(strike::towards(2, 5), 0);
    assert_eq!(strike::away(998, 5), 999);
}

#[test]
fn several_strikes_spread_over_targets_put_the_bonus_on_the_first_at_once() {
    let mut game = field();
    game.item("Hydra", 2, 0);
    let outcome = game.ok(ANNA, attack("Hydra", &["Imp", "Golem", "Wall"]));
    assert!(!has(&outcome, |e| matches!(
        e,
        Event::ChooseBonusStrike { .. }
    )));
    assert!(game.battle().pending.is_none(), "no pause");
    assert_eq!(strengths(&outcome), vec![4, 2, 2]);
    assert_eq!(report(&outcome).bonus_strike, 1);
    assert!(game.battle().card("Imp").is_none(), "the Imp died");
    assert_eq!(game.life("Golem"), 8);
    assert_eq!(game.life("Wall"), 7);
    // The turn goes on at once: nothing waits.
    game.ok(ANNA, Action::Next);
    game.refused(
        BORIS,
        Action::BonusStrike { number: 1 },
        "err-kz-nothing-pending",
    );
}

#[test]
fn an_attack_stored_waiting_for_its_bonus_strike_is_still_answered() {
    let mut game = field();
    game.item("Hydra", 2, 0);
    game.stored_bonus_wait("Hydra", &["Imp", "Golem", "Wall"]);
    let before = game.table.clone();
    // Nothing else happens until the bonus strike is picked.
    game.refused(ANNA, Action::Next, "err-kz-pending");
    game.refused(
        BORIS,
        Action::BonusStrike { number: 2 },
        "err-kz-not-your-army",
    );
    game.refused(
        ANNA,
        Action::BonusStrike { number: 4 },
        "err-kz-bonus-strike",
    );
    assert_eq!(game.table, before);
    let outcome = game.ok(ANNA, Action::BonusStrike { number: 2 });
    assert_eq!(strengths(&outcome), vec![2, 4, 2]);
    assert_eq!(report(&outcome).bonus_strike, 2);
    assert!(game.battle().pending.is_none());
    assert!(game.battle().card("Imp").is_none(), "the Imp died");
    assert_eq!(game.life("Golem"), 6);
    assert_eq!(game.life("Wall"), 7);
    game.refused(
        ANNA,
        Action::BonusStrike { number: 1 },
        "err-kz-nothing-pending",
    );
}

#[test]
fn a_named_bonus_strike_resolves_at_once_and_one_target_needs_no_choice() {
    let mut game = field();
    game.item("Hydra", 1, 0);
    let outcome = game.ok(
        ANNA,
        attack_with("Hydra", &["Wall", "Wall", "Golem"], |o| {
            o.bonus_strike = Some(3)
        }),
    );
    assert_eq!(strengths(&outcome), vec![2, 2, 3]);
    assert_eq!(report(&outcome).total, 2 + 2 + 2);
    let mut game = field();
    game.item("Hydra", 1, 0);
    let outcome = game.ok(ANNA, attack("Hydra", &["Wall"]));
    assert_eq!(strengths(&outcome), vec![3, 2, 2], "default: the first");
}

#[test]
fn targets_must_match_the_strikes() {
    let mut game = field();
    game.refused(ANNA, attack("Hydra", &["Wall", "Golem"]), "err-kz-targets");
    game.refused(
        ANNA,
        attack_with("Hydra", &["Wall"], |o| o.strikes = Some(4)),
        "err-kz-too-many-strikes",
    );
    game.refused(
        ANNA,
        attack_with("Hydra", &["Wall"], |o| o.bonus_strike = Some(4)),
        "err-kz-bonus-strike",
    );
    let outcome = game.ok(
        ANNA,
        attack_with("Hydra", &["Wall", "Golem"], |o| o.strikes = Some(2)),
    );
    assert_eq!(strengths(&outcome), vec![2, 2]);
}

#[test]
fn a_penalty_goes_onto_the_bonus_strike_and_never_below_0() {
    let mut game = field();
    let outcome = game.ok(
        ANNA,
        attack_with("Hydra", &["Wall"], |o| {
            o.plus = 1;
            o.minus = 4;
        }),
    );
    assert_eq!(strengths(&outcome), vec![0, 2, 2]);
    assert_eq!(report(&outcome).bonus.net(), -3);
}

#[test]
fn excess_damage_is_lost_and_strikes_on_the_dead_deal_nothing() {
    let mut game = field();
    let outcome = game.ok(ANNA, attack_with("Hydra", &["Imp"], |o| o.plus = 5));
    let dealt: Vec<u32> = report(&outcome).strikes.iter().map(|s| s.dealt).collect();
    assert_eq!(dealt, vec![2, 0, 0]);
    assert!(has(
        &outcome,
        |e| matches!(e, Event::Died { card, .. } if card == "Imp")
    ));
    assert_eq!(game.battle().fallen.len(), 1);
}

#[test]
fn when_both_cards_of_a_pair_strike_several_times_the_one_with_more_supplies_them() {
    let mut game = Game::new();
    game.card_full(Side::Attacker, "Centaur", Kind::Character, 1, 5, 0, 3);
    game.card_full(Side::Attacker, "Pony", Kind::Animal, 2, 5, 0, 2);
    game.card_full(Side::Defender, "Wall", Kind::Machine, 0, 30, 0, 1);
    game.ok(
        ANNA,
        Action::Ride {
            rider: "Centaur".into(),
            animal: "Pony".into(),
        },
    );
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack("Pony", &["Wall"]));
    assert_eq!(
        strengths(&outcome),
        vec![3, 1, 1],
        "the rider's 3 strikes, the pony's 2 on one"
    );
    game.ok(ANNA, Action::Next);
    game.ok(BORIS, Action::Next);
    // Ties go to the animal.
    let mut game = Game::new();
    game.card_full(Side::Attacker, "Rider", Kind::Character, 4, 5, 0, 2);
    game.card_full(Side::Attacker, "Wolf", Kind::Animal, 1, 5, 0, 2);
    game.card_full(Side::Defender, "Wall", Kind::Machine, 0, 30, 0, 1);
    game.ok(
        ANNA,
        Action::Ride {
            rider: "Rider".into(),
            animal: "Wolf".into(),
        },
    );
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack("Rider", &["Wall"]));
    assert_eq!(strengths(&outcome), vec![5, 1]);
}

#[test]
fn a_pair_with_single_strikes_adds_both_attacks_and_uses_the_creature_part() {
    let mut game = Game::new();
    game.card_on(Side::Attacker, "Rider", Kind::Character, 2, 5);
    game.card_on(Side::Attacker, "Horse", Kind::Animal, 1, 5);
    game.card_on(Side::Attacker, "Dog", Kind::Animal, 1, 5);
    game.card_on(Side::Defender, "Wall", Kind::Machine, 0, 30);
    game.ok(
        ANNA,
        Action::Ride {
            rider: "Rider".into(),
            animal: "Horse".into(),
        },
    );
    game.refused(
        ANNA,
        Action::Ride {
            rider: "Rider".into(),
            animal: "Dog".into(),
        },
        "err-kz-already-rides",
    );
    game.play_until_full_turn_of(Side::Attacker);
    let outcome = game.ok(ANNA, attack("Rider", &["Wall"]));
    assert_eq!(strengths(&outcome), vec![3]);
    game.refused(ANNA, attack("Horse", &["Wall"]), "err-kz-slot-used");
    game.refused(ANNA, attack("Dog", &["Wall"]), "err-kz-slot-used");
}

#[test]
fn pairs_are_a_character_on_an_animal_of_the_same_army() {
    let mut game = field();
    game.card_on(Side::Attacker, "Squire", Kind::Character, 1, 2);
    let ride = |rider: &str, animal: &str| Action::Ride {
        rider: rider.into(),
        animal: animal.into(),
    };
    game.refused(ANNA, ride("Hydra", "Knight"), "err-kz-not-character");
    game.refused(ANNA, ride("Knight", "Golem"), "err-kz-not-animal");
    game.refused(HOST, ride("Knight", "Imp"), "err-kz-other-army");
    game.refused(BORIS, ride("Knight", "Hydra"), "err-kz-not-your-army");
    game.ok(ANNA, ride("Knight", "Hydra"));
    game.refused(ANNA, ride("Squire", "Hydra"), "err-kz-animal-ridden");
    game.ok(
        ANNA,
        Action::Dismount {
            rider: "Knight".into(),
        },
    );
    game.refused(
        ANNA,
        Action::Dismount {
            rider: "Knight".into(),
        },
        "err-kz-not-riding",
    );
    game.ok(ANNA, ride("Squire", "Hydra"));
}

#[test]
fn a_pair_parts_when_its_animal_dies() {
    let mut game = field();
    game.ok(
        ANNA,
        Action::Ride {
            rider: "Knight".into(),
            animal: "Hydra".into(),
        },
    );
    game.ok(
        HOST,
        Action::Damage {
            target: "Hydra".into(),
            amount: 6,
        },
    );
    assert!(game.card("Knight").rides.is_none());
}

#[test]
fn armor_applies_to_each_strike() {
    let mut game = field();
    let outcome = game.ok(ANNA, attack_with("Hydra", &["Golem"], |o| o.plus = 3));
    let through: Vec<u32> = report(&outcome).strikes.iter().map(|s| s.through).collect();
    assert_eq!(through, vec![4, 1, 1]);
    assert_eq!(game.life("Golem"), 3);
}
