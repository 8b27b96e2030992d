//! What an action did, as data: every die, the arithmetic, the consequences. Front-ends
//! turn it into text; tests assert on it.

use serde::{Deserialize, Serialize};

use super::model::{Condition, UpkeepEffect, Zone};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub events: Vec<Event>,
}

impl Outcome {
    pub fn push(&mut self, event: Event) {
        self.events.push(event);
    }

    /// The events that rolled dice, for the roll log.
    pub fn rolls(&self) -> impl Iterator<Item = &Event> {
        self.events.iter().filter(|e| e.rolled())
    }
}

/// One object's upkeep as its player may choose it: its effects in the order they will
/// resolve, and whether its upkeep cost (if any) is paid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UpkeepChoice {
    pub name: String,
    /// The mage of its player.
    pub mage: String,
    pub effects: Vec<UpkeepEffect>,
    pub cost: u32,
    pub pay: bool,
    /// Paying is the choice, but the mage's mana (after the costs before it) falls short:
    /// the object goes.
    #[serde(default)]
    pub short: bool,
}

/// One mage's effect die in an initiative roll-off.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InitiativeDie {
    pub mage: String,
    pub face: u32,
}

/// The effect roll of one strike.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EffectRoll {
    pub face: u32,
    /// Damage Type ±X minus Tough −X.
    pub modifier: i32,
    pub total: i32,
    /// Markers the table's row put on the target (none when no row matched).
    pub markers: Vec<(u32, Condition)>,
}

/// Why the number of attack dice differs from the printed one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "by")]
pub enum DiceModifier {
    /// Marked for Death-style enchantments on the target.
    Marked(i32),
    /// The target's Damage Type ±X for this attack's type.
    DamageType(i32),
    /// The target's Aegis X (never below 1 die).
    Aegis(i32),
    /// Weak markers on the attacker, attacks that are not spells (never below 1 die).
    Weak(i32),
}

/// One strike of an attack (Doublestrike repeats steps 3–5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strike {
    /// A Dazed attacker's effect die for this strike: 6 or less, the strike misses (no
    /// Defense, no dice) and the attack goes on to its next strike.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daze: Option<u32>,
    #[serde(default)]
    pub missed: bool,
    /// The target's Defense roll: (face, modified total, needed).
    pub defense: Option<DefenseRoll>,
    pub avoided: bool,
    /// Attack die faces as rolled, 1..=6 (rules: blank, blank, 1, 2, 1★, 2★).
    pub faces: Vec<u32>,
    pub normal: u32,
    pub critical: u32,
    /// The Armor that applied (after Piercing and Corrode).
    pub armor: u32,
    pub resilient: bool,
    pub damage: u32,
    pub effect: Option<EffectRoll>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenseRoll {
    pub face: u32,
    /// −2 per Daze marker, −2 if Restrained.
    pub modifier: i32,
    pub needed: u8,
}

/// A whole attack, steps 1–9.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackReport {
    pub attacker: String,
    pub target: String,
    pub attack: String,
    pub melee: bool,
    pub counterstrike: bool,
    /// The damage barrier's automatic attack at a melee attacker.
    pub barrier: bool,
    /// Mana paid for an attack spell, and what the mage has left.
    pub mana: Option<(u32, u32)>,
    /// The Dazed attacker's first effect die (each strike rolls its own: see `Strike`).
    pub daze_roll: Option<u32>,
    /// Every strike missed (a Dazed attacker's miss).
    pub missed: bool,
    /// The attack dice before and after modifiers.
    pub printed_dice: u32,
    pub dice: u32,
    pub modifiers: Vec<DiceModifier>,
    pub strikes: Vec<Strike>,
    /// The target's damage after the attack, and its Life.
    pub target_damage: u32,
    pub target_life: u32,
}

