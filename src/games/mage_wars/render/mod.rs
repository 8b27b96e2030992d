//! Mage Wars outcomes and the arena as localized lines. Both front-ends use these; Discord
//! puts them into embeds, the console prints them.

mod arena;
mod attack;
mod events;

pub use arena::{arena_lines, player_arg, seat, turn_line};
pub use attack::{attack_lines, face};
pub use events::{event_lines, seat_given};

use crate::i18n::{Locale, plain};
use crate::rules::mage_wars::Condition;

pub(crate) use crate::present::style::{Style, styled};

/// The asker's own enchantments, face-down ones by name (only they see this).
pub fn own_enchantments(locale: Locale, own: &[(String, String, bool)], style: Style) -> String {
    if own.is_empty() {
        return styled(plain(locale, "mw-no-own-enchantments"), style);
    }
    let lines: Vec<String> = own
        .iter()
        .map(|(name, target, revealed)| {
            crate::i18n::text(
                locale,
                if *revealed {
                    "mw-own-enchantment-revealed"
                } else {
                    "mw-own-enchantment-hidden"
                },
                &[("name", name.into()), ("target", target.into())],
            )
        })
        .collect();
    styled(lines.join("\n"), style)
}

pub(crate) fn condition(locale: Locale, condition: Condition) -> String {
    plain(locale, &format!("condition-{}", condition.key()))
}

/// "2 Burn, 1 Daze".
pub(crate) fn markers(locale: Locale, markers: &[(u32, Condition)]) -> String {
    markers
        .iter()
        .map(|(n, c)| format!("{n} {}", condition(locale, *c)))
        .collect::<Vec<_>>()
        .join(", ")
}
