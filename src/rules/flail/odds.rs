//! Exact FLAIL odds: the To Hit roll (results, damage, expected damage) and saves.
//! Rules: FLAIL, "Combat" (To Hit, Dice modifiers) and "Saves".
//!
//! Counts are exact integers out of every equally likely roll (6^n for To Hit, 20^n for a
//! save); percentages are derived from them only for display.

use crate::dice::Keep;
use crate::dice::distribution::{Distribution, ratio};
use crate::rules::flail::RollOutcome;
use crate::rules::flail::outcome::PoolBreakdown;
use crate::rules::flail::to_hit::{
    MAX_ODDS_DICE, OutcomeCounts, build_pool, damage, outcome_counts,
};

/// Why exact FLAIL odds cannot be given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FlailOddsError {
    /// The pool is larger than exact counts hold (6^24 is the most that fits `u64`).
    #[error("a pool of {dice} dice is more than the {max} exact odds cover")]
    TooManyDice { dice: u32, max: u32 },
    /// A save pool is 1 to 3 d20 (rules: "Saves": never more than 3 dice).
    #[error("a save rolls 1 to 3 dice, not {dice}")]
    SaveDice { dice: u32 },
}

impl FlailOddsError {
    /// The Fluent key of this refusal; its arguments are the variant's fields, by name.
    pub fn fluent_key(&self) -> &'static str {
        match self {
            FlailOddsError::TooManyDice { .. } => "odds-err-too-many-dice",
            FlailOddsError::SaveDice { .. } => "odds-err-save-dice",
        }
    }
}

/// The five To Hit results, in the order the odds list them.
pub const TO_HIT_RESULTS: [RollOutcome; 5] = [
    RollOutcome::Fail,
    RollOutcome::Fumble,
    RollOutcome::MinorHit,
    RollOutcome::MajorHit,
    RollOutcome::DeathBlow,
];

/// Exact odds of one To Hit roll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToHitOdds {
    /// How the pool was built (the engine's own `build_pool`).
    pub pool: PoolBreakdown,
    /// Ways to roll each result, out of `counts.total` = 6^dice.
    pub counts: OutcomeCounts,
    /// Damage of a Minor Hit: DMG − Defence, never below 0.
    pub minor_damage: i32,
    /// Damage of a Major Hit: 2 × DMG − Defence, never below 0.
    pub major_damage: i32,
    /// Damage dealt (0 for Fail, Fumble and Death Blow), counts out of 6^dice.
    pub damage: Distribution,
}

impl ToHitOdds {
    /// Exact count of `outcome` out of [`ToHitOdds::total`]; 0 for a non-To-Hit result.
    pub fn count(&self, outcome: RollOutcome) -> u64 {
        match outcome {
            RollOutcome::Fail => self.counts.fail,
            RollOutcome::Fumble => self.counts.fumble,
            RollOutcome::MinorHit => self.counts.minor_hit,
            RollOutcome::MajorHit => self.counts.major_hit,
            RollOutcome::DeathBlow => self.counts.death_blow,
            _ => 0,
        }
    }

    /// Every equally likely roll: 6^dice.
    pub fn total(&self) -> u64 {
        self.counts.total
    }

    pub fn probability(&self, outcome: RollOutcome) -> f64 {
        ratio(u128::from(self.count(outcome)), u128::from(self.total()))
    }

    /// The probability of `outcome` in percent, for display.
    pub fn percent(&self, outcome: RollOutcome) -> f64 {
        self.probability(outcome) * 100.0
    }

    /// The five results with their probabilities, in [`TO_HIT_RESULTS`] order.
    pub fn probabilities(&self) -> [(RollOutcome, f64); 5] {
        TO_HIT_RESULTS.map(|o| (o, self.probability(o)))
    }

    /// Mean damage of one roll (a Death Blow counts as no damage: it is elimination).
    pub fn expected_damage(&self) -> f64 {
        self.damage.mean()
    }
}

