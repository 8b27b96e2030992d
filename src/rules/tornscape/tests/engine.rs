//! The attack, step by step, with rigged dice. Default faces: attack 1-2 blank, 3-5
//! success, 6 critical; defense 1-3 blank, 4-5 success, 6 critical; mastery and agility
//! 1-4 blank, 5-6 success.

use super::support::*;
use crate::rules::tornscape::*;

#[test]
fn faces_follow_the_tables_setting() {
    let faces = DiceFaces::default();
    let attack: Vec<Face> = (1..=6).map(|r| faces.attack.face(r)).collect();
    assert_eq!(
        attack,
        [
            Face::Blank,
            Face::Blank,
            Face::Success,
            Face::Success,
            Face::Success,
            Face::Critical
        ]
    );
    assert_eq!(faces.defense.face(3), Face::Blank);
    assert_eq!(faces.defense.face(6), Face::Critical);
    assert_eq!(faces.mastery.face(6), Face::Success);
    assert_eq!(Faces::parse("1/3/2").map(|f| f.face(5)), Ok(Face::Critical));
    assert_eq!(Faces::parse("1/3/3").unwrap_err().key, "err-ts-faces");
    assert_eq!(Faces::parse("a/b").unwrap_err().key, "err-ts-faces");
}

#[test]
fn the_worked_example_torgvar_against_noxtiis() {
    let mut table = duel();
    // Step 1: Noxtiis may defend, dodge or counter; no die is rolled yet.
    let out = run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Dagger Strike"),
        &[],
    );
    match out.waiting() {
        Some(Pause::Reaction {
            target,
            counters,
            default,
            ..
        }) => {
            assert_eq!(target, "Noxtiis");
            assert_eq!(counters, &["Claws".to_owned()]);
            assert_eq!(*default, Reaction::Defend);
        }
        other => panic!("expected the reaction pause, got {other:?}"),
    }
    // Step 2: the attack roll: attack [C S S - -], mastery [S], agility [S S -].
    let out = run(&mut table, BOB, accept(), &[6, 3, 3, 1, 1, 5, 5, 5, 1]);
    assert!(matches!(
        out.waiting(),
        Some(Pause::AttackerReroll {
            rerolls: 2,
            blank_attack: 2,
            blank_mastery: 0,
            ..
        })
    ));
    // Step 3: two blank attack dice re-rolled: C and -. Step 4: defense [C -], agility [S].
    let out = run(&mut table, ALICE, accept(), &[6, 1, 6, 1, 5]);
    assert!(matches!(
        out.waiting(),
        Some(Pause::DefenderReroll { rerolls: 1, .. })
    ));
    // Step 5: the blank defense die re-rolled to S.
    let out = run(&mut table, BOB, accept(), &[4]);
    match out.waiting() {
        Some(Pause::Assign {
            counts,
            back,
            default,
            ..
        }) => {
            assert_eq!(
                (
                    counts.attack_success,
                    counts.attack_critical,
                    counts.defense_success,
                    counts.defense_critical
                ),
                (2, 2, 1, 1)
            );
            assert!(*back);
            assert_eq!(
                *default,
                Assignment {
                    success_on_success: 1,
                    critical_on_success: 1,
                    critical_on_critical: 0
                }
            );
        }
        other => panic!("expected the assignment pause, got {other:?}"),
    }
    // Steps 6-7: [C C] left, one mastered: 3 damage; the critical kept deals 3 back.
    let out = run(&mut table, BOB, accept(), &[]);
    let hit = &hits(&out)[0];
    assert_eq!((hit.success, hit.critical, hit.mastered), (0, 2, 1));
    assert_eq!((hit.damage, hit.back), (3, 3));
    assert_eq!(life(&table, "Noxtiis"), 3);
    assert_eq!(life(&table, "Torgvar"), 2);
    assert_eq!(markers(&table, "Noxtiis"), [Marker::Bleeding]);
    assert!(!waiting(&table));
}

