//! `bank txn compliance [--trigger T] [--page --page-size]`

use bank_core::txn::RetrieveComplianceReportsQuery;

use super::super::{Ctx, values};
use super::unwrapped;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only reports of this trigger, e.g. LARGE_AMOUNT, LARGE_REVERSAL, REPEATED_FAILED_APPROVALS,
    /// FREQUENT_CANCELLATIONS, REJECTED_FRAUD, REJECTED_COMPLIANCE
    #[arg(long)]
    pub trigger: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveComplianceReportsQuery {
        trigger: args.trigger.map(|t| t.trim().to_ascii_uppercase()),
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveComplianceReportsQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&["Id", "Raised", "Trigger", "Transaction", "User", "Detail"]);
        unwrapped(&mut t, 3);
        for r in &page.items {
            t.add_row(vec![
                r.id.to_string(),
                bank_core::time::format(r.raised_at),
                r.trigger_code.clone(),
                output::opt(&r.transaction_id),
                r.user_name.clone(),
                r.detail.clone(),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "reports");
    Ok(())
}