/// Exact To Hit odds (rules: "To Hit"), for the same inputs as the engine's
/// [`build_pool`] (rules: "Dice modifiers": advantage and disadvantage sources cancel one
/// for one and give ±1 or ±2 dice; off-specialty −1, blinded −2; dual wielding is one more
/// disadvantage source per roll; a pool below 1 die is an automatic Fail), plus the
/// weapon's DMG and the target's Defence: Minor Hit DMG − Defence, Major Hit
/// 2 × DMG − Defence, never below 0.
pub fn to_hit(
    th: u32,
    advantages: u32,
    disadvantages: u32,
    off_specialty: bool,
    blinded: bool,
    dmg: u32,
    defence: i32,
) -> Result<ToHitOdds, FlailOddsError> {
    let pool = build_pool(th, advantages, disadvantages, off_specialty, blinded);
    let counts = outcome_counts(pool.dice).ok_or(FlailOddsError::TooManyDice {
        dice: pool.dice,
        max: MAX_ODDS_DICE,
    })?;
    let amount = |outcome| damage(outcome, dmg, defence).map_or(0, |d| d.amount);
    let minor_damage = amount(RollOutcome::MinorHit);
    let major_damage = amount(RollOutcome::MajorHit);
    let damage = Distribution::from_counts([
        (
            0,
            u128::from(counts.fail + counts.fumble + counts.death_blow),
        ),
        (i64::from(minor_damage), u128::from(counts.minor_hit)),
        (i64::from(major_damage), u128::from(counts.major_hit)),
    ])
    // Never empty (the counts add up to 6^dice ≥ 1) and never overflowing (u64 inputs).
    .unwrap_or_else(|| Distribution::constant(0));
    Ok(ToHitOdds {
        pool,
        counts,
        minor_damage,
        major_damage,
        damage,
    })
}

/// The four save results, in the order the odds list them.
pub const SAVE_RESULTS: [RollOutcome; 4] = [
    RollOutcome::CriticalSuccess,
    RollOutcome::Success,
    RollOutcome::Fail,
    RollOutcome::Fumble,
];

/// Exact odds of one save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveOdds {
    /// The value rolled under.
    pub value: i32,
    pub keep: Keep,
    /// Kept 1 (rules: "Saves": a natural 1 is a critical success).
    pub critical_success: u64,
    /// Kept 2..=19 and equal to or under the value.
    pub success: u64,
    /// Kept 2..=19 and over the value.
    pub fail: u64,
    /// Kept 20 (a natural 20 is a fumble).
    pub fumble: u64,
    /// 20^dice.
    pub total: u64,
    /// The kept face, counts out of 20^dice.
    pub kept: Distribution,
}

impl SaveOdds {
    pub fn count(&self, outcome: RollOutcome) -> u64 {
        match outcome {
            RollOutcome::CriticalSuccess => self.critical_success,
            RollOutcome::Success => self.success,
            RollOutcome::Fail => self.fail,
            RollOutcome::Fumble => self.fumble,
            _ => 0,
        }
    }

    pub fn probability(&self, outcome: RollOutcome) -> f64 {
        ratio(u128::from(self.count(outcome)), u128::from(self.total))
    }

    pub fn percent(&self, outcome: RollOutcome) -> f64 {
        self.probability(outcome) * 100.0
    }

    /// Critical or plain success.
    pub fn any_success(&self) -> u64 {
        self.critical_success + self.success
    }

    /// The four results with their probabilities, in [`SAVE_RESULTS`] order.
    pub fn probabilities(&self) -> [(RollOutcome, f64); 4] {
        SAVE_RESULTS.map(|o| (o, self.probability(o)))
    }
}

/// Save result for a kept d20 face: the engine's own rule (rules: "Saves").
pub(crate) use crate::rules::flail::save_outcome as save_result;

/// Exact odds of a save against `value` with the engine's pool `keep` (rules: "Saves":
/// advantage rolls 2 or 3 d20 and keeps the lowest, disadvantage keeps the highest; never
/// more than 3 dice). Build `keep` with [`Keep::from_sources`] as the engine does.
pub fn save(value: i32, keep: Keep) -> Result<SaveOdds, FlailOddsError> {
    let dice = keep.dice();
    if !(1..=3).contains(&dice) {
        return Err(FlailOddsError::SaveDice { dice });
    }
    Ok(save_counts(value, keep))
}

