//! Processes: JSON definitions of steps with conditional transitions, and
//! instances whose state, variables and step history are stored, so a
//! restart resumes every waiting instance (it is simply still waiting in the
//! database) and the scheduler picks up any instance a crash left running.
//!
//! A definition (`RegisterProcessDefinitionCommand`):
//!
//! ```json
//! {"key": "large-deposit-review", "name": "Large deposit review", "entityType": "Transaction",
//!  "entityIdExpression": "webhookData.reference", "start": "classify",
//!  "steps": [
//!   {"id": "classify", "kind": "code", "code": "webhookData.amount > 1000000", "resultVariable": "isLarge",
//!    "next": [{"when": "isLarge", "to": "review"}, {"to": "done"}]},
//!   {"id": "review", "kind": "userTask", "name": "Review the deposit", "role": "Branch Manager", "next": "await"},
//!   {"id": "await", "kind": "callback", "correlationKey": "webhookData.reference", "next": "tell"},
//!   {"id": "tell", "kind": "notification", "title": "Reviewed", "message": "Deposit reviewed", "next": "done"},
//!   {"id": "done", "kind": "end"}]}
//! ```
//!
//! Kinds: `command` (`commandName`, fixed `data`, optional `dataExpression`
//! whose object result is merged over it; the result's `data` goes to
//! `resultVariable`), `code` (`code`; its value goes to `resultVariable`,
//! default the step id), `userTask` (`assignee` username and/or `role`; waits
//! for `SignalProcessInstanceCommand`), `callback` (`correlationKey`, an
//! expression over the variables; waits for `ReturnCallbackCommand`),
//! `notification` (`title`, `message`; raises PROCESS_PROGRESS_UPDATE), `end`
//! (`status` COMPLETED or FAILED). `next` is a step id or a list of
//! `{when, to}` tried in order, `when` an expression (no `when`: always).
//! Expressions and code run in the sandbox with every variable as a global.

use std::collections::BTreeSet;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value as Json, json};

use super::sandbox;
use crate::Bank;
use crate::activity::{self, ActivityType, Draft, Outcome};
use crate::args;
use crate::auth::{Access, Actor, Origin, perm};
use crate::command::{Command, Cx, Registration};
use crate::error::{Error, Result};
use crate::notify::events::{Audience, RECEIVE_NOTIFICATION};
use crate::store::{Sql, Tx, now};
use crate::validate::Checks;
use crate::webhook::{IndexPage, index_page};
use crate::wire::Area;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<RegisterProcessDefinitionCommand>(),
    Registration::of::<GetProcessDefinitionListQuery>(),
    Registration::of::<GetProcessDefinitionByIdQuery>(),
    Registration::of::<StartProcessInstanceCommand>(),
    Registration::of::<SignalProcessInstanceCommand>(),
    Registration::of::<ReturnCallbackCommand>(),
    Registration::of::<GetProcessInstanceByIdQuery>(),
    Registration::of::<CancelProcessInstanceCommand>(),
];

const MAX_STEPS: usize = 100;
/// Steps one advance may take before the instance is failed (a loop in the definition).
const MAX_STEPS_PER_ADVANCE: usize = 200;
const MAX_VARIABLES_BYTES: usize = 256 * 1024;
const MAX_DEFINITION_BYTES: usize = 256 * 1024;
/// A RUNNING instance untouched this long is taken to be orphaned by a crash.
pub const ORPHAN_AFTER_SECONDS: i64 = 60;

pub const RUNNING: &str = "RUNNING";
pub const WAITING: &str = "WAITING";
pub const COMPLETED: &str = "COMPLETED";
pub const CANCELLED: &str = "CANCELLED";
pub const FAILED: &str = "FAILED";

/// A process definition.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Definition {
    #[serde(default)]
    pub key: Option<String>,
    pub name: String,
    #[serde(default)]
    pub entity_type: Option<String>,
    #[serde(default)]
    pub entity_id_expression: Option<String>,
    pub start: String,
    pub steps: Vec<Step>,
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Step {
    pub id: String,
    pub kind: StepKind,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub next: Option<Next>,
    #[serde(default)]
    pub command_name: Option<String>,
    #[serde(default)]
    pub data: Option<Map<String, Json>>,
    #[serde(default)]
    pub data_expression: Option<String>,
    #[serde(default)]
    pub code: Option<String>,
    #[serde(default)]
    pub result_variable: Option<String>,
    #[serde(default)]
    pub assignee: Option<String>,
    #[serde(default)]
    pub role: Option<String>,
    #[serde(default)]
    pub correlation_key: Option<String>,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub message: Option<String>,
    #[serde(default)]
    pub status: Option<String>,
}

#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum StepKind {
    Command,
    Code,
    UserTask,
    Callback,
    Notification,
    End,
}

