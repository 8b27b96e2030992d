//! Upkeep (rules: "Round structure" and "Conditions"): Burn, Rot, Bleed, Regeneration and
//! upkeep costs, object by object in arena order.

use super::conditions::set_markers;
use super::ctx::Ctx;
use super::damage;
use super::model::{Body, Condition};
use super::outcome::Event;
use crate::error::UserError;

/// Runs upkeep for every object; stops as soon as a mage's death ends the game.
///
/// Rolls: one attack die per Burn marker, object by object in arena order.
pub(crate) fn run(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let ids: Vec<u32> = ctx.arena.objects.iter().map(|o| o.id).collect();
    for id in ids {
        if ctx.exists(id) {
            object_upkeep(ctx, id)?;
        }
        if damage::game_ending(ctx) {
            break;
        }
    }
    Ok(())
}

/// One object's upkeep; it stops at the object's destruction.
fn object_upkeep(ctx: &mut Ctx<'_>, id: u32) -> Result<(), UserError> {
    if burn(ctx, id)? || rot(ctx, id)? || bleed(ctx, id)? {
        return Ok(());
    }
    regenerate(ctx, id)?;
    pay_upkeep(ctx, id)
}

/// Burn: an attack die per marker, each die's damage (critical too) as direct damage;
/// each blank puts out one marker. True when the object was destroyed.
fn burn(ctx: &mut Ctx<'_>, id: u32) -> Result<bool, UserError> {
    let markers = ctx.obj(id)?.markers(Condition::Burn);
    if markers == 0 {
        return Ok(false);
    }
    let mut faces = Vec::new();
    let mut dealt = 0u32;
    let mut removed = 0u32;
    for _ in 0..markers {
        let die = ctx.attack_die()?;
        faces.push(die.face);
        dealt += die.normal + die.critical;
        if die.normal + die.critical == 0 {
            removed += 1;
        }
    }
    let object = ctx.obj_mut(id)?;
    set_markers(object, Condition::Burn, markers - removed);
    let name = object.name.clone();
    damage::add(ctx, id, dealt)?;
    ctx.event(Event::BurnRolled {
        name,
        faces,
        damage: dealt,
        removed,
    });
    damage::destroy_if_dead(ctx, id)
}

/// Rot: 1 direct damage per marker.
fn rot(ctx: &mut Ctx<'_>, id: u32) -> Result<bool, UserError> {
    let object = ctx.obj(id)?;
    let markers = object.markers(Condition::Rot);
    if markers == 0 {
        return Ok(false);
    }
    let name = object.name.clone();
    damage::add(ctx, id, markers)?;
    ctx.event(Event::RotDamage {
        name,
        damage: markers,
    });
    damage::destroy_if_dead(ctx, id)
}

/// Bleed: 1 direct damage, however many markers.
fn bleed(ctx: &mut Ctx<'_>, id: u32) -> Result<bool, UserError> {
    let object = ctx.obj(id)?;
    if object.markers(Condition::Bleed) == 0 {
        return Ok(false);
    }
    let name = object.name.clone();
    damage::add(ctx, id, 1)?;
    ctx.event(Event::BleedDamage { name, damage: 1 });
    damage::destroy_if_dead(ctx, id)
}

/// Regeneration X: removes up to X damage.
fn regenerate(ctx: &mut Ctx<'_>, id: u32) -> Result<(), UserError> {
    let object = ctx.obj_mut(id)?;
    let healed = object.traits.regeneration.min(object.damage);
    if healed > 0 {
        object.damage -= healed;
        let name = object.name.clone();
        ctx.event(Event::Regenerated { name, healed });
    }
    Ok(())
}

/// Upkeep cost: paid from the owner's mage's mana, or the object is destroyed.
fn pay_upkeep(ctx: &mut Ctx<'_>, id: u32) -> Result<(), UserError> {
    let object = ctx.obj(id)?;
    let cost = object.traits.upkeep;
    if cost == 0 {
        return Ok(());
    }
    let name = object.name.clone();
    let owner = object.owner;
    let payer = ctx.arena.mage_of(owner).map(|m| m.id);
    if let Some(payer) = payer {
        let mage = ctx.obj_mut(payer)?;
        let mage_name = mage.name.clone();
        if let Body::Mage { mana, .. } = &mut mage.body
            && *mana >= cost
        {
            *mana -= cost;
            let event = Event::UpkeepPaid {
                name,
                mage: mage_name,
                cost,
                mana: *mana,
            };
            ctx.event(event);
            return Ok(());
        }
    }
    ctx.event(Event::UpkeepUnpaid { name, cost });
    damage::destroy(ctx, id)
}
