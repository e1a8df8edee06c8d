//! `bank vault show CODE|ID`

use bank_core::vault::RetrieveVaultByIdQuery;

use super::super::Ctx;
use super::vault_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Vault code, or its id
    pub vault: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = match args.vault.parse::<i64>() {
        Ok(id) => RetrieveVaultByIdQuery { id: Some(id), vault_code: None },
        Err(_) => RetrieveVaultByIdQuery { id: None, vault_code: Some(args.vault) },
    };
    let vault = ctx.run(request).await?;
    output::command::<RetrieveVaultByIdQuery>(ctx.format, &vault, vault_record);
    Ok(())
}
