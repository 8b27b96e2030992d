//! Parsers for what players copy from their cards: effect tables ("7-8: 1 burn; 9+: 2
//! burn, 1 daze"), ranges ("melee", "0-2", "2") and Damage Types ("flame +2, hydro -2").

use super::limits;
use super::model::{Condition, DamageType, EffectRow, Reach};
use super::names::shorten;
use super::validate;
use crate::error::UserError;

/// Dashes players type between two numbers.
const DASHES: [char; 3] = ['-', '–', '—'];

/// An effect table: rows separated by `;`, each `ROLL: MARKERS` where ROLL is `8`, `7-8`
/// or `9+` and MARKERS is a comma-separated list of `[COUNT] CONDITION` (count 1 when
/// left out). A `9+` row runs to 12, and a row reaching 12 covers every roll above it.
pub fn parse_effects(text: &str) -> Result<Vec<EffectRow>, UserError> {
    let parts: Vec<&str> = text
        .split(';')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.len() > limits::EFFECT_ROWS {
        return Err(UserError::new("err-mw-effect-rows").arg("max", limits::EFFECT_ROWS));
    }
    let rows = parts
        .into_iter()
        .map(effect_row)
        .collect::<Result<Vec<_>, _>>()?;
    validate::effect_rows(&rows)?;
    Ok(rows)
}

fn effect_row(part: &str) -> Result<EffectRow, UserError> {
    let syntax = || UserError::new("err-mw-effect-syntax").arg("text", shorten(part));
    let (rolls, markers) = part.split_once(':').ok_or_else(syntax)?;
    let rolls = rolls.trim();
    let (from, to) = if let Some(from) = rolls.strip_suffix('+') {
        let from = effect_roll(from).ok_or_else(syntax)??;
        (from, from.max(12))
    } else if let Some((from, to)) = rolls.split_once(DASHES) {
        (
            effect_roll(from).ok_or_else(syntax)??,
            effect_roll(to).ok_or_else(syntax)??,
        )
    } else {
        let only = effect_roll(rolls).ok_or_else(syntax)??;
        (only, only)
    };
    let markers = markers
        .split(',')
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .map(|m| marker(m).ok_or_else(syntax)?)
        .collect::<Result<Vec<_>, _>>()?;
    if markers.is_empty() {
        return Err(syntax());
    }
    Ok(EffectRow { from, to, markers })
}

/// A roll of an effect row: None when it is not a number, an error when out of range.
fn effect_roll(text: &str) -> Option<Result<u8, UserError>> {
    let value: u32 = text.trim().parse().ok()?;
    Some(
        u8::try_from(value)
            .ok()
            .filter(|v| (1..=limits::MAX_EFFECT_ROLL).contains(v))
            .ok_or_else(|| {
                UserError::new("err-mw-effect-roll").arg("max", limits::MAX_EFFECT_ROLL)
            }),
    )
}

/// `2 burn`, `burn`: None when it does not read as one marker entry.
fn marker(text: &str) -> Option<Result<(u32, Condition), UserError>> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (count, name) = match words.as_slice() {
        [name] => (1, *name),
        [count, name] => (count.parse::<u32>().ok()?, *name),
        _ => return None,
    };
    if !(1..=limits::MAX_MARKERS).contains(&count) {
        return Some(Err(
            UserError::new("err-mw-count").arg("max", limits::MAX_MARKERS)
        ));
    }
    Some(
        Condition::parse(name).map(|c| (count, c)).ok_or_else(|| {
            UserError::new("err-mw-not-a-condition").arg("condition", shorten(name))
        }),
    )
}

/// `melee`, or a ranged reach `MIN-MAX` (`2` means 2-2), at most `MAX_RANGE` zones.
pub fn parse_reach(text: &str) -> Result<Reach, UserError> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("melee") {
        return Ok(Reach::Melee);
    }
    let syntax = || UserError::new("err-mw-range-syntax").arg("text", shorten(text));
    let number = |t: &str| -> Result<u8, UserError> {
        let value: u32 = t.trim().parse().map_err(|_| syntax())?;
        u8::try_from(value)
            .ok()
            .filter(|v| *v <= limits::MAX_RANGE)
            .ok_or_else(|| UserError::new("err-mw-range").arg("max", limits::MAX_RANGE))
    };
    let (min, max) = match text.split_once(DASHES) {
        Some((min, max)) => (number(min)?, number(max)?),
        None => {
            let only = number(text)?;
            (only, only)
        }
    };
    validate::reach(Reach::Ranged { min, max })
}

/// `flame +2, hydro -2`: each type once, X in ±1..=MAX_TYPE_MODIFIER.
pub fn parse_damage_types(text: &str) -> Result<Vec<(DamageType, i32)>, UserError> {
    let parts: Vec<&str> = text
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.len() > limits::DAMAGE_TYPES {
        return Err(UserError::new("err-mw-damage-types").arg("max", limits::DAMAGE_TYPES));
    }
    let types = parts
        .into_iter()
        .map(damage_type)
        .collect::<Result<Vec<_>, _>>()?;
    validate::damage_types(&types)?;
    Ok(types)
}

fn damage_type(part: &str) -> Result<(DamageType, i32), UserError> {
    let syntax = || UserError::new("err-mw-damage-type-syntax").arg("text", shorten(part));
    let split = part
        .find(|c: char| c == '+' || c == '−' || c.is_ascii_digit() || DASHES.contains(&c))
        .ok_or_else(syntax)?;
    let (name, number) = part.split_at(split);
    let kind = DamageType::parse(name)
        .ok_or_else(|| UserError::new("err-mw-not-a-damage-type").arg("type", shorten(name)))?;
    let number: String = number.chars().filter(|c| !c.is_whitespace()).collect();
    let (negative, digits) = if let Some(rest) = number.strip_prefix('+') {
        (false, rest)
    } else if let Some(rest) = number.strip_prefix(|c: char| c == '−' || DASHES.contains(&c)) {
        (true, rest)
    } else {
        (false, number.as_str())
    };
    let value: i32 = digits.parse::<u8>().map(i32::from).map_err(|_| syntax())?;
    Ok((kind, if negative { -value } else { value }))
}
