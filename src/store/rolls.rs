//! Saved rolls (`/rolls save`, `/roll saved:`), the die counts behind `/rolls stats`, and
//! the roll-log row a "roll again" button points to. Saved rolls are not actions (no
//! history, no channel), so they bypass the group-commit writer, like saved armies; die
//! counts go in the same transaction as the roll they count.
//!
//! For a player's data (a later `/data export|delete`): [`Store::saved_rolls`] lists what
//! one owner keeps, [`Store::delete_owner_rolls`] deletes it.

use sqlx::Row;

use super::{Backend, LogWrite, Store};
use crate::dice::Tally;
use crate::error::Result;
use crate::rules::names;

/// The owner id of a roll saved for the whole server.
pub const SERVER_OWNER: i64 = 0;
/// One day, in milliseconds: die counts are kept per UTC day.
pub const DAY_MILLIS: i64 = 86_400_000;
/// Adds a die-count row to one already there (the same server, user, size, day, source,
/// secrecy and face), for every statement that writes die counts.
pub(super) const ADD_TO_DIE_COUNTS: &str = " ON CONFLICT (guild_id, user_id, sides, day, source, secret, face) DO UPDATE SET \
     count = die_counts.count + excluded.count, total = die_counts.total + excluded.total";

/// One saved roll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedRoll {
    /// The name as last saved (compared case-folded).
    pub name: String,
    pub expression: String,
    /// Saved for the whole server (by a moderator), not by the user.
    pub server: bool,
}

/// What a save did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RollSave {
    New,
    /// A roll of the same name (compared case-folded) was replaced.
    Replaced,
    /// The owner already keeps `max`: nothing changed.
    Full {
        max: usize,
    },
}

/// Where a die count comes from: `/roll`, or a game's own dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DieSource {
    Roll = 0,
    Game = 1,
}

/// Summed die counts of one source and die size: `faces[f - 1]` for dice counted face by
/// face (empty for larger ones), and how many dice with what sum in all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DieCounts {
    pub source: DieSource,
    pub sides: u32,
    pub faces: Vec<u64>,
    pub count: u64,
    pub total: u64,
}

/// The roll-log row behind a "roll again" button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedRoll {
    pub channel: i64,
    pub created_at: i64,
    pub command: String,
    pub entry: String,
    pub secret: bool,
}

impl Store {
    /// Saves (or replaces, by name) a roll of `owner` ([`SERVER_OWNER`] for the server's)
    /// in `guild`, while the owner keeps fewer than `max`.
    pub async fn save_roll(
        &self,
        guild: i64,
        owner: i64,
        roll: (&str, &str),
        max: usize,
        now: i64,
    ) -> Result<RollSave> {
        let (name, expression) = roll;
        let key = names::key(name);
        let existed = sqlx::query(
            "SELECT 1 FROM saved_rolls WHERE guild_id = $1 AND owner_id = $2 AND name_key = $3",
        )
        .bind(guild)
        .bind(owner)
        .bind(key.clone())
        .fetch_optional(self.pool())
        .await?
        .is_some();
        // One statement: a new name goes in only while the owner keeps fewer than `max` (a
        // replacement does not count itself).
        let save = sqlx::query(
            "INSERT INTO saved_rolls (guild_id, owner_id, name_key, name, expression, updated_at) \
             SELECT $1, $2, $3, $4, $5, $6 \
             WHERE (SELECT COUNT(*) FROM saved_rolls \
                    WHERE guild_id = $7 AND owner_id = $8 AND name_key <> $9) < $10 \
             ON CONFLICT (guild_id, owner_id, name_key) DO UPDATE SET name = excluded.name, \
             expression = excluded.expression, updated_at = excluded.updated_at",
        )
        .bind(guild)
        .bind(owner)
        .bind(key.clone())
        .bind(name.to_owned())
        .bind(expression.to_owned())
        .bind(now)
        .bind(guild)
        .bind(owner)
        .bind(key)
        .bind(i64::try_from(max).unwrap_or(i64::MAX));
        let written = if self.backend() == Backend::Postgres {
            // Two saves at once must not both pass the bound: on PostgreSQL, whose
            // statements see only what committed before them, they queue on the owner's
            // lock. SQLite runs one writer at a time.
            let mut tx = self.pool().begin().await?;
            sqlx::query("SELECT pg_advisory_xact_lock($1, $2)")
                .bind(owner_lock(guild))
                .bind(owner_lock(owner))
                .execute(&mut *tx)
                .await?;
            let written = save.execute(&mut *tx).await?.rows_affected();
            tx.commit().await?;
            written
        } else {
            save.execute(self.pool()).await?.rows_affected()
        };
        Ok(match (written, existed) {
            (0, _) => RollSave::Full { max },
            (_, true) => RollSave::Replaced,
            (_, false) => RollSave::New,
        })
    }

