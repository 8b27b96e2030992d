//! Mages, creatures, registered attacks, removal and the end: who may, and every limit.

use super::support::*;
use crate::rules::mage_wars::limits;
use crate::rules::mage_wars::model::{Body, Stage};
use crate::rules::mage_wars::{Action, Arena, Attack, Event, Reach, Traits, Zone};

fn two_mages() -> Arena {
    let mut arena = Arena::new(HOST);
    run(&mut arena, &player(ALICE), mage("Alma", "B2"), &[]);
    run(&mut arena, &player(BOB), mage("Boris", "B3"), &[]);
    arena
}

#[test]
fn a_mage_enters_with_ten_mana_unless_told() {
    let mut arena = Arena::new(HOST);
    let out = run(&mut arena, &player(ALICE), mage(" Alma ", "B2"), &[]);
    assert_eq!(
        out.events,
        vec![Event::MageAdded {
            name: "Alma".into(),
            zone: zone("B2"),
            mana: 10
        }]
    );
    let alma = obj(&arena, "Alma");
    assert_eq!(alma.owner, ALICE);
    assert_eq!(
        alma.body,
        Body::Mage {
            channeling: 5,
            mana: 10,
            quickcast_used: false
        }
    );
    assert!(!alma.activated);
    let with_mana = Action::AddMage {
        name: "Boris".into(),
        life: 30,
        armor: 1,
        channeling: 9,
        mana: Some(14),
        zone: zone("A1"),
        defense: Some(7),
        traits: Traits::default(),
    };
    run(&mut arena, &player(BOB), with_mana, &[]);
    assert_eq!(mana(&arena, "Boris"), 14);
    let defense = obj(&arena, "Boris").defense.unwrap();
    assert_eq!((defense.target, defense.ready), (7, true));
    assert_eq!(arena.players(), vec![ALICE, BOB]);
}

#[test]
fn one_mage_per_player_unique_names_and_at_most_four_mages() {
    let mut arena = two_mages();
    assert_eq!(
        refused(&arena, &player(ALICE), mage("Other", "A1")),
        "err-mw-already-have-mage"
    );
    assert_eq!(
        refused(&arena, &player(CAROL), mage("ALMA", "A1")),
        "err-mw-name-taken"
    );
    run(&mut arena, &player(CAROL), mage("Cara", "A1"), &[]);
    run(&mut arena, &player(STRANGER), mage("Dora", "A2"), &[]);
    assert_eq!(
        refused(&arena, &player(42), mage("Eve", "A3")),
        "err-mw-too-many-mages"
    );
}

#[test]
fn names_and_numbers_are_bounded() {
    let arena = Arena::new(HOST);
    let me = player(ALICE);
    assert_eq!(refused(&arena, &me, mage("  ", "A1")), "err-name-empty");
    let long = "x".repeat(limits::NAME_CHARS + 1);
    assert_eq!(refused(&arena, &me, mage(&long, "A1")), "err-name-too-long");
    assert_eq!(
        refused(&arena, &me, mage("a\u{7}b", "A1")),
        "err-name-chars"
    );
    let mut ok = arena.clone();
    run(
        &mut ok,
        &me,
        mage(&"x".repeat(limits::NAME_CHARS), "A1"),
        &[],
    );
    let with = |f: &dyn Fn(&mut Action)| {
        let mut action = mage("Alma", "A1");
        f(&mut action);
        refused(&arena, &me, action)
    };
    let set = |field: &'static str, value: u32| {
        move |a: &mut Action| {
            if let Action::AddMage {
                life,
                armor,
                channeling,
                mana,
                ..
            } = a
            {
                match field {
                    "life" => *life = value,
                    "armor" => *armor = value,
                    "channeling" => *channeling = value,
                    _ => *mana = Some(value),
                }
            }
        }
    };
    assert_eq!(with(&set("life", 0)), "err-mw-life");
    assert_eq!(with(&set("life", limits::MAX_LIFE + 1)), "err-mw-life");
    assert_eq!(with(&set("armor", limits::MAX_ARMOR + 1)), "err-mw-armor");
    assert_eq!(
        with(&set("channeling", limits::MAX_CHANNELING + 1)),
        "err-mw-channeling"
    );
    assert_eq!(with(&set("mana", limits::MAX_MANA + 1)), "err-mw-mana");
    assert_eq!(
        with(&|a| {
            if let Action::AddMage { zone, .. } = a {
                *zone = Zone { row: 3, column: 0 };
            }
        }),
        "err-mw-bad-zone"
    );
    assert_eq!(
        with(&|a| {
            if let Action::AddMage { defense, .. } = a {
                *defense = Some(13);
            }
        }),
        "err-mw-defense"
    );
    for traits in [
        Traits {
            tough: limits::MAX_TRAIT + 1,
            ..Traits::default()
        },
        Traits {
            aegis: limits::MAX_TRAIT + 1,
            ..Traits::default()
        },
        Traits {
            regeneration: limits::MAX_TRAIT + 1,
            ..Traits::default()
        },
        Traits {
            upkeep: limits::MAX_TRAIT + 1,
            ..Traits::default()
        },
    ] {
        let action = creature_with("Imp", "A1", 5, 0, traits);
        let mut arena = two_mages();
        assert_eq!(
            refuse(&arena, &player(ALICE), action, &[]).key,
            "err-mw-trait"
        );
        // The same creature within the limits enters.
        run(&mut arena, &player(ALICE), creature("Imp", "A1"), &[]);
    }
}

