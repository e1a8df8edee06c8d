//! `bank report ...`: ledger reports.

mod trial_balance;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Trial balance: each GL account's net balance, with totals per currency
    TrialBalance(trial_balance::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::TrialBalance(args) => trial_balance::run(ctx, args).await,
    }
}
