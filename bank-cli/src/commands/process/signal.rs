//! `bank process signal GUID [--task ID] [--variables JSON]`

use bank_core::engine::process::SignalProcessInstanceCommand;
use serde_json::Value;

use super::super::Ctx;
use super::{instance_record, object};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The instance guid
    pub guid: String,
    /// The task being completed (checked against the waiting one)
    #[arg(long)]
    pub task: Option<String>,
    /// Variables to merge: a JSON object, @FILE or -
    #[arg(long)]
    pub variables: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let variables = args.variables.as_deref().map(|v| object(v, "--variables")).transpose()?.map(Value::Object);
    let request = SignalProcessInstanceCommand {
        instance_guid: Some(args.guid),
        task_id: args.task,
        variables,
        current_user: None,
    };
    let i = ctx.run(request).await?;
    output::command::<SignalProcessInstanceCommand>(ctx.format, &i, instance_record);
    Ok(())
}
