//! `bank till ...`: teller tills: open, fund, count, close, and one's own list.

mod balance;
mod close;
mod fund;
mod list;
mod open;

use bank_core::money;
use bank_core::till::TillChange;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault
    Open(open::Args),
    /// Move cash from the vault into an open till, or back
    Fund(fund::Args),
    /// Record a cash count; a difference is posted against the suspense account
    Balance(balance::Args),
    /// Close a till: its cash goes back to the vault
    Close(close::Args),
    /// The acting user's own tills, most recent shift first
    List(list::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Open(args) => open::run(ctx, args).await,
        Command::Fund(args) => fund::run(ctx, args).await,
        Command::Balance(args) => balance::run(ctx, args).await,
        Command::Close(args) => close::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
    }
}

fn till_record(c: &TillChange) -> comfy_table::Table {
    let t = &c.till;
    let time = |v: Option<chrono::DateTime<chrono::Utc>>| v.map(bank_core::time::format).unwrap_or_default();
    let mut fields = vec![
        ("Till", t.till_id.clone()),
        ("Status", t.status.clone()),
        ("Teller", c.teller_username.clone()),
        ("Branch", format!("{} ({})", t.branch_name, t.branch_id)),
        ("Currency", t.currency_code.clone()),
        ("Opening balance", money::format(t.opening_balance_minor)),
        ("Current balance", money::format(t.current_balance_minor)),
        ("Teller cash GL", c.gl_account_id.to_string()),
        ("Vault GL", c.vault_gl_account_id.to_string()),
        ("Shift start", time(t.shift_start_time)),
        ("Transactions", t.transaction_count.to_string()),
        ("Last transaction", time(t.last_transaction_time)),
    ];
    if let Some(amount) = c.amount_minor {
        fields.push(("Cash moved", money::format(amount)));
    }
    if let Some(variance) = c.variance_minor {
        fields.push(("Variance", money::format(variance)));
    }
    fields.push(("Journal", output::opt(&c.journal_transaction_id)));
    output::record(&fields)
}
