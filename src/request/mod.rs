//! Turns a command (its words and `name:value` options, from any front-end) into a typed
//! request for the table service, refusing bad input with a localized error. Game verbs
//! stay lines here: the channel's game reads them once the table service knows which game
//! that is.

pub mod line;
#[cfg(test)]
mod published;
pub mod spec;
mod values;

use crate::error::UserError;
use crate::odds::OddsQuery;
use crate::rules::{Ruleset, names};
pub use values::Values;

/// Everything the table service can be asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// A game verb, shared or a game's own: the channel's game reads it.
    Game(GameLine),
    Undo,
    Log {
        limit: u32,
    },
    /// `/settings`: the server's front-end settings.
    Settings(SettingsChange),
    /// `/games`: the games the server plays; `Some` picks them (moderators).
    Games(Option<Vec<Ruleset>>),
    Help,
    /// `/roll`: dice notation; not an action (no undo), but logged.
    Roll {
        expression: String,
        label: Option<String>,
        secret: bool,
    },
    Odds(OddsQuery),
}

/// A game command whose options passed the spec's checks, kept as typed for the game
/// that will read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameLine {
    pub spec: &'static spec::CommandSpec,
    pub options: Vec<(String, String)>,
}

impl GameLine {
    pub fn values(&self) -> Result<Values, UserError> {
        Values::check(self.spec, &self.options)
    }

    /// The line's values as a game reads them: its `extra:` words become options of their
    /// own, each one of the words that game takes on this command (`extras`).
    pub fn values_with(&self, extras: &[spec::OptionSpec]) -> Result<Values, UserError> {
        let mut options = Vec::with_capacity(self.options.len() + 2);
        for (name, value) in &self.options {
            if !name.eq_ignore_ascii_case(spec::EXTRA.name) {
                options.push((name.clone(), value.clone()));
                continue;
            }
            for (word, value) in line::extra_words(value)? {
                if !extras.iter().any(|o| o.name.eq_ignore_ascii_case(&word)) {
                    let known: Vec<&str> = extras.iter().map(|o| o.name).collect();
                    let known = if known.is_empty() {
                        "—".to_owned()
                    } else {
                        known.join(", ")
                    };
                    return Err(UserError::new("err-extra-unknown")
                        .arg("word", names::shorten(&word))
                        .arg("command", self.spec.name())
                        .arg("words", known));
                }
                if options
                    .iter()
                    .any(|(n, _): &(String, String)| n.eq_ignore_ascii_case(&word))
                {
                    return Err(
                        UserError::new("err-repeated-option").arg("option", names::shorten(&word))
                    );
                }
                options.push((word, value));
            }
        }
        Values::check_with(self.spec, extras, &options)
    }

    /// Whether this is `/encounter start`, and of which game (the default one unless
    /// `ruleset:` names another).
    pub fn starts(&self) -> Option<Ruleset> {
        (self.spec.path == ["encounter", "start"]).then(|| {
            self.options
                .iter()
                .find(|(name, _)| name.eq_ignore_ascii_case("ruleset"))
                .and_then(|(_, value)| Ruleset::parse(value))
                .unwrap_or(Ruleset::DEFAULT)
        })
    }

    /// Refuses the line when `ruleset` does not take this command or one of its options,
    /// so nothing a game does not read is silently ignored.
    pub fn check_for(&self, ruleset: Ruleset) -> Result<(), UserError> {
        if !self.spec.games.includes(ruleset) {
            return Err(UserError::new("err-not-in-ruleset")
                .arg("command", self.spec.name())
                .arg("ruleset", ruleset.key()));
        }
        for (name, _) in &self.options {
            if let Some(option) = self.spec.option(name)
                && !option.games.includes(ruleset)
            {
                return Err(UserError::new("err-option-not-in-ruleset")
                    .arg("option", option.name)
                    .arg("ruleset", ruleset.key()));
            }
        }
        Ok(())
    }
}