#[test]
fn the_arena_holds_at_most_forty_objects() {
    let mut arena = two_mages();
    for i in 0..limits::OBJECTS - 2 {
        run(
            &mut arena,
            &player(ALICE),
            creature(&format!("Imp {i}"), "A1"),
            &[],
        );
    }
    assert_eq!(arena.objects.len(), limits::OBJECTS);
    assert_eq!(
        refused(&arena, &player(BOB), creature("One more", "A1")),
        "err-mw-too-many-objects"
    );
}

#[test]
fn a_creature_belongs_to_its_mage_and_starts_in_its_zone() {
    let mut arena = two_mages();
    let wolf = Action::AddCreature {
        name: "Wolf".into(),
        mage: None,
        life: 10,
        armor: 2,
        zone: None,
        defense: None,
        traits: Traits::default(),
        cost: None,
        quick: false,
        range: None,
    };
    let out = run(&mut arena, &player(BOB), wolf, &[]);
    assert_eq!(
        out.events,
        vec![Event::CreatureAdded {
            name: "Wolf".into(),
            zone: zone("B3"),
            activated: false
        }]
    );
    let wolf = obj(&arena, "Wolf");
    assert_eq!(
        (wolf.owner, wolf.body.clone()),
        (
            BOB,
            Body::Creature {
                channeling: 0,
                mana: 0
            }
        )
    );
    // Another player's mage: refused; the host may place it for them.
    let for_bob = Action::AddCreature {
        name: "Bear".into(),
        mage: Some("boris".into()),
        life: 10,
        armor: 0,
        zone: None,
        defense: None,
        traits: Traits::default(),
        cost: None,
        quick: false,
        range: None,
    };
    assert_eq!(
        refused(&arena, &player(ALICE), for_bob.clone()),
        "err-mw-not-yours"
    );
    run(&mut arena, &host(), for_bob.clone(), &[]);
    assert_eq!(obj(&arena, "Bear").owner, BOB);
    // A creature is not a mage; the host has no mage of its own.
    let pup = |mage: Option<&str>| Action::AddCreature {
        name: "Pup".into(),
        mage: mage.map(str::to_owned),
        life: 10,
        armor: 0,
        zone: None,
        defense: None,
        traits: Traits::default(),
        cost: None,
        quick: false,
        range: None,
    };
    assert_eq!(
        refused(&arena, &host(), pup(Some("Wolf"))),
        "err-mw-not-a-mage"
    );
    let no_mage = pup(None);
    assert_eq!(refused(&arena, &host(), no_mage), "err-mw-no-mage");
}

