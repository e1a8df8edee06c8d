//! The hand-out: each active subscription's new events, read from the sealed
//! chains after its position, become its deliveries, and the position moves,
//! in one transaction. Several servers share the work: a subscription held by
//! one (`FOR UPDATE SKIP LOCKED`) is skipped by the others, and the unique
//! (subscription, event) pair turns any repeat into nothing.

use chrono::{DateTime, Utc};
use serde_json::{Value, json};

use super::matches;
use crate::args;
use crate::error::Result;
use crate::money;
use crate::store::{Arg, Db, Sql, Tx, now};

/// Chain links read per stream, subscription and transaction.
const BATCH: i64 = 500;

/// One event, as it is handed out.
pub(super) struct Event {
    pub id: String,
    pub event_type: String,
    /// The ordering key: `Transaction:TXN-…`, `Branch:BR-…`.
    pub entity: String,
    pub body: String,
}

type AuditRow = (i64, i64, String, DateTime<Utc>, String, String, String, String, i64, Option<String>, String);

const MONEY: &str = "SELECT l.seq, t.id, t.event_type, t.occurred_at, t.user_name, t.action, t.transaction_id,
    t.transaction_type, t.amount_minor, t.previous_state, t.new_state
    FROM chain_links l JOIN transaction_audit t ON t.id = l.row_id
    WHERE l.stream = 'transaction_audit' AND l.seq > $1 ORDER BY l.seq LIMIT $2";

type ActivityRow = (
    i64,
    i64,
    String,
    Option<String>,
    String,
    DateTime<Utc>,
    Option<String>,
    Option<i64>,
    Option<String>,
    Option<String>,
    String,
    bool,
    Option<String>,
);

const ACTIVITY: &str = "SELECT l.seq, a.id, a.activity_type, a.command, a.description, a.occurred_at, a.entity_type,
    a.entity_id, a.entity_key, a.entity_reference, a.user_name, a.success, a.request_id
    FROM chain_links l JOIN activities a ON a.id = l.row_id
    WHERE l.stream = 'activity' AND l.seq > $1 ORDER BY l.seq LIMIT $2";

/// The type of a money transaction's audit record: None when it changed no
/// state (an approval that still waits for another).
fn money_type(audit_event: &str, previous: Option<&str>, new: &str) -> Option<&'static str> {
    Some(match audit_event {
        "ChequeBounced" => "cheque.bounced",
        "TransactionRejected" => "transaction.rejected",
        "TransactionExpired" => "transaction.expired",
        "TransactionReversed" => "transaction.reversed",
        "TransactionCancelled" => "transaction.cancelled",
        _ if previous == Some(new) => return None,
        _ => match new {
            "PENDING" => "transaction.pending",
            "SETTLED" => "transaction.settled",
            "CANCELLED" => "transaction.cancelled",
            "REVERSED" => "transaction.reversed",
            _ => return None,
        },
    })
}

fn money_event(row: AuditRow) -> Option<Event> {
    let (_, id, audit_event, at, by, action, key, kind, amount, previous, new) = row;
    let event_type = money_type(&audit_event, previous.as_deref(), &new)?;
    let body = json!({
        "id": format!("txa-{id}"),
        "type": event_type,
        "time": at,
        "entity": {"type": "Transaction", "key": key},
        "data": {
            "transactionId": key,
            "transactionType": kind,
            "amount": money::to_json_number(amount),
            "amountMinor": amount,
            "previousState": previous,
            "newState": new,
            "action": action,
            "auditEvent": audit_event,
            "by": by,
        },
    });
    Some(Event {
        id: format!("txa-{id}"),
        event_type: event_type.to_owned(),
        entity: format!("Transaction:{key}"),
        body: body.to_string(),
    })
}

fn activity_event(row: ActivityRow) -> Option<Event> {
    let (_, id, kind, command, description, at, entity_type, entity_id, entity_key, reference, by, success, request) =
        row;
    // A refused attempt changed nothing.
    if !success {
        return None;
    }
    let event_type = format!("audit.{}", kind.to_ascii_lowercase());
    let entity = match &entity_type {
        Some(t) => json!({"type": t, "id": entity_id, "key": entity_key, "reference": reference}),
        None => Value::Null,
    };
    let order = match (&entity_type, &entity_key) {
        (Some(t), Some(k)) => format!("{t}:{k}"),
        _ => format!("activity:{id}"),
    };
    let body = json!({
        "id": format!("act-{id}"),
        "type": event_type,
        "time": at,
        "entity": entity,
        "data": {"command": command, "description": description, "by": by, "requestId": request},
    });
    Some(Event { id: format!("act-{id}"), event_type, entity: order, body: body.to_string() })
}

