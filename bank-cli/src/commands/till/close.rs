//! `bank till close CODE`

use bank_core::till::CloseTillCommand;

use super::super::Ctx;
use super::till_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Till code
    pub code: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm(&format!("Close till {}? Its cash goes back to the vault.", args.code))?;
    let till = ctx.run(CloseTillCommand { till_code: args.code }).await?;
    output::command::<CloseTillCommand>(ctx.format, &till, till_record);
    Ok(())
}
