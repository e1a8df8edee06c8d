//! The deliverer: claims due deliveries (the earliest pending one of each
//! entity and subscriber), posts each signed, and records what happened, each
//! step a compare-and-set on the claim's lease so two servers never both
//! record one attempt. Deliveries of different entities go out side by side.

use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use hmac::{Hmac, Mac};
use serde::Serialize;
use sha2::Sha256;

use crate::args;
use crate::error::{Error, Result};
use crate::notify::dispatch::Retry;
use crate::store::{Db, Sql, now};

/// Posts in flight at once.
const CONCURRENCY: usize = 8;
/// The longest answer text kept as a delivery's last error.
const MAX_ERROR_CHARS: usize = 500;

/// How deliveries are made and retried.
#[derive(Clone, Copy, Debug)]
pub struct DeliverOptions {
    /// Back-off and attempts; `lease` is the timeout plus a margin.
    pub retry: Retry,
    /// How long one post may take.
    pub timeout: Duration,
}

impl DeliverOptions {
    pub fn new(base_backoff: Duration, max_attempts: i64, timeout: Duration) -> DeliverOptions {
        let retry = Retry {
            lease: timeout + Duration::from_secs(5),
            base_backoff,
            max_backoff: Duration::from_secs(3600),
            max_attempts,
            batch: 100,
        };
        DeliverOptions { retry, timeout }
    }
}

impl Default for DeliverOptions {
    fn default() -> Self {
        DeliverOptions::new(Duration::from_secs(2), 20, Duration::from_secs(10))
    }
}

/// What one pass did.
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryReport {
    pub handed_out: u64,
    pub delivered: u64,
    pub retried: u64,
    pub dead: u64,
}

/// A due delivery, as claimed.
#[derive(sqlx::FromRow)]
struct Due {
    id: i64,
    event_id: String,
    event_type: String,
    payload: String,
    attempts: i64,
    url: String,
    secret: String,
}

const DUE: &str = "SELECT d.id, d.event_id, d.event_type, d.payload, d.attempts, s.url, s.secret
    FROM event_deliveries d JOIN event_subscriptions s ON s.id = d.subscription_id AND s.state = 'ACTIVE'
    WHERE d.state = 'PENDING' AND d.next_attempt_at <= $1 AND (d.lease_until IS NULL OR d.lease_until < $1)
      AND NOT EXISTS (SELECT 1 FROM event_deliveries e WHERE e.state = 'PENDING'
          AND e.subscription_id = d.subscription_id AND e.entity = d.entity AND e.id < d.id)
    ORDER BY d.next_attempt_at, d.id LIMIT $2";

/// What an attempt made of its delivery.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ended {
    Delivered,
    Retried,
    Dead,
}

impl Ended {
    fn as_str(self) -> &'static str {
        match self {
            Ended::Delivered => "delivered",
            Ended::Retried => "retried",
            Ended::Dead => "dead",
        }
    }
}

/// How an attempt ended.
enum Outcome {
    Delivered(u16),
    Failed(Option<u16>, String),
}

/// Runs the deliverer until `stop`: a pass, then a wait of `tick` unless the
/// pass was busy.
pub async fn deliverer(db: Db, options: DeliverOptions, tick: Duration, mut stop: tokio::sync::watch::Receiver<bool>) {
    loop {
        let busy = match pass(&db, &options).await {
            Ok(report) => {
                if report.retried + report.dead > 0 {
                    tracing::info!(?report, "event delivery pass: some subscribers did not take their events");
                }
                report.handed_out + report.delivered > 0
            }
            Err(e) => {
                tracing::warn!(error = %e, "event delivery pass failed");
                false
            }
        };
        if !busy {
            tokio::select! {
                _ = tokio::time::sleep(tick) => {}
                _ = stop.changed() => return,
            }
        }
        if *stop.borrow() {
            return;
        }
    }
}

