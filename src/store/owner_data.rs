//! A server's or a player's data, all of it, for export and for deletion on request. Like
//! the retention purge, the tables are read from the schema: a server's rows are those with
//! its `guild_id`/`scope_id` or one of its channels; a player's are the rows of the server
//! that name them as `owner_id` or `user_id`. So a table a later migration adds is
//! exported and deleted without a change here.

use std::collections::BTreeMap;

use serde_json::{Map, Value};
use sqlx::{Column, Row};

use super::Store;
use crate::error::Result;

/// The columns that name a player's own rows.
const OWNER_COLUMNS: [&str; 2] = ["owner_id", "user_id"];

/// Rows read per statement while exporting.
const EXPORT_PAGE: i64 = 1_000;

/// Whose data: a whole server's, or one player's in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whose {
    Server(i64),
    Player { guild: i64, user: i64 },
}

/// A column's value as JSON: integers as strings when they are ids (they pass 2^53),
/// text as text; a value neither reads as is null.
fn cell(row: &sqlx::any::AnyRow, index: usize) -> Value {
    if let Ok(v) = row.try_get::<Option<i64>, _>(index) {
        return v.map_or(Value::Null, |n| Value::String(n.to_string()));
    }
    if let Ok(v) = row.try_get::<Option<String>, _>(index) {
        return v.map_or(Value::Null, Value::String);
    }
    if let Ok(v) = row.try_get::<Option<f64>, _>(index) {
        return v.map_or(Value::Null, Value::from);
    }
    Value::Null
}

fn object(row: &sqlx::any::AnyRow) -> Value {
    let mut out = Map::new();
    for (i, column) in row.columns().iter().enumerate() {
        out.insert(column.name().to_owned(), cell(row, i));
    }
    Value::Object(out)
}

impl Store {
    /// Each table holding rows of `whose`, with the condition that picks them and an
    /// order over all its columns (a total order, since every table has a key: pages read
    /// with OFFSET neither repeat nor skip a row).
    async fn owned_rows(&self, whose: Whose) -> Result<Vec<(String, String, String)>> {
        let columns = self.schema_columns().await?;
        let channels = match whose {
            Whose::Server(guild) => self.channels_of_server(guild).await?,
            Whose::Player { .. } => Vec::new(),
        };
        let mut out = Vec::new();
        for (table, names) in &columns {
            let has = |c: &str| names.iter().any(|n| n == c);
            let condition = match whose {
                Whose::Server(guild) => {
                    let mut any = Vec::new();
                    for column in ["guild_id", "scope_id"] {
                        if has(column) {
                            any.push(format!("{column} = {guild}"));
                        }
                    }
                    if has("channel_id") && !channels.is_empty() {
                        let ids: Vec<String> = channels.iter().map(i64::to_string).collect();
                        any.push(format!("channel_id IN ({})", ids.join(", ")));
                    }
                    any.join(" OR ")
                }
                Whose::Player { guild, user } => {
                    let Some(owner) = OWNER_COLUMNS.iter().find(|c| has(c)) else {
                        continue;
                    };
                    if !has("guild_id") {
                        continue;
                    }
                    format!("guild_id = {guild} AND {owner} = {user}")
                }
            };
            if !condition.is_empty() {
                out.push((table.clone(), condition, names.join(", ")));
            }
        }
        Ok(out)
    }

    /// The channels the server has rows for (a table with both `guild_id` and
    /// `channel_id` ties a channel to its server).
    pub async fn channels_of_server(&self, guild: i64) -> Result<Vec<i64>> {
        let tied = self.tied_tables().await?;
        Ok(self
            .server_channels(&tied, guild)
            .await?
            .into_iter()
            .collect())
    }

    /// How many rows of `whose` each table holds; tables with none are left out.
    pub async fn count_rows(&self, whose: Whose) -> Result<BTreeMap<String, u64>> {
        let mut out = BTreeMap::new();
        for (table, condition, _) in self.owned_rows(whose).await? {
            // Names come from the schema (plain identifiers); ids are numbers.
            let sql = format!("SELECT CAST(COUNT(*) AS BIGINT) FROM {table} WHERE {condition}");
            let count: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
                .fetch_one(self.pool())
                .await?;
            if count > 0 {
                out.insert(table, u64::try_from(count).unwrap_or(0));
            }
        }
        Ok(out)
    }

    /// Every row of `whose`, by table, in the stored form (ids as strings, stored JSON as
    /// its text). Tables with no such row are left out.
    pub async fn export_rows(&self, whose: Whose) -> Result<BTreeMap<String, Vec<Value>>> {
        let mut out: BTreeMap<String, Vec<Value>> = BTreeMap::new();
        self.each_row(whose, |table, row| {
            out.entry(table.to_owned()).or_default().push(row);
            Ok(())
        })
        .await?;
        Ok(out)
    }

    /// Hands every row of `whose` to `visit`, table by table (in name order) and a page at a
    /// time, so the caller holds only what it keeps; an error from `visit` stops the reading.
    pub async fn each_row(
        &self,
        whose: Whose,
        mut visit: impl FnMut(&str, Value) -> Result<()>,
    ) -> Result<()> {
        for (table, condition, order) in self.owned_rows(whose).await? {
            let mut offset = 0;
            loop {
                // Names come from the schema (plain identifiers); ids are numbers.
                let sql = format!(
                    "SELECT * FROM {table} WHERE {condition} ORDER BY {order} LIMIT {EXPORT_PAGE} OFFSET {offset}"
                );
                let page = sqlx::query(sqlx::AssertSqlSafe(sql))
                    .fetch_all(self.pool())
                    .await?;
                let read = page.len();
                for row in &page {
                    visit(&table, object(row))?;
                }
                if i64::try_from(read).unwrap_or(0) < EXPORT_PAGE {
                    break;
                }
                offset += EXPORT_PAGE;
            }
        }
        Ok(())
    }

    /// Deletes every row of the server now, in batches; how many went.
    pub async fn delete_server_now(&self, guild: i64, batch: u32) -> Result<u64> {
        let mut deleted = 0;
        loop {
            let mut budget = super::retention::NOW_BUDGET;
            let done = self.clear_server(guild, batch, &mut budget).await?;
            deleted += super::retention::NOW_BUDGET - budget;
            if done {
                return Ok(deleted);
            }
        }
    }

    /// Deletes the player's own rows in the server (characters, saved rolls and armies,
    /// die counts: every table with `guild_id` and `owner_id`/`user_id`) and takes their
    /// name and id off the roll log, whose rows stay for the table's record. Returns the
    /// rows deleted and the log rows scrubbed.
    pub async fn delete_player_now(&self, guild: i64, user: i64) -> Result<(u64, u64)> {
        let columns = self.schema_columns().await?;
        let mut deleted = 0;
        for (table, names) in &columns {
            let has = |c: &str| names.iter().any(|n| n == c);
            if table == "roll_log" || !has("guild_id") {
                continue;
            }
            let Some(owner) = OWNER_COLUMNS.iter().find(|c| has(c)) else {
                continue;
            };
            // Names from the schema; values bound.
            let sql = format!("DELETE FROM {table} WHERE guild_id = $1 AND {owner} = $2");
            deleted += sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(guild)
                .bind(user)
                .execute(self.pool())
                .await?
                .rows_affected();
        }
        let scrubbed = sqlx::query(
            "UPDATE roll_log SET user_id = 0, user_name = '' WHERE guild_id = $1 AND user_id = $2",
        )
        .bind(guild)
        .bind(user)
        .execute(self.pool())
        .await?
        .rows_affected();
        Ok((deleted, scrubbed))
    }
}