/// Exact odds of a save with `advantages` and `disadvantages` sources, netted as the
/// engine nets them (rules: "Saves": both cancel; two or more of one kind give 3 dice).
pub fn save_from_sources(value: i32, advantages: u32, disadvantages: u32) -> SaveOdds {
    save_counts(value, Keep::from_sources(advantages, disadvantages))
}

/// The counts for a pool of 1 to 3 dice (more would be clamped to 3).
fn save_counts(value: i32, keep: Keep) -> SaveOdds {
    let dice = keep.dice().clamp(1, 3);
    let pow = |base: u64| base.pow(dice);
    // Ways for the kept face to be exactly k: min = k is (21−k)^n − (20−k)^n, max = k is
    // k^n − (k−1)^n; a single die is 1 way each.
    let ways = |k: u64| match keep {
        Keep::Single => 1,
        Keep::Lowest(_) => pow(21 - k) - pow(20 - k),
        Keep::Highest(_) => pow(k) - pow(k - 1),
    };
    let mut odds = SaveOdds {
        value,
        keep,
        critical_success: 0,
        success: 0,
        fail: 0,
        fumble: 0,
        total: pow(20),
        kept: Distribution::constant(0),
    };
    let mut kept = Vec::with_capacity(20);
    for face in 1..=20u32 {
        let n = ways(u64::from(face));
        kept.push((i64::from(face), u128::from(n)));
        match save_result(face, value) {
            RollOutcome::CriticalSuccess => odds.critical_success += n,
            RollOutcome::Success => odds.success += n,
            RollOutcome::Fumble => odds.fumble += n,
            _ => odds.fail += n,
        }
    }
    // Twenty faces with counts adding up to 20^dice: never empty, never overflowing.
    odds.kept = Distribution::from_counts(kept).unwrap_or_else(|| Distribution::constant(0));
    odds
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::{RiggedDice, roll_d20};
    use crate::rules::flail::to_hit::classify;

    /// Every roll of `n` dice of `sides` faces, in order.
    fn every_roll(n: u32, sides: u32) -> impl Iterator<Item = Vec<u32>> {
        (0..u64::from(sides).pow(n)).map(move |code| {
            let mut rest = code;
            (0..n)
                .map(|_| {
                    let face = u32::try_from(rest % u64::from(sides)).unwrap() + 1;
                    rest /= u64::from(sides);
                    face
                })
                .collect()
        })
    }

    #[test]
    fn to_hit_equals_enumerating_every_roll() {
        let cases = [
            (3, 0, 0, false, false, 4, 1),
            (4, 1, 0, false, false, 3, 0),
            (5, 0, 1, true, false, 5, 2),
            (4, 2, 0, false, false, 2, 5),
            (3, 0, 0, false, true, 4, -1),
            (2, 0, 2, false, false, 4, 0),
            (5, 0, 0, false, false, 6, 3),
        ];
        for (th, adv, dis, off, blind, dmg, defence) in cases {
            let odds = to_hit(th, adv, dis, off, blind, dmg, defence).unwrap();
            let n = odds.pool.dice;
            let mut tally = [0u64; 5];
            let mut damage: std::collections::BTreeMap<i64, u128> = Default::default();
            let rolls: Vec<Vec<u32>> = if n == 0 {
                vec![]
            } else {
                every_roll(n, 6).collect()
            };
            for faces in &rolls {
                let outcome = classify(faces);
                let slot = TO_HIT_RESULTS.iter().position(|&o| o == outcome).unwrap();
                tally[slot] += 1;
                let dealt = crate::rules::flail::to_hit::damage(outcome, dmg, defence)
                    .map_or(0, |d| i64::from(d.amount));
                *damage.entry(dealt).or_default() += 1;
            }
            if n == 0 {
                tally[0] = 1;
                damage.insert(0, 1);
            }
            let exact = TO_HIT_RESULTS.map(|o| odds.count(o));
            assert_eq!(exact, tally, "th {th} adv {adv} dis {dis} dice {n}");
            assert_eq!(odds.total(), tally.iter().sum::<u64>());
            let got: Vec<(i64, u128)> = odds.damage.iter().collect();
            let want: Vec<(i64, u128)> = damage.into_iter().filter(|&(_, c)| c > 0).collect();
            assert_eq!(got, want, "damage, th {th} dice {n}");
        }
    }

    #[test]
    fn to_hit_damage_and_expectation_by_hand() {
        // 1 die, DMG 4, Defence 1: 1/6 Minor Hit for 3; nothing else deals damage.
        let one = to_hit(1, 0, 0, false, false, 4, 1).unwrap();
        assert_eq!((one.minor_damage, one.major_damage), (3, 7));
        assert_eq!(one.count(RollOutcome::MinorHit), 1);
        assert_eq!(one.total(), 6);
        assert!((one.expected_damage() - 0.5).abs() < 1e-12);
        // Defence above the damage floors it at 0.
        let blocked = to_hit(5, 0, 0, false, false, 2, 9).unwrap();
        assert_eq!(blocked.damage.len(), 1);
        assert_eq!(blocked.expected_damage(), 0.0);
        let sum: f64 = blocked.probabilities().iter().map(|(_, p)| p).sum();
        assert!((sum - 1.0).abs() < 1e-12);
    }

    #[test]
    fn pool_below_one_die_is_a_certain_fail_and_huge_pools_are_refused() {
        let none = to_hit(1, 0, 1, false, false, 4, 0).unwrap();
        assert_eq!(none.pool.dice, 0);
        assert_eq!(none.probability(RollOutcome::Fail), 1.0);
        assert_eq!(none.expected_damage(), 0.0);
        assert_eq!(
            to_hit(30, 0, 0, false, false, 4, 0),
            Err(FlailOddsError::TooManyDice { dice: 30, max: 24 })
        );
        assert!(to_hit(22, 2, 0, false, false, 4, 0).is_ok());
        assert!(to_hit(u32::MAX, 9, 0, false, false, u32::MAX, i32::MIN).is_err());
    }

    #[test]
    fn save_equals_enumerating_every_roll_through_the_engine_dice() {
        let keeps = [
            Keep::Single,
            Keep::Lowest(2),
            Keep::Lowest(3),
            Keep::Highest(2),
            Keep::Highest(3),
        ];
        for keep in keeps {
            for value in [-3, 0, 1, 2, 7, 10, 13, 19, 20, 25] {
                let odds = save(value, keep).unwrap();
                let mut tally = [0u64; 4];
                let mut kept_tally = [0u128; 21];
                for faces in every_roll(keep.dice(), 20) {
                    let mut dice = RiggedDice::new(faces);
                    let (_, kept) = roll_d20(&mut dice, keep).unwrap();
                    let slot = SAVE_RESULTS
                        .iter()
                        .position(|&o| o == save_result(kept, value))
                        .unwrap();
                    tally[slot] += 1;
                    kept_tally[kept as usize] += 1;
                }
                assert_eq!(
                    SAVE_RESULTS.map(|o| odds.count(o)),
                    tally,
                    "{keep:?} {value}"
                );
                assert_eq!(odds.total, tally.iter().sum::<u64>());
                for face in 1..=20 {
                    assert_eq!(odds.kept.count(face), kept_tally[face as usize]);
                }
            }
        }
    }

    #[test]
    fn save_results_follow_the_rules() {
        assert_eq!(save_result(1, -5), RollOutcome::CriticalSuccess);
        assert_eq!(save_result(20, 30), RollOutcome::Fumble);
        assert_eq!(save_result(7, 7), RollOutcome::Success);
        assert_eq!(save_result(8, 7), RollOutcome::Fail);
        // Advantage from sources: 2 sources → 3 dice keep the lowest.
        let adv = save_from_sources(10, 2, 0);
        assert_eq!(adv.keep, Keep::Lowest(3));
        assert_eq!(adv.total, 8000);
        // P(min of 3 ≤ 10) = 1 − (10/20)^3; crit = 1 − (19/20)^3.
        assert_eq!(adv.any_success(), 8000 - 1000);
        assert_eq!(adv.critical_success, 8000 - 6859);
        assert_eq!(adv.fumble, 1);
        let dis = save_from_sources(10, 0, 1);
        assert_eq!(
            (dis.keep, dis.fumble, dis.critical_success),
            (Keep::Highest(2), 39, 1)
        );
        assert_eq!(
            save(10, Keep::Lowest(4)),
            Err(FlailOddsError::SaveDice { dice: 4 })
        );
        assert!(save(10, Keep::Highest(0)).is_err());
    }
}
