//! The Death table (d8) and its consequences.
//! Rules: FLAIL, "Death" and "Ending the encounter".

use super::ctx::Ctx;
use super::model::{Attribute, Condition, ConditionKind};
use super::outcome::{Detail, Event, ResultKind, RollOutcome, RollResult};
use crate::dice::Roll;
use crate::error::UserError;

/// The Death table's entry for a d8 face (the rules' table).
fn entry(face: u32) -> RollOutcome {
    match face {
        1 => RollOutcome::NearDeathExperience,
        2 => RollOutcome::KnockedOut,
        3 => RollOutcome::Unconscious,
        4 => RollOutcome::Hurt,
        5 => RollOutcome::Scarred,
        6 => RollOutcome::HorribleWound,
        7 => RollOutcome::Maimed,
        _ => RollOutcome::Dead,
    }
}

/// `/deathroll` (rules: "Death"): a character owing a Death-table roll rolls d8 — out of
/// combat at once, otherwise when the fight ends (refused while it fights in this
/// channel's started encounter). Each roll pays one owed roll; a dead character owes
/// nothing more. A Near Death Experience takes `attribute` for its +1, or leaves the pick
/// pending: a later `/deathroll attribute:x` completes it without rolling.
pub(crate) fn deathroll(
    ctx: &mut Ctx<'_>,
    character: Option<&str>,
    attribute: Option<Attribute>,
) -> Result<(), UserError> {
    let index = ctx.own_character(character)?;
    let c = ctx.pc(index);
    if c.dead {
        return Err(UserError::new("err-character-dead").arg("name", c.name.as_str()));
    }
    if c.near_death_pick_pending {
        return match attribute {
            Some(attribute) => {
                raise(ctx, index, attribute);
                ctx.pc_mut(index).near_death_pick_pending = false;
                Ok(())
            }
            None => Err(UserError::new("err-near-death-pick").arg("name", c.name.as_str())),
        };
    }
    if c.death_rolls_pending == 0 {
        return Err(UserError::new("err-no-death-roll").arg("name", c.name.as_str()));
    }
    let fighting = ctx.in_encounter(c.id) && ctx.encounter().is_ok_and(|e| e.started());
    if fighting {
        return Err(UserError::new("err-death-roll-after-fight").arg("name", c.name.as_str()));
    }
    let who = c.name.clone();
    let roll = Roll::of(ctx.dice, 1, 8)?;
    // One die: its total is its face.
    let face = roll.total();
    let outcome = entry(face);
    ctx.out.results.push(RollResult {
        kind: ResultKind::Death,
        who: who.clone(),
        outcome,
        rolls: vec![roll],
        pending: false,
        detail: Detail::Value {
            value: i32::try_from(face).unwrap_or(8),
        },
    });
    let c = ctx.pc_mut(index);
    c.death_rolls_pending = c.death_rolls_pending.saturating_sub(1);
    match outcome {
        RollOutcome::NearDeathExperience => {
            let (max_hp, gained) = (c.max_hp, c.max_hp.saturating_sub(c.hp).max(0));
            set_hp(ctx, index, max_hp, gained);
            match attribute {
                Some(attribute) => raise(ctx, index, attribute),
                None => {
                    ctx.pc_mut(index).near_death_pick_pending = true;
                    ctx.event(Event::AttributePickNeeded { who });
                }
            }
        }
        RollOutcome::KnockedOut => {
            let hp = detail_roll(ctx, &who, 4)?;
            let c = ctx.pc(index);
            let hp = hp.min(c.max_hp);
            if hp > c.hp {
                let gained = hp - c.hp;
                set_hp(ctx, index, hp, gained);
            }
        }
        RollOutcome::Unconscious => {
            let hours = detail_roll(ctx, &who, 3)?;
            let hours = u32::try_from(hours).unwrap_or(1);
            let c = ctx.pc_mut(index);
            match c
                .conditions
                .iter_mut()
                .find(|k| k.kind == ConditionKind::Unconscious)
            {
                Some(existing) => existing.hours = hours,
                None => {
                    let mut condition = Condition::new(ConditionKind::Unconscious, Attribute::Dex);
                    condition.hours = hours;
                    c.conditions.push(condition);
                }
            }
            ctx.event(Event::Unconscious {
                who: who.clone(),
                hours,
            });
            back_at_one_hp(ctx, index);
        }
        RollOutcome::Hurt => {
            c.hurt = true;
            ctx.event(Event::HurtGained { who });
            back_at_one_hp(ctx, index);
        }
        RollOutcome::Scarred => {
            // Permanent, but an attribute never goes below 0 (as in `effective`).
            c.attributes.cha = c.attributes.cha.saturating_sub(1).max(0);
            let cha = c.attributes.cha;
            ctx.event(Event::Scarred { who, cha });
            back_at_one_hp(ctx, index);
        }
        RollOutcome::HorribleWound => {
            c.persistent_injuries = c.persistent_injuries.saturating_add(1);
            let count = c.persistent_injuries;
            ctx.event(Event::PersistentInjury { who, count });
            back_at_one_hp(ctx, index);
        }
        RollOutcome::Maimed => {
            c.maimed = true;
            ctx.event(Event::Maimed { who });
            back_at_one_hp(ctx, index);
        }
        _ => {
            c.dead = true;
            c.death_rolls_pending = 0;
            c.near_death_pick_pending = false;
            ctx.event(Event::Died { who });
        }
    }
    Ok(())
}

fn set_hp(ctx: &mut Ctx<'_>, index: usize, hp: i32, gained: i32) {
    let c = ctx.pc_mut(index);
    c.hp = hp;
    let event = Event::Healed {
        who: c.name.clone(),
        amount: gained,
        hp,
        max_hp: c.max_hp,
    };
    ctx.event(event);
}

/// *Decision* (the book is silent on HP): after results 3–7 a character at 0 HP comes
/// back at 1 HP.
fn back_at_one_hp(ctx: &mut Ctx<'_>, index: usize) {
    if ctx.pc(index).hp <= 0 {
        let gained = 1 - ctx.pc(index).hp;
        set_hp(ctx, index, 1, gained);
    }
}

/// Near Death Experience: +1 to the picked attribute.
fn raise(ctx: &mut Ctx<'_>, index: usize, attribute: Attribute) {
    let c = ctx.pc_mut(index);
    let value = c.attributes.get_mut(attribute);
    *value = value.saturating_add(1);
    let event = Event::AttributeRaised {
        who: c.name.clone(),
        attribute,
        value: *value,
    };
    ctx.event(event);
}

/// A follow-up die of the Death table (d4 HP, d3 hours), recorded as its own result.
fn detail_roll(ctx: &mut Ctx<'_>, who: &str, sides: u32) -> Result<i32, UserError> {
    let roll = Roll::of(ctx.dice, 1, sides)?;
    let value = i32::try_from(roll.total()).unwrap_or(1);
    ctx.out.results.push(RollResult {
        kind: ResultKind::DeathDetail,
        who: who.to_owned(),
        outcome: RollOutcome::Rolled,
        rolls: vec![roll],
        pending: false,
        detail: Detail::Value { value },
    });
    Ok(value)
}
