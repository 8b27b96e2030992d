//! What a user asks the FLAIL table to do. Front-ends build these (via `request`), the
//! engine resolves names against the table and the loaded characters.

use serde::{Deserialize, Serialize};

use super::model::{
    ArmourPiece, Attribute, Class, ConditionKind, Range, Religion, Side, TriggerWhen,
};
use super::outcome::LongTermState;

pub use crate::rules::Actor;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RestKind {
    Short,
    Long,
    Full,
}

/// New values for `/character edit`; `None` keeps the old one.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterEdit {
    pub name: Option<String>,
    pub class: Option<Class>,
    pub religion: Option<Religion>,
    pub str: Option<i32>,
    pub dex: Option<i32>,
    pub int: Option<i32>,
    pub cha: Option<i32>,
    pub luck: Option<i32>,
    pub hp: Option<i32>,
    pub max_hp: Option<i32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum Action {
    EncounterStart {
        surprise: Option<Side>,
    },
    EncounterEnd,
    /// GM: clears session-long effects (Hurt) of the server's characters.
    SessionEnd,

    CharacterCreate {
        name: String,
        class: Class,
        /// STR, DEX, INT, CHA, LUCK; `None` only for hirelings (default 6).
        attributes: [Option<i32>; 5],
        hp: Option<i32>,
        religion: Option<Religion>,
    },
    CharacterEdit {
        character: String,
        edit: CharacterEdit,
    },
    CharacterDelete {
        character: String,
    },
    /// Adds a preset weapon, or a custom one when `th`/`dmg` are given.
    CharacterWeapon {
        character: String,
        weapon: String,
        th: Option<u32>,
        dmg: Option<u32>,
        missile: Option<bool>,
        specialty: Option<bool>,
        two_handed: Option<bool>,
        remove: bool,
    },
    CharacterArmour {
        character: String,
        piece: ArmourPiece,
        remove: bool,
    },

    AdversaryAdd {
        name: String,
        hp: i32,
        defence: i32,
        saves: i32,
        morale: i32,
        /// The one attack of a simple stat line; none when the GM adds named attacks.
        th: Option<u32>,
        dmg: Option<u32>,
        count: u32,
    },
    AdversaryRemove {
        name: String,
    },
    /// The GM adds or edits an adversary's named attack (and its triggers), or removes it.
    AdversaryAttack {
        adversary: String,
        attack: String,
        /// How many times a turn ("claw ×2").
        times: Option<u32>,
        th: Option<u32>,
        dmg: Option<u32>,
        when: Option<TriggerWhen>,
        trigger: Option<String>,
        remove: bool,
    },

    /// One or more characters join, all or none.
    Join {
        characters: Vec<String>,
    },
    Initiative,
    Next,

    Attack {
        target: String,
        weapon: Option<String>,
        offhand: Option<String>,
        advantage: bool,
        disadvantage: bool,
        /// The GM acting for an adversary.
        acting_as: Option<String>,
        /// The GM's out-of-turn attack after a failed flee.
        free: bool,
        /// The range band (Near when not said).
        range: Option<Range>,
    },
    /// The defender marks `dots` usage on `piece` to cancel that many 1s; `dots: 0`
    /// accepts the hit. `more` keeps the hit open for another piece.
    Armour {
        piece: ArmourPiece,
        dots: u32,
        more: bool,
    },
    Fumble {
        ally: Option<String>,
        item: Option<String>,
    },

    Save {
        attribute: Attribute,
        character: Option<String>,
        advantage: bool,
        disadvantage: bool,
        against: Option<String>,
    },
    Flee {
        character: Option<String>,
        slower: bool,
    },
    /// `None`: every standing adversary. A failed save flees, or surrenders when the GM
    /// says so.
    Morale {
        adversary: Option<String>,
        surrender: bool,
    },

    ConditionAdd {
        target: String,
        condition: ConditionKind,
        save: Option<Attribute>,
    },
    ConditionRemove {
        target: String,
        condition: ConditionKind,
    },
    /// The GM sets (`add`) or clears a long-term state with `/condition add|remove`.
    State {
        target: String,
        state: LongTermState,
        add: bool,
    },
    Damage {
        target: String,
        amount: i32,
        /// Non-physical damage (`false`) waits for a PC's armour choice: one dot halves it,
        /// two negate it.
        #[serde(default = "physical_by_default")]
        physical: bool,
    },
    /// The GM marks (`dots` > 0) or repairs (`dots` < 0) usage dots on a carried item.
    ItemUsage {
        character: String,
        item: String,
        dots: i32,
    },
    Heal {
        target: String,
        amount: i32,
    },
    Rest {
        kind: RestKind,
        character: Option<String>,
    },
    Settings {
        attribute_rule: Option<bool>,
    },
    DeathRoll {
        character: Option<String>,
        attribute: Option<Attribute>,
    },
    /// `/seat give`: the PCs `from` plays in the encounter (default: the actor's), or one
    /// PC (`piece`), change owner to `to`. Names as the front-end saw them (`None`: a mention).
    GiveSeat {
        to: i64,
        to_name: Option<String>,
        piece: Option<String>,
        from: Option<i64>,
        from_name: Option<String>,
    },
}

