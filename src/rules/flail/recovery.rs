//! Damage and healing outside the To Hit roll, rests, and the end of a session.
//! Rules: FLAIL, "Injured", "Death", "Recovery", "Death" table 4 (Hurt).

use super::action::RestKind;
use super::characters::bounded;
use super::conditions::is_turn_of;
use super::ctx::{Ctx, Target};
use super::limits;
use super::model::{ConditionKind, PendingDamage, Usage};
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
///
/// Non-physical damage (`physical: false`) on a PC with a free armour dot waits for the
/// player's choice (rules: "Armour": one dot halves it, two negate it), made with
/// `/armour` like the To Hit armour choice. *Decision*: an adversary's armour is in its
/// Defence, which direct damage ignores, so it takes non-physical damage in full.
pub(crate) fn damage(
    ctx: &mut Ctx<'_>,
    target: &str,
    amount: i32,
    physical: bool,
) -> Result<(), UserError> {
    ctx.require_gm()?;
    bounded(amount, 1, limits::MAX_AMOUNT, "err-amount-range")?;
    let target = ctx.target(target)?;
    require_active(ctx, target)?;
    if !physical && let Target::Pc(index) = target {
        let pieces = super::attack::free_pieces(ctx.pc(index));
        if !pieces.is_empty() {
            let (id, defender) = (ctx.pc(index).id, ctx.pc(index).name.clone());
            ctx.world.table.pending_damage = Some(PendingDamage {
                target: id,
                amount,
                dots: 0,
            });
            ctx.event(Event::NonPhysicalChoice {
                defender,
                amount,
                marked: 0,
                pieces,
            });
            return Ok(());
        }
    }
    apply_damage(ctx, target, amount)
}

