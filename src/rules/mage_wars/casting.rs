//! Casting (rules: "Round structure"): a spell costs mana; a quick spell uses the mage's
//! quickcast marker (once a round, any time in the action stage), any other spell is the
//! mage's full action in its own action phase. In setup, spells are paid with no turn.

use super::ctx::Ctx;
use super::limits;
use super::model::{Body, Stage};
use super::names::new_name;
use super::outcome::Event;
use super::phase::{self, Kind};
use super::validate;
use crate::error::UserError;

pub(crate) struct CastRequest<'a> {
    pub mage: Option<&'a str>,
    pub spell: Option<&'a str>,
    pub cost: u32,
    pub quick: bool,
    pub target: Option<&'a str>,
    pub mark: i32,
}

/// `/cast`: pays a spell's mana; with `target` and `mark`, attacks against the target
/// roll `mark` more dice from now on (Marked for Death).
///
/// Rolls nothing.
pub(crate) fn cast(ctx: &mut Ctx<'_>, request: &CastRequest<'_>) -> Result<(), UserError> {
    if request.mark.unsigned_abs() > limits::MAX_MARK.unsigned_abs() {
        return Err(UserError::new("err-mw-mark").arg("max", limits::MAX_MARK));
    }
    if request.mark != 0 && request.target.is_none() {
        return Err(UserError::new("err-mw-mark-needs-target"));
    }
    let spell = request
        .spell
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(new_name)
        .transpose()?;
    let mage = ctx.named_mage_or_own(request.mage)?;
    ctx.require_may_act_for(mage)?;
    let target = request.target.map(|t| ctx.find(t)).transpose()?;
    let cost = validate::cost(request.cost)?;
    let mana = pay_spell(ctx, mage, cost, request.quick)?;
    let event = Event::Cast {
        mage: ctx.name_of(mage),
        spell,
        cost,
        mana,
        quick: request.quick,
    };
    ctx.event(event);
    if let (Some(target), true) = (target, request.mark != 0) {
        let cap = i32::try_from(limits::MAX_DICE).unwrap_or(i32::MAX);
        let object = ctx.obj_mut(target)?;
        object.incoming_dice = object
            .incoming_dice
            .saturating_add(request.mark)
            .clamp(-cap, cap);
        let event = Event::Marked {
            target: object.name.clone(),
            dice: object.incoming_dice,
        };
        ctx.event(event);
    }
    Ok(())
}

/// The mage casts a spell of `cost` (checked against MAX_COST by the caller): the
/// quickcast marker or the mage's action, then the mana. Returns the mana left.
/// Refusals: `err-mw-quickcast-used`, the activation refusals, `err-mw-not-enough-mana`.
pub(crate) fn pay_spell(
    ctx: &mut Ctx<'_>,
    mage: u32,
    cost: u32,
    quick: bool,
) -> Result<u32, UserError> {
    let setup = matches!(ctx.arena.stage, Stage::Setup);
    if quick && !setup {
        if quickcast_used(ctx, mage)? {
            return Err(UserError::new("err-mw-quickcast-used").arg("mage", ctx.name_of(mage)));
        }
    } else if !setup {
        phase::begin(ctx, mage, Kind::Cast)?;
        phase::use_action(ctx, true)?;
    }
    let object = ctx.obj_mut(mage)?;
    let Body::Mage {
        mana,
        quickcast_used,
        ..
    } = &mut object.body
    else {
        return Err(UserError::new("err-mw-not-a-mage").arg("name", object.name.as_str()));
    };
    if *mana < cost {
        return Err(UserError::new("err-mw-not-enough-mana")
            .arg("mana", *mana)
            .arg("cost", cost));
    }
    *mana -= cost;
    if quick && !setup {
        *quickcast_used = true;
    }
    Ok(*mana)
}

fn quickcast_used(ctx: &Ctx<'_>, mage: u32) -> Result<bool, UserError> {
    let object = ctx.obj(mage)?;
    match object.body {
        Body::Mage { quickcast_used, .. } => Ok(quickcast_used),
        Body::Creature => {
            Err(UserError::new("err-mw-not-a-mage").arg("name", object.name.as_str()))
        }
    }
}

/// Pays an attack spell's mana (no turn checks: the attack itself is the action).
pub(crate) fn pay_mana(ctx: &mut Ctx<'_>, mage: u32, cost: u32) -> Result<u32, UserError> {
    let object = ctx.obj_mut(mage)?;
    let Body::Mage { mana, .. } = &mut object.body else {
        return Err(UserError::new("err-mw-not-a-mage").arg("name", object.name.as_str()));
    };
    if *mana < cost {
        return Err(UserError::new("err-mw-not-enough-mana")
            .arg("mana", *mana)
            .arg("cost", cost));
    }
    *mana -= cost;
    Ok(*mana)
}
