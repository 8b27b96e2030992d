//! The choices a To Hit roll can leave open: the defender's armour (`/armour`) and a PC's
//! fumble (`/fumble`), and accepting them as rolled when another action comes first. The
//! armour choice against non-physical damage (`/damage physical:false`) is made here too.
//! Rules: "Armour", "To Hit" (fumble), "More decisions for the tracker".

use super::{ToHitDetail, apply_hit, free_pieces, push_result, triggers};
use crate::dice::Roll;
use crate::error::UserError;
use crate::rules::flail::ctx::{Ctx, Target, shorten};
use crate::rules::flail::model::{ArmourPiece, Pending, PendingDamage, PendingFumble, PendingHit};
use crate::rules::flail::outcome::{
    Detail, Event, PoolBreakdown, ResultKind, RollOutcome, RollResult,
};
use crate::rules::flail::{recovery, to_hit, turns};

/// `/armour` (rules: "Armour"): the defender (its owner or the GM) marks `dots` usage dots
/// on a worn piece to cancel that many of the pending hit's 1s, one dot per 1; `dots: 0`
/// accepts the hit as rolled. With `more` the hit stays open for another piece while 1s
/// and free dots remain; otherwise it is re-classified on the 1s left and applied.
pub(crate) fn armour(
    ctx: &mut Ctx<'_>,
    piece: ArmourPiece,
    dots: u32,
    more: bool,
) -> Result<(), UserError> {
    if ctx.world.table.pending_damage.is_some() {
        return armour_against_damage(ctx, piece, dots, more);
    }
    let (slot, mut hit) = pending_hit(ctx)?;
    let defender = defender_index(ctx, &hit)?;
    ctx.require_may_act_for(defender)?;
    let remaining = to_hit::count(&hit.faces, 1).saturating_sub(hit.cancelled);
    if dots > 0 {
        let worn = worn_with_free(ctx, defender, piece, dots)?;
        if dots > remaining {
            return Err(UserError::new("err-armour-too-many-dots").arg("ones", remaining));
        }
        mark_worn(ctx, defender, worn, dots);
        hit.cancelled = hit.cancelled.saturating_add(dots);
        let left = remaining.saturating_sub(dots);
        let pieces = free_pieces(ctx.pc(defender));
        if more && left > 0 && !pieces.is_empty() {
            if let Some(Pending::Armour(open)) = ctx.encounter_mut()?.pending.get_mut(slot) {
                *open = hit;
            }
            let name = ctx.pc(defender).name.clone();
            ctx.event(Event::ArmourChoice {
                defender: name,
                ones: left,
                pieces,
            });
            return Ok(());
        }
    }
    ctx.encounter_mut()?.pending.remove(slot);
    resolve_hit(ctx, &hit)?;
    turns::pass_if_unable(ctx)
}

/// `/armour` against pending non-physical damage (rules: "Armour"): one dot halves it, two
/// negate it; the two may come from two pieces (`more` keeps the choice open after the
/// first); `dots: 0` takes it with what is marked so far.
fn armour_against_damage(
    ctx: &mut Ctx<'_>,
    piece: ArmourPiece,
    dots: u32,
    more: bool,
) -> Result<(), UserError> {
    let Some(mut pending) = ctx.world.table.pending_damage.clone() else {
        return Err(UserError::new("err-no-pending-hit"));
    };
    let defender = ctx
        .character_by_id(pending.target)
        .ok_or_else(|| UserError::new("err-no-pending-hit"))?;
    ctx.require_may_act_for(defender)?;
    if dots > 0 {
        let worn = worn_with_free(ctx, defender, piece, dots)?;
        let room = PendingDamage::MAX_DOTS.saturating_sub(pending.dots);
        if dots > room {
            return Err(UserError::new("err-armour-nonphysical-dots").arg("dots", room));
        }
        mark_worn(ctx, defender, worn, dots);
        pending.dots = pending.dots.saturating_add(dots);
        let pieces = free_pieces(ctx.pc(defender));
        if more && pending.dots < PendingDamage::MAX_DOTS && !pieces.is_empty() {
            let event = Event::NonPhysicalChoice {
                defender: ctx.pc(defender).name.clone(),
                amount: pending.amount,
                marked: pending.dots,
                pieces,
            };
            ctx.world.table.pending_damage = Some(pending);
            ctx.event(event);
            return Ok(());
        }
    }
    ctx.world.table.pending_damage = None;
    recovery::resolve_nonphysical(ctx, defender, &pending)?;
    turns::pass_if_unable(ctx)
}

