//! `bank user ...`

mod add;
mod disable;
mod enable;
mod list;

use bank_core::auth::user::User;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Add a staff user
    Add(add::Args),
    /// List staff users
    List(list::Args),
    /// Disable a staff user: they can no longer act and their tokens stop working
    Disable(disable::Args),
    /// Enable a disabled staff user
    Enable(enable::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Add(args) => add::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Disable(args) => disable::run(ctx, args).await,
        Command::Enable(args) => enable::run(ctx, args).await,
    }
}

fn user_record(u: &User) -> comfy_table::Table {
    output::record(&[
        ("Id", u.id.to_string()),
        ("Username", u.username.clone()),
        ("Name", u.name.clone()),
        ("E-mail", u.email.clone()),
        ("Role", u.role.clone()),
        ("Branch", output::opt(&u.branch_id)),
        ("Active", u.active.to_string()),
        ("Encoded key", u.encoded_key.clone()),
    ])
}
