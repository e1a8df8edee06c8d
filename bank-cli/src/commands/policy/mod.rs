//! `bank policy ...`: insurance policies.

mod create;
mod list;

use bank_core::customer::Policy;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Create an insurance policy for a client
    Create(create::Args),
    /// List insurance policies
    List(list::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Create(args) => create::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
    }
}

fn policy_record(p: &Policy) -> comfy_table::Table {
    output::record(&[
        ("Id", p.id.to_string()),
        ("Number", p.policy_number.clone()),
        ("Client", p.client_id.to_string()),
        ("Encoded key", p.encoded_key.clone()),
        ("Created", bank_core::time::format(p.created_at)),
    ])
}
