//! Plain rolls (`/roll`) and odds (`/odds`) as text.

use super::{Style, msg};
use crate::error::Arg;
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

/// `/rolls save`, `list` and `delete`, as text.
pub fn saved_rolls(locale: Locale, done: &crate::table::SavedRolls, style: Style) -> String {
    use crate::table::SavedRolls;
    let code = |expression: &str| match style {
        Style::Markdown => format!("`{}`", expression.replace('`', "'")),
        Style::Plain => expression.to_owned(),
    };
    match done {
        SavedRolls::Saved {
            name,
            expression,
            server,
            replaced,
        } => {
            let key = match (server, replaced) {
                (false, false) => "rolls-saved",
                (false, true) => "rolls-replaced",
                (true, false) => "rolls-saved-server",
                (true, true) => "rolls-replaced-server",
            };
            crate::i18n::text(
                locale,
                key,
                &[
                    ("name", name.into()),
                    ("expression", Arg::markup(code(expression))),
                ],
            )
        }
        SavedRolls::Deleted { name, server } => crate::i18n::text(
            locale,
            if *server {
                "rolls-deleted-server"
            } else {
                "rolls-deleted"
            },
            &[("name", name.into())],
        ),
        SavedRolls::Listed(rolls) if rolls.is_empty() => plain(locale, "rolls-list-empty"),
        SavedRolls::Listed(rolls) => {
            let mut lines = Vec::new();
            for (server, heading) in [(false, "rolls-list-mine"), (true, "rolls-list-server")] {
                let mine: Vec<String> = rolls
                    .iter()
                    .filter(|r| r.server == server)
                    .map(|r| format!("{} · {}", crate::i18n::shown(&r.name), code(&r.expression)))
                    .collect();
                if !mine.is_empty() {
                    lines.push(plain(locale, heading));
                    lines.extend(mine);
                }
            }
            lines.join("\n")
        }
    }
}

/// `/rolls stats`, as text: per source, one line per die size with its verdict.
pub fn roll_stats(locale: Locale, stats: &crate::table::RollStats, whose: &str) -> String {
    use crate::dice::fairness::Verdict;
    let mut lines = vec![crate::i18n::text(
        locale,
        "stats-heading",
        &[("user", Arg::markup(whose))],
    )];
    lines.push(match stats.since_days {
        Some(days) => crate::i18n::text(locale, "stats-since", &[("days", days.into())]),
        None => plain(locale, "stats-all-kept"),
    });
    if stats.sizes.is_empty() {
        lines.push(plain(locale, "stats-none"));
        return lines.join("\n");
    }
    for (game, heading) in [(false, "stats-roll-dice"), (true, "stats-game-dice")] {
        let sizes: Vec<&crate::table::SizeStats> =
            stats.sizes.iter().filter(|s| s.game == game).collect();
        if sizes.is_empty() {
            continue;
        }
        lines.push(String::new());
        lines.push(plain(locale, heading));
        for size in sizes {
            let verdict = match size.verdict {
                Verdict::NotEnough => plain(locale, "stats-not-enough"),
                Verdict::Fair { .. } => plain(locale, "stats-fair"),
                Verdict::Unusual { one_in, .. } => crate::i18n::text(
                    locale,
                    "stats-unusual",
                    &[("n", Arg::Number(clamp(one_in)))],
                ),
            };
            lines.push(crate::i18n::text(
                locale,
                "stats-line",
                &[
                    ("sides", size.sides.into()),
                    ("count", Arg::Number(clamp(size.count))),
                    ("mean", Arg::markup(decimal2(locale, size.mean))),
                    (
                        "expected",
                        Arg::markup(decimal2(locale, size.expected_mean)),
                    ),
                    ("verdict", Arg::markup(verdict)),
                ],
            ));
        }
    }
    let tested = stats
        .sizes
        .iter()
        .filter(|s| !matches!(s.verdict, Verdict::NotEnough))
        .count();
    lines.push(String::new());
    lines.push(crate::i18n::text(
        locale,
        "stats-note",
        &[("sizes", tested.into())],
    ));
    lines.join("\n")
}

fn clamp(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A mean with two decimals, in the locale's decimal separator.
fn decimal2(locale: Locale, value: f64) -> String {
    let text = format!("{value:.2}");
    if decimal_comma(locale) {
        text.replace('.', ",")
    } else {
        text
    }
}
