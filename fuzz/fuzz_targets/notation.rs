//! Fuzzes the `/roll` notation: any bytes, read as UTF-8 lossily,
//! must parse or be refused, and a parsed line must roll (seeded dice), stay within the
//! bounds its structure implies, render, and have its exact odds tried — without a
//! panic, a hang or unbounded allocation.
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
        let _ = notation::render(&rolled, false);
    }
    if let Some(d) = notation::odds(&program) {
        assert!(d.total() > 0);
    }
});
