//! `/settings` (the server's front-end settings, moderators only) and `/games` (the games
//! the server plays). A game's own table settings are that game's actions.

use super::{Reply, Request, Slot, TableService};
use crate::catalogue::SettingsChange;
use crate::error::{Result, UserError};
use crate::games;
use crate::rules::Ruleset;
use crate::store::ServerSettings;

/// Most channels a refusal to drop a game names.
const CHANNELS_NAMED: i64 = 5;

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
        let mut server = self.server_settings(request.guild).await?;
        if change.touches_server() {
            apply(&mut server, change);
            self.save_server_settings(request.guild, &server).await?;
        }
        let (_, channel) = self.channel(slot, request).await?;
        Ok(Reply::Settings {
            server,
            tables: channel.tables,
        })
    }

    /// `/games`: the games the server plays, or (moderators) a new choice of them. A game
    /// still running in a channel cannot be dropped.
    pub(super) async fn games(
        &self,
        request: &Request,
        picks: Option<&[Ruleset]>,
    ) -> Result<Reply> {
        let mut server = self.server_settings(request.guild).await?;
        let before = picked(&server);
        let Some(picks) = picks else {
            return Ok(Reply::Games {
                games: before,
                changed: false,
            });
        };
        if !request.moderator {
            return Err(UserError::new("err-games-moderator").into());
        }
        for dropped in before.iter().filter(|r| !picks.contains(r)) {
            let channels = self
                .store
                .channels_playing(request.guild, dropped.key(), CHANNELS_NAMED)
                .await?;
            if !channels.is_empty() {
                let named: Vec<String> = channels.iter().map(|c| format!("<#{c}>")).collect();
                return Err(UserError::new("err-game-in-use")
                    .arg("ruleset", dropped.key())
                    .arg("channels", crate::error::Arg::markup(named.join(", ")))
                    .into());
            }
        }
        let changed = before != picks;
        if changed || server.games.is_none() {
            server.games = Some(picks.to_vec());
            self.save_server_settings(request.guild, &server).await?;
        }
        Ok(Reply::Games {
            games: picks.to_vec(),
            changed,
        })
    }

    /// The server's settings, for front-ends (language, GM role, display choices, games);
    /// cached, since this process answers all of the server's interactions.
    pub async fn server_settings(&self, guild: i64) -> Result<ServerSettings> {
        if let Some(cached) = self.settings_cache(|c| c.get(&guild).cloned()) {
            return Ok(cached);
        }
        let settings = self.store.server_settings(guild).await?;
        self.settings_cache(|c| c.insert(guild, settings.clone()));
        Ok(settings)
    }

    pub(crate) async fn save_server_settings(
        &self,
        guild: i64,
        settings: &ServerSettings,
    ) -> Result<()> {
        // Forget first: a failed write must not leave the cache ahead of the store.
        self.settings_cache(|c| c.remove(&guild));
        self.store
            .save_server_settings(guild, settings, self.clock.now_millis())
            .await?;
        self.settings_cache(|c| c.insert(guild, settings.clone()));
        Ok(())
    }

    /// The games a server plays (the games a server that never chose plays: every one that
    /// runs, on the console; Discord chooses for a new server when it first sees it).
    pub async fn server_games(&self, guild: i64) -> Result<Vec<Ruleset>> {
        Ok(picked(&self.server_settings(guild).await?))
    }

    /// A server first seen on Discord plays FLAIL, plus any game it already keeps state of
    /// (an upgrade from a version that had no choice). Returns the games it plays.
    pub async fn first_seen(&self, guild: i64) -> Result<Vec<Ruleset>> {
        let mut server = self.server_settings(guild).await?;
        if let Some(games) = &server.games {
            return Ok(games.clone());
        }
        let kept: Vec<Ruleset> = self
            .store
            .games_with_state(guild)
            .await?
            .iter()
            .filter_map(|key| Ruleset::parse(key))
            .collect();
        // In the games' own order, whatever order the store found them in.
        let games: Vec<Ruleset> = Ruleset::ALL
            .iter()
            .copied()
            .filter(|r| *r == Ruleset::DEFAULT || (kept.contains(r) && games::runs(*r)))
            .collect();
        server.games = Some(games.clone());
        self.save_server_settings(guild, &server).await?;
        Ok(games)
    }

    /// The channel's live tracker message, if one was posted; cached, since every action
    /// in the channel asks and only this process posts the channel's tracker.
    pub async fn tracker(&self, channel: i64) -> Result<Option<i64>> {
        if let Some(known) = self.trackers_cache(|c| c.get(&channel).copied()) {
            return Ok(known);
        }
        let message = self.store.tracker(channel).await?;
        self.trackers_cache(|c| c.insert(channel, message));
        Ok(message)
    }

    pub async fn set_tracker(&self, channel: i64, message: Option<i64>) -> Result<()> {
        self.trackers_cache(|c| c.remove(&channel));
        if message.is_none() {
            // Forgetting the tracker forgets its pinned copy with it.
            self.pinned_cache(|c| c.remove(&channel));
        }
        self.store
            .set_tracker(channel, message)
            .await
            .map_err(super::write_error)?;
        self.trackers_cache(|c| c.insert(channel, message));
        Ok(())
    }

    /// The channel's pinned tracker message, if one is pinned.
    pub async fn pinned_tracker(&self, channel: i64) -> Result<Option<i64>> {
        if let Some(known) = self.pinned_cache(|c| c.get(&channel).copied()) {
            return Ok(known);
        }
        let message = self.store.pinned_tracker(channel).await?;
        self.pinned_cache(|c| c.insert(channel, message));
        Ok(message)
    }

    pub async fn set_pinned_tracker(&self, channel: i64, message: Option<i64>) -> Result<()> {
        self.pinned_cache(|c| c.remove(&channel));
        self.store.set_pinned_tracker(channel, message).await?;
        self.pinned_cache(|c| c.insert(channel, message));
        Ok(())
    }
}

/// The games a server's settings say it plays, in the list's order.
fn picked(server: &ServerSettings) -> Vec<Ruleset> {
    match &server.games {
        Some(games) => games::running().filter(|r| games.contains(r)).collect(),
        None => games::running().collect(),
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
    if let Some(minutes) = change.choice_timeout {
        server.choice_timeout = Some(minutes);
    }
}
