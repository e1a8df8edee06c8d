//! `bank txn show ID`

use bank_core::txn::RetrieveTransactionByIdQuery;

use super::super::Ctx;
use super::view_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transaction id
    pub id: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let view = ctx.run(RetrieveTransactionByIdQuery { transaction_id: args.id }).await?;
    output::command::<RetrieveTransactionByIdQuery>(ctx.format, &view, view_record);
    Ok(())
}
