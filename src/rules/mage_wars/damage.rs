//! Damage, destruction and the end of the game: an object is destroyed when its damage
//! reaches its Life; a mage's death ends the game once at most one mage stands.

use super::ctx::Ctx;
use super::outcome::Event;
use crate::error::UserError;

/// Adds damage to an object, never past its Life (it is destroyed there anyway), and
/// returns its damage now.
pub(crate) fn add(ctx: &mut Ctx<'_>, id: u32, amount: u32) -> Result<u32, UserError> {
    let object = ctx.obj_mut(id)?;
    object.damage = object.damage.saturating_add(amount).min(object.life);
    Ok(object.damage)
}

pub(crate) fn is_dead(ctx: &Ctx<'_>, id: u32) -> bool {
    ctx.arena.object(id).is_some_and(|o| o.damage >= o.life)
}

/// Destroys the object when its damage has reached its Life; true when it did.
pub(crate) fn destroy_if_dead(ctx: &mut Ctx<'_>, id: u32) -> Result<bool, UserError> {
    if is_dead(ctx, id) {
        destroy(ctx, id)?;
        Ok(true)
    } else {
        Ok(false)
    }
}

/// Takes a destroyed object out of the arena (`Destroyed`); a counterstrike offer
/// involving it lapses.
pub(crate) fn destroy(ctx: &mut Ctx<'_>, id: u32) -> Result<(), UserError> {
    let index = ctx
        .index_of(id)
        .ok_or_else(|| UserError::new("err-mw-internal"))?;
    let object = ctx.arena.objects.remove(index);
    ctx.arena.enchantments.retain(|e| e.target != id);
    if ctx
        .arena
        .counter_offer
        .as_ref()
        .is_some_and(|o| o.defender == id || o.attacker == id)
    {
        ctx.arena.counter_offer = None;
    }
    let mage = object.is_mage();
    ctx.mage_destroyed |= mage;
    ctx.event(Event::Destroyed {
        name: object.name,
        mage,
    });
    Ok(())
}

/// Whether this action has ended the game: a mage died and at most one is left.
pub(crate) fn game_ending(ctx: &Ctx<'_>) -> bool {
    ctx.mage_destroyed && ctx.arena.objects.iter().filter(|o| o.is_mage()).count() <= 1
}

/// Ends the game when a mage died and at most one stands: the survivor wins. Runs once at
/// the end of every action, so `GameOver` is the last event.
pub(crate) fn settle_game_over(ctx: &mut Ctx<'_>) {
    if ctx.arena.over || !game_ending(ctx) {
        return;
    }
    let winner = ctx
        .arena
        .objects
        .iter()
        .find(|o| o.is_mage())
        .map(|o| o.name.clone());
    ctx.arena.over = true;
    ctx.arena.winner = winner.clone();
    ctx.event(Event::GameOver { winner });
}
