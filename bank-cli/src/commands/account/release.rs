//! `bank account release HOLD_ID`

use bank_core::customer::ReleaseAccountHoldCommand;

use super::super::Ctx;
use super::account_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Hold id, as `bank account hold` printed it
    pub hold_id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let account = ctx.run(ReleaseAccountHoldCommand { hold_id: args.hold_id }).await?;
    output::command::<ReleaseAccountHoldCommand>(ctx.format, &account, account_record);
    Ok(())
}
