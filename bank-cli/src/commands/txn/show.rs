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
    let query =
        RetrieveTransactionByIdQuery { transaction_id: args.id, include_impact_records: false, include_history: false };
    let details = ctx.run(query).await?;
    output::command::<RetrieveTransactionByIdQuery>(ctx.format, &details, |d| view_record(&d.transaction));
    Ok(())
}
