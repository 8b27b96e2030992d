//! The arena's state: mages and creatures in the 3 × 4 zones, their damage, conditions,
//! registered attacks, and where the round stands. Rules: Mage Wars.

use serde::{Deserialize, Serialize};

/// Zones are rows A–C by columns 1–4 ("A1" … "C4").
pub const ROWS: u8 = 3;
pub const COLUMNS: u8 = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Zone {
    /// 0..ROWS (A, B, C).
    pub row: u8,
    /// 0..COLUMNS (1..4).
    pub column: u8,
}

impl Zone {
    /// Reads "A1" … "C4" (either case, surrounding spaces ignored).
    pub fn parse(text: &str) -> Option<Zone> {
        let text = text.trim();
        let mut chars = text.chars();
        let row = chars.next()?.to_ascii_uppercase();
        let column = chars.next()?;
        if chars.next().is_some() {
            return None;
        }
        let row = u8::try_from(u32::from(row).checked_sub(u32::from('A'))?).ok()?;
        let column = u8::try_from(column.to_digit(10)?.checked_sub(1)?).ok()?;
        (row < ROWS && column < COLUMNS).then_some(Zone { row, column })
    }

    pub fn label(self) -> String {
        format!("{}{}", char::from(b'A' + self.row), self.column + 1)
    }

    /// Zones apart, counted orthogonally (rules: "Arena": never diagonally).
    pub fn distance(self, other: Zone) -> u8 {
        self.row.abs_diff(other.row) + self.column.abs_diff(other.column)
    }
}

/// Condition markers (rules: "Conditions"); they stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    Burn,
    Rot,
    Bleed,
    Stun,
    Daze,
    Slam,
    Weak,
    Cripple,
    Stuck,
    Corrode,
}

impl Condition {
    pub const ALL: [Condition; 10] = [
        Condition::Burn,
        Condition::Rot,
        Condition::Bleed,
        Condition::Stun,
        Condition::Daze,
        Condition::Slam,
        Condition::Weak,
        Condition::Cripple,
        Condition::Stuck,
        Condition::Corrode,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Condition::Burn => "burn",
            Condition::Rot => "rot",
            Condition::Bleed => "bleed",
            Condition::Stun => "stun",
            Condition::Daze => "daze",
            Condition::Slam => "slam",
            Condition::Weak => "weak",
            Condition::Cripple => "cripple",
            Condition::Stuck => "stuck",
            Condition::Corrode => "corrode",
        }
    }

    /// Reads the English key, singular or plural ("burn", "Burns").
    pub fn parse(text: &str) -> Option<Condition> {
        let lower = text.trim().to_lowercase();
        let word = lower.strip_suffix('s').unwrap_or(&lower);
        Condition::ALL
            .into_iter()
            .find(|c| c.key() == word || c.key() == lower)
    }

    /// Stun and Slam leave the object unable to act (rules: "Conditions").
    pub fn incapacitates(self) -> bool {
        matches!(self, Condition::Stun | Condition::Slam)
    }

    /// Cripple and Stuck hold the object in place.
    pub fn restrains(self) -> bool {
        matches!(self, Condition::Cripple | Condition::Stuck)
    }
}

/// The codex's damage types; a target's Damage Type ±X changes attacks of that type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageType {
    Acid,
    Flame,
    Hydro,
    Light,
    Lightning,
    Poison,
    Psychic,
    Wind,
}

impl DamageType {
    pub const ALL: [DamageType; 8] = [
        DamageType::Acid,
        DamageType::Flame,
        DamageType::Hydro,
        DamageType::Light,
        DamageType::Lightning,
        DamageType::Poison,
        DamageType::Psychic,
        DamageType::Wind,
    ];

    pub fn key(self) -> &'static str {
        match self {
            DamageType::Acid => "acid",
            DamageType::Flame => "flame",
            DamageType::Hydro => "hydro",
            DamageType::Light => "light",
            DamageType::Lightning => "lightning",
            DamageType::Poison => "poison",
            DamageType::Psychic => "psychic",
            DamageType::Wind => "wind",
        }
    }

    pub fn parse(text: &str) -> Option<DamageType> {
        let lower = text.trim().to_lowercase();
        DamageType::ALL.into_iter().find(|t| t.key() == lower)
    }
}

/// Melee attacks reach their own zone; ranged ones `min..=max` zones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Reach {
    Melee,
    Ranged { min: u8, max: u8 },
}

/// One row of an effect table: effect rolls `from..=to` put these markers on the target.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EffectRow {
    pub from: u8,
    /// 12 or more for a "9+" row (modified rolls can pass 12).
    pub to: u8,
    pub markers: Vec<(u32, Condition)>,
}

