//! Shard leases in PostgreSQL. Processes started with the same `SHARD_COUNT` (and no
//! `SHARDS`) share the shards: each claims free or expired leases up to its fair share and
//! renews them; a process that dies stops renewing and the others take its shards over.
//!
//! Every lease has an epoch, raised by each takeover. A write for a shard's servers names
//! the epoch it was made under; the group commit reads the lease row (`FOR SHARE`, so a
//! takeover waits for the commit) and refuses the write if the epoch moved on. A process
//! that was paused past its lease therefore can never overwrite the new holder's work.
//!
//! Locally, a lease counts only while its last successful renewal, by the monotonic clock,
//! is younger than the lifetime; the database's expiry is set after the renewal was sent,
//! so the local view always lapses first.

use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sqlx::{AnyPool, Row};

use super::writes::WriteError;

/// A write's claim to its shard: the lease epoch it was made under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fence {
    pub shard_count: u32,
    pub shard: u32,
    pub epoch: i64,
}

/// The shard a server's events arrive on (Discord's rule); direct messages go to shard 0.
pub fn shard_of(guild: i64, shard_count: u32) -> u32 {
    if guild <= 0 || shard_count == 0 {
        return 0;
    }
    // Ids are stored as i64 with the same bits as Discord's u64.
    let id = guild as u64;
    u32::try_from((id >> 22) % u64::from(shard_count)).unwrap_or(0)
}

#[derive(Debug, Clone, Copy)]
struct Held {
    epoch: i64,
    /// When the last successful renewal (or the claim) was sent.
    renewed: Instant,
}

/// One process's leases.
#[derive(Debug)]
pub struct Leases {
    pool: AnyPool,
    shard_count: u32,
    holder: String,
    lifetime: Duration,
    held: Mutex<HashMap<u32, Held>>,
    /// Wakes the task that keeps the leases (a lapse was noticed while handling an event).
    wake: tokio::sync::Notify,
    /// The live holders (this process among them) the last round counted.
    live: std::sync::atomic::AtomicU32,
}

/// What one round of [`Leases::tick`] changed.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct TickReport {
    /// Shards whose renewal failed or whose lease another process holds now.
    pub lost: Vec<u32>,
    /// Shards newly claimed.
    pub claimed: Vec<u32>,
    /// Shards given up to bring this process down to its fair share.
    pub released: Vec<u32>,
}

impl Leases {
    /// Leases on `store`'s PostgreSQL database; `holder` names this process (unique).
    pub fn new(
        store: &super::Store,
        shard_count: u32,
        lifetime: Duration,
        holder: impl Into<String>,
    ) -> Leases {
        Leases {
            pool: store.pool().clone(),
            shard_count: shard_count.max(1),
            holder: holder.into(),
            lifetime,
            held: Mutex::new(HashMap::new()),
            wake: tokio::sync::Notify::new(),
            live: std::sync::atomic::AtomicU32::new(1),
        }
    }

    /// A name for this process no other process shares: its id and a random suffix.
    pub fn holder_name() -> String {
        use rand::RngExt;
        format!(
            "pid{}-{:08x}",
            std::process::id(),
            rand::rng().random::<u32>()
        )
    }

    pub fn holder(&self) -> &str {
        &self.holder
    }

    pub fn lifetime(&self) -> Duration {
        self.lifetime
    }

    /// How many processes hold (or may claim) this shard count's leases, this one among
    /// them, as the last round counted (1 before the first).
    pub fn live_holders(&self) -> u32 {
        self.live.load(std::sync::atomic::Ordering::Relaxed).max(1)
    }

    pub fn shard_count(&self) -> u32 {
        self.shard_count
    }

    /// How often to renew: a quarter of the lifetime, so three renewals in a row may fail
    /// (a database outage) before a lease lapses.
    pub fn interval(&self) -> Duration {
        (self.lifetime / 4).max(Duration::from_millis(100))
    }

    fn held(&self) -> std::sync::MutexGuard<'_, HashMap<u32, Held>> {
        // A panic while holding the lock leaves a plain map behind: still usable.
        self.held
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The shards this process holds and may serve now, in order.
    pub fn serving(&self) -> BTreeSet<u32> {
        let lifetime = self.lifetime;
        self.held()
            .iter()
            .filter(|(_, h)| h.renewed.elapsed() < lifetime)
            .map(|(s, _)| *s)
            .collect()
    }

    /// Whether this process may serve `shard` now: it holds the lease and renewed it less
    /// than a lifetime ago by the monotonic clock.
    pub fn fresh(&self, shard: u32) -> bool {
        self.held()
            .get(&shard)
            .is_some_and(|h| h.renewed.elapsed() < self.lifetime)
    }

    /// Drops a lease locally (it lapsed): the shard is not served until claimed again,
    /// and the task keeping the leases is woken to stop it.
    pub fn forget(&self, shard: u32) {
        self.held().remove(&shard);
        self.wake.notify_one();
    }

