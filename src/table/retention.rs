//! Servers that go, channels that are deleted, and how long the bot keeps what they left:
//! the front-end reports each departure as it sees it; a purge, run now and then by the
//! process that serves those servers, removes what is past its grace and drops it from
//! this service's memory, so no cached state writes a removed channel back.

use std::collections::HashSet;
use std::time::Duration;

use super::{TableService, with_lock};
use crate::error::Result;
use crate::store::deadlines::Shards;
use crate::store::retention::{PurgeCutoffs, Purged};

/// A server's interactions are recorded at most this often (the proof, at READY, that a
/// server with only the commands scope is still in use).
pub const SEEN_EVERY: Duration = Duration::from_secs(60 * 60);

/// Rows one purge call deletes at most, and per statement.
pub const PURGE_BUDGET: u64 = 20_000;
pub const PURGE_BATCH: u32 = 500;

/// How long the bot keeps the data of servers and channels that went, and roll-log rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retention {
    /// A server the bot left keeps everything this long, in case it comes back.
    pub server_grace: Duration,
    /// A deleted channel's encounter, history and roll log, this long.
    pub channel_grace: Duration,
    /// Roll-log rows older than this go; `None` keeps them while their channel exists.
    pub roll_log: Option<Duration>,
}

/// Servers' interactions not yet written, and when each was last written.
#[derive(Debug, Default)]
pub(super) struct Seen {
    pending: HashSet<i64>,
    written: std::collections::HashMap<i64, i64>,
}

impl Seen {
    fn forget(&mut self, guild: i64) {
        self.pending.remove(&guild);
        self.written.remove(&guild);
    }
}

pub const DAY: Duration = Duration::from_secs(24 * 60 * 60);

impl Default for Retention {
    fn default() -> Self {
        Retention {
            server_grace: DAY * 30,
            channel_grace: DAY * 7,
            roll_log: None,
        }
    }
}

fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

impl TableService {
    /// The bot was removed from the server (not an outage): its data goes after the grace.
    pub async fn server_left(&self, guild: i64) -> Result<()> {
        with_lock(&self.seen, |seen| seen.forget(guild));
        self.store.server_left(guild, self.now_millis()).await
    }

    /// The server is announced again: whatever it left stays. True when it had gone.
    pub async fn server_back(&self, guild: i64) -> Result<bool> {
        self.store.server_back(guild).await
    }

    /// A channel or thread was deleted: its data goes after the channel grace.
    pub async fn channel_deleted(&self, guild: i64, channel: i64) -> Result<()> {
        self.store
            .channel_deleted(guild, channel, self.now_millis())
            .await
    }

    /// Notes that the server sent an interaction: kept in memory, written at most every
    /// [`SEEN_EVERY`] per server by [`TableService::flush_activity`], so an action never
    /// waits on a write of its own for it.
    pub(super) fn note_activity(&self, guild: i64) {
        if guild <= 0 {
            return;
        }
        let now = self.now_millis();
        with_lock(&self.seen, |seen| {
            let due = seen
                .written
                .get(&guild)
                .is_none_or(|&at| now.saturating_sub(at) >= millis(SEEN_EVERY));
            if due {
                seen.pending.insert(guild);
            }
        });
    }

    /// Writes the servers seen since the last flush, in one statement per few hundred
    /// (and ends their departures). Run before anything reads the activity.
    pub async fn flush_activity(&self) -> Result<()> {
        let now = self.now_millis();
        let pending: Vec<i64> = with_lock(&self.seen, |seen| seen.pending.drain().collect());
        if pending.is_empty() {
            return Ok(());
        }
        match self.store.servers_seen(&pending, now).await {
            Ok(()) => {
                with_lock(&self.seen, |seen| {
                    for guild in &pending {
                        seen.written.insert(*guild, now);
                    }
                });
                Ok(())
            }
            Err(e) => {
                with_lock(&self.seen, |seen| seen.pending.extend(pending));
                Err(e)
            }
        }
    }

    /// At READY: the servers of these shards the store keeps data of that Discord did not
    /// announce and that sent no interaction within the grace are taken as left now.
    /// Returns them.
    pub async fn servers_missing_at_ready(
        &self,
        shards: &Shards,
        announced: &HashSet<i64>,
        retention: &Retention,
    ) -> Result<Vec<i64>> {
        self.flush_activity().await?;
        let now = self.now_millis();
        let quiet_since = now.saturating_sub(millis(retention.server_grace));
        let mut missing = Vec::new();
        for guild in self.store.quiet_stored_servers(shards, quiet_since).await? {
            if !announced.contains(&guild) {
                self.store.server_left(guild, now).await?;
                missing.push(guild);
            }
        }
        Ok(missing)
    }

