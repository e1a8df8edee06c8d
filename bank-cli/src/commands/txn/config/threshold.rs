//! `bank txn config threshold --type T --channel C --tier TIER --amount A [--approval | --no-approval] [--approver-role ROLE]`

use bank_core::money::Amount;
use bank_core::txn::{SetApprovalThresholdCommand, Threshold};

use super::super::super::{Ctx, values};
use super::super::{Channel, Tier, TxnType, wire};
use super::thresholds_table;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transaction type
    #[arg(long = "type", value_name = "TYPE", value_enum, ignore_case = true)]
    pub transaction_type: TxnType,
    /// Channel
    #[arg(long, value_enum, ignore_case = true)]
    pub channel: Channel,
    /// Account tier the threshold is for
    #[arg(long, value_enum, ignore_case = true)]
    pub tier: Tier,
    /// Amounts from this one up need approval, e.g. 500000.00
    #[arg(long, value_name = "AMOUNT", value_parser = values::amount)]
    pub amount: Amount,
    /// Amounts from the threshold up need approval (the default)
    #[arg(long, conflicts_with = "no_approval")]
    pub approval: bool,
    /// Nothing of this tier needs approval by threshold
    #[arg(long, conflicts_with = "approver_role")]
    pub no_approval: bool,
    /// The lowest role that may approve (default: any approver within their limit)
    #[arg(long, value_name = "ROLE")]
    pub approver_role: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = SetApprovalThresholdCommand {
        transaction_type: wire(&args.transaction_type),
        channel: wire(&args.channel),
        thresholds: vec![Threshold {
            account_tier: wire(&args.tier),
            amount_threshold: args.amount,
            require_approval: !args.no_approval,
            approver_role: args.approver_role,
        }],
    };
    let rows = ctx.run(request).await?;
    output::command::<SetApprovalThresholdCommand>(ctx.format, &rows, thresholds_table);
    Ok(())
}
