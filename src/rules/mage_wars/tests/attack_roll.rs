//! Rolling an attack: the attack die's faces, the Daze miss roll, Defense, the dice pool's
//! modifiers, Armor, the effect roll, extra strikes, destruction and the end of the game.

use super::attack_declare::duel;
use super::support::*;
use crate::rules::mage_wars::model::{Defense, EffectRow};
use crate::rules::mage_wars::outcome::{DefenseRoll, DiceModifier};
use crate::rules::mage_wars::{
    Action, Attack, Condition, DamageType, Event, limits, parse_effects,
};

/// Alma (a mage, so spells are hers) attacks with a one-off attack.
fn alma_attacks(target: &str, attack: Attack) -> Action {
    Action::Attack {
        acting_as: None,
        target: target.into(),
        weapon: None,
        inline: Some(attack),
        counter: false,
        quick: false,
    }
}

#[test]
fn each_attack_die_face_reads_blank_blank_1_2_1star_2star() {
    let expected = [(0, 0), (0, 0), (1, 0), (2, 0), (0, 1), (0, 2)];
    for (face, (normal, critical)) in (1..=6).zip(expected) {
        let mut arena = duel();
        let out = run(
            &mut arena,
            &player(ALICE),
            alma_attacks("Wolf", weapon("Tap", 1)),
            &[face],
        );
        let strike = &report(&out).strikes[0];
        assert_eq!(strike.faces, vec![face]);
        assert_eq!(
            (strike.normal, strike.critical),
            (normal, critical),
            "face {face}"
        );
        assert_eq!(strike.damage, normal + critical);
        assert_eq!(obj(&arena, "Wolf").damage, normal + critical);
    }
}

#[test]
fn a_dazed_attacker_misses_on_six_or_less_and_the_attack_still_counts() {
    let mut arena = duel();
    set_markers(&mut arena, "Alma", Condition::Daze, 1);
    let spell = Attack {
        cost: 3,
        ..weapon("Zap", 2)
    };
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", spell.clone()),
        &[6],
    );
    let r = report(&out);
    assert_eq!((r.daze_roll, r.missed), (Some(6), true));
    assert_eq!(r.strikes.len(), 1);
    assert!(r.strikes[0].missed && r.strikes[0].faces.is_empty());
    assert_eq!(r.mana, Some((3, 12)), "the mana is spent all the same");
    assert_eq!(obj(&arena, "Wolf").damage, 0);
    assert_eq!(
        refused(&arena, &player(ALICE), alma_attacks("Wolf", spell.clone())),
        "err-mw-action-used"
    );
    // 7 goes on: the daze roll comes first, then the attack dice.
    let mut arena = duel();
    set_markers(&mut arena, "Alma", Condition::Daze, 1);
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", spell),
        &[7, 4, 6],
    );
    let r = report(&out);
    assert_eq!((r.daze_roll, r.missed), (Some(7), false));
    assert_eq!(r.strikes[0].damage, 4);
}

/// A Dazed miss skips to the next strike: each strike of a Doublestrike rolls its own miss
/// check, and a later one may land.
#[test]
fn a_dazed_miss_skips_only_its_own_strike() {
    let mut arena = duel();
    set_markers(&mut arena, "Alma", Condition::Daze, 1);
    let double = Attack {
        strikes: 2,
        ..weapon("Claws", 1)
    };
    // Strike 1: miss check 4 (missed). Strike 2: miss check 9, then one attack die 4 (2).
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", double),
        &[4, 9, 4],
    );
    let r = report(&out);
    assert_eq!(r.strikes.len(), 2);
    assert_eq!((r.strikes[0].daze, r.strikes[0].missed), (Some(4), true));
    assert_eq!((r.strikes[1].daze, r.strikes[1].missed), (Some(9), false));
    assert_eq!(r.strikes[1].damage, 2);
    assert!(!r.missed, "one strike landed");
    assert_eq!(obj(&arena, "Wolf").damage, 2);
}

