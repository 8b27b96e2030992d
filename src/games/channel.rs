//! A channel's whole state: each game's table (what it keeps between encounters, and the
//! encounter while one runs), at most one of them running, and who ran the last encounter.

use serde::{Deserialize, Serialize};

use super::{self as games, GameTable};
use crate::rules::Ruleset;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Channel {
    /// One per game the channel keeps anything of; a table holding nothing is dropped.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<GameTable>,
    /// Whoever ran the channel's latest encounter (its GM or host): between encounters
    /// they may still change the game's table settings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_host: Option<i64>,
}

impl Channel {
    pub fn table(&self, ruleset: Ruleset) -> Option<&GameTable> {
        self.tables.iter().find(|t| t.ruleset() == ruleset)
    }

    /// The game whose encounter runs in the channel.
    pub fn running(&self) -> Option<&GameTable> {
        self.tables
            .iter()
            .find(|t| games::seam(t.ruleset()).is_some_and(|s| s.running(t)))
    }

    /// The running game's table, else one still in a game between its encounters.
    pub fn in_play(&self) -> Option<&GameTable> {
        self.running().or_else(|| {
            self.tables
                .iter()
                .find(|t| games::seam(t.ruleset()).is_some_and(|s| s.in_game(t)))
        })
    }

    /// The game the channel plays: [`Channel::in_play`]'s, else the default.
    pub fn ruleset(&self) -> Ruleset {
        self.in_play().map_or(Ruleset::DEFAULT, GameTable::ruleset)
    }

    /// Puts a game's table in place of the old one; an empty table is not kept.
    pub fn put(&mut self, table: GameTable) {
        let ruleset = table.ruleset();
        let empty = games::seam(ruleset).is_none_or(|s| s.is_empty(&table));
        match self.tables.iter().position(|t| t.ruleset() == ruleset) {
            Some(i) if empty => {
                self.tables.remove(i);
            }
            Some(i) => self.tables[i] = table,
            None if empty => {}
            None => self.tables.push(table),
        }
    }

    /// The GM or host of the running encounter.
    pub fn host(&self) -> Option<i64> {
        let running = self.running()?;
        games::seam(running.ruleset())?.host(running)
    }

    /// Whether `user` runs the channel's encounter.
    pub fn runs_game(&self, user: i64) -> bool {
        self.host() == Some(user)
    }

    /// Table settings change by a moderator (the GM role included), the running
    /// encounter's GM or host, or the last one's when none runs.
    pub fn may_change_table_settings(&self, user: i64, moderator: bool) -> bool {
        moderator || self.runs_game(user) || self.last_host == Some(user)
    }
}
