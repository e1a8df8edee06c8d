//! `bank gl ...`: the chart of accounts.

mod add;
mod deactivate;
mod list;
mod show;

use bank_core::ledger::{self, GlAccount};
use clap::ValueEnum;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Add a GL account to the chart
    Add(add::Args),
    /// List GL accounts by code, with their balances
    List(list::Args),
    /// Show one GL account by id or GL code, with its balance
    Show(show::Args),
    /// Deactivate a GL account: no further postings, its history stays
    Deactivate(deactivate::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Add(args) => add::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::Deactivate(args) => deactivate::run(ctx, args).await,
    }
}

/// The five account types (the spec's AccountTypeId 1 to 5).
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum AccountType {
    Asset,
    Liability,
    Equity,
    Income,
    Expense,
}

impl AccountType {
    fn id(self) -> i64 {
        let core = match self {
            AccountType::Asset => ledger::AccountType::Asset,
            AccountType::Liability => ledger::AccountType::Liability,
            AccountType::Equity => ledger::AccountType::Equity,
            AccountType::Income => ledger::AccountType::Income,
            AccountType::Expense => ledger::AccountType::Expense,
        };
        core as i64
    }
}

/// "all" for a chart-wide account, else the branch id.
fn branch(g: &GlAccount) -> String {
    g.branch_id.map_or_else(|| "all".to_owned(), |b| b.to_string())
}

fn gl_record(g: &GlAccount) -> comfy_table::Table {
    output::record(&[
        ("Id", g.id.to_string()),
        ("GL code", g.gl_code.clone()),
        ("Name", g.name.clone()),
        ("Type", format!("{} ({})", g.account_type_description, g.account_type_id)),
        ("Currency", g.currency_code.clone()),
        ("Branch", branch(g)),
        ("Description", output::opt(&g.description)),
        ("Active", g.is_active.to_string()),
        ("Balance", bank_core::money::format(g.balance_minor)),
        ("Created", bank_core::time::format(g.created_at)),
    ])
}
