//! Checks of what users type against `limits`, each with its own error key. Actions may
//! arrive deserialized rather than parsed, so the engine checks them again here.

use super::limits;
use super::model::{Attack, COLUMNS, DamageType, EffectRow, ROWS, Reach, Traits, Zone};
use super::names::new_name;
use crate::error::UserError;

pub(crate) fn zone(zone: Zone) -> Result<Zone, UserError> {
    if zone.row < ROWS && zone.column < COLUMNS {
        Ok(zone)
    } else {
        Err(UserError::new("err-mw-bad-zone"))
    }
}

pub(crate) fn life(life: u32) -> Result<u32, UserError> {
    if (1..=limits::MAX_LIFE).contains(&life) {
        Ok(life)
    } else {
        Err(UserError::new("err-mw-life").arg("max", limits::MAX_LIFE))
    }
}

pub(crate) fn armor(armor: u32) -> Result<u32, UserError> {
    if armor <= limits::MAX_ARMOR {
        Ok(armor)
    } else {
        Err(UserError::new("err-mw-armor").arg("max", limits::MAX_ARMOR))
    }
}

pub(crate) fn defense(defense: Option<u8>) -> Result<Option<u8>, UserError> {
    match defense {
        Some(n) if !(1..=limits::MAX_DEFENSE).contains(&n) => {
            Err(UserError::new("err-mw-defense").arg("max", limits::MAX_DEFENSE))
        }
        other => Ok(other),
    }
}

pub(crate) fn cost(cost: u32) -> Result<u32, UserError> {
    if cost <= limits::MAX_COST {
        Ok(cost)
    } else {
        Err(UserError::new("err-mw-cost").arg("max", limits::MAX_COST))
    }
}

fn trait_value(name: &'static str, value: u32) -> Result<(), UserError> {
    if value <= limits::MAX_TRAIT {
        Ok(())
    } else {
        Err(UserError::new("err-mw-trait")
            .arg("trait", name)
            .arg("max", limits::MAX_TRAIT))
    }
}

pub(crate) fn traits(traits: &Traits) -> Result<(), UserError> {
    trait_value("tough", traits.tough)?;
    trait_value("aegis", traits.aegis)?;
    trait_value("regeneration", traits.regeneration)?;
    trait_value("upkeep", traits.upkeep)?;
    damage_types(&traits.damage_types)
}

pub(crate) fn damage_types(types: &[(DamageType, i32)]) -> Result<(), UserError> {
    if types.len() > limits::DAMAGE_TYPES {
        return Err(UserError::new("err-mw-damage-types").arg("max", limits::DAMAGE_TYPES));
    }
    for (index, (kind, by)) in types.iter().enumerate() {
        if *by == 0 || by.unsigned_abs() > limits::MAX_TYPE_MODIFIER.unsigned_abs() {
            return Err(UserError::new("err-mw-damage-type-value")
                .arg("type", kind.key())
                .arg("max", limits::MAX_TYPE_MODIFIER));
        }
        if types.iter().take(index).any(|(k, _)| k == kind) {
            return Err(UserError::new("err-mw-damage-type-twice").arg("type", kind.key()));
        }
    }
    Ok(())
}

pub(crate) fn reach(reach: Reach) -> Result<Reach, UserError> {
    match reach {
        Reach::Ranged { min, max } if max > limits::MAX_RANGE || min > max => {
            Err(UserError::new("err-mw-range").arg("max", limits::MAX_RANGE))
        }
        other => Ok(other),
    }
}

/// Effect rows: within the limits, rolls 1..=MAX_EFFECT_ROLL, no two rows sharing a roll
/// (a row reaching 12 covers every roll above it).
pub(crate) fn effect_rows(rows: &[EffectRow]) -> Result<(), UserError> {
    if rows.len() > limits::EFFECT_ROWS {
        return Err(UserError::new("err-mw-effect-rows").arg("max", limits::EFFECT_ROWS));
    }
    let roll_range = 1..=limits::MAX_EFFECT_ROLL;
    for (index, row) in rows.iter().enumerate() {
        if !roll_range.contains(&row.from) || !roll_range.contains(&row.to) || row.from > row.to {
            return Err(UserError::new("err-mw-effect-roll").arg("max", limits::MAX_EFFECT_ROLL));
        }
        if row.markers.is_empty() {
            return Err(UserError::new("err-mw-effect-empty").arg("roll", row.from));
        }
        for (at, (count, condition)) in row.markers.iter().enumerate() {
            if !(1..=limits::MAX_MARKERS).contains(count) {
                return Err(UserError::new("err-mw-count").arg("max", limits::MAX_MARKERS));
            }
            if row.markers.iter().take(at).any(|(_, c)| c == condition) {
                return Err(UserError::new("err-mw-effect-condition-twice")
                    .arg("condition", condition.key()));
            }
        }
        if rows.iter().take(index).any(|other| overlap(other, row)) {
            return Err(UserError::new("err-mw-effect-overlap").arg("roll", row.from));
        }
    }
    Ok(())
}

/// The rolls a row matches, as an inclusive range (open-ended once it reaches 12).
pub(crate) fn row_span(row: &EffectRow) -> (i32, i32) {
    let top = if row.to >= 12 {
        i32::MAX
    } else {
        i32::from(row.to)
    };
    (i32::from(row.from), top)
}

fn overlap(a: &EffectRow, b: &EffectRow) -> bool {
    let (a_from, a_to) = row_span(a);
    let (b_from, b_to) = row_span(b);
    a_from <= b_to && b_from <= a_to
}

/// An attack to register (`named`) or a one-off spell (its name may be empty).
pub(crate) fn attack(attack: &Attack, named: bool) -> Result<Attack, UserError> {
    let mut attack = attack.clone();
    if named || !attack.name.trim().is_empty() {
        attack.name = new_name(&attack.name)?;
    }
    if !(1..=limits::MAX_DICE).contains(&attack.dice) {
        return Err(UserError::new("err-mw-dice").arg("max", limits::MAX_DICE));
    }
    if !(1..=limits::MAX_STRIKES).contains(&attack.strikes) {
        return Err(UserError::new("err-mw-strikes").arg("max", limits::MAX_STRIKES));
    }
    if attack.piercing > limits::MAX_TRAIT {
        return Err(UserError::new("err-mw-trait")
            .arg("trait", "piercing")
            .arg("max", limits::MAX_TRAIT));
    }
    reach(attack.reach)?;
    effect_rows(&attack.effects)?;
    cost(attack.cost)?;
    Ok(attack)
}