#[test]
fn the_next_action_accepts_every_default_without_rolling_twice() {
    let mut table = dagger_waiting();
    // The chooser's healing settles the waiting attack first, with the same dice as the
    // example (nobody else may act while Bob chooses: the seats check).
    let dice = [6, 3, 3, 1, 1, 5, 5, 5, 1, 6, 1, 6, 1, 5, 4];
    let heal = Action::Heal {
        target: "Noxtiis".into(),
        amount: 1,
        from: None,
    };
    let out = run(&mut table, BOB, heal, &dice);
    assert_eq!(hits(&out)[0].damage, 3);
    assert_eq!(life(&table, "Noxtiis"), 4);
    assert_eq!(life(&table, "Torgvar"), 2);
    let accepted = out
        .events
        .iter()
        .filter(|e| matches!(e, Event::DefaultAccepted { .. }))
        .count();
    assert_eq!(accepted, 4);
}

#[test]
fn a_choice_and_its_default_are_the_owners() {
    let mut table = dagger_waiting();
    let e = refuse(&table, ALICE, react(Reaction::Dodge, None), &[]);
    assert_eq!(e.key, "err-ts-not-yours");
    let e = refuse(&table, BOB, reroll(RerollChoice::default()), &[]);
    assert_eq!(e.key, "err-ts-wrong-choice");
    // Nobody accepts Bob's default for him, the attacker least of all.
    for user in [ALICE, 9] {
        assert_eq!(refuse(&table, user, accept(), &[]).key, "err-ts-not-yours");
    }
    // Nor does a stranger's /next, which ends no activation of theirs.
    assert_eq!(
        refuse(&table, 9, Action::Next, &[1; 12]).key,
        "err-ts-not-yours"
    );
    // Bob's acceptance rolls; the roll then waits for Alice's re-roll.
    run(&mut table, BOB, accept(), &[3, 3, 3, 3, 1, 1, 5, 1, 1]);
    assert!(waiting(&table));
}

#[test]
fn a_dodge_rolls_only_agility_and_cancels_only_normal_successes() {
    let mut table = dagger_waiting();
    // Attack [S S C - -], mastery [-], agility all blank: no re-roll pause.
    // Dodge: one agility die, a success: one normal success cancelled.
    let out = run(
        &mut table,
        BOB,
        react(Reaction::Dodge, None),
        &[3, 3, 6, 1, 1, 1, 1, 1, 1, 5],
    );
    let hit = &hits(&out)[0];
    assert_eq!((hit.success, hit.critical, hit.back), (1, 1, 0));
    assert_eq!(life(&table, "Noxtiis"), 4);
    assert_eq!(markers(&table, "Noxtiis"), [Marker::Bleeding]);
}

#[test]
fn crushing_damage_allows_only_a_dodge() {
    let mut table = duel();
    tile(&mut table, ALICE, "Torgvar", melee("Maul", 1, 0, 0, 6));
    // Noxtiis has activated, so it cannot counter: no reaction pause, the dodge is forced
    // and rolled right after the attack roll.
    activate_miniature(&mut table, BOB, "Noxtiis");
    let out = run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Maul"),
        &[6, 5],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Rolled {
            roll: RollKind::Dodge,
            ..
        }
    )));
    // A critical cannot be dodged: 6 damage, Noxtiis is removed.
    assert!(removed(&table, "Noxtiis"));
}

