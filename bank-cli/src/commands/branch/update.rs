//! `bank branch update ID|KEY [--key] [--name] [contact and address flags]`

use bank_core::branch::UpdateBranchCommand;

use super::super::Ctx;
use super::{DetailArgs, data_record, show};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Branch id, or its key
    pub branch: String,
    /// New branch code
    #[arg(long)]
    pub key: Option<String>,
    #[arg(long)]
    pub name: Option<String>,
    #[command(flatten)]
    pub details: DetailArgs,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    // The spec's command replaces every field; start from the current values.
    let current = ctx.run(show::query(&args.branch)).await?;
    let (contact, address) = args.details.over(current.contact_information, current.address_information);
    let request = UpdateBranchCommand {
        id: Some(current.branch.id),
        key: Some(args.key.unwrap_or(current.branch.key)),
        name: Some(args.name.unwrap_or(current.branch.name)),
        contact_information: Some(contact),
        address_information: Some(address),
    };
    let branch = ctx.run(request).await?;
    output::command::<UpdateBranchCommand>(ctx.format, &branch, data_record);
    Ok(())
}
