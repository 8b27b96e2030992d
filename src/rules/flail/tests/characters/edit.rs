//! `/character edit` (rules: "Characters and adversaries").

use super::super::support::*;
use super::{edit, refused, world_with};
use crate::rules::flail::Event;
use crate::rules::flail::action::CharacterEdit;
use crate::rules::flail::model::*;

#[test]
fn edit_changes_only_the_given_fields() {
    let mut world = world_with(vec![character(
        7,
        ALICE,
        "Rook",
        Class::Warrior,
        14,
        [10; 5],
    )]);
    let change = CharacterEdit {
        dex: Some(11),
        hp: Some(5),
        ..CharacterEdit::default()
    };
    let out = run(&mut world, &player(ALICE), edit("rook", change), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::CharacterEdited { who: "Rook".into() }]
    );
    let rook = &world.characters[0];
    assert_eq!(
        rook.attributes,
        Attributes {
            str: 10,
            dex: 11,
            int: 10,
            cha: 10,
            luck: 10
        }
    );
    assert_eq!((rook.hp, rook.max_hp), (5, 14));
}

#[test]
fn edit_allows_attributes_up_to_twenty() {
    let mut world = world_with(vec![character(
        7,
        ALICE,
        "Rook",
        Class::Warrior,
        14,
        [10; 5],
    )]);
    let ok = CharacterEdit {
        luck: Some(20),
        ..CharacterEdit::default()
    };
    run(&mut world, &player(ALICE), edit("Rook", ok), &[]).unwrap();
    assert_eq!(world.characters[0].attributes.luck, 20);
    let too_high = CharacterEdit {
        luck: Some(21),
        ..CharacterEdit::default()
    };
    refused(
        &mut world,
        &player(ALICE),
        edit("Rook", too_high),
        "err-attribute-range",
    );
    let too_low = CharacterEdit {
        str: Some(1),
        ..CharacterEdit::default()
    };
    refused(
        &mut world,
        &player(ALICE),
        edit("Rook", too_low),
        "err-attribute-range",
    );
}

#[test]
fn edit_refuses_hp_above_max_hp() {
    let mut world = world_with(vec![character(
        7,
        ALICE,
        "Rook",
        Class::Warrior,
        14,
        [10; 5],
    )]);
    let change = CharacterEdit {
        hp: Some(15),
        ..CharacterEdit::default()
    };
    refused(
        &mut world,
        &player(ALICE),
        edit("Rook", change),
        "err-hp-range",
    );
    let lower_max = CharacterEdit {
        max_hp: Some(10),
        ..CharacterEdit::default()
    };
    run(&mut world, &player(ALICE), edit("Rook", lower_max), &[]).unwrap();
    assert_eq!(
        (world.characters[0].hp, world.characters[0].max_hp),
        (10, 10)
    );
    let zero_max = CharacterEdit {
        max_hp: Some(0),
        ..CharacterEdit::default()
    };
    refused(
        &mut world,
        &player(ALICE),
        edit("Rook", zero_max),
        "err-hp-range",
    );
}

#[test]
fn edit_is_for_the_owner_the_gm_or_a_moderator() {
    let mut world = world_with(vec![character(
        7,
        ALICE,
        "Rook",
        Class::Warrior,
        14,
        [10; 5],
    )]);
    let change = || CharacterEdit {
        cha: Some(4),
        ..CharacterEdit::default()
    };
    refused(
        &mut world,
        &player(BOB),
        edit("Rook", change()),
        "err-not-your-character",
    );
    let moderator = crate::rules::flail::Actor {
        user: BOB,
        moderator: true,
        name: String::new(),
    };
    run(&mut world, &moderator, edit("Rook", change()), &[]).unwrap();
    world.table.encounter = Some(Encounter::new(GM, None));
    let gm_change = CharacterEdit {
        cha: Some(5),
        ..CharacterEdit::default()
    };
    run(&mut world, &gm(), edit("Rook", gm_change), &[]).unwrap();
    assert_eq!(world.characters[0].attributes.cha, 5);
}

