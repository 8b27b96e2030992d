//! Objects change after they enter (rules: equipment and enchantments raise Armor, Life,
//! Channeling, Defense and add traits): `/arena edit` keeps the object's damage and
//! markers; `/arena mana` adjusts a mage's mana with a reason for the log.

use super::action::ObjectEdit;
use super::ctx::Ctx;
use super::damage;
use super::limits;
use super::model::{Body, Defense};
use super::outcome::Event;
use super::validate;
use crate::error::UserError;

/// `/arena edit`: the object's owner or the host changes any printed number or trait; what
/// is not given stays. A Life at or below its damage destroys it.
///
/// Rolls nothing.
pub(crate) fn edit(ctx: &mut Ctx<'_>, name: &str, edit: &ObjectEdit) -> Result<(), UserError> {
    let id = ctx.find(name)?;
    ctx.require_may_act_for(id)?;
    let life = edit.life.map(validate::life).transpose()?;
    let armor = edit.armor.map(validate::armor).transpose()?;
    let defense = match edit.defense {
        Some(0) => Some(None),
        Some(d) => Some(validate::defense(Some(d))?),
        None => None,
    };
    if edit.channeling.is_some_and(|c| c > limits::MAX_CHANNELING) {
        return Err(UserError::new("err-mw-channeling").arg("max", limits::MAX_CHANNELING));
    }
    let object = ctx.obj_mut(id)?;
    let mut traits = object.traits.clone();
    set(&mut traits.tough, edit.tough);
    set(&mut traits.resilient, edit.resilient);
    set(&mut traits.aegis, edit.aegis);
    set(&mut traits.counterstrike, edit.counterstrike);
    set(&mut traits.flying, edit.flying);
    set(&mut traits.unmovable, edit.unmovable);
    set(&mut traits.elusive, edit.elusive);
    set(&mut traits.pest, edit.pest);
    set(&mut traits.regeneration, edit.regeneration);
    set(&mut traits.upkeep, edit.upkeep);
    set(&mut traits.damage_types, edit.damage_types.clone());
    validate::traits(&traits)?;
    object.traits = traits;
    set(&mut object.life, life);
    set(&mut object.armor, armor);
    if let Some(defense) = defense {
        // A new Defense is ready; an unchanged one keeps whether it was used.
        let ready = object.defense.is_none_or(|d| d.ready);
        object.defense = defense.map(|target| Defense { target, ready });
    }
    if let Some(channeling) = edit.channeling {
        match &mut object.body {
            Body::Mage { channeling: c, .. } | Body::Creature { channeling: c, .. } => {
                *c = channeling;
            }
        }
    }
    let event = Event::Edited {
        name: object.name.clone(),
        life: object.life,
        armor: object.armor,
        damage: object.damage,
    };
    ctx.event(event);
    damage::destroy_if_dead(ctx, id)?;
    Ok(())
}

fn set<T>(field: &mut T, value: Option<T>) {
    if let Some(value) = value {
        *field = value;
    }
}

/// `/arena mana`: the mage's owner or the host adds (or takes, with a negative amount)
/// mana, never below 0 nor above MAX_MANA.
///
/// Rolls nothing.
pub(crate) fn mana(
    ctx: &mut Ctx<'_>,
    mage: Option<&str>,
    amount: i32,
    reason: Option<&str>,
) -> Result<(), UserError> {
    let cap = i64::from(limits::MAX_MANA);
    if amount == 0 || i64::from(amount).abs() > cap {
        return Err(UserError::new("err-mw-mana-amount").arg("max", limits::MAX_MANA));
    }
    let reason = reason.map(str::trim).filter(|r| !r.is_empty());
    if reason.is_some_and(|r| r.chars().count() > limits::REASON_CHARS) {
        return Err(UserError::new("err-mw-reason-length").arg("max", limits::REASON_CHARS));
    }
    let id = ctx.named_mage_or_own(mage)?;
    ctx.require_may_act_for(id)?;
    let object = ctx.obj_mut(id)?;
    let Body::Mage { mana, .. } = &mut object.body else {
        return Err(UserError::new("err-mw-not-a-mage").arg("name", object.name.as_str()));
    };
    let now = i64::from(*mana) + i64::from(amount);
    if !(0..=cap).contains(&now) {
        return Err(UserError::new("err-mw-mana-out-of-range")
            .arg("mana", *mana)
            .arg("max", limits::MAX_MANA));
    }
    *mana = u32::try_from(now).unwrap_or(0);
    let event = Event::ManaAdjusted {
        mage: object.name.clone(),
        amount,
        mana: *mana,
        reason: reason.map(str::to_owned),
    };
    ctx.event(event);
    Ok(())
}
