//! `bank period reopen --reason TEXT [--through DATE]`

use bank_core::ledger::ReopenAccountingPeriodCommand;

use super::super::Ctx;
use super::closure_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Why the books are reopened; kept on the audit trail
    #[arg(long)]
    pub reason: String,
    /// The closing to undo (its closed-through date); refused if another
    /// reopen undid it first. Without it, the latest closing is undone
    #[arg(long, value_name = "DATE", value_parser = super::super::values::date)]
    pub through: Option<chrono::NaiveDate>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm("Reopen the latest closed accounting period? Postings into it become possible again.")?;
    let command = ReopenAccountingPeriodCommand { reason: Some(args.reason), closed_through: args.through };
    let closure = ctx.run(command).await?;
    output::command::<ReopenAccountingPeriodCommand>(ctx.format, &closure, closure_record);
    Ok(())
}
