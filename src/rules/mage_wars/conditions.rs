//! Condition markers (rules: "Conditions": they stack, at most MAX_MARKERS of each) and
//! the hand-placed markers, direct damage and healing of `/condition`, `/damage`, `/heal`.

use super::ctx::Ctx;
use super::damage;
use super::limits;
use super::model::{Condition, Object};
use super::names::new_name;
use super::outcome::{Cause, Event};
use crate::error::UserError;

/// Sets an object's markers of one condition (capped); a count of 0 drops the entry so
/// "no markers" has one representation.
pub(crate) fn set_markers(object: &mut Object, condition: Condition, count: u32) {
    let count = count.min(limits::MAX_MARKERS);
    match object.conditions.iter().position(|(c, _)| *c == condition) {
        Some(index) if count == 0 => {
            object.conditions.remove(index);
        }
        Some(index) => {
            if let Some(entry) = object.conditions.get_mut(index) {
                entry.1 = count;
            }
        }
        None if count > 0 => object.conditions.push((condition, count)),
        None => {}
    }
}

/// Adds markers, capped at MAX_MARKERS; returns the object's count now.
pub(crate) fn add_markers(object: &mut Object, condition: Condition, count: u32) -> u32 {
    let total = object.markers(condition).saturating_add(count);
    set_markers(object, condition, total);
    object.markers(condition)
}

fn check_count(count: u32) -> Result<u32, UserError> {
    if (1..=limits::MAX_MARKERS).contains(&count) {
        Ok(count)
    } else {
        Err(UserError::new("err-mw-count").arg("max", limits::MAX_MARKERS))
    }
}

fn check_amount(amount: u32) -> Result<u32, UserError> {
    if (1..=limits::MAX_AMOUNT).contains(&amount) {
        Ok(amount)
    } else {
        Err(UserError::new("err-mw-amount").arg("max", limits::MAX_AMOUNT))
    }
}

impl Ctx<'_> {
    /// The card or effect a player named (`from:`) for a change by hand, with who made it.
    /// Who may make it is the seats check's (`seats::claim`): the object's own player, the
    /// player whose action phase it is naming a cause, or a host or moderator with no seat.
    pub(crate) fn cause(&self, from: Option<&str>) -> Result<Option<Cause>, UserError> {
        let Some(card) = from.map(str::trim).filter(|f| !f.is_empty()) else {
            return Ok(None);
        };
        let card = new_name(card)?;
        // Players are shown by the name the table kept for them, as everywhere else.
        let by = match (
            self.arena.player_name(self.actor.user),
            self.actor.name.trim(),
        ) {
            (Some(kept), _) => kept.to_owned(),
            (None, "") => self.mage_name(self.actor.user),
            (None, name) => name.chars().take(limits::SEAT_NAME_CHARS).collect(),
        };
        Ok(Some(Cause { card, by }))
    }
}

/// `/condition add`: markers placed by hand (they come from cards Narrator does not know).
pub(crate) fn add(
    ctx: &mut Ctx<'_>,
    target: &str,
    condition: Condition,
    count: u32,
    from: Option<&str>,
) -> Result<(), UserError> {
    ctx.require_player()?;
    let count = check_count(count)?;
    let cause = ctx.cause(from)?;
    let id = ctx.find(target)?;
    let object = ctx.obj_mut(id)?;
    let markers = add_markers(object, condition, count);
    let name = object.name.clone();
    ctx.event(Event::ConditionChanged {
        name,
        condition,
        markers,
        cause,
    });
    Ok(())
}

/// `/condition remove`: `count` markers, or all of them.
pub(crate) fn remove(
    ctx: &mut Ctx<'_>,
    target: &str,
    condition: Condition,
    count: Option<u32>,
    from: Option<&str>,
) -> Result<(), UserError> {
    ctx.require_player()?;
    let count = count.map(check_count).transpose()?;
    let cause = ctx.cause(from)?;
    let id = ctx.find(target)?;
    let object = ctx.obj_mut(id)?;
    let current = object.markers(condition);
    if current == 0 {
        return Err(UserError::new("err-mw-no-markers")
            .arg("name", object.name.as_str())
            .arg("condition", condition.key()));
    }
    let left = count.map_or(0, |n| current.saturating_sub(n));
    set_markers(object, condition, left);
    let name = object.name.clone();
    ctx.event(Event::ConditionChanged {
        name,
        condition,
        markers: left,
        cause,
    });
    Ok(())
}

/// `/damage`: direct damage (ignores Armor, cannot be avoided); it can destroy.
pub(crate) fn damage(
    ctx: &mut Ctx<'_>,
    target: &str,
    amount: u32,
    from: Option<&str>,
) -> Result<(), UserError> {
    ctx.require_player()?;
    let amount = check_amount(amount)?;
    let cause = ctx.cause(from)?;
    let id = ctx.find(target)?;
    let total = damage::add(ctx, id, amount)?;
    let object = ctx.obj(id)?;
    let event = Event::Damaged {
        name: object.name.clone(),
        amount,
        damage: total,
        life: object.life,
        cause,
    };
    ctx.event(event);
    damage::destroy_if_dead(ctx, id)?;
    Ok(())
}

/// `/heal`: removes up to `amount` damage.
pub(crate) fn heal(
    ctx: &mut Ctx<'_>,
    target: &str,
    amount: u32,
    from: Option<&str>,
) -> Result<(), UserError> {
    ctx.require_player()?;
    let amount = check_amount(amount)?;
    let cause = ctx.cause(from)?;
    let id = ctx.find(target)?;
    let object = ctx.obj_mut(id)?;
    if object.damage == 0 {
        return Err(UserError::new("err-mw-no-damage").arg("name", object.name.as_str()));
    }
    let healed = amount.min(object.damage);
    object.damage -= healed;
    let event = Event::Healed {
        name: object.name.clone(),
        amount: healed,
        damage: object.damage,
        life: object.life,
        cause,
    };
    ctx.event(event);
    Ok(())
}
