//! Turns a command (its words and `name:value` options, from any front-end) into a typed
//! request for the table service, refusing bad input with a localized error.

pub mod spec;
mod values;

use crate::error::UserError;
use crate::odds::OddsQuery;
use crate::rules::flail::model::{ArmourPiece, Class, ConditionKind, Religion, Side};
use crate::rules::flail::{Action, CharacterEdit, RestKind};
pub use values::Values;

/// Everything the table service can be asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// A state-changing FLAIL action.
    Flail(Action),
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
        ["encounter", "start"] => {
            if let Some(ruleset) = v.text("ruleset")
                && ruleset != "flail"
            {
                return Err(UserError::new("err-ruleset-unavailable").arg("ruleset", ruleset));
            }
            Command::Flail(Action::EncounterStart {
                surprise: v.text("surprise").map(|s| {
                    if s == "players" {
                        Side::Players
                    } else {
                        Side::Adversaries
                    }
                }),
            })
        }
        ["encounter", "end"] => Command::Flail(Action::EncounterEnd),
        ["encounter", "show"] => Command::EncounterShow,
        ["session", "end"] => Command::Flail(Action::SessionEnd),
        ["character", "create"] => Command::Flail(Action::CharacterCreate {
            name: v.req_text("name")?,
            class: class(&v.req_text("class")?)?,
            attributes: [
                v.int("str"),
                v.int("dex"),
                v.int("int"),
                v.int("cha"),
                v.int("luck"),
            ],
            hp: v.int("hp"),
            religion: v.text("religion").map(|r| religion(&r)).transpose()?,
        }),
        ["character", "show"] => Command::CharacterShow {
            character: v.text("character"),
        },
        ["character", "edit"] => Command::Flail(Action::CharacterEdit {
            character: v.req_text("character")?,
            edit: CharacterEdit {
                name: v.text("name"),
                class: v.text("class").map(|c| class(&c)).transpose()?,
                religion: v.text("religion").map(|r| religion(&r)).transpose()?,
                str: v.int("str"),
                dex: v.int("dex"),
                int: v.int("int"),
                cha: v.int("cha"),
                luck: v.int("luck"),
                hp: v.int("hp"),
                max_hp: v.int("max-hp"),
            },
        }),
        ["character", "delete"] => Command::Flail(Action::CharacterDelete {
            character: v.req_text("character")?,
        }),
        ["character", "list"] => Command::CharacterList,
        ["character", "weapon"] => Command::Flail(Action::CharacterWeapon {
            character: v.req_text("character")?,
            weapon: v.req_text("weapon")?,
            th: v.uint("th"),
            dmg: v.uint("dmg"),
            missile: v.bool("missile"),
            specialty: v.bool("specialty"),
            remove: v.flag("remove"),
        }),
        ["character", "armour"] => Command::Flail(Action::CharacterArmour {
            character: v.req_text("character")?,
            piece: piece(&v.req_text("piece")?)?,
            remove: v.flag("remove"),
        }),
        ["adversary", "add"] => Command::Flail(Action::AdversaryAdd {
            name: v.req_text("name")?,
            hp: v.req_int("hp")?,
            defence: v.req_int("defence")?,
            saves: v.req_int("saves")?,
            morale: v.req_int("morale")?,
            th: v.req_uint("th")?,
            dmg: v.req_uint("dmg")?,
            count: v.uint("count").unwrap_or(1),
        }),
        ["adversary", "remove"] => Command::Flail(Action::AdversaryRemove {
            name: v.req_text("name")?,
        }),
        ["join"] => Command::Flail(Action::Join {
            character: v.req_text("character")?,
        }),
        ["initiative"] => Command::Flail(Action::Initiative),
        ["next"] => Command::Flail(Action::Next),
        ["undo"] => Command::Undo,
        ["log"] => Command::Log {
            limit: v.uint("limit").unwrap_or(15),
        },
        ["attack"] => Command::Flail(Action::Attack {
            target: v.req_text("target")?,
            weapon: v.text("weapon"),
            offhand: v.text("offhand"),
            advantage: v.flag("advantage"),
            disadvantage: v.flag("disadvantage"),
            acting_as: v.text("as"),
            free: v.flag("free"),
        }),
        ["armour"] => Command::Flail(Action::Armour {
            piece: piece(&v.req_text("piece")?)?,
            dots: v.req_uint("dots")?,
            more: v.flag("more"),
        }),
        ["fumble"] => {
            let (ally, item) = (v.text("ally"), v.text("item"));
            if ally.is_some() == item.is_some() {
                return Err(UserError::new("err-fumble-choose-one"));
            }
            Command::Flail(Action::Fumble { ally, item })
        }
        ["save"] => Command::Flail(Action::Save {
            attribute: attribute(&v.req_text("attribute")?)?,
            character: v.text("character"),
            advantage: v.flag("advantage"),
            disadvantage: v.flag("disadvantage"),
            against: v.text("against"),
        }),
        ["flee"] => Command::Flail(Action::Flee {
            character: v.text("character"),
            slower: v.flag("slower"),
        }),
        ["morale"] => Command::Flail(Action::Morale {
            adversary: v.text("adversary"),
        }),
        ["condition", "add"] => Command::Flail(Action::ConditionAdd {
            target: v.req_text("target")?,
            condition: condition(&v.req_text("condition")?)?,
            save: v.text("save").map(|a| attribute(&a)).transpose()?,
        }),
        ["condition", "remove"] => Command::Flail(Action::ConditionRemove {
            target: v.req_text("target")?,
            condition: condition(&v.req_text("condition")?)?,
        }),
        ["damage"] => Command::Flail(Action::Damage {
            target: v.req_text("target")?,
            amount: v.req_int("amount")?,
        }),
        ["heal"] => Command::Flail(Action::Heal {
            target: v.req_text("target")?,
            amount: v.req_int("amount")?,
        }),
        ["rest"] => Command::Flail(Action::Rest {
            kind: match v.req_text("kind")?.as_str() {
                "short" => RestKind::Short,
                "long" => RestKind::Long,
                _ => RestKind::Full,
            },
            character: v.text("character"),
        }),
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
        ["deathroll"] => Command::Flail(Action::DeathRoll {
            character: v.text("character"),
            attribute: v.text("attribute").map(|a| attribute(&a)).transpose()?,
        }),
        _ => return Err(UserError::new("err-unknown-command").arg("command", spec.name())),
    };
    Ok(command)
}

fn attribute(text: &str) -> Result<crate::rules::flail::model::Attribute, UserError> {
    crate::rules::flail::model::Attribute::parse(text)
        .ok_or_else(|| UserError::new("err-bad-choice").arg("option", "attribute"))
}

fn class(text: &str) -> Result<Class, UserError> {
    serde_json::from_value(serde_json::Value::String(text.to_owned()))
        .map_err(|_| UserError::new("err-bad-choice").arg("option", "class"))
}

fn religion(text: &str) -> Result<Religion, UserError> {
    serde_json::from_value(serde_json::Value::String(text.to_owned()))
        .map_err(|_| UserError::new("err-bad-choice").arg("option", "religion"))
}

fn piece(text: &str) -> Result<ArmourPiece, UserError> {
    ArmourPiece::parse(text).ok_or_else(|| UserError::new("err-bad-choice").arg("option", "piece"))
}

fn condition(text: &str) -> Result<ConditionKind, UserError> {
    ConditionKind::parse(text)
        .ok_or_else(|| UserError::new("err-bad-choice").arg("option", "condition"))
}
