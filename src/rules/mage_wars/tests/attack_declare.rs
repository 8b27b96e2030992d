//! Declaring an attack: attacker, attack and target; the attack as the attacker's action;
//! attack spells' mana; range, guards and Flying.

use super::support::*;
use crate::rules::mage_wars::model::{Stage, Traits};
use crate::rules::mage_wars::{Action, Arena, Attack, Event, Reach};

/// Alice: Alma (B2), Knight (B2, Sword 3 dice); Bob: Boris (B3), Wolf (B2, Bite 2 dice,
/// Life 10). Alice's phase.
pub fn duel() -> Arena {
    game(vec![
        (player(ALICE), creature("Knight", "B2")),
        (player(ALICE), register("Knight", weapon("Sword", 3))),
        (player(BOB), creature("Wolf", "B2")),
        (player(BOB), register("Wolf", weapon("Bite", 2))),
    ])
}

fn bolt(cost: u32) -> Attack {
    Attack {
        reach: Reach::Ranged { min: 0, max: 2 },
        cost,
        ..weapon("", 1)
    }
}

fn inline(by: Option<&str>, target: &str, attack: Attack) -> Action {
    Action::Attack {
        acting_as: by.map(str::to_owned),
        target: target.into(),
        weapon: None,
        inline: Some(attack),
        counter: false,
        quick: false,
    }
}

fn attack_default(by: &str, target: &str) -> Action {
    Action::Attack {
        acting_as: Some(by.into()),
        target: target.into(),
        weapon: None,
        inline: None,
        counter: false,
        quick: false,
    }
}

#[test]
fn the_attack_is_the_attackers_activation_and_action() {
    let mut arena = duel();
    let out = run(
        &mut arena,
        &player(ALICE),
        attack("knight", "wolf", "sword"),
        &[1, 1, 1],
    );
    assert_eq!(
        out.events[0],
        Event::Activated {
            name: "Knight".into()
        }
    );
    let r = report(&out);
    assert_eq!(
        (r.attacker.as_str(), r.target.as_str(), r.attack.as_str()),
        ("Knight", "Wolf", "Sword")
    );
    assert!(r.melee && !r.counterstrike && !r.barrier);
    assert!(obj(&arena, "Knight").activated);
    assert!(matches!(
        arena.stage,
        Stage::Actions {
            action_used: true,
            ..
        }
    ));
    assert_eq!(
        refused(&arena, &player(ALICE), attack("Knight", "Wolf", "Sword")),
        "err-mw-action-used"
    );
    assert_eq!(
        refused(&arena, &player(BOB), attack("Wolf", "Knight", "Bite")),
        "err-mw-not-your-turn"
    );
    assert_eq!(
        refused(&arena, &player(BOB), attack("Knight", "Wolf", "Sword")),
        "err-mw-not-yours"
    );
}

#[test]
fn a_quick_attack_may_follow_a_move_but_a_full_one_may_not() {
    let mut arena = duel();
    run(
        &mut arena,
        &player(ALICE),
        register(
            "Knight",
            Attack {
                full: true,
                ..weapon("Lance", 2)
            },
        ),
        &[],
    );
    obj_mut(&mut arena, "Wolf").zone = zone("A1");
    run(&mut arena, &player(ALICE), move_to("Knight", "B1"), &[]);
    run(&mut arena, &player(ALICE), move_to("Knight", "A1"), &[]);
    assert_eq!(
        refused(&arena, &player(ALICE), attack("Knight", "Wolf", "Sword")),
        "err-mw-action-used"
    );
    let mut arena = duel();
    run(
        &mut arena,
        &player(ALICE),
        register(
            "Knight",
            Attack {
                full: true,
                ..weapon("Lance", 2)
            },
        ),
        &[],
    );
    obj_mut(&mut arena, "Wolf").zone = zone("B1");
    run(&mut arena, &player(ALICE), move_to("Knight", "B1"), &[]);
    assert_eq!(
        refused(&arena, &player(ALICE), attack("Knight", "Wolf", "Lance")),
        "err-mw-full-after-move"
    );
    run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
}

#[test]
fn choosing_the_attack() {
    let mut arena = duel();
    let me = player(ALICE);
    // The Knight's only attack is used when none is named.
    let mut only = arena.clone();
    let out = run(&mut only, &me, attack_default("Knight", "Wolf"), &[1, 1, 1]);
    assert_eq!(report(&out).attack, "Sword");
    // Alma has none; with two the player must choose.
    assert_eq!(
        refused(&arena, &me, attack_default("Alma", "Wolf")),
        "err-mw-which-attack"
    );
    run(
        &mut arena,
        &me,
        register("Knight", weapon("Shield Bash", 1)),
        &[],
    );
    assert_eq!(
        refused(&arena, &me, attack_default("Knight", "Wolf")),
        "err-mw-which-attack"
    );
    assert_eq!(
        refused(&arena, &me, attack("Knight", "Wolf", "Axe")),
        "err-mw-unknown-attack"
    );
    let both = Action::Attack {
        acting_as: Some("Knight".into()),
        target: "Wolf".into(),
        weapon: Some("Sword".into()),
        inline: Some(weapon("x", 1)),
        counter: false,
        quick: false,
    };
    assert_eq!(refused(&arena, &me, both), "err-mw-weapon-or-inline");
    // A damage barrier strikes back by itself and is never chosen.
    run(
        &mut arena,
        &me,
        register(
            "Knight",
            Attack {
                barrier: true,
                ..weapon("Spikes", 1)
            },
        ),
        &[],
    );
    assert_eq!(
        refused(&arena, &me, attack("Knight", "Wolf", "Spikes")),
        "err-mw-barrier-attack"
    );
    assert_eq!(
        refused(&arena, &me, attack("Knight", "Knight", "Sword")),
        "err-mw-attack-self"
    );
    assert_eq!(
        refused(&arena, &me, attack("Knight", "Ghost", "Sword")),
        "err-mw-unknown-name"
    );
    // One-off spells are checked like registered attacks.
    assert_eq!(
        refused(&arena, &me, inline(None, "Wolf", weapon("", 0))),
        "err-mw-dice"
    );
}

