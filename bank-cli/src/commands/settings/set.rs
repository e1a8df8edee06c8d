//! `bank config set time-zone ZONE`, `bank config set allow-private-event-urls true|false`

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
    /// Whether event subscribers may be on loopback, private or link-local addresses (true or false; default false)
    AllowPrivateEventUrls,
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
        Key::TimeZone => SetBankSettingsCommand { time_zone: Some(args.value), ..Default::default() },
        Key::AllowPrivateEventUrls => {
            let allow = match args.value.as_str() {
                "true" => true,
                "false" => false,
                other => {
                    return Err(CliError::Usage(format!("allow-private-event-urls is true or false, not '{other}'")));
                }
            };
            SetBankSettingsCommand { allow_private_event_urls: Some(allow), ..Default::default() }
        }
    };
    let settings = ctx.run(request).await?;
    output::command::<SetBankSettingsCommand>(ctx.format, &settings, settings_record);
    Ok(())
}
