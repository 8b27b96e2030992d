//! The Lord of the Rings: The Card Game — the combat phase, following the card game's
//! rules. There are no dice in combat: Narrator is the referee that keeps the order of
//! steps, deals the shadow cards, does the arithmetic and keeps the damage. The dice
//! source only shuffles the encounter deck.
//!
//! Pure: `apply(table, actor, action, dice)` → outcome; no I/O, no clock, no RNG of its own.

pub mod action;
pub mod model;
pub mod outcome;
pub mod seats;

mod combat;
mod ctx;
mod damage;
mod deal;
mod give;
mod setup;

#[cfg(test)]
mod tests;

pub use action::{Action, Actor};
pub use combat::choices;
pub use damage::ELIMINATED_AT;
pub use deal::{shadow_order, turn_order};
pub use model::{
    Card, Character, CharacterKind, Combat, Enemy, EnemyAttack, Player, Shadow, Stage, Table,
};
pub use outcome::{Event, Hit, Outcome};

use crate::dice::Dice;
use crate::error::UserError;
use ctx::Ctx;

/// Upper bounds on what users can grow (bound everything a user controls).
pub mod limits {
    pub const NAME_CHARS: usize = 32;
    /// The game seats one to four players.
    pub const PLAYERS: usize = 4;
    pub const CHARACTERS: usize = 60;
    pub const ENEMIES: usize = 40;
    /// Encounter deck and discard pile together.
    pub const DECK: usize = 200;
    pub const CARDS_PER_ADD: u32 = 20;
    pub const MAX_STAT: u32 = 20;
    pub const MAX_HIT_POINTS: u32 = 99;
    pub const MAX_THREAT: u32 = 99;
    pub const MAX_AMOUNT: u32 = 99;
    pub const TEXT_CHARS: usize = 200;
}

/// Applies one action. On `Err` the table is left exactly as it was: the engine works on
/// a copy and only keeps it when the whole action went through.
pub fn apply(
    table: &mut Table,
    actor: &Actor,
    action: &Action,
    dice: &mut dyn Dice,
) -> Result<Outcome, UserError> {
    let mut next = table.clone();
    let mut ctx = Ctx::new(&mut next, actor, dice);
    dispatch(&mut ctx, action)?;
    combat::settle(&mut ctx)?;
    let outcome = ctx.out;
    remember_name(&mut next, actor);
    *table = next;
    Ok(outcome)
}

/// The actor's display name as a seat keeps it: bounded like every name a user controls.
pub(crate) fn shown_name(actor: &Actor) -> String {
    actor.name.chars().take(limits::NAME_CHARS).collect()
}

/// The acting user's display name goes on each seat they play that has none yet, so the
/// table names its players without mentions and without asking the front-end again.
fn remember_name(table: &mut Table, actor: &Actor) {
    if actor.name.is_empty() {
        return;
    }
    for player in &mut table.players {
        if player.user == actor.user && player.shown_as.is_empty() {
            player.shown_as = shown_name(actor);
        }
    }
}

fn dispatch(ctx: &mut Ctx<'_>, action: &Action) -> Result<(), UserError> {
    match action {
        Action::End => setup::end(ctx),
        Action::AddPlayer {
            name,
            threat,
            first,
        } => setup::add_player(ctx, name, *threat, *first),
        Action::AddCharacter {
            name,
            kind,
            player,
            attack,
            defense,
            hit_points,
            ranged,
            sentinel,
        } => setup::add_character(
            ctx,
            &setup::NewCharacter {
                name,
                kind: *kind,
                player: player.as_deref(),
                attack: *attack,
                defense: *defense,
                hit_points: *hit_points,
                ranged: *ranged,
                sentinel: *sentinel,
            },
        ),
        Action::AddEnemy {
            name,
            attack,
            defense,
            hit_points,
            engagement_cost,
            engage,
        } => setup::add_enemy(
            ctx,
            &setup::NewEnemy {
                name,
                attack: *attack,
                defense: *defense,
                hit_points: *hit_points,
                engagement_cost: *engagement_cost,
                engage: engage.as_deref(),
            },
        ),
        Action::AddCards {
            name,
            shadow,
            count,
        } => setup::add_cards(ctx, name, shadow, *count),
        Action::Shuffle { discard } => setup::shuffle(ctx, *discard),
        Action::Threat { player, value } => setup::threat(ctx, player.as_deref(), *value),
        Action::Refresh => setup::refresh(ctx),
        Action::SetExhausted { name, exhausted } => setup::set_exhausted(ctx, name, *exhausted),
        Action::Remove { name } => setup::remove(ctx, name),
        Action::Engage { enemy, player } => setup::engage(ctx, enemy, player.as_deref()),
        Action::StartCombat { order } => combat::start(ctx, order),
        Action::Continue => combat::proceed(ctx),
        Action::ChooseEnemy { enemy } => combat::choose_enemy(ctx, enemy),
        Action::Defend { character } => combat::defend(ctx, character),
        Action::Undefended => combat::undefended(ctx),
        Action::Hero { hero } => combat::hero(ctx, hero),
        Action::Attackers { names } => combat::attackers(ctx, names),
        Action::Damage { target, amount } => setup::damage(ctx, target, *amount),
        Action::Heal { target, amount } => setup::heal(ctx, target, *amount),
        Action::GiveSeat {
            to,
            to_name,
            piece,
            from,
        } => give::give(
            ctx,
            &give::Give {
                to: *to,
                to_name: to_name.as_deref(),
                piece: piece.as_deref(),
                from: *from,
            },
        ),
    }
}
