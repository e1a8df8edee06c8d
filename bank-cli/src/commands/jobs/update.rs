//! `bank jobs update ID [--cron EXPR] [--enabled BOOL] ...`

use bank_core::jobs::UpdateRecurringJobCommand;

use super::super::Ctx;
use super::super::webhook::{Kind, PlanArgs};
use super::{loader, payload, saved};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The job id
    pub id: i64,
    #[arg(long)]
    pub cron: Option<String>,
    #[arg(long)]
    pub time_zone: Option<String>,
    #[command(flatten)]
    pub plan: PlanArgs,
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
    /// Enable (true) or disable (false)
    #[arg(long)]
    pub enabled: Option<bool>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = UpdateRecurringJobCommand {
        id: Some(args.id),
        key: None,
        description: args.description,
        category: args.category,
        cron_expression: args.cron,
        time_zone: args.time_zone,
        execution_type: args.plan.kind.map(Kind::wire),
        command_name: args.plan.command_name.clone(),
        command_chain: args.plan.chain()?,
        execution_code: args.plan.code()?,
        process_definition_id: args.plan.process_definition_id,
        payload: payload(args.payload.as_deref())?,
        context_loader: args.context_loader.as_deref().map(loader).transpose()?,
        run_as_user: args.plan.run_as,
        is_enabled: args.enabled,
    };
    let j = ctx.run(request).await?;
    output::command::<UpdateRecurringJobCommand>(ctx.format, &j, saved);
    Ok(())
}
