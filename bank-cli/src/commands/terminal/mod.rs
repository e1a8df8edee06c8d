//! `bank terminal ...`: self-service terminals (ATM, POS, kiosk) and their PTSP providers.

use bank_core::page::Paged;
use bank_core::terminal::{
    CreatePtspProviderCommand, CreateTerminalCommand, DisableTerminalCommand, EnableTerminalCommand,
    RetrieveTerminalByIdQuery, RetrieveTerminalsListQuery, TerminalItem, TerminalStatusChange,
    TerminateTerminalCommand, UpdateTerminalCommand,
};
use clap::ValueEnum;

use super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Configure a PTSP provider that terminals can name
    ProviderAdd(ProviderAddArgs),
    /// Create a terminal (ENABLED) for a merchant user
    Create(CreateArgs),
    /// Change a terminal's code, serial, provider, name or location (not once terminated)
    Update(UpdateArgs),
    /// Enable a DISABLED terminal
    Enable(IdArgs),
    /// Disable an ENABLED terminal
    Disable(ReasonArgs),
    /// Terminate a terminal for good, unlinking its merchant
    Terminate(ReasonArgs),
    /// List terminals, newest first
    List(ListArgs),
    /// Show one terminal
    Show(IdArgs),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::ProviderAdd(a) => {
            let request = CreatePtspProviderCommand { code: Some(a.code), name: Some(a.name) };
            let p = ctx.run(request).await?;
            output::command::<CreatePtspProviderCommand>(ctx.format, &p, |p| {
                output::record(&[("Id", p.id.to_string()), ("Code", p.code.clone()), ("Name", p.name.clone())])
            });
        }
        Command::Create(a) => {
            let request = CreateTerminalCommand {
                terminal_code: Some(a.code),
                serial_number: Some(a.serial),
                ptsp_provider_code: Some(a.provider),
                merchant_user_id: Some(a.merchant_user_id),
                settlement_account_id: Some(a.settlement_account_id),
                virtual_account_id: a.virtual_account_id,
                terminal_name: a.name,
                location: a.location,
            };
            let t = ctx.run(request).await?;
            output::command::<CreateTerminalCommand>(ctx.format, &t, |t| {
                output::record(&[
                    ("Id", t.terminal_id.to_string()),
                    ("Code", t.terminal_code.clone()),
                    ("Status", t.status.clone()),
                    ("Created", bank_core::time::format(t.created_at)),
                ])
            });
        }
        Command::Update(a) => {
            let request = UpdateTerminalCommand {
                terminal_id: Some(a.id),
                terminal_code: a.code,
                serial_number: a.serial,
                ptsp_provider_code: a.provider,
                terminal_name: a.name,
                location: a.location,
            };
            let t = ctx.run(request).await?;
            output::command::<UpdateTerminalCommand>(ctx.format, &t, terminal_record);
        }
        Command::Enable(a) => {
            let t = ctx.run(EnableTerminalCommand { terminal_id: Some(a.id) }).await?;
            output::command::<EnableTerminalCommand>(ctx.format, &t, change_record);
        }
        Command::Disable(a) => {
            let t = ctx.run(DisableTerminalCommand { terminal_id: Some(a.id), reason: a.reason }).await?;
            output::command::<DisableTerminalCommand>(ctx.format, &t, change_record);
        }
        Command::Terminate(a) => {
            let t = ctx.run(TerminateTerminalCommand { terminal_id: Some(a.id), reason: a.reason }).await?;
            output::command::<TerminateTerminalCommand>(ctx.format, &t, change_record);
        }
        Command::List(a) => {
            let request = RetrieveTerminalsListQuery {
                status: a.status.map(|s| s.wire().to_owned()),
                merchant_user_id: a.merchant_user_id,
                ptsp_provider_code: a.provider,
                search_text: a.search,
                page_number: Some(a.page),
                page_size: Some(a.page_size),
                is_export: None,
            };
            let page = ctx.run(request).await?;
            output::command::<RetrieveTerminalsListQuery>(ctx.format, &page, render);
            if ctx.format == Format::Table {
                println!("page {} of {} ({} terminals)", page.current_page, page.total_pages.max(1), page.total_rows);
            }
        }
        Command::Show(a) => {
            let t = ctx.run(RetrieveTerminalByIdQuery { terminal_id: Some(a.id) }).await?;
            output::command::<RetrieveTerminalByIdQuery>(ctx.format, &t, terminal_record);
        }
    }
    Ok(())
}

#[derive(Debug, clap::Args)]
pub struct ProviderAddArgs {
    /// The provider code terminals name (letters, digits, '-', '_', '.')
    pub code: String,
    /// The provider's name
    pub name: String,
}

#[derive(Debug, clap::Args)]
pub struct CreateArgs {
    /// The unique terminal code
    #[arg(long)]
    pub code: String,
    /// The serial number, unique per provider
    #[arg(long)]
    pub serial: String,
    /// The configured PTSP provider code
    #[arg(long)]
    pub provider: String,
    /// The merchant: an active user id standing for the merchant's self-service user
    #[arg(long, value_name = "ID")]
    pub merchant_user_id: i64,
    /// The GL account id settlement goes to
    #[arg(long, value_name = "ID")]
    pub settlement_account_id: i64,
    /// The merchant's virtual account id
    #[arg(long, value_name = "ID")]
    pub virtual_account_id: Option<i64>,
    /// The terminal's name
    #[arg(long)]
    pub name: Option<String>,
    /// Where the terminal stands
    #[arg(long)]
    pub location: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct UpdateArgs {
    /// The terminal id
    pub id: i64,
    /// A new terminal code
    #[arg(long)]
    pub code: Option<String>,
    /// A new serial number
    #[arg(long)]
    pub serial: Option<String>,
    /// A new PTSP provider code
    #[arg(long)]
    pub provider: Option<String>,
    /// A new name
    #[arg(long)]
    pub name: Option<String>,
    /// A new location
    #[arg(long)]
    pub location: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct IdArgs {
    /// The terminal id
    pub id: i64,
}

#[derive(Debug, clap::Args)]
pub struct ReasonArgs {
    /// The terminal id
    pub id: i64,
    /// Why
    #[arg(long)]
    pub reason: Option<String>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Status {
    Enabled,
    Disabled,
    Terminated,
}

impl Status {
    fn wire(self) -> &'static str {
        match self {
            Status::Enabled => "ENABLED",
            Status::Disabled => "DISABLED",
            Status::Terminated => "TERMINATED",
        }
    }
}

#[derive(Debug, clap::Args)]
pub struct ListArgs {
    /// Only terminals in this state
    #[arg(long, value_enum)]
    pub status: Option<Status>,
    /// Only this merchant's terminals
    #[arg(long, value_name = "ID")]
    pub merchant_user_id: Option<i64>,
    /// Only this provider's terminals
    #[arg(long)]
    pub provider: Option<String>,
    /// Text in the terminal code or serial number
    #[arg(long)]
    pub search: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
}

fn render(page: &Paged<TerminalItem>) -> comfy_table::Table {
    let mut t = output::table(&["Id", "Code", "Serial", "Provider", "Status", "Merchant", "Settlement", "Name"]);
    for i in &page.items {
        t.add_row(vec![
            i.id.to_string(),
            i.terminal_code.clone(),
            i.serial_number.clone(),
            i.ptsp_provider_code.clone(),
            i.status.clone(),
            output::opt(&i.merchant_name),
            i.settlement_account_number.clone(),
            output::opt(&i.terminal_name),
        ]);
    }
    t
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
