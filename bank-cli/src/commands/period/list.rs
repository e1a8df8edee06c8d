//! `bank period list`

use bank_core::ledger::RetrieveAccountingPeriodsQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Ctx, _args: Args) -> Result<(), CliError> {
    let periods = ctx.run(RetrieveAccountingPeriodsQuery {}).await?;
    output::command::<RetrieveAccountingPeriodsQuery>(ctx.format, &periods, |periods| {
        let mut t =
            output::table(&["Id", "Closed through", "Closed by", "Closed at", "Reopened by", "Reopened at", "Reason"]);
        for p in periods {
            t.add_row(vec![
                p.id.to_string(),
                p.closed_through.to_string(),
                p.closed_by.clone(),
                bank_core::time::format(p.closed_at),
                output::opt(&p.reopened_by),
                p.reopened_at.map(bank_core::time::format).unwrap_or_default(),
                output::opt(&p.reopen_reason),
            ]);
        }
        t
    });
    Ok(())
}
