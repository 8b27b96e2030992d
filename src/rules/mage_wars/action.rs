//! What a player asks of the arena. Names are resolved against the arena by the engine.

use serde::{Deserialize, Serialize};

use super::model::{Attack, Condition, Traits, UpkeepEffect, Zone};

pub use crate::rules::Actor;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum Action {
    /// Ends the game (the host, or a moderator who holds no seat).
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
        /// The summoning spell's farthest range from the mage (default 1).
        #[serde(default)]
        range: Option<u8>,
    },
    /// `/arena attack`: registers an attack or attack spell on `owner` (default: the
    /// caller's mage).
    AddAttack {
        owner: Option<String>,
        attack: Attack,
    },
    /// `/arena remove`: takes an object out of the arena (not destroyed by an attack).
    Remove { name: String },
    /// `/initiative`: the next round's ready stage (initiative, reset, channel, upkeep),
    /// then its action stage.
    NextRound,
    /// `/next`: ends the caller's action phase, or passes when they activated nothing.
    Next,
    /// `/activate`: activates an object for an action Narrator does not track.
    Activate { name: String },
    /// `/guard`: the object's action is to take a guard marker.
    Guard { name: String },
    /// `/move`: one zone, orthogonally. With `from` (the card or effect that moves it) it
    /// is a push: no activation, no action, no hindering.
    Move {
        name: Option<String>,
        zone: Zone,
        #[serde(default)]
        from: Option<String>,
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
        /// An enchantment cast face down on `target` (its mark applies once revealed).
        #[serde(default)]
        enchantment: bool,
    },
    /// `/reveal`: turns the caller's face-down enchantment face up, paying its reveal cost.
    Reveal { name: String, cost: u32 },
    /// `/attack`: with a registered attack (`weapon`), or a one-off spell given inline.
    Attack {
        acting_as: Option<String>,
        target: String,
        weapon: Option<String>,
        inline: Option<Attack>,
        /// Strikes back under a pending counterstrike offer.
        counter: bool,
        /// A quick attack spell: the mage's quick action when it is acting with its action
        /// unspent, otherwise its quickcast.
        #[serde(default)]
        quick: bool,
    },
    /// `/attack target:<zone> extra:zone`: one attack against every other object in the
    /// zone, each rolled separately, none avoidable.
    ZoneAttack {
        acting_as: Option<String>,
        zone: Zone,
        weapon: Option<String>,
        inline: Option<Attack>,
        #[serde(default)]
        quick: bool,
    },
    /// `/counterstrike decline`: the defender's player (or the host) lets the pending
    /// counterstrike go.
    Decline,
    /// `/upkeep order:`: the order of the upkeep effects on the caller's objects (those not
    /// listed follow in the default order); `mage` names another player's mage (host).
    UpkeepOrder {
        mage: Option<String>,
        order: Vec<UpkeepEffect>,
    },
    /// `/upkeep pay:` / `/upkeep release:`: pay an object's upkeep cost or let it go.
    UpkeepPay { name: String, pay: bool },
    /// `/arena edit`: changes an object's printed numbers and traits after it entered,
    /// keeping its damage and markers. Absent fields stay as they are.
    Edit { name: String, edit: Box<ObjectEdit> },
    /// `/arena mana`: adjusts a mage's mana by `amount` (host or owner), with a reason.
    Mana {
        mage: Option<String>,
        amount: i32,
        reason: Option<String>,
    },
    /// Markers placed by hand; `from` names the card or effect placing them.
    ConditionAdd {
        target: String,
        condition: Condition,
        count: u32,
        #[serde(default)]
        from: Option<String>,
    },
    /// Removes `count` markers, or all of them.
    ConditionRemove {
        target: String,
        condition: Condition,
        count: Option<u32>,
        #[serde(default)]
        from: Option<String>,
    },
    /// Direct damage placed by hand (a card effect Narrator does not know), `from` the
    /// card or effect dealing it.
    Damage {
        target: String,
        amount: u32,
        #[serde(default)]
        from: Option<String>,
    },
    Heal {
        target: String,
        amount: u32,
        #[serde(default)]
        from: Option<String>,
    },
    /// `/seat give`: the `from` player's seat (every object and enchantment of theirs), or
    /// only the object `piece`, goes to `to`. `from` defaults to the caller; `to_name` is
    /// the new player's name when the front-end knows it.
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
            Action::Reveal { .. } => "reveal",
            Action::ZoneAttack { .. } => "attack",
            Action::Decline => "counterstrike decline",
            Action::UpkeepOrder { .. } => "upkeep order",
            Action::UpkeepPay { pay: true, .. } => "upkeep pay",
            Action::UpkeepPay { pay: false, .. } => "upkeep release",
            Action::Edit { .. } => "arena edit",
            Action::Mana { .. } => "arena mana",
            Action::ConditionAdd { .. } => "condition add",
            Action::ConditionRemove { .. } => "condition remove",
            Action::Damage { .. } => "damage",
            Action::Heal { .. } => "heal",
            Action::GiveSeat { .. } => "seat give",
        }
    }
}

/// What `/arena edit` changes; `None` keeps the current value.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectEdit {
    pub life: Option<u32>,
    pub armor: Option<u32>,
    pub channeling: Option<u32>,
    /// Defense N+; 0 removes it.
    pub defense: Option<u8>,
    pub tough: Option<u32>,
    pub resilient: Option<bool>,
    pub aegis: Option<u32>,
    pub counterstrike: Option<bool>,
    pub flying: Option<bool>,
    pub unmovable: Option<bool>,
    pub elusive: Option<bool>,
    pub pest: Option<bool>,
    pub regeneration: Option<u32>,
    pub upkeep: Option<u32>,
    pub damage_types: Option<Vec<(super::model::DamageType, i32)>>,
}
