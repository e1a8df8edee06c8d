//! `bank cheque ...`: cheque deposits and withdrawals, clearing, bounces, stop
//! payments, the register, the nightly clearing batch and cheque settings.

mod bounce;
mod cancel;
mod clear;
mod clear_due;
mod deposit;
mod list;
mod settings;
mod show;
mod withdraw;

use clap::ValueEnum;
use comfy_table::Table;
use serde_json::Value;

use super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval
    Deposit(deposit::Args),
    /// Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval
    Withdraw(withdraw::Args),
    /// Clear an UNCLEARED cheque: its hold is released
    Clear(clear::Args),
    /// Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged
    Bounce(bounce::Args),
    /// Cancel a PENDING cheque (a stop payment charges the cancellation fee)
    Cancel(cancel::Args),
    /// Show one cheque and everything it changed
    Show(show::Args),
    /// List the cheque register, newest first
    List(list::Args),
    /// Clear every cheque due by a date (the nightly batch; safe to re-run)
    ClearDue(clear_due::Args),
    /// Set the GL accounts, fees, limits and holidays of cheques
    Settings(settings::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Deposit(args) => deposit::run(ctx, args).await,
        Command::Withdraw(args) => withdraw::run(ctx, args).await,
        Command::Clear(args) => clear::run(ctx, args).await,
        Command::Bounce(args) => bounce::run(ctx, args).await,
        Command::Cancel(args) => cancel::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::ClearDue(args) => clear_due::run(ctx, args).await,
        Command::Settings(args) => settings::run(ctx, args).await,
    }
}

/// The spec's name of a value: the enums below spell their values as the wire does.
fn wire<E: ValueEnum>(value: &E) -> String {
    value.to_possible_value().map(|v| v.get_name().to_owned()).unwrap_or_default()
}

#[derive(Clone, Copy, Debug, ValueEnum)]
#[value(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ClearingClass {
    SameBankLocal,
    SameBankOtherBranch,
    InterBankLocal,
    InterBankUpcountry,
    Foreign,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
#[value(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum State {
    Pending,
    Uncleared,
    Cleared,
    Bounced,
    Cancelled,
    Completed,
    Reversed,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
#[value(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Kind {
    Deposit,
    Withdrawal,
}

/// The flags that route a cheque to approval.
#[derive(Debug, clap::Args)]
pub struct Checks {
    /// The payee could not be verified (routes the cheque to approval)
    #[arg(long)]
    pub payee_unverified: bool,
    /// The signature differs from the specimen (routes the cheque to approval)
    #[arg(long)]
    pub signature_discrepancy: bool,
    /// A stale cheque (over 6 months old) the drawer revalidated (routes it to approval)
    #[arg(long)]
    pub stale_revalidated: bool,
    /// Ask for approval whatever the amount
    #[arg(long)]
    pub approval: bool,
}

impl Checks {
    fn payee_verified(&self) -> Option<bool> {
        self.payee_unverified.then_some(false)
    }
    fn signature_discrepancy(&self) -> Option<bool> {
        self.signature_discrepancy.then_some(true)
    }
    fn stale_revalidated(&self) -> Option<bool> {
        self.stale_revalidated.then_some(true)
    }
    fn require_approval(&self) -> Option<bool> {
        self.approval.then_some(true)
    }
}

/// What a newly taken-in cheque (deposit or withdrawal) shows.
struct Initiated<'a> {
    cheque: i64,
    transaction: &'a str,
    state: &'a str,
    hold: &'a Value,
    book: &'a Value,
    available: &'a Value,
    reasons: &'a [String],
}

impl Initiated<'_> {
    /// The cheque and its state, the rows of its kind, then its hold, the
    /// balances and why it waits for approval.
    fn record(&self, kind_rows: Vec<(&str, String)>) -> Table {
        let mut rows = vec![
            ("Cheque", self.cheque.to_string()),
            ("Transaction", self.transaction.to_owned()),
            ("State", self.state.to_owned()),
        ];
        rows.extend(kind_rows);
        rows.extend([
            ("Hold", values::money(self.hold)),
            ("Book balance", values::money(self.book)),
            ("Available", values::money(self.available)),
            ("Approval", self.reasons.join(", ")),
        ]);
        output::record(&rows)
    }
}
