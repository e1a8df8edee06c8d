//! `bank period reopen --reason TEXT`

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
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm("Reopen the latest closed accounting period? Postings into it become possible again.")?;
    let closure = ctx.run(ReopenAccountingPeriodCommand { reason: Some(args.reason) }).await?;
    output::command::<ReopenAccountingPeriodCommand>(ctx.format, &closure, closure_record);
    Ok(())
}
