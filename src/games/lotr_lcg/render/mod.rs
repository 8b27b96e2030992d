//! LotR LCG outcomes, the table, and the combat phase's next step as localized lines.
//! Both front-ends use these; Discord puts them into embeds, the console prints them.

mod events;
mod table;

pub use events::event_lines;
pub use table::{prompt, table_lines, table_view};

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
    let mut lines: Vec<String> = outcome
        .events
        .iter()
        .flat_map(|e| event_lines(locale, e))
        .collect();
    if lines.is_empty() {
        lines.push(plain(locale, "reply-nothing-changed"));
    }
    if let Some(next) = table.and_then(|t| prompt(locale, t)) {
        lines.push(next);
    }
    lines.into_iter().map(|l| styled(l, style)).collect()
}

/// "Aragorn, Gimli".
pub(crate) fn list(names: &[String]) -> String {
    names.join(", ")
}
