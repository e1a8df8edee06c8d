//! `bank account statement NUMBER [--from DATE] [--to DATE] [--daily]`

use bank_core::ledger::RetrieveAccountStatementQuery;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Account number
    pub number: String,
    /// First day, YYYY-MM-DD (default: from the first posting)
    #[arg(long, value_name = "DATE", value_parser = values::date)]
    pub from: Option<NaiveDate>,
    /// Last day, YYYY-MM-DD (default: up to now)
    #[arg(long, value_name = "DATE", value_parser = values::date)]
    pub to: Option<NaiveDate>,
    /// One row per bank day with postings (opening, debits, credits, closing) instead of the postings
    #[arg(long)]
    pub daily: bool,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveAccountStatementQuery { account_number: Some(args.number), from: args.from, to: args.to };
    let statement = ctx.run(request).await?;
    if args.daily {
        output::command::<RetrieveAccountStatementQuery>(ctx.format, &statement, |s| {
            let mut t = output::table(&["Day", "Opening", "Debits", "Credits", "Closing"]);
            for d in &s.days {
                t.add_row(vec![
                    d.date.to_string(),
                    values::money(&d.opening_balance),
                    values::money(&d.debits),
                    values::money(&d.credits),
                    values::money(&d.closing_balance),
                ]);
            }
            t
        });
        return Ok(());
    }
    output::command::<RetrieveAccountStatementQuery>(ctx.format, &statement, |s| {
        let mut t = output::table(&["Booked", "Transaction", "Reference", "Narration", "Debit", "Credit", "Balance"]);
        let day = |d: Option<NaiveDate>| d.map(|d| d.to_string()).unwrap_or_default();
        let balance_row = |date: String, label: &str, amount: &serde_json::Value| {
            vec![
                date,
                String::new(),
                String::new(),
                label.to_owned(),
                String::new(),
                String::new(),
                values::money(amount),
            ]
        };
        t.add_row(balance_row(day(s.from), "Opening balance", &s.opening_balance));
        for l in &s.lines {
            t.add_row(vec![
                bank_core::time::format(l.booking_date),
                l.transaction_id.clone(),
                output::opt(&l.reference),
                output::opt(&l.narration),
                values::money(&l.debit),
                values::money(&l.credit),
                values::money(&l.balance),
            ]);
        }
        t.add_row(balance_row(day(s.to), "Closing balance", &s.closing_balance));
        t
    });
    if ctx.format == Format::Table {
        println!(
            "account {} in {}, postings: {}",
            statement.account_number,
            statement.currency_code,
            statement.lines.len()
        );
    }
    Ok(())
}