/// Hands out what every active subscription has not had yet; returns how
/// many deliveries it made. Cheap when idle: one read.
pub async fn fan_out(db: &Db) -> Result<u64> {
    let behind: Vec<(i64,)> = db
        .read_all(
            "SELECT id FROM event_subscriptions WHERE state = 'ACTIVE'
               AND (activity_seq < (SELECT seq FROM chain_heads WHERE stream = 'activity')
                 OR transaction_audit_seq < (SELECT seq FROM chain_heads WHERE stream = 'transaction_audit'))
             ORDER BY id LIMIT $1",
            args![super::MAX_SUBSCRIPTIONS],
        )
        .await?;
    let mut handed = 0;
    for (id,) in behind {
        handed += hand_out(db, id).await?;
    }
    Ok(handed)
}

/// Where a subscription stands in each stream.
#[derive(sqlx::FromRow)]
struct Position {
    #[sqlx(rename = "events")]
    patterns: String,
    activity_seq: i64,
    #[sqlx(rename = "transaction_audit_seq")]
    money_seq: i64,
    #[sqlx(rename = "activity_from_id")]
    activity_from: i64,
    #[sqlx(rename = "transaction_audit_from_id")]
    money_from: i64,
}

/// One subscription's next batch of each stream.
async fn hand_out(db: &Db, id: i64) -> Result<u64> {
    let mut tx = db.begin_write().await?;
    let lock = tx.pick(
        "SELECT events, activity_seq, transaction_audit_seq, activity_from_id, transaction_audit_from_id
         FROM event_subscriptions WHERE id = $1 AND state = 'ACTIVE'",
        "SELECT events, activity_seq, transaction_audit_seq, activity_from_id, transaction_audit_from_id
         FROM event_subscriptions WHERE id = $1 AND state = 'ACTIVE' FOR UPDATE SKIP LOCKED",
    );
    let Some(at) = tx.fetch_optional::<Position>(lock, args![id]).await? else {
        tx.rollback().await?;
        return Ok(0);
    };
    let money: Vec<AuditRow> = tx.fetch_all(MONEY, args![at.money_seq, BATCH]).await?;
    let activities: Vec<ActivityRow> = tx.fetch_all(ACTIVITY, args![at.activity_seq, BATCH]).await?;
    let next_money = money.last().map_or(at.money_seq, |r| r.0);
    let next_activity = activities.last().map_or(at.activity_seq, |r| r.0);
    // A record from before the subscription moves the position and hands out nothing.
    let money = money.into_iter().filter(|r| r.1 > at.money_from);
    let activities = activities.into_iter().filter(|r| r.1 > at.activity_from);
    let events: Vec<Event> = (money.filter_map(money_event))
        .chain(activities.filter_map(activity_event))
        .filter(|e| matches(&at.patterns, &e.event_type))
        .collect();
    let handed = insert(&mut tx, id, &events).await?;
    tx.execute(
        "UPDATE event_subscriptions SET activity_seq = $1, transaction_audit_seq = $2 WHERE id = $3",
        args![next_activity, next_money, id],
    )
    .await?;
    tx.commit().await?;
    Ok(handed)
}

async fn insert(tx: &mut Tx, subscription: i64, events: &[Event]) -> Result<u64> {
    if events.is_empty() {
        return Ok(0);
    }
    let at = now();
    let mut args: Vec<Arg> = Vec::with_capacity(events.len() * 8);
    for e in events {
        args.extend(args![subscription, &e.id, &e.event_type, &e.entity, &e.body, "PENDING", at, at]);
    }
    let sql = format!(
        "INSERT INTO event_deliveries (subscription_id, event_id, event_type, entity, payload, state, next_attempt_at,
         created_at) VALUES {} ON CONFLICT (subscription_id, event_id) DO NOTHING",
        tx.values_rows(events.len(), 8)
    );
    tx.execute(Sql::assembled(sql), args).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_records_name_the_state_they_reached() {
        assert_eq!(money_type("TransactionInitiated", None, "SETTLED"), Some("transaction.settled"));
        assert_eq!(money_type("TransactionInitiated", None, "PENDING"), Some("transaction.pending"));
        assert_eq!(money_type("TransactionApproved", Some("PENDING"), "SETTLED"), Some("transaction.settled"));
        assert_eq!(money_type("TransactionApprovalRecorded", Some("PENDING"), "PENDING"), None);
        assert_eq!(money_type("ChequeBounced", Some("SETTLED"), "REVERSED"), Some("cheque.bounced"));
        assert_eq!(money_type("TransactionRejected", Some("PENDING"), "CANCELLED"), Some("transaction.rejected"));
        for (event_type, _) in super::super::TYPES.iter().filter(|(t, _)| !t.starts_with("audit.")) {
            assert!(
                [
                    "TransactionInitiated",
                    "ChequeBounced",
                    "TransactionRejected",
                    "TransactionExpired",
                    "TransactionReversed",
                    "TransactionCancelled"
                ]
                .iter()
                .flat_map(|e| ["PENDING", "SETTLED"].map(|s| money_type(e, None, s)))
                .any(|t| t == Some(event_type)),
                "{event_type} is raised by some record"
            );
        }
    }
}
