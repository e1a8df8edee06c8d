//! `bank cheque withdraw ACCOUNT --amount A --number N --payee P --date YYYY-MM-DD [--notes]`

use bank_core::cheque::InitiateChequeWithdrawalCommand;
use bank_core::money::Amount;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use super::{Checks, Initiated};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The account the cheque is drawn on (its number)
    pub account: String,
    #[arg(long, value_parser = values::amount)]
    pub amount: Amount,
    /// The cheque number printed on the cheque
    #[arg(long)]
    pub number: String,
    /// Who the cheque is payable to
    #[arg(long)]
    pub payee: String,
    /// The date written on the cheque
    #[arg(long, value_parser = values::date)]
    pub date: NaiveDate,
    #[arg(long)]
    pub notes: Option<String>,
    #[command(flatten)]
    pub checks: Checks,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = InitiateChequeWithdrawalCommand {
        account_number: Some(args.account),
        amount: Some(args.amount),
        cheque_number: Some(args.number),
        payee: Some(args.payee),
        cheque_date: Some(args.date.to_string()),
        notes: args.notes,
        payee_verified: args.checks.payee_verified(),
        signature_discrepancy: args.checks.signature_discrepancy(),
        stale_revalidated: args.checks.stale_revalidated(),
        require_approval: args.checks.require_approval(),
        ..Default::default()
    };
    let w = ctx.run(request).await?;
    output::command::<InitiateChequeWithdrawalCommand>(ctx.format, &w, |w| {
        Initiated {
            cheque: w.cheque_transaction_id,
            transaction: &w.transaction_key,
            state: w.cheque_state.as_str(),
            hold: &w.hold_amount,
            book: &w.book_balance,
            available: &w.available_balance,
            reasons: &w.approval_reasons,
        }
        .record(vec![("Amount", values::money(&w.amount))])
    });
    Ok(())
}
