//! What a failed request to Discord means for the bot's next step: try again, stop, or take
//! it as done. One reading for every caller (replies, the tracker, the deadline timer), so
//! a refusal is handled the same way wherever it comes back.

use std::future::Future;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

/// Discord's JSON error codes the bot acts on.
const UNKNOWN_MESSAGE: isize = 10008;
const UNKNOWN_INTERACTION: isize = 10062;
const MISSING_ACCESS: isize = 50001;
const MISSING_PERMISSIONS: isize = 50013;
const ALREADY_ACKNOWLEDGED: isize = 40060;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failed {
    /// The interaction was already answered: an earlier try got through though its answer
    /// was lost. Nothing more is to be sent for it.
    AlreadyAnswered,
    /// The message is gone (deleted by someone).
    Gone,
    /// The interaction can no longer be answered (its 3 s passed, or its token expired).
    Expired,
    /// No access to the channel or a missing permission: trying again does not help, and
    /// every refused request counts toward Cloudflare's ban on invalid requests.
    Forbidden,
    /// Rate limited (429): wait, then try again.
    Limited,
    /// A server error or no answer at all: the request may or may not have taken effect;
    /// worth another try.
    Transient,
    /// Any other refusal: the request itself is wrong, and a retry would be refused too.
    Refused,
}

impl Failed {
    /// Whether trying the same request again may succeed.
    pub fn retryable(self) -> bool {
        matches!(self, Failed::Limited | Failed::Transient)
    }
}

pub fn of(error: &serenity::Error) -> Failed {
    let serenity::Error::Http(http) = error else {
        return Failed::Refused;
    };
    match http {
        serenity::HttpError::UnsuccessfulRequest(response) => {
            let status = response.status_code.as_u16();
            match response.error.code {
                ALREADY_ACKNOWLEDGED => Failed::AlreadyAnswered,
                UNKNOWN_MESSAGE => Failed::Gone,
                UNKNOWN_INTERACTION => Failed::Expired,
                MISSING_ACCESS | MISSING_PERMISSIONS => Failed::Forbidden,
                _ if status == 429 => Failed::Limited,
                _ if status >= 500 => Failed::Transient,
                _ if status == 403 => Failed::Forbidden,
                _ if status == 404 => Failed::Gone,
                _ => Failed::Refused,
            }
        }
        serenity::HttpError::Request(_) => Failed::Transient,
        _ => Failed::Refused,
    }
}

/// The wait before try `attempt` (1 for the first retry): doubling from 100 ms, at most
/// `cap`. A 429 waits at least a second (serenity's error does not keep Discord's
/// `retry_after`, and a shorter wait would only be limited again).
pub fn backoff(attempt: u32, failed: Failed, cap: Duration) -> Duration {
    let doubling = Duration::from_millis(100).saturating_mul(1 << attempt.min(10));
    let wait = if failed == Failed::Limited {
        doubling.max(Duration::from_secs(1))
    } else {
        doubling
    };
    wait.min(cap)
}

/// The longest single wait between two tries.
const LONGEST_WAIT: Duration = Duration::from_secs(1);

/// How a request that was tried until it worked ended.
pub enum Tried<T> {
    Done(T),
    /// Discord already had it: an earlier try got through, its answer lost.
    AlreadyDone,
}

impl<T> Tried<T> {
    /// What this try returned; `None` when an earlier one got through.
    pub fn done(self) -> Option<T> {
        match self {
            Tried::Done(done) => Some(done),
            Tried::AlreadyDone => None,
        }
    }
}

/// Tries `request` again while Discord's answer says another try may work, until `until`.
pub async fn tried<T, F, Fut>(until: Instant, mut request: F) -> serenity::Result<Tried<T>>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut tries = 0;
    loop {
        let error = match request().await {
            Ok(done) => return Ok(Tried::Done(done)),
            Err(error) => error,
        };
        let failed = of(&error);
        if failed == Failed::AlreadyAnswered {
            return Ok(Tried::AlreadyDone);
        }
        tries += 1;
        let wait = backoff(tries, failed, LONGEST_WAIT);
        if !failed.retryable() || Instant::now() + wait > until {
            return Err(error);
        }
        tracing::info!(error = %error, tries, "a request to Discord failed: trying again");
        tokio::time::sleep(wait).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_doubles_up_to_its_cap_and_a_rate_limit_waits_a_second() {
        let cap = Duration::from_secs(2);
        let waits: Vec<u128> = (1..6)
            .map(|a| backoff(a, Failed::Transient, cap).as_millis())
            .collect();
        assert_eq!(waits, [200, 400, 800, 1600, 2000]);
        assert_eq!(
            backoff(1, Failed::Limited, cap),
            Duration::from_secs(1),
            "a 429 never retries sooner than a second"
        );
        assert!(Failed::Transient.retryable() && Failed::Limited.retryable());
        assert!(!Failed::Forbidden.retryable() && !Failed::Gone.retryable());
    }
}
