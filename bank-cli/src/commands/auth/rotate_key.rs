//! `bank auth rotate-key [--grace 12h]`

use std::time::Duration;

use bank_core::Bank;
use bank_core::auth::Origin;
use bank_core::auth::tokens::RotateTokenKeyCommand;

use super::super::Ctx;
use super::super::token::parse_duration;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// How long tokens signed with the earlier keys keep working (0s: at once)
    #[arg(long, default_value = "12h", value_parser = parse_duration)]
    pub grace: Duration,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm("Rotate the token signing key? Servers sharing the key file pick the new key up by themselves.")?;
    let (bank, actor) = ctx.session().await?;
    let path = Bank::key_path(&ctx.db_options(), bank.tenant_id());
    let grace_seconds = i64::try_from(args.grace.as_secs()).unwrap_or(i64::MAX);
    let request = RotateTokenKeyCommand { path: path.clone(), grace_seconds };
    let rotated = bank.execute(&actor, &Origin::cli(), request).await?;
    output::command::<RotateTokenKeyCommand>(ctx.format, &rotated, |r| {
        output::record(&[
            ("Key file", path.display().to_string()),
            ("New key", r.kid.clone()),
            ("Earlier keys retire at", r.previous_keys_retire_at.to_rfc3339()),
        ])
    });
    Ok(())
}
