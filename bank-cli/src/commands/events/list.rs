//! `bank events list`

use bank_core::events::GetEventSubscriptionsQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Ctx, _args: Args) -> Result<(), CliError> {
    let out = ctx.run(GetEventSubscriptionsQuery {}).await?;
    output::command::<GetEventSubscriptionsQuery>(ctx.format, &out, |items| super::subscriptions_table(items));
    Ok(())
}
