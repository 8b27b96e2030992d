//! Per-server settings and each channel's tracker message. They are not actions: no
//! history, no roll log, so they bypass the group-commit writer.

use sqlx::Row;

use super::Store;
use crate::error::Result;

/// What `/settings` sets for a whole server.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// A locale code (`en-US`, `cs`, `ru`) for public replies; `None` follows the
    /// server's own locale as Discord reports it.
    pub language: Option<String>,
    /// Players see wound words instead of adversaries' HP.
    pub hide_adversary_hp: bool,
    /// Members with this role count as GMs.
    pub gm_role: Option<i64>,
    /// Ping the player whose turn it is.
    pub ping_turns: bool,
    /// The games the server plays; `None` until they are first chosen.
    pub games: Option<Vec<crate::rules::Ruleset>>,
    /// How long a pending choice waits for its chooser, in minutes (`None`: the default,
    /// 0: no deadline).
    pub choice_timeout: Option<u32>,
}

impl ServerSettings {
    /// A pending choice's default wait, in minutes.
    pub const DEFAULT_CHOICE_TIMEOUT: u32 = 10;
    /// The longest wait `/settings choice-timeout:` takes: a day.
    pub const MAX_CHOICE_TIMEOUT: u32 = 24 * 60;

    /// How many minutes a pending choice waits; `None`: for ever.
    pub fn choice_timeout_minutes(&self) -> Option<u32> {
        match self.choice_timeout.unwrap_or(Self::DEFAULT_CHOICE_TIMEOUT) {
            0 => None,
            minutes => Some(minutes.min(Self::MAX_CHOICE_TIMEOUT)),
        }
    }
}

impl Store {
    pub async fn server_settings(&self, guild: i64) -> Result<ServerSettings> {
        let row = sqlx::query(
            "SELECT language, hide_adversary_hp, gm_role, ping_turns, games, choice_timeout \
             FROM server_settings \
             WHERE guild_id = $1",
        )
        .bind(guild)
        .fetch_optional(self.pool())
        .await?;
        let Some(row) = row else {
            return Ok(ServerSettings::default());
        };
        Ok(ServerSettings {
            language: row.try_get(0)?,
            hide_adversary_hp: row.try_get::<i32, _>(1)? != 0,
            gm_role: row.try_get(2)?,
            ping_turns: row.try_get::<i32, _>(3)? != 0,
            // A list this version cannot read (a game it does not know) keeps the ones it
            // can: the server keeps playing them.
            games: row.try_get::<Option<String>, _>(4)?.map(|text| {
                serde_json::from_str::<Vec<serde_json::Value>>(&text)
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|v| serde_json::from_value(v).ok())
                    .collect()
            }),
            choice_timeout: row
                .try_get::<Option<i32>, _>(5)?
                .and_then(|m| u32::try_from(m).ok()),
        })
    }

    pub async fn save_server_settings(
        &self,
        guild: i64,
        settings: &ServerSettings,
        now: i64,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO server_settings \
             (guild_id, language, hide_adversary_hp, gm_role, ping_turns, games, updated_at, \
             choice_timeout) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language, \
             hide_adversary_hp = excluded.hide_adversary_hp, gm_role = excluded.gm_role, \
             ping_turns = excluded.ping_turns, games = excluded.games, \
             updated_at = excluded.updated_at, choice_timeout = excluded.choice_timeout",
        )
        .bind(guild)
        .bind(settings.language.clone())
        .bind(i32::from(settings.hide_adversary_hp))
        .bind(settings.gm_role)
        .bind(i32::from(settings.ping_turns))
        .bind(
            settings
                .games
                .as_ref()
                .map(|games| serde_json::to_string(games).unwrap_or_default()),
        )
        .bind(now)
        .bind(
            settings
                .choice_timeout
                .map(|m| i32::try_from(m).unwrap_or(i32::MAX)),
        )
        .execute(self.pool())
        .await?;
        Ok(())
    }

    pub async fn tracker(&self, channel: i64) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT message_id FROM trackers WHERE channel_id = $1")
            .bind(channel)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// The channel's pinned tracker message, if one was pinned.
    pub async fn pinned_tracker(&self, channel: i64) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT pinned_id FROM trackers WHERE channel_id = $1")
            .bind(channel)
            .fetch_optional(self.pool())
            .await?;
        Ok(row
            .map(|r| r.try_get::<Option<i64>, _>(0))
            .transpose()?
            .flatten())
    }

    /// Remembers (or forgets) the pinned tracker of a channel that has a tracker.
    pub async fn set_pinned_tracker(&self, channel: i64, message: Option<i64>) -> Result<()> {
        sqlx::query("UPDATE trackers SET pinned_id = $2 WHERE channel_id = $1")
            .bind(channel)
            .bind(message)
            .execute(self.pool())
            .await?;
        Ok(())
    }
}

