//! `bank client show ID|CODE`

use bank_core::customer::RetrieveClientByIdQuery;

use super::super::Ctx;
use super::client_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Client id, or its client code
    #[arg(value_name = "ID|CODE")]
    pub client: String,
}

/// A number names an id; anything else a client code.
pub fn query(client: &str) -> RetrieveClientByIdQuery {
    match client.parse::<i64>() {
        Ok(id) => RetrieveClientByIdQuery { id: Some(id), ..Default::default() },
        Err(_) => RetrieveClientByIdQuery { client_code: Some(client.to_owned()), ..Default::default() },
    }
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let client = ctx.run(query(&args.client)).await?;
    output::command::<RetrieveClientByIdQuery>(ctx.format, &client, client_record);
    Ok(())
}
