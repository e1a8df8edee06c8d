//! `bank auth revoke --user USERNAME`

use bank_core::auth::tokens::RevokeUserTokensCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The staff user whose tokens stop working
    #[arg(long = "user", value_name = "USERNAME")]
    pub username: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm(&format!("Revoke every access token of '{}'?", args.username))?;
    let revoked = ctx.run(RevokeUserTokensCommand { username: args.username }).await?;
    output::command::<RevokeUserTokensCommand>(ctx.format, &revoked, |r| {
        output::record(&[("Username", r.username.clone()), ("Token version", r.token_version.to_string())])
    });
    Ok(())
}
