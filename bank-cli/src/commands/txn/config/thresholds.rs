//! `bank txn config thresholds`

use bank_core::txn::RetrieveApprovalThresholdsQuery;

use super::super::super::Ctx;
use super::thresholds_table;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Ctx, _args: Args) -> Result<(), CliError> {
    let rows = ctx.run(RetrieveApprovalThresholdsQuery {}).await?;
    output::command::<RetrieveApprovalThresholdsQuery>(ctx.format, &rows, thresholds_table);
    Ok(())
}
