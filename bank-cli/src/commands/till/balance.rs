//! `bank till balance CODE --counted AMOUNT [--suspense-gl ID]`

use bank_core::money::Amount;
use bank_core::till::BalanceTillCommand;

use super::super::Ctx;
use super::till_record;
use crate::error::CliError;
use crate::output;

/// A counted amount: zero (an empty till) or a positive decimal.
fn counted(text: &str) -> Result<Amount, String> {
    bank_core::money::parse_minor(text).map(Amount)
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Till code
    pub code: String,
    /// The cash counted in the till, e.g. 199500.00 (0 for an empty till)
    #[arg(long, value_name = "AMOUNT", value_parser = counted)]
    pub counted: Amount,
    /// Id of the suspense liability GL account that takes a difference (required when there is one)
    #[arg(long, value_name = "ID")]
    pub suspense_gl: Option<i64>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = BalanceTillCommand {
        till_code: args.code,
        counted_amount: args.counted,
        suspense_gl_account_id: args.suspense_gl,
    };
    let till = ctx.run(request).await?;
    output::command::<BalanceTillCommand>(ctx.format, &till, till_record);
    Ok(())
}
