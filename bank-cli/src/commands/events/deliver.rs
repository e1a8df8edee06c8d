//! `bank events deliver`: one pass of what `bank serve` does every second.

use std::time::Duration;

use bank_core::events::{DeliverOptions, pass};

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Seconds one POST may take
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=300))]
    pub timeout: u64,
    /// Attempts before a delivery is dead
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(i64).range(1..=100))]
    pub max_attempts: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let bank = ctx.bank().await?;
    bank_core::chain::seal(bank.db(), usize::MAX).await?;
    let options = DeliverOptions::new(Duration::from_secs(2), args.max_attempts, Duration::from_secs(args.timeout));
    let report = pass(bank.db(), &options).await?;
    match ctx.format {
        Format::Json => println!("{}", output::json(&report)),
        Format::Table | Format::Csv => output::print(&output::record(&[
            ("Handed out", report.handed_out.to_string()),
            ("Delivered", report.delivered.to_string()),
            ("Retried", report.retried.to_string()),
            ("Dead", report.dead.to_string()),
        ])),
    }
    Ok(())
}
