//! `bank customer device ...`: the profile's verified mobile device.

mod verify;

use super::super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Make DEVICE_ID the profile's verified device (a switch revokes the old one and its push mapping)
    Verify(verify::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Verify(args) => verify::run(ctx, args).await,
    }
}
