//! `bank cheque deposit ACCOUNT --amount A --number N --drawer-bank B --drawer-account D --date YYYY-MM-DD [--class C] [--notes]`

use bank_core::cheque::InitiateChequeDepositCommand;
use bank_core::money::Amount;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use super::{Checks, ClearingClass, Initiated, wire};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The account paid into (its number)
    pub account: String,
    #[arg(long, value_parser = values::amount)]
    pub amount: Amount,
    /// The cheque number printed on the cheque
    #[arg(long)]
    pub number: String,
    /// The bank the cheque is drawn on
    #[arg(long)]
    pub drawer_bank: String,
    /// The account the cheque is drawn on
    #[arg(long)]
    pub drawer_account: String,
    /// The date written on the cheque
    #[arg(long, value_parser = values::date)]
    pub date: NaiveDate,
    /// How the cheque clears (default: same bank when the drawer account is ours, else inter-bank local)
    #[arg(long, value_enum, ignore_case = true)]
    pub class: Option<ClearingClass>,
    #[arg(long)]
    pub notes: Option<String>,
    #[command(flatten)]
    pub checks: Checks,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = InitiateChequeDepositCommand {
        account_number: Some(args.account),
        amount: Some(args.amount),
        cheque_number: Some(args.number),
        drawer_bank: Some(args.drawer_bank),
        drawer_account: Some(args.drawer_account),
        cheque_date: Some(args.date.to_string()),
        notes: args.notes,
        clearing_class: args.class.as_ref().map(wire),
        payee_verified: args.checks.payee_verified(),
        signature_discrepancy: args.checks.signature_discrepancy(),
        stale_revalidated: args.checks.stale_revalidated(),
        require_approval: args.checks.require_approval(),
        ..Default::default()
    };
    let d = ctx.run(request).await?;
    output::command::<InitiateChequeDepositCommand>(ctx.format, &d, |d| {
        Initiated {
            cheque: d.cheque_transaction_id,
            transaction: &d.transaction_key,
            state: d.cheque_state.as_str(),
            hold: &d.hold_amount,
            book: &d.book_balance,
            available: &d.available_balance,
            reasons: &d.approval_reasons,
        }
        .record(vec![
            ("Clearing class", output::opt(&d.clearing_class)),
            ("Expected clearing", output::opt(&d.expected_clearing_date)),
        ])
    });
    Ok(())
}
