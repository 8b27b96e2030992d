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

/// Commits and actions written, for benchmarks (average batch size).
#[derive(Debug, Default)]
pub struct WriterStats {
    pub commits: AtomicU64,
    pub actions: AtomicU64,
    /// Time spent committing, in microseconds.
    pub busy_micros: AtomicU64,
}

pub(super) fn spawn(pool: AnyPool, backend: Backend, stats: Arc<WriterStats>) -> mpsc::Sender<Job> {
    let (sender, mut receiver) = mpsc::channel::<Job>(1024);
    tokio::spawn(async move {
        let mut batch = Vec::with_capacity(MAX_BATCH);
        while let Some(first) = receiver.recv().await {
            batch.push(first);
            while batch.len() < MAX_BATCH {
                match receiver.try_recv() {
                    Ok(job) => batch.push(job),
                    Err(_) => break,
                }
            }
            stats.commits.fetch_add(1, Ordering::Relaxed);
            stats
                .actions
                .fetch_add(batch.len() as u64, Ordering::Relaxed);
            let started = std::time::Instant::now();
            let results = run_batch(&pool, backend, &batch).await;
            let spent = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX);
            stats.busy_micros.fetch_add(spent, Ordering::Relaxed);
            for (job, result) in batch.drain(..).zip(results) {
                // The caller may have gone away (shutdown); its action is committed anyway.
                let _ = job.reply.send(result);
            }
        }
    });
    sender
}

async fn run_batch(
    pool: &AnyPool,
    backend: Backend,
    batch: &[Job],
) -> Vec<Result<Committed, WriteError>> {
    // A connection per batch (not held between batches, so closing the pool never waits
    // on an idle writer).
    let failure = match pool.acquire().await {
        Ok(mut conn) => match commit_batch(&mut conn, backend, batch).await {
            Ok(results) => return results,
            Err(e) => {
                // Nothing of the batch was written. A connection that cannot even roll
                // back is closed rather than returned to the pool mid-transaction.
                if conn.execute("ROLLBACK").await.is_err() {
                    conn.close_on_drop();
                }
                e
            }
        },
        Err(e) => e,
    };
    // Deadlocks and serialization failures between processes are conflicts: retried.
    let conflict = matches!(&failure, sqlx::Error::Database(e) if matches!(e.code().as_deref(), Some("40P01" | "40001")));
    let outage = super::Outage::of(&failure);
    if let Some(outage) = outage {
        tracing::warn!(error = %failure, jobs = batch.len(), "group commit failed: database unavailable");
        return batch
            .iter()
            .map(|_| Err(WriteError::Outage(outage)))
            .collect();
    }
    if !conflict {
        tracing::error!(error = %failure, jobs = batch.len(), "group commit failed");
    }
    let text = failure.to_string();
    batch
        .iter()
        .map(|_| {
            if conflict {
                Err(WriteError::Conflict)
            } else {
                Err(WriteError::Db(sqlx::Error::Protocol(text.clone())))
            }
        })
        .collect()
}

async fn commit_batch(
    conn: &mut AnyConnection,
    backend: Backend,
    batch: &[Job],
) -> Result<Vec<Result<Committed, WriteError>>, sqlx::Error> {
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
    let (fast_results, stale) = batch::write_fast(conn, backend, &fast, &fences, !careful).await?;
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
            Err(WriteError::Db(e)) => return Err(e),
            Err(refused) => {
                conn.execute("ROLLBACK TO SAVEPOINT action").await?;
                conn.execute("RELEASE SAVEPOINT action").await?;
                results.push(Err(refused));
            }
        }
    }
    if careful {
        conn.execute("COMMIT").await?;
    }
    Ok(results)
}
