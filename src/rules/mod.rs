//! Ruleset engines: pure functions from (state, action, dice) to (state, outcome).

pub mod flail;
pub mod mage_wars;
