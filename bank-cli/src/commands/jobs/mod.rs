//! `bank jobs ...`: recurring (cron) jobs, their runs, and `run-due` for
//! cron-driven batch use.

mod create;
mod delete;
mod list;
mod run;
mod run_due;
mod show;
mod update;

use bank_core::jobs::{JobSaved, RunView};
use serde_json::Value;

use super::Ctx;
use super::exec::read_data;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Create a recurring job
    Create(create::Args),
    /// Change a job (unset flags keep their values)
    Update(update::Args),
    /// Show a job, its code and its latest runs
    Show(show::Args),
    /// List jobs
    List(list::Args),
    /// Run a job now, outside its schedule
    Run(run::Args),
    /// Delete a job (its run history stays)
    Delete(delete::Args),
    /// Run every job that is due, once, and exit (for cron)
    RunDue,
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Create(args) => create::run(ctx, args).await,
        Command::Update(args) => update::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Run(args) => run::run(ctx, args).await,
        Command::Delete(args) => delete::run(ctx, args).await,
        Command::RunDue => run_due::run(ctx).await,
    }
}

fn payload(text: Option<&str>) -> Result<Option<Value>, CliError> {
    text.map(|t| match read_data(t)? {
        m @ Value::Object(_) => Ok(m),
        _ => Err(CliError::Usage("--payload must be a JSON object".into())),
    })
    .transpose()
}

/// `--context-loader`: `{"cmd": ..., "context": {...}}` as JSON, @FILE or -;
/// an empty text removes the loader (update).
fn loader(text: &str) -> Result<Value, CliError> {
    if text.trim().is_empty() {
        return Ok(Value::String(String::new()));
    }
    read_data(text)
}

fn saved(j: &JobSaved) -> comfy_table::Table {
    output::record(&[
        ("Id", j.id.to_string()),
        ("Key", j.key.clone()),
        ("Enabled", j.is_enabled.to_string()),
        ("Next run", j.next_run_at.map(bank_core::time::format).unwrap_or_default()),
    ])
}

fn runs(runs: &[RunView]) -> comfy_table::Table {
    let mut t = output::table(&["Run", "Job", "Trigger", "Scheduled", "Started", "Finished", "Outcome", "Output"]);
    for r in runs {
        let mut out = r.output.as_ref().map(Value::to_string).unwrap_or_default();
        if out.chars().count() > 80 {
            out = format!("{}…", out.chars().take(80).collect::<String>());
        }
        t.add_row(vec![
            r.id.to_string(),
            r.job_key.clone(),
            r.trigger.clone(),
            r.scheduled_for.map(bank_core::time::format).unwrap_or_default(),
            bank_core::time::format(r.started_at),
            r.finished_at.map(bank_core::time::format).unwrap_or_default(),
            r.outcome.clone(),
            out,
        ]);
    }
    t
}
