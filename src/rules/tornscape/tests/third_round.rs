//! The third round of rulings, each with rigged dice. Default faces: attack 1-2 blank, 3-5
//! success, 6 critical; defense 1-3 blank, 4-5 success, 6 critical; mastery and agility
//! 1-4 blank, 5-6 success.

use super::support::*;
use crate::rules::tornscape::*;

fn attack_dice(blank: u8, success: u8, critical: u8) -> RerollChoice {
    RerollChoice {
        attack: Reroll {
            blank,
            success,
            critical,
        },
        ..RerollChoice::default()
    }
}

fn defense_dice(blank: u8, success: u8, critical: u8) -> RerollChoice {
    RerollChoice {
        defense: Reroll {
            blank,
            success,
            critical,
        },
        ..RerollChoice::default()
    }
}

fn assign_back(tile: &str) -> Action {
    Action::Choose(Answer::Assign {
        assignment: Assignment::default(),
        back_tile: Some(tile.to_owned()),
    })
}

fn panic_result(out: &Outcome) -> Option<PanicResult> {
    out.events.iter().find_map(|e| match e {
        Event::PanicTest { result, .. } => Some(*result),
        _ => None,
    })
}

#[test]
fn a_huge_miniature_gets_no_cover_die() {
    let mut table = duel();
    let mut titan = mini("Titan", 9, 1, 0);
    titan.size = Size::Huge;
    add(&mut table, BOB, titan);
    let covered = with_facts(attack("Torgvar", "Titan", "Dagger Strike"), |f| {
        f.cover = true
    });
    assert_eq!(
        refuse(&table, ALICE, covered, &[]).key,
        "err-ts-cover-large"
    );
}

#[test]
fn an_area_attack_is_aimed_at_an_enemy() {
    let mut table = duel();
    add(&mut table, ALICE, mini("Pal", 3, 0, 0));
    let mut blast = melee("Blast", 2, 0, 0, 1);
    blast.area = true;
    tile(&mut table, ALICE, "Torgvar", blast);
    assert_eq!(
        refuse(&table, ALICE, attack("Torgvar", "Pal", "Blast"), &[]).key,
        "err-ts-ally-target"
    );
    // At an enemy it goes ahead (Noxtiis's reaction waits).
    run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Blast"),
        &[],
    );
    assert!(waiting(&table));
}

#[test]
fn vulnerability_and_protection_stay_with_the_chosen_target() {
    let mut table = started();
    add(&mut table, ALICE, mini("Pyro", 5, 0, 0));
    let mut flare = ranged("Flare", 2, 1);
    flare.damage_type = DamageType::Fire;
    tile(&mut table, ALICE, "Pyro", flare);
    let mut tree = mini("Treant", 9, 0, 0);
    tree.affinities = vec![(DamageType::Fire, Affinity::Vulnerable(2))];
    add(&mut table, BOB, tree);
    let mut grub = mini("Grub", 5, 0, 0);
    grub.affinities = vec![(DamageType::Fire, Affinity::Protected(2))];
    add(&mut table, BOB, grub);
    let shot = with_facts(attack("Pyro", "Treant", "Flare"), |f| {
        f.group = Some("Grub".into())
    });
    // Treant: the tile's 2 dice [S -] and its vulnerability's 2 [- -]; only the tile's
    // failed die goes at Grub, which rolls it [S] and no defense die for its protection.
    let out = run(&mut table, ALICE, shot, &[3, 1, 1, 1, 3]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::GroupFire { target, dice: 1, .. } if target == "Grub"
    )));
    assert_eq!(life(&table, "Treant"), 8);
    assert_eq!(life(&table, "Grub"), 4);
}

