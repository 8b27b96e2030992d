//! Who may attack whom: turns, the acting combatant, targets, weapons, sleeping targets
//! and free attacks.

use super::*;

#[test]
fn attack_is_refused_before_initiative() {
    let mut world = chapel();
    enc_mut(&mut world).round = 0;
    enc_mut(&mut world).turn = None;
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Knight").go(), &[]),
        "err-no-initiative"
    );
}

#[test]
fn attack_without_an_encounter_is_refused() {
    let mut world = chapel();
    world.table.encounter = None;
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Knight").go(), &[]),
        "err-no-encounter"
    );
}

#[test]
fn attacking_out_of_turn_names_whose_turn_it_is() {
    let mut world = chapel();
    let before = world.clone();
    let err = run(&mut world, &player(BOB), attack("Knight").go(), &[]).unwrap_err();
    assert_eq!(err.key, "err-not-your-turn");
    assert_eq!(err.args, vec![("name", "Rook".into())]);
    assert_eq!(world, before);
}

#[test]
fn gm_cannot_attack_as_a_combatant_whose_turn_it_is_not() {
    let mut world = chapel();
    assert_eq!(
        refused(&mut world, &gm(), attack("Rook").by("Knight").go(), &[]),
        "err-not-your-turn"
    );
}

#[test]
fn players_cannot_act_as_an_adversary() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Adversary(0));
    assert_eq!(
        refused(
            &mut world,
            &player(ALICE),
            attack("Rook").by("Knight").go(),
            &[]
        ),
        "err-gm-only"
    );
    // Without `as`, the adversary's turn belongs to the GM.
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Rook").go(), &[]),
        "err-not-your-turn"
    );
}

#[test]
fn gm_may_attack_for_the_pc_whose_turn_it_is() {
    let mut world = chapel();
    let out = run(&mut world, &gm(), attack("Knight").go(), &[1, 2, 3, 4, 5]).unwrap();
    assert_eq!(out.results[0].who, "Rook");
    assert_eq!(adv(&world, "Knight").hp, 16);
}

#[test]
fn attacking_yourself_is_refused() {
    let mut world = chapel();
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Rook").go(), &[]),
        "err-attack-self"
    );
}

#[test]
fn a_down_target_is_refused() {
    let mut world = chapel();
    adv_mut(&mut world, "Knight").status = AdversaryStatus::Eliminated;
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Knight").go(), &[]),
        "err-target-down"
    );
    let mut world = chapel();
    pc_mut(&mut world, TESS).hp = 0;
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Tess").go(), &[]),
        "err-target-down"
    );
    let mut world = chapel();
    enc_mut(&mut world).pcs[1].fled = true;
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Tess").go(), &[]),
        "err-target-down"
    );
}

#[test]
fn unknown_or_absent_targets_are_refused() {
    let mut world = chapel();
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Dragon").go(), &[]),
        "err-unknown-target"
    );
    world
        .characters
        .push(character(104, BOB, "Wren", Class::Druid, 13, [8; 5]));
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Wren").go(), &[]),
        "err-target-not-in-encounter"
    );
}

#[test]
fn a_down_attacker_cannot_act() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).hp = 0;
    assert_eq!(
        refused(&mut world, &gm(), attack("Knight").go(), &[]),
        "err-cannot-act"
    );
}

#[test]
fn attack_passes_the_turn_to_the_adversary_then_wraps_into_round_two() {
    let mut world = chapel();
    run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[2, 2, 2, 2, 2],
    )
    .unwrap();
    run(
        &mut world,
        &player(BOB),
        attack("Knight").go(),
        &[2, 2, 2, 2, 2],
    )
    .unwrap();
    assert_eq!(enc(&world).turn, Some(CombatantRef::Adversary(0)));
    let out = run(
        &mut world,
        &gm(),
        attack("Tess").by("Knight").go(),
        &[2, 2, 2, 2, 2, 2],
    )
    .unwrap();
    assert_eq!(enc(&world).round, 2);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
    assert!(out.events.contains(&Event::RoundStarted { round: 2 }));
}

#[test]
fn omitted_weapon_uses_the_first_usable_one() {
    let mut world = chapel();
    {
        let rook = pc_mut(&mut world, ROOK);
        rook.weapons[0].usage_marked = 3;
        rook.weapons.push(weapon("Dagger", 4, 3));
    }
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 2, 3, 4],
    )
    .unwrap();
    assert_eq!(hit(&out.results[0]).weapon, "Dagger");
    assert_eq!(adv(&world, "Knight").hp, 17);
}

#[test]
fn no_usable_weapon_attacks_unarmed_three_dice_two_damage() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).weapons.clear();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 2, 3],
    )
    .unwrap();
    let h = hit(&out.results[0]);
    assert_eq!((h.weapon, h.pool.dice), ("unarmed", 3));
    assert_eq!(adv(&world, "Knight").hp, 18);
    assert!(enc(&world).weapons_used.is_empty());
}

#[test]
fn a_weapon_with_every_dot_marked_is_refused() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).weapons[0].usage_marked = 3;
    assert_eq!(
        refused(
            &mut world,
            &player(ALICE),
            attack("Knight").weapon("axe").go(),
            &[]
        ),
        "err-weapon-broken"
    );
}

#[test]
fn an_unknown_weapon_is_refused() {
    let mut world = chapel();
    assert_eq!(
        refused(
            &mut world,
            &player(ALICE),
            attack("Knight").weapon("Lance").go(),
            &[]
        ),
        "err-weapon-not-carried"
    );
}

