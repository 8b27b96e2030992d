//! What an action did, as data: the arithmetic and the consequences. Front-ends turn it
//! into text; tests assert on it.

use serde::{Deserialize, Serialize};

use super::model::{CharacterKind, Shadow};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub events: Vec<Event>,
}

impl Outcome {
    pub fn push(&mut self, event: Event) {
        self.events.push(event);
    }

    /// The events worth keeping in the roll log: shuffles (the only use of dice), shadow
    /// cards and damage, the referee's audit trail.
    pub fn logged(&self) -> impl Iterator<Item = &Event> {
        self.events.iter().filter(|e| e.logged())
    }
}

/// Damage placed on one card: `placed` tokens went on it, `lost` is the excess a
/// destroyed card does not take (rules: "Step 2" 4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hit {
    pub target: String,
    pub placed: u32,
    pub lost: u32,
    pub defeated: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    Started {
        host: i64,
    },
    Ended,
    PlayerSeated {
        player: String,
        seat: usize,
        threat: u32,
        first: bool,
    },
    CharacterAdded {
        name: String,
        player: String,
        kind: CharacterKind,
    },
    EnemyAdded {
        name: String,
    },
    CardsAdded {
        name: String,
        count: u32,
        deck: usize,
    },
    /// The deck was shuffled (with the discard pile first when `from_discard` > 0). The
    /// order stays hidden: the deck is face down.
    Shuffled {
        cards: usize,
        from_discard: usize,
    },
    Engaged {
        enemy: String,
        player: String,
    },
    ThreatSet {
        player: String,
        from: u32,
        to: u32,
    },
    /// Threat 50: the player's cards leave play, their enemies return to staging.
    Eliminated {
        player: String,
    },
    AllEliminated,
    Refreshed {
        round: u32,
        first_player: String,
        readied: usize,
    },
    ExhaustedSet {
        name: String,
        exhausted: bool,
    },
    /// A card left play without damage (a card effect).
    Removed {
        name: String,
    },
    /// Step 1: one face-down card to each engaged enemy, in this order.
    ShadowsDealt {
        enemies: Vec<String>,
    },
    /// The deck ran out: these enemies get no shadow card this phase.
    DeckEmpty {
        without: Vec<String>,
    },
    /// No enemy is engaged: the combat phase is over at once.
    NothingEngaged,
    /// Step 2 or 3 begins for a player.
    StepStarted {
        step: u8,
        player: String,
    },
    EnemyChosen {
        player: String,
        enemy: String,
    },
    DefenderDeclared {
        enemy: String,
        defender: String,
        /// The defender's player, when a Sentinel defends for another player.
        sentinel_for: Option<String>,
    },
    Undefended {
        enemy: String,
        player: String,
    },
    ShadowRevealed {
        enemy: String,
        card: String,
        shadow: Shadow,
    },
    NoShadow {
        enemy: String,
    },
    /// A shadow effect made the attack undefended; the defender stays exhausted.
    ShadowUndefended {
        enemy: String,
        defender: String,
    },
    /// A shadow effect discarded the defender: it leaves play and the attack is
    /// undefended.
    ShadowDiscardedDefender {
        enemy: String,
        defender: String,
    },
    /// Step 3: the attack is declared; the players may act before its damage.
    AttackDeclared {
        player: String,
        enemy: String,
        attackers: Vec<String>,
    },
    /// The defender left play before damage: the attack is undefended.
    DefenderGone {
        enemy: String,
        defender: String,
    },
    /// The attacking enemy left play before damage: its attack is over.
    AttackCancelled {
        enemy: String,
    },
    /// Undefended and more than one hero: the player picks who takes it.
    HeroChoice {
        player: String,
        enemy: String,
        heroes: Vec<String>,
    },
    /// Step 2.4: attack (+ shadow) − defense (− shadow, or none when undefended)
    /// (+ shadow's extra damage).
    EnemyDamage {
        enemy: String,
        attack: u32,
        attack_bonus: u32,
        /// The defender's defense after the shadow; `None` when undefended.
        defense: Option<u32>,
        extra: u32,
        damage: u32,
        /// `None`: undefended and the player has no hero left, so nothing takes it.
        hit: Option<Hit>,
    },
    AttackersDeclared {
        enemy: String,
        attackers: Vec<String>,
    },
    /// Step 3: the sum of the attackers' attack − the enemy's defense.
    PlayerAttack {
        player: String,
        enemy: String,
        attackers: Vec<(String, u32)>,
        strength: u32,
        defense: u32,
        damage: u32,
        hit: Hit,
    },
    /// Declared no attackers, or passed: the player's step goes on without an attack.
    Passed {
        player: String,
        /// The enemy left unattacked; `None` when the player ends their step.
        enemy: Option<String>,
    },
    /// A card was defeated and left play: characters to their owner's discard pile,
    /// enemies (with their shadow card) to the encounter discard pile.
    Defeated {
        name: String,
        /// The player for a character; `None` for an enemy.
        player: Option<String>,
    },
    /// Step 4: the remaining shadow cards are discarded; the phase ends.
    CombatEnded {
        discarded: usize,
    },
    /// `/damage` (a card effect).
    Damaged {
        amount: u32,
        hit: Hit,
    },
    Healed {
        target: String,
        amount: u32,
    },
    /// `/seat give`: a whole seat (its heroes, allies and engaged enemies with it) is now
    /// played by `to`; `to_name` is their display name, empty until they act.
    SeatGiven {
        seat: String,
        to: i64,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        to_name: String,
    },
    /// `/seat give piece:`: a hero or ally passes from one seat to another.
    PieceGiven {
        name: String,
        from: String,
        to: String,
    },
}

impl Event {
    fn logged(&self) -> bool {
        matches!(
            self,
            Event::Shuffled { .. }
                | Event::ShadowsDealt { .. }
                | Event::ShadowRevealed { .. }
                | Event::EnemyDamage { .. }
                | Event::PlayerAttack { .. }
                | Event::Damaged { .. }
                | Event::Defeated { .. }
                | Event::Eliminated { .. }
                | Event::SeatGiven { .. }
                | Event::PieceGiven { .. }
        )
    }
}
