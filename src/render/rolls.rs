//! Plain rolls (`/roll`) and odds (`/odds`) as text.

use super::{Style, msg};
use crate::i18n::{Locale, plain};
use crate::notation;
use crate::rules::odds::{Method, OddsReport, OddsRow, RowLabel};
use crate::table::NotationRoll;

/// The roll's heading (label or expression), every die, the totals and any notes.
pub fn notation_roll(locale: Locale, roll: &NotationRoll, style: Style) -> String {
    let markdown = style == Style::Markdown;
    let mut lines = vec![notation::render_with(
        &roll.rolled,
        markdown,
        verdicts(locale).as_words(),
    )];
    for note in &roll.rolled.notes {
        let (key, args) = note.message();
        lines.push(msg(locale, key, &args));
    }
    lines.join("\n")
}

/// The localized words of a check's pass and fail.
pub struct LocalVerdicts {
    pass: String,
    fail: String,
}

impl LocalVerdicts {
    pub fn as_words(&self) -> notation::Verdicts<'_> {
        notation::Verdicts {
            pass: &self.pass,
            fail: &self.fail,
        }
    }
}

pub fn verdicts(locale: Locale) -> LocalVerdicts {
    LocalVerdicts {
        pass: plain(locale, "roll-check-pass"),
        fail: plain(locale, "roll-check-fail"),
    }
}

/// The heading of a roll: its label, else the expression.
pub fn roll_heading(roll: &NotationRoll) -> String {
    roll.label
        .clone()
        .unwrap_or_else(|| roll.expression.clone())
}

/// One row's label as text.
pub fn row_label(locale: Locale, label: &RowLabel) -> String {
    match label {
        RowLabel::Outcome(outcome) => plain(locale, &format!("outcome-{}", outcome.key())),
        RowLabel::Key(key) => plain(locale, key),
        RowLabel::Value(value) => value.to_string(),
        RowLabel::Range(from, to) => format!("{from}–{to}"),
        RowLabel::Effect { from, to: None } => format!("{from}+"),
        RowLabel::Effect { from, to: Some(to) } if to == from => from.to_string(),
        RowLabel::Effect { from, to: Some(to) } => format!("{from}–{to}"),
    }
}

/// Czech and Russian write decimals with a comma; the chart and the text agree on it.
pub fn decimal_comma(locale: Locale) -> bool {
    locale != Locale::EnUs
}

/// A number with three decimals, in the locale's decimal separator.
fn decimal(locale: Locale, value: f64) -> String {
    let text = format!("{value:.3}");
    if decimal_comma(locale) {
        text.replace('.', ",")
    } else {
        text
    }
}

/// A probability as a percentage with two decimals (`12.35 %`, `12,35 %` in cs and ru),
/// never rounding a possible outcome down to a bare zero.
pub fn percent(locale: Locale, probability: f64) -> String {
    let p = probability * 100.0;
    let text = if p > 0.0 && p < 0.005 {
        "<0.01 %".to_owned()
    } else {
        format!("{p:.2} %")
    };
    if decimal_comma(locale) {
        text.replace('.', ",")
    } else {
        text
    }
}

fn row_line(locale: Locale, row: &OddsRow, exact: bool) -> String {
    let label = row_label(locale, &row.label);
    if exact {
        format!(
            "{label}: {} ({}/{})",
            percent(locale, row.probability()),
            row.count,
            row.total
        )
    } else {
        format!("{label}: {}", percent(locale, row.probability()))
    }
}

/// The odds as lines: what was asked, each row, the mean, and how it was computed.
pub fn odds_report(locale: Locale, report: &OddsReport) -> String {
    let exact = report.method == Method::Exact;
    let (key, args) = &report.title;
    let mut lines = vec![msg(locale, key, args)];
    lines.extend(report.rows.iter().map(|row| row_line(locale, row, exact)));
    for (heading, rows) in &report.sections {
        lines.push(plain(locale, heading));
        lines.extend(rows.iter().map(|row| row_line(locale, row, true)));
    }
    if let Some((key, mean)) = report.mean {
        lines.push(msg(locale, key, &[("mean", decimal(locale, mean).into())]));
    }
    if let Some(chance) = report.capped {
        lines.push(msg(
            locale,
            "odds-capped",
            &[
                ("cap", notation::limits::MAX_CHAIN.into()),
                ("chance", percent(locale, chance).into()),
            ],
        ));
    }
    lines.push(match &report.method {
        Method::Exact => plain(locale, "odds-exact"),
        Method::Computed => plain(locale, "odds-computed"),
        Method::Simulated {
            trials,
            standard_error,
        } => msg(
            locale,
            "odds-simulated",
            &[
                ("trials", (*trials).into()),
                // A 95 % margin for the mean.
                ("margin", decimal(locale, 1.96 * standard_error).into()),
            ],
        ),
    });
    lines.join("\n")
}