    /// Waits until [`Leases::forget`] is called (or was, since the last wait).
    pub async fn woken(&self) {
        self.wake.notified().await;
    }

    /// The fence a write for `guild` carries, or `LeaseLost` if this process may not
    /// serve that server's shard now.
    pub fn fence(&self, guild: i64) -> Result<Fence, WriteError> {
        let shard = shard_of(guild, self.shard_count);
        match self.held().get(&shard) {
            Some(h) if h.renewed.elapsed() < self.lifetime => Ok(Fence {
                shard_count: self.shard_count,
                shard,
                epoch: h.epoch,
            }),
            _ => Err(WriteError::LeaseLost),
        }
    }

    /// One round: registers this process, renews its leases, claims free or expired ones
    /// up to its fair share and releases any beyond it. Each step bounded by the interval,
    /// so a dead database never stalls the caller for long.
    pub async fn tick(&self) -> TickReport {
        let mut report = TickReport::default();
        let limit = self.interval();
        match tokio::time::timeout(limit, self.renew()).await {
            Ok(Ok(lost)) => report.lost = lost,
            Ok(Err(e)) => tracing::warn!(error = %e, "shard lease renewal failed"),
            Err(_) => tracing::warn!("shard lease renewal timed out"),
        }
        // A lease not renewed for a lifetime has lapsed, whatever the database says.
        let lapsed: Vec<u32> = {
            let mut held = self.held();
            let lapsed: Vec<u32> = held
                .iter()
                .filter(|(_, h)| h.renewed.elapsed() >= self.lifetime)
                .map(|(s, _)| *s)
                .collect();
            for shard in &lapsed {
                held.remove(shard);
            }
            lapsed
        };
        report.lost.extend(lapsed);
        report.lost.sort_unstable();
        report.lost.dedup();
        match tokio::time::timeout(limit, self.balance()).await {
            Ok(Ok((claimed, released))) => {
                report.claimed = claimed;
                report.released = released;
            }
            Ok(Err(e)) => tracing::warn!(error = %e, "shard lease claim failed"),
            Err(_) => tracing::warn!("shard lease claim timed out"),
        }
        report
    }

    /// Renews every held lease; returns those another process holds now.
    async fn renew(&self) -> Result<Vec<u32>, sqlx::Error> {
        let lifetime = millis(self.lifetime);
        sqlx::query(
            "INSERT INTO lease_holders (shard_count, holder, expires_at)
             VALUES ($1, $2, clock_timestamp() + $3 * INTERVAL '1 millisecond')
             ON CONFLICT (shard_count, holder) DO UPDATE SET expires_at = EXCLUDED.expires_at",
        )
        .bind(i64::from(self.shard_count))
        .bind(self.holder.as_str())
        .bind(lifetime)
        .execute(&self.pool)
        .await?;
        let shards: Vec<(u32, i64)> = self.held().iter().map(|(s, h)| (*s, h.epoch)).collect();
        let mut lost = Vec::new();
        for (shard, epoch) in shards {
            let sent = Instant::now();
            let renewed = sqlx::query(
                "UPDATE shard_leases SET expires_at = clock_timestamp() + $1 * INTERVAL '1 millisecond'
                 WHERE shard_count = $2 AND shard = $3 AND holder = $4 AND epoch = $5",
            )
            .bind(lifetime)
            .bind(i64::from(self.shard_count))
            .bind(i64::from(shard))
            .bind(self.holder.as_str())
            .bind(epoch)
            .execute(&self.pool)
            .await?
            .rows_affected();
            let mut held = self.held();
            if renewed == 1 {
                if let Some(h) = held.get_mut(&shard).filter(|h| h.epoch == epoch) {
                    h.renewed = sent;
                }
            } else {
                held.remove(&shard);
                lost.push(shard);
            }
        }
        Ok(lost)
    }

