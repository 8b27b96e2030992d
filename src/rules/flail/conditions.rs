//! Adding and removing conditions.
//! Rules: FLAIL, "Vulnerability" and "Other conditions".

use super::ctx::{Ctx, Target};
use super::limits;
use super::model::{Attribute, CombatantRef, Condition, ConditionKind};
use super::outcome::Event;
use super::saves::require_active;
use crate::error::UserError;

/// The named combatant, if the actor may change its conditions: the GM for anyone, a
/// player for their own characters. Dead characters and fallen adversaries are refused.
fn condition_target(ctx: &Ctx<'_>, name: &str) -> Result<Target, UserError> {
    let target = ctx.target(name)?;
    match target {
        Target::Pc(index) => ctx.require_may_act_for(index)?,
        Target::Adversary(_) => ctx.require_gm()?,
    }
    require_active(ctx, target)?;
    Ok(target)
}

fn conditions_mut<'c>(
    ctx: &'c mut Ctx<'_>,
    target: Target,
) -> Result<&'c mut Vec<Condition>, UserError> {
    match target {
        Target::Pc(index) => Ok(&mut ctx.pc_mut(index).conditions),
        Target::Adversary(index) => {
            let name = ctx.name_of(target);
            ctx.encounter_mut()?
                .adversaries
                .get_mut(index)
                .map(|a| &mut a.conditions)
                .ok_or_else(|| UserError::new("err-unknown-adversary").arg("name", name))
        }
    }
}

/// Whether it is `target`'s turn in this channel's fight.
pub(super) fn is_turn_of(ctx: &Ctx<'_>, target: Target) -> bool {
    let turn = ctx
        .world
        .table
        .encounter
        .as_ref()
        .and_then(|e| e.turn.clone());
    match (turn, target) {
        (Some(CombatantRef::Pc(id)), Target::Pc(index)) => ctx.pc(index).id == id,
        (Some(CombatantRef::Adversary(turn)), Target::Adversary(index)) => turn == index,
        _ => false,
    }
}

/// `/condition add` (rules: "Vulnerability", "Other conditions"): the GM, or a player for
/// their own character. `save` is the attribute a PC saves with at the start of its round
/// (*Decision*: the GM names it, default DEX; adversaries use their Saves value). A
/// condition already carried is refused. Sleeping or Unconscious on the combatant whose
/// turn it is ends that turn: it cannot act.
pub(crate) fn add(
    ctx: &mut Ctx<'_>,
    target: &str,
    condition: ConditionKind,
    save: Option<Attribute>,
) -> Result<(), UserError> {
    let target = condition_target(ctx, target)?;
    let who = ctx.name_of(target);
    let list = conditions_mut(ctx, target)?;
    if list.iter().any(|c| c.kind == condition) {
        return Err(UserError::new("err-condition-present")
            .arg("name", who)
            .arg("condition", condition.key()));
    }
    if list.len() >= limits::CONDITIONS_PER_COMBATANT {
        return Err(UserError::new("err-too-many-conditions")
            .arg("name", who)
            .arg("max", limits::CONDITIONS_PER_COMBATANT));
    }
    list.push(Condition::new(condition, save.unwrap_or(Attribute::Dex)));
    ctx.event(Event::ConditionGained { who, condition });
    if matches!(
        condition,
        ConditionKind::Sleeping | ConditionKind::Unconscious
    ) && is_turn_of(ctx, target)
    {
        super::turns::end_turn(ctx)?;
    }
    Ok(())
}

/// `/condition remove`: the GM, or a player for their own character; a condition the
/// combatant does not carry is refused.
pub(crate) fn remove(
    ctx: &mut Ctx<'_>,
    target: &str,
    condition: ConditionKind,
) -> Result<(), UserError> {
    let target = condition_target(ctx, target)?;
    let who = ctx.name_of(target);
    let list = conditions_mut(ctx, target)?;
    let Some(position) = list.iter().position(|c| c.kind == condition) else {
        return Err(UserError::new("err-condition-missing")
            .arg("name", who)
            .arg("condition", condition.key()));
    };
    list.remove(position);
    ctx.event(Event::ConditionLost { who, condition });
    Ok(())
}
