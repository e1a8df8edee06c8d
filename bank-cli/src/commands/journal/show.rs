//! `bank journal show ID`

use bank_core::ledger::RetrieveJournalTransactionByIdQuery;

use super::super::Ctx;
use super::{detail_record, entries_table};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Journal transaction id (the Id column of `bank journal list`)
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let detail = ctx.run(RetrieveJournalTransactionByIdQuery { journal_transaction_id: args.id }).await?;
    output::command::<RetrieveJournalTransactionByIdQuery>(ctx.format, &detail, detail_record);
    if ctx.format == Format::Table {
        crate::output::print(&entries_table(&detail));
    }
    Ok(())
}
