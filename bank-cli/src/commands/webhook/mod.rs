//! `bank webhook ...`: inbound webhook configuration.

use bank_core::engine::ChainStep;
use bank_core::webhook::{
    ActivateWebHookConfigCommand, CreateWebHookConfigCommand, DeactivateWebHookConfigCommand,
    DeleteWebHookConfigCommand, GetWebHookConfigByIdQuery, GetWebHookConfigListQuery, IpList, SetWebhookBaseUrlCommand,
    UpdateWebHookConfigCommand, WebhookDetail, WebhookState,
};
use clap::ValueEnum;

use super::Ctx;
use super::exec::read_data;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Configure a webhook at /api/webhook/PATH
    Create(CreateArgs),
    /// Change a webhook's fields (unset flags keep their values)
    Update(UpdateArgs),
    /// Show one webhook, its code included
    Show(IdArgs),
    /// List webhooks (no code)
    List(ListArgs),
    /// Enable a webhook
    Enable(IdArgs),
    /// Disable a webhook: calls are refused with 403
    Disable(IdArgs),
    /// Delete a webhook (its call log stays)
    Delete(IdArgs),
    /// Set the base URL that webhook `url` fields start with
    BaseUrl(BaseUrlArgs),
}

/// What a webhook runs.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Kind {
    /// 0: a native command with the body as its parameters
    Command,
    /// 1: a chain of commands
    Chain,
    /// 2: sandboxed JavaScript
    Code,
    /// 3: start a process
    Process,
}

impl Kind {
    pub fn wire(self) -> i64 {
        match self {
            Kind::Command => 0,
            Kind::Chain => 1,
            Kind::Code => 2,
            Kind::Process => 3,
        }
    }
}

/// The fields shared by create and update.
#[derive(Debug, clap::Args)]
pub struct PlanArgs {
    /// What runs
    #[arg(long = "type", value_enum)]
    pub kind: Option<Kind>,
    /// The command to run (type command)
    #[arg(long = "command", value_name = "NAME")]
    pub command_name: Option<String>,
    /// The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)
    #[arg(long, value_name = "JSON")]
    pub chain: Option<String>,
    /// JavaScript, or @FILE (type code)
    #[arg(long)]
    pub code: Option<String>,
    /// The process definition to start (type process)
    #[arg(long, value_name = "ID")]
    pub process_definition_id: Option<i64>,
    /// The staff user the command, chain or process runs as
    #[arg(long, value_name = "USER")]
    pub run_as: Option<String>,
}

impl PlanArgs {
    pub fn chain(&self) -> Result<Option<Vec<ChainStep>>, CliError> {
        self.chain
            .as_deref()
            .map(|c| {
                serde_json::from_value(read_data(c)?)
                    .map_err(|e| CliError::Usage(format!("--chain must be a list of {{commandName, data}}: {e}")))
            })
            .transpose()
    }

    pub fn code(&self) -> Result<Option<String>, CliError> {
        self.code
            .as_deref()
            .map(|c| match c.strip_prefix('@') {
                Some(path) => {
                    std::fs::read_to_string(path).map_err(|e| CliError::Io(format!("cannot read {path}: {e}")))
                }
                None => Ok(c.to_owned()),
            })
            .transpose()
    }
}

#[derive(Debug, clap::Args)]
pub struct CreateArgs {
    /// The unique key
    pub key: String,
    /// The public path under /api/webhook/
    #[arg(long)]
    pub path: String,
    /// The HTTP method callers use
    #[arg(long, default_value = "POST")]
    pub action: String,
    #[command(flatten)]
    pub plan: PlanArgs,
    #[arg(long)]
    pub description: Option<String>,
    /// An address allowed to call (repeatable)
    #[arg(long = "allow-ip", value_name = "IP")]
    pub allow_ips: Vec<String>,
    /// The HMAC-SHA256 key callers sign bodies with (X-Webhook-Signature)
    #[arg(long)]
    pub secret: Option<String>,
    /// Accept calls from any address without a signature (needed when neither --allow-ip nor --secret is given)
    #[arg(long)]
    pub allow_anonymous: bool,
    /// Create it disabled
    #[arg(long)]
    pub disabled: bool,
}

