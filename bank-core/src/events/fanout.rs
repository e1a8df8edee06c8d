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

/// A transaction audit record at its chain link.
#[derive(sqlx::FromRow)]
struct MoneyRow {
    seq: i64,
    id: i64,
    event_type: String,
    occurred_at: DateTime<Utc>,
    user_name: String,
    action: String,
    transaction_id: String,
    transaction_type: String,
    amount_minor: i64,
    previous_state: Option<String>,
    new_state: String,
}

const MONEY: &str = "SELECT l.seq, t.id, t.event_type, t.occurred_at, t.user_name, t.action, t.transaction_id,
    t.transaction_type, t.amount_minor, t.previous_state, t.new_state
    FROM chain_links l JOIN transaction_audit t ON t.id = l.row_id
    WHERE l.stream = 'transaction_audit' AND l.seq > $1 ORDER BY l.seq LIMIT $2";

/// An activity at its chain link.
#[derive(sqlx::FromRow)]
struct ActivityRow {
    seq: i64,
    id: i64,
    activity_type: String,
    command: Option<String>,
    description: String,
    occurred_at: DateTime<Utc>,
    entity_type: Option<String>,
    entity_id: Option<i64>,
    entity_key: Option<String>,
    entity_reference: Option<String>,
    user_name: String,
    success: bool,
    request_id: Option<String>,
}

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

fn money_event(row: MoneyRow) -> Option<Event> {
    let event_type = money_type(&row.event_type, row.previous_state.as_deref(), &row.new_state)?;
    let (id, key) = (format!("txa-{}", row.id), row.transaction_id);
    let body = json!({
        "id": id,
        "type": event_type,
        "time": row.occurred_at,
        "entity": {"type": "Transaction", "key": key},
        "data": {
            "transactionId": key,
            "transactionType": row.transaction_type,
            "amount": money::to_json_number(row.amount_minor),
            "amountMinor": row.amount_minor,
            "previousState": row.previous_state,
            "newState": row.new_state,
            "action": row.action,
            "auditEvent": row.event_type,
            "by": row.user_name,
        },
    });
    Some(Event { id, event_type: event_type.to_owned(), entity: format!("Transaction:{key}"), body: body.to_string() })
}

fn activity_event(row: ActivityRow) -> Option<Event> {
    // A refused attempt changed nothing.
    if !row.success {
        return None;
    }
    let event_type = format!("audit.{}", row.activity_type.to_ascii_lowercase());
    let order = match (&row.entity_type, &row.entity_key) {
        (Some(t), Some(k)) => format!("{t}:{k}"),
        _ => format!("activity:{}", row.id),
    };
    let entity = match &row.entity_type {
        Some(t) => json!({"type": t, "id": row.entity_id, "key": row.entity_key, "reference": row.entity_reference}),
        None => Value::Null,
    };
    let id = format!("act-{}", row.id);
    let body = json!({
        "id": id,
        "type": event_type,
        "time": row.occurred_at,
        "entity": entity,
        "data": {"command": row.command, "description": row.description, "by": row.user_name, "requestId": row.request_id},
    });
    Some(Event { id, event_type, entity: order, body: body.to_string() })
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
    let money: Vec<MoneyRow> = tx.fetch_all(MONEY, args![at.money_seq, BATCH]).await?;
    let activities: Vec<ActivityRow> = tx.fetch_all(ACTIVITY, args![at.activity_seq, BATCH]).await?;
    let next_money = money.last().map_or(at.money_seq, |r| r.seq);
    let next_activity = activities.last().map_or(at.activity_seq, |r| r.seq);
    // A record from before the subscription moves the position and hands out nothing.
    let money = money.into_iter().filter(|r| r.id > at.money_from);
    let activities = activities.into_iter().filter(|r| r.id > at.activity_from);
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
