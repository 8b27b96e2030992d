//! `/damage`, `/heal`, `/rest` and `/session end` (rules: "Injured", "Death",
//! "Recovery", Death table 4).

use super::encounter::fight;
use super::support::*;
use crate::rules::flail::action::{Action, RestKind};
use crate::rules::flail::model::*;
use crate::rules::flail::outcome::Detail;
use crate::rules::flail::{Actor, Event, ResultKind, RollOutcome, World};

fn damage(target: &str, amount: i32) -> Action {
    Action::Damage {
        target: target.into(),
        amount,
        physical: true,
    }
}

fn heal(target: &str, amount: i32) -> Action {
    Action::Heal {
        target: target.into(),
        amount,
    }
}

/// The GM rests Rook (rests are the GM's: rules, "The GM calls rests and recovery").
fn rest(kind: RestKind) -> Action {
    Action::Rest {
        kind,
        character: Some("Rook".into()),
    }
}

fn knight(world: &World) -> &Adversary {
    &world.table.encounter.as_ref().unwrap().adversaries[0]
}

fn refused(world: &mut World, actor: &Actor, action: Action, key: &str) {
    let before = world.clone();
    let error = run(world, actor, action, &[]).unwrap_err();
    assert_eq!(error.key, key);
    assert_eq!(*world, before);
}

#[test]
fn damage_of_six_or_more_injures_a_pc() {
    let mut world = fight();
    let out = run(&mut world, &gm(), damage("Rook", 6), &[]).unwrap();
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
            }
        ]
    );
    assert_eq!(
        (world.characters[0].hp, world.characters[0].injured),
        (8, 1)
    );
    let out = run(&mut world, &gm(), damage("Rook", 5), &[]).unwrap();
    assert_eq!(out.events.len(), 1, "5 damage does not injure");
}

#[test]
fn damage_to_zero_hp_owes_a_death_roll() {
    let mut world = fight();
    let out = run(&mut world, &gm(), damage("Tess", 50), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![
            Event::Damaged {
                who: "Tess".into(),
                amount: 50,
                hp: 0,
                max_hp: 9
            },
            Event::Injured {
                who: "Tess".into(),
                count: 1
            },
            Event::DeathRollPending {
                who: "Tess".into(),
                count: 1,
                now: false,
            }
        ]
    );
    assert_eq!(world.characters[1].death_rolls_pending, 1);
}

#[test]
fn gm_damage_to_an_adversary_ignores_defence() {
    let mut world = fight();
    world.table.encounter.as_mut().unwrap().adversaries[0].defence = 3;
    let out = run(&mut world, &gm(), damage("Knight", 5), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::Damaged {
            who: "Knight".into(),
            amount: 5,
            hp: 15,
            max_hp: 20
        }]
    );
    let out = run(&mut world, &gm(), damage("knight", 15), &[]).unwrap();
    assert_eq!(
        out.events[1],
        Event::Eliminated {
            who: "Knight".into()
        }
    );
    assert_eq!(knight(&world).status, AdversaryStatus::Eliminated);
}

#[test]
fn damage_refuses_players_bad_amounts_and_fallen_targets() {
    let mut world = fight();
    refused(
        &mut world,
        &player(ALICE),
        damage("Knight", 3),
        "err-gm-only",
    );
    refused(&mut world, &gm(), damage("Knight", 0), "err-amount-range");
    refused(&mut world, &gm(), damage("Knight", -4), "err-amount-range");
    refused(
        &mut world,
        &gm(),
        damage("Knight", 1000),
        "err-amount-range",
    );
    refused(&mut world, &gm(), damage("Dragon", 3), "err-unknown-target");
    world.characters[0].dead = true;
    refused(&mut world, &gm(), damage("Rook", 3), "err-character-dead");
    world.table.encounter.as_mut().unwrap().adversaries[0].status = AdversaryStatus::Eliminated;
    refused(&mut world, &gm(), damage("Knight", 3), "err-adversary-gone");
}

#[test]
fn heal_restores_hp_up_to_max_hp() {
    let mut world = fight();
    world.characters[0].hp = 10;
    let out = run(&mut world, &gm(), heal("Rook", 3), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::Healed {
            who: "Rook".into(),
            amount: 3,
            hp: 13,
            max_hp: 14
        }]
    );
    let out = run(&mut world, &gm(), heal("Rook", 999), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::Healed {
            who: "Rook".into(),
            amount: 1,
            hp: 14,
            max_hp: 14
        }]
    );
    world.table.encounter.as_mut().unwrap().adversaries[0].hp = 5;
    let out = run(&mut world, &gm(), heal("Knight", 4), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::Healed {
            who: "Knight".into(),
            amount: 4,
            hp: 9,
            max_hp: 20
        }]
    );
}

