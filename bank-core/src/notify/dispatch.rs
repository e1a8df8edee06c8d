//! The notification dispatcher, over the outbox. For each committed
//! notification, in this order: (1) it is already persisted (inbox, with the
//! change that raised it); (2) it is published on the real-time feed, which
//! every `serve` instance relays to its connected sessions; (3) it is pushed
//! when push is enabled and the profile has an active installation.
//!
//! Crash safety: a row is claimed with a lease (attempts + 1) before any work;
//! step 2 and the move to the push stage commit together, so the real-time
//! event is published once; the push outcome and `delivered_at` commit
//! together after the send. A crash before the send retries it after the lease;
//! a notification whose push is recorded as SENT is never sent again. The one
//! window left (killed between FCM's answer and our commit) could repeat a
//! push: the message carries the notificationId as its collapse key, so the
//! device replaces it instead of showing it twice.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use serde::Serialize;
use serde_json::Value;

use super::events::{Audience, OUTBOX_NOTIFICATION, publish_in};
use super::fcm::{self, FcmClient, PushOutcome};
use super::inbox::StoredNotification;
use super::messages::deliver::MessageOptions;
use super::{PushState, inbox};
use crate::Bank;
use crate::args;
use crate::error::Result;
use crate::store::now;

/// How an outbox worker claims and retries its rows: pushes and queued
/// messages share the policy (each with its own values).
#[derive(Clone, Copy, Debug)]
pub struct Retry {
    /// A claimed row is left alone this long (a crashed worker's row is retaken after it).
    pub lease: Duration,
    /// First retry delay; doubles per attempt up to `max_backoff`.
    pub base_backoff: Duration,
    pub max_backoff: Duration,
    /// After this many attempts a transient failure is final (FAILED).
    pub max_attempts: i64,
    /// Rows handled per pass.
    pub batch: i64,
}

impl Default for Retry {
    fn default() -> Self {
        Retry {
            lease: Duration::from_secs(60),
            base_backoff: Duration::from_secs(2),
            max_backoff: Duration::from_secs(600),
            max_attempts: 10,
            batch: 100,
        }
    }
}

impl Retry {
    /// The wait before the next try after `attempts` failed ones.
    pub fn backoff(&self, attempts: i64) -> Duration {
        doubling(self.base_backoff, self.max_backoff, attempts)
    }
}

/// How the dispatcher runs.
#[derive(Clone)]
pub struct DispatchOptions {
    /// None: push disabled (real time and inbox only).
    pub push: Option<Arc<FcmClient>>,
    /// Queued SMS and e-mail: their providers and retry policy.
    pub messages: MessageOptions,
    pub poll_interval: Duration,
    /// How pushes are claimed and retried.
    pub retry: Retry,
}

impl Default for DispatchOptions {
    fn default() -> Self {
        DispatchOptions {
            push: None,
            messages: MessageOptions::default(),
            poll_interval: Duration::from_millis(500),
            retry: Retry::default(),
        }
    }
}

/// What one pass did.
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PassReport {
    pub claimed: u64,
    pub published: u64,
    pub pushed: u64,
    pub retried: u64,
    pub deactivated: u64,
    pub failed: u64,
    pub skipped: u64,
}

/// Runs the dispatcher until the process ends: a pass on every wake-up (a
/// local commit) and at least every `poll_interval` (other instances' rows, retries).
pub fn spawn(bank: Bank, options: DispatchOptions) -> tokio::task::JoinHandle<()> {
    tokio::spawn(crate::store::in_background(async move {
        loop {
            match pass(&bank, &options).await {
                Ok(report) if report.claimed > 0 => tracing::debug!(?report, "notification dispatch pass"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "notification dispatch pass failed"),
            }
            match super::messages::deliver::pass(&bank, &options.messages).await {
                Ok(report) if report.claimed > 0 => tracing::debug!(?report, "message delivery pass"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "message delivery pass failed"),
            }
            let _ = tokio::time::timeout(options.poll_interval, bank.signals().outbox.notified()).await;
        }
    }))
}

/// One pass over the due outbox rows.
pub async fn pass(bank: &Bank, options: &DispatchOptions) -> Result<PassReport> {
    let mut report = PassReport::default();
    for id in due(bank, OUTBOX_NOTIFICATION, options.retry.batch).await? {
        if claim(bank, id, options.retry.lease).await?.is_none() {
            continue;
        }
        report.claimed += 1;
        if let Err(e) = deliver(bank, options, id, &mut report).await {
            tracing::warn!(outbox_id = id, error = %e, "notification delivery failed; will retry");
            release(bank, id, options, 1, &e.to_string(), None).await?;
        }
    }
    Ok(report)
}