#[test]
fn a_counter_attack_resolves_at_the_same_time_as_the_attack() {
    let mut table = dagger_waiting();
    // Noxtiis counters with Claws (and defends): the main attack rolls first.
    // Main: attack [S S S S S], mastery [-], agility [- - -]; defense [- -], agility [-].
    let out = run(
        &mut table,
        BOB,
        react(Reaction::Defend, Some("claws")),
        &[3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1],
    );
    // Then the counter waits for Torgvar's reaction (defend or dodge, no counter).
    match out.waiting() {
        Some(Pause::Reaction {
            target, counters, ..
        }) => {
            assert_eq!(target, "Torgvar");
            assert!(counters.is_empty());
        }
        other => panic!("expected Torgvar's reaction, got {other:?}"),
    }
    assert_eq!(
        life(&table, "Noxtiis"),
        6,
        "nothing applies before the counter"
    );
    let e = refuse(
        &table,
        ALICE,
        react(Reaction::Defend, Some("Dagger Strike")),
        &[],
    );
    assert_eq!(e.key, "err-ts-no-counter");
    // Counter: Claws [S S]; Torgvar defends with [-] and agility [-].
    let out = run(&mut table, ALICE, accept(), &[3, 3, 1, 1]);
    let all = hits(&out);
    assert_eq!(all.len(), 2);
    assert_eq!(all[1].kind, StrikeKind::Counter);
    // 5 damage to Noxtiis, 6 to Torgvar: both fall together.
    assert_eq!(life(&table, "Noxtiis"), 1);
    assert!(removed(&table, "Torgvar"));
}

