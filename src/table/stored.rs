//! The channel state as stored: versioned JSON, so rows written by an older Narrator still
//! load after an upgrade.

use serde::{Deserialize, Serialize};

use crate::error::{Result, UserError};
use crate::rules::flail::Table;

pub const FLAIL: &str = "flail";
const FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Stored<T> {
    v: u32,
    table: T,
}

pub fn encode(table: &Table) -> Result<String> {
    Ok(serde_json::to_string(&Stored { v: FORMAT, table })?)
}

pub fn decode(ruleset: &str, state: &str) -> Result<Table> {
    if ruleset != FLAIL {
        return Err(UserError::new("err-ruleset-unavailable")
            .arg("ruleset", ruleset)
            .into());
    }
    let stored: Stored<Table> = serde_json::from_str(state)?;
    if stored.v > FORMAT {
        return Err(UserError::new("err-state-newer").into());
    }
    Ok(stored.table)
}
