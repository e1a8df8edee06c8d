//! `bank vault count CODE --denomination VALUE:COUNT ...`

use bank_core::vault::{CountVaultCommand, Denomination};

use super::super::Ctx;
use super::{denomination, vault_record};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Vault code
    pub code: String,
    /// Notes or coins counted, as VALUE:COUNT (e.g. 1000:448000); repeat for each denomination
    #[arg(long = "denomination", value_name = "VALUE:COUNT", value_parser = denomination)]
    pub denominations: Vec<Denomination>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    ctx.confirm(&format!("Record the opening count of vault {}? It is recorded once.", args.code))?;
    let request = CountVaultCommand { vault_code: args.code, denominations: Some(args.denominations) };
    let vault = ctx.run(request).await?;
    output::command::<CountVaultCommand>(ctx.format, &vault, vault_record);
    Ok(())
}
