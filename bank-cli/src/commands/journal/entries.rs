//! `bank journal entries [--currency] [--from] [--to] [--search] [--gl-code] [--branch-id]`

use bank_core::ledger::RetrieveJournalEntriesQuery;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only entries in this currency, e.g. NGN
    #[arg(long)]
    pub currency: Option<String>,
    /// Booked on or after this date or datetime
    #[arg(long, value_name = "DATE", value_parser = values::date_text)]
    pub from: Option<String>,
    /// Booked on or before this date (the whole day) or datetime
    #[arg(long, value_name = "DATE", value_parser = values::date_text)]
    pub to: Option<String>,
    /// Text to find in the GL code or the transaction id
    #[arg(long)]
    pub search: Option<String>,
    /// Only entries on this GL account (exact GL code)
    #[arg(long)]
    pub gl_code: Option<String>,
    /// Only entries booked at this branch
    #[arg(long)]
    pub branch_id: Option<i64>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveJournalEntriesQuery {
        currency_code: args.currency,
        start_date: args.from,
        end_date: args.to,
        search_text: args.search,
        gl_code: args.gl_code,
        branch_id: args.branch_id,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: None,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveJournalEntriesQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&[
            "Id",
            "Booked",
            "Transaction",
            "GL code",
            "Account",
            "Debit",
            "Credit",
            "Currency",
            "Branch",
        ]);
        for e in &page.items {
            t.add_row(vec![
                e.id.to_string(),
                e.booking_date_text.clone(),
                e.transaction_reference.clone(),
                e.gl_code.clone(),
                e.account_name.clone(),
                e.debit_amount.clone(),
                e.credit_amount.clone(),
                e.currency_code.clone(),
                output::opt(&e.branch_name),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "entries");
    Ok(())
}
