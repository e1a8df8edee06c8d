//! `bank events unsubscribe ID`

use bank_core::events::DeleteEventSubscriptionCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The subscription id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm(&format!("Stop sending events to subscription {}?", args.id))?;
    let out = ctx.run(DeleteEventSubscriptionCommand { id: Some(args.id) }).await?;
    output::command::<DeleteEventSubscriptionCommand>(ctx.format, &out, |s| {
        super::subscriptions_table(std::slice::from_ref(s))
    });
    Ok(())
}
