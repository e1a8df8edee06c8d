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
    /// The rows the writes riding with the journal changed: SQLite, the
    /// last one's (each runs only if the one before changed one row);
    /// PostgreSQL, the fewest any changed.
    pub last_changed: i64,
    /// SQLite: the row id last inserted (the lines', unless a rider's came
    /// after); PostgreSQL: the last rider's id.
    pub last_row_id: i64,
    /// PostgreSQL: the row version the balance update [`Riding::read_back`]
    /// names left.
    pub row_version: Option<String>,
}

/// Writes that ride with a journal (see `engine::Known::riders`): the
/// caller's, then the customer balances, each changing one row. SQLite's
/// number their arguments by anonymous `?`; PostgreSQL's from `$1` each, and
/// each returns `id`, the journal's id being `j.id` to them.
#[derive(Default)]
pub(crate) struct Riding {
    pub riders: Vec<(Sql, Vec<Arg>)>,
    pub balances: Vec<(Sql, Vec<Arg>)>,
    /// A balance rests on an unlocked read (see `Known::read_as`): the
    /// statement (SQLite: the call) fails unless every part did what it must.
    pub guarded: bool,
    /// PostgreSQL: the balance update (its index) that returns the row
    /// version it leaves (`row_version`), for a copy of the account.
    pub read_back: Option<usize>,
}

/// Inserts one journal and its lines in one statement (the engine posts one
/// at a time), with what rides with it (`then`). PostgreSQL inserts the lines
/// from a CTE that returns the header's id, and the riders are CTE parts of
/// the same statement; SQLite runs the header, the lines and the riders in
/// one call to its driver, the lines finding their header by its unique
/// reference. Either way the row comes last, with the lines counted: a driver
/// that stops at the first row it returns would skip what follows it.
/// `last`: the journal is the transaction's last write and carries its
/// deferred writes: on SQLite after that row, with a group member's RELEASE
/// (`Tx::fetch_all_last`, which reads every row the call returns); on
/// PostgreSQL as CTE parts.
pub(crate) async fn insert_journal(
    tx: &mut Tx,
    actor: &Actor,
    ready: &Ready<'_>,
    created_at: DateTime<Utc>,
    then: Riding,
    last: bool,
) -> Result<InsertedJournal> {
    let lines = &ready.journal.lines;
    if lines.is_empty() {
        return Err(Error::Internal(format!("journal {} has no lines", ready.reference)));
    }
    let sqlite = tx.dialect() == Dialect::Sqlite;
    let mut args = header_args(actor, ready, created_at);
    for line in lines {
        if sqlite {
            args.push(Arg::from(&ready.reference));
        }
        args.extend(line_args(ready.journal, line));
    }
    let sql = match sqlite {
        true => sqlite_journal(tx, lines.len(), then, &mut args),
        false => postgres_journal(tx, lines.len(), then, last, &mut args)?,
    };
    if sqlite {
        args.push(Arg::from(&ready.reference));
    }
    let no_row = || Error::Internal("a journal's call returned no row".into());
    let (id, written, last_changed, last_row_id, row_version): (i64, i64, i64, i64, Option<String>) =
        match (last, sqlite) {
            (true, true) => {
                tx.fetch_all_last(Sql::assembled(sql), args).await?.into_iter().next().ok_or_else(no_row)?
            }
            (true, false) => tx.fetch_optional_last(Sql::assembled(sql), args).await?.ok_or_else(no_row)?,
            (false, _) => tx.fetch_one(Sql::assembled(sql), args).await?,
        };
    if written != lines.len() as i64 {
        return Err(Error::Internal(format!(
            "journal {} wrote {written} of its {} lines",
            ready.reference,
            lines.len()
        )));
    }
    Ok(InsertedJournal { id, last_changed, last_row_id, row_version })
}

/// SQLite's text: statements in one call, the riders' and balances'
/// arguments after the header's and lines' (the closing row's reference last).
fn sqlite_journal(tx: &Tx, lines: usize, then: Riding, args: &mut Vec<Arg>) -> String {
    let header = tx.values_rows(1, HEADER_COLUMNS);
    let by_reference = "SELECT id FROM journal_transactions WHERE transaction_id = ?";
    let row = format!("(({by_reference}), {})", ["?"; LINE_COLUMNS].join(", "));
    let mut then_sql = String::new();
    for (sql, more) in then.riders.into_iter().chain(then.balances) {
        then_sql.push_str(&format!("{};\n", sql.text()));
        args.extend(more);
    }
    // Read unlocked: every write did what it must (the last one's count says
    // so), or the call fails before anything after it, the release included.
    let changed = match then.guarded {
        true => {
            then_sql.push_str(&format!("{};\n", crate::store::SQLITE_UNCHANGED));
            "1"
        }
        false => "changes()",
    };
    format!(
        "{HEADER} VALUES {header};\n{LINES} VALUES {};\n{then_sql}\
         SELECT j.id, (SELECT COUNT(*) FROM journal_entries WHERE journal_transaction_id = j.id),
             {changed}, last_insert_rowid(), NULL
         FROM journal_transactions j WHERE j.transaction_id = ?",
        vec![row; lines].join(", ")
    )
}

/// PostgreSQL's text: one statement of data-modifying CTEs. The closing row
/// reports the fewest rows any rider or balance changed (each must change
/// one) and the last rider's id.
fn postgres_journal(tx: &mut Tx, lines: usize, then: Riding, last: bool, args: &mut Vec<Arg>) -> Result<String> {
    let header = tx.values_rows(1, HEADER_COLUMNS);
    let values = shift_placeholders(&tx.values_rows(lines, LINE_COLUMNS), HEADER_COLUMNS);
    let mut parts = vec![
        format!("j AS ({HEADER} VALUES {header} RETURNING id)"),
        format!("l AS ({LINES} SELECT j.id, v.* FROM j CROSS JOIN (VALUES {values}) AS v RETURNING 1)"),
    ];
    let riders = then.riders.len();
    let row_version = match then.read_back {
        Some(i) => format!("(SELECT row_version FROM r{})", riders + i),
        None => "CAST(NULL AS TEXT)".to_owned(),
    };
    // Read unlocked, or sent on its own (it commits itself): every part did
    // what it must, or the statement fails and nothing of it stands.
    let guarded = tx.asserts_whole(then.guarded, last);
    let mut counts = Vec::new();
    for (i, (sql, more)) in then.riders.into_iter().chain(then.balances).enumerate() {
        parts.push(format!("r{i} AS ({})", shift_placeholders(sql.text(), args.len())));
        counts.push(format!("(SELECT COUNT(*) FROM r{i})"));
        args.extend(more);
    }
    if last {
        let (deferred, more) = tx.take_deferred_ctes(args.len())?;
        parts.extend(deferred);
        args.extend(more);
    }
    let changed = match counts.is_empty() {
        true => "0::BIGINT".to_owned(),
        false => format!("LEAST({})", counts.join(", ")),
    };
    let row_id = match riders {
        0 => "0::BIGINT".to_owned(),
        n => format!("COALESCE((SELECT id FROM r{}), 0)", n - 1),
    };
    let written = "(SELECT COUNT(*) FROM l)";
    let check = match guarded {
        true => format!(" WHERE {}", crate::store::unchanged(&format!("{written} = {lines} AND {changed} = 1"))),
        false => String::new(),
    };
    Ok(format!(
        "WITH {} SELECT id, {written}, {changed}, {row_id}, {row_version} FROM j{check}",
        parts.join(",\n     ")
    ))
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
