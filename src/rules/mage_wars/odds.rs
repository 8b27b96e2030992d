//! Exact Mage Wars odds: the damage of N attack dice against Armor (and Resilient), and
//! the effect die's table rows. Rules: Mage Wars, "Dice" and "Attack
//! sequence" steps 4–5.
//!
//! Dynamic programming over (normal, critical) damage sums: N dice take N × 6 steps over
//! at most (2N + 1)² states, never an enumeration of 6^N rolls.

use crate::dice::distribution::{Distribution, ratio};

/// Most attack dice the exact odds take: 6^49 is the largest power of 6 that fits `u128`.
pub const MAX_ATTACK_DICE: u32 = 49;
/// Most rows an effect table may have.
pub const MAX_EFFECT_ROWS: usize = 12;
/// Largest effect modifier (Damage Type ±X and Tough −X added up) taken, either sign.
pub const MAX_EFFECT_MODIFIER: i32 = 100;
/// The effect die (rules: "Dice": d12).
pub const EFFECT_DIE: i32 = 12;

/// One attack die's faces (rules: "Dice": blank, blank, 1, 2, 1★, 2★) as
/// (normal, critical) damage.
pub const ATTACK_DIE: [(u32, u32); 6] = [(0, 0), (0, 0), (1, 0), (2, 0), (0, 1), (0, 2)];

/// Why exact Mage Wars odds cannot be given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MageWarsOddsError {
    #[error("{dice} attack dice are more than the {max} exact odds cover")]
    TooManyDice { dice: u32, max: u32 },
    #[error("an effect table of {rows} rows is more than {max}")]
    TooManyRows { rows: usize, max: usize },
    #[error("an effect modifier of {modifier} is outside ±{max}")]
    Modifier { modifier: i32, max: i32 },
}

impl MageWarsOddsError {
    /// The Fluent key of this refusal; its arguments are the variant's fields, by name.
    pub fn fluent_key(&self) -> &'static str {
        match self {
            MageWarsOddsError::TooManyDice { .. } => "odds-err-too-many-dice",
            MageWarsOddsError::TooManyRows { .. } => "odds-err-effect-rows",
            MageWarsOddsError::Modifier { .. } => "odds-err-effect-modifier",
        }
    }
}

/// Exact odds of one attack roll's damage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttackOdds {
    pub dice: u32,
    /// The effective Armor (after Piercing and Corrode).
    pub armor: u32,
    pub resilient: bool,
    /// Damage dealt, counts out of 6^dice.
    pub damage: Distribution,
}

impl AttackOdds {
    pub fn expected_damage(&self) -> f64 {
        self.damage.mean()
    }

    /// P(damage ≥ `at_least`), as an exact count out of `damage.total()`.
    pub fn count_at_least(&self, at_least: i64) -> u128 {
        self.damage.count_where(|d| d >= at_least)
    }

    pub fn probability_at_least(&self, at_least: i64) -> f64 {
        ratio(self.count_at_least(at_least), self.damage.total())
    }
}

/// Damage dealt by a roll of `normal` and `critical` damage (rules: "Attack sequence"
/// step 5): Armor is subtracted from the normal damage only, never below 0; critical
/// damage ignores Armor; Resilient ignores all normal damage.
pub fn damage_dealt(normal: u32, critical: u32, armor: u32, resilient: bool) -> u32 {
    let normal = if resilient {
        0
    } else {
        normal.saturating_sub(armor)
    };
    normal.saturating_add(critical)
}

/// The exact damage distribution of `dice` attack dice against the effective `armor`
/// (rules: "Attack sequence" step 5: Piercing +X and Corrode lower Armor; the caller
/// passes what is left, not below 0) and `resilient`.
pub fn attack(dice: u32, armor: u32, resilient: bool) -> Result<AttackOdds, MageWarsOddsError> {
    let sums = roll_sums(dice)?;
    let side = sums.side;
    let mut damage: Vec<(i64, u128)> = Vec::new();
    for (index, &count) in sums.counts.iter().enumerate() {
        if count == 0 {
            continue;
        }
        let normal = u32::try_from(index / side).unwrap_or(u32::MAX);
        let critical = u32::try_from(index % side).unwrap_or(u32::MAX);
        damage.push((
            i64::from(damage_dealt(normal, critical, armor, resilient)),
            count,
        ));
    }
    // 6^dice ≤ 6^49 fits u128 and at most 2·dice + 1 outcomes: never refused.
    let damage = Distribution::from_counts(damage).unwrap_or_else(|| Distribution::constant(0));
    Ok(AttackOdds {
        dice,
        armor,
        resilient,
        damage,
    })
}

