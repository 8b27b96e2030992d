//! The rules a real table trips over (rules: "Decisions from playing it as a GM would
//! (second round)"), each with rigged dice: Death rolls due at once outside a fight, one
//! roll per event, body armour as one type, custom weapons and the specialty, Maimed and
//! two-handed weapons, turns that never stick on a fallen PC, PC-versus-PC armour, Morale
//! surrenders, Exhausted, Poisoned, Unconscious, free attacks, ranges, replies in time
//! order, adversaries with several attacks and triggers, and who may do what.

use super::attack::{
    ROOK, TESS, adv, adv_mut, adversary, chapel, enc, enc_mut, hit, pc, pc_mut, set_turn,
};
use super::support::*;
use crate::rules::flail::action::{Action, RestKind};
use crate::rules::flail::model::*;
use crate::rules::flail::outcome::{LongTermState, Poker, Step};
use crate::rules::flail::{Actor, Event, Outcome, ResultKind, RollOutcome, World};

fn moderator() -> Actor {
    Actor {
        user: 99,
        moderator: true,
        name: String::new(),
    }
}

/// Runs and expects a refusal with this key, the world unchanged.
fn refused_with(world: &mut World, actor: &Actor, action: Action, key: &str) {
    let before = world.clone();
    let err = run(world, actor, action, &[]).expect_err("the action should be refused");
    assert_eq!(err.key, key, "refused with the wrong reason");
    assert_eq!(*world, before, "a refused action changed the world");
}

fn damage(target: &str, amount: i32) -> Action {
    Action::Damage {
        target: target.into(),
        amount,
        physical: true,
    }
}

fn rest(kind: RestKind, character: Option<&str>) -> Action {
    Action::Rest {
        kind,
        character: character.map(str::to_owned),
    }
}

fn save(attribute: Attribute, who: &str) -> Action {
    Action::Save {
        attribute,
        character: Some(who.into()),
        advantage: false,
        disadvantage: false,
        against: None,
    }
}

fn condition(target: &str, condition: ConditionKind) -> Action {
    Action::ConditionAdd {
        target: target.into(),
        condition,
        save: None,
    }
}

fn armour(piece: ArmourPiece, dots: u32) -> Action {
    Action::Armour {
        piece,
        dots,
        more: false,
    }
}

/// Rook and Tess with no encounter running; the GM ran the channel's last one.
fn between_fights() -> World {
    let mut world = chapel();
    world.table.encounter = None;
    world.table.last_gm = Some(GM);
    world.table.last_party = vec![ROOK, TESS];
    world
}

// ---- 1. A Death roll outside a fight is due at once -------------------------------------

#[test]
fn a_death_roll_outside_a_fight_is_due_now_and_blocks_rest_healing_joining_and_saves() {
    let mut world = between_fights();
    let out = run(&mut world, &gm(), damage("Rook", 14), &[]).unwrap();
    assert!(out.events.contains(&Event::DeathRollPending {
        who: "Rook".into(),
        count: 1,
        now: true,
    }));
    refused_with(
        &mut world,
        &gm(),
        rest(RestKind::Long, Some("Rook")),
        "err-death-roll-due",
    );
    refused_with(
        &mut world,
        &gm(),
        Action::Heal {
            target: "Rook".into(),
            amount: 3,
        },
        "err-death-roll-due",
    );
    refused_with(
        &mut world,
        &player(ALICE),
        save(Attribute::Dex, "Rook"),
        "err-death-roll-due",
    );
    run(
        &mut world,
        &gm(),
        Action::EncounterStart { surprise: None },
        &[],
    )
    .unwrap();
    refused_with(
        &mut world,
        &player(ALICE),
        Action::Join {
            characters: vec!["Rook".into()],
        },
        "err-death-roll-due",
    );
    // Rolled (2: Knocked Out, d4 = 3 HP), Rook may join.
    run(
        &mut world,
        &player(ALICE),
        Action::DeathRoll {
            character: None,
            attribute: None,
        },
        &[2, 3],
    )
    .unwrap();
    run(
        &mut world,
        &player(ALICE),
        Action::Join {
            characters: vec!["Rook".into()],
        },
        &[],
    )
    .unwrap();
}