#[derive(Debug, clap::Args)]
pub struct UpdateArgs {
    /// The webhook id
    pub id: i64,
    #[arg(long)]
    pub key: Option<String>,
    #[arg(long)]
    pub path: Option<String>,
    #[arg(long)]
    pub action: Option<String>,
    #[command(flatten)]
    pub plan: PlanArgs,
    #[arg(long)]
    pub description: Option<String>,
    /// Replace the allowed addresses (repeatable)
    #[arg(long = "allow-ip", value_name = "IP")]
    pub allow_ips: Vec<String>,
    /// Allow any address again
    #[arg(long, conflicts_with = "allow_ips")]
    pub allow_any_ip: bool,
    /// A new signing key; an empty one removes it
    #[arg(long)]
    pub secret: Option<String>,
    /// Accept calls from anyone (true) or require an allow-list or secret again (false)
    #[arg(long, value_name = "BOOL")]
    pub allow_anonymous: Option<bool>,
}

#[derive(Debug, clap::Args)]
pub struct IdArgs {
    /// The webhook id
    pub id: i64,
}

#[derive(Debug, clap::Args)]
pub struct ListArgs {
    /// Only enabled (true) or disabled (false) webhooks
    #[arg(long)]
    pub enabled: Option<bool>,
    /// Text in the key
    #[arg(long)]
    pub key: Option<String>,
    /// Page index, from 0
    #[arg(long, default_value_t = 0)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
}

