//! `bank terminal update ID [--code C] [--serial S] [--provider P] [--name N] [--location L]`

use bank_core::terminal::UpdateTerminalCommand;

use super::super::Ctx;
use super::terminal_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The terminal id
    pub id: i64,
    /// A new terminal code
    #[arg(long)]
    pub code: Option<String>,
    /// A new serial number
    #[arg(long)]
    pub serial: Option<String>,
    /// A new PTSP provider code
    #[arg(long)]
    pub provider: Option<String>,
    /// A new name
    #[arg(long)]
    pub name: Option<String>,
    /// A new location
    #[arg(long)]
    pub location: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = UpdateTerminalCommand {
        terminal_id: Some(args.id),
        terminal_code: args.code,
        serial_number: args.serial,
        ptsp_provider_code: args.provider,
        terminal_name: args.name,
        location: args.location,
    };
    let t = ctx.run(request).await?;
    output::command::<UpdateTerminalCommand>(ctx.format, &t, terminal_record);
    Ok(())
}