fn physical_by_default() -> bool {
    true
}

impl Action {
    /// Character names the action mentions, so the table service loads those rows.
    pub fn named_characters(&self) -> Vec<&str> {
        let mut names: Vec<&str> = Vec::new();
        fn push<'a>(names: &mut Vec<&'a str>, name: &'a Option<String>) {
            if let Some(name) = name {
                names.push(name.as_str());
            }
        }
        match self {
            Action::CharacterCreate { name, .. } => names.push(name),
            Action::CharacterEdit { character, .. }
            | Action::CharacterDelete { character }
            | Action::CharacterWeapon { character, .. }
            | Action::CharacterArmour { character, .. }
            | Action::ItemUsage { character, .. } => names.push(character),
            Action::Join { characters } => names.extend(characters.iter().map(String::as_str)),
            Action::Attack { target, .. }
            | Action::ConditionAdd { target, .. }
            | Action::ConditionRemove { target, .. }
            | Action::State { target, .. }
            | Action::Damage { target, .. }
            | Action::Heal { target, .. } => names.push(target),
            Action::Fumble { ally, .. } => push(&mut names, ally),
            Action::Save {
                character, against, ..
            } => {
                push(&mut names, character);
                push(&mut names, against);
            }
            Action::Flee { character, .. }
            | Action::Rest { character, .. }
            | Action::DeathRoll { character, .. } => push(&mut names, character),
            Action::GiveSeat { piece, .. } => push(&mut names, piece),
            _ => {}
        }
        if let Action::CharacterEdit { edit, .. } = self
            && let Some(new_name) = &edit.name
        {
            names.push(new_name);
        }
        names
    }

    /// Whether the action needs every character of the server (e.g. `/session end`,
    /// or resolving "my character" when no name is given).
    pub fn needs_all_characters(&self) -> bool {
        matches!(
            self,
            Action::SessionEnd
                | Action::Save {
                    character: None,
                    ..
                }
                | Action::Flee {
                    character: None,
                    ..
                }
                | Action::Rest {
                    character: None,
                    ..
                }
                | Action::DeathRoll {
                    character: None,
                    ..
                }
        )
    }

    /// The command's name as the log shows it (`attack`, `character create`…).
    pub fn command_name(&self) -> &'static str {
        match self {
            Action::EncounterStart { .. } => "encounter start",
            Action::EncounterEnd => "encounter end",
            Action::SessionEnd => "session end",
            Action::CharacterCreate { .. } => "character create",
            Action::CharacterEdit { .. } => "character edit",
            Action::CharacterDelete { .. } => "character delete",
            Action::CharacterWeapon { .. } => "character weapon",
            Action::CharacterArmour { .. } => "character armour",
            Action::AdversaryAdd { .. } => "adversary add",
            Action::AdversaryRemove { .. } => "adversary remove",
            Action::AdversaryAttack { .. } => "adversary attack",
            Action::ItemUsage { .. } => "character usage",
            Action::Join { .. } => "join",
            Action::Initiative => "initiative",
            Action::Next => "next",
            Action::Attack { .. } => "attack",
            Action::Armour { .. } => "armour",
            Action::Fumble { .. } => "fumble",
            Action::Save { .. } => "save",
            Action::Flee { .. } => "flee",
            Action::Morale { .. } => "morale",
            Action::ConditionAdd { .. } => "condition add",
            Action::ConditionRemove { .. } => "condition remove",
            Action::State { add: true, .. } => "condition add",
            Action::State { add: false, .. } => "condition remove",
            Action::Damage { .. } => "damage",
            Action::Heal { .. } => "heal",
            Action::Rest { .. } => "rest",
            Action::Settings { .. } => "settings",
            Action::DeathRoll { .. } => "deathroll",
            Action::GiveSeat { .. } => "seat give",
        }
    }
}