#[test]
fn an_activated_miniature_cannot_counter_and_a_counter_may_use_its_activation() {
    let mut table = duel();
    activate_miniature(&mut table, BOB, "Noxtiis");
    run(&mut table, HOST, Action::Next, &[]);
    run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Dagger Strike"),
        &[],
    );
    let e = refuse(&table, BOB, react(Reaction::Defend, Some("Claws")), &[]);
    assert_eq!(e.key, "err-ts-no-counter");

    let mut table = duel();
    run(
        &mut table,
        HOST,
        Action::Settings {
            faces: Vec::new(),
            counter_activates: Some(true),
        },
        &[],
    );
    run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Dagger Strike"),
        &[],
    );
    run(
        &mut table,
        BOB,
        react(Reaction::Defend, Some("Claws")),
        &[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    let e = table.encounter.as_ref().unwrap();
    assert!(
        e.miniatures
            .iter()
            .find(|m| m.name == "Noxtiis")
            .unwrap()
            .activated
    );
}

#[test]
fn free_attacks_follow_their_conditions() {
    let mut table = duel();
    // Noxtiis (activated already) strikes Torgvar freely: no counter, no activation used.
    activate_miniature(&mut table, BOB, "Noxtiis");
    run(&mut table, BOB, Action::Next, &[]);
    // Torgvar may defend or dodge (no counter against a free attack); nothing is rolled.
    run(&mut table, BOB, free("Noxtiis", "Torgvar", "Claws"), &[]);
    // Claws [C S]; Torgvar defends [C] with agility [-]. No damage back from a free
    // attack: the critical goes on the critical, and no other assignment does better, so
    // nothing waits for Alice.
    let out = run(&mut table, ALICE, accept(), &[6, 3, 6, 1]);
    assert!(out.waiting().is_none());
    let hit = &hits(&out)[0];
    assert_eq!((hit.success, hit.critical, hit.back), (1, 0, 0));
    assert_eq!(life(&table, "Torgvar"), 2);
    // Once per enemy per activation of the provoker.
    let e = refuse(&table, BOB, free("Noxtiis", "Torgvar", "Claws"), &[]);
    assert_eq!(e.key, "err-ts-free-once");
}

#[test]
fn no_free_attack_with_a_marker_on_a_hazard_or_with_a_ranged_tile() {
    let mut table = duel();
    tile(&mut table, BOB, "Noxtiis", ranged("Spit", 2, 1));
    let e = refuse(&table, BOB, free("Noxtiis", "Torgvar", "Spit"), &[]);
    assert_eq!(e.key, "err-ts-free-melee");
    let mut hazard = free("Noxtiis", "Torgvar", "Claws");
    if let Action::Attack { hazard: h, .. } = &mut hazard {
        *h = true;
    }
    assert_eq!(refuse(&table, BOB, hazard, &[]).key, "err-ts-free-hazard");
    run(
        &mut table,
        BOB,
        Action::MarkerAdd {
            target: "Noxtiis".into(),
            marker: Marker::Slowed,
            from: None,
        },
        &[],
    );
    let e = refuse(&table, BOB, free("Noxtiis", "Torgvar", "Claws"), &[]);
    assert_eq!(e.key, "err-ts-free-marker");
}

#[test]
fn a_free_attack_that_kills_the_provoker_cancels_its_action() {
    let mut table = duel();
    run(
        &mut table,
        HOST,
        Action::Damage {
            target: "Torgvar".into(),
            amount: 4,
            from: None,
        },
        &[],
    );
    // Claws [S S] against Torgvar's [-] and [-] (reaction defaulted by the next action).
    run(&mut table, BOB, free("Noxtiis", "Torgvar", "Claws"), &[]);
    run(&mut table, ALICE, accept(), &[3, 3, 1, 1]);
    assert!(removed(&table, "Torgvar"));
    let e = refuse(
        &table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Dagger Strike"),
        &[],
    );
    assert_eq!(e.key, "err-ts-no-miniature");
}

#[test]
fn ranged_attacks_refuse_an_adjacent_enemy_and_re_roll_in_poor_visibility() {
    let mut table = duel();
    tile(&mut table, ALICE, "Torgvar", ranged("Crossbow", 3, 1));
    let mut adjacent = attack("Torgvar", "Noxtiis", "Crossbow");
    if let Action::Attack { enemy_adjacent, .. } = &mut adjacent {
        *enemy_adjacent = true;
    }
    assert_eq!(
        refuse(&table, ALICE, adjacent, &[]).key,
        "err-ts-ranged-adjacent"
    );
    let melee_in_fog = with_facts(attack("Torgvar", "Noxtiis", "Dagger Strike"), |f| {
        f.poor_visibility = true
    });
    assert_eq!(
        refuse(&table, ALICE, melee_in_fog, &[]).key,
        "err-ts-ranged-only"
    );
    // Poor visibility: attack [S C -] -> both successes re-rolled once: [- S].
    let fog = with_facts(attack("Torgvar", "Noxtiis", "Crossbow"), |f| {
        f.poor_visibility = true
    });
    run(&mut table, ALICE, fog, &[]);
    // Defense [- -], agility [-].
    let out = run(&mut table, BOB, accept(), &[3, 6, 1, 1, 4, 1, 1, 1]);
    assert!(
        out.events
            .iter()
            .any(|e| matches!(e, Event::PoorVisibility { before, .. } if before.len() == 2))
    );
    assert_eq!(hits(&out)[0].success, 1);
    assert_eq!(life(&table, "Noxtiis"), 5);
}

#[test]
fn firing_into_a_group_sends_the_failed_dice_at_the_neighbour() {
    let mut table = duel();
    add(&mut table, BOB, mini("Grub", 2, 0, 0));
    tile(&mut table, ALICE, "Torgvar", ranged("Crossbow", 3, 1));
    let shot = with_facts(attack("Torgvar", "Noxtiis", "Crossbow"), |f| {
        f.group = Some("grub".into())
    });
    run(&mut table, ALICE, shot, &[]);
    // Attack [S - -]: two failed dice go at Grub. Noxtiis defends [- -], agility [-].
    // Grub (no shield) rolls its fresh pool [S S]: no reaction, no defense dice.
    let out = run(&mut table, BOB, accept(), &[3, 1, 1, 1, 1, 1, 3, 3]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::GroupFire { target, dice: 2, .. } if target == "Grub"
    )));
    let all = hits(&out);
    assert_eq!(all.len(), 2, "the neighbour's pool does not chain");
    assert_eq!(all[1].kind, StrikeKind::Group);
    assert_eq!(life(&table, "Noxtiis"), 5);
    assert!(removed(&table, "Grub"));
}

