//! What the channel keeps for «Познание нуля»: the players' distances to zero across
//! battles, the table settings, and the battle under way — both armies' cards in play, the
//! turn and the parts of it already used.

use serde::{Deserialize, Serialize};

use super::limits;
use crate::rules::names;

/// The attacking or the defending army of a battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Attacker,
    Defender,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Attacker => Side::Defender,
            Side::Defender => Side::Attacker,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Side::Attacker => "attacker",
            Side::Defender => "defender",
        }
    }
}

/// The card classes that stay in play: characters and animals (creatures) and machines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Character,
    Animal,
    Machine,
}

impl Kind {
    pub fn key(self) -> &'static str {
        match self {
            Kind::Character => "character",
            Kind::Animal => "animal",
            Kind::Machine => "machine",
        }
    }

    /// Which part of a full turn this card's action uses.
    pub fn slot(self) -> Slot {
        match self {
            Kind::Character | Kind::Animal => Slot::Creature,
            Kind::Machine => Slot::Machine,
        }
    }
}

/// The parts of a full turn: one creature, one machine, one event or abstraction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    Creature,
    Machine,
    Bonus,
}

impl Slot {
    pub fn key(self) -> &'static str {
        match self {
            Slot::Creature => "creature",
            Slot::Machine => "machine",
            Slot::Bonus => "bonus",
        }
    }
}

/// Events and abstractions: one of the two per full turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BonusKind {
    Event,
    Abstraction,
}

impl BonusKind {
    pub fn key(self) -> &'static str {
        match self {
            BonusKind::Event => "event",
            BonusKind::Abstraction => "abstraction",
        }
    }
}

/// What the defender's incomplete first turn allows (a table setting).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstTurn {
    /// One machine's turn only.
    #[default]
    Machine,
    /// A full turn.
    Full,
}

impl FirstTurn {
    pub fn key(self) -> &'static str {
        match self {
            FirstTurn::Machine => "machine",
            FirstTurn::Full => "full",
        }
    }
}

/// The table settings, kept between battles.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Where a player new to the game starts from.
    pub start_distance: u32,
    pub first_turn: FirstTurn,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            start_distance: limits::DEFAULT_DISTANCE,
            first_turn: FirstTurn::Machine,
        }
    }
}

impl Settings {
    fn is_default(&self) -> bool {
        *self == Settings::default()
    }
}

/// A Discord user at the table; `label` is the name typed when it was not a mention.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Who {
    pub user: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// The user's display name, kept from their first action (empty until then), so
    /// replies name the player without a mention.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
}

impl Who {
    /// A player named by mention or id, display name not yet known.
    pub fn user(user: i64) -> Who {
        Who {
            user,
            label: None,
            name: String::new(),
        }
    }

    /// Keeps `name` as the display name of `user` unless one is known already.
    /// The name typed for them (the console's `@name`), else their display name.
    pub fn known_name(&self) -> Option<&str> {
        self.label
            .as_deref()
            .filter(|l| !l.trim().is_empty())
            .or(Some(self.name.as_str()).filter(|n| !n.trim().is_empty()))
    }

    /// How a reply names them: their known name, else a mention (Discord shows it as the
    /// name and, with mentions off, pings nobody).
    pub fn shown(&self) -> String {
        self.known_name()
            .map_or_else(|| format!("<@{}>", self.user), str::to_owned)
    }

    fn learn(&mut self, user: i64, name: &str) {
        if self.user == user && self.name.is_empty() {
            name.trim().clone_into(&mut self.name);
        }
    }
}

/// A player of the game and their distance to zero, kept across battles.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub who: Who,
    pub distance: u32,
    /// The player said their whole deck is drawn, with no creature or machine left in hand.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub deck_drawn: bool,
}

/// An item: a carrier keeps it until it is lost, and never swaps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    pub name: String,
    pub attack: u32,
    pub life: u32,
}

