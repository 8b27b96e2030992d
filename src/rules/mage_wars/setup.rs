//! The arena's contents: mages (one per player), creatures (summoned with their cost, or
//! placed), registered attacks, removal, and the end of the game.

use super::casting::pay_spell;
use super::ctx::Ctx;
use super::limits;
use super::model::{Attack, Body, Defense, Object, Stage, Traits, Zone};
use super::names::{new_name, same};
use super::outcome::Event;
use super::validate;
use crate::error::UserError;

/// Starting mana supply (rules: "Round structure").
pub(crate) const STARTING_MANA: u32 = 10;

pub(crate) struct NewMage<'a> {
    pub name: &'a str,
    pub life: u32,
    pub armor: u32,
    pub channeling: u32,
    pub mana: Option<u32>,
    pub zone: Zone,
    pub defense: Option<u8>,
    pub traits: &'a Traits,
}

pub(crate) struct NewCreature<'a> {
    pub name: &'a str,
    pub mage: Option<&'a str>,
    pub life: u32,
    pub armor: u32,
    pub zone: Option<Zone>,
    pub defense: Option<u8>,
    pub traits: &'a Traits,
    pub cost: Option<u32>,
    pub quick: bool,
    pub range: Option<u8>,
}

/// A summoning spell's farthest range when the players do not give one.
const SUMMON_RANGE: u8 = 1;

/// `/encounter end`: the host or a moderator ends the game (the table drops the arena).
pub(crate) fn end(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    ctx.require_host()?;
    ctx.event(Event::Ended);
    Ok(())
}

/// A new name for an object, unused by any other, with room left in the arena.
fn object_name(ctx: &Ctx<'_>, name: &str) -> Result<String, UserError> {
    let name = new_name(name)?;
    if ctx.name_taken(&name) {
        return Err(UserError::new("err-mw-name-taken").arg("name", name));
    }
    if ctx.arena.objects.len() >= limits::OBJECTS {
        return Err(UserError::new("err-mw-too-many-objects").arg("max", limits::OBJECTS));
    }
    Ok(name)
}

/// Objects entering once the action stage has begun cannot act this round (rules: newly
/// summoned creatures start activated).
fn enters_activated(ctx: &Ctx<'_>) -> bool {
    matches!(
        ctx.arena.stage,
        Stage::Actions { .. } | Stage::FinalQuickcast
    )
}

struct Stats {
    life: u32,
    armor: u32,
    zone: Zone,
    defense: Option<u8>,
}

fn push_object(
    ctx: &mut Ctx<'_>,
    name: String,
    owner: i64,
    body: Body,
    stats: Stats,
    traits: &Traits,
) -> Object {
    let object = Object {
        id: ctx.arena.next_id,
        name,
        owner,
        body,
        life: stats.life,
        armor: stats.armor,
        damage: 0,
        zone: stats.zone,
        defense: stats.defense.map(|target| Defense {
            target,
            ready: true,
        }),
        traits: traits.clone(),
        conditions: Vec::new(),
        activated: enters_activated(ctx),
        guarding: false,
        incoming_dice: 0,
        attacks: Vec::new(),
        held: Vec::new(),
    };
    ctx.arena.next_id = ctx.arena.next_id.saturating_add(1);
    ctx.arena.objects.push(object.clone());
    object
}

/// `/arena mage`: the caller's one mage; mana starts at 10 unless given. Any stage.
pub(crate) fn add_mage(ctx: &mut Ctx<'_>, mage: &NewMage<'_>) -> Result<(), UserError> {
    if let Some(existing) = ctx.arena.mage_of(ctx.actor.user) {
        return Err(UserError::new("err-mw-already-have-mage").arg("name", existing.name.as_str()));
    }
    let mages = ctx.arena.objects.iter().filter(|o| o.is_mage()).count();
    if mages >= limits::MAGES {
        return Err(UserError::new("err-mw-too-many-mages").arg("max", limits::MAGES));
    }
    let name = object_name(ctx, mage.name)?;
    let stats = Stats {
        life: validate::life(mage.life)?,
        armor: validate::armor(mage.armor)?,
        zone: validate::zone(mage.zone)?,
        defense: validate::defense(mage.defense)?,
    };
    if mage.channeling > limits::MAX_CHANNELING {
        return Err(UserError::new("err-mw-channeling").arg("max", limits::MAX_CHANNELING));
    }
    let mana = mage.mana.unwrap_or(STARTING_MANA);
    if mana > limits::MAX_MANA {
        return Err(UserError::new("err-mw-mana").arg("max", limits::MAX_MANA));
    }
    validate::traits(mage.traits)?;
    let body = Body::Mage {
        channeling: mage.channeling,
        mana,
        quickcast_used: false,
    };
    let object = push_object(ctx, name, ctx.actor.user, body, stats, mage.traits);
    ctx.event(Event::MageAdded {
        name: object.name,
        zone: object.zone,
        mana,
    });
    Ok(())
}

