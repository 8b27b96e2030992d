//! LotR LCG outcomes, the table, and the combat phase's next step as localized lines.
//! Both front-ends use these; Discord puts them into embeds, the console prints them.

mod events;
mod skips;
mod table;

pub use events::event_lines;
pub use skips::{Skip, Why, passed_over, skip_line};
pub use table::{prompt, step_of, table_lines, table_view, title};

use crate::i18n::{Locale, plain};
use crate::rules::lotr_lcg::{Outcome, Table};

pub(crate) use crate::present::style::{Style, styled};

/// Every line of an action's outcome in the order things happened, then what the combat
/// phase waits for.
pub fn outcome_lines(
    locale: Locale,
    outcome: &Outcome,
    table: Option<&Table>,
    style: Style,
) -> Vec<String> {
    let mut lines = event_story(locale, outcome, table);
    if lines.is_empty() {
        lines.push(plain(locale, "reply-nothing-changed"));
    }
    if let Some(next) = table.and_then(|t| prompt(locale, t)) {
        lines.push(next);
    }
    lines.into_iter().map(|l| styled(l, style)).collect()
}

/// Every event's lines in order, with a line for the players a step passed over just
/// before the handover that passed them.
pub fn event_story(locale: Locale, outcome: &Outcome, table: Option<&Table>) -> Vec<String> {
    let skips = table.map(|t| passed_over(outcome, t)).unwrap_or_default();
    let mut lines = Vec::new();
    for (i, event) in outcome.events.iter().enumerate() {
        lines.extend(
            skips
                .iter()
                .filter(|s| s.before == i)
                .map(|s| skip_line(locale, s)),
        );
        lines.extend(event_lines(locale, event));
    }
    lines
}

/// "Aragorn, Gimli".
pub(crate) fn list(names: &[String]) -> String {
    names.join(", ")
}
