//! Upkeep: Burn dice, Rot, Bleed, Regeneration, upkeep costs, destruction, and a mage's
//! death in upkeep ending the game before the action stage.

use super::support::*;
use crate::rules::mage_wars::model::Stage;
use crate::rules::mage_wars::{Action, Arena, Condition, Event, Traits, UpkeepEffect};

/// Alma, Boris and Bob's Wolf (Life 10) in round 1's final quickcast phase.
fn before_round_two(wolf: Traits) -> Arena {
    let mut arena = game(vec![(
        player(BOB),
        creature_with("Wolf", "B3", 10, 0, wolf),
    )]);
    arena.stage = Stage::FinalQuickcast;
    arena
}

/// `/initiative`, and again when upkeep waits for choices (the defaults): the events of
/// both, and `faces` rolled by the upkeep.
fn next_round(arena: &mut Arena, faces: &[u32]) -> crate::rules::mage_wars::Outcome {
    let mut out = run(arena, &host(), Action::NextRound, &[]);
    if matches!(arena.stage, Stage::Upkeep { .. }) {
        out.events
            .extend(run(arena, &host(), Action::NextRound, faces).events);
    } else {
        assert!(faces.is_empty(), "no upkeep choice: roll with run()");
    }
    out
}

#[test]
fn each_burn_die_deals_its_damage_and_each_blank_puts_out_a_marker() {
    let mut arena = before_round_two(Traits::default());
    set_markers(&mut arena, "Wolf", Condition::Burn, 4);
    // Faces: blank, 2★, blank, 1 → 3 damage (critical too), two markers out.
    let out = run(&mut arena, &host(), Action::NextRound, &[1, 6, 2, 3]);
    assert!(out.events.contains(&Event::BurnRolled {
        name: "Wolf".into(),
        faces: vec![1, 6, 2, 3],
        damage: 3,
        removed: 2
    }));
    let wolf = obj(&arena, "Wolf");
    assert_eq!(wolf.damage, 3);
    assert_eq!(wolf.conditions, vec![(Condition::Burn, 2)]);
    // Upkeep comes after channel and before the action stage.
    let burn = position(&out, |e| matches!(e, Event::BurnRolled { .. }));
    let channel = position(&out, |e| matches!(e, Event::Channeled { .. }));
    let turn = position(&out, |e| matches!(e, Event::TurnOf { .. }));
    assert!(channel < burn && burn < turn);
}

#[test]
fn the_last_blank_removes_the_burn_condition() {
    let mut arena = before_round_two(Traits::default());
    set_markers(&mut arena, "Wolf", Condition::Burn, 1);
    run(&mut arena, &host(), Action::NextRound, &[2]);
    let wolf = obj(&arena, "Wolf");
    assert_eq!(wolf.damage, 0);
    assert!(wolf.conditions.is_empty());
}

#[test]
fn rot_deals_one_per_marker_and_bleed_one_in_all() {
    let mut arena = before_round_two(Traits::default());
    set_markers(&mut arena, "Wolf", Condition::Rot, 3);
    set_markers(&mut arena, "Wolf", Condition::Bleed, 4);
    let out = run(&mut arena, &host(), Action::NextRound, &[]);
    assert!(out.events.contains(&Event::RotDamage {
        name: "Wolf".into(),
        damage: 3
    }));
    assert!(out.events.contains(&Event::BleedDamage {
        name: "Wolf".into(),
        damage: 1
    }));
    let wolf = obj(&arena, "Wolf");
    assert_eq!(wolf.damage, 4);
    assert_eq!(wolf.markers(Condition::Rot), 3, "rot markers stay");
}

#[test]
fn regeneration_heals_only_what_there_is_to_heal() {
    let traits = Traits {
        regeneration: 2,
        ..Traits::default()
    };
    let mut arena = before_round_two(traits.clone());
    obj_mut(&mut arena, "Wolf").damage = 1;
    let out = run(&mut arena, &host(), Action::NextRound, &[]);
    assert!(out.events.contains(&Event::Regenerated {
        name: "Wolf".into(),
        healed: 1
    }));
    assert_eq!(obj(&arena, "Wolf").damage, 0);
    // Nothing to heal: no event.
    arena.stage = Stage::FinalQuickcast;
    let out = run(&mut arena, &host(), Action::NextRound, &[]);
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::Regenerated { .. }))
    );
}