#[test]
fn a_ready_defense_rolls_once_and_avoids_on_its_number() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").defense = Some(Defense {
        target: 7,
        ready: true,
    });
    let mut avoided = arena.clone();
    let out = run(
        &mut avoided,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[7],
    );
    let strike = &report(&out).strikes[0];
    assert_eq!(
        strike.defense,
        Some(DefenseRoll {
            face: 7,
            modifier: 0,
            needed: 7
        })
    );
    assert!(strike.avoided && strike.faces.is_empty() && strike.effect.is_none());
    assert!(
        !obj(&avoided, "Wolf").defense.unwrap().ready,
        "used for the round"
    );
    // Dazed and restrained: 10 − 2 − 2 = 6, not enough; used all the same.
    set_markers(&mut arena, "Wolf", Condition::Daze, 1);
    set_markers(&mut arena, "Wolf", Condition::Stuck, 1);
    let mut failed = arena.clone();
    let out = run(
        &mut failed,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[10, 3, 3, 3],
    );
    let strike = &report(&out).strikes[0];
    assert_eq!(strike.defense.as_ref().map(|d| d.modifier), Some(-4));
    assert!(!strike.avoided);
    assert_eq!(strike.damage, 3);
    assert!(!obj(&failed, "Wolf").defense.unwrap().ready);
    // Unavoidable attacks roll no Defense.
    let unavoidable = Attack {
        unavoidable: true,
        ..weapon("Doom", 1)
    };
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", unavoidable),
        &[3],
    );
    assert_eq!(report(&out).strikes[0].defense, None);
    assert!(obj(&arena, "Wolf").defense.unwrap().ready);
}

#[test]
fn extra_strikes_repeat_the_roll_but_the_defense_is_spent() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").defense = Some(Defense {
        target: 12,
        ready: true,
    });
    let double = Attack {
        strikes: 2,
        ..weapon("Twin", 2)
    };
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", double),
        &[2, 3, 4, 5, 6],
    );
    let r = report(&out);
    assert_eq!(r.strikes.len(), 2);
    assert!(r.strikes[0].defense.is_some() && r.strikes[1].defense.is_none());
    assert_eq!(r.strikes[0].faces, vec![3, 4]);
    assert_eq!(r.strikes[1].faces, vec![5, 6]);
    assert_eq!(r.target_damage, 3 + 3);
    assert_eq!(obj(&arena, "Wolf").damage, 6);
}

#[test]
fn dice_modifiers_add_up_and_never_leave_fewer_than_one_die() {
    let mut arena = duel();
    {
        let wolf = obj_mut(&mut arena, "Wolf");
        wolf.incoming_dice = 2;
        wolf.traits.aegis = 1;
        wolf.traits.damage_types = vec![(DamageType::Flame, -1)];
    }
    set_markers(&mut arena, "Knight", Condition::Weak, 1);
    let flaming = Attack {
        damage_type: Some(DamageType::Flame),
        ..weapon("Torch", 3)
    };
    run(&mut arena, &player(ALICE), register("Knight", flaming), &[]);
    let mut copy = arena.clone();
    let out = run(
        &mut copy,
        &player(ALICE),
        attack("Knight", "Wolf", "Torch"),
        &[1, 1],
    );
    let r = report(&out);
    assert_eq!((r.printed_dice, r.dice), (3, 2));
    assert_eq!(
        r.modifiers,
        vec![
            DiceModifier::Marked(2),
            DiceModifier::DamageType(-1),
            DiceModifier::Aegis(-1),
            DiceModifier::Weak(-1)
        ]
    );
    // Weak does not lower spells; Aegis 5 leaves one die and records what it took.
    set_markers(&mut arena, "Alma", Condition::Weak, 3);
    {
        let wolf = obj_mut(&mut arena, "Wolf");
        wolf.incoming_dice = 0;
        wolf.traits.aegis = 5;
    }
    let spell = Attack {
        cost: 1,
        ..weapon("Zap", 3)
    };
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", spell),
        &[1],
    );
    let r = report(&out);
    assert_eq!(r.dice, 1);
    assert_eq!(r.modifiers, vec![DiceModifier::Aegis(-2)]);
}

