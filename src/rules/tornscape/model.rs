//! Tornscape's pieces: dice faces per table, damage types and markers, miniatures with
//! their shields and traits, action tiles, and the encounter.

use serde::{Deserialize, Serialize};

use super::exchange::Exchange;
use crate::error::UserError;
use crate::rules::names;

/// Most miniatures in one encounter, tiles per miniature, dice of one kind in a pool.
pub const MAX_MINIATURES: usize = 60;
pub const MAX_TILES: usize = 8;
pub const MAX_POOL: u8 = 12;
pub const MAX_LIFE: u32 = 99;
pub const MAX_DAMAGE: u32 = 20;
pub const MAX_RANGE: u8 = 12;
/// The most dice an ability may add to or take from a panic test.
pub const MAX_PANIC_MODIFIER: i8 = 3;
/// The most a vulnerability or protection adds.
pub const MAX_AFFINITY: u8 = 3;

/// What a die shows after the table's faces are applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    Blank,
    Success,
    Critical,
}

impl Face {
    pub fn hit(self) -> bool {
        self != Face::Blank
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieKind {
    Attack,
    Defense,
    Mastery,
    Agility,
}

impl DieKind {
    pub const ALL: [DieKind; 4] = [
        DieKind::Attack,
        DieKind::Defense,
        DieKind::Mastery,
        DieKind::Agility,
    ];

    pub fn key(self) -> &'static str {
        match self {
            DieKind::Attack => "attack",
            DieKind::Defense => "defense",
            DieKind::Mastery => "mastery",
            DieKind::Agility => "agility",
        }
    }
}

/// How many of a d6's faces are blank, success and critical (they add up to 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Faces {
    pub blank: u8,
    pub success: u8,
    pub critical: u8,
}

impl Faces {
    pub const fn new(blank: u8, success: u8, critical: u8) -> Self {
        Faces {
            blank,
            success,
            critical,
        }
    }

    /// `2/3/1`: blank, success, critical.
    pub fn parse(text: &str) -> Result<Faces, UserError> {
        let bad = || UserError::new("err-ts-faces").arg("value", names::shorten(text));
        let parts: Vec<&str> = text.split('/').map(str::trim).collect();
        let [b, s, c] = parts.as_slice() else {
            return Err(bad());
        };
        let number = |p: &str| p.parse::<u8>().map_err(|_| bad());
        let faces = Faces::new(number(b)?, number(s)?, number(c)?);
        if u32::from(faces.blank) + u32::from(faces.success) + u32::from(faces.critical) != 6 {
            return Err(bad());
        }
        Ok(faces)
    }

    /// The face a rolled d6 shows: the lowest numbers are blank, then successes, then
    /// criticals.
    pub fn face(self, roll: u32) -> Face {
        if roll <= u32::from(self.blank) {
            Face::Blank
        } else if roll <= u32::from(self.blank) + u32::from(self.success) {
            Face::Success
        } else {
            Face::Critical
        }
    }

    pub fn count(self, face: Face) -> u8 {
        match face {
            Face::Blank => self.blank,
            Face::Success => self.success,
            Face::Critical => self.critical,
        }
    }
}

impl std::fmt::Display for Faces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}/{}", self.blank, self.success, self.critical)
    }
}

/// The table's dice: which faces each kind of die has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceFaces {
    pub attack: Faces,
    pub defense: Faces,
    pub mastery: Faces,
    pub agility: Faces,
}

impl Default for DiceFaces {
    /// The faces the rules' table gives.
    fn default() -> Self {
        DiceFaces {
            attack: Faces::new(2, 3, 1),
            defense: Faces::new(3, 2, 1),
            mastery: Faces::new(4, 2, 0),
            agility: Faces::new(4, 2, 0),
        }
    }
}

impl DiceFaces {
    pub fn of(&self, kind: DieKind) -> Faces {
        match kind {
            DieKind::Attack => self.attack,
            DieKind::Defense => self.defense,
            DieKind::Mastery => self.mastery,
            DieKind::Agility => self.agility,
        }
    }

    pub fn set(&mut self, kind: DieKind, faces: Faces) {
        match kind {
            DieKind::Attack => self.attack = faces,
            DieKind::Defense => self.defense = faces,
            DieKind::Mastery => self.mastery = faces,
            DieKind::Agility => self.agility = faces,
        }
    }
}

