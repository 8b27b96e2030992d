//! Names: new names are checked once, names the user types are matched case-insensitively
//! and an empty or missing name means the caller's own mage.

use super::ctx::Ctx;
use crate::error::UserError;

pub(crate) use crate::rules::names::{same, shorten, validate as new_name};

impl Ctx<'_> {
    /// The object the user named.
    pub fn find(&self, name: &str) -> Result<u32, UserError> {
        self.arena
            .objects
            .iter()
            .find(|o| same(&o.name, name))
            .map(|o| o.id)
            .ok_or_else(|| UserError::new("err-mw-unknown-name").arg("name", shorten(name)))
    }

    pub fn name_taken(&self, name: &str) -> bool {
        self.arena.objects.iter().any(|o| same(&o.name, name))
    }

    /// The caller's own mage.
    pub fn own_mage(&self) -> Result<u32, UserError> {
        self.arena
            .mage_of(self.actor.user)
            .map(|o| o.id)
            .ok_or_else(|| UserError::new("err-mw-no-mage"))
    }

    /// The named object, or the caller's mage when the name is missing or blank.
    pub fn named_or_own(&self, name: Option<&str>) -> Result<u32, UserError> {
        match name.map(str::trim).filter(|n| !n.is_empty()) {
            Some(name) => self.find(name),
            None => self.own_mage(),
        }
    }

    /// Like `named_or_own`, but the object must be a mage.
    pub fn named_mage_or_own(&self, name: Option<&str>) -> Result<u32, UserError> {
        let id = self.named_or_own(name)?;
        let object = self.obj(id)?;
        if object.is_mage() {
            Ok(id)
        } else {
            Err(UserError::new("err-mw-not-a-mage").arg("name", object.name.as_str()))
        }
    }
}
