//! What a player asks of the arena. Names are resolved against the arena by the engine.

use serde::{Deserialize, Serialize};

use super::model::{Attack, Condition, Traits, Zone};

pub use crate::rules::Actor;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum Action {
    /// Ends the game (the host or a moderator).
    End,
    /// `/arena mage`: the caller's mage.
    AddMage {
        name: String,
        life: u32,
        armor: u32,
        channeling: u32,
        /// Starting mana supply; 10 when not given (rules: "Round structure").
        mana: Option<u32>,
        zone: Zone,
        defense: Option<u8>,
        traits: Traits,
    },
    /// `/arena creature`: a creature of the caller's mage (or of `mage`, for the host).
    /// With `cost`, its mage casts it now (mana paid, the mage's action or quickcast).
    AddCreature {
        name: String,
        mage: Option<String>,
        life: u32,
        armor: u32,
        zone: Option<Zone>,
        defense: Option<u8>,
        traits: Traits,
        cost: Option<u32>,
        quick: bool,
    },
    /// `/arena attack`: registers an attack or attack spell on `owner` (default: the
    /// caller's mage).
    AddAttack {
        owner: Option<String>,
        attack: Attack,
    },
    /// `/arena remove`: takes an object out of the arena (not destroyed by an attack).
    Remove {
        name: String,
    },
    /// `/initiative`: the next round's ready stage (initiative, reset, channel, upkeep),
    /// then its action stage.
    NextRound,
    /// `/next`: ends the caller's action phase, or passes when they activated nothing.
    Next,
    /// `/activate`: activates an object for an action Narrator does not track.
    Activate {
        name: String,
    },
    /// `/guard`: the object's action is to take a guard marker.
    Guard {
        name: String,
    },
    /// `/move`: one zone, orthogonally.
    Move {
        name: Option<String>,
        zone: Zone,
    },
    /// `/cast`: pays a spell's mana; the mage's action unless `quick` (its quickcast).
    /// With `target` and `mark`, attacks against the target roll `mark` more dice from now
    /// on (Marked for Death).
    Cast {
        mage: Option<String>,
        spell: Option<String>,
        cost: u32,
        quick: bool,
        target: Option<String>,
        mark: i32,
    },
    /// `/attack`: with a registered attack (`weapon`), or a one-off spell given inline.
    Attack {
        acting_as: Option<String>,
        target: String,
        weapon: Option<String>,
        inline: Option<Attack>,
        /// Strikes back under a pending counterstrike offer.
        counter: bool,
    },
    ConditionAdd {
        target: String,
        condition: Condition,
        count: u32,
    },
    /// Removes `count` markers, or all of them.
    ConditionRemove {
        target: String,
        condition: Condition,
        count: Option<u32>,
    },
    /// Direct damage placed by hand (a card effect Narrator does not know).
    Damage {
        target: String,
        amount: u32,
    },
    Heal {
        target: String,
        amount: u32,
    },
}

impl Action {
    /// The command as users type it, for the history and the log.
    pub fn command_name(&self) -> &'static str {
        match self {
            Action::End => "encounter end",
            Action::AddMage { .. } => "arena mage",
            Action::AddCreature { .. } => "arena creature",
            Action::AddAttack { .. } => "arena attack",
            Action::Remove { .. } => "arena remove",
            Action::NextRound => "initiative",
            Action::Next => "next",
            Action::Activate { .. } => "activate",
            Action::Guard { .. } => "guard",
            Action::Move { .. } => "move",
            Action::Cast { .. } => "cast",
            Action::Attack { .. } => "attack",
            Action::ConditionAdd { .. } => "condition add",
            Action::ConditionRemove { .. } => "condition remove",
            Action::Damage { .. } => "damage",
            Action::Heal { .. } => "heal",
        }
    }
}
