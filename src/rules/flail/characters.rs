//! Characters: create, edit, delete, weapons and armour.

use super::ctx::Ctx;
use super::model::{ArmourPiece, Class, Religion};
use super::action::CharacterEdit;
use crate::error::UserError;

pub(crate) fn create(
    _ctx: &mut Ctx<'_>,
    _name: &str,
    _class: Class,
    _attributes: &[Option<i32>; 5],
    _hp: Option<i32>,
    _religion: Option<Religion>,
) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn edit(_ctx: &mut Ctx<'_>, _character: &str, _edit: &CharacterEdit) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn delete(_ctx: &mut Ctx<'_>, _character: &str) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn weapon(
    _ctx: &mut Ctx<'_>,
    _character: &str,
    _weapon: &str,
    _th: Option<u32>,
    _dmg: Option<u32>,
    _missile: Option<bool>,
    _specialty: Option<bool>,
    _remove: bool,
) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}

pub(crate) fn armour(
    _ctx: &mut Ctx<'_>,
    _character: &str,
    _piece: ArmourPiece,
    _remove: bool,
) -> Result<(), UserError> {
    Err(UserError::new("err-not-implemented"))
}