#[test]
fn healing_from_zero_hp_does_not_cancel_the_death_roll() {
    let mut world = fight();
    world.characters[0].hp = 0;
    world.characters[0].death_rolls_pending = 1;
    run(&mut world, &gm(), heal("Rook", 5), &[]).unwrap();
    assert_eq!(
        (
            world.characters[0].hp,
            world.characters[0].death_rolls_pending
        ),
        (5, 1)
    );
}

#[test]
fn heal_refuses_players_bad_amounts_and_the_dead() {
    let mut world = fight();
    // Healing is the GM's, even of one's own character.
    refused(&mut world, &player(ALICE), heal("Rook", 3), "err-gm-only");
    refused(&mut world, &player(ALICE), heal("Tess", 3), "err-gm-only");
    refused(&mut world, &player(ALICE), heal("Knight", 3), "err-gm-only");
    refused(&mut world, &gm(), heal("Rook", 0), "err-amount-range");
    refused(&mut world, &gm(), heal("Rook", 1000), "err-amount-range");
    world.characters[0].dead = true;
    refused(&mut world, &gm(), heal("Rook", 3), "err-character-dead");
}

/// Rook out of combat, hurt and worn down: 3/14 HP, 2 Injured, a Horrible Wound, maimed,
/// exhausted, drained, poisoned and unconscious.
fn worn_rook() -> World {
    let mut world = empty_world();
    let mut rook = character(7, ALICE, "Rook", Class::Warrior, 14, [10; 5]);
    rook.hp = 3;
    rook.injured = 2;
    rook.persistent_injuries = 1;
    rook.maimed = true;
    rook.hurt = true;
    for kind in [
        ConditionKind::Exhausted,
        ConditionKind::Drained,
        ConditionKind::Poisoned,
        ConditionKind::Unconscious,
    ] {
        rook.conditions.push(Condition::new(kind, Attribute::Dex));
    }
    world.characters.push(rook);
    // Between fights the GM of the channel's last encounter is still its GM.
    world.table.last_gm = Some(GM);
    world
}

fn kinds(world: &World) -> Vec<ConditionKind> {
    world.characters[0]
        .conditions
        .iter()
        .map(|c| c.kind)
        .collect()
}

#[test]
fn short_rest_heals_d4() {
    let mut world = worn_rook();
    refused(
        &mut world,
        &player(ALICE),
        rest(RestKind::Short),
        "err-gm-only",
    );
    let out = run(&mut world, &gm(), rest(RestKind::Short), &[3]).unwrap();
    assert_eq!(out.results.len(), 1);
    let r = &out.results[0];
    assert_eq!(
        (r.kind, r.outcome, r.rolls[0].faces.clone()),
        (ResultKind::Rest, RollOutcome::Rolled, vec![3])
    );
    assert_eq!(r.detail, Detail::Value { value: 3 });
    assert_eq!(
        out.events,
        vec![
            Event::Healed {
                who: "Rook".into(),
                amount: 3,
                hp: 6,
                max_hp: 14
            },
            Event::ConditionLost {
                who: "Rook".into(),
                condition: ConditionKind::Unconscious
            }
        ]
    );
    // Any rest ends Unconscious: its hours have passed.
    assert_eq!(kinds(&world).len(), 3);
}

#[test]
fn long_rest_heals_d4_plus_4_and_ends_exhausted_and_drained() {
    let mut world = worn_rook();
    let out = run(&mut world, &gm(), rest(RestKind::Long), &[2]).unwrap();
    assert_eq!(out.results[0].detail, Detail::Value { value: 6 });
    assert_eq!(
        out.events,
        vec![
            Event::Healed {
                who: "Rook".into(),
                amount: 6,
                hp: 9,
                max_hp: 14
            },
            Event::ConditionLost {
                who: "Rook".into(),
                condition: ConditionKind::Exhausted
            },
            Event::ConditionLost {
                who: "Rook".into(),
                condition: ConditionKind::Drained
            },
            Event::ConditionLost {
                who: "Rook".into(),
                condition: ConditionKind::Unconscious
            },
            // A dawn passes: one more Poisoned.
            Event::PoisonWorsens {
                who: "Rook".into(),
                count: 2
            }
        ]
    );
    assert_eq!(kinds(&world), vec![ConditionKind::Poisoned]);
    assert_eq!(
        (world.characters[0].injured, world.characters[0].hurt),
        (2, true)
    );
}

