//! The group-commit writer. One task per writer owns a connection's writing: it takes
//! every action waiting in its queue, checks and writes them in one transaction (batched
//! statements for the common case, a savepoint each for character inserts and renames),
//! commits once, and only then answers — so no reply is sent before its action is durable.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use sqlx::{AnyConnection, AnyPool, Executor};
use tokio::sync::{mpsc, oneshot};

use super::Backend;
use super::batch;
use super::leases::Fence;
use super::writes::{self, ActionWrite, Committed, WriteError};

/// How many actions one commit may carry; bounds the latency a batch adds.
const MAX_BATCH: usize = 64;

pub(super) struct Job {
    pub write: ActionWrite,
    /// The lease epoch the action was made under, when shards are leased.
    pub fence: Option<Fence>,
    pub reply: oneshot::Sender<Result<Committed, WriteError>>,
}

/// A channel's tracker message (`None`: it has none now), written in the next group
/// commit: moving a tracker down costs no commit of its own.
pub(super) struct TrackerJob {
    pub channel: i64,
    pub message: Option<i64>,
    pub reply: oneshot::Sender<Result<(), WriteError>>,
}

// Actions are nearly every job: boxing them would cost each one an allocation.
#[allow(clippy::large_enum_variant)]
pub(super) enum Queued {
    Action(Job),
    Tracker(TrackerJob),
}

/// Commits and actions written, for benchmarks (average batch size).
#[derive(Debug, Default)]
pub struct WriterStats {
    pub commits: AtomicU64,
    pub actions: AtomicU64,
    /// Time spent committing, in microseconds.
    pub busy_micros: AtomicU64,
}

pub(super) fn spawn(
    pool: AnyPool,
    backend: Backend,
    stats: Arc<WriterStats>,
) -> mpsc::Sender<Queued> {
    let (sender, mut receiver) = mpsc::channel::<Queued>(1024);
    tokio::spawn(async move {
        let mut batch = Vec::with_capacity(MAX_BATCH);
        let mut trackers = Vec::new();
        while let Some(first) = receiver.recv().await {
            let mut next = Some(first);
            while let Some(queued) = next.take() {
                match queued {
                    Queued::Action(job) => batch.push(job),
                    Queued::Tracker(job) => trackers.push(job),
                }
                if batch.len() + trackers.len() < MAX_BATCH {
                    next = receiver.try_recv().ok();
                }
            }
            stats.commits.fetch_add(1, Ordering::Relaxed);
            stats
                .actions
                .fetch_add(batch.len() as u64, Ordering::Relaxed);
            let started = std::time::Instant::now();
            let (results, trackers_written) = run_batch(&pool, backend, &batch, &trackers).await;
            let spent = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX);
            stats.busy_micros.fetch_add(spent, Ordering::Relaxed);
            for (job, result) in batch.drain(..).zip(results) {
                // The caller may have gone away (shutdown); its action is committed anyway.
                let _ = job.reply.send(result);
            }
            for job in trackers.drain(..) {
                let _ = job.reply.send(match &trackers_written {
                    Ok(()) => Ok(()),
                    Err(failure) => Err(failure.error()),
                });
            }
        }
    });
    sender
}

/// Why a whole batch was written by nobody.
enum BatchFailure {
    Outage(super::Outage),
    /// The connection was lost during COMMIT: the batch may or may not be written.
    Unknown,
    Conflict,
    Db(String),
}

impl BatchFailure {
    fn error(&self) -> WriteError {
        match self {
            BatchFailure::Outage(outage) => WriteError::Outage(*outage),
            BatchFailure::Unknown => WriteError::Unknown,
            BatchFailure::Conflict => WriteError::Conflict,
            BatchFailure::Db(text) => WriteError::Db(sqlx::Error::Protocol(text.clone())),
        }
    }
}

/// Commits the batch: one result per action, and whether the tracker writes landed.
async fn run_batch(
    pool: &AnyPool,
    backend: Backend,
    batch: &[Job],
    trackers: &[TrackerJob],
) -> (Vec<Result<Committed, WriteError>>, Result<(), BatchFailure>) {
    let failure = match try_batch(pool, backend, batch, trackers).await {
        Ok(results) => return (results, Ok(())),
        Err(failure) => failure,
    };
    let results = batch.iter().map(|_| Err(failure.error())).collect();
    (results, Err(failure))
}

