//! The nightly clearing batch: clears every UNCLEARED cheque whose expected
//! clearing date is due, one cheque per database transaction. A cheque's
//! clearing commits with its state change, so the batch is idempotent: killed
//! halfway, a re-run finds only the cheques still UNCLEARED and clears nothing
//! twice (the row lock and the state check refuse a second clearing).

use std::time::Duration;

use chrono::NaiveDate;

use super::{ChequeState, Cleared, InitiateClearChequeCommand};
use crate::Bank;
use crate::args;
use crate::auth::{Access, Actor, Origin, perm};
use crate::error::Result;

/// Cheques read per round trip; the batch pages through all that are due.
pub const CHUNK: i64 = 200;

/// One cheque the batch tried.
pub struct ClearOutcome {
    pub cheque_id: i64,
    pub cheque_number: String,
    pub amount_minor: i64,
    pub result: Result<Cleared>,
    /// Refused because another run (a second batch, a teller) cleared it first.
    pub already_cleared: bool,
}

/// What a batch run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BatchTotals {
    pub cleared: u64,
    /// Cleared meanwhile by someone else: nothing left to do, not a failure.
    pub skipped: u64,
    pub failed: u64,
}

impl ClearOutcome {
    /// The spec's cheque status code of the outcome ('00' cleared).
    pub fn status_code(&self) -> &'static str {
        match &self.result {
            Ok(_) => "00",
            Err(e) => super::cheque_code(e),
        }
    }
}

/// A clearing run may look back, never ahead: clearing "due by" a future day
/// would release every held cheque at once. `today` is the bank's day.
fn check_due_date(date: NaiveDate, today: NaiveDate) -> Result<()> {
    if date > today {
        return Err(crate::error::Error::invalid(
            "date",
            format!("{date} is after today ({today}); cheques clear on or after their day"),
        ));
    }
    Ok(())
}

/// How many cheques are due by `date` (a bank day, not after today).
pub async fn count_due(bank: &Bank, actor: &Actor, date: NaiveDate) -> Result<i64> {
    Access::AnyOf(&[perm::CHEQUES_CLEAR]).check(actor)?;
    let mut tx = bank.db().begin_read().await?;
    check_due_date(date, tx.today().await?)?;
    let n: i64 = tx
        .scalar("SELECT COUNT(*) FROM cheques WHERE state = 'UNCLEARED' AND expected_clearing_date <= $1", args![date])
        .await?;
    tx.rollback().await?;
    Ok(n)
}

/// Clears every cheque due by `date`, reporting each to `on_each`; `pause`
/// spaces the cheques out (to spare a busy database).
pub async fn clear_due(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    date: NaiveDate,
    pause: Duration,
    mut on_each: impl FnMut(&ClearOutcome) + Send,
) -> Result<BatchTotals> {
    Access::AnyOf(&[perm::CHEQUES_CLEAR]).check(actor)?;
    let today = bank.today().await?;
    check_due_date(date, today)?;
    // The clearing date stamped: never later than the day the run started.
    let stamp = date.min(today);
    let mut totals = BatchTotals::default();
    let mut after = 0_i64;
    loop {
        let mut tx = bank.db().begin_read().await?;
        let due: Vec<(i64, String, i64)> = tx
            .fetch_all(
                "SELECT id, cheque_number, amount_minor FROM cheques
                 WHERE state = 'UNCLEARED' AND expected_clearing_date <= $1 AND id > $2 ORDER BY id LIMIT $3",
                args![date, after, CHUNK],
            )
            .await?;
        tx.rollback().await?;
        let Some(last) = due.last().map(|d| d.0) else { break };
        after = last;
        for (cheque_id, cheque_number, amount_minor) in due {
            let request = InitiateClearChequeCommand {
                cheque_transaction_id: cheque_id.into(),
                clearing_date: Some(stamp.to_string()),
                notes: Some(format!("Clearing batch of {date}")),
                external_reference_id: None,
            };
            let result = bank.execute(actor, origin, request).await;
            let already_cleared = result.is_err() && state_of(bank, cheque_id).await? == Some(ChequeState::Cleared);
            match (&result, already_cleared) {
                (Ok(_), _) => totals.cleared += 1,
                (Err(_), true) => totals.skipped += 1,
                (Err(_), false) => totals.failed += 1,
            }
            on_each(&ClearOutcome { cheque_id, cheque_number, amount_minor, result, already_cleared });
            if !pause.is_zero() {
                tokio::time::sleep(pause).await;
            }
        }
    }
    Ok(totals)
}

async fn state_of(bank: &Bank, cheque_id: i64) -> Result<Option<ChequeState>> {
    let mut tx = bank.db().begin_read().await?;
    let state = tx.scalar_optional("SELECT state FROM cheques WHERE id = $1", args![cheque_id]).await?;
    tx.rollback().await?;
    Ok(state)
}
