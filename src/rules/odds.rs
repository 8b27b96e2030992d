//! Answers an `/odds` question as data a front-end renders: rows of exact counts (or
//! simulated frequencies), the mean, and how the numbers were obtained.

use super::flail::odds as flail;
use super::mage_wars::odds as mage_wars;
use crate::dice::Dice;
use crate::dice::distribution::{Distribution, ratio};
use crate::error::{Arg, UserError};
use crate::notation;
use crate::odds::OddsQuery;

/// Most rows a report lists; longer distributions are grouped into ranges.
pub const MAX_ROWS: usize = 24;
/// Trials of a simulation when the exact distribution is too large.
pub const SIMULATION_TRIALS: u32 = 20_000;

/// What one row stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowLabel {
    /// A roll result (its catalogue name is `outcome-<key>`).
    Outcome(crate::rules::flail::RollOutcome),
    /// A catalogue key: `odds-effect-none`…
    Key(&'static str),
    /// One total.
    Value(i64),
    /// Totals `from..=to`.
    Range(i64, i64),
    /// An effect-table row: `from+` or `from–to`.
    Effect { from: i32, to: Option<i32> },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OddsRow {
    pub label: RowLabel,
    /// Ways (exact) or times (simulated) out of `total`.
    pub count: u128,
    pub total: u128,
}

impl OddsRow {
    pub fn probability(&self) -> f64 {
        ratio(self.count, self.total)
    }
}

/// How the numbers were obtained.
#[derive(Debug, Clone, PartialEq)]
pub enum Method {
    Exact,
    /// Outcome by outcome in floating point (explosions at the play cap): no
    /// simulation, but the counts are scaled probabilities, not exact ways.
    Computed,
    /// A simulation: its trials and the standard error of the mean.
    Simulated {
        trials: u32,
        standard_error: f64,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct OddsReport {
    /// A catalogue key and its arguments describing what was asked.
    pub title: (&'static str, Vec<(&'static str, Arg)>),
    pub rows: Vec<OddsRow>,
    /// Further sections (Mage Wars: the effect table), each with a heading key.
    pub sections: Vec<(&'static str, Vec<OddsRow>)>,
    /// The mean and what it means (`odds-mean`, `odds-expected-damage`).
    pub mean: Option<(&'static str, f64)>,
    /// What the rows stand for, for a chart's axis (`odds-chart-damage`…).
    pub axis: &'static str,
    pub method: Method,
    /// The chance that a die reaches the per-die explosion/reroll cap, where play
    /// differs from the odds shown; `None` when negligible.
    pub capped: Option<f64>,
}

/// Below this, the chance of reaching the cap is not worth a line.
pub const CAPPED_SHOWN: f64 = 1e-6;

/// Computes the odds; dice are used only when a simulation is needed.
pub fn report(query: &OddsQuery, dice: &mut dyn Dice) -> Result<OddsReport, UserError> {
    match query {
        OddsQuery::Roll { expression } => roll_report(expression, dice),
        OddsQuery::Attack {
            th,
            dmg,
            defence,
            advantages,
            disadvantages,
            off_specialty,
            blinded,
        } => {
            let odds = flail::to_hit(
                *th,
                *advantages,
                *disadvantages,
                *off_specialty,
                *blinded,
                *dmg,
                *defence,
            )
            .map_err(flail_error)?;
            let total = u128::from(odds.total());
            let rows = flail::TO_HIT_RESULTS
                .iter()
                .map(|&outcome| OddsRow {
                    label: RowLabel::Outcome(outcome),
                    count: u128::from(odds.count(outcome)),
                    total,
                })
                .collect();
            Ok(OddsReport {
                title: (
                    "odds-title-attack",
                    vec![
                        ("th", Arg::from(i64::from(*th))),
                        ("dice", Arg::from(i64::from(odds.pool.dice))),
                        ("dmg", Arg::from(i64::from(*dmg))),
                        ("defence", Arg::from(i64::from(*defence))),
                    ],
                ),
                rows,
                sections: Vec::new(),
                mean: Some(("odds-expected-damage", odds.expected_damage())),
                // The bars are the five results; the damage is only their mean.
                axis: "odds-chart-outcome",
                method: Method::Exact,
                capped: None,
            })
        }
        OddsQuery::Save {
            value,
            advantages,
            disadvantages,
        } => {
            let odds = flail::save_from_sources(*value, *advantages, *disadvantages);
            let rows: Vec<OddsRow> = flail::SAVE_RESULTS
                .iter()
                .map(|&outcome| OddsRow {
                    label: RowLabel::Outcome(outcome),
                    count: u128::from(odds.count(outcome)),
                    total: u128::from(odds.total),
                })
                .collect();
            Ok(OddsReport {
                title: (
                    "odds-title-save",
                    vec![
                        ("value", Arg::from(i64::from(*value))),
                        ("dice", Arg::from(i64::from(save_dice(odds.keep)))),
                    ],
                ),
                rows,
                sections: Vec::new(),
                mean: None,
                axis: "odds-chart-result",
                method: Method::Exact,
                capped: None,
            })
        }
        OddsQuery::MageWars {
            dice: count,
            armor,
            resilient,
            effect,
            effect_modifier,
        } => {
            let odds = mage_wars::attack(*count, *armor, *resilient).map_err(mage_wars_error)?;
            let mut sections = Vec::new();
            if !effect.is_empty() {
                let rows = mage_wars::rows_from_thresholds(effect);
                let effect_odds =
                    mage_wars::effect(&rows, *effect_modifier).map_err(mage_wars_error)?;
                let total = u128::from(mage_wars::EffectOdds::TOTAL);
                let mut list: Vec<OddsRow> = effect_odds
                    .rows
                    .iter()
                    .map(|(row, ways)| OddsRow {
                        label: RowLabel::Effect {
                            from: row.from,
                            to: row.to,
                        },
                        count: u128::from(*ways),
                        total,
                    })
                    .collect();
                list.push(OddsRow {
                    label: RowLabel::Key("odds-effect-none"),
                    count: u128::from(effect_odds.none),
                    total,
                });
                sections.push(("odds-effect-heading", list));
            }
            Ok(OddsReport {
                title: (
                    "odds-title-mage-wars",
                    vec![
                        ("dice", Arg::from(i64::from(*count))),
                        ("armor", Arg::from(i64::from(*armor))),
                        (
                            "resilient",
                            Arg::from(if *resilient { "yes" } else { "no" }),
                        ),
                    ],
                ),
                rows: rows_of(&odds.damage),
                sections,
                mean: Some(("odds-expected-damage", odds.expected_damage())),
                axis: "odds-chart-damage",
                method: Method::Exact,
                capped: None,
            })
        }
    }
}

fn roll_report(expression: &str, dice: &mut dyn Dice) -> Result<OddsReport, UserError> {
    let program = notation::parse(expression)?;
    let title = (
        "odds-title-roll",
        vec![(
            "expression",
            Arg::from(crate::rules::names::shorten(expression)),
        )],
    );
    let check = program.check();
    // A check's odds are its chance to pass; the rows then read pass and fail.
    let rows_for = |d: &Distribution| match check {
        Some((op, target)) => {
            let pass = d.count_where(|v| op.holds(v, target));
            let total = d.total();
            vec![
                OddsRow {
                    label: RowLabel::Key("odds-check-pass"),
                    count: pass,
                    total,
                },
                OddsRow {
                    label: RowLabel::Key("odds-check-fail"),
                    count: total.saturating_sub(pass),
                    total,
                },
            ]
        }
        None => rows_of(d),
    };
    let axis = if check.is_some() {
        "odds-chart-outcome"
    } else {
        "odds-chart-result"
    };
    if let Some(odds) = notation::exact_odds(&program) {
        return Ok(OddsReport {
            title,
            rows: rows_for(&odds.distribution),
            sections: Vec::new(),
            mean: Some(("odds-mean", odds.distribution.mean())),
            axis,
            method: if odds.exact {
                Method::Exact
            } else {
                Method::Computed
            },
            capped: (odds.capped >= CAPPED_SHOWN).then_some(odds.capped),
        });
    }
    let simulation = notation::simulate(&program, dice, SIMULATION_TRIALS)?;
    Ok(OddsReport {
        title,
        rows: simulation
            .histogram
            .as_ref()
            .map(rows_for)
            .unwrap_or_default(),
        sections: Vec::new(),
        mean: Some(("odds-mean", simulation.mean)),
        axis,
        method: Method::Simulated {
            trials: simulation.trials,
            standard_error: simulation.standard_error,
        },
        capped: None,
    })
}

/// A refusal with the numbers its message names.
fn flail_error(error: flail::FlailOddsError) -> UserError {
    let e = UserError::new(error.fluent_key());
    match error {
        flail::FlailOddsError::TooManyDice { dice, max } => e.arg("dice", dice).arg("max", max),
        flail::FlailOddsError::SaveDice { dice } => e.arg("dice", dice),
    }
}

fn mage_wars_error(error: mage_wars::MageWarsOddsError) -> UserError {
    use mage_wars::MageWarsOddsError as E;
    let e = UserError::new(error.fluent_key());
    match error {
        E::TooManyDice { dice, max } => e.arg("dice", dice).arg("max", max),
        E::TooManyRows { rows, max } => e.arg("rows", rows).arg("max", max),
        E::Modifier { modifier, max } => e.arg("modifier", modifier).arg("max", max),
    }
}

/// One row per total, or ranges of totals when there are more than `MAX_ROWS`.
pub fn rows_of(distribution: &Distribution) -> Vec<OddsRow> {
    let total = distribution.total();
    let values: Vec<(i64, u128)> = distribution.iter().collect();
    if values.len() <= MAX_ROWS {
        return values
            .into_iter()
            .map(|(value, count)| OddsRow {
                label: RowLabel::Value(value),
                count,
                total,
            })
            .collect();
    }
    let (Some(&(low, _)), Some(&(high, _))) = (values.first(), values.last()) else {
        return Vec::new();
    };
    let span = i128::from(high) - i128::from(low) + 1;
    let bins = i128::try_from(MAX_ROWS).unwrap_or(24);
    let width = (span + bins - 1) / bins;
    let mut rows: Vec<OddsRow> = Vec::new();
    for (value, count) in values {
        let index = (i128::from(value) - i128::from(low)) / width;
        let from = i64::try_from(i128::from(low) + index * width).unwrap_or(value);
        let to = i64::try_from(i128::from(from) + width - 1)
            .unwrap_or(i64::MAX)
            .min(high);
        match rows.last_mut() {
            Some(row) if row.label == RowLabel::Range(from, to) => {
                row.count = row.count.saturating_add(count);
            }
            _ => rows.push(OddsRow {
                label: RowLabel::Range(from, to),
                count,
                total,
            }),
        }
    }
    rows
}

/// How many d20s a save rolls for this keep rule.
fn save_dice(keep: crate::dice::Keep) -> u32 {
    match keep {
        crate::dice::Keep::Single => 1,
        crate::dice::Keep::Lowest(n) | crate::dice::Keep::Highest(n) => n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::SeededDice;

    #[test]
    fn wide_distributions_are_grouped_into_ranges_that_keep_every_count() {
        let d100 = Distribution::uniform(1, 100).unwrap_or_else(|| Distribution::constant(0));
        let rows = rows_of(&d100);
        assert!(rows.len() <= MAX_ROWS);
        let sum: u128 = rows.iter().map(|r| r.count).sum();
        assert_eq!(sum, 100);
        assert_eq!(
            rows.first().map(|r| r.label.clone()),
            Some(RowLabel::Range(1, 5))
        );
    }

    fn roll(expression: &str) -> OddsReport {
        let query = OddsQuery::Roll {
            expression: expression.to_owned(),
        };
        report(&query, &mut SeededDice::from_seed(1)).unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn a_check_reports_pass_and_fail_exactly() {
        let report = roll("1d20+5>=15");
        let rows: Vec<(RowLabel, u128, u128)> = report
            .rows
            .iter()
            .map(|r| (r.label.clone(), r.count, r.total))
            .collect();
        assert_eq!(
            rows,
            vec![
                (RowLabel::Key("odds-check-pass"), 11, 20),
                (RowLabel::Key("odds-check-fail"), 9, 20),
            ]
        );
        assert_eq!(report.method, Method::Exact);
        assert_eq!(report.capped, None);
    }

    #[test]
    fn chains_are_not_simulated_and_a_likely_cap_is_reported() {
        let report = roll("3d6e6");
        assert_eq!(report.method, Method::Computed);
        assert_eq!(report.capped, None);
        let report = roll("20d20rr<20");
        assert_eq!(report.method, Method::Exact);
        assert!(report.capped.is_some_and(|p| p > 0.05 && p < 0.2));
        let report = roll("10d6rr1");
        assert_eq!(report.method, Method::Exact);
    }

    #[test]
    fn a_to_hit_report_lists_the_five_results_exactly() {
        let query = OddsQuery::Attack {
            th: 2,
            dmg: 4,
            defence: 1,
            advantages: 0,
            disadvantages: 0,
            off_specialty: false,
            blinded: false,
        };
        let report = report(&query, &mut SeededDice::from_seed(1));
        let report = report.unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(report.axis, "odds-chart-outcome");
        let counts: Vec<u128> = report.rows.iter().map(|r| r.count).collect();
        // Two dice: fail 16 + 2·4 = 24 (no 1, at most one 6), fumble 1 (6,6),
        // minor 2·5 = 10, major 1 (1,1); 36 in all.
        assert_eq!(counts, vec![24, 1, 10, 1, 0]);
        assert_eq!(report.method, Method::Exact);
    }
}
