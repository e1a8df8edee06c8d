//! `bank customer token issue PROFILE_KEY [--ttl 8h]`

use std::time::Duration;

use serde_json::json;

use super::super::super::Ctx;
use super::super::super::token::parse_duration;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The profile key
    pub profile_key: String,
    /// Lifetime, e.g. 15m or 8h (at most the maximum token lifetime, 12h by default)
    #[arg(long, default_value = "8h", value_parser = parse_duration)]
    pub ttl: Duration,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    let origin = bank_core::auth::Origin::cli();
    let token = bank.issue_customer_token(&actor, &origin, &args.profile_key, args.ttl).await?;
    match ctx.format {
        Format::Json => println!(
            "{}",
            output::json(
                &json!({"profileKey": args.profile_key, "token": token, "expiresInSeconds": args.ttl.as_secs()})
            )
        ),
        Format::Table | Format::Csv => println!("{token}"),
    }
    Ok(())
}
