//! `bank account close NUMBER`

use bank_core::customer::CloseDepositAccountCommand;

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
    ctx.confirm(&format!("Close account {}? This cannot be undone.", args.number))?;
    let account = ctx.run(CloseDepositAccountCommand { account_number: args.number }).await?;
    output::command::<CloseDepositAccountCommand>(ctx.format, &account, account_record);
    Ok(())
}
