//! Ruleset engines: pure functions from (state, action, dice) to (state, outcome), plus
//! what every engine shares: the list of games, who acts, and the name policy.

mod actor;
pub mod flail;
pub mod knowing_zero;
pub mod lotr_lcg;
pub mod mage_wars;
pub mod names;
pub mod odds;
mod ruleset;
pub mod seats;
pub mod tornscape;

pub use actor::{Actor, user_id};
pub use odds::{OddsReport, OddsRow, RowLabel, report};
pub use ruleset::Ruleset;