#[test]
fn upkeep_is_paid_from_the_owners_mana_or_the_object_is_destroyed() {
    let traits = Traits {
        upkeep: 3,
        ..Traits::default()
    };
    let mut arena = before_round_two(traits);
    // Round 1: 10 + 5 − 3 = 12; round 2: 12 + 5 − 3 = 14.
    assert_eq!(mana(&arena, "Boris"), 12);
    let out = next_round(&mut arena, &[]);
    assert!(out.events.contains(&Event::UpkeepPaid {
        name: "Wolf".into(),
        mage: "Boris".into(),
        cost: 3,
        mana: 14
    }));
    assert_eq!(mana(&arena, "Boris"), 14);
    arena.stage = Stage::FinalQuickcast;
    set_mana(&mut arena, "Boris", 0);
    let out = next_round(&mut arena, &[]);
    // Channel comes first: 0 + 5 pays 3.
    assert_eq!(mana(&arena, "Boris"), 2);
    assert!(
        out.events
            .iter()
            .any(|e| matches!(e, Event::UpkeepPaid { .. }))
    );
    arena.stage = Stage::FinalQuickcast;
    obj_mut(&mut arena, "Boris").body = crate::rules::mage_wars::model::Body::Mage {
        channeling: 0,
        mana: 2,
        quickcast_used: false,
    };
    let out = next_round(&mut arena, &[]);
    let unpaid = position(&out, |e| {
        *e == Event::UpkeepUnpaid {
            name: "Wolf".into(),
            cost: 3,
            mage: "Boris".into(),
            mana: 2,
        }
    });
    let destroyed = position(&out, |e| {
        *e == Event::Destroyed {
            name: "Wolf".into(),
            mage: false,
        }
    });
    assert_eq!(destroyed, unpaid + 1);
    assert!(gone(&arena, "Wolf"));
    assert_eq!(mana(&arena, "Boris"), 2);
}

/// The choice shows the default for what it is: a cost the mage cannot afford (after the
/// costs before it) is not "paid" but goes.
#[test]
fn an_upkeep_the_mage_cannot_afford_is_shown_as_going() {
    let mut arena = game(vec![
        (
            player(BOB),
            creature_with(
                "Wolf",
                "B3",
                10,
                0,
                Traits {
                    upkeep: 3,
                    ..Traits::default()
                },
            ),
        ),
        (
            player(BOB),
            creature_with(
                "Owl",
                "B3",
                10,
                0,
                Traits {
                    upkeep: 2,
                    ..Traits::default()
                },
            ),
        ),
    ]);
    arena.stage = Stage::FinalQuickcast;
    obj_mut(&mut arena, "Boris").body = crate::rules::mage_wars::model::Body::Mage {
        channeling: 0,
        mana: 4,
        quickcast_used: false,
    };
    let out = run(&mut arena, &host(), Action::NextRound, &[]);
    let choices = out
        .events
        .iter()
        .find_map(|e| match e {
            Event::UpkeepAwaits { choices } => Some(choices.clone()),
            _ => None,
        })
        .expect("upkeep waits for Bob");
    let short: Vec<(&str, bool)> = choices.iter().map(|c| (c.name.as_str(), c.short)).collect();
    // 4 mana: the first cost in resolution order is paid, the second no longer can be.
    assert_eq!(short.iter().filter(|(_, s)| *s).count(), 1, "{short:?}");
    assert!(choices.iter().all(|c| c.pay), "paying is the default");
}

#[test]
fn upkeep_damage_destroys_and_a_dead_creature_skips_the_rest() {
    let traits = Traits {
        regeneration: 5,
        upkeep: 1,
        ..Traits::default()
    };
    let mut arena = before_round_two(traits);
    obj_mut(&mut arena, "Wolf").damage = 9;
    set_markers(&mut arena, "Wolf", Condition::Rot, 1);
    set_markers(&mut arena, "Wolf", Condition::Bleed, 1);
    run(&mut arena, &host(), Action::NextRound, &[]);
    // Bob puts Rot and Bleed before Regeneration: the Rot kills the Wolf.
    let order = Action::UpkeepOrder {
        mage: None,
        order: vec![UpkeepEffect::Rot, UpkeepEffect::Bleed],
    };
    run(&mut arena, &player(BOB), order, &[]);
    let out = run(&mut arena, &host(), Action::NextRound, &[]);
    assert!(gone(&arena, "Wolf"));
    assert!(out.events.contains(&Event::Destroyed {
        name: "Wolf".into(),
        mage: false
    }));
    assert!(!out.events.iter().any(|e| matches!(
        e,
        Event::BleedDamage { .. } | Event::Regenerated { .. } | Event::UpkeepPaid { .. }
    )));
    assert!(!arena.over);
    assert!(matches!(arena.stage, Stage::Actions { .. }));
}

#[test]
fn a_mage_burning_to_death_in_upkeep_ends_the_game_there() {
    let mut arena = before_round_two(Traits::default());
    // Round 2: Bob holds the initiative, so his objects' upkeep comes first.
    obj_mut(&mut arena, "Boris").damage = 19;
    set_markers(&mut arena, "Boris", Condition::Burn, 1);
    // Alma's burn would roll after Boris's; the game ends first.
    set_markers(&mut arena, "Alma", Condition::Burn, 1);
    let out = run(&mut arena, &host(), Action::NextRound, &[5]);
    assert!(gone(&arena, "Boris"));
    assert!(arena.over);
    assert_eq!(arena.winner.as_deref(), Some("Alma"));
    assert_eq!(
        out.events[out.events.len() - 2..],
        [
            Event::Destroyed {
                name: "Boris".into(),
                mage: true
            },
            Event::GameOver {
                winner: Some("Alma".into())
            }
        ]
    );
    assert!(!out.events.iter().any(|e| matches!(e, Event::TurnOf { .. })));
    assert_eq!(arena.stage, Stage::FinalQuickcast);
}
