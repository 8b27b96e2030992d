//! Saved armies («Познание нуля», `/zero army`): per user per server, outside any channel.
//! They are not actions — no history, no roll log — so they bypass the group-commit writer,
//! like the server settings. Each bound of `rules::knowing_zero::army::bounds` the store can
//! see (how many a user keeps, how large one is) is checked here too, so no caller can
//! store past it.
//!
//! For a player's data (a later `/data export|delete`): [`Store::armies`] lists everything
//! one user keeps in one server, [`Store::delete_user_armies`] deletes it, and
//! [`Store::delete_guild_armies`] deletes a whole server's.

use sqlx::Row;

use super::Store;
use crate::error::Result;
use crate::rules::knowing_zero::army::bounds;
use crate::rules::names;

/// One saved army as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArmyRow {
    /// The name as first saved (the key compares it case-folded).
    pub name: String,
    pub cards: u32,
    /// The army's JSON, as the game wrote it.
    pub data: String,
    /// When it was last saved, in milliseconds since the epoch.
    pub updated_at: i64,
}

/// What a save did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArmySave {
    New,
    /// An army of the same name (compared case-folded) was replaced.
    Replaced,
    /// The user already keeps `max` ([`bounds::SAVED`]) armies in this server: nothing
    /// changed.
    Full {
        max: usize,
    },
    /// The JSON is over `max` bytes ([`bounds::BYTES`]): nothing changed.
    TooLarge {
        max: usize,
    },
}

impl Store {
    /// Saves (or replaces, by name) one of `user`'s armies in `guild`.
    pub async fn save_army(
        &self,
        guild: i64,
        user: i64,
        name: &str,
        cards: u32,
        data: &str,
        now: i64,
    ) -> Result<ArmySave> {
        if data.len() > bounds::BYTES {
            return Ok(ArmySave::TooLarge { max: bounds::BYTES });
        }
        let key = names::key(name);
        let existed = self.army(guild, user, name).await?.is_some();
        // One statement: a new name goes in only while the user keeps fewer than the bound
        // (a replacement does not count itself).
        let written = sqlx::query(
            "INSERT INTO saved_armies \
             (guild_id, user_id, name_key, name, cards, data, updated_at) \
             SELECT $1, $2, $3, $4, $5, $6, $7 \
             WHERE (SELECT COUNT(*) FROM saved_armies \
                    WHERE guild_id = $8 AND user_id = $9 AND name_key <> $10) < $11 \
             ON CONFLICT (guild_id, user_id, name_key) DO UPDATE SET name = excluded.name, \
             cards = excluded.cards, data = excluded.data, updated_at = excluded.updated_at",
        )
        .bind(guild)
        .bind(user)
        .bind(key.clone())
        .bind(name.to_owned())
        .bind(i64::from(cards))
        .bind(data.to_owned())
        .bind(now)
        .bind(guild)
        .bind(user)
        .bind(key)
        .bind(bounds::SAVED as i64)
        .execute(self.pool())
        .await?
        .rows_affected();
        Ok(match (written, existed) {
            (0, _) => ArmySave::Full { max: bounds::SAVED },
            (_, true) => ArmySave::Replaced,
            (_, false) => ArmySave::New,
        })
    }

    /// One of `user`'s armies in `guild`, by name (compared case-folded).
    pub async fn army(&self, guild: i64, user: i64, name: &str) -> Result<Option<ArmyRow>> {
        let row = sqlx::query(
            "SELECT name, cards, data, updated_at FROM saved_armies \
             WHERE guild_id = $1 AND user_id = $2 AND name_key = $3",
        )
        .bind(guild)
        .bind(user)
        .bind(names::key(name))
        .fetch_optional(self.pool())
        .await?;
        row.map(|r| army_row(&r)).transpose()
    }

    /// The names and card counts of the armies `user` keeps in `guild`, by name: the list
    /// and the autocomplete, which need none of the armies' JSON (up to 16 KiB each).
    pub async fn army_names(&self, guild: i64, user: i64) -> Result<Vec<(String, u32)>> {
        let rows = sqlx::query(
            "SELECT name, cards FROM saved_armies \
             WHERE guild_id = $1 AND user_id = $2 ORDER BY name_key",
        )
        .bind(guild)
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                let cards = u32::try_from(row.try_get::<i64, _>(1)?).unwrap_or(0);
                Ok((row.try_get(0)?, cards))
            })
            .collect()
    }

    /// Every army `user` keeps in `guild`, by name, whole: for an export of their data.
    pub async fn armies(&self, guild: i64, user: i64) -> Result<Vec<ArmyRow>> {
        let rows = sqlx::query(
            "SELECT name, cards, data, updated_at FROM saved_armies \
             WHERE guild_id = $1 AND user_id = $2 ORDER BY name_key",
        )
        .bind(guild)
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(army_row).collect()
    }

    /// Deletes one of `user`'s armies; whether there was one.
    pub async fn delete_army(&self, guild: i64, user: i64, name: &str) -> Result<bool> {
        let done = sqlx::query(
            "DELETE FROM saved_armies WHERE guild_id = $1 AND user_id = $2 AND name_key = $3",
        )
        .bind(guild)
        .bind(user)
        .bind(names::key(name))
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Deletes every army `user` keeps in `guild` (a deletion of their data); how many.
    pub async fn delete_user_armies(&self, guild: i64, user: i64) -> Result<u64> {
        let done = sqlx::query("DELETE FROM saved_armies WHERE guild_id = $1 AND user_id = $2")
            .bind(guild)
            .bind(user)
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected())
    }

    /// Deletes every army kept in `guild` (the server's data goes); how many.
    pub async fn delete_guild_armies(&self, guild: i64) -> Result<u64> {
        let done = sqlx::query("DELETE FROM saved_armies WHERE guild_id = $1")
            .bind(guild)
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected())
    }
}

fn army_row(row: &sqlx::any::AnyRow) -> Result<ArmyRow> {
    Ok(ArmyRow {
        name: row.try_get(0)?,
        cards: u32::try_from(row.try_get::<i64, _>(1)?).unwrap_or(0),
        data: row.try_get(2)?,
        updated_at: row.try_get(3)?,
    })
}
