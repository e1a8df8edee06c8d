//! `bank process start ID|KEY [--variables JSON]`

use bank_core::engine::process::StartProcessInstanceCommand;
use serde_json::Value;

use super::super::Ctx;
use super::{instance_record, object};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The definition's id or key
    pub definition: String,
    /// Variables: a JSON object, @FILE or -
    #[arg(long, default_value = "{}")]
    pub variables: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (id, key) = match args.definition.parse::<i64>() {
        Ok(id) => (Some(id), None),
        Err(_) => (None, Some(args.definition)),
    };
    let request = StartProcessInstanceCommand {
        process_definition_id: id,
        process_definition_key: key,
        variables: Some(Value::Object(object(&args.variables, "--variables")?)),
        ..Default::default()
    };
    let i = ctx.run(request).await?;
    output::command::<StartProcessInstanceCommand>(ctx.format, &i, instance_record);
    Ok(())
}
