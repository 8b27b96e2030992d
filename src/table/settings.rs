//! `/settings`: the table's attribute rule (an engine action, so it can be undone) and the
//! server's front-end settings (moderators only).

use super::{Reply, Request, Slot, TableService};
use crate::error::{Result, UserError};
use crate::request::SettingsChange;
use crate::rules::flail::Action;
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
        // The engine checks the GM for the table setting; it runs first so a refusal
        // leaves the server settings untouched too.
        if change.attribute_rule.is_some() {
            self.act(
                slot,
                request,
                &Action::Settings {
                    attribute_rule: change.attribute_rule,
                },
            )
            .await?;
        }
        let mut server = self.store.server_settings(request.guild).await?;
        if change.touches_server() {
            apply(&mut server, change);
            self.store
                .save_server_settings(request.guild, &server, self.clock.now_millis())
                .await?;
        }
        let (_, table) = self.table(slot, request).await?;
        Ok(Reply::Settings {
            server,
            attribute_rule: table.settings.attribute_rule,
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