/// A creature or machine in play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub name: String,
    pub side: Side,
    pub kind: Kind,
    /// Printed Attack (swords).
    pub attack: u32,
    /// Current Life; the card dies at 0.
    pub life: u32,
    /// Printed maximum Life (heart), without the item.
    pub max_life: u32,
    pub armor: u32,
    /// Strikes per turn.
    pub strikes: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item: Option<Item>,
    /// It has carried an item (it may have lost it since): a carrier never takes another.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub carried: bool,
    /// For a character: the animal it rides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rides: Option<String>,
    /// The name as its player typed it, when the other army has a card of that name too and
    /// `name` tells the two apart by owner ("Knight (anna)").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub typed: Option<String>,
}

impl Card {
    /// The most Life the card may have: its printed maximum plus its item's.
    pub fn cap(&self) -> u32 {
        self.max_life + self.item.as_ref().map_or(0, |i| i.life)
    }

    pub fn item_attack(&self) -> u32 {
        self.item.as_ref().map_or(0, |i| i.attack)
    }
}

/// A card destroyed in this battle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fallen {
    pub name: String,
    pub side: Side,
    pub kind: Kind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnKind {
    /// The defender's incomplete first turn.
    Incomplete,
    Full,
    /// The turn a retreat gives the opponent; the battle ends after it.
    Extra,
}

/// The turn under way and what it used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub side: Side,
    /// 0 for the defender's incomplete turn, then 1, 2, … for the full turns.
    pub number: u32,
    pub kind: TurnKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub creature: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub machine: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bonus: Option<TurnBonus>,
}

impl Turn {
    pub fn new(side: Side, number: u32, kind: TurnKind) -> Turn {
        Turn {
            side,
            number,
            kind,
            creature: None,
            machine: None,
            bonus: None,
        }
    }

    /// Nothing of the turn is used yet: a retreat may be announced.
    pub fn fresh(&self) -> bool {
        self.creature.is_none() && self.machine.is_none() && self.bonus.is_none()
    }

    pub fn used(&self, slot: Slot) -> Option<&str> {
        match slot {
            Slot::Creature => self.creature.as_deref(),
            Slot::Machine => self.machine.as_deref(),
            Slot::Bonus => self.bonus.as_ref().map(|b| b.name.as_str()),
        }
    }
}

/// The turn's event or abstraction: its damage goes onto the bonus strike of the turn's
/// next attack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnBonus {
    pub kind: BonusKind,
    pub name: String,
    pub amount: u32,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spent: bool,
}

/// An attack over several targets waiting for the attacker to pick its bonus strike.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub attack: super::AttackOrder,
    /// Each strike's target and strength with the bonus on it.
    pub options: Vec<(String, u32)>,
}

/// A battle under way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// The battle's number in the game.
    pub number: u32,
    pub host: i64,
    pub attacker: Who,
    pub defender: Who,
    pub first_turn: FirstTurn,
    pub turn: Turn,
    #[serde(default)]
    pub cards: Vec<Card>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fallen: Vec<Fallen>,
    /// Which sides have had a creature or machine in play.
    #[serde(default)]
    pub fielded: (bool, bool),
    /// The side that announced a retreat; the opponent's extra turn is under way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retreat: Option<Side>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<Pending>,
    /// The side whose army fell while its player was still entering it: the battle ends
    /// once they confirm, or goes on if they enter a card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Side>,
}

impl Battle {
    pub fn who(&self, side: Side) -> &Who {
        match side {
            Side::Attacker => &self.attacker,
            Side::Defender => &self.defender,
        }
    }

    /// The card called `name`: by its full name, else by the name its player typed when
    /// only one card goes by it.
    pub fn card(&self, name: &str) -> Option<&Card> {
        self.index_of(name).map(|i| &self.cards[i])
    }

    pub fn card_mut(&mut self, name: &str) -> Option<&mut Card> {
        self.index_of(name).map(|i| &mut self.cards[i])
    }

    fn index_of(&self, name: &str) -> Option<usize> {
        if let Some(i) = self.cards.iter().position(|c| names::same(&c.name, name)) {
            return Some(i);
        }
        match self.typed_as(name).as_slice() {
            [(i, _)] => Some(*i),
            _ => None,
        }
    }

