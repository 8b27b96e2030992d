//! Property tests over random action sequences with seeded dice: `apply` never panics, a
//! refused action leaves the arena exactly as it was, damage never exceeds what was dealt
//! (and stays below Life), markers stay within 1..=MAX_MARKERS, mana within MAX_MANA.

use std::collections::HashMap;

use proptest::prelude::*;

use super::support::*;
use crate::dice::SeededDice;
use crate::rules::mage_wars::model::{Defense, Zone};
use crate::rules::mage_wars::{
    Action, Actor, Arena, Attack, Condition, Event, Outcome, Reach, Traits, apply, limits,
    parse_effects,
};

const NAMES: [&str; 7] = ["Alma", "Boris", "Knight", "Wolf", "Hawk", "Imp", "Ghost"];
const WEAPONS: [&str; 5] = ["Sword", "Bite", "Bolt", "Thorns", "Claw"];

fn actors() -> [Actor; 5] {
    [
        host(),
        player(ALICE),
        player(BOB),
        player(STRANGER),
        moderator(CAROL),
    ]
}

/// Both sides with attacks that exercise every rule: effect tables, Doublestrike, a damage
/// barrier, Counterstrike, Flying, Defense, Regeneration and upkeep.
fn arena() -> Arena {
    let mut arena = Arena::new(HOST);
    let alice = player(ALICE);
    let bob = player(BOB);
    run(&mut arena, &alice, mage("Alma", "B2"), &[]);
    run(&mut arena, &bob, mage("Boris", "B3"), &[]);
    let knight = Traits {
        counterstrike: true,
        tough: 1,
        ..Traits::default()
    };
    run(
        &mut arena,
        &alice,
        creature_with("Knight", "B2", 8, 1, knight),
        &[],
    );
    let hawk = Traits {
        flying: true,
        ..Traits::default()
    };
    run(
        &mut arena,
        &alice,
        creature_with("Hawk", "A1", 4, 0, hawk),
        &[],
    );
    let wolf = Traits {
        regeneration: 1,
        upkeep: 1,
        aegis: 1,
        ..Traits::default()
    };
    run(
        &mut arena,
        &bob,
        creature_with("Wolf", "B2", 9, 2, wolf),
        &[],
    );
    obj_mut(&mut arena, "Wolf").defense = Some(Defense {
        target: 8,
        ready: true,
    });
    let sword = Attack {
        effects: parse_effects("7-8: 1 daze; 9+: 1 stun, 1 slam").unwrap(),
        ..weapon("Sword", 3)
    };
    run(&mut arena, &alice, register("Knight", sword), &[]);
    let claw = Attack {
        reach: Reach::Ranged { min: 0, max: 1 },
        effects: parse_effects("10+: 1 stuck, 1 cripple").unwrap(),
        ..weapon("Claw", 1)
    };
    run(&mut arena, &alice, register("Hawk", claw), &[]);
    let bite = Attack {
        strikes: 2,
        effects: parse_effects("6+: 2 bleed, 1 corrode, 1 weak").unwrap(),
        ..weapon("Bite", 2)
    };
    run(&mut arena, &bob, register("Wolf", bite), &[]);
    let thorns = Attack {
        barrier: true,
        ..weapon("Thorns", 1)
    };
    run(&mut arena, &bob, register("Wolf", thorns), &[]);
    let bolt = Attack {
        reach: Reach::Ranged { min: 0, max: 3 },
        cost: 3,
        effects: parse_effects("5-9: 3 burn; 10+: 2 rot").unwrap(),
        ..weapon("Bolt", 4)
    };
    run(&mut arena, &bob, register("Boris", bolt), &[]);
    arena
}

