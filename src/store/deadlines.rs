//! Pending choices' deadlines. Actions write them in their own transaction (the group
//! commit); what is here reads them for the scan, and moves a row on once its reminder is
//! sent or its choice has gone.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::Store;
use crate::error::Result;

/// One chooser's deadline in a channel, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deadline {
    pub channel: i64,
    pub chooser: i64,
    pub guild: i64,
    /// The channel version the choice waits at.
    pub version: i64,
    pub began_at: i64,
    pub due_at: i64,
    /// The reminder's time until it is sent, then `due_at`.
    pub next_at: i64,
}

impl Deadline {
    /// Whether the reminder is what comes next (the deadline itself has not come).
    pub fn reminds(&self, now: i64) -> bool {
        self.next_at < self.due_at && now < self.due_at
    }
}

/// Which servers a scan looks at: those whose events come on these shards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shards {
    pub count: u32,
    pub held: Vec<u32>,
}

const COLUMNS: &str = "channel_id, chooser, guild_id, version, began_at, due_at, next_at";

/// ` AND (guild_id / 2^22) % $n IN (…)`: the servers on the shards held (a server's shard
/// is its id's top bits modulo the shard count), its values appended to `values`, whose
/// numbering it continues (numbers only are formatted in); `None` when no shard is held.
pub(crate) fn shard_filter(shards: &Shards, values: &mut Vec<i64>) -> Option<String> {
    if shards.held.is_empty() {
        return None;
    }
    values.push(i64::from(shards.count.max(1)));
    let mut sql = format!(" AND (guild_id / 4194304) % ${} IN (", values.len());
    for (i, shard) in shards.held.iter().enumerate() {
        values.push(i64::from(*shard));
        if i > 0 {
            sql.push_str(", ");
        }
        sql.push_str(&format!("${}", values.len()));
    }
    sql.push(')');
    Some(sql)
}

/// A statement built with numbered placeholders (only numbers and constant names are
/// formatted into `sql`) with `values` bound in order.
pub(crate) fn bound(
    sql: String,
    values: &[i64],
) -> sqlx::query::Query<'static, sqlx::Any, sqlx::any::AnyArguments> {
    values
        .iter()
        .fold(sqlx::query(sqlx::AssertSqlSafe(sql)), |query, value| {
            query.bind(*value)
        })
}

#[cfg(test)]
#[test]
fn the_shard_filter_binds_every_shard() {
    let mut values = vec![7];
    let shards = Shards {
        count: 4,
        held: vec![1, 3],
    };
    let sql = shard_filter(&shards, &mut values).unwrap_or_default();
    assert_eq!(sql, " AND (guild_id / 4194304) % $2 IN ($3, $4)");
    assert_eq!(values, vec![7, 4, 1, 3]);
    let none = Shards {
        count: 4,
        held: vec![],
    };
    assert_eq!(shard_filter(&none, &mut values), None);
}

fn deadline(row: &AnyRow) -> Result<Deadline> {
    Ok(Deadline {
        channel: row.try_get(0)?,
        chooser: row.try_get(1)?,
        guild: row.try_get(2)?,
        version: row.try_get(3)?,
        began_at: row.try_get(4)?,
        due_at: row.try_get(5)?,
        next_at: row.try_get(6)?,
    })
}

impl Store {
    /// The deadlines (or reminders) come by `now`, earliest first, at most `limit`; with
    /// `shards`, only those of servers on the shards held. A server's shard is its id's top
    /// bits (`id >> 22`) modulo the shard count, computed here by division.
    pub async fn due_deadlines(
        &self,
        now: i64,
        shards: Option<&Shards>,
        limit: u32,
    ) -> Result<Vec<Deadline>> {
        // Placeholders numbered by hand (the shard list's length varies); every value is
        // bound, only numbers are formatted in.
        let mut sql = format!("SELECT {COLUMNS} FROM choice_deadlines WHERE next_at <= $1");
        let mut values = vec![now];
        if let Some(shards) = shards {
            let Some(filter) = shard_filter(shards, &mut values) else {
                return Ok(Vec::new());
            };
            sql.push_str(&filter);
        }
        values.push(i64::from(limit));
        sql.push_str(&format!(" ORDER BY next_at LIMIT ${}", values.len()));
        let rows = bound(sql, &values).fetch_all(self.pool()).await?;
        rows.iter().map(deadline).collect()
    }

    /// Every deadline of a channel, by chooser.
    pub async fn channel_deadlines(&self, channel: i64) -> Result<Vec<Deadline>> {
        // Only the constant column list is formatted in.
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM choice_deadlines WHERE channel_id = $1 ORDER BY chooser"
        )))
        .bind(channel)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(deadline).collect()
    }

    /// Marks the reminder sent, once: true for the one caller that moved the row on (any
    /// other, or one whose choice has moved on, finds it changed).
    pub async fn claim_reminder(&self, d: &Deadline) -> Result<bool> {
        let moved = sqlx::query(
            "UPDATE choice_deadlines SET next_at = due_at \
             WHERE channel_id = $1 AND chooser = $2 AND version = $3 AND next_at = $4",
        )
        .bind(d.channel)
        .bind(d.chooser)
        .bind(d.version)
        .bind(d.next_at)
        .execute(self.pool())
        .await?
        .rows_affected();
        Ok(moved == 1)
    }

    /// Forgets a deadline whose choice is no longer waiting at its version (the channel
    /// moved on without rewriting it: a game ended by hand, a state from before deadlines).
    pub async fn drop_deadline(&self, d: &Deadline) -> Result<()> {
        sqlx::query(
            "DELETE FROM choice_deadlines WHERE channel_id = $1 AND chooser = $2 AND version = $3",
        )
        .bind(d.channel)
        .bind(d.chooser)
        .bind(d.version)
        .execute(self.pool())
        .await?;
        Ok(())
    }
}