#[test]
fn an_attack_spell_is_paid_by_a_mage() {
    let mut arena = duel();
    let me = player(ALICE);
    assert_eq!(
        refused(&arena, &me, inline(Some("Knight"), "Wolf", bolt(2))),
        "err-mw-not-a-mage"
    );
    let short = refuse(&arena, &me, inline(None, "Wolf", bolt(16)), &[]);
    assert_eq!(short.key, "err-mw-not-enough-mana");
    let out = run(&mut arena, &me, inline(None, "Wolf", bolt(5)), &[3]);
    let r = report(&out);
    assert_eq!(r.mana, Some((5, 10)));
    assert_eq!(r.attack, "", "a one-off spell has no name");
    assert_eq!(mana(&arena, "Alma"), 10);
}

#[test]
fn melee_needs_the_same_zone_and_ranged_its_distances() {
    let arena = duel();
    let me = player(ALICE);
    let error = refuse(&arena, &me, attack("Knight", "Boris", "Sword"), &[]);
    assert_eq!(error.key, "err-mw-out-of-range");
    assert_eq!(arg(&error, "distance"), 1u8.into());
    let near = Attack {
        reach: Reach::Ranged { min: 1, max: 2 },
        ..weapon("Arrow", 1)
    };
    assert_eq!(
        refused(&arena, &me, inline(None, "Wolf", near.clone())),
        "err-mw-out-of-range"
    );
    let mut ok = arena.clone();
    run(&mut ok, &me, inline(None, "Boris", near.clone()), &[1]);
    let mut far = arena.clone();
    obj_mut(&mut far, "Boris").zone = zone("A4");
    assert_eq!(
        refused(&far, &me, inline(None, "Boris", near)),
        "err-mw-out-of-range"
    );
}

#[test]
fn melee_in_a_guarded_zone_must_target_a_guard_but_ranged_ignores_guards() {
    let mut arena = duel();
    let me = player(ALICE);
    run(&mut arena, &player(BOB), creature("Bear", "B2"), &[]);
    obj_mut(&mut arena, "Bear").guarding = true;
    let error = refuse(&arena, &me, attack("Knight", "Wolf", "Sword"), &[]);
    assert_eq!(error.key, "err-mw-must-attack-guard");
    assert_eq!(arg(&error, "guard"), "Bear".into());
    let mut at_guard = arena.clone();
    run(
        &mut at_guard,
        &me,
        attack("Knight", "Bear", "Sword"),
        &[1, 1, 1],
    );
    let ranged = Attack {
        reach: Reach::Ranged { min: 0, max: 1 },
        ..weapon("Arrow", 1)
    };
    let mut shot = arena.clone();
    run(&mut shot, &me, inline(None, "Wolf", ranged), &[1]);
    // A stunned guard guards nothing; the attacker's own guards do not count.
    let mut stunned = arena.clone();
    set_markers(
        &mut stunned,
        "Bear",
        crate::rules::mage_wars::Condition::Stun,
        1,
    );
    run(
        &mut stunned,
        &me,
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
    let mut own = duel();
    obj_mut(&mut own, "Alma").guarding = true;
    run(&mut own, &me, attack("Knight", "Wolf", "Sword"), &[1, 1, 1]);
}

#[test]
fn only_flyers_melee_a_flyer_unless_it_guards() {
    let mut arena = duel();
    let me = player(ALICE);
    obj_mut(&mut arena, "Wolf").traits = Traits {
        flying: true,
        ..Traits::default()
    };
    assert_eq!(
        refused(&arena, &me, attack("Knight", "Wolf", "Sword")),
        "err-mw-target-flying"
    );
    let mut guarding = arena.clone();
    obj_mut(&mut guarding, "Wolf").guarding = true;
    run(
        &mut guarding,
        &me,
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
    let mut flyer = arena.clone();
    obj_mut(&mut flyer, "Knight").traits.flying = true;
    run(
        &mut flyer,
        &me,
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 1],
    );
    let ranged = Attack {
        reach: Reach::Ranged { min: 0, max: 1 },
        ..weapon("Arrow", 1)
    };
    run(&mut arena, &me, inline(None, "Wolf", ranged), &[1]);
}
