//! `bank client ...`: customers.

mod close;
mod create;
mod list;
mod show;

use bank_core::customer::Client;
use clap::ValueEnum;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Create a client at a branch
    Create(create::Args),
    /// List clients by code
    List(list::Args),
    /// Show one client by id or client code
    Show(show::Args),
    /// Close a client that has no open accounts or live loans
    Close(close::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Create(args) => create::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::Close(args) => close::run(ctx, args).await,
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum State {
    Active,
    Closed,
}

impl State {
    fn wire(self) -> &'static str {
        match self {
            State::Active => "ACTIVE",
            State::Closed => "CLOSED",
        }
    }
}

fn client_record(c: &Client) -> comfy_table::Table {
    output::record(&[
        ("Id", c.id.to_string()),
        ("Code", c.client_code.clone()),
        ("Name", c.name.clone()),
        ("Branch", c.branch_id.to_string()),
        ("State", c.state.to_string()),
        ("Encoded key", c.encoded_key.clone()),
        ("Created", bank_core::time::format(c.created_at)),
    ])
}
