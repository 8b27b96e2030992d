//! `/adversary add|remove` (rules: adversary stat line; numbering decision).

use super::super::support::*;
use super::{adversary, fight};
use crate::rules::flail::action::Action;
use crate::rules::flail::limits;
use crate::rules::flail::model::*;
use crate::rules::flail::{Event, World};

fn add(name: &str, count: u32) -> Action {
    Action::AdversaryAdd {
        name: name.into(),
        hp: 7,
        defence: 1,
        saves: 8,
        morale: 6,
        th: Some(4),
        dmg: Some(3),
        count,
    }
}

fn names(world: &World) -> Vec<String> {
    world
        .table
        .encounter
        .as_ref()
        .unwrap()
        .adversaries
        .iter()
        .map(|a| a.name.clone())
        .collect()
}

fn refused(world: &mut World, action: Action, key: &str) {
    let before = world.clone();
    let error = run(world, &gm(), action, &[]).unwrap_err();
    assert_eq!(error.key, key);
    assert_eq!(*world, before);
}

#[test]
fn a_single_adversary_keeps_its_name_and_stat_line() {
    let mut world = fight();
    let out = run(&mut world, &gm(), add("Troll", 1), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::AdversariesAdded {
            names: vec!["Troll".into()]
        }]
    );
    let troll = &world.table.encounter.as_ref().unwrap().adversaries[1];
    assert_eq!(
        *troll,
        Adversary {
            name: "Troll".into(),
            max_hp: 7,
            hp: 7,
            defence: 1,
            saves: 8,
            morale: 6,
            attacks: vec![AdversaryAttack {
                name: String::new(),
                th: 4,
                dmg: 3,
                triggers: Vec::new(),
                times: 1,
            }],
            conditions: Vec::new(),
            status: AdversaryStatus::Standing
        }
    );
}

#[test]
fn several_adversaries_are_numbered_and_a_later_add_continues_the_numbering() {
    let mut world = fight();
    let out = run(&mut world, &gm(), add("Goblin", 3), &[]).unwrap();
    let three = vec!["Goblin 1".to_string(), "Goblin 2".into(), "Goblin 3".into()];
    assert_eq!(out.events, vec![Event::AdversariesAdded { names: three }]);
    let out = run(&mut world, &gm(), add("goblin", 2), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::AdversariesAdded {
            names: vec!["goblin 4".into(), "goblin 5".into()]
        }]
    );
    assert_eq!(
        names(&world),
        vec![
            "Knight", "Goblin 1", "Goblin 2", "Goblin 3", "goblin 4", "goblin 5"
        ]
    );
    assert_eq!(
        world
            .table
            .encounter
            .as_ref()
            .unwrap()
            .numbering
            .get("goblin"),
        Some(&6)
    );
}

#[test]
fn adding_needs_an_encounter_and_the_gm() {
    let mut world = empty_world();
    let error = run(&mut world, &gm(), add("Goblin", 1), &[]).unwrap_err();
    assert_eq!(error.key, "err-no-encounter");
    let mut world = fight();
    let error = run(&mut world, &player(ALICE), add("Goblin", 1), &[]).unwrap_err();
    assert_eq!(error.key, "err-gm-only");
}

fn stats(hp: i32, defence: i32, saves: i32, morale: i32, th: u32, dmg: u32) -> Action {
    Action::AdversaryAdd {
        name: "Goblin".into(),
        hp,
        defence,
        saves,
        morale,
        th: Some(th),
        dmg: Some(dmg),
        count: 1,
    }
}

