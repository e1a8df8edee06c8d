//! `bank terminal ...`: self-service terminals (ATM, POS, kiosk) and their PTSP providers.

mod create;
mod disable;
mod enable;
mod list;
mod provider_add;
mod show;
mod terminate;
mod update;

use bank_core::terminal::{TerminalItem, TerminalStatusChange};

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Configure a PTSP provider that terminals can name
    ProviderAdd(provider_add::Args),
    /// Create a terminal (ENABLED) for a merchant user
    Create(create::Args),
    /// Change a terminal's code, serial, provider, name or location (not once terminated)
    Update(update::Args),
    /// Enable a DISABLED terminal
    Enable(enable::Args),
    /// Disable an ENABLED terminal
    Disable(disable::Args),
    /// Terminate a terminal for good, unlinking its merchant
    Terminate(terminate::Args),
    /// List terminals, newest first
    List(list::Args),
    /// Show one terminal
    Show(show::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::ProviderAdd(args) => provider_add::run(ctx, args).await,
        Command::Create(args) => create::run(ctx, args).await,
        Command::Update(args) => update::run(ctx, args).await,
        Command::Enable(args) => enable::run(ctx, args).await,
        Command::Disable(args) => disable::run(ctx, args).await,
        Command::Terminate(args) => terminate::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
    }
}

fn terminal_record(t: &TerminalItem) -> comfy_table::Table {
    output::record(&[
        ("Id", t.id.to_string()),
        ("Code", t.terminal_code.clone()),
        ("Serial", t.serial_number.clone()),
        ("Provider", t.ptsp_provider_code.clone()),
        ("Status", t.status.clone()),
        ("Name", output::opt(&t.terminal_name)),
        ("Location", output::opt(&t.location)),
        ("Merchant", format!("{} {}", output::opt(&t.merchant_user_id), output::opt(&t.merchant_name))),
        ("Settlement", format!("{} ({})", t.settlement_account_number, t.settlement_account_id)),
        ("Virtual account", output::opt(&t.virtual_account_id)),
        ("Merchant services", t.enable_merchant_services.to_string()),
        ("Agent services", t.enable_agent_services.to_string()),
        ("Created", bank_core::time::format(t.created_at)),
        ("Last updated", bank_core::time::format(t.last_updated)),
    ])
}

fn change_record(c: &TerminalStatusChange) -> comfy_table::Table {
    let at = c.enabled_at.or(c.disabled_at).or(c.terminated_at);
    output::record(&[
        ("Id", c.terminal_id.to_string()),
        ("Status", c.status.clone()),
        ("At", at.map(bank_core::time::format).unwrap_or_default()),
    ])
}
