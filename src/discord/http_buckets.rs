//! serenity's HTTP client keeps one rate-limit bucket per route and id, and never drops
//! one. Every interaction's reply has a route of its own (its id is in the path), so left
//! alone the map grows by an entry with every interaction the bot ever answers. A task
//! drops the buckets that hold nothing worth keeping.

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use poise::serenity_prelude::{Http, Ratelimiter};

/// How often the buckets are looked over: between two passes the map holds at most the
/// routes used in that time (a pass over thousands of buckets takes about a millisecond).
const EVERY: Duration = Duration::from_secs(5);

/// Looks the client's buckets over every [`EVERY`] for as long as the client lives.
pub fn spawn_pruning(http: &Arc<Http>) {
    let http = Arc::downgrade(http);
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        ticks.tick().await;
        loop {
            ticks.tick().await;
            let Some(http) = http.upgrade() else {
                return;
            };
            if let Some(limiter) = &http.ratelimiter {
                let dropped = prune(limiter, SystemTime::now()).await;
                if dropped > 0 {
                    tracing::debug!(dropped, "idle HTTP rate-limit buckets dropped");
                }
            }
        }
    });
}

/// Drops every bucket that no request is using and that limits nothing any more: Discord
/// never gave it a limit, or its window has reset. A later request on the route starts a
/// fresh bucket, as it would have after the reset. Returns how many were dropped.
pub async fn prune(limiter: &Ratelimiter, now: SystemTime) -> usize {
    let routes = limiter.routes();
    let mut routes = routes.write().await;
    let before = routes.len();
    routes.retain(|_, bucket| {
        // Held elsewhere: a request is on its way through this bucket.
        if Arc::strong_count(bucket) > 1 {
            return true;
        }
        match bucket.try_lock() {
            Ok(limit) => limit.reset().is_some_and(|reset| reset > now),
            Err(_) => true,
        }
    });
    before - routes.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude::{InteractionId, Route};

    /// Buckets nobody uses and that limit nothing go; one in use stays.
    #[tokio::test]
    async fn idle_buckets_go_and_busy_ones_stay() {
        let http = Http::new("not-a-token");
        let Some(limiter) = http.ratelimiter.as_ref() else {
            panic!("serenity's client is built with its rate limiter");
        };
        let routes = limiter.routes();
        let mut in_use = None;
        for id in 1..=100u64 {
            let bucket = Route::InteractionResponse {
                interaction_id: InteractionId::new(id),
                token: "t",
            }
            .ratelimiting_bucket();
            let entry = Arc::new(tokio::sync::Mutex::new(Default::default()));
            if id == 7 {
                in_use = Some(Arc::clone(&entry));
            }
            routes.write().await.insert(bucket, entry);
        }
        assert_eq!(prune(limiter, SystemTime::now()).await, 99);
        assert_eq!(routes.read().await.len(), 1, "the bucket in use stays");
        drop(in_use);
        assert_eq!(prune(limiter, SystemTime::now()).await, 1);
        assert!(routes.read().await.is_empty());
    }
}
