//! The defender's armour choice (rules: "Armour", "More decisions for the tracker").

use super::*;
use crate::rules::flail::{Action, World};

fn armour(piece: ArmourPiece, dots: u32, more: bool) -> Action {
    Action::Armour { piece, dots, more }
}

fn wear(world: &mut World, id: i64, piece: ArmourPiece, marked: u32) {
    pc_mut(world, id).armour.push(Armour {
        piece,
        usage_marked: marked,
    });
}

/// The knight's turn, its great sword just rolled against Rook.
fn knight_swings(world: &mut World, faces: &[u32]) -> crate::rules::flail::Outcome {
    set_turn(world, CombatantRef::Adversary(0));
    run(world, &gm(), attack("Rook").by("Knight").go(), faces).unwrap()
}

#[test]
fn chapel_knight_death_blow_waits_for_the_armour_choice() {
    let mut world = chapel();
    let out = knight_swings(&mut world, &[1, 1, 1, 4, 5, 6]);
    let r = &out.results[0];
    assert_eq!((r.outcome, r.pending), (RollOutcome::DeathBlow, true));
    assert_eq!(
        hit(r).poker,
        &[Poker::Group { size: 3, value: 1 }, Poker::Sequence(3)]
    );
    assert!(out.events.contains(&Event::ArmourChoice {
        defender: "Rook".into(),
        ones: 3,
        pieces: vec![(ArmourPiece::Helmet, 2)],
    }));
    assert_eq!(pc(&world, ROOK).hp, 14);
    assert!(
        matches!(enc(&world).pending.as_slice(), [Pending::Armour(h)] if h.target == ROOK && h.cancelled == 0)
    );
}

#[test]
fn chapel_helmet_dot_turns_the_death_blow_into_a_major_hit_of_ten() {
    let mut world = chapel();
    knight_swings(&mut world, &[1, 1, 1, 4, 5, 6]);
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 1, false),
        &[],
    )
    .unwrap();
    let r = &out.results[0];
    assert_eq!((r.outcome, r.pending), (RollOutcome::MajorHit, false));
    assert_eq!(faces(r), vec![1, 1, 1, 4, 5, 6]);
    let h = hit(r);
    assert_eq!((h.ones, h.cancelled), (3, 1));
    assert_eq!(
        h.damage.map(|d| (d.multiplier, d.dmg, d.amount)),
        Some((2, 5, 10))
    );
    let rook = pc(&world, ROOK);
    assert_eq!((rook.hp, rook.injured, rook.death_rolls_pending), (4, 1, 0));
    assert_eq!(rook.armour[0].usage_marked, 1);
    assert!(out.events.contains(&Event::ArmourUsed {
        who: "Rook".into(),
        piece: ArmourPiece::Helmet,
        dots: 1
    }));
    assert!(enc(&world).pending.is_empty());
}

#[test]
fn armour_cancels_exactly_the_dots_chosen() {
    let mut world = chapel();
    knight_swings(&mut world, &[1, 1, 1, 4, 5, 6]);
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 2, false),
        &[],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::MinorHit);
    assert_eq!(hit(&out.results[0]).cancelled, 2);
    assert_eq!(pc(&world, ROOK).hp, 9);
    // The helmet's last dot is marked: it is spent.
    assert!(out.events.contains(&Event::ItemBroken {
        who: "Rook".into(),
        item: "helmet".into()
    }));
}

#[test]
fn cancelling_every_one_is_a_fail_not_a_fumble() {
    let mut world = chapel();
    knight_swings(&mut world, &[1, 6, 6, 2, 3, 4]);
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 1, false),
        &[],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::Fail);
    assert_eq!(pc(&world, ROOK).hp, 14);
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::AdversaryFumble { .. }))
    );
}

#[test]
fn armour_refuses_more_dots_than_uncancelled_ones() {
    let mut world = chapel();
    wear(&mut world, ROOK, ArmourPiece::Heavy, 0);
    knight_swings(&mut world, &[1, 1, 2, 3, 4, 5]);
    let key = refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Heavy, 3, false),
        &[],
    );
    assert_eq!(key, "err-armour-too-many-dots");
}

#[test]
fn armour_refuses_more_dots_than_the_piece_has_free() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).armour[0].usage_marked = 1;
    knight_swings(&mut world, &[1, 1, 1, 4, 5, 6]);
    let key = refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 2, false),
        &[],
    );
    assert_eq!(key, "err-armour-too-few-dots");
}

#[test]
fn armour_refuses_a_piece_not_worn() {
    let mut world = chapel();
    knight_swings(&mut world, &[1, 1, 1, 4, 5, 6]);
    let key = refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Shield, 1, false),
        &[],
    );
    assert_eq!(key, "err-armour-not-worn");
}

