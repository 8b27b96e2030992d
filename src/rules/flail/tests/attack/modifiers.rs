//! Dice modifiers (rules: "Dice modifiers"): flags, vulnerable targets, the attribute
//! rule, off-specialty, blinded, dual wielding, the automatic Fail.

use super::*;
use crate::rules::flail::World;

fn blind(world: &mut World, id: i64) {
    pc_mut(world, id)
        .conditions
        .push(Condition::new(ConditionKind::Blinded, Attribute::Dex));
}

#[test]
fn advantage_flag_adds_a_die_and_disadvantage_removes_one() {
    let mut world = chapel();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").advantage().go(),
        &[2; 6],
    )
    .unwrap();
    let pool = hit(&out.results[0]).pool.clone();
    assert_eq!((pool.advantages, pool.net_dice, pool.dice), (1, 1, 6));

    let mut world = chapel();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").disadvantage().go(),
        &[2; 4],
    )
    .unwrap();
    assert_eq!(hit(&out.results[0]).pool.dice, 4);
}

#[test]
fn advantage_and_disadvantage_flags_cancel() {
    let mut world = chapel();
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").advantage().disadvantage().go(),
        &[2; 5],
    )
    .unwrap();
    let pool = hit(&out.results[0]).pool.clone();
    assert_eq!(
        (
            pool.advantages,
            pool.disadvantages,
            pool.net_dice,
            pool.dice
        ),
        (1, 1, 0, 5)
    );
}

#[test]
fn attacking_a_vulnerable_target_is_at_advantage() {
    let mut world = chapel();
    adv_mut(&mut world, "Knight")
        .conditions
        .push(Condition::new(ConditionKind::Prone, Attribute::Dex));
    let out = run(&mut world, &player(ALICE), attack("Knight").go(), &[2; 6]).unwrap();
    assert_eq!(hit(&out.results[0]).pool.advantages, 1);
    // A second vulnerability is the same single source; with the flag it makes two: +2.
    let mut world = chapel();
    let knight = adv_mut(&mut world, "Knight");
    knight
        .conditions
        .push(Condition::new(ConditionKind::Prone, Attribute::Dex));
    knight
        .conditions
        .push(Condition::new(ConditionKind::Stunned, Attribute::Dex));
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").advantage().go(),
        &[2; 7],
    )
    .unwrap();
    let pool = hit(&out.results[0]).pool.clone();
    assert_eq!((pool.advantages, pool.dice), (2, 7));
}

#[test]
fn advantage_sources_never_add_more_than_two_dice() {
    let mut world = chapel();
    world.table.settings.attribute_rule = true;
    pc_mut(&mut world, ROOK).attributes.str = 14;
    adv_mut(&mut world, "Knight")
        .conditions
        .push(Condition::new(ConditionKind::Prone, Attribute::Dex));
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").advantage().go(),
        &[2; 7],
    )
    .unwrap();
    let pool = hit(&out.results[0]).pool.clone();
    assert_eq!((pool.advantages, pool.net_dice, pool.dice), (3, 2, 7));
}

#[test]
fn attribute_rule_is_off_by_default() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).attributes.str = 14;
    let out = run(&mut world, &player(ALICE), attack("Knight").go(), &[2; 5]).unwrap();
    assert_eq!(hit(&out.results[0]).pool.advantages, 0);
}

#[test]
fn attribute_rule_gives_str_13_advantage_on_melee() {
    let mut world = chapel();
    world.table.settings.attribute_rule = true;
    pc_mut(&mut world, ROOK).attributes.str = 13;
    let out = run(&mut world, &player(ALICE), attack("Knight").go(), &[2; 6]).unwrap();
    assert_eq!(hit(&out.results[0]).pool.dice, 6);
}

#[test]
fn attribute_rule_gives_dex_7_disadvantage_on_missile_and_ignores_str() {
    let mut world = chapel();
    world.table.settings.attribute_rule = true;
    {
        let tess = pc_mut(&mut world, TESS);
        tess.attributes.dex = 7;
        tess.attributes.str = 14;
    }
    set_turn(&mut world, CombatantRef::Pc(TESS));
    let out = run(&mut world, &player(BOB), attack("Knight").go(), &[2; 4]).unwrap();
    let pool = hit(&out.results[0]).pool.clone();
    assert_eq!((pool.advantages, pool.disadvantages, pool.dice), (0, 1, 4));
}

