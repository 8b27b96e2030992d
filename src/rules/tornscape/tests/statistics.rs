//! The engine's dice against exact values, with seeded dice: each kind of die shows the
//! faces the table's setting gives it, and the damage of two pools against two shields
//! follows the distribution counted by enumerating every face. The bands are 5 standard
//! deviations wide: a fair engine fails about once in 1.7 million runs, while a wrong face
//! table, re-roll or assignment misses them by far.

use super::support::*;
use crate::dice::SeededDice;
use crate::rules::tornscape::choice::{Assignment, Counts};
use crate::rules::tornscape::*;

fn within_five_sigma(observed: u64, trials: u64, p: f64) -> bool {
    let n = trials as f64;
    let sigma = (n * p * (1.0 - p)).sqrt();
    (observed as f64 - n * p).abs() <= 5.0 * sigma.max(0.5)
}

/// Plays an attack to its end, each chooser accepting their default.
fn play(table: &Table, action: &Action, dice: &mut SeededDice) -> Outcome {
    let mut table = table.clone();
    let mut outcome = apply(&mut table, &player(ALICE), action, dice).unwrap();
    while table.encounter.as_ref().unwrap().exchange.is_some() {
        let chooser = player(chooser(&table));
        let more = apply(&mut table, &chooser, &Action::Choose(Answer::Default), dice).unwrap();
        outcome.events.extend(more.events);
    }
    outcome
}

