//! `bank user enable USERNAME`

use bank_core::auth::user::EnableUserCommand;

use super::super::Ctx;
use super::user_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    pub username: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let user = ctx.run(EnableUserCommand { username: args.username }).await?;
    output::command::<EnableUserCommand>(ctx.format, &user, user_record);
    Ok(())
}
