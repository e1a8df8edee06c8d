//! The customer balances a posting moves, after its lines: the closed-period
//! check rides on the first update, and on SQLite the updates ride in the
//! journal's own call to the driver.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use super::engine::{LastWrite, closed_period, require_open};
use super::rows::{Ready, insert_journal};
use crate::args;
use crate::auth::Actor;
use crate::error::{Error, Result};
use crate::store::{Arg, Sql, Tx};

/// SQLite: the journal, its lines, the caller's riders and the balances in
/// one call to the driver (each call is a hand-off between threads, dearer
/// than a statement). The one writer holds the database, so no close can
/// commit between statements. The balances change no row id: the last one
/// inserted is the rider's, whose id comes back.
pub(super) async fn post_riding(
    tx: &mut Tx,
    actor: &Actor,
    ready: &Ready<'_>,
    deltas: &BTreeMap<i64, i64>,
    (riders, last): (Vec<(Sql, Vec<Arg>)>, Option<LastWrite>),
    created_at: DateTime<Utc>,
) -> Result<(i64, Option<i64>)> {
    let booking_date = ready.journal.booking_date;
    if let Some(LastWrite { closed_through: Some(closed) }) = last {
        let day = crate::time::business_date(booking_date, tx.zone().await?);
        if day <= closed {
            return Err(closed_period("bookingDate", day, closed));
        }
    }
    let (has_rider, last) = (!riders.is_empty(), last.is_some());
    let mut then = riders;
    then.extend(sqlite_balances(tx, deltas, created_at, booking_date, has_rider).await?);
    let inserted = insert_journal(tx, actor, ready, created_at, then, last).await?;
    match (inserted.last_changed, last) {
        (1, _) => Ok((inserted.id, has_rider.then_some(inserted.last_row_id))),
        // Released with the call, so the whole group rolls back: an invariant
        // broke (the period was checked above, and the riders cannot fail softly).
        (_, true) => Err(Error::Internal("a posting sent as its transaction's last write changed nothing".into())),
        (_, false) => Err(refused_balance(tx, booking_date).await),
    }
}

/// Moves the customer balances. The first update carries the closed-period
/// check (see [`open_period_guard`]): it runs after the lines are written.
pub(super) async fn apply_deltas(
    tx: &mut Tx,
    deltas: BTreeMap<i64, i64>,
    at: DateTime<Utc>,
    booking_date: DateTime<Utc>,
) -> Result<()> {
    let mut guarded = false;
    for (account_id, delta) in deltas {
        let mut args = args![delta, at, account_id];
        let guard = match guarded {
            true => String::new(),
            false => {
                // The period covers bank days: the booking's day in the bank's zone.
                args.push(Arg::from(crate::time::business_date(booking_date, tx.zone().await?)));
                open_period_guard("$4")
            }
        };
        let sql = format!(
            "UPDATE deposit_accounts SET book_balance_minor = book_balance_minor + $1, updated_at = $2 WHERE id = $3{guard}"
        );
        if tx.execute(Sql::assembled(sql), args).await? == 0 {
            return Err(refused_balance(tx, booking_date).await);
        }
        guarded = true;
    }
    Ok(())
}

/// SQLite's balance updates, to run after the lines in the journal's call:
/// the guarded one last, so the call can report what it changed (`changes()`).
/// After a rider, each runs only if the statement before it changed one row,
/// so the last one's count tells whether every write did. Anonymous `?` like
/// the journal's own statements.
async fn sqlite_balances(
    tx: &mut Tx,
    deltas: &BTreeMap<i64, i64>,
    at: DateTime<Utc>,
    booking_date: DateTime<Utc>,
    chained: bool,
) -> Result<Vec<(Sql, Vec<Arg>)>> {
    let chain = if chained { " AND changes() = 1" } else { "" };
    let update = format!(
        "UPDATE deposit_accounts SET book_balance_minor = book_balance_minor + ?, updated_at = ? WHERE id = ?{chain}"
    );
    let day = crate::time::business_date(booking_date, tx.zone().await?);
    let last = deltas.len() - 1;
    Ok(deltas
        .iter()
        .enumerate()
        .map(|(i, (&account_id, &delta))| match i == last {
            true => (Sql::assembled(format!("{update}{}", open_period_guard("?"))), args![delta, at, account_id, day]),
            false => (Sql::assembled(update.clone()), args![delta, at, account_id]),
        })
        .collect())
}

/// Why a guarded balance update changed nothing: the booking date's period
/// closed, or (an invariant broken) the locked account is gone or the write
/// riding with the journal (see `Known::riders`) changed nothing.
pub(super) async fn refused_balance(tx: &mut Tx, booking_date: DateTime<Utc>) -> Error {
    match require_open(tx, "bookingDate", booking_date).await {
        Err(e) => e,
        Ok(()) => Error::Internal("a posting's locked account or the write riding with it changed nothing".into()),
    }
}

/// Refuses (no row changed) a balance update whose booking date (the
/// placeholder `day`) a closed accounting period covers.
fn open_period_guard(day: &str) -> String {
    format!(" AND NOT EXISTS (SELECT 1 FROM accounting_periods WHERE reopened_at IS NULL AND closed_through >= {day})")
}
