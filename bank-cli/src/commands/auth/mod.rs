//! `bank auth ...`: revoking a user's tokens and rotating the signing key.
//! (Tokens are issued by `bank token issue`.)

mod revoke;
mod rotate_key;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Make every token issued to a user so far stop working (needs users.manage)
    Revoke(revoke::Args),
    /// Write a new token signing key; tokens signed before verify for a grace period
    RotateKey(rotate_key::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Revoke(args) => revoke::run(ctx, args).await,
        Command::RotateKey(args) => rotate_key::run(ctx, args).await,
    }
}
