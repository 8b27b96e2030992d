//! Storage: SQLite by default (an embedded file), PostgreSQL when `DATABASE_URL` says so.
//! One schema per backend under `migrations/`, one set of queries (sqlx `Any`, `$n`
//! placeholders) so both behave the same.

pub mod armies;
mod batch;
pub mod deadlines;
pub mod leases;
pub mod owner_data;
mod reads;
pub mod retention;
pub mod rolls;
mod settings;
pub mod shares;
pub mod writer;
mod writes;

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Executor, Row};
use tokio::sync::{mpsc, oneshot};

pub use armies::{ArmyRow, ArmySave};
pub use deadlines::Deadline;
pub use leases::{Fence, Leases};
pub use reads::{ChannelRow, CharacterRow, HistoryRow, LogRow};
pub use rolls::{DieCounts, DieSource, LoggedRoll, RollSave, SavedRoll};
pub use settings::ServerSettings;
pub use writer::WriterStats;
pub use writes::{
    ActionWrite, CharacterChange, Committed, ControlWrite, DeadlineWrite, DeadlinesWrite,
    HistoryChar, HistoryWrite, LogWrite, UndoOf, WriteError,
};

use crate::error::Result;

/// How many actions back `/undo` can go (at least 20 are promised): older history rows are
/// trimmed as each action commits.
pub const HISTORY_DEPTH: i64 = 50;

/// Where the SQLite file goes when `DATABASE_URL` is unset.
pub const DEFAULT_SQLITE_PATH: &str = "data/narrator.db";

/// Group-commit writers on PostgreSQL: each batches the actions of its share of channels.
const POSTGRES_WRITERS: usize = 2;

/// How long a PostgreSQL query waits for a free connection (or a new one) before it gives up.
/// How long an action whose COMMIT lost its connection waits for the database to say
/// whether it was written, before its outcome is reported as unknown.
pub const SETTLE_WITHIN: Duration = Duration::from_secs(30);

const POSTGRES_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(2);

/// Every PostgreSQL connection of the pool opens with these settings (as startup
/// parameters, not session `SET`s a transaction-mode pooler would drop): a statement or a
/// lock wait never outlasts a command's answer by much, and a frozen process's open
/// transaction (holding row locks a shard takeover waits on) ends by itself. Migrations
/// run on a connection of their own, without them.
pub const POSTGRES_SESSION: &[(&str, &str)] = &[
    ("statement_timeout", "5s"),
    ("lock_timeout", "2s"),
    ("idle_in_transaction_session_timeout", "10s"),
];

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("migrations/postgres");

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The database, with a group-commit writer in front of SQLite (one writer at a time is
/// all SQLite allows; batching many channels' actions into one fsync is what lets it keep
/// up — see BENCHMARKS.md).
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// Several writers on PostgreSQL (each a connection), one on SQLite (one file lock).
    writers: Vec<mpsc::Sender<writer::Queued>>,
    stats: Arc<WriterStats>,
    /// Set when shards are shared through leases: every action then carries its shard's
    /// epoch, and the commit refuses a stale one.
    leases: Arc<std::sync::OnceLock<Arc<Leases>>>,
}

