//! `bank txn config windows --type T`

use bank_core::txn::RetrieveReversalWindowsQuery;

use super::super::super::Ctx;
use super::super::{TxnType, wire};
use super::windows_table;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transaction type
    #[arg(long = "type", value_name = "TYPE", value_enum, ignore_case = true)]
    pub transaction_type: TxnType,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let rows = ctx.run(RetrieveReversalWindowsQuery { transaction_type: wire(&args.transaction_type) }).await?;
    output::command::<RetrieveReversalWindowsQuery>(ctx.format, &rows, windows_table);
    Ok(())
}
