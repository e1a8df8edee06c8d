//! `bank bench eod --accounts N`: adds N empty deposit accounts opened before
//! yesterday (copies of the first account's client, branch and GL account),
//! then closes yesterday's business and reports each step's time and the
//! accounts snapshotted per second. Run it on a scratch database made by
//! `bank demo`: the day it closes stays closed.

use std::time::Instant;

use bank_core::Bank;
use bank_core::auth::Origin;
use bank_core::eod::Step;
use bank_core::store::{Arg, now};
use indicatif::ProgressBar;
use serde::Serialize;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Empty deposit accounts to add before the close (0: close what is there)
    #[arg(long, default_value_t = 1_000_000, value_parser = clap::value_parser!(u64).range(0..=20_000_000))]
    pub accounts: u64,
}

/// Accounts per INSERT statement (each its own transaction).
const SEED_CHUNK: i64 = 50_000;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct StepFigure {
    step: &'static str,
    seconds: f64,
    detail: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Figures {
    accounts: i64,
    seconds: f64,
    accounts_per_second: f64,
    steps: Vec<StepFigure>,
}

async fn seed(bank: &Bank, accounts: u64) -> Result<(), CliError> {
    let progress = ProgressBar::new(accounts).with_message("accounts");
    let opened = now() - chrono::Duration::days(2);
    let mut tx = bank.db().begin_read().await?;
    let mut next: i64 = tx.scalar("SELECT COALESCE(MAX(id), 0) + 1 FROM deposit_accounts", vec![]).await?;
    tx.rollback().await?;
    let last = next + accounts as i64 - 1;
    while next <= last {
        let to = (next + SEED_CHUNK - 1).min(last);
        let mut tx = bank.db().begin_write().await?;
        tx.execute(
            "WITH RECURSIVE n(i) AS (SELECT CAST($1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < $2)
             INSERT INTO deposit_accounts (account_number, encoded_key, client_id, branch_id, currency, tier,
                 gl_account_id, book_balance_minor, state, created_at, updated_at)
             SELECT 'BENCH' || CAST(n.i AS TEXT), 'bench-' || CAST(n.i AS TEXT), t.client_id, t.branch_id, t.currency,
                 'BASIC', t.gl_account_id, 0, 'ACTIVE', $3, $3
             FROM n, (SELECT client_id, branch_id, currency, gl_account_id FROM deposit_accounts ORDER BY id LIMIT 1) t",
            vec![Arg::from(next), Arg::from(to), Arg::from(opened)],
        )
        .await?;
        tx.commit().await?;
        progress.inc((to - next + 1) as u64);
        next = to + 1;
    }
    progress.finish_and_clear();
    Ok(())
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    if args.accounts > 0 {
        seed(&bank, args.accounts).await?;
    }
    let yesterday = bank.today().await?.pred_opt().ok_or_else(|| CliError::Usage("no day before today".into()))?;
    let started = Instant::now();
    let mut began = Instant::now();
    let mut steps = Vec::new();
    let report = bank_core::eod::run(&bank, &actor, &Origin::cli(), yesterday, |step: Step, outcome| match outcome {
        None => began = Instant::now(),
        Some(o) => steps.push(StepFigure {
            step: step.name(),
            seconds: began.elapsed().as_secs_f64(),
            detail: format!("{} ({})", o.detail, o.outcome),
        }),
    })
    .await?;
    let seconds = started.elapsed().as_secs_f64();
    if report.steps.iter().all(|s| s.outcome == "done earlier") {
        return Err(CliError::Usage(format!("{yesterday} was closed before: bench a fresh database")));
    }
    let mut tx = bank.db().begin_read().await?;
    let accounts: i64 = tx
        .scalar("SELECT COUNT(*) FROM balance_snapshots WHERE business_date = $1", vec![Arg::from(yesterday)])
        .await?;
    tx.rollback().await?;
    let figures = Figures { accounts, seconds, accounts_per_second: accounts as f64 / seconds.max(1e-9), steps };
    match ctx.format {
        Format::Json => println!("{}", output::json(&figures)),
        _ => {
            let mut t = output::table(&["Step", "Seconds", "Detail"]);
            for s in &figures.steps {
                t.add_row(vec![s.step.to_owned(), format!("{:.2}", s.seconds), s.detail.clone()]);
            }
            output::print(&t);
            println!(
                "closed {yesterday}: {} accounts in {:.1} s ({:.0} accounts/s)",
                figures.accounts, figures.seconds, figures.accounts_per_second
            );
        }
    }
    Ok(())
}
