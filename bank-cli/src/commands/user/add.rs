//! `bank user add USERNAME --name --email --role [--branch-id]`

use bank_core::auth::user::CreateUserCommand;

use super::super::Ctx;
use super::user_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    pub username: String,
    #[arg(long)]
    pub name: String,
    #[arg(long)]
    pub email: String,
    /// Role name, e.g. Teller or "Branch Manager" (see `bank role list`)
    #[arg(long)]
    pub role: String,
    /// Home branch id
    #[arg(long)]
    pub branch_id: Option<i64>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateUserCommand {
        username: Some(args.username),
        name: Some(args.name),
        email: Some(args.email),
        role: Some(args.role),
        branch_id: args.branch_id,
    };
    let user = ctx.run(request).await?;
    output::command::<CreateUserCommand>(ctx.format, &user, user_record);
    Ok(())
}
