//! What a player asks of the table. Names are resolved by the engine, case-insensitively.

use serde::{Deserialize, Serialize};

use super::model::{CharacterKind, Shadow};

pub use crate::rules::Actor;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum Action {
    /// Ends the game (the host or a moderator).
    End,
    /// `/lcg player`: a seat for the caller, next clockwise. `first` takes the token.
    AddPlayer {
        name: String,
        threat: u32,
        first: bool,
    },
    /// `/lcg hero` and `/lcg ally`.
    AddCharacter {
        name: String,
        kind: CharacterKind,
        /// The seat; the caller's own when they have exactly one.
        player: Option<String>,
        attack: u32,
        defense: u32,
        hit_points: u32,
        ranged: bool,
        sentinel: bool,
    },
    /// `/lcg enemy`, engaged at once with `engage` when given.
    AddEnemy {
        name: String,
        attack: u32,
        defense: u32,
        hit_points: u32,
        engagement_cost: u32,
        engage: Option<String>,
    },
    /// `/lcg card`: `count` copies at the bottom of the encounter deck.
    AddCards {
        name: String,
        shadow: Shadow,
        count: u32,
    },
    /// `/lcg shuffle`: the deck, or (quest phase) the discard pile back into it first.
    Shuffle {
        discard: bool,
    },
    /// `/lcg threat`: sets a player's threat (50 eliminates).
    Threat {
        player: Option<String>,
        value: u32,
    },
    /// `/lcg refresh`: ready every card, +1 threat each, pass the first player token.
    Refresh,
    /// `/lcg ready` / `/lcg exhaust` one character (questing, card effects).
    SetExhausted {
        name: String,
        exhausted: bool,
    },
    /// `/lcg remove`: a character or enemy leaves play (a card effect).
    Remove {
        name: String,
    },
    /// `/engage`: an enemy engages a player (the caller's seat when not named).
    Engage {
        enemy: String,
        player: Option<String>,
    },
    /// `/combat start`: step 1. `order` lists tied enemies in the first player's order.
    StartCombat {
        order: Vec<String>,
    },
    /// `/combat continue` (and `/next`): on to the next step.
    Continue,
    /// `/combat enemy`: the enemy that attacks next (step 2) or that the players
    /// attack (step 3).
    ChooseEnemy {
        enemy: String,
    },
    /// `/combat defend`.
    Defend {
        character: String,
    },
    /// `/combat undefended`.
    Undefended,
    /// `/combat hero`: who takes an undefended attack's damage.
    Hero {
        hero: String,
    },
    /// `/combat attackers`: characters join the attack being declared.
    Attackers {
        names: Vec<String>,
    },
    /// `/damage` and `/heal` (card effects).
    Damage {
        target: String,
        amount: u32,
    },
    Heal {
        target: String,
        amount: u32,
    },
    /// `/seat give`: the `from` user's seat (default: the caller's), or only `piece` (a
    /// hero or ally, or a seat by its name), goes to the user `to`; `to_name` is their
    /// display name when the front-end knows it.
    GiveSeat {
        to: i64,
        #[serde(default)]
        to_name: Option<String>,
        #[serde(default)]
        piece: Option<String>,
        #[serde(default)]
        from: Option<i64>,
    },
}

impl Action {
    /// The command as the players typed it, for history and the log.
    pub fn command_name(&self) -> &'static str {
        match self {
            Action::End => "encounter end",
            Action::AddPlayer { .. } => "lcg player",
            Action::AddCharacter {
                kind: CharacterKind::Hero,
                ..
            } => "lcg hero",
            Action::AddCharacter {
                kind: CharacterKind::Ally,
                ..
            } => "lcg ally",
            Action::AddEnemy { .. } => "lcg enemy",
            Action::AddCards { .. } => "lcg card",
            Action::Shuffle { .. } => "lcg shuffle",
            Action::Threat { .. } => "lcg threat",
            Action::Refresh => "lcg refresh",
            Action::SetExhausted {
                exhausted: false, ..
            } => "lcg ready",
            Action::SetExhausted {
                exhausted: true, ..
            } => "lcg exhaust",
            Action::Remove { .. } => "lcg remove",
            Action::Engage { .. } => "engage",
            Action::StartCombat { .. } => "combat start",
            Action::Continue => "combat continue",
            Action::ChooseEnemy { .. } => "combat enemy",
            Action::Defend { .. } => "combat defend",
            Action::Undefended => "combat undefended",
            Action::Hero { .. } => "combat hero",
            Action::Attackers { .. } => "combat attackers",
            Action::Damage { .. } => "damage",
            Action::Heal { .. } => "heal",
            Action::GiveSeat { .. } => "seat give",
        }
    }
}
