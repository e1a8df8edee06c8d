//! `bank vault list [--branch-id ID] [--currency CCY]`

use bank_core::money;
use bank_core::vault::RetrieveVaultsListQuery;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only the vaults of this branch
    #[arg(long, value_name = "ID")]
    pub branch_id: Option<i64>,
    /// Only vaults in this currency, e.g. NGN
    #[arg(long)]
    pub currency: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveVaultsListQuery {
        branch_id: args.branch_id,
        currency_code: args.currency,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveVaultsListQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&[
            "Vault",
            "Branch",
            "Currency",
            "Vault GL",
            "GL balance",
            "Inventory",
            "Counted",
            "Reconciled",
        ]);
        for v in &page.items {
            t.add_row(vec![
                v.vault_code.clone(),
                v.branch_name.clone(),
                v.currency_code.clone(),
                v.gl_code.clone(),
                money::format(v.gl_balance_minor),
                money::format(v.inventory_total_minor),
                if v.is_counted { "yes" } else { "no" }.to_owned(),
                if v.is_reconciled { "yes" } else { "no" }.to_owned(),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "vaults");
    Ok(())
}