impl StepKind {
    fn as_str(self) -> &'static str {
        match self {
            StepKind::Command => "command",
            StepKind::Code => "code",
            StepKind::UserTask => "userTask",
            StepKind::Callback => "callback",
            StepKind::Notification => "notification",
            StepKind::End => "end",
        }
    }
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Next {
    To(String),
    Branches(Vec<Branch>),
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Branch {
    #[serde(default)]
    pub when: Option<String>,
    pub to: String,
}

impl Definition {
    fn step(&self, id: &str) -> Option<&Step> {
        self.steps.iter().find(|s| s.id == id)
    }

    /// Every structural rule, all problems at once (field paths under `definition`).
    pub fn check(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("definition.name", Some(self.name.as_str()), 200);
        if self.steps.is_empty() || self.steps.len() > MAX_STEPS {
            c.add("definition.steps", format!("must have 1 to {MAX_STEPS} steps"));
        }
        let mut ids = BTreeSet::new();
        for (i, s) in self.steps.iter().enumerate() {
            let f = |name: &str| format!("definition.steps[{i}].{name}");
            c.code(&f("id"), Some(s.id.as_str()), 100);
            if !ids.insert(s.id.as_str()) {
                c.add(&f("id"), format!("'{}' is used by two steps", s.id));
            }
            let need = |c: &mut Checks, name: &str, v: &Option<String>| {
                if v.as_deref().is_none_or(|t| t.trim().is_empty()) {
                    c.add(&f(name), format!("is required for a {} step", s.kind.as_str()));
                }
            };
            match s.kind {
                StepKind::Command => need(&mut c, "commandName", &s.command_name),
                StepKind::Code => need(&mut c, "code", &s.code),
                StepKind::UserTask => {
                    if s.assignee.is_none() && s.role.is_none() {
                        c.add(&f("assignee"), "a user task needs an assignee or a role");
                    }
                }
                StepKind::Callback => need(&mut c, "correlationKey", &s.correlation_key),
                StepKind::Notification => need(&mut c, "title", &s.title),
                StepKind::End => {
                    if let Some(st) = s.status.as_deref()
                        && st != COMPLETED
                        && st != FAILED
                    {
                        c.add(&f("status"), "must be COMPLETED or FAILED");
                    }
                }
            }
            if s.kind != StepKind::End && s.next.is_none() {
                c.add(&f("next"), "is required (every step but an end step leads somewhere)");
            }
        }
        for (i, s) in self.steps.iter().enumerate() {
            let targets: Vec<&str> = match &s.next {
                None => vec![],
                Some(Next::To(t)) => vec![t.as_str()],
                Some(Next::Branches(b)) => b.iter().map(|b| b.to.as_str()).collect(),
            };
            for t in targets {
                if !ids.contains(t) {
                    c.add(&format!("definition.steps[{i}].next"), format!("names no step '{t}'"));
                }
            }
        }
        if !ids.contains(self.start.as_str()) {
            c.add("definition.start", format!("names no step '{}'", self.start));
        }
        if !self.steps.iter().any(|s| s.kind == StepKind::End) {
            c.add("definition.steps", "need at least one end step");
        }
        c.finish()
    }
}

// ---------------------------------------------------------------------------
// Definitions

#[derive(Clone, Debug, sqlx::FromRow)]
struct DefinitionRow {
    id: i64,
    key: String,
    name: String,
    entity_type: Option<String>,
    definition: String,
    created_by: String,
    created_at: DateTime<Utc>,
}

const SELECT_DEFINITION: &str =
    "SELECT id, key, name, entity_type, definition, created_by, created_at FROM process_definitions";

impl DefinitionRow {
    fn parsed(&self) -> Result<Definition> {
        serde_json::from_str(&self.definition)
            .map_err(|e| Error::Internal(format!("stored process definition {} is unreadable: {e}", self.id)))
    }

    fn view(&self, with_definition: bool) -> Result<DefinitionView> {
        Ok(DefinitionView {
            id: self.id,
            key: self.key.clone(),
            name: self.name.clone(),
            entity_type: self.entity_type.clone(),
            steps: self.parsed()?.steps.len(),
            created_by: self.created_by.clone(),
            created_at: self.created_at,
            definition: if with_definition { Some(serde_json::to_value(self.parsed()?)?) } else { None },
        })
    }
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DefinitionView {
    pub id: i64,
    pub key: String,
    pub name: String,
    pub entity_type: Option<String>,
    pub steps: usize,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub definition: Option<Json>,
}

async fn load_definition(tx: &mut Tx, id: i64) -> Result<DefinitionRow> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_DEFINITION} WHERE id = $1")), args![id])
        .await?
        .ok_or_else(|| Error::not_found("process definition", id))
}

/// `RegisterProcessDefinitionCommand` (beyond the spec): `key` and
/// `definition` (the format above). Keys are unique; a changed process is
/// registered under a new key, so running instances keep their definition.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterProcessDefinitionCommand {
    pub key: Option<String>,
    pub definition: Option<Json>,
}

impl RegisterProcessDefinitionCommand {
    fn parsed(&self) -> Result<(String, Definition)> {
        let mut c = Checks::new();
        let key = self
            .key
            .clone()
            .or_else(|| self.definition.as_ref().and_then(|d| d.get("key")).and_then(Json::as_str).map(str::to_owned));
        c.code("key", key.as_deref(), 100);
        let Some(def) = &self.definition else {
            c.add("definition", "is required");
            c.finish()?;
            return Err(Error::invalid("definition", "is required"));
        };
        if def.to_string().len() > MAX_DEFINITION_BYTES {
            c.add("definition", format!("must be at most {MAX_DEFINITION_BYTES} bytes"));
        }
        c.finish()?;
        let def: Definition = crate::command::parse_request(def.clone()).map_err(|e| match e {
            Error::Validation(map) => Error::Validation(
                map.into_iter()
                    .map(|(k, v)| (if k == "data" { "definition".into() } else { format!("definition.{k}") }, v))
                    .collect(),
            ),
            other => other,
        })?;
        def.check()?;
        Ok((key.unwrap_or_default(), def))
    }
}

impl Command for RegisterProcessDefinitionCommand {
    const NAME: &'static str = "RegisterProcessDefinitionCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Process definition registered successfully.";
    type Output = DefinitionView;

    fn validate(&self) -> Result<()> {
        self.parsed().map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<DefinitionView> {
        let (key, mut def) = self.parsed()?;
        def.key = Some(key.clone());
        let n: i64 = cx.tx.scalar("SELECT COUNT(*) FROM process_definitions WHERE key = $1", args![&key]).await?;
        if n > 0 {
            return Err(Error::AlreadyExists { entity: "process definition", reference: key });
        }
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO process_definitions (key, name, entity_type, definition, created_by, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
                args![
                    &key,
                    &def.name,
                    def.entity_type.clone(),
                    serde_json::to_string(&def)?,
                    &cx.actor.username,
                    now()
                ],
            )
            .await?;
        cx.record(Draft::new(format!("registered process definition {key} ({} steps)", def.steps.len())).entity(
            "ProcessDefinition",
            id,
            &key,
            &def.name,
        ));
        load_definition(&mut cx.tx, id).await?.view(true)
    }
}

/// `GetProcessDefinitionListQuery` (beyond the spec): `pageIndex`, `pageSize`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetProcessDefinitionListQuery {
    pub page_index: Option<i64>,
    pub page_size: Option<i64>,
}

