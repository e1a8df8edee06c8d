//! Raising events. A notification is persisted (inbox) together with an outbox
//! row in the caller's transaction; the dispatcher then publishes it on the
//! real-time feed and pushes it. Legacy real-time-only events (approval,
//! group) go straight to the feed, also in the caller's transaction, so a
//! rollback raises nothing and a crash after commit loses nothing.

use chrono::{DateTime, Utc};
use serde_json::{Map, Value, json};

use crate::args;
use crate::command::Cx;
use crate::error::{Error, Result};
use crate::store::{Arg, Db, Tx, now};

/// The spec's real-time events.
pub const RECEIVE_NOTIFICATION: &str = "ReceiveNotification";
pub const RECEIVE_TRANSACTION_STATUS: &str = "ReceiveTransactionStatus";
pub const RECEIVE_APPROVAL_NOTIFICATION: &str = "ReceiveApprovalNotification";
pub const RECEIVE_GROUP_NOTIFICATION: &str = "ReceiveGroupNotification";

/// The notification types of the spec's table (values are case-sensitive).
pub const TYPES: &[&str] = &[
    "info",
    "success",
    "warning",
    "error",
    "transaction",
    "transaction_authorisation",
    "approval",
    "TASK_ASSIGNMENT",
    "PROCESS_COMPLETION",
    "PROCESS_PROGRESS_UPDATE",
];
pub const PRIORITIES: &[&str] = &["low", "normal", "high"];
pub const MAX_TITLE_CHARS: usize = 200;
pub const MAX_MESSAGE_CHARS: usize = 1000;
pub const MAX_ACTION_CHARS: usize = 500;
/// Largest `data` object stored with a notification (JSON bytes).
pub const MAX_DATA_BYTES: usize = 16 * 1024;

/// Outbox event type of a notification awaiting real-time publication and push.
pub const OUTBOX_NOTIFICATION: &str = "notification";

/// A notification about to be raised for one profile.
#[derive(Clone, Debug)]
pub struct Notice {
    pub title: String,
    pub message: String,
    pub notification_type: String,
    pub priority: String,
    pub action: String,
    pub data: Value,
    pub event: &'static str,
    pub expires_at: Option<DateTime<Utc>>,
    pub group_notification_id: Option<String>,
    /// The legacy real-time payload (transaction actions), sent instead of the
    /// common envelope on the real-time channel.
    pub legacy: Option<Value>,
}

impl Notice {
    pub fn new(notification_type: &str, action: &str, title: impl Into<String>, message: impl Into<String>) -> Notice {
        Notice {
            title: title.into(),
            message: message.into(),
            notification_type: notification_type.to_owned(),
            priority: "normal".into(),
            action: action.to_owned(),
            data: Value::Object(Map::new()),
            event: RECEIVE_NOTIFICATION,
            expires_at: None,
            group_notification_id: None,
            legacy: None,
        }
    }

    pub fn data(mut self, data: Value) -> Notice {
        self.data = data;
        self
    }

    pub fn event(mut self, event: &'static str) -> Notice {
        self.event = event;
        self
    }

    pub fn priority(mut self, priority: &str) -> Notice {
        self.priority = priority.to_owned();
        self
    }

    pub fn expires_at(mut self, at: Option<DateTime<Utc>>) -> Notice {
        self.expires_at = at;
        self
    }

    pub fn legacy(mut self, payload: Value) -> Notice {
        self.legacy = Some(payload);
        self
    }
}

/// Persists `notice` for `profile_id` and queues its delivery; returns the notificationId.
pub async fn emit(cx: &mut Cx<'_>, profile_id: i64, notice: &Notice) -> Result<String> {
    let id = persist(&mut cx.tx, profile_id, notice).await?;
    wake_after_commit(cx);
    Ok(id)
}

/// Raises `notice` for every active profile of `client_id` (none: nothing).
pub async fn emit_to_client(cx: &mut Cx<'_>, client_id: i64, notice: &Notice) -> Result<Vec<String>> {
    let sql = "SELECT id FROM customer_profiles WHERE client_id = $1 AND state = 'ACTIVE' ORDER BY id LIMIT 100";
    emit_to_profiles(cx, sql, client_id, notice).await
}

/// Raises `notice` for every active profile `sql` (one argument) selects.
async fn emit_to_profiles(cx: &mut Cx<'_>, sql: &'static str, arg: i64, notice: &Notice) -> Result<Vec<String>> {
    let profiles: Vec<(i64,)> = cx.tx.fetch_all(sql, args![arg]).await?;
    let mut ids = Vec::with_capacity(profiles.len());
    for (profile,) in profiles {
        ids.push(persist(&mut cx.tx, profile, notice).await?);
    }
    if !ids.is_empty() {
        wake_after_commit(cx);
    }
    Ok(ids)
}

const HOLDER_PROFILES: &str =
    "SELECT p.id FROM customer_profiles p JOIN deposit_accounts a ON a.client_id = p.client_id
    WHERE a.id = $1 AND p.state = 'ACTIVE' ORDER BY p.id LIMIT 100";

/// Raises `notice` for the client owning deposit account `account_id`.
pub async fn emit_to_account_holder(cx: &mut Cx<'_>, account_id: i64, notice: &Notice) -> Result<Vec<String>> {
    emit_to_profiles(cx, HOLDER_PROFILES, account_id, notice).await
}

