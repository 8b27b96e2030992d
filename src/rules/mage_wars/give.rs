//! `/seat give`: a player hands their seat, or one object of theirs, to another player; a
//! host or moderator who holds no seat reassigns the seat of a player who left (`from`).
//! Who may is the seats check's (`seats::claim`); the engine checks what is given.

use super::ctx::Ctx;
use super::model::Stage;
use super::outcome::Event;
use super::seats::seating;
use crate::error::UserError;

/// What `/seat give` asks: the new player, the one object (none: the whole seat), and
/// whose seat it is (none: the caller's).
pub(crate) struct Gift<'a> {
    pub to: i64,
    pub to_name: Option<&'a str>,
    pub piece: Option<&'a str>,
    pub from: Option<i64>,
}

pub(crate) fn give(ctx: &mut Ctx<'_>, gift: &Gift<'_>) -> Result<(), UserError> {
    let from = gift.from.unwrap_or(ctx.actor.user);
    // Another player's seat is a correction (the claim refuses anyone else already).
    if from != ctx.actor.user {
        ctx.require_host()?;
    }
    if !seating(Some(ctx.arena)).holds_seat(from) {
        return Err(if from == ctx.actor.user {
            UserError::new("err-mw-give-no-seat")
        } else {
            UserError::new("err-mw-give-not-seated")
        });
    }
    if gift.to == from {
        return Err(UserError::new("err-mw-give-self"));
    }
    let shown = ctx
        .arena
        .player_name(from)
        .map(str::to_owned)
        .unwrap_or_else(|| ctx.mage_name(from));
    // A player plays one mage (rules: "Arena"): a second would break the turn order.
    let mage_goes = match gift.piece {
        Some(name) => {
            let id = ctx.find(name)?;
            let object = ctx.obj(id)?;
            if object.owner != from {
                return Err(UserError::new("err-mw-give-not-theirs")
                    .arg("name", object.name.as_str())
                    .arg("who", shown.as_str()));
            }
            // Objects act in their player's action phase, and only a mage's player has
            // one: a creature given to someone with no mage could never act.
            if !object.is_mage() && ctx.arena.mage_of(gift.to).is_none() {
                return Err(
                    UserError::new("err-mw-give-needs-mage").arg("name", object.name.as_str())
                );
            }
            object.is_mage()
        }
        None => ctx.arena.mage_of(from).is_some(),
    };
    if mage_goes && ctx.arena.mage_of(gift.to).is_some() {
        return Err(UserError::new("err-mw-give-second-mage").arg("mage", ctx.mage_name(gift.to)));
    }
    if let Some(name) = gift.to_name {
        ctx.arena.remember(gift.to, name);
    }
    let piece = match gift.piece {
        Some(name) => {
            let id = ctx.find(name)?;
            let object = ctx.obj_mut(id)?;
            object.owner = gift.to;
            Some(object.name.clone())
        }
        None => {
            hand_over(ctx, from, gift.to);
            None
        }
    };
    let to = ctx.arena.player_name(gift.to).map(str::to_owned);
    ctx.event(Event::SeatGiven {
        from: shown,
        from_user: from,
        to,
        to_user: gift.to,
        piece,
    });
    Ok(())
}

/// The whole seat: every object and enchantment, the initiative marker, the action phase
/// and the upkeep answer follow the seat to its new player.
fn hand_over(ctx: &mut Ctx<'_>, from: i64, to: i64) {
    let arena = &mut *ctx.arena;
    for object in arena.objects.iter_mut().filter(|o| o.owner == from) {
        object.owner = to;
    }
    for enchantment in arena.enchantments.iter_mut().filter(|e| e.owner == from) {
        enchantment.owner = to;
    }
    if arena.initiative == Some(from) {
        arena.initiative = Some(to);
    }
    match &mut arena.stage {
        Stage::Actions { turn, .. } if *turn == from => *turn = to,
        Stage::Upkeep { orders, .. } => {
            // The new player's own answer, if they gave one, stands for both.
            if orders.iter().any(|(player, _)| *player == to) {
                orders.retain(|(player, _)| *player != from);
            } else {
                for entry in orders.iter_mut().filter(|(player, _)| *player == from) {
                    entry.0 = to;
                }
            }
        }
        _ => {}
    }
}
