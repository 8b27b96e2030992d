//! Work the service does now and then rather than per action.

use std::time::Duration;

use super::TableService;

/// How long an interaction's id is kept to refuse a second delivery: far longer than the
/// 15 minutes in which Discord lets an interaction be answered.
pub const INTERACTIONS_KEPT: Duration = Duration::from_secs(24 * 60 * 60);

/// How often old interaction ids are looked for.
const TRIM_EVERY: Duration = Duration::from_secs(60 * 60);

/// Interaction ids deleted per statement.
const FORGET_CHUNK: u32 = 5_000;

impl TableService {
    /// Every [`TRIM_EVERY`], forgets the interaction ids older than [`INTERACTIONS_KEPT`]
    /// by the service's clock, the one that stamped them (for as long as the service lives).
    /// Several processes may each run it: a row goes once.
    pub fn keep_interactions_trimmed(self: &std::sync::Arc<Self>) {
        let service = std::sync::Arc::downgrade(self);
        tokio::spawn(async move {
            let kept = i64::try_from(INTERACTIONS_KEPT.as_millis()).unwrap_or(i64::MAX);
            let mut ticks = tokio::time::interval(TRIM_EVERY);
            loop {
                ticks.tick().await;
                let Some(service) = service.upgrade() else {
                    return;
                };
                let before = service.clock.now_millis().saturating_sub(kept);
                match service
                    .store
                    .forget_interactions_before(before, FORGET_CHUNK)
                    .await
                {
                    Ok(0) => {}
                    Ok(forgotten) => tracing::info!(forgotten, "old interaction ids forgotten"),
                    Err(e) => tracing::warn!(error = %e, "old interaction ids not forgotten"),
                }
            }
        });
    }
}