#[test]
fn summoning_in_setup_pays_without_turns_and_the_cost_is_bounded() {
    let mut arena = two_mages();
    let summon = |cost: u32, quick: bool| Action::AddCreature {
        name: "Wolf".into(),
        mage: None,
        life: 10,
        armor: 2,
        zone: None,
        defense: None,
        traits: Traits::default(),
        cost: Some(cost),
        quick,
        range: None,
    };
    assert_eq!(
        refused(&arena, &player(BOB), summon(limits::MAX_COST + 1, false)),
        "err-mw-cost"
    );
    let short = refuse(&arena, &player(BOB), summon(11, false), &[]);
    assert_eq!(short.key, "err-mw-not-enough-mana");
    assert_eq!(arg(&short, "mana"), 10u32.into());
    assert_eq!(arg(&short, "cost"), 11u32.into());
    let out = run(&mut arena, &player(BOB), summon(4, true), &[]);
    assert_eq!(
        out.events,
        vec![
            Event::Cast {
                mage: "Boris".into(),
                spell: Some("Wolf".into()),
                cost: 4,
                mana: 6,
                quick: true
            },
            Event::CreatureAdded {
                name: "Wolf".into(),
                zone: zone("B3"),
                activated: false
            }
        ]
    );
    // In setup the quickcast marker is not spent.
    assert!(matches!(
        obj(&arena, "Boris").body,
        Body::Mage {
            quickcast_used: false,
            ..
        }
    ));
}

#[test]
fn summoning_in_the_action_stage_is_the_mages_full_action() {
    let mut arena = game(vec![]);
    let summon = |name: &str, quick: bool| Action::AddCreature {
        name: name.into(),
        mage: None,
        life: 10,
        armor: 0,
        zone: None,
        defense: None,
        traits: Traits::default(),
        cost: Some(3),
        quick,
        range: None,
    };
    // Bob's action out of his turn is refused; so is a quickcast, since summoning is always
    // a full action.
    assert_eq!(
        refused(&arena, &player(BOB), summon("Wolf", false)),
        "err-mw-not-your-turn"
    );
    assert_eq!(
        refused(&arena, &player(BOB), summon("Wolf", true)),
        "err-mw-summon-full"
    );
    // Alice summons as her action: Alma activates and her action is spent.
    let out = run(&mut arena, &player(ALICE), summon("Cat", false), &[]);
    assert!(
        obj(&arena, "Cat").activated,
        "summoned creatures wait a round"
    );
    assert_eq!(mana(&arena, "Alma"), 12);
    assert_eq!(
        out.events[0],
        Event::Activated {
            name: "Alma".into()
        }
    );
    assert!(matches!(
        arena.stage,
        Stage::Actions {
            acting: Some(_),
            action_used: true,
            ..
        }
    ));
    assert_eq!(
        refused(&arena, &player(ALICE), summon("Dog", false)),
        "err-mw-action-used"
    );
    // Placed without a cost in the action stage: activated too.
    let out = run(&mut arena, &player(ALICE), creature("Owl", "A1"), &[]);
    assert!(out.events.contains(&Event::CreatureAdded {
        name: "Owl".into(),
        zone: zone("A1"),
        activated: true
    }));
}

#[test]
fn attacks_are_registered_once_per_name_within_the_limits() {
    let mut arena = two_mages();
    let me = player(ALICE);
    let out = run(
        &mut arena,
        &me,
        Action::AddAttack {
            owner: None,
            attack: weapon("Staff", 3),
        },
        &[],
    );
    assert_eq!(
        out.events,
        vec![Event::AttackRegistered {
            owner: "Alma".into(),
            attack: "Staff".into()
        }]
    );
    assert_eq!(obj(&arena, "Alma").attacks, vec![weapon("Staff", 3)]);
    assert_eq!(
        refused(&arena, &me, register("Alma", weapon("staff", 2))),
        "err-mw-attack-name-taken"
    );
    assert_eq!(
        refused(&arena, &me, register("Boris", weapon("Claw", 2))),
        "err-mw-not-yours"
    );
    assert_eq!(
        refused(&arena, &me, register("Alma", weapon("Zero", 0))),
        "err-mw-dice"
    );
    assert_eq!(
        refused(
            &arena,
            &me,
            register("Alma", weapon("Many", limits::MAX_DICE + 1))
        ),
        "err-mw-dice"
    );
    let strikes = |n| Attack {
        strikes: n,
        ..weapon("Flurry", 2)
    };
    assert_eq!(
        refused(&arena, &me, register("Alma", strikes(0))),
        "err-mw-strikes"
    );
    assert_eq!(
        refused(&arena, &me, register("Alma", strikes(4))),
        "err-mw-strikes"
    );
    let far = Attack {
        reach: Reach::Ranged { min: 0, max: 7 },
        ..weapon("Far", 2)
    };
    assert_eq!(refused(&arena, &me, register("Alma", far)), "err-mw-range");
    let pricey = Attack {
        cost: limits::MAX_COST + 1,
        ..weapon("Pricey", 2)
    };
    assert_eq!(
        refused(&arena, &me, register("Alma", pricey)),
        "err-mw-cost"
    );
    let pierce = Attack {
        piercing: limits::MAX_TRAIT + 1,
        ..weapon("Pierce", 2)
    };
    assert_eq!(
        refused(&arena, &me, register("Alma", pierce)),
        "err-mw-trait"
    );
    assert_eq!(
        refused(&arena, &me, register("Alma", weapon("", 2))),
        "err-name-empty"
    );
    assert_eq!(
        refused(&arena, &me, register("Nobody", weapon("Claw", 2))),
        "err-mw-unknown-name"
    );
    for i in 1..limits::ATTACKS_PER_OBJECT {
        run(
            &mut arena,
            &me,
            register("Alma", weapon(&format!("A{i}"), 1)),
            &[],
        );
    }
    assert_eq!(
        refused(&arena, &me, register("Alma", weapon("Ninth", 1))),
        "err-mw-too-many-attacks"
    );
    // The host registers for anyone.
    run(
        &mut arena,
        &host(),
        register("Boris", weapon("Claw", 2)),
        &[],
    );
}

