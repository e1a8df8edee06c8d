//! A pending transaction's hold, on its own row (`hold_kind`, migration 34)
//! or kept apart in `account_holds` (`hold_id`: a cheque's pending
//! transaction's, or a row written before), released as it settles or closes.

use super::TxnRow;
use crate::customer::{DepositAccount, HoldKind, HoldOwner, release_hold, release_hold_on_row, release_hold_riding};
use crate::error::{Error, Result};
use crate::ledger::engine::{AccountFacts, Known};
use crate::store::{Tx, now};

/// Whether PENDING `txn` holds money: on its own row (`hold_kind`, migration
/// 34) or, for a cheque's and a row written before, in `account_holds`.
pub(super) fn holds(txn: &TxnRow) -> bool {
    txn.hold_id.is_some() || row_hold(txn).is_some()
}

/// The hold PENDING `txn` carries on its own row, if any.
fn row_hold(txn: &TxnRow) -> Option<HoldKind> {
    txn.hold_kind.as_deref().and_then(HoldKind::parse)
}

/// Releases the hold of `txn` as it settles; returns the amount released, and
/// tells the engine the account as it must see it: less the hold. With `ride`,
/// the customer account, the release rides with the journal (see
/// [`super::rides_with_journal`]): the account after is computed, its
/// balance update takes the hold off, and the release happens only if the
/// transaction's state change, riding too, does (the compare-and-set of a
/// hold on the row), and for a hold in `account_holds` only if its row's
/// facts are those.
pub(super) async fn release_to_settle(
    tx: &mut Tx,
    txn: &TxnRow,
    ride: Option<&DepositAccount>,
    known: &mut Known,
) -> Result<i64> {
    let (kind, amount) = (row_hold(txn).unwrap_or(super::hold_kind(&txn.transaction_type)), txn.amount_minor);
    let (after, released) = match (ride, txn.hold_id) {
        (Some(account), hold) => {
            if let Some(hold) = hold {
                let owner = HoldOwner::Transaction;
                known.riders.push(release_hold_riding(tx.dialect(), hold, account.id, kind, owner, amount, now()));
            }
            let credit = kind.credit(amount);
            known.release_hold(account.id, (amount, credit));
            let mut after = account.facts();
            after.hold_minor -= amount;
            after.credit_hold_minor -= credit;
            (after, amount)
        }
        (None, Some(hold)) => release_hold(tx, hold, HoldOwner::Transaction).await?,
        (None, None) => release_on_row(tx, txn, kind).await?,
    };
    known.accounts = vec![after];
    Ok(released)
}

/// Releases the hold PENDING `txn` carries on its row, the row held by the
/// caller, whose state change follows (see `customer::release_hold_on_row`).
async fn release_on_row(tx: &mut Tx, txn: &TxnRow, kind: HoldKind) -> Result<(AccountFacts, i64)> {
    let account = txn
        .account_id
        .ok_or_else(|| Error::Internal(format!("transaction {} holds money on no account", txn.transaction_id)))?;
    release_hold_on_row(tx, account, kind, txn.amount_minor).await
}

/// Releases the hold of PENDING `txn` as it closes unsettled (see
/// [`holds`]); returns the amount released. The caller changes its state in
/// the same transaction, by compare-and-set.
pub(super) async fn release_to_close(tx: &mut Tx, txn: &TxnRow) -> Result<i64> {
    match (txn.hold_id, row_hold(txn)) {
        (Some(hold), _) => Ok(release_hold(tx, hold, HoldOwner::Transaction).await?.1),
        (None, Some(kind)) => Ok(release_on_row(tx, txn, kind).await?.1),
        (None, None) => Ok(0),
    }
}