    /// The cards told apart by owner whose player typed `name`, with their places.
    pub fn typed_as(&self, name: &str) -> Vec<(usize, &Card)> {
        self.cards
            .iter()
            .enumerate()
            .filter(|(_, c)| {
                c.typed
                    .as_deref()
                    .is_some_and(|typed| names::same(typed, name))
            })
            .collect()
    }

    pub fn army(&self, side: Side) -> impl Iterator<Item = &Card> {
        self.cards.iter().filter(move |c| c.side == side)
    }

    pub fn characters(&self, side: Side) -> u32 {
        self.army(side)
            .filter(|c| c.kind == Kind::Character)
            .count() as u32
    }

    /// The army `user` plays: their own, or (one user playing both) the one whose turn it
    /// is; `None` for someone who plays neither.
    pub fn side_played_by(&self, user: i64) -> Option<Side> {
        match (self.attacker.user == user, self.defender.user == user) {
            (true, false) => Some(Side::Attacker),
            (false, true) => Some(Side::Defender),
            (true, true) => Some(self.turn.side),
            (false, false) => None,
        }
    }

    /// Whether `side`'s player may still be entering their army: their first turn is not
    /// over (the defender's incomplete turn is turn 0, the attacker's first turn 1).
    pub fn entering(&self, side: Side) -> bool {
        let first_turn = match side {
            Side::Defender => 0,
            Side::Attacker => 1,
        };
        self.turn.number <= first_turn
    }

    pub fn fielded(&self, side: Side) -> bool {
        match side {
            Side::Attacker => self.fielded.0,
            Side::Defender => self.fielded.1,
        }
    }

    pub fn set_fielded(&mut self, side: Side) {
        match side {
            Side::Attacker => self.fielded.0 = true,
            Side::Defender => self.fielded.1 = true,
        }
    }

    /// The character riding `animal`, if any.
    pub fn rider_of(&self, animal: &str) -> Option<&Card> {
        self.cards
            .iter()
            .find(|c| c.rides.as_deref().is_some_and(|a| names::same(a, animal)))
    }
}

/// Everything the channel keeps for the game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    #[serde(default, skip_serializing_if = "Settings::is_default")]
    pub settings: Settings,
    /// The game's players and their distances to zero; emptied when the game ends.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<Player>,
    /// Battles fought in this game.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub battles: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battle: Option<Box<Battle>>,
    /// The last battle's loser whose army fell (no retreat), and its winner, until the next
    /// battle: a "whole deck drawn" said right after still ends the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub army_fell: Option<ArmyFell>,
}

/// A battle lost by an army that fell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArmyFell {
    pub loser: i64,
    pub winner: Who,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Table {
    /// Stores the acting user's display name on every seat they hold that has none yet:
    /// kept from their first action, never fetched.
    pub fn remember(&mut self, actor: &crate::rules::Actor) {
        if actor.name.trim().is_empty() {
            return;
        }
        if let Some(b) = self.battle.as_deref_mut() {
            b.attacker.learn(actor.user, &actor.name);
            b.defender.learn(actor.user, &actor.name);
        }
        for player in &mut self.players {
            player.who.learn(actor.user, &actor.name);
        }
    }

    /// `who` with the display name the table knows for them, or the actor's own if `who`
    /// is the actor.
    pub fn seated(&self, who: &Who, actor: &crate::rules::Actor) -> Who {
        let mut who = who.clone();
        if let Some(known) = self.player(who.user) {
            who.learn(known.who.user, &known.who.name);
        }
        who.learn(actor.user, &actor.name);
        who
    }

    pub fn player(&self, user: i64) -> Option<&Player> {
        self.players.iter().find(|p| p.who.user == user)
    }

    pub fn player_mut(&mut self, user: i64) -> Option<&mut Player> {
        self.players.iter_mut().find(|p| p.who.user == user)
    }
}