/// One die as rolled: its kind, the d6 number and the face it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    pub kind: DieKind,
    pub roll: u8,
    pub face: Face,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageType {
    Physical,
    Fire,
    Cold,
    Electric,
    Poison,
    Mental,
}

impl DamageType {
    pub const ALL: [DamageType; 6] = [
        DamageType::Physical,
        DamageType::Fire,
        DamageType::Cold,
        DamageType::Electric,
        DamageType::Poison,
        DamageType::Mental,
    ];

    pub fn key(self) -> &'static str {
        match self {
            DamageType::Physical => "physical",
            DamageType::Fire => "fire",
            DamageType::Cold => "cold",
            DamageType::Electric => "electric",
            DamageType::Poison => "poison",
            DamageType::Mental => "mental",
        }
    }

    pub fn parse(text: &str) -> Option<DamageType> {
        let text = text.trim();
        DamageType::ALL
            .into_iter()
            .find(|t| t.key().eq_ignore_ascii_case(text))
    }
}

/// Condition markers; a miniature holds at most one of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Marker {
    Burning,
    Slowed,
    Poisoned,
    Stunned,
    Bleeding,
    Panic,
}

impl Marker {
    pub const ALL: [Marker; 6] = [
        Marker::Burning,
        Marker::Slowed,
        Marker::Poisoned,
        Marker::Stunned,
        Marker::Bleeding,
        Marker::Panic,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Marker::Burning => "burning",
            Marker::Slowed => "slowed",
            Marker::Poisoned => "poisoned",
            Marker::Stunned => "stunned",
            Marker::Bleeding => "bleeding",
            Marker::Panic => "panic",
        }
    }

    pub fn parse(text: &str) -> Option<Marker> {
        let text = text.trim();
        Marker::ALL
            .into_iter()
            .find(|m| m.key().eq_ignore_ascii_case(text))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    Normal,
    Large,
    Huge,
}

impl Size {
    pub const ALL: [Size; 3] = [Size::Normal, Size::Large, Size::Huge];

    pub fn key(self) -> &'static str {
        match self {
            Size::Normal => "normal",
            Size::Large => "large",
            Size::Huge => "huge",
        }
    }

    pub fn parse(text: &str) -> Option<Size> {
        Size::ALL
            .into_iter()
            .find(|s| s.key().eq_ignore_ascii_case(text.trim()))
    }
}

/// A miniature's relation to one damage type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Affinity {
    /// Adds this many attack dice to attacks of the type at it.
    Vulnerable(u8),
    /// Adds this many defense dice against attacks of the type.
    Protected(u8),
    /// Ignores damage, markers and effects of the type from any source.
    Immune,
}

/// A miniature's damage traits as entered: its affinities to damage types, and its
/// protection from Ethereal attacks ("Ethereal" is an attack tag, not a damage type).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Traits {
    pub affinities: Vec<(DamageType, Affinity)>,
    pub ethereal_protection: u8,
}

/// `fire:immune cold:vulnerable:2 poison:protected ethereal:protected` (one to three
/// entries per type; Ethereal takes protection only).
pub fn parse_traits(text: &str) -> Result<Traits, UserError> {
    let bad = |part: &str| UserError::new("err-ts-traits").arg("value", names::shorten(part));
    let mut out = Traits::default();
    let mut ethereal_seen = false;
    for part in text.split_whitespace() {
        let mut bits = part.split(':');
        let what_kind = bits.next().unwrap_or_default();
        let ethereal = what_kind.eq_ignore_ascii_case("ethereal");
        let kind = DamageType::parse(what_kind);
        if kind.is_none() && !ethereal {
            return Err(bad(part));
        }
        let what = bits.next().ok_or_else(|| bad(part))?.to_ascii_lowercase();
        let number = match bits.next() {
            Some(n) => n
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=MAX_AFFINITY).contains(n))
                .ok_or_else(|| bad(part))?,
            None => 1,
        };
        if bits.next().is_some() {
            return Err(bad(part));
        }
        let affinity = match what.as_str() {
            "vulnerable" | "vulnerability" => Affinity::Vulnerable(number),
            "protected" | "protection" => Affinity::Protected(number),
            "immune" | "immunity" => Affinity::Immune,
            _ => return Err(bad(part)),
        };
        match kind {
            Some(kind) => {
                if out.affinities.iter().any(|(k, _)| *k == kind) {
                    return Err(bad(part));
                }
                out.affinities.push((kind, affinity));
            }
            None => {
                let Affinity::Protected(n) = affinity else {
                    return Err(bad(part));
                };
                if ethereal_seen {
                    return Err(bad(part));
                }
                ethereal_seen = true;
                out.ethereal_protection = n;
            }
        }
    }
    Ok(out)
}

