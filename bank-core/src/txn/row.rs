//! The transaction row's INSERT, riding with the write it follows: its
//! hold's (on its account) or its journal's (on SQLite in its call to the driver, on
//! PostgreSQL as a part of its statement). Its texts never vary: each is
//! assembled once.

use std::sync::LazyLock;

use super::TxnRow;
use crate::args;
use crate::store::{Arg, Dialect, Sql};

/// The transaction row's INSERT, its columns named: the row's own ([`row_args`]),
/// its `account_holds` row's id (none now: a pending row carries its hold,
/// migration 34) and its journal's id, its id and a keyed request's kept answer
/// (see [`settled_rider`]).
const INSERT_ROW: &str = "INSERT INTO transactions (transaction_id, transaction_type, state, account_id, loan_id, till_id,
    amount_minor, currency, narration, channel, maker_id, maker_name, idempotency_key, required_approvals, approver_role,
    created_at, expires_at, settled_at, awaits_customer, hold_kind, hold_id, journal_id, id, request_hash, first_answer)";

/// The settled row, to ride with its journal (see `Known::riders`): on
/// SQLite in its call, finding it by its reference, the transaction's id; on
/// PostgreSQL as a part of its statement, from `j`. `id`: the row's id as
/// the account's read foresaw it (SQLite: the next; PostgreSQL: taken from
/// the identity's sequence), so that its audit and activity can be queued
/// before the posting when it is the transaction's last write (`Known::last`);
/// the database's pick without one. `kept`: a keyed request's fingerprint
/// and answer, kept in the row then.
pub(super) fn settled_rider(
    dialect: Dialect,
    txn: &TxnRow,
    idempotency_key: Option<&str>,
    id: Option<i64>,
    kept: Option<(&str, String)>,
) -> (Sql, Vec<Arg>) {
    let (hash, answer) = kept.unzip();
    let mut args = row_args(txn, idempotency_key);
    static SQLITE: LazyLock<String> = LazyLock::new(|| {
        let journal = "(SELECT id FROM journal_transactions WHERE transaction_id = ?)";
        format!("{INSERT_ROW} VALUES ({}, NULL, {journal}, ?, ?, ?)", ["?"; ROW_COLUMNS].join(", "))
    });
    static POSTGRES: LazyLock<String> = LazyLock::new(|| postgres_row("NULL", "j.id", "j", "id"));
    let sql = match dialect {
        Dialect::Sqlite => {
            args.push(Arg::from(&txn.transaction_id));
            SQLITE.as_str()
        }
        Dialect::Postgres => POSTGRES.as_str(),
    };
    args.extend(args![id, hash, answer]);
    (Sql::from(sql), args)
}

/// PostgreSQL's placeholders `$1` to `$n`, comma-separated.
fn numbered(n: usize) -> String {
    (1..=n).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ")
}

/// The pending row, carrying its hold (`txn.hold_kind`), to ride with the
/// hold's placing on its account (see `customer::place_hold_on_row`); `id`
/// and `kept` as for [`settled_rider`], `kept` given when the hold is the
/// transaction's last write.
pub(super) fn pending_rider(
    dialect: Dialect,
    txn: &TxnRow,
    idempotency_key: Option<&str>,
    id: Option<i64>,
    kept: Option<(&str, String)>,
) -> (Sql, Vec<Arg>) {
    let (hash, answer) = kept.unzip();
    let mut args = row_args(txn, idempotency_key);
    args.extend(args![id, hash, answer]);
    static SQLITE: LazyLock<String> = LazyLock::new(|| {
        let values = ["?"; ROW_COLUMNS].join(", ");
        format!("{INSERT_ROW} SELECT {values}, NULL, NULL, ?, ?, ? WHERE changes() = 1")
    });
    static POSTGRES: LazyLock<String> = LazyLock::new(|| postgres_row("NULL", "NULL", "placed", "id"));
    let sql = match dialect {
        Dialect::Sqlite => SQLITE.as_str(),
        Dialect::Postgres => POSTGRES.as_str(),
    };
    (Sql::from(sql), args)
}

/// PostgreSQL's row, inserted from the CTE part `from` before it, with its
/// hold's and journal's ids as given; its id the one given (the first
/// placeholder after its own columns) or, with none, the identity's next.
fn postgres_row(hold: &str, journal: &str, from: &str, returning: &str) -> String {
    let (id, hash, answer) = (ROW_COLUMNS + 1, ROW_COLUMNS + 2, ROW_COLUMNS + 3);
    format!(
        "{INSERT_ROW} SELECT {}, {hold}, {journal}, COALESCE(${id}, nextval('transactions_id_seq')), ${hash}, ${answer}
         FROM {from} RETURNING {returning}",
        numbered(ROW_COLUMNS)
    )
}

/// How many of [`INSERT_ROW`]'s columns are the row's own ([`row_args`]).
const ROW_COLUMNS: usize = 20;

/// The row's own columns, in [`INSERT_ROW`]'s order.
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
        txn.hold_kind.as_deref(),
    ]
}
