//! `bank process ...`: process definitions and instances.

mod callback;
mod cancel;
mod instance;
mod list;
mod register;
mod show;
mod signal;
mod start;

use bank_core::engine::process::{DefinitionView, InstanceView};
use serde_json::{Map, Value};

use super::Ctx;
use super::exec::read_data;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Register a process definition (JSON; see the README for the format)
    Register(register::Args),
    /// List process definitions
    List(list::Args),
    /// Show a definition by id or key
    Show(show::Args),
    /// Start an instance of a definition
    Start(start::Args),
    /// Show an instance with its variables and step history
    Instance(instance::Args),
    /// Complete the user task an instance waits for
    Signal(signal::Args),
    /// Deliver the callback an instance waits for
    Callback(callback::Args),
    /// Cancel an instance
    Cancel(cancel::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Register(args) => register::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::Start(args) => start::run(ctx, args).await,
        Command::Instance(args) => instance::run(ctx, args).await,
        Command::Signal(args) => signal::run(ctx, args).await,
        Command::Callback(args) => callback::run(ctx, args).await,
        Command::Cancel(args) => cancel::run(ctx, args).await,
    }
}

fn object(text: &str, flag: &str) -> Result<Map<String, Value>, CliError> {
    match read_data(text)? {
        Value::Object(m) => Ok(m),
        _ => Err(CliError::Usage(format!("{flag} must be a JSON object"))),
    }
}

fn definition_record(d: &DefinitionView) -> comfy_table::Table {
    output::record(&[
        ("Id", d.id.to_string()),
        ("Key", d.key.clone()),
        ("Name", d.name.clone()),
        ("Entity type", output::opt(&d.entity_type)),
        ("Steps", d.steps.to_string()),
        ("Created by", d.created_by.clone()),
        ("Created", bank_core::time::format(d.created_at)),
    ])
}

fn instance_record(i: &InstanceView) -> comfy_table::Table {
    output::record(&[
        ("Guid", i.instance_guid.clone()),
        ("Process", format!("{} ({})", i.process_name, i.process_definition_id)),
        ("Status", i.status.clone()),
        ("Current step", output::opt(&i.current_task_id)),
        ("Waiting for", output::opt(&i.waiting_for)),
        ("Correlation key", output::opt(&i.correlation_key)),
        ("Assignee", format!("{} {}", output::opt(&i.assignee), output::opt(&i.assignee_role)).trim().to_owned()),
        ("Variables", Value::Object(i.variables.clone()).to_string()),
        ("Error", output::opt(&i.error)),
        ("Started by", i.initiated_by.clone()),
        ("Updated", bank_core::time::format(i.updated_at)),
    ])
}
