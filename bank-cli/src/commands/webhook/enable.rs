//! `bank webhook enable ID`

use bank_core::webhook::ActivateWebHookConfigCommand;

use super::super::Ctx;
use super::state;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The webhook id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let w = ctx.run(ActivateWebHookConfigCommand { id: Some(args.id) }).await?;
    output::command::<ActivateWebHookConfigCommand>(ctx.format, &w, state);
    Ok(())
}