    /// The roll `user` means by `name` in `guild`: their own, else the server's.
    pub async fn saved_roll(&self, guild: i64, user: i64, name: &str) -> Result<Option<SavedRoll>> {
        let row = sqlx::query(
            "SELECT name, expression, owner_id FROM saved_rolls \
             WHERE guild_id = $1 AND owner_id IN ($2, $3) AND name_key = $4 \
             ORDER BY owner_id = $5 LIMIT 1",
        )
        .bind(guild)
        .bind(user)
        .bind(SERVER_OWNER)
        .bind(names::key(name))
        .bind(SERVER_OWNER)
        .fetch_optional(self.pool())
        .await?;
        row.map(|r| saved_row(&r)).transpose()
    }

    /// The rolls `user` may roll in `guild`, by name: their own, then the server's that
    /// theirs do not shadow.
    pub async fn saved_rolls_for(&self, guild: i64, user: i64) -> Result<Vec<SavedRoll>> {
        let rows = sqlx::query(
            "SELECT name, expression, owner_id FROM saved_rolls \
             WHERE guild_id = $1 AND owner_id IN ($2, $3) \
             ORDER BY owner_id = $4, name_key",
        )
        .bind(guild)
        .bind(user)
        .bind(SERVER_OWNER)
        .bind(SERVER_OWNER)
        .fetch_all(self.pool())
        .await?;
        let mut rolls: Vec<SavedRoll> = Vec::with_capacity(rows.len());
        for row in &rows {
            let roll = saved_row(row)?;
            let key = names::key(&roll.name);
            if !rolls.iter().any(|r| names::key(&r.name) == key) {
                rolls.push(roll);
            }
        }
        Ok(rolls)
    }

    /// Every roll one owner keeps in `guild` (the server's with [`SERVER_OWNER`]).
    pub async fn saved_rolls(&self, guild: i64, owner: i64) -> Result<Vec<SavedRoll>> {
        let rows = sqlx::query(
            "SELECT name, expression, owner_id FROM saved_rolls \
             WHERE guild_id = $1 AND owner_id = $2 ORDER BY name_key",
        )
        .bind(guild)
        .bind(owner)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(saved_row).collect()
    }

    /// Deletes one of `owner`'s rolls; whether there was one.
    pub async fn delete_roll(&self, guild: i64, owner: i64, name: &str) -> Result<bool> {
        let done = sqlx::query(
            "DELETE FROM saved_rolls WHERE guild_id = $1 AND owner_id = $2 AND name_key = $3",
        )
        .bind(guild)
        .bind(owner)
        .bind(names::key(name))
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Deletes every roll `owner` keeps in `guild`; how many went.
    pub async fn delete_owner_rolls(&self, guild: i64, owner: i64) -> Result<u64> {
        let done = sqlx::query("DELETE FROM saved_rolls WHERE guild_id = $1 AND owner_id = $2")
            .bind(guild)
            .bind(owner)
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected())
    }

