//! `bank period ...`: accounting periods.

mod close;
mod list;
mod reopen;

use bank_core::command::Command as CoreCommand;
use bank_core::ledger::CloseAccountingPeriodCommand;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Close the books through a date: no postings or reversals on or before it
    Close(close::Args),
    /// Reopen the latest closed period (administrators), with a reason
    Reopen(reopen::Args),
    /// List closings of the books, latest first
    List(list::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Close(args) => close::run(ctx, args).await,
        Command::Reopen(args) => reopen::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
    }
}

/// One closing of the books (what close, reopen and list return).
type Closure = <CloseAccountingPeriodCommand as CoreCommand>::Output;

fn closure_record(p: &Closure) -> comfy_table::Table {
    output::record(&[
        ("Id", p.id.to_string()),
        ("Closed through", p.closed_through.to_string()),
        ("Closed by", p.closed_by.clone()),
        ("Closed at", bank_core::time::format(p.closed_at)),
        ("Reopened by", output::opt(&p.reopened_by)),
        ("Reopened at", p.reopened_at.map(bank_core::time::format).unwrap_or_default()),
        ("Reopen reason", output::opt(&p.reopen_reason)),
    ])
}
