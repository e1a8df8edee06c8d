//! `bank config show`

use bank_core::clock::RetrieveBankSettingsQuery;

use super::super::Ctx;
use super::settings_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Ctx, _args: Args) -> Result<(), CliError> {
    let settings = ctx.run(RetrieveBankSettingsQuery {}).await?;
    output::command::<RetrieveBankSettingsQuery>(ctx.format, &settings, settings_record);
    Ok(())
}