#[derive(Debug, clap::Args)]
pub struct BaseUrlArgs {
    /// e.g. https://bank.example.ng
    pub url: String,
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Create(a) => {
            let request = CreateWebHookConfigCommand {
                key: Some(a.key),
                description: a.description,
                path: Some(a.path),
                action: Some(a.action),
                execution_type: a.plan.kind.map(Kind::wire),
                command_name: a.plan.command_name.clone(),
                command_chain: a.plan.chain()?,
                execution_code: a.plan.code()?,
                process_definition_id: a.plan.process_definition_id,
                is_enabled: Some(!a.disabled),
                allowable_ips: Some(IpList::List(a.allow_ips)),
                secret: a.secret,
                run_as_user: a.plan.run_as,
                allow_anonymous: Some(a.allow_anonymous),
            };
            let w = ctx.run(request).await?;
            output::command::<CreateWebHookConfigCommand>(ctx.format, &w, |w| {
                output::record(&[
                    ("Id", w.id.to_string()),
                    ("Key", w.key.clone()),
                    ("URL", w.url.clone()),
                    ("Type", w.execution_type.to_string()),
                    ("Enabled", w.is_enabled.to_string()),
                ])
            });
        }
        Command::Update(a) => {
            let ips = if a.allow_any_ip {
                Some(IpList::Text(String::new()))
            } else if a.allow_ips.is_empty() {
                None
            } else {
                Some(IpList::List(a.allow_ips))
            };
            let request = UpdateWebHookConfigCommand {
                id: Some(a.id),
                key: a.key,
                description: a.description,
                path: a.path,
                action: a.action,
                execution_type: a.plan.kind.map(Kind::wire),
                command_name: a.plan.command_name.clone(),
                command_chain: a.plan.chain()?,
                execution_code: a.plan.code()?,
                process_definition_id: a.plan.process_definition_id,
                is_enabled: None,
                allowable_ips: ips,
                secret: a.secret,
                run_as_user: a.plan.run_as,
                allow_anonymous: a.allow_anonymous,
            };
            let w = ctx.run(request).await?;
            output::command::<UpdateWebHookConfigCommand>(ctx.format, &w, state);
        }
        Command::Show(a) => {
            let w = ctx.run(GetWebHookConfigByIdQuery { id: Some(a.id) }).await?;
            output::command::<GetWebHookConfigByIdQuery>(ctx.format, &w, detail);
        }
        Command::List(a) => {
            let request = GetWebHookConfigListQuery {
                page_index: Some(a.page),
                page_size: Some(a.page_size),
                is_enabled: a.enabled,
                key: a.key,
            };
            let page = ctx.run(request).await?;
            output::command::<GetWebHookConfigListQuery>(ctx.format, &page, |p| {
                let mut t = output::table(&[
                    "Id",
                    "Key",
                    "Action",
                    "Path",
                    "Type",
                    "Enabled",
                    "Allowed IPs",
                    "Signed",
                    "Anonymous",
                ]);
                for w in &p.items {
                    t.add_row(vec![
                        w.id.to_string(),
                        w.key.clone(),
                        w.action.clone(),
                        w.path.clone(),
                        w.execution_type_desc.clone(),
                        w.is_enabled.to_string(),
                        w.allowable_ips.clone(),
                        w.has_secret.to_string(),
                        w.allow_anonymous.to_string(),
                    ]);
                }
                t
            });
            if ctx.format == Format::Table {
                println!("{}/{} records (page index {})", page.items.len(), page.count, page.page_index);
            }
        }
        Command::Enable(a) => {
            let w = ctx.run(ActivateWebHookConfigCommand { id: Some(a.id) }).await?;
            output::command::<ActivateWebHookConfigCommand>(ctx.format, &w, state);
        }
        Command::Disable(a) => {
            let w = ctx.run(DeactivateWebHookConfigCommand { id: Some(a.id) }).await?;
            output::command::<DeactivateWebHookConfigCommand>(ctx.format, &w, state);
        }
        Command::Delete(a) => {
            ctx.confirm(&format!("Delete webhook {}?", a.id))?;
            let out = ctx.run(DeleteWebHookConfigCommand { id: Some(a.id) }).await?;
            output::command::<DeleteWebHookConfigCommand>(ctx.format, &out, |_| {
                output::record(&[("Deleted", a.id.to_string())])
            });
        }
        Command::BaseUrl(a) => {
            let out = ctx.run(SetWebhookBaseUrlCommand { base_url: Some(a.url) }).await?;
            output::command::<SetWebhookBaseUrlCommand>(ctx.format, &out, |b| {
                output::record(&[("Base URL", b.base_url.clone())])
            });
        }
    }
    Ok(())
}

fn state(w: &WebhookState) -> comfy_table::Table {
    output::record(&[("Id", w.id.to_string()), ("Key", w.key.clone()), ("Enabled", w.is_enabled.to_string())])
}

fn detail(d: &WebhookDetail) -> comfy_table::Table {
    let w = &d.view;
    output::record(&[
        ("Id", w.id.to_string()),
        ("Key", w.key.clone()),
        ("Description", output::opt(&w.description)),
        ("URL", w.url.clone()),
        ("Action", w.action.clone()),
        ("Type", format!("{} ({})", w.execution_type, w.execution_type_desc)),
        ("Command", output::opt(&w.command_name)),
        ("Chain", w.command_chain.as_ref().map(output::json).unwrap_or_default()),
        ("Code", output::opt(&d.execution_code)),
        ("Process definition", output::opt(&w.process_definition_id)),
        ("Runs as", output::opt(&w.run_as_user)),
        ("Enabled", w.is_enabled.to_string()),
        ("Allowed IPs", if w.allowable_ips.is_empty() { "any".into() } else { w.allowable_ips.clone() }),
        ("Signed", w.has_secret.to_string()),
        ("Anonymous calls", w.allow_anonymous.to_string()),
        ("Created", bank_core::time::format(w.created_at)),
        ("Updated", bank_core::time::format(w.updated_at)),
    ])
}
