//! Outbound SMS and e-mail: the commands queue a message (a row and its
//! outbox row, in the command's transaction), the dispatcher delivers it after
//! commit through the configured provider and records the outcome, and
//! `GetMessageStatusQuery` reads that outcome back.

pub mod deliver;
pub mod provider;
mod send;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

pub use send::{SendMailCommand, SendSmsCommand, normalize_number};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::store::now;
use crate::validate::Checks;

/// The outbox event types of the two channels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    Sms,
    Mail,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Sms => "SMS",
            Channel::Mail => "MAIL",
        }
    }

    /// The outbox's `event_type` of this channel's rows.
    pub fn outbox_event(self) -> &'static str {
        match self {
            Channel::Sms => "sms",
            Channel::Mail => "mail",
        }
    }
}

/// A send's answer: queued, never "sent" (that happens after commit).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Queued {
    pub message_id: String,
    pub channel: &'static str,
    pub status: &'static str,
    /// Masked: the full number or address is the caller's already.
    pub recipient: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
}

/// Writes the message and its outbox row in the command's transaction and
/// wakes the dispatcher once it commits.
async fn queue(
    cx: &mut Cx<'_>,
    channel: Channel,
    content: Value,
    hint: String,
    reference: Option<String>,
) -> Result<Queued> {
    let message_id = uuid::Uuid::new_v4().to_string();
    let t = now();
    let id: i64 = cx
        .tx
        .scalar(
            "INSERT INTO messages (message_id, channel, content, recipient_hint, reference, state, attempts,
                 created_by, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, 'QUEUED', 0, $6, $7, $7) RETURNING id",
            args![&message_id, channel.as_str(), content.to_string(), &hint, reference.clone(), &cx.actor.username, t],
        )
        .await?;
    cx.tx
        .execute(
            "INSERT INTO outbox (event_type, payload, created_at, attempts, next_attempt_at) VALUES ($1, $2, $3, 0, $3)",
            args![channel.outbox_event(), json!({"messageId": message_id}).to_string(), t],
        )
        .await?;
    cx.after_commit(Box::new(|bank: crate::Bank| {
        Box::pin(async move {
            bank.signals().outbox.notify_one();
        })
    }));
    let what = if channel == Channel::Sms { "SMS" } else { "e-mail" };
    cx.record(Draft::new(format!("queued {what} {message_id} to {hint}")).entity("Message", id, &message_id, &hint));
    Ok(Queued { message_id, channel: channel.as_str(), status: "QUEUED", recipient: hint, reference })
}

/// `+234*******678`: the country code's first digits and the last three.
pub fn mask_number(number: &str) -> String {
    let chars: Vec<char> = number.chars().collect();
    let keep_head = if chars.first() == Some(&'+') { 4 } else { 3 };
    if chars.len() <= keep_head + 3 {
        return "*".repeat(chars.len());
    }
    let tail = chars.len() - 3;
    chars.iter().enumerate().map(|(i, ch)| if i < keep_head || i >= tail { *ch } else { '*' }).collect()
}

/// `c***@example.com`: the first character of the local part and the domain.
pub fn mask_email(address: &str) -> String {
    match address.split_once('@') {
        Some((local, domain)) => format!("{}***@{domain}", local.chars().next().unwrap_or('*')),
        None => "***".into(),
    }
}

/// `GetMessageStatusQuery {messageId}`: where a queued SMS or e-mail stands.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetMessageStatusQuery {
    pub message_id: Option<String>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct MessageStatus {
    pub message_id: String,
    pub channel: String,
    /// QUEUED (not yet sent: waiting, retrying, or no provider configured), SENT or FAILED.
    pub status: String,
    pub recipient: String,
    pub reference: Option<String>,
    pub attempts: i64,
    pub last_error: Option<String>,
    pub provider_message_id: Option<String>,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

impl Command for GetMessageStatusQuery {
    const NAME: &'static str = "GetMessageStatusQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::NOTIFICATIONS_SEND]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = MessageStatus;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("messageId", self.message_id.as_deref(), 64);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<MessageStatus> {
        let id = self.message_id.unwrap_or_default();
        cx.tx
            .fetch_optional(
                "SELECT message_id, channel, state AS status, recipient_hint AS recipient, reference, attempts,
                     last_error, provider_message_id, created_by, created_at, updated_at, finished_at
                 FROM messages WHERE message_id = $1",
                args![&id],
            )
            .await?
            .ok_or_else(|| Error::not_found("message", id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recipients_are_masked() {
        assert_eq!(mask_number("+2348012345678"), "+234*******678");
        assert_eq!(mask_number("+123456"), "*******");
        assert_eq!(mask_email("chidi@example.com"), "c***@example.com");
    }
}
