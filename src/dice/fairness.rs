//! Whether a player's dice look fair: per die size, a chi-square test of the faces against
//! a fair die (a z-test of the mean for dice counted without their faces), corrected for
//! how many die sizes are tested at once, and worded for players as "about 1 in N".
//! Pure arithmetic: no I/O.

/// Fewest rolls expected per face for a chi-square test to be valid.
pub const MIN_EXPECTED_PER_FACE: f64 = 5.0;
/// Fewest dice for the mean's test, on dice counted without their faces.
pub const MIN_DICE_FOR_MEAN: u64 = 30;
/// Below this corrected probability a die size is called unusual.
pub const UNUSUAL_BELOW: f64 = 0.05;

/// What the dice of one size say.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Verdict {
    /// Too few rolls for the test to mean anything.
    NotEnough,
    /// Nothing a fair die would not do often.
    Fair { p: f64 },
    /// A fair die does this about once in `one_in` such checks (after the correction).
    Unusual { p: f64, one_in: u64 },
}

/// The probability, under a fair `sides`-sided die, of faces at least as uneven as
/// `observed` (one count per face, 1 first); `None` when there are too few rolls.
pub fn chi_square_p(observed: &[u64]) -> Option<f64> {
    let sides = observed.len();
    let n: u64 = observed.iter().sum();
    if sides < 2 {
        return None;
    }
    let expected = n as f64 / sides as f64;
    if expected < MIN_EXPECTED_PER_FACE {
        return None;
    }
    let statistic: f64 = observed
        .iter()
        .map(|&o| {
            let d = o as f64 - expected;
            d * d / expected
        })
        .sum();
    Some(upper_gamma_regularized(
        (sides - 1) as f64 / 2.0,
        statistic / 2.0,
    ))
}

/// The two-sided probability, under a fair die, of a mean at least this far from the
/// expected one, for `count` dice of `sides` sides summing to `total`; `None` with too few.
pub fn mean_p(sides: u32, count: u64, total: u64) -> Option<f64> {
    if count < MIN_DICE_FOR_MEAN || sides < 2 {
        return None;
    }
    let s = f64::from(sides);
    let expected = (s + 1.0) / 2.0;
    let variance = (s * s - 1.0) / 12.0;
    let mean = total as f64 / count as f64;
    let z = (mean - expected) / (variance / count as f64).sqrt();
    // erfc(|z| / √2) = Q(1/2, z² / 2).
    Some(upper_gamma_regularized(0.5, z * z / 2.0))
}

/// The verdict for one die size's probability `p`, when `tests` die sizes are judged at
/// once (Bonferroni: with many sizes, one odd-looking size is expected by chance).
pub fn verdict(p: Option<f64>, tests: usize) -> Verdict {
    let Some(p) = p else {
        return Verdict::NotEnough;
    };
    let corrected = (p * tests.max(1) as f64).min(1.0);
    if corrected >= UNUSUAL_BELOW {
        return Verdict::Fair { p: corrected };
    }
    let one_in = (1.0 / corrected.max(f64::MIN_POSITIVE)).min(1e15);
    Verdict::Unusual {
        p: corrected,
        one_in: round_to_two_digits(one_in),
    }
}

/// 1234 → 1200, 87 → 87: "about 1 in N" needs no false precision.
fn round_to_two_digits(x: f64) -> u64 {
    if x < 100.0 {
        return x.round() as u64;
    }
    let magnitude = 10f64.powi(x.log10().floor() as i32 - 1);
    ((x / magnitude).round() * magnitude) as u64
}

/// Q(a, x) = Γ(a, x) / Γ(a), the regularized upper incomplete gamma function: a series
/// below `a + 1`, a continued fraction above (each converges fast on its side).
fn upper_gamma_regularized(a: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 1.0;
    }
    if x < a + 1.0 {
        (1.0 - lower_series(a, x)).clamp(0.0, 1.0)
    } else {
        upper_fraction(a, x).clamp(0.0, 1.0)
    }
}

const ITERATIONS: usize = 500;
const EPSILON: f64 = 1e-15;

/// P(a, x) by its series.
fn lower_series(a: f64, x: f64) -> f64 {
    let mut term = 1.0 / a;
    let mut sum = term;
    let mut n = a;
    for _ in 0..ITERATIONS {
        n += 1.0;
        term *= x / n;
        sum += term;
        if term.abs() < sum.abs() * EPSILON {
            break;
        }
    }
    sum * (-x + a * x.ln() - ln_gamma(a)).exp()
}

/// Q(a, x) by its continued fraction (modified Lentz).
fn upper_fraction(a: f64, x: f64) -> f64 {
    let tiny = 1e-300;
    let mut b = x + 1.0 - a;
    let mut c = 1.0 / tiny;
    let mut d = 1.0 / b;
    let mut h = d;
    for i in 1..=ITERATIONS {
        let an = -(i as f64) * (i as f64 - a);
        b += 2.0;
        d = an * d + b;
        if d.abs() < tiny {
            d = tiny;
        }
        c = b + an / c;
        if c.abs() < tiny {
            c = tiny;
        }
        d = 1.0 / d;
        let step = d * c;
        h *= step;
        if (step - 1.0).abs() < EPSILON {
            break;
        }
    }
    (-x + a * x.ln() - ln_gamma(a)).exp() * h
}

