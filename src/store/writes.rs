//! One action's write: everything in one transaction, every row compare-and-swapped.

use serde::{Deserialize, Serialize};
use sqlx::{AnyConnection, Row};

/// A character row as the action leaves it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CharacterChange {
    /// A new row (`id: None`), or one restored by `/undo` under its old id.
    Insert {
        id: Option<i64>,
        /// The game the character belongs to.
        ruleset: String,
        guild: i64,
        owner: i64,
        name: String,
        data: String,
    },
    Update {
        id: i64,
        expected_version: i64,
        owner: i64,
        name: String,
        data: String,
        /// The name changes: may collide with another character, so it takes the
        /// careful path (a savepoint) in a group commit.
        renamed: bool,
    },
    Delete {
        id: i64,
        expected_version: i64,
    },
}

/// A character row before and after an action, kept so `/undo` can restore it and can
/// tell whether anything changed it since. `id: 0` is filled in for inserted rows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryChar {
    pub id: i64,
    /// The character's game; rows written before images named it have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<crate::rules::Ruleset>,
    pub before: Option<String>,
    pub after: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryWrite {
    pub user: i64,
    pub command: String,
    pub state_before: String,
    /// In the same order as `ActionWrite::characters`.
    pub characters: Vec<HistoryChar>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogWrite {
    pub user: i64,
    pub user_name: String,
    pub command: String,
    pub entry: String,
    pub secret: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionWrite {
    pub channel: i64,
    pub guild: i64,
    pub ruleset: String,
    /// The version read; 0 when the channel had no row.
    pub expected_version: i64,
    pub state: String,
    pub characters: Vec<CharacterChange>,
    pub history: Option<HistoryWrite>,
    pub log: Vec<LogWrite>,
    /// `/undo`: the history row being undone (marked, with its log rows).
    pub undo_of: Option<UndoOf>,
    /// Characters the action read but did not change, with the versions read: the
    /// commit checks they are still current, so no decision rests on stale data.
    pub read_characters: Vec<(i64, i64)>,
    /// Milliseconds since the epoch, from the table service's clock.
    pub now: i64,
    /// The buttons and menus the action's reply offers: each command line under the token
    /// its id carries, stored with the action so a click finds it in any process.
    pub controls: Vec<ControlWrite>,
    /// The Discord interaction that caused the action: stored once, and an action for an
    /// interaction already stored is refused (`Duplicate`).
    pub interaction: Option<i64>,
    /// The channel's pending choices' deadlines after the action (`None`: the action
    /// neither found nor left a choice pending, and the rows stay as they are).
    pub deadlines: Option<DeadlinesWrite>,
    /// The faces the action's dice showed, and whose stats they count in (the acting
    /// user): added to the die counts in the action's own transaction.
    pub dice: Option<(i64, crate::dice::Tally)>,
}

/// What an action does to its channel's choice deadlines: every row whose chooser is in
/// neither list goes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeadlinesWrite {
    /// Choices that begin with this action (or begin again: an undo restores them, or the
    /// chooser's own action left them a new one): their rows are written afresh.
    pub fresh: Vec<DeadlineWrite>,
    /// Choosers whose choice still waits as it did: their deadline stands, now at the
    /// action's version.
    pub kept: Vec<i64>,
}

/// One chooser's deadline, in milliseconds since the epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeadlineWrite {
    pub chooser: i64,
    pub began_at: i64,
    /// The halfway reminder's time (the deadline's, when there is none).
    pub remind_at: i64,
    pub due_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ControlWrite {
    pub token: String,
    pub line: String,
}

/// How many versions of a channel's controls are kept: older ones are stale anyway.
pub(super) const CONTROL_VERSIONS: i64 = 64;

/// The action an `/undo` reverts: its history row and the channel version it wrote
/// (which tags its roll-log rows).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UndoOf {
    pub history_id: i64,
    pub version: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Committed {
    pub version: i64,
    /// The id of each entry of `ActionWrite::characters` (new ids for inserts).
    pub character_ids: Vec<i64>,
}

impl ActionWrite {
    /// Character inserts and renames can hit the unique name index; they run alone in a
    /// savepoint so a clash fails only their own action.
    pub(super) fn needs_savepoint(&self) -> bool {
        self.characters.iter().any(|c| {
            matches!(
                c,
                CharacterChange::Insert { .. } | CharacterChange::Update { renamed: true, .. }
            )
        })
    }
}

#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// A row changed since it was read (another process or channel); retry on fresh data.
    #[error("a row changed since it was read")]
    Conflict,
    /// A character name is already taken in the server.
    #[error("character name taken")]
    NameTaken,
    #[error("the writer has stopped")]
    Closed,
    /// This process no longer holds the lease of the server's shard (another took it
    /// over, or it could not renew it): nothing was written.
    #[error("the shard's lease is held elsewhere")]
    LeaseLost,
    /// The interaction's action is already stored (delivered twice): nothing was written.
    #[error("this interaction's action is already stored")]
    Duplicate,
    /// The database is away or full: nothing was written.
    #[error("the database is unavailable: {0:?}")]
    Outage(super::Outage),
    /// The connection was lost during COMMIT, and the database could not be asked since
    /// whether the action was written.
    #[error("the commit's outcome is unknown")]
    Unknown,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

/// Runs every statement of one action, one by one, inside the caller's transaction (the
/// careful path: used inside a savepoint). Errors leave it to be rolled back.
pub(super) async fn apply(
    tx: &mut AnyConnection,
    w: &ActionWrite,
) -> Result<Committed, WriteError> {
    let version = w.expected_version + 1;
    if let Some(interaction) = w.interaction {
        let seen = sqlx::query("SELECT 1 FROM action_interactions WHERE interaction_id = $1")
            .bind(interaction)
            .fetch_optional(&mut *tx)
            .await?;
        if seen.is_some() {
            return Err(WriteError::Duplicate);
        }
    }
    let changed = if w.expected_version == 0 {
        sqlx::query(
            "INSERT INTO channels (channel_id, guild_id, ruleset, version, state, updated_at)
             VALUES ($1, $2, $3, 1, $4, $5) ON CONFLICT (channel_id) DO NOTHING",
        )
        .bind(w.channel)
        .bind(w.guild)
        .bind(w.ruleset.as_str())
        .bind(w.state.as_str())
        .bind(w.now)
        .execute(&mut *tx)
        .await?
        .rows_affected()
    } else {
        sqlx::query(
            "UPDATE channels SET version = $1, state = $2, ruleset = $3, updated_at = $4
             WHERE channel_id = $5 AND version = $6",
        )
        .bind(version)
        .bind(w.state.as_str())
        .bind(w.ruleset.as_str())
        .bind(w.now)
        .bind(w.channel)
        .bind(w.expected_version)
        .execute(&mut *tx)
        .await?
        .rows_affected()
    };
    if changed != 1 {
        return Err(WriteError::Conflict);
    }

    for (id, read) in &w.read_characters {
        let row = sqlx::query("SELECT version FROM characters WHERE id = $1")
            .bind(*id)
            .fetch_optional(&mut *tx)
            .await?;
        let current: Option<i64> = row.map(|r| r.try_get(0)).transpose()?;
        if current != Some(*read) {
            return Err(WriteError::Conflict);
        }
    }

    let mut character_ids = Vec::with_capacity(w.characters.len());
    for change in &w.characters {
        character_ids.push(write_character(tx, change, w.now).await?);
    }

    if let Some(h) = &w.history {
        let mut chars = h.characters.clone();
        for (entry, id) in chars.iter_mut().zip(&character_ids) {
            entry.id = *id;
        }
        let chars = history_chars_json(&chars)?;
        let row = sqlx::query(
            "INSERT INTO history (channel_id, version, user_id, command, state_before, characters, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(w.channel)
        .bind(version)
        .bind(h.user)
        .bind(h.command.as_str())
        .bind(h.state_before.as_str())
        .bind(chars)
        .bind(w.now)
        .fetch_one(&mut *tx)
        .await?;
        let id: i64 = row.try_get(0)?;
        if id % 16 == 0 {
            trim_history(tx, w.channel).await?;
        }
    }

    if let Some(undo) = w.undo_of {
        let marked = sqlx::query(
            "UPDATE history SET undone = 1 WHERE id = $1 AND channel_id = $2 AND undone = 0",
        )
        .bind(undo.history_id)
        .bind(w.channel)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if marked != 1 {
            return Err(WriteError::Conflict);
        }
        mark_log_undone(tx, w.channel, undo.version).await?;
    }

    insert_controls(tx, w.channel, version, &w.controls, w.now).await?;
    if let Some(deadlines) = &w.deadlines {
        write_deadlines(tx, w, version, deadlines).await?;
    }

    for entry in &w.log {
        sqlx::query(
            "INSERT INTO roll_log (channel_id, guild_id, version, user_id, user_name, created_at, command, entry, secret)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(w.channel)
        .bind(w.guild)
        .bind(version)
        .bind(entry.user)
        .bind(entry.user_name.as_str())
        .bind(w.now)
        .bind(entry.command.as_str())
        .bind(entry.entry.as_str())
        .bind(i64::from(entry.secret))
        .execute(&mut *tx)
        .await?;
    }

    if let Some(interaction) = w.interaction {
        let stored = sqlx::query(
            "INSERT INTO action_interactions (interaction_id, channel_id, version, created_at)
             VALUES ($1, $2, $3, $4)",
        )
        .bind(interaction)
        .bind(w.channel)
        .bind(version)
        .bind(w.now)
        .execute(&mut *tx)
        .await;
        match stored {
            Ok(_) => {}
            // Another process stored it first.
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Err(WriteError::Duplicate);
            }
            Err(e) => return Err(e.into()),
        }
    }

    if let Some((roller, tally)) = &w.dice {
        super::rolls::add_die_counts(
            tx,
            w.guild,
            *roller,
            super::rolls::DieSource::Game,
            false,
            tally,
            w.now,
        )
        .await?;
    }
    Ok(Committed {
        version,
        character_ids,
    })
}

/// Keeps the newest `$2` (`HISTORY_DEPTH`) history rows of channel `$1`. (The group commit
/// writes the same statement through a query builder: see `batch.rs`.)
const TRIM_HISTORY: &str = "DELETE FROM history WHERE channel_id = $1 AND id < (
   SELECT MIN(id) FROM (SELECT id FROM history WHERE channel_id = $1
                        ORDER BY id DESC LIMIT $2) AS newest)";

/// Marks the roll-log rows of the action that wrote version `$2` of channel `$1`. (Also
/// written by the group commit, in `batch.rs`.)
const MARK_LOG_UNDONE: &str =
    "UPDATE roll_log SET undone = 1 WHERE channel_id = $1 AND version = $2";

/// Keeps the newest `HISTORY_DEPTH` history rows of a channel.
pub(super) async fn trim_history(tx: &mut AnyConnection, channel: i64) -> Result<(), sqlx::Error> {
    sqlx::query(TRIM_HISTORY)
        .bind(channel)
        .bind(crate::store::HISTORY_DEPTH)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// Marks the roll-log rows of an undone action (rows are never deleted).
pub(super) async fn mark_log_undone(
    tx: &mut AnyConnection,
    channel: i64,
    version: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(MARK_LOG_UNDONE)
        .bind(channel)
        .bind(version)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

async fn write_character(
    tx: &mut AnyConnection,
    change: &CharacterChange,
    now: i64,
) -> Result<i64, WriteError> {
    match change {
        CharacterChange::Insert {
            id,
            ruleset,
            guild,
            owner,
            name,
            data,
        } => {
            let row = match id {
                Some(id) => {
                    sqlx::query(
                        "INSERT INTO characters (id, guild_id, owner_id, name, name_key, ruleset, data, version, updated_at)
                         VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8)
                         ON CONFLICT DO NOTHING RETURNING id",
                    )
                    .bind(*id)
                    .bind(*guild)
                    .bind(*owner)
                    .bind(name.as_str())
                    .bind(name_key(name))
                    .bind(ruleset.as_str())
                    .bind(data.as_str())
                    .bind(now)
                    .fetch_optional(&mut *tx)
                    .await?
                }
                None => {
                    sqlx::query(
                        "INSERT INTO characters (guild_id, owner_id, name, name_key, ruleset, data, version, updated_at)
                         VALUES ($1, $2, $3, $4, $5, $6, 1, $7)
                         ON CONFLICT DO NOTHING RETURNING id",
                    )
                    .bind(*guild)
                    .bind(*owner)
                    .bind(name.as_str())
                    .bind(name_key(name))
                    .bind(ruleset.as_str())
                    .bind(data.as_str())
                    .bind(now)
                    .fetch_optional(&mut *tx)
                    .await?
                }
            };
            match row {
                Some(row) => Ok(row.try_get(0)?),
                None => Err(WriteError::NameTaken),
            }
        }
        CharacterChange::Update {
            id,
            expected_version,
            owner,
            name,
            data,
            ..
        } => {
            let result = sqlx::query(
                "UPDATE characters SET owner_id = $1, name = $2, name_key = $3, data = $4,
                        version = version + 1, updated_at = $5
                 WHERE id = $6 AND version = $7",
            )
            .bind(*owner)
            .bind(name.as_str())
            .bind(name_key(name))
            .bind(data.as_str())
            .bind(now)
            .bind(*id)
            .bind(*expected_version)
            .execute(&mut *tx)
            .await;
            match result {
                Ok(done) if done.rows_affected() == 1 => Ok(*id),
                Ok(_) => Err(WriteError::Conflict),
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                    Err(WriteError::NameTaken)
                }
                Err(e) => Err(e.into()),
            }
        }
        CharacterChange::Delete {
            id,
            expected_version,
        } => {
            let done = sqlx::query("DELETE FROM characters WHERE id = $1 AND version = $2")
                .bind(*id)
                .bind(*expected_version)
                .execute(&mut *tx)
                .await?;
            if done.rows_affected() == 1 {
                Ok(*id)
            } else {
                Err(WriteError::Conflict)
            }
        }
    }
}

/// Names are unique within a server as `rules::names` compares them.
pub fn name_key(name: &str) -> String {
    crate::rules::names::key(name)
}

/// The history row's character images, as stored.
pub(super) fn history_chars_json(chars: &[HistoryChar]) -> Result<String, WriteError> {
    serde_json::to_string(chars).map_err(|e| WriteError::Db(sqlx::Error::Encode(Box::new(e))))
}

/// Stores controls (a token already stored keeps its line), and every 32nd version drops
/// the channel's controls older than `CONTROL_VERSIONS`.
pub(super) async fn insert_controls(
    tx: &mut AnyConnection,
    channel: i64,
    version: i64,
    controls: &[ControlWrite],
    now: i64,
) -> Result<(), sqlx::Error> {
    for control in controls {
        sqlx::query(
            "INSERT INTO controls (token, channel_id, version, line, created_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (token) DO NOTHING",
        )
        .bind(control.token.as_str())
        .bind(channel)
        .bind(version)
        .bind(control.line.as_str())
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    if version % 32 == 0 {
        sqlx::query("DELETE FROM controls WHERE channel_id = $1 AND version < $2")
            .bind(channel)
            .bind(version - CONTROL_VERSIONS)
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

/// The careful path's form of the group commit's deadline statements.
async fn write_deadlines(
    tx: &mut AnyConnection,
    w: &ActionWrite,
    version: i64,
    deadlines: &DeadlinesWrite,
) -> Result<(), WriteError> {
    let rows = sqlx::query("SELECT chooser FROM choice_deadlines WHERE channel_id = $1")
        .bind(w.channel)
        .fetch_all(&mut *tx)
        .await?;
    for row in rows {
        let chooser: i64 = row.try_get(0)?;
        if !deadlines.kept.contains(&chooser) {
            sqlx::query("DELETE FROM choice_deadlines WHERE channel_id = $1 AND chooser = $2")
                .bind(w.channel)
                .bind(chooser)
                .execute(&mut *tx)
                .await?;
        }
    }
    for chooser in &deadlines.kept {
        sqlx::query(
            "UPDATE choice_deadlines SET version = $1 WHERE channel_id = $2 AND chooser = $3",
        )
        .bind(version)
        .bind(w.channel)
        .bind(*chooser)
        .execute(&mut *tx)
        .await?;
    }
    for d in &deadlines.fresh {
        sqlx::query(
            "INSERT INTO choice_deadlines (channel_id, chooser, guild_id, version, began_at, due_at, next_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(w.channel)
        .bind(d.chooser)
        .bind(w.guild)
        .bind(version)
        .bind(d.began_at)
        .bind(d.due_at)
        .bind(d.remind_at)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}
