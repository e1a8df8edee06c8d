//! `bank config ...`: the bank-wide settings stored in the database (today its
//! time zone, and whether event subscribers may be on private addresses). `bank.toml` configures this program; these configure the bank.

mod set;
mod show;

use bank_core::clock::BankSettings;

use crate::error::CliError;
use crate::output;

use super::Ctx;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Change a bank-wide setting: `bank config set time-zone Africa/Lagos`
    Set(set::Args),
    /// Show the bank-wide settings, with today's date in the bank's time zone
    Show(show::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Set(args) => set::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
    }
}

/// The settings as a two-column table (CSV: the same rows).
fn settings_record(s: &BankSettings) -> comfy_table::Table {
    output::record(&[
        ("Time zone", s.time_zone.clone()),
        ("UTC offset", s.utc_offset.clone()),
        ("Business date", s.business_date.to_string()),
        ("Local time", s.local_time.clone()),
        ("Private event URLs", if s.allow_private_event_urls { "allowed" } else { "refused" }.to_owned()),
    ])
}
