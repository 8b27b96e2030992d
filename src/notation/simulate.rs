//! The labelled fallback of `/odds` when [`odds`](super::odds) answers `None`: roll one
//! repeat `trials` times (at most [`MAX_TRIALS`]) and report the mean, its standard
//! error and the histogram.

use std::collections::BTreeMap;

use super::ast::Program;
use super::eval::{Budget, roll_row};
use super::limits::{MAX_CHAIN, MAX_TRIALS};
use crate::dice::Dice;
use crate::dice::Distribution;
use crate::error::UserError;

/// What a simulation found.
#[derive(Debug, Clone, PartialEq)]
pub struct Simulation {
    pub trials: u32,
    pub mean: f64,
    /// Standard error of the mean (sample standard deviation / √trials).
    pub standard_error: f64,
    /// Observed totals and how often each came up; `None` when there were more
    /// distinct totals than a distribution holds.
    pub histogram: Option<Distribution>,
    /// Trials in which some die reached the explosion/reroll cap.
    pub capped: u32,
}

/// Rolls one repeat of `program` `trials` times (clamped to `1..=MAX_TRIALS`); the
/// first error a trial raises (division by zero, overflow…) is returned.
pub fn simulate(
    program: &Program,
    dice: &mut dyn Dice,
    trials: u32,
) -> Result<Simulation, UserError> {
    let trials = trials.clamp(1, MAX_TRIALS);
    let mut counts: BTreeMap<i64, u128> = BTreeMap::new();
    let (mut mean, mut m2) = (0.0f64, 0.0f64);
    let mut capped = 0;
    let mut notes = Vec::new();
    for n in 1..=trials {
        let mut budget = Budget::new();
        notes.clear();
        let row = roll_row(program, dice, &mut budget, &mut notes, 1, MAX_CHAIN)?;
        if !notes.is_empty() {
            capped += 1;
        }
        *counts.entry(row.total).or_insert(0) += 1;
        // Welford's running mean and variance.
        let x = row.total as f64;
        let delta = x - mean;
        mean += delta / f64::from(n);
        m2 += delta * (x - mean);
    }
    let variance = if trials > 1 {
        m2 / f64::from(trials - 1)
    } else {
        0.0
    };
    Ok(Simulation {
        trials,
        mean,
        standard_error: (variance / f64::from(trials)).sqrt(),
        histogram: Distribution::from_counts(counts),
        capped,
    })
}