#[test]
fn armor_stops_normal_damage_only_lowered_by_piercing_and_corrode() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").armor = 3;
    set_markers(&mut arena, "Wolf", Condition::Corrode, 1);
    let piercing = Attack {
        piercing: 1,
        ..weapon("Pick", 3)
    };
    let mut copy = arena.clone();
    // 2 + 2 normal, 2★ critical: Armor 3 − 1 − 1 = 1 → 3 + 2.
    let out = run(
        &mut copy,
        &player(ALICE),
        alma_attacks("Wolf", piercing),
        &[4, 4, 6],
    );
    let strike = &report(&out).strikes[0];
    assert_eq!((strike.normal, strike.critical, strike.armor), (4, 2, 1));
    assert_eq!(strike.damage, 5);
    // Armor never drops below 0.
    let deep = Attack {
        piercing: 9,
        ..weapon("Drill", 1)
    };
    let mut copy = arena.clone();
    let out = run(&mut copy, &player(ALICE), alma_attacks("Wolf", deep), &[3]);
    assert_eq!(report(&out).strikes[0].armor, 0);
    // Resilient ignores all normal damage.
    obj_mut(&mut arena, "Wolf").traits.resilient = true;
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", weapon("Club", 3)),
        &[4, 4, 5],
    );
    let strike = &report(&out).strikes[0];
    assert!(strike.resilient);
    assert_eq!(strike.damage, 1);
}

#[test]
fn the_effect_roll_adds_damage_type_subtracts_tough_and_finds_its_row() {
    let mut arena = duel();
    {
        let wolf = obj_mut(&mut arena, "Wolf");
        wolf.traits.damage_types = vec![(DamageType::Flame, 2)];
        wolf.traits.tough = 1;
    }
    let fire = Attack {
        damage_type: Some(DamageType::Flame),
        effects: parse_effects("7-8: 1 burn; 9+: 2 burn, 1 daze").unwrap(),
        ..weapon("Flame", 1)
    };
    // Flame +2 makes 1 die 3, then the effect die: 7 + 2 − 1 = 8.
    let mut copy = arena.clone();
    let out = run(
        &mut copy,
        &player(ALICE),
        alma_attacks("Wolf", fire.clone()),
        &[1, 1, 1, 7],
    );
    let r = report(&out);
    assert_eq!(r.dice, 3);
    let effect = r.strikes[0].effect.clone().unwrap();
    assert_eq!((effect.face, effect.modifier, effect.total), (7, 1, 8));
    assert_eq!(effect.markers, vec![(1, Condition::Burn)]);
    assert_eq!(obj(&copy, "Wolf").markers(Condition::Burn), 1);
    // ConditionChanged follows the attack report.
    let attack_at = position(&out, |e| matches!(e, Event::Attack(_)));
    let changed_at = position(&out, |e| matches!(e, Event::ConditionChanged { .. }));
    assert!(attack_at < changed_at);
    // 12 + 1 = 13 lands in the open 9+ row.
    let mut copy = arena.clone();
    let out = run(
        &mut copy,
        &player(ALICE),
        alma_attacks("Wolf", fire.clone()),
        &[1, 1, 1, 12],
    );
    let effect = report(&out).strikes[0].effect.clone().unwrap();
    assert_eq!(effect.total, 13);
    assert_eq!(
        effect.markers,
        vec![(2, Condition::Burn), (1, Condition::Daze)]
    );
    assert!(out.events.contains(&Event::ConditionChanged {
        name: "Wolf".into(),
        condition: Condition::Daze,
        markers: 1,
        cause: None,
    }));
    // 5 + 1 = 6 matches no row.
    let mut copy = arena.clone();
    let out = run(
        &mut copy,
        &player(ALICE),
        alma_attacks("Wolf", fire.clone()),
        &[1, 1, 1, 5],
    );
    let effect = report(&out).strikes[0].effect.clone().unwrap();
    assert!(effect.markers.is_empty());
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::ConditionChanged { .. }))
    );
    // Markers stop at MAX_MARKERS.
    set_markers(&mut arena, "Wolf", Condition::Burn, limits::MAX_MARKERS - 1);
    run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", fire),
        &[1, 1, 1, 12],
    );
    assert_eq!(
        obj(&arena, "Wolf").markers(Condition::Burn),
        limits::MAX_MARKERS
    );
}

