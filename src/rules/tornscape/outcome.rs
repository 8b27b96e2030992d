//! What an action did, as data: every die with its face, every choice and its default,
//! every consequence. The game's folder turns it into localized text.

use serde::{Deserialize, Serialize};

use super::choice::{Assignment, Counts};
use super::exchange::{Reaction, StrikeKind};
use super::model::{DamageType, DiceFaces, Die, Marker};

/// Which roll a group of dice belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollKind {
    Attack,
    Defense,
    Dodge,
    Panic,
}

/// A choice an attack waits for, with the default a next action accepts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "pause")]
pub enum Pause {
    /// The target's reaction: defend, dodge, or counter-attack.
    Reaction {
        target: String,
        owner: i64,
        attacker: String,
        only_dodge: bool,
        /// Tiles it may counter-attack with (empty: no counter-attack).
        counters: Vec<String>,
        default: Reaction,
    },
    /// The attacker's agility re-rolls.
    AttackerReroll {
        attacker: String,
        owner: i64,
        rerolls: u32,
        blank_attack: u8,
        blank_mastery: u8,
    },
    /// The defender's agility re-rolls.
    DefenderReroll {
        defender: String,
        owner: i64,
        rerolls: u32,
        blank_defense: u8,
    },
    /// The defender's assignment of defense dice.
    Assign {
        defender: String,
        owner: i64,
        attacker: String,
        counts: CountsData,
        back: bool,
        default: Assignment,
        /// The defender's melee tiles damage back may come from.
        back_tiles: Vec<String>,
    },
}

impl Pause {
    /// The player whose choice it is.
    pub fn owner(&self) -> i64 {
        match self {
            Pause::Reaction { owner, .. }
            | Pause::AttackerReroll { owner, .. }
            | Pause::DefenderReroll { owner, .. }
            | Pause::Assign { owner, .. } => *owner,
        }
    }

    pub fn key(&self) -> &'static str {
        match self {
            Pause::Reaction { .. } => "reaction",
            Pause::AttackerReroll { .. } | Pause::DefenderReroll { .. } => "reroll",
            Pause::Assign { .. } => "assign",
        }
    }
}

/// [`Counts`] as stored data.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountsData {
    pub attack_success: u8,
    pub attack_critical: u8,
    pub defense_success: u8,
    pub defense_critical: u8,
}

impl From<Counts> for CountsData {
    fn from(c: Counts) -> Self {
        CountsData {
            attack_success: c.attack_success,
            attack_critical: c.attack_critical,
            defense_success: c.defense_success,
            defense_critical: c.defense_critical,
        }
    }
}

impl From<CountsData> for Counts {
    fn from(c: CountsData) -> Self {
        Counts {
            attack_success: c.attack_success,
            attack_critical: c.attack_critical,
            defense_success: c.defense_success,
            defense_critical: c.defense_critical,
        }
    }
}

