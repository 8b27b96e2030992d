//! FLAIL's state: characters (living across encounters) and a channel's table.
//! Rules: FLAIL, "Characters and adversaries".

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The five attributes (rules: STR, DEX, INT, CHA, LUCK).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Attribute {
    Str,
    Dex,
    Int,
    Cha,
    Luck,
}

impl Attribute {
    pub const ALL: [Attribute; 5] = [
        Attribute::Str,
        Attribute::Dex,
        Attribute::Int,
        Attribute::Cha,
        Attribute::Luck,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Attribute::Str => "str",
            Attribute::Dex => "dex",
            Attribute::Int => "int",
            Attribute::Cha => "cha",
            Attribute::Luck => "luck",
        }
    }

    pub fn parse(text: &str) -> Option<Attribute> {
        Attribute::ALL
            .into_iter()
            .find(|a| a.key().eq_ignore_ascii_case(text.trim()))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Attributes {
    pub str: i32,
    pub dex: i32,
    pub int: i32,
    pub cha: i32,
    pub luck: i32,
}

impl Attributes {
    pub fn get(&self, attribute: Attribute) -> i32 {
        match attribute {
            Attribute::Str => self.str,
            Attribute::Dex => self.dex,
            Attribute::Int => self.int,
            Attribute::Cha => self.cha,
            Attribute::Luck => self.luck,
        }
    }

    pub fn get_mut(&mut self, attribute: Attribute) -> &mut i32 {
        match attribute {
            Attribute::Str => &mut self.str,
            Attribute::Dex => &mut self.dex,
            Attribute::Int => &mut self.int,
            Attribute::Cha => &mut self.cha,
            Attribute::Luck => &mut self.luck,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    Bard,
    BoneWhisperer,
    Cleric,
    Cutthroat,
    Druid,
    Tinkerer,
    Warrior,
    Wizard,
    Hireling,
}

/// A cleric's religion picks the weapon specialty (rules: class table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Religion {
    /// club, quarterstaff, sling, whip
    Nature,
    /// mace, maul, warhammer
    War,
    /// flail, morningstar, spiked chain
    Pain,
    /// crossbow, dagger, long bow, short bow, spear, quarterstaff
    Hunt,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaponKind {
    Melee,
    Missile,
}

/// The range bands (rules: "Ranges"): Near (< 10 m), Distant (> 10 m), Far (~60 m).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Range {
    Near,
    Distant,
    Far,
}

impl Range {
    pub const ALL: [Range; 3] = [Range::Near, Range::Distant, Range::Far];

    pub fn key(self) -> &'static str {
        match self {
            Range::Near => "near",
            Range::Distant => "distant",
            Range::Far => "far",
        }
    }

    pub fn parse(text: &str) -> Option<Range> {
        Range::ALL
            .into_iter()
            .find(|r| r.key().eq_ignore_ascii_case(text.trim()))
    }
}

/// A carried weapon. TH = d6 rolled, DMG = fixed damage; 3 usage dots.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weapon {
    pub name: String,
    pub th: u32,
    pub dmg: u32,
    pub kind: WeaponKind,
    /// Whether the wielder's class counts it as a specialty weapon.
    pub specialty: bool,
    pub usage_marked: u32,
    pub usage_max: u32,
    /// Needs both hands (presets: the two-handed ones; custom weapons: as the owner marks).
    #[serde(default)]
    pub two_handed: bool,
}

impl Weapon {
    /// Every dot marked: unusable until repaired.
    pub fn broken(&self) -> bool {
        self.usage_marked >= self.usage_max
    }

