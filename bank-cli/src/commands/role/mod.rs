//! `bank role ...`

mod list;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// List roles with their approval limits and permissions
    List(list::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::List(args) => list::run(ctx, args).await,
    }
}
