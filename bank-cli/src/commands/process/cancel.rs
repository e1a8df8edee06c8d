//! `bank process cancel GUID [--reason R]`

use bank_core::engine::process::CancelProcessInstanceCommand;

use super::super::Ctx;
use super::instance_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The instance guid
    pub guid: String,
    #[arg(long)]
    pub reason: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm(&format!("Cancel process instance {}?", args.guid))?;
    let request = CancelProcessInstanceCommand { instance_guid: Some(args.guid), reason: args.reason };
    let i = ctx.run(request).await?;
    output::command::<CancelProcessInstanceCommand>(ctx.format, &i, instance_record);
    Ok(())
}