/// Ways to roll each (normal, critical) sum with `dice` attack dice, out of 6^dice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollSums {
    /// 2 × dice + 1: the index of (normal, critical) is `normal * side + critical`.
    pub side: usize,
    pub counts: Vec<u128>,
}

impl RollSums {
    pub fn count(&self, normal: usize, critical: usize) -> u128 {
        if normal >= self.side || critical >= self.side {
            return 0;
        }
        self.counts
            .get(normal * self.side + critical)
            .copied()
            .unwrap_or(0)
    }
}

/// The joint distribution of normal and critical damage of `dice` attack dice, by
/// dynamic programming: one die at a time, each state spreading to its six faces.
pub fn roll_sums(dice: u32) -> Result<RollSums, MageWarsOddsError> {
    if dice > MAX_ATTACK_DICE {
        return Err(MageWarsOddsError::TooManyDice {
            dice,
            max: MAX_ATTACK_DICE,
        });
    }
    let dice = usize::try_from(dice).unwrap_or(0);
    let side = 2 * dice + 1;
    let mut counts = vec![0u128; side * side];
    if let Some(first) = counts.first_mut() {
        *first = 1;
    }
    for rolled in 0..dice {
        let mut next = vec![0u128; side * side];
        // After `rolled` dice each sum is at most 2 × rolled.
        let reach = 2 * rolled;
        for normal in 0..=reach {
            for critical in 0..=reach {
                let ways = counts.get(normal * side + critical).copied().unwrap_or(0);
                if ways == 0 {
                    continue;
                }
                for (n, c) in ATTACK_DIE {
                    let index = (normal + n as usize) * side + critical + c as usize;
                    // In range (sums after `rolled + 1` dice are at most 2·dice < side);
                    // 6^dice ≤ 6^49 fits u128 (checked in the tests).
                    if let Some(slot) = next.get_mut(index) {
                        *slot = slot.saturating_add(ways);
                    }
                }
            }
        }
        counts = next;
    }
    Ok(RollSums { side, counts })
}

/// One row of an effect table: effect-die results `from..=to` (`to` None: and above).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EffectRow {
    pub from: i32,
    pub to: Option<i32>,
}

impl EffectRow {
    fn contains(&self, roll: i64) -> bool {
        roll >= i64::from(self.from) && self.to.is_none_or(|to| roll <= i64::from(to))
    }
}

/// Rows from ascending thresholds, as tables print them ("7+: Daze, 10+: Stun" is
/// `[7, 10]`): each row runs up to the next threshold, the last one has no top.
pub fn rows_from_thresholds(thresholds: &[i32]) -> Vec<EffectRow> {
    let mut sorted = thresholds.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted
        .iter()
        .enumerate()
        .map(|(i, &from)| EffectRow {
            from,
            to: sorted.get(i + 1).map(|next| next.saturating_sub(1)),
        })
        .collect()
}

/// Exact odds of each effect-table row, counts out of 12.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EffectOdds {
    pub modifier: i32,
    /// For each row of the table, in the order given: the ways out of 12 to land in it.
    pub rows: Vec<(EffectRow, u32)>,
    /// Ways out of 12 to land in no row (no effect).
    pub none: u32,
}

impl EffectOdds {
    pub const TOTAL: u32 = EFFECT_DIE as u32;

    pub fn probability(count: u32) -> f64 {
        f64::from(count) / f64::from(Self::TOTAL)
    }
}

