//! Starting and ending encounters, adversaries, table settings.

use super::ctx::Ctx;
use super::model::Side;
use crate::error::UserError;

pub(crate) fn start(_ctx: &mut Ctx<'_>, _surprise: Option<Side>) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn end(_ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn settings(_ctx: &mut Ctx<'_>, _attribute_rule: Option<bool>) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn add_adversaries(
    _ctx: &mut Ctx<'_>,
    _name: &str,
    _hp: i32,
    _defence: i32,
    _saves: i32,
    _morale: i32,
    _th: u32,
    _dmg: u32,
    _count: u32,
) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn remove_adversary(_ctx: &mut Ctx<'_>, _name: &str) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}
