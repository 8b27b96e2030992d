//! After the strikes: the damage barrier's automatic attack at a melee attacker, and the
//! counterstrike offered to a guarding or Counterstrike defender.

use super::attack_declare::duel;
use super::support::*;
use crate::rules::mage_wars::model::{CounterOffer, Defense, Stage};
use crate::rules::mage_wars::{Action, Arena, Attack, Condition, Event, Reach, parse_effects};

fn thorns() -> Attack {
    Attack {
        barrier: true,
        effects: parse_effects("1+: 1 bleed").unwrap(),
        ..weapon("Thorns", 1)
    }
}

fn with_barrier() -> Arena {
    let mut arena = duel();
    run(&mut arena, &player(BOB), register("Wolf", thorns()), &[]);
    arena
}

fn offer(arena: &Arena, defender: &str, attacker: &str) -> Option<CounterOffer> {
    Some(CounterOffer {
        defender: obj(arena, defender).id,
        attacker: obj(arena, attacker).id,
    })
}

#[test]
fn a_melee_hit_sets_off_the_damage_barrier_unavoidably() {
    let mut arena = with_barrier();
    obj_mut(&mut arena, "Knight").defense = Some(Defense {
        target: 2,
        ready: true,
    });
    // Sword 1 1 3 → 1 damage; Thorns at the Knight: 2★ and effect 4 → 1 Bleed.
    let out = run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 3, 6, 4],
    );
    let all = reports(&out);
    assert_eq!(all.len(), 2);
    let barrier = all[1];
    assert!(barrier.barrier && !barrier.counterstrike);
    assert_eq!(
        (barrier.attacker.as_str(), barrier.target.as_str()),
        ("Wolf", "Knight")
    );
    assert_eq!(
        barrier.strikes[0].defense, None,
        "a barrier cannot be avoided"
    );
    assert_eq!(barrier.strikes[0].damage, 2);
    assert_eq!(obj(&arena, "Knight").damage, 2);
    assert_eq!(obj(&arena, "Knight").markers(Condition::Bleed), 1);
    assert!(obj(&arena, "Knight").defense.unwrap().ready);
    let kinds: Vec<&str> = out
        .events
        .iter()
        .map(|e| match e {
            Event::Activated { .. } => "activated",
            Event::Attack(r) if r.barrier => "barrier",
            Event::Attack(_) => "attack",
            Event::ConditionChanged { .. } => "condition",
            _ => "other",
        })
        .collect();
    assert_eq!(kinds, ["activated", "attack", "barrier", "condition"]);
}

#[test]
fn no_barrier_when_every_strike_was_avoided_or_the_attack_was_ranged() {
    let mut arena = with_barrier();
    obj_mut(&mut arena, "Wolf").defense = Some(Defense {
        target: 5,
        ready: true,
    });
    let mut avoided = arena.clone();
    let out = run(
        &mut avoided,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[5],
    );
    assert_eq!(reports(&out).len(), 1);
    let ranged = Action::Attack {
        acting_as: None,
        target: "Wolf".into(),
        weapon: None,
        inline: Some(Attack {
            reach: Reach::Ranged { min: 0, max: 1 },
            unavoidable: true,
            ..weapon("Arrow", 1)
        }),
        counter: false,
        quick: false,
    };
    let out = run(&mut arena, &player(ALICE), ranged, &[4]);
    assert_eq!(reports(&out).len(), 1);
}

#[test]
fn a_barrier_can_destroy_the_attacker() {
    let mut arena = with_barrier();
    obj_mut(&mut arena, "Knight").damage = 9;
    obj_mut(&mut arena, "Wolf").guarding = true;
    let out = run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1, 5, 1],
    );
    assert!(gone(&arena, "Knight"));
    assert!(out.events.contains(&Event::Destroyed {
        name: "Knight".into(),
        mage: false
    }));
    assert_eq!(arena.counter_offer, None, "nobody left to strike back at");
    // The phase goes on: Alice ends it.
    run(&mut arena, &player(ALICE), Action::Next, &[]);
}

#[test]
fn a_guard_hit_in_melee_may_strike_back_once_and_it_is_no_activation() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").guarding = true;
    let out = run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 3],
    );
    assert_eq!(
        out.events.last(),
        Some(&Event::CounterstrikeOffered {
            defender: "Wolf".into(),
            attacker: "Knight".into()
        })
    );
    assert_eq!(arena.counter_offer, offer(&arena, "Wolf", "Knight"));
    assert_eq!(
        refused(&arena, &player(ALICE), counter("Wolf", "Knight")),
        "err-mw-not-yours"
    );
    assert_eq!(
        refused(&arena, &player(BOB), counter("Wolf", "Alma")),
        "err-mw-no-counter-offer"
    );
    let stage = arena.stage.clone();
    let out = run(&mut arena, &player(BOB), counter("Wolf", "Knight"), &[4, 4]);
    let r = report(&out);
    assert!(r.counterstrike && r.melee);
    assert_eq!(r.attack, "Bite");
    assert_eq!(obj(&arena, "Knight").damage, 4);
    assert!(
        !obj(&arena, "Wolf").activated,
        "a counterstrike is not an activation"
    );
    assert_eq!(arena.stage, stage);
    assert_eq!(arena.counter_offer, None);
    assert_eq!(
        refused(&arena, &player(BOB), counter("Wolf", "Knight")),
        "err-mw-no-counter-offer"
    );
}

