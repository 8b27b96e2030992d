//! `/character create|edit|delete` (rules: "Characters and adversaries").

mod edit;
mod gear;
mod presets;

use super::support::*;
use crate::rules::flail::action::{Action, CharacterEdit};
use crate::rules::flail::model::*;
use crate::rules::flail::{Event, World};

fn create(name: &str, class: Class, attributes: [Option<i32>; 5]) -> Action {
    Action::CharacterCreate {
        name: name.to_owned(),
        class,
        attributes,
        hp: None,
        religion: None,
    }
}

const ATTRS: [Option<i32>; 5] = [Some(10), Some(9), Some(8), Some(7), Some(6)];

fn world_with(characters: Vec<Character>) -> World {
    let mut world = empty_world();
    world.guild_character_count = characters.len();
    world.characters = characters;
    world
}

fn edit(character: &str, edit: CharacterEdit) -> Action {
    Action::CharacterEdit {
        character: character.to_owned(),
        edit,
    }
}

/// Asserts the action is refused with `key` and changes nothing.
fn refused(world: &mut World, actor: &crate::rules::flail::Actor, action: Action, key: &str) {
    let before = world.clone();
    let error = run(world, actor, action, &[]).unwrap_err();
    assert_eq!(error.key, key);
    assert_eq!(*world, before);
}

#[test]
fn create_takes_class_max_hp_and_the_given_attributes() {
    let mut world = empty_world();
    let out = run(
        &mut world,
        &player(ALICE),
        create("Rook", Class::Warrior, ATTRS),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::CharacterCreated {
            who: "Rook".into(),
            class: Class::Warrior,
            hp: 14
        }]
    );
    let rook = &world.characters[0];
    assert_eq!((rook.id, rook.owner, rook.guild), (0, ALICE, 10));
    assert_eq!((rook.hp, rook.max_hp), (14, 14));
    assert_eq!(
        rook.attributes,
        Attributes {
            str: 10,
            dex: 9,
            int: 8,
            cha: 7,
            luck: 6
        }
    );
    assert_eq!(rook.religion, None);
    assert_eq!(world.guild_character_count, 1);
}

#[test]
fn create_hireling_defaults_every_attribute_to_six() {
    let mut world = empty_world();
    let attrs = [None, Some(8), None, None, None];
    run(
        &mut world,
        &player(ALICE),
        create("Torchbearer", Class::Hireling, attrs),
        &[],
    )
    .unwrap();
    let h = &world.characters[0];
    assert_eq!(
        h.attributes,
        Attributes {
            str: 6,
            dex: 8,
            int: 6,
            cha: 6,
            luck: 6
        }
    );
    assert_eq!((h.hp, h.max_hp), (6, 6));
}

#[test]
fn create_hp_override_sets_max_and_current_hp() {
    let mut world = empty_world();
    let action = Action::CharacterCreate {
        name: "Tess".into(),
        class: Class::Bard,
        attributes: ATTRS,
        hp: Some(11),
        religion: None,
    };
    let out = run(&mut world, &player(ALICE), action, &[]).unwrap();
    assert_eq!(
        (world.characters[0].hp, world.characters[0].max_hp),
        (11, 11)
    );
    assert!(matches!(
        out.events[0],
        Event::CharacterCreated { hp: 11, .. }
    ));
}

#[test]
fn create_refuses_hp_out_of_bounds() {
    for hp in [0, -3, 1000] {
        let mut world = empty_world();
        let action = Action::CharacterCreate {
            name: "Tess".into(),
            class: Class::Bard,
            attributes: ATTRS,
            hp: Some(hp),
            religion: None,
        };
        refused(&mut world, &player(ALICE), action, "err-hp-range");
    }
}