    /// Two-handed by its flag, or by the preset it is named after (sheets stored before the
    /// flag existed carry presets without it).
    pub fn is_two_handed(&self) -> bool {
        self.two_handed || super::presets::weapon_preset(&self.name).is_some_and(|p| p.two_handed)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArmourPiece {
    Basic,
    Light,
    Heavy,
    Shield,
    Helmet,
}

impl ArmourPiece {
    pub const ALL: [ArmourPiece; 5] = [
        ArmourPiece::Basic,
        ArmourPiece::Light,
        ArmourPiece::Heavy,
        ArmourPiece::Shield,
        ArmourPiece::Helmet,
    ];

    /// Usage dots per piece (rules: basic 3, light 4, heavy 6, shield 2, helmet 2).
    pub fn dots(self) -> u32 {
        match self {
            ArmourPiece::Basic => 3,
            ArmourPiece::Light => 4,
            ArmourPiece::Heavy => 6,
            ArmourPiece::Shield | ArmourPiece::Helmet => 2,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            ArmourPiece::Basic => "basic",
            ArmourPiece::Light => "light",
            ArmourPiece::Heavy => "heavy",
            ArmourPiece::Shield => "shield",
            ArmourPiece::Helmet => "helmet",
        }
    }

    pub fn parse(text: &str) -> Option<ArmourPiece> {
        ArmourPiece::ALL
            .into_iter()
            .find(|p| p.key().eq_ignore_ascii_case(text.trim()))
    }

    /// Basic, light and heavy are one type, body armour: a PC wears at most one of them.
    pub fn is_body(self) -> bool {
        matches!(
            self,
            ArmourPiece::Basic | ArmourPiece::Light | ArmourPiece::Heavy
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Armour {
    pub piece: ArmourPiece,
    pub usage_marked: u32,
}

impl Armour {
    pub fn free_dots(&self) -> u32 {
        self.piece.dots().saturating_sub(self.usage_marked)
    }
}

/// Conditions a combatant can carry. Injured is a counter on the character, not here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConditionKind {
    // Vulnerabilities (attacks against them have advantage; save at start of round).
    Prone,
    Immobilised,
    Paralysed,
    Grappled,
    Stunned,
    Blinded,
    /// May be eliminated without a roll.
    Sleeping,
    // Longer-term conditions (book).
    Exhausted,
    Drained,
    Poisoned,
    Starved,
    /// Death table 3; `hours` on the condition.
    Unconscious,
}

impl ConditionKind {
    pub const ALL: [ConditionKind; 12] = [
        ConditionKind::Prone,
        ConditionKind::Immobilised,
        ConditionKind::Paralysed,
        ConditionKind::Grappled,
        ConditionKind::Stunned,
        ConditionKind::Blinded,
        ConditionKind::Sleeping,
        ConditionKind::Exhausted,
        ConditionKind::Drained,
        ConditionKind::Poisoned,
        ConditionKind::Starved,
        ConditionKind::Unconscious,
    ];

    pub fn key(self) -> &'static str {
        match self {
            ConditionKind::Prone => "prone",
            ConditionKind::Immobilised => "immobilised",
            ConditionKind::Paralysed => "paralysed",
            ConditionKind::Grappled => "grappled",
            ConditionKind::Stunned => "stunned",
            ConditionKind::Blinded => "blinded",
            ConditionKind::Sleeping => "sleeping",
            ConditionKind::Exhausted => "exhausted",
            ConditionKind::Drained => "drained",
            ConditionKind::Poisoned => "poisoned",
            ConditionKind::Starved => "starved",
            ConditionKind::Unconscious => "unconscious",
        }
    }

    pub fn parse(text: &str) -> Option<ConditionKind> {
        ConditionKind::ALL
            .into_iter()
            .find(|c| c.key().eq_ignore_ascii_case(text.trim()))
    }

    /// Attacks against it have advantage (rules: "Vulnerability"; sleeping too).
    pub fn is_vulnerability(self) -> bool {
        matches!(
            self,
            ConditionKind::Prone
                | ConditionKind::Immobilised
                | ConditionKind::Paralysed
                | ConditionKind::Grappled
                | ConditionKind::Stunned
                | ConditionKind::Blinded
                | ConditionKind::Sleeping
        )
    }

    /// Rolls a save at the start of the bearer's round to recover.
    pub fn saves_each_round(self) -> bool {
        self.is_vulnerability() && self != ConditionKind::Sleeping
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Condition {
    pub kind: ConditionKind,
    /// The attribute a PC saves with at the start of its round (GM's pick, default DEX).
    pub save: Attribute,
    /// Failed start-of-round saves so far (stunned saves again with advantage after one).
    pub failed_saves: u32,
    /// Unconscious: hours out (d3).
    pub hours: u32,
    /// Poisoned: how many times (it stacks); 1 for every other condition.
    #[serde(default = "one")]
    pub stacks: u32,
}

fn one() -> u32 {
    1
}

impl Condition {
    pub fn new(kind: ConditionKind, save: Attribute) -> Self {
        Condition {
            kind,
            save,
            failed_saves: 0,
            hours: 0,
            stacks: 1,
        }
    }
}

/// A player character, owned by one player of one server; lives across encounters.
/// Stored sheets are brought up to date as they load (see the `Deserialize` impl).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct Character {
    /// Storage id; 0 for a character created by the current action.
    pub id: i64,
    pub guild: i64,
    pub owner: i64,
    pub name: String,
    pub class: Class,
    pub religion: Option<Religion>,
    pub max_hp: i32,
    pub hp: i32,
    /// Attributes before Injured and Persistent Injury penalties.
    pub attributes: Attributes,
    pub weapons: Vec<Weapon>,
    pub armour: Vec<Armour>,
    pub conditions: Vec<Condition>,
    /// Injured count (each: −1 STR, −1 DEX); cleared by a full rest.
    pub injured: u32,
    /// Horrible Wounds (each: −1 STR, −1 DEX); only magic removes them.
    pub persistent_injuries: u32,
    /// Hurt: disadvantage on every save until the session ends.
    pub hurt: bool,
    /// Maimed: a hand slot lost, no two-handed items.
    pub maimed: bool,
    pub dead: bool,
    /// Death-table rolls owed (0 HP, 4th and later Injured).
    pub death_rolls_pending: u32,
    /// A Near Death Experience waiting for the player's +1 attribute pick.
    pub near_death_pick_pending: bool,
    /// Body armour taken off when the sheet was loaded (sheets from before body armour
    /// was one type could wear several); `/character show` says so.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub armour_removed: Vec<ArmourPiece>,
}

impl Serialize for Character {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Character::serialize(self, serializer)
    }
}

impl<'de> Deserialize<'de> for Character {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut character = Character::deserialize(deserializer)?;
        character.keep_one_body_armour();
        Ok(character)
    }
}

/// An item's usage dots, found by its name on a sheet.
pub struct Usage<'a> {
    /// The weapon's name, or the armour piece's key.
    pub item: String,
    pub marked: &'a mut u32,
    pub max: u32,
}

impl Character {
    /// A carried weapon (by its name) or a worn armour piece (`helmet`, `shield`…), with
    /// its usage dots.
    pub fn usage_mut(&mut self, name: &str) -> Option<Usage<'_>> {
        let wanted = name.trim();
        if let Some(w) = self
            .weapons
            .iter_mut()
            .find(|w| crate::rules::names::same(&w.name, wanted))
        {
            return Some(Usage {
                item: w.name.clone(),
                marked: &mut w.usage_marked,
                max: w.usage_max,
            });
        }
        let piece = ArmourPiece::parse(wanted)?;
        self.armour
            .iter_mut()
            .find(|a| a.piece == piece)
            .map(|a| Usage {
                item: piece.key().to_owned(),
                marked: &mut a.usage_marked,
                max: piece.dots(),
            })
    }

