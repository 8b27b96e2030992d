//! `/log`: the channel's roll log as players read it. Changes nothing.

use serde::{Deserialize, Serialize};

use super::{Reply, Request, Slot, TableService};
use crate::error::Result;
use crate::rules::Ruleset;

/// One roll of the log, as shown by `/log`.
#[derive(Debug, Clone, PartialEq)]
pub struct LogEntry {
    pub id: i64,
    pub user: i64,
    pub user_name: String,
    pub at_millis: i64,
    pub command: String,
    pub result: Logged,
    pub undone: bool,
}

/// What one roll-log row holds: a plain `/roll`, or a game's roll, which that game reads.
#[derive(Debug, Clone, PartialEq)]
pub enum Logged {
    Notation(Box<super::NotationRoll>),
    /// The channel's encounter was closed after this many days without an action.
    ClosedIdle {
        days: u32,
    },
    Game {
        ruleset: Ruleset,
        entry: serde_json::Value,
    },
}

/// The key of the roll-log row an encounter closed for inactivity leaves.
pub(super) const CLOSED_IDLE: &str = "closed_idle";

/// A game's roll-log row as stored.
#[derive(Serialize, Deserialize)]
pub(super) struct GameEntry {
    pub ruleset: Ruleset,
    pub entry: serde_json::Value,
}

/// A plain `/roll` as stored.
#[derive(Serialize, Deserialize)]
pub(super) struct NotationEntry {
    pub notation: super::NotationRoll,
}

impl Logged {
    /// A stored row, whichever shape wrote it.
    pub fn decode(text: &str) -> Result<Logged> {
        let value: serde_json::Value = serde_json::from_str(text)?;
        if value.get("notation").is_some() {
            let roll: NotationEntry = serde_json::from_value(value)?;
            return Ok(Logged::Notation(Box::new(roll.notation)));
        }
        if let Some(closed) = value.get(CLOSED_IDLE) {
            let days = closed.get("days").and_then(serde_json::Value::as_u64);
            return Ok(Logged::ClosedIdle {
                days: days.and_then(|d| u32::try_from(d).ok()).unwrap_or(0),
            });
        }
        if value.get("ruleset").is_some() && value.get("entry").is_some() {
            let game: GameEntry = serde_json::from_value(value)?;
            return Ok(Logged::Game {
                ruleset: game.ruleset,
                entry: game.entry,
            });
        }
        let (ruleset, entry) = crate::games::legacy::log_entry(value);
        Ok(Logged::Game { ruleset, entry })
    }
}

impl TableService {
    pub(super) async fn log(
        &self,
        slot: &mut Slot,
        request: &Request,
        limit: u32,
    ) -> Result<Reply> {
        let (_, channel) = self.fresh_channel(slot, request).await?;
        let sees_secrets = request.moderator || channel.runs_game(request.user);
        let rows = self
            .store
            .read_log(request.channel, i64::from(limit.clamp(1, 50)))
            .await?;
        let entries = rows
            .into_iter()
            // Secret rolls: only their roller and the GM or host see them.
            .filter(|row| !row.secret || row.user == request.user || sees_secrets)
            .map(|row| {
                Ok(LogEntry {
                    id: row.id,
                    user: row.user,
                    user_name: row.user_name,
                    at_millis: row.created_at,
                    command: row.command,
                    result: Logged::decode(&row.entry)?,
                    undone: row.undone,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Reply::Log(entries))
    }
}
