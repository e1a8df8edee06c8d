//! `bank vault create CODE --branch-id ID --currency CCY --gl ID`

use bank_core::vault::CreateVaultCommand;

use super::super::Ctx;
use super::vault_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Vault code, e.g. VAULT-IKJ
    pub code: String,
    /// The vault's branch
    #[arg(long, value_name = "ID")]
    pub branch_id: i64,
    /// Currency code, e.g. NGN
    #[arg(long)]
    pub currency: String,
    /// Id of the vault cash asset GL account (one vault per account)
    #[arg(long, value_name = "ID")]
    pub gl: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateVaultCommand {
        vault_code: Some(args.code),
        branch_id: Some(args.branch_id),
        currency_code: Some(args.currency),
        gl_account_id: Some(args.gl),
    };
    let vault = ctx.run(request).await?;
    output::command::<CreateVaultCommand>(ctx.format, &vault, vault_record);
    Ok(())
}