impl Store {
    /// Connects (creating a missing SQLite file and its folder) and runs the migrations.
    /// `None` means the default SQLite file.
    pub async fn connect(url: Option<&str>) -> Result<Store> {
        install_default_drivers();
        let url = match url.map(str::trim).filter(|u| !u.is_empty()) {
            Some(url) => url.to_owned(),
            None => format!("sqlite://{DEFAULT_SQLITE_PATH}"),
        };
        let backend = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            return Err(crate::error::UserError::new("err-database-url").into());
        };
        let pool = match backend {
            Backend::Sqlite => {
                let url = sqlite_url(&url)?;
                AnyPoolOptions::new()
                    .max_connections(4)
                    // A ping before every use would add a round trip to each commit.
                    .test_before_acquire(false)
                    .acquire_timeout(Duration::from_secs(10))
                    .after_connect(|conn, _meta| {
                        Box::pin(async move {
                            // WAL lets readers run beside the writer; FULL makes every
                            // acknowledged commit survive a power cut.
                            conn.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;")
                                .await?;
                            Ok(())
                        })
                    })
                    .connect(&url)
                    .await?
            }
            Backend::Postgres => {
                // Migrations first, on a connection without the timeouts: a long one
                // must not be cut short.
                let migrating = AnyPoolOptions::new()
                    .max_connections(1)
                    .acquire_timeout(POSTGRES_ACQUIRE_TIMEOUT)
                    .connect(&url)
                    .await?;
                POSTGRES_MIGRATIONS.run(&migrating).await?;
                migrating.close().await;
                AnyPoolOptions::new()
                    .max_connections(16)
                    .test_before_acquire(false)
                    // Under Discord's 3 s: while the database is away, a command hears
                    // "try again in a moment" in time instead of nothing.
                    .acquire_timeout(POSTGRES_ACQUIRE_TIMEOUT)
                    .connect(&with_session_settings(&url))
                    .await?
            }
        };
        if backend == Backend::Sqlite {
            SQLITE_MIGRATIONS.run(&pool).await?;
        }
        rekey_character_names(&pool).await?;
        let stats = Arc::new(WriterStats::default());
        let count = match backend {
            Backend::Sqlite => 1,
            Backend::Postgres => POSTGRES_WRITERS,
        };
        let writers = (0..count)
            .map(|_| writer::spawn(pool.clone(), backend, stats.clone()))
            .collect();
        Ok(Store {
            pool,
            backend,
            writers,
            stats,
            leases: Arc::default(),
        })
    }

    /// From now on every action carries the epoch of its shard's lease (PostgreSQL only:
    /// one SQLite file is never shared between processes). Set once.
    pub fn use_leases(&self, leases: Arc<Leases>) {
        if self.leases.set(leases).is_err() {
            tracing::warn!("the store already uses shard leases");
        }
    }

    /// Group-commit figures (SQLite): how many commits carried how many actions.
    pub fn writer_stats(&self) -> &WriterStats {
        &self.stats
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Writes one action atomically: the channel state (compare-and-swap on its version),
    /// the character rows (each compare-and-swap), the history row and the roll log.
    pub async fn commit(&self, write: ActionWrite) -> Result<Committed, WriteError> {
        let fence = match self.leases.get() {
            Some(leases) => Some(leases.fence(write.guild)?),
            None => None,
        };
        self.commit_fenced(write, fence).await
    }

    /// Writes one action under a given lease epoch (`None`: unfenced). `commit` takes the
    /// epoch this process holds now; a test passes an old one to play a paused process.
    pub async fn commit_fenced(
        &self,
        write: ActionWrite,
        fence: Option<Fence>,
    ) -> Result<Committed, WriteError> {
        let sender = self.writer_of(write.channel)?;
        let (channel, expected_version, interaction) =
            (write.channel, write.expected_version, write.interaction);
        let (reply, answer) = oneshot::channel();
        sender
            .send(writer::Queued::Action(writer::Job {
                write,
                fence,
                reply,
            }))
            .await
            .map_err(|_| WriteError::Closed)?;
        match answer.await.map_err(|_| WriteError::Closed)? {
            Err(WriteError::Unknown) => {
                self.settle(channel, expected_version, interaction, SETTLE_WITHIN)
                    .await
            }
            result => result,
        }
    }

    /// Finds out whether an action whose COMMIT lost its connection was written: by its
    /// interaction's record, written in the same transaction, or else by the channel's
    /// version (this process serializes the channel's writes, so a newer version is this
    /// one). Asks again while the database does not answer, for at most `within`; then
    /// the outcome stays unknown.
    pub async fn settle(
        &self,
        channel: i64,
        expected_version: i64,
        interaction: Option<i64>,
        within: Duration,
    ) -> Result<Committed, WriteError> {
        let deadline = tokio::time::Instant::now() + within;
        let mut pause = Duration::from_millis(100);
        loop {
            match self
                .was_written(channel, expected_version, interaction)
                .await
            {
                Ok(Some(true)) => {
                    tracing::info!(
                        channel,
                        "an action whose commit went unanswered was written"
                    );
                    return Ok(Committed {
                        version: expected_version + 1,
                        character_ids: Vec::new(),
                    });
                }
                Ok(Some(false)) => {
                    tracing::info!(
                        channel,
                        "an action whose commit went unanswered was not written"
                    );
                    return Err(WriteError::Outage(Outage::Unreachable));
                }
                Ok(None) => return Err(WriteError::Duplicate),
                Err(e) => {
                    tracing::debug!(error = %e, "the database cannot say yet whether a commit landed")
                }
            }
            if tokio::time::Instant::now() + pause > deadline {
                return Err(WriteError::Unknown);
            }
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(Duration::from_secs(2));
        }
    }

    /// Whether the action was written; `None` when its interaction was stored by another
    /// delivery (which answers it).
    async fn was_written(
        &self,
        channel: i64,
        expected_version: i64,
        interaction: Option<i64>,
    ) -> Result<Option<bool>, sqlx::Error> {
        if let Some(id) = interaction {
            let stored = sqlx::query(
                "SELECT channel_id, version FROM action_interactions WHERE interaction_id = $1",
            )
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
            return Ok(match stored {
                None => Some(false),
                Some(row) => {
                    let (at, version): (i64, i64) = (row.try_get(0)?, row.try_get(1)?);
                    (at == channel && version == expected_version + 1).then_some(true)
                }
            });
        }
        let version: Option<i64> =
            sqlx::query_scalar("SELECT version FROM channels WHERE channel_id = $1")
                .bind(channel)
                .fetch_optional(&self.pool)
                .await?;
        Ok(Some(version.is_some_and(|v| v > expected_version)))
    }

    /// A channel always goes to the same writer, so its writes commit in order.
    fn writer_of(&self, channel: i64) -> Result<&mpsc::Sender<writer::Queued>, WriteError> {
        let index =
            usize::try_from(channel.rem_euclid(self.writers.len().max(1) as i64)).unwrap_or(0);
        self.writers.get(index).ok_or(WriteError::Closed)
    }

    /// Remembers (or, with `None`, forgets) the channel's tracker message. It rides in the
    /// channel writer's next commit, so it is durable once this returns.
    pub async fn set_tracker(&self, channel: i64, message: Option<i64>) -> Result<(), WriteError> {
        let (reply, answer) = oneshot::channel();
        self.writer_of(channel)?
            .send(writer::Queued::Tracker(writer::TrackerJob {
                channel,
                message,
                reply,
            }))
            .await
            .map_err(|_| WriteError::Closed)?;
        answer.await.map_err(|_| WriteError::Closed)?
    }

    /// Stores controls outside an action (a reply that changed nothing still offers them).
    pub async fn save_controls(
        &self,
        channel: i64,
        version: i64,
        controls: &[ControlWrite],
        now: i64,
    ) -> Result<()> {
        if controls.is_empty() {
            return Ok(());
        }
        let mut conn = self.pool.acquire().await?;
        writes::insert_controls(&mut conn, channel, version, controls, now).await?;
        Ok(())
    }

    /// Forgets the interaction ids stored before `before_millis`: they only serve to refuse
    /// a second delivery of the same interaction, which cannot come once Discord no longer
    /// lets it be answered. Deletes in chunks, each its own short statement, so writers are
    /// never held up for long (`chunk` rows each). Returns how many went.
    pub async fn forget_interactions_before(&self, before_millis: i64, chunk: u32) -> Result<u64> {
        let mut forgotten = 0;
        loop {
            let gone = sqlx::query(
                "DELETE FROM action_interactions WHERE interaction_id IN (
                     SELECT interaction_id FROM action_interactions WHERE created_at < $1 LIMIT $2)",
            )
            .bind(before_millis)
            .bind(i64::from(chunk.max(1)))
            .execute(&self.pool)
            .await?
            .rows_affected();
            forgotten += gone;
            if gone < u64::from(chunk.max(1)) {
                return Ok(forgotten);
            }
        }
    }

    /// Records an interaction the table refused (or that changed nothing), as a committed
    /// action's is recorded with it: a second delivery of it (Discord delivers again after
    /// a resume) then never takes effect on newer state. Version 0 marks it refused; a
    /// second record of the same interaction changes nothing. Returns whether this was the
    /// first record (false: another delivery of it came first, and answered).
    pub async fn record_refused_interaction(
        &self,
        interaction: i64,
        channel: i64,
        at_millis: i64,
    ) -> Result<bool> {
        let recorded = sqlx::query(
            "INSERT INTO action_interactions (interaction_id, channel_id, version, created_at)
             VALUES ($1, $2, 0, $3) ON CONFLICT (interaction_id) DO NOTHING",
        )
        .bind(interaction)
        .bind(channel)
        .bind(at_millis)
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(recorded == 1)
    }

    /// What the database says of one of this pool's session settings (`SHOW name`), for
    /// operators' checks; `None` on SQLite.
    pub async fn session_setting(&self, name: &str) -> Result<Option<String>> {
        if self.backend != Backend::Postgres
            || !name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
        {
            return Ok(None);
        }
        let row = sqlx::query(sqlx::AssertSqlSafe(format!("SHOW {name}")))
            .fetch_one(&self.pool)
            .await?;
        Ok(Some(sqlx::Row::try_get::<String, _>(&row, 0)?))
    }

    /// Closes the pool; waits for connections to finish.
    pub async fn close(&self) {
        self.pool.close().await;
    }

    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }
}

