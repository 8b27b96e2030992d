//! Casting (rules: "Round structure"): a spell costs mana. A quick spell is the mage's
//! quick action when the mage is acting with its action unspent (a move may come first),
//! otherwise its quickcast: once a round, in the first or final quickcast phase or right
//! before or after the action phase of one of its player's creatures (the mage too). Any
//! other spell is the mage's full action in its own action phase. Enchantments are cast
//! face down (quick) and revealed later for their reveal cost. In setup, spells are paid
//! with no turn.

use super::ctx::Ctx;
use super::limits;
use super::model::{Body, Enchantment, Stage};
use super::names::{new_name, same, shorten};
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
    pub enchantment: bool,
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
    if request.enchantment {
        let target = target.ok_or_else(|| UserError::new("err-mw-enchant-needs-target"))?;
        return enchant(ctx, mage, target, spell, cost, request.mark);
    }
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
        mark(ctx, target, request.mark)?;
    }
    Ok(())
}

/// Attacks against the target roll `by` more dice from now on (capped).
fn mark(ctx: &mut Ctx<'_>, target: u32, by: i32) -> Result<(), UserError> {
    let cap = i32::try_from(limits::MAX_DICE).unwrap_or(i32::MAX);
    let object = ctx.obj_mut(target)?;
    object.incoming_dice = object.incoming_dice.saturating_add(by).clamp(-cap, cap);
    let event = Event::Marked {
        target: object.name.clone(),
        dice: object.incoming_dice,
    };
    ctx.event(event);
    Ok(())
}

/// An enchantment goes face down on its target for its casting cost (a quick spell); its
/// name stays out of every event until it is revealed.
fn enchant(
    ctx: &mut Ctx<'_>,
    mage: u32,
    target: u32,
    spell: Option<String>,
    cost: u32,
    mark: i32,
) -> Result<(), UserError> {
    let name = spell.ok_or_else(|| UserError::new("err-mw-enchant-needs-name"))?;
    if ctx.arena.enchantments.len() >= limits::ENCHANTMENTS {
        return Err(UserError::new("err-mw-too-many-enchantments").arg("max", limits::ENCHANTMENTS));
    }
    let mana = pay_spell(ctx, mage, cost, true)?;
    let owner = ctx.obj(mage)?.owner;
    let id = ctx.arena.next_id;
    ctx.arena.next_id = ctx.arena.next_id.saturating_add(1);
    ctx.arena.enchantments.push(Enchantment {
        id,
        name,
        owner,
        target,
        mark,
        revealed: false,
    });
    let event = Event::EnchantmentCast {
        mage: ctx.name_of(mage),
        target: ctx.name_of(target),
        cost,
        mana,
    };
    ctx.event(event);
    Ok(())
}

/// `/reveal`: the caller's face-down enchantment (the host's: anyone's) turns face up for
/// its reveal cost, paid from its caster's mana; its mark applies from now on. Revealing
/// takes no action.
///
/// Rolls nothing.
pub(crate) fn reveal(ctx: &mut Ctx<'_>, name: &str, cost: u32) -> Result<(), UserError> {
    let cost = validate::cost(cost)?;
    let host = ctx.is_host();
    let user = ctx.actor.user;
    let index = ctx
        .arena
        .enchantments
        .iter()
        .position(|e| !e.revealed && (host || e.owner == user) && same(&e.name, name))
        .ok_or_else(|| UserError::new("err-mw-no-such-enchantment").arg("name", shorten(name)))?;
    let enchantment = ctx
        .arena
        .enchantments
        .get(index)
        .cloned()
        .ok_or_else(|| UserError::new("err-mw-internal"))?;
    let mage = ctx
        .arena
        .mage_of(enchantment.owner)
        .map(|m| m.id)
        .ok_or_else(|| UserError::new("err-mw-no-mage"))?;
    let mana = pay_mana(ctx, mage, cost)?;
    if let Some(live) = ctx.arena.enchantments.get_mut(index) {
        live.revealed = true;
    }
    let event = Event::EnchantmentRevealed {
        mage: ctx.name_of(mage),
        name: enchantment.name.clone(),
        target: ctx.name_of(enchantment.target),
        cost,
        mana,
    };
    ctx.event(event);
    if enchantment.mark != 0 {
        mark(ctx, enchantment.target, enchantment.mark)?;
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
    if !setup {
        if quick {
            quick_spell(ctx, mage)?;
        } else {
            phase::begin(ctx, mage, Kind::Cast)?;
            phase::use_action(ctx, true)?;
        }
    }
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

/// A quick spell by `mage`: its quick action when it is the acting object with its action
/// unspent (after a move too), otherwise its quickcast, which needs the quickcast marker
/// and the right moment: the first or final quickcast phase, or its player's own action
/// phase before an object is activated or once the acting object's action is done.
pub(crate) fn quick_spell(ctx: &mut Ctx<'_>, mage: u32) -> Result<(), UserError> {
    let owner = ctx.obj(mage)?.owner;
    match ctx.arena.stage {
        Stage::Setup => return Ok(()),
        Stage::Upkeep { .. } => return Err(UserError::new("err-mw-not-action-stage")),
        Stage::FinalQuickcast => {}
        Stage::Actions { .. } => {
            let phase = ctx.phase()?;
            if phase.acting == Some(mage) && !phase.action_used {
                return phase::use_action(ctx, false);
            }
            let own_phase = phase.turn == owner;
            let between = phase.acting.is_none() || phase.action_used || phase.moves == 0;
            let window = ctx.arena.opening || (own_phase && between);
            if !window {
                return Err(UserError::new("err-mw-quickcast-timing")
                    .arg("mage", ctx.name_of(mage))
                    .arg("turn", ctx.mage_name(phase.turn)));
            }
        }
    }
    if quickcast_used(ctx, mage)? {
        return Err(UserError::new("err-mw-quickcast-used").arg("mage", ctx.name_of(mage)));
    }
    if let Body::Mage { quickcast_used, .. } = &mut ctx.obj_mut(mage)?.body {
        *quickcast_used = true;
    }
    Ok(())
}

fn quickcast_used(ctx: &Ctx<'_>, mage: u32) -> Result<bool, UserError> {
    let object = ctx.obj(mage)?;
    match object.body {
        Body::Mage { quickcast_used, .. } => Ok(quickcast_used),
        Body::Creature { .. } => {
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
