//! A reply as plain lines (the console).

use super::{Style, help_view, log_line, settings_view};
use crate::games::{self, Played, ReplyKind};
use crate::i18n::{Locale, plain};
use crate::present::Post;
use crate::table::Reply;

/// A game's reply as the same value Discord draws: an action's post, or the tracker
/// for a view. The console shows every number, as a GM's screen would.
fn game_post(locale: Locale, played: &Played) -> Option<Post> {
    let seam = games::seam(played.ruleset())?;
    match seam.reply_kind(played) {
        ReplyKind::View => seam.tracker(locale, played, false).map(Post::from),
        ReplyKind::Action | ReplyKind::Private => seam.post(locale, played, false),
    }
}

/// A post as lines: a small line inside a fact is small on Discord alone, so the console
/// drops its marker.
fn plain_post(post: &Post) -> String {
    post.plain_lines()
        .iter()
        .flat_map(|fact| fact.lines())
        .map(|line| line.strip_prefix("-# ").unwrap_or(line))
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn reply(locale: Locale, reply: &Reply, style: Style) -> String {
    let render = || match reply {
        Reply::Game(played) => game_post(locale, played)
            .map(|post| plain_post(&post))
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
        Reply::SavedRolls(done) => super::rolls::saved_rolls(locale, done, style),
        Reply::RollStats(stats) => {
            let whose = match style {
                Style::Markdown => format!("<@{}>", stats.user),
                Style::Plain => format!("#{}", stats.user),
            };
            super::rolls::roll_stats(locale, stats, &whose)
        }
        Reply::Games { games, .. } => {
            let names: Vec<String> = games.iter().map(|r| plain(locale, &r.name_key())).collect();
            crate::i18n::text(locale, "games-list", &[("games", names.join(", ").into())])
        }
        Reply::DataExport(export) => match style {
            Style::Plain => super::data::export_text(locale, export),
            Style::Markdown => super::data::export_summary(locale, export),
        },
        Reply::DataDeletion(done) => super::data::deletion(locale, done, style),
        // The console has no address of its own: the page's path, on the bot's web address.
        Reply::Shared(shared) => super::data::shared(locale, shared, "/t/"),
    };
    match style {
        Style::Markdown => crate::i18n::markdown(render),
        Style::Plain => render(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::Tone;

    #[test]
    fn a_post_prints_headline_facts_and_status_with_small_markers_dropped() {
        let post = Post::new(Tone::default())
            .headline("**Ash** fumbles")
            .line("0 ones in 3d6 `6 4 6`\n-# unarmed · 3 dice")
            .status("Round 1 · ▶ Goblin 1");
        assert_eq!(
            plain_post(&post),
            "Ash fumbles\n0 ones in 3d6 6 4 6\nunarmed · 3 dice\nRound 1 · ▶ Goblin 1"
        );
    }
}
