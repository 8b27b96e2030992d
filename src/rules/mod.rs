//! Ruleset engines: pure functions from (state, action, dice) to (state, outcome).

pub mod flail;
pub mod lotr_lcg;
pub mod mage_wars;
