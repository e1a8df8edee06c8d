//! `bank notify send|list`: notifications to self-service customers.

mod list;
mod send;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Send a notification to one profile or to every profile of a client (needs notifications.send)
    Send(send::Args),
    /// List notifications, newest first, with their push outcome
    List(list::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Send(args) => send::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
    }
}
