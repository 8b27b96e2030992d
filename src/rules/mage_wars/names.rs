//! Names: new names are checked once, names the user types are matched case-insensitively
//! and an empty or missing name means the caller's own mage.

use super::ctx::Ctx;
use super::limits;
use crate::error::UserError;

/// A name cut to the limit, for echoing user text back in an error.
pub(crate) fn shorten(text: &str) -> String {
    let text = text.trim();
    if text.chars().count() <= limits::NAME_CHARS {
        text.to_owned()
    } else {
        let mut short: String = text.chars().take(limits::NAME_CHARS).collect();
        short.push('…');
        short
    }
}

/// A new name: trimmed, 1..=NAME_CHARS characters, no control characters (they would
/// break the tracker's layout).
pub(crate) fn new_name(text: &str) -> Result<String, UserError> {
    let name = text.trim();
    let chars = name.chars().count();
    if chars == 0 || chars > limits::NAME_CHARS || name.chars().any(char::is_control) {
        return Err(UserError::new("err-mw-name-length").arg("max", limits::NAME_CHARS));
    }
    Ok(name.to_owned())
}

/// Whether a typed name means this stored one.
pub(crate) fn same(stored: &str, typed: &str) -> bool {
    stored.to_lowercase() == typed.trim().to_lowercase()
}

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