/// An action tile's attack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    pub name: String,
    pub ranged: bool,
    pub range: u8,
    pub attack: u8,
    #[serde(default)]
    pub mastery: u8,
    #[serde(default)]
    pub agility: u8,
    pub damage: u32,
    pub damage_type: DamageType,
    /// The marker an attack critical that deals damage places.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marker: Option<Marker>,
    #[serde(default)]
    pub area: bool,
    /// A ranged action that may answer as a counter-attack.
    #[serde(default)]
    pub assault: bool,
    #[serde(default)]
    pub ethereal: bool,
    /// An attack without damage: its effect needs one attack success, and the target never
    /// rolls defense.
    #[serde(default)]
    pub no_damage: bool,
    /// An attack without damage whose effect is a panic test of its target.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub panic_test: bool,
}

impl Tile {
    pub fn pool_size(&self) -> u8 {
        self.attack + self.mastery + self.agility
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Miniature {
    pub name: String,
    pub owner: i64,
    pub size: Size,
    pub max_life: u32,
    pub life: u32,
    /// The shield: defense and agility dice.
    pub defense: u8,
    pub agility: u8,
    #[serde(default)]
    pub veteran: bool,
    #[serde(default)]
    pub cautious: bool,
    #[serde(default)]
    pub mental_immune: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub affinities: Vec<(DamageType, Affinity)>,
    /// Defense dice it adds against Ethereal attacks aimed at it.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub ethereal_protection: u8,
    #[serde(default)]
    pub leader: bool,
    /// The leader transforms on losing its last life by its own rule: its death makes no
    /// one test for panic.
    #[serde(default)]
    pub transforms: bool,
    #[serde(default)]
    pub activated: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<Marker>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tiles: Vec<Tile>,
    /// Enemies that made a free attack at it during its current activation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub free_attacked_by: Vec<String>,
    #[serde(default)]
    pub removed: bool,
}

impl Miniature {
    pub fn affinity(&self, kind: DamageType) -> Option<Affinity> {
        self.affinities
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, a)| *a)
    }

    pub fn immune(&self, kind: DamageType) -> bool {
        self.affinity(kind) == Some(Affinity::Immune)
    }

    pub fn vulnerability(&self, kind: DamageType) -> u8 {
        match self.affinity(kind) {
            Some(Affinity::Vulnerable(n)) => n,
            _ => 0,
        }
    }

    pub fn protection(&self, kind: DamageType) -> u8 {
        match self.affinity(kind) {
            Some(Affinity::Protected(n)) => n,
            _ => 0,
        }
    }

    /// Immune to mental effects, entered as `mental-immune:true` or as `mental:immune`:
    /// it never gains Panic and passes every panic test.
    pub fn immune_to_mental(&self) -> bool {
        self.mental_immune || self.immune(DamageType::Mental)
    }

    /// The defense dice it rolls against `tile` aimed at it: the shield's, plus its
    /// protection from the tile's damage type and, against an Ethereal tile, from Ethereal.
    pub fn defense_against(&self, tile: &Tile) -> u8 {
        let ethereal = if tile.ethereal {
            self.ethereal_protection
        } else {
            0
        };
        self.defense + self.protection(tile.damage_type) + ethereal
    }

    pub fn tile(&self, name: &str) -> Option<&Tile> {
        self.tiles.iter().find(|t| names::same(&t.name, name))
    }

    /// The melee tiles a defense critical may deal damage back with.
    pub fn back_tiles(&self) -> impl Iterator<Item = &Tile> {
        self.tiles.iter().filter(|t| !t.ranged && !t.no_damage)
    }

