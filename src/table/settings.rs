//! `/settings`: a game's table settings (an action of that game, so it can be undone) and
//! the server's front-end settings (moderators only).

use super::{Error, Reply, Request, Slot, TableService, settle};
use crate::error::{Result, UserError};
use crate::games;
use crate::request::SettingsChange;
use crate::store::ServerSettings;

impl TableService {
    pub(super) async fn settings(
        &self,
        slot: &mut Slot,
        request: &Request,
        change: &SettingsChange,
    ) -> Result<Reply> {
        if change.touches_server() && !request.moderator {
            return Err(UserError::new("err-settings-moderator").into());
        }
        // The games' settings go first: a refusal there leaves the server's untouched too.
        for (ruleset, line) in &change.tables {
            let seam = games::seam(*ruleset).ok_or_else(|| {
                UserError::new("err-ruleset-unavailable").arg("ruleset", ruleset.key())
            })?;
            let mut result = Err(Error::Conflict);
            for _ in 0..2 {
                let (version, channel) = self.channel(slot, request).await?;
                result = seam.play(self, slot, request, line, channel, version).await;
                if !matches!(result, Err(Error::Conflict)) {
                    break;
                }
                slot.forget();
            }
            settle(slot, result)?;
        }
        let mut server = self.store.server_settings(request.guild).await?;
        if change.touches_server() {
            apply(&mut server, change);
            self.store
                .save_server_settings(request.guild, &server, self.clock.now_millis())
                .await?;
        }
        let (_, channel) = self.channel(slot, request).await?;
        Ok(Reply::Settings {
            server,
            tables: channel.tables,
        })
    }

    /// The server's settings, for front-ends (language, GM role, display choices).
    pub async fn server_settings(&self, guild: i64) -> Result<ServerSettings> {
        self.store.server_settings(guild).await
    }

    /// The channel's live tracker message, if one was posted.
    pub async fn tracker(&self, channel: i64) -> Result<Option<i64>> {
        self.store.tracker(channel).await
    }

    pub async fn set_tracker(&self, channel: i64, message: Option<i64>) -> Result<()> {
        self.store.set_tracker(channel, message).await
    }
}

fn apply(server: &mut ServerSettings, change: &SettingsChange) {
    if let Some(language) = &change.language {
        server.language = language.clone();
    }
    if let Some(hide) = change.hide_adversary_hp {
        server.hide_adversary_hp = hide;
    }
    if let Some(role) = change.gm_role {
        server.gm_role = role;
    }
    if let Some(ping) = change.ping_turns {
        server.ping_turns = ping;
    }
}
