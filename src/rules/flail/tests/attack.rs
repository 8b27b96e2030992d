//! `/attack`: To Hit results, damage and Death Blows. Turns, targets, weapons, sleeping
//! targets and free attacks are in `attack/targets.rs`; armour, fumbles and dice
//! modifiers beside it. The fixtures (the rules' chapel fight) are shared by the combat
//! tests.

mod armour;
mod fixtures;
mod fumble;
mod modifiers;
mod targets;

pub(super) use fixtures::*;

use super::support::*;
use crate::rules::flail::model::*;
use crate::rules::flail::outcome::Poker;
use crate::rules::flail::{Event, RollOutcome};

#[test]
fn chapel_rooks_axe_major_hit_deals_eight() {
    let mut world = chapel();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 1, 3, 4, 6],
    )
    .unwrap();
    let r = &out.results[0];
    assert_eq!(
        (r.who.as_str(), r.outcome, r.pending),
        ("Rook", RollOutcome::MajorHit, false)
    );
    assert_eq!(faces(r), vec![1, 1, 3, 4, 6]);
    let h = hit(r);
    assert_eq!(
        (h.weapon, h.target, h.ones, h.pool.dice),
        ("Axe", "Knight", 2, 5)
    );
    assert_eq!(
        h.damage.map(|d| (d.multiplier, d.dmg, d.defence, d.amount)),
        Some((2, 4, 0, 8))
    );
    // The two 1s are a pair too: every face counts for poker results.
    assert_eq!(h.poker, &[Poker::Group { size: 2, value: 1 }]);
    assert_eq!(adv(&world, "Knight").hp, 12);
    assert!(out.events.contains(&Event::Damaged {
        who: "Knight".into(),
        amount: 8,
        hp: 12,
        max_hp: 20
    }));
}

#[test]
fn chapel_tess_bow_minor_hit_shows_a_pair() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Pc(TESS));
    let out = run(
        &mut world,
        &player(BOB),
        attack("Knight").go(),
        &[1, 3, 4, 4, 6],
    )
    .unwrap();
    let r = &out.results[0];
    assert_eq!(r.outcome, RollOutcome::MinorHit);
    let h = hit(r);
    assert_eq!(h.poker, &[Poker::Group { size: 2, value: 4 }]);
    assert_eq!(h.damage.map(|d| d.amount), Some(3));
    assert_eq!(adv(&world, "Knight").hp, 17);
}

#[test]
fn minor_hit_deals_dmg_minus_defence() {
    let mut world = chapel();
    adv_mut(&mut world, "Knight").defence = 1;
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 2, 3, 5, 5],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::MinorHit);
    assert_eq!(
        hit(&out.results[0])
            .damage
            .map(|d| (d.multiplier, d.amount)),
        Some((1, 3))
    );
    assert_eq!(adv(&world, "Knight").hp, 17);
}

#[test]
fn major_hit_deals_double_damage_minus_defence() {
    let mut world = chapel();
    adv_mut(&mut world, "Knight").defence = 3;
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 1, 2, 5, 5],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::MajorHit);
    assert_eq!(hit(&out.results[0]).damage.map(|d| d.amount), Some(5));
    assert_eq!(adv(&world, "Knight").hp, 15);
}

#[test]
fn damage_below_defence_is_zero() {
    let mut world = chapel();
    adv_mut(&mut world, "Knight").defence = 6;
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 2, 3, 5, 5],
    )
    .unwrap();
    assert_eq!(hit(&out.results[0]).damage.map(|d| d.amount), Some(0));
    assert_eq!(adv(&world, "Knight").hp, 20);
    assert!(out.events.contains(&Event::Damaged {
        who: "Knight".into(),
        amount: 0,
        hp: 20,
        max_hp: 20
    }));
}

#[test]
fn damage_to_zero_hp_eliminates_an_adversary() {
    let mut world = chapel();
    adv_mut(&mut world, "Knight").hp = 3;
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 2, 3, 5, 5],
    )
    .unwrap();
    assert_eq!(adv(&world, "Knight").hp, 0);
    assert_eq!(adv(&world, "Knight").status, AdversaryStatus::Eliminated);
    assert!(out.events.contains(&Event::Eliminated {
        who: "Knight".into()
    }));
}

