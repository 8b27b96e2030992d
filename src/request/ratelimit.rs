//! A token bucket per key (a user, an address, a link), so no one floods a channel, a
//! page or the database.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How many interactions a user may send at once, and how fast the allowance refills.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateLimit {
    pub burst: f64,
    pub refill_every: Duration,
}

impl Default for RateLimit {
    /// A GM runs a fight in quick bursts; a script flooding the channel does not get far.
    fn default() -> Self {
        RateLimit {
            burst: 30.0,
            refill_every: Duration::from_millis(500),
        }
    }
}
impl RateLimit {
    /// `/games` changes of one server: two at once, then one a minute.
    pub fn games() -> Self {
        RateLimit {
            burst: 2.0,
            refill_every: Duration::from_secs(60),
        }
    }
}

/// Buckets kept before idle ones are dropped (bounds memory).
const MAX_TRACKED: usize = 10_000;

pub struct RateLimiter {
    limit: RateLimit,
    buckets: Mutex<HashMap<u64, (f64, Instant)>>,
}

impl RateLimiter {
    pub fn new(limit: RateLimit) -> Self {
        RateLimiter {
            limit,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one token for `user`; `false` when the user is over the limit.
    pub fn allow(&self, user: u64, now: Instant) -> bool {
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let limit = self.limit;
        let refill = |elapsed: Duration| elapsed.as_secs_f64() / limit.refill_every.as_secs_f64();
        if buckets.len() >= MAX_TRACKED {
            // Full buckets of idle users carry no information: drop them.
            buckets.retain(|_, (tokens, at)| {
                *tokens + refill(now.saturating_duration_since(*at)) < limit.burst
            });
            // Still full of keys that are each over their limit: a flood of new keys (a
            // spread of addresses) waits too, and memory stays bounded.
            if buckets.len() >= MAX_TRACKED && !buckets.contains_key(&user) {
                return false;
            }
        }
        let (tokens, at) = buckets.entry(user).or_insert((limit.burst, now));
        *tokens = (*tokens + refill(now.saturating_duration_since(*at))).min(limit.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Gives back the token `allow` took, for an attempt that turned out to change nothing.
    pub fn refund(&self, user: u64) {
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((tokens, _)) = buckets.get_mut(&user) {
            *tokens = (*tokens + 1.0).min(self.limit.burst);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_passes_then_the_user_waits_for_a_refill() {
        let every = Duration::from_millis(750);
        let limiter = RateLimiter::new(RateLimit {
            burst: 8.0,
            refill_every: every,
        });
        let start = Instant::now();
        for _ in 0..8 {
            assert!(limiter.allow(1, start));
        }
        assert!(!limiter.allow(1, start));
        assert!(limiter.allow(2, start), "other users are not affected");
        assert!(limiter.allow(1, start + every));
        assert!(!limiter.allow(1, start + every));
    }

    #[test]
    fn a_flood_of_new_keys_is_refused_once_every_tracked_one_is_limited() {
        let limiter = RateLimiter::new(RateLimit {
            burst: 1.0,
            refill_every: Duration::from_secs(60),
        });
        let start = Instant::now();
        for key in 0..MAX_TRACKED as u64 {
            assert!(limiter.allow(key, start));
        }
        assert!(!limiter.allow(u64::MAX, start), "no room for another key");
        assert!(
            limiter.allow(u64::MAX, start + Duration::from_secs(60)),
            "refilled keys are dropped, and a new key finds room"
        );
    }

    #[test]
    fn a_refunded_token_can_be_spent_again_but_never_beyond_the_burst() {
        let limiter = RateLimiter::new(RateLimit {
            burst: 2.0,
            refill_every: Duration::from_secs(60),
        });
        let start = Instant::now();
        assert!(limiter.allow(7, start));
        assert!(limiter.allow(7, start));
        assert!(!limiter.allow(7, start));
        limiter.refund(7);
        assert!(limiter.allow(7, start), "the refunded token");
        assert!(!limiter.allow(7, start));
        limiter.refund(7);
        limiter.refund(7);
        limiter.refund(7);
        assert!(limiter.allow(7, start));
        assert!(limiter.allow(7, start));
        assert!(!limiter.allow(7, start), "refunds stop at the burst");
    }
}
