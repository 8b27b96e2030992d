//! Initiative, joining, turn order and the start-of-round saves of vulnerable combatants.
//! Digest: "Initiative", "Vulnerability", "More decisions for the tracker".

use super::ctx::Ctx;
use crate::error::UserError;

pub(crate) fn join(_ctx: &mut Ctx<'_>, _character: &str) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn initiative(_ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn next(_ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

/// Passes the turn to the next combatant able to act (used by attack and flee).
pub(crate) fn end_turn(_ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    Ok(())
}
