//! `bank webhook delete ID`

use bank_core::webhook::DeleteWebHookConfigCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The webhook id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm(&format!("Delete webhook {}?", args.id))?;
    let out = ctx.run(DeleteWebHookConfigCommand { id: Some(args.id) }).await?;
    output::command::<DeleteWebHookConfigCommand>(ctx.format, &out, |_| {
        output::record(&[("Deleted", args.id.to_string())])
    });
    Ok(())
}
