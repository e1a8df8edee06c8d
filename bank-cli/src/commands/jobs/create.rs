//! `bank jobs create KEY --cron EXPR [--type T ...]`

use bank_core::jobs::CreateRecurringJobCommand;

use super::super::Ctx;
use super::super::webhook::{Kind, PlanArgs};
use super::{loader, payload, saved};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The unique key
    pub key: String,
    /// Five fields (minute hour day month weekday), or six with seconds first
    #[arg(long)]
    pub cron: String,
    /// IANA time zone of the expression
    #[arg(long, default_value = "UTC")]
    pub time_zone: String,
    #[command(flatten)]
    pub plan: PlanArgs,
    /// The command's data or the process's variables: JSON, @FILE or -
    #[arg(long)]
    pub payload: Option<String>,
    #[arg(long)]
    pub description: Option<String>,
    /// A category for grouping (update: "" removes it)
    #[arg(long)]
    pub category: Option<String>,
    /// A command run first whose answer's data is the job's context: {"cmd": ..., "context": {...}} as JSON, @FILE
    /// or - (update: "" removes it)
    #[arg(long)]
    pub context_loader: Option<String>,
    /// Create it disabled
    #[arg(long)]
    pub disabled: bool,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateRecurringJobCommand {
        key: Some(args.key),
        description: args.description,
        category: args.category,
        cron_expression: Some(args.cron),
        time_zone: Some(args.time_zone),
        execution_type: args.plan.kind.map(Kind::wire),
        command_name: args.plan.command_name.clone(),
        command_chain: args.plan.chain()?,
        execution_code: args.plan.code()?,
        process_definition_id: args.plan.process_definition_id,
        payload: payload(args.payload.as_deref())?,
        context_loader: args.context_loader.as_deref().map(loader).transpose()?,
        run_as_user: args.plan.run_as,
        is_enabled: Some(!args.disabled),
    };
    let j = ctx.run(request).await?;
    output::command::<CreateRecurringJobCommand>(ctx.format, &j, saved);
    Ok(())
}