    /// The attribute as used for saves: STR and DEX lose 1 per Injured and per
    /// Persistent Injury; Drained costs 1 INT; never below 0.
    pub fn effective(&self, attribute: Attribute) -> i32 {
        let base = self.attributes.get(attribute);
        let penalty = match attribute {
            Attribute::Str | Attribute::Dex => {
                i32::try_from(self.injured.saturating_add(self.persistent_injuries))
                    .unwrap_or(i32::MAX)
            }
            Attribute::Int => i32::from(self.has(ConditionKind::Drained)),
            _ => 0,
        };
        base.saturating_sub(penalty).max(0)
    }

    /// Body armour is one type: of several body pieces worn, the heaviest stays (the most
    /// dots), the others come off and are remembered in `armour_removed`.
    pub fn keep_one_body_armour(&mut self) {
        let heaviest = self
            .armour
            .iter()
            .filter(|a| a.piece.is_body())
            .max_by_key(|a| a.piece.dots())
            .map(|a| a.piece);
        let Some(keep) = heaviest else {
            return;
        };
        let removed: Vec<ArmourPiece> = self
            .armour
            .iter()
            .filter(|a| a.piece.is_body() && a.piece != keep)
            .map(|a| a.piece)
            .collect();
        if removed.is_empty() {
            return;
        }
        tracing::info!(
            character = self.id,
            kept = keep.key(),
            removed = ?removed,
            "a stored sheet wore several body armours: the heaviest is kept"
        );
        self.armour
            .retain(|a| !a.piece.is_body() || a.piece == keep);
        self.armour_removed.extend(removed);
    }

