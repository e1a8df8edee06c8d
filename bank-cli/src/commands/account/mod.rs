//! `bank account ...`: deposit accounts, holds and statements.

mod balance;
mod close;
mod hold;
mod list;
mod lock;
mod open;
mod release;
mod show;
mod statement;
mod unlock;

use bank_core::customer::DepositAccount;
use bank_core::money;
use clap::ValueEnum;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Open a deposit account for a client, optionally with an opening balance
    Open(open::Args),
    /// List deposit accounts
    List(list::Args),
    /// Show one deposit account by number, with its balances
    Show(show::Args),
    /// Lock an account: no movements until it is unlocked (reversals excepted)
    Lock(lock::Args),
    /// Unlock a locked account
    Unlock(unlock::Args),
    /// Close an empty account with no holds
    Close(close::Args),
    /// Place a hold (lien) on part of an account's available balance
    Hold(hold::Args),
    /// Release a hold
    Release(release::Args),
    /// An account's postings in a date range, with running balances
    Statement(statement::Args),
    /// An account's book, held and available balances now or at a past instant
    Balance(balance::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Open(args) => open::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::Lock(args) => lock::run(ctx, args).await,
        Command::Unlock(args) => unlock::run(ctx, args).await,
        Command::Close(args) => close::run(ctx, args).await,
        Command::Hold(args) => hold::run(ctx, args).await,
        Command::Release(args) => release::run(ctx, args).await,
        Command::Statement(args) => statement::run(ctx, args).await,
        Command::Balance(args) => balance::run(ctx, args).await,
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum State {
    Active,
    Locked,
    Closed,
}

impl State {
    fn wire(self) -> &'static str {
        match self {
            State::Active => "ACTIVE",
            State::Locked => "LOCKED",
            State::Closed => "CLOSED",
        }
    }
}

fn account_fields(a: &DepositAccount) -> Vec<(&'static str, String)> {
    vec![
        ("Id", a.id.to_string()),
        ("Number", a.account_number.clone()),
        ("Client", format!("{} ({})", a.client_name, a.client_id)),
        ("Branch", a.branch_id.to_string()),
        ("Currency", a.currency_code.clone()),
        ("Tier", a.tier.clone()),
        ("Control GL", a.gl_account_id.to_string()),
        ("Book balance", money::format(a.book_balance_minor)),
        ("On hold", money::format(a.hold_minor)),
        ("Available", money::format(a.available_minor())),
        ("State", a.state.to_string()),
        ("Encoded key", a.encoded_key.clone()),
        ("Created", bank_core::time::format(a.created_at)),
    ]
}

fn account_record(a: &DepositAccount) -> comfy_table::Table {
    output::record(&account_fields(a))
}