#[test]
fn edit_rename_stays_unique_and_updates_the_encounter() {
    let mut world = world_with(vec![
        character(7, ALICE, "Rook", Class::Warrior, 14, [10; 5]),
        character(8, BOB, "Tess", Class::Bard, 9, [10; 5]),
    ]);
    let mut encounter = Encounter::new(GM, None);
    encounter.pcs.push(PcEntry {
        character_id: 7,
        name: "Rook".into(),
        group: None,
        fled: false,
        owner: 0,
    });
    world.table.encounter = Some(encounter);
    let clash = CharacterEdit {
        name: Some("TESS".into()),
        ..CharacterEdit::default()
    };
    refused(
        &mut world,
        &player(ALICE),
        edit("Rook", clash),
        "err-character-exists",
    );
    let bad = CharacterEdit {
        name: Some("Ro\u{200B}ok".into()),
        ..CharacterEdit::default()
    };
    refused(
        &mut world,
        &player(ALICE),
        edit("Rook", bad),
        "err-name-chars",
    );
    let rename = CharacterEdit {
        name: Some("Rook the  Bold".into()),
        ..CharacterEdit::default()
    };
    let out = run(&mut world, &player(ALICE), edit("Rook", rename), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::CharacterEdited {
            who: "Rook the Bold".into()
        }]
    );
    assert_eq!(world.characters[0].name, "Rook the Bold");
    assert_eq!(
        world.table.encounter.as_ref().unwrap().pcs[0].name,
        "Rook the Bold"
    );
    // Changing only the case of one's own name is not a clash.
    let recase = CharacterEdit {
        name: Some("rook the bold".into()),
        ..CharacterEdit::default()
    };
    run(
        &mut world,
        &player(ALICE),
        edit("Rook the Bold", recase),
        &[],
    )
    .unwrap();
}

#[test]
fn edit_class_change_takes_the_class_max_hp_and_rechecks_preset_specialty() {
    let mut bard = character(7, ALICE, "Tess", Class::Bard, 9, [10; 5]);
    bard.weapons.push(weapon("dagger", 4, 3));
    let mut maul = weapon("maul", 6, 3);
    maul.specialty = false;
    bard.weapons.push(maul);
    let mut custom = weapon("Grandpa's pan", 3, 2);
    custom.specialty = false;
    bard.weapons.push(custom);
    let mut world = world_with(vec![bard]);
    let to_cleric = CharacterEdit {
        class: Some(Class::Cleric),
        ..CharacterEdit::default()
    };
    refused(
        &mut world,
        &player(ALICE),
        edit("Tess", to_cleric.clone()),
        "err-religion-required",
    );
    let war = CharacterEdit {
        religion: Some(Religion::War),
        ..to_cleric
    };
    run(&mut world, &player(ALICE), edit("Tess", war), &[]).unwrap();
    let tess = &world.characters[0];
    assert_eq!(
        (tess.class, tess.religion),
        (Class::Cleric, Some(Religion::War))
    );
    assert_eq!((tess.hp, tess.max_hp), (9, 12));
    let flags: Vec<bool> = tess.weapons.iter().map(|w| w.specialty).collect();
    assert_eq!(flags, vec![false, true, false]);
    let back = CharacterEdit {
        class: Some(Class::Wizard),
        ..CharacterEdit::default()
    };
    run(&mut world, &player(ALICE), edit("Tess", back), &[]).unwrap();
    let tess = &world.characters[0];
    assert_eq!((tess.religion, tess.hp, tess.max_hp), (None, 8, 8));
}

#[test]
fn edit_refuses_an_empty_edit_and_unknown_characters() {
    let mut world = world_with(vec![character(
        7,
        ALICE,
        "Rook",
        Class::Warrior,
        14,
        [10; 5],
    )]);
    refused(
        &mut world,
        &player(ALICE),
        edit("Rook", CharacterEdit::default()),
        "err-nothing-to-edit",
    );
    let change = CharacterEdit {
        cha: Some(4),
        ..CharacterEdit::default()
    };
    refused(
        &mut world,
        &player(ALICE),
        edit(&"y".repeat(10_000), change),
        "err-unknown-character",
    );
}
