//! The To Hit roll as pure functions: pool size, result, damage, poker results, and the
//! exact odds of each result (for the statistical test and `/odds`).
//! Rules: "Combat" (To Hit, Dice modifiers, Poker results).

use super::outcome::{DamageCalc, Poker, PoolBreakdown, RollOutcome};

/// Improvised or unarmed attack (rules: weapon table: 3/2).
pub const UNARMED_TH: u32 = 3;
pub const UNARMED_DMG: u32 = 2;
/// The weapon name recorded for an unarmed attack; front-ends localize it.
pub const UNARMED: &str = "unarmed";

/// Builds the dice pool (rules: "Dice modifiers" and its Decisions): advantage and
/// disadvantage sources cancel one for one; what remains gives ±1 die, or ±2 for two or
/// more. Off-specialty (−1) and blinded (−2) are separate penalties on top. A pool below
/// one die is an automatic Fail: `dice` is then 0.
pub fn build_pool(
    th: u32,
    advantages: u32,
    disadvantages: u32,
    off_specialty: bool,
    blinded: bool,
) -> PoolBreakdown {
    let net = i64::from(advantages) - i64::from(disadvantages);
    let net_dice: i32 = match net {
        n if n >= 2 => 2,
        1 => 1,
        0 => 0,
        -1 => -1,
        _ => -2,
    };
    let mut size = i64::from(th) + i64::from(net_dice);
    if off_specialty {
        size -= 1;
    }
    if blinded {
        size -= 2;
    }
    let dice = if size < 1 {
        0
    } else {
        u32::try_from(size).unwrap_or(u32::MAX)
    };
    PoolBreakdown {
        th,
        advantages,
        disadvantages,
        net_dice,
        off_specialty,
        blinded,
        dice,
    }
}

/// How many faces show `value`.
pub fn count(faces: &[u32], value: u32) -> u32 {
    let n = faces.iter().filter(|&&f| f == value).count();
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Classifies a To Hit roll (rules: "To Hit"): 0 ones → Fail, or Fumble with two or
/// more 6s; 1 one → Minor Hit; 2 → Major Hit; 3+ → Death Blow.
pub fn classify(faces: &[u32]) -> RollOutcome {
    classify_cancelled(faces, 0)
}

/// Classifies a roll after the defender's armour cancelled `cancelled` of its 1s
/// (rules: "Armour"). *Decision*: once any 1 was cancelled the result can be no worse
/// for the attacker than a Fail — never a Fumble: the attacker's own roll did hit (it had
/// 1s, so it was no fumble); the armour stopped it.
pub fn classify_cancelled(faces: &[u32], cancelled: u32) -> RollOutcome {
    let ones = count(faces, 1).saturating_sub(cancelled);
    match ones {
        0 if cancelled == 0 && count(faces, 6) >= 2 => RollOutcome::Fumble,
        0 => RollOutcome::Fail,
        1 => RollOutcome::MinorHit,
        2 => RollOutcome::MajorHit,
        _ => RollOutcome::DeathBlow,
    }
}

/// Damage of a hit (rules: "To Hit"): Minor Hit DMG − Defence, Major Hit 2 × DMG −
/// Defence, never below 0. Other results deal no damage (a Death Blow is not damage).
pub fn damage(outcome: RollOutcome, dmg: u32, defence: i32) -> Option<DamageCalc> {
    let multiplier: u32 = match outcome {
        RollOutcome::MinorHit => 1,
        RollOutcome::MajorHit => 2,
        _ => return None,
    };
    let raw = i64::from(multiplier) * i64::from(dmg) - i64::from(defence);
    let amount = i32::try_from(raw.max(0)).unwrap_or(i32::MAX);
    Some(DamageCalc {
        multiplier,
        dmg,
        defence,
        amount,
    })
}

/// Every poker result a roll contains (rules: "Poker results"): each group of equal faces
/// by value (a pair, a triplet, four of a kind, five or six of a kind — never also as a
/// smaller group), then the combinations — two pairs or three pairs (groups of exactly
/// two), a full house (a group of exactly three and one of exactly two) — then every
/// maximal run of 3+ consecutive values with its length.
/// *Decision*: three pairs is listed as three pairs, not also as two pairs.
pub fn poker(faces: &[u32]) -> Vec<Poker> {
    let mut values: Vec<u32> = faces.to_vec();
    values.sort_unstable();
    values.dedup();
    let groups: Vec<(u32, u32)> = values
        .iter()
        .map(|&v| (count(faces, v), v))
        .filter(|&(size, _)| size >= 2)
        .collect();
    let mut found: Vec<Poker> = groups
        .iter()
        .map(|&(size, value)| Poker::Group { size, value })
        .collect();
    let exactly = |n: u32| groups.iter().filter(|&&(size, _)| size == n).count();
    match exactly(2) {
        2 => found.push(Poker::TwoPairs),
        n if n >= 3 => found.push(Poker::ThreePairs),
        _ => {}
    }
    if exactly(3) >= 1 && exactly(2) >= 1 {
        found.push(Poker::FullHouse);
    }
    found.extend(runs(&values).into_iter().map(Poker::Sequence));
    found
}

/// The lengths of the maximal runs of 3+ consecutive values among sorted distinct values.
fn runs(values: &[u32]) -> Vec<u32> {
    let mut found = Vec::new();
    let mut current = 0u32;
    let mut previous: Option<u32> = None;
    for &v in values {
        current = match previous {
            Some(p) if p.checked_add(1) == Some(v) => current.saturating_add(1),
            _ => {
                if current >= 3 {
                    found.push(current);
                }
                1
            }
        };
        previous = Some(v);
    }
    if current >= 3 {
        found.push(current);
    }
    found
}

/// The largest pool whose exact counts fit in `u64` (6^24 < 2^64).
pub const MAX_ODDS_DICE: u32 = 24;

/// Exact number of ways (out of 6^dice) to roll each To Hit result with `dice` d6.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutcomeCounts {
    pub dice: u32,
    pub fail: u64,
    pub fumble: u64,
    pub minor_hit: u64,
    pub major_hit: u64,
    pub death_blow: u64,
    /// 6^dice.
    pub total: u64,
}

