//! `bank journal reverse ID [--reason] [--value-date DATE] [--booking-date DATE]`

use bank_core::ledger::ReverseJournalTransactionCommand;
use bank_core::time::When;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Journal transaction id (the Id column of `bank journal list`)
    pub id: i64,
    /// Why; kept on the reversal's notes and the audit trail
    #[arg(long)]
    pub reason: Option<String>,
    /// Back-date the reversal's value date to this date (a bank day) or datetime (in an open period)
    #[arg(long, value_name = "DATE", value_parser = values::when)]
    pub value_date: Option<When>,
    /// Book the reversal on this date (a bank day) or datetime instead of now (in an open period)
    #[arg(long, value_name = "DATE", value_parser = values::when)]
    pub booking_date: Option<When>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm(&format!("Reverse journal transaction {}? Its entries are posted again, opposite.", args.id))?;
    let request = ReverseJournalTransactionCommand {
        transaction_id: args.id,
        reason: args.reason,
        is_back_dated: args.value_date.is_some(),
        back_date_value_date: args.value_date,
        is_booking_date: args.booking_date.is_some(),
        booking_date: args.booking_date,
    };
    let reversed = ctx.run(request).await?;
    output::command::<ReverseJournalTransactionCommand>(ctx.format, &reversed, |r| {
        output::record(&[
            ("Reversal", r.reversal_transaction_id.clone()),
            ("Reversal id", r.reversal_journal_transaction_id.to_string()),
            ("Original", r.original_transaction_id.clone()),
            ("Booked", bank_core::time::format(r.reversal_date)),
            ("Reason", output::opt(&r.reason)),
            ("Entries reversed", r.entries_reversed.to_string()),
        ])
    });
    Ok(())
}