#[derive(Debug, Clone)]
enum Step {
    Attack {
        actor: usize,
        by: Option<usize>,
        target: usize,
        weapon: Option<usize>,
    },
    /// Answers the pending counterstrike offer, if any.
    Counter {
        actor: usize,
    },
    /// Declines the pending counterstrike offer.
    Decline {
        actor: usize,
    },
    /// An upkeep choice: an order (Burn first or Regeneration first) or a payment.
    Upkeep {
        actor: usize,
        name: usize,
        order: bool,
        burn_first: bool,
        pay: bool,
    },
    /// The host activates the turn player's next unactivated object, if any.
    ActivateTurn,
    Move {
        actor: usize,
        name: usize,
        row: u8,
        column: u8,
    },
    Guard {
        actor: usize,
        name: usize,
    },
    Activate {
        actor: usize,
        name: usize,
    },
    Cast {
        actor: usize,
        mage: Option<usize>,
        cost: u32,
        quick: bool,
        target: Option<usize>,
        mark: i32,
    },
    Next {
        actor: usize,
    },
    NextRound {
        actor: usize,
    },
    Condition {
        actor: usize,
        target: usize,
        condition: usize,
        count: u32,
        remove: bool,
    },
    Damage {
        actor: usize,
        target: usize,
        amount: u32,
        heal: bool,
    },
    Summon {
        actor: usize,
        name: usize,
        cost: Option<u32>,
        quick: bool,
    },
    Remove {
        actor: usize,
        name: usize,
    },
}

fn step() -> impl Strategy<Value = Step> {
    // Mostly the host, who may act for whoever's turn it is.
    let actor = prop_oneof![3 => Just(0usize), 2 => 1..5usize];
    let name = 0..NAMES.len();
    prop_oneof![
        16 => (
            actor.clone(),
            proptest::option::weighted(0.9, 0..5usize),
            prop_oneof![4 => 0..5usize, 1 => name.clone()],
            proptest::option::weighted(0.2, 0..WEAPONS.len()),
        )
            .prop_map(|(actor, by, target, weapon)| Step::Attack {
                actor,
                by,
                target,
                weapon,
            }),
        3 => actor.clone().prop_map(|actor| Step::Counter { actor }),
        2 => actor.clone().prop_map(|actor| Step::Decline { actor }),
        2 => (actor.clone(), name.clone(), any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
            |(actor, name, order, burn_first, pay)| Step::Upkeep {
                actor,
                name,
                order,
                burn_first,
                pay
            }
        ),
        6 => Just(Step::ActivateTurn),
        3 => (actor.clone(), name.clone(), 0..4u8, 0..5u8).prop_map(|(actor, name, row, column)| {
            Step::Move {
                actor,
                name,
                row,
                column,
            }
        }),
        1 => (actor.clone(), name.clone()).prop_map(|(actor, name)| Step::Guard { actor, name }),
        2 => (actor.clone(), name.clone()).prop_map(|(actor, name)| Step::Activate { actor, name }),
        2 => (
            actor.clone(),
            proptest::option::weighted(0.5, name.clone()),
            0..14u32,
            any::<bool>(),
            proptest::option::weighted(0.4, name.clone()),
            -2..4i32,
        )
            .prop_map(|(actor, mage, cost, quick, target, mark)| Step::Cast {
                actor,
                mage,
                cost,
                quick,
                target,
                mark
            }),
        12 => actor.clone().prop_map(|actor| Step::Next { actor }),
        4 => actor.clone().prop_map(|actor| Step::NextRound { actor }),
        2 => (actor.clone(), name.clone(), 0..Condition::ALL.len(), 1..6u32, any::<bool>())
            .prop_map(|(actor, target, condition, count, remove)| Step::Condition {
                actor,
                target,
                condition,
                count,
                remove
            }),
        1 => (actor.clone(), name.clone(), 1..12u32, any::<bool>()).prop_map(
            |(actor, target, amount, heal)| Step::Damage {
                actor,
                target,
                amount,
                heal
            }
        ),
        1 => (
            actor.clone(),
            4..NAMES.len(),
            proptest::option::weighted(0.6, 0..8u32),
            any::<bool>(),
        )
            .prop_map(|(actor, name, cost, quick)| Step::Summon {
                actor,
                name,
                cost,
                quick
            }),
        1 => (actor, 2..NAMES.len()).prop_map(|(actor, name)| Step::Remove { actor, name }),
    ]
}

