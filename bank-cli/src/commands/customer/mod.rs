//! `bank customer ...`: self-service customer profiles, their verified device
//! and customer tokens (the spec leaves customer login out).

mod add;
mod device;
mod list;
mod pin;
mod token;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Create a self-service profile for a client
    Add(add::Args),
    /// List self-service profiles, newest first
    List(list::Args),
    /// The profile's verified mobile device
    #[command(subcommand)]
    Device(device::Command),
    /// Customer access tokens
    #[command(subcommand)]
    Token(token::Command),
    /// Set a profile's transaction PIN (read from stdin) and unblock it
    Pin(pin::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Add(args) => add::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Device(c) => device::run(ctx, c).await,
        Command::Pin(args) => pin::run(ctx, args).await,
        Command::Token(c) => token::run(ctx, c).await,
    }
}
