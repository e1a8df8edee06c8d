//! The transaction rows of the spec's event table, raised from the universal
//! transaction flows in the flow's own database transaction.
//!
//! - `transaction`/`initiated` and `transaction`/`transaction_update` go to the
//!   account holder's profiles: persisted and pushed with a notificationId,
//!   sent on `ReceiveTransactionStatus` in the legacy shape (Message,
//!   requestId, action, type, IsSuccess, status, transactionId, payload).
//! - `approval`/`transaction_approval_required` goes to staff sessions holding
//!   `transactions.approve` on `ReceiveApprovalNotification` {Message,
//!   requestId, type}; not persisted, no push.
//! - When a pending transaction is decided, the approvers' group gets
//!   `ReceiveGroupNotification` {Message, requestId, type} so their queues
//!   refresh; not persisted, no push.
//!
//! requestId is the transactionId: one request creates one transaction.

use serde_json::{Value, json};

use super::events::{self, Audience, Notice};
use crate::auth::perm;
use crate::command::Cx;
use crate::error::Result;
use crate::money;
use crate::txn::TxnRow;

fn payload(txn: &TxnRow, status: &str) -> Value {
    json!({
        "transactionId": txn.transaction_id,
        "transactionType": txn.transaction_type,
        "amount": money::to_json_number(txn.amount_minor),
        "currency": txn.currency,
        "status": status,
    })
}

fn legacy(message: &str, txn: &TxnRow, action: &str, status: &str, is_success: Option<bool>) -> Value {
    let mut v = json!({
        "Message": message,
        "requestId": txn.transaction_id,
        "action": action,
        "type": txn.transaction_type,
        "status": status,
        "transactionId": txn.transaction_id,
        "payload": payload(txn, status),
    });
    if let Some(ok) = is_success {
        v["IsSuccess"] = json!(ok);
    }
    v
}

fn notice(title: &str, message: String, txn: &TxnRow, action: &str, status: &str, ok: Option<bool>) -> Notice {
    let data = json!({"requestId": txn.transaction_id, "type": txn.transaction_type, "payload": payload(txn, status)});
    Notice::new("transaction", action, title, message.clone())
        .event(events::RECEIVE_TRANSACTION_STATUS)
        .data(data)
        .legacy(legacy(&message, txn, action, status, ok))
}

fn describe(txn: &TxnRow) -> String {
    format!(
        "{} of {} {}",
        txn.transaction_type.to_lowercase().replace('_', " "),
        money::format(txn.amount_minor),
        txn.currency
    )
}

/// `transaction`/`initiated` to the holder; `approval` to approvers when pending.
pub async fn initiated(cx: &mut Cx<'_>, txn: &TxnRow, pending: bool, tell_approvers: bool) -> Result<()> {
    let Some(account) = txn.account_id else { return Ok(()) };
    let status = if pending { "initiated" } else { "success" };
    let message = if pending {
        format!("Your {} is awaiting approval.", describe(txn))
    } else {
        format!("Your {} was completed.", describe(txn))
    };
    let n = notice("Transaction initiated", message, txn, "initiated", status, Some(true));
    events::emit_to_account_holder(cx, account, &n).await?;
    if pending && tell_approvers {
        approval_required(cx, txn).await?;
    }
    Ok(())
}

/// `approval`/`transaction_approval_required` to staff who may approve.
pub async fn approval_required(cx: &mut Cx<'_>, txn: &TxnRow) -> Result<()> {
    let body = json!({
        "Message": format!("{} {} is awaiting approval.", describe(txn), txn.transaction_id),
        "requestId": txn.transaction_id,
        "type": "transaction_approval_required",
    });
    events::publish(cx, events::RECEIVE_APPROVAL_NOTIFICATION, Audience::Permission(perm::TRANSACTIONS_APPROVE), &body)
        .await
}

/// `transaction`/`transaction_update` to the holder, and the approvers' group
/// refresh when a pending transaction was decided.
pub async fn updated(
    cx: &mut Cx<'_>,
    txn: &TxnRow,
    new_state: &str,
    was_pending: bool,
    tell_holder: bool,
) -> Result<()> {
    let (status, ok, text) = match new_state {
        "SETTLED" => ("success", true, "was completed"),
        "CANCELLED" => ("failed", false, "was declined"),
        "REVERSED" => ("reversed", true, "was reversed"),
        _ => ("initiated", true, "was updated"),
    };
    if let Some(account) = txn.account_id.filter(|_| tell_holder) {
        let message = format!("Your {} {text}.", describe(txn));
        let n = notice("Transaction update", message, txn, "transaction_update", status, Some(ok));
        events::emit_to_account_holder(cx, account, &n).await?;
    }
    if was_pending && new_state != "PENDING" {
        let body = json!({
            "Message": format!("Transaction {} is now {new_state}.", txn.transaction_id),
            "requestId": txn.transaction_id,
            "type": "transaction_decided",
        });
        events::publish(
            cx,
            events::RECEIVE_GROUP_NOTIFICATION,
            Audience::Permission(perm::TRANSACTIONS_APPROVE),
            &body,
        )
        .await?;
    }
    Ok(())
}

/// A bounced cheque: the holder learns why and what penalty was charged
/// (`transaction`/`transaction_update`, status `failed`).
pub async fn cheque_bounced(cx: &mut Cx<'_>, txn: &TxnRow, message: String) -> Result<()> {
    if let Some(account) = txn.account_id {
        let n = notice("Cheque bounced", message, txn, "transaction_update", "failed", Some(false));
        events::emit_to_account_holder(cx, account, &n).await?;
    }
    Ok(())
}
