//! The combat phase's pieces (rules: "Pieces the bot tracks"): players in seat order,
//! their characters, the enemies engaged with them, the encounter deck and its discard
//! pile, and the combat phase in progress.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Who started the game: may end it, and while holding no seat may correct the table
    /// and take any step (there is no GM; `rules::seats`).
    pub host: i64,
    /// Seat order, clockwise.
    pub players: Vec<Player>,
    /// Index into `players` of the first player token's holder.
    pub first_player: usize,
    pub characters: Vec<Character>,
    pub enemies: Vec<Enemy>,
    /// Face down; `deck[0]` is the top card.
    pub deck: Vec<Card>,
    pub discard: Vec<Card>,
    pub combat: Option<Combat>,
    /// Counts refresh phases; 1 at the start.
    pub round: u32,
    /// Engagement order: each `/engage` takes the next number (ties in engagement cost
    /// get their shadow cards in this order).
    pub engagements: u32,
    /// The round whose combat phase has ended, so the table is offered the refresh phase
    /// next rather than a second combat phase.
    #[serde(default)]
    pub combat_done_in: Option<u32>,
}

impl Table {
    pub fn new(host: i64) -> Self {
        Table {
            host,
            players: Vec::new(),
            first_player: 0,
            characters: Vec::new(),
            enemies: Vec::new(),
            deck: Vec::new(),
            discard: Vec::new(),
            combat: None,
            round: 1,
            engagements: 0,
            combat_done_in: None,
        }
    }

    pub fn first_player_name(&self) -> Option<&str> {
        self.players.get(self.first_player).map(|p| p.name.as_str())
    }

    pub fn player(&self, name: &str) -> Option<&Player> {
        self.players.iter().find(|p| p.name == name)
    }

    pub fn characters_of<'a>(&'a self, player: &'a str) -> impl Iterator<Item = &'a Character> {
        self.characters.iter().filter(move |c| c.player == player)
    }

    pub fn enemies_engaged_with<'a>(&'a self, player: &'a str) -> impl Iterator<Item = &'a Enemy> {
        self.enemies
            .iter()
            .filter(move |e| e.engaged_with.as_deref() == Some(player))
    }

    /// Every name in play (players, characters, enemies), for autocomplete.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.players
            .iter()
            .map(|p| p.name.as_str())
            .chain(self.characters.iter().map(|c| c.name.as_str()))
            .chain(self.enemies.iter().map(|e| e.name.as_str()))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    /// The Discord user who plays this seat (one user may play two seats).
    pub user: i64,
    pub threat: u32,
    /// At threat 50 the player is out; their cards left play.
    pub eliminated: bool,
    /// The display name of the user who plays the seat, as the front-end showed it when
    /// they last took a seat or acted (empty until known): shown beside the seat's name,
    /// so nobody needs a mention to see who plays it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub shown_as: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CharacterKind {
    Hero,
    Ally,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    pub name: String,
    /// The seat (player name) that controls it.
    pub player: String,
    pub kind: CharacterKind,
    pub attack: u32,
    pub defense: u32,
    pub hit_points: u32,
    pub damage: u32,
    pub exhausted: bool,
    pub ranged: bool,
    pub sentinel: bool,
}

