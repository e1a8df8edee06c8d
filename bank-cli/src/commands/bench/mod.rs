//! `bank bench ...`: performance measurements against the configured database.

mod activities;
mod cpu;
mod deposits;
mod eod;
mod http;
mod journal;
mod lists;
mod reads;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Post journals through the full command path; report throughput and latency
    Journal(journal::Args),
    /// Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)
    Deposits(deposits::Args),
    /// Bulk-insert N synthetic activities, then time filtered page queries (p50/p99),
    /// and first, deep and cursor pages over HTTP
    Activities(activities::Args),
    /// Time first, deep and cursor pages of the journal and transaction lists over
    /// HTTP, and a streamed export of the journal entries (rows/s, peak memory)
    Lists(lists::Args),
    /// Add N empty accounts, close yesterday's business, and report each step's time and accounts/s
    Eod(eod::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Journal(args) => journal::run(ctx, args).await,
        Command::Deposits(args) => deposits::run(ctx, args).await,
        Command::Activities(args) => activities::run(ctx, args).await,
        Command::Lists(args) => lists::run(ctx, args).await,
        Command::Eod(args) => eod::run(ctx, args).await,
    }
}
