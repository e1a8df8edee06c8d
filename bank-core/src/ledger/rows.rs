//! Journal headers and lines as rows: many per statement, for one journal
//! (the engine) or a chunk of them (batch files).

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use super::engine::{Journal, Line};
use crate::args;
use crate::auth::Actor;
use crate::error::{Error, Result};
use crate::store::{Arg, Dialect, Sql, Tx, shift_placeholders};

const HEADER: &str = "INSERT INTO journal_transactions (transaction_id, encoded_key, transaction_type, booking_date, value_date,
                 created_at, currency, branch_id, user_id, user_name, user_key, notes, total_minor, entry_count, reversal_of_id)";
const HEADER_COLUMNS: usize = 15;
const LINES: &str =
    "INSERT INTO journal_entries (journal_transaction_id, gl_account_id, entry_type, amount_minor, currency,
                 branch_id, reference, deposit_account_id, booking_date)";
/// A line's columns after its header's id.
const LINE_COLUMNS: usize = 8;

/// A journal ready to insert: checked, its reference and total decided.
pub(crate) struct Ready<'a> {
    pub journal: &'a Journal,
    pub reference: String,
    pub total_minor: i64,
}

/// Inserts the journals' headers, 500 per statement; returns their ids in order.
pub(crate) async fn insert_journals(
    tx: &mut Tx,
    actor: &Actor,
    ready: &[Ready<'_>],
    created_at: DateTime<Utc>,
) -> Result<Vec<i64>> {
    let mut ids = Vec::with_capacity(ready.len());
    for chunk in ready.chunks(500) {
        let sql =
            format!("{HEADER} VALUES {} RETURNING id, transaction_id", tx.values_rows(chunk.len(), HEADER_COLUMNS));
        let mut args = Vec::with_capacity(chunk.len() * HEADER_COLUMNS);
        for r in chunk {
            args.extend(header_args(actor, r, created_at));
        }
        // RETURNING promises no order: the ids are matched by reference.
        let returned: BTreeMap<String, i64> = tx
            .fetch_all::<(i64, String)>(Sql::assembled(sql), args)
            .await?
            .into_iter()
            .map(|(id, r)| (r, id))
            .collect();
        for r in chunk {
            let id = returned.get(&r.reference).ok_or_else(|| {
                Error::Internal(format!("journal {} was inserted without an id coming back", r.reference))
            })?;
            ids.push(*id);
        }
    }
    Ok(ids)
}

/// Inserts every line of `journals` (header id, journal), 1,000 rows per statement.
pub(crate) async fn insert_lines(tx: &mut Tx, journals: &[(i64, &Journal)]) -> Result<()> {
    let lines: Vec<(i64, &Journal, &Line)> =
        journals.iter().flat_map(|(id, j)| j.lines.iter().map(move |l| (*id, *j, l))).collect();
    for chunk in lines.chunks(1000) {
        let sql = format!("{LINES} VALUES {}", tx.values_rows(chunk.len(), 1 + LINE_COLUMNS));
        let mut args = Vec::with_capacity(chunk.len() * (1 + LINE_COLUMNS));
        for (id, journal, line) in chunk {
            args.push(Arg::from(*id));
            args.extend(line_args(journal, line));
        }
        tx.execute(Sql::assembled(sql), args).await?;
    }
    Ok(())
}

/// What [`insert_journal`] reports.
pub(crate) struct InsertedJournal {
    pub id: i64,
    /// SQLite: the rows the last write riding with the journal changed.
    pub last_changed: i64,
    /// SQLite: the row id last inserted (the lines', unless a rider's came after).
    pub last_row_id: i64,
}

/// Inserts one journal and its lines in one statement (the engine posts one
/// at a time). PostgreSQL inserts the lines from a CTE that returns the
/// header's id; SQLite runs the header, the lines and `then` (writes with
/// anonymous `?`, SQLite only) in one call to its driver, the lines finding
/// their header by its unique reference. Either way the row comes last, with
/// the lines counted: a driver that stops at the first row it returns would
/// skip what follows it. `last` (SQLite): the call is the transaction's
/// last, its deferred writes and RELEASE after that row (`Tx::fetch_all_last`,
/// which reads every row the call returns).
pub(crate) async fn insert_journal(
    tx: &mut Tx,
    actor: &Actor,
    ready: &Ready<'_>,
    created_at: DateTime<Utc>,
    then: Vec<(Sql, Vec<Arg>)>,
    last: bool,
) -> Result<InsertedJournal> {
    let lines = &ready.journal.lines;
    if lines.is_empty() {
        return Err(Error::Internal(format!("journal {} has no lines", ready.reference)));
    }
    let header = tx.values_rows(1, HEADER_COLUMNS);
    let mut args = header_args(actor, ready, created_at);
    let sqlite = tx.dialect() == Dialect::Sqlite;
    if !sqlite && !then.is_empty() {
        return Err(Error::Internal("writes ride with a journal only on SQLite".into()));
    }
    let sql = if sqlite {
        let by_reference = "SELECT id FROM journal_transactions WHERE transaction_id = ?";
        let row = format!("(({by_reference}), {})", ["?"; LINE_COLUMNS].join(", "));
        let then_sql: String = then.iter().map(|(sql, _)| format!("{};\n", sql.text())).collect();
        format!(
            "{HEADER} VALUES {header};\n{LINES} VALUES {};\n{then_sql}\
             SELECT j.id, (SELECT COUNT(*) FROM journal_entries WHERE journal_transaction_id = j.id),
                 changes(), last_insert_rowid()
             FROM journal_transactions j WHERE j.transaction_id = ?",
            vec![row; lines.len()].join(", ")
        )
    } else {
        let values = shift_placeholders(&tx.values_rows(lines.len(), LINE_COLUMNS), HEADER_COLUMNS);
        format!(
            "WITH j AS ({HEADER} VALUES {header} RETURNING id),
             l AS ({LINES} SELECT j.id, v.* FROM j CROSS JOIN (VALUES {values}) AS v RETURNING 1)
             SELECT id, (SELECT COUNT(*) FROM l), 0::BIGINT, 0::BIGINT FROM j"
        )
    };
    for line in lines {
        if sqlite {
            args.push(Arg::from(&ready.reference));
        }
        args.extend(line_args(ready.journal, line));
    }
    for (_, then_args) in then {
        args.extend(then_args);
    }
    if sqlite {
        args.push(Arg::from(&ready.reference));
    }
    let (id, written, last_changed, last_row_id): (i64, i64, i64, i64) = match last {
        true => {
            let rows = tx.fetch_all_last(Sql::assembled(sql), args).await?;
            rows.into_iter().next().ok_or_else(|| Error::Internal("a journal's call returned no row".into()))?
        }
        false => tx.fetch_one(Sql::assembled(sql), args).await?,
    };
    if written != lines.len() as i64 {
        return Err(Error::Internal(format!(
            "journal {} wrote {written} of its {} lines",
            ready.reference,
            lines.len()
        )));
    }
    Ok(InsertedJournal { id, last_changed, last_row_id })
}

/// A journal header's columns, in [`HEADER`]'s order.
fn header_args(actor: &Actor, r: &Ready<'_>, created_at: DateTime<Utc>) -> Vec<Arg> {
    let j = r.journal;
    args![
        &r.reference,
        crate::auth::user::new_key(),
        j.kind as i64,
        j.booking_date,
        j.value_date.unwrap_or(j.booking_date),
        created_at,
        &j.currency,
        j.branch_id,
        actor.user_id,
        &actor.username,
        &actor.user_key,
        j.notes.clone(),
        r.total_minor,
        j.lines.len() as i64,
        j.reversal_of,
    ]
}

/// A line's columns after its header's id, in [`LINES`]'s order.
fn line_args(journal: &Journal, line: &Line) -> Vec<Arg> {
    args![
        line.gl_account_id,
        line.side as i64,
        line.amount_minor,
        &journal.currency,
        line.branch_id.or(journal.branch_id),
        line.reference.clone(),
        line.deposit_account_id,
        journal.booking_date,
    ]
}