/// The worn piece's slot, when it has `dots` free usage dots.
fn worn_with_free(
    ctx: &Ctx<'_>,
    defender: usize,
    piece: ArmourPiece,
    dots: u32,
) -> Result<usize, UserError> {
    let c = ctx.pc(defender);
    let worn = c
        .armour
        .iter()
        .position(|a| a.piece == piece)
        .ok_or_else(|| {
            UserError::new("err-armour-not-worn")
                .arg("name", c.name.as_str())
                .arg("piece", piece.key())
        })?;
    let free = c.armour.get(worn).map_or(0, |a| a.free_dots());
    if dots > free {
        return Err(UserError::new("err-armour-too-few-dots")
            .arg("piece", piece.key())
            .arg("free", free));
    }
    Ok(worn)
}

/// Marks `dots` usage dots on a worn piece (events `ArmourUsed`, and `ItemBroken` when
/// none is left).
fn mark_worn(ctx: &mut Ctx<'_>, defender: usize, worn: usize, dots: u32) {
    let c = ctx.pc_mut(defender);
    let name = c.name.clone();
    let Some(a) = c.armour.get_mut(worn) else {
        return;
    };
    a.usage_marked = a.usage_marked.saturating_add(dots);
    let (piece, now_free) = (a.piece, a.free_dots());
    ctx.event(Event::ArmourUsed {
        who: name.clone(),
        piece,
        dots,
    });
    if now_free == 0 {
        ctx.event(Event::ItemBroken {
            who: name,
            item: piece.key().to_owned(),
        });
    }
}

/// `/fumble` (rules: "To Hit", "More decisions"): the fumbler's player (or the GM) picks
/// exactly one: d8 damage to an ally still standing (damage like any other, 6+ gives
/// Injured; not a To Hit roll, so armour cannot cancel it), or one usage dot on a carried
/// weapon or worn armour piece.
pub(crate) fn fumble(
    ctx: &mut Ctx<'_>,
    ally: Option<&str>,
    item: Option<&str>,
) -> Result<(), UserError> {
    let (slot, pending) = pending_fumble(ctx)?;
    let fumbler = ctx
        .character_by_id(pending.character_id)
        .ok_or_else(|| UserError::new("err-no-pending-fumble"))?;
    ctx.require_may_act_for(fumbler)?;
    match (ally, item) {
        (Some(ally), None) => {
            let index = ctx.character_index(ally)?;
            let (id, name) = (ctx.pc(index).id, ctx.pc(index).name.clone());
            let standing = index != fumbler && ctx.in_encounter(id) && !ctx.pc(index).is_down();
            if !standing {
                return Err(UserError::new("err-fumble-not-an-ally").arg("name", name));
            }
            ctx.encounter_mut()?.pending.remove(slot);
            let roll = Roll::of(ctx.dice, 1, 8)?;
            let amount = roll.total();
            ctx.out.results.push(RollResult {
                kind: ResultKind::FumbleDamage,
                who: ctx.pc(fumbler).name.clone(),
                outcome: RollOutcome::Rolled,
                rolls: vec![roll],
                pending: false,
                detail: Detail::Value {
                    value: i32::try_from(amount).unwrap_or(i32::MAX),
                },
            });
            ctx.damage_pc(index, i32::try_from(amount).unwrap_or(i32::MAX));
        }
        (None, Some(item)) => {
            find_item(ctx, fumbler, item)?;
            ctx.encounter_mut()?.pending.remove(slot);
            mark_item(ctx, fumbler, item);
        }
        // Neither: the default, as any other action would take it: a usage mark on the
        // weapon rolled (nothing when it was unarmed or is fully marked).
        (None, None) => {
            ctx.encounter_mut()?.pending.remove(slot);
            fumble_default(ctx, fumbler, &pending.weapon);
        }
        (Some(_), Some(_)) => return Err(UserError::new("err-fumble-choose-one")),
    }
    turns::pass_if_unable(ctx)
}

