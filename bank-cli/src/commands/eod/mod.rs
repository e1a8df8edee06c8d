//! `bank eod ...`: the close of business.

mod run;
mod status;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books
    ///
    /// Each step is safe to run again; a run killed at any point is resumed by the next start
    /// (after its lease lapses) and finishes with every step done once. A day already closed
    /// is reported, not closed again.
    Run(run::Args),
    /// The recent closes of business (or one day's), with their steps
    Status(status::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Run(args) => run::run(ctx, args).await,
        Command::Status(args) => status::run(ctx, args).await,
    }
}