/// Damage as it lands: the target's HP, Injured and Death rolls, and the turn passing on
/// when the one acting is now out.
fn apply_damage(ctx: &mut Ctx<'_>, target: Target, amount: i32) -> Result<(), UserError> {
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

/// Lands pending non-physical damage with the dots marked for it: one halves it (rounded
/// down), two negate it.
pub(crate) fn resolve_nonphysical(
    ctx: &mut Ctx<'_>,
    defender: usize,
    pending: &PendingDamage,
) -> Result<(), UserError> {
    let left = pending.left();
    if pending.dots > 0 {
        let who = ctx.pc(defender).name.clone();
        ctx.event(Event::DamageReduced {
            who,
            from: pending.amount,
            to: left,
        });
    }
    if left > 0 {
        apply_damage(ctx, Target::Pc(defender), left)?;
    }
    Ok(())
}

/// `/heal` (the GM's: rules, "The GM calls rests and recovery"); 1..=`MAX_AMOUNT`, never
/// above max HP. Dead PCs, PCs owing a Death roll outside a fight, and fallen adversaries
/// are refused. *Decision*: healing a PC from 0 HP in a fight does not cancel an owed Death
/// roll — the roll was earned when it fell (rules: "Death").
pub(crate) fn heal(ctx: &mut Ctx<'_>, target: &str, amount: i32) -> Result<(), UserError> {
    bounded(amount, 1, limits::MAX_AMOUNT, "err-amount-range")?;
    let target = ctx.target(target)?;
    ctx.require_gm()?;
    require_active(ctx, target)?;
    if let Target::Pc(index) = target {
        ctx.require_no_death_roll_due(index)?;
    }
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

/// `/rest` (rules: "Recovery"; the GM's, for one PC or, with no name, the channel's party:
/// the PCs of its encounter, or of its last one). Short: d4 HP; long: d4+4 HP, ends
/// Exhausted and Drained, and a Poisoned PC gets one more Poisoned (a dawn passes); full:
/// all HP, and ends Injured, Exhausted, Drained and Hurt (not Persistent Injury, not
/// Maimed, not Poisoned). Every rest ends Unconscious (its hours have passed). Refused while
/// the character fights in this channel's started encounter, for the dead, and for a PC
/// owing a Death roll (it rolls first). A party rest skips the dead.
pub(crate) fn rest(
    ctx: &mut Ctx<'_>,
    kind: RestKind,
    character: Option<&str>,
) -> Result<(), UserError> {
    ctx.require_gm()?;
    let resting = match character {
        Some(name) => {
            let index = ctx.character_index(name)?;
            require_active(ctx, Target::Pc(index))?;
            vec![index]
        }
        None => party(ctx)?,
    };
    for &index in &resting {
        let c = ctx.pc(index);
        if ctx.fighting(c.id) {
            return Err(UserError::new("err-rest-during-fight").arg("name", c.name.as_str()));
        }
        ctx.require_no_death_roll_due(index)?;
    }
    for index in resting {
        rest_one(ctx, kind, index)?;
    }
    Ok(())
}

/// The channel's party for a GM's rest: the living PCs of the encounter, or else of the
/// last encounter, that are loaded.
fn party(ctx: &Ctx<'_>) -> Result<Vec<usize>, UserError> {
    let table = &ctx.world.table;
    let ids: Vec<i64> = match &table.encounter {
        Some(e) => e
            .pcs
            .iter()
            .filter(|p| !p.fled)
            .map(|p| p.character_id)
            .collect(),
        None => table.last_party.clone(),
    };
    let party: Vec<usize> = ids
        .into_iter()
        .filter_map(|id| ctx.character_by_id(id))
        .filter(|&i| !ctx.pc(i).dead)
        .collect();
    if party.is_empty() {
        return Err(UserError::new("err-no-party"));
    }
    Ok(party)
}

fn rest_one(ctx: &mut Ctx<'_>, kind: RestKind, index: usize) -> Result<(), UserError> {
    let who = ctx.pc(index).name.clone();
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
                &[
                    ConditionKind::Exhausted,
                    ConditionKind::Drained,
                    ConditionKind::Unconscious,
                ]
            } else {
                &[ConditionKind::Unconscious]
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
    if kind == RestKind::Long
        && let Some(poison) = ctx
            .pc_mut(index)
            .conditions
            .iter_mut()
            .find(|k| k.kind == ConditionKind::Poisoned)
    {
        poison.stacks = poison.stacks.max(1).saturating_add(1);
        let count = poison.stacks;
        ctx.event(Event::PoisonWorsens {
            who: who.clone(),
            count,
        });
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

/// `/character usage` (the GM's: rules, "Long-term states the GM can set and clear"): marks
/// `dots` usage dots on a carried weapon or worn armour piece, or repairs `-dots`; never
/// past the item's dots nor below none.
pub(crate) fn item_usage(
    ctx: &mut Ctx<'_>,
    character: &str,
    item: &str,
    dots: i32,
) -> Result<(), UserError> {
    ctx.require_gm()?;
    let index = ctx.character_index(character)?;
    require_active(ctx, Target::Pc(index))?;
    if dots == 0 {
        return Err(UserError::new("err-usage-zero"));
    }
    let c = ctx.pc_mut(index);
    let who = c.name.clone();
    let Some(Usage { item, marked, max }) = c.usage_mut(item) else {
        return Err(UserError::new("err-unknown-item")
            .arg("name", who)
            .arg("item", super::ctx::shorten(item.trim())));
    };
    let wanted_marked = i64::from(*marked) + i64::from(dots);
    if !(0..=i64::from(max)).contains(&wanted_marked) {
        return Err(UserError::new("err-usage-range")
            .arg("item", item)
            .arg("marked", *marked)
            .arg("max", max));
    }
    *marked = u32::try_from(wanted_marked).unwrap_or(0);
    let now = *marked;
    if dots > 0 {
        ctx.event(Event::UsageMarked {
            who: who.clone(),
            item: item.clone(),
            marked: now,
            max,
        });
        if now >= max {
            ctx.event(Event::ItemBroken { who, item });
        }
    } else {
        ctx.event(Event::UsageRepaired {
            who,
            item,
            marked: now,
            max,
        });
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
