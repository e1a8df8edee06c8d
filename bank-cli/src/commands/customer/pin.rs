//! `bank customer pin PROFILE_KEY` (the PIN on stdin)

use bank_core::selfservice::SetCustomerPinCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The profile key
    pub profile_key: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    // From stdin, never argv: a PIN must not land in shell history or `ps`.
    let mut line = String::new();
    std::io::stdin().read_line(&mut line)?;
    let request = SetCustomerPinCommand { profile_key: Some(args.profile_key), pin: Some(line.trim().to_owned()) };
    let v = ctx.run(request).await?;
    output::command::<SetCustomerPinCommand>(ctx.format, &v, |v| {
        output::record(&[
            ("Profile key", v["profileKey"].as_str().unwrap_or_default().to_owned()),
            ("PIN", "set".into()),
        ])
    });
    Ok(())
}
