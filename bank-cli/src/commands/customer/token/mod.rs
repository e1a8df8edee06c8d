//! `bank customer token ...`: customer access tokens.

mod issue;

use super::super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Issue a customer token (a separate audience from staff tokens; needs tokens.issue)
    Issue(issue::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Issue(args) => issue::run(ctx, args).await,
    }
}
