//! `bank config set time-zone ZONE`

use bank_core::clock::SetBankSettingsCommand;

use super::super::Ctx;
use super::settings_record;
use crate::error::CliError;
use crate::output;

/// The settings `bank config set` changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Key {
    /// The IANA time zone the bank's days follow (e.g. Africa/Lagos; default UTC)
    TimeZone,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Which setting
    #[arg(value_enum)]
    pub key: Key,
    /// Its new value
    pub value: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = match args.key {
        Key::TimeZone => SetBankSettingsCommand { time_zone: Some(args.value) },
    };
    let settings = ctx.run(request).await?;
    output::command::<SetBankSettingsCommand>(ctx.format, &settings, settings_record);
    Ok(())
}
