//! `bank push installations`: the push installations (profile + device → FCM token).

mod installations;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// List push installations, newest first (tokens shown by their last 8 characters)
    Installations(installations::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Installations(args) => installations::run(ctx, args).await,
    }
}
