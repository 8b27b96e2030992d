//! What the bot forgets on its own: servers it left and channels that were deleted, after
//! a grace, and roll-log rows past an optional age. The tables to clear are read from the
//! schema (every table with a `guild_id`, `scope_id` or `channel_id` column), so a table a
//! later migration adds is covered without a change here. Rows go in bounded batches, so
//! a big server never holds a long transaction or the SQLite writer.

use std::collections::{BTreeMap, BTreeSet};

use sqlx::Row;

use super::deadlines::{Shards, bound, shard_filter};
use super::{Backend, Store};
use crate::error::Result;

/// The columns that tie a row to a server (`scope_id`: a server's command registration)
/// or to a channel.
const SERVER_COLUMNS: [&str; 2] = ["guild_id", "scope_id"];
const CHANNEL_COLUMN: &str = "channel_id";

/// Servers' activity written per statement.
const SEEN_PER_STATEMENT: usize = 500;

/// The departure rows themselves go last, so a purge cut short is taken up again.
const SERVER_DEPARTURES: &str = "server_departures";
const CHANNEL_DEPARTURES: &str = "channel_departures";

/// A table of the schema and the column that ties its rows to a server or channel.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct TiedTable {
    pub table: String,
    pub column: String,
}

/// What one purge removed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Purged {
    pub servers: u64,
    pub channels: u64,
    /// Roll-log rows past the retention age.
    pub old_rolls: u64,
    pub rows: u64,
    /// The row budget ran out with more left to remove.
    pub more: bool,
}

/// Rows deleted per round of a deletion made on request (it goes on until done).
pub(super) const NOW_BUDGET: u64 = 20_000;

/// The tables in the order a channel's rows go: a channel's rows in tables that also name
/// its server last, so while any is left a server purge cut short finds the channel again.
fn channel_order(tables: &[TiedTable]) -> Vec<TiedTable> {
    let names_server = |table: &str| {
        tables
            .iter()
            .any(|t| t.table == table && SERVER_COLUMNS.contains(&t.column.as_str()))
    };
    let mut ordered = tables.to_vec();
    ordered.sort_by_key(|t| (names_server(&t.table), t.table.clone()));
    ordered
}

