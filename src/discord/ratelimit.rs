//! A token bucket per user, so one member cannot flood a channel (or the database).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Burst a user may send at once.
const BURST: f64 = 8.0;
/// Sustained rate: one interaction per this long.
const REFILL_EVERY: Duration = Duration::from_millis(750);
/// Buckets kept before idle ones are dropped (bounds memory).
const MAX_TRACKED: usize = 10_000;

#[derive(Default)]
pub struct RateLimiter {
    buckets: Mutex<HashMap<u64, (f64, Instant)>>,
}

impl RateLimiter {
    /// Takes one token for `user`; `false` when the user is over the limit.
    pub fn allow(&self, user: u64, now: Instant) -> bool {
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if buckets.len() >= MAX_TRACKED {
            // Full buckets of idle users carry no information: drop them.
            buckets.retain(|_, (tokens, at)| {
                *tokens + refill(now.saturating_duration_since(*at)) < BURST
            });
        }
        let (tokens, at) = buckets.entry(user).or_insert((BURST, now));
        *tokens = (*tokens + refill(now.saturating_duration_since(*at))).min(BURST);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

fn refill(elapsed: Duration) -> f64 {
    elapsed.as_secs_f64() / REFILL_EVERY.as_secs_f64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_passes_then_the_user_waits_for_a_refill() {
        let limiter = RateLimiter::default();
        let start = Instant::now();
        for _ in 0..8 {
            assert!(limiter.allow(1, start));
        }
        assert!(!limiter.allow(1, start));
        assert!(limiter.allow(2, start), "other users are not affected");
        assert!(limiter.allow(1, start + REFILL_EVERY));
        assert!(!limiter.allow(1, start + REFILL_EVERY));
    }
}
