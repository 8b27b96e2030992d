//! What happened, as data: dice faces, arithmetic and consequences. Front-ends render it;
//! tests assert on it.

use serde::{Deserialize, Serialize};

use super::model::{ArmourPiece, Attribute, Class, ConditionKind, InitiativeGroup, Side};
use crate::dice::{Keep, Roll};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// One entry per roll resolved, in order (dual wielding, initiative and flee give several).
    pub results: Vec<RollResult>,
    /// Consequences, in the order they happened.
    pub events: Vec<Event>,
    /// For each event, how many results came before it, so replies read in time order
    /// ("Round 2 begins" before that round's saves). Events past its end came last.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub event_at: Vec<usize>,
}

/// One line of an outcome, in the order things happened.
#[derive(Debug, Clone, Copy)]
pub enum Step<'a> {
    Result(&'a RollResult),
    Event(&'a Event),
}

impl Outcome {
    pub fn event(&mut self, event: Event) {
        self.event_at.resize(self.events.len(), self.results.len());
        self.event_at.push(self.results.len());
        self.events.push(event);
    }

    /// Results and events interleaved in the order they happened.
    pub fn steps(&self) -> Vec<Step<'_>> {
        let mut steps = Vec::with_capacity(self.results.len() + self.events.len());
        let mut results = self.results.iter();
        let mut taken = 0;
        for (i, event) in self.events.iter().enumerate() {
            let at = self.event_at.get(i).copied().unwrap_or(self.results.len());
            while taken < at {
                match results.next() {
                    Some(r) => steps.push(Step::Result(r)),
                    None => break,
                }
                taken += 1;
            }
            steps.push(Step::Event(event));
        }
        steps.extend(results.map(Step::Result));
        steps
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResultKind {
    ToHit,
    Save,
    Initiative,
    Flee,
    Morale,
    /// A vulnerable combatant's start-of-round save.
    ConditionSave,
    Death,
    /// A fumble's d8 damage to an ally.
    FumbleDamage,
    Rest,
    Usage,
    /// Death table 2 (d4 HP) and 3 (d3 hours).
    DeathDetail,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollOutcome {
    // To Hit
    Fail,
    Fumble,
    MinorHit,
    MajorHit,
    DeathBlow,
    // Saves
    CriticalSuccess,
    Success,
    // (`Fail` and `Fumble` are shared with To Hit.)
    // Death table
    NearDeathExperience,
    KnockedOut,
    Unconscious,
    Hurt,
    Scarred,
    HorribleWound,
    Maimed,
    Dead,
    // Usage, rests, damage rolls
    Marked,
    Unmarked,
    Rolled,
}

impl RollOutcome {
    pub fn key(self) -> &'static str {
        match self {
            RollOutcome::Fail => "fail",
            RollOutcome::Fumble => "fumble",
            RollOutcome::MinorHit => "minor_hit",
            RollOutcome::MajorHit => "major_hit",
            RollOutcome::DeathBlow => "death_blow",
            RollOutcome::CriticalSuccess => "critical_success",
            RollOutcome::Success => "success",
            RollOutcome::NearDeathExperience => "near_death_experience",
            RollOutcome::KnockedOut => "knocked_out",
            RollOutcome::Unconscious => "unconscious",
            RollOutcome::Hurt => "hurt",
            RollOutcome::Scarred => "scarred",
            RollOutcome::HorribleWound => "horrible_wound",
            RollOutcome::Maimed => "maimed",
            RollOutcome::Dead => "dead",
            RollOutcome::Marked => "marked",
            RollOutcome::Unmarked => "unmarked",
            RollOutcome::Rolled => "rolled",
        }
    }

    pub fn is_save_success(self) -> bool {
        matches!(self, RollOutcome::CriticalSuccess | RollOutcome::Success)
    }
}

/// How a To Hit pool was built (rules: "Dice modifiers").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolBreakdown {
    pub th: u32,
    pub advantages: u32,
    pub disadvantages: u32,
    /// Net dice from advantage/disadvantage: −2..=2.
    pub net_dice: i32,
    pub off_specialty: bool,
    pub blinded: bool,
    /// Dice actually rolled (0 when the pool fell below 1: automatic Fail).
    pub dice: u32,
}

/// Damage arithmetic: `multiplier × dmg − defence = amount` (never below 0).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageCalc {
    pub multiplier: u32,
    pub dmg: u32,
    pub defence: i32,
    pub amount: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "length")]
