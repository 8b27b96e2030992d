//! Who may do what: the host and moderators act for anyone; a player acts for what they
//! own; markers and direct damage come from opponents' cards, so any player may place them.

use super::ctx::Ctx;
use crate::error::UserError;

impl Ctx<'_> {
    /// The arena's host, or a moderator (who counts as a host).
    pub fn is_host(&self) -> bool {
        self.actor.moderator || self.actor.user == self.arena.host
    }

    pub fn require_host(&self) -> Result<(), UserError> {
        if self.is_host() {
            Ok(())
        } else {
            Err(UserError::new("err-mw-host-only"))
        }
    }

    /// The host, a moderator, or a player with a mage in the arena.
    pub fn require_player(&self) -> Result<(), UserError> {
        if self.is_host() || self.arena.mage_of(self.actor.user).is_some() {
            Ok(())
        } else {
            Err(UserError::new("err-mw-not-a-player"))
        }
    }

    pub fn require_may_act_for(&self, id: u32) -> Result<(), UserError> {
        let object = self.obj(id)?;
        if self.is_host() || object.owner == self.actor.user {
            Ok(())
        } else {
            Err(UserError::new("err-mw-not-yours").arg("name", object.name.as_str()))
        }
    }
}
