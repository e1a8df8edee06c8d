//! `bank cheque bounce ID --reason R [--date YYYY-MM-DD] [--notes]`

use bank_core::cheque::InitiateBounceChequeCommand;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The cheque transaction id
    pub id: i64,
    /// Why clearing failed (e.g. "Funds insufficient")
    #[arg(long)]
    pub reason: String,
    /// The bounce date (default today)
    #[arg(long, value_parser = values::date)]
    pub date: Option<NaiveDate>,
    #[arg(long)]
    pub notes: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = InitiateBounceChequeCommand {
        cheque_transaction_id: args.id.into(),
        reason: Some(args.reason),
        bounce_date: args.date.map(|d| d.to_string()),
        notes: args.notes,
    };
    let b = ctx.run(request).await?;
    output::command::<InitiateBounceChequeCommand>(ctx.format, &b, |b| {
        output::record(&[
            ("Cheque", b.cheque_transaction_id.to_string()),
            ("State", format!("{} -> {}", b.previous_state, b.cheque_state)),
            ("Reason", b.reason.clone()),
            ("Penalty charged", values::money(&b.penalty_charged)),
            ("Penalty uncollected", values::money(&b.penalty_uncollected)),
            ("Book balance", values::money(&b.book_balance)),
            ("Available", values::money(&b.available_balance)),
        ])
    });
    Ok(())
}