#[test]
fn a_pc_at_zero_hp_cannot_join_and_the_party_is_who_joined() {
    let mut world = between_fights();
    pc_mut(&mut world, ROOK).hp = 0;
    run(
        &mut world,
        &gm(),
        Action::EncounterStart { surprise: None },
        &[],
    )
    .unwrap();
    refused_with(
        &mut world,
        &player(ALICE),
        Action::Join {
            characters: vec!["Rook".into()],
        },
        "err-cannot-join-down",
    );
}

#[test]
fn in_a_fight_the_death_roll_still_waits_for_its_end() {
    let mut world = chapel();
    let out = run(&mut world, &gm(), damage("Tess", 9), &[]).unwrap();
    assert!(out.events.contains(&Event::DeathRollPending {
        who: "Tess".into(),
        count: 1,
        now: false,
    }));
}

// ---- 3. Drained costs 1 INT on saves ------------------------------------------------------

#[test]
fn drained_lowers_int_by_one_for_saves() {
    let mut world = chapel();
    pc_mut(&mut world, TESS)
        .conditions
        .push(Condition::new(ConditionKind::Drained, Attribute::Dex));
    let out = run(
        &mut world,
        &player(BOB),
        save(Attribute::Int, "Tess"),
        &[10],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::Fail, "INT 10 − 1 = 9");
}

// ---- 4. One event, one Death roll -------------------------------------------------------

#[test]
fn a_hit_giving_the_fourth_injured_and_zero_hp_owes_one_death_roll() {
    let mut world = chapel();
    let rook = pc_mut(&mut world, ROOK);
    rook.injured = 3;
    rook.hp = 6;
    let out = run(&mut world, &gm(), damage("Rook", 6), &[]).unwrap();
    assert_eq!(pc(&world, ROOK).death_rolls_pending, 1);
    let owed = out
        .events
        .iter()
        .filter(|e| matches!(e, Event::DeathRollPending { .. }))
        .count();
    assert_eq!(owed, 1);
    // A separate hit owes another.
    enc_mut(&mut world).turn = Some(CombatantRef::Pc(TESS));
    let mut tess_world = world.clone();
    pc_mut(&mut tess_world, TESS).injured = 3;
    run(&mut tess_world, &gm(), damage("Tess", 6), &[]).unwrap();
    run(&mut tess_world, &gm(), damage("Tess", 6), &[]).unwrap();
    assert_eq!(pc(&tess_world, TESS).death_rolls_pending, 2);
}

// ---- 5. Body armour is one type -----------------------------------------------------------

#[test]
fn basic_light_and_heavy_are_one_type_of_armour() {
    let mut world = chapel();
    let wear = |piece| Action::CharacterArmour {
        character: "Rook".into(),
        piece,
        remove: false,
    };
    run(&mut world, &player(ALICE), wear(ArmourPiece::Light), &[]).unwrap();
    refused_with(
        &mut world,
        &player(ALICE),
        wear(ArmourPiece::Heavy),
        "err-armour-body-worn",
    );
    run(&mut world, &player(ALICE), wear(ArmourPiece::Shield), &[]).unwrap();
}

#[test]
fn a_stored_sheet_with_three_body_armours_keeps_the_heaviest_and_says_so() {
    let mut rook = super::attack::rook();
    for piece in [ArmourPiece::Basic, ArmourPiece::Heavy, ArmourPiece::Light] {
        rook.armour.push(Armour {
            piece,
            usage_marked: 0,
        });
    }
    // Serialize writes the sheet as stored; loading it trims the armour.
    let stored = serde_json::to_string(&rook).unwrap();
    let loaded: Character = serde_json::from_str(&stored).unwrap();
    let worn: Vec<ArmourPiece> = loaded.armour.iter().map(|a| a.piece).collect();
    assert_eq!(worn, vec![ArmourPiece::Helmet, ArmourPiece::Heavy]);
    assert_eq!(
        loaded.armour_removed,
        vec![ArmourPiece::Basic, ArmourPiece::Light]
    );
    let sheet = crate::games::flail::render::character_sheet(crate::i18n::Locale::EnUs, &loaded);
    assert!(sheet.contains("Body armour is one type"), "{sheet}");
}

