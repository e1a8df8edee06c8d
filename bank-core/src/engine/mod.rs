//! The execution engine: what webhooks and recurring jobs run (a native
//! command, a command chain, sandboxed JavaScript, or a process), the
//! JavaScript sandbox, and process definitions and instances.

pub mod process;
pub mod sandbox;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value as Json, json};

use crate::Bank;
use crate::auth::{Actor, Origin};
use crate::command::Area;
use crate::error::{Error, Result, RuleKind};
use crate::store::Tx;
use crate::validate::Checks;

/// The spec's execution types (1, the command chain, is ours; the spec lists
/// it for recurring jobs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecutionType {
    Command = 0,
    Chain = 1,
    Code = 2,
    Process = 3,
}

impl ExecutionType {
    pub fn from_i64(v: i64) -> Option<ExecutionType> {
        Some(match v {
            0 => ExecutionType::Command,
            1 => ExecutionType::Chain,
            2 => ExecutionType::Code,
            3 => ExecutionType::Process,
            _ => return None,
        })
    }

    pub fn description(self) -> &'static str {
        match self {
            ExecutionType::Command => "Execute Native Command",
            ExecutionType::Chain => "Execute Command Chain",
            ExecutionType::Code => "Execute Code",
            ExecutionType::Process => "Start Process",
        }
    }
}

/// One step of a command chain: a command and the fixed fields it adds to the input.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ChainStep {
    pub command_name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Map<String, Json>>,
}

/// The most steps a chain may have.
pub const MAX_CHAIN_STEPS: usize = 10;

/// What to run, as stored on a webhook or a recurring job.
#[derive(Clone, Debug)]
pub struct Plan {
    pub execution_type: ExecutionType,
    pub command_name: Option<String>,
    pub chain: Vec<ChainStep>,
    pub code: Option<String>,
    pub process_definition_id: Option<i64>,
    /// The staff user commands and processes run as.
    pub run_as: Option<String>,
}

impl Plan {
    /// Keeps only the fields the plan's type uses, so a read never shows stale ones.
    pub fn tidy(&mut self) {
        let t = self.execution_type;
        if t != ExecutionType::Command {
            self.command_name = None;
        }
        if t != ExecutionType::Chain {
            self.chain.clear();
        }
        if t != ExecutionType::Code {
            self.code = None;
        }
        if t != ExecutionType::Process {
            self.process_definition_id = None;
        }
    }

    /// The chain as stored (JSON text), for a chain plan.
    pub fn chain_text(&self) -> crate::error::Result<Option<String>> {
        if self.execution_type == ExecutionType::Chain {
            Ok(Some(serde_json::to_string(&self.chain)?))
        } else {
            Ok(None)
        }
    }
}

