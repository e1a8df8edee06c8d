//! `bank branch create KEY --name NAME [contact and address flags]`

use bank_core::branch::CreateBranchCommand;

use super::super::Ctx;
use super::{DetailArgs, data_record};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Branch code, unique (letters, digits, '-', '_', '.')
    pub key: String,
    #[arg(long)]
    pub name: String,
    #[command(flatten)]
    pub details: DetailArgs,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let given = !args.details.is_empty();
    let (contact, address) = args.details.over(Default::default(), Default::default());
    let request = CreateBranchCommand {
        key: Some(args.key),
        name: Some(args.name),
        contact_information: given.then_some(contact),
        address_information: given.then_some(address),
    };
    let branch = ctx.run(request).await?;
    output::command::<CreateBranchCommand>(ctx.format, &branch, data_record);
    Ok(())
}
