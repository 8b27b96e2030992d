//! An exact discrete distribution: each outcome's count out of a total, as integers, so
//! probabilities are exact fractions. Every operation is checked: when counts would
//! overflow or the outcome space grows past `MAX_OUTCOMES`, it answers `None` and the
//! caller falls back to a labelled simulation.

use std::collections::BTreeMap;

/// Most distinct outcomes a distribution may hold (bounds memory and time).
pub const MAX_OUTCOMES: usize = 20_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Distribution {
    counts: BTreeMap<i64, u128>,
    total: u128,
}

impl Distribution {
    /// Always `value`.
    pub fn constant(value: i64) -> Distribution {
        Distribution {
            counts: BTreeMap::from([(value, 1)]),
            total: 1,
        }
    }

    /// Each of `low..=high` equally likely (one die).
    pub fn uniform(low: i64, high: i64) -> Option<Distribution> {
        if low > high || usize::try_from(high.checked_sub(low)?).ok()? >= MAX_OUTCOMES {
            return None;
        }
        Distribution::from_counts((low..=high).map(|v| (v, 1)))
    }

    /// From (outcome, count) pairs; counts of a repeated outcome add up. Zero counts are
    /// dropped; an empty or overflowing input is `None`.
    pub fn from_counts(pairs: impl IntoIterator<Item = (i64, u128)>) -> Option<Distribution> {
        let mut counts = BTreeMap::new();
        let mut total: u128 = 0;
        for (value, count) in pairs {
            if count == 0 {
                continue;
            }
            let slot = counts.entry(value).or_insert(0u128);
            *slot = slot.checked_add(count)?;
            total = total.checked_add(count)?;
            if counts.len() > MAX_OUTCOMES {
                return None;
            }
        }
        (total > 0).then_some(Distribution { counts, total })
    }

    /// Applies `f` to every outcome (outcomes that map together merge); `None` if `f`
    /// fails (overflow) anywhere.
    pub fn map(&self, f: impl Fn(i64) -> Option<i64>) -> Option<Distribution> {
        let mut pairs = Vec::with_capacity(self.counts.len());
        for (&value, &count) in &self.counts {
            pairs.push((f(value)?, count));
        }
        Distribution::from_counts(pairs)
    }

    /// The distribution of `f(a, b)` for independent `a` from self and `b` from other.
    pub fn combine(
        &self,
        other: &Distribution,
        f: impl Fn(i64, i64) -> Option<i64>,
    ) -> Option<Distribution> {
        if self.counts.len().checked_mul(other.counts.len())? > MAX_OUTCOMES * 64 {
            return None;
        }
        let mut counts: BTreeMap<i64, u128> = BTreeMap::new();
        for (&a, &ca) in &self.counts {
            for (&b, &cb) in &other.counts {
                let slot = counts.entry(f(a, b)?).or_insert(0);
                *slot = slot.checked_add(ca.checked_mul(cb)?)?;
            }
            if counts.len() > MAX_OUTCOMES {
                return None;
            }
        }
        Some(Distribution {
            counts,
            total: self.total.checked_mul(other.total)?,
        })
    }

    /// The sum of independent draws (convolution).
    pub fn plus(&self, other: &Distribution) -> Option<Distribution> {
        self.combine(other, i64::checked_add)
    }

    /// Outcomes in increasing order with their counts.
    pub fn iter(&self) -> impl Iterator<Item = (i64, u128)> + '_ {
        self.counts.iter().map(|(&v, &c)| (v, c))
    }

    pub fn total(&self) -> u128 {
        self.total
    }

    pub fn len(&self) -> usize {
        self.counts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// The exact count of `value` out of `total()`.
    pub fn count(&self, value: i64) -> u128 {
        self.counts.get(&value).copied().unwrap_or(0)
    }

    pub fn probability(&self, value: i64) -> f64 {
        ratio(self.count(value), self.total)
    }

    /// P(outcome satisfies `pred`), as an exact count out of `total()`.
    pub fn count_where(&self, pred: impl Fn(i64) -> bool) -> u128 {
        self.iter()
            .filter(|(v, _)| pred(*v))
            .fold(0u128, |sum, (_, c)| sum.saturating_add(c))
    }

    /// The mean (exact up to the final division).
    pub fn mean(&self) -> f64 {
        let weighted: f64 = self.iter().map(|(v, c)| v as f64 * c as f64).sum();
        weighted / self.total as f64
    }
}

/// `count / total` as a float, for display.
pub fn ratio(count: u128, total: u128) -> f64 {
    if total == 0 {
        0.0
    } else {
        count as f64 / total as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_dice_sum_is_the_triangle() {
        let d6 = Distribution::uniform(1, 6).unwrap_or_else(|| Distribution::constant(0));
        let two = d6.plus(&d6).unwrap_or_else(|| Distribution::constant(0));
        assert_eq!(two.total(), 36);
        assert_eq!(two.count(7), 6);
        assert_eq!(two.count(2), 1);
        assert!((two.mean() - 7.0).abs() < 1e-12);
    }

    #[test]
    fn overflow_and_huge_spaces_are_refused() {
        assert!(Distribution::uniform(1, 1_000_000).is_none());
        let mut d = Distribution::uniform(1, 10_000).unwrap_or_else(|| Distribution::constant(0));
        let die = d.clone();
        let mut refused = false;
        for _ in 0..20 {
            match d.plus(&die) {
                Some(next) => d = next,
                None => {
                    refused = true;
                    break;
                }
            }
        }
        assert!(refused, "20d10000 cannot be held exactly");
    }
}
