//! `bank eod run [--date D]`

use bank_core::auth::Origin;
use bank_core::eod::{RunReport, Step};
use chrono::NaiveDate;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The business day to close, YYYY-MM-DD (default: yesterday in the bank's time zone)
    #[arg(long, value_parser = values::date)]
    pub date: Option<NaiveDate>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    let date = match args.date {
        Some(date) => date,
        None => bank.today().await?.pred_opt().ok_or_else(|| CliError::Usage("no day before today".into()))?,
    };
    let progress = ProgressBar::new(Step::ALL.len() as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    if ctx.format != Format::Table {
        progress.set_draw_target(ProgressDrawTarget::hidden());
    }
    let report = bank_core::eod::run(&bank, &actor, &Origin::cli(), date, |step, outcome| match outcome {
        None => progress.set_message(step.name()),
        Some(_) => progress.inc(1),
    })
    .await?;
    progress.finish_and_clear();
    print(ctx.format, &report);
    match report.attention.is_empty() {
        true => Ok(()),
        false => Err(CliError::Failed(report.attention.join("; "))),
    }
}

fn print(format: Format, report: &RunReport) {
    if format == Format::Json {
        println!("{}", output::json(report));
        return;
    }
    let mut t = output::table(&["Step", "Outcome", "Detail"]);
    for s in &report.steps {
        t.add_row(vec![s.step.to_owned(), s.outcome.to_owned(), s.detail.clone()]);
    }
    output::print(&t);
    if format == Format::Table {
        let how = if report.resumed { " (resumed a run that had stopped)" } else { "" };
        println!("close of business for {}{how}", report.business_date);
    }
}
