//! Non-physical damage (`/damage physical:false`) and its armour choice (rules: "Armour":
//! armour does nothing against it, except that 1 usage dot halves it, rounded down, and 2
//! negate it; offered like the To Hit armour choice).

use super::attack::{ROOK, TESS, chapel, enc, pc, pc_mut, set_turn};
use super::support::*;
use crate::rules::flail::model::*;
use crate::rules::flail::{Action, Actor, Event, World};

fn nonphysical(target: &str, amount: i32) -> Action {
    Action::Damage {
        target: target.into(),
        amount,
        physical: false,
    }
}

fn armour(piece: ArmourPiece, dots: u32, more: bool) -> Action {
    Action::Armour { piece, dots, more }
}

/// The chapel with Rook (Alice's) in a helmet (2 dots) and basic armour (3 dots), the
/// knight's turn.
fn armoured() -> World {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).armour.push(Armour {
        piece: ArmourPiece::Basic,
        usage_marked: 0,
    });
    set_turn(&mut world, CombatantRef::Adversary(0));
    world
}

fn marked(world: &World, piece: ArmourPiece) -> u32 {
    pc(world, ROOK)
        .armour
        .iter()
        .find(|a| a.piece == piece)
        .map_or(0, |a| a.usage_marked)
}

fn refused(world: &mut World, actor: &Actor, action: Action, key: &str) {
    let before = world.clone();
    let error = run(world, actor, action, &[]).unwrap_err();
    assert_eq!(error.key, key);
    assert_eq!(*world, before, "a refused action changed the world");
}

#[test]
fn nonphysical_damage_on_an_armoured_pc_waits_for_the_choice() {
    let mut world = armoured();
    let out = run(&mut world, &gm(), nonphysical("Rook", 7), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::NonPhysicalChoice {
            defender: "Rook".into(),
            amount: 7,
            marked: 0,
            pieces: vec![(ArmourPiece::Helmet, 2), (ArmourPiece::Basic, 3)],
        }]
    );
    assert_eq!(pc(&world, ROOK).hp, 14, "nothing lands before the choice");
    assert_eq!(
        world.table.pending_damage,
        Some(PendingDamage {
            target: ROOK,
            amount: 7,
            dots: 0
        })
    );
    assert!(world.table.awaits_choice());
}

#[test]
fn one_dot_halves_rounding_down() {
    let mut world = armoured();
    run(&mut world, &gm(), nonphysical("Rook", 7), &[]).unwrap();
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Basic, 1, false),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![
            Event::ArmourUsed {
                who: "Rook".into(),
                piece: ArmourPiece::Basic,
                dots: 1
            },
            Event::DamageReduced {
                who: "Rook".into(),
                from: 7,
                to: 3
            },
            Event::Damaged {
                who: "Rook".into(),
                amount: 3,
                hp: 11,
                max_hp: 14
            },
        ]
    );
    assert_eq!(marked(&world, ArmourPiece::Basic), 1);
    assert_eq!(world.table.pending_damage, None);
}

#[test]
fn halving_one_point_leaves_nothing() {
    let mut world = armoured();
    run(&mut world, &gm(), nonphysical("Rook", 1), &[]).unwrap();
    let out = run(
        &mut world,
        &gm(),
        armour(ArmourPiece::Helmet, 1, false),
        &[],
    )
    .unwrap();
    assert!(out.events.contains(&Event::DamageReduced {
        who: "Rook".into(),
        from: 1,
        to: 0
    }));
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::Damaged { .. })),
        "no damage event for nothing: {:?}",
        out.events
    );
    assert_eq!(pc(&world, ROOK).hp, 14);
}

#[test]
fn two_dots_on_one_piece_negate_and_can_break_it() {
    let mut world = armoured();
    run(&mut world, &gm(), nonphysical("Rook", 12), &[]).unwrap();
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 2, false),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![
            Event::ArmourUsed {
                who: "Rook".into(),
                piece: ArmourPiece::Helmet,
                dots: 2
            },
            Event::ItemBroken {
                who: "Rook".into(),
                item: "helmet".into()
            },
            Event::DamageReduced {
                who: "Rook".into(),
                from: 12,
                to: 0
            },
        ]
    );
    let rook = pc(&world, ROOK);
    assert_eq!((rook.hp, rook.injured), (14, 0));
}

#[test]
fn two_pieces_give_one_dot_each_to_negate() {
    let mut world = armoured();
    run(&mut world, &gm(), nonphysical("Rook", 9), &[]).unwrap();
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 1, true),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events.last(),
        Some(&Event::NonPhysicalChoice {
            defender: "Rook".into(),
            amount: 9,
            marked: 1,
            pieces: vec![(ArmourPiece::Helmet, 1), (ArmourPiece::Basic, 3)],
        })
    );
    assert_eq!(pc(&world, ROOK).hp, 14, "still open");
    assert_eq!(world.table.pending_damage.as_ref().map(|p| p.dots), Some(1));
    // The second dot may not be two: only one more counts.
    refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Basic, 2, false),
        "err-armour-nonphysical-dots",
    );
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Basic, 1, false),
        &[],
    )
    .unwrap();
    assert!(out.events.contains(&Event::DamageReduced {
        who: "Rook".into(),
        from: 9,
        to: 0
    }));
    assert_eq!(pc(&world, ROOK).hp, 14);
    assert_eq!(
        (
            marked(&world, ArmourPiece::Helmet),
            marked(&world, ArmourPiece::Basic)
        ),
        (1, 1)
    );
}

