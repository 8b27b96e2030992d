//! Tornscape's reading of a command line: the typed action. The spec has already refused
//! options Tornscape does not use.

use super::Act;
use crate::catalogue::{GameLine, Values};
use crate::error::UserError;
use crate::rules::names;
use crate::rules::tornscape::{
    Action, Answer, Assignment, DamageType, DieKind, Faces, Facts, Marker, NewMiniature, Reaction,
    Reroll, RerollChoice, Size, Tile, model,
};

fn count(v: &Values, name: &str) -> u8 {
    v.uint(name).and_then(|n| u8::try_from(n).ok()).unwrap_or(0)
}

fn dice(v: &Values, name: &'static str) -> Result<u8, UserError> {
    Ok(u8::try_from(v.req_uint(name)?).unwrap_or(model::MAX_POOL))
}

pub fn action(line: &GameLine, v: &Values) -> Result<Act, UserError> {
    let action = match line.spec.path {
        ["encounter", "start"] => Action::Start,
        ["encounter", "show"] => return Ok(Act::Show),
        ["encounter", "end"] => Action::End,
        ["tornscape", "table"] => {
            let mut faces = Vec::new();
            for kind in DieKind::ALL {
                if let Some(text) = v.text(kind.key()) {
                    faces.push((kind, Faces::parse(&text)?));
                }
            }
            Action::Settings {
                faces,
                counter_activates: v.bool("counter-activates"),
            }
        }
        ["tornscape", "miniature"] => {
            let traits = match v.text("traits") {
                Some(text) => model::parse_traits(&text)?,
                None => model::Traits::default(),
            };
            Action::AddMiniature(NewMiniature {
                name: v.req_text("name")?,
                size: v
                    .text("size")
                    .and_then(|s| Size::parse(&s))
                    .unwrap_or(Size::Normal),
                life: v.req_uint("life")?,
                defense: dice(v, "defense")?,
                agility: dice(v, "agility")?,
                veteran: v.flag("veteran"),
                cautious: v.flag("cautious"),
                mental_immune: v.flag("mental-immune"),
                leader: v.flag("leader"),
                transforms: v.flag("transforms"),
                affinities: traits.affinities,
                ethereal_protection: traits.ethereal_protection,
                count: count(v, "count").max(1),
            })
        }
        ["tornscape", "tile"] => Action::AddTile {
            miniature: v.req_text("miniature")?,
            tile: Tile {
                name: v.req_text("name")?,
                ranged: v.flag("ranged"),
                range: v
                    .uint("range")
                    .and_then(|r| u8::try_from(r).ok())
                    .unwrap_or(1),
                attack: dice(v, "attack")?,
                mastery: count(v, "mastery"),
                agility: count(v, "agility"),
                damage: v.req_uint("damage")?,
                damage_type: v
                    .text("type")
                    .and_then(|t| DamageType::parse(&t))
                    .unwrap_or(DamageType::Physical),
                marker: v.text("marker").and_then(|m| Marker::parse(&m)),
                area: v.flag("area"),
                assault: v.flag("assault"),
                ethereal: v.flag("ethereal"),
                no_damage: v.flag("no-damage"),
                panic_test: v.flag("panic"),
            },
        },
        ["tornscape", "remove"] => Action::Remove {
            name: v.req_text("name")?,
        },
        ["tornscape", "activate"] => Action::Activate {
            name: v.req_text("name")?,
        },
        ["tornscape", "react"] => Action::Choose(Answer::React {
            reaction: match v.req_text("reaction")?.as_str() {
                "dodge" => Reaction::Dodge,
                _ => Reaction::Defend,
            },
            counter: v.text("counter"),
        }),
        ["tornscape", "reroll"] => Action::Choose(Answer::Reroll(RerollChoice {
            attack: Reroll {
                blank: count(v, "blank-attack"),
                success: count(v, "success-attack"),
                critical: count(v, "critical-attack"),
            },
            mastery: Reroll {
                blank: count(v, "blank-mastery"),
                success: count(v, "success-mastery"),
                critical: 0,
            },
            defense: Reroll {
                blank: count(v, "blank-defense"),
                success: count(v, "success-defense"),
                critical: count(v, "critical-defense"),
            },
        })),
        ["tornscape", "assign"] => Action::Choose(Answer::Assign {
            assignment: Assignment {
                success_on_success: count(v, "success-on-success"),
                critical_on_success: count(v, "critical-on-success"),
                critical_on_critical: count(v, "critical-on-critical"),
            },
            back_tile: v.text("back"),
        }),
        ["tornscape", "accept"] => Action::Choose(Answer::Default),
        ["tornscape", "panic"] => Action::Panic {
            name: v.req_text("name")?,
            // Abilities add or take dice; both may apply at once.
            modifier: i8::try_from(
                v.int("more-dice").unwrap_or(0) - v.int("fewer-dice").unwrap_or(0),
            )
            .unwrap_or(0),
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
        ["initiative"] => Action::NewRound,
        ["next"] => Action::Next,
        ["attack"] => Action::Attack {
            attacker: v.text("as").unwrap_or_default(),
            target: v.req_text("target")?,
            tile: v.text("weapon"),
            free: v.flag("free"),
            enemy_adjacent: v.flag("adjacent"),
            hazard: v.flag("hazard"),
            facts: Facts {
                poor_visibility: v.flag("fog"),
                cover: v.flag("cover"),
                out_of_reach: v.flag("out-of-reach"),
                group: v.text("group"),
            },
        },
        ["condition", "add"] => Action::MarkerAdd {
            target: v.req_text("target")?,
            marker: marker(&v.req_text("condition")?)?,
            from: from(v)?,
        },
        ["condition", "remove"] => Action::MarkerRemove {
            target: v.req_text("target")?,
            marker: marker(&v.req_text("condition")?)?,
            from: from(v)?,
        },
        ["damage"] => Action::Damage {
            target: v.req_text("target")?,
            amount: v.req_uint("amount")?,
            from: from(v)?,
        },
        ["heal"] => Action::Heal {
            target: v.req_text("target")?,
            amount: v.req_uint("amount")?,
            from: from(v)?,
        },
        _ => {
            return Err(UserError::new("err-not-in-ruleset")
                .arg("command", line.spec.name())
                .arg("ruleset", crate::rules::Ruleset::Tornscape.key()));
        }
    };
    Ok(Act::Engine(action))
}

/// The card or effect named by `from:`, as a name is kept (it is shown in the reply).
fn from(v: &Values) -> Result<Option<String>, UserError> {
    v.text("from").map(|t| names::validate(&t)).transpose()
}

fn marker(text: &str) -> Result<Marker, UserError> {
    Marker::parse(text)
        .ok_or_else(|| UserError::new("err-ts-not-a-marker").arg("marker", names::shorten(text)))
}
