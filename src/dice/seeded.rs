use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::Dice;
use crate::error::UserError;

/// Fair dice from a seeded generator: `from_seed` for reproducible runs, `from_os`
/// for play.
#[derive(Debug)]
pub struct SeededDice {
    rng: StdRng,
}

impl SeededDice {
    pub fn from_seed(seed: u64) -> Self {
        SeededDice {
            rng: StdRng::seed_from_u64(seed),
        }
    }

    pub fn from_os() -> Self {
        SeededDice {
            rng: rand::make_rng(),
        }
    }
}

impl Dice for SeededDice {
    fn roll(&mut self, sides: u32) -> Result<u32, UserError> {
        Ok(self.rng.random_range(1..=sides.max(1)))
    }
}
