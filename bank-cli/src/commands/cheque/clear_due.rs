//! `bank cheque clear-due [--date D] [--pause-ms N]`: the nightly clearing
//! batch. Each cheque clears in its own transaction, so a killed run loses
//! nothing and a re-run clears only what is left.

use std::time::Duration;

use bank_core::auth::Origin;
use chrono::NaiveDate;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Clear cheques expected to clear on or before this day (default today)
    #[arg(long, value_parser = values::date)]
    pub date: Option<NaiveDate>,
    /// Pause between cheques, to spare a busy database
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=60_000))]
    pub pause_ms: u64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Line {
    cheque_transaction_id: i64,
    cheque_number: String,
    amount: serde_json::Value,
    status_code: &'static str,
    message: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Summary {
    date: NaiveDate,
    due: i64,
    cleared: u64,
    /// Cleared meanwhile by another run.
    skipped: u64,
    failed: u64,
    results: Vec<Line>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    // Today is the bank's day, in its time zone (`bank config show`).
    let date = match args.date {
        Some(date) => date,
        None => bank.today().await?,
    };
    let due = bank_core::cheque::count_due(&bank, &actor, date).await?;
    let progress = ProgressBar::new(due.max(0) as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    if ctx.format == Format::Json {
        progress.set_draw_target(ProgressDrawTarget::hidden());
    }
    let table = ctx.format == Format::Table;
    let mut results = Vec::new();
    let totals = bank_core::cheque::clear_due(
        &bank,
        &actor,
        &Origin::cli(),
        date,
        Duration::from_millis(args.pause_ms),
        |outcome| {
            let message = match &outcome.result {
                Ok(c) => format!("cleared on {}", c.clearing_date),
                Err(_) if outcome.already_cleared => "already cleared by another run".to_owned(),
                Err(e) => e.to_string(),
            };
            let line = Line {
                cheque_transaction_id: outcome.cheque_id,
                cheque_number: outcome.cheque_number.clone(),
                amount: bank_core::money::to_json_number(outcome.amount_minor),
                status_code: outcome.status_code(),
                message,
            };
            progress.inc(1);
            if table {
                // Above the bar on a terminal; plain lines in a cron log.
                progress.suspend(|| {
                    println!(
                        "cheque {} ({}) {}: {} {}",
                        line.cheque_transaction_id,
                        line.cheque_number,
                        values::money(&line.amount),
                        line.status_code,
                        line.message
                    )
                });
            }
            results.push(line);
        },
    )
    .await?;
    progress.finish_and_clear();
    let bank_core::cheque::BatchTotals { cleared, skipped, failed } = totals;
    let summary = Summary { date, due, cleared, skipped, failed, results };
    match ctx.format {
        Format::Json => println!("{}", output::json(&summary)),
        Format::Table | Format::Csv => {
            println!("{cleared} cleared, {skipped} skipped, {failed} failed of {due} due by {date}")
        }
    }
    if failed > 0 {
        return Err(CliError::Failed(format!("{failed} cheque(s) could not be cleared")));
    }
    Ok(())
}
