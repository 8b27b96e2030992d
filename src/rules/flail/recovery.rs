//! Damage and healing outside the To Hit roll, rests, and the end of a session.
//! Rules: FLAIL, "Injured", "Death", "Recovery", "Death" table 4 (Hurt).

use super::action::RestKind;
use super::characters::bounded;
use super::conditions::is_turn_of;
use super::ctx::{Ctx, Target};
use super::limits;
use super::model::ConditionKind;
use super::outcome::{Detail, Event, ResultKind, RollOutcome, RollResult};
use super::saves::require_active;
use crate::dice::Roll;
use crate::error::UserError;

/// Whether the target can no longer act (a PC down, an adversary out of the fight).
fn out_of_action(ctx: &Ctx<'_>, target: Target) -> bool {
    match target {
        Target::Pc(index) => ctx.pc(index).is_down(),
        Target::Adversary(index) => ctx
            .encounter()
            .ok()
            .and_then(|e| e.adversaries.get(index))
            .is_none_or(|a| !a.standing()),
    }
}

/// `/damage` (GM only): direct damage, 1..=`MAX_AMOUNT`. A PC goes through the usual
/// steps (rules: "Injured": 6+ in one go gives Injured; 0 HP or a 4th Injured owes a
/// Death roll). *Decision*: Defence does not reduce a GM's direct damage — the GM states
/// the final amount. Dead PCs and fallen adversaries are refused. If the target was the
/// one acting and is now out, the turn passes.
pub(crate) fn damage(ctx: &mut Ctx<'_>, target: &str, amount: i32) -> Result<(), UserError> {
    ctx.require_gm()?;
    bounded(amount, 1, limits::MAX_AMOUNT, "err-amount-range")?;
    let target = ctx.target(target)?;
    require_active(ctx, target)?;
    let was_acting = is_turn_of(ctx, target) && !out_of_action(ctx, target);
    match target {
        Target::Pc(index) => ctx.damage_pc(index, amount),
        Target::Adversary(index) => ctx.damage_adversary(index, amount)?,
    }
    if was_acting && out_of_action(ctx, target) {
        super::turns::end_turn(ctx)?;
    }
    Ok(())
}

/// `/heal`: the GM, or the owner for their own character; 1..=`MAX_AMOUNT`, never above
/// max HP. Dead PCs and fallen adversaries are refused. *Decision*: healing a PC from 0 HP
/// does not cancel an owed Death roll — the roll was earned when it fell (rules: "Death").
pub(crate) fn heal(ctx: &mut Ctx<'_>, target: &str, amount: i32) -> Result<(), UserError> {
    bounded(amount, 1, limits::MAX_AMOUNT, "err-amount-range")?;
    let target = ctx.target(target)?;
    match target {
        Target::Pc(index) => ctx.require_may_act_for(index)?,
        Target::Adversary(_) => ctx.require_gm()?,
    }
    require_active(ctx, target)?;
    let (who, hp, max_hp) = match target {
        Target::Pc(index) => {
            let c = ctx.pc_mut(index);
            (&c.name, &mut c.hp, c.max_hp)
        }
        Target::Adversary(index) => {
            let name = ctx.name_of(target);
            let a = ctx
                .encounter_mut()?
                .adversaries
                .get_mut(index)
                .ok_or_else(|| UserError::new("err-unknown-adversary").arg("name", name))?;
            (&a.name, &mut a.hp, a.max_hp)
        }
    };
    let before = *hp;
    *hp = hp.saturating_add(amount).min(max_hp).max(before);
    let event = Event::Healed {
        who: who.clone(),
        amount: *hp - before,
        hp: *hp,
        max_hp,
    };
    ctx.event(event);
    Ok(())
}

/// `/rest` (rules: "Recovery"): short d4 HP; long d4+4 HP and ends Exhausted and Drained;
/// full: all HP, and ends Injured, Exhausted, Drained, Hurt and Unconscious (not
/// Persistent Injury, not Maimed). Refused while the character fights in this channel's
/// started encounter, and for the dead.
pub(crate) fn rest(
    ctx: &mut Ctx<'_>,
    kind: RestKind,
    character: Option<&str>,
) -> Result<(), UserError> {
    let index = ctx.own_character(character)?;
    require_active(ctx, Target::Pc(index))?;
    let c = ctx.pc(index);
    if ctx.in_encounter(c.id) && ctx.encounter().is_ok_and(|e| e.started()) {
        return Err(UserError::new("err-rest-during-fight").arg("name", c.name.as_str()));
    }
    let who = c.name.clone();
    let (amount, cleared): (i32, &[ConditionKind]) = match kind {
        RestKind::Short | RestKind::Long => {
            let roll = Roll::of(ctx.dice, 1, 4)?;
            let bonus = if kind == RestKind::Long { 4 } else { 0 };
            let amount = i32::try_from(roll.total()).unwrap_or(0) + bonus;
            ctx.out.results.push(RollResult {
                kind: ResultKind::Rest,
                who: who.clone(),
                outcome: RollOutcome::Rolled,
                rolls: vec![roll],
                pending: false,
                detail: Detail::Value { value: amount },
            });
            let cleared: &[ConditionKind] = if kind == RestKind::Long {
                &[ConditionKind::Exhausted, ConditionKind::Drained]
            } else {
                &[]
            };
            (amount, cleared)
        }
        RestKind::Full => (
            ctx.pc(index).max_hp,
            &[
                ConditionKind::Exhausted,
                ConditionKind::Drained,
                ConditionKind::Unconscious,
            ],
        ),
    };
    let c = ctx.pc_mut(index);
    let before = c.hp;
    c.hp = c.hp.saturating_add(amount).min(c.max_hp).max(before);
    let event = Event::Healed {
        who: who.clone(),
        amount: c.hp - before,
        hp: c.hp,
        max_hp: c.max_hp,
    };
    ctx.event(event);
    for &condition in cleared {
        let c = ctx.pc_mut(index);
        if c.has(condition) {
            c.conditions.retain(|k| k.kind != condition);
            ctx.event(Event::ConditionLost {
                who: who.clone(),
                condition,
            });
        }
    }
    if kind == RestKind::Full {
        let c = ctx.pc_mut(index);
        let (count, hurt) = (c.injured, c.hurt);
        c.injured = 0;
        c.hurt = false;
        if count > 0 {
            ctx.event(Event::InjuredCleared {
                who: who.clone(),
                count,
            });
        }
        if hurt {
            ctx.event(Event::HurtCleared { who });
        }
    }
    Ok(())
}

/// `/session end` (GM or moderator): Hurt lasts until the session ends (rules: Death
/// table 4), so it is cleared on every character of the server.
pub(crate) fn session_end(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    ctx.require_gm()?;
    let guild = ctx.world.guild;
    let mut cleared = Vec::new();
    for c in ctx
        .world
        .characters
        .iter_mut()
        .filter(|c| c.guild == guild && c.hurt)
    {
        c.hurt = false;
        cleared.push(c.name.clone());
    }
    ctx.event(Event::SessionEnded { cleared });
    Ok(())
}