fn plain_identifier(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

impl Store {
    /// Every table of the schema and its columns (the migrations' own table aside).
    pub(super) async fn schema_columns(&self) -> Result<BTreeMap<String, Vec<String>>> {
        let sql = match self.backend {
            Backend::Sqlite => {
                "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p \
                 WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_sqlx%'"
            }
            Backend::Postgres => {
                "SELECT CAST(table_name AS TEXT), CAST(column_name AS TEXT) \
                 FROM information_schema.columns WHERE table_schema = current_schema() \
                 AND table_name NOT LIKE '_sqlx%'"
            }
        };
        let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for row in sqlx::query(sql).fetch_all(self.pool()).await? {
            let (table, column): (String, String) = (row.try_get(0)?, row.try_get(1)?);
            if plain_identifier(&table) && plain_identifier(&column) {
                out.entry(table).or_default().push(column);
            } else {
                tracing::warn!(table, column, "a table with an unusual name is left alone");
            }
        }
        Ok(out)
    }

    /// Every table with a server or channel column, read from the schema.
    pub async fn tied_tables(&self) -> Result<Vec<TiedTable>> {
        let mut tables = BTreeSet::new();
        for (table, columns) in self.schema_columns().await? {
            for column in columns {
                if SERVER_COLUMNS.contains(&column.as_str()) || column == CHANNEL_COLUMN {
                    tables.insert(TiedTable {
                        table: table.clone(),
                        column,
                    });
                }
            }
        }
        Ok(tables.into_iter().collect())
    }

    /// Channels last written before `before`, after `after` in (written, channel) order,
    /// on the shards given: the candidates for closing an encounter left untouched.
    pub async fn idle_channels(
        &self,
        before: i64,
        after: (i64, i64),
        shards: &Shards,
        limit: u32,
    ) -> Result<Vec<IdleChannel>> {
        let mut values = vec![before, after.0, after.1];
        let Some(filter) = shard_filter(shards, &mut values) else {
            return Ok(Vec::new());
        };
        values.push(i64::from(limit));
        // Only numbered placeholders are formatted in.
        let sql = format!(
            "SELECT channel_id, guild_id, updated_at FROM channels WHERE updated_at < $1 \
             AND (updated_at > $2 OR (updated_at = $2 AND channel_id > $3)){filter} \
             ORDER BY updated_at, channel_id LIMIT ${}",
            values.len()
        );
        let rows = bound(sql, &values).fetch_all(self.pool()).await?;
        rows.iter()
            .map(|row| {
                Ok(IdleChannel {
                    channel: row.try_get(0)?,
                    guild: row.try_get(1)?,
                    written_at: row.try_get(2)?,
                })
            })
            .collect()
    }

    /// The bot left the server at `at` (kept if it had already left).
    pub async fn server_left(&self, guild: i64, at: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO server_departures (guild_id, left_at) VALUES ($1, $2) \
             ON CONFLICT (guild_id) DO NOTHING",
        )
        .bind(guild)
        .bind(at)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// The server is back (or was never gone): true when it had been taken as left.
    pub async fn server_back(&self, guild: i64) -> Result<bool> {
        let gone = sqlx::query("DELETE FROM server_departures WHERE guild_id = $1")
            .bind(guild)
            .execute(self.pool())
            .await?;
        Ok(gone.rows_affected() > 0)
    }

    /// When the bot left the server, if it did.
    pub async fn server_left_at(&self, guild: i64) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT left_at FROM server_departures WHERE guild_id = $1")
            .bind(guild)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// The channel (or thread) was deleted at `at`.
    pub async fn channel_deleted(&self, guild: i64, channel: i64, at: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO channel_departures (channel_id, guild_id, deleted_at) VALUES ($1, $2, $3) \
             ON CONFLICT (channel_id) DO NOTHING",
        )
        .bind(channel)
        .bind(guild)
        .bind(at)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// These servers sent interactions by `at`; this also ends their departures (an
    /// interaction is proof a server still has the bot's commands). A few hundred per
    /// statement.
    pub async fn servers_seen(&self, guilds: &[i64], at: i64) -> Result<()> {
        for chunk in guilds.chunks(SEEN_PER_STATEMENT) {
            // Only numbered placeholders are formatted in.
            let rows: Vec<String> = (0..chunk.len())
                .map(|i| format!("(${}, $1)", i + 2))
                .collect();
            let upsert = format!(
                "INSERT INTO server_activity (guild_id, seen_at) VALUES {} \
                 ON CONFLICT (guild_id) DO UPDATE SET seen_at = excluded.seen_at",
                rows.join(", ")
            );
            chunk
                .iter()
                .fold(sqlx::query(sqlx::AssertSqlSafe(upsert)).bind(at), |q, g| {
                    q.bind(*g)
                })
                .execute(self.pool())
                .await?;
            let ids: Vec<String> = (0..chunk.len()).map(|i| format!("${}", i + 1)).collect();
            let back = format!(
                "DELETE FROM server_departures WHERE guild_id IN ({})",
                ids.join(", ")
            );
            bound(back, chunk).execute(self.pool()).await?;
        }
        Ok(())
    }

    /// The servers the store keeps anything of, on the shards given, that sent no
    /// interaction since `quiet_since` and have not been taken as left yet: what READY is
    /// compared with.
    pub async fn quiet_stored_servers(
        &self,
        shards: &Shards,
        quiet_since: i64,
    ) -> Result<Vec<i64>> {
        let mut servers = BTreeSet::new();
        for tied in self.tied_tables().await? {
            if tied.column != "guild_id"
                || tied.table == SERVER_DEPARTURES
                || tied.table == "server_activity"
            {
                continue;
            }
            let mut values = Vec::new();
            let Some(filter) = shard_filter(shards, &mut values) else {
                return Ok(Vec::new());
            };
            // Table names come from the schema and are plain identifiers.
            let sql = format!(
                "SELECT DISTINCT guild_id FROM {} WHERE guild_id > 0{filter}",
                tied.table
            );
            let rows = bound(sql, &values).fetch_all(self.pool()).await?;
            for row in rows {
                servers.insert(row.try_get::<i64, _>(0)?);
            }
        }
        let seen = self
            .guild_values("server_activity", "seen_at", shards)
            .await?;
        let left = self
            .guild_values(SERVER_DEPARTURES, "left_at", shards)
            .await?;
        Ok(servers
            .into_iter()
            .filter(|g| !left.contains_key(g))
            .filter(|g| seen.get(g).is_none_or(|at| *at < quiet_since))
            .collect())
    }

    /// `guild_id → column` of a table keyed by server, on the shards given.
    async fn guild_values(
        &self,
        table: &str,
        column: &str,
        shards: &Shards,
    ) -> Result<std::collections::HashMap<i64, i64>> {
        let mut values = Vec::new();
        let Some(filter) = shard_filter(shards, &mut values) else {
            return Ok(std::collections::HashMap::new());
        };
        // Constant names only are formatted in.
        let sql = format!("SELECT guild_id, {column} FROM {table} WHERE guild_id > 0{filter}");
        let rows = bound(sql, &values).fetch_all(self.pool()).await?;
        let mut out = std::collections::HashMap::new();
        for row in rows {
            out.insert(row.try_get::<i64, _>(0)?, row.try_get::<i64, _>(1)?);
        }
        Ok(out)
    }

    /// Deletes up to `limit` rows of `table` whose `column` is `value`; how many went.
    async fn delete_batch(&self, tied: &TiedTable, value: i64, limit: u32) -> Result<u64> {
        let row_id = match self.backend {
            Backend::Sqlite => "rowid",
            Backend::Postgres => "ctid",
        };
        // Identifiers come from the schema and are plain; values are bound.
        let sql = format!(
            "DELETE FROM {t} WHERE {row_id} IN (SELECT {row_id} FROM {t} WHERE {c} = $1 LIMIT $2)",
            t = tied.table,
            c = tied.column,
        );
        let done = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(value)
            .bind(i64::from(limit))
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected())
    }

    /// Removes every row tied to `value` through `columns` in the tables given (in their
    /// order), within `budget` rows (batches of `batch`); false when the budget ran out
    /// first. The `driving` departure table is left alone: its row goes last, by itself,
    /// once everything else is gone.
    async fn clear(
        &self,
        tables: &[TiedTable],
        (columns, driving): (&[&str], &str),
        value: i64,
        batch: u32,
        budget: &mut u64,
    ) -> Result<bool> {
        for tied in tables
            .iter()
            .filter(|t| columns.contains(&t.column.as_str()) && t.table != driving)
        {
            loop {
                if *budget == 0 {
                    return Ok(false);
                }
                let limit = u32::try_from((*budget).min(u64::from(batch))).unwrap_or(batch);
                let gone = self.delete_batch(tied, value, limit).await?;
                *budget = budget.saturating_sub(gone);
                if gone < u64::from(limit) {
                    break;
                }
            }
        }
        Ok(true)
    }

    /// Every row of the server: its channels' (those that name only the channel first),
    /// then its own, its departure last; false when the budget ran out first.
    async fn clear_server_rows(
        &self,
        ordered: &[TiedTable],
        guild: i64,
        channels: &BTreeSet<i64>,
        batch: u32,
        budget: &mut u64,
    ) -> Result<bool> {
        for &channel in channels {
            if !self
                .clear(
                    ordered,
                    (&[CHANNEL_COLUMN], SERVER_DEPARTURES),
                    channel,
                    batch,
                    budget,
                )
                .await?
            {
                return Ok(false);
            }
        }
        if !self
            .clear(
                ordered,
                (&SERVER_COLUMNS, SERVER_DEPARTURES),
                guild,
                batch,
                budget,
            )
            .await?
        {
            return Ok(false);
        }
        self.drop_departure(SERVER_DEPARTURES, "guild_id", guild, budget)
            .await?;
        Ok(true)
    }

    /// Every row of the server now (on request), within `budget` rows: true when done.
    pub(super) async fn clear_server(
        &self,
        guild: i64,
        batch: u32,
        budget: &mut u64,
    ) -> Result<bool> {
        let tables = self.tied_tables().await?;
        let ordered = channel_order(&tables);
        let channels = self.server_channels(&tables, guild).await?;
        self.clear_server_rows(&ordered, guild, &channels, batch, budget)
            .await
    }

    /// The departure row that drove a purge, once all else of it is gone.
    async fn drop_departure(
        &self,
        table: &str,
        column: &str,
        value: i64,
        budget: &mut u64,
    ) -> Result<()> {
        // Constant names only are formatted in.
        let sql = format!("DELETE FROM {table} WHERE {column} = $1");
        let gone = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(value)
            .execute(self.pool())
            .await?
            .rows_affected();
        *budget = budget.saturating_sub(gone);
        Ok(())
    }

    /// The ids (`column`) of `table`'s departures before `before` on the shards given,
    /// oldest first, at most `limit`; `None` when no shard is held.
    async fn due_departures(
        &self,
        column: &str,
        table: &str,
        at: &str,
        before: i64,
        shards: Option<&Shards>,
        limit: u32,
    ) -> Result<Option<Vec<i64>>> {
        let mut values = vec![before];
        let filter = match shards {
            Some(shards) => match shard_filter(shards, &mut values) {
                Some(filter) => filter,
                None => return Ok(None),
            },
            None => String::new(),
        };
        // Constant names and a number only are formatted in.
        let sql = format!(
            "SELECT {column} FROM {table} WHERE {at} < $1{filter} ORDER BY {at} LIMIT {limit}"
        );
        let rows = bound(sql, &values).fetch_all(self.pool()).await?;
        let ids = rows
            .iter()
            .map(|row| row.try_get::<i64, _>(0))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok(Some(ids))
    }

    /// The channels the server's rows name (for the tables tied only to a channel).
    pub(super) async fn server_channels(
        &self,
        tables: &[TiedTable],
        guild: i64,
    ) -> Result<BTreeSet<i64>> {
        let mut channels = BTreeSet::new();
        let with_both: BTreeSet<&str> = tables
            .iter()
            .filter(|t| t.column == "guild_id")
            .map(|t| t.table.as_str())
            .filter(|name| {
                tables
                    .iter()
                    .any(|t| t.table == *name && t.column == CHANNEL_COLUMN)
            })
            .collect();
        for table in with_both {
            let sql = format!("SELECT DISTINCT channel_id FROM {table} WHERE guild_id = $1");
            let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(guild)
                .fetch_all(self.pool())
                .await?;
            for row in rows {
                channels.insert(row.try_get::<i64, _>(0)?);
            }
        }
        Ok(channels)
    }

    /// Removes the data of servers left before `server_before` and of channels deleted
    /// before `channel_before` (on the shards given; all with `None`), and roll-log rows
    /// older than `rolls_before`, deleting at most `budget` rows in batches of `batch`.
    /// Returns the channels and servers whose data went, and the counts.
    pub async fn purge(
        &self,
        cutoffs: PurgeCutoffs,
        shards: Option<&Shards>,
        batch: u32,
        mut budget: u64,
    ) -> Result<(Purged, Vec<i64>, Vec<i64>)> {
        let start = budget;
        let mut purged = Purged::default();
        let (mut gone_channels, mut gone_servers) = (Vec::new(), Vec::new());
        let tables = self.tied_tables().await?;
        // Departure rows last (they drive the purge), the rest in schema order.
        let ordered = channel_order(&tables);

        // Deleted channels.
        if let Some(rows) = self
            .due_departures(
                "channel_id",
                CHANNEL_DEPARTURES,
                "deleted_at",
                cutoffs.channel_before,
                shards,
                100,
            )
            .await?
        {
            for channel in rows {
                if !self
                    .clear(
                        &ordered,
                        (&[CHANNEL_COLUMN], CHANNEL_DEPARTURES),
                        channel,
                        batch,
                        &mut budget,
                    )
                    .await?
                {
                    purged.more = true;
                    break;
                }
                self.drop_departure(CHANNEL_DEPARTURES, CHANNEL_COLUMN, channel, &mut budget)
                    .await?;
                purged.channels += 1;
                gone_channels.push(channel);
            }
        }

        // Servers left.
        if !purged.more
            && let Some(rows) = self
                .due_departures(
                    "guild_id",
                    SERVER_DEPARTURES,
                    "left_at",
                    cutoffs.server_before,
                    shards,
                    20,
                )
                .await?
        {
            for guild in rows {
                let channels = self.server_channels(&tables, guild).await?;
                if !self
                    .clear_server_rows(&ordered, guild, &channels, batch, &mut budget)
                    .await?
                {
                    purged.more = true;
                    break;
                }
                purged.servers += 1;
                gone_channels.extend(channels);
                gone_servers.push(guild);
            }
        }

        // Old roll-log rows (a setting; the roll statistics are counters apart from it).
        if let Some(before) = cutoffs.rolls_before
            && !purged.more
        {
            loop {
                if budget == 0 {
                    purged.more = true;
                    break;
                }
                let limit = i64::try_from(budget.min(u64::from(batch))).unwrap_or(1);
                let gone = sqlx::query(
                    "DELETE FROM roll_log WHERE id IN \
                     (SELECT id FROM roll_log WHERE created_at < $1 ORDER BY id LIMIT $2)",
                )
                .bind(before)
                .bind(limit)
                .execute(self.pool())
                .await?
                .rows_affected();
                budget = budget.saturating_sub(gone);
                purged.old_rolls += gone;
                if gone < u64::try_from(limit).unwrap_or(0) {
                    break;
                }
            }
        }
        purged.rows = start - budget;
        Ok((purged, gone_channels, gone_servers))
    }
}

/// A channel whose state was last written at `written_at`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IdleChannel {
    pub channel: i64,
    pub guild: i64,
    pub written_at: i64,
}

/// The moments before which departed servers, deleted channels and roll-log rows go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PurgeCutoffs {
    pub server_before: i64,
    pub channel_before: i64,
    pub rolls_before: Option<i64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_identifiers_are_formatted_in() {
        assert!(plain_identifier("roll_log"));
        assert!(plain_identifier("guild_id"));
        assert!(!plain_identifier("roll log"));
        assert!(!plain_identifier("x\"; DROP TABLE channels; --"));
        assert!(!plain_identifier(""));
        assert!(!plain_identifier("Channels"));
    }
}