    /// The default damage-back tile against `attacker`: the one that hurts it most (a tile
    /// of a type it is immune to hurts it not at all); the first of equals.
    pub fn best_back_tile(&self, attacker: &Miniature) -> Option<&Tile> {
        let hurts = |t: &Tile| {
            if attacker.immune(t.damage_type) {
                0
            } else {
                t.damage
            }
        };
        self.back_tiles()
            .fold(None, |best: Option<&Tile>, t| match best {
                Some(b) if hurts(b) >= hurts(t) => Some(b),
                _ => Some(t),
            })
    }

    /// A tile it may counter-attack with: melee, or ranged with the Assault rule.
    pub fn can_counter_with(tile: &Tile) -> bool {
        !tile.no_damage && (!tile.ranged || tile.assault)
    }

    /// Places a marker; false when it holds one of that kind already, or cannot gain it.
    pub fn add_marker(&mut self, marker: Marker) -> bool {
        if self.markers.contains(&marker) || (marker == Marker::Panic && self.immune_to_mental()) {
            return false;
        }
        self.markers.push(marker);
        self.markers.sort();
        true
    }
}

/// The running encounter: its host, round, miniatures, who is acting and the attack
/// waiting for a choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Encounter {
    pub host: i64,
    pub round: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acting: Option<String>,
    #[serde(default)]
    pub miniatures: Vec<Miniature>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exchange: Option<Exchange>,
    /// The display names of the players who have acted, so replies name them without a
    /// mention.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<Player>,
}

/// A player's display name as the front-end last showed it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub user: i64,
    pub name: String,
}

impl Encounter {
    pub fn new(host: i64) -> Self {
        Encounter {
            host,
            round: 1,
            acting: None,
            miniatures: Vec::new(),
            exchange: None,
            players: Vec::new(),
        }
    }

    /// Keeps the display name a player acted under (a changed one replaces the old).
    pub fn remember(&mut self, user: i64, name: &str) {
        if name.trim().is_empty() {
            return;
        }
        match self.players.iter_mut().find(|p| p.user == user) {
            Some(p) if p.name == name => {}
            Some(p) => p.name = name.to_owned(),
            None => self.players.push(Player {
                user,
                name: name.to_owned(),
            }),
        }
    }

    /// A player's display name, when known.
    pub fn player_name(&self, user: i64) -> Option<&str> {
        self.players
            .iter()
            .find(|p| p.user == user)
            .map(|p| p.name.as_str())
    }

    /// A miniature on the board, by a typed name.
    pub fn find(&self, name: &str) -> Result<usize, UserError> {
        self.miniatures
            .iter()
            .position(|m| !m.removed && names::same(&m.name, name))
            .ok_or_else(|| UserError::new("err-ts-no-miniature").arg("name", names::shorten(name)))
    }

    /// The miniatures a tile registration names: the miniature of that name, else the
    /// identical ones added together under it ("Goblin 1", "Goblin 2", …).
    pub fn find_tiled(&self, name: &str) -> Result<Vec<usize>, UserError> {
        if let Ok(i) = self.find(name) {
            return Ok(vec![i]);
        }
        let numbered = |m: &Miniature| {
            m.name.rsplit_once(' ').is_some_and(|(base, number)| {
                names::same(base, name) && number.parse::<u8>().is_ok()
            })
        };
        let group: Vec<usize> = (0..self.miniatures.len())
            .filter(|&i| !self.miniatures[i].removed && numbered(&self.miniatures[i]))
            .collect();
        if group.is_empty() {
            return Err(UserError::new("err-ts-no-miniature").arg("name", names::shorten(name)));
        }
        Ok(group)
    }

    pub fn by_exact(&self, name: &str) -> Option<usize> {
        self.miniatures.iter().position(|m| m.name == name)
    }
}

/// What a channel keeps for Tornscape: its dice faces and counter-attack setting between
/// encounters, and the encounter while one runs.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    #[serde(default)]
    pub faces: DiceFaces,
    /// Whether a counter-attack uses up the counter-attacker's activation.
    #[serde(default)]
    pub counter_activates: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encounter: Option<Encounter>,
}

pub(super) fn is_zero(n: &u8) -> bool {
    *n == 0
}
