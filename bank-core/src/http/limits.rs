//! Request rates per client address and per authenticated user (token
//! buckets, `governor`). A flood is told 429 with `Retry-After` before it
//! costs a database round trip: the address is checked before the token, the
//! user right after it.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, NotUntil, Quota};
use serde_json::json;

use crate::error::{Error, RuleKind};

/// How many requests a key may make: a sustained rate and its burst.
/// Written `N/s` (burst 2N) or `N/min` (burst N); `off` is no limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate(Quota);

impl std::str::FromStr for Rate {
    type Err = String;

    fn from_str(text: &str) -> Result<Rate, String> {
        let wrong = || format!("'{text}' is not a rate like 300/s or 6000/min");
        let (count, unit) = text.trim().split_once('/').ok_or_else(wrong)?;
        let count: u32 = count.trim().parse().map_err(|_| wrong())?;
        let count = NonZeroU32::new(count).ok_or_else(wrong)?;
        match unit.trim() {
            "s" => Ok(Rate(
                Quota::per_second(count).allow_burst(NonZeroU32::new(count.get().saturating_mul(2)).unwrap_or(count)),
            )),
            "min" => Ok(Rate(Quota::per_minute(count))),
            _ => Err(wrong()),
        }
    }
}

/// Reads a rate, or `off` for none (what `bank serve`'s flags take).
pub fn parse_rate(text: &str) -> Result<Option<Rate>, String> {
    match text.trim() {
        "off" => Ok(None),
        other => other.parse().map(Some),
    }
}

/// Forgotten keys are dropped every this many checks, so memory follows the
/// callers of the last moments, not every caller ever seen.
const RETAIN_EVERY: u64 = 4096;

/// The limiters of one server.
#[derive(Clone, Default)]
pub(super) struct Limiters {
    per_ip: Option<Arc<DefaultKeyedRateLimiter<IpAddr>>>,
    per_user: Option<Arc<DefaultKeyedRateLimiter<String>>>,
    checks: Arc<AtomicU64>,
}

impl Limiters {
    pub(super) fn new(per_ip: Option<Rate>, per_user: Option<Rate>) -> Limiters {
        Limiters {
            per_ip: per_ip.map(|r| Arc::new(DefaultKeyedRateLimiter::keyed(r.0))),
            per_user: per_user.map(|r| Arc::new(DefaultKeyedRateLimiter::keyed(r.0))),
            checks: Arc::default(),
        }
    }

    /// A request from `ip` (unknown addresses share one bucket).
    pub(super) fn check_ip(&self, ip: Option<IpAddr>) -> Result<(), Error> {
        let Some(limiter) = &self.per_ip else { return Ok(()) };
        self.tidy();
        let key = ip.unwrap_or(IpAddr::from([0, 0, 0, 0]));
        limiter.check_key(&key).map_err(|not_until| limited("address", &not_until))
    }

    /// A request by the authenticated user `username`, whichever token they use.
    pub(super) fn check_user(&self, username: &str) -> Result<(), Error> {
        let Some(limiter) = &self.per_user else { return Ok(()) };
        limiter.check_key(&username.to_owned()).map_err(|not_until| limited("user", &not_until))
    }

    fn tidy(&self) {
        if self.checks.fetch_add(1, Ordering::Relaxed) % RETAIN_EVERY == RETAIN_EVERY - 1 {
            if let Some(limiter) = &self.per_ip {
                limiter.retain_recent();
            }
            if let Some(limiter) = &self.per_user {
                limiter.retain_recent();
            }
        }
    }
}

fn limited(who: &str, not_until: &NotUntil<<DefaultClock as Clock>::Instant>) -> Error {
    let wait = not_until.wait_time_from(DefaultClock::default().now());
    // Whole seconds, rounded up: a client that waits that long gets through.
    let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    let mut details = serde_json::Map::new();
    details.insert("retryAfterSeconds".into(), json!(seconds));
    Error::Rule {
        code: "RATE_LIMITED",
        kind: RuleKind::RateLimited,
        message: format!("too many requests from this {who}; retry in {seconds} s"),
        details,
    }
}

/// The `Retry-After` of a rate-limit refusal.
pub(super) fn retry_after(error: &Error) -> Option<u64> {
    match error {
        Error::Rule { kind: RuleKind::RateLimited, details, .. } => details.get("retryAfterSeconds")?.as_u64(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_are_read_strictly() {
        assert!("300/s".parse::<Rate>().is_ok());
        assert!("6000/min".parse::<Rate>().is_ok());
        for bad in ["", "300", "0/s", "-1/s", "1.5/s", "300/h", "300/sec", "off"] {
            assert!(bad.parse::<Rate>().is_err(), "{bad}");
        }
        assert_eq!(parse_rate("off"), Ok(None));
    }

    #[test]
    fn a_burst_past_the_rate_is_refused_with_a_wait() {
        let limits = Limiters::new(Some("2/s".parse().expect("rate")), Some("1/min".parse().expect("rate")));
        let ip = Some(IpAddr::from([10, 0, 0, 1]));
        // 2/s allows a burst of 4.
        for _ in 0..4 {
            assert!(limits.check_ip(ip).is_ok());
        }
        let refused = limits.check_ip(ip).expect_err("the fifth is over the burst");
        assert_eq!(refused.kind(), RuleKind::RateLimited);
        assert_eq!(retry_after(&refused), Some(1));
        // Another address has its own bucket.
        assert!(limits.check_ip(Some(IpAddr::from([10, 0, 0, 2]))).is_ok());
        assert!(limits.check_user("teller.ada").is_ok());
        let refused = limits.check_user("teller.ada").expect_err("one a minute");
        assert!(retry_after(&refused).is_some_and(|s| (50..=60).contains(&s)), "{refused}");
    }
}
