//! `bank account balance NUMBER [--as-of WHEN]`

use bank_core::ledger::RetrieveAccountBalanceAsOfQuery;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Account number
    pub number: String,
    /// The instant: 2026-10-31T17:00 (UTC), 2026-10-31T17:00:00+01:00, or a day
    /// (2026-10-31: its end); now when absent
    #[arg(long, value_name = "WHEN", value_parser = values::date_text)]
    pub as_of: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveAccountBalanceAsOfQuery { account_number: Some(args.number), as_of: args.as_of };
    let balance = ctx.run(request).await?;
    output::command::<RetrieveAccountBalanceAsOfQuery>(ctx.format, &balance, |b| {
        let mut t = output::table(&["Account", "Currency", "As of", "Book", "Held", "Available"]);
        t.add_row(vec![
            b.account_number.clone(),
            b.currency_code.clone(),
            bank_core::time::format(b.as_of),
            values::money(&b.book_balance),
            values::money(&b.hold_amount),
            values::money(&b.available_balance),
        ]);
        t
    });
    Ok(())
}
