//! `bank terminal enable ID`

use bank_core::terminal::EnableTerminalCommand;

use super::super::Ctx;
use super::change_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The terminal id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let t = ctx.run(EnableTerminalCommand { terminal_id: Some(args.id) }).await?;
    output::command::<EnableTerminalCommand>(ctx.format, &t, change_record);
    Ok(())
}
