//! Pending choices' deadlines. Each action that leaves a choice pending writes its deadline
//! in the action's own transaction; a timer (any front-end's, see `request::deadlines`)
//! finds the deadlines come by and submits the default as an ordinary action of the
//! chooser, fenced by the version the choice waited at.

use std::time::Duration;

use super::{Channel, TableService};
use crate::error::Result;
use crate::rules::seats::Waiting;
use crate::store::deadlines::Shards;
use crate::store::{Deadline, DeadlineWrite, DeadlinesWrite};

/// A choice still waiting at its deadline's version: what the deadline stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    pub deadline: Deadline,
    pub waiting: Waiting,
}

/// The refusal of a default whose choice no longer waits at its version.
pub const DEADLINE_STALE: &str = "err-deadline-stale";

/// How long one unit of `/settings choice-timeout:` lasts: a minute. Tests shorten it.
pub const TIMEOUT_UNIT: Duration = Duration::from_secs(60);

impl TableService {
    /// Counts `/settings choice-timeout:` in `unit`s instead of minutes: tests run the real
    /// timer in seconds.
    pub fn with_timeout_unit(mut self, unit: Duration) -> Self {
        self.timeout_unit = unit.max(Duration::from_millis(1));
        self
    }

    /// What an action does to its channel's deadlines: choices that began with it get a
    /// fresh deadline (a chooser's own action that leaves them another choice too, and an
    /// undo, which passes no `actor`); those that wait on unchanged, because someone else
    /// acted, keep theirs. `None`: no choice before or after, nothing to write.
    pub(super) async fn deadlines_write(
        &self,
        guild: i64,
        actor: Option<i64>,
        before: &[Waiting],
        after: &[Waiting],
        now: i64,
    ) -> Result<Option<DeadlinesWrite>> {
        if before.is_empty() && after.is_empty() {
            return Ok(None);
        }
        let Some(units) = self.server_settings(guild).await?.choice_timeout_minutes() else {
            return Ok(Some(DeadlinesWrite::default()));
        };
        let unit = i64::try_from(self.timeout_unit.as_millis()).unwrap_or(i64::MAX);
        let length = unit.saturating_mul(i64::from(units));
        let mut write = DeadlinesWrite::default();
        for waiting in after {
            let Some(chooser) = waiting.user() else {
                continue;
            };
            let someone_else = actor.is_some_and(|actor| actor != chooser);
            if someone_else && before.contains(waiting) {
                write.kept.push(chooser);
            } else {
                write.fresh.push(DeadlineWrite {
                    chooser,
                    began_at: now,
                    remind_at: now.saturating_add(length / 2),
                    due_at: now.saturating_add(length),
                });
            }
        }
        Ok(Some(write))
    }

    /// The deadlines and reminders come by now, earliest first (`shards`: only those of the
    /// servers on the shards this process holds).
    pub async fn due_deadlines(
        &self,
        shards: Option<&Shards>,
        limit: u32,
    ) -> Result<Vec<Deadline>> {
        self.store
            .due_deadlines(self.clock.now_millis(), shards, limit)
            .await
    }

    /// The choice a deadline stands for, if it still waits at the deadline's version; a
    /// deadline whose choice has gone is forgotten.
    pub async fn pending_choice(&self, deadline: &Deadline) -> Result<Option<Pending>> {
        let (version, channel) = self.load_channel(deadline.channel).await?;
        let waiting = if version == deadline.version {
            self.waiting_in(deadline.guild, &channel)
                .await?
                .into_iter()
                .find(|w| w.user() == Some(deadline.chooser))
        } else {
            None
        };
        match waiting {
            Some(waiting) => Ok(Some(Pending {
                deadline: *deadline,
                waiting,
            })),
            None => {
                self.store.drop_deadline(deadline).await?;
                Ok(None)
            }
        }
    }

    /// Marks a pending choice's reminder sent; true for the one caller that should send it.
    pub async fn claim_reminder(&self, deadline: &Deadline) -> Result<bool> {
        self.store.claim_reminder(deadline).await
    }

    /// Forgets a deadline whose default could not be taken, so it does not fire again.
    pub async fn drop_deadline(&self, deadline: &Deadline) -> Result<()> {
        self.store.drop_deadline(deadline).await
    }

    /// The channel's deadlines, by chooser.
    pub async fn channel_deadlines(&self, channel: i64) -> Result<Vec<Deadline>> {
        self.store.channel_deadlines(channel).await
    }

    /// Every choice the channel's tables wait on.
    pub(super) async fn waiting_in(&self, guild: i64, channel: &Channel) -> Result<Vec<Waiting>> {
        let mut waiting = Vec::new();
        for table in &channel.tables {
            waiting.extend(self.waiting_of(guild, table).await?);
        }
        Ok(waiting)
    }
}
