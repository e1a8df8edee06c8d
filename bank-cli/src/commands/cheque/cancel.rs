//! `bank cheque cancel ID --reason R [--notes]`

use bank_core::cheque::InitiateCancelChequeCommand;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The cheque transaction id
    pub id: i64,
    /// Why it is stopped (e.g. "Lost in the post")
    #[arg(long)]
    pub reason: String,
    #[arg(long)]
    pub notes: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = InitiateCancelChequeCommand {
        cheque_transaction_id: args.id.into(),
        reason: Some(args.reason),
        notes: args.notes,
    };
    let c = ctx.run(request).await?;
    output::command::<InitiateCancelChequeCommand>(ctx.format, &c, |c| {
        output::record(&[
            ("Cheque", c.cheque_transaction_id.to_string()),
            ("State", format!("{} -> {}", c.previous_state, c.cheque_state)),
            ("Hold released", values::money(&c.hold_released)),
            ("Cancellation fee", values::money(&c.cancellation_fee)),
            ("Available", values::money(&c.available_balance)),
        ])
    });
    Ok(())
}
