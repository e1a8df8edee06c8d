//! `bank loan approve ID`

use bank_core::customer::ApproveLoanCommand;

use super::super::Ctx;
use super::loan_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Loan id (see `bank loan list`)
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let loan = ctx.run(ApproveLoanCommand { id: args.id }).await?;
    output::command::<ApproveLoanCommand>(ctx.format, &loan, loan_record);
    Ok(())
}
