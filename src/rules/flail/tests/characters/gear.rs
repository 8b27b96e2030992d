//! `/character weapon` and `/character armour` (rules: weapon table, "Armour").

use super::super::support::*;
use super::refused;
use crate::rules::flail::action::Action;
use crate::rules::flail::limits;
use crate::rules::flail::model::*;
use crate::rules::flail::{Event, World};

fn world() -> World {
    let mut world = empty_world();
    world
        .characters
        .push(character(8, ALICE, "Tess", Class::Bard, 9, [10; 5]));
    world
}

fn add(weapon: &str, th: Option<u32>, dmg: Option<u32>) -> Action {
    Action::CharacterWeapon {
        character: "Tess".into(),
        weapon: weapon.into(),
        th,
        dmg,
        missile: None,
        specialty: None,
        two_handed: None,
        remove: false,
    }
}

fn remove(weapon: &str) -> Action {
    Action::CharacterWeapon {
        character: "Tess".into(),
        weapon: weapon.into(),
        th: None,
        dmg: None,
        missile: None,
        specialty: None,
        two_handed: None,
        remove: true,
    }
}

fn tess(world: &World) -> &Character {
    &world.characters[0]
}

#[test]
fn preset_weapon_takes_the_table_numbers_and_the_class_specialty() {
    let mut world = world();
    let out = run(
        &mut world,
        &player(ALICE),
        add("Short-Bow", None, None),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::WeaponAdded {
            who: "Tess".into(),
            weapon: "short bow".into(),
            th: 5,
            dmg: 3,
            specialty: true
        }]
    );
    let bow = &tess(&world).weapons[0];
    assert_eq!(
        (bow.kind, bow.usage_marked, bow.usage_max),
        (WeaponKind::Missile, 0, 3)
    );
    run(&mut world, &player(ALICE), add("maul", None, None), &[]).unwrap();
    let maul = &tess(&world).weapons[1];
    assert_eq!(
        (maul.th, maul.dmg, maul.kind, maul.specialty),
        (6, 3, WeaponKind::Melee, false)
    );
}

#[test]
fn preset_weapon_accepts_overrides() {
    let mut world = world();
    let action = Action::CharacterWeapon {
        character: "Tess".into(),
        weapon: "spear".into(),
        th: Some(6),
        dmg: None,
        missile: Some(false),
        specialty: Some(true),
        two_handed: None,
        remove: false,
    };
    // Marking a weapon as in the specialty is the GM's.
    let error = run(&mut world, &player(ALICE), action.clone(), &[]).unwrap_err();
    assert_eq!(error.key, "err-gm-only");
    let moderator = crate::rules::flail::Actor {
        user: GM,
        moderator: true,
        name: String::new(),
    };
    run(&mut world, &moderator, action, &[]).unwrap();
    let spear = &tess(&world).weapons[0];
    assert_eq!(
        (spear.th, spear.dmg, spear.kind, spear.specialty),
        (6, 4, WeaponKind::Melee, true)
    );
}

#[test]
/// Rules, "Custom weapons and the specialty": a bard's custom axe is off-specialty.
fn custom_weapon_needs_th_and_dmg_and_is_off_specialty_unless_on_the_list() {
    let mut world = world();
    let out = run(
        &mut world,
        &player(ALICE),
        add("Rook's axe", Some(5), Some(4)),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::WeaponAdded {
            who: "Tess".into(),
            weapon: "Rook's axe".into(),
            th: 5,
            dmg: 4,
            specialty: false
        }]
    );
    assert_eq!(tess(&world).weapons[0].kind, WeaponKind::Melee);
    let action = Action::CharacterWeapon {
        character: "Tess".into(),
        weapon: "Harpoon".into(),
        th: Some(4),
        dmg: Some(0),
        missile: Some(true),
        specialty: Some(false),
        two_handed: None,
        remove: false,
    };
    run(&mut world, &player(ALICE), action, &[]).unwrap();
    let harpoon = &tess(&world).weapons[1];
    assert_eq!(
        (harpoon.kind, harpoon.specialty, harpoon.dmg),
        (WeaponKind::Missile, false, 0)
    );
}

#[test]
fn unknown_weapon_without_both_numbers_is_refused() {
    let mut world = world();
    refused(
        &mut world,
        &player(ALICE),
        add("axe", None, None),
        "err-unknown-weapon",
    );
    refused(
        &mut world,
        &player(ALICE),
        add("axe", Some(5), None),
        "err-unknown-weapon",
    );
    refused(
        &mut world,
        &player(ALICE),
        add("axe", None, Some(4)),
        "err-unknown-weapon",
    );
}

