//! A PC's fumble and its choice (rules: "To Hit", "More decisions for the tracker").

use super::*;
use crate::rules::flail::{Action, ResultKind, World};

fn fumble_ally(name: &str) -> Action {
    Action::Fumble {
        ally: Some(name.to_owned()),
        item: None,
    }
}

fn fumble_item(name: &str) -> Action {
    Action::Fumble {
        ally: None,
        item: Some(name.to_owned()),
    }
}

/// Rook fumbles his axe at the knight: no 1s, two 6s.
fn rook_fumbles(world: &mut World) -> crate::rules::flail::Outcome {
    run(
        world,
        &player(ALICE),
        attack("Knight").go(),
        &[6, 6, 2, 3, 4],
    )
    .unwrap()
}

#[test]
fn two_sixes_without_ones_is_a_fumble_offering_allies_and_items() {
    let mut world = chapel();
    let out = rook_fumbles(&mut world);
    assert_eq!(out.results[0].outcome, RollOutcome::Fumble);
    assert!(out.events.contains(&Event::FumbleChoice {
        who: "Rook".into(),
        allies: vec!["Tess".into()]
    }));
    assert!(matches!(
        enc(&world).pending.as_slice(),
        [Pending::Fumble(f)] if f.character_id == ROOK && f.weapon == "Axe"
    ));
    assert_eq!(adv(&world, "Knight").hp, 20);
}

#[test]
fn one_six_without_ones_is_a_plain_fail() {
    let mut world = chapel();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[6, 5, 2, 3, 4],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::Fail);
    assert!(enc(&world).pending.is_empty());
}

#[test]
fn a_one_with_two_sixes_is_a_minor_hit_not_a_fumble() {
    let mut world = chapel();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 6, 6, 2, 3],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::MinorHit);
    assert!(enc(&world).pending.is_empty());
    assert_eq!(adv(&world, "Knight").hp, 16);
}

#[test]
fn with_no_ally_standing_only_items_are_offered() {
    let mut world = chapel();
    pc_mut(&mut world, TESS).hp = 0;
    let out = rook_fumbles(&mut world);
    assert!(out.events.contains(&Event::FumbleChoice {
        who: "Rook".into(),
        allies: vec![]
    }));
    let key = refused(&mut world, &player(ALICE), fumble_ally("Tess"), &[]);
    assert_eq!(key, "err-fumble-not-an-ally");
}

#[test]
fn fumble_on_an_ally_deals_d8_and_six_injures() {
    let mut world = chapel();
    rook_fumbles(&mut world);
    let out = run(&mut world, &player(ALICE), fumble_ally("Tess"), &[6]).unwrap();
    let r = &out.results[0];
    assert_eq!((r.kind, r.who.as_str()), (ResultKind::FumbleDamage, "Rook"));
    assert_eq!(faces(r), vec![6]);
    let tess = pc(&world, TESS);
    assert_eq!((tess.hp, tess.injured), (3, 1));
    assert!(enc(&world).pending.is_empty());
}

#[test]
fn fumble_damage_ignores_the_allys_armour() {
    let mut world = chapel();
    // Tess fumbles onto Rook, who wears a helmet: no armour choice, damage at once.
    set_turn(&mut world, CombatantRef::Pc(TESS));
    run(
        &mut world,
        &player(BOB),
        attack("Knight").go(),
        &[6, 6, 2, 3, 4],
    )
    .unwrap();
    let out = run(&mut world, &player(BOB), fumble_ally("Rook"), &[5]).unwrap();
    assert_eq!(pc(&world, ROOK).hp, 9);
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::ArmourChoice { .. }))
    );
    assert!(enc(&world).pending.is_empty());
}

#[test]
fn fumble_on_an_item_marks_one_usage_dot() {
    let mut world = chapel();
    rook_fumbles(&mut world);
    let out = run(&mut world, &player(ALICE), fumble_item("axe"), &[]).unwrap();
    assert_eq!(pc(&world, ROOK).weapons[0].usage_marked, 1);
    assert!(out.events.contains(&Event::UsageMarked {
        who: "Rook".into(),
        item: "Axe".into(),
        marked: 1,
        max: 3
    }));

    let mut world = chapel();
    rook_fumbles(&mut world);
    run(&mut world, &player(ALICE), fumble_item("Helmet"), &[]).unwrap();
    assert_eq!(pc(&world, ROOK).armour[0].usage_marked, 1);
}

/// `/fumble` with neither choice takes the default any other action would: a usage dot on
/// the weapon rolled; with that weapon fully marked, nothing.
#[test]
fn fumble_with_neither_choice_marks_the_weapon_rolled() {
    let neither = Action::Fumble {
        ally: None,
        item: None,
    };
    let mut world = chapel();
    rook_fumbles(&mut world);
    let out = run(&mut world, &player(ALICE), neither.clone(), &[]).unwrap();
    assert_eq!(pc(&world, ROOK).weapons[0].usage_marked, 1);
    assert!(out.events.contains(&Event::UsageMarked {
        who: "Rook".into(),
        item: "Axe".into(),
        marked: 1,
        max: 3
    }));
    assert!(enc(&world).pending.is_empty());

    let mut world = chapel();
    rook_fumbles(&mut world);
    pc_mut(&mut world, ROOK).weapons[0].usage_marked = 3;
    let out = run(&mut world, &player(ALICE), neither, &[]).unwrap();
    assert_eq!(pc(&world, ROOK).weapons[0].usage_marked, 3);
    assert!(
        out.events
            .contains(&Event::FumbleNothingToMark { who: "Rook".into() })
    );
    assert!(enc(&world).pending.is_empty());
}

