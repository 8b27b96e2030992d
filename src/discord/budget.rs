//! The bot's own budget on Discord's bot routes. A bot token may make 50 requests a second
//! across all of Discord on bot routes (interaction callbacks and interaction webhooks are
//! exempt); serenity only waits after a global 429, so the bot keeps the budget itself: a
//! token bucket that the bot-route work of this process (the tracker, retired controls,
//! deadline posts) takes from before each request. Replies go on interaction routes and
//! never take from it. Processes sharing one token through shard leases each take an equal
//! share.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::metrics::Metrics;

/// Discord's global limit for one bot token, requests per second on bot routes.
pub const TOKEN_LIMIT: u32 = 50;

/// Of the token's limit, what one process plans for: under it, so that requests the budget
/// does not see (registration at start-up, a reply's channel-post fallback) and clock skew
/// between processes leave room.
const PLANNED: f64 = 0.8;

/// How much of a second's worth may go at once. Discord counts whole seconds: a bucket
/// that starts full lets its burst and a second's refill into one second, so the burst is
/// kept small (8 at 40 a second: at most 48 in any second).
const BURST: f64 = 0.2;

pub struct Budget {
    bucket: Mutex<Bucket>,
    /// Takers wait in line (tokio's mutex is fair): when the budget is spent, the request
    /// that has waited longest goes first, rather than whichever wakes first.
    line: tokio::sync::Mutex<()>,
    /// Counts each request taken, and how long takers waited.
    metrics: Arc<Metrics>,
}

struct Bucket {
    /// Requests a second this process may make.
    rate: f64,
    /// Requests it may make now, at most `burst()`.
    tokens: f64,
    refilled: Instant,
}

impl Budget {
    /// The whole token's budget, for one process.
    pub fn new() -> Budget {
        Budget::counted(Arc::default())
    }

    /// The whole token's budget, counting its requests into `metrics`.
    pub fn counted(metrics: Arc<Metrics>) -> Budget {
        let rate = f64::from(TOKEN_LIMIT) * PLANNED;
        Budget {
            bucket: Mutex::new(Bucket {
                rate,
                tokens: burst(rate),
                refilled: Instant::now(),
            }),
            line: tokio::sync::Mutex::new(()),
            metrics,
        }
    }

    /// Shares the token's limit among `processes` (the live lease holders).
    pub fn share(&self, processes: u32) {
        let rate = f64::from(TOKEN_LIMIT) * PLANNED / f64::from(processes.max(1));
        if let Ok(mut bucket) = self.bucket.lock() {
            bucket.rate = rate;
            bucket.tokens = bucket.tokens.min(burst(rate));
        }
    }

    /// Requests a second this process may make now.
    pub fn rate(&self) -> f64 {
        self.bucket.lock().map_or(0.0, |b| b.rate)
    }

    /// Waits for one request's worth of the budget, in turn.
    pub async fn take(&self) {
        let asked = Instant::now();
        self.wait_in_line().await;
        self.metrics.bot_route_requests.inc();
        let waited = u64::try_from(asked.elapsed().as_micros()).unwrap_or(u64::MAX);
        self.metrics.budget_wait_micros.add(waited);
    }

    async fn wait_in_line(&self) {
        let _in_line = self.line.lock().await;
        loop {
            let wait = match self.bucket.lock() {
                Ok(mut bucket) => bucket.take(Instant::now()),
                // A poisoned lock only ever held numbers: go on without the budget.
                Err(_) => return,
            };
            match wait {
                None => return,
                Some(wait) => tokio::time::sleep(wait).await,
            }
        }
    }
}

impl Default for Budget {
    fn default() -> Self {
        Budget::new()
    }
}

/// The most a bucket of `rate` holds: at least one request.
fn burst(rate: f64) -> f64 {
    (rate * BURST).max(1.0)
}

impl Bucket {
    /// Takes a token if there is one; else how long until there is.
    fn take(&mut self, now: Instant) -> Option<Duration> {
        let elapsed = now.saturating_duration_since(self.refilled).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(burst(self.rate));
        self.refilled = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            return None;
        }
        Some(Duration::from_secs_f64((1.0 - self.tokens) / self.rate))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small burst at once, then one every 1/rate seconds: never more than the token's
    /// limit in any one second, counted as Discord counts them.
    #[test]
    fn the_bucket_keeps_every_second_under_the_limit() {
        let start = Instant::now();
        let mut bucket = Bucket {
            rate: 40.0,
            tokens: burst(40.0),
            refilled: start,
        };
        let burst = (0..100)
            .take_while(|_| bucket.take(start).is_none())
            .count();
        assert_eq!(burst, 8);
        let wait = bucket.take(start).unwrap_or_default();
        assert!((wait.as_secs_f64() - 1.0 / 40.0).abs() < 1e-6, "{wait:?}");
        // Asking every millisecond for ten seconds: each second's count stays under 50.
        let mut per_second = [0u32; 10];
        per_second[0] = 8;
        for ms in 1..10_000u64 {
            if bucket.take(start + Duration::from_millis(ms)).is_none() {
                per_second[(ms / 1000) as usize] += 1;
            }
        }
        assert!(per_second.iter().all(|n| *n <= 48), "{per_second:?}");
        assert!(per_second[1..].iter().all(|n| *n >= 39), "{per_second:?}");
    }

    /// With the budget spent, requests go in the order they asked.
    #[tokio::test]
    async fn a_spent_budget_serves_in_turn() {
        let budget = std::sync::Arc::new(Budget::new());
        for _ in 0..8 {
            budget.take().await;
        }
        let served = std::sync::Arc::new(Mutex::new(Vec::new()));
        let mut takers = Vec::new();
        for n in 0..6 {
            let (budget, served) = (budget.clone(), served.clone());
            takers.push(tokio::spawn(async move {
                budget.take().await;
                if let Ok(mut served) = served.lock() {
                    served.push(n);
                }
            }));
            // Each asks after the one before is in line.
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        for taker in takers {
            assert!(taker.await.is_ok());
        }
        let served = served.lock().map(|s| s.clone()).unwrap_or_default();
        assert_eq!(served, vec![0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn processes_sharing_a_token_split_its_budget() {
        let budget = Budget::new();
        assert!((budget.rate() - 40.0).abs() < 1e-9);
        budget.share(4);
        assert!((budget.rate() - 10.0).abs() < 1e-9);
        budget.share(0);
        assert!((budget.rate() - 40.0).abs() < 1e-9, "never divided by zero");
    }
}