fn text(index: usize) -> String {
    NAMES[index % NAMES.len()].to_owned()
}

/// Alma has no registered attack: she casts a one-off spell.
fn alma_spell() -> Attack {
    Attack {
        name: String::new(),
        reach: Reach::Ranged { min: 0, max: 2 },
        cost: 2,
        effects: parse_effects("8+: 1 burn").unwrap(),
        ..weapon("", 2)
    }
}

fn action(step: &Step, arena: &Arena) -> (usize, Action) {
    match *step {
        Step::Attack {
            actor,
            by,
            target,
            weapon,
        } => {
            // Without a weapon the attacker's own attack is used (Alma's is a spell).
            let inline = (by.is_none_or(|b| b == 0) && weapon.is_none()).then(alma_spell);
            (
                actor,
                Action::Attack {
                    acting_as: by.map(text),
                    target: text(target),
                    weapon: weapon.map(|w| WEAPONS[w].to_owned()),
                    inline,
                    counter: false,
                    quick: false,
                },
            )
        }
        Step::Decline { actor } => (actor, Action::Decline),
        Step::Upkeep {
            actor,
            name,
            order,
            burn_first,
            pay,
        } => {
            use crate::rules::mage_wars::UpkeepEffect;
            let action = if order {
                Action::UpkeepOrder {
                    mage: None,
                    order: if burn_first {
                        vec![UpkeepEffect::Burn, UpkeepEffect::Regeneration]
                    } else {
                        vec![UpkeepEffect::Regeneration]
                    },
                }
            } else {
                Action::UpkeepPay {
                    name: text(name),
                    pay,
                }
            };
            (actor, action)
        }
        Step::Counter { actor } => {
            let (by, target) = arena
                .counter_offer
                .as_ref()
                .map(|o| {
                    let name = |id| arena.object(id).map(|o| o.name.clone()).unwrap_or_default();
                    (name(o.defender), name(o.attacker))
                })
                .unwrap_or_else(|| ("Wolf".into(), "Knight".into()));
            (
                actor,
                Action::Attack {
                    acting_as: Some(by),
                    target,
                    weapon: None,
                    inline: None,
                    counter: true,
                    quick: false,
                },
            )
        }
        Step::ActivateTurn => {
            let next = match arena.stage {
                crate::rules::mage_wars::Stage::Actions { turn, .. } => arena
                    .objects
                    .iter()
                    .find(|o| o.owner == turn && !o.activated)
                    .map(|o| o.name.clone()),
                _ => None,
            };
            (
                0,
                Action::Activate {
                    name: next.unwrap_or_else(|| "Alma".into()),
                },
            )
        }
        Step::Move {
            actor,
            name,
            row,
            column,
        } => (
            actor,
            Action::Move {
                name: Some(text(name)),
                zone: Zone { row, column },
                from: None,
            },
        ),
        Step::Guard { actor, name } => (actor, Action::Guard { name: text(name) }),
        Step::Activate { actor, name } => (actor, Action::Activate { name: text(name) }),
        Step::Cast {
            actor,
            mage,
            cost,
            quick,
            target,
            mark,
        } => (
            actor,
            Action::Cast {
                mage: mage.map(text),
                spell: None,
                cost,
                quick,
                target: target.map(text),
                mark,
                enchantment: false,
            },
        ),
        Step::Next { actor } => (actor, Action::Next),
        Step::NextRound { actor } => (actor, Action::NextRound),
        Step::Condition {
            actor,
            target,
            condition,
            count,
            remove,
        } => {
            let condition = Condition::ALL[condition];
            let action = if remove {
                Action::ConditionRemove {
                    target: text(target),
                    condition,
                    count: (count < 4).then_some(count),
                    from: None,
                }
            } else {
                Action::ConditionAdd {
                    target: text(target),
                    condition,
                    count,
                    from: None,
                }
            };
            (actor, action)
        }
        Step::Damage {
            actor,
            target,
            amount,
            heal,
        } => {
            let target = text(target);
            let action = if heal {
                Action::Heal {
                    target,
                    amount,
                    from: None,
                }
            } else {
                Action::Damage {
                    target,
                    amount,
                    from: None,
                }
            };
            (actor, action)
        }
        Step::Summon {
            actor,
            name,
            cost,
            quick,
        } => (
            actor,
            Action::AddCreature {
                name: text(name),
                mage: None,
                life: 5,
                armor: 1,
                zone: None,
                defense: Some(9),
                traits: Traits {
                    counterstrike: true,
                    ..Traits::default()
                },
                cost,
                quick,
                range: None,
            },
        ),
        Step::Remove { actor, name } => (actor, Action::Remove { name: text(name) }),
    }
}

