//! `bank report trial-balance [--as-of DATE] [--branch ID]`

use bank_core::ledger::RetrieveTrialBalanceQuery;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Balances at the end of this day, YYYY-MM-DD (default: now)
    #[arg(long, value_name = "DATE", value_parser = values::date)]
    pub as_of: Option<NaiveDate>,
    /// Only entries booked at this branch (id)
    #[arg(long, value_name = "ID")]
    pub branch: Option<i64>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveTrialBalanceQuery { as_of: args.as_of, branch_id: args.branch };
    let report = ctx.run(request).await?;
    output::command::<RetrieveTrialBalanceQuery>(ctx.format, &report, |report| {
        let mut t = output::table(&["GL code", "Name", "Type", "Currency", "Debit", "Credit"]);
        // Rows come ordered by currency; each currency ends with its totals.
        for total in &report.totals {
            for r in report.rows.iter().filter(|r| r.currency_code == total.currency_code) {
                t.add_row(vec![
                    r.gl_code.clone(),
                    r.name.clone(),
                    r.account_type_description.to_owned(),
                    r.currency_code.clone(),
                    values::side(&r.debit),
                    values::side(&r.credit),
                ]);
            }
            let status = if total.is_balanced { "balanced" } else { "OUT OF BALANCE" };
            t.add_row(vec![
                String::new(),
                format!("Total ({status})"),
                String::new(),
                total.currency_code.clone(),
                values::money(&total.total_debits),
                values::money(&total.total_credits),
            ]);
        }
        t
    });
    if ctx.format == Format::Table {
        let branch = report.branch_id.map(|b| format!(", branch {b}")).unwrap_or_default();
        let status = if report.is_balanced { "balanced" } else { "OUT OF BALANCE" };
        println!("as of {}{branch}: {status}", bank_core::time::format(report.as_of));
    }
    Ok(())
}