#[test]
fn attribute_rule_uses_the_effective_attribute() {
    let mut world = chapel();
    world.table.settings.attribute_rule = true;
    {
        let rook = pc_mut(&mut world, ROOK);
        rook.attributes.str = 13;
        rook.injured = 1;
    }
    let out = run(&mut world, &player(ALICE), attack("Knight").go(), &[2; 5]).unwrap();
    assert_eq!(hit(&out.results[0]).pool.advantages, 0);
    let mut world = chapel();
    world.table.settings.attribute_rule = true;
    {
        let rook = pc_mut(&mut world, ROOK);
        rook.attributes.str = 8;
        rook.persistent_injuries = 1;
    }
    let out = run(&mut world, &player(ALICE), attack("Knight").go(), &[2; 4]).unwrap();
    assert_eq!(hit(&out.results[0]).pool.disadvantages, 1);
}

#[test]
fn attribute_rule_does_not_apply_to_adversaries() {
    let mut world = chapel();
    world.table.settings.attribute_rule = true;
    set_turn(&mut world, CombatantRef::Adversary(0));
    let out = run(&mut world, &gm(), attack("Tess").by("Knight").go(), &[2; 6]).unwrap();
    let pool = hit(&out.results[0]).pool.clone();
    assert_eq!((pool.advantages, pool.disadvantages, pool.dice), (0, 0, 6));
}

#[test]
fn off_specialty_weapon_rolls_one_die_fewer() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).weapons[0].specialty = false;
    let out = run(&mut world, &player(ALICE), attack("Knight").go(), &[2; 4]).unwrap();
    let pool = hit(&out.results[0]).pool.clone();
    assert_eq!((pool.off_specialty, pool.dice), (true, 4));
}

#[test]
fn off_specialty_penalty_comes_on_top_of_advantage() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).weapons[0].specialty = false;
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").advantage().go(),
        &[2; 5],
    )
    .unwrap();
    let pool = hit(&out.results[0]).pool.clone();
    assert_eq!((pool.net_dice, pool.dice), (1, 5));
}

#[test]
fn blinded_attacker_rolls_two_dice_fewer() {
    let mut world = chapel();
    blind(&mut world, ROOK);
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").go(),
        &[1, 2, 3],
    )
    .unwrap();
    let pool = hit(&out.results[0]).pool.clone();
    assert_eq!((pool.blinded, pool.dice), (true, 3));
    assert_eq!(out.results[0].outcome, RollOutcome::MinorHit);
}

#[test]
fn blinded_adversary_rolls_two_dice_fewer() {
    let mut world = chapel();
    adv_mut(&mut world, "Knight")
        .conditions
        .push(Condition::new(ConditionKind::Blinded, Attribute::Dex));
    set_turn(&mut world, CombatantRef::Adversary(0));
    let out = run(&mut world, &gm(), attack("Tess").by("Knight").go(), &[2; 4]).unwrap();
    assert_eq!(hit(&out.results[0]).pool.dice, 4);
}

#[test]
fn a_pool_below_one_die_is_an_automatic_fail_rolling_nothing() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).weapons.clear();
    blind(&mut world, ROOK);
    // Unarmed 3 − 1 (disadvantage) − 2 (blinded) = 0 dice.
    let out = run(
        &mut world,
        &player(ALICE),
        attack("Knight").disadvantage().go(),
        &[],
    )
    .unwrap();
    let r = &out.results[0];
    assert_eq!((r.outcome, r.rolls.is_empty()), (RollOutcome::Fail, true));
    assert_eq!(hit(r).pool.dice, 0);
    assert!(
        out.events
            .contains(&Event::AutomaticFail { who: "Rook".into() })
    );
    assert_eq!(adv(&world, "Knight").hp, 20);
    // It still was Rook's action: the turn passes.
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
}

fn dual_wielder(world: &mut World) {
    let rook = pc_mut(world, ROOK);
    rook.weapons = vec![weapon("Short sword", 5, 3), weapon("Dagger", 4, 3)];
}

