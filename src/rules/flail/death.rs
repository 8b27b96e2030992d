//! The Death table (d8) and its consequences.

use super::ctx::Ctx;
use super::model::Attribute;
use crate::error::UserError;

pub(crate) fn deathroll(
    _ctx: &mut Ctx<'_>,
    _character: Option<&str>,
    _attribute: Option<Attribute>,
) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}
