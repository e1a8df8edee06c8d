//! `bank period close --through DATE`

use bank_core::ledger::CloseAccountingPeriodCommand;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use super::closure_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Last day to close, YYYY-MM-DD (before today)
    #[arg(long, value_name = "DATE", value_parser = values::date)]
    pub through: NaiveDate,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CloseAccountingPeriodCommand { closed_through: Some(args.through) };
    let closure = ctx.run(request).await?;
    output::command::<CloseAccountingPeriodCommand>(ctx.format, &closure, closure_record);
    Ok(())
}