impl Command for GetProcessDefinitionListQuery {
    const NAME: &'static str = "GetProcessDefinitionListQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = IndexPage<DefinitionView>;

    fn envelope_extras(output: &Self::Output) -> Map<String, Json> {
        output.extras()
    }

    fn validate(&self) -> Result<()> {
        index_page(self.page_index, self.page_size).map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<IndexPage<DefinitionView>> {
        let (index, size) = index_page(self.page_index, self.page_size)?;
        let count: i64 = cx.tx.scalar("SELECT COUNT(*) FROM process_definitions", vec![]).await?;
        let rows: Vec<DefinitionRow> = cx
            .tx
            .fetch_all(
                Sql::assembled(format!("{SELECT_DEFINITION} ORDER BY id LIMIT $1 OFFSET $2")),
                args![size, index.saturating_mul(size)],
            )
            .await?;
        let items = rows.iter().map(|r| r.view(false)).collect::<Result<Vec<_>>>()?;
        Ok(IndexPage { items, count, page_index: index, size })
    }
}

/// `GetProcessDefinitionByIdQuery` (beyond the spec): `id` or `key`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetProcessDefinitionByIdQuery {
    pub id: Option<i64>,
    pub key: Option<String>,
}

impl Command for GetProcessDefinitionByIdQuery {
    const NAME: &'static str = "GetProcessDefinitionByIdQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = DefinitionView;

    fn validate(&self) -> Result<()> {
        if self.id.is_none() && self.key.is_none() {
            return Err(Error::invalid("id", "id or key is required"));
        }
        Ok(())
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<DefinitionView> {
        let row: Option<DefinitionRow> = match (self.id, &self.key) {
            (Some(id), _) => {
                cx.tx.fetch_optional(Sql::assembled(format!("{SELECT_DEFINITION} WHERE id = $1")), args![id]).await?
            }
            (None, key) => {
                cx.tx
                    .fetch_optional(Sql::assembled(format!("{SELECT_DEFINITION} WHERE key = $1")), args![key.clone()])
                    .await?
            }
        };
        let name = self.id.map(|i| i.to_string()).or(self.key).unwrap_or_default();
        row.ok_or_else(|| Error::not_found("process definition", name))?.view(true)
    }
}

// ---------------------------------------------------------------------------
// Instances

#[derive(Clone, Debug, sqlx::FromRow)]
struct InstanceRow {
    id: i64,
    guid: String,
    definition_id: i64,
    status: String,
    current_step: Option<String>,
    waiting_for: Option<String>,
    correlation_key: Option<String>,
    assignee: Option<String>,
    assignee_role: Option<String>,
    variables: String,
    version: i64,
    entity_type: Option<String>,
    entity_id: Option<String>,
    initiated_by: String,
    error: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    completed_at: Option<DateTime<Utc>>,
}

const SELECT_INSTANCE: &str = "SELECT id, guid, definition_id, status, current_step, waiting_for, correlation_key,
    assignee, assignee_role, variables, version, entity_type, entity_id, initiated_by, error, created_at, updated_at,
    completed_at FROM process_instances";

impl InstanceRow {
    fn vars(&self) -> Map<String, Json> {
        serde_json::from_str(&self.variables).unwrap_or_default()
    }
}

/// A process instance as the engine answers it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InstanceView {
    pub id: i64,
    pub instance_guid: String,
    pub process_definition_id: i64,
    pub process_name: String,
    pub status: String,
    pub current_task_id: Option<String>,
    pub current_task_name: Option<String>,
    pub waiting_for: Option<String>,
    pub correlation_key: Option<String>,
    pub assignee: Option<String>,
    pub assignee_role: Option<String>,
    pub variables: Map<String, Json>,
    pub entity_type: Option<String>,
    pub entity_id: Option<String>,
    pub initiated_by: String,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub completed_at: Option<DateTime<Utc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub history: Option<Vec<HistoryItem>>,
}

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct HistoryItem {
    pub step_id: String,
    pub kind: String,
    pub outcome: String,
    pub detail: Option<String>,
    pub actor: Option<String>,
    pub occurred_at: DateTime<Utc>,
}

async fn find_instance(tx: &mut Tx, guid: &str) -> Result<Option<InstanceRow>> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_INSTANCE} WHERE guid = $1")), args![guid]).await
}

async fn view(bank: &Bank, id: i64, with_history: bool) -> Result<InstanceView> {
    let mut tx = bank.db().begin_read().await?;
    let row: InstanceRow = tx.fetch_one(Sql::assembled(format!("{SELECT_INSTANCE} WHERE id = $1")), args![id]).await?;
    let def = load_definition(&mut tx, row.definition_id).await?;
    let history = if with_history {
        Some(
            tx.fetch_all(
                "SELECT step_id, kind, outcome, detail, actor, occurred_at FROM process_history
                 WHERE instance_id = $1 ORDER BY id LIMIT 1000",
                args![id],
            )
            .await?,
        )
    } else {
        None
    };
    tx.rollback().await?;
    let parsed = def.parsed()?;
    let task_name = row
        .current_step
        .as_deref()
        .and_then(|s| parsed.step(s))
        .map(|s| s.name.clone().unwrap_or_else(|| s.id.clone()));
    Ok(InstanceView {
        id: row.id,
        instance_guid: row.guid.clone(),
        process_definition_id: row.definition_id,
        process_name: def.name.clone(),
        status: row.status.clone(),
        current_task_id: row.current_step.clone(),
        current_task_name: task_name,
        waiting_for: row.waiting_for.clone(),
        correlation_key: row.correlation_key.clone(),
        assignee: row.assignee.clone(),
        assignee_role: row.assignee_role.clone(),
        variables: row.vars(),
        entity_type: row.entity_type.clone(),
        entity_id: row.entity_id.clone(),
        initiated_by: row.initiated_by.clone(),
        error: row.error.clone(),
        created_at: row.created_at,
        updated_at: row.updated_at,
        completed_at: row.completed_at,
        history,
    })
}

