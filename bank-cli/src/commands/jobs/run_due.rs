//! `bank jobs run-due`: every due job, once (for cron)

use super::super::Ctx;
use super::runs;
use crate::error::CliError;
use crate::output::{self, Format};

pub async fn run(ctx: &Ctx) -> Result<(), CliError> {
    let bank = ctx.bank().await?;
    let runner = format!("cli:{}", std::process::id());
    let made = bank_core::jobs::run_due(&bank, &runner).await?;
    match ctx.format {
        Format::Json => println!("{}", output::json(&made)),
        Format::Table | Format::Csv => {
            crate::output::print(&runs(&made));
            println!("{} due runs", made.len());
        }
    }
    if made.iter().any(|r| r.outcome != "SUCCEEDED") {
        return Err(CliError::Failed("some runs failed".into()));
    }
    Ok(())
}