#[test]
fn adversary_numbers_out_of_bounds_are_refused() {
    let mut world = fight();
    let cases: Vec<(Action, &str)> = vec![
        (stats(0, 0, 8, 8, 4, 3), "err-hp-range"),
        (stats(limits::MAX_HP + 1, 0, 8, 8, 4, 3), "err-hp-range"),
        (stats(5, -1, 8, 8, 4, 3), "err-defence-range"),
        (
            stats(5, limits::MAX_DEFENCE + 1, 8, 8, 4, 3),
            "err-defence-range",
        ),
        (stats(5, 0, 0, 8, 4, 3), "err-saves-range"),
        (stats(5, 0, 21, 8, 4, 3), "err-saves-range"),
        (stats(5, 0, 8, 0, 4, 3), "err-morale-range"),
        (stats(5, 0, 8, 21, 4, 3), "err-morale-range"),
        (stats(5, 0, 8, 8, 0, 3), "err-th-range"),
        (stats(5, 0, 8, 8, limits::MAX_TH + 1, 3), "err-th-range"),
        (stats(5, 0, 8, 8, 4, limits::MAX_DMG + 1), "err-dmg-range"),
        (add("Goblin", 0), "err-count-range"),
        (
            add("Goblin", limits::ADVERSARIES_PER_ADD + 1),
            "err-count-range",
        ),
        (add("Orc, Goblin", 1), "err-name-comma"),
        (add("\u{202E}ssoB", 1), "err-name-chars"),
        (add(&"g".repeat(10_000), 1), "err-name-too-long"),
        // 31 letters fit, "… 1" does not.
        (add(&"g".repeat(31), 2), "err-name-too-long"),
    ];
    for (action, key) in cases {
        refused(&mut world, action, key);
    }
    // The bounds themselves are accepted.
    run(
        &mut world,
        &gm(),
        stats(
            limits::MAX_HP,
            limits::MAX_DEFENCE,
            20,
            1,
            limits::MAX_TH,
            0,
        ),
        &[],
    )
    .unwrap();
}

#[test]
fn an_encounter_holds_at_most_sixty_adversaries() {
    let mut world = fight();
    for n in 0..limits::ADVERSARIES_PER_ENCOUNTER - 1 - 3 {
        world
            .table
            .encounter
            .as_mut()
            .unwrap()
            .adversaries
            .push(adversary(&format!("Rat {n}"), 1));
    }
    refused(&mut world, add("Goblin", 4), "err-too-many-adversaries");
    run(&mut world, &gm(), add("Goblin", 3), &[]).unwrap();
    assert_eq!(names(&world).len(), limits::ADVERSARIES_PER_ENCOUNTER);
}

#[test]
fn a_name_already_in_the_encounter_is_refused() {
    let mut world = fight();
    refused(&mut world, add("KNIGHT", 1), "err-name-taken");
    refused(&mut world, add("rook", 1), "err-name-taken");
    run(&mut world, &gm(), add("Goblin 2", 1), &[]).unwrap();
    refused(&mut world, add("Goblin", 3), "err-name-taken");
}

#[test]
fn remove_keeps_the_slot_and_frees_the_name() {
    let mut world = fight();
    run(&mut world, &gm(), add("Goblin", 2), &[]).unwrap();
    let out = run(
        &mut world,
        &gm(),
        Action::AdversaryRemove {
            name: "goblin 1".into(),
        },
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::AdversaryRemoved {
            who: "Goblin 1".into()
        }]
    );
    let encounter = world.table.encounter.as_ref().unwrap();
    assert_eq!(encounter.adversaries.len(), 3);
    assert_eq!(encounter.adversaries[1].status, AdversaryStatus::Removed);
    assert_eq!(encounter.adversaries[2].status, AdversaryStatus::Standing);
    let error = run(
        &mut world,
        &gm(),
        Action::AdversaryRemove {
            name: "Goblin 1".into(),
        },
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-unknown-adversary");
    run(&mut world, &gm(), add("Goblin 1", 1), &[]).unwrap();
    assert_eq!(names(&world).len(), 4);
}

#[test]
fn remove_is_for_the_gm() {
    let mut world = fight();
    let error = run(
        &mut world,
        &player(ALICE),
        Action::AdversaryRemove {
            name: "Knight".into(),
        },
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-gm-only");
    let mut world = empty_world();
    let error = run(
        &mut world,
        &gm(),
        Action::AdversaryRemove {
            name: "Knight".into(),
        },
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-no-encounter");
}

#[test]
fn removing_the_adversary_whose_turn_it_is_passes_the_turn() {
    let mut world = fight();
    run(&mut world, &gm(), add("Goblin", 1), &[]).unwrap();
    world.table.encounter.as_mut().unwrap().turn = Some(CombatantRef::Adversary(0));
    let out = run(
        &mut world,
        &gm(),
        Action::AdversaryRemove {
            name: "Knight".into(),
        },
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events[0],
        Event::AdversaryRemoved {
            who: "Knight".into()
        }
    );
    assert!(out.events.contains(&Event::TurnOf {
        who: "Goblin".into()
    }));
    assert_eq!(
        world.table.encounter.as_ref().unwrap().turn,
        Some(CombatantRef::Adversary(1))
    );
}
