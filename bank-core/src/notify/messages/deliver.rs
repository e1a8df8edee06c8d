//! Delivery of queued SMS and e-mail, a pass of the notification dispatcher
//! (same outbox, same design): a due row is claimed with a lease (attempts +
//! 1), sent through the channel's provider, and its outcome committed with a
//! compare-and-set on both the message (still QUEUED) and the outbox row
//! (still ours). 408, 429, 5xx and network errors are retried with doubling
//! backoff (never sooner than Retry-After) up to `max_attempts`, then FAILED;
//! other refusals are FAILED at once. Without a provider for a channel its
//! rows are never claimed: they stay QUEUED with no attempt counted.
//!
//! The window left (killed between the provider's answer and our commit)
//! could send a message twice; every attempt carries the same message id
//! (`messageId`, `Idempotency-Key`) so the gateway can drop the repeat.
//! Log lines name the message id and the masked recipient, never the text.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;

use super::Channel;
use super::provider::{Delivery, Mail, MailProvider, Sms, SmsProvider};
use crate::Bank;
use crate::args;
use crate::error::Result;
use crate::notify::dispatch::{Retry, claim, due};
use crate::store::now;

/// How queued messages are delivered.
#[derive(Clone, Default)]
pub struct MessageOptions {
    /// None: SMS stay queued (no provider configured).
    pub sms: Option<Arc<dyn SmsProvider>>,
    /// None: e-mails stay queued.
    pub mail: Option<Arc<dyn MailProvider>>,
    /// How messages are claimed and retried.
    pub retry: Retry,
}

/// What one pass did.
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageReport {
    pub claimed: u64,
    pub sent: u64,
    pub retried: u64,
    pub failed: u64,
}

/// A claimed row: the lease we hold (our compare-and-set token) and the attempt it is.
struct Claim {
    outbox_id: i64,
    lease: DateTime<Utc>,
    attempts: i64,
}

/// One pass over the due rows of each channel that has a provider.
pub async fn pass(bank: &Bank, options: &MessageOptions) -> Result<MessageReport> {
    let mut report = MessageReport::default();
    for channel in [Channel::Sms, Channel::Mail] {
        let configured = match channel {
            Channel::Sms => options.sms.is_some(),
            Channel::Mail => options.mail.is_some(),
        };
        if !configured {
            continue;
        }
        for id in due(bank, channel.outbox_event(), options.retry.batch).await? {
            let Some(lease) = claim(bank, id, options.retry.lease).await? else { continue };
            let claim = Claim { outbox_id: id, lease: lease.until, attempts: lease.attempts };
            report.claimed += 1;
            if let Err(e) = deliver(bank, options, channel, &claim, &mut report).await {
                tracing::warn!(outbox_id = id, error = %e, "message delivery failed");
                settle_transient(bank, options, &claim, None, &format!("delivery failed: {e}"), None).await?;
            }
        }
    }
    Ok(report)
}

/// The message a claimed row stands for: id, content, state, masked recipient.
type Stored = (String, String, String, String);

