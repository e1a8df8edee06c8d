//! `bank jobs ...`: recurring (cron) jobs, their runs, and `run-due` for
//! cron-driven batch use.

use bank_core::jobs::{
    CreateRecurringJobCommand, DeleteRecurringJobCommand, ExecuteRecurringJobCommand, GetRecurringJobByIdQuery,
    GetRecurringJobListQuery, JobDetail, JobSaved, RunView, UpdateRecurringJobCommand,
};
use serde_json::{Map, Value};

use super::Ctx;
use super::exec::read_data;
use super::webhook::{Kind, PlanArgs};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Create a recurring job
    Create(CreateArgs),
    /// Change a job (unset flags keep their values)
    Update(UpdateArgs),
    /// Show a job, its code and its latest runs
    Show(IdArgs),
    /// List jobs
    List(ListArgs),
    /// Run a job now, outside its schedule
    Run(IdArgs),
    /// Delete a job (its run history stays)
    Delete(IdArgs),
    /// Run every job that is due, once, and exit (for cron)
    RunDue,
}

#[derive(Debug, clap::Args)]
pub struct CreateArgs {
    /// The unique key
    pub key: String,
    /// Five fields (minute hour day month weekday), or six with seconds first
    #[arg(long)]
    pub cron: String,
    /// IANA time zone of the expression
    #[arg(long, default_value = "UTC")]
    pub time_zone: String,
    #[command(flatten)]
    pub plan: PlanArgs,
    /// The command's data or the process's variables: JSON, @FILE or -
    #[arg(long)]
    pub payload: Option<String>,
    #[arg(long)]
    pub description: Option<String>,
    /// Create it disabled
    #[arg(long)]
    pub disabled: bool,
}

#[derive(Debug, clap::Args)]
pub struct UpdateArgs {
    /// The job id
    pub id: i64,
    #[arg(long)]
    pub cron: Option<String>,
    #[arg(long)]
    pub time_zone: Option<String>,
    #[command(flatten)]
    pub plan: PlanArgs,
    #[arg(long)]
    pub payload: Option<String>,
    #[arg(long)]
    pub description: Option<String>,
    /// Enable (true) or disable (false)
    #[arg(long)]
    pub enabled: Option<bool>,
}

#[derive(Debug, clap::Args)]
pub struct IdArgs {
    /// The job id
    pub id: i64,
}

#[derive(Debug, clap::Args)]
pub struct ListArgs {
    #[arg(long)]
    pub enabled: Option<bool>,
    #[arg(long)]
    pub key: Option<String>,
    /// Page index, from 0
    #[arg(long, default_value_t = 0)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
}

