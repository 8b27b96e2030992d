//! The one way dice enter Narrator: every engine takes `&mut dyn Dice`.
//!
//! Production uses [`SeededDice`] (a seeded `rand` generator); tests and the console's
//! `--dice` option use [`RiggedDice`], which hands out faces in a fixed order.

pub mod distribution;
pub mod fairness;
mod rigged;
mod seeded;
pub mod tally;

pub use distribution::Distribution;
pub use rigged::RiggedDice;
pub use seeded::SeededDice;
pub use tally::{Tallied, Tally};

use serde::{Deserialize, Serialize};

use crate::error::UserError;

/// Largest die any engine asks for; rigged faces above a die's sides are refused.
pub const MAX_SIDES: u32 = 10_000;

/// A source of die faces. `roll(6)` returns a face in `1..=6`.
pub trait Dice: Send {
    /// Rolls one die with `sides` faces. Fails only when a rigged sequence is exhausted
    /// or holds a face the die cannot show.
    fn roll(&mut self, sides: u32) -> Result<u32, UserError>;
}

/// One group of dice of the same size, as rolled (faces in rolling order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    pub sides: u32,
    pub faces: Vec<u32>,
}

impl Roll {
    /// Rolls `count` dice of `sides` faces.
    pub fn of(dice: &mut dyn Dice, count: u32, sides: u32) -> Result<Roll, UserError> {
        let mut faces = Vec::with_capacity(count as usize);
        for _ in 0..count {
            faces.push(dice.roll(sides)?);
        }
        Ok(Roll { sides, faces })
    }

    pub fn total(&self) -> u32 {
        self.faces.iter().sum()
    }

    pub fn count_of(&self, face: u32) -> usize {
        self.faces.iter().filter(|&&f| f == face).count()
    }
}

/// How many dice a d20 save rolls and which one it keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keep {
    /// One die.
    Single,
    /// Advantage: keep the lowest (FLAIL saves are roll-under).
    Lowest(u32),
    /// Disadvantage: keep the highest.
    Highest(u32),
}

impl Keep {
    /// Nets sources of advantage against disadvantage, one for one: one left gives
    /// two dice, two or more give three, never more.
    pub fn from_sources(advantages: u32, disadvantages: u32) -> Keep {
        let net = i64::from(advantages) - i64::from(disadvantages);
        match net {
            0 => Keep::Single,
            1 => Keep::Lowest(2),
            n if n >= 2 => Keep::Lowest(3),
            -1 => Keep::Highest(2),
            _ => Keep::Highest(3),
        }
    }

    pub fn dice(self) -> u32 {
        match self {
            Keep::Single => 1,
            Keep::Lowest(n) | Keep::Highest(n) => n,
        }
    }
}

/// Rolls a d20 save pool and returns the pool with the kept face.
pub fn roll_d20(dice: &mut dyn Dice, keep: Keep) -> Result<(Roll, u32), UserError> {
    let roll = Roll::of(dice, keep.dice(), 20)?;
    let kept = match keep {
        Keep::Single | Keep::Lowest(_) => roll.faces.iter().copied().min(),
        Keep::Highest(_) => roll.faces.iter().copied().max(),
    };
    // A pool always has at least one die, so `kept` is always Some.
    Ok((roll.clone(), kept.unwrap_or(20)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advantage_sources_cancel_one_for_one_and_cap_at_three_dice() {
        assert_eq!(Keep::from_sources(0, 0), Keep::Single);
        assert_eq!(Keep::from_sources(1, 1), Keep::Single);
        assert_eq!(Keep::from_sources(1, 0), Keep::Lowest(2));
        assert_eq!(Keep::from_sources(2, 0), Keep::Lowest(3));
        assert_eq!(Keep::from_sources(5, 0), Keep::Lowest(3));
        assert_eq!(Keep::from_sources(3, 2), Keep::Lowest(2));
        assert_eq!(Keep::from_sources(0, 1), Keep::Highest(2));
        assert_eq!(Keep::from_sources(0, 4), Keep::Highest(3));
    }

    #[test]
    fn d20_keeps_lowest_with_advantage_and_highest_with_disadvantage() {
        let mut dice = RiggedDice::new(vec![15, 4, 15, 4, 9, 2, 17]);
        assert_eq!(roll_d20(&mut dice, Keep::Lowest(2)).map(|r| r.1), Ok(4));
        assert_eq!(roll_d20(&mut dice, Keep::Highest(2)).map(|r| r.1), Ok(15));
        assert_eq!(roll_d20(&mut dice, Keep::Highest(3)).map(|r| r.1), Ok(17));
    }
}
