//! `/deathroll` (rules: "Death" table and "Ending the encounter").

use super::support::*;
use crate::rules::flail::action::Action;
use crate::rules::flail::model::*;
use crate::rules::flail::outcome::Detail;
use crate::rules::flail::{Event, Outcome, ResultKind, RollOutcome, World};

/// Rook (Alice's warrior, 14 max HP, CHA 7) at 0 HP owing one Death roll.
fn world() -> World {
    let mut world = empty_world();
    let mut rook = character(7, ALICE, "Rook", Class::Warrior, 14, [10, 9, 8, 7, 6]);
    rook.hp = 0;
    rook.death_rolls_pending = 1;
    world.characters.push(rook);
    world
}

fn roll(attribute: Option<Attribute>) -> Action {
    Action::DeathRoll {
        character: None,
        attribute,
    }
}

fn rook(world: &World) -> &Character {
    &world.characters[0]
}

/// (kind, outcome, value) of each result.
fn results(out: &Outcome) -> Vec<(ResultKind, RollOutcome, i32)> {
    out.results
        .iter()
        .map(|r| {
            let Detail::Value { value } = r.detail else {
                panic!("{:?}", r.detail)
            };
            (r.kind, r.outcome, value)
        })
        .collect()
}

fn healed(amount: i32, hp: i32) -> Event {
    Event::Healed {
        who: "Rook".into(),
        amount,
        hp,
        max_hp: 14,
    }
}

#[test]
fn near_death_experience_restores_max_hp_and_raises_the_given_attribute() {
    let mut world = world();
    let out = run(&mut world, &player(ALICE), roll(Some(Attribute::Str)), &[1]).unwrap();
    assert_eq!(
        results(&out),
        vec![(ResultKind::Death, RollOutcome::NearDeathExperience, 1)]
    );
    assert_eq!(
        out.events,
        vec![
            healed(14, 14),
            Event::AttributeRaised {
                who: "Rook".into(),
                attribute: Attribute::Str,
                value: 11
            }
        ]
    );
    let r = rook(&world);
    assert_eq!(
        (
            r.hp,
            r.attributes.str,
            r.death_rolls_pending,
            r.near_death_pick_pending
        ),
        (14, 11, 0, false)
    );
}

#[test]
fn near_death_pick_happens_in_two_steps_without_a_second_roll() {
    let mut world = world();
    let out = run(&mut world, &player(ALICE), roll(None), &[1]).unwrap();
    assert_eq!(
        out.events,
        vec![
            healed(14, 14),
            Event::AttributePickNeeded { who: "Rook".into() }
        ]
    );
    assert!(rook(&world).near_death_pick_pending);
    assert_eq!(rook(&world).death_rolls_pending, 0);
    // Without the attribute the pick is still owed.
    let error = run(&mut world, &player(ALICE), roll(None), &[]).unwrap_err();
    assert_eq!(error.key, "err-near-death-pick");
    // The pick: no dice at all (run asserts none were left over, and none are given).
    let out = run(&mut world, &player(ALICE), roll(Some(Attribute::Luck)), &[]).unwrap();
    assert!(out.results.is_empty());
    assert_eq!(
        out.events,
        vec![Event::AttributeRaised {
            who: "Rook".into(),
            attribute: Attribute::Luck,
            value: 7
        }]
    );
    assert!(!rook(&world).near_death_pick_pending);
    let error = run(&mut world, &player(ALICE), roll(Some(Attribute::Luck)), &[]).unwrap_err();
    assert_eq!(error.key, "err-no-death-roll");
}

#[test]
fn knocked_out_recovers_at_once_with_d4_hp() {
    let mut world = world();
    let out = run(&mut world, &player(ALICE), roll(None), &[2, 3]).unwrap();
    assert_eq!(
        results(&out),
        vec![
            (ResultKind::Death, RollOutcome::KnockedOut, 2),
            (ResultKind::DeathDetail, RollOutcome::Rolled, 3)
        ]
    );
    assert_eq!(out.events, vec![healed(3, 3)]);
    assert_eq!((rook(&world).hp, rook(&world).death_rolls_pending), (3, 0));
}

#[test]
fn unconscious_for_d3_hours_and_back_at_one_hp() {
    let mut world = world();
    let out = run(&mut world, &player(ALICE), roll(None), &[3, 2]).unwrap();
    assert_eq!(
        results(&out),
        vec![
            (ResultKind::Death, RollOutcome::Unconscious, 3),
            (ResultKind::DeathDetail, RollOutcome::Rolled, 2)
        ]
    );
    assert_eq!(
        out.events,
        vec![
            Event::Unconscious {
                who: "Rook".into(),
                hours: 2
            },
            healed(1, 1)
        ]
    );
    let r = rook(&world);
    assert_eq!(r.conditions.len(), 1);
    assert_eq!(
        (r.conditions[0].kind, r.conditions[0].hours),
        (ConditionKind::Unconscious, 2)
    );
    assert_eq!(r.hp, 1);
}

#[test]
fn hurt_sets_the_session_long_disadvantage() {
    let mut world = world();
    let out = run(&mut world, &player(ALICE), roll(None), &[4]).unwrap();
    assert_eq!(
        results(&out),
        vec![(ResultKind::Death, RollOutcome::Hurt, 4)]
    );
    assert_eq!(
        out.events,
        vec![Event::HurtGained { who: "Rook".into() }, healed(1, 1)]
    );
    assert!(rook(&world).hurt);
}

