//! Damage and healing outside the To Hit roll, rests, and the end of a session.

use super::action::RestKind;
use super::ctx::Ctx;
use crate::error::UserError;

pub(crate) fn damage(_ctx: &mut Ctx<'_>, _target: &str, _amount: i32) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn heal(_ctx: &mut Ctx<'_>, _target: &str, _amount: i32) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn rest(_ctx: &mut Ctx<'_>, _kind: RestKind, _character: Option<&str>) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn session_end(_ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}