    /// Appends a `/roll` to the channel's roll log with its die counts, in one
    /// transaction; returns the log row's id (a "roll again" button points to it).
    pub async fn append_counted_roll(
        &self,
        channel: i64,
        guild: i64,
        roll: &LogWrite,
        tally: &Tally,
        now: i64,
    ) -> Result<i64> {
        let mut tx = self.pool().begin().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO roll_log (channel_id, guild_id, version, user_id, user_name, created_at, command, entry, secret) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
        )
        .bind(channel)
        .bind(guild)
        .bind(super::settings::NOT_AN_ACTION)
        .bind(roll.user)
        .bind(roll.user_name.clone())
        .bind(now)
        .bind(roll.command.clone())
        .bind(roll.entry.clone())
        .bind(i32::from(roll.secret))
        .fetch_one(&mut *tx)
        .await?;
        add_die_counts(
            &mut tx,
            guild,
            roll.user,
            DieSource::Roll,
            roll.secret,
            tally,
            now,
        )
        .await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The roll-log row `id`, if it is a `/roll` (not a game's action).
    pub async fn logged_roll(&self, id: i64) -> Result<Option<LoggedRoll>> {
        let row = sqlx::query(
            "SELECT channel_id, created_at, command, entry, secret FROM roll_log \
             WHERE id = $1 AND version = $2",
        )
        .bind(id)
        .bind(super::settings::NOT_AN_ACTION)
        .fetch_optional(self.pool())
        .await?;
        row.map(|r| {
            Ok(LoggedRoll {
                channel: r.try_get(0)?,
                created_at: r.try_get(1)?,
                command: r.try_get(2)?,
                entry: r.try_get(3)?,
                secret: r.try_get::<i64, _>(4)? != 0,
            })
        })
        .transpose()
    }

    /// `user`'s summed die counts in `guild` since `since_millis`, by source and die size;
    /// secret rolls only `with_secret`.
    pub async fn die_counts(
        &self,
        guild: i64,
        user: i64,
        since_millis: i64,
        with_secret: bool,
    ) -> Result<Vec<DieCounts>> {
        let rows = sqlx::query(
            "SELECT source, sides, face, CAST(SUM(count) AS BIGINT), CAST(SUM(total) AS BIGINT) FROM die_counts \
             WHERE guild_id = $1 AND user_id = $2 AND day >= $3 AND secret <= $4 \
             GROUP BY source, sides, face ORDER BY source, sides, face",
        )
        .bind(guild)
        .bind(user)
        .bind(since_millis.div_euclid(DAY_MILLIS))
        .bind(i64::from(with_secret))
        .fetch_all(self.pool())
        .await?;
        let mut counts: Vec<DieCounts> = Vec::new();
        for row in &rows {
            let source = if row.try_get::<i64, _>(0)? == DieSource::Game as i64 {
                DieSource::Game
            } else {
                DieSource::Roll
            };
            let sides = u32::try_from(row.try_get::<i64, _>(1)?).unwrap_or(0);
            let face = usize::try_from(row.try_get::<i64, _>(2)?).unwrap_or(0);
            let count = u64::try_from(row.try_get::<i64, _>(3)?).unwrap_or(0);
            let total = u64::try_from(row.try_get::<i64, _>(4)?).unwrap_or(0);
            let fresh = counts
                .last()
                .is_none_or(|c| c.source != source || c.sides != sides);
            if fresh {
                let faces = if sides <= crate::dice::tally::FACES_KEPT_UP_TO {
                    vec![0; sides as usize]
                } else {
                    Vec::new()
                };
                counts.push(DieCounts {
                    source,
                    sides,
                    faces,
                    count: 0,
                    total: 0,
                });
            }
            if let Some(last) = counts.last_mut() {
                if let Some(slot) = face.checked_sub(1).and_then(|f| last.faces.get_mut(f)) {
                    *slot += count;
                }
                last.count += count;
                last.total += total;
            }
        }
        Ok(counts)
    }
}

/// Adds a tally to the die counts of `user` for the day of `now`, inside `tx`.
pub(super) async fn add_die_counts(
    tx: &mut sqlx::AnyConnection,
    guild: i64,
    user: i64,
    source: DieSource,
    secret: bool,
    tally: &Tally,
    now: i64,
) -> std::result::Result<(), sqlx::Error> {
    if tally.is_empty() {
        return Ok(());
    }
    let day = now.div_euclid(DAY_MILLIS);
    let rows: Vec<(u32, u32, crate::dice::tally::Counted)> = tally.rows().collect();
    // A roll holds at most 1,000 dice: a few statements even at nine parameters a row.
    for chunk in rows.chunks(COUNT_ROWS_PER_STATEMENT) {
        let mut sql = String::from(
            "INSERT INTO die_counts (guild_id, user_id, source, secret, sides, day, face, count, total) VALUES ",
        );
        for (row, _) in chunk.iter().enumerate() {
            let first = row * 9;
            if row > 0 {
                sql.push_str(", ");
            }
            let marks: Vec<String> = (1..=9).map(|k| format!("${}", first + k)).collect();
            sql.push('(');
            sql.push_str(&marks.join(", "));
            sql.push(')');
        }
        sql.push_str(ADD_TO_DIE_COUNTS);
        // Only placeholders are formatted in: every value is bound.
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for (sides, face, counted) in chunk {
            query = query
                .bind(guild)
                .bind(user)
                .bind(source as i64)
                .bind(i64::from(secret))
                .bind(i64::from(*sides))
                .bind(day)
                .bind(i64::from(*face))
                .bind(i64::try_from(counted.count).unwrap_or(i64::MAX))
                .bind(i64::try_from(counted.total).unwrap_or(i64::MAX));
        }
        query.persistent(false).execute(&mut *tx).await?;
    }
    Ok(())
}

/// Rows of die counts per statement.
const COUNT_ROWS_PER_STATEMENT: usize = 200;

/// A 32-bit key for PostgreSQL's two-key advisory lock.
fn owner_lock(id: i64) -> i32 {
    (id ^ (id >> 32)) as i32
}

fn saved_row(row: &sqlx::any::AnyRow) -> Result<SavedRoll> {
    Ok(SavedRoll {
        name: row.try_get(0)?,
        expression: row.try_get(1)?,
        server: row.try_get::<i64, _>(2)? == SERVER_OWNER,
    })
}