/// The active profiles of the client owning deposit account `account_id`, in
/// one statement outside any transaction (this runs after every deposit).
pub(crate) async fn holder_profiles(db: &Db, account_id: i64) -> Result<Vec<i64>> {
    let rows: Vec<(i64,)> = db.read_all(HOLDER_PROFILES, args![account_id]).await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

pub(crate) async fn persist(tx: &mut Tx, profile_id: i64, notice: &Notice) -> Result<String> {
    let data = notice.data.to_string();
    if data.len() > MAX_DATA_BYTES {
        return Err(Error::invalid("data", format!("must be at most {MAX_DATA_BYTES} bytes of JSON")));
    }
    let notification_id = uuid::Uuid::new_v4().to_string();
    let t = now();
    tx.execute(
        "INSERT INTO notifications (notification_id, profile_id, title, message, notification_type, priority, action, data,
             event_name, realtime_payload, group_notification_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        args![
            &notification_id,
            profile_id,
            &notice.title,
            &notice.message,
            &notice.notification_type,
            &notice.priority,
            &notice.action,
            data,
            notice.event,
            notice.legacy.as_ref().map(Value::to_string),
            notice.group_notification_id.clone(),
            t,
            notice.expires_at,
        ],
    )
    .await?;
    tx.execute(
        "INSERT INTO outbox (event_type, payload, created_at, attempts, stage, next_attempt_at)
         VALUES ($1, $2, $3, 0, 'REALTIME', $3)",
        args![OUTBOX_NOTIFICATION, json!({"notificationId": notification_id}).to_string(), t],
    )
    .await?;
    Ok(notification_id)
}

/// Who a real-time event is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Audience {
    /// One customer profile (by row id).
    Profile(i64),
    /// Staff sessions whose user holds this permission.
    Permission(&'static str),
    /// The staff sessions of one user (by username).
    User(String),
    /// Staff sessions whose user has this role.
    Role(String),
}

/// Publishes a real-time-only event (not persisted, no push) with the
/// caller's last writes ([`Tx::defer`]: no statement of its own); the feed
/// hears of it after commit.
pub fn publish(cx: &mut Cx<'_>, event: &'static str, audience: &Audience, payload: &Value) {
    let (sql, args) = feed_row(event, audience, payload);
    cx.tx.defer(sql, args);
    cx.after_commit(Box::new(|bank: crate::Bank| {
        Box::pin(async move {
            bank.signals().feed.notify_waiters();
        })
    }));
}

pub(crate) async fn publish_in(tx: &mut Tx, event: &str, audience: &Audience, payload: &Value) -> Result<()> {
    let (sql, args) = feed_row(event, audience, payload);
    tx.execute(sql, args).await?;
    Ok(())
}

/// The feed's row for `event`, as an insert.
fn feed_row(event: &str, audience: &Audience, payload: &Value) -> (&'static str, Vec<Arg>) {
    let (kind, key) = match audience {
        Audience::Profile(id) => ("PROFILE", id.to_string()),
        Audience::Permission(p) => ("PERMISSION", (*p).to_owned()),
        Audience::User(name) => ("USER", name.clone()),
        Audience::Role(role) => ("ROLE", role.clone()),
    };
    let sql = "INSERT INTO realtime_events (event_name, audience, audience_key, payload, created_at) VALUES ($1, $2, $3, $4, $5)";
    (sql, args![event, kind, key, payload.to_string(), now()])
}

fn wake_after_commit(cx: &mut Cx<'_>) {
    cx.after_commit(Box::new(|bank: crate::Bank| {
        Box::pin(async move {
            bank.signals().outbox.notify_one();
        })
    }));
}

/// The spec's common envelope of a stored notification.
#[allow(clippy::too_many_arguments)]
pub fn envelope(
    notification_id: &str,
    title: &str,
    message: &str,
    notification_type: &str,
    priority: &str,
    action: &str,
    data: Value,
    timestamp: DateTime<Utc>,
    expires_at: Option<DateTime<Utc>>,
    is_historical: bool,
    group_notification_id: Option<&str>,
) -> Value {
    let mut v = json!({
        "notificationId": notification_id,
        "title": title,
        "message": message,
        "notificationType": notification_type,
        "priority": priority,
        "action": action,
        "data": data,
        "timestamp": timestamp,
        "expiresAt": expires_at,
        "isHistorical": is_historical,
    });
    if let Some(group) = group_notification_id {
        v["groupNotificationId"] = json!(group);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_common_envelope_has_every_field_and_group_only_when_grouped() {
        let at = chrono::Utc::now();
        let v = envelope("n1", "T", "M", "info", "normal", "", json!({"a": 1}), at, None, false, None);
        for key in [
            "notificationId",
            "title",
            "message",
            "notificationType",
            "priority",
            "action",
            "data",
            "timestamp",
            "expiresAt",
            "isHistorical",
        ] {
            assert!(v.get(key).is_some(), "{key}");
        }
        assert!(v.get("groupNotificationId").is_none());
        let g = envelope("n1", "T", "M", "info", "normal", "", json!({}), at, None, true, Some("g1"));
        assert_eq!(g["groupNotificationId"], "g1");
    }
}
