//! `bank account lock NUMBER [--reason]`

use bank_core::customer::LockDepositAccountCommand;

use super::super::Ctx;
use super::account_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Account number
    pub number: String,
    /// Why; kept on the audit trail
    #[arg(long)]
    pub reason: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let account = ctx.run(LockDepositAccountCommand { account_number: args.number, reason: args.reason }).await?;
    output::command::<LockDepositAccountCommand>(ctx.format, &account, account_record);
    Ok(())
}
