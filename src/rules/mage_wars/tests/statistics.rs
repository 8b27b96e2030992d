//! The engine's dice against the exact odds, with seeded dice: the attack die's faces are
//! uniform, and the damage of 4 dice against Armor 2 follows `rules::mage_wars::odds::attack`.
//! The bands are 5 standard deviations wide, so a fair engine fails about once in
//! 1.7 million runs, while a wrong face table or Armor rule misses them by far.

use super::attack_declare::duel;
use super::support::*;
use crate::dice::SeededDice;
use crate::rules::mage_wars::odds as mage_wars;
use crate::rules::mage_wars::{Action, Arena, apply};

/// An attack on a target that cannot die from it (Life 99, at most 40 damage a roll).
fn range(dice: u32, armor: u32) -> (Arena, Action) {
    let mut arena = duel();
    run(
        &mut arena,
        &player(ALICE),
        register("Knight", weapon("Test", dice)),
        &[],
    );
    let wolf = obj_mut(&mut arena, "Wolf");
    wolf.life = 99;
    wolf.armor = armor;
    (arena, attack("Knight", "Wolf", "Test"))
}

/// |observed − expected| within 5 σ of a binomial count.
fn within_five_sigma(observed: u64, trials: u64, p: f64) -> bool {
    let n = trials as f64;
    let expected = n * p;
    let sigma = (n * p * (1.0 - p)).sqrt();
    (observed as f64 - expected).abs() <= 5.0 * sigma
}

#[test]
fn sixty_thousand_attack_dice_show_each_face_a_sixth_of_the_time() {
    let (base, action) = range(20, 0);
    let mut dice = SeededDice::from_seed(0x6d61_6765);
    let mut counts = [0u64; 6];
    for _ in 0..3_000 {
        let mut arena = base.clone();
        let outcome = apply(&mut arena, &player(ALICE), &action, &mut dice).unwrap();
        for face in &report(&outcome).strikes[0].faces {
            counts[(*face - 1) as usize] += 1;
        }
    }
    assert_eq!(counts.iter().sum::<u64>(), 60_000);
    for (face, count) in counts.iter().enumerate() {
        assert!(
            within_five_sigma(*count, 60_000, 1.0 / 6.0),
            "face {} came up {count} times in 60000",
            face + 1
        );
    }
}

#[test]
fn four_dice_against_armor_two_deal_damage_as_the_exact_odds_say() {
    const ATTACKS: u64 = 50_000;
    let (base, action) = range(4, 2);
    let mut dice = SeededDice::from_seed(0x7761_7273);
    let mut seen = std::collections::BTreeMap::<i64, u64>::new();
    for _ in 0..ATTACKS {
        let mut arena = base.clone();
        let outcome = apply(&mut arena, &player(ALICE), &action, &mut dice).unwrap();
        let strike = &report(&outcome).strikes[0];
        assert_eq!(strike.faces.len(), 4);
        *seen.entry(i64::from(strike.damage)).or_default() += 1;
    }
    let exact = mage_wars::attack(4, 2, false).unwrap();
    let total = exact.damage.total() as f64;
    let mut chi_square = 0.0;
    let mut values = 0;
    for (damage, ways) in exact.damage.iter() {
        let p = ways as f64 / total;
        let observed = seen.remove(&damage).unwrap_or(0);
        assert!(
            within_five_sigma(observed, ATTACKS, p),
            "{damage} damage came up {observed} times in {ATTACKS}, expected {:.0}",
            p * ATTACKS as f64
        );
        let expected = p * ATTACKS as f64;
        chi_square += (observed as f64 - expected).powi(2) / expected;
        values += 1;
    }
    assert!(
        seen.is_empty(),
        "damage the exact odds call impossible: {seen:?}"
    );
    // 0..=8 damage: 9 values, 8 degrees of freedom; 40 is far past p = 10⁻⁵.
    assert_eq!(values, 9);
    assert!(
        chi_square < 40.0,
        "chi-square {chi_square:.1} with 8 degrees of freedom"
    );
}