#[test]
fn scarred_lowers_cha_by_one() {
    let mut world = world();
    let out = run(&mut world, &player(ALICE), roll(None), &[5]).unwrap();
    assert_eq!(results(&out)[0].1, RollOutcome::Scarred);
    assert_eq!(
        out.events,
        vec![
            Event::Scarred {
                who: "Rook".into(),
                cha: 6
            },
            healed(1, 1)
        ]
    );
    assert_eq!(rook(&world).attributes.cha, 6);
}

#[test]
fn horrible_wound_adds_a_persistent_injury() {
    let mut world = world();
    world.characters[0].persistent_injuries = 1;
    let out = run(&mut world, &player(ALICE), roll(None), &[6]).unwrap();
    assert_eq!(results(&out)[0].1, RollOutcome::HorribleWound);
    assert_eq!(
        out.events,
        vec![
            Event::PersistentInjury {
                who: "Rook".into(),
                count: 2
            },
            healed(1, 1)
        ]
    );
    assert_eq!(rook(&world).effective(Attribute::Dex), 7);
}

#[test]
fn maimed_loses_a_hand_slot() {
    let mut world = world();
    let out = run(&mut world, &player(ALICE), roll(None), &[7]).unwrap();
    assert_eq!(results(&out)[0].1, RollOutcome::Maimed);
    assert_eq!(
        out.events,
        vec![Event::Maimed { who: "Rook".into() }, healed(1, 1)]
    );
    assert!(rook(&world).maimed);
}

#[test]
fn dead_ends_every_owed_roll() {
    let mut world = world();
    world.characters[0].death_rolls_pending = 2;
    let out = run(&mut world, &player(ALICE), roll(None), &[8]).unwrap();
    assert_eq!(
        results(&out),
        vec![(ResultKind::Death, RollOutcome::Dead, 8)]
    );
    assert_eq!(out.events, vec![Event::Died { who: "Rook".into() }]);
    let r = rook(&world);
    assert_eq!((r.dead, r.death_rolls_pending, r.hp), (true, 0, 0));
    let error = run(&mut world, &player(ALICE), roll(None), &[3]).unwrap_err();
    assert_eq!(error.key, "err-character-dead");
}

#[test]
fn each_roll_pays_one_owed_roll() {
    let mut world = world();
    world.characters[0].death_rolls_pending = 2;
    run(&mut world, &player(ALICE), roll(None), &[4]).unwrap();
    assert_eq!(rook(&world).death_rolls_pending, 1);
    run(&mut world, &player(ALICE), roll(None), &[5]).unwrap();
    assert_eq!(rook(&world).death_rolls_pending, 0);
    let error = run(&mut world, &player(ALICE), roll(None), &[5]).unwrap_err();
    assert_eq!(error.key, "err-no-death-roll");
}

#[test]
fn a_fourth_injured_roll_above_zero_hp_keeps_the_hp() {
    let mut world = world();
    world.characters[0].hp = 10;
    world.characters[0].injured = 4;
    let out = run(&mut world, &player(ALICE), roll(None), &[2, 4]).unwrap();
    assert!(out.events.is_empty(), "{:?}", out.events);
    assert_eq!(rook(&world).hp, 10);
    world.characters[0].death_rolls_pending = 1;
    let out = run(&mut world, &player(ALICE), roll(None), &[7]).unwrap();
    assert_eq!(out.events, vec![Event::Maimed { who: "Rook".into() }]);
    assert_eq!((rook(&world).hp, rook(&world).injured), (10, 4));
}

#[test]
fn death_roll_is_refused_during_the_fight_and_allowed_after() {
    let mut world = world();
    let mut encounter = Encounter::new(GM, None);
    encounter.pcs.push(PcEntry {
        character_id: 7,
        name: "Rook".into(),
        group: None,
        fled: false,
        owner: 0,
    });
    encounter.round = 1;
    world.table.encounter = Some(encounter);
    let before = world.clone();
    let error = run(&mut world, &player(ALICE), roll(None), &[4]).unwrap_err();
    assert_eq!(error.key, "err-death-roll-after-fight");
    assert_eq!(world, before);
    // Before initiative nothing is being fought yet.
    world.table.encounter.as_mut().unwrap().round = 0;
    run(&mut world, &player(ALICE), roll(None), &[4]).unwrap();
    assert_eq!(rook(&world).death_rolls_pending, 0);
}

#[test]
fn death_roll_with_nothing_owed_is_refused_with_or_without_an_attribute() {
    let mut world = world();
    world.characters[0].death_rolls_pending = 0;
    world.characters[0].hp = 5;
    let before = world.clone();
    for attribute in [None, Some(Attribute::Cha)] {
        let error = run(&mut world, &player(ALICE), roll(attribute), &[]).unwrap_err();
        assert_eq!(error.key, "err-no-death-roll");
    }
    assert_eq!(world, before);
}

#[test]
fn death_roll_is_for_the_owner_or_the_gm() {
    let mut world = world();
    world
        .characters
        .push(character(8, BOB, "Tess", Class::Bard, 9, [10; 5]));
    let named = || Action::DeathRoll {
        character: Some("Rook".into()),
        attribute: None,
    };
    let error = run(&mut world, &player(BOB), named(), &[4]).unwrap_err();
    assert_eq!(error.key, "err-not-your-character");
    let error = run(&mut world, &player(BOB), roll(None), &[]).unwrap_err();
    assert_eq!(error.key, "err-no-death-roll");
    world.table.encounter = Some(Encounter::new(GM, None));
    let out = run(&mut world, &gm(), named(), &[4]).unwrap();
    assert_eq!(out.results[0].who, "Rook");
}
