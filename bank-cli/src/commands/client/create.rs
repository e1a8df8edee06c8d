//! `bank client create --name --branch-id [--code]`

use bank_core::customer::CreateClientCommand;

use super::super::Ctx;
use super::client_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long)]
    pub name: String,
    /// Home branch id (an active branch)
    #[arg(long)]
    pub branch_id: i64,
    /// Client code, unique (default: generated, e.g. C12345678)
    #[arg(long)]
    pub code: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request =
        CreateClientCommand { name: Some(args.name), client_code: args.code, branch_id: Some(args.branch_id) };
    let client = ctx.run(request).await?;
    output::command::<CreateClientCommand>(ctx.format, &client, client_record);
    Ok(())
}