/// Up to `batch` outbox rows of `event_type` due now (not delivered, not
/// waiting for a retry, not held), oldest first: one read, outside a transaction.
pub(crate) async fn due(bank: &Bank, event_type: &str, batch: i64) -> Result<Vec<i64>> {
    let rows: Vec<(i64,)> = bank
        .db()
        .read_all(
            "SELECT id FROM outbox WHERE delivered_at IS NULL AND event_type = $1
               AND (next_attempt_at IS NULL OR next_attempt_at <= $2) AND (lease_until IS NULL OR lease_until < $2)
             ORDER BY id LIMIT $3",
            args![event_type, now(), batch],
        )
        .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// An outbox row a worker holds: until when, and which attempt this is.
pub(crate) struct Lease {
    pub until: chrono::DateTime<Utc>,
    pub attempts: i64,
}

/// Takes the row for `lease` if nobody holds it, counting the attempt: one
/// worker per row across instances (a compare-and-set on the lease). Pushes
/// and queued messages claim alike.
pub(crate) async fn claim(bank: &Bank, id: i64, lease: Duration) -> Result<Option<Lease>> {
    let t = now();
    let until = t + chrono::Duration::from_std(lease).unwrap_or(chrono::Duration::seconds(60));
    let mut tx = bank.db().begin_write().await?;
    let attempts: Option<i64> = tx
        .scalar_optional(
            "UPDATE outbox SET lease_until = $1, attempts = attempts + 1
             WHERE id = $2 AND delivered_at IS NULL AND (lease_until IS NULL OR lease_until < $3)
             RETURNING attempts",
            args![until, id, t],
        )
        .await?;
    tx.commit().await?;
    Ok(attempts.map(|attempts| Lease { until, attempts }))
}

async fn deliver(bank: &Bank, options: &DispatchOptions, id: i64, report: &mut PassReport) -> Result<()> {
    let Some((n, attempts)) = publish_once(bank, id, report).await? else { return Ok(()) };
    // Step 3: push.
    let Some(client) = options.push.as_ref() else {
        finish(bank, id, &n.notification_id, PushState::Disabled, None).await?;
        return Ok(());
    };
    if n.push_state == PushState::Sent {
        finish(bank, id, &n.notification_id, PushState::Sent, None).await?;
        return Ok(());
    }
    // A late retry must not show what is no longer true.
    if n.expires_at.is_some_and(|at| at <= now()) {
        finish(bank, id, &n.notification_id, PushState::Expired, None).await?;
        return Ok(());
    }
    let mut tx = bank.db().begin_read().await?;
    let installation: Option<(String, String)> = tx
        .fetch_optional(
            "SELECT i.installation_id, i.fcm_token FROM push_installations i
             JOIN customer_profiles p ON p.id = i.profile_id AND p.state = 'ACTIVE'
             WHERE i.profile_id = $1 AND i.state = 'ACTIVE' ORDER BY i.updated_at DESC LIMIT 1",
            args![n.profile_id],
        )
        .await?;
    tx.rollback().await?;
    let Some((installation_id, token)) = installation else {
        finish(bank, id, &n.notification_id, PushState::NoInstallation, None).await?;
        return Ok(());
    };
    let mut data = BTreeMap::new();
    data.insert("notificationId".to_owned(), n.notification_id.clone());
    data.insert("action".to_owned(), n.action.clone());
    data.insert("notificationType".to_owned(), n.notification_type.clone());
    data.insert("tenantId".to_owned(), bank.tenant_id().to_owned());
    data.insert("data".to_owned(), n.data_value().to_string());
    let message = fcm::fit(token, &n.title, &n.message, data, n.notification_id.clone(), n.priority == "high");
    match client.send(&message).await {
        PushOutcome::Sent { .. } => {
            finish(bank, id, &n.notification_id, PushState::Sent, None).await?;
            report.pushed += 1;
        }
        PushOutcome::TokenInvalid { reason } => {
            let mut tx = bank.db().begin_write().await?;
            tx.execute(
                "UPDATE push_installations SET state = 'DEACTIVATED', deactivated_reason = 'PUSH_TOKEN_INVALID', updated_at = $1
                 WHERE installation_id = $2 AND state = 'ACTIVE'",
                args![now(), &installation_id],
            )
            .await?;
            tx.commit().await?;
            finish(bank, id, &n.notification_id, PushState::TokenInvalid, Some(&reason)).await?;
            report.deactivated += 1;
        }
        PushOutcome::Rejected { reason } => {
            tracing::warn!(notification_id = %n.notification_id, %reason, "push rejected");
            finish(bank, id, &n.notification_id, PushState::Failed, Some(&reason)).await?;
            report.failed += 1;
        }
        PushOutcome::Transient { reason, retry_after } => {
            if attempts >= options.retry.max_attempts {
                finish(bank, id, &n.notification_id, PushState::Failed, Some(&reason)).await?;
                report.failed += 1;
            } else {
                release(bank, id, options, attempts, &reason, retry_after).await?;
                report.retried += 1;
            }
        }
    }
    Ok(())
}

/// Steps 1 and 2 of the outbox row `id`: its notification, and the real-time
/// feed, once (the row's stage moves with it). None when there is nothing to
/// push: the row is gone, or its notification (then the row is closed).
async fn publish_once(bank: &Bank, id: i64, report: &mut PassReport) -> Result<Option<(StoredNotification, i64)>> {
    let mut tx = bank.db().begin_write().await?;
    let row: Option<(String, Option<String>, i64)> =
        tx.fetch_optional("SELECT payload, stage, attempts FROM outbox WHERE id = $1", args![id]).await?;
    let Some((payload, stage, attempts)) = row else {
        tx.rollback().await?;
        return Ok(None);
    };
    let notification_id = serde_json::from_str::<Value>(&payload)
        .ok()
        .and_then(|v| v.get("notificationId").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_default();
    let Some(n) = inbox::load(&mut tx, &notification_id).await? else {
        tx.execute(
            "UPDATE outbox SET delivered_at = $1, last_error = 'notification not found' WHERE id = $2",
            args![now(), id],
        )
        .await?;
        tx.commit().await?;
        report.skipped += 1;
        return Ok(None);
    };
    if stage.as_deref() != Some("PUSH") {
        publish_in(&mut tx, &n.event_name, &Audience::Profile(n.profile_id), &n.realtime_payload()).await?;
        tx.execute("UPDATE outbox SET stage = 'PUSH' WHERE id = $1", args![id]).await?;
        tx.commit().await?;
        bank.signals().feed.notify_waiters();
        report.published += 1;
    } else {
        tx.rollback().await?;
    }
    Ok(Some((n, attempts)))
}

/// Records the push outcome and closes the outbox row, in one transaction.
async fn finish(bank: &Bank, id: i64, notification_id: &str, push_state: PushState, error: Option<&str>) -> Result<()> {
    metrics::counter!("bank_push_deliveries_total", "outcome" => push_state.as_str()).increment(1);
    let t = now();
    let mut tx = bank.db().begin_write().await?;
    tx.execute(
        "UPDATE notifications SET push_state = $1, push_error = $2 WHERE notification_id = $3",
        args![push_state, error.map(clip), notification_id],
    )
    .await?;
    tx.execute(
        "UPDATE outbox SET delivered_at = $1, lease_until = NULL, last_error = $2 WHERE id = $3",
        args![t, error.map(clip), id],
    )
    .await?;
    tx.commit().await
}

/// Schedules the next attempt: exponential backoff, or the server's Retry-After if longer.
async fn release(
    bank: &Bank,
    id: i64,
    options: &DispatchOptions,
    attempts: i64,
    error: &str,
    retry_after: Option<Duration>,
) -> Result<()> {
    let delay = options.retry.backoff(attempts).max(retry_after.unwrap_or(Duration::ZERO));
    let next = Utc::now() + chrono::Duration::from_std(delay).unwrap_or(chrono::Duration::seconds(60));
    let mut tx = bank.db().begin_write().await?;
    tx.execute(
        "UPDATE outbox SET lease_until = NULL, next_attempt_at = $1, last_error = $2 WHERE id = $3",
        args![next, clip(error), id],
    )
    .await?;
    tx.commit().await
}

/// `base * 2^(attempts-1)`, at most `max`: the delay before the next attempt.
fn doubling(base: Duration, max: Duration, attempts: i64) -> Duration {
    let exponent = u32::try_from(attempts.clamp(1, 20) - 1).unwrap_or(0);
    base.saturating_mul(2u32.saturating_pow(exponent)).min(max)
}

fn clip(s: &str) -> String {
    s.chars().take(500).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_and_caps() {
        let o =
            Retry { base_backoff: Duration::from_secs(2), max_backoff: Duration::from_secs(10), ..Retry::default() };
        assert_eq!(o.backoff(1), Duration::from_secs(2));
        assert_eq!(o.backoff(2), Duration::from_secs(4));
        assert_eq!(o.backoff(3), Duration::from_secs(8));
        assert_eq!(o.backoff(4), Duration::from_secs(10));
        assert_eq!(o.backoff(60), Duration::from_secs(10));
    }
}