#[test]
fn a_large_miniature_in_cover_rolls_one_more_defense_die() {
    let mut table = duel();
    let covered = with_facts(attack("Torgvar", "Noxtiis", "Dagger Strike"), |f| {
        f.cover = true
    });
    assert_eq!(
        refuse(&table, ALICE, covered, &[]).key,
        "err-ts-cover-large"
    );
    let mut big = mini("Golem", 9, 1, 0);
    big.size = Size::Large;
    add(&mut table, BOB, big);
    let covered = with_facts(attack("Torgvar", "Golem", "Dagger Strike"), |f| {
        f.cover = true
    });
    // No reaction pause (no agility, no tile to counter with). Attack [S - - - -], [-],
    // agility [- - -]; defense: 1 + 1 cover = 2 dice [S -].
    let out = run(
        &mut table,
        ALICE,
        covered,
        &[3, 1, 1, 1, 1, 1, 1, 1, 1, 4, 1],
    );
    let defense = out.events.iter().find_map(|e| match e {
        Event::Rolled {
            roll: RollKind::Defense,
            dice,
            ..
        } => Some(dice.len()),
        _ => None,
    });
    assert_eq!(defense, Some(2));
    assert_eq!(life(&table, "Golem"), 9);
}

#[test]
fn attacks_without_damage_need_one_success_and_get_no_defense() {
    let mut table = duel();
    let mut hex = melee("Hex", 0, 0, 0, 0);
    hex.no_damage = true;
    hex.marker = Some(Marker::Slowed);
    hex.damage_type = DamageType::Mental;
    tile(&mut table, ALICE, "Torgvar", hex.clone());
    // No dice: it works at once, no roll, no reaction.
    let out = run(&mut table, ALICE, attack("Torgvar", "Noxtiis", "Hex"), &[]);
    assert!(
        out.events
            .iter()
            .any(|e| matches!(e, Event::Effect { works: true, .. }))
    );
    assert_eq!(markers(&table, "Noxtiis"), [Marker::Slowed]);
    // With dice: needs one success; Noxtiis rolls nothing.
    let mut curse = hex.clone();
    curse.name = "Curse".into();
    curse.attack = 2;
    curse.marker = Some(Marker::Stunned);
    tile(&mut table, ALICE, "Torgvar", curse);
    let out = run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Curse"),
        &[1, 2],
    );
    assert!(
        out.events
            .iter()
            .any(|e| matches!(e, Event::Effect { works: false, .. }))
    );
    assert!(!out.events.iter().any(|e| matches!(
        e,
        Event::Rolled {
            roll: RollKind::Defense,
            ..
        }
    )));
    // Immunity to its type blocks the effect.
    let mut ward = mini("Ward", 3, 0, 0);
    ward.affinities = vec![(DamageType::Mental, Affinity::Immune)];
    add(&mut table, BOB, ward);
    let out = run(
        &mut table,
        ALICE,
        attack("Torgvar", "Ward", "Curse"),
        &[3, 3],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Effect {
            works: true,
            immune: true,
            marker: None,
            ..
        }
    )));
    assert!(markers(&table, "Ward").is_empty());
}

#[test]
fn damage_types_immunity_vulnerability_and_protection() {
    let mut table = started();
    add(&mut table, ALICE, mini("Pyro", 5, 0, 0));
    let mut torch = melee("Torch", 1, 0, 0, 2);
    torch.damage_type = DamageType::Fire;
    torch.marker = Some(Marker::Burning);
    tile(&mut table, ALICE, "Pyro", torch);
    let mut salamander = mini("Salamander", 5, 0, 0);
    salamander.affinities = vec![(DamageType::Fire, Affinity::Immune)];
    add(&mut table, BOB, salamander);
    let mut tree = mini("Treant", 9, 0, 0);
    tree.affinities = vec![(DamageType::Fire, Affinity::Vulnerable(2))];
    add(&mut table, BOB, tree);
    let mut knight = mini("Knight", 9, 0, 0);
    knight.affinities = vec![(DamageType::Fire, Affinity::Protected(1))];
    add(&mut table, BOB, knight);
    // Immune: a critical deals nothing and places no marker.
    let out = run(
        &mut table,
        ALICE,
        attack("Pyro", "Salamander", "Torch"),
        &[6],
    );
    assert!(hits(&out)[0].immune);
    assert_eq!(life(&table, "Salamander"), 5);
    assert!(markers(&table, "Salamander").is_empty());
    run(&mut table, HOST, Action::NewRound, &[]);
    // Vulnerable 2: three attack dice.
    let out = run(
        &mut table,
        ALICE,
        attack("Pyro", "Treant", "Torch"),
        &[3, 3, 1],
    );
    assert_eq!(hits(&out)[0].damage, 4);
    run(&mut table, HOST, Action::NewRound, &[]);
    // Protected 1: one defense die against fire.
    let out = run(
        &mut table,
        ALICE,
        attack("Pyro", "Knight", "Torch"),
        &[3, 4],
    );
    assert_eq!(hits(&out)[0].damage, 0);
}

