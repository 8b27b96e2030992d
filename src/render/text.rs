//! A reply as plain lines (the console).

use super::{Style, help_view, log_line, settings_view};
use crate::games;
use crate::i18n::{Locale, plain};
use crate::table::Reply;

pub fn reply(locale: Locale, reply: &Reply, style: Style) -> String {
    let render = || match reply {
        Reply::Game(played) => games::seam(played.ruleset())
            .map(|seam| seam.text(locale, played, style))
            .unwrap_or_default(),
        Reply::Undone { command, .. } => crate::i18n::text(
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
        Reply::Settings { server, tables } => settings_view(locale, server, tables),
        Reply::Help { ruleset } => {
            help_view(locale, *ruleset, &|path| format!("**/{path}**")).text()
        }
        Reply::Rolled { roll, .. } => format!(
            "{}\n{}",
            super::rolls::roll_heading(roll),
            super::rolls::notation_roll(locale, roll, style)
        ),
        Reply::Odds(report) => super::rolls::odds_report(locale, report),
        Reply::Games { games, .. } => {
            let names: Vec<String> = games.iter().map(|r| plain(locale, &r.name_key())).collect();
            crate::i18n::text(locale, "games-list", &[("games", names.join(", ").into())])
        }
    };
    match style {
        Style::Markdown => crate::i18n::markdown(render),
        Style::Plain => render(),
    }
}
