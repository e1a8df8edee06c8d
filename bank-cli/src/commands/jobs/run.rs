//! `bank jobs run ID`

use bank_core::jobs::ExecuteRecurringJobCommand;

use super::super::Ctx;
use super::runs;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The job id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let r = ctx.run(ExecuteRecurringJobCommand { id: Some(args.id) }).await?;
    output::command::<ExecuteRecurringJobCommand>(ctx.format, &r, |r| runs(std::slice::from_ref(r)));
    if r.outcome != "SUCCEEDED" {
        return Err(CliError::Failed(format!("run {} {}", r.id, r.outcome)));
    }
    Ok(())
}
