//! `bank account open --client-id --currency --control-gl ID [--tier] [--opening-balance --funding-gl ID]`

use bank_core::customer::OpenDepositAccountCommand;
use bank_core::money::Amount;
use clap::ValueEnum;

use super::super::{Ctx, values};
use super::account_record;
use crate::error::CliError;
use crate::output;

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Tier {
    Basic,
    Premium,
    Vip,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The owning client's id (an active client)
    #[arg(long)]
    pub client_id: i64,
    /// Currency code, e.g. NGN
    #[arg(long)]
    pub currency: String,
    /// Id of the liability GL account that controls the account, in its currency
    #[arg(long, value_name = "ID")]
    pub control_gl: i64,
    /// Account tier (default: basic)
    #[arg(long, value_enum)]
    pub tier: Option<Tier>,
    /// Amount to post at once, e.g. 50000.00: debit --funding-gl, credit the account
    #[arg(long, value_name = "AMOUNT", value_parser = values::amount, requires = "funding_gl")]
    pub opening_balance: Option<Amount>,
    /// Id of the GL account that funds the opening balance (e.g. teller cash)
    #[arg(long, value_name = "ID", requires = "opening_balance")]
    pub funding_gl: Option<i64>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let tier = args.tier.map(|t| match t {
        Tier::Basic => "BASIC",
        Tier::Premium => "PREMIUM",
        Tier::Vip => "VIP",
    });
    let request = OpenDepositAccountCommand {
        client_id: Some(args.client_id),
        currency_code: Some(args.currency),
        tier: tier.map(str::to_owned),
        control_gl_account_id: Some(args.control_gl),
        opening_balance: args.opening_balance,
        funding_gl_account_id: args.funding_gl,
    };
    let account = ctx.run(request).await?;
    output::command::<OpenDepositAccountCommand>(ctx.format, &account, account_record);
    Ok(())
}