    /// Removes what is past its grace (on the shards given; all with `None`), at most
    /// [`PURGE_BUDGET`] rows (`more` says whether to call again), and forgets it here.
    pub async fn purge_departed(
        &self,
        retention: &Retention,
        shards: Option<&Shards>,
    ) -> Result<Purged> {
        // A server that spoke since it was taken as left is back: never purge it.
        self.flush_activity().await?;
        let now = self.now_millis();
        let cutoffs = PurgeCutoffs {
            server_before: now.saturating_sub(millis(retention.server_grace)),
            channel_before: now.saturating_sub(millis(retention.channel_grace)),
            rolls_before: retention.roll_log.map(|d| now.saturating_sub(millis(d))),
        };
        let (purged, channels, servers) = self
            .store
            .purge(cutoffs, shards, PURGE_BATCH, PURGE_BUDGET)
            .await?;
        self.forget_channels(&channels);
        for guild in &servers {
            self.forget_server(*guild);
        }
        Ok(purged)
    }

    /// Drops what this process holds of channels whose rows went, so nothing cached shows
    /// or writes them back.
    pub(super) fn forget_channels(&self, channels: &[i64]) {
        for channel in channels {
            with_lock(&self.slots, |slots| slots.entries.remove(channel));
            self.trackers_cache(|c| c.remove(channel));
            self.pinned_cache(|c| c.remove(channel));
        }
    }

    /// Drops what this process holds of a server whose rows went.
    pub(super) fn forget_server(&self, guild: i64) {
        self.settings_cache(|c| c.remove(&guild));
        with_lock(&self.seen, |seen| seen.forget(guild));
    }
}

/// How long an encounter may go untouched before it is closed.
pub const ENCOUNTER_IDLE: Duration = Duration::from_secs(90 * 24 * 60 * 60);

/// An encounter closed for inactivity, for the front-end to show on its tracker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosedIdle {
    pub guild: i64,
    pub channel: i64,
    pub ruleset: crate::rules::Ruleset,
    /// The channel's version after the closing.
    pub version: i64,
    /// Whole days it went untouched.
    pub days: u32,
}

/// The command the log and `/undo` show for a closing, and who did it.
const CLOSE_COMMAND: &str = "encounter close";
const CLOSED_BY: &str = "Narrator";

impl TableService {
    /// Channels untouched for `idle` after `after` (written, channel) on these shards,
    /// oldest first: the candidates [`TableService::close_idle`] looks at.
    pub async fn idle_channels(
        &self,
        idle: Duration,
        after: (i64, i64),
        shards: &Shards,
        limit: u32,
    ) -> Result<Vec<crate::store::retention::IdleChannel>> {
        let before = self.now_millis().saturating_sub(millis(idle));
        self.store.idle_channels(before, after, shards, limit).await
    }

    /// Closes the channel's encounter (or game between encounters) when nothing was
    /// written to the channel for `idle`: no end-of-fight rolls, a line in its log, its
    /// pending choices dropped, the channel free for a new game. `/undo` reopens it.
    /// `None` when the channel was touched since or nothing went on in it.
    pub async fn close_idle(&self, channel: i64, idle: Duration) -> Result<Option<ClosedIdle>> {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        // Read afresh: another process may have played the channel since it was listed.
        slot.forget();
        let now = self.now_millis();
        let Some(row) = self.store.load_channel(channel).await? else {
            return Ok(None);
        };
        let untouched = now.saturating_sub(row.written_at);
        if untouched < millis(idle) {
            return Ok(None);
        }
        let before = super::stored::decode(&row.state)?;
        let going = before.in_play();
        let Some((ruleset, closed)) = going.and_then(|table| {
            let seam = crate::games::seam(table.ruleset())?;
            Some((table.ruleset(), seam.close_idle(table)?))
        }) else {
            return Ok(None);
        };
        let mut after = before.clone();
        after.put(closed);
        let days = u32::try_from(untouched / millis(DAY)).unwrap_or(u32::MAX);
        let waited = self.waiting_in(row.guild, &before).await?;
        let deadlines = self
            .deadlines_write(row.guild, None, &waited, &[], now)
            .await?;
        let entry = serde_json::json!({ super::reads::CLOSED_IDLE: { "days": days } });
        let write = crate::store::ActionWrite {
            channel,
            guild: row.guild,
            ruleset: after.ruleset().key().to_owned(),
            expected_version: row.version,
            state: super::stored::encode(&after)?,
            characters: Vec::new(),
            history: Some(crate::store::HistoryWrite {
                user: 0,
                command: CLOSE_COMMAND.to_owned(),
                state_before: super::stored::encode(&before)?,
                characters: Vec::new(),
            }),
            log: vec![crate::store::LogWrite {
                user: 0,
                user_name: CLOSED_BY.to_owned(),
                command: CLOSE_COMMAND.to_owned(),
                entry: entry.to_string(),
                secret: false,
            }],
            undo_of: None,
            read_characters: Vec::new(),
            now,
            controls: Vec::new(),
            interaction: None,
            deadlines,
            dice: None,
        };
        let committed = self.store.commit(write).await.map_err(super::write_error)?;
        slot.cached = Some((committed.version, after));
        Ok(Some(ClosedIdle {
            guild: row.guild,
            channel,
            ruleset,
            version: committed.version,
            days,
        }))
    }
}
