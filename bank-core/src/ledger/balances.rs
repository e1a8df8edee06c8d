//! The customer balances a posting moves, after its lines: the updates ride
//! with the journal (its statement on PostgreSQL, its call to the driver on
//! SQLite), and one of them carries the closed-period check.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use super::engine::{HoldsReleased, LastWrite, closed_period, require_open};
use super::rows::{Ready, Riding, insert_journal};
use crate::args;
use crate::auth::Actor;
use crate::error::{Error, Result};
use crate::store::{Arg, Dialect, ReadAs, Sql, Tx};

/// What rides with a posting's journal, as [`Known`](super::engine::Known) says.
pub(super) struct Rides {
    pub riders: Vec<(Sql, Vec<Arg>)>,
    pub holds: HoldsReleased,
    pub last: Option<LastWrite>,
    pub read_as: Option<(i64, ReadAs)>,
}

/// The journal, its lines, the caller's riders and the balances as one
/// call to the driver: on SQLite statements in one call (each call is a
/// hand-off between threads, dearer than a statement; the one writer holds
/// the database, so no close can commit between them), on PostgreSQL one
/// statement of data-modifying CTEs (a round trip each saved). The balances
/// change no row id: the last one inserted is the rider's, whose id comes back.
pub(super) async fn post_riding(
    tx: &mut Tx,
    actor: &Actor,
    ready: &Ready<'_>,
    deltas: &BTreeMap<i64, i64>,
    Rides { riders, holds, last, read_as }: Rides,
    created_at: DateTime<Utc>,
) -> Result<(i64, Option<i64>, Option<String>)> {
    let booking_date = ready.journal.booking_date;
    if let Some(LastWrite { closed_through: Some(closed) }) = last {
        let day = crate::time::business_date(booking_date, tx.zone().await?);
        if day <= closed {
            return Err(closed_period("bookingDate", day, closed));
        }
    }
    let (has_rider, last, guarded) = (!riders.is_empty(), last.is_some(), read_as.is_some());
    let (balances, read_back) =
        riding_balances(tx, deltas, (&holds, read_as), created_at, booking_date, has_rider).await?;
    let riding = Riding { riders, balances, guarded, read_back };
    let inserted = insert_journal(tx, actor, ready, created_at, riding, last).await?;
    // SQLite's last call released a group member's savepoint with it.
    let released = last && tx.dialect() == Dialect::Sqlite;
    match (inserted.last_changed, released) {
        (1, _) => Ok((inserted.id, has_rider.then_some(inserted.last_row_id), inserted.row_version)),
        // Released with the call, so the whole group rolls back: an invariant
        // broke (the period was checked above, and the riders cannot fail softly).
        (_, true) => Err(Error::Internal("a posting sent as its transaction's last write changed nothing".into())),
        (_, false) => Err(refused_balance(tx, booking_date).await),
    }
}

/// The balance updates riding with a journal. SQLite's run after the lines
/// in the journal's call, the guarded one last, so the call can report what
/// it changed (`changes()`); after a rider, each runs only if the statement
/// before it changed one row, so the last one's count tells whether every
/// write did. Anonymous `?` like the journal's own statements; an account's
/// update takes off the holds released with the posting, and one whose holds
/// alone move gets an update of its own, as on PostgreSQL. PostgreSQL's
/// are CTE parts returning the account's id, the first guarded: the parts of
/// one statement see the same snapshot, taken after the statement's locks
/// are granted, so a close holding `journal_entries` (see the period close)
/// has committed by then and is seen; the update of the account read
/// unlocked returns the row version it leaves (its index beside them).
async fn riding_balances(
    tx: &mut Tx,
    deltas: &BTreeMap<i64, i64>,
    (holds, read_as): (&HoldsReleased, Option<(i64, ReadAs)>),
    at: DateTime<Utc>,
    booking_date: DateTime<Utc>,
    chained: bool,
) -> Result<(Vec<(Sql, Vec<Arg>)>, Option<usize>)> {
    let day = crate::time::business_date(booking_date, tx.zone().await?);
    if tx.dialect() == Dialect::Postgres {
        return Ok(postgres_balances(deltas, (holds, read_as), at, day));
    }
    let chain = if chained { " AND changes() = 1" } else { "" };
    // The row's version moved on here, not by its trigger (migration 33).
    let update = |AccountUpdate { account_id, delta, held, as_read }: AccountUpdate, last: bool| {
        let (set_holds, mut args) = match held {
            Some((hold, credit)) => (
                ", hold_minor = hold_minor - ?, credit_hold_minor = credit_hold_minor - ?",
                args![delta, at, hold, credit, account_id],
            ),
            None => ("", args![delta, at, account_id]),
        };
        let mut sql = format!(
            "UPDATE deposit_accounts SET book_balance_minor = book_balance_minor + ?, updated_at = ?,
                 row_version = row_version + 1{set_holds} WHERE id = ?{chain}"
        );
        if let Some(version) = as_read {
            sql.push_str(&crate::store::as_read(Dialect::Sqlite, version, &mut args));
        }
        if last {
            sql.push_str(&open_period_guard("?"));
            args.push(Arg::from(day));
        }
        (Sql::assembled(sql), args)
    };
    let updates = account_updates(deltas, holds, read_as.as_ref());
    let last = updates.len() - 1;
    Ok((updates.into_iter().enumerate().map(|(i, one)| update(one, i == last)).collect(), None))
}