fn payload(text: Option<&str>) -> Result<Option<Map<String, Value>>, CliError> {
    text.map(|t| match read_data(t)? {
        Value::Object(m) => Ok(m),
        _ => Err(CliError::Usage("--payload must be a JSON object".into())),
    })
    .transpose()
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Create(a) => {
            let request = CreateRecurringJobCommand {
                key: Some(a.key),
                description: a.description,
                cron_expression: Some(a.cron),
                time_zone: Some(a.time_zone),
                execution_type: a.plan.kind.map(Kind::wire),
                command_name: a.plan.command_name.clone(),
                command_chain: a.plan.chain()?,
                execution_code: a.plan.code()?,
                process_definition_id: a.plan.process_definition_id,
                payload: payload(a.payload.as_deref())?,
                run_as_user: a.plan.run_as,
                is_enabled: Some(!a.disabled),
            };
            let j = ctx.run(request).await?;
            output::command::<CreateRecurringJobCommand>(ctx.format, &j, saved);
        }
        Command::Update(a) => {
            let request = UpdateRecurringJobCommand {
                id: Some(a.id),
                key: None,
                description: a.description,
                cron_expression: a.cron,
                time_zone: a.time_zone,
                execution_type: a.plan.kind.map(Kind::wire),
                command_name: a.plan.command_name.clone(),
                command_chain: a.plan.chain()?,
                execution_code: a.plan.code()?,
                process_definition_id: a.plan.process_definition_id,
                payload: payload(a.payload.as_deref())?,
                run_as_user: a.plan.run_as,
                is_enabled: a.enabled,
            };
            let j = ctx.run(request).await?;
            output::command::<UpdateRecurringJobCommand>(ctx.format, &j, saved);
        }
        Command::Show(a) => {
            let j = ctx.run(GetRecurringJobByIdQuery { id: Some(a.id) }).await?;
            output::command::<GetRecurringJobByIdQuery>(ctx.format, &j, detail);
            if ctx.format == Format::Table && !j.recent_runs.is_empty() {
                println!("{}", runs(&j.recent_runs));
            }
        }
        Command::List(a) => {
            let request = GetRecurringJobListQuery {
                page_index: Some(a.page),
                page_size: Some(a.page_size),
                is_enabled: a.enabled,
                key: a.key,
            };
            let page = ctx.run(request).await?;
            output::command::<GetRecurringJobListQuery>(ctx.format, &page, |p| {
                let mut t = output::table(&["Id", "Key", "Cron", "Zone", "Type", "Enabled", "Next run", "Last run"]);
                for j in &p.items {
                    t.add_row(vec![
                        j.id.to_string(),
                        j.key.clone(),
                        j.cron_expression.clone(),
                        j.time_zone.clone(),
                        j.execution_type_desc.clone(),
                        j.is_enabled.to_string(),
                        j.next_run_at.map(bank_core::time::format).unwrap_or_default(),
                        j.last_run_at.map(bank_core::time::format).unwrap_or_default(),
                    ]);
                }
                t
            });
        }
        Command::Run(a) => {
            let r = ctx.run(ExecuteRecurringJobCommand { id: Some(a.id) }).await?;
            output::command::<ExecuteRecurringJobCommand>(ctx.format, &r, |r| runs(std::slice::from_ref(r)));
            if r.outcome != "SUCCEEDED" {
                return Err(CliError::Failed(format!("run {} {}", r.id, r.outcome)));
            }
        }
        Command::Delete(a) => {
            ctx.confirm(&format!("Delete recurring job {}?", a.id))?;
            let out = ctx.run(DeleteRecurringJobCommand { id: Some(a.id) }).await?;
            output::command::<DeleteRecurringJobCommand>(ctx.format, &out, |_| {
                output::record(&[("Deleted", a.id.to_string())])
            });
        }
        Command::RunDue => {
            let bank = ctx.bank().await?;
            let runner = format!("cli:{}", std::process::id());
            let made = bank_core::jobs::run_due(&bank, &runner).await?;
            match ctx.format {
                Format::Json => println!("{}", output::json(&made)),
                Format::Table => {
                    println!("{}", runs(&made));
                    println!("{} due runs", made.len());
                }
            }
            if made.iter().any(|r| r.outcome != "SUCCEEDED") {
                return Err(CliError::Failed("some runs failed".into()));
            }
        }
    }
    Ok(())
}

fn saved(j: &JobSaved) -> comfy_table::Table {
    output::record(&[
        ("Id", j.id.to_string()),
        ("Key", j.key.clone()),
        ("Enabled", j.is_enabled.to_string()),
        ("Next run", j.next_run_at.map(bank_core::time::format).unwrap_or_default()),
    ])
}

fn detail(d: &JobDetail) -> comfy_table::Table {
    let j = &d.view;
    output::record(&[
        ("Id", j.id.to_string()),
        ("Key", j.key.clone()),
        ("Description", output::opt(&j.description)),
        ("Cron", format!("{} ({})", j.cron_expression, j.time_zone)),
        ("Type", format!("{} ({})", j.execution_type, j.execution_type_desc)),
        ("Command", output::opt(&j.command_name)),
        ("Code", output::opt(&d.execution_code)),
        ("Process definition", output::opt(&j.process_definition_id)),
        ("Payload", j.payload.to_string()),
        ("Runs as", j.run_as_user.clone()),
        ("Enabled", j.is_enabled.to_string()),
        ("Next run", j.next_run_at.map(bank_core::time::format).unwrap_or_default()),
        ("Last run", j.last_run_at.map(bank_core::time::format).unwrap_or_default()),
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
