//! `bank jobs show ID`

use bank_core::jobs::{GetRecurringJobByIdQuery, JobDetail};

use super::super::Ctx;
use super::runs;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The job id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let j = ctx.run(GetRecurringJobByIdQuery { id: Some(args.id) }).await?;
    output::command::<GetRecurringJobByIdQuery>(ctx.format, &j, detail);
    if ctx.format == Format::Table && !j.recent_runs.is_empty() {
        crate::output::print(&runs(&j.recent_runs));
    }
    Ok(())
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
