//! Turns a command (its words and `name:value` options, from any front-end) into a typed
//! request for the table service, refusing bad input with a localized error.

pub mod flail;
pub mod lotr_lcg;
pub mod mage_wars;
pub mod spec;
mod values;

use crate::error::UserError;
use crate::odds::OddsQuery;
pub use values::Values;

/// Everything the table service can be asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// A game verb: the channel's ruleset reads it (`flail::action`, `mage_wars::action`)
    /// once the table service knows which ruleset the channel plays.
    Game(GameLine),
    Undo,
    Log {
        limit: u32,
    },
    EncounterShow,
    CharacterShow {
        character: Option<String>,
    },
    CharacterList,
    /// `/settings`: the table's attribute rule and the server's front-end settings.
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

/// A game command whose options passed the spec's checks, kept as typed for the ruleset
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

    /// Whether this is `/encounter start`, and with which ruleset (FLAIL by default).
    pub fn starts(&self) -> Option<String> {
        (self.spec.path == ["encounter", "start"]).then(|| {
            self.options
                .iter()
                .find(|(name, _)| name.eq_ignore_ascii_case("ruleset"))
                .map_or_else(|| "flail".to_owned(), |(_, v)| v.trim().to_lowercase())
        })
    }
}

/// What one `/settings` asks to change; all `None` shows the settings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub attribute_rule: Option<bool>,
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
}

/// Parses one command: `words` such as `["character", "create"]`, options as given.
pub fn parse(words: &[&str], options: &[(String, String)]) -> Result<Command, UserError> {
    let spec = spec::find(words).ok_or_else(|| {
        UserError::new("err-unknown-command").arg(
            "command",
            crate::rules::flail::shorten_text(&words.join(" ")),
        )
    })?;
    if words.len() > spec.path.len() {
        return Err(UserError::new("err-unknown-command").arg(
            "command",
            crate::rules::flail::shorten_text(&words.join(" ")),
        ));
    }
    let v = Values::check(spec, options)?;
    let path: Vec<&str> = spec.path.to_vec();
    let command = match path.as_slice() {
        ["encounter", "show"] => Command::EncounterShow,
        ["character", "show"] => Command::CharacterShow {
            character: v.text("character"),
        },
        ["character", "list"] => Command::CharacterList,
        ["undo"] => Command::Undo,
        ["log"] => Command::Log {
            limit: v.uint("limit").unwrap_or(15),
        },
        ["settings"] => {
            let gm_role = match (v.id("gm-role"), v.flag("clear-gm-role")) {
                (Some(_), true) => return Err(UserError::new("err-gm-role-both")),
                (Some(role), false) => Some(Some(role)),
                (None, true) => Some(None),
                (None, false) => None,
            };
            Command::Settings(SettingsChange {
                attribute_rule: v.bool("attribute-rule"),
                language: v.text("language").map(|l| (l != "server").then_some(l)),
                hide_adversary_hp: v.bool("hide-adversary-hp"),
                gm_role,
                ping_turns: v.bool("ping-turns"),
            })
        }
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
