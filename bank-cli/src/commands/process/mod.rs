//! `bank process ...`: process definitions and instances.

use bank_core::engine::process::{
    CancelProcessInstanceCommand, DefinitionView, GetProcessDefinitionByIdQuery, GetProcessDefinitionListQuery,
    GetProcessInstanceByIdQuery, InstanceView, RegisterProcessDefinitionCommand, ReturnCallbackCommand,
    SignalProcessInstanceCommand, StartProcessInstanceCommand,
};
use serde_json::{Map, Value};

use super::Ctx;
use super::exec::read_data;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Register a process definition (JSON; see the README for the format)
    Register(RegisterArgs),
    /// List process definitions
    List(ListArgs),
    /// Show a definition by id or key
    Show(ShowArgs),
    /// Start an instance of a definition
    Start(StartArgs),
    /// Show an instance with its variables and step history
    Instance(GuidArgs),
    /// Complete the user task an instance waits for
    Signal(SignalArgs),
    /// Deliver the callback an instance waits for
    Callback(CallbackArgs),
    /// Cancel an instance
    Cancel(CancelArgs),
}

#[derive(Debug, clap::Args)]
pub struct RegisterArgs {
    /// The definition: JSON, @FILE or -
    pub definition: String,
    /// The unique key (default: the definition's own "key")
    #[arg(long)]
    pub key: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct ListArgs {
    /// Page index, from 0
    #[arg(long, default_value_t = 0)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
}

#[derive(Debug, clap::Args)]
pub struct ShowArgs {
    /// The definition's id or key
    pub definition: String,
}

#[derive(Debug, clap::Args)]
pub struct StartArgs {
    /// The definition's id or key
    pub definition: String,
    /// Variables: a JSON object, @FILE or -
    #[arg(long, default_value = "{}")]
    pub variables: String,
}

#[derive(Debug, clap::Args)]
pub struct GuidArgs {
    /// The instance guid
    pub guid: String,
}

#[derive(Debug, clap::Args)]
pub struct SignalArgs {
    /// The instance guid
    pub guid: String,
    /// The task being completed (checked against the waiting one)
    #[arg(long)]
    pub task: Option<String>,
    /// Variables to merge: a JSON object, @FILE or -
    #[arg(long)]
    pub variables: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct CallbackArgs {
    /// The correlation key the instance waits for
    pub correlation_key: String,
    /// The callback's data: JSON, @FILE or -
    #[arg(long)]
    pub data: Option<String>,
    /// Report a failure rather than a success
    #[arg(long)]
    pub failed: bool,
}

#[derive(Debug, clap::Args)]
pub struct CancelArgs {
    /// The instance guid
    pub guid: String,
    #[arg(long)]
    pub reason: Option<String>,
}

fn object(text: &str, flag: &str) -> Result<Map<String, Value>, CliError> {
    match read_data(text)? {
        Value::Object(m) => Ok(m),
        _ => Err(CliError::Usage(format!("{flag} must be a JSON object"))),
    }
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Register(a) => {
            let request = RegisterProcessDefinitionCommand { key: a.key, definition: Some(read_data(&a.definition)?) };
            let d = ctx.run(request).await?;
            output::command::<RegisterProcessDefinitionCommand>(ctx.format, &d, definition);
        }
        Command::List(a) => {
            let request = GetProcessDefinitionListQuery { page_index: Some(a.page), page_size: Some(a.page_size) };
            let page = ctx.run(request).await?;
            output::command::<GetProcessDefinitionListQuery>(ctx.format, &page, |p| {
                let mut t = output::table(&["Id", "Key", "Name", "Entity type", "Steps", "Created by"]);
                for d in &p.items {
                    t.add_row(vec![
                        d.id.to_string(),
                        d.key.clone(),
                        d.name.clone(),
                        output::opt(&d.entity_type),
                        d.steps.to_string(),
                        d.created_by.clone(),
                    ]);
                }
                t
            });
        }
        Command::Show(a) => {
            let request = match a.definition.parse::<i64>() {
                Ok(id) => GetProcessDefinitionByIdQuery { id: Some(id), key: None },
                Err(_) => GetProcessDefinitionByIdQuery { id: None, key: Some(a.definition) },
            };
            let d = ctx.run(request).await?;
            output::command::<GetProcessDefinitionByIdQuery>(ctx.format, &d, definition);
            if ctx.format == Format::Table
                && let Some(def) = &d.definition
            {
                println!("{}", output::json(def));
            }
        }
        Command::Start(a) => {
            let (id, key) = match a.definition.parse::<i64>() {
                Ok(id) => (Some(id), None),
                Err(_) => (None, Some(a.definition)),
            };
            let request = StartProcessInstanceCommand {
                process_definition_id: id,
                process_definition_key: key,
                variables: Some(object(&a.variables, "--variables")?),
            };
            let i = ctx.run(request).await?;
            output::command::<StartProcessInstanceCommand>(ctx.format, &i, instance);
        }
        Command::Instance(a) => {
            let i = ctx.run(GetProcessInstanceByIdQuery { instance_guid: Some(a.guid), id: None }).await?;
            output::command::<GetProcessInstanceByIdQuery>(ctx.format, &i, instance);
            if ctx.format == Format::Table
                && let Some(history) = &i.history
            {
                let mut t = output::table(&["Step", "Kind", "Outcome", "Detail", "By", "At"]);
                for h in history {
                    t.add_row(vec![
                        h.step_id.clone(),
                        h.kind.clone(),
                        h.outcome.clone(),
                        output::opt(&h.detail),
                        output::opt(&h.actor),
                        bank_core::time::format(h.occurred_at),
                    ]);
                }
                println!("{t}");
            }
        }
        Command::Signal(a) => {
            let variables = a.variables.as_deref().map(|v| object(v, "--variables")).transpose()?;
            let request = SignalProcessInstanceCommand { instance_guid: Some(a.guid), task_id: a.task, variables };
            let i = ctx.run(request).await?;
            output::command::<SignalProcessInstanceCommand>(ctx.format, &i, instance);
        }
        Command::Callback(a) => {
            let request = ReturnCallbackCommand {
                correlation_key: Some(a.correlation_key),
                callback_data: a.data.as_deref().map(read_data).transpose()?,
                is_success: Some(!a.failed),
                result: None,
            };
            let i = ctx.run(request).await?;
            output::command::<ReturnCallbackCommand>(ctx.format, &i, instance);
        }
        Command::Cancel(a) => {
            ctx.confirm(&format!("Cancel process instance {}?", a.guid))?;
            let request = CancelProcessInstanceCommand { instance_guid: Some(a.guid), reason: a.reason };
            let i = ctx.run(request).await?;
            output::command::<CancelProcessInstanceCommand>(ctx.format, &i, instance);
        }
    }
    Ok(())
}

fn definition(d: &DefinitionView) -> comfy_table::Table {
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

fn instance(i: &InstanceView) -> comfy_table::Table {
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
