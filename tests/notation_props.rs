//! Property tests of the dice notation: random strings and random well-formed
//! expressions never panic and always terminate; rolled totals stay within the bounds the
//! expression implies; exact odds sum to their total and stay inside the same bounds.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

use narrator::dice::SeededDice;
use narrator::notation;
use proptest::prelude::*;

mod notation_brute;

/// Keys a well-formed expression may still be refused with.
const ALLOWED: &[&str] = &[
    "err-roll-too-many-dice",
    "err-roll-division-by-zero",
    "err-roll-overflow",
    "err-roll-too-deep",
    "err-roll-too-long",
];

fn check_line(line: &str, seed: u64) {
    let Ok(program) = notation::parse(line) else {
        return;
    };
    let mut dice = SeededDice::from_seed(seed);
    match notation::roll(&program, &mut dice) {
        Ok(rolled) => {
            assert_eq!(rolled.rows.len() as u32, program.repeats());
            if let Some((lo, hi)) = program.bounds() {
                for row in &rolled.rows {
                    let t = i128::from(row.total);
                    assert!(lo <= t && t <= hi, "{line:?}: {t} outside {lo}..={hi}");
                }
            }
            let _ = notation::render(&rolled, true);
            let _ = notation::render(&rolled, false);
        }
        Err(e) => assert!(
            ALLOWED.contains(&e.key),
            "{line:?}: unexpected roll error {e}"
        ),
    }
    if let Some(d) = notation::odds(&program) {
        assert_eq!(d.iter().map(|(_, c)| c).sum::<u128>(), d.total());
        if let Some((lo, hi)) = program.bounds() {
            for (v, _) in d.iter() {
                assert!(
                    lo <= i128::from(v) && i128::from(v) <= hi,
                    "{line:?}: odds {v}"
                );
            }
        }
    }
}

fn selector() -> impl Strategy<Value = String> {
    prop_oneof![
        (1u32..8).prop_map(|n| n.to_string()),
        (0u32..6).prop_map(|n| format!("h{n}")),
        (0u32..6).prop_map(|n| format!("l{n}")),
        (1u32..7).prop_map(|n| format!(">{n}")),
        (2u32..8).prop_map(|n| format!("<{n}")),
    ]
}

fn set_op() -> impl Strategy<Value = String> {
    prop_oneof![
        selector().prop_map(|s| format!("k{s}")),
        selector().prop_map(|s| format!("p{s}")),
        (1u32..7).prop_map(|n| format!("rr{n}")),
        selector().prop_map(|s| format!("ro{s}")),
        selector().prop_map(|s| format!("ra{s}")),
        (2u32..7).prop_map(|n| format!("e{n}")),
        (1u32..7).prop_map(|n| format!("mi{n}")),
        (1u32..7).prop_map(|n| format!("ma{n}")),
        Just("!".to_owned()),
    ]
}

fn dice() -> impl Strategy<Value = String> {
    (
        0u32..12,
        prop_oneof![
            (2u32..21).prop_map(|s| s.to_string()),
            Just("%".to_owned()),
            Just("F".to_owned()),
        ],
        prop::collection::vec(set_op(), 0..3),
        prop_oneof![
            Just(String::new()),
            (1u32..10).prop_map(|n| format!(">={n}")),
            (1u32..10).prop_map(|n| format!("t{n}f1")),
        ],
    )
        .prop_map(|(n, sides, ops, count)| {
            let n = if n == 0 { String::new() } else { n.to_string() };
            let ops = if sides == "F" {
                String::new()
            } else {
                ops.concat()
            };
            format!("{n}d{sides}{ops}{count}")
        })
}

