//! `bank txn config ...`: approval thresholds, reversal windows and settings.

mod settings;
mod threshold;
mod thresholds;
mod window;
mod windows;

use bank_core::command::Command as CoreCommand;
use bank_core::txn::{RetrieveApprovalThresholdsQuery, RetrieveReversalWindowsQuery};

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Set the approval threshold of one account tier for a transaction type and channel
    Threshold(threshold::Args),
    /// List the approval thresholds
    Thresholds(thresholds::Args),
    /// Add or replace one reversal window of a transaction type (the others are kept)
    Window(window::Args),
    /// List the reversal windows of a transaction type
    Windows(windows::Args),
    /// Set the cash GL account of a currency, pending expiry, flag age and approval rate
    Settings(settings::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Threshold(args) => threshold::run(ctx, args).await,
        Command::Thresholds(args) => thresholds::run(ctx, args).await,
        Command::Window(args) => window::run(ctx, args).await,
        Command::Windows(args) => windows::run(ctx, args).await,
        Command::Settings(args) => settings::run(ctx, args).await,
    }
}

type Thresholds = <RetrieveApprovalThresholdsQuery as CoreCommand>::Output;

fn thresholds_table(rows: &Thresholds) -> comfy_table::Table {
    let mut t = output::table(&["Type", "Channel", "Tier", "From amount", "Approval", "Approver role"]);
    for r in rows {
        t.add_row(vec![
            r.transaction_type.clone(),
            r.channel.clone(),
            r.account_tier.clone(),
            values::money(&r.amount_threshold),
            if r.require_approval { "required".into() } else { "not required".into() },
            output::opt(&r.approver_role),
        ]);
    }
    t
}

type Windows = <RetrieveReversalWindowsQuery as CoreCommand>::Output;

fn windows_table(rows: &Windows) -> comfy_table::Table {
    let mut t = output::table(&["Window", "Up to hours", "Approval", "Approver role", "Detailed justification"]);
    for w in rows {
        t.add_row(vec![
            w.window_name.clone(),
            w.max_hours.to_string(),
            if w.requires_approval { "required".into() } else { "not required".into() },
            output::opt(&w.approver_role),
            if w.requires_detailed_justification { "required".into() } else { String::new() },
        ]);
    }
    t
}
