//! Mage Wars: the arena's dice roller and bookkeeper, following the Mage Wars rules.
//! Players type the numbers printed on their cards.
//!
//! Pure: `apply(arena, actor, action, dice)` → outcome; no I/O, no clock, no RNG of its own.
//!
//! Dice: an attack die is `dice.roll(6)` (faces 1..=6 read `ATTACK_DIE[face - 1]`: blank,
//! blank, 1, 2, 1★, 2★); the effect die is `dice.roll(12)`. Each action's doc comment gives
//! the order in which it rolls, so rigged dice can replay a game.

pub mod action;
pub mod model;
pub mod odds;
pub mod outcome;

mod attack;
mod casting;
mod conditions;
mod ctx;
mod damage;
mod edit;
mod effects;
mod give;
mod movement;
mod names;
mod permissions;
mod phase;
mod rounds;
pub mod seats;
mod setup;
mod strike;
mod upkeep;
mod validate;

#[cfg(test)]
mod tests;

pub use action::{Action, Actor, ObjectEdit};
pub use effects::{parse_damage_types, parse_effects, parse_reach};
pub use model::{
    Arena, Attack, Condition, DamageType, EffectRow, Enchantment, Object, Reach, Seat, Stage,
    Traits, UpkeepEffect, Zone,
};
pub use outcome::{AttackReport, Cause, Event, Outcome, Strike};

use crate::dice::Dice;
use crate::error::UserError;
use ctx::Ctx;

/// Upper bounds on what users can grow (bound everything a user controls).
pub mod limits {
    pub const NAME_CHARS: usize = 32;
    /// Display names kept: the players, the host and moderators who act.
    pub const SEATS: usize = 16;
    /// Longest display name kept (Discord's are at most 32).
    pub const SEAT_NAME_CHARS: usize = 64;
    pub const MAGES: usize = 4;
    pub const OBJECTS: usize = 40;
    pub const ENCHANTMENTS: usize = 40;
    /// Longest reason given with `/arena mana`.
    pub const REASON_CHARS: usize = 100;
    pub const ATTACKS_PER_OBJECT: usize = 8;
    pub const MAX_DICE: u32 = 20;
    pub const MAX_LIFE: u32 = 99;
    pub const MAX_ARMOR: u32 = 20;
    pub const MAX_CHANNELING: u32 = 20;
    pub const MAX_MANA: u32 = 999;
    pub const MAX_COST: u32 = 99;
    pub const MAX_MARKERS: u32 = 20;
    pub const MAX_TRAIT: u32 = 10;
    pub const EFFECT_ROWS: usize = 8;
    pub const DAMAGE_TYPES: usize = 8;
    pub const MAX_AMOUNT: u32 = 99;
    pub const MAX_MARK: i32 = 5;
    /// Farthest reach of a ranged attack (the 3 × 4 grid is at most 5 zones across).
    pub const MAX_RANGE: u8 = 6;
    /// Largest X of a Damage Type ±X.
    pub const MAX_TYPE_MODIFIER: i32 = 5;
    /// Most strikes one attack makes (Triplestrike).
    pub const MAX_STRIKES: u8 = 3;
    /// Highest Defense N+ (the effect die is a d12).
    pub const MAX_DEFENSE: u8 = 12;
    /// Highest effect-table roll a row may name (modified rolls can pass 12).
    pub const MAX_EFFECT_ROLL: u8 = 20;
}

/// What each player may choose in the upkeep waiting for them (none outside it), in the
/// order the objects resolve.
pub fn upkeep_choices(arena: &Arena) -> Vec<outcome::UpkeepChoice> {
    if matches!(arena.stage, Stage::Upkeep { .. }) {
        upkeep::choices(arena)
    } else {
        Vec::new()
    }
}

/// Applies one action. On `Err` the arena is left exactly as it was: the engine works on
/// a copy and only keeps it when the whole action went through.
pub fn apply(
    arena: &mut Arena,
    actor: &Actor,
    action: &Action,
    dice: &mut dyn Dice,
) -> Result<Outcome, UserError> {
    let mut next = arena.clone();
    let mut ctx = Ctx::new(&mut next, actor, dice);
    dispatch(&mut ctx, action)?;
    damage::settle_game_over(&mut ctx);
    let outcome = ctx.finish();
    next.remember(actor.user, &actor.name);
    *arena = next;
    Ok(outcome)
}

