//! Turns a command (its words and `name:value` options, from any front-end) into a typed
//! request for the table service, refusing bad input with a localized error. Game verbs
//! stay lines here: the channel's game reads them once the table service knows which game
//! that is.

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
    /// `/settings`: the server's front-end settings and any game's table settings.
    Settings(SettingsChange),
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
    /// A game's table settings, as a line that game reads (one per game named).
    pub tables: Vec<(Ruleset, GameLine)>,
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
        !self.touches_server() && self.tables.is_empty()
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
        ["settings"] => Command::Settings(settings(spec, options, &v)?),
        ["help"] => Command::Help,
        ["roll"] => Command::Roll {
            expression: v.req_text("expression")?,
            label: v.text("label"),
            secret: v.flag("secret"),
        },
        ["odds", "roll"] => Command::Odds(OddsQuery::Roll {
            expression: v.req_text("expression")?,
        }),
        ["odds", "attack"] => Command::Odds(OddsQuery::Attack {
            th: v.req_uint("th")?,
            dmg: v.uint("dmg").unwrap_or(0),
            defence: v.int("defence").unwrap_or(0),
            advantages: v.uint("advantage").unwrap_or(0),
            disadvantages: v.uint("disadvantage").unwrap_or(0),
            off_specialty: v.flag("off-specialty"),
            blinded: v.flag("blinded"),
        }),
        ["odds", "save"] => Command::Odds(OddsQuery::Save {
            value: v.req_int("value")?,
            advantages: v.uint("advantage").unwrap_or(0),
            disadvantages: v.uint("disadvantage").unwrap_or(0),
        }),
        ["odds", "mage-wars"] => Command::Odds(OddsQuery::MageWars {
            dice: v.req_uint("dice")?,
            armor: v.uint("armor").unwrap_or(0),
            resilient: v.flag("resilient"),
            effect: match v.text("effect") {
                Some(text) => crate::odds::query::effect_thresholds(&text)
                    .ok_or_else(|| UserError::new("err-odds-effect-table"))?,
                None => Vec::new(),
            },
            // Damage Type raises the effect roll, the target's Tough lowers it.
            effect_modifier: v.int("effect-bonus").unwrap_or(0) - v.int("tough").unwrap_or(0),
        }),
        _ => Command::Game(GameLine {
            spec,
            options: options.to_vec(),
        }),
    };
    Ok(command)
}

/// `/settings`: the server's options are read here; a game's options go to that game as
/// a line of its own.
fn settings(
    spec: &'static spec::CommandSpec,
    options: &[(String, String)],
    v: &Values,
) -> Result<SettingsChange, UserError> {
    let gm_role = match (v.id("gm-role"), v.flag("clear-gm-role")) {
        (Some(_), true) => return Err(UserError::new("err-gm-role-both")),
        (Some(role), false) => Some(Some(role)),
        (None, true) => Some(None),
        (None, false) => None,
    };
    let mut tables: Vec<(Ruleset, GameLine)> = Vec::new();
    for (name, value) in options {
        let Some(option) = spec.option(name) else {
            continue;
        };
        let spec::Games::Only([owner]) = option.games else {
            continue;
        };
        let pair = (name.clone(), value.clone());
        match tables.iter_mut().find(|(game, _)| game == owner) {
            Some((_, line)) => line.options.push(pair),
            None => tables.push((
                *owner,
                GameLine {
                    spec,
                    options: vec![pair],
                },
            )),
        }
    }
    Ok(SettingsChange {
        language: v.text("language").map(|l| (l != "server").then_some(l)),
        hide_adversary_hp: v.bool("hide-adversary-hp"),
        gm_role,
        ping_turns: v.bool("ping-turns"),
        tables,
    })
}
