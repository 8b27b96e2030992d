//! FLAIL: the flagship ruleset, following FLAIL's rules.
//!
//! Pure: `apply(world, actor, action, dice)` → outcome; no I/O, no clock, no RNG of its own.

pub mod action;
mod adversaries;
mod attack;
mod characters;
mod conditions;
mod ctx;
mod death;
mod encounter;
mod flee_morale;
mod handover;
pub mod model;
pub mod odds;
pub mod outcome;
pub mod presets;
mod recovery;
mod saves;
pub mod seats;
pub mod to_hit;
mod turns;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use action::{Action, Actor, CharacterEdit, RestKind};
pub use model::{Character, Table};
pub use outcome::{Event, Outcome, ResultKind, RollOutcome, RollResult};

use crate::dice::Dice;
use crate::error::UserError;
use ctx::Ctx;
pub use ctx::pick_own;
pub(crate) use ctx::save_outcome;
pub use turns::next_up;

/// Upper bounds on what users can grow (bound everything a user controls).
pub mod limits {
    pub const NAME_CHARS: usize = 32;
    pub const CHARACTERS_PER_GUILD: usize = 500;
    pub const WEAPONS_PER_CHARACTER: usize = 10;
    pub const ADVERSARIES_PER_ENCOUNTER: usize = 60;
    pub const ADVERSARIES_PER_ADD: u32 = 20;
    pub const PCS_PER_ENCOUNTER: usize = 20;
    pub const CONDITIONS_PER_COMBATANT: usize = 12;
    pub const MAX_TH: u32 = 12;
    pub const MAX_DMG: u32 = 50;
    pub const MAX_HP: i32 = 999;
    pub const MAX_AMOUNT: i32 = 999;
    pub const MIN_ATTRIBUTE: i32 = 2;
    pub const MAX_ATTRIBUTE: i32 = 12;
    /// Attributes can grow past 12 through Near Death Experiences; edits may set up to this.
    pub const MAX_EDITED_ATTRIBUTE: i32 = 20;
    pub const MAX_DEFENCE: i32 = 20;
    pub const MAX_SAVE_VALUE: i32 = 20;
    pub const ATTACKS_PER_ADVERSARY: usize = 6;
    pub const TRIGGERS_PER_ATTACK: usize = 4;
    pub const ATTACK_TIMES: u32 = 4;
    /// A trigger's text: short, so it fits a reply line.
    pub const TRIGGER_CHARS: usize = 40;
}

/// Everything one action may read or change: the channel's table and the characters the
/// table service loaded for it (the encounter's PCs, the characters the action names, and
/// the whole server's for actions that need them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct World {
    pub guild: i64,
    pub table: Table,
    pub characters: Vec<Character>,
    /// How many characters the server has in all (for the per-server limit).
    pub guild_character_count: usize,
}

/// Applies one action. On `Err` the world is left exactly as it was.
pub fn apply(
    world: &mut World,
    actor: &Actor,
    action: &Action,
    dice: &mut dyn Dice,
) -> Result<Outcome, UserError> {
    let mut next = world.clone();
    let mut ctx = Ctx::new(&mut next, actor, dice);
    dispatch(&mut ctx, action)?;
    let outcome = ctx.finish();
    *world = next;
    Ok(outcome)
}

