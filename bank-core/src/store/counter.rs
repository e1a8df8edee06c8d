//! Statements sent, counted as they are sent: what the hot-path budget test,
//! `bank bench` and the operators' metrics read.

use std::sync::atomic::{AtomicU64, Ordering};

/// Statements this process has sent (BEGIN and COMMIT or ROLLBACK included):
/// what the hot-path budget test and `bank bench` count. Those of background
/// work (after-commit listeners, the outbox) are counted apart.
static STATEMENTS: AtomicU64 = AtomicU64::new(0);
static BACKGROUND_STATEMENTS: AtomicU64 = AtomicU64::new(0);
/// Calls to the driver outside background work: on SQLite several
/// statements may go in one call, and each call is a hand-off to the
/// driver's worker thread and back, dearer than a statement.
static CALLS: AtomicU64 = AtomicU64::new(0);

tokio::task_local! {
    static BACKGROUND: ();
}

/// Runs `work` as background work: its statements count apart (see [`background_statements_sent`]).
pub async fn in_background<F: std::future::Future>(work: F) -> F::Output {
    BACKGROUND.scope((), work).await
}

fn in_foreground() -> bool {
    BACKGROUND.try_with(|_| ()).is_err()
}

pub(super) fn sent() {
    let counter = if in_foreground() { &STATEMENTS } else { &BACKGROUND_STATEMENTS };
    counter.fetch_add(1, Ordering::Relaxed);
}

pub(super) fn called() {
    if in_foreground() {
        CALLS.fetch_add(1, Ordering::Relaxed);
    }
}

/// Statements background work has sent (see [`in_background`]).
pub fn background_statements_sent() -> u64 {
    BACKGROUND_STATEMENTS.load(Ordering::Relaxed)
}

/// The number of statements sent so far (see `STATEMENTS`).
pub fn statements_sent() -> u64 {
    STATEMENTS.load(Ordering::Relaxed)
}

/// The number of calls to the driver so far (see `CALLS`).
pub fn calls_sent() -> u64 {
    CALLS.load(Ordering::Relaxed)
}

/// SQLite's commits under `synchronous = FULL`, as the writer's VFS saw them
/// (bank-sqlite-vfs): the WAL's syncs so far and the time they took, their
/// gathered write included. Nothing under `NORMAL` or on PostgreSQL.
pub fn wal_syncs() -> (u64, std::time::Duration) {
    bank_sqlite_vfs::wal_syncs()
}