#[test]
fn immunity_to_mental_damage_is_immunity_to_panic() {
    let mut table = started();
    let mut wisp = mini("Wisp", 3, 1, 0);
    wisp.affinities = vec![(DamageType::Mental, Affinity::Immune)];
    add(&mut table, ALICE, wisp);
    let mut calm = mini("Calm", 3, 1, 0);
    calm.mental_immune = true;
    add(&mut table, ALICE, calm);
    let out = run(
        &mut table,
        ALICE,
        Action::Panic {
            name: "Wisp".into(),
            modifier: 0,
        },
        &[],
    );
    assert_eq!(panic_result(&out), Some(PanicResult::Immune));
    // A Panic marker by hand is refused for the reason it is.
    for name in ["Wisp", "Calm"] {
        let panic = Action::MarkerAdd {
            target: name.into(),
            marker: Marker::Panic,
            from: None,
        };
        assert_eq!(refuse(&table, ALICE, panic, &[]).key, "err-ts-panic-immune");
    }
}

#[test]
fn further_successes_may_re_roll_the_same_die_again() {
    let mut table = dagger_waiting();
    // Attack [S S S S -], mastery [S], agility [S S -]: two re-rolls, one blank die.
    run(&mut table, BOB, accept(), &[3, 3, 3, 3, 1, 5, 5, 5, 1]);
    // Both on the blank die: it stays blank, then comes up critical. Noxtiis rolls
    // defense [- -] and agility [-].
    let out = run(
        &mut table,
        ALICE,
        reroll(attack_dice(2, 0, 0)),
        &[1, 6, 1, 1, 1],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Rerolled { before, after, .. } if before.len() == 2 && after[1].face == Face::Critical
    )));
    // [S S S S C], one mastered: 6 damage.
    assert_eq!(hits(&out)[0].damage, 6);
    assert!(removed(&table, "Noxtiis"));
}

#[test]
fn a_success_left_after_an_explicit_re_roll_waits_for_its_choice() {
    let mut table = dagger_waiting();
    run(&mut table, BOB, accept(), &[3, 3, 3, 3, 1, 5, 5, 5, 1]);
    // One re-roll on the blank die, which stays blank: the second success is not lost.
    let out = run(&mut table, ALICE, reroll(attack_dice(1, 0, 0)), &[2]);
    assert!(matches!(
        out.waiting(),
        Some(Pause::AttackerReroll {
            rerolls: 1,
            blank_attack: 1,
            ..
        })
    ));
    assert_eq!(chooser(&table), ALICE);
    // Re-rolling nothing more keeps the dice: defense [- -], agility [-].
    let out = run(
        &mut table,
        ALICE,
        reroll(RerollChoice::default()),
        &[1, 1, 1],
    );
    assert_eq!(hits(&out)[0].damage, 5);
}

#[test]
fn any_die_may_be_re_rolled_not_only_a_blank_one() {
    let mut table = dagger_waiting();
    // Attack [S S S S S], mastery [S], agility [S - -]: no blank die, yet a choice.
    let out = run(&mut table, BOB, accept(), &[3, 3, 3, 3, 3, 5, 5, 1, 1]);
    assert!(matches!(
        out.waiting(),
        Some(Pause::AttackerReroll {
            rerolls: 1,
            blank_attack: 0,
            ..
        })
    ));
    // A success re-rolled: critical. Noxtiis: defense [S S], agility [S].
    let out = run(
        &mut table,
        ALICE,
        reroll(attack_dice(0, 1, 0)),
        &[6, 4, 4, 5],
    );
    assert!(matches!(
        out.waiting(),
        Some(Pause::DefenderReroll {
            rerolls: 1,
            blank_defense: 0,
            ..
        })
    ));
    // Bob re-rolls a defense success: critical. Defense [S C] against [S S S S C].
    let out = run(&mut table, BOB, reroll(defense_dice(0, 1, 0)), &[6]);
    match out.waiting() {
        Some(Pause::Assign { counts, .. }) => {
            assert_eq!((counts.defense_success, counts.defense_critical), (1, 1));
        }
        other => panic!("expected the assignment, got {other:?}"),
    }
    // S on S, C on S with 3 back: [S S C] left, one mastered: 4 damage.
    let out = run(&mut table, BOB, accept(), &[]);
    let hit = &hits(&out)[0];
    assert_eq!((hit.damage, hit.back), (4, 3));
}

