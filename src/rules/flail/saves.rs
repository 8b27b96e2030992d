//! `/save`: any attribute, advantage/disadvantage, opposed saves.

use super::ctx::Ctx;
use super::model::Attribute;
use crate::error::UserError;

pub(crate) fn save(
    _ctx: &mut Ctx<'_>,
    _attribute: Attribute,
    _character: Option<&str>,
    _advantage: bool,
    _disadvantage: bool,
    _against: Option<&str>,
) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}