/// An attack printed on a creature's card, or a mage's attack spell, registered once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    pub name: String,
    pub dice: u32,
    pub reach: Reach,
    #[serde(default)]
    pub effects: Vec<EffectRow>,
    #[serde(default)]
    pub damage_type: Option<DamageType>,
    /// Piercing +X: lowers the target's Armor for this attack, not below 0.
    #[serde(default)]
    pub piercing: u32,
    #[serde(default)]
    pub unavoidable: bool,
    /// 1 normally; 2 Doublestrike, 3 Triplestrike.
    pub strikes: u8,
    /// Mana paid each time it is cast; 0 for an attack that is not a spell.
    #[serde(default)]
    pub cost: u32,
    /// A full action: cannot follow a move in the same action phase.
    #[serde(default)]
    pub full: bool,
    /// The owner's damage barrier: rolled automatically at a melee attacker that hits.
    #[serde(default)]
    pub barrier: bool,
}

impl Attack {
    /// Spells pay mana; Weak only lowers attacks that are not spells.
    pub fn is_spell(&self) -> bool {
        self.cost > 0
    }
}

/// Traits that change combat, typed as printed on the card.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Traits {
    /// Tough −X: lowers effect rolls against it.
    #[serde(default)]
    pub tough: u32,
    #[serde(default)]
    pub resilient: bool,
    /// Aegis X: attackers roll X fewer dice, never below 1.
    #[serde(default)]
    pub aegis: u32,
    #[serde(default)]
    pub counterstrike: bool,
    #[serde(default)]
    pub flying: bool,
    #[serde(default)]
    pub unmovable: bool,
    /// Elusive: moves past enemy creatures, never hindered by them.
    #[serde(default)]
    pub elusive: bool,
    /// Pest: never hinders an enemy's move.
    #[serde(default)]
    pub pest: bool,
    /// Regeneration X: removes X damage each upkeep.
    #[serde(default)]
    pub regeneration: u32,
    /// Mana its owner pays each upkeep; unpaid, the object is destroyed.
    #[serde(default)]
    pub upkeep: u32,
    /// Damage Type ±X: attacks of that type roll X more (or fewer) dice and add X to
    /// their effect roll.
    #[serde(default)]
    pub damage_types: Vec<(DamageType, i32)>,
}

/// Defense N+: a ready Defense rolls the effect die once per round to avoid an attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Defense {
    pub target: u8,
    pub ready: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Body {
    Mage {
        channeling: u32,
        mana: u32,
        /// The quickcast marker is spent for this round.
        quickcast_used: bool,
    },
    /// A creature or other object; one with Channeling keeps mana of its own.
    Creature {
        #[serde(default)]
        channeling: u32,
        #[serde(default)]
        mana: u32,
    },
}

/// A mage or a creature in the arena.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Object {
    pub id: u32,
    pub name: String,
    /// The player controlling it (a Discord user id).
    pub owner: i64,
    pub body: Body,
    pub life: u32,
    pub armor: u32,
    pub damage: u32,
    pub zone: Zone,
    pub defense: Option<Defense>,
    pub traits: Traits,
    /// Marker counts; absent means none.
    pub conditions: Vec<(Condition, u32)>,
    pub activated: bool,
    pub guarding: bool,
    /// Marked for Death-style enchantments: attacks against it roll this many more dice.
    #[serde(default)]
    pub incoming_dice: i32,
    pub attacks: Vec<Attack>,
    /// Stun and Daze markers gained in its own action phase from an enemy damage barrier
    /// or counterstrike: they stay past the end of this phase and resolve in its next one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held: Vec<(Condition, u32)>,
}

impl Object {
    pub fn is_mage(&self) -> bool {
        matches!(self.body, Body::Mage { .. })
    }

    pub fn markers(&self, condition: Condition) -> u32 {
        self.conditions
            .iter()
            .find(|(c, _)| *c == condition)
            .map_or(0, |(_, n)| *n)
    }

    pub fn incapacitated(&self) -> bool {
        self.conditions
            .iter()
            .any(|(c, n)| *n > 0 && c.incapacitates())
    }

    pub fn restrained(&self) -> bool {
        self.conditions.iter().any(|(c, n)| *n > 0 && c.restrains())
    }

    pub fn mana(&self) -> Option<u32> {
        match self.body {
            Body::Mage { mana, .. } => Some(mana),
            Body::Creature { .. } => None,
        }
    }
}

/// Where the round stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "stage")]
pub enum Stage {
    /// Before the first `/initiative`: mages, creatures and attacks are registered.
    Setup,
    /// The action stage: players take action phases in turn.
    Actions {
        /// The player whose action phase it is.
        turn: i64,
        /// The object activated in this action phase, once one is.
        acting: Option<u32>,
        /// Moves made by the acting object in this action phase.
        moves: u8,
        /// Its movement was hindered: no further move this phase.
        hindered: bool,
        /// Its quick or full action is spent.
        action_used: bool,
    },
    /// Every object has acted: the final quickcast phase, until `/initiative`.
    FinalQuickcast,
    /// The ready stage's upkeep waits for the players' choices (the order of each
    /// player's upkeep effects, which upkeep costs to pay); `/initiative` runs it.
    Upkeep {
        /// Each player's chosen order; a player not listed takes the default one. A player
        /// listed has answered their upkeep choice (an empty order: the default, after a
        /// payment choice); until each chooser answers, nobody else acts (`seats::claim`).
        #[serde(default)]
        orders: Vec<(i64, Vec<UpkeepEffect>)>,
        /// Objects whose upkeep cost their player lets go (they are destroyed).
        #[serde(default)]
        released: Vec<u32>,
    },
}

