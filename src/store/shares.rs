//! Read-only links to a channel's table (`/encounter share`), kept by the SHA-256 of their
//! token, and the channel version a viewer's page follows.

use sqlx::Row;

use super::Store;
use crate::error::Result;

/// What a link opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SharedTable {
    pub guild: i64,
    pub channel: i64,
}

impl Store {
    /// Keeps a new link of `channel`, by its token's hash.
    pub async fn save_share(
        &self,
        token_hash: &str,
        table: SharedTable,
        by: i64,
        now: i64,
        expires_at: Option<i64>,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO share_links (token_hash, guild_id, channel_id, created_by, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(token_hash)
        .bind(table.guild)
        .bind(table.channel)
        .bind(by)
        .bind(now)
        .bind(expires_at)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Removes every link of the channel; how many there were.
    pub async fn revoke_shares(&self, channel: i64) -> Result<u64> {
        Ok(sqlx::query("DELETE FROM share_links WHERE channel_id = $1")
            .bind(channel)
            .execute(self.pool())
            .await?
            .rows_affected())
    }

    /// The table a link's hash opens, unless it expired by `now` (an expired link is
    /// removed on the way).
    pub async fn shared_table(&self, token_hash: &str, now: i64) -> Result<Option<SharedTable>> {
        let row = sqlx::query(
            "SELECT guild_id, channel_id, expires_at FROM share_links WHERE token_hash = $1",
        )
        .bind(token_hash)
        .fetch_optional(self.pool())
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let expires_at: Option<i64> = row.try_get(2)?;
        if expires_at.is_some_and(|at| at <= now) {
            sqlx::query("DELETE FROM share_links WHERE token_hash = $1")
                .bind(token_hash)
                .execute(self.pool())
                .await?;
            return Ok(None);
        }
        Ok(Some(SharedTable {
            guild: row.try_get(0)?,
            channel: row.try_get(1)?,
        }))
    }

    /// The channel's version and the time it was written (both 0 when it keeps nothing):
    /// what a page compares to redraw, and where its turn timer starts at the least.
    pub async fn channel_clock(&self, channel: i64) -> Result<ChannelClock> {
        let row = sqlx::query("SELECT version, updated_at FROM channels WHERE channel_id = $1")
            .bind(channel)
            .fetch_optional(self.pool())
            .await?;
        Ok(match row {
            Some(r) => ChannelClock {
                version: r.try_get(0)?,
                written_at: r.try_get(1)?,
            },
            None => ChannelClock::default(),
        })
    }
}

/// A channel's version and when it was written, in milliseconds since the epoch.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ChannelClock {
    pub version: i64,
    pub written_at: i64,
}