#[test]
fn crushing_damage_leaves_a_dodge_and_a_counter_attack() {
    let mut table = duel();
    tile(&mut table, ALICE, "Torgvar", melee("Maul", 1, 0, 0, 6));
    let out = run(&mut table, ALICE, attack("Torgvar", "Noxtiis", "Maul"), &[]);
    match out.waiting() {
        Some(Pause::Reaction {
            only_dodge,
            counters,
            default,
            ..
        }) => {
            assert!(only_dodge);
            assert_eq!(counters, &["Claws".to_owned()]);
            assert_eq!(*default, Reaction::Dodge);
        }
        other => panic!("expected Noxtiis's reaction, got {other:?}"),
    }
    assert_eq!(
        refuse(&table, BOB, react(Reaction::Defend, Some("Claws")), &[]).key,
        "err-ts-only-dodge"
    );
    // Maul [S], dodged [S]; Noxtiis's counter waits for Torgvar's reaction.
    run(
        &mut table,
        BOB,
        react(Reaction::Dodge, Some("Claws")),
        &[3, 5],
    );
    assert_eq!(chooser(&table), ALICE);
    // Claws [S S] against Torgvar's [-] and [-]: 6 damage, Torgvar falls.
    let out = run(&mut table, ALICE, accept(), &[3, 3, 1, 1]);
    assert_eq!(hits(&out).len(), 2);
    assert!(removed(&table, "Torgvar"));
    assert_eq!(life(&table, "Noxtiis"), 6);
}

