//! `bank account show NUMBER`

use bank_core::customer::RetrieveDepositAccountByIdQuery;

use super::super::Ctx;
use super::account_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Account number
    pub number: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveDepositAccountByIdQuery { account_number: Some(args.number), ..Default::default() };
    let account = ctx.run(request).await?;
    output::command::<RetrieveDepositAccountByIdQuery>(ctx.format, &account, account_record);
    Ok(())
}