#[test]
fn dual_wielding_rolls_main_then_offhand_both_at_disadvantage() {
    let mut world = chapel();
    dual_wielder(&mut world);
    let action = attack("Knight")
        .weapon("Short sword")
        .offhand("Dagger")
        .go();
    let out = run(&mut world, &player(ALICE), action, &[1, 2, 3, 4, 1, 1, 5]).unwrap();
    assert_eq!(out.results.len(), 2);
    let (main, off) = (hit(&out.results[0]), hit(&out.results[1]));
    assert_eq!(
        (main.weapon, main.pool.disadvantages, main.pool.dice),
        ("Short sword", 1, 4)
    );
    assert_eq!(
        (off.weapon, off.pool.disadvantages, off.pool.dice),
        ("Dagger", 1, 3)
    );
    assert_eq!(out.results[0].outcome, RollOutcome::MinorHit);
    assert_eq!(out.results[1].outcome, RollOutcome::MajorHit);
    assert_eq!(adv(&world, "Knight").hp, 20 - 3 - 6);
    assert_eq!(
        enc(&world).weapons_used,
        vec![
            (ROOK, "Short sword".to_owned()),
            (ROOK, "Dagger".to_owned())
        ]
    );
    // One action: the turn passes once.
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
}

#[test]
fn dual_wielding_disadvantage_cancels_an_advantage() {
    let mut world = chapel();
    dual_wielder(&mut world);
    let action = attack("Knight")
        .weapon("Short sword")
        .offhand("Dagger")
        .advantage()
        .go();
    let out = run(&mut world, &player(ALICE), action, &[2; 9]).unwrap();
    assert_eq!(hit(&out.results[0]).pool.dice, 5);
    assert_eq!(hit(&out.results[1]).pool.dice, 4);
}

#[test]
fn offhand_roll_is_skipped_once_the_main_hit_took_the_target_out() {
    let mut world = chapel();
    dual_wielder(&mut world);
    let action = attack("Knight")
        .weapon("Short sword")
        .offhand("Dagger")
        .go();
    let out = run(&mut world, &player(ALICE), action, &[1, 1, 1, 4]).unwrap();
    assert_eq!(out.results.len(), 1);
    assert_eq!(adv(&world, "Knight").status, AdversaryStatus::Eliminated);
}

#[test]
fn dual_wielding_with_the_main_weapon_omitted_takes_another_weapon() {
    let mut world = chapel();
    dual_wielder(&mut world);
    let action = attack("Knight").offhand("Short sword").go();
    let out = run(&mut world, &player(ALICE), action, &[2; 7]).unwrap();
    assert_eq!(hit(&out.results[0]).weapon, "Dagger");
    assert_eq!(hit(&out.results[1]).weapon, "Short sword");
}

#[test]
fn dual_wielding_refusals() {
    let mut world = chapel();
    dual_wielder(&mut world);
    let same = attack("Knight").weapon("Dagger").offhand("dagger").go();
    assert_eq!(
        refused(&mut world, &player(ALICE), same, &[]),
        "err-offhand-same-weapon"
    );
    let unknown = attack("Knight").offhand("Lance").go();
    assert_eq!(
        refused(&mut world, &player(ALICE), unknown, &[]),
        "err-weapon-not-carried"
    );
    pc_mut(&mut world, ROOK).weapons[1].usage_marked = 3;
    let broken = attack("Knight").offhand("Dagger").go();
    assert_eq!(
        refused(&mut world, &player(ALICE), broken, &[]),
        "err-weapon-broken"
    );
    pc_mut(&mut world, ROOK).maimed = true;
    let maimed = attack("Knight").offhand("Short sword").go();
    assert_eq!(
        refused(&mut world, &player(ALICE), maimed, &[]),
        "err-maimed-no-offhand"
    );
}

#[test]
fn adversaries_cannot_dual_wield() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Adversary(0));
    let action = attack("Tess").by("Knight").offhand("Dagger").go();
    assert_eq!(
        refused(&mut world, &gm(), action, &[]),
        "err-offhand-adversary"
    );
}
