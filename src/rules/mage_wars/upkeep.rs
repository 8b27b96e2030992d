//! Upkeep (rules: "Round structure" and "Conditions"): Regeneration, Burn, Rot, Bleed and
//! upkeep costs. Each player orders the effects on their own objects (default:
//! Regeneration first, then Burn, Rot, Bleed and the costs) and chooses which upkeep costs
//! to pay (all by default); between players the initiative holder resolves first.

use super::conditions::set_markers;
use super::ctx::Ctx;
use super::damage;
use super::model::{Arena, Body, Condition, Object, Stage, UpkeepEffect};
use super::outcome::{Event, UpkeepChoice};
use super::phase::rotation;
use crate::error::UserError;

/// Whether upkeep waits for the players first: some object has an upkeep cost to pay or
/// let go, or Regeneration together with Burn, Rot or Bleed (the order matters).
pub(crate) fn needs_choices(arena: &Arena) -> bool {
    arena.objects.iter().any(has_choice)
}

/// Whether the object's player has something to choose for it in upkeep.
fn has_choice(o: &Object) -> bool {
    UpkeepEffect::Cost.applies_to(o)
        || (UpkeepEffect::Regeneration.applies_to(o)
            && [UpkeepEffect::Burn, UpkeepEffect::Rot, UpkeepEffect::Bleed]
                .iter()
                .any(|e| e.applies_to(o)))
}

/// The players whose upkeep choice is still awaited, in resolution order (none outside
/// upkeep).
pub fn pending_choosers(arena: &Arena) -> Vec<i64> {
    let Stage::Upkeep { orders, .. } = &arena.stage else {
        return Vec::new();
    };
    let answered = |player: i64| orders.iter().any(|(p, _)| *p == player);
    let mut players: Vec<i64> = Vec::new();
    for object in resolution_order(arena)
        .into_iter()
        .filter_map(|id| arena.object(id))
    {
        if has_choice(object) && !answered(object.owner) && !players.contains(&object.owner) {
            players.push(object.owner);
        }
    }
    players
}

/// What each object's player may choose in this upkeep, in resolution order.
pub(crate) fn choices(arena: &Arena) -> Vec<UpkeepChoice> {
    let (orders, released) = match &arena.stage {
        Stage::Upkeep { orders, released } => (orders.clone(), released.clone()),
        _ => (Vec::new(), Vec::new()),
    };
    // Each mage's mana as the costs before this object leave it (channeling comes first).
    let mut mana: std::collections::HashMap<i64, u32> = std::collections::HashMap::new();
    resolution_order(arena)
        .into_iter()
        .filter_map(|id| arena.object(id))
        .filter_map(|o| {
            let order = full_order(order_of(&orders, o.owner));
            let effects: Vec<UpkeepEffect> =
                order.into_iter().filter(|e| e.applies_to(o)).collect();
            if effects.is_empty() {
                return None;
            }
            let mage = arena.mage_of(o.owner);
            let pay = !released.contains(&o.id);
            let cost = o.traits.upkeep;
            let mut short = false;
            if pay && cost > 0 {
                let left = mana
                    .entry(o.owner)
                    .or_insert_with(|| mage.and_then(|m| m.mana()).unwrap_or(0));
                short = *left < cost;
                if !short {
                    *left -= cost;
                }
            }
            Some(UpkeepChoice {
                name: o.name.clone(),
                mage: mage.map(|m| m.name.clone()).unwrap_or_default(),
                effects,
                cost,
                pay,
                short,
            })
        })
        .collect()
}

fn order_of(orders: &[(i64, Vec<UpkeepEffect>)], player: i64) -> &[UpkeepEffect] {
    orders
        .iter()
        .find(|(p, _)| *p == player)
        .map_or(&[], |(_, order)| order.as_slice())
}

/// The chosen effects first, then the rest in the default order.
pub(crate) fn full_order(chosen: &[UpkeepEffect]) -> Vec<UpkeepEffect> {
    let mut order = chosen.to_vec();
    order.extend(UpkeepEffect::DEFAULT.iter().filter(|e| !chosen.contains(e)));
    order
}

/// Objects player by player from the initiative holder in seating order (the holder
/// resolves first whenever order matters), each player's in arena order; objects of a
/// player without a mage last.
fn resolution_order(arena: &Arena) -> Vec<u32> {
    let players = arena.players();
    let start = arena
        .initiative
        .and_then(|holder| players.iter().position(|p| *p == holder))
        .unwrap_or(0);
    let order = rotation(&players, start);
    let mut ids = Vec::new();
    for player in &order {
        ids.extend(
            arena
                .objects
                .iter()
                .filter(|o| o.owner == *player)
                .map(|o| o.id),
        );
    }
    ids.extend(
        arena
            .objects
            .iter()
            .filter(|o| !order.contains(&o.owner))
            .map(|o| o.id),
    );
    ids
}

/// Runs upkeep for every object with the players' choices; stops as soon as a mage's
/// death ends the game.
///
/// Rolls: one attack die per Burn marker, object by object in resolution order.
pub(crate) fn run(
    ctx: &mut Ctx<'_>,
    orders: &[(i64, Vec<UpkeepEffect>)],
    released: &[u32],
) -> Result<(), UserError> {
    for id in resolution_order(ctx.arena) {
        if ctx.exists(id) {
            let owner = ctx.obj(id)?.owner;
            let order = full_order(order_of(orders, owner));
            object_upkeep(ctx, id, &order, !released.contains(&id))?;
        }
        if damage::game_ending(ctx) {
            break;
        }
    }
    Ok(())
}

