//! Extension points of the transaction core, registered at start in the
//! catalogue above the areas (`lib.rs`) and reached through the `Bank`, so
//! that the core imports none of the areas that extend it (cheques,
//! self-service). A hook runs inside the money transaction: its failure undoes
//! the change it was part of.

use super::TxnRow;
use crate::auth::Actor;
use crate::command::{BoxFuture, Cx};
use crate::customer::DepositAccount;
use crate::error::Result;
use crate::store::Tx;

/// What a hook returns: it borrows the money transaction while it runs.
pub(crate) type Hook<'a, T = ()> = BoxFuture<'a, Result<T>>;

/// What a transaction type with effects of its own (a cheque) adds to the
/// core's steps, looked up by type in memory. A type without an entry (a
/// plain deposit) runs none and reads nothing for them.
///
/// `before` is the customer account as locked before the step.
pub(crate) struct TypeHooks {
    pub transaction_type: &'static str,
    /// The GL account on the other side of the customer line; `None`: the
    /// core's (the loan's, the till's, or the cash GL).
    pub counter_gl: Option<for<'a> fn(&'a mut Tx, &'a TxnRow) -> Hook<'a, i64>>,
    /// After the settlement journal is posted, before the row is SETTLED.
    pub on_settled: for<'a> fn(&'a mut Tx, &'a TxnRow, &'a DepositAccount, i64) -> Hook<'a>,
    /// After a PENDING transaction was cancelled (rejected, cancelled, expired)
    /// with this reason; `before` is `None` when the expiry job closed it.
    pub on_closed: for<'a> fn(&'a mut Tx, &'a TxnRow, &'a str, Option<&'a DepositAccount>) -> Hook<'a>,
    /// Before the settlement journal is reversed: may refuse the reversal.
    pub before_reverse: for<'a> fn(&'a mut Tx, &'a Actor, &'a TxnRow) -> Hook<'a>,
    /// After the transaction was REVERSED with this reason.
    pub on_reversed: for<'a> fn(&'a mut Tx, &'a TxnRow, &'a str, &'a DepositAccount) -> Hook<'a>,
}

/// The customer's signature on a pending transaction (the self-service area):
/// asked for by `customerAuthorization` on initiation, awaited before staff
/// approval, expired by the expiry job.
pub(crate) struct CustomerAuthorization {
    /// Asks the account holder to sign the new pending transaction.
    pub require: for<'a, 'c> fn(&'a mut Cx<'c>, &'a TxnRow) -> Hook<'a>,
    /// True while the transaction waits for the signature (or it was refused):
    /// staff may not approve it.
    pub awaiting: for<'a> fn(&'a mut Tx, &'a TxnRow) -> Hook<'a, bool>,
    /// Cancels the transactions whose signature window passed; returns how many.
    pub expire_due: for<'a, 'c> fn(&'a mut Cx<'c>) -> Hook<'a, usize>,
}

/// What other areas add to the transaction core, given when the bank opens.
pub struct Extensions {
    /// Record every transaction event in its money transaction.
    pub recorders: &'static [super::Recorder],
    /// Told of every committed transaction event.
    pub listeners: &'static [super::Listener],
    /// Steps of the transaction types with effects of their own.
    pub type_hooks: &'static [TypeHooks],
    /// Who signs transactions initiated with `customerAuthorization`.
    pub customer_authorization: &'static CustomerAuthorization,
}

impl crate::Bank {
    /// The recorders of every transaction event, in its money transaction.
    pub fn txn_recorders(&self) -> &'static [super::Recorder] {
        self.part::<Extensions>().recorders
    }

    /// The listeners told of every committed transaction event.
    pub fn txn_listeners(&self) -> &'static [super::Listener] {
        self.part::<Extensions>().listeners
    }

    /// The hooks of `transaction_type`, if it has effects of its own (a
    /// cheque); `None` for a plain movement.
    pub(crate) fn txn_type_hooks(&self, transaction_type: &str) -> Option<&'static TypeHooks> {
        self.part::<Extensions>().type_hooks.iter().find(|hooks| hooks.transaction_type == transaction_type)
    }

    /// The customer's signature on transactions that ask for it.
    pub(crate) fn customer_authorization(&self) -> &'static CustomerAuthorization {
        self.part::<Extensions>().customer_authorization
    }
}
