//! LotR LCG outcomes, the table, and the combat phase's next step as localized lines.
//! Both front-ends use these; Discord puts them into embeds, the console prints them.

mod events;
mod skips;
mod table;

pub use events::event_lines;
pub use skips::{passed_over, skip_line};
pub use table::{prompt, table_lines, title};

use crate::i18n::Locale;
use crate::rules::lotr_lcg::{Outcome, Table};

pub(crate) use crate::present::style::{Style, styled};

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
