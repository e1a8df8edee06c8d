//! `bank terminal show ID`

use bank_core::terminal::RetrieveTerminalByIdQuery;

use super::super::Ctx;
use super::terminal_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The terminal id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let t = ctx.run(RetrieveTerminalByIdQuery { terminal_id: Some(args.id) }).await?;
    output::command::<RetrieveTerminalByIdQuery>(ctx.format, &t, terminal_record);
    Ok(())
}
