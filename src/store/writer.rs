//! SQLite's group-commit writer: one task owns writing; it takes every action waiting in
//! its queue, runs each inside a savepoint of one transaction, commits once, and only then
//! answers. A conflict in one action rolls back that action's savepoint alone.

use sqlx::AnyPool;
use tokio::sync::{mpsc, oneshot};

use super::writes::{self, ActionWrite, Committed, WriteError};

/// How many actions one commit may carry; bounds the latency a batch adds.
const MAX_BATCH: usize = 64;

pub(super) struct Job {
    pub write: ActionWrite,
    pub reply: oneshot::Sender<Result<Committed, WriteError>>,
}

pub(super) fn spawn(pool: AnyPool) -> mpsc::Sender<Job> {
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
            run_batch(&pool, &mut batch).await;
        }
    });
    sender
}

async fn run_batch(pool: &AnyPool, batch: &mut Vec<Job>) {
    let results = match commit_batch(pool, batch).await {
        Ok(results) => results,
        Err(e) => {
            // The transaction itself failed: nothing of the batch was written.
            tracing::error!(error = %e, jobs = batch.len(), "group commit failed");
            let text = e.to_string();
            batch
                .iter()
                .map(|_| Err(WriteError::Db(sqlx::Error::Protocol(text.clone()))))
                .collect()
        }
    };
    for (job, result) in batch.drain(..).zip(results) {
        // The caller may have gone away (e.g. shutdown); its action is committed anyway.
        let _ = job.reply.send(result);
    }
}

async fn commit_batch(
    pool: &AnyPool,
    batch: &[Job],
) -> Result<Vec<Result<Committed, WriteError>>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let mut results = Vec::with_capacity(batch.len());
    if let [job] = batch {
        // One action: no savepoint needed; a failure rolls the whole transaction back.
        match writes::apply(&mut tx, &job.write).await {
            Ok(done) => {
                tx.commit().await?;
                results.push(Ok(done));
            }
            Err(e) => {
                tx.rollback().await?;
                results.push(Err(e));
            }
        }
        return Ok(results);
    }
    for job in batch {
        sqlx::query("SAVEPOINT action").execute(&mut *tx).await?;
        match writes::apply(&mut tx, &job.write).await {
            Ok(done) => {
                sqlx::query("RELEASE SAVEPOINT action")
                    .execute(&mut *tx)
                    .await?;
                results.push(Ok(done));
            }
            Err(e) => {
                sqlx::query("ROLLBACK TO SAVEPOINT action")
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("RELEASE SAVEPOINT action")
                    .execute(&mut *tx)
                    .await?;
                results.push(Err(e));
            }
        }
    }
    tx.commit().await?;
    Ok(results)
}
