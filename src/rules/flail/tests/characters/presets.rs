//! The class and weapon tables (rules: "Characters and adversaries").

use crate::rules::flail::model::{Class, Religion, WeaponKind};
use crate::rules::flail::presets::*;

#[test]
fn class_table_gives_each_class_its_max_hp() {
    let table = [
        (Class::Bard, 9),
        (Class::BoneWhisperer, 12),
        (Class::Cleric, 12),
        (Class::Cutthroat, 10),
        (Class::Druid, 13),
        (Class::Tinkerer, 9),
        (Class::Warrior, 14),
        (Class::Wizard, 8),
        (Class::Hireling, 6),
    ];
    for (class, hp) in table {
        assert_eq!(class_max_hp(class), hp, "{class:?}");
    }
}

#[test]
fn weapon_table_numbers_follow_the_book() {
    let rows = [
        ("battle axe", 6, 4, WeaponKind::Melee),
        ("polearm", 4, 5, WeaponKind::Melee),
        ("great sword", 6, 5, WeaponKind::Melee),
        ("maul", 6, 3, WeaponKind::Melee),
        ("whip", 4, 2, WeaponKind::Melee),
        ("long bow", 6, 4, WeaponKind::Missile),
        ("spear", 5, 4, WeaponKind::Missile),
        ("throwing knives", 4, 3, WeaponKind::Missile),
        ("darts", 4, 2, WeaponKind::Missile),
        ("improvised", 3, 2, WeaponKind::Melee),
    ];
    for (name, th, dmg, kind) in rows {
        let preset = weapon_preset(name).unwrap();
        assert_eq!(
            (preset.name, preset.th, preset.dmg, preset.kind),
            (name, th, dmg, kind)
        );
    }
    assert_eq!(weapon_names().len(), 27);
    assert_eq!(
        WEAPONS
            .iter()
            .filter(|w| w.kind == WeaponKind::Missile)
            .count(),
        8
    );
}

#[test]
fn weapon_preset_accepts_any_spelling_of_battle_axe() {
    for spelling in [
        "battle axe",
        "battle-axe",
        "battleaxe",
        "Battle Axe",
        " BATTLE_AXE ",
    ] {
        assert_eq!(
            weapon_preset(spelling).map(|p| p.name),
            Some("battle axe"),
            "{spelling}"
        );
    }
    assert_eq!(weapon_preset("axe"), None);
    assert_eq!(weapon_preset(""), None);
    assert_eq!(weapon_preset("--"), None);
}

#[test]
fn every_weapon_has_three_usage_dots() {
    for preset in &WEAPONS {
        let w = preset.to_weapon(true);
        assert_eq!((w.usage_marked, w.usage_max), (0, 3), "{}", preset.name);
    }
    let fists = unarmed();
    assert_eq!(
        (fists.name.as_str(), fists.th, fists.dmg),
        ("unarmed", 3, 2)
    );
    assert_eq!((fists.usage_max, fists.specialty), (3, true));
}

#[test]
fn cleric_specialty_follows_the_religion() {
    let cleric = |religion, weapon| in_specialty(Class::Cleric, Some(religion), weapon);
    assert!(cleric(Religion::Nature, "whip") && cleric(Religion::Nature, "sling"));
    assert!(!cleric(Religion::Nature, "mace"));
    assert!(cleric(Religion::War, "maul") && cleric(Religion::War, "warhammer"));
    assert!(!cleric(Religion::War, "flail"));
    assert!(cleric(Religion::Pain, "spiked chain") && cleric(Religion::Pain, "morningstar"));
    assert!(!cleric(Religion::Pain, "club"));
    assert!(cleric(Religion::Hunt, "long bow") && cleric(Religion::Hunt, "quarterstaff"));
    assert!(!cleric(Religion::Hunt, "whip"));
    // A cleric row without a religion falls back to Nature.
    assert!(in_specialty(Class::Cleric, None, "club"));
}

#[test]
fn druid_axes_and_bows_cover_both_kinds() {
    for weapon in [
        "battle axe",
        "hand axe",
        "long bow",
        "short bow",
        "spear",
        "sling",
    ] {
        assert!(in_specialty(Class::Druid, None, weapon), "{weapon}");
    }
    assert!(!in_specialty(Class::Druid, None, "dagger"));
    assert!(in_specialty(Class::Tinkerer, None, "long bow"));
    assert!(in_specialty(Class::Tinkerer, None, "hand axe"));
    assert!(!in_specialty(Class::Tinkerer, None, "battle axe"));
}

#[test]
fn class_specialties_match_the_table() {
    assert!(in_specialty(Class::Bard, None, "short bow"));
    assert!(!in_specialty(Class::Bard, None, "long bow"));
    assert!(in_specialty(Class::BoneWhisperer, None, "scythe"));
    assert!(in_specialty(Class::Cutthroat, None, "blowgun"));
    assert!(!in_specialty(Class::Cutthroat, None, "maul"));
    assert!(in_specialty(Class::Wizard, None, "Quarterstaff"));
    assert!(!in_specialty(Class::Wizard, None, "great sword"));
}

#[test]
fn warrior_specialises_in_every_weapon() {
    for name in weapon_names() {
        assert!(in_specialty(Class::Warrior, None, name), "{name}");
    }
}

#[test]
fn hireling_has_no_specialty_except_unarmed() {
    for name in weapon_names().into_iter().filter(|n| *n != UNARMED) {
        assert!(!in_specialty(Class::Hireling, None, name), "{name}");
    }
    assert!(in_specialty(Class::Hireling, None, "unarmed"));
    assert!(in_specialty(Class::Wizard, None, "unarmed"));
    assert!(!in_specialty(Class::Wizard, None, "improvised"));
}