fn dispatch(ctx: &mut Ctx<'_>, action: &Action) -> Result<(), UserError> {
    // A hit waiting for an armour choice (or a fumble waiting for its choice) is
    // accepted as rolled when any other action comes first (rules: "More decisions").
    let mut turn_passed = false;
    // Handing a seat over answers no choice: the PC's new player answers it.
    if !matches!(
        action,
        Action::Armour { .. } | Action::Fumble { .. } | Action::GiveSeat { .. }
    ) {
        turn_passed = attack::settle_pending(ctx)?;
    }
    match action {
        Action::EncounterStart { surprise } => encounter::start(ctx, *surprise),
        Action::EncounterEnd => encounter::end(ctx),
        Action::SessionEnd => recovery::session_end(ctx),
        Action::Settings { attribute_rule } => encounter::settings(ctx, *attribute_rule),

        Action::CharacterCreate {
            name,
            class,
            attributes,
            hp,
            religion,
        } => characters::create(ctx, name, *class, attributes, *hp, *religion),
        Action::CharacterEdit { character, edit } => characters::edit(ctx, character, edit),
        Action::CharacterDelete { character } => characters::delete(ctx, character),
        Action::CharacterWeapon {
            character,
            weapon,
            th,
            dmg,
            missile,
            specialty,
            two_handed,
            remove,
        } => characters::weapon(
            ctx,
            character,
            weapon,
            &characters::WeaponSpec {
                th: *th,
                dmg: *dmg,
                missile: *missile,
                specialty: *specialty,
                two_handed: *two_handed,
            },
            *remove,
        ),
        Action::CharacterArmour {
            character,
            piece,
            remove,
        } => characters::armour(ctx, character, *piece, *remove),

        Action::AdversaryAdd {
            name,
            hp,
            defence,
            saves,
            morale,
            th,
            dmg,
            count,
        } => {
            encounter::add_adversaries(ctx, name, *hp, *defence, *saves, *morale, *th, *dmg, *count)
        }
        Action::AdversaryRemove { name } => encounter::remove_adversary(ctx, name),
        Action::AdversaryAttack {
            adversary,
            attack,
            times,
            th,
            dmg,
            when,
            trigger,
            remove,
        } => adversaries::attack(
            ctx,
            adversary,
            attack,
            &adversaries::AttackEdit {
                times: *times,
                th: *th,
                dmg: *dmg,
                when: *when,
                trigger: trigger.as_deref(),
                remove: *remove,
            },
        ),

        Action::Join { characters } => characters
            .iter()
            .try_for_each(|character| turns::join(ctx, character)),
        Action::Initiative => turns::initiative(ctx),
        // A settled hit that took down the one whose turn it was already passed the turn.
        Action::Next if turn_passed => Ok(()),
        Action::Next => turns::next(ctx),

        Action::Attack {
            target,
            weapon,
            offhand,
            advantage,
            disadvantage,
            acting_as,
            free,
            range,
        } => attack::attack(
            ctx,
            &attack::AttackRequest {
                target,
                weapon: weapon.as_deref(),
                offhand: offhand.as_deref(),
                advantage: *advantage,
                disadvantage: *disadvantage,
                acting_as: acting_as.as_deref(),
                free: *free,
                range: *range,
            },
        ),
        Action::Armour { piece, dots, more } => attack::armour(ctx, *piece, *dots, *more),
        Action::Fumble { ally, item } => attack::fumble(ctx, ally.as_deref(), item.as_deref()),

        Action::Save {
            attribute,
            character,
            advantage,
            disadvantage,
            against,
        } => saves::save(
            ctx,
            *attribute,
            character.as_deref(),
            *advantage,
            *disadvantage,
            against.as_deref(),
        ),
        Action::Flee { character, slower } => flee_morale::flee(ctx, character.as_deref(), *slower),
        Action::Morale {
            adversary,
            surrender,
        } => flee_morale::morale(ctx, adversary.as_deref(), *surrender),

        Action::ConditionAdd {
            target,
            condition,
            save,
        } => conditions::add(ctx, target, *condition, *save),
        Action::ConditionRemove { target, condition } => {
            conditions::remove(ctx, target, *condition)
        }
        Action::State { target, state, add } => conditions::state(ctx, target, *state, *add),
        Action::Damage {
            target,
            amount,
            physical,
        } => recovery::damage(ctx, target, *amount, *physical),
        Action::ItemUsage {
            character,
            item,
            dots,
        } => recovery::item_usage(ctx, character, item, *dots),
        Action::Heal { target, amount } => recovery::heal(ctx, target, *amount),
        Action::Rest { kind, character } => recovery::rest(ctx, *kind, character.as_deref()),
        Action::DeathRoll {
            character,
            attribute,
        } => death::deathroll(ctx, character.as_deref(), *attribute),
        Action::GiveSeat {
            to,
            to_name,
            piece,
            from,
            from_name,
        } => handover::give(
            ctx,
            &handover::Handover {
                to: *to,
                to_name: to_name.as_deref(),
                piece: piece.as_deref(),
                from: *from,
                from_name: from_name.as_deref(),
            },
        ),
    }
}