/// Called before every action other than `/armour` and `/fumble` (rules: "More
/// decisions"): a pending hit is accepted as rolled; pending non-physical damage lands with
/// the dots marked for it so far; a pending fumble marks usage on the weapon rolled
/// (nothing when it was unarmed or is already fully marked). *Decision*: it
/// does not pass the turn — the action that follows may be `/next`, which would then skip
/// a second combatant. But when the settled hit took down the one whose turn it was, the
/// turn passes on at once (rules: turns never stick on a fallen PC); the return says so,
/// and a `/next` that follows then has nothing left to do.
pub(crate) fn settle_pending(ctx: &mut Ctx<'_>) -> Result<bool, UserError> {
    if !ctx.world.table.awaits_choice() {
        return Ok(false);
    }
    let turn = ctx.world.table.encounter.as_ref().map(|e| e.turn.clone());
    if let Some(pending) = ctx.world.table.pending_damage.take()
        && let Some(defender) = ctx.character_by_id(pending.target)
    {
        let who = ctx.pc(defender).name.clone();
        ctx.event(Event::DamageStands { who });
        recovery::resolve_nonphysical(ctx, defender, &pending)?;
    }
    let open = ctx
        .world
        .table
        .encounter
        .as_mut()
        .map(|e| std::mem::take(&mut e.pending))
        .unwrap_or_default();
    for pending in open {
        match pending {
            Pending::Armour(hit) => {
                let who = ctx
                    .character_by_id(hit.target)
                    .map(|i| ctx.pc(i).name.clone())
                    .unwrap_or_default();
                ctx.event(Event::HitAccepted { who });
                resolve_hit(ctx, &hit)?;
            }
            Pending::Fumble(f) => {
                if let Some(index) = ctx.character_by_id(f.character_id) {
                    fumble_default(ctx, index, &f.weapon);
                }
            }
        }
    }
    turns::pass_if_unable(ctx)?;
    Ok(ctx.world.table.encounter.as_ref().map(|e| e.turn.clone()) != turn)
}

fn pending_hit(ctx: &Ctx<'_>) -> Result<(usize, PendingHit), UserError> {
    ctx.encounter()?
        .pending
        .iter()
        .enumerate()
        .find_map(|(slot, p)| match p {
            Pending::Armour(hit) => Some((slot, hit.clone())),
            Pending::Fumble(_) => None,
        })
        .ok_or_else(|| UserError::new("err-no-pending-hit"))
}

fn pending_fumble(ctx: &Ctx<'_>) -> Result<(usize, PendingFumble), UserError> {
    ctx.encounter()?
        .pending
        .iter()
        .enumerate()
        .find_map(|(slot, p)| match p {
            Pending::Fumble(f) => Some((slot, f.clone())),
            Pending::Armour(_) => None,
        })
        .ok_or_else(|| UserError::new("err-no-pending-fumble"))
}

fn defender_index(ctx: &Ctx<'_>, hit: &PendingHit) -> Result<usize, UserError> {
    ctx.character_by_id(hit.target)
        .ok_or_else(|| UserError::new("err-no-pending-hit"))
}