pub enum Poker {
    /// Kept so roll logs written before groups named their value still read.
    Pair,
    TwoPairs,
    ThreePairs,
    /// As `Pair`.
    Triplet,
    /// As `Pair`.
    FourOfAKind,
    FullHouse,
    /// A run of 3+ consecutive values; its length.
    Sequence(u32),
    /// `size` dice showing `value` (2 a pair, 3 a triplet, 4 "poker", 5 or 6 of a kind).
    Group {
        size: u32,
        value: u32,
    },
}

/// The long-term states the GM sets and clears by hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LongTermState {
    Injured,
    PersistentInjury,
    Maimed,
    Hurt,
    Scarred,
}

impl LongTermState {
    pub const ALL: [LongTermState; 5] = [
        LongTermState::Injured,
        LongTermState::PersistentInjury,
        LongTermState::Maimed,
        LongTermState::Hurt,
        LongTermState::Scarred,
    ];

    pub fn key(self) -> &'static str {
        match self {
            LongTermState::Injured => "injured",
            LongTermState::PersistentInjury => "persistent-injury",
            LongTermState::Maimed => "maimed",
            LongTermState::Hurt => "hurt",
            LongTermState::Scarred => "scarred",
        }
    }

    pub fn parse(text: &str) -> Option<LongTermState> {
        let wanted = text.trim().replace(['_', ' '], "-");
        LongTermState::ALL
            .into_iter()
            .find(|s| s.key().eq_ignore_ascii_case(&wanted))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Detail {
    None,
    ToHit {
        target: String,
        weapon: String,
        pool: PoolBreakdown,
        ones: u32,
        sixes: u32,
        /// 1s cancelled by the defender's armour.
        cancelled: u32,
        damage: Option<DamageCalc>,
        poker: Vec<Poker>,
        /// Sleeping target eliminated without a roll.
        sleeping: bool,
    },
    Save {
        attribute: Option<Attribute>,
        /// The number to roll equal to or under.
        value: i32,
        keep: Keep,
        kept: u32,
    },
    Value {
        value: i32,
    },
    /// A usage roll after a fight: the item it was rolled for.
    Item {
        item: String,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollResult {
    pub kind: ResultKind,
    pub who: String,
    pub outcome: RollOutcome,
    pub rolls: Vec<Roll>,
    /// True while a hit waits for the defender's armour choice.
    pub pending: bool,
    pub detail: Detail,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    EncounterStarted {
        surprise: Option<Side>,
    },
    /// Death rolls owed by the named PCs, offered now that the fight is over.
    DeathRollsOffered {
        who: Vec<String>,
    },
    /// Every PC fell with adversaries standing: everyone is dead.
    PartyDead,
    EncounterEnded,
    SessionEnded {
        cleared: Vec<String>,
    },
    SettingChanged {
        attribute_rule: bool,
    },

    CharacterCreated {
        who: String,
        class: Class,
        hp: i32,
    },
    CharacterEdited {
        who: String,
    },
    CharacterDeleted {
        who: String,
    },
    /// `/seat give` of a whole seat: `from`'s PCs (`who`) are now `to`'s. Players by the
    /// name the front-end gave, else a mention.
    SeatGiven {
        from: String,
        to: String,
        who: Vec<String>,
    },
    /// `/seat give piece:`: one PC is now `to`'s.
    PieceGiven {
        who: String,
        to: String,
    },
    WeaponAdded {
        who: String,
        weapon: String,
        th: u32,
        dmg: u32,
        specialty: bool,
    },
    WeaponRemoved {
        who: String,
        weapon: String,
    },
    ArmourAdded {
        who: String,
        piece: ArmourPiece,
    },
    ArmourRemoved {
        who: String,
        piece: ArmourPiece,
    },

    AdversariesAdded {
        names: Vec<String>,
    },
    AdversaryRemoved {
        who: String,
    },
    /// `/adversary attack`: the adversaries changed, the attack, and its TH, DMG and
    /// triggers now (none when it was removed).
    AttackChanged {
        names: Vec<String>,
        attack: String,
        stats: Option<(u32, u32, Vec<super::model::Trigger>)>,
    },
    Joined {
        who: String,
        group: Option<InitiativeGroup>,
    },

    RoundStarted {
        round: u32,
    },
    TurnOf {
        who: String,
    },
    /// The pool fell below one die.
    AutomaticFail {
        who: String,
    },
    Damaged {
        who: String,
        amount: i32,
        hp: i32,
        max_hp: i32,
    },
    Injured {
        who: String,
        count: u32,
    },
    /// A PC at 0 HP (or with a 4th+ Injured): a Death-table roll is owed — `now` outside a
    /// fight, else when the fight ends.
    DeathRollPending {
        who: String,
        count: u32,
        #[serde(default)]
        now: bool,
    },
    Eliminated {
        who: String,
    },
    ArmourChoice {
        defender: String,
        ones: u32,
        /// Pieces with free dots.
        pieces: Vec<(ArmourPiece, u32)>,
    },
    ArmourUsed {
        who: String,
        piece: ArmourPiece,
        dots: u32,
    },
    /// Non-physical damage waits for the defender's armour choice: one dot halves it, two
    /// negate it; `marked` dots are already marked (a second piece may add the last one).
    NonPhysicalChoice {
        defender: String,
        amount: i32,
        marked: u32,
        /// Pieces with free dots.
        pieces: Vec<(ArmourPiece, u32)>,
    },
    /// Armour halved or negated non-physical damage; `to` is what lands.
    DamageReduced {
        who: String,
        from: i32,
        to: i32,
    },
    /// Non-physical damage was taken with the armour marked so far because another action
    /// came first.
    DamageStands {
        who: String,
    },
    /// The pending hit was accepted as rolled because another action came first.
    HitAccepted {
        who: String,
    },
    /// A fumble settled by its default with no weapon to mark (unarmed, or fully marked).
    FumbleNothingToMark {
        who: String,
    },
    FumbleChoice {
        who: String,
        allies: Vec<String>,
    },
    AdversaryFumble {
        who: String,
    },
    UsageMarked {
        who: String,
        item: String,
        marked: u32,
        max: u32,
    },
    /// Every usage dot marked: unusable until repaired.
    ItemBroken {
        who: String,
        item: String,
    },
    ConditionGained {
        who: String,
        condition: ConditionKind,
    },
    ConditionLost {
        who: String,
        condition: ConditionKind,
    },
    /// A failed start-of-round save: the turn is spent (standing up, or wasted).
    TurnLost {
        who: String,
        condition: ConditionKind,
    },
    /// Blinded: one action, no move, To Hit −2.
    ActsBlinded {
        who: String,
    },
    OpposedResult {
        winner: Option<String>,
    },
    Fled {
        who: String,
    },
    CannotFlee {
        who: String,
    },
    FreeAttacksOffered {
        target: String,
        adversaries: Vec<String>,
    },
    MoraleBroken {
        who: String,
    },
    /// A failed Morale save the GM called a surrender.
    Surrendered {
        who: String,
    },
    /// An adversary attack's trigger whose condition holds; the GM applies it.
    Triggered {
        who: String,
        attack: String,
        when: super::model::TriggerWhen,
        text: String,
    },
    /// A long rest (a dawn) adds one more Poisoned.
    PoisonWorsens {
        who: String,
        count: u32,
    },
    /// Usage dots repaired on an item.
    UsageRepaired {
        who: String,
        item: String,
        marked: u32,
        max: u32,
    },
    /// The GM set or cleared a long-term state (Injured count, Persistent Injury, Maimed,
    /// Hurt, Scarred).
    StateChanged {
        who: String,
        state: LongTermState,
        value: i32,
    },
    MoraleHeld {
        who: String,
    },
    Healed {
        who: String,
        amount: i32,
        hp: i32,
        max_hp: i32,
    },
    AttributeRaised {
        who: String,
        attribute: Attribute,
        value: i32,
    },
    /// Near Death Experience: the player must pick an attribute (`/deathroll attribute:`).
    AttributePickNeeded {
        who: String,
    },
    Unconscious {
        who: String,
        hours: u32,
    },
    Scarred {
        who: String,
        cha: i32,
    },
    PersistentInjury {
        who: String,
        count: u32,
    },
    Maimed {
        who: String,
    },
    Died {
        who: String,
    },
    HurtGained {
        who: String,
    },
    /// `/next` when the round order is empty, etc.: nobody can act.
    NobodyCanAct,
    /// A full rest cleared every Injured (`count` of them).
    InjuredCleared {
        who: String,
        count: u32,
    },
    /// Hurt ended (a full rest; `/session end` reports it in `SessionEnded`).
    HurtCleared {
        who: String,
    },
}
