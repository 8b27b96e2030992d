//! Adding and removing conditions.

use super::ctx::Ctx;
use super::model::{Attribute, ConditionKind};
use crate::error::UserError;

pub(crate) fn add(
    _ctx: &mut Ctx<'_>,
    _target: &str,
    _condition: ConditionKind,
    _save: Option<Attribute>,
) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn remove(_ctx: &mut Ctx<'_>, _target: &str, _condition: ConditionKind) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}