fn dispatch(ctx: &mut Ctx<'_>, action: &Action) -> Result<(), UserError> {
    if ctx.arena.over && !matches!(action, Action::End) {
        return Err(UserError::new("err-mw-game-over"));
    }
    // A pending counterstrike belongs to the attack: nothing else runs until the
    // defender's player strikes back or declines. Handing a seat over answers nothing: the
    // choice goes with the defender to its new player.
    if let Some(offer) = ctx.arena.counter_offer.clone()
        && !matches!(
            action,
            Action::Attack { counter: true, .. }
                | Action::Decline
                | Action::End
                | Action::GiveSeat { .. }
        )
    {
        let owner = ctx.obj(offer.defender)?.owner;
        return Err(UserError::new("err-mw-counter-pending")
            .arg("defender", ctx.name_of(offer.defender))
            .arg("mage", ctx.mage_name(owner)));
    }
    match action {
        Action::End => setup::end(ctx),
        Action::AddMage {
            name,
            life,
            armor,
            channeling,
            mana,
            zone,
            defense,
            traits,
        } => setup::add_mage(
            ctx,
            &setup::NewMage {
                name,
                life: *life,
                armor: *armor,
                channeling: *channeling,
                mana: *mana,
                zone: *zone,
                defense: *defense,
                traits,
            },
        ),
        Action::AddCreature {
            name,
            mage,
            life,
            armor,
            zone,
            defense,
            traits,
            cost,
            quick,
            range,
        } => setup::add_creature(
            ctx,
            &setup::NewCreature {
                name,
                mage: mage.as_deref(),
                life: *life,
                armor: *armor,
                zone: *zone,
                defense: *defense,
                traits,
                cost: *cost,
                quick: *quick,
                range: *range,
            },
        ),
        Action::AddAttack { owner, attack } => setup::add_attack(ctx, owner.as_deref(), attack),
        Action::Remove { name } => setup::remove(ctx, name),
        Action::NextRound => rounds::next_round(ctx),
        Action::Next => phase::next(ctx),
        Action::Activate { name } => phase::activate(ctx, name),
        Action::Guard { name } => phase::guard(ctx, name),
        Action::Move { name, zone, from } => {
            movement::move_to(ctx, name.as_deref(), *zone, from.as_deref())
        }
        Action::Cast {
            mage,
            spell,
            cost,
            quick,
            target,
            mark,
            enchantment,
        } => casting::cast(
            ctx,
            &casting::CastRequest {
                mage: mage.as_deref(),
                spell: spell.as_deref(),
                cost: *cost,
                quick: *quick,
                target: target.as_deref(),
                mark: *mark,
                enchantment: *enchantment,
            },
        ),
        Action::Reveal { name, cost } => casting::reveal(ctx, name, *cost),
        Action::Attack {
            acting_as,
            target,
            weapon,
            inline,
            counter,
            quick,
        } => attack::attack(
            ctx,
            &attack::AttackRequest {
                acting_as: acting_as.as_deref(),
                target,
                weapon: weapon.as_deref(),
                inline: inline.as_ref(),
                counter: *counter,
                quick: *quick,
            },
        ),
        Action::ZoneAttack {
            acting_as,
            zone,
            weapon,
            inline,
            quick,
        } => attack::zone_attack(
            ctx,
            *zone,
            &attack::AttackRequest {
                acting_as: acting_as.as_deref(),
                target: "",
                weapon: weapon.as_deref(),
                inline: inline.as_ref(),
                counter: false,
                quick: *quick,
            },
        ),
        Action::Decline => attack::decline(ctx),
        Action::UpkeepOrder { mage, order } => upkeep::choose_order(ctx, mage.as_deref(), order),
        Action::UpkeepPay { name, pay } => upkeep::choose_payment(ctx, name, *pay),
        Action::Edit { name, edit } => edit::edit(ctx, name, edit),
        Action::Mana {
            mage,
            amount,
            reason,
        } => edit::mana(ctx, mage.as_deref(), *amount, reason.as_deref()),
        Action::ConditionAdd {
            target,
            condition,
            count,
            from,
        } => conditions::add(ctx, target, *condition, *count, from.as_deref()),
        Action::ConditionRemove {
            target,
            condition,
            count,
            from,
        } => conditions::remove(ctx, target, *condition, *count, from.as_deref()),
        Action::Damage {
            target,
            amount,
            from,
        } => conditions::damage(ctx, target, *amount, from.as_deref()),
        Action::Heal {
            target,
            amount,
            from,
        } => conditions::heal(ctx, target, *amount, from.as_deref()),
        Action::GiveSeat {
            to,
            to_name,
            piece,
            from,
        } => give::give(
            ctx,
            &give::Gift {
                to: *to,
                to_name: to_name.as_deref(),
                piece: piece.as_deref(),
                from: *from,
            },
        ),
    }
}