// ---- 8. Custom weapons and the specialty --------------------------------------------------

#[test]
fn a_custom_weapon_is_off_specialty_unless_named_in_the_list_or_marked() {
    let mut world = empty_world();
    world.table.last_gm = Some(GM);
    world
        .characters
        .push(character(7, ALICE, "Wiz", Class::Wizard, 8, [8; 5]));
    let custom = |weapon: &str, specialty| Action::CharacterWeapon {
        character: "Wiz".into(),
        weapon: weapon.into(),
        th: Some(6),
        dmg: Some(4),
        missile: None,
        specialty,
        two_handed: None,
        remove: false,
    };
    run(&mut world, &player(ALICE), custom("axe", None), &[]).unwrap();
    run(&mut world, &player(ALICE), custom("Old dagger", None), &[]).unwrap();
    run(&mut world, &gm(), custom("Star rod", Some(true)), &[]).unwrap();
    let flags: Vec<bool> = world.characters[0]
        .weapons
        .iter()
        .map(|w| w.specialty)
        .collect();
    assert_eq!(flags, vec![false, false, true]);
    // A warrior's custom weapon is always in specialty.
    let warrior = super::attack::rook();
    assert!(warrior.weapons[0].specialty);
}

// ---- 10. Maimed and two-handed weapons ----------------------------------------------------

#[test]
fn a_maimed_pc_cannot_swing_a_two_handed_weapon() {
    let mut world = chapel();
    let rook = pc_mut(&mut world, ROOK);
    rook.maimed = true;
    rook.weapons.push(
        crate::rules::flail::presets::weapon_preset("great sword")
            .unwrap()
            .to_weapon(true),
    );
    let swing = super::attack::attack("Knight").weapon("great sword").go();
    refused_with(&mut world, &player(ALICE), swing, "err-maimed-two-handed");
    // A one-handed weapon still works.
    let axe = super::attack::attack("Knight").weapon("Axe").go();
    run(&mut world, &player(ALICE), axe, &[2, 3, 4, 5, 5]).unwrap();
}

#[test]
fn the_two_handed_presets_are_the_rules_list_and_custom_ones_may_be_marked() {
    let two: Vec<&str> = crate::rules::flail::presets::WEAPONS
        .iter()
        .filter(|w| w.two_handed)
        .map(|w| w.name)
        .collect();
    assert_eq!(
        two,
        vec![
            "battle axe",
            "maul",
            "polearm",
            "quarterstaff",
            "scythe",
            "great sword",
            "long bow",
            "short bow",
            "crossbow"
        ]
    );
    let mut world = chapel();
    let action = Action::CharacterWeapon {
        character: "Rook".into(),
        weapon: "Big stick".into(),
        th: Some(5),
        dmg: Some(3),
        missile: None,
        specialty: None,
        two_handed: Some(true),
        remove: false,
    };
    run(&mut world, &player(ALICE), action, &[]).unwrap();
    pc_mut(&mut world, ROOK).maimed = true;
    let swing = super::attack::attack("Knight").weapon("Big stick").go();
    refused_with(&mut world, &player(ALICE), swing, "err-maimed-two-handed");
}

// ---- 11. The turn never sticks on a fallen PC --------------------------------------------

/// The knight's Death Blow on Rook, waiting for his armour choice; round 2, Rook's turn.
fn death_blow_waiting() -> World {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Adversary(0));
    let out = run(
        &mut world,
        &gm(),
        super::attack::attack("Rook").by("Knight").go(),
        &[1, 1, 1, 4, 5, 6],
    )
    .unwrap();
    assert!(out.results[0].pending);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
    world
}

