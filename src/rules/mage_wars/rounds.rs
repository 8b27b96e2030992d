//! `/initiative`: a round's ready stage (rules: "Round structure": initiative, reset,
//! channel, upkeep), then its action stage.

use super::ctx::Ctx;
use super::damage;
use super::limits;
use super::model::{Body, Stage, UpkeepEffect};
use super::outcome::{Event, InitiativeDie};
use super::phase::{give_turn, rotation};
use super::upkeep;
use crate::error::UserError;

/// Roll-offs before a tie is settled by seating order. Fair dice end ties long before;
/// this only keeps a stuck die from looping forever.
const MAX_ROLL_OFFS: usize = 100;

/// Starts the next round: a player with a mage, or a host or moderator with no seat (the
/// seats check; with upkeep choices pending, only when nobody else's is); at least two
/// mages; not while an action stage is running.
///
/// Rolls, in order: round 1's initiative roll-off (one effect die per mage in seating
/// order, then again among those tied for highest, until one is highest); then upkeep,
/// object by object in arena order, one attack die per Burn marker.
pub(crate) fn next_round(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    if matches!(ctx.arena.stage, Stage::Actions { .. }) {
        return Err(UserError::new("err-mw-round-not-over"));
    }
    ctx.require_player()?;
    if let Stage::Upkeep { orders, released } = ctx.arena.stage.clone() {
        return run_upkeep(ctx, &orders, &released);
    }
    let players = ctx.arena.players();
    if players.len() < 2 {
        return Err(UserError::new("err-mw-need-two-mages"));
    }
    let holder = match ctx.arena.initiative {
        // Later rounds: the initiative passes to the next player in seating order.
        Some(current) if ctx.arena.round > 0 => match players.iter().position(|p| *p == current) {
            Some(at) => rotation(&players, at + 1).first().copied(),
            None => players.first().copied(),
        },
        _ => roll_off(ctx, &players)?,
    }
    .ok_or_else(|| UserError::new("err-mw-internal"))?;
    ctx.arena.round = ctx.arena.round.saturating_add(1);
    ctx.arena.initiative = Some(holder);
    let event = Event::RoundStarted {
        round: ctx.arena.round,
        initiative: ctx.mage_name(holder),
    };
    ctx.event(event);
    reset(ctx);
    channel(ctx);
    if upkeep::needs_choices(ctx.arena) {
        ctx.arena.stage = Stage::Upkeep {
            orders: Vec::new(),
            released: Vec::new(),
        };
        let choices = upkeep::choices(ctx.arena);
        ctx.event(Event::UpkeepAwaits { choices });
        return Ok(());
    }
    run_upkeep(ctx, &[], &[])
}

/// Upkeep with the players' choices, then the action stage from the initiative holder,
/// opening with the first quickcast phase.
fn run_upkeep(
    ctx: &mut Ctx<'_>,
    orders: &[(i64, Vec<UpkeepEffect>)],
    released: &[u32],
) -> Result<(), UserError> {
    ctx.arena.stage = Stage::FinalQuickcast;
    upkeep::run(ctx, orders, released)?;
    if damage::game_ending(ctx) {
        return Ok(());
    }
    let players = ctx.arena.players();
    let holder = ctx.arena.initiative.unwrap_or_default();
    let start = players.iter().position(|p| *p == holder).unwrap_or(0);
    give_turn(ctx, &rotation(&players, start));
    ctx.arena.opening = matches!(ctx.arena.stage, Stage::Actions { .. });
    Ok(())
}

/// Round 1: every mage rolls the effect die; those tied for highest roll again.
fn roll_off(ctx: &mut Ctx<'_>, players: &[i64]) -> Result<Option<i64>, UserError> {
    let mut contenders = players.to_vec();
    for _ in 0..MAX_ROLL_OFFS {
        let mut rolled = Vec::with_capacity(contenders.len());
        for &player in &contenders {
            rolled.push((player, ctx.effect_die()?));
        }
        let dice = rolled
            .iter()
            .map(|&(player, face)| InitiativeDie {
                mage: ctx.mage_name(player),
                face,
            })
            .collect();
        ctx.event(Event::InitiativeRolled { dice });
        let best = rolled.iter().map(|&(_, face)| face).max().unwrap_or(0);
        contenders = rolled
            .into_iter()
            .filter(|&(_, face)| face == best)
            .map(|(player, _)| player)
            .collect();
        if contenders.len() <= 1 {
            break;
        }
    }
    Ok(contenders.first().copied())
}

/// Reset: action markers, quickcast markers and Defenses are ready again; guards stay.
fn reset(ctx: &mut Ctx<'_>) {
    for object in &mut ctx.arena.objects {
        object.activated = false;
        if let Some(defense) = &mut object.defense {
            defense.ready = true;
        }
        if let Body::Mage { quickcast_used, .. } = &mut object.body {
            *quickcast_used = false;
        }
    }
    ctx.arena.counter_offer = None;
    ctx.event(Event::Reset);
}

/// Channel: each mage, and every other object with Channeling, adds its Channeling to its
/// mana (capped at MAX_MANA).
fn channel(ctx: &mut Ctx<'_>) {
    let mut events = Vec::new();
    for object in &mut ctx.arena.objects {
        let (channeling, mana) = match &mut object.body {
            Body::Mage {
                channeling, mana, ..
            } => (channeling, mana),
            Body::Creature { channeling, mana } if *channeling > 0 => (channeling, mana),
            Body::Creature { .. } => continue,
        };
        let gained = (*channeling).min(limits::MAX_MANA.saturating_sub(*mana));
        *mana += gained;
        events.push(Event::Channeled {
            mage: object.name.clone(),
            gained,
            mana: *mana,
        });
    }
    for event in events {
        ctx.event(event);
    }
}