#[test]
fn damage_back_has_its_tiles_type_and_immunity_applies() {
    let mut table = imp_and_brazier(2);
    // Brazier's reaction waits (it may counter). Poke [S]; defense [C] on it deals damage
    // back: no assignment does better, so none waits.
    run(&mut table, ALICE, attack("Imp", "Brazier", "Poke"), &[]);
    let out = run(&mut table, BOB, react(Reaction::Defend, None), &[3, 6]);
    let hit = &hits(&out)[0];
    assert_eq!(
        (hit.back_criticals, hit.back, hit.back_immune),
        (1, 0, true)
    );
    assert_eq!(life(&table, "Imp"), 5);
}

#[test]
fn a_marker_needs_a_critical_that_deals_damage_and_is_held_once() {
    let mut table = dagger_waiting();
    // Attack [S S S - -], no criticals: no marker.
    let out = run(
        &mut table,
        BOB,
        accept(),
        &[3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    assert!(markers(&table, "Noxtiis").is_empty());
    assert_eq!(hits(&out)[0].marker, None);
    run(
        &mut table,
        BOB,
        Action::MarkerAdd {
            target: "Noxtiis".into(),
            marker: Marker::Bleeding,
            from: None,
        },
        &[],
    );
    let e = refuse(
        &table,
        BOB,
        Action::MarkerAdd {
            target: "Noxtiis".into(),
            marker: Marker::Bleeding,
            from: None,
        },
        &[],
    );
    assert_eq!(e.key, "err-ts-has-marker");
}

#[test]
fn explicit_re_rolls_are_counts_checked_against_the_dice() {
    let mut table = dagger_waiting();
    // Attack [S S S S -], mastery [-], agility [S -  -]: one re-roll.
    run(&mut table, BOB, accept(), &[3, 3, 3, 3, 1, 1, 5, 1, 1]);
    let two = RerollChoice {
        attack: Reroll {
            blank: 1,
            success: 1,
            critical: 0,
        },
        ..RerollChoice::default()
    };
    assert_eq!(
        refuse(&table, ALICE, reroll(two), &[]).key,
        "err-ts-too-many-rerolls"
    );
    let crit = RerollChoice {
        attack: Reroll {
            critical: 1,
            ..Reroll::default()
        },
        ..RerollChoice::default()
    };
    assert_eq!(
        refuse(&table, ALICE, reroll(crit), &[]).key,
        "err-ts-reroll-missing"
    );
    let defense = RerollChoice {
        defense: Reroll {
            blank: 1,
            ..Reroll::default()
        },
        ..RerollChoice::default()
    };
    assert_eq!(
        refuse(&table, ALICE, reroll(defense), &[]).key,
        "err-ts-reroll-kind"
    );
    // The blank mastery die instead of the blank attack die: it comes up S.
    let mastery = RerollChoice {
        mastery: Reroll {
            blank: 1,
            ..Reroll::default()
        },
        ..RerollChoice::default()
    };
    let out = run(&mut table, ALICE, reroll(mastery), &[5, 1, 1, 1]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Rerolled { after, .. } if after[0].kind == DieKind::Mastery
    )));
    // 4 successes, one mastered; no defense: 5 damage.
    assert_eq!(hits(&out)[0].damage, 5);
}

