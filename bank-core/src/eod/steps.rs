//! The steps of a close of business, in the order they run. Each is safe to
//! run again after a kill at any point: expiry, clearing and jobs act only on
//! what is still due, snapshots resume after the last account written, the
//! day's report only reads, and sealing extends the chains from their heads.

use std::time::Duration;

use chrono::NaiveDate;

use super::Lease;
use crate::Bank;
use crate::args;
use crate::auth::{Actor, Origin};
use crate::error::Result;
use crate::ledger::holds_at;
use crate::store::Sql;
use crate::txn::ExpirePendingTransactionsCommand;

/// Accounts snapshotted per transaction.
const SNAPSHOT_CHUNK: i64 = 1000;
/// Expiry batches one step runs at most (each expires up to 1,000).
const MAX_EXPIRY_BATCHES: usize = 10_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Cancel pending transactions past their limit, releasing their holds.
    ExpirePending,
    /// Clear the cheques due by the day.
    ClearCheques,
    /// Run the recurring jobs that are due (as `bank jobs run-due` does).
    RunDueJobs,
    /// Each deposit account's balances at the end of the day.
    BalanceSnapshots,
    /// The day's report: compliance reports raised, transactions left pending.
    DayReport,
    /// Seal the day's journals and audit records into the books' chains.
    SealBooks,
}

/// What a step did, and what in it a person must look at.
pub(crate) struct Done {
    pub detail: String,
    pub attention: Vec<String>,
}

impl Step {
    pub const ALL: [Step; 6] = [
        Step::ExpirePending,
        Step::ClearCheques,
        Step::RunDueJobs,
        Step::BalanceSnapshots,
        Step::DayReport,
        Step::SealBooks,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Step::ExpirePending => "expire-pending",
            Step::ClearCheques => "clear-cheques",
            Step::RunDueJobs => "run-due-jobs",
            Step::BalanceSnapshots => "balance-snapshots",
            Step::DayReport => "day-report",
            Step::SealBooks => "seal-books",
        }
    }

    pub(crate) async fn run(
        self,
        bank: &Bank,
        actor: &Actor,
        origin: &Origin,
        date: NaiveDate,
        lease: &Lease<'_>,
    ) -> Result<Done> {
        let detail = |detail: String| Done { detail, attention: Vec::new() };
        match self {
            Step::ExpirePending => expire(bank, actor, origin).await.map(detail),
            Step::ClearCheques => clear(bank, actor, origin, date).await,
            Step::RunDueJobs => jobs(bank, date).await,
            Step::BalanceSnapshots => snapshot(bank, date, lease).await.map(detail),
            Step::DayReport => day_report(bank, date).await.map(detail),
            Step::SealBooks => {
                let sealed = crate::chain::seal(bank.db(), usize::MAX).await?;
                Ok(detail(format!("{sealed} record(s) sealed")))
            }
        }
    }
}

async fn expire(bank: &Bank, actor: &Actor, origin: &Origin) -> Result<String> {
    let mut expired = 0;
    for _ in 0..MAX_EXPIRY_BATCHES {
        let batch = bank.execute(actor, origin, ExpirePendingTransactionsCommand {}).await?;
        expired += batch.expired;
        if batch.expired == 0 {
            break;
        }
    }
    Ok(format!("{expired} pending transaction(s) expired"))
}

async fn clear(bank: &Bank, actor: &Actor, origin: &Origin, date: NaiveDate) -> Result<Done> {
    let totals = crate::cheque::clear_due(bank, actor, origin, date, Duration::ZERO, |_| {}).await?;
    let attention = match totals.failed {
        0 => Vec::new(),
        n => {
            vec![format!("{n} cheque(s) due by {date} did not clear: `bank cheque clear-due --date {date}` lists why")]
        }
    };
    let detail = format!("{} cleared, {} cleared before, {} failed", totals.cleared, totals.skipped, totals.failed);
    Ok(Done { detail, attention })
}

