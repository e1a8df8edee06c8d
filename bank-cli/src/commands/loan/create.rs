//! `bank loan create --client-id --principal AMOUNT --currency --disbursement-gl ID`

use bank_core::customer::CreateLoanCommand;
use bank_core::money::Amount;

use super::super::{Ctx, values};
use super::loan_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The borrowing client's id (an active client)
    #[arg(long)]
    pub client_id: i64,
    /// Principal, e.g. 250000.00
    #[arg(long, value_name = "AMOUNT", value_parser = values::amount)]
    pub principal: Amount,
    /// Currency code, e.g. NGN
    #[arg(long)]
    pub currency: String,
    /// Id of the active GL account the loan is disbursed from, in its currency
    #[arg(long, value_name = "ID")]
    pub disbursement_gl: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateLoanCommand {
        client_id: Some(args.client_id),
        principal: Some(args.principal),
        currency_code: Some(args.currency),
        disbursement_gl_account_id: Some(args.disbursement_gl),
    };
    let loan = ctx.run(request).await?;
    output::command::<CreateLoanCommand>(ctx.format, &loan, loan_record);
    Ok(())
}
