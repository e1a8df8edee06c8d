//! `bank client close ID`

use bank_core::customer::{CloseClientCommand, RetrieveClientByIdQuery};

use super::super::Ctx;
use super::client_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Client id (see `bank client list`)
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let current = ctx.run(RetrieveClientByIdQuery { id: Some(args.id), ..Default::default() }).await?;
    ctx.confirm(&format!("Close client {} {}?", current.client_code, current.name))?;
    let client = ctx.run(CloseClientCommand { id: current.id }).await?;
    output::command::<CloseClientCommand>(ctx.format, &client, client_record);
    Ok(())
}
