//! `bank webhook ...`: inbound webhook configuration.

mod base_url;
mod create;
mod delete;
mod disable;
mod enable;
mod list;
mod show;
mod update;

use bank_core::engine::ChainStep;
use bank_core::webhook::WebhookState;
use clap::ValueEnum;

use super::Ctx;
use super::exec::read_data;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Configure a webhook at /api/webhook/PATH
    Create(create::Args),
    /// Change a webhook's fields (unset flags keep their values)
    Update(update::Args),
    /// Show one webhook, its code included
    Show(show::Args),
    /// List webhooks (no code)
    List(list::Args),
    /// Enable a webhook
    Enable(enable::Args),
    /// Disable a webhook: calls are refused with 403
    Disable(disable::Args),
    /// Delete a webhook (its call log stays)
    Delete(delete::Args),
    /// Set the base URL that webhook `url` fields start with
    BaseUrl(base_url::Args),
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

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Create(args) => create::run(ctx, args).await,
        Command::Update(args) => update::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Enable(args) => enable::run(ctx, args).await,
        Command::Disable(args) => disable::run(ctx, args).await,
        Command::Delete(args) => delete::run(ctx, args).await,
        Command::BaseUrl(args) => base_url::run(ctx, args).await,
    }
}

fn state(w: &WebhookState) -> comfy_table::Table {
    output::record(&[("Id", w.id.to_string()), ("Key", w.key.clone()), ("Enabled", w.is_enabled.to_string())])
}