#[test]
fn a_counter_attack_goes_with_a_dodge() {
    let mut table = dagger_waiting();
    // Dagger [S - - - -], [-], [- - -]; dodge [-]; then the counter waits for Torgvar.
    run(
        &mut table,
        BOB,
        react(Reaction::Dodge, Some("Claws")),
        &[3, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    assert_eq!(chooser(&table), ALICE);
}

#[test]
fn the_default_damage_back_tile_is_the_one_that_hurts_the_attacker() {
    let mut table = imp_and_brazier(3);
    tile(&mut table, BOB, "Brazier", melee("Tail", 1, 0, 0, 1));
    // Poke [S]; defense [C]: the critical on the success deals damage back with Tail.
    run(&mut table, ALICE, attack("Imp", "Brazier", "Poke"), &[]);
    run(&mut table, BOB, react(Reaction::Defend, None), &[3, 6]);
    let out = run(&mut table, BOB, accept(), &[]);
    let hit = &hits(&out)[0];
    assert_eq!((hit.back, hit.back_immune), (1, false));
    assert_eq!(life(&table, "Imp"), 4);
}

#[test]
fn the_defender_picks_the_damage_back_tile() {
    let mut table = started();
    add(&mut table, ALICE, mini("Pyro", 9, 0, 0));
    tile(&mut table, ALICE, "Pyro", melee("Poke", 1, 0, 0, 1));
    add(&mut table, BOB, mini("Brazier", 5, 1, 0));
    tile(&mut table, BOB, "Brazier", melee("Flame", 1, 0, 0, 3));
    tile(&mut table, BOB, "Brazier", melee("Tail", 1, 0, 0, 1));
    // Poke [-]; defense [C]: no attack die left, the critical deals damage back, and
    // Brazier picks which tile deals it.
    run(&mut table, ALICE, attack("Pyro", "Brazier", "Poke"), &[]);
    let out = run(&mut table, BOB, react(Reaction::Defend, None), &[1, 6]);
    assert!(matches!(out.waiting(), Some(Pause::Assign { .. })));
    run(&mut table, BOB, assign_back("tail"), &[]);
    assert_eq!(life(&table, "Pyro"), 8);
}

#[test]
fn removing_a_leader_makes_its_side_test_for_panic() {
    let mut table = duel();
    let mut boss = mini("Boss", 3, 0, 0);
    boss.leader = true;
    add(&mut table, BOB, boss);
    // Noxtiis tests with one die: blank, Panic.
    let out = run(
        &mut table,
        BOB,
        Action::Remove {
            name: "Boss".into(),
        },
        &[1],
    );
    assert_eq!(panic_result(&out), Some(PanicResult::Failed));
    assert_eq!(markers(&table, "Noxtiis"), [Marker::Panic]);
}

#[test]
fn no_assignment_pause_when_the_default_cannot_be_bettered() {
    let mut table = duel();
    tile(&mut table, ALICE, "Torgvar", ranged("Crossbow", 2, 1));
    // Crossbow [C S]; Noxtiis defends [C -], agility [-]: no damage back from a ranged
    // attack, the critical goes on the critical, and no other assignment does better.
    run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Crossbow"),
        &[],
    );
    let out = run(&mut table, BOB, accept(), &[6, 3, 6, 1, 1]);
    assert!(out.waiting().is_none());
    assert_eq!(life(&table, "Noxtiis"), 5);
}

#[test]
fn next_only_ends_an_activation() {
    let table = dagger_waiting();
    // Bob's /next does not accept his reaction's default: it would end Torgvar's
    // activation, which is Alice's to end.
    assert_eq!(
        refuse(&table, BOB, Action::Next, &[1; 12]).key,
        "err-ts-not-yours"
    );
}

#[test]
fn a_tile_without_damage_may_force_a_panic_test() {
    let mut table = duel();
    let mut roar = melee("Roar", 0, 0, 0, 0);
    roar.no_damage = true;
    roar.panic_test = true;
    roar.damage_type = DamageType::Mental;
    tile(&mut table, ALICE, "Torgvar", roar.clone());
    // No dice: it works at once; Noxtiis tests with one die, blank: Panic.
    let out = run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Roar"),
        &[1],
    );
    assert_eq!(panic_result(&out), Some(PanicResult::Failed));
    assert_eq!(markers(&table, "Noxtiis"), [Marker::Panic]);
    // Only a tile without damage forces one.
    let mut shout = melee("Shout", 1, 0, 0, 1);
    shout.panic_test = true;
    let e = refuse(
        &table,
        ALICE,
        Action::AddTile {
            miniature: "Torgvar".into(),
            tile: shout,
        },
        &[],
    );
    assert_eq!(e.key, "err-ts-panic-tile");
}

#[test]
fn protection_from_ethereal_is_a_trait_against_ethereal_attacks() {
    let traits = model::parse_traits("ethereal:protected:2 fire:immune").expect("traits");
    assert_eq!(traits.ethereal_protection, 2);
    assert_eq!(traits.affinities, [(DamageType::Fire, Affinity::Immune)]);
    for bad in [
        "ethereal:immune",
        "ethereal:vulnerable",
        "ethereal:protected ethereal:protected",
    ] {
        assert_eq!(
            model::parse_traits(bad).map(|_| ()).unwrap_err().key,
            "err-ts-traits"
        );
    }
    let mut table = started();
    add(&mut table, ALICE, mini("Mage", 5, 0, 0));
    let mut inferno = melee("Inferno", 1, 0, 0, 1);
    inferno.ethereal = true;
    tile(&mut table, ALICE, "Mage", inferno);
    tile(&mut table, ALICE, "Mage", melee("Staff", 1, 0, 0, 1));
    let mut warded = mini("Warded", 5, 0, 0);
    warded.ethereal_protection = 1;
    add(&mut table, BOB, warded);
    // Inferno [S] against one defense die for the protection: [S] cancels it.
    let out = run(
        &mut table,
        ALICE,
        attack("Mage", "Warded", "Inferno"),
        &[3, 4],
    );
    assert_eq!(hits(&out)[0].damage, 0);
    // A plain attack meets no defense die: [S] deals 1.
    let out = run(&mut table, ALICE, attack("Mage", "Warded", "Staff"), &[3]);
    assert_eq!(hits(&out)[0].damage, 1);
}