#[test]
fn the_defender_may_assign_otherwise_and_bad_assignments_change_nothing() {
    let mut table = dagger_waiting();
    run(&mut table, BOB, accept(), &[6, 3, 3, 1, 1, 5, 5, 5, 1]);
    run(&mut table, ALICE, accept(), &[6, 1, 6, 1, 5]);
    run(&mut table, BOB, accept(), &[4]);
    let too_many = Action::Choose(Answer::Assign {
        assignment: Assignment {
            success_on_success: 1,
            critical_on_success: 1,
            critical_on_critical: 1,
        },
        back_tile: None,
    });
    assert_eq!(
        refuse(&table, BOB, too_many, &[]).key,
        "err-ts-bad-assignment"
    );
    // The critical on a critical: no damage back, one critical fewer.
    let other = Action::Choose(Answer::Assign {
        assignment: Assignment {
            success_on_success: 1,
            critical_on_success: 0,
            critical_on_critical: 1,
        },
        back_tile: None,
    });
    let out = run(&mut table, BOB, other, &[]);
    let hit = &hits(&out)[0];
    assert_eq!(
        (hit.success, hit.critical, hit.mastered, hit.back),
        (1, 1, 1, 0)
    );
    assert_eq!(life(&table, "Noxtiis"), 3);
    assert_eq!(life(&table, "Torgvar"), 5);
}

#[test]
fn panic_tests_follow_traits_and_modifiers() {
    let mut table = started();
    let mut vet = mini("Vet", 3, 1, 0);
    vet.veteran = true;
    add(&mut table, ALICE, vet);
    let mut shy = mini("Shy", 3, 1, 0);
    shy.cautious = true;
    add(&mut table, ALICE, shy);
    let mut calm = mini("Calm", 3, 1, 0);
    calm.mental_immune = true;
    add(&mut table, ALICE, calm);
    add(&mut table, ALICE, mini("Plain", 3, 1, 0));
    let test = |name: &str, modifier: i8| Action::Panic {
        name: name.into(),
        modifier,
    };
    let result = |out: &Outcome| {
        out.events.iter().find_map(|e| match e {
            Event::PanicTest { result, .. } => Some(*result),
            _ => None,
        })
    };
    // Veteran: two dice, one success passes.
    assert_eq!(
        result(&run(&mut table, ALICE, test("Vet", 0), &[1, 4])),
        Some(PanicResult::Passed)
    );
    assert_eq!(
        result(&run(&mut table, ALICE, test("Shy", 0), &[])),
        Some(PanicResult::Cautious)
    );
    assert_eq!(
        result(&run(&mut table, ALICE, test("Calm", -1), &[])),
        Some(PanicResult::Immune)
    );
    // Minus one die: none left, a failure.
    assert_eq!(
        result(&run(&mut table, ALICE, test("Plain", -1), &[])),
        Some(PanicResult::Failed)
    );
    assert_eq!(markers(&table, "Plain"), [Marker::Panic]);
    assert_eq!(
        result(&run(&mut table, ALICE, test("Plain", 2), &[])),
        Some(PanicResult::AlreadyPanicked)
    );
    assert!(markers(&table, "Calm").is_empty());
    assert_eq!(
        refuse(&table, ALICE, test("Vet", 4), &[]).key,
        "err-ts-panic-modifier"
    );
    assert_eq!(
        refuse(&table, BOB, test("Vet", 0), &[]).key,
        "err-ts-not-yours"
    );
}

