//! `bank process show ID|KEY`

use bank_core::engine::process::GetProcessDefinitionByIdQuery;

use super::super::Ctx;
use super::definition_record;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The definition's id or key
    pub definition: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = match args.definition.parse::<i64>() {
        Ok(id) => GetProcessDefinitionByIdQuery { id: Some(id), key: None },
        Err(_) => GetProcessDefinitionByIdQuery { id: None, key: Some(args.definition) },
    };
    let d = ctx.run(request).await?;
    output::command::<GetProcessDefinitionByIdQuery>(ctx.format, &d, definition_record);
    if ctx.format == Format::Table
        && let Some(def) = &d.definition
    {
        println!("{}", output::json(def));
    }
    Ok(())
}