fn as_globals(vars: &Map<String, Json>) -> Vec<(String, Json)> {
    vars.iter().filter(|(k, _)| is_identifier(k)).map(|(k, v)| (k.clone(), v.clone())).collect()
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

async fn expression(expr: &str, vars: &Map<String, Json>) -> Result<Json> {
    Ok(sandbox::evaluate(expr, as_globals(vars), sandbox::DEFAULT_LIMITS).await?)
}

fn truthy(v: &Json) -> bool {
    match v {
        Json::Null => false,
        Json::Bool(b) => *b,
        Json::Number(n) => n.as_f64().is_some_and(|f| f != 0.0),
        Json::String(s) => !s.is_empty(),
        _ => true,
    }
}

fn key_text(v: &Json) -> Option<String> {
    match v {
        Json::String(s) if !s.is_empty() => Some(s.clone()),
        Json::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

async fn next_step(step: &Step, vars: &Map<String, Json>) -> Result<Option<String>> {
    match &step.next {
        None => Ok(None),
        Some(Next::To(t)) => Ok(Some(t.clone())),
        Some(Next::Branches(branches)) => {
            for b in branches {
                match &b.when {
                    None => return Ok(Some(b.to.clone())),
                    Some(w) if truthy(&expression(w, vars).await?) => return Ok(Some(b.to.clone())),
                    Some(_) => {}
                }
            }
            Err(Error::rule("PROCESS_NO_TRANSITION", 422, format!("no transition of step '{}' applies", step.id)))
        }
    }
}

/// The change one step makes to its instance.
struct StepWrite {
    status: &'static str,
    current_step: Option<String>,
    waiting_for: Option<&'static str>,
    correlation_key: Option<String>,
    assignee: Option<String>,
    assignee_role: Option<String>,
    vars: Map<String, Json>,
    error: Option<String>,
    history_outcome: &'static str,
    history_detail: Option<String>,
    notifications: Vec<Json>,
}

/// Writes a step's change if nobody else moved the instance meanwhile.
async fn write_step(bank: &Bank, row: &InstanceRow, step: &Step, actor: Option<&str>, w: StepWrite) -> Result<bool> {
    let vars_text = serde_json::to_string(&w.vars)?;
    if vars_text.len() > MAX_VARIABLES_BYTES {
        return Err(Error::rule(
            "PROCESS_VARIABLES_TOO_LARGE",
            422,
            format!("process variables exceed {MAX_VARIABLES_BYTES} bytes"),
        ));
    }
    let at = now();
    let done = matches!(w.status, COMPLETED | FAILED | CANCELLED);
    let mut tx = bank.db().begin_write().await?;
    let moved = tx
        .execute(
            "UPDATE process_instances SET status = $1, current_step = $2, waiting_for = $3, correlation_key = $4,
                 assignee = $5, assignee_role = $6, variables = $7, error = $8, version = version + 1,
                 updated_at = $9, completed_at = $10
             WHERE id = $11 AND version = $12",
            args![
                w.status,
                w.current_step.clone(),
                w.waiting_for,
                w.correlation_key.clone(),
                w.assignee.clone(),
                w.assignee_role.clone(),
                &vars_text,
                w.error.clone(),
                at,
                done.then_some(at),
                row.id,
                row.version
            ],
        )
        .await;
    let moved = match moved {
        Ok(n) => n,
        Err(Error::Conflict(_)) => {
            return Err(Error::Conflict(format!(
                "another process instance is already waiting for correlation key '{}'",
                w.correlation_key.unwrap_or_default()
            )));
        }
        Err(e) => return Err(e),
    };
    if moved != 1 {
        tx.rollback().await?;
        return Ok(false);
    }
    tx.execute(
        "INSERT INTO process_history (instance_id, step_id, kind, outcome, detail, actor, occurred_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        args![row.id, &step.id, step.kind.as_str(), w.history_outcome, w.history_detail.clone(), actor, at],
    )
    .await?;
    // Process events go to staff in real time through the database feed, which
    // every `serve` instance relays to its hub connections: a task to its
    // assignee (or role), progress and completion to the process managers.
    for n in &w.notifications {
        let audience = match (n["notificationType"].as_str(), &w.assignee, &w.assignee_role) {
            (Some("TASK_ASSIGNMENT"), Some(user), _) => Audience::User(user.clone()),
            (Some("TASK_ASSIGNMENT"), None, Some(role)) => Audience::Role(role.clone()),
            _ => Audience::Permission(perm::PROCESSES_MANAGE),
        };
        crate::notify::events::publish_in(&mut tx, RECEIVE_NOTIFICATION, &audience, n).await?;
    }
    tx.commit().await?;
    bank.signals().feed.notify_waiters();
    Ok(true)
}

struct Context {
    def: Definition,
    definition_id: i64,
    initiator_id: Option<i64>,
}

fn notification(ctx: &Context, row: &InstanceRow, kind: &str, title: String, message: String, extra: Json) -> Json {
    let mut data = json!({
        "instanceGuid": row.guid,
        "processDefinitionId": ctx.definition_id,
        "processName": ctx.def.name,
        "entityType": row.entity_type,
        "entityId": row.entity_id,
        "initiatedByUserId": ctx.initiator_id,
        "link": format!("/process-instances/{}", row.guid),
    });
    if let (Json::Object(d), Json::Object(e)) = (&mut data, extra) {
        d.extend(e);
    }
    json!({
        "notificationType": kind,
        "title": title,
        "message": message,
        "action": "",
        "priority": "normal",
        "data": data,
        "timestamp": now(),
    })
}

async fn user_id(bank: &Bank, username: &str) -> Result<Option<i64>> {
    let mut tx = bank.db().begin_read().await?;
    let id = tx.scalar_optional("SELECT id FROM users WHERE username = $1", args![username]).await?;
    tx.rollback().await?;
    Ok(id)
}

/// Runs automatic steps from the instance's current step until it waits,
/// ends or fails. Commands run as the initiator, each in its own transaction.
pub async fn advance(bank: &Bank, instance_id: i64) -> Result<()> {
    for _ in 0..MAX_STEPS_PER_ADVANCE {
        let (row, def_row) = {
            let mut tx = bank.db().begin_read().await?;
            let row: InstanceRow =
                tx.fetch_one(Sql::assembled(format!("{SELECT_INSTANCE} WHERE id = $1")), args![instance_id]).await?;
            let def = load_definition(&mut tx, row.definition_id).await?;
            tx.rollback().await?;
            (row, def)
        };
        if row.status != RUNNING {
            return Ok(());
        }
        let ctx = Context {
            def: def_row.parsed()?,
            definition_id: def_row.id,
            initiator_id: user_id(bank, &row.initiated_by).await?,
        };
        let step_id = row.current_step.clone().unwrap_or_default();
        let Some(step) = ctx.def.step(&step_id).cloned() else {
            let w = failed(&ctx, &row, row.vars(), format!("the definition has no step '{step_id}'"));
            let phantom = Step { id: step_id, kind: StepKind::End, ..empty_step() };
            write_step(bank, &row, &phantom, None, w).await?;
            return Ok(());
        };
        // Claim the step before running it: of two advancers (a resume and
        // the orphan sweep, say) only the one whose claim lands runs the step,
        // so a command step's effect happens once.
        let Some(row) = claim(bank, row).await? else { return Ok(()) };
        let w = match run_step(bank, &ctx, &row, &step).await {
            Ok(w) => w,
            Err(e) => failed(&ctx, &row, row.vars(), e.public_message()),
        };
        let stop = w.status != RUNNING;
        match write_step(bank, &row, &step, None, w).await {
            Ok(true) => {}
            // Someone else moved the instance (a cancel): stop here.
            Ok(false) => return Ok(()),
            Err(e) => {
                let w = failed(&ctx, &row, row.vars(), e.public_message());
                write_step(bank, &row, &step, None, w).await?;
                return Ok(());
            }
        }
        if stop {
            return Ok(());
        }
    }
    Err(Error::rule("PROCESS_LOOP", 422, format!("the process took more than {MAX_STEPS_PER_ADVANCE} steps at once")))
}

/// Moves the instance's version on in a committed transaction of its own;
/// None when another advancer moved it first.
async fn claim(bank: &Bank, mut row: InstanceRow) -> Result<Option<InstanceRow>> {
    let mut tx = bank.db().begin_write().await?;
    let claimed = tx
        .execute(
            "UPDATE process_instances SET version = version + 1, updated_at = $1
             WHERE id = $2 AND version = $3 AND status = $4",
            args![now(), row.id, row.version, RUNNING],
        )
        .await?;
    tx.commit().await?;
    row.version += 1;
    Ok((claimed == 1).then_some(row))
}

fn empty_step() -> Step {
    Step {
        id: String::new(),
        kind: StepKind::End,
        name: None,
        next: None,
        command_name: None,
        data: None,
        data_expression: None,
        code: None,
        result_variable: None,
        assignee: None,
        role: None,
        correlation_key: None,
        title: None,
        message: None,
        status: None,
    }
}

fn failed(ctx: &Context, row: &InstanceRow, vars: Map<String, Json>, error: String) -> StepWrite {
    let n = notification(
        ctx,
        row,
        "PROCESS_COMPLETION",
        format!("{} failed", ctx.def.name),
        error.clone(),
        json!({"status": FAILED}),
    );
    StepWrite {
        status: FAILED,
        current_step: row.current_step.clone(),
        waiting_for: None,
        correlation_key: None,
        assignee: None,
        assignee_role: None,
        vars,
        error: Some(error.clone()),
        history_outcome: "FAILED",
        history_detail: Some(error),
        notifications: vec![n],
    }
}

fn moving_on(
    row: &InstanceRow,
    vars: Map<String, Json>,
    to: Option<String>,
    outcome: &'static str,
    detail: Option<String>,
) -> StepWrite {
    StepWrite {
        status: RUNNING,
        current_step: to.or(row.current_step.clone()),
        waiting_for: None,
        correlation_key: None,
        assignee: None,
        assignee_role: None,
        vars,
        error: None,
        history_outcome: outcome,
        history_detail: detail,
        notifications: vec![],
    }
}

async fn run_step(bank: &Bank, ctx: &Context, row: &InstanceRow, step: &Step) -> Result<StepWrite> {
    let mut vars = row.vars();
    let result_name = || step.result_variable.clone().unwrap_or_else(|| step.id.clone());
    match step.kind {
        StepKind::Code => {
            let value = expression(step.code.as_deref().unwrap_or_default(), &vars).await?;
            vars.insert(result_name(), value);
            let to = next_step(step, &vars).await?;
            Ok(moving_on(row, vars, to, "DONE", None))
        }
        StepKind::Command => {
            let mut data = step.data.clone().unwrap_or_default();
            if let Some(e) = &step.data_expression {
                match expression(e, &vars).await? {
                    Json::Object(extra) => data.extend(extra),
                    Json::Null => {}
                    _ => {
                        return Err(Error::rule(
                            "PROCESS_STEP",
                            422,
                            format!("dataExpression of '{}' is not an object", step.id),
                        ));
                    }
                }
            }
            let name = step.command_name.clone().unwrap_or_default();
            let actor = bank.actor(&row.initiated_by).await.map_err(|_| {
                super::configuration(format!("the process initiator '{}' is unknown or disabled", row.initiated_by))
            })?;
            let origin = Origin {
                ip_address: None,
                user_agent: Some(format!("process {}", row.guid)),
                tenant_id: None,
                trusted_local: false,
            };
            let reply = bank.execute_json(&name, &actor, &origin, Json::Object(data)).await?;
            vars.insert(result_name(), reply.data);
            let to = next_step(step, &vars).await?;
            Ok(moving_on(row, vars, to, "DONE", Some(format!("ran {name}"))))
        }
        StepKind::Notification => {
            let n = notification(
                ctx,
                row,
                "PROCESS_PROGRESS_UPDATE",
                step.title.clone().unwrap_or_default(),
                step.message.clone().unwrap_or_default(),
                json!({"currentTaskId": step.id, "currentTaskName": step.name.clone().unwrap_or_else(|| step.id.clone())}),
            );
            let to = next_step(step, &vars).await?;
            let mut w = moving_on(row, vars, to, "NOTIFIED", step.title.clone());
            w.notifications.push(n);
            Ok(w)
        }
        StepKind::UserTask => {
            let assignee_id = match &step.assignee {
                Some(a) => user_id(bank, a).await?,
                None => None,
            };
            let name = step.name.clone().unwrap_or_else(|| step.id.clone());
            let n = notification(
                ctx,
                row,
                "TASK_ASSIGNMENT",
                format!("Task: {name}"),
                format!("{} is waiting for you", ctx.def.name),
                json!({"taskId": step.id, "taskName": name, "userId": assignee_id, "role": step.role}),
            );
            Ok(StepWrite {
                status: WAITING,
                current_step: Some(step.id.clone()),
                waiting_for: Some("USER_TASK"),
                correlation_key: None,
                assignee: step.assignee.clone(),
                assignee_role: step.role.clone(),
                vars,
                error: None,
                history_outcome: "WAITING",
                history_detail: Some(format!(
                    "assigned to {}",
                    step.assignee.clone().or(step.role.clone()).unwrap_or_default()
                )),
                notifications: vec![n],
            })
        }
        StepKind::Callback => {
            let key = expression(step.correlation_key.as_deref().unwrap_or_default(), &vars).await?;
            let key = key_text(&key).ok_or_else(|| {
                Error::rule("PROCESS_STEP", 422, format!("the correlation key of '{}' is empty", step.id))
            })?;
            Ok(StepWrite {
                status: WAITING,
                current_step: Some(step.id.clone()),
                waiting_for: Some("CALLBACK"),
                correlation_key: Some(key.clone()),
                assignee: None,
                assignee_role: None,
                vars,
                error: None,
                history_outcome: "WAITING",
                history_detail: Some(format!("correlation key {key}")),
                notifications: vec![],
            })
        }
        StepKind::End => {
            let status = if step.status.as_deref() == Some(FAILED) { FAILED } else { COMPLETED };
            let n = notification(
                ctx,
                row,
                "PROCESS_COMPLETION",
                format!("{} {}", ctx.def.name, status.to_lowercase()),
                format!("The process ended at step {}", step.id),
                json!({"status": status}),
            );
            Ok(StepWrite {
                status,
                current_step: Some(step.id.clone()),
                waiting_for: None,
                correlation_key: None,
                assignee: None,
                assignee_role: None,
                vars,
                error: None,
                history_outcome: status,
                history_detail: None,
                notifications: vec![n],
            })
        }
    }
}

/// Starts an instance of definition `definition_id` with `variables`, as
/// `actor` (its command steps run as them), and advances it until it waits or ends.
pub async fn start(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    definition_id: i64,
    variables: Map<String, Json>,
) -> Result<InstanceView> {
    let def_row = {
        let mut tx = bank.db().begin_read().await?;
        let d = load_definition(&mut tx, definition_id).await;
        tx.rollback().await?;
        d?
    };
    let def = def_row.parsed()?;
    let entity_id = match &def.entity_id_expression {
        Some(e) => expression(e, &variables).await.ok().as_ref().and_then(key_text),
        None => None,
    };
    let vars_text = serde_json::to_string(&variables)?;
    if vars_text.len() > MAX_VARIABLES_BYTES {
        return Err(Error::invalid("variables", format!("must be at most {MAX_VARIABLES_BYTES} bytes of JSON")));
    }
    let guid = uuid::Uuid::new_v4().to_string();
    let at = now();
    let mut tx = bank.db().begin_write().await?;
    let id: i64 = tx
        .scalar(
            "INSERT INTO process_instances (guid, definition_id, status, current_step, variables, entity_type,
                 entity_id, initiated_by, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id",
            args![
                &guid,
                definition_id,
                RUNNING,
                &def.start,
                &vars_text,
                def.entity_type.clone(),
                entity_id,
                &actor.username,
                at
            ],
        )
        .await?;
    tx.execute(
        "INSERT INTO process_history (instance_id, step_id, kind, outcome, detail, actor, occurred_at)
         VALUES ($1, $2, 'start', 'STARTED', $3, $4, $5)",
        args![id, &def.start, format!("started {}", def.name), &actor.username, at],
    )
    .await?;
    let draft =
        Draft::new(format!("started process {} ({})", def.name, guid)).entity("ProcessInstance", id, &guid, &def.name);
    let outcome =
        Outcome { activity_type: ActivityType::Create, command: StartProcessInstanceCommand::NAME, error: None };
    activity::record(&mut tx, Some(actor), origin, draft, outcome).await?;
    tx.commit().await?;
    if let Err(e) = advance(bank, id).await {
        tracing::warn!(instance = %guid, error = %e, "process advance stopped");
    }
    view(bank, id, false).await.map_err(super::after_effect)
}

/// Resumes instances a crash left RUNNING (untouched for a minute).
pub async fn resume_orphans(bank: &Bank) -> Result<usize> {
    let before = now() - chrono::Duration::seconds(ORPHAN_AFTER_SECONDS);
    let ids: Vec<(i64,)> = {
        let mut tx = bank.db().begin_read().await?;
        let ids = tx
            .fetch_all(
                "SELECT id FROM process_instances WHERE status = $1 AND updated_at < $2 ORDER BY id LIMIT 100",
                args![RUNNING, before],
            )
            .await?;
        tx.rollback().await?;
        ids
    };
    for (id,) in &ids {
        if let Err(e) = advance(bank, *id).await {
            tracing::warn!(instance = id, error = %e, "resuming a process failed");
        }
    }
    Ok(ids.len())
}

async fn record(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    command: &'static str,
    draft: Draft,
    error: Option<&Error>,
) {
    let attempt = async {
        let mut tx = bank.db().begin_write().await?;
        let outcome = Outcome { activity_type: ActivityType::Update, command, error };
        activity::record(&mut tx, Some(actor), origin, draft, outcome).await?;
        tx.commit().await
    };
    if let Err(e) = attempt.await {
        tracing::error!(command, error = %e, "could not record a process activity");
    }
}

/// Records a command's success on its instance (in a transaction of its own,
/// as the steps commit on their own) and answers with the instance now.
async fn done(cx: &mut Cx<'_>, command: &'static str, row: &InstanceRow, detail: String) -> Result<InstanceView> {
    let draft = Draft::new(detail).entity("ProcessInstance", row.id, &row.guid, &row.guid);
    record(cx.bank, cx.actor, cx.origin, command, draft, None).await;
    view(cx.bank, row.id, false).await.map_err(super::after_effect)
}

/// Records a command's failure, if it failed (steps may have committed
/// before it did), and passes the result on.
async fn failure_recorded<T>(cx: &mut Cx<'_>, command: &'static str, result: Result<T>) -> Result<T> {
    if let Err(e) = &result {
        record(cx.bank, cx.actor, cx.origin, command, Draft::new(format!("{command} failed")), Some(e)).await;
    }
    result
}

/// Moves a waiting instance back to RUNNING at its next step (compare-and-set
/// on its version), with `extra` merged into its variables.
async fn resume(
    bank: &Bank,
    row: &InstanceRow,
    actor: &Actor,
    extra: Map<String, Json>,
    outcome: &'static str,
    detail: String,
) -> Result<()> {
    let def_row = {
        let mut tx = bank.db().begin_read().await?;
        let d = load_definition(&mut tx, row.definition_id).await;
        tx.rollback().await?;
        d?
    };
    let def = def_row.parsed()?;
    let step_id = row.current_step.clone().unwrap_or_default();
    let step = def.step(&step_id).cloned().ok_or_else(|| Error::Internal(format!("no step {step_id}")))?;
    let mut vars = row.vars();
    vars.extend(extra);
    let to = next_step(&step, &vars).await?;
    let w = moving_on(row, vars, to, outcome, Some(detail));
    if !write_step(bank, row, &step, Some(&actor.username), w).await? {
        return Err(Error::Conflict("the process instance changed meanwhile; read it and retry".into()));
    }
    if let Err(e) = advance(bank, row.id).await {
        tracing::warn!(instance = %row.guid, error = %e, "process advance stopped");
    }
    Ok(())
}

/// The spec's `StartProcessInstanceCommand`: `processDefinitionId` (or
/// `processDefinitionKey`) and `variables` (an object).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StartProcessInstanceCommand {
    pub process_definition_id: Option<i64>,
    pub process_definition_key: Option<String>,
    pub variables: Option<Map<String, Json>>,
}

impl Command for StartProcessInstanceCommand {
    const NAME: &'static str = "StartProcessInstanceCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    // Steps commit one by one in transactions of their own; the start is recorded with the instance.
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Process instance started.";
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        if self.process_definition_id.is_none() && self.process_definition_key.is_none() {
            return Err(Error::invalid(
                "processDefinitionId",
                "processDefinitionId or processDefinitionKey is required",
            ));
        }
        Ok(())
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let id = match (self.process_definition_id, &self.process_definition_key) {
            (Some(id), _) => id,
            (None, key) => cx
                .tx
                .scalar_optional("SELECT id FROM process_definitions WHERE key = $1", args![key.clone()])
                .await?
                .ok_or_else(|| Error::not_found("process definition", key.clone().unwrap_or_default()))?,
        };
        let result = start(cx.bank, cx.actor, cx.origin, id, self.variables.unwrap_or_default()).await;
        failure_recorded(cx, Self::NAME, result).await
    }
}

/// The spec's `SignalProcessInstanceCommand`: completes the waiting user task
/// of `instanceGuid` (`taskId`, when given, must be the waiting one), merging
/// `variables`. Allowed to the assignee, holders of the task's role, and
/// holders of `processes.manage`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SignalProcessInstanceCommand {
    pub instance_guid: Option<String>,
    pub task_id: Option<String>,
    pub variables: Option<Map<String, Json>>,
}