#[test]
fn only_the_defender_or_the_gm_chooses_armour() {
    let mut world = chapel();
    knight_swings(&mut world, &[1, 1, 1, 4, 5, 6]);
    let key = refused(
        &mut world,
        &player(BOB),
        armour(ArmourPiece::Helmet, 1, false),
        &[],
    );
    assert_eq!(key, "err-not-your-character");
    run(
        &mut world,
        &gm(),
        armour(ArmourPiece::Helmet, 1, false),
        &[],
    )
    .unwrap();
    assert_eq!(pc(&world, ROOK).hp, 4);
}

#[test]
fn armour_without_a_pending_hit_is_refused() {
    let mut world = chapel();
    let key = refused(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 1, false),
        &[],
    );
    assert_eq!(key, "err-no-pending-hit");
}

#[test]
fn zero_dots_accepts_the_hit_as_rolled() {
    let mut world = chapel();
    knight_swings(&mut world, &[1, 1, 2, 3, 4, 5]);
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 0, false),
        &[],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::MajorHit);
    assert_eq!(pc(&world, ROOK).hp, 4);
    assert_eq!(pc(&world, ROOK).armour[0].usage_marked, 0);
}

#[test]
fn more_keeps_the_hit_open_for_another_piece() {
    let mut world = chapel();
    wear(&mut world, ROOK, ArmourPiece::Shield, 0);
    knight_swings(&mut world, &[1, 1, 1, 4, 5, 6]);
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 2, true),
        &[],
    )
    .unwrap();
    assert!(out.results.is_empty());
    assert!(out.events.contains(&Event::ArmourChoice {
        defender: "Rook".into(),
        ones: 1,
        pieces: vec![(ArmourPiece::Shield, 2)],
    }));
    assert_eq!(pc(&world, ROOK).hp, 14);
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Shield, 1, false),
        &[],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::Fail);
    assert_eq!(hit(&out.results[0]).cancelled, 3);
    assert_eq!(pc(&world, ROOK).hp, 14);
}

#[test]
fn more_resolves_when_no_free_dots_remain() {
    let mut world = chapel();
    knight_swings(&mut world, &[1, 1, 1, 4, 5, 6]);
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 2, true),
        &[],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::MinorHit);
    assert!(enc(&world).pending.is_empty());
}

#[test]
fn another_action_accepts_a_pending_hit_as_rolled() {
    let mut world = chapel();
    knight_swings(&mut world, &[1, 1, 2, 3, 4, 5]);
    // The knight's attack passed the turn (round 2, Rook); the GM moves on.
    let out = run(&mut world, &gm(), Action::Next, &[]).unwrap();
    assert_eq!(
        out.events.first(),
        Some(&Event::HitAccepted { who: "Rook".into() })
    );
    assert_eq!(out.results[0].outcome, RollOutcome::MajorHit);
    assert!(!out.results[0].pending);
    assert_eq!(pc(&world, ROOK).hp, 4);
    assert!(enc(&world).pending.is_empty());
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
}

#[test]
fn a_hit_without_ones_or_without_free_dots_is_final_at_once() {
    let mut world = chapel();
    let out = knight_swings(&mut world, &[2, 6, 6, 3, 4, 5]);
    assert_eq!(out.results[0].outcome, RollOutcome::Fumble);
    assert!(out.events.contains(&Event::AdversaryFumble {
        who: "Knight".into()
    }));
    assert!(enc(&world).pending.is_empty());

    let mut world = chapel();
    pc_mut(&mut world, ROOK).armour[0].usage_marked = 2;
    let out = knight_swings(&mut world, &[1, 2, 3, 4, 5, 6]);
    assert!(!out.results[0].pending);
    assert_eq!(pc(&world, ROOK).hp, 9);
}

#[test]
fn a_pcs_hit_on_an_unarmoured_pc_is_final_at_once() {
    // Tess wears no armour: nothing to choose (a PC's hit on an armoured PC waits, as an
    // adversary's does).
    let mut world = chapel();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Tess").go(),
        &[1, 2, 3, 4, 5],
    )
    .unwrap();
    assert!(!out.results[0].pending);
    assert_eq!(pc(&world, TESS).hp, 5);
}

#[test]
fn a_resolved_death_blow_on_the_turn_holder_passes_the_turn() {
    let mut world = chapel();
    // The knight swings on its turn; the turn passes to Rook, who accepts a Death Blow.
    knight_swings(&mut world, &[1, 1, 1, 4, 5, 6]);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 0, false),
        &[],
    )
    .unwrap();
    assert_eq!(pc(&world, ROOK).death_rolls_pending, 1);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
    assert!(out.events.contains(&Event::TurnOf { who: "Tess".into() }));
}
