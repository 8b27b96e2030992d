//! `/encounter start|end`, `/settings` and `/adversary add|remove` (rules: "Death",
//! "Usage after a fight", "Ending the encounter", adversary stat line).

mod adversaries;
mod conditions;

use super::support::*;
use crate::rules::flail::action::Action;
use crate::rules::flail::model::*;
use crate::rules::flail::outcome::Detail;
use crate::rules::flail::{Actor, Event, ResultKind, RollOutcome, World};

pub fn adversary(name: &str, hp: i32) -> Adversary {
    Adversary {
        name: name.into(),
        max_hp: hp,
        hp,
        defence: 0,
        saves: 11,
        morale: 9,
        attacks: vec![AdversaryAttack {
            name: String::new(),
            th: 6,
            dmg: 5,
            triggers: Vec::new(),
            times: 1,
        }],
        conditions: Vec::new(),
        status: AdversaryStatus::Standing,
    }
}

fn entry(id: i64, name: &str) -> PcEntry {
    PcEntry {
        character_id: id,
        name: name.into(),
        group: Some(InitiativeGroup::Before),
        fled: false,
        owner: 0,
    }
}

/// Rook (Alice's, with an axe) and Tess (Bob's, with a short bow) fighting a knight in
/// a started encounter run by the GM.
pub fn fight() -> World {
    let mut world = empty_world();
    let mut rook = character(7, ALICE, "Rook", Class::Warrior, 14, [10; 5]);
    rook.weapons.push(weapon("axe", 5, 4));
    let mut tess = character(8, BOB, "Tess", Class::Bard, 9, [10; 5]);
    tess.weapons.push(weapon("short bow", 5, 3));
    world.characters = vec![rook, tess];
    let mut encounter = Encounter::new(GM, Some(Side::Players));
    encounter.pcs = vec![entry(7, "Rook"), entry(8, "Tess")];
    encounter.adversaries.push(adversary("Knight", 20));
    encounter.round = 2;
    world.table.encounter = Some(encounter);
    world
}

fn encounter(world: &mut World) -> &mut Encounter {
    world.table.encounter.as_mut().unwrap()
}

#[test]
fn start_makes_the_actor_the_gm() {
    let mut world = empty_world();
    let action = Action::EncounterStart {
        surprise: Some(Side::Adversaries),
    };
    let out = run(&mut world, &player(ALICE), action, &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::EncounterStarted {
            surprise: Some(Side::Adversaries)
        }]
    );
    assert_eq!(
        world.table.encounter,
        Some(Encounter::new(ALICE, Some(Side::Adversaries)))
    );
}

