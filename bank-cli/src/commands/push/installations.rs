//! `bank push installations [--profile KEY] [--state S] [--limit N]`

use bank_core::selfservice::RetrievePushInstallationsQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this profile's
    #[arg(long)]
    pub profile: Option<String>,
    /// ACTIVE or DEACTIVATED
    #[arg(long)]
    pub state: Option<String>,
    /// At most this many (1-100)
    #[arg(long, default_value_t = 50)]
    pub limit: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request =
        RetrievePushInstallationsQuery { profile_key: args.profile, state: args.state, limit: Some(args.limit) };
    let rows = ctx.run(request).await?;
    output::command::<RetrievePushInstallationsQuery>(ctx.format, &rows, |rows| {
        let mut t =
            output::table(&["Installation", "Profile", "Device", "Platform", "State", "Reason", "Token", "Updated"]);
        for i in rows {
            t.add_row(vec![
                i.installation_id.clone(),
                i.profile_key.clone(),
                i.device_id.clone(),
                i.platform.clone(),
                i.state.clone(),
                output::opt(&i.deactivated_reason),
                format!("…{}", i.fcm_token_suffix),
                i.updated_at.to_rfc3339(),
            ]);
        }
        t
    });
    Ok(())
}
