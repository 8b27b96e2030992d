//! Class and weapon tables (book), as presets.
//! Rules: FLAIL, "Characters and adversaries".

use super::model::{Class, Religion, Weapon, WeaponKind};

/// Usage dots on every weapon (rules: "Weapons have 3 usage dots").
pub const WEAPON_USAGE_DOTS: u32 = 3;

/// A hireling's value in every attribute (rules: "Hireling: 6 HP, 6 in every attribute").
pub const HIRELING_ATTRIBUTE: i32 = 6;

/// One row of the weapon table: TH = d6 rolled, DMG = fixed damage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeaponPreset {
    pub name: &'static str,
    pub th: u32,
    pub dmg: u32,
    pub kind: WeaponKind,
    pub two_handed: bool,
}

impl WeaponPreset {
    /// The preset as a carried weapon with no usage marked.
    pub fn to_weapon(&self, specialty: bool) -> Weapon {
        Weapon {
            name: self.name.to_owned(),
            th: self.th,
            dmg: self.dmg,
            kind: self.kind,
            specialty,
            usage_marked: 0,
            usage_max: WEAPON_USAGE_DOTS,
            two_handed: self.two_handed,
        }
    }

    const fn two_handed(self) -> Self {
        WeaponPreset {
            two_handed: true,
            ..self
        }
    }
}

const fn melee(name: &'static str, th: u32, dmg: u32) -> WeaponPreset {
    WeaponPreset {
        name,
        th,
        dmg,
        kind: WeaponKind::Melee,
        two_handed: false,
    }
}

const fn missile(name: &'static str, th: u32, dmg: u32) -> WeaponPreset {
    WeaponPreset {
        name,
        th,
        dmg,
        kind: WeaponKind::Missile,
        two_handed: false,
    }
}

/// The name of the bare-handed attack (rules: "Improvised or unarmed 3/2").
pub const UNARMED: &str = "unarmed";
/// An improvised weapon (a chair, a torch); same numbers as unarmed.
pub const IMPROVISED: &str = "improvised";

/// The weapon table (as in the book): melee, then missile, then the 3/2 fallbacks; the
/// two-handed ones marked.
pub const WEAPONS: [WeaponPreset; 27] = [
    melee("battle axe", 6, 4).two_handed(),
    melee("hand axe", 4, 3),
    melee("club", 4, 2),
    melee("dagger", 4, 3),
    melee("flail", 5, 4),
    melee("garrotte", 4, 3),
    melee("mace", 5, 4),
    melee("maul", 6, 3).two_handed(),
    melee("morningstar", 5, 3),
    melee("polearm", 4, 5).two_handed(),
    melee("quarterstaff", 5, 2).two_handed(),
    melee("scythe", 6, 2).two_handed(),
    melee("spiked chain", 4, 4),
    melee("great sword", 6, 5).two_handed(),
    melee("short sword", 5, 3),
    melee("warhammer", 6, 4),
    melee("whip", 4, 2),
    missile("blowgun", 5, 2),
    missile("long bow", 6, 4).two_handed(),
    missile("short bow", 5, 3).two_handed(),
    missile("crossbow", 5, 4).two_handed(),
    missile("darts", 4, 2),
    missile("sling", 4, 2),
    missile("spear", 5, 4),
    missile("throwing knives", 4, 3),
    melee(IMPROVISED, 3, 2),
    melee(UNARMED, 3, 2),
];

/// Every preset weapon name, in table order (for autocomplete).
pub fn weapon_names() -> Vec<&'static str> {
    WEAPONS.iter().map(|w| w.name).collect()
}

/// Lower-case letters and digits only, so "Battle-Axe", "battle axe" and "battleaxe" match.
fn folded(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The weapon table's row for `name`, ignoring case, spaces, hyphens and underscores.
pub fn weapon_preset(name: &str) -> Option<&'static WeaponPreset> {
    let wanted = folded(name);
    if wanted.is_empty() {
        return None;
    }
    WEAPONS.iter().find(|w| folded(w.name) == wanted)
}

/// Bare hands (3/2, melee). Every class counts it as in specialty: nobody is penalised
/// for a punch, which is what a character without a usable weapon falls back to.
pub fn unarmed() -> Weapon {
    melee(UNARMED, 3, 2).to_weapon(true)
}

/// Max HP by class (rules: class table; Hireling 6).
pub fn class_max_hp(class: Class) -> i32 {
    match class {
        Class::Bard | Class::Tinkerer => 9,
        Class::BoneWhisperer | Class::Cleric => 12,
        Class::Cutthroat => 10,
        Class::Druid => 13,
        Class::Warrior => 14,
        Class::Wizard => 8,
        Class::Hireling => 6,
    }
}

const AXES: [&str; 2] = ["battle axe", "hand axe"];
const BOWS: [&str; 2] = ["long bow", "short bow"];

/// The specialty list of a class (rules: class table). "axes" and "bows" are expanded;
/// a cleric's list comes from the religion (Nature when none is recorded).
/// Warrior (all weapons) is handled by `in_specialty`; Hireling has none.
fn specialty_list(class: Class, religion: Option<Religion>) -> Vec<&'static str> {
    match class {
        Class::Bard => vec!["crossbow", "dagger", "short bow", "short sword"],
        Class::BoneWhisperer => vec!["dagger", "flail", "scythe", "short sword"],
        Class::Cleric => match religion.unwrap_or(Religion::Nature) {
            Religion::Nature => vec!["club", "quarterstaff", "sling", "whip"],
            Religion::War => vec!["mace", "maul", "warhammer"],
            Religion::Pain => vec!["flail", "morningstar", "spiked chain"],
            Religion::Hunt => vec![
                "crossbow",
                "dagger",
                "long bow",
                "short bow",
                "spear",
                "quarterstaff",
            ],
        },
        Class::Cutthroat => vec!["blowgun", "crossbow", "dagger", "short sword"],
        Class::Druid => {
            let mut list = vec!["club", "mace", "quarterstaff", "sling", "spear"];
            list.extend(AXES);
            list.extend(BOWS);
            list
        }
        Class::Tinkerer => {
            let mut list = vec!["blowgun", "dagger", "hand axe", "short sword"];
            list.extend(BOWS);
            list
        }
        Class::Wizard => vec!["crossbow", "dagger", "quarterstaff", "short sword"],
        Class::Warrior | Class::Hireling => Vec::new(),
    }
}

/// Whether a preset weapon is in the class's specialty (rules: class table); off-specialty
/// weapons roll one die fewer. Warriors specialise in every weapon. Unarmed is in
/// everyone's specialty. *Decision*: hirelings have no specialty, so every other weapon
/// (improvised included) is off-specialty for them. Unknown names are off-specialty
/// except for warriors.
pub fn in_specialty(class: Class, religion: Option<Religion>, preset_name: &str) -> bool {
    let wanted = folded(preset_name);
    if wanted == folded(UNARMED) || class == Class::Warrior {
        return true;
    }
    specialty_list(class, religion)
        .into_iter()
        .any(|name| folded(name) == wanted)
}

/// The farthest range band a weapon reaches (rules: "Ranges"): melee weapons Near, missile
/// weapons Distant, the long bow alone Far.
pub fn reach(weapon_name: &str, kind: WeaponKind) -> super::model::Range {
    use super::model::Range;
    match kind {
        WeaponKind::Melee => Range::Near,
        WeaponKind::Missile if folded(weapon_name) == folded("long bow") => Range::Far,
        WeaponKind::Missile => Range::Distant,
    }
}
