//! `bank txn config settings [--currency C --cash-gl ID] [--pending-expiry-hours H] [--flag-after-hours H] [--max-approvals-per-hour N]`

use bank_core::txn::SetTransactionSettingsCommand;
use clap::ArgGroup;

use super::super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
#[command(group(ArgGroup::new("setting").required(true).multiple(true)
    .args(["currency", "pending_expiry_hours", "flag_after_hours", "max_approvals_per_hour"])))]
pub struct Args {
    /// Currency whose cash GL account --cash-gl sets, e.g. NGN
    #[arg(long, requires = "cash_gl")]
    pub currency: Option<String>,
    /// Id of the active asset GL account that branch deposits and withdrawals in --currency settle against
    #[arg(long, value_name = "ID", requires = "currency")]
    pub cash_gl: Option<i64>,
    /// Hours a PENDING transaction lives before `bank txn expire-pending` cancels it (1 to 720)
    #[arg(long, value_name = "HOURS")]
    pub pending_expiry_hours: Option<i64>,
    /// Hours after which a PENDING transaction is flagged (1 to 720)
    #[arg(long, value_name = "HOURS")]
    pub flag_after_hours: Option<i64>,
    /// Approvals one user may give in an hour
    #[arg(long, value_name = "N")]
    pub max_approvals_per_hour: Option<i64>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let currency = args.currency.map(|c| c.trim().to_ascii_uppercase());
    let max_approvals = args.max_approvals_per_hour;
    let request = SetTransactionSettingsCommand {
        currency_code: currency.clone(),
        cash_gl_account_id: args.cash_gl,
        pending_expiry_hours: args.pending_expiry_hours,
        flag_after_hours: args.flag_after_hours,
        max_approvals_per_hour: args.max_approvals_per_hour,
    };
    let settings = ctx.run(request).await?;
    output::command::<SetTransactionSettingsCommand>(ctx.format, &settings, |s| {
        let mut fields = vec![
            ("Pending expiry hours", s.pending_expiry_hours.to_string()),
            ("Flag after hours", s.flag_after_hours.to_string()),
        ];
        if let Some(n) = max_approvals {
            fields.push(("Max approvals per hour", n.to_string()));
        }
        if let Some(currency) = &currency {
            fields.push(("Currency", currency.clone()));
            fields.push(("Cash GL", output::opt(&s.cash_gl_account_id)));
        }
        output::record(&fields)
    });
    Ok(())
}
