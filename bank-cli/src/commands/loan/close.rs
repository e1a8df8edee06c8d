//! `bank loan close ID`

use bank_core::customer::{CloseLoanCommand, RetrieveLoanByIdQuery};

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
    let current = ctx.run(RetrieveLoanByIdQuery { id: Some(args.id), loan_number: None }).await?;
    ctx.confirm(&format!("Close loan {} ({})? This cannot be undone.", current.loan_number, current.state))?;
    let loan = ctx.run(CloseLoanCommand { id: current.id }).await?;
    output::command::<CloseLoanCommand>(ctx.format, &loan, loan_record);
    Ok(())
}
