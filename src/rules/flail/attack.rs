//! To Hit attacks, the defender's armour choice, and a PC's fumble choice.
//! Digest: "To Hit", "Armour", "More decisions for the tracker".

use super::ctx::Ctx;
use super::model::ArmourPiece;
use crate::error::UserError;

pub(crate) struct AttackRequest<'a> {
    pub target: &'a str,
    pub weapon: Option<&'a str>,
    pub offhand: Option<&'a str>,
    pub advantage: bool,
    pub disadvantage: bool,
    pub acting_as: Option<&'a str>,
    pub free: bool,
}

pub(crate) fn attack(_ctx: &mut Ctx<'_>, _req: &AttackRequest<'_>) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn armour(
    _ctx: &mut Ctx<'_>,
    _piece: ArmourPiece,
    _dots: u32,
    _more: bool,
) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn fumble(
    _ctx: &mut Ctx<'_>,
    _ally: Option<&str>,
    _item: Option<&str>,
) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

/// Accepts any pending armour or fumble choice as rolled.
pub(crate) fn settle_pending(_ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    Ok(())
}