#[test]
fn no_dots_takes_it_whole_with_its_injury() {
    let mut world = armoured();
    run(&mut world, &gm(), nonphysical("Rook", 6), &[]).unwrap();
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Basic, 0, false),
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![
            Event::Damaged {
                who: "Rook".into(),
                amount: 6,
                hp: 8,
                max_hp: 14
            },
            Event::Injured {
                who: "Rook".into(),
                count: 1
            },
        ]
    );
    assert_eq!(marked(&world, ArmourPiece::Basic), 0);
}

#[test]
fn bad_choices_are_refused_and_change_nothing() {
    let mut world = armoured();
    run(&mut world, &gm(), nonphysical("Rook", 8), &[]).unwrap();
    refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Basic, 3, false),
        "err-armour-nonphysical-dots",
    );
    refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Shield, 1, false),
        "err-armour-not-worn",
    );
    pc_mut(&mut world, ROOK).armour[0].usage_marked = 1;
    refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 2, false),
        "err-armour-too-few-dots",
    );
    // Tess's player may not choose for Rook; the GM may.
    refused(
        &mut world,
        &player(BOB),
        armour(ArmourPiece::Basic, 1, false),
        "err-not-your-character",
    );
    run(&mut world, &gm(), armour(ArmourPiece::Basic, 2, false), &[]).unwrap();
    assert_eq!(pc(&world, ROOK).hp, 14);
}

#[test]
fn another_action_first_lands_it_with_the_dots_marked_so_far() {
    // Nothing marked: the whole damage.
    let mut world = armoured();
    run(&mut world, &gm(), nonphysical("Rook", 5), &[]).unwrap();
    let out = run(&mut world, &gm(), Action::Next, &[]).unwrap();
    assert_eq!(
        out.events.first(),
        Some(&Event::DamageStands { who: "Rook".into() })
    );
    assert_eq!(pc(&world, ROOK).hp, 9);
    assert_eq!(world.table.pending_damage, None);

    // One dot marked and the choice kept open: halved.
    let mut world = armoured();
    run(&mut world, &gm(), nonphysical("Rook", 5), &[]).unwrap();
    run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 1, true),
        &[],
    )
    .unwrap();
    run(&mut world, &gm(), Action::Next, &[]).unwrap();
    assert_eq!(pc(&world, ROOK).hp, 12);
    assert_eq!(marked(&world, ArmourPiece::Helmet), 1);
}

#[test]
fn without_free_armour_it_lands_at_once() {
    let mut world = armoured();
    let out = run(&mut world, &gm(), nonphysical("Tess", 4), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::Damaged {
            who: "Tess".into(),
            amount: 4,
            hp: 5,
            max_hp: 9
        }]
    );
    pc_mut(&mut world, ROOK).armour[0].usage_marked = 2;
    pc_mut(&mut world, ROOK).armour[1].usage_marked = 3;
    run(&mut world, &gm(), nonphysical("Rook", 4), &[]).unwrap();
    assert_eq!(pc(&world, ROOK).hp, 10);
    assert_eq!(world.table.pending_damage, None);
}

#[test]
fn an_adversary_takes_it_whole() {
    let mut world = armoured();
    run(&mut world, &gm(), nonphysical("Knight", 7), &[]).unwrap();
    assert_eq!(enc(&world).adversaries[0].hp, 13);
    assert_eq!(world.table.pending_damage, None);
}

#[test]
fn only_the_gm_deals_it() {
    let mut world = armoured();
    refused(
        &mut world,
        &player(ALICE),
        nonphysical("Tess", 3),
        "err-gm-only",
    );
}

#[test]
fn armour_with_nothing_pending_is_refused() {
    let mut world = armoured();
    refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 1, false),
        "err-no-pending-hit",
    );
}

#[test]
fn the_acting_pc_felled_by_halved_damage_passes_the_turn() {
    let mut world = armoured();
    set_turn(&mut world, CombatantRef::Pc(ROOK));
    pc_mut(&mut world, ROOK).hp = 3;
    run(&mut world, &gm(), nonphysical("Rook", 8), &[]).unwrap();
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Basic, 1, false),
        &[],
    )
    .unwrap();
    assert_eq!(pc(&world, ROOK).hp, 0);
    assert!(
        out.events
            .iter()
            .any(|e| matches!(e, Event::TurnOf { who } if who == "Tess")),
        "{:?}",
        out.events
    );
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
}

#[test]
fn out_of_a_fight_the_choice_is_offered_too() {
    let mut world = armoured();
    world.table.encounter = None;
    world.table.last_gm = Some(GM);
    run(&mut world, &gm(), nonphysical("Rook", 6), &[]).unwrap();
    assert!(world.table.pending_damage.is_some());
    assert_eq!(world.table.characters_in_play(), vec![ROOK]);
    run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 1, false),
        &[],
    )
    .unwrap();
    assert_eq!(pc(&world, ROOK).hp, 11);
    assert!(world.table.characters_in_play().is_empty());
}

#[test]
fn a_stored_damage_action_without_the_flag_is_physical() {
    let action: Action =
        serde_json::from_str(r#"{"action":"damage","target":"Rook","amount":3}"#).unwrap();
    assert_eq!(
        action,
        Action::Damage {
            target: "Rook".into(),
            amount: 3,
            physical: true
        }
    );
}
