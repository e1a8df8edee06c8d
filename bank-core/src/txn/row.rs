//! The transaction row's INSERT, alone or riding with the write it follows
//! on SQLite (its hold's or its journal's call to the driver).

use super::{TxnRow, idempotency};
use crate::args;
use crate::error::Result;
use crate::store::{Arg, Dialect, Sql, Tx};

/// The transaction row's INSERT, its columns named; its hold's and its journal's ids come last.
const INSERT_ROW: &str = "INSERT INTO transactions (transaction_id, transaction_type, state, account_id, loan_id, till_id,
    amount_minor, currency, narration, channel, maker_id, maker_name, idempotency_key, required_approvals, approver_role,
    created_at, expires_at, settled_at, awaits_customer, hold_id, journal_id)";

/// Inserts the transaction row `txn` describes; returns its id.
pub(super) async fn insert(tx: &mut Tx, txn: &TxnRow, idempotency_key: Option<&str>) -> Result<i64> {
    let sql = format!("{INSERT_ROW} VALUES {} RETURNING id", tx.values_rows(1, 21));
    let mut args = row_args(txn, idempotency_key);
    args.extend(args![txn.hold_id, txn.journal_id]);
    tx.scalar(Sql::assembled(sql), args).await.map_err(idempotency::collided)
}

/// The row's columns, then its id and a keyed request's kept answer (see
/// [`settled_rider`]).
fn insert_kept() -> String {
    INSERT_ROW.replacen("journal_id)", "journal_id, id, request_hash, first_answer)", 1)
}

/// SQLite: the settled row, to ride in its journal's call (see
/// `Known::riders`), which it finds by its reference, the transaction's id.
/// `id`: the row's id, given when the posting is the transaction's last write
/// (`Known::last`: its audit and activity are queued before, with that id;
/// otherwise SQLite picks it); `kept`: a keyed request's fingerprint and
/// answer, kept in the row then.
pub(super) fn settled_rider(
    txn: &TxnRow,
    idempotency_key: Option<&str>,
    id: Option<i64>,
    kept: Option<(&str, String)>,
) -> (Sql, Vec<Arg>) {
    let journal = "(SELECT id FROM journal_transactions WHERE transaction_id = ?)";
    let sql = format!("{} VALUES ({}, NULL, {journal}, ?, ?, ?)", insert_kept(), ["?"; 19].join(", "));
    let (hash, answer) = kept.unzip();
    let mut args = row_args(txn, idempotency_key);
    args.extend(args![&txn.transaction_id, id, hash, answer]);
    (Sql::assembled(sql), args)
}

/// The pending row, to ride with its hold (see `customer::place_hold_riding`);
/// `id` and `kept` as for [`settled_rider`], given when the hold is the
/// transaction's last write (SQLite).
pub(super) fn pending_rider(
    dialect: Dialect,
    txn: &TxnRow,
    idempotency_key: Option<&str>,
    id: Option<i64>,
    kept: Option<(&str, String)>,
) -> (Sql, Vec<Arg>) {
    let mut args = row_args(txn, idempotency_key);
    let sql = match dialect {
        Dialect::Sqlite => {
            let (hash, answer) = kept.unzip();
            args.extend(args![id, hash, answer]);
            let values = ["?"; 19].join(", ");
            format!("{} SELECT {values}, last_insert_rowid(), NULL, ?, ?, ? WHERE changes() = 1", insert_kept())
        }
        // Never a last write: the id is the identity's, a keyed answer kept after.
        Dialect::Postgres => {
            debug_assert!(id.is_none() && kept.is_none(), "PostgreSQL's pending row is never the last write");
            let values: Vec<String> = (1..=19).map(|n| format!("${n}")).collect();
            format!("{INSERT_ROW} SELECT {}, hold.id, NULL FROM hold RETURNING hold_id, id", values.join(", "))
        }
    };
    (Sql::assembled(sql), args)
}

/// The row's columns but its hold's and journal's ids, in [`INSERT_ROW`]' order.
fn row_args(txn: &TxnRow, idempotency_key: Option<&str>) -> Vec<Arg> {
    args![
        &txn.transaction_id,
        &txn.transaction_type,
        txn.state,
        txn.account_id,
        txn.loan_id,
        txn.till_id,
        txn.amount_minor,
        &txn.currency,
        txn.narration.as_deref(),
        &txn.channel,
        txn.maker_id,
        &txn.maker_name,
        idempotency_key,
        txn.required_approvals,
        txn.approver_role.as_deref(),
        txn.created_at,
        txn.expires_at,
        txn.settled_at,
        txn.awaits_customer,
    ]
}
