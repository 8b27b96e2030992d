use std::sync::Mutex;

use crate::dice::{Dice, SeededDice};

/// Where the service's dice come from.
pub enum DiceSource {
    /// Fresh OS-seeded dice for every action (play).
    Fair,
    /// One shared source in order (console `--seed`/`--dice`, tests).
    Shared(Mutex<Box<dyn Dice>>),
}

impl DiceSource {
    pub fn shared(dice: impl Dice + 'static) -> Self {
        DiceSource::Shared(Mutex::new(Box::new(dice)))
    }

    /// Runs `f` with the dice; engines are synchronous, so no lock is held across I/O.
    pub fn with<T>(&self, f: impl FnOnce(&mut dyn Dice) -> T) -> T {
        match self {
            DiceSource::Fair => f(&mut SeededDice::from_os()),
            DiceSource::Shared(dice) => {
                let mut guard = dice.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                f(guard.as_mut())
            }
        }
    }
}
