//! `bank token issue USER [--ttl 8h]`

use std::time::Duration;

use serde_json::json;

use super::super::Ctx;
use super::parse_duration;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The staff user the token stands for
    pub username: String,
    /// Lifetime, e.g. 15m or 8h (at most the maximum token lifetime, 12h by default)
    #[arg(long, default_value = "8h", value_parser = parse_duration)]
    pub ttl: Duration,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    let token = bank.issue_token(&actor, &bank_core::auth::Origin::cli(), &args.username, args.ttl).await?;
    match ctx.format {
        Format::Json => println!(
            "{}",
            output::json(&json!({"username": args.username, "token": token, "expiresInSeconds": args.ttl.as_secs()}))
        ),
        // Bare token on stdout, so `TOKEN=$(bank token issue ada)` works.
        Format::Table | Format::Csv => println!("{token}"),
    }
    Ok(())
}
