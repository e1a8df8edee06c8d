//! `bank account list [--client-id] [--state]`

use bank_core::customer::RetrieveDepositAccountsListQuery;
use bank_core::money;

use super::super::{Ctx, values};
use super::State;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this client's accounts
    #[arg(long)]
    pub client_id: Option<i64>,
    /// Only accounts in this state
    #[arg(long, value_enum)]
    pub state: Option<State>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveDepositAccountsListQuery {
        client_id: args.client_id,
        state: args.state.map(|s| s.wire().to_owned()),
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: None,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveDepositAccountsListQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&[
            "Id",
            "Number",
            "Client",
            "Currency",
            "Tier",
            "Book balance",
            "On hold",
            "Available",
            "State",
        ]);
        for a in &page.items {
            t.add_row(vec![
                a.id.to_string(),
                a.account_number.clone(),
                a.client_name.clone(),
                a.currency_code.clone(),
                a.tier.clone(),
                money::format(a.book_balance_minor),
                money::format(a.hold_minor),
                money::format(a.available_minor()),
                a.state.to_string(),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "accounts");
    Ok(())
}