#[test]
fn start_is_refused_while_an_encounter_runs() {
    let mut world = fight();
    let before = world.clone();
    let error = run(
        &mut world,
        &gm(),
        Action::EncounterStart { surprise: None },
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-encounter-running");
    assert_eq!(world, before);
}

#[test]
fn end_is_for_the_gm_and_needs_an_encounter() {
    let mut world = fight();
    let error = run(&mut world, &player(ALICE), Action::EncounterEnd, &[]).unwrap_err();
    assert_eq!(error.key, "err-gm-only");
    let mut world = empty_world();
    let error = run(&mut world, &gm(), Action::EncounterEnd, &[]).unwrap_err();
    assert_eq!(error.key, "err-no-encounter");
}

#[test]
fn end_rolls_usage_for_every_weapon_used_and_marks_on_four_to_six() {
    let mut world = fight();
    encounter(&mut world).weapons_used = vec![(8, "short bow".into()), (7, "Axe".into())];
    let out = run(&mut world, &gm(), Action::EncounterEnd, &[3, 4]).unwrap();
    let usage: Vec<_> = out
        .results
        .iter()
        .map(|r| {
            (
                r.kind,
                r.who.as_str(),
                r.outcome,
                r.rolls[0].faces.clone(),
                r.detail.clone(),
            )
        })
        .collect();
    assert_eq!(
        usage,
        vec![
            (
                ResultKind::Usage,
                "Tess",
                RollOutcome::Unmarked,
                vec![3],
                Detail::Item {
                    item: "short bow".into()
                }
            ),
            (
                ResultKind::Usage,
                "Rook",
                RollOutcome::Marked,
                vec![4],
                Detail::Item { item: "axe".into() }
            ),
        ]
    );
    assert_eq!(
        out.events,
        vec![
            Event::UsageMarked {
                who: "Rook".into(),
                item: "axe".into(),
                marked: 1,
                max: 3
            },
            Event::EncounterEnded
        ]
    );
    assert_eq!(world.characters[0].weapons[0].usage_marked, 1);
    assert_eq!(world.characters[1].weapons[0].usage_marked, 0);
    assert_eq!(world.table.encounter, None);
}

#[test]
fn usage_roll_marking_the_last_dot_breaks_the_weapon() {
    let mut world = fight();
    world.characters[0].weapons[0].usage_marked = 2;
    encounter(&mut world).weapons_used = vec![(7, "axe".into())];
    let out = run(&mut world, &gm(), Action::EncounterEnd, &[6]).unwrap();
    assert_eq!(
        out.events,
        vec![
            Event::UsageMarked {
                who: "Rook".into(),
                item: "axe".into(),
                marked: 3,
                max: 3
            },
            Event::ItemBroken {
                who: "Rook".into(),
                item: "axe".into()
            },
            Event::EncounterEnded
        ]
    );
    assert!(world.characters[0].weapons[0].broken());
}

#[test]
fn usage_skips_broken_removed_and_unloaded_weapons() {
    let mut world = fight();
    world.characters[0].weapons[0].usage_marked = 3;
    encounter(&mut world).weapons_used = vec![
        (7, "axe".into()),
        (8, "dagger".into()),
        (99, "sword".into()),
    ];
    let out = run(&mut world, &gm(), Action::EncounterEnd, &[]).unwrap();
    assert!(out.results.is_empty());
    assert_eq!(out.events, vec![Event::EncounterEnded]);
}

#[test]
fn end_offers_the_owed_death_rolls() {
    let mut world = fight();
    world.characters[0].hp = 0;
    world.characters[0].death_rolls_pending = 1;
    let out = run(&mut world, &gm(), Action::EncounterEnd, &[]).unwrap();
    assert_eq!(
        out.events,
        vec![
            Event::DeathRollsOffered {
                who: vec!["Rook".into()]
            },
            Event::EncounterEnded
        ]
    );
    assert_eq!(world.characters[0].death_rolls_pending, 1);
    assert!(!world.characters[0].dead);
}

#[test]
fn whole_party_down_with_an_adversary_standing_is_dead() {
    let mut world = fight();
    for c in &mut world.characters {
        c.hp = 0;
        c.death_rolls_pending = 1;
    }
    encounter(&mut world).weapons_used = vec![(7, "axe".into())];
    let out = run(&mut world, &gm(), Action::EncounterEnd, &[]).unwrap();
    assert!(out.results.is_empty(), "no usage rolls for a dead party");
    assert_eq!(
        out.events,
        vec![
            Event::PartyDead,
            Event::Died { who: "Rook".into() },
            Event::Died { who: "Tess".into() },
            Event::EncounterEnded
        ]
    );
    for c in &world.characters {
        assert!(c.dead);
        assert_eq!(c.death_rolls_pending, 0);
    }
}

#[test]
fn whole_party_down_with_no_adversary_standing_rolls_on_the_death_table() {
    let mut world = fight();
    for c in &mut world.characters {
        c.hp = 0;
        c.death_rolls_pending = 1;
    }
    encounter(&mut world).adversaries[0].status = AdversaryStatus::Eliminated;
    let out = run(&mut world, &gm(), Action::EncounterEnd, &[]).unwrap();
    assert_eq!(
        out.events,
        vec![
            Event::DeathRollsOffered {
                who: vec!["Rook".into(), "Tess".into()]
            },
            Event::EncounterEnded
        ]
    );
    assert!(world.characters.iter().all(|c| !c.dead));
}

#[test]
fn a_pc_who_fled_keeps_the_party_alive() {
    let mut world = fight();
    world.characters[0].hp = 0;
    world.characters[0].death_rolls_pending = 1;
    world.characters[1].hp = 0;
    world.characters[1].death_rolls_pending = 1;
    encounter(&mut world).pcs[1].fled = true;
    let out = run(&mut world, &gm(), Action::EncounterEnd, &[]).unwrap();
    assert!(!out.events.contains(&Event::PartyDead));
    assert!(world.characters.iter().all(|c| !c.dead));
}

#[test]
fn vulnerabilities_end_with_the_fight_but_other_conditions_stay() {
    let mut world = fight();
    let rook = &mut world.characters[0].conditions;
    rook.push(Condition::new(ConditionKind::Prone, Attribute::Dex));
    rook.push(Condition::new(ConditionKind::Exhausted, Attribute::Dex));
    rook.push(Condition::new(ConditionKind::Sleeping, Attribute::Dex));
    let out = run(&mut world, &gm(), Action::EncounterEnd, &[]).unwrap();
    assert_eq!(
        out.events,
        vec![
            Event::ConditionLost {
                who: "Rook".into(),
                condition: ConditionKind::Prone
            },
            Event::ConditionLost {
                who: "Rook".into(),
                condition: ConditionKind::Sleeping
            },
            Event::EncounterEnded
        ]
    );
    let kinds: Vec<_> = world.characters[0]
        .conditions
        .iter()
        .map(|c| c.kind)
        .collect();
    assert_eq!(kinds, vec![ConditionKind::Exhausted]);
}

#[test]
fn moderators_may_end_any_encounter() {
    let mut world = fight();
    let moderator = Actor {
        user: 42,
        moderator: true,
        name: String::new(),
    };
    run(&mut world, &moderator, Action::EncounterEnd, &[]).unwrap();
    assert_eq!(world.table.encounter, None);
}

/// Who may change the table's settings is the table service's check, the same for every
/// game (tests/table_settings.rs); the engine applies the change and says so.
#[test]
fn settings_change_the_attribute_rule_and_say_so() {
    let mut world = fight();
    let on = || Action::Settings {
        attribute_rule: Some(true),
    };
    let out = run(&mut world, &gm(), on(), &[]).unwrap();
    assert_eq!(
        out.events,
        vec![Event::SettingChanged {
            attribute_rule: true
        }]
    );
    assert!(world.table.settings.attribute_rule);
    // Without an encounter the setting is still the table's.
    world.table.encounter = None;
    run(
        &mut world,
        &player(ALICE),
        Action::Settings {
            attribute_rule: Some(false),
        },
        &[],
    )
    .unwrap();
    assert!(!world.table.settings.attribute_rule);
    let out = run(
        &mut world,
        &gm(),
        Action::Settings {
            attribute_rule: None,
        },
        &[],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::SettingChanged {
            attribute_rule: false
        }]
    );
}
