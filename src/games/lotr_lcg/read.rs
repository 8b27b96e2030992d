//! The LotR LCG's reading of a game line: the typed engine action. Shared verbs that mean
//! nothing in the combat phase are refused rather than ignored.

use super::Act;
use crate::catalogue::{GameLine, Values};
use crate::error::UserError;
use crate::rules::lotr_lcg::{Action, CharacterKind, Shadow, limits};

pub fn action(line: &GameLine, v: &Values) -> Result<Act, UserError> {
    let action = match line.spec.path {
        ["encounter", "start"] => return Ok(Act::Start),
        ["encounter", "show"] => return Ok(Act::Show),
        ["encounter", "end"] => Action::End,
        ["lcg", "player"] => Action::AddPlayer {
            name: v.req_text("name")?,
            threat: v.req_uint("threat")?,
            first: v.flag("first"),
        },
        ["lcg", "hero"] => character(v, CharacterKind::Hero)?,
        ["lcg", "ally"] => character(v, CharacterKind::Ally)?,
        ["lcg", "enemy"] => Action::AddEnemy {
            name: v.req_text("name")?,
            attack: v.req_uint("attack")?,
            defense: v.req_uint("defense")?,
            hit_points: v.req_uint("hit-points")?,
            engagement_cost: v.req_uint("engagement")?,
            engage: v.text("engage"),
        },
        ["lcg", "card"] => Action::AddCards {
            name: v.req_text("name")?,
            shadow: Shadow {
                attack: v.uint("attack").unwrap_or(0),
                defense: v.uint("defense").unwrap_or(0),
                undefended: v.flag("undefended"),
                damage: v.uint("damage").unwrap_or(0),
                discard_defender: v.text("effect").as_deref() == Some("discard-defender"),
                text: v.text("text"),
            },
            count: v.uint("count").unwrap_or(1),
        },
        ["lcg", "shuffle"] => Action::Shuffle {
            discard: v.flag("discard"),
        },
        ["lcg", "threat"] => Action::Threat {
            player: v.text("player"),
            value: v.req_uint("value")?,
        },
        ["lcg", "refresh"] => Action::Refresh,
        ["lcg", "ready"] => Action::SetExhausted {
            name: v.req_text("name")?,
            exhausted: false,
        },
        ["lcg", "exhaust"] => Action::SetExhausted {
            name: v.req_text("name")?,
            exhausted: true,
        },
        ["lcg", "remove"] => Action::Remove {
            name: v.req_text("name")?,
        },
        ["engage"] => Action::Engage {
            enemy: v.req_text("enemy")?,
            player: v.text("player"),
        },
        ["combat", "start"] => Action::StartCombat {
            order: v.text("order").map(|o| names(&o)).unwrap_or_default(),
        },
        ["combat", "continue"] | ["next"] => Action::Continue,
        ["combat", "enemy"] => Action::ChooseEnemy {
            enemy: v.req_text("enemy")?,
        },
        ["combat", "defend"] => Action::Defend {
            character: v.req_text("character")?,
        },
        ["combat", "undefended"] => Action::Undefended,
        ["combat", "hero"] => Action::Hero {
            hero: v.req_text("hero")?,
        },
        ["combat", "attackers"] => {
            let names = names(&v.req_text("names")?);
            if names.is_empty() || names.len() > limits::CHARACTERS {
                return Err(UserError::new("err-lotr-list-length").arg("max", limits::CHARACTERS));
            }
            Action::Attackers { names }
        }
        ["damage"] => Action::Damage {
            target: v.req_text("target")?,
            amount: v.req_uint("amount")?,
        },
        ["heal"] => Action::Heal {
            target: v.req_text("target")?,
            amount: v.req_uint("amount")?,
        },
        ["seat", "give"] => {
            let (to, to_name) = v.req_user("to")?;
            Action::GiveSeat {
                to,
                to_name,
                piece: v.text("piece"),
                from: v.user("from").map(|(id, _)| id),
            }
        }
        _ => {
            return Err(UserError::new("err-not-in-ruleset")
                .arg("command", line.spec.name())
                .arg("ruleset", crate::rules::Ruleset::LotrLcg.key()));
        }
    };
    Ok(Act::Engine(action))
}

fn character(v: &Values, kind: CharacterKind) -> Result<Action, UserError> {
    Ok(Action::AddCharacter {
        name: v.req_text("name")?,
        kind,
        player: v.text("player"),
        attack: v.req_uint("attack")?,
        defense: v.req_uint("defense")?,
        hit_points: v.req_uint("hit-points")?,
        ranged: v.flag("ranged"),
        sentinel: v.flag("sentinel"),
    })
}

/// A comma-separated list of names (a select menu's picks arrive the same way).
fn names(list: &str) -> Vec<String> {
    list.split(crate::rules::names::LIST_SEPARATOR)
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_owned)
        .collect()
}