#[test]
fn a_settled_death_blow_passes_the_fallen_pcs_turn_so_the_next_may_act() {
    let mut world = death_blow_waiting();
    // Tess acts: the hit is accepted as rolled, Rook falls, and the turn is hers.
    let tess = super::attack::attack("Knight").weapon("Short bow").go();
    let out = run(&mut world, &player(BOB), tess, &[2, 3, 4, 5, 5]).unwrap();
    assert_eq!(pc(&world, ROOK).death_rolls_pending, 1);
    assert_eq!(out.results[1].who, "Tess");
    assert_eq!(enc(&world).turn, Some(CombatantRef::Adversary(0)));
}

#[test]
fn a_next_after_the_settled_hit_does_not_skip_a_second_combatant() {
    let mut world = death_blow_waiting();
    run(&mut world, &gm(), Action::Next, &[]).unwrap();
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
}

#[test]
fn an_armour_choice_that_leaves_the_pc_down_passes_its_turn() {
    let mut world = death_blow_waiting();
    run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 0),
        &[],
    )
    .unwrap();
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
}

// ---- 12. PC against PC: the armour choice --------------------------------------------------

#[test]
fn a_pc_hit_by_a_pc_gets_the_armour_choice() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Pc(TESS));
    let shot = super::attack::attack("Rook").weapon("Short bow").go();
    let out = run(&mut world, &player(BOB), shot, &[1, 2, 3, 4, 5]).unwrap();
    assert!(out.results[0].pending);
    assert!(out.events.contains(&Event::ArmourChoice {
        defender: "Rook".into(),
        ones: 1,
        pieces: vec![(ArmourPiece::Helmet, 2)],
    }));
    assert_eq!(pc(&world, ROOK).hp, 14);
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 1),
        &[],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::Fail);
    assert_eq!(out.results[0].who, "Tess");
    assert_eq!(hit(&out.results[0]).weapon, "Short bow");
    assert_eq!(pc(&world, ROOK).hp, 14);
}

// ---- 13. Morale: flee or surrender ---------------------------------------------------------

#[test]
fn a_failed_morale_save_surrenders_when_the_gm_says_so_and_is_labelled_morale() {
    let mut world = chapel();
    let morale = Action::Morale {
        adversary: Some("Knight".into()),
        surrender: true,
    };
    let out = run(&mut world, &gm(), morale, &[15]).unwrap();
    assert_eq!(adv(&world, "Knight").status, AdversaryStatus::Surrendered);
    assert!(out.events.contains(&Event::Surrendered {
        who: "Knight".into()
    }));
    assert!(!crate::rules::flail::turns::can_act(
        &world.table,
        &world.characters,
        &CombatantRef::Adversary(0)
    ));
    let line = crate::games::flail::render::result(
        crate::i18n::Locale::EnUs,
        &out.results[0],
        crate::present::style::Style::Plain,
    );
    assert!(line.contains("Morale 8"), "{line}");
    assert!(!line.contains("Saves"), "{line}");
}

// ---- 14. Exhausted, Poisoned, Unconscious, free attacks, ranges ----------------------------

#[test]
fn exhausted_is_a_disadvantage_on_to_hit() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK)
        .conditions
        .push(Condition::new(ConditionKind::Exhausted, Attribute::Dex));
    let axe = super::attack::attack("Knight").weapon("Axe").go();
    let out = run(&mut world, &player(ALICE), axe, &[2, 3, 4, 5]).unwrap();
    let pool = hit(&out.results[0]).pool;
    assert_eq!((pool.disadvantages, pool.dice), (1, 4));
}

