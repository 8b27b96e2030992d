//! FLAIL's reading of a command line: the typed action. The spec has already refused
//! options FLAIL does not use.

use super::Act;
use super::render::weapon_input;
use crate::catalogue::{GameLine, Values};
use crate::error::UserError;
use crate::odds::OddsQuery;
use crate::rules::flail::model::{
    ArmourPiece, Class, ConditionKind, Range, Religion, Side, TriggerWhen,
};
use crate::rules::flail::outcome::LongTermState;
use crate::rules::flail::{Action, CharacterEdit, RestKind};

pub fn action(line: &GameLine, v: &Values) -> Result<Act, UserError> {
    let command = match line.spec.path {
        ["encounter", "show"] => return Ok(Act::Show),
        ["character", "show"] => return Ok(Act::Sheet(v.text("character"))),
        ["character", "list"] => return Ok(Act::List),
        ["flail", "table"] => Action::Settings {
            attribute_rule: v.bool("attribute-rule"),
        },
        ["encounter", "start"] => Action::EncounterStart {
            surprise: v.text("surprise").map(|s| {
                if s == "players" {
                    Side::Players
                } else {
                    Side::Adversaries
                }
            }),
        },
        ["encounter", "end"] => Action::EncounterEnd,
        ["session", "end"] => Action::SessionEnd,
        ["character", "create"] => Action::CharacterCreate {
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
        },
        ["character", "edit"] => Action::CharacterEdit {
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
        },
        ["character", "delete"] => Action::CharacterDelete {
            character: v.req_text("character")?,
        },
        ["character", "weapon"] => Action::CharacterWeapon {
            character: v.req_text("character")?,
            weapon: weapon_input(v.req_text("weapon")?),
            th: v.uint("th"),
            dmg: v.uint("dmg"),
            missile: v.bool("missile"),
            specialty: v.bool("specialty"),
            two_handed: v.bool("two-handed"),
            remove: v.flag("remove"),
        },
        ["character", "usage"] => Action::ItemUsage {
            character: v.req_text("character")?,
            item: weapon_input(v.req_text("item")?),
            dots: if v.flag("repair") {
                -v.req_int("dots")?
            } else {
                v.req_int("dots")?
            },
        },
        ["character", "armour"] => Action::CharacterArmour {
            character: v.req_text("character")?,
            piece: piece(&v.req_text("piece")?)?,
            remove: v.flag("remove"),
        },
        ["adversary", "add"] => Action::AdversaryAdd {
            name: v.req_text("name")?,
            hp: v.req_int("hp")?,
            defence: v.req_int("defence")?,
            saves: v.req_int("saves")?,
            morale: v.req_int("morale")?,
            th: v.uint("th"),
            dmg: v.uint("dmg"),
            count: v.uint("count").unwrap_or(1),
        },
        ["adversary", "attack"] => Action::AdversaryAttack {
            adversary: v.req_text("adversary")?,
            attack: v.req_text("attack")?,
            times: v.uint("times"),
            th: v.uint("th"),
            dmg: v.uint("dmg"),
            when: v
                .text("when")
                .map(|w| {
                    TriggerWhen::parse(&w)
                        .ok_or_else(|| UserError::new("err-bad-choice").arg("option", "when"))
                })
                .transpose()?,
            trigger: v.text("trigger"),
            remove: v.flag("remove"),
        },
        ["adversary", "remove"] => Action::AdversaryRemove {
            name: v.req_text("name")?,
        },
        ["join"] => Action::Join {
            characters: join_list(&v.req_text("character")?)?,
        },
        ["seat", "give"] => {
            let (to, to_name) = v.req_user("to")?;
            let (from, from_name) = v.user("from").unzip();
            Action::GiveSeat {
                to,
                to_name,
                piece: v.text("piece"),
                from,
                from_name: from_name.flatten(),
            }
        }
        ["initiative"] => Action::Initiative,
        ["next"] => Action::Next,
        ["attack"] => Action::Attack {
            target: v.req_text("target")?,
            weapon: v.text("weapon").map(weapon_input),
            offhand: v.text("offhand").map(weapon_input),
            advantage: v.flag("advantage"),
            disadvantage: v.flag("disadvantage"),
            acting_as: v.text("as"),
            free: v.flag("free"),
            range: v
                .text("range")
                .map(|r| {
                    Range::parse(&r)
                        .ok_or_else(|| UserError::new("err-bad-choice").arg("option", "range"))
                })
                .transpose()?,
        },
        ["armour"] => Action::Armour {
            piece: piece(&v.req_text("piece")?)?,
            dots: v.req_uint("dots")?,
            more: v.flag("more"),
        },
        ["fumble"] => {
            let (ally, item) = (v.text("ally"), v.text("item"));
            if ally.is_some() && item.is_some() {
                return Err(UserError::new("err-fumble-choose-one"));
            }
            Action::Fumble { ally, item }
        }
        ["save"] => Action::Save {
            attribute: attribute(&v.req_text("attribute")?)?,
            character: v.text("character"),
            advantage: v.flag("advantage"),
            disadvantage: v.flag("disadvantage"),
            against: v.text("against"),
        },
        ["flee"] => Action::Flee {
            character: v.text("character"),
            slower: v.flag("slower"),
        },
        ["morale"] => Action::Morale {
            adversary: v.text("adversary"),
            surrender: v.flag("surrender"),
        },
        ["condition", verb @ ("add" | "remove")] => {
            let target = v.req_text("target")?;
            let name = v.req_text("condition")?;
            let add = *verb == "add";
            // The long-term states are set and cleared with the same verbs.
            match (LongTermState::parse(&name), add) {
                (Some(state), _) => Action::State { target, state, add },
                (None, true) => Action::ConditionAdd {
                    target,
                    condition: condition(&name)?,
                    save: v.text("save").map(|a| attribute(&a)).transpose()?,
                },
                (None, false) => Action::ConditionRemove {
                    target,
                    condition: condition(&name)?,
                },
            }
        }
        ["damage"] => Action::Damage {
            target: v.req_text("target")?,
            amount: v.req_int("amount")?,
            physical: v.bool("physical").unwrap_or(true),
        },
        ["heal"] => Action::Heal {
            target: v.req_text("target")?,
            amount: v.req_int("amount")?,
        },
        ["rest"] => Action::Rest {
            kind: match v.req_text("kind")?.as_str() {
                "short" => RestKind::Short,
                "long" => RestKind::Long,
                _ => RestKind::Full,
            },
            character: v.text("character"),
        },
        ["deathroll"] => Action::DeathRoll {
            character: v.text("character"),
            attribute: v.text("attribute").map(|a| attribute(&a)).transpose()?,
        },
        _ => {
            return Err(UserError::new("err-not-in-ruleset")
                .arg("command", line.spec.name())
                .arg("ruleset", crate::rules::Ruleset::Flail.key()));
        }
    };
    Ok(Act::Engine(command))
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

/// `/flail odds-attack` and `/flail odds-save`: FLAIL's questions for the shared odds.
pub fn odds(line: &GameLine, v: &Values) -> Option<Result<OddsQuery, UserError>> {
    let query = match line.spec.path {
        ["flail", "odds-attack"] => (|| {
            Ok(OddsQuery::Attack {
                th: v.req_uint("th")?,
                dmg: v.uint("dmg").unwrap_or(0),
                defence: v.int("defence").unwrap_or(0),
                advantages: v.uint("advantage").unwrap_or(0),
                disadvantages: v.uint("disadvantage").unwrap_or(0),
                off_specialty: v.flag("off-specialty"),
                blinded: v.flag("blinded"),
            })
        })(),
        ["flail", "odds-save"] => (|| {
            Ok(OddsQuery::Save {
                value: v.req_int("value")?,
                advantages: v.uint("advantage").unwrap_or(0),
                disadvantages: v.uint("disadvantage").unwrap_or(0),
            })
        })(),
        _ => return None,
    };
    Some(query)
}

/// `/join character:"Rook, Tess"`: names are never written with a comma, so a comma lists
/// several characters; each joins once, and at most a party's worth at a time.
fn join_list(text: &str) -> Result<Vec<String>, UserError> {
    let mut names: Vec<String> = Vec::new();
    for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        if !names.iter().any(|n| crate::rules::names::same(n, name)) {
            names.push(name.to_owned());
        }
    }
    let max = crate::rules::flail::limits::PCS_PER_ENCOUNTER;
    if names.is_empty() || names.len() > max {
        return Err(UserError::new("err-join-list").arg("max", max));
    }
    Ok(names)
}

#[cfg(test)]
mod join_tests {
    use super::join_list;

    #[test]
    fn a_join_list_is_split_on_commas_once_each_and_bounded() {
        assert_eq!(
            join_list(" Rook, Tess ,rook,").ok(),
            Some(vec!["Rook".to_owned(), "Tess".to_owned()])
        );
        assert_eq!(join_list(" , ").map_err(|e| e.key), Err("err-join-list"));
        let many = (0..21)
            .map(|i| format!("C{i}"))
            .collect::<Vec<_>>()
            .join(",");
        assert_eq!(join_list(&many).map_err(|e| e.key), Err("err-join-list"));
    }
}
