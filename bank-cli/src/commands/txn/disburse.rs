//! `bank txn disburse LOAN_ID --account NUMBER [--narration] [--approval | --no-approval] [--channel] [--key]`

use bank_core::txn::InitiateLoanDisbursement;

use super::super::Ctx;
use super::{Initiation, initiated_record};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Id of an APPROVED loan; its whole principal is paid out
    pub loan_id: i64,
    /// Number of the account it is paid into: the loan client's, in the loan's currency
    #[arg(long, value_name = "NUMBER")]
    pub account: String,
    #[command(flatten)]
    pub initiation: Initiation,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request =
        InitiateLoanDisbursement { loan_id: args.loan_id, movement: args.initiation.request(args.account, None, None) };
    let initiated = ctx.run(request).await?;
    output::command::<InitiateLoanDisbursement>(ctx.format, &initiated, initiated_record);
    Ok(())
}