#[test]
fn poisoned_stacks_and_grows_each_long_rest_and_any_rest_ends_unconscious() {
    let mut world = between_fights();
    run(
        &mut world,
        &gm(),
        condition("Rook", ConditionKind::Poisoned),
        &[],
    )
    .unwrap();
    let out = run(
        &mut world,
        &gm(),
        condition("Rook", ConditionKind::Poisoned),
        &[],
    )
    .unwrap();
    assert!(out.events.contains(&Event::PoisonWorsens {
        who: "Rook".into(),
        count: 2
    }));
    run(
        &mut world,
        &gm(),
        condition("Rook", ConditionKind::Unconscious),
        &[],
    )
    .unwrap();
    run(&mut world, &gm(), rest(RestKind::Long, Some("Rook")), &[1]).unwrap();
    let rook = pc(&world, ROOK);
    assert_eq!(rook.poisoned(), 3);
    assert!(!rook.has(ConditionKind::Unconscious));
    run(
        &mut world,
        &gm(),
        condition("Tess", ConditionKind::Unconscious),
        &[],
    )
    .unwrap();
    run(&mut world, &gm(), rest(RestKind::Short, Some("Tess")), &[1]).unwrap();
    assert!(!pc(&world, TESS).has(ConditionKind::Unconscious));
}

#[test]
fn free_attacks_come_only_from_adversaries_able_to_act() {
    let mut world = chapel();
    enc_mut(&mut world)
        .adversaries
        .push(adversary("Goblin", 4, 0, 3, 2));
    adv_mut(&mut world, "Knight")
        .conditions
        .push(Condition::new(ConditionKind::Stunned, Attribute::Dex));
    let flee = Action::Flee {
        character: Some("Rook".into()),
        slower: false,
    };
    let out = run(&mut world, &player(ALICE), flee, &[20]).unwrap();
    assert!(out.events.contains(&Event::FreeAttacksOffered {
        target: "Rook".into(),
        adversaries: vec!["Goblin".into()],
    }));
}

#[test]
fn ranges_refuse_melee_beyond_near_and_all_but_the_long_bow_at_far() {
    let mut world = chapel();
    let axe = super::attack::attack("Knight")
        .weapon("Axe")
        .range(Range::Distant)
        .go();
    refused_with(&mut world, &player(ALICE), axe, "err-out-of-range");
    set_turn(&mut world, CombatantRef::Pc(TESS));
    let far = super::attack::attack("Knight")
        .weapon("Short bow")
        .range(Range::Far)
        .go();
    refused_with(&mut world, &player(BOB), far, "err-out-of-range");
    let distant = super::attack::attack("Knight")
        .weapon("Short bow")
        .range(Range::Distant)
        .go();
    run(&mut world, &player(BOB), distant, &[2, 3, 4, 5, 5]).unwrap();
    let long_bow = crate::rules::flail::presets::weapon_preset("long bow").unwrap();
    assert_eq!(
        crate::rules::flail::presets::reach(long_bow.name, long_bow.kind),
        Range::Far
    );
}

// ---- 15. Replies in time order --------------------------------------------------------------

