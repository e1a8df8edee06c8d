//! The transaction rows of the spec's event table, raised by the universal
//! transaction flows (see [`crate::txn::TxnEvent`]). The holder's notice is
//! persisted after commit, in a transaction of its own, so the money
//! transaction reads no profile and writes no notification; a process that
//! dies between the two commits loses that notice (the transaction, its
//! audit and its activity record are committed). The staff's real-time events
//! ride with the money transaction's last writes: never lost, and no commit
//! of their own.
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
use crate::Bank;
use crate::auth::perm;
use crate::command::{BoxFuture, Cx};
use crate::error::Result;
use crate::money;
use crate::txn::{TxnEvent, TxnRow, TxnState};

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

/// The notice for the account holder `event` tells, with the holder's account.
fn holder_notice(event: &TxnEvent) -> Option<(i64, Notice)> {
    match event {
        TxnEvent::Initiated { holder_profiles: Some(0), .. } | TxnEvent::Updated { holder_profiles: Some(0), .. } => {
            None
        }
        TxnEvent::Initiated { txn, pending, .. } => {
            let (status, message) = match pending {
                true => ("initiated", format!("Your {} is awaiting approval.", describe(txn))),
                false => ("success", format!("Your {} was completed.", describe(txn))),
            };
            let n = notice("Transaction initiated", message, txn, "initiated", status, Some(true));
            txn.account_id.map(|account| (account, n))
        }
        TxnEvent::ApprovalRequired { .. } => None,
        TxnEvent::Updated { txn, new_state, tell_holder, .. } => {
            let (status, ok, text) = match *new_state {
                TxnState::Settled => ("success", true, "was completed"),
                TxnState::Cancelled => ("failed", false, "was declined"),
                TxnState::Reversed => ("reversed", true, "was reversed"),
                TxnState::Pending => ("initiated", true, "was updated"),
            };
            let account = txn.account_id.filter(|_| *tell_holder)?;
            let message = format!("Your {} {text}.", describe(txn));
            Some((account, notice("Transaction update", message, txn, "transaction_update", status, Some(ok))))
        }
    }
}

/// The real-time event `event` tells the staff who may approve, if any.
fn approvers_event(event: &TxnEvent) -> Option<(&'static str, Value)> {
    match event {
        TxnEvent::Initiated { txn, pending, tell_approvers, .. } => {
            (*pending && *tell_approvers && txn.account_id.is_some()).then(|| approval_required(txn))
        }
        TxnEvent::ApprovalRequired { txn } => Some(approval_required(txn)),
        TxnEvent::Updated { txn, new_state, was_pending, .. } => {
            (*was_pending && *new_state != TxnState::Pending).then(|| decided(txn, *new_state))
        }
    }
}

/// To the approvers' group, so their queues refresh.
fn decided(txn: &TxnRow, new_state: TxnState) -> (&'static str, Value) {
    let body = json!({
        "Message": format!("Transaction {} is now {new_state}.", txn.transaction_id),
        "requestId": txn.transaction_id,
        "type": "transaction_decided",
    });
    (events::RECEIVE_GROUP_NOTIFICATION, body)
}

/// `approval`/`transaction_approval_required` to staff who may approve.
fn approval_required(txn: &TxnRow) -> (&'static str, Value) {
    let body = json!({
        "Message": format!("{} {} is awaiting approval.", describe(txn), txn.transaction_id),
        "requestId": txn.transaction_id,
        "type": "transaction_approval_required",
    });
    (events::RECEIVE_APPROVAL_NOTIFICATION, body)
}

/// The transaction core's recorder: the approvers' real-time event rides with
/// the money transaction's last writes, so it costs no statement, and no
/// commit, of its own.
pub fn record(cx: &mut Cx<'_>, event: &TxnEvent) {
    if let Some((name, body)) = approvers_event(event) {
        events::publish(cx, name, &Audience::Permission(perm::TRANSACTIONS_APPROVE), &body);
    }
}

/// The transaction core's listener: persists the holder's notice in a
/// transaction of its own, after the money moved. A movement whose account
/// read saw no app profile for the holder costs nothing here.
pub fn listen(bank: Bank, event: TxnEvent) -> BoxFuture<'static, ()> {
    Box::pin(async move {
        if let Some((account, notice)) = holder_notice(&event)
            && let Err(e) = tell_holder(&bank, account, &notice).await
        {
            tracing::error!(error = %e, "a committed transaction's notification was not raised");
        }
    })
}

async fn tell_holder(bank: &Bank, account: i64, notice: &Notice) -> Result<()> {
    let profiles = events::holder_profiles(bank.db(), account).await?;
    if profiles.is_empty() {
        return Ok(());
    }
    let mut tx = bank.db().begin_write().await?;
    for profile in &profiles {
        events::persist(&mut tx, *profile, notice).await?;
    }
    tx.commit().await?;
    bank.signals().outbox.notify_one();
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
