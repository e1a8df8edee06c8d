//! `bank eod status [--date D]`

use bank_core::eod::RetrieveCloseOfBusinessQuery;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// One business day, YYYY-MM-DD (default: the latest runs)
    #[arg(long, value_parser = values::date)]
    pub date: Option<NaiveDate>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let runs = ctx.run(RetrieveCloseOfBusinessQuery { business_date: args.date }).await?;
    output::command::<RetrieveCloseOfBusinessQuery>(ctx.format, &runs, |runs| {
        let mut t = output::table(&["Business date", "State", "Step", "Step state", "Finished", "Detail"]);
        for run in runs {
            for step in &run.steps {
                t.add_row(vec![
                    run.business_date.to_string(),
                    run.state.clone(),
                    step.step.clone(),
                    step.state.clone(),
                    step.finished_at.map(bank_core::time::format).unwrap_or_default(),
                    output::opt(&step.detail),
                ]);
            }
        }
        t
    });
    Ok(())
}