#[test]
fn full_rest_restores_all_hp_and_long_term_conditions_but_not_wounds_or_maiming() {
    let mut world = worn_rook();
    let out = run(&mut world, &gm(), rest(RestKind::Full), &[]).unwrap();
    assert!(out.results.is_empty());
    assert_eq!(
        out.events,
        vec![
            Event::Healed {
                who: "Rook".into(),
                amount: 11,
                hp: 14,
                max_hp: 14
            },
            Event::ConditionLost {
                who: "Rook".into(),
                condition: ConditionKind::Exhausted
            },
            Event::ConditionLost {
                who: "Rook".into(),
                condition: ConditionKind::Drained
            },
            Event::ConditionLost {
                who: "Rook".into(),
                condition: ConditionKind::Unconscious
            },
            Event::InjuredCleared {
                who: "Rook".into(),
                count: 2
            },
            Event::HurtCleared { who: "Rook".into() }
        ]
    );
    let rook = &world.characters[0];
    assert_eq!((rook.hp, rook.injured, rook.hurt), (14, 0, false));
    assert_eq!((rook.persistent_injuries, rook.maimed), (1, true));
    assert_eq!(kinds(&world), vec![ConditionKind::Poisoned]);
}

#[test]
fn rest_is_refused_during_a_started_fight_and_for_the_dead() {
    let mut world = fight();
    world.characters[0].hp = 4;
    refused(
        &mut world,
        &gm(),
        rest(RestKind::Short),
        "err-rest-during-fight",
    );
    // Before initiative the party may still catch its breath.
    world.table.encounter.as_mut().unwrap().round = 0;
    run(&mut world, &gm(), rest(RestKind::Short), &[2]).unwrap();
    assert_eq!(world.characters[0].hp, 6);
    world.characters[0].dead = true;
    refused(
        &mut world,
        &gm(),
        rest(RestKind::Full),
        "err-character-dead",
    );
    // A player does not call rests, even for their own character.
    let named = Action::Rest {
        kind: RestKind::Full,
        character: Some("Tess".into()),
    };
    refused(&mut world, &player(BOB), named, "err-gm-only");
}

#[test]
fn session_end_clears_hurt_on_every_character_of_the_server() {
    let mut world = fight();
    world.characters[0].hurt = true;
    world.characters[1].hurt = true;
    let mut stranger = character(9, BOB, "Visitor", Class::Wizard, 8, [10; 5]);
    stranger.guild = 11;
    stranger.hurt = true;
    world.characters.push(stranger);
    refused(
        &mut world,
        &player(ALICE),
        Action::SessionEnd,
        "err-gm-only",
    );
    let out = run(&mut world, &gm(), Action::SessionEnd, &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::SessionEnded {
            cleared: vec!["Rook".into(), "Tess".into()]
        }]
    );
    assert!(!world.characters[0].hurt && !world.characters[1].hurt);
    assert!(
        world.characters[2].hurt,
        "another server's character is untouched"
    );
    world.table.encounter = None;
    refused(&mut world, &gm(), Action::SessionEnd, "err-gm-only");
    let moderator = Actor {
        user: 42,
        moderator: true,
        name: String::new(),
    };
    let out = run(&mut world, &moderator, Action::SessionEnd, &[]).unwrap();
    assert_eq!(out.events, vec![Event::SessionEnded { cleared: vec![] }]);
}

#[test]
fn damage_dropping_the_acting_pc_passes_the_turn() {
    let mut world = fight();
    world.table.encounter.as_mut().unwrap().turn = Some(CombatantRef::Pc(7));
    let out = run(&mut world, &gm(), damage("Rook", 3), &[]).unwrap();
    assert_eq!(out.events.len(), 1, "still standing: the turn stays");
    let out = run(&mut world, &gm(), damage("Rook", 11), &[]).unwrap();
    assert!(out.events.contains(&Event::DeathRollPending {
        who: "Rook".into(),
        count: 1,
        now: false,
    }));
    assert!(out.events.contains(&Event::TurnOf { who: "Tess".into() }));
    assert_eq!(
        world.table.encounter.as_ref().unwrap().turn,
        Some(CombatantRef::Pc(8))
    );
}