/// The odds of each row of an effect table (rules: "Attack sequence" steps 4–5: the
/// effect die is a d12; Damage Type ±X changes the effect roll, the target's Tough −X
/// lowers it). `modifier` is their sum; a row counts the faces whose modified result
/// falls in it.
pub fn effect(rows: &[EffectRow], modifier: i32) -> Result<EffectOdds, MageWarsOddsError> {
    if rows.len() > MAX_EFFECT_ROWS {
        return Err(MageWarsOddsError::TooManyRows {
            rows: rows.len(),
            max: MAX_EFFECT_ROWS,
        });
    }
    if modifier.unsigned_abs() > MAX_EFFECT_MODIFIER.unsigned_abs() {
        return Err(MageWarsOddsError::Modifier {
            modifier,
            max: MAX_EFFECT_MODIFIER,
        });
    }
    let results = || (1..=i64::from(EFFECT_DIE)).map(|face| face + i64::from(modifier));
    let count = |pred: &dyn Fn(i64) -> bool| -> u32 {
        u32::try_from(results().filter(|&r| pred(r)).count()).unwrap_or(0)
    };
    Ok(EffectOdds {
        modifier,
        rows: rows
            .iter()
            .map(|row| (*row, count(&|r| row.contains(r))))
            .collect(),
        none: count(&|r| !rows.iter().any(|row| row.contains(r))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brute_force(dice: u32, armor: u32, resilient: bool) -> Vec<(i64, u128)> {
        let mut tally = std::collections::BTreeMap::new();
        for code in 0..6u64.pow(dice) {
            let mut rest = code;
            let (mut normal, mut critical) = (0, 0);
            for _ in 0..dice {
                let (n, c) = ATTACK_DIE[(rest % 6) as usize];
                normal += n;
                critical += c;
                rest /= 6;
            }
            let dealt = damage_dealt(normal, critical, armor, resilient);
            *tally.entry(i64::from(dealt)).or_insert(0u128) += 1;
        }
        tally.into_iter().collect()
    }

    #[test]
    fn damage_equals_brute_force_for_up_to_five_dice() {
        for dice in 0..=5 {
            for armor in [0, 1, 2, 3, 5, 11] {
                for resilient in [false, true] {
                    let odds = attack(dice, armor, resilient).unwrap();
                    let got: Vec<(i64, u128)> = odds.damage.iter().collect();
                    assert_eq!(
                        got,
                        brute_force(dice, armor, resilient),
                        "{dice}d vs {armor}"
                    );
                    assert_eq!(odds.damage.total(), 6u128.pow(dice));
                }
            }
        }
    }

    #[test]
    fn the_rules_meanings_hold() {
        // One die against Armor 0: mean 1.0, P(any damage) = 2/3.
        let one = attack(1, 0, false).unwrap();
        assert!((one.expected_damage() - 1.0).abs() < 1e-12);
        assert_eq!(one.count_at_least(1), 4);
        // Half the mean is critical: Resilient keeps 0.5 per die.
        let resilient = attack(7, 0, true).unwrap();
        assert!((resilient.expected_damage() - 3.5).abs() < 1e-12);
        // Armor can only lower the mean.
        let armored = attack(7, 2, false).unwrap();
        assert!(armored.expected_damage() < 7.0 && armored.expected_damage() > 3.5);
    }

    #[test]
    fn the_largest_pool_fits_and_beyond_is_refused() {
        let sums = roll_sums(MAX_ATTACK_DICE).unwrap();
        let total = sums.counts.iter().try_fold(0u128, |a, &c| a.checked_add(c));
        assert_eq!(total, 6u128.checked_pow(MAX_ATTACK_DICE));
        assert!(6u128.checked_pow(MAX_ATTACK_DICE + 1).is_none());
        assert_eq!(sums.count(0, 0), 2u128.pow(MAX_ATTACK_DICE));
        let odds = attack(MAX_ATTACK_DICE, 4, false).unwrap();
        assert!((odds.expected_damage() - 49.0).abs() < 4.0);
        assert_eq!(
            attack(50, 0, false),
            Err(MageWarsOddsError::TooManyDice { dice: 50, max: 49 })
        );
        assert!(attack(u32::MAX, 0, false).is_err());
    }

    #[test]
    fn effect_rows_count_the_modified_d12() {
        let rows = rows_from_thresholds(&[10, 7]);
        assert_eq!(
            rows,
            vec![
                EffectRow {
                    from: 7,
                    to: Some(9)
                },
                EffectRow { from: 10, to: None }
            ]
        );
        let plain = effect(&rows, 0).unwrap();
        assert_eq!(
            plain.rows.iter().map(|r| r.1).collect::<Vec<_>>(),
            vec![3, 3]
        );
        assert_eq!(plain.none, 6);
        // Damage Type +2: 9..=14, so 7–9 gets faces 5–7, 10+ faces 8–12.
        let fire = effect(&rows, 2).unwrap();
        assert_eq!(
            fire.rows.iter().map(|r| r.1).collect::<Vec<_>>(),
            vec![3, 5]
        );
        assert_eq!(fire.none, 4);
        // Tough −3: 10+ needs a 13.
        let tough = effect(&rows, -3).unwrap();
        assert_eq!(
            tough.rows.iter().map(|r| r.1).collect::<Vec<_>>(),
            vec![3, 0]
        );
        // A single value ("8: 1 Burn").
        let burn = effect(
            &[EffectRow {
                from: 8,
                to: Some(8),
            }],
            0,
        )
        .unwrap();
        assert_eq!((burn.rows[0].1, burn.none), (1, 11));
        assert!((EffectOdds::probability(burn.rows[0].1) - 1.0 / 12.0).abs() < 1e-12);
        assert!(effect(&rows, 101).is_err());
        assert!(effect(&rows, i32::MIN).is_err());
        assert!(effect(&[EffectRow { from: 1, to: None }; 13], 0).is_err());
    }
}
