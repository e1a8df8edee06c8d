//! `bank till open --teller USER --branch-id ID --currency CCY --gl ID --vault-gl ID [--code CODE] [--opening-balance AMOUNT]`

use bank_core::money::Amount;
use bank_core::till::OpenTillCommand;

use super::super::{Ctx, values};
use super::till_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The teller the till is assigned to (a staff username)
    #[arg(long, value_name = "USER")]
    pub teller: String,
    /// The till's branch
    #[arg(long, value_name = "ID")]
    pub branch_id: i64,
    /// Currency code, e.g. NGN
    #[arg(long)]
    pub currency: String,
    /// Id of the teller-cash asset GL account, in the till's currency
    #[arg(long, value_name = "ID")]
    pub gl: i64,
    /// Id of the vault cash asset GL account that funds the till
    #[arg(long, value_name = "ID")]
    pub vault_gl: i64,
    /// Till code; a closed till's code reopens it (default: TILL-<branch key>-<n>)
    #[arg(long)]
    pub code: Option<String>,
    /// Float moved from the vault at once, e.g. 200000.00
    #[arg(long, value_name = "AMOUNT", value_parser = values::amount)]
    pub opening_balance: Option<Amount>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = OpenTillCommand {
        till_code: args.code,
        teller_username: Some(args.teller),
        branch_id: Some(args.branch_id),
        currency_code: Some(args.currency),
        gl_account_id: Some(args.gl),
        vault_gl_account_id: Some(args.vault_gl),
        opening_balance: args.opening_balance,
    };
    let till = ctx.run(request).await?;
    output::command::<OpenTillCommand>(ctx.format, &till, till_record);
    Ok(())
}