async fn try_batch(
    pool: &AnyPool,
    backend: Backend,
    batch: &[Job],
    trackers: &[TrackerJob],
) -> Result<Vec<Result<Committed, WriteError>>, BatchFailure> {
    // A connection per batch (not held between batches, so closing the pool never waits
    // on an idle writer).
    let failure = match pool.acquire().await {
        Ok(mut conn) => match commit_batch(&mut conn, backend, batch, trackers).await {
            Ok(results) => return Ok(results),
            Err(failed) => {
                // A connection that cannot even roll back is closed rather than returned
                // to the pool mid-transaction.
                if conn.execute("ROLLBACK").await.is_err() {
                    conn.close_on_drop();
                }
                // Lost during COMMIT: the database may have committed. Each action's
                // caller finds out which.
                if failed.at_commit
                    && super::Outage::of(&failed.error) == Some(super::Outage::Unreachable)
                {
                    tracing::warn!(error = %failed.error, jobs = batch.len(), "group commit lost its connection during COMMIT: outcome unknown");
                    return Err(BatchFailure::Unknown);
                }
                // Otherwise nothing of the batch was written.
                failed.error
            }
        },
        Err(e) => e,
    };
    // Deadlocks and serialization failures between processes are conflicts: retried.
    let conflict = matches!(&failure, sqlx::Error::Database(e) if matches!(e.code().as_deref(), Some("40P01" | "40001")));
    let outage = super::Outage::of(&failure);
    if let Some(outage) = outage {
        tracing::warn!(error = %failure, jobs = batch.len(), "group commit failed: database unavailable");
        return Err(BatchFailure::Outage(outage));
    }
    if conflict {
        return Err(BatchFailure::Conflict);
    }
    tracing::error!(error = %failure, jobs = batch.len(), "group commit failed");
    Err(BatchFailure::Db(failure.to_string()))
}

async fn commit_batch(
    conn: &mut AnyConnection,
    backend: Backend,
    batch: &[Job],
    trackers: &[TrackerJob],
) -> Result<Vec<Result<Committed, WriteError>>, batch::Failed> {
    let fast: Vec<batch::Fenced> = batch
        .iter()
        .filter(|j| !j.write.needs_savepoint())
        .map(|j| batch::Fenced {
            write: &j.write,
            fence: j.fence,
        })
        .collect();
    let fences: BTreeSet<Fence> = batch.iter().filter_map(|j| j.fence).collect();
    // Without careful jobs the fast path commits in its own last round trip.
    let careful = fast.len() < batch.len();
    let trackers: Vec<(i64, Option<i64>)> =
        trackers.iter().map(|t| (t.channel, t.message)).collect();
    let (fast_results, stale) =
        batch::write_fast(conn, backend, &fast, &trackers, &fences, !careful).await?;
    let mut fast_results = fast_results.into_iter();
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        if !job.write.needs_savepoint() {
            results.push(fast_results.next().unwrap_or(Err(WriteError::Conflict)));
            continue;
        }
        if job.fence.is_some_and(|f| stale.contains(&f)) {
            results.push(Err(WriteError::LeaseLost));
            continue;
        }
        conn.execute("SAVEPOINT action").await?;
        match writes::apply(conn, &job.write).await {
            Ok(done) => {
                conn.execute("RELEASE SAVEPOINT action").await?;
                results.push(Ok(done));
            }
            Err(WriteError::Db(e)) => return Err(e.into()),
            Err(refused) => {
                conn.execute("ROLLBACK TO SAVEPOINT action").await?;
                conn.execute("RELEASE SAVEPOINT action").await?;
                results.push(Err(refused));
            }
        }
    }
    if careful {
        conn.execute("COMMIT")
            .await
            .map_err(|error| batch::Failed {
                error,
                at_commit: true,
            })?;
    }
    Ok(results)
}
