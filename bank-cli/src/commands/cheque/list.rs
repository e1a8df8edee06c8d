//! `bank cheque list [--account N] [--state S] [--kind K] [--number N] [--from D] [--to D] [--page --page-size]`

use bank_core::cheque::RetrieveChequesListQuery;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use super::{Kind, State, wire};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this account's cheques (its number)
    #[arg(long, value_name = "NUMBER")]
    pub account: Option<String>,
    #[arg(long, value_enum, ignore_case = true)]
    pub state: Option<State>,
    #[arg(long, value_enum, ignore_case = true)]
    pub kind: Option<Kind>,
    /// Only cheques with this number
    #[arg(long)]
    pub number: Option<String>,
    /// Taken in on or after this day
    #[arg(long, value_parser = values::date)]
    pub from: Option<NaiveDate>,
    /// Taken in on or before this day
    #[arg(long, value_parser = values::date)]
    pub to: Option<NaiveDate>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveChequesListQuery {
        account_encoded_key: None,
        account_number: args.account,
        state: args.state.as_ref().map(wire),
        kind: args.kind.as_ref().map(wire),
        cheque_number: args.number,
        from_date: args.from.map(|d| d.to_string()),
        to_date: args.to.map(|d| d.to_string()),
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveChequesListQuery>(ctx.format, &page, |page| {
        let mut t =
            output::table(&["Cheque", "Kind", "State", "Account", "Number", "Amount", "Expected clearing", "Created"]);
        for c in &page.items {
            t.add_row(vec![
                c.cheque_transaction_id.to_string(),
                c.kind.to_string(),
                c.cheque_state.to_string(),
                c.account_number.clone(),
                c.cheque_number.clone(),
                format!("{} {}", values::money(&c.amount), c.currency),
                output::opt(&c.expected_clearing_date),
                bank_core::time::format(c.created_at),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "cheques");
    Ok(())
}