#[test]
fn a_row_ending_at_twelve_matches_every_roll_above() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").traits.damage_types = vec![(DamageType::Acid, 5)];
    let acid = Attack {
        damage_type: Some(DamageType::Acid),
        effects: vec![EffectRow {
            from: 10,
            to: 12,
            markers: vec![(1, Condition::Corrode)],
        }],
        ..weapon("Spit", 1)
    };
    // 6 dice (1 + 5), effect 11 + 5 = 16.
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", acid),
        &[1, 1, 1, 1, 1, 1, 11],
    );
    let effect = report(&out).strikes[0].effect.clone().unwrap();
    assert_eq!(effect.total, 16);
    assert_eq!(effect.markers, vec![(1, Condition::Corrode)]);
}

#[test]
fn a_creature_reaching_its_life_is_destroyed_and_later_strikes_are_not_rolled() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").damage = 8;
    let double = Attack {
        strikes: 2,
        ..weapon("Twin", 2)
    };
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Wolf", double),
        &[6, 6],
    );
    let r = report(&out);
    assert_eq!(r.strikes.len(), 1);
    assert_eq!((r.target_damage, r.target_life), (10, 10));
    assert!(gone(&arena, "Wolf"));
    assert_eq!(
        out.events.last(),
        Some(&Event::Destroyed {
            name: "Wolf".into(),
            mage: false
        })
    );
    assert!(!arena.over);
}

#[test]
fn killing_the_last_other_mage_wins_the_game() {
    let mut arena = duel();
    obj_mut(&mut arena, "Boris").zone = zone("B2");
    obj_mut(&mut arena, "Boris").damage = 19;
    let out = run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Boris", "Sword"),
        &[3, 1, 1],
    );
    let kinds: Vec<&str> = out
        .events
        .iter()
        .map(|e| match e {
            Event::Activated { .. } => "activated",
            Event::Attack(_) => "attack",
            Event::Destroyed { mage: true, .. } => "mage destroyed",
            Event::GameOver { .. } => "game over",
            _ => "other",
        })
        .collect();
    assert_eq!(
        kinds,
        ["activated", "attack", "mage destroyed", "game over"]
    );
    assert_eq!(
        out.events.last(),
        Some(&Event::GameOver {
            winner: Some("Alma".into())
        })
    );
    assert!(arena.over);
    assert_eq!(arena.winner.as_deref(), Some("Alma"));
    assert_eq!(
        refused(&arena, &player(ALICE), Action::Next),
        "err-mw-game-over"
    );
}

#[test]
fn in_a_three_mage_game_one_death_does_not_end_it() {
    let mut arena = game_rolling(vec![(player(CAROL), mage("Cara", "B2"))], &[9, 3, 2]);
    obj_mut(&mut arena, "Cara").damage = 19;
    let out = run(
        &mut arena,
        &player(ALICE),
        alma_attacks("Cara", weapon("Staff", 1)),
        &[4],
    );
    assert!(out.events.contains(&Event::Destroyed {
        name: "Cara".into(),
        mage: true
    }));
    assert!(!arena.over);
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::GameOver { .. }))
    );
}
