//! An incapacitated object (Stun, Slam): it uses no Defense, a flyer loses Flying while it
//! lasts, and a mage casts only quick spells that are not attacks; and summoning a creature
//! is always the mage's full action.

use super::attack_declare::duel;
use super::support::*;
use crate::rules::mage_wars::model::Defense;
use crate::rules::mage_wars::{Action, Attack, Condition, Reach};

fn stunned(arena: &mut crate::rules::mage_wars::Arena, name: &str) {
    set_markers(arena, name, Condition::Stun, 1);
}

#[test]
fn an_incapacitated_creature_rolls_no_defense_and_keeps_it_ready() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").defense = Some(Defense {
        target: 6,
        ready: true,
    });
    stunned(&mut arena, "Wolf");
    // Only the Sword's three attack dice: no Defense roll before them.
    let out = run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[3, 3, 3],
    );
    let strike = &report(&out).strikes[0];
    assert_eq!(strike.defense, None);
    assert!(!strike.avoided);
    assert_eq!(obj(&arena, "Wolf").damage, 3);
    assert!(
        obj(&arena, "Wolf").defense.unwrap().ready,
        "an unused Defense stays ready"
    );
}

#[test]
fn an_incapacitated_flyer_can_be_struck_in_melee() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").traits.flying = true;
    assert_eq!(
        refused(&arena, &player(ALICE), attack("Knight", "Wolf", "Sword")),
        "err-mw-target-flying"
    );
    stunned(&mut arena, "Wolf");
    run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
}

#[test]
fn an_incapacitated_mage_casts_quick_spells_but_no_quick_attack() {
    let mut arena = duel();
    stunned(&mut arena, "Alma");
    let zap = Attack {
        reach: Reach::Ranged { min: 0, max: 2 },
        cost: 2,
        ..weapon("Zap", 1)
    };
    let quick_zap = Action::Attack {
        acting_as: None,
        target: "Wolf".into(),
        weapon: None,
        inline: Some(zap),
        counter: false,
        quick: true,
    };
    assert_eq!(
        refused(&arena, &player(ALICE), quick_zap),
        "err-mw-incapacitated-attack"
    );
    // A quick spell that is no attack is still hers to cast.
    run(&mut arena, &player(ALICE), cast("Alma", 2, true), &[]);
    assert_eq!(mana(&arena, "Alma"), 13);
}

/// Alma summons a creature for 3 mana.
fn summon(name: &str, quick: bool) -> Action {
    Action::AddCreature {
        name: name.into(),
        mage: None,
        life: 10,
        armor: 0,
        zone: Some(zone("B2")),
        defense: None,
        traits: crate::rules::mage_wars::Traits::default(),
        cost: Some(3),
        quick,
        range: None,
    }
}

#[test]
fn summoning_a_creature_is_the_mages_full_action() {
    let arena = duel();
    assert_eq!(
        refused(&arena, &player(ALICE), summon("Imp", true)),
        "err-mw-summon-full"
    );
    let mut moved = arena.clone();
    run(&mut moved, &player(ALICE), move_to("Alma", "B3"), &[]);
    assert_eq!(
        refused(&moved, &player(ALICE), summon("Imp", true)),
        "err-mw-summon-full"
    );
    assert_eq!(
        refused(&moved, &player(ALICE), summon("Imp", false)),
        "err-mw-full-after-move"
    );
    let mut summoned = arena;
    run(&mut summoned, &player(ALICE), summon("Imp", false), &[]);
    assert_eq!(mana(&summoned, "Alma"), 12);
    assert_eq!(obj(&summoned, "Imp").owner, ALICE);
}