/// One pass: hands out new events, then attempts what is due, a chunk at a
/// time: the chunk is claimed in one write, posted side by side, and its
/// outcomes recorded in one write (two short write transactions per chunk, not
/// per event: on SQLite they queue with the money transactions).
pub async fn pass(db: &Db, options: &DeliverOptions) -> Result<DeliveryReport> {
    let mut report = DeliveryReport { handed_out: super::fan_out(db).await?, ..DeliveryReport::default() };
    let due: Vec<Due> = db.read_all(DUE, args![now(), options.retry.batch]).await?;
    if due.is_empty() {
        return Ok(report);
    }
    // Read per pass with work, so the operator's change holds from the next pass.
    let allowed = super::commands::allowed(db.setting(super::ALLOW_PRIVATE_SETTING).await?);
    let client = super::url::client(allowed, options.timeout)
        .map_err(|e| Error::Internal(format!("cannot build the HTTP client: {e}")))?;
    let mut due = due.into_iter().peekable();
    while due.peek().is_some() {
        let chunk: Vec<Due> = due.by_ref().take(CONCURRENCY).collect();
        let Some((lease, claimed)) = claim(db, options, chunk).await? else { continue };
        let posted: Vec<(Due, Outcome)> = futures_util::stream::iter(claimed)
            .map(|d| async {
                let outcome = post(&client, &d).await;
                (d, outcome)
            })
            .buffer_unordered(CONCURRENCY)
            .collect()
            .await;
        for ended in record(db, options, lease, &posted).await? {
            match ended {
                Ended::Delivered => report.delivered += 1,
                Ended::Dead => report.dead += 1,
                Ended::Retried => report.retried += 1,
            }
        }
    }
    Ok(report)
}

/// Takes the chunk's deliveries nobody holds: attempts + 1 and a lease (the
/// token the outcomes are recorded against); those another worker took
/// since they were read are left to it. Each comes back with its attempt.
async fn claim(db: &Db, options: &DeliverOptions, chunk: Vec<Due>) -> Result<Option<(DateTime<Utc>, Vec<Due>)>> {
    let at = now();
    let lease = at + chrono::Duration::from_std(options.retry.lease).unwrap_or(chrono::Duration::minutes(1));
    let ids: Vec<String> = (0..chunk.len()).map(|i| format!("${}", i + 3)).collect();
    let sql = format!(
        "UPDATE event_deliveries SET lease_until = $1, attempts = attempts + 1
         WHERE state = 'PENDING' AND (lease_until IS NULL OR lease_until < $2) AND id IN ({})
         RETURNING id, attempts",
        ids.join(", ")
    );
    let mut args = args![lease, at];
    args.extend(chunk.iter().map(|d| crate::store::Arg::from(d.id)));
    let mut tx = db.begin_write().await?;
    let taken: Vec<(i64, i64)> = tx.fetch_all(Sql::assembled(sql), args).await?;
    tx.commit().await?;
    let claimed: Vec<Due> = chunk
        .into_iter()
        .filter_map(|d| taken.iter().find(|(id, _)| *id == d.id).map(|&(_, attempts)| Due { attempts, ..d }))
        .collect();
    Ok((!claimed.is_empty()).then_some((lease, claimed)))
}

/// Records each outcome against the lease it was claimed with, in one write;
/// an outcome whose lease was lost (another worker retook the delivery) is
/// dropped, and that worker's stands.
async fn record(
    db: &Db,
    options: &DeliverOptions,
    lease: DateTime<Utc>,
    posted: &[(Due, Outcome)],
) -> Result<Vec<Ended>> {
    let at = now();
    let mut tx = db.begin_write().await?;
    let mut ended = Vec::with_capacity(posted.len());
    for (due, outcome) in posted {
        let end = match outcome {
            Outcome::Delivered(_) => Ended::Delivered,
            Outcome::Failed(..) if due.attempts >= options.retry.max_attempts => Ended::Dead,
            Outcome::Failed(..) => Ended::Retried,
        };
        let recorded = match outcome {
            Outcome::Delivered(status) => {
                let sql = "UPDATE event_deliveries SET state = 'DELIVERED', delivered_at = $1, lease_until = NULL,
                     last_status = $2, last_error = NULL WHERE id = $3 AND state = 'PENDING' AND lease_until = $4";
                tx.execute(sql, args![at, i64::from(*status), due.id, lease]).await?
            }
            Outcome::Failed(status, error) => {
                let backoff = options.retry.backoff(due.attempts);
                let next = at + chrono::Duration::from_std(backoff).unwrap_or(chrono::Duration::hours(1));
                let sql = "UPDATE event_deliveries SET state = $1, next_attempt_at = $2, lease_until = NULL,
                     last_status = $3, last_error = $4 WHERE id = $5 AND state = 'PENDING' AND lease_until = $6";
                let state = if end == Ended::Dead { "DEAD" } else { "PENDING" };
                tx.execute(sql, args![state, next, status.map(i64::from), clip(error), due.id, lease]).await?
            }
        };
        if recorded != 1 {
            tracing::warn!(delivery = due.id, "event delivery lease lost before its outcome was recorded");
            continue;
        }
        log(due, outcome, end);
        ended.push(end);
    }
    tx.commit().await?;
    Ok(ended)
}