/// Resolves a pending hit with the 1s its defender cancelled (rules: "Armour": the worked
/// example's helmet turns a Death Blow into a Major Hit). The result repeats the faces; the
/// pool's modifiers were shown with the pending result.
fn resolve_hit(ctx: &mut Ctx<'_>, hit: &PendingHit) -> Result<(), UserError> {
    let Some(defender) = ctx.character_by_id(hit.target) else {
        return Ok(());
    };
    let (who, list) = match hit.attacker_pc {
        Some(id) => {
            let who = ctx
                .character_by_id(id)
                .map(|i| ctx.pc(i).name.clone())
                .unwrap_or_default();
            (who, Vec::new())
        }
        None => {
            let list = ctx
                .encounter()?
                .adversaries
                .get(hit.attacker)
                .and_then(|a| a.attack(&hit.weapon))
                .map(|k| k.triggers.clone())
                .unwrap_or_default();
            (ctx.name_of(Target::Adversary(hit.attacker)), list)
        }
    };
    // Hits held before the TH was kept with them show their adversary's attack's TH.
    let th = match hit.th {
        0 => ctx
            .encounter()?
            .adversaries
            .get(hit.attacker)
            .and_then(|a| a.attack(&hit.weapon))
            .map_or(0, |k| k.th),
        th => th,
    };
    let outcome = to_hit::classify_cancelled(&hit.faces, hit.cancelled);
    let damage = to_hit::damage(outcome, hit.dmg, 0);
    let detail = ToHitDetail {
        target: ctx.pc(defender).name.clone(),
        weapon: hit.weapon.clone(),
        pool: PoolBreakdown {
            th,
            dice: u32::try_from(hit.faces.len()).unwrap_or(u32::MAX),
            ..PoolBreakdown::default()
        },
        faces: hit.faces.clone(),
        cancelled: hit.cancelled,
        damage: damage.clone(),
    };
    push_result(ctx, who.clone(), outcome, false, detail, false);
    apply_hit(ctx, Target::Pc(defender), outcome, damage.as_ref())?;
    // Rules: a trigger is reported after the armour choice settles, on the final result.
    triggers(ctx, &who, &hit.weapon, &list, outcome, &hit.faces);
    Ok(())
}

/// Refuses an item the character does not have (a weapon's name, or an armour piece:
/// `helmet`, `shield`…) or whose usage dots are all marked.
fn find_item(ctx: &mut Ctx<'_>, index: usize, name: &str) -> Result<(), UserError> {
    let c = ctx.pc_mut(index);
    let who = c.name.clone();
    match c.usage_mut(name) {
        None => Err(UserError::new("err-unknown-item")
            .arg("name", who)
            .arg("item", shorten(name.trim()))),
        Some(usage) if *usage.marked >= usage.max => {
            Err(UserError::new("err-item-full").arg("item", usage.item))
        }
        Some(_) => Ok(()),
    }
}

/// Marks one usage dot on the item (event `UsageMarked`; `ItemBroken` when every dot is
/// marked).
/// A fumble's default: a usage dot on the weapon rolled, or word that there is nothing to
/// mark (unarmed, or the weapon fully marked).
fn fumble_default(ctx: &mut Ctx<'_>, index: usize, weapon: &str) {
    if find_item(ctx, index, weapon).is_ok() {
        mark_item(ctx, index, weapon);
    } else {
        let who = ctx.pc(index).name.clone();
        ctx.event(Event::FumbleNothingToMark { who });
    }
}

fn mark_item(ctx: &mut Ctx<'_>, index: usize, name: &str) {
    let c = ctx.pc_mut(index);
    let who = c.name.clone();
    let Some(usage) = c.usage_mut(name) else {
        return;
    };
    *usage.marked = usage.marked.saturating_add(1);
    let (item, marked, max) = (usage.item, *usage.marked, usage.max);
    ctx.event(Event::UsageMarked {
        who: who.clone(),
        item: item.clone(),
        marked,
        max,
    });
    if marked >= max {
        ctx.event(Event::ItemBroken { who, item });
    }
}
