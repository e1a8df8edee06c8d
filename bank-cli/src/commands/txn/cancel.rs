//! `bank txn cancel ID --reason R [--notify]`

use bank_core::txn::CancelTransaction;

use super::super::Ctx;
use super::impact;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transaction id
    pub id: String,
    /// Why; kept on the transaction and the audit trail
    #[arg(long)]
    pub reason: String,
    /// Tell the customer
    #[arg(long)]
    pub notify: bool,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CancelTransaction {
        transaction_id: args.id,
        cancellation_reason: Some(args.reason),
        notify_customer: args.notify,
    };
    let cancelled = ctx.run(request).await?;
    output::command::<CancelTransaction>(ctx.format, &cancelled, |c| {
        output::record(&[
            ("Transaction", c.transaction_id.clone()),
            ("State", format!("{} → {}", c.previous_state, c.new_state)),
            ("Cancelled by", c.cancelled_by.clone()),
            ("Date", bank_core::time::format(c.cancellation_date)),
            ("Reason", c.cancellation_reason.clone()),
            ("Balance impact", impact(&c.balance_impact)),
        ])
    });
    Ok(())
}