    /// Claims free or expired shards up to this process's fair share (the shards divided
    /// among the live holders, rounded up), or releases one beyond it.
    async fn balance(&self) -> Result<(Vec<u32>, Vec<u32>), sqlx::Error> {
        let count = i64::from(self.shard_count);
        // Every shard has a row, so a free shard is one with no live holder.
        sqlx::query(
            "INSERT INTO shard_leases (shard_count, shard)
             SELECT $1, s FROM generate_series(0, $1 - 1) AS s
             ON CONFLICT (shard_count, shard) DO NOTHING",
        )
        .bind(count)
        .execute(&self.pool)
        .await?;
        // A live process renews every quarter lifetime; one silent for half a lifetime is
        // taken for dead here, so the shares widen before its leases even expire.
        let recent = millis(self.lifetime / 2);
        let live: i64 = sqlx::query(
            "SELECT COUNT(*) FROM lease_holders
             WHERE shard_count = $1
               AND (expires_at > clock_timestamp() + $3 * INTERVAL '1 millisecond' OR holder = $2)",
        )
        .bind(count)
        .bind(self.holder.as_str())
        .bind(recent)
        .fetch_one(&self.pool)
        .await?
        .try_get(0)?;
        let live = u32::try_from(live.max(1)).unwrap_or(1);
        self.live.store(live, std::sync::atomic::Ordering::Relaxed);
        let share = self.shard_count.div_ceil(live) as usize;
        let holding = self.held().len();
        let mut claimed = Vec::new();
        let mut released = Vec::new();
        if holding < share {
            let free = sqlx::query(
                "SELECT shard FROM shard_leases
                 WHERE shard_count = $1 AND (holder IS NULL OR expires_at < clock_timestamp())
                 ORDER BY shard",
            )
            .bind(count)
            .fetch_all(&self.pool)
            .await?;
            for row in free {
                if holding + claimed.len() >= share {
                    break;
                }
                let shard: i32 = row.try_get(0)?;
                let sent = Instant::now();
                let taken = sqlx::query(
                    "UPDATE shard_leases
                     SET holder = $1, epoch = epoch + 1,
                         expires_at = clock_timestamp() + $2 * INTERVAL '1 millisecond'
                     WHERE shard_count = $3 AND shard = $4
                       AND (holder IS NULL OR expires_at < clock_timestamp())
                     RETURNING epoch",
                )
                .bind(self.holder.as_str())
                .bind(millis(self.lifetime))
                .bind(count)
                .bind(shard)
                .fetch_optional(&self.pool)
                .await?;
                if let Some(row) = taken {
                    let epoch: i64 = row.try_get(0)?;
                    let shard = u32::try_from(shard).unwrap_or(0);
                    self.held().insert(
                        shard,
                        Held {
                            epoch,
                            renewed: sent,
                        },
                    );
                    claimed.push(shard);
                }
            }
        } else if holding > share {
            // Some other live process holds fewer: give up one shard per round, so the
            // shards spread out again after a restart without a stampede.
            let hungry: i64 = sqlx::query(
                "SELECT COUNT(*) FROM lease_holders h
                 WHERE h.shard_count = $1 AND h.holder <> $2
                   AND h.expires_at > clock_timestamp() + $4 * INTERVAL '1 millisecond'
                   AND (SELECT COUNT(*) FROM shard_leases l
                        WHERE l.shard_count = h.shard_count AND l.holder = h.holder
                          AND l.expires_at > clock_timestamp()) < $3",
            )
            .bind(count)
            .bind(self.holder.as_str())
            .bind(i64::try_from(share).unwrap_or(i64::MAX))
            .bind(recent)
            .fetch_one(&self.pool)
            .await?
            .try_get(0)?;
            let last = self.held().keys().max().copied();
            if let (true, Some(shard)) = (hungry > 0, last) {
                self.release(shard).await?;
                released.push(shard);
            }
        }
        Ok((claimed, released))
    }

    /// Gives a lease up: it stops counting here at once, and is free for the others.
    pub async fn release(&self, shard: u32) -> Result<(), sqlx::Error> {
        let held = self.held().remove(&shard);
        if let Some(h) = held {
            sqlx::query(
                "UPDATE shard_leases SET holder = NULL, expires_at = 'epoch'
                 WHERE shard_count = $1 AND shard = $2 AND holder = $3 AND epoch = $4",
            )
            .bind(i64::from(self.shard_count))
            .bind(i64::from(shard))
            .bind(self.holder.as_str())
            .bind(h.epoch)
            .execute(&self.pool)
            .await?;
        }
        Ok(())
    }

    /// Releases every lease and leaves the holders (a clean shutdown): the others take
    /// the shards over at once instead of after a lifetime.
    pub async fn release_all(&self) {
        let shards: Vec<u32> = self.held().keys().copied().collect();
        for shard in shards {
            if let Err(e) = self.release(shard).await {
                tracing::warn!(error = %e, shard, "could not release a shard lease");
            }
        }
        let left = sqlx::query("DELETE FROM lease_holders WHERE shard_count = $1 AND holder = $2")
            .bind(i64::from(self.shard_count))
            .bind(self.holder.as_str())
            .execute(&self.pool)
            .await;
        if let Err(e) = left {
            tracing::warn!(error = %e, "could not leave the lease holders");
        }
    }
}

fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn servers_map_to_shards_as_discord_maps_them() {
        // Discord's formula: (guild_id >> 22) % shard_count.
        let guild: u64 = 81_384_788_765_712_384;
        assert_eq!(shard_of(guild as i64, 1), 0);
        assert_eq!(
            u64::from(shard_of(guild as i64, 4)),
            (guild >> 22) % 4,
            "four shards"
        );
        assert_eq!(shard_of(0, 8), 0, "direct messages");
        // The i64 form of an id above i64::MAX keeps its bits.
        let big = u64::MAX - 5;
        assert_eq!(u64::from(shard_of(big as i64, 7)), (big >> 22) % 7);
    }
}