#[test]
fn the_leaders_death_makes_each_miniature_of_its_player_test() {
    let mut table = duel();
    let mut boss = mini("Boss", 1, 0, 0);
    boss.leader = true;
    add(&mut table, BOB, boss);
    // Torgvar kills Boss with one success: Noxtiis tests (one die, blank: Panic).
    let out = run(
        &mut table,
        ALICE,
        attack("Torgvar", "Boss", "Dagger Strike"),
        &[3, 1, 1, 1, 1, 1, 1, 1, 1, 2],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::LeaderDied {
            transformed: false,
            ..
        }
    )));
    assert_eq!(markers(&table, "Noxtiis"), [Marker::Panic]);

    // A leader that transforms by its own rule makes no one test.
    let mut table = duel();
    let mut boss = mini("Boss", 1, 0, 0);
    boss.leader = true;
    boss.transforms = true;
    add(&mut table, BOB, boss);
    let out = run(
        &mut table,
        ALICE,
        attack("Torgvar", "Boss", "Dagger Strike"),
        &[3, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::PanicTest { .. }))
    );
}

#[test]
fn a_miniature_activates_once_a_round() {
    let mut table = dagger_waiting();
    run(&mut table, BOB, accept(), &[1; 12]);
    assert_eq!(
        table.encounter.as_ref().unwrap().acting.as_deref(),
        Some("Torgvar")
    );
    // Torgvar's activation goes on: a second attack is fine.
    run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Dagger Strike"),
        &[],
    );
    // Bob accepts his defaults; Alice ends Torgvar's activation.
    run(&mut table, BOB, accept(), &[1; 12]);
    run(&mut table, ALICE, Action::Next, &[]);
    let e = refuse(
        &table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Dagger Strike"),
        &[],
    );
    assert_eq!(e.key, "err-ts-already-activated");
    // Between activations any player begins the next round (the seats check says who).
    run(&mut table, ALICE, Action::NewRound, &[]);
    assert_eq!(table.encounter.as_ref().unwrap().round, 2);
    run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Dagger Strike"),
        &[],
    );
}

#[test]
fn refusals_for_targets_and_registration() {
    let mut table = duel();
    add(&mut table, ALICE, mini("Pal", 3, 0, 0));
    assert_eq!(
        refuse(
            &table,
            ALICE,
            attack("Torgvar", "Pal", "Dagger Strike"),
            &[]
        )
        .key,
        "err-ts-ally-target"
    );
    assert_eq!(
        refuse(
            &table,
            ALICE,
            attack("Torgvar", "Torgvar", "Dagger Strike"),
            &[]
        )
        .key,
        "err-ts-self-target"
    );
    assert_eq!(
        refuse(
            &table,
            BOB,
            attack("Torgvar", "Noxtiis", "Dagger Strike"),
            &[]
        )
        .key,
        "err-ts-not-yours"
    );
    assert_eq!(
        refuse(&table, ALICE, attack("Torgvar", "Noxtiis", "Nope"), &[]).key,
        "err-ts-no-tile"
    );
    assert_eq!(
        refuse(
            &table,
            ALICE,
            Action::AddMiniature(mini("torgvar", 3, 0, 0)),
            &[]
        )
        .key,
        "err-ts-miniature-exists"
    );
    assert_eq!(
        refuse(
            &table,
            ALICE,
            Action::AddTile {
                miniature: "Torgvar".into(),
                tile: melee("Dagger strike", 1, 0, 0, 1)
            },
            &[]
        )
        .key,
        "err-ts-tile-exists"
    );
    assert_eq!(
        refuse(
            &table,
            ALICE,
            Action::AddTile {
                miniature: "Torgvar".into(),
                tile: melee("Empty", 0, 0, 0, 1)
            },
            &[]
        )
        .key,
        "err-ts-empty-pool"
    );
    let mut lead = mini("Lead", 3, 0, 0);
    lead.leader = true;
    add(&mut table, ALICE, lead.clone());
    lead.name = "Lead2".into();
    assert_eq!(
        refuse(&table, ALICE, Action::AddMiniature(lead), &[]).key,
        "err-ts-one-leader"
    );
    assert_eq!(
        refuse(&table, BOB, Action::End, &[]).key,
        "err-ts-host-only"
    );
    assert_eq!(
        refuse(&table, BOB, accept(), &[]).key,
        "err-ts-nothing-to-choose"
    );
}
