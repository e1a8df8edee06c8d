//! `bank cheque clear ID [--date YYYY-MM-DD] [--notes]`

use bank_core::cheque::InitiateClearChequeCommand;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The cheque transaction id
    pub id: i64,
    /// The clearing date (default today)
    #[arg(long, value_parser = values::date)]
    pub date: Option<NaiveDate>,
    #[arg(long)]
    pub notes: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = InitiateClearChequeCommand {
        cheque_transaction_id: args.id.into(),
        clearing_date: args.date.map(|d| d.to_string()),
        notes: args.notes,
        external_reference_id: None,
    };
    let c = ctx.run(request).await?;
    output::command::<InitiateClearChequeCommand>(ctx.format, &c, |c| {
        output::record(&[
            ("Cheque", c.cheque_transaction_id.to_string()),
            ("State", format!("{} -> {}", c.previous_state, c.cheque_state)),
            ("Cleared on", c.clearing_date.to_string()),
            ("Hold released", values::money(&c.hold_released)),
            ("Available", values::money(&c.available_balance)),
        ])
    });
    Ok(())
}