    /// How many Poisoned it carries (0 when none).
    pub fn poisoned(&self) -> u32 {
        self.conditions
            .iter()
            .find(|c| c.kind == ConditionKind::Poisoned)
            .map_or(0, |c| c.stacks.max(1))
    }

    pub fn has(&self, kind: ConditionKind) -> bool {
        self.conditions.iter().any(|c| c.kind == kind)
    }

    /// Out of the fight: at 0 HP, dead, or owing a Death-table roll.
    pub fn is_down(&self) -> bool {
        self.dead || self.hp <= 0 || self.death_rolls_pending > 0
    }

    pub fn weapon(&self, name: &str) -> Option<&Weapon> {
        self.weapons
            .iter()
            .find(|w| crate::rules::names::same(&w.name, name))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Players,
    Adversaries,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AdversaryStatus {
    Standing,
    Eliminated,
    Fled,
    Surrendered,
    /// Taken off the table by the GM (`/adversary remove`); kept so indices stay stable.
    Removed,
}

/// When an adversary attack's trigger fires (rules: adversary stat line).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerWhen {
    AnyHit,
    MinorHit,
    MajorHit,
    DeathBlow,
    /// The roll's faces contain this poker result.
    Pair,
    TwoPairs,
    ThreePairs,
    Triplet,
    FourOfAKind,
    FullHouse,
    Sequence,
}

impl TriggerWhen {
    pub const ALL: [TriggerWhen; 11] = [
        TriggerWhen::AnyHit,
        TriggerWhen::MinorHit,
        TriggerWhen::MajorHit,
        TriggerWhen::DeathBlow,
        TriggerWhen::Pair,
        TriggerWhen::TwoPairs,
        TriggerWhen::ThreePairs,
        TriggerWhen::Triplet,
        TriggerWhen::FourOfAKind,
        TriggerWhen::FullHouse,
        TriggerWhen::Sequence,
    ];

    pub fn key(self) -> &'static str {
        match self {
            TriggerWhen::AnyHit => "any-hit",
            TriggerWhen::MinorHit => "minor-hit",
            TriggerWhen::MajorHit => "major-hit",
            TriggerWhen::DeathBlow => "death-blow",
            TriggerWhen::Pair => "pair",
            TriggerWhen::TwoPairs => "two-pairs",
            TriggerWhen::ThreePairs => "three-pairs",
            TriggerWhen::Triplet => "triplet",
            TriggerWhen::FourOfAKind => "four-of-a-kind",
            TriggerWhen::FullHouse => "full-house",
            TriggerWhen::Sequence => "sequence",
        }
    }

    pub fn parse(text: &str) -> Option<TriggerWhen> {
        let wanted = text.trim().replace(['_', ' '], "-");
        TriggerWhen::ALL
            .into_iter()
            .find(|w| w.key().eq_ignore_ascii_case(&wanted))
    }
}

/// An effect the GM applies when its condition holds ("Major Hit: grabbed").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trigger {
    pub when: TriggerWhen,
    pub text: String,
}

