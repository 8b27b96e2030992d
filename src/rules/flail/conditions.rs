//! Adding and removing conditions.
//! Rules: FLAIL, "Vulnerability" and "Other conditions".

use super::ctx::{Ctx, Target};
use super::limits;
use super::model::{Attribute, CombatantRef, Condition, ConditionKind};
use super::outcome::{Event, LongTermState};
use super::saves::require_active;
use crate::error::UserError;

/// The named combatant, if the actor may change its conditions: the GM's alone (rules:
/// "The GM calls rests and recovery"). Dead characters and fallen adversaries are refused.
fn condition_target(ctx: &Ctx<'_>, name: &str) -> Result<Target, UserError> {
    let target = ctx.target(name)?;
    ctx.require_gm()?;
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

/// `/condition add` (rules: "Vulnerability", "Other conditions"; the GM's). `save` is the
/// attribute a PC saves with at the start of its round (*Decision*: the GM names it,
/// default DEX; adversaries use their Saves value). A condition already carried is refused,
/// except Poisoned, which stacks. Sleeping or Unconscious on the combatant whose turn it is
/// ends that turn: it cannot act.
pub(crate) fn add(
    ctx: &mut Ctx<'_>,
    target: &str,
    condition: ConditionKind,
    save: Option<Attribute>,
) -> Result<(), UserError> {
    let target = condition_target(ctx, target)?;
    let who = ctx.name_of(target);
    let list = conditions_mut(ctx, target)?;
    if condition == ConditionKind::Poisoned
        && let Some(poison) = list.iter_mut().find(|c| c.kind == condition)
    {
        poison.stacks = poison.stacks.max(1).saturating_add(1);
        let count = poison.stacks;
        ctx.event(Event::PoisonWorsens { who, count });
        return Ok(());
    }
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

/// `/condition remove` (the GM's); a condition the combatant does not carry is refused.
/// Removing Poisoned is medical healing: every Poisoned goes.
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

/// `/condition add|remove` of a long-term state (rules: "Long-term states the GM can set
/// and clear"; the GM's, PCs only): Injured counts up or down by one; Persistent Injury
/// likewise; Maimed and Hurt are set or cleared; Scarred lowers CHA by one (never below 0)
/// or gives the point back. Clearing what is not there is refused. Injured set by hand owes
/// no Death roll: the GM is correcting the sheet, not dealing a wound.
pub(crate) fn state(
    ctx: &mut Ctx<'_>,
    target: &str,
    state: LongTermState,
    add: bool,
) -> Result<(), UserError> {
    let Target::Pc(index) = condition_target(ctx, target)? else {
        return Err(UserError::new("err-state-pc-only").arg("name", target.trim()));
    };
    let c = ctx.pc_mut(index);
    let who = c.name.clone();
    let step = |value: &mut u32| -> Option<u32> {
        if add {
            *value = value.saturating_add(1);
        } else if *value == 0 {
            return None;
        } else {
            *value -= 1;
        }
        Some(*value)
    };
    let value = match state {
        LongTermState::Injured => step(&mut c.injured).map(i64::from),
        LongTermState::PersistentInjury => step(&mut c.persistent_injuries).map(i64::from),
        LongTermState::Maimed => (c.maimed != add).then(|| {
            c.maimed = add;
            i64::from(add)
        }),
        LongTermState::Hurt => (c.hurt != add).then(|| {
            c.hurt = add;
            i64::from(add)
        }),
        LongTermState::Scarred => {
            let cha = &mut c.attributes.cha;
            if add {
                *cha = cha.saturating_sub(1).max(0);
            } else {
                *cha = cha.saturating_add(1).min(limits::MAX_EDITED_ATTRIBUTE);
            }
            Some(i64::from(*cha))
        }
    };
    let Some(value) = value else {
        return Err(UserError::new("err-state-missing")
            .arg("name", who)
            .arg("state", state.key()));
    };
    ctx.event(Event::StateChanged {
        who,
        state,
        value: i32::try_from(value).unwrap_or(i32::MAX),
    });
    Ok(())
}
