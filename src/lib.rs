//! Narrator: a game master and dice roller for tabletop combat systems.
//!
//! Data flows one way: front-end (`console`, later Discord) → `table` service → ruleset
//! engine (`rules`) → `store` → reply rendered by the front-end (`render`).

pub mod dice;
pub mod error;
pub mod rules;
