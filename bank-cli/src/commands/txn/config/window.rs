//! `bank txn config window --type T --name N --max-hours H [--approval [--approver-role R]] [--detailed]`.
//! The core replaces a type's whole set of windows, so this reads the current
//! set, adds or replaces the named window, and sends the full set back.

use bank_core::txn::{MAX_WINDOW_HOURS, RetrieveReversalWindowsQuery, ReversalWindow, SetReversalWindowCommand};

use super::super::super::Ctx;
use super::super::{TxnType, wire};
use super::windows_table;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transaction type
    #[arg(long = "type", value_name = "TYPE", value_enum, ignore_case = true)]
    pub transaction_type: TxnType,
    /// Window name, e.g. SAME_DAY; an existing window of that name is replaced
    #[arg(long)]
    pub name: String,
    /// The window covers transactions settled at most this many hours ago (1 to 720)
    #[arg(long, value_name = "HOURS", value_parser = clap::value_parser!(i64).range(1..=MAX_WINDOW_HOURS))]
    pub max_hours: i64,
    /// Reversals in this window need a user of --approver-role or above
    #[arg(long)]
    pub approval: bool,
    /// The lowest role that may reverse in this window
    #[arg(long, value_name = "ROLE", requires = "approval")]
    pub approver_role: Option<String>,
    /// Reversals in this window need a detailed justification (a long reason)
    #[arg(long)]
    pub detailed: bool,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let transaction_type = wire(&args.transaction_type);
    let current = ctx.run(RetrieveReversalWindowsQuery { transaction_type: transaction_type.clone() }).await?;
    let mut windows: Vec<ReversalWindow> = current.into_iter().filter(|w| w.window_name != args.name).collect();
    windows.push(ReversalWindow {
        window_name: args.name,
        max_hours: args.max_hours,
        requires_approval: args.approval,
        approver_role: args.approver_role,
        requires_detailed_justification: args.detailed,
    });
    let request = SetReversalWindowCommand { transaction_type, reversal_windows: windows };
    let rows = ctx.run(request).await?;
    output::command::<SetReversalWindowCommand>(ctx.format, &rows, windows_table);
    Ok(())
}
