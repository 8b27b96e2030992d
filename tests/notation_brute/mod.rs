//! Brute-force enumeration of every roll of a small expression, shared by the odds
//! tests: each die's faces in turn, depth first, along the path the rules take.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)] // each test crate uses a part

use std::collections::BTreeMap;

use narrator::dice::Dice;
use narrator::error::UserError;
use narrator::notation::{self, Program};

/// Replays a scripted prefix of faces, then answers 1 for every further die, recording
/// every die asked for: the path of one roll.
struct Script<'a> {
    script: &'a [u32],
    path: Vec<(u32, u32)>,
}

impl Dice for Script<'_> {
    fn roll(&mut self, sides: u32) -> Result<u32, UserError> {
        let face = self.script.get(self.path.len()).copied().unwrap_or(1);
        self.path.push((face, sides));
        Ok(face)
    }
}

/// Every possible roll of one repeat: its total and the product of the sides of the
/// dice it rolled (its chance is one over that), counted by (total, product).
pub fn paths(program: &Program, cap: u32) -> BTreeMap<(i64, u128), u64> {
    let mut counts = BTreeMap::new();
    let mut script: Vec<u32> = Vec::new();
    let mut seen = 0u64;
    loop {
        let mut dice = Script {
            script: &script,
            path: Vec::new(),
        };
        let rolled = notation::roll_with_cap(program, &mut dice, cap).expect("rolls");
        let mut path = dice.path;
        let denominator: u128 = path.iter().map(|&(_, s)| u128::from(s)).product();
        *counts
            .entry((rolled.rows[0].total, denominator))
            .or_insert(0) += 1;
        seen += 1;
        assert!(seen < 5_000_000, "too many paths");
        // next path: increment the last die that can still go up
        loop {
            match path.pop() {
                Some((face, sides)) if face < sides => {
                    path.push((face + 1, sides));
                    break;
                }
                Some(_) => {}
                None => return counts,
            }
        }
        script = path.iter().map(|&(f, _)| f).collect();
    }
}

/// Counts out of `total` per outcome (`total` a multiple of every path's product).
pub fn counts(program: &Program, cap: u32, total: u128) -> BTreeMap<i64, u128> {
    let mut out = BTreeMap::new();
    for ((value, denominator), n) in paths(program, cap) {
        assert_eq!(
            total % denominator,
            0,
            "total {total} vs a path of {denominator}"
        );
        *out.entry(value).or_insert(0) += u128::from(n) * (total / denominator);
    }
    out
}

/// Probabilities per outcome: integer path counts divided once (float sums of a
/// million paths would drift past the odds' own error).
pub fn probabilities(program: &Program, cap: u32) -> BTreeMap<i64, f64> {
    let mut out = BTreeMap::new();
    for ((value, denominator), n) in paths(program, cap) {
        *out.entry(value).or_insert(0.0) += n as f64 / denominator as f64;
    }
    out
}
