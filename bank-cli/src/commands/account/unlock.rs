//! `bank account unlock NUMBER`

use bank_core::customer::UnlockDepositAccountCommand;

use super::super::Ctx;
use super::account_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Account number
    pub number: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let account = ctx.run(UnlockDepositAccountCommand { account_number: args.number }).await?;
    output::command::<UnlockDepositAccountCommand>(ctx.format, &account, account_record);
    Ok(())
}
