//! `bank doc ...`: documents kept against clients, loans, deposit accounts and policies.

mod download;
mod list;
mod upload;

use clap::ValueEnum;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)
    Upload(upload::Args),
    /// List documents, newest first: all (with filters) or one entity's
    List(list::Args),
    /// Save a stored document's bytes to a file (recorded on the activity trail)
    Download(download::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Upload(args) => upload::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Download(args) => download::run(ctx, args).await,
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Entity {
    Client,
    Loan,
    Deposit,
    Policy,
}

impl Entity {
    fn wire(self) -> &'static str {
        match self {
            Entity::Client => "Client",
            Entity::Loan => "Loan",
            Entity::Deposit => "Deposit",
            Entity::Policy => "Policy",
        }
    }
}

/// `--client ID | --loan ID | --deposit ID | --policy ID`: one at most.
#[derive(Debug, clap::Args)]
#[group(multiple = false)]
pub struct Target {
    /// The client's id
    #[arg(long, value_name = "ID")]
    pub client: Option<i64>,
    /// The loan's id
    #[arg(long, value_name = "ID")]
    pub loan: Option<i64>,
    /// The deposit account's id
    #[arg(long, value_name = "ID")]
    pub deposit: Option<i64>,
    /// The policy's id
    #[arg(long, value_name = "ID")]
    pub policy: Option<i64>,
}

impl Target {
    fn get(&self) -> Option<(Entity, i64)> {
        [
            (Entity::Client, self.client),
            (Entity::Loan, self.loan),
            (Entity::Deposit, self.deposit),
            (Entity::Policy, self.policy),
        ]
        .into_iter()
        .find_map(|(entity, id)| id.map(|id| (entity, id)))
    }
}