/// ln Γ(x) for x > 0 (Lanczos, g = 7, nine terms: about 15 digits).
fn ln_gamma(x: f64) -> f64 {
    const G: f64 = 7.0;
    const C: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Reflection: Γ(x)Γ(1−x) = π / sin(πx).
        let pi = std::f64::consts::PI;
        return (pi / (pi * x).sin()).ln() - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let mut sum = C[0];
    for (i, c) in C.iter().enumerate().skip(1) {
        sum += c / (x + i as f64);
    }
    let t = x + G + 0.5;
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + sum.ln()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance * b.abs().max(1e-12)
    }

    #[test]
    fn the_chi_square_tail_matches_published_critical_values() {
        // χ² critical values at p = 0.05 and 0.01 (standard tables).
        for (dof, at_5, at_1) in [
            (1.0, 3.841, 6.635),
            (5.0, 11.070, 15.086),
            (19.0, 30.144, 36.191),
            (99.0, 123.225, 134.642),
        ] {
            let p5 = upper_gamma_regularized(dof / 2.0, at_5 / 2.0);
            let p1 = upper_gamma_regularized(dof / 2.0, at_1 / 2.0);
            assert!(close(p5, 0.05, 0.002), "dof {dof}: {p5}");
            assert!(close(p1, 0.01, 0.002), "dof {dof}: {p1}");
        }
        assert!(close(ln_gamma(5.0), 24f64.ln(), 1e-12));
        assert!(close(
            ln_gamma(0.5),
            std::f64::consts::PI.sqrt().ln(),
            1e-12
        ));
    }

    #[test]
    fn a_fair_tally_is_fair_and_a_loaded_one_is_unusual() {
        // 600 d6 rolls, 100 of each face: as fair as it gets.
        let fair = chi_square_p(&[100; 6]).unwrap();
        assert!(close(fair, 1.0, 1e-9), "{fair}");
        assert!(matches!(verdict(Some(fair), 1), Verdict::Fair { .. }));
        // Sixes twice as often as any other face.
        let loaded = chi_square_p(&[86, 86, 86, 86, 86, 170]).unwrap();
        match verdict(Some(loaded), 1) {
            Verdict::Unusual { one_in, .. } => assert!(one_in > 1_000_000, "{one_in}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn too_few_rolls_say_so() {
        // 20 d20 rolls: one expected per face, under the five a chi-square needs.
        assert_eq!(chi_square_p(&[1; 20]), None);
        assert_eq!(verdict(None, 3), Verdict::NotEnough);
        assert_eq!(mean_p(1_000, 29, 29 * 500), None);
    }

    #[test]
    fn the_correction_widens_with_the_sizes_tested() {
        // p = 0.02 alone is unusual (1 in 50); among five die sizes it is not.
        assert!(matches!(
            verdict(Some(0.02), 1),
            Verdict::Unusual { one_in: 50, .. }
        ));
        assert!(matches!(verdict(Some(0.02), 5), Verdict::Fair { .. }));
        assert_eq!(round_to_two_digits(1_234.0), 1_200);
        assert_eq!(round_to_two_digits(87.4), 87);
    }

    /// Fair dice are called unusual about as often as the threshold says (5 %), and a
    /// die showing 6 a third of the time is caught nearly always in 300 rolls.
    #[test]
    fn fair_dice_are_rarely_flagged_and_loaded_ones_nearly_always() {
        use crate::dice::{Dice, SeededDice};
        let mut dice = SeededDice::from_seed(7);
        let trials = 400;
        let mut flagged = 0;
        let mut caught = 0;
        for _ in 0..trials {
            let mut fair = [0u64; 6];
            let mut loaded = [0u64; 6];
            for _ in 0..300 {
                let face = dice.roll(6).unwrap() as usize;
                fair[face - 1] += 1;
                // A third sixes, the rest spread over 1–5.
                let weighted = if dice.roll(3).unwrap() == 3 {
                    6
                } else {
                    dice.roll(5).unwrap() as usize
                };
                loaded[weighted - 1] += 1;
            }
            if matches!(verdict(chi_square_p(&fair), 1), Verdict::Unusual { .. }) {
                flagged += 1;
            }
            if matches!(verdict(chi_square_p(&loaded), 1), Verdict::Unusual { .. }) {
                caught += 1;
            }
        }
        let rate = f64::from(flagged) / f64::from(trials);
        assert!((0.02..=0.09).contains(&rate), "fair dice flagged {rate}");
        assert!(
            caught >= trials * 95 / 100,
            "loaded dice caught {caught}/{trials}"
        );
    }

    #[test]
    fn the_mean_test_finds_a_shifted_big_die() {
        // 400 d1000 averaging 500.5: fair. Averaging 560: far off.
        let fair = mean_p(1_000, 400, 400 * 500 + 200).unwrap();
        assert!(fair > 0.9, "{fair}");
        let shifted = mean_p(1_000, 400, 400 * 560).unwrap();
        assert!(shifted < 1e-4, "{shifted}");
    }
}