/// What one `/settings` asks to change; nothing at all shows the settings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// `Some(None)` goes back to the server's own locale.
    pub language: Option<Option<String>>,
    pub hide_adversary_hp: Option<bool>,
    /// `Some(None)` clears the GM role.
    pub gm_role: Option<Option<i64>>,
    pub ping_turns: Option<bool>,
}

impl SettingsChange {
    /// Whether any server-wide setting changes (those need a moderator).
    pub fn touches_server(&self) -> bool {
        self.language.is_some()
            || self.hide_adversary_hp.is_some()
            || self.gm_role.is_some()
            || self.ping_turns.is_some()
    }

    pub fn is_empty(&self) -> bool {
        !self.touches_server()
    }
}

/// Parses one command: `words` such as `["character", "create"]`, options as given.
pub fn parse(words: &[&str], options: &[(String, String)]) -> Result<Command, UserError> {
    let unknown =
        || UserError::new("err-unknown-command").arg("command", names::shorten(&words.join(" ")));
    let spec = spec::find(words).ok_or_else(unknown)?;
    if words.len() > spec.path.len() {
        return Err(unknown());
    }
    let v = Values::check(spec, options)?;
    let command = match spec.path {
        ["undo"] => Command::Undo,
        ["log"] => Command::Log {
            limit: v.uint("limit").unwrap_or(15),
        },
        ["settings"] => Command::Settings(settings(&v)?),
        ["games"] => Command::Games(v.text("pick").map(|p| games(&p)).transpose()?),
        ["help"] => Command::Help,
        ["roll"] => Command::Roll {
            expression: v.req_text("expression")?,
            label: v.text("label"),
            secret: v.flag("secret"),
        },
        ["odds"] => Command::Odds(OddsQuery::Roll {
            expression: v.req_text("expression")?,
        }),
        // A game's own odds questions: the game reads them, the odds are shared.
        _ if spec.server_wide && spec.read_only => {
            let line = GameLine {
                spec,
                options: options.to_vec(),
            };
            match spec.owner().and_then(crate::games::seam) {
                Some(seam) => match seam.odds(&line, &v) {
                    Some(query) => Command::Odds(query?),
                    None => Command::Game(line),
                },
                None => Command::Game(line),
            }
        }
        _ => Command::Game(GameLine {
            spec,
            options: options.to_vec(),
        }),
    };
    Ok(command)
}

/// `/settings`: the server's options.
fn settings(v: &Values) -> Result<SettingsChange, UserError> {
    let gm_role = match (v.id("gm-role"), v.flag("clear-gm-role")) {
        (Some(_), true) => return Err(UserError::new("err-gm-role-both")),
        (Some(role), false) => Some(Some(role)),
        (None, true) => Some(None),
        (None, false) => None,
    };
    Ok(SettingsChange {
        language: v.text("language").map(|l| (l != "server").then_some(l)),
        hide_adversary_hp: v.bool("hide-adversary-hp"),
        gm_role,
        ping_turns: v.bool("ping-turns"),
    })
}

/// `/games pick:`: game keys separated by commas (a menu's picks arrive the same way); at
/// least one, each a game that runs, none twice.
fn games(list: &str) -> Result<Vec<Ruleset>, UserError> {
    let mut picked = Vec::new();
    for key in list
        .split(names::LIST_SEPARATOR)
        .map(str::trim)
        .filter(|k| !k.is_empty())
    {
        let ruleset = Ruleset::parse(key).ok_or_else(|| {
            let running: Vec<&str> = crate::games::running().map(Ruleset::key).collect();
            UserError::new("err-option-choice")
                .arg("option", "pick")
                .arg("choices", running.join(", "))
        })?;
        if !crate::games::runs(ruleset) {
            return Err(UserError::new("err-ruleset-unavailable").arg("ruleset", ruleset.key()));
        }
        if !picked.contains(&ruleset) {
            picked.push(ruleset);
        }
    }
    if picked.is_empty() {
        return Err(UserError::new("err-games-none"));
    }
    Ok(picked)
}