async fn instance_by_guid(cx: &mut Cx<'_>, guid: &str) -> Result<InstanceRow> {
    find_instance(&mut cx.tx, guid).await?.ok_or_else(|| Error::not_found("process instance", guid))
}

impl Command for SignalProcessInstanceCommand {
    const NAME: &'static str = "SignalProcessInstanceCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Process instance signalled.";
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("instanceGuid", self.instance_guid.as_deref(), 64);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let guid = self.instance_guid.clone().unwrap_or_default();
        let result = async {
            let row = instance_by_guid(cx, &guid).await?;
            if row.status != WAITING || row.waiting_for.as_deref() != Some("USER_TASK") {
                return Err(Error::Conflict(format!(
                    "process instance {guid} is {} and not waiting for a user task",
                    row.status
                )));
            }
            if let Some(task) = &self.task_id
                && row.current_step.as_deref() != Some(task.as_str())
            {
                return Err(Error::Conflict(format!(
                    "process instance {guid} waits at task '{}', not '{task}'",
                    row.current_step.clone().unwrap_or_default()
                )));
            }
            let actor = cx.actor;
            let allowed = actor.can(perm::PROCESSES_MANAGE)
                || row.assignee.as_deref() == Some(actor.username.as_str())
                || row.assignee_role.as_deref() == Some(actor.role.as_str());
            if !allowed {
                return Err(Error::Forbidden(perm::PROCESSES_MANAGE));
            }
            let detail =
                format!("task {} completed by {}", row.current_step.clone().unwrap_or_default(), actor.username);
            resume(cx.bank, &row, actor, self.variables.clone().unwrap_or_default(), "COMPLETED", detail.clone())
                .await?;
            done(cx, Self::NAME, &row, detail).await
        }
        .await;
        failure_recorded(cx, Self::NAME, result).await
    }
}