fn expression() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![dice(), (0i64..1000).prop_map(|n| n.to_string())];
    leaf.prop_recursive(4, 24, 3, |inner| {
        prop_oneof![
            // Avrae's sets, kept or dropped by member
            (
                prop::collection::vec(inner.clone(), 1..4),
                prop_oneof![
                    Just(String::new()),
                    selector().prop_map(|s| format!("k{s}")),
                    selector().prop_map(|s| format!("p{s}")),
                ],
            )
                .prop_map(|(members, op)| format!("({}){op}", members.join(", "))),
            inner.clone().prop_map(|a| format!("{a} [note]")),
            (
                inner.clone(),
                prop::sample::select(vec![" + ", "-", " * ", "/", "//"]),
                inner.clone()
            )
                .prop_map(|(a, op, b)| format!("{a}{op}{b}")),
            inner.clone().prop_map(|a| format!("({a})")),
            inner.prop_map(|a| format!("-{a}")),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_strings_never_panic(line in ".{0,60}", seed in any::<u64>()) {
        check_line(&line, seed);
    }

    #[test]
    fn dice_alphabet_soup_never_panics(
        line in "[0-9dDfFkKhHlLpPrReEiImMaAtTxX!<>=+*/%()# -]{0,40}",
        seed in any::<u64>(),
    ) {
        check_line(&line, seed);
    }

    #[test]
    fn well_formed_expressions_parse_roll_and_stay_in_bounds(
        expr in expression(),
        repeats in 0u32..4,
        seed in any::<u64>(),
    ) {
        let line = if repeats > 1 { format!("{repeats}x {expr} # note") } else { expr.clone() };
        // a whole-roll check half the time
        let line = if seed % 2 == 0 { line.replacen(" # note", "", 1) + " >= 7" } else { line };
        match notation::parse(&line) {
            Ok(_) => check_line(&line, seed),
            Err(e) => prop_assert!(
                ALLOWED.contains(&e.key) || e.key == "err-roll-endless" || e.key == "err-roll-set-op",
                "{line:?}: {e}"
            ),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// `adv` and `dis` after an expression that starts with one d20 roll exactly as
    /// `2d20kh1` and `2d20kl1` in its place: the same dice, totals, bounds and odds.
    #[test]
    fn adv_and_dis_roll_as_two_d20_keeping_one(
        expr in expression(),
        advantage in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let (word, keep) = if advantage { ("adv", "kh1") } else { ("dis", "kl1") };
        let worded = format!("1d20 + {expr} {word}");
        let written = format!("2d20{keep} + {expr}");
        check_line(&worded, seed);
        match (notation::parse(&worded), notation::parse(&written)) {
            (Ok(a), Ok(b)) => {
                prop_assert_eq!(a.bounds(), b.bounds(), "{}", worded);
                let rolled_a = notation::roll(&a, &mut SeededDice::from_seed(seed));
                let rolled_b = notation::roll(&b, &mut SeededDice::from_seed(seed));
                match (rolled_a, rolled_b) {
                    (Ok(x), Ok(y)) => {
                        let totals = |r: &notation::Rolled| r.rows.iter().map(|row| row.total).collect::<Vec<_>>();
                        prop_assert_eq!(totals(&x), totals(&y), "{}", worded);
                    }
                    (Err(x), Err(y)) => prop_assert_eq!(x.key, y.key),
                    (x, y) => prop_assert!(false, "{worded}: {x:?} against {y:?}"),
                }
                let odds = |p| notation::odds(p).map(|d| d.iter().collect::<Vec<_>>());
                prop_assert_eq!(odds(&a), odds(&b), "{}", worded);
            }
            (Err(a), Err(b)) => prop_assert_eq!(a.key, b.key, "{}", worded),
            (a, b) => prop_assert!(false, "{worded}: {:?} against {:?}", a.err(), b.err()),
        }
    }
}

/// `NdS` with at most one reroll or explosion rule (by value, on any faces short of all)
/// and a keep or drop (`ra` aside; after an explosion, a keep): the shapes `/odds` must
/// answer without simulating.
fn one_rule_dice(max_dice: u32, max_sides: u32) -> impl Strategy<Value = (u32, u32, String)> {
    (
        1..=max_dice,
        2..=max_sides,
        0u32..6,
        0u32..3,
        any::<u32>(),
        any::<u32>(),
    )
        .prop_map(|(n, s, rule, keep, a, b)| {
            // a selector that leaves at least one face unmatched
            let x = 1 + a % s;
            let sel = match b % 3 {
                0 => format!("{x}"),
                1 => format!(">{}", x.max(1)),
                _ => format!("<{}", x.clamp(2, s)),
            };
            let rule = match rule {
                0 => String::new(),
                1 => format!("rr{sel}"),
                2 => format!("ro{sel}"),
                3 => format!("ra{sel}"),
                4 => format!("e{sel}"),
                _ => format!("e{s}"),
            };
            let keep = if rule.starts_with("ra") {
                String::new()
            } else if rule.starts_with('e') {
                // a keep after an explosion ranks the added dice too
                match keep {
                    0 => String::new(),
                    1 => format!("kh{}", 1 + a % n),
                    _ => format!("kl{}", 1 + b % n),
                }
            } else {
                match keep {
                    0 => String::new(),
                    1 => format!("kh{}", 1 + a % n),
                    _ => format!("pl{}", b % n),
                }
            };
            (n, s, format!("{n}d{s}{rule}{keep}"))
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Up to 20 dice of up to 20 sides with one rule: the odds are never simulated.
    #[test]
    fn one_rule_rolls_up_to_twenty_d20_are_never_simulated(
        (_, _, expr) in one_rule_dice(20, 20),
    ) {
        let program = notation::parse(&expr).unwrap();
        let odds = notation::exact_odds(&program);
        prop_assert!(odds.is_some(), "{expr}: simulated");
        let odds = odds.unwrap();
        let sum: u128 = odds.distribution.iter().map(|(_, c)| c).sum();
        prop_assert_eq!(sum, odds.distribution.total());
        prop_assert!((0.0..=1.0).contains(&odds.capped));
    }

    /// Small cases, every roll enumerated with the rule applied (chains cut at 2):
    /// the computed odds equal the enumeration.
    #[test]
    fn one_rule_odds_equal_brute_force((_, _, expr) in one_rule_dice(3, 5)) {
        let program = notation::parse(&expr).unwrap();
        let cap = 2;
        let dist = notation::odds_with_cap(&program, cap);
        prop_assert!(dist.is_some(), "{expr}: no odds");
        let dist = dist.unwrap();
        let brute = notation_brute::probabilities(&program, cap);
        for (v, p) in &brute {
            let q = dist.probability(*v);
            prop_assert!((p - q).abs() < 1e-12, "{expr}: {v}: {q} vs {p}");
        }
        for (v, c) in dist.iter() {
            prop_assert!(c == 0 || brute.contains_key(&v), "{expr}: {v} impossible");
        }
    }
}
