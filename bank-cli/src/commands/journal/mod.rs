//! `bank journal ...`: journal transactions, their entries, and reversals.

mod csv_file;
mod entries;
mod list;
mod post;
mod reverse;
mod show;

use bank_core::command::Command as CoreCommand;
use bank_core::ledger::RetrieveJournalTransactionByIdQuery;

use super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file
    Post(post::Args),
    /// List journal transactions, latest first
    List(list::Args),
    /// List journal entries (one per GL line), latest first
    Entries(entries::Args),
    /// Show one journal transaction with its entries
    Show(show::Args),
    /// Reverse a journal transaction with an equal and opposite one
    Reverse(reverse::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Post(args) => post::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Entries(args) => entries::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::Reverse(args) => reverse::run(ctx, args).await,
    }
}

type Detail = <RetrieveJournalTransactionByIdQuery as CoreCommand>::Output;

fn detail_record(d: &Detail) -> comfy_table::Table {
    output::record(&[
        ("Id", d.id.to_string()),
        ("Transaction", d.transaction_id.clone()),
        ("Date", d.transaction_date.clone()),
        ("Type", format!("{} ({})", d.transaction_type_desc, d.transaction_type)),
        ("User", d.user_name.clone()),
        ("Manual", d.is_manual_posting.to_string()),
        ("Reversed", d.is_reversed.to_string()),
        ("Remarks", output::opt(&d.remarks)),
        ("Total debits", values::money(&d.total_debits)),
        ("Total credits", values::money(&d.total_credits)),
        ("Balanced", d.is_balanced.to_string()),
    ])
}

fn entries_table(d: &Detail) -> comfy_table::Table {
    let mut t =
        output::table(&["Id", "GL code", "Type", "Debit", "Credit", "Currency", "Branch", "Booked", "Reference"]);
    for e in &d.entries {
        t.add_row(vec![
            e.id.to_string(),
            e.gl_code.clone(),
            e.account_type_description.to_owned(),
            values::side(&e.debit_amount),
            values::side(&e.credit_amount),
            e.currency_code.clone(),
            e.branch_name.clone().or_else(|| e.branch_id.map(|b| b.to_string())).unwrap_or_default(),
            e.booking_date_text.clone(),
            output::opt(&e.transaction_reference),
        ]);
    }
    t
}
