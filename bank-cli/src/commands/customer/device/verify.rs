//! `bank customer device verify PROFILE_KEY DEVICE_ID`

use bank_core::selfservice::VerifyCustomerDeviceCommand;

use super::super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The profile key
    pub profile_key: String,
    /// The device's stable installation id (the app's X-Device-Id)
    pub device_id: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = VerifyCustomerDeviceCommand { profile_key: Some(args.profile_key), device_id: Some(args.device_id) };
    let v = ctx.run(request).await?;
    output::command::<VerifyCustomerDeviceCommand>(ctx.format, &v, |v| {
        output::record(&[
            ("Profile key", v.profile_key.clone()),
            ("Verified device", v.device_id.clone()),
            ("Previous device", output::opt(&v.previous_device_id)),
            ("Revoked installations", v.revoked_installations.to_string()),
        ])
    });
    Ok(())
}