/// A failure that comes from the database's state, not from the request: the user is told
/// so in plain words, and may simply try again later.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outage {
    /// The database cannot be reached (stopped, restarting, the network down, the pool
    /// waited too long for a connection).
    Unreachable,
    /// The disk under the database is full.
    Full,
}

impl Outage {
    /// What `err` says about the database, if it is an outage.
    pub fn of(err: &sqlx::Error) -> Option<Outage> {
        match err {
            sqlx::Error::PoolTimedOut | sqlx::Error::Io(_) | sqlx::Error::Tls(_) => {
                Some(Outage::Unreachable)
            }
            sqlx::Error::Database(e) => {
                let code = e.code();
                match code.as_deref() {
                    // SQLite: SQLITE_FULL, its extended codes carry it in the low byte.
                    Some(c) if c.parse::<i64>().is_ok_and(|n| n & 0xff == 13) => Some(Outage::Full),
                    // PostgreSQL: disk_full.
                    Some("53100") => Some(Outage::Full),
                    // Connection exceptions, the server shutting down or starting up, too
                    // many connections.
                    Some(c) if c.starts_with("08") || c.starts_with("57P") || c == "53300" => {
                        Some(Outage::Unreachable)
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The message key users see.
    pub fn message_key(self) -> &'static str {
        match self {
            Outage::Unreachable => "err-database-unavailable",
            Outage::Full => "err-storage-full",
        }
    }
}

/// `url` with [`POSTGRES_SESSION`] as its connections' startup `options` (`-c name=value`),
/// after any the operator gave (an operator's own `options` parameter is kept, and ours
/// follow it).
fn with_session_settings(url: &str) -> String {
    let ours: Vec<String> = POSTGRES_SESSION
        .iter()
        .map(|(name, value)| format!("-c%20{name}%3D{value}"))
        .collect();
    let ours = ours.join("%20");
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, query),
        None => (url, ""),
    };
    let mut params: Vec<String> = Vec::new();
    let mut merged = false;
    for param in query.split('&').filter(|p| !p.is_empty()) {
        match param.strip_prefix("options=") {
            Some(theirs) => {
                params.push(format!("options={theirs}%20{ours}"));
                merged = true;
            }
            None => params.push(param.to_owned()),
        }
    }
    if !merged {
        params.push(format!("options={ours}"));
    }
    format!("{base}?{}", params.join("&"))
}

/// Which rule the characters' `name_key` column follows: 1 was lower case, 2 is
/// `rules::names::key` (NFC and full case folding).
const NAME_KEYS: i64 = 2;

/// Rekeys characters stored under an older name rule, once. Two names of one server that
/// the new rule makes equal keep their old keys (and stay reachable by them), so the
/// upgrade never fails on a clash.
async fn rekey_character_names(pool: &AnyPool) -> Result<()> {
    use sqlx::Row;
    let done: Option<i64> = sqlx::query("SELECT value FROM store_meta WHERE name = 'name_keys'")
        .fetch_optional(pool)
        .await?
        .map(|row| row.try_get(0))
        .transpose()?;
    if done.is_some_and(|v| v >= NAME_KEYS) {
        return Ok(());
    }
    let mut tx = pool.begin().await?;
    let rows = sqlx::query("SELECT id, guild_id, name, name_key FROM characters ORDER BY id")
        .fetch_all(&mut *tx)
        .await?;
    let mut taken = std::collections::HashSet::new();
    let mut rekeyed = Vec::new();
    for row in &rows {
        let (id, guild, name, old): (i64, i64, String, String) = (
            row.try_get(0)?,
            row.try_get(1)?,
            row.try_get(2)?,
            row.try_get(3)?,
        );
        let new = writes::name_key(&name);
        if new != old {
            rekeyed.push((id, guild, new, old));
        } else {
            taken.insert((guild, new));
        }
    }
    for (id, guild, new, old) in rekeyed {
        if !taken.insert((guild, new.clone())) {
            tracing::warn!(
                id,
                "a character's new name key clashes; it keeps its old one"
            );
            taken.insert((guild, old));
            continue;
        }
        sqlx::query("UPDATE characters SET name_key = $1 WHERE id = $2")
            .bind(new)
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("DELETE FROM store_meta WHERE name = 'name_keys'")
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO store_meta (name, value) VALUES ('name_keys', $1)")
        .bind(NAME_KEYS)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Makes sure a `sqlite:` URL creates its file (and folder) when missing.
fn sqlite_url(url: &str) -> Result<String> {
    let rest = url
        .trim_start_matches("sqlite://")
        .trim_start_matches("sqlite:");
    let (path, query) = match rest.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (rest, None),
    };
    if path != ":memory:"
        && let Some(parent) = Path::new(path).parent()
        && !parent.as_os_str().is_empty()
    {
        std::fs::create_dir_all(parent).map_err(sqlx::Error::Io)?;
    }
    let query = match query {
        Some(q) if q.split('&').any(|p| p.starts_with("mode=")) => q.to_owned(),
        Some(q) => format!("{q}&mode=rwc"),
        None => "mode=rwc".to_owned(),
    };
    // Validate early so a malformed URL is a clear error, not a panic later.
    let full = format!("sqlite://{path}?{query}");
    sqlx::sqlite::SqliteConnectOptions::from_str(&full)?;
    Ok(full)
}

#[cfg(test)]
mod session_settings_tests {
    use super::with_session_settings;

    #[test]
    fn the_timeouts_ride_in_the_connections_startup_options() {
        let ours = "-c%20statement_timeout%3D5s%20-c%20lock_timeout%3D2s%20-c%20idle_in_transaction_session_timeout%3D10s";
        assert_eq!(
            with_session_settings("postgres://u@h/db"),
            format!("postgres://u@h/db?options={ours}")
        );
        assert_eq!(
            with_session_settings("postgres://u@h/db?sslmode=disable&options=-c%20search_path%3Dx"),
            format!("postgres://u@h/db?sslmode=disable&options=-c%20search_path%3Dx%20{ours}")
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_urls_gain_create_mode_unless_given() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/new.db");
        let url = sqlite_url(&format!("sqlite://{}", path.display())).unwrap();
        assert!(url.ends_with("?mode=rwc"), "{url}");
        assert!(path.parent().unwrap().exists());
        let url = sqlite_url(&format!("sqlite://{}?mode=ro", path.display())).unwrap();
        assert!(url.ends_with("?mode=ro"));
    }
}