impl Character {
    pub fn remaining(&self) -> u32 {
        self.hit_points.saturating_sub(self.damage)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Enemy {
    pub name: String,
    pub attack: u32,
    pub defense: u32,
    pub hit_points: u32,
    pub damage: u32,
    pub engagement_cost: u32,
    /// The player it is engaged with; `None` while it waits in the staging area.
    pub engaged_with: Option<String>,
    /// When it engaged (see `Table::engagements`).
    pub engaged_order: u32,
    /// Its face-down shadow card for this combat phase.
    pub shadow: Option<Card>,
}

impl Enemy {
    pub fn remaining(&self) -> u32 {
        self.hit_points.saturating_sub(self.damage)
    }
}

/// An encounter card as the players registered it: a name and its shadow effect.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub name: String,
    #[serde(default)]
    pub shadow: Shadow,
}

/// The shadow effects Narrator resolves itself; `text` is read out for the players to
/// resolve. All zero / empty: the card has no shadow effect.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shadow {
    /// "Attacking enemy gets +X attack."
    #[serde(default)]
    pub attack: u32,
    /// "Defending character gets −X defense."
    #[serde(default)]
    pub defense: u32,
    /// "This attack is considered undefended."
    #[serde(default)]
    pub undefended: bool,
    /// "Defending character takes X extra damage" (the hero, when undefended).
    #[serde(default)]
    pub damage: u32,
    /// "The defending character is discarded": it leaves play and the attack becomes
    /// undefended.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub discard_defender: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

impl Shadow {
    pub fn is_blank(&self) -> bool {
        *self == Shadow::default()
    }
}

/// The combat phase in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub stage: Stage,
    /// Turn order as the phase began: the first player, then clockwise.
    pub order: Vec<String>,
    /// Enemies that have made their attack this phase (step 2).
    pub attacked: Vec<String>,
    /// Enemies the players have attacked this phase (step 3).
    pub struck: Vec<String>,
}

/// Where the combat phase waits, and for whom. Every stage names the active player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "stage")]
pub enum Stage {
    /// Step 1 is done; the first player continues to the enemy attacks.
    Dealt { player: String },
    /// Step 2.1: the active player chooses which engaged enemy attacks next.
    ChooseEnemy { player: String },
    /// Step 2.2: a defender or undefended.
    DeclareDefender { player: String, enemy: String },
    /// Step 2.3 next: "continue" reveals the shadow card.
    RevealShadow { attack: EnemyAttack },
    /// Step 2.4 next: "continue" deals the damage.
    DealDamage { attack: EnemyAttack },
    /// Undefended: the active player picks the hero that takes the damage.
    ChooseHero { attack: EnemyAttack },
    /// Step 3: the active player chooses an engaged enemy to attack, or passes.
    ChooseTarget { player: String },
    /// Step 3: attackers are declared; "continue" closes the declaration.
    DeclareAttackers {
        player: String,
        enemy: String,
        attackers: Vec<String>,
    },
    /// Step 3: the attack is declared; the players may act before "continue" determines
    /// its damage.
    AttackDeclared {
        player: String,
        enemy: String,
        attackers: Vec<String>,
    },
}

impl Stage {
    /// The player whose step it is.
    pub fn player(&self) -> &str {
        match self {
            Stage::Dealt { player }
            | Stage::ChooseEnemy { player }
            | Stage::DeclareDefender { player, .. }
            | Stage::ChooseTarget { player }
            | Stage::DeclareAttackers { player, .. }
            | Stage::AttackDeclared { player, .. } => player,
            Stage::RevealShadow { attack }
            | Stage::DealDamage { attack }
            | Stage::ChooseHero { attack } => &attack.player,
        }
    }

    /// The stage's key, for messages (`lotr-stage-<key>`).
    pub fn key(&self) -> &'static str {
        match self {
            Stage::Dealt { .. } => "dealt",
            Stage::ChooseEnemy { .. } => "choose-enemy",
            Stage::DeclareDefender { .. } => "declare-defender",
            Stage::RevealShadow { .. } => "reveal-shadow",
            Stage::DealDamage { .. } => "deal-damage",
            Stage::ChooseHero { .. } => "choose-hero",
            Stage::ChooseTarget { .. } => "choose-target",
            Stage::DeclareAttackers { .. } => "declare-attackers",
            Stage::AttackDeclared { .. } => "attack-declared",
        }
    }
}

/// One enemy attack being resolved (step 2), with what its shadow card changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnemyAttack {
    pub player: String,
    pub enemy: String,
    /// `None`: undefended.
    pub defender: Option<String>,
    /// The revealed shadow's effect (blank before the reveal).
    #[serde(default)]
    pub shadow: Shadow,
}
