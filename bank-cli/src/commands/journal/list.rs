//! `bank journal list [--from] [--to] [--search]`

use bank_core::ledger::RetrieveJournalTransactionsQuery;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Booked on or after this date or datetime
    #[arg(long, value_name = "DATE", value_parser = values::date_text)]
    pub from: Option<String>,
    /// Booked on or before this date (the whole day) or datetime
    #[arg(long, value_name = "DATE", value_parser = values::date_text)]
    pub to: Option<String>,
    /// Text to find in the transaction id or the user's name
    #[arg(long)]
    pub search: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveJournalTransactionsQuery {
        start_date: args.from,
        end_date: args.to,
        search_text: args.search,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: None,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveJournalTransactionsQuery>(ctx.format, &page, |page| {
        let mut t =
            output::table(&["Id", "Transaction", "Booked", "Type", "Amount", "Entries", "User", "Reversed", "Remarks"]);
        for j in &page.items {
            let reversed = match (j.is_reversed, j.is_a_reversed_transaction) {
                (true, _) => "reversed",
                (false, true) => "reversal",
                (false, false) => "",
            };
            t.add_row(vec![
                j.id.to_string(),
                j.transaction_id.clone(),
                bank_core::time::format(j.booking_date),
                j.transaction_type_desc.to_owned(),
                bank_core::money::format(j.total_minor),
                j.entries.to_string(),
                j.user_name.clone(),
                reversed.to_owned(),
                output::opt(&j.remarks),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "transactions");
    Ok(())
}
