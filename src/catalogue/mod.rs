//! The shape of what the table service is asked: the command catalogue's types and the
//! shared verbs (`spec`), option values checked against them (`Values`), the line syntax
//! (`line`), and the typed request (`Command`, `GameLine`, `SettingsChange`). It sits below
//! the table and the games, which read lines written in it; `request` (above them) parses
//! a front-end's input into it.

pub mod line;
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
        source: RollSource,
        label: Option<String>,
        secret: bool,
    },
    /// `/rolls`: saved rolls and roll statistics (no channel state).
    Rolls(RollsAsk),
    Odds(OddsQuery),
    /// `/data`: a player's or the server's data, exported or deleted on request.
    Data(DataAsk),
    /// `/encounter share`: a read-only link to the channel's table, or (`revoke`) none.
    Share {
        /// Hours until the link stops working; `None`: until revoked.
        hours: Option<u32>,
        revoke: bool,
    },
}

/// Whose data `/data` reads or deletes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataScope {
    /// The asker's own rows in the server (characters, saved rolls and armies, die counts).
    Mine,
    /// Everything the server has (owner or Administrator).
    Server,
}

impl DataScope {
    pub fn key(self) -> &'static str {
        match self {
            DataScope::Mine => "mine",
            DataScope::Server => "server",
        }
    }
}

/// `/data`'s subcommands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DataAsk {
    Export(DataScope),
    /// Without `confirm`, says what would go and asks to confirm; with the token its
    /// confirmation carries, deletes.
    Delete {
        scope: DataScope,
        confirm: Option<String>,
    },
}

impl DataAsk {
    /// A confirmed deletion: the only `/data` that changes anything.
    pub fn deletes(&self) -> bool {
        matches!(
            self,
            DataAsk::Delete {
                confirm: Some(_),
                ..
            }
        )
    }
}

/// What `/roll` rolls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RollSource {
    /// Typed notation.
    Expression(String),
    /// A saved roll, by name: the asker's own, else the server's.
    Saved(String),
    /// The roll of this roll-log row again, for whoever asks (its "roll again" button).
    Again(i64),
}

/// `/rolls`' subcommands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RollsAsk {
    /// Saves a roll; `server` for the whole server (moderators).
    Save {
        name: String,
        expression: String,
        server: bool,
    },
    List,
    Delete {
        name: String,
        server: bool,
    },
    /// Die statistics of `user` (the asker by default) over the last `since_days` days
    /// (all kept by default).
    Stats {
        user: Option<i64>,
        since_days: Option<u32>,
    },
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
    /// Minutes a pending choice waits; 0: no deadline.
    pub choice_timeout: Option<u32>,
}

impl SettingsChange {
    /// Whether any server-wide setting changes (those need a moderator).
    pub fn touches_server(&self) -> bool {
        self.language.is_some()
            || self.hide_adversary_hp.is_some()
            || self.gm_role.is_some()
            || self.ping_turns.is_some()
            || self.choice_timeout.is_some()
    }

    pub fn is_empty(&self) -> bool {
        !self.touches_server()
    }
}
