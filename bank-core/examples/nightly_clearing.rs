//! The nightly cheque clearing batch, run from a program of your own the way
//! `bank cheque clear-due` runs it: every uncleared cheque expected to clear
//! on or before today clears in a transaction of its own, so a killed run
//! loses nothing and a re-run clears only what is left.
//!
//! ```sh
//! cargo run -p bank-core --example nightly_clearing [-- /path/to/bank.db]
//! ```
//!
//! Without a path it works on a fresh database in a temporary folder, where
//! nothing is due: it then prints `0 cleared, 0 skipped, 0 failed of 0 due`.

use std::time::Duration;

use bank_core::Bank;
use bank_core::auth::{BOOTSTRAP_ADMIN, Origin};
use bank_core::cheque::{BatchTotals, clear_due, count_due};
use bank_core::store::DbOptions;

type BoxError = Box<dyn std::error::Error + Send + Sync>;

#[tokio::main]
async fn main() -> Result<(), BoxError> {
    let folder = tempfile::tempdir()?;
    let path = std::env::args().nth(1).unwrap_or_else(|| folder.path().join("bank.db").display().to_string());
    // `init` creates or migrates the database and is idempotent; a nightly
    // job against a production database would call `Bank::open`, which
    // refuses a schema this build does not match instead of migrating it.
    let (bank, _) = Bank::init(&DbOptions::new(format!("sqlite://{path}"))).await?;
    // The batch needs `cheques.clear`; every clearing is recorded in this
    // user's name. A real job runs as a user of its own (an Approver).
    let actor = bank.actor(BOOTSTRAP_ADMIN).await?;
    // The business date, as the CLI takes it: today in the bank's time zone
    // (`bank config set time-zone`). Cheques whose expected clearing date is
    // on or before it are due.
    let date = bank.today().await?;

    let due = count_due(&bank, &actor, date).await?;
    let totals = clear_due(&bank, &actor, &Origin::cli(), date, Duration::ZERO, |outcome| {
        let message = match &outcome.result {
            Ok(cleared) => format!("cleared on {}", cleared.clearing_date),
            Err(_) if outcome.already_cleared => "already cleared by another run".to_owned(),
            Err(e) => e.to_string(),
        };
        println!(
            "cheque {} ({}) {}: {} {message}",
            outcome.cheque_id,
            outcome.cheque_number,
            bank_core::money::format(outcome.amount_minor),
            outcome.status_code()
        );
    })
    .await?;
    let BatchTotals { cleared, skipped, failed } = totals;
    println!("{cleared} cleared, {skipped} skipped, {failed} failed of {due} due by {date}");
    // A failed cheque (the drawer's account closed, say) stays uncleared for
    // an operator; a non-zero exit makes the scheduler say so.
    if failed > 0 {
        return Err(format!("{failed} cheque(s) could not be cleared").into());
    }
    Ok(())
}