fn log(due: &Due, outcome: &Outcome, ended: Ended) {
    metrics::counter!("bank_event_deliveries_total", "outcome" => ended.as_str()).increment(1);
    if let Outcome::Failed(status, error) = outcome {
        let attempts = due.attempts;
        // A subscriber that is down fails every event: one line each at debug, and a warning when one is given up.
        if ended == Ended::Dead {
            tracing::warn!(delivery = due.id, event = %due.event_id, attempts, ?status, %error, "event delivery dead");
        } else {
            tracing::debug!(delivery = due.id, event = %due.event_id, attempts, ?status, %error, "event not delivered");
        }
    }
}

async fn post(client: &reqwest::Client, due: &Due) -> Outcome {
    let timestamp = Utc::now().timestamp();
    let request = client
        .post(&due.url)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .header("Bank-Event-Id", &due.event_id)
        .header("Bank-Event-Type", &due.event_type)
        .header("Bank-Delivery-Attempt", due.attempts.to_string())
        .header("Bank-Signature", signature(&due.secret, timestamp, &due.payload))
        .body(due.payload.clone());
    match request.send().await {
        Ok(answer) if answer.status().is_success() => Outcome::Delivered(answer.status().as_u16()),
        Ok(answer) => {
            let status = answer.status();
            let text = answer.text().await.unwrap_or_default();
            Outcome::Failed(Some(status.as_u16()), format!("answered {status}: {}", clip(&text)))
        }
        Err(e) => Outcome::Failed(None, causes(&e.without_url())),
    }
}

/// The error and its causes (refused, timed out, no public address), without the URL.
fn causes(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

/// Deliveries waiting (at most [`crate::notify::backlog::COUNT_CAP`]) and
/// when the oldest of them was handed out, for the operators' metrics: one
/// read over the pending index.
pub async fn backlog(db: &Db) -> Result<(i64, Option<DateTime<Utc>>)> {
    let oldest: Vec<(i64, Option<String>)> = db
        .read_all(
            "SELECT COUNT(*), CAST(MIN(created_at) AS TEXT)
             FROM (SELECT created_at FROM event_deliveries WHERE state = 'PENDING' LIMIT 100000) AS waiting",
            args![],
        )
        .await?;
    let (pending, oldest) = oldest.into_iter().next().unwrap_or((0, None));
    // PostgreSQL writes `2026-11-26 15:57:06.1+00`, SQLite keeps RFC 3339.
    let oldest = oldest.and_then(|t| {
        DateTime::parse_from_rfc3339(&t).or_else(|_| DateTime::parse_from_str(&t, "%Y-%m-%d %H:%M:%S%.f%#z")).ok()
    });
    Ok((pending, oldest.map(|t| t.with_timezone(&Utc))))
}

/// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver
/// recomputes it with the subscription's secret and refuses old timestamps.
pub fn signature(secret: &str, timestamp: i64, body: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes a key of any length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body.as_bytes());
    format!("t={timestamp},v1={}", hex::encode(mac.finalize().into_bytes()))
}

fn clip(text: &str) -> String {
    text.chars().take(MAX_ERROR_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signature_is_the_common_timestamped_hmac() {
        // Computed independently: printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
        let s = signature("whsec_test", 1_700_000_000, r#"{"a":1}"#);
        assert_eq!(s, "t=1700000000,v1=38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789");
        assert_ne!(s, signature("whsec_other", 1_700_000_000, r#"{"a":1}"#));
        assert_ne!(s, signature("whsec_test", 1_700_000_001, r#"{"a":1}"#));
    }
}
