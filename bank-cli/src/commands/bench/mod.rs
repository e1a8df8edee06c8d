//! `bank bench ...`: performance measurements against the configured database.

mod journal;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Post journals through the full command path; report throughput and latency
    Journal(journal::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Journal(args) => journal::run(ctx, args).await,
    }
}