/// One object's upkeep in its player's order; it stops at the object's destruction.
fn object_upkeep(
    ctx: &mut Ctx<'_>,
    id: u32,
    order: &[UpkeepEffect],
    pay: bool,
) -> Result<(), UserError> {
    for effect in order {
        let destroyed = match effect {
            UpkeepEffect::Regeneration => {
                regenerate(ctx, id)?;
                false
            }
            UpkeepEffect::Burn => burn(ctx, id)?,
            UpkeepEffect::Rot => rot(ctx, id)?,
            UpkeepEffect::Bleed => bleed(ctx, id)?,
            UpkeepEffect::Cost => pay_upkeep(ctx, id, pay)?,
        };
        if destroyed {
            break;
        }
    }
    Ok(())
}

/// `/upkeep order:`: the order of the upkeep effects on the caller's objects (a host or
/// moderator with no seat may name another player's mage); listed effects first, the rest in the default order.
pub(crate) fn choose_order(
    ctx: &mut Ctx<'_>,
    mage: Option<&str>,
    order: &[UpkeepEffect],
) -> Result<(), UserError> {
    let Stage::Upkeep { orders, released } = ctx.arena.stage.clone() else {
        return Err(UserError::new("err-mw-no-upkeep"));
    };
    let mage = ctx.named_mage_or_own(mage)?;
    ctx.require_may_act_for(mage)?;
    let duplicated = order
        .iter()
        .enumerate()
        .any(|(i, e)| order.iter().skip(i + 1).any(|other| other == e));
    if order.is_empty() || order.len() > UpkeepEffect::DEFAULT.len() || duplicated {
        return Err(UserError::new("err-mw-upkeep-order"));
    }
    let player = ctx.obj(mage)?.owner;
    let mut orders = orders;
    orders.retain(|(p, _)| *p != player);
    orders.push((player, order.to_vec()));
    ctx.arena.stage = Stage::Upkeep { orders, released };
    let mage_name = ctx.name_of(mage);
    let objects = choices(ctx.arena)
        .into_iter()
        .filter(|c| c.mage == mage_name)
        .collect();
    ctx.event(Event::UpkeepOrdered {
        mage: mage_name,
        order: full_order(order),
        objects,
    });
    Ok(())
}

/// `/upkeep pay:` or `/upkeep release:`: whether the object's upkeep cost is paid in this
/// upkeep (its player, or a host or moderator with no seat); unpaid, the object is destroyed.
pub(crate) fn choose_payment(ctx: &mut Ctx<'_>, name: &str, pay: bool) -> Result<(), UserError> {
    let Stage::Upkeep { orders, released } = ctx.arena.stage.clone() else {
        return Err(UserError::new("err-mw-no-upkeep"));
    };
    let id = ctx.find(name)?;
    ctx.require_may_act_for(id)?;
    let object = ctx.obj(id)?;
    if object.traits.upkeep == 0 {
        return Err(UserError::new("err-mw-no-upkeep-cost").arg("name", object.name.as_str()));
    }
    let (name, cost, player) = (object.name.clone(), object.traits.upkeep, object.owner);
    let mut released = released;
    released.retain(|r| *r != id);
    if !pay {
        released.push(id);
    }
    // Listed with the default order: the player has answered.
    let mut orders = orders;
    if !orders.iter().any(|(p, _)| *p == player) {
        orders.push((player, Vec::new()));
    }
    ctx.arena.stage = Stage::Upkeep { orders, released };
    ctx.event(Event::UpkeepChosen { name, cost, pay });
    Ok(())
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

/// Upkeep cost: paid from the owner's mage's mana unless its player lets it go; unpaid,
/// the object is destroyed. True when it was.
fn pay_upkeep(ctx: &mut Ctx<'_>, id: u32, pay: bool) -> Result<bool, UserError> {
    let object = ctx.obj(id)?;
    let cost = object.traits.upkeep;
    if cost == 0 {
        return Ok(false);
    }
    let name = object.name.clone();
    let owner = object.owner;
    if !pay {
        ctx.event(Event::UpkeepReleased { name });
        damage::destroy(ctx, id)?;
        return Ok(true);
    }
    let payer = ctx.arena.mage_of(owner).map(|m| m.id);
    let (mut mage_name, mut left) = (String::new(), 0);
    if let Some(payer) = payer {
        let mage = ctx.obj_mut(payer)?;
        mage_name = mage.name.clone();
        if let Body::Mage { mana, .. } = &mut mage.body {
            if *mana >= cost {
                *mana -= cost;
                let event = Event::UpkeepPaid {
                    name,
                    mage: mage_name,
                    cost,
                    mana: *mana,
                };
                ctx.event(event);
                return Ok(false);
            }
            left = *mana;
        }
    }
    ctx.event(Event::UpkeepUnpaid {
        name,
        cost,
        mage: mage_name,
        mana: left,
    });
    damage::destroy(ctx, id)?;
    Ok(true)
}
