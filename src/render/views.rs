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
        match server.choice_timeout_minutes() {
            Some(minutes) => msg(
                locale,
                "settings-choice-timeout",
                &[("minutes", minutes.into())],
            ),
            None => plain(locale, "settings-choice-timeout-off"),
        },
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

/// `/help`: the channel's game's commands by phase and role, each with its description
/// and one example, each written by `command` (plain `/name` on the console; a clickable
/// mention on Discord).
pub struct HelpView {
    pub title: String,
    /// Each section's heading and lines.
    pub sections: Vec<(String, Vec<String>)>,
    pub footer: String,
}

impl HelpView {
    /// The console's text: the title, each heading over its commands, the footer.
    pub fn text(&self) -> String {
        let mut lines = vec![self.title.clone()];
        for (heading, commands) in &self.sections {
            lines.push(format!("**{heading}**"));
            lines.extend(commands.iter().cloned());
        }
        lines.push(self.footer.clone());
        lines.join("\n")
    }
}

pub fn help_view(locale: Locale, ruleset: Ruleset, command: &dyn Fn(&str) -> String) -> HelpView {
    let title = msg(
        locale,
        "help-title",
        &[("ruleset", plain(locale, &ruleset.name_key()).into())],
    );
    let specs: Vec<&crate::request::spec::CommandSpec> =
        crate::request::spec::for_ruleset(ruleset).collect();
    let line = |spec: &crate::request::spec::CommandSpec, example: &str| {
        // A shared verb may read differently in this game than Discord's one
        // description says.
        let own = format!("help-{}-{}", ruleset.key(), spec.path.join("-"));
        let key = if crate::i18n::has(locale, &own) {
            own
        } else {
            spec.key()
        };
        let command = crate::error::Arg::markup(command(&spec.name()));
        let description = plain(locale, &key).into();
        if example.is_empty() {
            msg(
                locale,
                "help-line",
                &[("command", command), ("description", description)],
            )
        } else {
            msg(
                locale,
                "help-line-example",
                &[
                    ("command", command),
                    ("example", crate::error::Arg::markup(example.to_owned())),
                    ("description", description),
                ],
            )
        }
    };
    let sections = games::seam(ruleset).map_or(&[][..], |seam| seam.help());
    let mut listed = Vec::new();
    let mut out = Vec::new();
    for section in sections {
        let mut lines = Vec::new();
        for (path, example) in section.commands {
            if let Some(spec) = specs.iter().find(|s| s.path.join(" ") == *path) {
                listed.push(spec.path);
                lines.push(line(spec, example));
            }
        }
        if !lines.is_empty() {
            out.push((plain(locale, section.heading), lines));
        }
    }
    let rest: Vec<String> = specs
        .iter()
        .filter(|s| !listed.contains(&s.path))
        .map(|s| line(s, ""))
        .collect();
    if !rest.is_empty() {
        out.push((plain(locale, "help-section-more"), rest));
    }
    HelpView {
        title,
        sections: out,
        footer: plain(locale, &format!("help-footer-{}", ruleset.key())),
    }
}

/// What a roll-log entry rolled and did, without who or when.
pub fn log_result(locale: Locale, entry: &LogEntry, style: Style) -> String {
    match &entry.result {
        Logged::Game { ruleset, entry } => games::seam(*ruleset)
            .and_then(|seam| seam.log_line(locale, entry, style))
            .unwrap_or_else(|| plain(locale, "log-unreadable")),
        Logged::ClosedIdle { days } => msg(locale, "log-closed-idle", &[("days", (*days).into())]),
        Logged::Notation(roll) => format!(
            "{}: {}",
            shown(&roll.expression),
            notation::render_with(
                &roll.rolled,
                style == Style::Markdown,
                super::rolls::verdicts(locale).as_words()
            )
            .replace('\n', " · ")
        ),
    }
}

pub fn log_line(locale: Locale, entry: &LogEntry, style: Style) -> String {
    let what = log_result(locale, entry, style);
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
    use super::{help_view, utc_time};
    use crate::i18n::Locale;
    use crate::rules::Ruleset;

    /// Every command of each game sits in one of its `/help` sections (none falls to
    /// "More"), no section names a command the game lacks, and each example reads as a
    /// valid command line of that game.
    #[test]
    fn help_places_every_command_once_with_a_valid_example() {
        for ruleset in crate::games::running() {
            let seam = crate::games::seam(ruleset).expect("a running game has a seam");
            let specs: Vec<String> = crate::request::spec::for_ruleset(ruleset)
                .map(|s| s.path.join(" "))
                .collect();
            let mut placed: Vec<&str> = Vec::new();
            for section in seam.help() {
                for (path, example) in section.commands {
                    assert!(specs.iter().any(|s| s == path), "{ruleset:?}: no /{path}");
                    assert!(!placed.contains(path), "{ruleset:?}: /{path} twice");
                    placed.push(path);
                    let line = format!("/{path} {example}");
                    let parsed = crate::request::line::parse(&line)
                        .unwrap_or_else(|e| panic!("{line}: {e:?}"))
                        .unwrap_or_else(|| panic!("{line}: empty"));
                    let words: Vec<&str> = parsed.words.iter().map(String::as_str).collect();
                    let command = crate::request::parse(&words, &parsed.options)
                        .unwrap_or_else(|e| panic!("{line}: {e:?}"));
                    if let crate::request::Command::Game(game_line) = command {
                        game_line
                            .check_for(ruleset)
                            .and_then(|()| game_line.values_with(seam.extras(game_line.spec.path)))
                            .unwrap_or_else(|e| panic!("{ruleset:?} {line}: {e:?}"));
                    }
                }
            }
            let missing: Vec<&String> = specs
                .iter()
                .filter(|s| !placed.contains(&s.as_str()))
                .collect();
            assert!(
                missing.is_empty(),
                "{ruleset:?}: not in /help sections: {missing:?}"
            );
            let view = help_view(Locale::EnUs, ruleset, &|p| format!("/{p}"));
            let more = crate::i18n::plain(Locale::EnUs, "help-section-more");
            assert!(view.sections.iter().all(|(h, _)| *h != more));
        }
    }

    /// A FLAIL channel's `/help` names no other game's command.
    #[test]
    fn help_in_a_flail_channel_names_only_flail_commands() {
        let view = help_view(Locale::EnUs, Ruleset::Flail, &|p| format!("/{p}"));
        let text = view.text();
        for foreign in [
            "/arena",
            "/lcg",
            "/combat",
            "/zero",
            "/tornscape",
            "mage-wars",
        ] {
            assert!(!text.contains(foreign), "{foreign} in FLAIL help:\n{text}");
        }
        assert!(text.contains("/attack `target:Ogre"), "{text}");
    }

    #[test]
    fn log_times_are_civil_utc() {
        assert_eq!(utc_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_time(1_795_323_313_000), "2026-11-22 04:55 UTC");
        assert_eq!(utc_time(951_782_400_000), "2000-02-29 00:00 UTC");
    }
}