/// The spec's `ReturnCallbackCommand`: `correlationKey`, `callbackData`,
/// `isSuccess`; `result` is accepted too (a boolean stands for `isSuccess`,
/// anything else for `callbackData`). The instance gets the variables
/// `callbackData` and `callbackSuccess` and moves on.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReturnCallbackCommand {
    pub correlation_key: Option<String>,
    pub callback_data: Option<Json>,
    pub is_success: Option<bool>,
    pub result: Option<Json>,
}

impl Command for ReturnCallbackCommand {
    const NAME: &'static str = "ReturnCallbackCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Callback accepted.";
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("correlationKey", self.correlation_key.as_deref(), 200);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let key = self.correlation_key.clone().unwrap_or_default();
        let result = async {
            let row: Option<InstanceRow> = cx
                .tx
                .fetch_optional(Sql::assembled(format!("{SELECT_INSTANCE} WHERE correlation_key = $1")), args![&key])
                .await?;
            let Some(row) = row.filter(|r| r.status == WAITING) else {
                return Err(Error::rule(
                    "CALLBACK_NOT_EXPECTED",
                    404,
                    format!(
                        "no process instance is waiting for correlation key '{key}' (unknown, or already finished)"
                    ),
                ));
            };
            let (mut success, mut data) = (self.is_success, self.callback_data.clone());
            match &self.result {
                Some(Json::Bool(b)) if success.is_none() => success = Some(*b),
                Some(other) if data.is_none() => data = Some(other.clone()),
                _ => {}
            }
            let mut extra = Map::new();
            extra.insert("callbackData".into(), data.unwrap_or(Json::Null));
            extra.insert("callbackSuccess".into(), Json::Bool(success.unwrap_or(true)));
            let detail = format!("callback {key} ({})", if success.unwrap_or(true) { "success" } else { "failure" });
            resume(cx.bank, &row, cx.actor, extra, "CALLED_BACK", detail.clone()).await?;
            done(cx, Self::NAME, &row, detail).await
        }
        .await;
        failure_recorded(cx, Self::NAME, result).await
    }
}

