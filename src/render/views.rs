//! Views every game shares: `/settings`, `/help`, a roll-log line.

use super::{Style, msg};
use crate::games::{self, GameTable};
use crate::i18n::{Locale, plain, shown};
use crate::notation;
use crate::rules::Ruleset;
use crate::table::{LogEntry, Logged, ServerSettings};

/// `/settings`: the server's settings, then each game's table settings.
pub fn settings_view(locale: Locale, server: &ServerSettings, tables: &[GameTable]) -> String {
    let state = |on: bool| plain(locale, if on { "state-on" } else { "state-off" });
    let language = match &server.language {
        Some(code) => plain(locale, &format!("language-{code}")),
        None => plain(locale, "language-server"),
    };
    let gm_role = match server.gm_role {
        // A role mention renders as the role's name on Discord; replies never ping roles.
        Some(role) => format!("<@&{role}>"),
        None => plain(locale, "settings-gm-role-none"),
    };
    let mut lines = vec![
        plain(locale, "settings-title"),
        msg(
            locale,
            "settings-language",
            &[("language", language.into())],
        ),
        msg(
            locale,
            "settings-gm-role",
            &[("role", crate::error::Arg::markup(gm_role))],
        ),
        msg(
            locale,
            "settings-hide-adversary-hp",
            &[("state", state(server.hide_adversary_hp).into())],
        ),
        msg(
            locale,
            "settings-ping-turns",
            &[("state", state(server.ping_turns).into())],
        ),
    ];
    // Every game that runs shows its settings, whether or not the channel changed them.
    for ruleset in games::running() {
        let Some(seam) = games::seam(ruleset) else {
            continue;
        };
        let table = tables.iter().find(|t| t.ruleset() == ruleset);
        lines.extend(seam.settings_lines(locale, table));
    }
    lines.join("\n")
}

/// `/help`: every command of the channel's game with its description, each written by
/// `command` (plain `/name` on the console; a clickable mention on Discord).
pub fn help_view(locale: Locale, ruleset: Ruleset, command: &dyn Fn(&str) -> String) -> String {
    let mut lines = vec![msg(
        locale,
        "help-title",
        &[("ruleset", plain(locale, &ruleset.name_key()).into())],
    )];
    for spec in crate::request::spec::for_ruleset(ruleset) {
        // A shared verb may read differently in this game than Discord's one
        // description says.
        let own = format!("help-{}-{}", ruleset.key(), spec.path.join("-"));
        let key = if crate::i18n::has(locale, &own) {
            own
        } else {
            spec.key()
        };
        lines.push(msg(
            locale,
            "help-line",
            &[
                ("command", crate::error::Arg::markup(command(&spec.name()))),
                ("description", plain(locale, &key).into()),
            ],
        ));
    }
    lines.push(plain(locale, &format!("help-footer-{}", ruleset.key())));
    lines.join("\n")
}

pub fn log_line(locale: Locale, entry: &LogEntry, style: Style) -> String {
    let what = match &entry.result {
        Logged::Game { ruleset, entry } => games::seam(*ruleset)
            .and_then(|seam| seam.log_line(locale, entry, style))
            .unwrap_or_else(|| plain(locale, "log-unreadable")),
        Logged::Notation(roll) => format!(
            "{}: {}",
            shown(&roll.expression),
            notation::render(&roll.rolled, style == Style::Markdown).replace('\n', " · ")
        ),
    };
    // Discord shows a timestamp tag in each reader's own time zone and language.
    let when = match style {
        Style::Markdown => format!("<t:{}:f>", entry.at_millis.div_euclid(1000)),
        Style::Plain => utc_time(entry.at_millis),
    };
    let mut line = format!(
        "#{} {} {} /{}: {}",
        entry.id,
        when,
        shown(&entry.user_name),
        entry.command,
        what
    );
    if entry.undone {
        line = match style {
            Style::Markdown => format!("~~{line}~~ {}", plain(locale, "log-undone")),
            Style::Plain => format!("{line} {}", plain(locale, "log-undone")),
        };
    }
    line
}

/// `2026-11-22 04:55 UTC` from milliseconds since the epoch (the log's "when").
fn utc_time(millis: i64) -> String {
    let seconds = millis.div_euclid(1000);
    let (days, of_day) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        of_day / 3600,
        of_day % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::utc_time;

    #[test]
    fn log_times_are_civil_utc() {
        assert_eq!(utc_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_time(1_795_323_313_000), "2026-11-22 04:55 UTC");
        assert_eq!(utc_time(951_782_400_000), "2000-02-29 00:00 UTC");
    }
}
