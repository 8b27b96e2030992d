//! A reply as plain lines (the console).

use super::{
    Style, character_sheet, encounter_view, event, help_view, log_line, msg, result, settings_view,
};
use crate::i18n::{Locale, plain};
use crate::table::Reply;

pub fn reply(locale: Locale, reply: &Reply, style: Style) -> String {
    match reply {
        Reply::Action { outcome, .. } => {
            let mut lines: Vec<String> = Vec::new();
            // Results and events interleave in the order they happened only loosely:
            // the rolls first, then what they caused.
            for r in &outcome.results {
                lines.push(result(locale, r, style));
            }
            for e in &outcome.events {
                lines.push(event(locale, e));
            }
            if lines.is_empty() {
                lines.push(plain(locale, "reply-nothing-changed"));
            }
            lines.join("\n")
        }
        Reply::Undone { command, .. } => msg(
            locale,
            "reply-undone",
            &[("command", command.as_str().into())],
        ),
        Reply::Log(entries) => {
            if entries.is_empty() {
                return plain(locale, "reply-log-empty");
            }
            entries
                .iter()
                .map(|e| log_line(locale, e, style))
                .collect::<Vec<_>>()
                .join("\n")
        }
        Reply::Encounter {
            table, characters, ..
        } => encounter_view(locale, table, characters, false),
        Reply::Settings {
            server,
            attribute_rule,
        } => settings_view(locale, server, *attribute_rule),
        Reply::Help { ruleset } => help_view(locale, ruleset),
        Reply::Rolled { roll, .. } => format!(
            "{}\n{}",
            super::rolls::roll_heading(roll),
            super::rolls::notation_roll(locale, roll, style)
        ),
        Reply::Odds(report) => super::rolls::odds_report(locale, report),
        Reply::MageWars { outcome, .. } => {
            super::mage_wars::outcome_lines(locale, outcome, style).join("\n")
        }
        Reply::Arena { arena, .. } => super::mage_wars::arena_view(locale, arena, style),
        Reply::Lcg { outcome, table, .. } => {
            super::lotr_lcg::outcome_lines(locale, outcome, table.as_deref(), style).join("\n")
        }
        Reply::LcgTable { table, .. } => super::lotr_lcg::table_view(locale, table, style),
        Reply::Character(c) => character_sheet(locale, c),
        Reply::Characters(list) => {
            if list.is_empty() {
                return plain(locale, "reply-no-characters");
            }
            list.iter()
                .map(|c| {
                    msg(
                        locale,
                        "list-character",
                        &[
                            ("name", c.name.as_str().into()),
                            ("class", super::class(locale, c.class).into()),
                            ("hp", c.hp.into()),
                            ("max", c.max_hp.into()),
                        ],
                    )
                })
                .collect::<Vec<_>>()
                .join("\n")
        }
    }
}
