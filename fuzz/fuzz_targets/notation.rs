//! Fuzzes the `/roll` notation: any bytes, read as UTF-8 lossily,
//! must parse or be refused, and a parsed line must roll (seeded dice), stay within the
//! bounds its structure implies, render, and have its exact odds tried — without a
//! panic, a hang or unbounded allocation. Sets, checks, annotations and `adv`/`dis`
//! come in through the seed corpus (`fuzz/dict`) and mutation.
#![no_main]

use libfuzzer_sys::fuzz_target;
use narrator::dice::SeededDice;
use narrator::notation;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(program) = notation::parse(&text) else {
        return;
    };
    let seed = data
        .iter()
        .fold(0u64, |h, &b| h.rotate_left(5) ^ u64::from(b));
    let mut dice = SeededDice::from_seed(seed);
    if let Ok(rolled) = notation::roll(&program, &mut dice) {
        if let Some((lo, hi)) = program.bounds() {
            for row in &rolled.rows {
                let t = i128::from(row.total);
                assert!(lo <= t && t <= hi, "{text:?}: {t} outside {lo}..={hi}");
            }
        }
        let _ = notation::render(&rolled, true);
        let words = notation::Verdicts {
            pass: "pass",
            fail: "fail",
        };
        let _ = notation::render_with(&rolled, false, words);
        for row in &rolled.rows {
            // A check is there exactly when the line has one.
            assert_eq!(row.check.is_some(), program.check().is_some());
        }
    }
    if let Some(odds) = notation::exact_odds(&program) {
        assert!(odds.distribution.total() > 0);
        assert!((0.0..=1.0).contains(&odds.capped), "{text:?}");
    }
});