#[test]
fn death_blow_eliminates_an_adversary_whatever_its_hp() {
    let mut world = chapel();
    adv_mut(&mut world, "Knight").hp = 200;
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 1, 1, 5, 5],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::DeathBlow);
    assert_eq!(hit(&out.results[0]).damage, None);
    assert_eq!(adv(&world, "Knight").status, AdversaryStatus::Eliminated);
    assert_eq!(adv(&world, "Knight").hp, 0);
}

#[test]
fn death_blow_on_a_pc_drops_it_to_zero_owing_a_death_roll_without_injured() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Adversary(0));
    let out = run(
        &mut world,
        &gm(),
        attack("Tess").by("Knight").go(),
        &[1, 1, 1, 2, 3, 4],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::DeathBlow);
    let tess = pc(&world, TESS);
    assert_eq!((tess.hp, tess.death_rolls_pending, tess.injured), (0, 1, 0));
    assert!(out.events.contains(&Event::DeathRollPending {
        who: "Tess".into(),
        count: 1,
        now: false,
    }));
}

#[test]
fn six_or_more_damage_in_one_hit_injures_a_pc() {
    let mut world = chapel();
    pc_mut(&mut world, TESS).hp = 9;
    set_turn(&mut world, CombatantRef::Adversary(0));
    // Major Hit: 2 × 5 = 10 ≥ 6 on Tess (no armour: final at once).
    let out = run(
        &mut world,
        &gm(),
        attack("Tess").by("Knight").go(),
        &[1, 1, 2, 3, 4, 5],
    )
    .unwrap();
    let tess = pc(&world, TESS);
    assert_eq!((tess.hp, tess.injured, tess.death_rolls_pending), (0, 1, 1));
    assert!(out.events.contains(&Event::Injured {
        who: "Tess".into(),
        count: 1
    }));
}

#[test]
fn minor_hit_under_six_does_not_injure() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Adversary(0));
    run(
        &mut world,
        &gm(),
        attack("Tess").by("Knight").go(),
        &[1, 2, 2, 3, 4, 5],
    )
    .unwrap();
    let tess = pc(&world, TESS);
    assert_eq!((tess.hp, tess.injured), (4, 0));
}

#[test]
fn fourth_injured_owes_a_death_roll() {
    let mut world = chapel();
    {
        let tess = pc_mut(&mut world, TESS);
        tess.max_hp = 40;
        tess.hp = 40;
        tess.injured = 3;
    }
    set_turn(&mut world, CombatantRef::Adversary(0));
    let out = run(
        &mut world,
        &gm(),
        attack("Tess").by("Knight").go(),
        &[1, 1, 2, 3, 4, 5],
    )
    .unwrap();
    let tess = pc(&world, TESS);
    assert_eq!(
        (tess.hp, tess.injured, tess.death_rolls_pending),
        (30, 4, 1)
    );
    assert!(out.events.contains(&Event::DeathRollPending {
        who: "Tess".into(),
        count: 1,
        now: false,
    }));
}

#[test]
fn fifth_injured_owes_another_death_roll() {
    let mut world = chapel();
    {
        let tess = pc_mut(&mut world, TESS);
        tess.max_hp = 40;
        tess.hp = 40;
        tess.injured = 4;
    }
    set_turn(&mut world, CombatantRef::Adversary(0));
    run(
        &mut world,
        &gm(),
        attack("Tess").by("Knight").go(),
        &[1, 1, 2, 3, 4, 5],
    )
    .unwrap();
    let tess = pc(&world, TESS);
    assert_eq!((tess.injured, tess.death_rolls_pending), (5, 1));
}

#[test]
fn fail_changes_nothing_but_passes_the_turn() {
    let mut world = chapel();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[2, 3, 4, 5, 6],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::Fail);
    assert_eq!(adv(&world, "Knight").hp, 20);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
    assert!(out.events.contains(&Event::TurnOf { who: "Tess".into() }));
}