#[test]
fn a_counterstrike_never_sets_off_a_barrier_or_another_counterstrike() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").traits.counterstrike = true;
    obj_mut(&mut arena, "Knight").traits.counterstrike = true;
    run(
        &mut arena,
        &player(ALICE),
        register("Knight", thorns()),
        &[],
    );
    run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
    let out = run(&mut arena, &player(BOB), counter("Wolf", "Knight"), &[3, 3]);
    assert_eq!(reports(&out).len(), 1);
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::CounterstrikeOffered { .. }))
    );
    assert_eq!(arena.counter_offer, None);
}

#[test]
fn a_counterstrike_is_offered_even_when_the_attack_was_avoided() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").traits.counterstrike = true;
    obj_mut(&mut arena, "Wolf").defense = Some(Defense {
        target: 3,
        ready: true,
    });
    run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[3],
    );
    assert_eq!(arena.counter_offer, offer(&arena, "Wolf", "Knight"));
}

/// A Dazed attacker's miss is treated like an attack the Defense avoided: the offer stands.
#[test]
fn a_counterstrike_is_offered_when_a_dazed_attacker_missed() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").traits.counterstrike = true;
    set_markers(&mut arena, "Knight", Condition::Daze, 1);
    let out = run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[2],
    );
    assert!(report(&out).missed);
    assert_eq!(arena.counter_offer, offer(&arena, "Wolf", "Knight"));
}

#[test]
fn no_counterstrike_offer_without_its_conditions() {
    let base = {
        let mut arena = duel();
        obj_mut(&mut arena, "Wolf").traits.counterstrike = true;
        arena
    };
    // A plain defender: nothing.
    let mut plain = duel();
    run(
        &mut plain,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
    assert_eq!(plain.counter_offer, None);
    // Stunned.
    let mut stunned = base.clone();
    set_markers(&mut stunned, "Wolf", Condition::Stun, 1);
    run(
        &mut stunned,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
    assert_eq!(stunned.counter_offer, None);
    // Destroyed.
    let mut dead = base.clone();
    obj_mut(&mut dead, "Wolf").damage = 9;
    run(
        &mut dead,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[4, 1, 1],
    );
    assert_eq!(dead.counter_offer, None);
    // No melee attack of its own.
    let mut unarmed = base.clone();
    obj_mut(&mut unarmed, "Wolf").attacks[0].reach = Reach::Ranged { min: 0, max: 1 };
    run(
        &mut unarmed,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
    assert_eq!(unarmed.counter_offer, None);
    // A ranged attack.
    let mut shot = base.clone();
    let arrow = Action::Attack {
        acting_as: None,
        target: "Wolf".into(),
        weapon: None,
        inline: Some(Attack {
            reach: Reach::Ranged { min: 0, max: 1 },
            ..weapon("Arrow", 1)
        }),
        counter: false,
        quick: false,
    };
    run(&mut shot, &player(ALICE), arrow, &[1]);
    assert_eq!(shot.counter_offer, None);
}

#[test]
fn the_offer_holds_until_answered_and_counters_must_be_melee() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").traits.counterstrike = true;
    run(
        &mut arena,
        &player(BOB),
        register(
            "Wolf",
            Attack {
                reach: Reach::Ranged { min: 0, max: 1 },
                ..weapon("Spit", 1)
            },
        ),
        &[],
    );
    run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
    let spit = Action::Attack {
        acting_as: Some("Wolf".into()),
        target: "Knight".into(),
        weapon: Some("Spit".into()),
        inline: None,
        counter: true,
        quick: false,
    };
    assert_eq!(refused(&arena, &player(BOB), spit), "err-mw-counter-melee");
    assert_eq!(
        refused(&arena, &player(ALICE), Action::Next),
        "err-mw-counter-pending"
    );
    run(&mut arena, &player(BOB), Action::Decline, &[]);
    run(&mut arena, &player(ALICE), Action::Next, &[]);
    assert_eq!(arena.counter_offer, None);
    assert!(matches!(arena.stage, Stage::Actions { turn: BOB, .. }));
    let bite = Action::Attack {
        acting_as: Some("Wolf".into()),
        target: "Knight".into(),
        weapon: Some("Bite".into()),
        inline: None,
        counter: true,
        quick: false,
    };
    assert_eq!(
        refused(&arena, &player(BOB), bite),
        "err-mw-no-counter-offer"
    );
}
