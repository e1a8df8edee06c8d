//! `bank comment ...`: comments on loans, clients and deposit accounts.

mod add;
mod list;

use bank_core::comment::CommentItem;
use clap::ValueEnum;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Add a comment to a loan, client or deposit account
    Add(add::Args),
    /// List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first
    List(list::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Add(args) => add::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Entity {
    Loan,
    Client,
    Deposit,
}

impl Entity {
    fn wire(self) -> &'static str {
        match self {
            Entity::Loan => "Loan",
            Entity::Client => "Client",
            Entity::Deposit => "Deposit",
        }
    }
}

fn comment_record(c: &CommentItem) -> comfy_table::Table {
    output::record(&[
        ("Id", c.id.to_string()),
        ("Entity", format!("{} {} ({})", c.associated_entity, c.associated_entity_number, c.associated_entity_id)),
        ("Client", format!("{} {}", c.client_code, c.client_name)),
        ("Comment", c.comment.clone()),
        ("By", c.user_name.clone()),
        ("Created", bank_core::time::format(c.date_created)),
        ("Encoded key", c.encoded_key.clone()),
    ])
}