/// Damage each name was dealt, as the events report it.
fn tally_dealt(outcome: &Outcome, dealt: &mut HashMap<String, u64>) {
    for event in &outcome.events {
        let (name, amount) = match event {
            Event::Attack(report) => (
                &report.target,
                report.strikes.iter().map(|s| s.damage).sum::<u32>(),
            ),
            Event::BurnRolled { name, damage, .. }
            | Event::RotDamage { name, damage }
            | Event::BleedDamage { name, damage } => (name, *damage),
            Event::Damaged { name, amount, .. } => (name, *amount),
            _ => continue,
        };
        *dealt.entry(name.clone()).or_default() += u64::from(amount);
    }
}

fn check_invariants(arena: &Arena, dealt: &HashMap<String, u64>) -> Result<(), TestCaseError> {
    for object in &arena.objects {
        prop_assert!(
            object.damage < object.life,
            "{} should be destroyed",
            object.name
        );
        let got = dealt.get(&object.name).copied().unwrap_or(0);
        prop_assert!(
            u64::from(object.damage) <= got,
            "{} has {} damage but was dealt {got}",
            object.name,
            object.damage
        );
        for &(condition, count) in &object.conditions {
            prop_assert!(
                (1..=limits::MAX_MARKERS).contains(&count),
                "{} has {count} {condition:?}",
                object.name
            );
        }
        if let Some(mana) = object.mana() {
            prop_assert!(mana <= limits::MAX_MANA);
        }
        let cap = i32::try_from(limits::MAX_DICE).unwrap();
        prop_assert!((-cap..=cap).contains(&object.incoming_dice));
        prop_assert!(object.attacks.len() <= limits::ATTACKS_PER_OBJECT);
    }
    prop_assert!(arena.objects.len() <= limits::OBJECTS);
    prop_assert!(arena.over == arena.winner.is_some() || arena.over);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn random_games_keep_every_invariant(
        seed in any::<u64>(),
        steps in proptest::collection::vec(step(), 1..60),
    ) {
        let mut arena = arena();
        run(&mut arena, &host(), Action::NextRound, &[9, 3]);
        let mut dice = SeededDice::from_seed(seed);
        let mut dealt = HashMap::new();
        let actors = actors();
        for step in &steps {
            let (actor, action) = action(step, &arena);
            let before = arena.clone();
            match apply(&mut arena, &actors[actor], &action, &mut dice) {
                Ok(outcome) => {
                    tally_dealt(&outcome, &mut dealt);
                    let over_events = outcome
                        .events
                        .iter()
                        .filter(|e| matches!(e, Event::GameOver { .. }))
                        .count();
                    prop_assert_eq!(over_events, usize::from(arena.over && !before.over));
                }
                Err(error) => {
                    prop_assert_eq!(
                        &arena,
                        &before,
                        "{:?} refused with {} changed the arena",
                        action,
                        error
                    );
                    prop_assert!(error.key.starts_with("err-mw-"), "{}", error);
                    prop_assert_ne!(error.key, "err-mw-internal");
                }
            }
            check_invariants(&arena, &dealt)?;
        }
    }
}