#[test]
fn weapons_used_are_recorded_once_per_weapon() {
    let mut world = chapel();
    run(
        &mut world,
        &player(ALICE),
        attack("Knight").weapon("Axe").go(),
        &[2, 2, 2, 2, 2],
    )
    .unwrap();
    set_turn(&mut world, CombatantRef::Pc(ROOK));
    run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[2, 2, 2, 2, 2],
    )
    .unwrap();
    assert_eq!(enc(&world).weapons_used, vec![(ROOK, "Axe".to_owned())]);
}

#[test]
fn an_adversarys_weapon_option_names_one_of_its_attacks() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Adversary(0));
    // The knight has one unnamed attack: a name it does not have is refused.
    let error = run(
        &mut world,
        &gm(),
        attack("Tess").by("Knight").weapon("Axe").go(),
        &[],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-unknown-attack");
    let out = run(
        &mut world,
        &gm(),
        attack("Tess").by("Knight").go(),
        &[2, 2, 2, 2, 2, 3],
    )
    .unwrap();
    assert_eq!(hit(&out.results[0]).pool.th, 6);
    assert!(enc(&world).weapons_used.is_empty());
}

#[test]
fn a_sleeping_adversary_is_eliminated_without_a_roll_even_before_initiative() {
    let mut world = chapel();
    enc_mut(&mut world).round = 0;
    enc_mut(&mut world).turn = None;
    adv_mut(&mut world, "Knight")
        .conditions
        .push(Condition::new(ConditionKind::Sleeping, Attribute::Dex));
    let out = run(&mut world, &player(ALICE), attack("Knight").go(), &[]).unwrap();
    let r = &out.results[0];
    assert_eq!(
        (r.outcome, r.rolls.is_empty()),
        (RollOutcome::DeathBlow, true)
    );
    assert!(hit(r).sleeping);
    assert_eq!(adv(&world, "Knight").status, AdversaryStatus::Eliminated);
    assert_eq!(enc(&world).turn, None);
}

#[test]
fn a_sleeping_pc_takes_a_death_blow_and_the_turn_passes() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Adversary(0));
    pc_mut(&mut world, TESS)
        .conditions
        .push(Condition::new(ConditionKind::Sleeping, Attribute::Dex));
    let out = run(&mut world, &gm(), attack("Tess").by("Knight").go(), &[]).unwrap();
    assert!(hit(&out.results[0]).sleeping);
    let tess = pc(&world, TESS);
    assert_eq!((tess.hp, tess.death_rolls_pending), (0, 1));
    assert!(enc(&world).pending.is_empty());
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
}

#[test]
fn free_attack_is_consumed_once_and_keeps_the_turn() {
    let mut world = chapel();
    enc_mut(&mut world).free_attacks.push(FreeAttack {
        adversary: 0,
        target: TESS,
    });
    let action = || attack("Tess").by("Knight").free().go();
    let out = run(&mut world, &gm(), action(), &[1, 2, 2, 3, 4, 5]).unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::MinorHit);
    assert_eq!(pc(&world, TESS).hp, 4);
    assert!(enc(&world).free_attacks.is_empty());
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
    assert_eq!(
        refused(&mut world, &gm(), action(), &[]),
        "err-no-free-attack"
    );
}

#[test]
fn free_attack_needs_an_entry_an_adversary_and_the_gm() {
    let mut world = chapel();
    assert_eq!(
        refused(
            &mut world,
            &gm(),
            attack("Tess").by("Knight").free().go(),
            &[]
        ),
        "err-no-free-attack"
    );
    enc_mut(&mut world).free_attacks.push(FreeAttack {
        adversary: 0,
        target: TESS,
    });
    assert_eq!(
        refused(
            &mut world,
            &gm(),
            attack("Knight").by("Rook").free().go(),
            &[]
        ),
        "err-free-needs-adversary"
    );
    assert_eq!(
        refused(&mut world, &player(ALICE), attack("Tess").free().go(), &[]),
        "err-free-needs-adversary"
    );
    assert_eq!(
        refused(
            &mut world,
            &player(ALICE),
            attack("Tess").by("Knight").free().go(),
            &[]
        ),
        "err-gm-only"
    );
}

#[test]
fn results_serialize_for_the_front_ends() {
    let mut world = chapel();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 1, 3, 4, 6],
    )
    .unwrap();
    let json = serde_json::to_string(&out).unwrap();
    assert!(json.contains("\"major_hit\""), "{json}");
    assert_eq!(
        serde_json::from_str::<crate::rules::flail::Outcome>(&json).unwrap(),
        out
    );
}

#[test]
fn a_mid_fight_join_can_be_attacked_once_it_is_in_the_order() {
    let mut world = chapel();
    let mut mara = character(MARA, BOB, "Mara", Class::Cutthroat, 10, [8, 8, 8, 8, 8]);
    mara.weapons.push(weapon("Dagger", 4, 3));
    world.characters.push(mara);
    enc_mut(&mut world)
        .pcs
        .push(entry(MARA, "Mara", Some(InitiativeGroup::After)));
    set_turn(&mut world, CombatantRef::Adversary(0));
    let out = run(
        &mut world,
        &gm(),
        attack("Mara").by("Knight").go(),
        &[1, 2, 2, 3, 4, 5],
    )
    .unwrap();
    assert_eq!(pc(&world, MARA).hp, 5);
    // After the knight comes Mara (the "after" group), not Rook.
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(MARA)));
    assert_eq!(
        out.events.last(),
        Some(&Event::TurnOf { who: "Mara".into() })
    );
}
