//! `bank txn list [--pending] [--flagged] [--status S] [--account NUMBER] [--page --page-size]`

use bank_core::txn::RetrieveTransactionsListQuery;

use super::super::{Ctx, values};
use super::{Status, approvals, unwrapped};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only PENDING transactions (the same as --status PENDING)
    #[arg(long, conflicts_with = "status")]
    pub pending: bool,
    /// Only PENDING transactions older than the flag age (4 hours unless configured), oldest first
    #[arg(long)]
    pub flagged: bool,
    /// Only transactions in this state
    #[arg(long, value_enum, ignore_case = true)]
    pub status: Option<Status>,
    /// Only this account's transactions
    #[arg(long, value_name = "NUMBER")]
    pub account: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let status = if args.pending { Some(Status::Pending) } else { args.status };
    let request = RetrieveTransactionsListQuery {
        status: status.map(|s| vec![s.state()]),
        flagged: args.flagged,
        account_number: args.account,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        ..RetrieveTransactionsListQuery::default()
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveTransactionsListQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&[
            "Transaction",
            "Type",
            "Status",
            "Account",
            "Amount",
            "Initiated by",
            "Approvals",
            "Created",
        ]);
        unwrapped(&mut t, 0);
        for v in &page.items {
            t.add_row(vec![
                v.transaction_id.clone(),
                v.transaction_type.clone(),
                if v.is_flagged { format!("{} (flagged)", v.status) } else { v.status.to_string() },
                output::opt(&v.account_number),
                format!("{} {}", values::money(&v.amount), v.currency),
                v.initiated_by.clone(),
                approvals(v),
                bank_core::time::format(v.created_at),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "transactions");
    Ok(())
}