#[test]
fn create_requires_all_five_attributes_except_for_hirelings() {
    let mut world = empty_world();
    let attrs = [Some(10), Some(9), None, Some(7), Some(6)];
    let error = run(
        &mut world,
        &player(ALICE),
        create("Rook", Class::Warrior, attrs),
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-attribute-missing");
    assert!(error.args.contains(&("attribute", "int".into())));
    assert!(world.characters.is_empty());
}

#[test]
fn create_refuses_attributes_outside_two_to_twelve() {
    for bad in [1, 13, -5, i32::MAX] {
        let mut world = empty_world();
        let attrs = [Some(10), Some(bad), Some(8), Some(7), Some(6)];
        refused(
            &mut world,
            &player(ALICE),
            create("Rook", Class::Warrior, attrs),
            "err-attribute-range",
        );
    }
    let mut world = empty_world();
    let edge = [Some(2), Some(12), Some(2), Some(12), Some(2)];
    assert!(
        run(
            &mut world,
            &player(ALICE),
            create("Rook", Class::Warrior, edge),
            &[]
        )
        .is_ok()
    );
}

#[test]
fn create_refuses_a_name_taken_in_the_server_ignoring_case() {
    let rook = character(7, BOB, "Rook", Class::Warrior, 14, [10; 5]);
    let mut world = world_with(vec![rook]);
    refused(
        &mut world,
        &player(ALICE),
        create("rOOK", Class::Bard, ATTRS),
        "err-character-exists",
    );
}

#[test]
fn create_refuses_past_the_server_limit() {
    let mut world = empty_world();
    world.guild_character_count = crate::rules::flail::limits::CHARACTERS_PER_GUILD;
    refused(
        &mut world,
        &player(ALICE),
        create("Rook", Class::Warrior, ATTRS),
        "err-too-many-characters",
    );
}

#[test]
fn create_refuses_overlong_listed_and_invisible_names() {
    let mut world = empty_world();
    let long = "x".repeat(10_000);
    refused(
        &mut world,
        &player(ALICE),
        create(&long, Class::Warrior, ATTRS),
        "err-name-too-long",
    );
    for (bad, key) in [
        ("Rook, Tess", "err-name-comma"),
        ("Ro\u{200B}ok", "err-name-chars"),
        ("\u{202E}kooR", "err-name-chars"),
        ("***", "err-name-chars"),
    ] {
        refused(
            &mut world,
            &player(ALICE),
            create(bad, Class::Warrior, ATTRS),
            key,
        );
    }
    refused(
        &mut world,
        &player(ALICE),
        create("   ", Class::Warrior, ATTRS),
        "err-name-empty",
    );
}

#[test]
fn cleric_needs_a_religion_and_other_classes_refuse_one() {
    let mut world = empty_world();
    refused(
        &mut world,
        &player(ALICE),
        create("Mira", Class::Cleric, ATTRS),
        "err-religion-required",
    );
    let bard = Action::CharacterCreate {
        name: "Tess".into(),
        class: Class::Bard,
        attributes: ATTRS,
        hp: None,
        religion: Some(Religion::War),
    };
    refused(&mut world, &player(ALICE), bard, "err-religion-not-cleric");
    let cleric = Action::CharacterCreate {
        name: "Mira".into(),
        class: Class::Cleric,
        attributes: ATTRS,
        hp: None,
        religion: Some(Religion::Pain),
    };
    run(&mut world, &player(ALICE), cleric, &[]).unwrap();
    assert_eq!(world.characters[0].religion, Some(Religion::Pain));
    assert_eq!(world.characters[0].max_hp, 12);
}

#[test]
fn delete_removes_the_owners_character() {
    let mut world = world_with(vec![character(
        7,
        ALICE,
        "Rook",
        Class::Warrior,
        14,
        [10; 5],
    )]);
    let delete = Action::CharacterDelete {
        character: "ROOK".into(),
    };
    let out = run(&mut world, &player(ALICE), delete, &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::CharacterDeleted { who: "Rook".into() }]
    );
    assert!(world.characters.is_empty());
    assert_eq!(world.guild_character_count, 0);
}

#[test]
fn delete_is_for_the_owner_the_gm_or_a_moderator() {
    let mut world = world_with(vec![character(
        7,
        ALICE,
        "Rook",
        Class::Warrior,
        14,
        [10; 5],
    )]);
    world.table.encounter = Some(Encounter::new(GM, None));
    let delete = || Action::CharacterDelete {
        character: "Rook".into(),
    };
    refused(&mut world, &player(BOB), delete(), "err-not-your-character");
    // The GM too (a PC's actions are its owner's or the GM's); a
    // moderator who plays a PC here is refused before the engine, by the seats check.
    let mut gms = world.clone();
    run(&mut gms, &gm(), delete(), &[]).unwrap();
    assert!(gms.characters.is_empty());
    let moderator = crate::rules::flail::Actor {
        user: BOB,
        moderator: true,
        name: String::new(),
    };
    run(&mut world, &moderator, delete(), &[]).unwrap();
    assert!(world.characters.is_empty());
}

#[test]
fn delete_refused_while_the_character_is_in_this_encounter() {
    let mut world = world_with(vec![character(
        7,
        ALICE,
        "Rook",
        Class::Warrior,
        14,
        [10; 5],
    )]);
    let mut encounter = Encounter::new(GM, None);
    encounter.pcs.push(PcEntry {
        character_id: 7,
        name: "Rook".into(),
        group: None,
        fled: false,
        owner: 0,
    });
    world.table.encounter = Some(encounter);
    let delete = || Action::CharacterDelete {
        character: "Rook".into(),
    };
    refused(
        &mut world,
        &player(ALICE),
        delete(),
        "err-character-in-encounter",
    );
    // Once it has fled it may go, and leaves no entry behind.
    world.table.encounter.as_mut().unwrap().pcs[0].fled = true;
    run(&mut world, &player(ALICE), delete(), &[]).unwrap();
    assert!(world.table.encounter.as_ref().unwrap().pcs.is_empty());
}