/// One account's balance update, in either dialect.
struct AccountUpdate<'a> {
    account_id: i64,
    /// The book balance's movement.
    delta: i64,
    /// The holds it releases: the amount, and the part of it that is a credit hold.
    held: Option<(i64, i64)>,
    /// The row version it was read at, for the account read unlocked: it is
    /// updated only as read.
    as_read: Option<&'a ReadAs>,
}

/// The accounts a posting updates, in id order, each with the holds
/// released with it: those it moves, then those whose holds alone move.
fn account_updates<'a>(
    deltas: &BTreeMap<i64, i64>,
    holds: &HoldsReleased,
    read_as: Option<&'a (i64, ReadAs)>,
) -> Vec<AccountUpdate<'a>> {
    let moved = deltas.iter().map(|(&account_id, &delta)| (account_id, delta));
    let held_only =
        holds.keys().filter(|account_id| !deltas.contains_key(account_id)).map(|&account_id| (account_id, 0));
    let as_read = |account_id| read_as.filter(|(id, _)| *id == account_id).map(|(_, read)| read);
    moved
        .chain(held_only)
        .map(|(account_id, delta)| AccountUpdate {
            account_id,
            delta,
            held: holds.get(&account_id).copied(),
            as_read: as_read(account_id),
        })
        .collect()
}

/// PostgreSQL's balance updates, as CTE parts returning the account's id,
/// the first guarded; an account's update takes off the holds released with
/// the posting (see [`Known::holds_released`](super::engine::Known::holds_released)),
/// and an account whose holds alone move gets an update of its own. The
/// account read unlocked is updated only as read (see
/// [`Known::read_as`](super::engine::Known::read_as)), and returns the
/// version it leaves, for a copy of the account (its index beside the parts).
fn postgres_balances(
    deltas: &BTreeMap<i64, i64>,
    (holds, read_as): (&HoldsReleased, Option<(i64, ReadAs)>),
    at: DateTime<Utc>,
    day: chrono::NaiveDate,
) -> (Vec<(Sql, Vec<Arg>)>, Option<usize>) {
    let update = |AccountUpdate { account_id, delta, held, as_read }: AccountUpdate, guard: bool| {
        let (set_holds, mut args) = match held {
            Some((hold, credit)) => (
                ", hold_minor = hold_minor - $4, credit_hold_minor = credit_hold_minor - $5",
                args![delta, at, account_id, hold, credit],
            ),
            None => ("", args![delta, at, account_id]),
        };
        let mut guard = match guard {
            true => {
                let day_at = format!("${}", args.len() + 1);
                args.push(Arg::from(day));
                open_period_guard(&day_at)
            }
            false => String::new(),
        };
        let mut returning = "id";
        if let Some(read) = as_read {
            guard.push_str(&crate::store::as_read(Dialect::Postgres, read, &mut args));
            returning = "id, xmin::text AS row_version";
        }
        let sql = format!(
            "UPDATE deposit_accounts SET book_balance_minor = book_balance_minor + $1{set_holds}, updated_at = $2
             WHERE id = $3{guard} RETURNING {returning}"
        );
        (Sql::assembled(sql), args)
    };
    let updates = account_updates(deltas, holds, read_as.as_ref());
    let read_back = updates.iter().position(|one| one.as_read.is_some());
    (updates.into_iter().enumerate().map(|(i, one)| update(one, i == 0)).collect(), read_back)
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
