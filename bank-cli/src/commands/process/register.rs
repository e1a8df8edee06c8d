//! `bank process register DEFINITION [--key KEY]`

use bank_core::engine::process::RegisterProcessDefinitionCommand;

use super::super::Ctx;
use super::super::exec::read_data;
use super::definition_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The definition: JSON, @FILE or -
    pub definition: String,
    /// The unique key (default: the definition's own "key")
    #[arg(long)]
    pub key: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RegisterProcessDefinitionCommand { key: args.key, definition: Some(read_data(&args.definition)?) };
    let d = ctx.run(request).await?;
    output::command::<RegisterProcessDefinitionCommand>(ctx.format, &d, definition_record);
    Ok(())
}