/// One attack's result, before it is applied with the others of its exchange.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hit {
    pub attacker: String,
    pub target: String,
    pub tile: String,
    pub kind: StrikeKind,
    /// Attack dice left after defense: successes and criticals.
    pub success: u8,
    pub critical: u8,
    pub mastered: u8,
    /// Damage to the target (0 when immune).
    pub damage: u32,
    pub immune: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marker: Option<Marker>,
    /// Damage back to the attacker from defense criticals.
    pub back: u32,
    pub back_criticals: u8,
    #[serde(default)]
    pub back_immune: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PanicResult {
    Passed,
    Failed,
    /// Immune to mental: passes without rolling.
    Immune,
    /// Cautious: fails without rolling.
    Cautious,
    /// Holds Panic already: gains nothing more.
    AlreadyPanicked,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    Started {
        host: i64,
    },
    Ended,
    Settings {
        faces: DiceFaces,
        counter_activates: bool,
    },
    MiniatureAdded {
        name: String,
        owner: i64,
        life: u32,
        defense: u8,
        agility: u8,
        leader: bool,
    },
    TileAdded {
        miniature: String,
        tile: String,
        attack: u8,
        mastery: u8,
        agility: u8,
        damage: u32,
    },
    Removed {
        name: String,
    },
    Activated {
        name: String,
        round: u32,
    },
    ActivationEnded {
        name: String,
    },
    NewRound {
        round: u32,
    },
    AttackDeclared {
        attacker: String,
        target: String,
        tile: String,
        kind: StrikeKind,
    },
    Waiting(Pause),
    DefaultAccepted {
        pause: String,
    },
    Reacted {
        target: String,
        reaction: Reaction,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        counter: Option<String>,
    },
    Rolled {
        who: String,
        roll: RollKind,
        dice: Vec<Die>,
    },
    /// Dice re-rolled by agility (`before` → `after`, pairwise).
    Rerolled {
        who: String,
        before: Vec<Die>,
        after: Vec<Die>,
    },
    /// Every successful attack die re-rolled once for poor visibility.
    PoorVisibility {
        who: String,
        before: Vec<Die>,
        after: Vec<Die>,
    },
    /// The failed dice form a fresh pool against the target's neighbour.
    GroupFire {
        attacker: String,
        target: String,
        dice: u8,
    },
    Assigned {
        defender: String,
        assignment: Assignment,
        back: u8,
    },
    /// A dodge's agility successes cancelled normal attack successes.
    Dodged {
        defender: String,
        cancelled: u8,
    },
    Hit(Hit),
    /// An attack without damage: its effect works only with an attack success.
    Effect {
        attacker: String,
        target: String,
        tile: String,
        works: bool,
        immune: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        marker: Option<Marker>,
    },
    LifeLost {
        name: String,
        amount: u32,
        life: u32,
        max: u32,
        /// Damage beyond the lives the miniature had left, which is lost.
        #[serde(default, skip_serializing_if = "is_zero")]
        excess: u32,
    },
    Healed {
        name: String,
        amount: u32,
        life: u32,
        max: u32,
    },
    Killed {
        name: String,
    },
    MarkerPlaced {
        name: String,
        marker: Marker,
    },
    MarkerRemoved {
        name: String,
        marker: Marker,
    },
    /// A leader died: every miniature of its player tests for panic.
    LeaderDied {
        name: String,
        transformed: bool,
    },
    PanicTest {
        name: String,
        dice: Vec<Die>,
        result: PanicResult,
    },
    ImmuneTo {
        name: String,
        damage_type: DamageType,
    },
    /// Who changed another player's miniature by hand, and by what card or effect
    /// (`from:`): it comes just before the change it explains.
    Caused {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<String>,
        by: String,
    },
    /// `/seat give`: a player's miniatures (`piece`: only that one) go to another player.
    SeatGiven {
        from: Named,
        to: Named,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        piece: Option<String>,
        /// The miniatures on the board that changed hands.
        pieces: Vec<String>,
        /// Who handed another player's seat (a host or moderator); `None`: its own player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
    },
}

/// A player as a reply names them: their display name when known, else their place among
/// the miniatures' owners ("player 2"), until they act.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Named {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub number: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub events: Vec<Event>,
}

impl Outcome {
    pub fn push(&mut self, event: Event) {
        self.events.push(event);
    }

    /// The pause the action ended on, if any.
    pub fn waiting(&self) -> Option<&Pause> {
        self.events.iter().rev().find_map(|e| match e {
            Event::Waiting(p) => Some(p),
            _ => None,
        })
    }

    /// Events with dice: the roll log.
    pub fn rolls(&self) -> impl Iterator<Item = &Event> {
        self.events.iter().filter(|e| {
            matches!(
                e,
                Event::Rolled { .. }
                    | Event::Rerolled { .. }
                    | Event::PoorVisibility { .. }
                    | Event::PanicTest { .. }
                    | Event::Hit(_)
            )
        })
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}