/// One of an adversary's attacks: `TH n, DMG n`, with optional triggers. The attack an
/// adversary was added with by `th`/`dmg` alone has an empty name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdversaryAttack {
    pub name: String,
    pub th: u32,
    pub dmg: u32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub triggers: Vec<Trigger>,
    /// How many times a turn it is made ("claw ×2").
    #[serde(default = "one")]
    pub times: u32,
}

/// An adversary's stat line (rules: HP, Defence, Saves, Morale, one or more attacks).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StoredAdversary")]
pub struct Adversary {
    pub name: String,
    pub max_hp: i32,
    pub hp: i32,
    pub defence: i32,
    pub saves: i32,
    pub morale: i32,
    pub attacks: Vec<AdversaryAttack>,
    pub conditions: Vec<Condition>,
    pub status: AdversaryStatus,
}

/// An adversary as stored: tables written before adversaries had several attacks hold one
/// `th`/`dmg` pair instead of `attacks`; it becomes their one unnamed attack.
#[derive(Deserialize)]
struct StoredAdversary {
    name: String,
    max_hp: i32,
    hp: i32,
    defence: i32,
    saves: i32,
    morale: i32,
    #[serde(default)]
    attacks: Vec<AdversaryAttack>,
    #[serde(default)]
    th: Option<u32>,
    #[serde(default)]
    dmg: Option<u32>,
    conditions: Vec<Condition>,
    status: AdversaryStatus,
}

impl From<StoredAdversary> for Adversary {
    fn from(s: StoredAdversary) -> Self {
        let mut attacks = s.attacks;
        if attacks.is_empty()
            && let Some(th) = s.th
        {
            attacks.push(AdversaryAttack {
                name: String::new(),
                th,
                dmg: s.dmg.unwrap_or(0),
                triggers: Vec::new(),
                times: 1,
            });
        }
        Adversary {
            name: s.name,
            max_hp: s.max_hp,
            hp: s.hp,
            defence: s.defence,
            saves: s.saves,
            morale: s.morale,
            attacks,
            conditions: s.conditions,
            status: s.status,
        }
    }
}

impl Encounter {
    /// How many times the adversary whose turn it is made the named attack this turn.
    pub fn made(&self, attack: &str) -> u32 {
        let n = self
            .attacks_made
            .iter()
            .filter(|m| crate::rules::names::same(m, attack) || m.as_str() == attack)
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }
}

impl Adversary {
    pub fn standing(&self) -> bool {
        self.status == AdversaryStatus::Standing
    }
    pub fn has(&self, kind: ConditionKind) -> bool {
        self.conditions.iter().any(|c| c.kind == kind)
    }
    /// The attack of that name (ignoring case); the empty name finds an unnamed attack.
    pub fn attack(&self, name: &str) -> Option<&AdversaryAttack> {
        self.attacks
            .iter()
            .find(|a| crate::rules::names::same(&a.name, name) || a.name == name.trim())
    }
}

/// Where a PC acts in the round (rules: "Initiative").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InitiativeGroup {
    Before,
    After,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PcEntry {
    pub character_id: i64,
    /// Cached for messages; the character row holds the truth.
    pub name: String,
    pub group: Option<InitiativeGroup>,
    pub fled: bool,
    /// The character's owner when it joined: whose seat it is (`rules::seats`), read
    /// without the roster. 0 in states saved before it was kept.
    #[serde(default)]
    pub owner: i64,
}

/// A reference to whoever acts, used for turns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "id")]
pub enum CombatantRef {
    Pc(i64),
    /// Index into `Encounter::adversaries`.
    Adversary(usize),
}

/// A To Hit on a PC, waiting for the defender's armour choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingHit {
    /// The attacking adversary's index (unused when `attacker_pc` names a PC).
    pub attacker: usize,
    /// The attacking PC, when a PC attacked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacker_pc: Option<i64>,
    /// The weapon or the adversary's attack (its triggers fire once the hit settles).
    #[serde(default)]
    pub weapon: String,
    /// The pool's TH, for the settled result.
    #[serde(default)]
    pub th: u32,
    pub target: i64,
    pub faces: Vec<u32>,
    pub dmg: u32,
    /// 1s cancelled so far by armour.
    pub cancelled: u32,
}