/// `/arena creature`: a creature of a mage (default the caller's), in the mage's zone
/// unless given. With `cost` the mage summons it now: the same checks and payment as
/// `/cast` (its quickcast, or its action in its own phase; in setup, no turn).
///
/// Rolls nothing.
pub(crate) fn add_creature(ctx: &mut Ctx<'_>, creature: &NewCreature<'_>) -> Result<(), UserError> {
    let name = object_name(ctx, creature.name)?;
    let mut stats = Stats {
        life: validate::life(creature.life)?,
        armor: validate::armor(creature.armor)?,
        zone: Zone { row: 0, column: 0 },
        defense: validate::defense(creature.defense)?,
    };
    validate::traits(creature.traits)?;
    let cost = creature.cost.map(validate::cost).transpose()?;
    let mage = ctx.named_mage_or_own(creature.mage)?;
    ctx.require_may_act_for(mage)?;
    let (owner, mage_zone) = {
        let mage = ctx.obj(mage)?;
        (mage.owner, mage.zone)
    };
    stats.zone = match creature.zone {
        Some(zone) => validate::zone(zone)?,
        None => mage_zone,
    };
    if let Some(cost) = cost {
        // Summoning takes the mage's full action: never a quickcast, never after a move.
        if creature.quick && !matches!(ctx.arena.stage, Stage::Setup) {
            return Err(UserError::new("err-mw-summon-full").arg("name", name.as_str()));
        }
        // A creature is summoned within its spell's range of its mage.
        let range = creature.range.unwrap_or(SUMMON_RANGE);
        if range > limits::MAX_RANGE {
            return Err(UserError::new("err-mw-range").arg("max", limits::MAX_RANGE));
        }
        let distance = mage_zone.distance(stats.zone);
        if distance > range {
            return Err(UserError::new("err-mw-summon-range")
                .arg("name", name.as_str())
                .arg("distance", distance)
                .arg("max", range));
        }
        let mana = pay_spell(ctx, mage, cost, creature.quick)?;
        let event = Event::Cast {
            mage: ctx.name_of(mage),
            spell: Some(name.clone()),
            cost,
            mana,
            quick: creature.quick,
        };
        ctx.event(event);
    }
    let object = push_object(
        ctx,
        name,
        owner,
        Body::Creature {
            channeling: 0,
            mana: 0,
        },
        stats,
        creature.traits,
    );
    ctx.event(Event::CreatureAdded {
        name: object.name,
        zone: object.zone,
        activated: object.activated,
    });
    Ok(())
}

/// `/arena attack`: registers an attack (or attack spell) on an object, default the
/// caller's mage.
pub(crate) fn add_attack(
    ctx: &mut Ctx<'_>,
    owner: Option<&str>,
    attack: &Attack,
) -> Result<(), UserError> {
    let id = ctx.named_or_own(owner)?;
    ctx.require_may_act_for(id)?;
    let attack = validate::attack(attack, true)?;
    let object = ctx.obj_mut(id)?;
    if object.attacks.len() >= limits::ATTACKS_PER_OBJECT {
        return Err(UserError::new("err-mw-too-many-attacks")
            .arg("name", object.name.as_str())
            .arg("max", limits::ATTACKS_PER_OBJECT));
    }
    if object.attacks.iter().any(|a| same(&a.name, &attack.name)) {
        return Err(UserError::new("err-mw-attack-name-taken")
            .arg("name", object.name.as_str())
            .arg("attack", attack.name.as_str()));
    }
    let event = Event::AttackRegistered {
        owner: object.name.clone(),
        attack: attack.name.clone(),
    };
    object.attacks.push(attack);
    ctx.event(event);
    Ok(())
}

/// `/arena remove`: takes an object out of the arena (the host or its owner); it is not
/// destroyed, so a mage's removal does not end the game.
pub(crate) fn remove(ctx: &mut Ctx<'_>, name: &str) -> Result<(), UserError> {
    let id = ctx.find(name)?;
    ctx.require_may_act_for(id)?;
    let index = ctx
        .index_of(id)
        .ok_or_else(|| UserError::new("err-mw-internal"))?;
    let object = ctx.arena.objects.remove(index);
    ctx.arena.enchantments.retain(|e| e.target != id);
    ctx.event(Event::Removed { name: object.name });
    Ok(())
}
