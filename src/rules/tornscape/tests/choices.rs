//! The defaults of the attack's choices, against every alternative.

use crate::rules::tornscape::choice::{Assignment, Counts};
use crate::rules::tornscape::{DiceFaces, Faces};

#[test]
fn the_defenders_default_assignment_is_never_worse() {
    let mut cases = 0;
    // Face counts, not single dice: up to 6 attack dice and 4 defense dice.
    for attack_success in 0..=6u8 {
        for attack_critical in 0..=6 - attack_success {
            for defense_success in 0..=4u8 {
                for defense_critical in 0..=4 - defense_success {
                    let c = Counts {
                        attack_success,
                        attack_critical,
                        defense_success,
                        defense_critical,
                    };
                    for back in [false, true] {
                        let default = Assignment::default_for(c, back);
                        assert_eq!(default.check(c), Ok(()), "{c:?}");
                        let mine = default.effect(c, back);
                        for other in Assignment::every(c) {
                            cases += 1;
                            let theirs = other.effect(c, back);
                            // Attack dice removed first, then damage back.
                            assert!(
                                (mine.removed(), mine.back) >= (theirs.removed(), theirs.back),
                                "{c:?} back={back}: {default:?} loses to {other:?}"
                            );
                            if !back && mine.removed() == theirs.removed() {
                                // Without damage back, criticals stop markers first.
                                assert!(mine.removed_critical >= theirs.removed_critical);
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(cases > 1000);
}

#[test]
fn an_assignment_beyond_the_dice_is_refused() {
    let c = Counts {
        attack_success: 1,
        attack_critical: 1,
        defense_success: 1,
        defense_critical: 1,
    };
    let bad = [
        Assignment {
            success_on_success: 2,
            ..Assignment::default()
        },
        Assignment {
            critical_on_success: 1,
            critical_on_critical: 1,
            ..Assignment::default()
        },
        Assignment {
            success_on_success: 1,
            critical_on_success: 1,
            ..Assignment::default()
        },
    ];
    for a in bad {
        assert_eq!(
            a.check(c).unwrap_err().key,
            "err-ts-bad-assignment",
            "{a:?}"
        );
    }
}

/// Dice of one kind by face: blank, success, critical.
type Pool = [u8; 3];

fn probabilities(f: Faces) -> [f64; 3] {
    [
        f64::from(f.blank) / 6.0,
        f64::from(f.success) / 6.0,
        f64::from(f.critical) / 6.0,
    ]
}

/// Successes plus criticals among attack and mastery dice.
fn value(attack: Pool, mastery: Pool) -> f64 {
    f64::from(attack[1] + attack[2] + mastery[1] + mastery[2])
}

/// Re-rolls one die of `kind` (0 attack, 1 mastery) showing `face`, then continues.
fn after_reroll(
    attack: Pool,
    mastery: Pool,
    kind: usize,
    face: usize,
    left: u8,
    faces: &DiceFaces,
    next: &dyn Fn(Pool, Pool, u8) -> f64,
) -> f64 {
    let p = probabilities(if kind == 0 {
        faces.attack
    } else {
        faces.mastery
    });
    let mut total = 0.0;
    for (new, chance) in p.iter().enumerate() {
        if *chance == 0.0 {
            continue;
        }
        let (mut a, mut m) = (attack, mastery);
        let pool = if kind == 0 { &mut a } else { &mut m };
        pool[face] -= 1;
        pool[new] += 1;
        total += chance * next(a, m, left - 1);
    }
    total
}

/// The best any re-roll policy can expect (it may stop early, and re-roll any die).
fn best(attack: Pool, mastery: Pool, left: u8, faces: &DiceFaces) -> f64 {
    let mut top = value(attack, mastery);
    if left == 0 {
        return top;
    }
    for kind in 0..2 {
        let pool = if kind == 0 { attack } else { mastery };
        for (face, dice) in pool.iter().enumerate() {
            if *dice > 0 {
                let v = after_reroll(attack, mastery, kind, face, left, faces, &|a, m, l| {
                    best(a, m, l, faces)
                });
                top = top.max(v);
            }
        }
    }
    top
}

/// The default: blank attack dice first, then blank mastery dice, one at a time.
fn default_policy(attack: Pool, mastery: Pool, left: u8, faces: &DiceFaces) -> f64 {
    if left == 0 {
        return value(attack, mastery);
    }
    let kind = if attack[0] > 0 {
        0
    } else if mastery[0] > 0 {
        1
    } else {
        return value(attack, mastery);
    };
    after_reroll(attack, mastery, kind, 0, left, faces, &|a, m, l| {
        default_policy(a, m, l, faces)
    })
}

#[test]
fn the_attackers_default_re_rolls_maximise_the_expected_hits() {
    let tables = [
        DiceFaces::default(),
        DiceFaces {
            attack: Faces::new(1, 3, 2),
            defense: Faces::new(3, 2, 1),
            mastery: Faces::new(3, 2, 1),
            agility: Faces::new(3, 3, 0),
        },
    ];
    let mut cases = 0;
    for faces in &tables {
        for attack_dice in 0..=3u8 {
            for mastery_dice in 0..=2u8 {
                // Every rolled outcome of the pool, by face counts.
                for ab in 0..=attack_dice {
                    for asu in 0..=attack_dice - ab {
                        let attack = [ab, asu, attack_dice - ab - asu];
                        for mb in 0..=mastery_dice {
                            for ms in 0..=mastery_dice - mb {
                                let mastery = [mb, ms, mastery_dice - mb - ms];
                                for rerolls in 0..=3u8 {
                                    let d = default_policy(attack, mastery, rerolls, faces);
                                    let b = best(attack, mastery, rerolls, faces);
                                    assert!(
                                        d + 1e-9 >= b,
                                        "{attack:?} {mastery:?} {rerolls}: {d} < {b}"
                                    );
                                    cases += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(cases > 200);
}