/// A PC's fumble waiting for the player's choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingFumble {
    pub character_id: i64,
    /// The weapon rolled, marked when the choice is accepted by default.
    pub weapon: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Pending {
    Armour(PendingHit),
    Fumble(PendingFumble),
}

/// Non-physical damage on a PC, waiting for its player's armour choice: one usage dot
/// halves it (rounded down), two negate it (rules: "Armour").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingDamage {
    pub target: i64,
    pub amount: i32,
    /// Dots marked so far (a first dot on one piece may be followed by one on another).
    #[serde(default)]
    pub dots: u32,
}

impl PendingDamage {
    /// The most armour dots non-physical damage takes: the second negates it.
    pub const MAX_DOTS: u32 = 2;

    /// The damage left after the dots marked so far.
    pub fn left(&self) -> i32 {
        Self::after(self.amount, self.dots)
    }

    /// `amount` of non-physical damage after `dots` armour dots: halved (rounded down) by
    /// one, negated by two.
    pub fn after(amount: i32, dots: u32) -> i32 {
        match dots {
            0 => amount,
            1 => amount / 2,
            _ => 0,
        }
    }
}

/// One free To Hit an adversary may make after a failed flee.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FreeAttack {
    pub adversary: usize,
    pub target: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Encounter {
    /// The user who started it: the GM (with the server's moderators).
    pub gm: i64,
    pub surprise: Option<Side>,
    /// 0 until initiative is rolled.
    pub round: u32,
    pub turn: Option<CombatantRef>,
    pub pcs: Vec<PcEntry>,
    pub adversaries: Vec<Adversary>,
    pub pending: Vec<Pending>,
    pub free_attacks: Vec<FreeAttack>,
    /// (character id, weapon name) pairs used this fight, for usage rolls at the end.
    pub weapons_used: Vec<(i64, String)>,
    /// Next number per adversary kind, so a later add continues "Goblin 4".
    pub numbering: BTreeMap<String, u32>,
    /// The attacks the adversary whose turn it is made this turn (each once per turn).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacks_made: Vec<String>,
}

impl Encounter {
    pub fn new(gm: i64, surprise: Option<Side>) -> Self {
        Encounter {
            gm,
            surprise,
            round: 0,
            turn: None,
            pcs: Vec::new(),
            adversaries: Vec::new(),
            pending: Vec::new(),
            free_attacks: Vec::new(),
            weapons_used: Vec::new(),
            numbering: BTreeMap::new(),
            attacks_made: Vec::new(),
        }
    }

    pub fn started(&self) -> bool {
        self.round > 0
    }
}

/// Per-table settings (rules: the optional attribute rule).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    #[serde(default)]
    pub attribute_rule: bool,
}

/// A channel's FLAIL table: settings and, during a fight, the encounter.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    #[serde(default)]
    pub settings: Settings,
    pub encounter: Option<Encounter>,
    /// The GM of the channel's last encounter: still the GM between fights (rests,
    /// healing, conditions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_gm: Option<i64>,
    /// The PCs who joined the channel's last encounter: the party a GM's rest names.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub last_party: Vec<i64>,
    /// Non-physical damage waiting for its armour choice; in a fight or out of one, so it
    /// lives on the table rather than on the encounter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_damage: Option<PendingDamage>,
}

impl Table {
    /// The characters the table's state refers to: the encounter's PCs and whoever has
    /// non-physical damage waiting for an armour choice.
    pub fn characters_in_play(&self) -> Vec<i64> {
        let mut ids: Vec<i64> = self
            .encounter
            .as_ref()
            .map(|e| e.pcs.iter().map(|p| p.character_id).collect())
            .unwrap_or_default();
        if let Some(pending) = &self.pending_damage
            && !ids.contains(&pending.target)
        {
            ids.push(pending.target);
        }
        ids
    }

    /// Whether a choice (armour, fumble) holds the table until it is made.
    pub fn awaits_choice(&self) -> bool {
        self.pending_damage.is_some()
            || self
                .encounter
                .as_ref()
                .is_some_and(|e| !e.pending.is_empty())
    }
}
