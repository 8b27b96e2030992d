//! «Познание нуля» (Knowing Zero): battles between two armies of cards. The engine keeps
//! both armies' creatures and machines in play with their items and rider/animal pairs,
//! the turn and the parts of it used (the defender's incomplete first turn, then full
//! turns of one creature, one machine and one event or abstraction), the arithmetic of
//! every strike against armor, item losses, retreat, and each player's distance to zero
//! across battles. Card texts are not modelled: players type the printed numbers.
//!
//! Pure: `apply` works on a copy and commits it only when the action is accepted, so a
//! refused action leaves the table exactly as it was. No dice: card rolls go through
//! `/roll` and their results through `/damage`.

pub mod army;
mod battle;
mod model;
mod naming;
mod outcome;
pub mod seats;
pub mod strike;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use army::{Army, ArmyCard};
pub use model::{
    Battle, BonusKind, Card, Fallen, FirstTurn, Item, Kind, Pending, Player, Settings, Side, Slot,
    Table, Turn, TurnBonus, TurnKind, Who,
};
pub use outcome::{AttackReport, Bonus, Event, Move, Outcome, Strike};

use crate::dice::Dice;
use crate::error::UserError;
use crate::rules::Actor;

/// Bounds on everything a player controls.
pub mod limits {
    /// The starting distance when the table has not set one.
    pub const DEFAULT_DISTANCE: u32 = 10;
    pub const MAX_START_DISTANCE: u32 = 99;
    /// A distance never grows past this (a retreat moves one away each time).
    pub const MAX_DISTANCE: u32 = 999;
    /// Cards in play at once, both armies together.
    pub const CARDS: usize = 60;
    /// Cards a battle may see in all (in play and fallen).
    pub const CARDS_EVER: usize = 150;
    pub const PLAYERS: usize = 16;
    pub const ATTACK: u32 = 20;
    pub const LIFE: u32 = 99;
    pub const ARMOR: u32 = 20;
    pub const STRIKES: u32 = 10;
    pub const BONUS: u32 = 20;
    pub const DAMAGE: u32 = 999;
}

/// An attack as ordered: the acting card, each strike's target, and what goes onto the
/// bonus strike.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackOrder {
    /// The acting card (`as:`); a rider and its animal attack as one.
    pub attacker: Option<String>,
    /// One target for every strike, or one name per strike.
    pub targets: Vec<String>,
    /// Fewer strikes than the card may make.
    pub strikes: Option<u32>,
    /// 1-based; the first when not given.
    pub bonus_strike: Option<u32>,
    /// Abilities' bonus on the bonus strike.
    pub plus: u32,
    /// A penalty on the bonus strike.
    pub minus: u32,
    /// The attack also makes its targets drop their items (after the damage).
    pub strip: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// `/encounter start`: a battle between the two players; the starter hosts it.
    Start {
        attacker: Who,
        defender: Who,
        /// The starting distance the two players agreed (`extra:"start:5"`): before the
        /// first battle of a game only.
        start: Option<u32>,
    },
    /// `/encounter end`: the host stops the battle without a result.
    End,
    AddCard {
        name: String,
        kind: Kind,
        attack: u32,
        life: u32,
        armor: u32,
        strikes: u32,
        side: Option<Side>,
    },
    GiveItem {
        card: String,
        name: String,
        attack: u32,
        life: u32,
    },
    Ride {
        rider: String,
        animal: String,
    },
    Dismount {
        rider: String,
    },
    DropItem {
        card: String,
    },
    PlayBonus {
        kind: BonusKind,
        name: String,
        amount: u32,
    },
    /// A card takes its turn without attacking (an ability the players resolve).
    Act {
        card: String,
    },
    Attack(AttackOrder),
    /// Picks the bonus strike of the attack that waits for it.
    BonusStrike {
        number: u32,
    },
    Damage {
        target: String,
        amount: u32,
    },
    Heal {
        target: String,
        amount: u32,
    },
    Retreat,
    /// The player whose army fell while they were entering it confirms the battle's end.
    ConfirmEnd,
    Next,
    DeckDrawn {
        side: Option<Side>,
    },
    Configure {
        start_distance: Option<u32>,
        first_turn: Option<FirstTurn>,
        new_game: bool,
    },
    /// `/zero army load`: a saved army enters the battle whole, or not at all. The table
    /// service read it from the store; the engine checks it like typed cards.
    EnterArmy {
        name: String,
        side: Option<Side>,
        army: Army,
    },
    /// `/seat give`: the army (or armies) `from` plays, with their place in the game, go to
    /// `to`. `from` is the actor when not given. Cards belong to an army: `piece` is refused.
    GiveSeat {
        to: i64,
        /// The name typed for `to` (the console's `@name`); a Discord id gives none.
        to_name: Option<String>,
        piece: Option<String>,
        from: Option<i64>,
    },
}

impl Action {
    pub fn command_name(&self) -> &'static str {
        match self {
            Action::Start { .. } => "encounter start",
            Action::End => "encounter end",
            Action::AddCard { .. } => "zero card",
            Action::GiveItem { .. } => "zero item",
            Action::Ride { .. } => "zero ride",
            Action::Dismount { .. } => "zero dismount",
            Action::DropItem { .. } => "zero drop",
            Action::PlayBonus { .. } => "zero play",
            Action::Act { .. } => "zero act",
            Action::Attack(_) => "attack",
            Action::BonusStrike { .. } => "zero strike",
            Action::Damage { .. } => "damage",
            Action::Heal { .. } => "heal",
            Action::Retreat => "zero retreat",
            Action::ConfirmEnd => "zero confirm",
            Action::Next => "next",
            Action::DeckDrawn { .. } => "zero drawn",
            Action::Configure { .. } => "zero table",
            Action::GiveSeat { .. } => "seat give",
            Action::EnterArmy { .. } => "zero army load",
        }
    }
}

/// Runs one action. On `Err` the table is exactly as it was.
pub fn apply(
    table: &mut Table,
    actor: &Actor,
    action: &Action,
    _dice: &mut dyn Dice,
) -> Result<Outcome, UserError> {
    let mut next = table.clone();
    next.remember(actor);
    let mut outcome = Outcome::default();
    battle::run(&mut next, actor, action, &mut outcome)?;
    *table = next;
    Ok(outcome)
}