#[test]
fn weapon_numbers_out_of_bounds_are_refused() {
    let mut world = world();
    refused(
        &mut world,
        &player(ALICE),
        add("axe", Some(0), Some(4)),
        "err-th-range",
    );
    refused(
        &mut world,
        &player(ALICE),
        add("axe", Some(limits::MAX_TH + 1), Some(4)),
        "err-th-range",
    );
    refused(
        &mut world,
        &player(ALICE),
        add("axe", Some(5), Some(limits::MAX_DMG + 1)),
        "err-dmg-range",
    );
    refused(
        &mut world,
        &player(ALICE),
        add("dagger", Some(u32::MAX), None),
        "err-th-range",
    );
    refused(
        &mut world,
        &player(ALICE),
        add("axe, hammer", Some(5), Some(4)),
        "err-name-comma",
    );
    refused(
        &mut world,
        &player(ALICE),
        add(&"a".repeat(10_000), Some(5), Some(4)),
        "err-name-too-long",
    );
}

#[test]
fn a_weapon_already_carried_is_refused_not_replaced() {
    let mut world = world();
    run(&mut world, &player(ALICE), add("dagger", None, None), &[]).unwrap();
    refused(
        &mut world,
        &player(ALICE),
        add("DAGGER", Some(6), Some(6)),
        "err-weapon-exists",
    );
}

#[test]
fn a_character_carries_at_most_ten_weapons() {
    let mut world = world();
    for n in 0..limits::WEAPONS_PER_CHARACTER {
        world.characters[0]
            .weapons
            .push(weapon(&format!("Knife {n}"), 4, 3));
    }
    refused(
        &mut world,
        &player(ALICE),
        add("dagger", None, None),
        "err-too-many-weapons",
    );
}

#[test]
fn remove_drops_a_weapon_by_any_spelling_of_its_name() {
    let mut world = world();
    run(
        &mut world,
        &player(ALICE),
        add("battle axe", None, None),
        &[],
    )
    .unwrap();
    let out = run(&mut world, &player(ALICE), remove("Battle-Axe"), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::WeaponRemoved {
            who: "Tess".into(),
            weapon: "battle axe".into()
        }]
    );
    assert!(tess(&world).weapons.is_empty());
    refused(
        &mut world,
        &player(ALICE),
        remove("battle axe"),
        "err-weapon-not-carried",
    );
}

#[test]
fn weapons_are_for_the_owner_or_the_gm() {
    let mut world = world();
    refused(
        &mut world,
        &player(BOB),
        add("dagger", None, None),
        "err-not-your-character",
    );
    world.table.encounter = Some(Encounter::new(GM, None));
    run(&mut world, &gm(), add("dagger", None, None), &[]).unwrap();
    assert_eq!(tess(&world).weapons.len(), 1);
}

fn armour(piece: ArmourPiece, remove: bool) -> Action {
    Action::CharacterArmour {
        character: "Tess".into(),
        piece,
        remove,
    }
}

#[test]
fn armour_is_worn_with_no_dots_marked_one_piece_of_each_type() {
    let mut world = world();
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, false),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::ArmourAdded {
            who: "Tess".into(),
            piece: ArmourPiece::Helmet
        }]
    );
    run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Light, false),
        &[],
    )
    .unwrap();
    assert_eq!(
        tess(&world).armour,
        vec![
            Armour {
                piece: ArmourPiece::Helmet,
                usage_marked: 0
            },
            Armour {
                piece: ArmourPiece::Light,
                usage_marked: 0
            }
        ]
    );
    refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, false),
        "err-armour-worn",
    );
}

#[test]
fn armour_remove_takes_off_a_worn_piece_only() {
    let mut world = world();
    refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Shield, true),
        "err-armour-not-worn",
    );
    run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Shield, false),
        &[],
    )
    .unwrap();
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Shield, true),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::ArmourRemoved {
            who: "Tess".into(),
            piece: ArmourPiece::Shield
        }]
    );
    assert!(tess(&world).armour.is_empty());
    refused(
        &mut world,
        &player(BOB),
        armour(ArmourPiece::Shield, false),
        "err-not-your-character",
    );
}
