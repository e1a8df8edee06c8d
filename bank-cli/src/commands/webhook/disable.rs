//! `bank webhook disable ID`

use bank_core::webhook::DeactivateWebHookConfigCommand;

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
    let w = ctx.run(DeactivateWebHookConfigCommand { id: Some(args.id) }).await?;
    output::command::<DeactivateWebHookConfigCommand>(ctx.format, &w, state);
    Ok(())
}