/// What caused a change a player made by hand to another player's object: the card or
/// effect they named (`from:`), and who made it, as the table shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cause {
    pub card: String,
    pub by: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    Started {
        host: i64,
    },
    Ended,
    MageAdded {
        name: String,
        zone: Zone,
        mana: u32,
    },
    CreatureAdded {
        name: String,
        zone: Zone,
        /// Summoned during the action stage: it cannot act this round.
        activated: bool,
    },
    AttackRegistered {
        owner: String,
        attack: String,
    },
    Removed {
        name: String,
    },
    /// One roll-off of the effect die (round 1); ties roll again.
    InitiativeRolled {
        dice: Vec<InitiativeDie>,
    },
    RoundStarted {
        round: u32,
        /// The mage whose player holds initiative.
        initiative: String,
    },
    /// Reset: action, quickcast and ready markers flip back.
    Reset,
    Channeled {
        mage: String,
        gained: u32,
        mana: u32,
    },
    /// Upkeep: one attack die per Burn marker, each blank removes a marker.
    BurnRolled {
        name: String,
        faces: Vec<u32>,
        damage: u32,
        removed: u32,
    },
    RotDamage {
        name: String,
        damage: u32,
    },
    BleedDamage {
        name: String,
        damage: u32,
    },
    Regenerated {
        name: String,
        healed: u32,
    },
    UpkeepPaid {
        name: String,
        mage: String,
        cost: u32,
        mana: u32,
    },
    /// The mage cannot pay the upkeep: the object is destroyed. `mage` is empty when its
    /// player's mage has left the arena (nobody pays then).
    UpkeepUnpaid {
        name: String,
        cost: u32,
        #[serde(default)]
        mage: String,
        #[serde(default)]
        mana: u32,
    },
    /// Its player let the upkeep go: the object is destroyed.
    UpkeepReleased {
        name: String,
    },
    /// Upkeep waits for the players' choices; `/initiative` runs it.
    UpkeepAwaits {
        choices: Vec<UpkeepChoice>,
    },
    /// A player's upkeep order, and their objects' effects in that order.
    UpkeepOrdered {
        mage: String,
        order: Vec<UpkeepEffect>,
        objects: Vec<UpkeepChoice>,
    },
    /// Whether an object's upkeep cost will be paid.
    UpkeepChosen {
        name: String,
        cost: u32,
        pay: bool,
    },
    /// Whose action phase it is now (the mage names the player).
    TurnOf {
        mage: String,
    },
    Passed {
        mage: String,
    },
    /// Every object has acted: the final quickcast phase; `/initiative` starts the next round.
    ActionStageOver,
    Activated {
        name: String,
    },
    /// A Slammed object activates: its Slam turns into Daze.
    SlamBecameDaze {
        name: String,
    },
    /// Stun and Daze fall off at the end of the object's action phase.
    MarkersExpired {
        name: String,
        conditions: Vec<Condition>,
    },
    Moved {
        name: String,
        from: Zone,
        to: Zone,
        hindered: bool,
    },
    /// The object was pushed one zone (a card effect): no activation.
    Pushed {
        name: String,
        from: Zone,
        to: Zone,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<Cause>,
    },
    /// A restrained object's move is an escape attempt: 7+ removes one marker.
    EscapeRolled {
        name: String,
        face: u32,
        escaped: bool,
        condition: Condition,
    },
    Guarding {
        name: String,
    },
    GuardDropped {
        name: String,
    },
    Cast {
        mage: String,
        spell: Option<String>,
        cost: u32,
        mana: u32,
        quick: bool,
    },
    Marked {
        target: String,
        dice: i32,
    },
    Attack(Box<AttackReport>),
    ConditionChanged {
        name: String,
        condition: Condition,
        markers: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<Cause>,
    },
    Damaged {
        name: String,
        amount: u32,
        damage: u32,
        life: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<Cause>,
    },
    Healed {
        name: String,
        amount: u32,
        damage: u32,
        life: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<Cause>,
    },
    Destroyed {
        name: String,
        mage: bool,
    },
    CounterstrikeOffered {
        defender: String,
        attacker: String,
    },
    CounterstrikeDeclined {
        defender: String,
        attacker: String,
    },
    /// An enchantment goes face down on `target`; its name stays hidden.
    EnchantmentCast {
        mage: String,
        target: String,
        cost: u32,
        mana: u32,
    },
    EnchantmentRevealed {
        mage: String,
        name: String,
        target: String,
        cost: u32,
        mana: u32,
    },
    /// `/arena edit`: the object's numbers and traits now.
    Edited {
        name: String,
        life: u32,
        armor: u32,
        damage: u32,
    },
    /// `/arena mana`: a mage's mana changed by hand.
    ManaAdjusted {
        mage: String,
        amount: i32,
        mana: u32,
        reason: Option<String>,
    },
    GameOver {
        winner: Option<String>,
    },
    /// `/seat give`: a player's seat (`piece` none), or one object of theirs, now belongs
    /// to another player.
    SeatGiven {
        /// The seat's player as the table showed them: their name, else their mage.
        from: String,
        from_user: i64,
        /// The new player's name once known; until they act, replies name them neutrally.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<String>,
        to_user: i64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        piece: Option<String>,
    },
}

impl Event {
    /// Whether the event carries dice (it goes to the roll log).
    pub fn rolled(&self) -> bool {
        matches!(
            self,
            Event::InitiativeRolled { .. }
                | Event::BurnRolled { .. }
                | Event::EscapeRolled { .. }
                | Event::Attack(_)
        )
    }
}