#[test]
fn round_one_begins_before_its_start_of_round_saves() {
    let mut world = super::turns::before_initiative();
    pc_mut(&mut world, ROOK)
        .conditions
        .push(Condition::new(ConditionKind::Prone, Attribute::Dex));
    // Rook's and Tess's initiative, then Rook's save against prone.
    let out = run(&mut world, &gm(), Action::Initiative, &[3, 4, 5]).unwrap();
    let steps = out.steps();
    let at = |want: &dyn Fn(&Step<'_>) -> bool| steps.iter().position(want).unwrap();
    let round = at(&|s| matches!(s, Step::Event(Event::RoundStarted { round: 1 })));
    let prone = at(&|s| matches!(s, Step::Result(r) if r.kind == ResultKind::ConditionSave));
    assert!(round < prone, "{steps:?}");
}

// ---- 2 and 6. Adversaries with several attacks, and the bear ------------------------------

fn bear_attack(attack: &str, times: Option<u32>, th: u32, dmg: u32) -> Action {
    Action::AdversaryAttack {
        adversary: "Bear".into(),
        attack: attack.into(),
        times,
        th: Some(th),
        dmg: Some(dmg),
        when: None,
        trigger: None,
        remove: false,
    }
}

fn bear_trigger(attack: &str, when: TriggerWhen, text: &str) -> Action {
    Action::AdversaryAttack {
        adversary: "Bear".into(),
        attack: attack.into(),
        times: None,
        th: None,
        dmg: None,
        when: Some(when),
        trigger: Some(text.into()),
        remove: false,
    }
}

/// The chapel with a bear instead of the knight (claw ×2 TH 4 DMG 3, "Major Hit:
/// grabbed"; bite TH 5 DMG 4, "Any hit: bleeding"); the bear's turn.
fn bear() -> World {
    let mut world = chapel();
    adv_mut(&mut world, "Knight").status = AdversaryStatus::Removed;
    let add = Action::AdversaryAdd {
        name: "Bear".into(),
        hp: 20,
        defence: 1,
        saves: 9,
        morale: 10,
        th: None,
        dmg: None,
        count: 1,
    };
    run(&mut world, &gm(), add, &[]).unwrap();
    run(&mut world, &gm(), bear_attack("claw", Some(2), 4, 3), &[]).unwrap();
    run(&mut world, &gm(), bear_attack("bite", None, 5, 4), &[]).unwrap();
    run(
        &mut world,
        &gm(),
        bear_trigger("claw", TriggerWhen::MajorHit, "grabbed"),
        &[],
    )
    .unwrap();
    run(
        &mut world,
        &gm(),
        bear_trigger("bite", TriggerWhen::AnyHit, "bleeding"),
        &[],
    )
    .unwrap();
    set_turn(&mut world, CombatantRef::Adversary(1));
    world
}

fn bear_swings(weapon: &str, target: &str) -> Action {
    super::attack::attack(target).by("Bear").weapon(weapon).go()
}

fn triggered(out: &Outcome) -> Vec<String> {
    out.events
        .iter()
        .filter_map(|e| match e {
            Event::Triggered { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_bear_claws_twice_and_bites_and_an_armour_choice_changes_the_trigger() {
    let mut world = bear();
    // Claw on Rook: 1,1,3,4 — a Major Hit, held for his armour choice: no trigger yet.
    let out = run(
        &mut world,
        &gm(),
        bear_swings("claw", "Rook"),
        &[1, 1, 3, 4],
    )
    .unwrap();
    assert!(out.results[0].pending);
    assert!(triggered(&out).is_empty());
    assert_eq!(
        enc(&world).turn,
        Some(CombatantRef::Adversary(1)),
        "more attacks left"
    );
    // Rook's helmet cancels a 1: a Minor Hit, so "grabbed" does not fire.
    let out = run(
        &mut world,
        &player(ALICE),
        armour(ArmourPiece::Helmet, 1),
        &[],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::MinorHit);
    assert!(triggered(&out).is_empty());
    assert_eq!(pc(&world, ROOK).hp, 14 - 3);
    // The second claw on Tess (no armour): the same roll stays a Major Hit — grabbed.
    let out = run(
        &mut world,
        &gm(),
        bear_swings("claw", "Tess"),
        &[1, 1, 3, 4],
    )
    .unwrap();
    assert_eq!(out.results[0].outcome, RollOutcome::MajorHit);
    assert_eq!(triggered(&out), vec!["grabbed".to_owned()]);
    // A third claw is refused: claw is made twice a turn.
    refused_with(
        &mut world,
        &gm(),
        bear_swings("claw", "Tess"),
        "err-attack-made",
    );
    // The bite, its last attack, hits and bleeds; the turn passes on.
    let out = run(
        &mut world,
        &gm(),
        bear_swings("bite", "Rook"),
        &[1, 2, 3, 5, 5],
    )
    .unwrap();
    let out = if out.results[0].pending {
        run(
            &mut world,
            &player(ALICE),
            armour(ArmourPiece::Helmet, 0),
            &[],
        )
        .unwrap()
    } else {
        out
    };
    assert_eq!(triggered(&out), vec!["bleeding".to_owned()]);
    assert_ne!(enc(&world).turn, Some(CombatantRef::Adversary(1)));
}

#[test]
fn an_adversary_added_with_th_and_dmg_keeps_one_attack_and_passes_after_it() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Adversary(0));
    run(
        &mut world,
        &gm(),
        super::attack::attack("Tess").by("Knight").go(),
        &[2, 3, 4, 5, 5, 3],
    )
    .unwrap();
    assert_ne!(enc(&world).turn, Some(CombatantRef::Adversary(0)));
}

#[test]
fn stored_adversaries_with_one_th_and_dmg_load_as_one_attack() {
    let json = r#"{"name":"Knight","max_hp":20,"hp":20,"defence":0,"saves":10,
        "morale":9,"th":6,"dmg":5,"conditions":[],"status":"standing"}"#;
    let knight: Adversary = serde_json::from_str(json).unwrap();
    assert_eq!(knight.attacks.len(), 1);
    assert_eq!((knight.attacks[0].th, knight.attacks[0].dmg), (6, 5));
}

#[test]
fn poker_triggers_fire_on_the_faces() {
    let mut world = bear();
    run(
        &mut world,
        &gm(),
        bear_trigger("bite", TriggerWhen::Pair, "roars"),
        &[],
    )
    .unwrap();
    let out = run(
        &mut world,
        &gm(),
        bear_swings("bite", "Tess"),
        &[2, 3, 5, 5, 6],
    )
    .unwrap();
    assert_eq!(triggered(&out), vec!["roars".to_owned()]);
    assert!(
        hit(&out.results[0])
            .poker
            .contains(&Poker::Group { size: 2, value: 5 })
    );
}

// ---- 4 (GM states and upkeep) --------------------------------------------------------------

#[test]
fn the_gm_sets_and_clears_long_term_states_and_repairs_usage() {
    let mut world = between_fights();
    let state = |state, add| Action::State {
        target: "Rook".into(),
        state,
        add,
    };
    run(&mut world, &gm(), state(LongTermState::Injured, true), &[]).unwrap();
    run(
        &mut world,
        &gm(),
        state(LongTermState::PersistentInjury, true),
        &[],
    )
    .unwrap();
    run(&mut world, &gm(), state(LongTermState::Maimed, true), &[]).unwrap();
    run(&mut world, &gm(), state(LongTermState::Hurt, true), &[]).unwrap();
    run(&mut world, &gm(), state(LongTermState::Scarred, true), &[]).unwrap();
    let rook = pc(&world, ROOK);
    assert_eq!(
        (
            rook.injured,
            rook.persistent_injuries,
            rook.maimed,
            rook.hurt
        ),
        (1, 1, true, true)
    );
    assert_eq!(rook.attributes.cha, 7);
    run(&mut world, &gm(), state(LongTermState::Maimed, false), &[]).unwrap();
    refused_with(
        &mut world,
        &gm(),
        state(LongTermState::Maimed, false),
        "err-state-missing",
    );
    let usage = |dots| Action::ItemUsage {
        character: "Rook".into(),
        item: "helmet".into(),
        dots,
    };
    run(&mut world, &gm(), usage(2), &[]).unwrap();
    run(&mut world, &gm(), usage(-1), &[]).unwrap();
    assert_eq!(pc(&world, ROOK).armour[0].usage_marked, 1);
    refused_with(&mut world, &gm(), usage(-2), "err-usage-range");
}

#[test]
fn the_gm_rests_the_whole_party_of_the_channel() {
    let mut world = between_fights();
    pc_mut(&mut world, ROOK).hp = 5;
    pc_mut(&mut world, TESS).hp = 2;
    let out = run(&mut world, &gm(), rest(RestKind::Short, None), &[2, 3]).unwrap();
    assert_eq!(out.results.len(), 2);
    assert_eq!((pc(&world, ROOK).hp, pc(&world, TESS).hp), (7, 5));
}

// ---- 7. Who may do what: the permission matrix --------------------------------------------

/// Who acts in the matrix.
#[derive(Debug, Clone, Copy)]
enum Who {
    /// The encounter's GM.
    Gm,
    /// Rook's player.
    Owner,
    /// Tess's player.
    Other,
    Moderator,
}

fn actor(who: Who) -> Actor {
    match who {
        Who::Gm => gm(),
        Who::Owner => player(ALICE),
        Who::Other => player(BOB),
        Who::Moderator => moderator(),
    }
}

#[test]
fn the_permission_matrix_gm_owner_other_player_moderator() {
    use Who::*;
    /// A command, the world it runs in, its dice, and who may (✓) or may not run it, in
    /// the order GM, Rook's player, Tess's player, moderator.
    struct Case {
        name: &'static str,
        world: fn() -> World,
        action: Action,
        dice: &'static [u32],
        allowed: [bool; 4],
    }
    let y = true;
    let n = false;
    let fight = chapel;
    let between = between_fights;
    let cases = vec![
        Case {
            name: "attack on Rook's turn",
            world: fight,
            action: super::attack::attack("Knight").weapon("Axe").go(),
            dice: &[2, 3, 4, 5, 5],
            allowed: [y, y, n, y],
        },
        Case {
            name: "armour choice on Rook",
            world: death_blow_waiting,
            action: armour(ArmourPiece::Helmet, 1),
            dice: &[],
            allowed: [y, y, n, y],
        },
        Case {
            name: "save for Rook",
            world: fight,
            action: save(Attribute::Dex, "Rook"),
            dice: &[5],
            allowed: [y, y, n, y],
        },
        Case {
            name: "flee with Rook",
            world: fight,
            action: Action::Flee {
                character: Some("Rook".into()),
                slower: false,
            },
            dice: &[5],
            allowed: [y, y, n, y],
        },
        Case {
            name: "rest Rook",
            world: between,
            action: rest(RestKind::Short, Some("Rook")),
            dice: &[2],
            allowed: [y, n, n, y],
        },
        Case {
            name: "heal Rook",
            world: fight,
            action: Action::Heal {
                target: "Rook".into(),
                amount: 1,
            },
            dice: &[],
            allowed: [y, n, n, y],
        },
        Case {
            name: "condition add on Rook",
            world: fight,
            action: condition("Rook", ConditionKind::Prone),
            dice: &[],
            allowed: [y, n, n, y],
        },
        Case {
            name: "damage Rook",
            world: fight,
            action: damage("Rook", 1),
            dice: &[],
            allowed: [y, n, n, y],
        },
        Case {
            name: "long-term state on Rook",
            world: between,
            action: Action::State {
                target: "Rook".into(),
                state: LongTermState::Injured,
                add: true,
            },
            dice: &[],
            allowed: [y, n, n, y],
        },
        Case {
            name: "usage dot on Rook's helmet",
            world: between,
            action: Action::ItemUsage {
                character: "Rook".into(),
                item: "helmet".into(),
                dots: 1,
            },
            dice: &[],
            allowed: [y, n, n, y],
        },
        Case {
            name: "adversary attack",
            world: fight,
            action: Action::AdversaryAttack {
                adversary: "Knight".into(),
                attack: "kick".into(),
                times: None,
                th: Some(3),
                dmg: Some(2),
                when: None,
                trigger: None,
                remove: false,
            },
            dice: &[],
            allowed: [y, n, n, y],
        },
        Case {
            name: "morale",
            world: fight,
            action: Action::Morale {
                adversary: None,
                surrender: false,
            },
            dice: &[3],
            allowed: [y, n, n, y],
        },
        Case {
            name: "next on Rook's turn",
            world: fight,
            action: Action::Next,
            dice: &[],
            allowed: [y, y, n, y],
        },
        Case {
            name: "Rook's weapon",
            world: between,
            action: Action::CharacterWeapon {
                character: "Rook".into(),
                weapon: "dagger".into(),
                th: None,
                dmg: None,
                missile: None,
                specialty: None,
                two_handed: None,
                remove: false,
            },
            dice: &[],
            allowed: [y, y, n, y],
        },
    ];
    for case in cases {
        for (who, allowed) in [Gm, Owner, Other, Moderator].into_iter().zip(case.allowed) {
            let mut world = (case.world)();
            let result = run(&mut world, &actor(who), case.action.clone(), case.dice);
            assert_eq!(
                result.is_ok(),
                allowed,
                "{} by {who:?}: {:?}",
                case.name,
                result.err().map(|e| e.key)
            );
        }
    }
}
