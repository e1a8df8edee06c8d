//! `bank process callback CORRELATION_KEY [--data JSON] [--failed]`

use bank_core::engine::process::ReturnCallbackCommand;

use super::super::Ctx;
use super::super::exec::read_data;
use super::instance_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The correlation key the instance waits for
    pub correlation_key: String,
    /// The callback's data: JSON, @FILE or -
    #[arg(long)]
    pub data: Option<String>,
    /// Report a failure rather than a success
    #[arg(long)]
    pub failed: bool,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = ReturnCallbackCommand {
        correlation_key: Some(args.correlation_key),
        callback_data: args.data.as_deref().map(read_data).transpose()?,
        is_success: Some(!args.failed),
        result: None,
        ..Default::default()
    };
    let i = ctx.run(request).await?;
    output::command::<ReturnCallbackCommand>(ctx.format, &i, instance_record);
    Ok(())
}
