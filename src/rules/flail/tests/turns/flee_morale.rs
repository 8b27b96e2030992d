//! Fleeing and Morale (rules: "Fleeing", "Morale" and their Decisions).

use super::super::attack::attack;
use super::*;
use crate::rules::flail::outcome::Detail;

fn flee(character: Option<&str>, slower: bool) -> Action {
    Action::Flee {
        character: character.map(str::to_owned),
        slower,
    }
}

fn morale(adversary: Option<&str>) -> Action {
    Action::Morale {
        adversary: adversary.map(str::to_owned),
        surrender: false,
    }
}

#[test]
fn a_successful_flee_leaves_the_fight_and_the_turn_order() {
    let mut world = chapel();
    let out = run(&mut world, &player(ALICE), flee(None, false), &[4]).unwrap();
    assert_eq!(
        (out.results[0].kind, out.results[0].outcome),
        (ResultKind::Flee, RollOutcome::Success)
    );
    assert!(out.events.contains(&Event::Fled { who: "Rook".into() }));
    assert!(enc(&world).pcs[0].fled);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
    assert_eq!(next_names(&mut world, &gm(), 2), vec!["Knight", "Tess"]);
}

#[test]
fn a_failed_flee_offers_one_free_attack_per_adversary_still_standing() {
    let mut world = skirmish();
    enc_mut(&mut world)
        .adversaries
        .push(adversary("Bat", 2, 0, 3, 1));
    adv_mut(&mut world, "Bat").status = AdversaryStatus::Eliminated;
    let out = run(&mut world, &player(ALICE), flee(Some("Rook"), false), &[15]).unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::Fail);
    assert!(out.events.contains(&Event::FreeAttacksOffered {
        target: "Rook".into(),
        adversaries: vec!["Knight".into(), "Goblin".into()],
    }));
    assert_eq!(
        enc(&world).free_attacks,
        vec![
            FreeAttack {
                adversary: 0,
                target: ROOK
            },
            FreeAttack {
                adversary: 1,
                target: ROOK
            }
        ]
    );
    assert!(!enc(&world).pcs[0].fled);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Adversary(0)));

    // The goblin takes its free swing once, outside the turn order.
    let swing = || attack("Rook").by("Goblin").free().go();
    run(&mut world, &gm(), swing(), &[2, 3, 4]).unwrap();
    assert_eq!(
        enc(&world).free_attacks,
        vec![FreeAttack {
            adversary: 0,
            target: ROOK
        }]
    );
    assert_eq!(enc(&world).turn, Some(CombatantRef::Adversary(0)));
    assert_eq!(
        refused(&mut world, &gm(), swing(), &[]),
        "err-no-free-attack"
    );
}

#[test]
fn unused_free_attacks_lapse_when_the_fleeing_pcs_turn_comes_again() {
    let mut world = skirmish();
    run(&mut world, &player(ALICE), flee(None, false), &[15]).unwrap();
    assert_eq!(enc(&world).free_attacks.len(), 2);
    assert_eq!(
        next_names(&mut world, &gm(), 3),
        vec!["Goblin", "Tess", "Rook"]
    );
    assert!(enc(&world).free_attacks.is_empty());
}

#[test]
fn a_character_slower_than_its_opponents_cannot_flee() {
    let mut world = chapel();
    assert_eq!(
        refused(&mut world, &player(ALICE), flee(None, true), &[]),
        "err-cannot-flee-slower"
    );
}

#[test]
fn flee_refusals() {
    let mut world = chapel();
    assert_eq!(
        refused(&mut world, &player(BOB), flee(None, false), &[]),
        "err-not-your-turn"
    );
    assert_eq!(
        refused(&mut world, &player(BOB), flee(Some("Rook"), false), &[]),
        "err-not-your-character"
    );
    assert_eq!(
        refused(&mut world, &gm(), flee(None, false), &[]),
        "err-no-own-character"
    );
    let mut before = super::before_initiative();
    assert_eq!(
        refused(&mut before, &player(ALICE), flee(None, false), &[]),
        "err-no-initiative"
    );
}

#[test]
fn the_gm_may_flee_for_the_pc_whose_turn_it_is() {
    let mut world = chapel();
    run(&mut world, &gm(), flee(Some("Rook"), false), &[1]).unwrap();
    assert!(enc(&world).pcs[0].fled);
}

#[test]
fn failed_morale_flees_and_leaves_the_turn_order() {
    let mut world = chapel();
    let out = run(&mut world, &gm(), morale(Some("knight")), &[9]).unwrap();
    let r = &out.results[0];
    assert_eq!(
        (r.kind, r.who.as_str(), r.outcome),
        (ResultKind::Morale, "Knight", RollOutcome::Fail)
    );
    assert!(matches!(
        r.detail,
        Detail::Save {
            value: 8,
            kept: 9,
            ..
        }
    ));
    assert!(out.events.contains(&Event::MoraleBroken {
        who: "Knight".into()
    }));
    assert_eq!(adv_mut(&mut world, "Knight").status, AdversaryStatus::Fled);
    // Not its turn: the turn stays with Rook.
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
    assert_eq!(next_names(&mut world, &gm(), 2), vec!["Tess", "Rook"]);
}

#[test]
fn held_morale_keeps_the_adversary_fighting() {
    let mut world = chapel();
    let out = run(&mut world, &gm(), morale(Some("Knight")), &[8]).unwrap();
    assert!(out.events.contains(&Event::MoraleHeld {
        who: "Knight".into()
    }));
    assert_eq!(
        adv_mut(&mut world, "Knight").status,
        AdversaryStatus::Standing
    );
}

#[test]
fn morale_without_a_name_rolls_for_every_standing_adversary() {
    let mut world = skirmish();
    enc_mut(&mut world)
        .adversaries
        .push(adversary("Bat", 2, 0, 3, 1));
    adv_mut(&mut world, "Bat").status = AdversaryStatus::Eliminated;
    // A natural 20 fails whatever the Morale.
    adv_mut(&mut world, "Goblin").morale = 20;
    let out = run(&mut world, &gm(), morale(None), &[3, 20]).unwrap();
    let who: Vec<_> = out
        .results
        .iter()
        .map(|r| (r.who.as_str(), r.outcome))
        .collect();
    assert_eq!(
        who,
        vec![
            ("Knight", RollOutcome::Success),
            ("Goblin", RollOutcome::Fumble)
        ]
    );
    assert_eq!(adv_mut(&mut world, "Goblin").status, AdversaryStatus::Fled);
}

#[test]
fn the_turn_passes_when_the_adversary_whose_turn_it_is_breaks() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Adversary(0));
    let out = run(&mut world, &gm(), morale(Some("Knight")), &[12]).unwrap();
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
    assert!(out.events.contains(&Event::RoundStarted { round: 2 }));
}

#[test]
fn morale_refusals() {
    let mut world = chapel();
    assert_eq!(
        refused(&mut world, &player(ALICE), morale(Some("Knight")), &[]),
        "err-gm-only"
    );
    assert_eq!(
        refused(&mut world, &gm(), morale(Some("Dragon")), &[]),
        "err-unknown-adversary"
    );
    adv_mut(&mut world, "Knight").status = AdversaryStatus::Surrendered;
    assert_eq!(
        refused(&mut world, &gm(), morale(Some("Knight")), &[]),
        "err-adversary-not-standing"
    );
    assert_eq!(
        refused(&mut world, &gm(), morale(None), &[]),
        "err-no-standing-adversaries"
    );
    world.table.encounter = None;
    assert_eq!(
        refused(&mut world, &gm(), morale(None), &[]),
        "err-no-encounter"
    );
}