/// What a plan produced.
#[derive(Debug)]
pub enum Produced {
    /// A command's reply, in its own area's envelope.
    Command { area: Area, message: &'static str, reply: crate::command::Reply },
    /// Each step's `data`, in order.
    Chain(Vec<Json>),
    /// A script's value.
    Value(Json),
    /// The started process instance.
    Process(Json),
}

impl Produced {
    /// The whole result as one JSON value (job run output, process variables,
    /// an inbound webhook's answer): a command's reply in the envelope its own
    /// endpoint would answer with, which the adapters define (see [`Envelopes`]).
    pub fn to_json(&self, bank: &Bank) -> Json {
        match self {
            Produced::Command { area, message, reply } => {
                let reply = crate::command::Reply { data: reply.data.clone(), extras: reply.extras.clone() };
                (bank.part::<Envelopes>().reply)(*area, message, reply)
            }
            Produced::Chain(steps) => json!({"results": steps}),
            Produced::Value(v) | Produced::Process(v) => v.clone(),
        }
    }
}

/// How the adapters show a command's outcome, given when the bank opens
/// (`wire::reply`, `wire::http_status`): the engine shapes a step's answer
/// like the command's endpoint, and a script's `doCmd` throws a refusal's
/// status, without naming the adapter.
pub struct Envelopes {
    pub reply: fn(Area, &str, crate::command::Reply) -> Json,
    pub status: fn(&Error) -> u16,
}

/// A plan's field checks, shared by webhooks and jobs: the fields its type needs.
pub fn check_plan(c: &mut Checks, bank: Option<&Bank>, plan: &Plan) {
    match plan.execution_type {
        ExecutionType::Command => match plan.command_name.as_deref() {
            None | Some("") => c.add("commandName", "is required when executionType is 0"),
            Some(name) => check_command(c, bank, "commandName", name),
        },
        ExecutionType::Chain => {
            if plan.chain.is_empty() {
                c.add("commandChain", "is required when executionType is 1 (a list of {commandName, data})");
            } else if plan.chain.len() > MAX_CHAIN_STEPS {
                c.add("commandChain", format!("may have at most {MAX_CHAIN_STEPS} steps"));
            }
            for (i, step) in plan.chain.iter().enumerate() {
                check_command(c, bank, &format!("commandChain[{i}].commandName"), &step.command_name);
            }
        }
        ExecutionType::Code => match plan.code.as_deref() {
            None => c.add("executionCode", "is required when executionType is 2"),
            Some(code) if code.trim().is_empty() => c.add("executionCode", "must not be blank"),
            Some(code) if code.chars().count() > sandbox::MAX_CODE_CHARS => {
                c.add("executionCode", format!("must be at most {} characters", sandbox::MAX_CODE_CHARS))
            }
            Some(_) => {}
        },
        ExecutionType::Process => {
            if plan.process_definition_id.is_none_or(|id| id < 1) {
                c.add("processDefinitionId", "is required when executionType is 3");
            }
        }
    }
    // A command or chain without one runs as DEFAULT_RUN_AS with only the
    // permissions its commands need; a process runs any command, so it names its user.
    let needs_user = matches!(plan.execution_type, ExecutionType::Process);
    if needs_user && plan.run_as.as_deref().is_none_or(|u| u.trim().is_empty()) {
        c.add("runAsUser", "is required: the staff user the process runs as");
    }
    if plan.run_as.as_deref().is_some_and(|u| u.trim().is_empty()) {
        c.add("runAsUser", "must not be blank (leave it out for the default service user)");
    }
}

fn check_command(c: &mut Checks, bank: Option<&Bank>, field: &str, name: &str) {
    if let Some(bank) = bank
        && bank.catalogue().get(name).is_none()
    {
        c.add(field, format!("'{name}' is not a registered command"));
    }
}

/// The built-in service user a command or chain plan without `runAsUser`
/// runs as (Service role, created with the first such webhook). It acts with
/// exactly the permissions its plan's commands require, nothing of its role;
/// disabling it stops every webhook that relies on it.
pub const DEFAULT_RUN_AS: &str = "webhook.default";

/// The active staff user a plan runs as; a configuration error otherwise.
pub async fn run_as(bank: &Bank, plan: &Plan) -> Result<Actor> {
    let name = plan.run_as.as_deref().unwrap_or(DEFAULT_RUN_AS);
    let mut actor = bank.actor(name).await.map_err(|e| match e {
        Error::NotFound { .. } | Error::Forbidden(_) | Error::Unauthenticated(_) => {
            configuration(format!("the run-as user '{name}' is unknown or disabled"))
        }
        other => other,
    })?;
    if plan.run_as.is_none() {
        actor.permissions = needed_permissions(bank, plan);
    }
    Ok(actor)
}

/// The maker never delegates more than they hold: a webhook or job runs as
/// its run-as user (or, without one, with the permissions its commands
/// need), so whoever configures it must hold every one of those permissions
/// and an approval limit at least as high. Checked in the configuring
/// command's transaction, for every adapter alike.
pub async fn check_delegation(tx: &mut Tx, bank: &Bank, maker: &Actor, plan: &Plan) -> Result<()> {
    // A code plan acts too, through `doCmd`, so it is checked like the others.
    let (delegated, limit) = match plan.run_as.as_deref() {
        None => (needed_permissions(bank, plan), Some(0)),
        Some(user) => crate::auth::user::grants_of(tx, user)
            .await?
            .ok_or_else(|| Error::invalid("runAsUser", format!("'{user}' is not an active staff user")))?,
    };
    let missing: Vec<&str> = delegated.difference(&maker.permissions).map(String::as_str).collect();
    let whom = plan.run_as.as_deref().unwrap_or(DEFAULT_RUN_AS);
    if !missing.is_empty() {
        return Err(Error::rule(
            "RUN_AS_EXCEEDS_MAKER",
            RuleKind::Forbidden,
            format!("'{whom}' would act with permissions you do not hold: {}", missing.join(", ")),
        ));
    }
    let exceeds = match (maker.approval_limit_minor, limit) {
        (None, _) => false,
        (Some(_), None) => true,
        (Some(mine), Some(theirs)) => theirs > mine,
    };
    if exceeds {
        return Err(Error::rule(
            "RUN_AS_EXCEEDS_MAKER",
            RuleKind::Forbidden,
            format!("'{whom}' may approve more than you may"),
        ));
    }
    Ok(())
}

/// One permission per command the plan runs: the least that lets it run.
fn needed_permissions(bank: &Bank, plan: &Plan) -> std::collections::BTreeSet<String> {
    let names: Vec<&str> = match plan.execution_type {
        ExecutionType::Command => plan.command_name.as_deref().into_iter().collect(),
        ExecutionType::Chain => plan.chain.iter().map(|s| s.command_name.as_str()).collect(),
        ExecutionType::Code | ExecutionType::Process => Vec::new(),
    };
    let access = names.into_iter().filter_map(|n| bank.catalogue().get(n)).map(|e| e.access);
    access
        .filter_map(|a| match a {
            crate::principal::Access::AnyOf(perms) => perms.first().map(|p| (*p).to_owned()),
            _ => None,
        })
        .collect()
}

/// A script's `doCmd`: each call re-reads the plan's run-as user and runs
/// the command as them, with exactly their permissions (none for a code plan
/// without one), in its own transaction, blocking the script's thread.
fn command_runner(bank: &Bank, plan: &Plan, origin: &Origin) -> sandbox::DoCmd {
    let status_of = bank.part::<Envelopes>().status;
    let (bank, plan, origin) = (bank.clone(), plan.clone(), origin.clone());
    let handle = tokio::runtime::Handle::current();
    let runner = std::sync::Arc::new(move |name: &str, data: Json| {
        handle.block_on(sandbox::IN_DO_CMD.scope((), async {
            let actor = run_as(&bank, &plan).await?;
            let entry = bank.catalogue().get(name).ok_or_else(|| Error::UnknownCommand(name.to_owned()))?;
            let reply = bank.execute_json(entry.name, &actor, &origin, data).await?;
            Ok((bank.part::<Envelopes>().reply)(entry.area, entry.message, reply))
        }))
    });
    sandbox::DoCmd { runner, status_of }
}

/// For failures after an effect has committed: `Bank::execute` retries a
/// busy database by running the command again, which must not repeat the effect.
pub fn after_effect(e: Error) -> Error {
    match e {
        Error::Busy => Error::rule(
            "BUSY_AFTER_EFFECT",
            RuleKind::Unavailable,
            "the change was made but its result could not be read back; query it rather than retrying",
        ),
        other => other,
    }
}

/// A configuration error: the caller cannot fix it, the operator can.
pub fn configuration(message: impl Into<String>) -> Error {
    Error::rule("CONFIGURATION_ERROR", RuleKind::Refused, message)
}

/// Runs `plan` with `input` (command parameters) and `variables` (script and
/// process globals). Each command runs in its own transaction through
/// [`Bank::execute_json`], with the run-as user's permissions.
pub async fn perform(
    bank: &Bank,
    plan: &Plan,
    origin: &Origin,
    input: &Json,
    variables: Vec<(String, Json)>,
) -> Result<Produced> {
    match plan.execution_type {
        ExecutionType::Command => {
            let name = plan
                .command_name
                .as_deref()
                .filter(|n| !n.is_empty())
                .ok_or_else(|| configuration("the command name is missing for an execute-command webhook"))?;
            let entry = bank
                .catalogue()
                .get(name)
                .ok_or_else(|| configuration(format!("'{name}' is not a registered command")))?;
            let actor = run_as(bank, plan).await?;
            let data = if input.is_null() { Json::Object(Map::new()) } else { input.clone() };
            let reply = bank.execute_json(entry.name, &actor, origin, data).await?;
            Ok(Produced::Command { area: entry.area, message: entry.message, reply })
        }
        ExecutionType::Chain => {
            if plan.chain.is_empty() {
                return Err(configuration("the command chain is empty"));
            }
            let actor = run_as(bank, plan).await?;
            let mut results = Vec::new();
            for step in &plan.chain {
                let entry = bank
                    .catalogue()
                    .get(&step.command_name)
                    .ok_or_else(|| configuration(format!("'{}' is not a registered command", step.command_name)))?;
                let mut data = match input {
                    Json::Object(map) => map.clone(),
                    _ => Map::new(),
                };
                if let Some(fixed) = &step.data {
                    data.extend(fixed.clone());
                }
                let reply = bank.execute_json(entry.name, &actor, origin, Json::Object(data)).await.map_err(|e| {
                    // Name the step that failed; earlier steps stay committed.
                    match e {
                        Error::Rule { code, kind, message, details } => Error::Rule {
                            code,
                            kind,
                            message: format!("step {} ({}): {message}", results.len() + 1, step.command_name),
                            details,
                        },
                        other => Error::rule(
                            other.code(),
                            other.kind(),
                            format!("step {} ({}): {}", results.len() + 1, step.command_name, other.public_message()),
                        ),
                    }
                })?;
                results.push(json!({"commandName": step.command_name, "data": reply.data}));
            }
            Ok(Produced::Chain(results))
        }
        ExecutionType::Code => {
            let code = plan.code.as_deref().ok_or_else(|| configuration("the execution code is missing"))?;
            let runner = command_runner(bank, plan, origin);
            let value = sandbox::evaluate_with(code, variables, sandbox::DEFAULT_LIMITS, Some(runner)).await?;
            Ok(Produced::Value(value))
        }
        ExecutionType::Process => {
            let id = plan.process_definition_id.ok_or_else(|| configuration("the process definition is missing"))?;
            let actor = run_as(bank, plan).await?;
            let vars: Map<String, Json> = variables.into_iter().collect();
            let instance = process::start(bank, &actor, origin, id, vars).await?;
            Ok(Produced::Process(serde_json::to_value(instance)?))
        }
    }
}
