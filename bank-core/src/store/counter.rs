//! Statements sent, counted as they are sent: what the hot-path budget test,
//! `bank bench` and the operators' metrics read.

/// Statements this process has sent (BEGIN and COMMIT or ROLLBACK included):
/// what the hot-path budget test and `bank bench` count. Those of background
/// work (after-commit listeners, the outbox) are counted apart.
static STATEMENTS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
static BACKGROUND_STATEMENTS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

tokio::task_local! {
    static BACKGROUND: ();
}

/// Runs `work` as background work: its statements count apart (see [`background_statements_sent`]).
pub async fn in_background<F: std::future::Future>(work: F) -> F::Output {
    BACKGROUND.scope((), work).await
}

pub(super) fn sent() {
    let counter = if BACKGROUND.try_with(|_| ()).is_ok() { &BACKGROUND_STATEMENTS } else { &STATEMENTS };
    counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
}

/// Statements background work has sent (see [`in_background`]).
pub fn background_statements_sent() -> u64 {
    BACKGROUND_STATEMENTS.load(std::sync::atomic::Ordering::Relaxed)
}

/// The number of statements sent so far (see `STATEMENTS`).
pub fn statements_sent() -> u64 {
    STATEMENTS.load(std::sync::atomic::Ordering::Relaxed)
}
