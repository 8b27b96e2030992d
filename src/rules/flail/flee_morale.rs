//! Fleeing (DEX save; free attacks on a failure) and adversaries' Morale saves.

use super::ctx::Ctx;
use crate::error::UserError;

pub(crate) fn flee(_ctx: &mut Ctx<'_>, _character: Option<&str>, _slower: bool) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn morale(_ctx: &mut Ctx<'_>, _adversary: Option<&str>) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}