#[test]
fn marking_the_last_dot_breaks_the_item() {
    let mut world = chapel();
    rook_fumbles(&mut world);
    pc_mut(&mut world, ROOK).weapons[0].usage_marked = 2;
    let out = run(&mut world, &player(ALICE), fumble_item("Axe"), &[]).unwrap();
    assert!(out.events.contains(&Event::ItemBroken {
        who: "Rook".into(),
        item: "Axe".into()
    }));
    assert!(pc(&world, ROOK).weapons[0].broken());
}

#[test]
fn fumble_item_refusals() {
    let mut world = chapel();
    rook_fumbles(&mut world);
    assert_eq!(
        refused(&mut world, &player(ALICE), fumble_item("Lance"), &[]),
        "err-unknown-item"
    );
    assert_eq!(
        refused(&mut world, &player(ALICE), fumble_item("shield"), &[]),
        "err-unknown-item"
    );
    pc_mut(&mut world, ROOK).armour[0].usage_marked = 2;
    assert_eq!(
        refused(&mut world, &player(ALICE), fumble_item("helmet"), &[]),
        "err-item-full"
    );
}

#[test]
fn fumble_ally_must_be_another_standing_pc_of_the_fight() {
    let mut world = chapel();
    rook_fumbles(&mut world);
    assert_eq!(
        refused(&mut world, &player(ALICE), fumble_ally("Rook"), &[]),
        "err-fumble-not-an-ally"
    );
    world
        .characters
        .push(character(104, BOB, "Wren", Class::Druid, 13, [8; 5]));
    assert_eq!(
        refused(&mut world, &player(ALICE), fumble_ally("Wren"), &[]),
        "err-fumble-not-an-ally"
    );
    assert_eq!(
        refused(&mut world, &player(ALICE), fumble_ally("Nobody"), &[]),
        "err-unknown-character"
    );
}

#[test]
fn fumble_refuses_both_choices_at_once() {
    let mut world = chapel();
    rook_fumbles(&mut world);
    let both = Action::Fumble {
        ally: Some("Tess".into()),
        item: Some("Axe".into()),
    };
    assert_eq!(
        refused(&mut world, &player(ALICE), both, &[]),
        "err-fumble-choose-one"
    );
}

#[test]
fn only_the_fumblers_owner_or_the_gm_chooses() {
    let mut world = chapel();
    rook_fumbles(&mut world);
    assert_eq!(
        refused(&mut world, &player(BOB), fumble_item("Axe"), &[]),
        "err-not-your-character"
    );
    run(&mut world, &gm(), fumble_item("Axe"), &[]).unwrap();
    assert_eq!(pc(&world, ROOK).weapons[0].usage_marked, 1);
}

#[test]
fn fumble_without_a_pending_fumble_is_refused() {
    let mut world = chapel();
    assert_eq!(
        refused(&mut world, &player(ALICE), fumble_item("Axe"), &[]),
        "err-no-pending-fumble"
    );
}

#[test]
fn an_unanswered_fumble_marks_the_weapon_rolled() {
    let mut world = chapel();
    rook_fumbles(&mut world);
    let out = run(
        &mut world,
        &player(BOB),
        attack("Knight").go(),
        &[2, 2, 2, 2, 2],
    )
    .unwrap();
    assert!(out.events.contains(&Event::UsageMarked {
        who: "Rook".into(),
        item: "Axe".into(),
        marked: 1,
        max: 3
    }));
    assert!(enc(&world).pending.is_empty());
}

#[test]
fn an_unanswered_unarmed_fumble_marks_nothing() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).weapons.clear();
    run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[6, 6, 2],
    )
    .unwrap();
    let out = run(
        &mut world,
        &player(BOB),
        attack("Knight").go(),
        &[2, 2, 2, 2, 2],
    )
    .unwrap();
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::UsageMarked { .. }))
    );
    // It does not lapse in silence: the reply says there was nothing to mark.
    assert!(
        out.events
            .contains(&Event::FumbleNothingToMark { who: "Rook".into() })
    );
    assert!(enc(&world).pending.is_empty());
}

#[test]
fn fumble_ally_damage_that_downs_the_turn_holder_passes_the_turn() {
    let mut world = chapel();
    rook_fumbles(&mut world);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
    pc_mut(&mut world, TESS).hp = 3;
    run(&mut world, &player(ALICE), fumble_ally("Tess"), &[4]).unwrap();
    assert_eq!(pc(&world, TESS).death_rolls_pending, 1);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Adversary(0)));
}