/// The spec's `GetProcessInstanceByIdQuery`: `instanceGuid` (or `id`); with
/// variables and step history.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetProcessInstanceByIdQuery {
    pub instance_guid: Option<String>,
    pub id: Option<i64>,
}

impl Command for GetProcessInstanceByIdQuery {
    const NAME: &'static str = "GetProcessInstanceByIdQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        if self.instance_guid.is_none() && self.id.is_none() {
            return Err(Error::invalid("instanceGuid", "instanceGuid or id is required"));
        }
        Ok(())
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let row: Option<InstanceRow> = match (&self.instance_guid, self.id) {
            (Some(g), _) => find_instance(&mut cx.tx, g).await?,
            (None, id) => {
                cx.tx.fetch_optional(Sql::assembled(format!("{SELECT_INSTANCE} WHERE id = $1")), args![id]).await?
            }
        };
        let name = self.instance_guid.clone().or(self.id.map(|i| i.to_string())).unwrap_or_default();
        let row = row.ok_or_else(|| Error::not_found("process instance", name))?;
        // Managers see every instance; others those they started or are assigned.
        let a = cx.actor;
        if !a.can(perm::PROCESSES_MANAGE)
            && row.initiated_by != a.username
            && row.assignee.as_deref() != Some(a.username.as_str())
            && row.assignee_role.as_deref() != Some(a.role.as_str())
        {
            return Err(Error::Forbidden(perm::PROCESSES_MANAGE));
        }
        view(cx.bank, row.id, true).await
    }
}