/// Roll-log rows of plain rolls (`/roll`) carry this version: no action wrote them, so
/// no `/undo` ever marks them.
pub const NOT_AN_ACTION: i64 = -1;

impl Store {
    /// Appends a plain roll to the channel's log (its own durable commit).
    pub async fn append_roll(
        &self,
        channel: i64,
        guild: i64,
        roll: &super::LogWrite,
        now: i64,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO roll_log (channel_id, guild_id, version, user_id, user_name, created_at, command, entry, secret) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(channel)
        .bind(guild)
        .bind(NOT_AN_ACTION)
        .bind(roll.user)
        .bind(roll.user_name.clone())
        .bind(now)
        .bind(roll.command.clone())
        .bind(roll.entry.clone())
        .bind(i32::from(roll.secret))
        .execute(self.pool())
        .await?;
        Ok(())
    }
}

impl Store {
    /// Channels of `guild` where a game of `ruleset` runs (at most `limit`).
    pub async fn channels_playing(
        &self,
        guild: i64,
        ruleset: &str,
        limit: i64,
    ) -> Result<Vec<i64>> {
        let rows = sqlx::query(
            "SELECT channel_id FROM channels WHERE guild_id = $1 AND ruleset = $2 \
             ORDER BY channel_id LIMIT $3",
        )
        .bind(guild)
        .bind(ruleset)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
    }

    /// The games `guild` keeps anything of: channels playing them, characters of them.
    pub async fn games_with_state(&self, guild: i64) -> Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT ruleset FROM channels WHERE guild_id = $1 \
             UNION SELECT ruleset FROM characters WHERE guild_id = $1",
        )
        .bind(guild)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
    }

    /// What was last registered with Discord for `scope` (0: global): its hash and the
    /// commands as stored.
    pub async fn registration(&self, scope: i64) -> Result<Option<(String, String)>> {
        let row =
            sqlx::query("SELECT hash, commands FROM command_registrations WHERE scope_id = $1")
                .bind(scope)
                .fetch_optional(self.pool())
                .await?;
        row.map(|r| Ok((r.try_get(0)?, r.try_get(1)?))).transpose()
    }

    pub async fn save_registration(
        &self,
        scope: i64,
        hash: &str,
        commands: &str,
        now: i64,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO command_registrations (scope_id, hash, commands, updated_at) \
             VALUES ($1, $2, $3, $4) \
             ON CONFLICT (scope_id) DO UPDATE SET hash = excluded.hash, \
             commands = excluded.commands, updated_at = excluded.updated_at",
        )
        .bind(scope)
        .bind(hash)
        .bind(commands)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Whether `channel` offers a control for `line` at `version` (what its latest reply
    /// and tracker drew).
    pub async fn control_offered(&self, channel: i64, version: i64, line: &str) -> Result<bool> {
        let row = sqlx::query(
            "SELECT 1 FROM controls WHERE channel_id = $1 AND version = $2 AND line = $3 LIMIT 1",
        )
        .bind(channel)
        .bind(version)
        .bind(line)
        .fetch_optional(self.pool())
        .await?;
        Ok(row.is_some())
    }

    /// The command line a control's token stands for, in `channel`.
    pub async fn control(&self, channel: i64, token: &str) -> Result<Option<String>> {
        let row = sqlx::query("SELECT line FROM controls WHERE token = $1 AND channel_id = $2")
            .bind(token)
            .bind(channel)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }
}
