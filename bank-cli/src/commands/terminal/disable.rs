//! `bank terminal disable ID [--reason R]`

use bank_core::terminal::DisableTerminalCommand;

use super::super::Ctx;
use super::change_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The terminal id
    pub id: i64,
    /// Why
    #[arg(long)]
    pub reason: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let t = ctx.run(DisableTerminalCommand { terminal_id: Some(args.id), reason: args.reason }).await?;
    output::command::<DisableTerminalCommand>(ctx.format, &t, change_record);
    Ok(())
}
