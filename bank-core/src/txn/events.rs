//! What happened to a transaction, told after commit to the areas that listen
//! (notifications today). The money transaction writes no notification and
//! reads no profile: a listener does its own work in its own transaction, so a
//! failure there never undoes a posting, and the transaction core imports none
//! of its listeners.

use super::{TxnRow, TxnState};
use crate::Bank;
use crate::command::{BoxFuture, Cx};

/// A transaction event, as listeners receive it.
#[derive(Clone, Debug)]
pub enum TxnEvent {
    /// A transaction was made: settled at once, or pending (`tell_approvers`
    /// false while it waits for the customer's signature first).
    Initiated { txn: TxnRow, pending: bool, tell_approvers: bool },
    /// A pending transaction now waits for staff approval (a cash movement, or
    /// one the customer has signed).
    ApprovalRequired { txn: TxnRow },
    /// A transaction changed state; `tell_holder` false when the holder caused it.
    Updated { txn: TxnRow, new_state: TxnState, was_pending: bool, tell_holder: bool },
}

/// Receives every transaction event after its commit. A listener handles its
/// own errors (it logs them): the change it hears about is committed already.
pub type Listener = fn(Bank, TxnEvent) -> BoxFuture<'static, ()>;

/// Tells the bank's listeners about `event` once `cx` commits (never on rollback).
pub(crate) fn tell(cx: &mut Cx<'_>, event: TxnEvent) {
    cx.after_commit(Box::new(move |bank: Bank| {
        Box::pin(async move {
            for listen in bank.txn_listeners() {
                listen(bank.clone(), event.clone()).await;
            }
        })
    }));
}

/// Tells of a state change once `cx` commits.
pub(crate) fn updated(cx: &mut Cx<'_>, txn: &TxnRow, new_state: TxnState, was_pending: bool, tell_holder: bool) {
    tell(cx, TxnEvent::Updated { txn: txn.clone(), new_state, was_pending, tell_holder });
}
