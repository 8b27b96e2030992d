//! Mage Wars' reading of a command line: the typed action. The spec has already refused
//! options Mage Wars does not use.

use super::Act;
use crate::catalogue::{GameLine, Values};
use crate::error::UserError;
use crate::odds::OddsQuery;
use crate::rules::mage_wars::{
    self, Action, Attack, Condition, DamageType, ObjectEdit, Reach, Traits, UpkeepEffect, Zone,
};

pub fn action(line: &GameLine, v: &Values) -> Result<Act, UserError> {
    let action = match line.spec.path {
        ["encounter", "start"] => return Ok(Act::Start),
        ["encounter", "show"] => return Ok(Act::Show),
        ["arena", "enchantments"] => return Ok(Act::Enchantments),
        ["encounter", "end"] => Action::End,
        ["arena", "mage"] => Action::AddMage {
            name: v.req_text("name")?,
            life: v.req_uint("life")?,
            armor: v.req_uint("armor")?,
            channeling: v.req_uint("channeling")?,
            mana: v.uint("mana"),
            zone: zone(&v.req_text("zone")?)?,
            defense: defense(v),
            traits: traits(v)?,
        },
        ["arena", "creature"] => Action::AddCreature {
            name: v.req_text("name")?,
            mage: v.text("mage"),
            life: v.req_uint("life")?,
            armor: v.req_uint("armor")?,
            zone: v.text("zone").map(|z| zone(&z)).transpose()?,
            defense: defense(v),
            traits: traits(v)?,
            cost: v.uint("cost"),
            quick: v.flag("quick"),
            range: v.uint("range").and_then(|r| u8::try_from(r).ok()),
        },
        ["arena", "attack"] => Action::AddAttack {
            owner: v.text("as"),
            attack: Attack {
                name: v.req_text("name")?,
                dice: v.req_uint("dice")?,
                reach: reach(v)?,
                effects: effects(v)?,
                damage_type: v.text("type").and_then(|t| DamageType::parse(&t)),
                piercing: v.uint("piercing").unwrap_or(0),
                unavoidable: v.flag("unavoidable"),
                strikes: v
                    .uint("strikes")
                    .and_then(|s| u8::try_from(s).ok())
                    .unwrap_or(1),
                cost: v.uint("cost").unwrap_or(0),
                full: v.flag("full"),
                barrier: v.flag("barrier"),
            },
        },
        ["arena", "edit"] => Action::Edit {
            name: v.req_text("name")?,
            edit: Box::new(edit(v)?),
        },
        ["arena", "mana"] => Action::Mana {
            mage: v.text("as"),
            // Discord's integer options cannot go below 0: `take:` makes it negative.
            amount: if v.flag("take") {
                -v.req_int("amount")?
            } else {
                v.req_int("amount")?
            },
            reason: v.text("reason"),
        },
        ["arena", "remove"] => Action::Remove {
            name: v.req_text("name")?,
        },
        ["initiative"] => Action::NextRound,
        ["next"] => Action::Next,
        ["activate"] => Action::Activate { name: acting(v)? },
        ["guard"] => Action::Guard { name: acting(v)? },
        ["move"] => Action::Move {
            name: v.text("as"),
            zone: zone(&v.req_text("zone")?)?,
            from: v.text("from"),
        },
        ["cast"] => Action::Cast {
            mage: v.text("as"),
            spell: v.text("spell"),
            cost: v.req_uint("cost")?,
            quick: v.flag("quick"),
            target: v.text("target"),
            mark: v.int("mark").unwrap_or(0),
            enchantment: v.flag("enchantment"),
        },
        ["reveal"] => Action::Reveal {
            name: v.req_text("name")?,
            cost: v.req_uint("cost")?,
        },
        ["counterstrike", "decline"] => Action::Decline,
        ["upkeep"] => upkeep(v)?,
        ["attack"] if v.flag("zone") => Action::ZoneAttack {
            acting_as: v.text("as"),
            zone: zone(&v.req_text("target")?)?,
            weapon: v.text("weapon"),
            inline: inline_spell(v)?,
            quick: v.flag("quick"),
        },
        ["attack"] => Action::Attack {
            acting_as: v.text("as"),
            target: v.req_text("target")?,
            weapon: v.text("weapon"),
            inline: inline_spell(v)?,
            counter: v.flag("counter"),
            quick: v.flag("quick"),
        },
        ["condition", "add"] => Action::ConditionAdd {
            target: v.req_text("target")?,
            condition: condition(&v.req_text("condition")?)?,
            count: v.uint("count").unwrap_or(1),
            from: v.text("from"),
        },
        ["condition", "remove"] => Action::ConditionRemove {
            target: v.req_text("target")?,
            condition: condition(&v.req_text("condition")?)?,
            count: v.uint("count"),
            from: v.text("from"),
        },
        ["damage"] => Action::Damage {
            target: v.req_text("target")?,
            amount: v.req_uint("amount")?,
            from: v.text("from"),
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
        ["heal"] => Action::Heal {
            target: v.req_text("target")?,
            amount: v.req_uint("amount")?,
            from: v.text("from"),
        },
        _ => {
            return Err(UserError::new("err-not-in-ruleset")
                .arg("command", line.spec.name())
                .arg("ruleset", crate::rules::Ruleset::MageWars.key()));
        }
    };
    Ok(Act::Engine(action))
}

/// `/activate` and `/guard` name their object with `as`; without it, the caller's mage
/// (the engine resolves the empty name to it).
fn acting(v: &Values) -> Result<String, UserError> {
    Ok(v.text("as").unwrap_or_default())
}

/// `/upkeep`: exactly one of `order`, `pay` and `release`.
fn upkeep(v: &Values) -> Result<Action, UserError> {
    let order = v.text("order");
    let pay = v.text("pay");
    let release = v.text("release");
    match (order, pay, release) {
        (Some(order), None, None) => Ok(Action::UpkeepOrder {
            mage: v.text("as"),
            order: upkeep_order(&order)?,
        }),
        (None, Some(name), None) => Ok(Action::UpkeepPay { name, pay: true }),
        (None, None, Some(name)) => Ok(Action::UpkeepPay { name, pay: false }),
        _ => Err(UserError::new("err-mw-upkeep-one")),
    }
}

/// "burn, regeneration": upkeep effects separated by commas, spaces or arrows.
fn upkeep_order(text: &str) -> Result<Vec<UpkeepEffect>, UserError> {
    text.split(|c: char| c == ',' || c == '>' || c.is_whitespace())
        .map(str::trim)
        .filter(|w| !w.is_empty() && *w != "-")
        .map(|word| {
            UpkeepEffect::parse(word).ok_or_else(|| {
                UserError::new("err-mw-not-an-upkeep-effect")
                    .arg("effect", crate::rules::names::shorten(word))
            })
        })
        .collect()
}

/// `/arena edit`: only the options given change.
fn edit(v: &Values) -> Result<ObjectEdit, UserError> {
    Ok(ObjectEdit {
        life: v.uint("life"),
        armor: v.uint("armor"),
        channeling: v.uint("channeling"),
        defense: defense(v),
        tough: v.uint("tough"),
        resilient: v.bool("resilient"),
        aegis: v.uint("aegis"),
        counterstrike: v.bool("counterstrike"),
        flying: v.bool("flying"),
        unmovable: v.bool("unmovable"),
        elusive: v.bool("elusive"),
        pest: v.bool("pest"),
        regeneration: v.uint("regeneration"),
        upkeep: v.uint("upkeep"),
        damage_types: v
            .text("damage-types")
            .map(|text| mage_wars::parse_damage_types(&text))
            .transpose()?,
    })
}

fn zone(text: &str) -> Result<Zone, UserError> {
    Zone::parse(text).ok_or_else(|| UserError::new("err-bad-choice").arg("option", "zone"))
}

fn condition(text: &str) -> Result<Condition, UserError> {
    Condition::parse(text).ok_or_else(|| {
        UserError::new("err-mw-not-a-condition")
            .arg("condition", crate::rules::names::shorten(text))
    })
}

fn defense(v: &Values) -> Option<u8> {
    v.uint("defense").and_then(|d| u8::try_from(d).ok())
}

fn reach(v: &Values) -> Result<Reach, UserError> {
    match v.text("range") {
        Some(text) => mage_wars::parse_reach(&text),
        None => Ok(Reach::Melee),
    }
}

fn effects(v: &Values) -> Result<Vec<mage_wars::model::EffectRow>, UserError> {
    match v.text("effect") {
        Some(text) => mage_wars::parse_effects(&text),
        None => Ok(Vec::new()),
    }
}

fn traits(v: &Values) -> Result<Traits, UserError> {
    Ok(Traits {
        tough: v.uint("tough").unwrap_or(0),
        resilient: v.flag("resilient"),
        aegis: v.uint("aegis").unwrap_or(0),
        counterstrike: v.flag("counterstrike"),
        flying: v.flag("flying"),
        unmovable: v.flag("unmovable"),
        elusive: v.flag("elusive"),
        pest: v.flag("pest"),
        regeneration: v.uint("regeneration").unwrap_or(0),
        upkeep: v.uint("upkeep").unwrap_or(0),
        damage_types: match v.text("damage-types") {
            Some(text) => mage_wars::parse_damage_types(&text)?,
            None => Vec::new(),
        },
    })
}

/// A one-off attack spell given on `/attack` itself: `dice` with an optional `range`,
/// `effect` table and mana `cost`. Registered attacks are named with `weapon` instead.
fn inline_spell(v: &Values) -> Result<Option<Attack>, UserError> {
    let Some(dice) = v.uint("dice") else {
        if ["range", "effect", "cost"]
            .iter()
            .any(|o| v.text(o).is_some() || v.uint(o).is_some())
        {
            return Err(UserError::new("err-mw-inline-needs-dice"));
        }
        return Ok(None);
    };
    if v.text("weapon").is_some() {
        return Err(UserError::new("err-mw-weapon-or-inline"));
    }
    Ok(Some(Attack {
        name: String::new(),
        dice,
        reach: reach(v)?,
        effects: effects(v)?,
        damage_type: None,
        piercing: 0,
        unavoidable: false,
        strikes: 1,
        cost: v.uint("cost").unwrap_or(0),
        full: false,
        barrier: false,
    }))
}

/// `/arena odds`: an attack's damage and effect odds, answered by the shared odds.
pub fn odds(line: &GameLine, v: &Values) -> Option<Result<OddsQuery, UserError>> {
    if line.spec.path != ["arena", "odds"] {
        return None;
    }
    Some((|| {
        Ok(OddsQuery::MageWars {
            dice: v.req_uint("dice")?,
            armor: v.uint("armor").unwrap_or(0),
            resilient: v.flag("resilient"),
            effect: match v.text("effect") {
                Some(text) => effect_thresholds(&text)?,
                None => Vec::new(),
            },
            // Damage Type raises the effect roll, the target's Tough lowers it.
            effect_modifier: v.int("effect-bonus").unwrap_or(0) - v.int("tough").unwrap_or(0),
        })
    })())
}

/// The thresholds of an effect table: in `/arena attack`'s syntax ("7-8: 1 burn; 9+: 2
/// burn" → 7, 9), or as printed ("7+ Daze, 10+ Stun" → 7, 10).
fn effect_thresholds(text: &str) -> Result<Vec<i32>, UserError> {
    if let Ok(rows) = mage_wars::parse_effects(text) {
        let mut thresholds: Vec<i32> = rows.iter().map(|row| i32::from(row.from)).collect();
        thresholds.sort_unstable();
        thresholds.dedup();
        return Ok(thresholds);
    }
    crate::odds::query::effect_thresholds(text)
        .ok_or_else(|| UserError::new("err-odds-effect-table"))
}