/// The effects resolved in upkeep, one object at a time (rules: "Round structure").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UpkeepEffect {
    Regeneration,
    Burn,
    Rot,
    Bleed,
    /// The object's upkeep cost.
    Cost,
}

impl UpkeepEffect {
    /// The default order: Regeneration first, then the damage, then the costs.
    pub const DEFAULT: [UpkeepEffect; 5] = [
        UpkeepEffect::Regeneration,
        UpkeepEffect::Burn,
        UpkeepEffect::Rot,
        UpkeepEffect::Bleed,
        UpkeepEffect::Cost,
    ];

    pub fn key(self) -> &'static str {
        match self {
            UpkeepEffect::Regeneration => "regeneration",
            UpkeepEffect::Burn => "burn",
            UpkeepEffect::Rot => "rot",
            UpkeepEffect::Bleed => "bleed",
            UpkeepEffect::Cost => "cost",
        }
    }

    pub fn parse(text: &str) -> Option<UpkeepEffect> {
        let lower = text.trim().to_lowercase();
        UpkeepEffect::DEFAULT.into_iter().find(|e| e.key() == lower)
    }

    /// Whether the object has this effect to resolve in upkeep.
    pub fn applies_to(self, object: &Object) -> bool {
        match self {
            UpkeepEffect::Regeneration => object.traits.regeneration > 0,
            UpkeepEffect::Burn => object.markers(Condition::Burn) > 0,
            UpkeepEffect::Rot => object.markers(Condition::Rot) > 0,
            UpkeepEffect::Bleed => object.markers(Condition::Bleed) > 0,
            UpkeepEffect::Cost => object.traits.upkeep > 0,
        }
    }
}

/// An enchantment cast face down on an object: its name stays hidden until revealed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Enchantment {
    pub id: u32,
    pub name: String,
    /// The player who cast it.
    pub owner: i64,
    /// The object it is attached to.
    pub target: u32,
    /// Dice added to attacks against the target once revealed (Marked for Death).
    #[serde(default)]
    pub mark: i32,
    #[serde(default)]
    pub revealed: bool,
}

/// A melee hit on a guard or a Counterstrike creature lets it strike back once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CounterOffer {
    pub defender: u32,
    pub attacker: u32,
}

/// One Mage Wars game in a channel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arena {
    /// Who started it (may end it; corrects the table while holding no seat).
    pub host: i64,
    /// 0 until the first `/initiative`.
    pub round: u32,
    /// The player holding the initiative marker.
    pub initiative: Option<i64>,
    pub stage: Stage,
    /// Mages and creatures in the order they entered; mages' order is the seating order.
    pub objects: Vec<Object>,
    pub next_id: u32,
    pub counter_offer: Option<CounterOffer>,
    /// The mage standing when the others died; set once the game is over.
    pub winner: Option<String>,
    #[serde(default)]
    pub over: bool,
    /// The first quickcast phase: the round's action stage began and nothing has been
    /// activated yet, so every mage may quickcast.
    #[serde(default)]
    pub opening: bool,
    /// Enchantments in play, face down or revealed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enchantments: Vec<Enchantment>,
    /// Each player's display name as the front-end showed it when they first acted:
    /// replies and the tracker name players by it, never by a mention.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<Seat>,
}

/// A player and the display name they are shown by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub user: i64,
    pub name: String,
}

impl Arena {
    pub fn new(host: i64) -> Arena {
        Arena {
            host,
            round: 0,
            initiative: None,
            stage: Stage::Setup,
            objects: Vec::new(),
            next_id: 1,
            counter_offer: None,
            winner: None,
            over: false,
            opening: false,
            enchantments: Vec::new(),
            seats: Vec::new(),
        }
    }

    /// Keeps the acting user's display name the first time one is known.
    pub fn remember(&mut self, user: i64, name: &str) {
        let name = name.trim();
        let full = self.seats.len() >= super::limits::SEATS;
        if name.is_empty() || full || self.seats.iter().any(|s| s.user == user) {
            return;
        }
        self.seats.push(Seat {
            user,
            name: name.chars().take(super::limits::SEAT_NAME_CHARS).collect(),
        });
    }

    /// A player's stored display name, once known.
    pub fn player_name(&self, user: i64) -> Option<&str> {
        self.seats
            .iter()
            .find(|s| s.user == user)
            .map(|s| s.name.as_str())
    }

    /// The players, in seating order: the owners of the mages, in the order they entered.
    pub fn players(&self) -> Vec<i64> {
        self.objects
            .iter()
            .filter(|o| o.is_mage())
            .map(|o| o.owner)
            .collect()
    }

    pub fn mage_of(&self, player: i64) -> Option<&Object> {
        self.objects
            .iter()
            .find(|o| o.is_mage() && o.owner == player)
    }

    pub fn object(&self, id: u32) -> Option<&Object> {
        self.objects.iter().find(|o| o.id == id)
    }

    /// Names in play (for autocomplete).
    pub fn names(&self) -> Vec<String> {
        self.objects.iter().map(|o| o.name.clone()).collect()
    }
}
