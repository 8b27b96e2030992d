//! Statistical check of the To Hit classifier (rules: "To Hit"): for TH 1–8, 20,000 seeded
//! pools, a chi-square goodness-of-fit of the five result frequencies against the exact
//! probabilities from `to_hit::outcome_counts`.
//!
//! The test can fail: `a_wrong_fumble_rule_is_rejected` runs the same check on a classifier
//! that fumbles on a single 6 (instead of two or more) and asserts that it is rejected for
//! every TH; a classifier counting 6s instead of 1s would be rejected the same way.

use crate::dice::{Roll, SeededDice};
use crate::rules::flail::RollOutcome;
use crate::rules::flail::to_hit::{build_pool, classify, count, outcome_counts};

const SAMPLES: u32 = 20_000;
const SEED: u64 = 0x00F1_A11D_1CE5;

/// Chi-square critical values at p = 0.999 for 1–4 degrees of freedom.
const CRITICAL_0999: [f64; 4] = [10.828, 13.816, 16.266, 18.467];

fn slot(outcome: RollOutcome) -> usize {
    match outcome {
        RollOutcome::Fail => 0,
        RollOutcome::Fumble => 1,
        RollOutcome::MinorHit => 2,
        RollOutcome::MajorHit => 3,
        _ => 4,
    }
}

/// Rolls `SAMPLES` pools for `th` and tallies the classifier's results.
fn observe(th: u32, seed: u64, classifier: fn(&[u32]) -> RollOutcome) -> [u64; 5] {
    let mut dice = SeededDice::from_seed(seed);
    let pool = build_pool(th, 0, 0, false, false);
    let mut tally = [0u64; 5];
    for _ in 0..SAMPLES {
        let roll = Roll::of(&mut dice, pool.dice, 6).unwrap();
        tally[slot(classifier(&roll.faces))] += 1;
    }
    tally
}

/// The chi-square statistic and its degrees of freedom. Categories expected fewer than 5
/// times are merged (smallest first) into one bin, itself merged into the smallest
/// remaining bin while it is still under 5. An observation in a category of probability
/// 0 is an outright rejection (`f64::INFINITY`).
fn chi_square(observed: [u64; 5], probabilities: [f64; 5]) -> (f64, usize) {
    let n = f64::from(SAMPLES);
    let mut bins: Vec<(f64, f64)> = Vec::new();
    let mut small = (0.0, 0.0);
    for (o, p) in observed.iter().zip(probabilities) {
        let (o, e) = (*o as f64, p * n);
        if p == 0.0 {
            if o > 0.0 {
                return (f64::INFINITY, 1);
            }
            continue;
        }
        if e < 5.0 {
            small = (small.0 + o, small.1 + e);
        } else {
            bins.push((o, e));
        }
    }
    if small.1 > 0.0 {
        if small.1 >= 5.0 || bins.is_empty() {
            bins.push(small);
        } else if let Some(smallest) = bins.iter_mut().min_by(|a, b| a.1.total_cmp(&b.1)) {
            *smallest = (smallest.0 + small.0, smallest.1 + small.1);
        }
    }
    let statistic = bins.iter().map(|(o, e)| (o - e) * (o - e) / e).sum();
    (statistic, bins.len().saturating_sub(1))
}

fn rejected(th: u32, classifier: fn(&[u32]) -> RollOutcome) -> (bool, f64, usize) {
    let observed = observe(th, SEED + u64::from(th), classifier);
    let probabilities = outcome_counts(th).unwrap().probabilities();
    let (statistic, df) = chi_square(observed, probabilities);
    if df == 0 {
        // One bin (a certain result): any observation outside it was already rejected.
        return (statistic.is_infinite(), statistic, df);
    }
    (statistic > CRITICAL_0999[df - 1], statistic, df)
}

#[test]
fn to_hit_results_fit_the_exact_binomial_probabilities() {
    for th in 1..=8 {
        let (reject, statistic, df) = rejected(th, classify);
        assert!(!reject, "TH {th}: chi-square {statistic:.2} with {df} df");
        assert!(df >= 1, "TH {th}: nothing to compare");
    }
}

/// A deliberately wrong classifier: fumbles on a single 6.
fn fumble_on_one_six(faces: &[u32]) -> RollOutcome {
    match classify(faces) {
        RollOutcome::Fail if count(faces, 6) >= 1 => RollOutcome::Fumble,
        other => other,
    }
}

#[test]
fn a_wrong_fumble_rule_is_rejected() {
    for th in 1..=8 {
        let (reject, statistic, df) = rejected(th, fumble_on_one_six);
        assert!(
            reject,
            "TH {th}: the wrong classifier passed (chi-square {statistic:.2}, {df} df)"
        );
    }
}

#[test]
fn merging_keeps_every_bin_at_five_expected() {
    // TH 1: Fail 5/6, Minor 1/6, the rest impossible → two bins, 1 df.
    let p = outcome_counts(1).unwrap().probabilities();
    let (_, df) = chi_square([16_667, 0, 3_333, 0, 0], p);
    assert_eq!(df, 1);
    // An impossible result observed is rejected outright.
    let (statistic, _) = chi_square([16_666, 1, 3_333, 0, 0], p);
    assert!(statistic.is_infinite());
}
