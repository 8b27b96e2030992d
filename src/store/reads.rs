//! Reads: a channel's row, characters, the newest undoable action, the roll log.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::Store;
use super::writes::name_key;
use crate::error::Result;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChannelRow {
    pub guild: i64,
    pub ruleset: String,
    pub version: i64,
    pub state: String,
    /// When the state was last written (milliseconds since the epoch).
    pub written_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CharacterRow {
    pub id: i64,
    pub guild: i64,
    pub owner: i64,
    pub name: String,
    pub version: i64,
    pub data: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryRow {
    pub id: i64,
    /// The channel version the action wrote (it tags the action's roll-log rows).
    pub version: i64,
    pub user: i64,
    pub command: String,
    pub state_before: String,
    pub characters: String,
    pub created_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogRow {
    pub id: i64,
    pub user: i64,
    pub user_name: String,
    pub created_at: i64,
    pub command: String,
    pub entry: String,
    pub secret: bool,
    pub undone: bool,
}

/// Most ids or names one character query takes (bounded by the engine's limits anyway).
const MAX_LOOKUP: usize = 64;

impl Store {
    pub async fn load_channel(&self, channel: i64) -> Result<Option<ChannelRow>> {
        let row = sqlx::query(
            "SELECT guild_id, ruleset, version, state, updated_at FROM channels WHERE channel_id = $1",
        )
        .bind(channel)
        .fetch_optional(self.pool())
        .await?;
        row.map(|r| {
            Ok(ChannelRow {
                guild: r.try_get(0)?,
                ruleset: r.try_get(1)?,
                version: r.try_get(2)?,
                state: r.try_get(3)?,
                written_at: r.try_get(4)?,
            })
        })
        .transpose()
    }

    /// Characters of `guild` in `ruleset` with one of these ids or names (compared as
    /// `rules::names` compares them).
    pub async fn load_characters(
        &self,
        guild: i64,
        ruleset: &str,
        ids: &[i64],
        names: &[&str],
    ) -> Result<Vec<CharacterRow>> {
        let ids = &ids[..ids.len().min(MAX_LOOKUP)];
        let names = &names[..names.len().min(MAX_LOOKUP)];
        if ids.is_empty() && names.is_empty() {
            return Ok(Vec::new());
        }
        // Only numbered placeholders are spliced in; every value is bound.
        let mut sql = String::from(
            "SELECT id, guild_id, owner_id, name, version, data FROM characters WHERE guild_id = $1 AND ruleset = $2 AND (",
        );
        let mut n = 2;
        let mut clauses = Vec::new();
        if !ids.is_empty() {
            let list: Vec<String> = ids
                .iter()
                .map(|_| {
                    n += 1;
                    format!("${n}")
                })
                .collect();
            clauses.push(format!("id IN ({})", list.join(", ")));
        }
        if !names.is_empty() {
            let list: Vec<String> = names
                .iter()
                .map(|_| {
                    n += 1;
                    format!("${n}")
                })
                .collect();
            clauses.push(format!("name_key IN ({})", list.join(", ")));
        }
        sql.push_str(&clauses.join(" OR "));
        sql.push_str(") ORDER BY id");
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(guild)
            .bind(ruleset);
        for id in ids {
            query = query.bind(*id);
        }
        for name in names {
            query = query.bind(name_key(name));
        }
        let rows = query.fetch_all(self.pool()).await?;
        rows.iter().map(character_row).collect()
    }

    /// Characters of `guild` by id, whatever their game (`/undo` checks them).
    pub async fn characters_by_id(&self, guild: i64, ids: &[i64]) -> Result<Vec<CharacterRow>> {
        let ids = &ids[..ids.len().min(MAX_LOOKUP)];
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let list: Vec<String> = (0..ids.len()).map(|i| format!("${}", i + 2)).collect();
        let sql = format!(
            "SELECT id, guild_id, owner_id, name, version, data FROM characters WHERE guild_id = $1 AND id IN ({}) ORDER BY id",
            list.join(", ")
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(guild);
        for id in ids {
            query = query.bind(*id);
        }
        let rows = query.fetch_all(self.pool()).await?;
        rows.iter().map(character_row).collect()
    }

    /// Every character of a server in `ruleset` (bounded by the engine's per-server limit).
    pub async fn guild_characters(&self, guild: i64, ruleset: &str) -> Result<Vec<CharacterRow>> {
        let rows = sqlx::query(
            "SELECT id, guild_id, owner_id, name, version, data FROM characters WHERE guild_id = $1 AND ruleset = $2 ORDER BY name_key LIMIT 1000",
        )
        .bind(guild)
        .bind(ruleset)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(character_row).collect()
    }

    pub async fn count_guild_characters(&self, guild: i64, ruleset: &str) -> Result<usize> {
        let row =
            sqlx::query("SELECT COUNT(*) FROM characters WHERE guild_id = $1 AND ruleset = $2")
                .bind(guild)
                .bind(ruleset)
                .fetch_one(self.pool())
                .await?;
        let count: i64 = row.try_get(0)?;
        Ok(usize::try_from(count).unwrap_or(0))
    }

    /// The channel's newest action that has not been undone.
    pub async fn latest_history(&self, channel: i64) -> Result<Option<HistoryRow>> {
        let row = sqlx::query(
            "SELECT id, user_id, command, state_before, characters, created_at, version FROM history
             WHERE channel_id = $1 AND undone = 0 ORDER BY id DESC LIMIT 1",
        )
        .bind(channel)
        .fetch_optional(self.pool())
        .await?;
        row.map(|r| {
            Ok(HistoryRow {
                id: r.try_get(0)?,
                user: r.try_get(1)?,
                command: r.try_get(2)?,
                state_before: r.try_get(3)?,
                characters: r.try_get(4)?,
                created_at: r.try_get(5)?,
                version: r.try_get(6)?,
            })
        })
        .transpose()
    }

    /// The newest `limit` log rows of a channel, oldest first.
    pub async fn read_log(&self, channel: i64, limit: i64) -> Result<Vec<LogRow>> {
        let rows = sqlx::query(
            "SELECT id, user_id, user_name, created_at, command, entry, secret, undone FROM roll_log
             WHERE channel_id = $1 ORDER BY version DESC, id DESC LIMIT $2",
        )
        .bind(channel)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        let mut log = rows
            .iter()
            .map(|r| {
                Ok(LogRow {
                    id: r.try_get(0)?,
                    user: r.try_get(1)?,
                    user_name: r.try_get(2)?,
                    created_at: r.try_get(3)?,
                    command: r.try_get(4)?,
                    entry: r.try_get(5)?,
                    secret: r.try_get::<i64, _>(6)? != 0,
                    undone: r.try_get::<i64, _>(7)? != 0,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        log.reverse();
        Ok(log)
    }
}

fn character_row(r: &AnyRow) -> Result<CharacterRow> {
    Ok(CharacterRow {
        id: r.try_get(0)?,
        guild: r.try_get(1)?,
        owner: r.try_get(2)?,
        name: r.try_get(3)?,
        version: r.try_get(4)?,
        data: r.try_get(5)?,
    })
}
