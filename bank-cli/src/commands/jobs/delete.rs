//! `bank jobs delete ID`

use bank_core::jobs::DeleteRecurringJobCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The job id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm(&format!("Delete recurring job {}?", args.id))?;
    let out = ctx.run(DeleteRecurringJobCommand { id: Some(args.id) }).await?;
    output::command::<DeleteRecurringJobCommand>(ctx.format, &out, |_| {
        output::record(&[("Deleted", args.id.to_string())])
    });
    Ok(())
}
