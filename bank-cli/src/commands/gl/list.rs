//! `bank gl list [--type] [--currency] [--active true|false]`

use bank_core::ledger::RetrieveGlAccountsListQuery;

use super::super::{Ctx, values};
use super::{AccountType, branch};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only accounts of this type
    #[arg(long = "type", value_enum)]
    pub account_type: Option<AccountType>,
    /// Only accounts in this currency, e.g. NGN
    #[arg(long)]
    pub currency: Option<String>,
    /// Only active (true) or only inactive (false) accounts
    #[arg(long)]
    pub active: Option<bool>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveGlAccountsListQuery {
        account_type_id: args.account_type.map(AccountType::id),
        currency_code: args.currency,
        is_active: args.active,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: None,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveGlAccountsListQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&["Id", "GL code", "Name", "Type", "Currency", "Branch", "Active", "Balance"]);
        for g in &page.items {
            t.add_row(vec![
                g.id.to_string(),
                g.gl_code.clone(),
                g.name.clone(),
                g.account_type_description.to_owned(),
                g.currency_code.clone(),
                branch(g),
                g.is_active.to_string(),
                bank_core::money::format(g.balance_minor),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "GL accounts");
    Ok(())
}