#[test]
fn identical_miniatures_get_their_tile_in_one_command() {
    let mut table = started();
    let mut goblin = mini("Goblin", 2, 0, 0);
    goblin.count = 3;
    add(&mut table, BOB, goblin);
    tile(&mut table, BOB, "goblin", melee("Spear", 1, 0, 0, 1));
    let encounter = table.encounter.as_ref().expect("an encounter");
    let armed: Vec<&str> = encounter
        .miniatures
        .iter()
        .filter(|m| m.tile("Spear").is_some())
        .map(|m| m.name.as_str())
        .collect();
    assert_eq!(armed, ["Goblin 1", "Goblin 2", "Goblin 3"]);
    // Another player's group is not Alice's to arm; a tile one of them holds already is
    // refused for the whole group.
    add(&mut table, ALICE, mini("Pal", 3, 0, 0));
    let spear = |who: &str| Action::AddTile {
        miniature: who.into(),
        tile: melee("Spear", 1, 0, 0, 1),
    };
    assert_eq!(
        refuse(&table, ALICE, spear("Goblin"), &[]).key,
        "err-ts-not-yours"
    );
    assert_eq!(
        refuse(&table, BOB, spear("Goblin"), &[]).key,
        "err-ts-tile-exists"
    );
    assert_eq!(
        refuse(&table, BOB, spear("Orc"), &[]).key,
        "err-ts-no-miniature"
    );
}

#[test]
fn an_area_attack_strikes_several_defenders_each_free_to_counter() {
    let mut table = duel();
    add(&mut table, BOB, mini("Grub", 3, 0, 0));
    tile(&mut table, BOB, "Grub", melee("Bite", 1, 0, 0, 1));
    add(&mut table, ALICE, mini("Pal", 3, 0, 0));
    let mut blast = melee("Blast", 1, 0, 0, 1);
    blast.area = true;
    tile(&mut table, ALICE, "Torgvar", blast);
    for (targets, tile, error) in [
        ("Noxtiis, Grub", "Dagger Strike", "err-ts-area-only"),
        ("Noxtiis, noxtiis", "Blast", "err-ts-area-twice"),
        ("Noxtiis, Torgvar", "Blast", "err-ts-self-target"),
        ("Pal, Noxtiis", "Blast", "err-ts-ally-target"),
    ] {
        let e = refuse(&table, ALICE, attack("Torgvar", targets, tile), &[]);
        assert_eq!(e.key, error, "{targets}");
    }
    // The chosen target is an enemy; the blast hits an ally beside it too.
    run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis, Grub, Pal", "Blast"),
        &[],
    );
    // Noxtiis counters: Blast [S] against its [- -] [-]; then Grub's reaction waits.
    run(
        &mut table,
        BOB,
        react(Reaction::Defend, Some("Claws")),
        &[3, 1, 1, 1],
    );
    assert_eq!(chooser(&table), BOB);
    // Grub counters: Blast [S], no shield; Pal: Blast [S]. Then each counter waits for
    // Torgvar: Claws [- -] against [-] [-], Bite [S] against [-] [-].
    run(
        &mut table,
        BOB,
        react(Reaction::Defend, Some("Bite")),
        &[3, 3],
    );
    run(&mut table, ALICE, accept(), &[1, 1, 1, 1]);
    let out = run(&mut table, ALICE, accept(), &[3, 1, 1]);
    assert_eq!(hits(&out).len(), 5);
    for (name, left) in [("Noxtiis", 5), ("Grub", 2), ("Pal", 2), ("Torgvar", 4)] {
        assert_eq!(life(&table, name), left, "{name}");
    }
}
