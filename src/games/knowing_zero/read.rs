//! «Познание нуля»'s reading of a game line: the typed engine action. Shared verbs that
//! mean nothing here are refused rather than ignored.

use super::Act;
use crate::catalogue::{GameLine, Values};
use crate::error::UserError;
use crate::games::ArmyAsk;
use crate::rules::Ruleset;
use crate::rules::knowing_zero::{
    Action, Army, AttackOrder, BonusKind, FirstTurn, Kind, Side, Who, army, limits,
};

pub fn action(line: &GameLine, v: &Values) -> Result<Act, UserError> {
    let action = match line.spec.path {
        ["encounter", "start"] => {
            let (Some(attacker), Some(defender)) = (v.text("attacker"), v.text("defender")) else {
                return Err(UserError::new("err-kz-sides-missing"));
            };
            Action::Start {
                attacker: who(&attacker)?,
                defender: who(&defender)?,
                start: v.uint("start"),
            }
        }
        ["encounter", "show"] => return Ok(Act::Show),
        ["encounter", "end"] => Action::End,
        ["zero", "card"] => Action::AddCard {
            name: v.req_text("name")?,
            kind: kind(&v.req_text("kind")?),
            attack: v.req_uint("attack")?,
            life: v.req_uint("life")?,
            armor: v.uint("armor").unwrap_or(0),
            strikes: v.uint("strikes").unwrap_or(1),
            side: v.text("side").map(|s| side(&s)),
        },
        ["zero", "item"] => Action::GiveItem {
            card: v.req_text("card")?,
            name: v.req_text("name")?,
            attack: v.uint("attack").unwrap_or(0),
            life: v.uint("life").unwrap_or(0),
        },
        ["zero", "ride"] => Action::Ride {
            rider: v.req_text("rider")?,
            animal: v.req_text("animal")?,
        },
        ["zero", "dismount"] => Action::Dismount {
            rider: v.req_text("rider")?,
        },
        ["zero", "drop"] => Action::DropItem {
            card: v.req_text("card")?,
        },
        ["zero", "play"] => Action::PlayBonus {
            kind: if v.req_text("kind")? == "event" {
                BonusKind::Event
            } else {
                BonusKind::Abstraction
            },
            name: v.req_text("name")?,
            amount: v.uint("amount").unwrap_or(0),
        },
        ["zero", "act"] => Action::Act {
            card: v.req_text("card")?,
        },
        ["zero", "strike"] => Action::BonusStrike {
            number: v.req_uint("number")?,
        },
        ["zero", "army", "save"] => {
            let name = army::name(&v.req_text("name")?)?;
            return Ok(Act::Army(
                ArmyAsk::Save { name },
                v.text("side").map(|s| side(&s)),
            ));
        }
        // The table service reads the army from the store and puts it in.
        ["zero", "army", "load"] => Action::EnterArmy {
            name: army::name(&v.req_text("name")?)?,
            side: v.text("side").map(|s| side(&s)),
            army: Army::default(),
        },
        ["zero", "army", "list"] => return Ok(Act::Army(ArmyAsk::List, None)),
        ["zero", "army", "delete"] => {
            let name = army::name(&v.req_text("name")?)?;
            return Ok(Act::Army(ArmyAsk::Delete { name }, None));
        }
        ["zero", "retreat"] => Action::Retreat,
        ["zero", "confirm"] => Action::ConfirmEnd,
        ["zero", "drawn"] => Action::DeckDrawn {
            side: v.text("side").map(|s| side(&s)),
        },
        // With nothing to change, the game's table: the distances and the settings.
        ["zero", "table"] if line.options.is_empty() => return Ok(Act::Show),
        ["zero", "table"] => Action::Configure {
            start_distance: v.uint("start-distance"),
            first_turn: v.text("first-turn").map(|f| {
                if f == "full" {
                    FirstTurn::Full
                } else {
                    FirstTurn::Machine
                }
            }),
            new_game: v.flag("new-game"),
        },
        ["attack"] => {
            if v.text("weapon").is_some() {
                return Err(UserError::new("err-option-not-in-ruleset")
                    .arg("option", "weapon")
                    .arg("ruleset", Ruleset::KnowingZero.key()));
            }
            let targets = names(&v.req_text("target")?);
            if targets.is_empty() || targets.len() > limits::STRIKES as usize {
                return Err(UserError::new("err-kz-target-list").arg("max", limits::STRIKES));
            }
            Action::Attack(AttackOrder {
                attacker: v.text("as"),
                targets,
                strikes: v.uint("strikes"),
                bonus_strike: v.uint("strike"),
                plus: v.uint("plus").unwrap_or(0),
                minus: v.uint("minus").unwrap_or(0),
                strip: v.flag("strip"),
            })
        }
        // A seat is an army: the whole of it goes (the engine refuses `piece:`).
        ["seat", "give"] => {
            let (to, to_name) = v.req_user("to")?;
            Action::GiveSeat {
                to,
                to_name,
                piece: v.text("piece"),
                from: v.user("from").map(|(id, _)| id),
            }
        }
        ["next"] => Action::Next,
        ["damage"] => Action::Damage {
            target: v.req_text("target")?,
            amount: v.req_uint("amount")?,
        },
        ["heal"] => Action::Heal {
            target: v.req_text("target")?,
            amount: v.req_uint("amount")?,
        },
        _ => {
            return Err(UserError::new("err-not-in-ruleset")
                .arg("command", line.spec.name())
                .arg("ruleset", Ruleset::KnowingZero.key()));
        }
    };
    Ok(Act::Engine(action))
}

fn kind(value: &str) -> Kind {
    match value {
        "animal" => Kind::Animal,
        "machine" => Kind::Machine,
        _ => Kind::Character,
    }
}

fn side(value: &str) -> Side {
    if value == "defender" {
        Side::Defender
    } else {
        Side::Attacker
    }
}

/// A player as typed: a Discord mention (`<@id>`, `<@!id>`) or id, or on the console a
/// name (`@anna`), whose id is the console's id for that name.
fn who(typed: &str) -> Result<Who, UserError> {
    let typed = typed.trim();
    let mention = typed
        .strip_prefix("<@")
        .and_then(|t| t.strip_suffix('>'))
        .map(|t| t.trim_start_matches('!'));
    if let Some(id) = mention
        .or(Some(typed).filter(|t| t.chars().all(|c| c.is_ascii_digit())))
        .and_then(|t| t.parse::<i64>().ok())
        .filter(|id| *id > 0)
    {
        return Ok(Who::user(id));
    }
    let name = crate::rules::names::validate(typed.trim_start_matches('@'))?;
    Ok(Who {
        user: crate::rules::user_id(&name),
        label: Some(name),
        name: String::new(),
    })
}

/// A comma-separated list of names, one per strike.
fn names(list: &str) -> Vec<String> {
    list.split(crate::rules::names::LIST_SEPARATOR)
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::who;

    #[test]
    fn players_are_mentions_ids_or_console_names() {
        assert_eq!(who("<@123>").unwrap().user, 123);
        assert_eq!(who("<@!45>").unwrap().user, 45);
        assert_eq!(who("678").unwrap().label, None);
        let anna = who("@Anna").unwrap();
        assert_eq!(anna.user, crate::rules::user_id("anna"));
        assert_eq!(anna.label.as_deref(), Some("Anna"));
        assert!(who("@").is_err());
    }
}