fn first_rolls(outcome: &Outcome, kind: RollKind) -> Vec<Die> {
    outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::Rolled { roll, dice, .. } if *roll == kind => Some(dice.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

#[test]
fn every_kind_of_die_shows_the_faces_the_table_sets() {
    let faces = DiceFaces {
        attack: Faces::new(1, 3, 2),
        defense: Faces::new(2, 2, 2),
        mastery: Faces::new(3, 2, 1),
        agility: Faces::new(3, 3, 0),
    };
    let mut table = started();
    table.faces = faces;
    add(&mut table, ALICE, mini("Roller", 5, 0, 0));
    tile(&mut table, ALICE, "Roller", melee("Pool", 4, 4, 4, 1));
    tile(&mut table, ALICE, "Roller", melee("Poke", 1, 0, 0, 1));
    add(&mut table, BOB, mini("Wall", 99, 0, 0));
    add(&mut table, BOB, mini("Shield", 99, 6, 6));
    let mut counts = std::collections::BTreeMap::<(DieKind, Face), u64>::new();
    let mut dice = SeededDice::from_seed(0x746f_726e);
    for _ in 0..2_000 {
        // The attack roll's three kinds (the target has no shield: no pause before it).
        let out = play(&table, &attack("Roller", "Wall", "Pool"), &mut dice);
        for d in first_rolls(&out, RollKind::Attack) {
            *counts.entry((d.kind, d.face)).or_default() += 1;
        }
        // A shield's defense and agility dice.
        let out = play(&table, &attack("Roller", "Shield", "Poke"), &mut dice);
        for d in first_rolls(&out, RollKind::Defense) {
            *counts.entry((d.kind, d.face)).or_default() += 1;
        }
    }
    for kind in DieKind::ALL {
        let total: u64 = counts
            .iter()
            .filter(|((k, _), _)| *k == kind)
            .map(|(_, n)| n)
            .sum();
        // Agility dice come from both rolls.
        assert!(total >= 8_000, "{kind:?}: {total}");
        for face in [Face::Blank, Face::Success, Face::Critical] {
            let p = f64::from(faces.of(kind).count(face)) / 6.0;
            let seen = counts.get(&(kind, face)).copied().unwrap_or(0);
            assert!(
                within_five_sigma(seen, total, p),
                "{kind:?} {face:?}: {seen} of {total}, expected p = {p}"
            );
        }
    }
}

/// Face classes of a die with their chances.
fn classes(f: Faces) -> [(Face, f64); 3] {
    [
        (Face::Blank, f64::from(f.blank) / 6.0),
        (Face::Success, f64::from(f.success) / 6.0),
        (Face::Critical, f64::from(f.critical) / 6.0),
    ]
}

/// Every outcome of rolling `kinds`, as faces with their chance.
fn outcomes(kinds: &[DieKind], faces: &DiceFaces) -> Vec<(Vec<Face>, f64)> {
    let mut all = vec![(Vec::new(), 1.0)];
    for kind in kinds {
        let mut next = Vec::new();
        for (so_far, p) in &all {
            for (face, q) in classes(faces.of(*kind)) {
                if q > 0.0 {
                    let mut v: Vec<Face> = so_far.clone();
                    v.push(face);
                    next.push((v, p * q));
                }
            }
        }
        all = next;
    }
    all
}

/// Re-rolls blank dice of the kinds in `order`, one at a time, `left` times: every
/// outcome with its chance.
fn default_rerolls(
    dice: Vec<(DieKind, Face)>,
    order: &[DieKind],
    left: usize,
    faces: &DiceFaces,
) -> Vec<(Vec<(DieKind, Face)>, f64)> {
    let target = order.iter().find_map(|k| {
        dice.iter()
            .position(|(kind, f)| kind == k && *f == Face::Blank)
    });
    match target {
        Some(i) if left > 0 => {
            let mut out = Vec::new();
            for (face, q) in classes(faces.of(dice[i].0)) {
                if q > 0.0 {
                    let mut next = dice.clone();
                    next[i].1 = face;
                    for (end, p) in default_rerolls(next, order, left - 1, faces) {
                        out.push((end, p * q));
                    }
                }
            }
            out
        }
        _ => vec![(dice, 1.0)],
    }
}

fn count(dice: &[(DieKind, Face)], kind: DieKind, hit: impl Fn(Face) -> bool) -> u8 {
    dice.iter().filter(|(k, f)| *k == kind && hit(*f)).count() as u8
}

/// The exact damage distribution of `tile` against a shield with no melee tile (no damage
/// back), every choice left to its default.
fn exact(tile: &Tile, defense: u8, agility: u8, faces: &DiceFaces) -> Vec<f64> {
    let mut dist = vec![0.0; 64];
    let pool: Vec<DieKind> = std::iter::repeat_n(DieKind::Attack, tile.attack.into())
        .chain(std::iter::repeat_n(DieKind::Mastery, tile.mastery.into()))
        .chain(std::iter::repeat_n(DieKind::Agility, tile.agility.into()))
        .collect();
    let shield: Vec<DieKind> = std::iter::repeat_n(DieKind::Defense, defense.into())
        .chain(std::iter::repeat_n(DieKind::Agility, agility.into()))
        .collect();
    for (rolled, p1) in outcomes(&pool, faces) {
        let dice: Vec<(DieKind, Face)> = pool.iter().copied().zip(rolled).collect();
        let agile = count(&dice, DieKind::Agility, Face::hit) as usize;
        for (attack, p2) in
            default_rerolls(dice, &[DieKind::Attack, DieKind::Mastery], agile, faces)
        {
            for (rolled, p3) in outcomes(&shield, faces) {
                let guard: Vec<(DieKind, Face)> = shield.iter().copied().zip(rolled).collect();
                let agile = count(&guard, DieKind::Agility, Face::hit) as usize;
                for (guard, p4) in default_rerolls(guard, &[DieKind::Defense], agile, faces) {
                    let c = Counts {
                        attack_success: count(&attack, DieKind::Attack, |f| f == Face::Success),
                        attack_critical: count(&attack, DieKind::Attack, |f| f == Face::Critical),
                        defense_success: count(&guard, DieKind::Defense, |f| f == Face::Success),
                        defense_critical: count(&guard, DieKind::Defense, |f| f == Face::Critical),
                    };
                    let effect = Assignment::default_for(c, false).effect(c, false);
                    let left = c.attack_success + c.attack_critical - effect.removed();
                    let mastered = count(&attack, DieKind::Mastery, Face::hit).min(left);
                    let damage = u32::from(left + mastered) * tile.damage;
                    dist[damage as usize] += p1 * p2 * p3 * p4;
                }
            }
        }
    }
    dist
}

#[test]
fn the_damage_of_two_pools_against_two_shields_matches_the_exact_distribution() {
    const ATTACKS: u64 = 20_000;
    let faces = DiceFaces::default();
    let pools = [melee("Pool A", 2, 1, 1, 1), melee("Pool B", 3, 1, 2, 2)];
    let shields = [(1u8, 0u8), (2, 1)];
    let mut dice = SeededDice::from_seed(0x6461_6d67);
    for tile_spec in &pools {
        for &(defense, agility) in &shields {
            let mut table = started();
            add(&mut table, ALICE, mini("Striker", 5, 0, 0));
            tile(&mut table, ALICE, "Striker", tile_spec.clone());
            add(&mut table, BOB, mini("Target", 99, defense, agility));
            let action = attack("Striker", "Target", &tile_spec.name);
            let expected = exact(tile_spec, defense, agility, &faces);
            assert!((expected.iter().sum::<f64>() - 1.0).abs() < 1e-9);
            let mut seen = vec![0u64; 64];
            for _ in 0..ATTACKS {
                let out = play(&table, &action, &mut dice);
                let damage = hits(&out)[0].damage;
                seen[damage as usize] += 1;
            }
            for (damage, p) in expected.iter().enumerate() {
                assert!(
                    within_five_sigma(seen[damage], ATTACKS, *p),
                    "{} vs shield {defense}+{agility}: {damage} damage {} times, expected {}",
                    tile_spec.name,
                    seen[damage],
                    p * ATTACKS as f64
                );
            }
        }
    }
}