async fn load(bank: &Bank, outbox_id: i64) -> Result<Option<Stored>> {
    let mut tx = bank.db().begin_read().await?;
    let payload: String = tx.scalar("SELECT payload FROM outbox WHERE id = $1", args![outbox_id]).await?;
    let message_id = serde_json::from_str::<Value>(&payload)
        .ok()
        .and_then(|v| v.get("messageId").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_default();
    let row: Option<(String, String, String)> = tx
        .fetch_optional("SELECT content, state, recipient_hint FROM messages WHERE message_id = $1", args![&message_id])
        .await?;
    tx.rollback().await?;
    Ok(row.map(|(content, state, hint)| (message_id, content, state, hint)))
}

async fn deliver(
    bank: &Bank,
    options: &MessageOptions,
    channel: Channel,
    claim: &Claim,
    report: &mut MessageReport,
) -> Result<()> {
    let Some((message_id, content, state, hint)) = load(bank, claim.outbox_id).await? else {
        close(bank, claim, "message not found").await?;
        return Ok(());
    };
    if state != "QUEUED" {
        // Decided already (e.g. by a worker whose commit we did not see): nothing to send.
        close(bank, claim, "message already decided").await?;
        return Ok(());
    }
    let outcome = match (channel, &options.sms, &options.mail) {
        (Channel::Sms, Some(provider), _) => {
            let sms = Sms { message_id: message_id.clone(), ..serde_json::from_str::<Sms>(&content)? };
            provider.send_sms(&sms).await
        }
        (Channel::Mail, _, Some(provider)) => {
            let mail = Mail { message_id: message_id.clone(), ..serde_json::from_str::<Mail>(&content)? };
            provider.send_mail(&mail).await
        }
        // Not claimed without a provider; a reconfigured instance leaves it for later.
        _ => return settle_transient(bank, options, claim, Some(&message_id), "no provider", None).await,
    };
    let channel = channel.as_str();
    let attempts = claim.attempts;
    match outcome {
        Delivery::Sent { provider_message_id } => {
            if finish(bank, claim, &message_id, "SENT", None, provider_message_id).await? {
                tracing::info!(%message_id, channel, to = %hint, attempts, "message sent");
                report.sent += 1;
            }
        }
        Delivery::Rejected { reason } => {
            tracing::warn!(%message_id, channel, to = %hint, attempts, %reason, "message refused by the provider");
            finish(bank, claim, &message_id, "FAILED", Some(&reason), None).await?;
            report.failed += 1;
        }
        Delivery::Transient { reason, retry_after } => {
            tracing::warn!(%message_id, channel, to = %hint, attempts, %reason, "message not sent");
            if attempts >= options.retry.max_attempts {
                report.failed += 1;
            } else {
                report.retried += 1;
            }
            settle_transient(bank, options, claim, Some(&message_id), &reason, retry_after).await?;
        }
    }
    Ok(())
}

/// A failed attempt: retried later, or FAILED once the attempts are spent.
async fn settle_transient(
    bank: &Bank,
    options: &MessageOptions,
    claim: &Claim,
    message_id: Option<&str>,
    reason: &str,
    retry_after: Option<Duration>,
) -> Result<()> {
    let message_id = match message_id {
        Some(id) => id.to_owned(),
        None => load(bank, claim.outbox_id).await?.map(|(id, ..)| id).unwrap_or_default(),
    };
    if claim.attempts >= options.retry.max_attempts {
        finish(bank, claim, &message_id, "FAILED", Some(reason), None).await?;
        return Ok(());
    }
    let delay = options.retry.backoff(claim.attempts).max(retry_after.unwrap_or(Duration::ZERO));
    let next = now() + chrono::Duration::from_std(delay).unwrap_or(chrono::Duration::seconds(60));
    let mut tx = bank.db().begin_write().await?;
    let released = tx
        .execute(
            "UPDATE outbox SET lease_until = NULL, next_attempt_at = $1, last_error = $2
             WHERE id = $3 AND lease_until = $4 AND delivered_at IS NULL",
            args![next, clip(reason), claim.outbox_id, claim.lease],
        )
        .await?;
    if released != 1 {
        tx.rollback().await?;
        tracing::warn!(outbox_id = claim.outbox_id, "message lease lost before its retry was scheduled");
        return Ok(());
    }
    tx.execute(
        "UPDATE messages SET attempts = $1, last_error = $2, updated_at = $3 WHERE message_id = $4 AND state = 'QUEUED'",
        args![claim.attempts, clip(reason), now(), &message_id],
    )
    .await?;
    tx.commit().await
}

/// Records the outcome and closes the outbox row in one transaction; false
/// (and nothing written) when the message was decided or the lease lost meanwhile.
async fn finish(
    bank: &Bank,
    claim: &Claim,
    message_id: &str,
    state: &str,
    error: Option<&str>,
    provider_message_id: Option<String>,
) -> Result<bool> {
    let t = now();
    let mut tx = bank.db().begin_write().await?;
    let decided = tx
        .execute(
            "UPDATE messages SET state = $1, attempts = $2, last_error = $3, provider_message_id = $4, updated_at = $5,
                 finished_at = $5
             WHERE message_id = $6 AND state = 'QUEUED'",
            args![state, claim.attempts, error.map(clip), provider_message_id, t, message_id],
        )
        .await?;
    let closed = tx
        .execute(
            "UPDATE outbox SET delivered_at = $1, lease_until = NULL, last_error = $2
             WHERE id = $3 AND lease_until = $4 AND delivered_at IS NULL",
            args![t, error.map(clip), claim.outbox_id, claim.lease],
        )
        .await?;
    if decided != 1 || closed != 1 {
        tx.rollback().await?;
        tracing::warn!(%message_id, "message outcome not recorded: decided elsewhere or lease lost");
        return Ok(false);
    }
    tx.commit().await?;
    Ok(true)
}

/// Closes an outbox row that has nothing (more) to send.
async fn close(bank: &Bank, claim: &Claim, why: &str) -> Result<()> {
    let mut tx = bank.db().begin_write().await?;
    let closed = tx
        .execute(
            "UPDATE outbox SET delivered_at = $1, lease_until = NULL, last_error = $2
             WHERE id = $3 AND lease_until = $4 AND delivered_at IS NULL",
            args![now(), why, claim.outbox_id, claim.lease],
        )
        .await?;
    if closed != 1 {
        tracing::warn!(outbox_id = claim.outbox_id, "message lease lost before its row was closed");
    }
    tx.commit().await
}

fn clip(s: &str) -> String {
    s.chars().take(500).collect()
}
