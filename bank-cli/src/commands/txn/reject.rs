//! `bank txn reject ID --reason R [--category C]`

use bank_core::txn::RejectTransaction;

use super::super::Ctx;
use super::{RejectionCategory, impact, wire};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transaction id
    pub id: String,
    /// Why; kept on the transaction and the audit trail
    #[arg(long)]
    pub reason: String,
    /// Kind of rejection (FRAUD and COMPLIANCE raise a compliance report)
    #[arg(long, value_enum, ignore_case = true)]
    pub category: Option<RejectionCategory>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RejectTransaction {
        transaction_id: args.id,
        rejection_reason: Some(args.reason),
        rejection_category: args.category.as_ref().map(wire),
    };
    let rejected = ctx.run(request).await?;
    output::command::<RejectTransaction>(ctx.format, &rejected, |r| {
        output::record(&[
            ("Transaction", r.transaction_id.clone()),
            ("State", format!("{} → {}", r.previous_state, r.new_state)),
            ("Rejected by", r.rejected_by.clone()),
            ("Date", bank_core::time::format(r.rejection_date)),
            ("Reason", r.rejection_reason.clone()),
            ("Category", output::opt(&r.rejection_category)),
            ("Balance impact", impact(&r.balance_impact)),
        ])
    });
    Ok(())
}
