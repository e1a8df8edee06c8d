//! What happened to a transaction, told to the areas that listen
//! (notifications today), of which the transaction core imports none. A
//! recorder queues rows into the money transaction's last writes (the staff's
//! real-time feed, itself an outbox: delivered after commit), so it costs no
//! statement and no transaction of its own and is never lost. A listener runs
//! after commit in its own transaction (the holder's notice: it reads the
//! holder's profiles, which the money transaction never reads), so a failure
//! there never undoes a posting.

use super::{TxnRow, TxnState};
use crate::Bank;
use crate::command::{BoxFuture, Cx};

/// A transaction event, as listeners receive it. `holder_profiles` is the
/// account holder's active app profiles as the money transaction's account
/// read saw them (none: nobody to tell), or `None` when it read none (the
/// listener looks them up).
#[derive(Clone, Debug)]
pub enum TxnEvent {
    /// A transaction was made: settled at once, or pending (`tell_approvers`
    /// false while it waits for the customer's signature first).
    Initiated { txn: TxnRow, pending: bool, tell_approvers: bool, holder_profiles: Option<i64> },
    /// A pending transaction now waits for staff approval (a cash movement, or
    /// one the customer has signed).
    ApprovalRequired { txn: TxnRow },
    /// A transaction changed state; `tell_holder` false when the holder caused it.
    Updated { txn: TxnRow, new_state: TxnState, was_pending: bool, tell_holder: bool, holder_profiles: Option<i64> },
}

/// Receives every transaction event after its commit. A listener handles its
/// own errors (it logs them): the change it hears about is committed already.
pub type Listener = fn(Bank, TxnEvent) -> BoxFuture<'static, ()>;

/// Queues what `event` records with the money transaction's last writes
/// ([`crate::store::Tx::defer`]): it cannot read, and a rollback takes it back.
pub type Recorder = fn(&mut Cx<'_>, &TxnEvent);

/// Has the bank's recorders queue what `event` records in `cx`, and tells its
/// listeners about it once `cx` commits (never on rollback).
pub(crate) fn tell(cx: &mut Cx<'_>, event: TxnEvent) {
    record(cx, &event);
    listen(cx, event);
}

/// Has the bank's recorders queue what `event` records in `cx` (see
/// [`tell`]); they read only what the event says of the transaction.
pub(crate) fn record(cx: &mut Cx<'_>, event: &TxnEvent) {
    for record in cx.bank.txn_recorders() {
        record(cx, event);
    }
}

/// Tells the bank's listeners about `event` once `cx` commits (see [`tell`]).
pub(crate) fn listen(cx: &mut Cx<'_>, event: TxnEvent) {
    cx.after_commit(Box::new(move |bank: Bank| {
        Box::pin(async move {
            for listen in bank.txn_listeners() {
                listen(bank.clone(), event.clone()).await;
            }
        })
    }));
}

/// Tells of a state change once `cx` commits. `holder_profiles`: the account
/// holder's app profiles as the command's lock read saw them, if it read them.
pub(crate) fn updated(
    cx: &mut Cx<'_>,
    txn: &TxnRow,
    new_state: TxnState,
    was_pending: bool,
    tell_holder: bool,
    holder_profiles: Option<i64>,
) {
    tell(cx, TxnEvent::Updated { txn: txn.clone(), new_state, was_pending, tell_holder, holder_profiles });
}