async fn jobs(bank: &Bank, date: NaiveDate) -> Result<Done> {
    let runs = crate::jobs::run_due(bank, &format!("eod:{date}")).await?;
    let failed: Vec<String> =
        runs.iter().filter(|r| r.outcome != crate::jobs::SUCCEEDED).map(|r| r.job_key.clone()).collect();
    let attention = match failed.len() {
        0 => Vec::new(),
        n => vec![format!("{n} job run(s) failed ({}): `bank jobs runs` shows why", failed.join(", "))],
    };
    Ok(Done { detail: format!("{} job run(s), {} failed", runs.len(), failed.len()), attention })
}

/// What the day left for people to see: the compliance reports raised during
/// it, by trigger, and the transactions still pending at its end. Read only
/// (by the index on each), so a re-run says the same.
async fn day_report(bank: &Bank, date: NaiveDate) -> Result<String> {
    let mut tx = bank.db().begin_read().await?;
    let zone = tx.zone().await?;
    let (start, end) = (crate::time::start_of_day(date, zone), crate::time::end_of_day(date, zone));
    let raised: Vec<(String, i64)> = tx
        .fetch_all(
            "SELECT trigger_code, COUNT(*) FROM compliance_reports WHERE raised_at >= $1 AND raised_at <= $2
             GROUP BY trigger_code ORDER BY trigger_code",
            args![start, end],
        )
        .await?;
    let pending: i64 =
        tx.scalar("SELECT COUNT(*) FROM transactions WHERE state = 'PENDING' AND created_at <= $1", args![end]).await?;
    tx.rollback().await?;
    let total: i64 = raised.iter().map(|(_, n)| n).sum();
    let by_trigger: Vec<String> = raised.iter().map(|(code, n)| format!("{code} {n}")).collect();
    let compliance = match total {
        0 => "no compliance report raised".to_owned(),
        n => format!("{n} compliance report(s) raised ({})", by_trigger.join(", ")),
    };
    Ok(format!("{compliance}; {pending} transaction(s) pending at the end of {date}"))
}

/// Book, held and incoming-held balance of every account at the end of the
/// day: today's figures less what was booked, placed or released after it.
/// Chunks of accounts in id order, each in its own transaction; a resumed step
/// starts after the last account written.
async fn snapshot(bank: &Bank, date: NaiveDate, lease: &Lease<'_>) -> Result<String> {
    let mut tx = bank.db().begin_read().await?;
    let end = crate::time::end_of_day(date, tx.zone().await?);
    let mut after: i64 = tx
        .scalar("SELECT COALESCE(MAX(account_id), 0) FROM balance_snapshots WHERE business_date = $1", args![date])
        .await?;
    tx.rollback().await?;
    let mut written = 0;
    loop {
        let mut tx = bank.db().begin_write().await?;
        let n = tx
            .execute(
                Sql::assembled(format!("INSERT INTO balance_snapshots (account_id, business_date, book_minor, hold_minor, credit_hold_minor)
                 SELECT a.id, $1,
                     a.book_balance_minor - CAST(COALESCE((SELECT SUM(CASE WHEN e.entry_type = 2 THEN e.amount_minor ELSE -e.amount_minor END)
                         FROM journal_entries e WHERE e.deposit_account_id = a.id AND e.booking_date > $2), 0) AS BIGINT),
                     {}, {}
                 FROM deposit_accounts a WHERE a.id > $3 AND a.created_at <= $2 ORDER BY a.id LIMIT $4",
                    holds_at(false), holds_at(true))),
                args![date, end, after, SNAPSHOT_CHUNK],
            )
            .await?;
        if n > 0 {
            after = tx
                .scalar("SELECT MAX(account_id) FROM balance_snapshots WHERE business_date = $1", args![date])
                .await?;
        }
        tx.commit().await?;
        written += n;
        if (n as i64) < SNAPSHOT_CHUNK {
            break;
        }
        lease.renew().await?;
    }
    Ok(format!("{written} account(s) as at the end of {date}"))
}
