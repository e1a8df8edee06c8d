//! `bank account hold NUMBER --amount AMOUNT --reason TEXT`

use bank_core::customer::PlaceAccountHoldCommand;
use bank_core::money::Amount;

use super::super::{Ctx, values};
use super::account_fields;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Account number
    pub number: String,
    /// Amount to hold, e.g. 2500.00 (at most the available balance)
    #[arg(long, value_name = "AMOUNT", value_parser = values::amount)]
    pub amount: Amount,
    /// Why; kept with the hold
    #[arg(long)]
    pub reason: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = PlaceAccountHoldCommand { account_number: args.number, amount: args.amount, reason: args.reason };
    let placed = ctx.run(request).await?;
    output::command::<PlaceAccountHoldCommand>(ctx.format, &placed, |p| {
        let mut fields = vec![("Hold id", p.hold_id.to_string())];
        fields.extend(account_fields(&p.account));
        output::record(&fields)
    });
    Ok(())
}