#[test]
fn removing_takes_an_object_out_without_ending_the_game() {
    let mut arena = two_mages();
    run(&mut arena, &player(BOB), creature("Wolf", "B3"), &[]);
    assert_eq!(
        refused(
            &arena,
            &player(ALICE),
            Action::Remove {
                name: "wolf".into()
            }
        ),
        "err-mw-not-yours"
    );
    let out = run(
        &mut arena,
        &player(BOB),
        Action::Remove {
            name: "wolf".into(),
        },
        &[],
    );
    assert_eq!(
        out.events,
        vec![Event::Removed {
            name: "Wolf".into()
        }]
    );
    assert!(gone(&arena, "Wolf"));
    let out = run(
        &mut arena,
        &host(),
        Action::Remove {
            name: "Boris".into(),
        },
        &[],
    );
    assert_eq!(
        out.events,
        vec![Event::Removed {
            name: "Boris".into()
        }]
    );
    assert!(!arena.over);
    assert_eq!(
        refused(
            &arena,
            &host(),
            Action::Remove {
                name: "Boris".into()
            }
        ),
        "err-mw-unknown-name"
    );
}

#[test]
fn only_the_host_or_a_moderator_ends_the_game() {
    let mut arena = two_mages();
    assert_eq!(
        refused(&arena, &player(ALICE), Action::End),
        "err-mw-host-only"
    );
    let out = run(&mut arena, &moderator(STRANGER), Action::End, &[]);
    assert_eq!(out.events, vec![Event::Ended]);
    let out = run(&mut arena, &host(), Action::End, &[]);
    assert_eq!(out.events, vec![Event::Ended]);
}

#[test]
fn once_the_game_is_over_only_end_is_accepted() {
    let mut arena = two_mages();
    arena.over = true;
    for action in [
        mage("Cara", "A1"),
        Action::NextRound,
        Action::Next,
        Action::Damage {
            target: "Alma".into(),
            amount: 1,
            from: None,
        },
    ] {
        assert_eq!(refused(&arena, &host(), action), "err-mw-game-over");
    }
    run(&mut arena, &host(), Action::End, &[]);
}

#[test]
fn objects_entering_after_the_action_stage_began_wait_for_the_next_round() {
    let mut arena = game(vec![]);
    let out = run(&mut arena, &player(CAROL), mage("Cara", "A1"), &[]);
    assert!(matches!(out.events[0], Event::MageAdded { .. }));
    assert!(
        obj(&arena, "Cara").activated,
        "a mage joining mid-round waits too"
    );
    arena.stage = Stage::FinalQuickcast;
    let out = run(&mut arena, &player(CAROL), creature("Imp", "A1"), &[]);
    assert_eq!(
        out.events,
        vec![Event::CreatureAdded {
            name: "Imp".into(),
            zone: zone("A1"),
            activated: true
        }]
    );
    // The next round readies them.
    run(&mut arena, &host(), Action::NextRound, &[]);
    assert!(!obj(&arena, "Cara").activated && !obj(&arena, "Imp").activated);
}