impl OutcomeCounts {
    /// The probabilities, in the order Fail, Fumble, Minor, Major, Death Blow.
    pub fn probabilities(&self) -> [f64; 5] {
        let total = self.total as f64;
        [
            self.fail as f64 / total,
            self.fumble as f64 / total,
            self.minor_hit as f64 / total,
            self.major_hit as f64 / total,
            self.death_blow as f64 / total,
        ]
    }
}

/// Exact counts of each result for a pool of `dice` d6 (binomial in the 1s; the Fumble
/// splits the no-1 rolls by their 6s). A pool of 0 is the automatic Fail. `None` above
/// [`MAX_ODDS_DICE`].
pub fn outcome_counts(dice: u32) -> Option<OutcomeCounts> {
    if dice > MAX_ODDS_DICE {
        return None;
    }
    let n = u64::from(dice);
    let pow = |base: u64, exp: u64| -> u64 { (0..exp).fold(1u64, |acc, _| acc * base) };
    let total = pow(6, n);
    // No 1 and at most one 6: every die in 2..=5, or exactly one 6 among them.
    let fail = pow(4, n) + if n >= 1 { n * pow(4, n - 1) } else { 0 };
    let no_ones = pow(5, n);
    let fumble = no_ones - fail;
    let minor_hit = if n >= 1 { n * pow(5, n - 1) } else { 0 };
    let major_hit = if n >= 2 {
        n * (n - 1) / 2 * pow(5, n - 2)
    } else {
        0
    };
    let death_blow = total - no_ones - minor_hit - major_hit;
    Some(OutcomeCounts {
        dice,
        fail,
        fumble,
        minor_hit,
        major_hit,
        death_blow,
        total,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pool_sources_cancel_one_for_one_and_cap_at_two_dice() {
        assert_eq!(build_pool(5, 0, 0, false, false).dice, 5);
        assert_eq!(build_pool(5, 1, 0, false, false).dice, 6);
        assert_eq!(build_pool(5, 2, 0, false, false).dice, 7);
        assert_eq!(build_pool(5, 3, 0, false, false).dice, 7);
        assert_eq!(build_pool(5, 1, 1, false, false).dice, 5);
        assert_eq!(build_pool(5, 3, 1, false, false).net_dice, 2);
        assert_eq!(build_pool(5, 0, 1, false, false).dice, 4);
        assert_eq!(build_pool(5, 0, 4, false, false).dice, 3);
        assert_eq!(build_pool(5, 0, 4, false, false).net_dice, -2);
    }

    #[test]
    fn off_specialty_and_blinded_are_penalties_on_top_of_the_net() {
        let pool = build_pool(5, 2, 0, true, true);
        assert_eq!(pool.net_dice, 2);
        assert_eq!(pool.dice, 4);
        assert_eq!(build_pool(5, 0, 0, true, false).dice, 4);
        assert_eq!(build_pool(5, 0, 0, false, true).dice, 3);
    }

    #[test]
    fn pool_below_one_die_is_zero_dice() {
        assert_eq!(build_pool(3, 0, 2, false, true).dice, 0);
        assert_eq!(build_pool(1, 0, 1, false, false).dice, 0);
        assert_eq!(build_pool(0, 0, 0, false, false).dice, 0);
        assert_eq!(build_pool(3, 0, 0, true, false).dice, 2);
        assert_eq!(build_pool(3, 0, 0, false, true).dice, 1);
    }

    #[test]
    fn classify_counts_ones_and_fumbles_only_without_ones() {
        assert_eq!(classify(&[2, 3, 4]), RollOutcome::Fail);
        assert_eq!(classify(&[6, 3, 4]), RollOutcome::Fail);
        assert_eq!(classify(&[6, 6, 4]), RollOutcome::Fumble);
        assert_eq!(classify(&[6, 6, 6]), RollOutcome::Fumble);
        assert_eq!(classify(&[1, 6, 6]), RollOutcome::MinorHit);
        assert_eq!(classify(&[1, 1, 6, 6]), RollOutcome::MajorHit);
        assert_eq!(classify(&[1, 1, 1]), RollOutcome::DeathBlow);
        assert_eq!(classify(&[1, 1, 1, 1, 6]), RollOutcome::DeathBlow);
        assert_eq!(classify(&[]), RollOutcome::Fail);
    }

    #[test]
    fn cancelled_ones_reclassify_and_never_make_a_fumble() {
        let knight = [1, 1, 1, 4, 5, 6];
        assert_eq!(classify_cancelled(&knight, 1), RollOutcome::MajorHit);
        assert_eq!(classify_cancelled(&knight, 2), RollOutcome::MinorHit);
        assert_eq!(classify_cancelled(&knight, 3), RollOutcome::Fail);
        assert_eq!(classify_cancelled(&[1, 6, 6], 1), RollOutcome::Fail);
        assert_eq!(classify_cancelled(&[1, 6], 5), RollOutcome::Fail);
    }

    #[test]
    fn damage_doubles_on_major_and_never_goes_below_zero() {
        let minor = damage(RollOutcome::MinorHit, 4, 1).map(|d| d.amount);
        assert_eq!(minor, Some(3));
        let major = damage(RollOutcome::MajorHit, 4, 1);
        assert_eq!(
            major.as_ref().map(|d| (d.multiplier, d.amount)),
            Some((2, 7))
        );
        assert_eq!(
            damage(RollOutcome::MinorHit, 2, 5).map(|d| d.amount),
            Some(0)
        );
        assert_eq!(
            damage(RollOutcome::MajorHit, 2, 9).map(|d| d.amount),
            Some(0)
        );
        assert_eq!(damage(RollOutcome::DeathBlow, 4, 0), None);
        assert_eq!(damage(RollOutcome::Fail, 4, 0), None);
        assert_eq!(damage(RollOutcome::Fumble, 4, 0), None);
        assert_eq!(
            damage(RollOutcome::MinorHit, 3, -2).map(|d| d.amount),
            Some(5)
        );
    }

    fn g(size: u32, value: u32) -> Poker {
        Poker::Group { size, value }
    }

    #[test]
    fn poker_lists_every_group_by_value_then_combinations_then_runs() {
        use Poker::*;
        let cases: &[(&[u32], &[Poker])] = &[
            (&[1, 3, 4, 4, 6], &[g(2, 4)]),
            (&[2, 5], &[]),
            (&[], &[]),
            (&[2, 2, 5, 5], &[g(2, 2), g(2, 5), TwoPairs]),
            (
                &[2, 2, 5, 5, 3, 3],
                &[g(2, 2), g(2, 3), g(2, 5), ThreePairs],
            ),
            (
                &[2, 2, 4, 4, 3, 3],
                &[g(2, 2), g(2, 3), g(2, 4), ThreePairs, Sequence(3)],
            ),
            (&[4, 4, 4, 2], &[g(3, 4)]),
            (&[1, 1, 1, 4, 5, 6], &[g(3, 1), Sequence(3)]),
            (&[3, 3, 3, 3], &[g(4, 3)]),
            (&[3, 3, 3, 3, 3, 3], &[g(6, 3)]),
            (&[3, 3, 3, 3, 3, 1], &[g(5, 3)]),
            (&[3, 3, 3, 3, 5, 5], &[g(4, 3), g(2, 5)]),
            // The example: the pair and the triplet a skill may key on, and the
            // full house they make.
            (&[2, 2, 3, 3, 3, 5], &[g(2, 2), g(3, 3), FullHouse]),
            (&[3, 3, 3, 5, 5, 5], &[g(3, 3), g(3, 5)]),
            (&[1, 2, 3, 4, 5, 6], &[Sequence(6)]),
            (&[1, 2, 3, 5, 6], &[Sequence(3)]),
            (&[1, 2, 3, 5, 6, 7, 9], &[Sequence(3), Sequence(3)]),
            (&[1, 2, 4, 5], &[]),
        ];
        for (faces, expected) in cases {
            assert_eq!(poker(faces), expected.to_vec(), "faces {faces:?}");
        }
    }

    #[test]
    fn exact_counts_sum_to_all_rolls_and_match_hand_counts() {
        for n in 0..=MAX_ODDS_DICE {
            let c = outcome_counts(n).unwrap();
            assert_eq!(
                c.fail + c.fumble + c.minor_hit + c.major_hit + c.death_blow,
                c.total,
                "n = {n}"
            );
        }
        assert_eq!(outcome_counts(MAX_ODDS_DICE + 1), None);
        // n = 0: the automatic Fail.
        assert_eq!(outcome_counts(0).map(|c| (c.fail, c.total)), Some((1, 1)));
        // n = 2, by hand: no 1 and <2 sixes = 16 + 8 = 24; 6-6 = 1; one 1 = 10; 1-1 = 1.
        let two = outcome_counts(2).unwrap();
        assert_eq!(
            (
                two.fail,
                two.fumble,
                two.minor_hit,
                two.major_hit,
                two.death_blow
            ),
            (24, 1, 10, 1, 0)
        );
    }

    #[test]
    fn exact_counts_agree_with_enumerating_every_roll() {
        for n in 1..=5u32 {
            let mut tally = [0u64; 5];
            let total = 6u64.pow(n);
            for code in 0..total {
                let mut rest = code;
                let faces: Vec<u32> = (0..n)
                    .map(|_| {
                        let face = u32::try_from(rest % 6).unwrap() + 1;
                        rest /= 6;
                        face
                    })
                    .collect();
                let slot = match classify(&faces) {
                    RollOutcome::Fail => 0,
                    RollOutcome::Fumble => 1,
                    RollOutcome::MinorHit => 2,
                    RollOutcome::MajorHit => 3,
                    _ => 4,
                };
                tally[slot] += 1;
            }
            let c = outcome_counts(n).unwrap();
            assert_eq!(
                tally,
                [c.fail, c.fumble, c.minor_hit, c.major_hit, c.death_blow],
                "n = {n}"
            );
        }
    }
}