/// The spec's `CancelProcessInstanceCommand`: `instanceGuid`, `reason`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CancelProcessInstanceCommand {
    pub instance_guid: Option<String>,
    pub reason: Option<String>,
}

impl Command for CancelProcessInstanceCommand {
    const NAME: &'static str = "CancelProcessInstanceCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Process instance cancelled.";
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("instanceGuid", self.instance_guid.as_deref(), 64);
        c.text("reason", self.reason.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let guid = self.instance_guid.clone().unwrap_or_default();
        let result = async {
            let row = instance_by_guid(cx, &guid).await?;
            if matches!(row.status.as_str(), COMPLETED | CANCELLED | FAILED) {
                return Err(Error::Conflict(format!("process instance {guid} is already {}", row.status)));
            }
            let reason = self.reason.clone().unwrap_or_else(|| "cancelled".into());
            let def_row = load_definition(&mut cx.tx, row.definition_id).await?;
            let ctx = Context {
                def: def_row.parsed()?,
                definition_id: def_row.id,
                initiator_id: user_id(cx.bank, &row.initiated_by).await?,
            };
            let n = notification(
                &ctx,
                &row,
                "PROCESS_COMPLETION",
                format!("{} cancelled", ctx.def.name),
                reason.clone(),
                json!({"status": CANCELLED}),
            );
            let step = Step { id: row.current_step.clone().unwrap_or_default(), kind: StepKind::End, ..empty_step() };
            let w = StepWrite {
                status: CANCELLED,
                current_step: row.current_step.clone(),
                waiting_for: None,
                correlation_key: None,
                assignee: None,
                assignee_role: None,
                vars: row.vars(),
                error: None,
                history_outcome: "CANCELLED",
                history_detail: Some(reason.clone()),
                notifications: vec![n],
            };
            if !write_step(cx.bank, &row, &step, Some(&cx.actor.username), w).await? {
                return Err(Error::Conflict("the process instance changed meanwhile; read it and retry".into()));
            }
            done(cx, Self::NAME, &row, format!("cancelled process instance {guid}: {reason}")).await
        }
        .await;
        failure_recorded(cx, Self::NAME, result).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(steps: Json) -> Result<()> {
        let d: Definition =
            serde_json::from_value(json!({"name": "P", "start": "a", "steps": steps})).expect("parse definition");
        d.check()
    }

    #[test]
    fn definitions_are_checked_whole() {
        assert!(
            def(json!([{"id": "a", "kind": "code", "code": "1", "next": "z"}, {"id": "z", "kind": "end"}])).is_ok()
        );
        let Err(Error::Validation(e)) =
            def(json!([{"id": "a", "kind": "userTask", "next": "nowhere"}, {"id": "a", "kind": "callback"}]))
        else {
            panic!("expected errors")
        };
        let fields: Vec<&str> = e.keys().map(String::as_str).collect();
        for f in [
            "definition.steps",
            "definition.steps[0].assignee",
            "definition.steps[0].next",
            "definition.steps[1].id",
            "definition.steps[1].correlationKey",
        ] {
            assert!(fields.contains(&f), "{f} missing from {fields:?}");
        }
    }
}
