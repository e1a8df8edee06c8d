//! `bank user disable USERNAME`

use bank_core::auth::user::DisableUserCommand;

use super::super::Ctx;
use super::user_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    pub username: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm(&format!("Disable user '{}'? Their tokens stop working at once.", args.username))?;
    let user = ctx.run(DisableUserCommand { username: args.username }).await?;
    output::command::<DisableUserCommand>(ctx.format, &user, user_record);
    Ok(())
}
