//! Recurring (cron) jobs on `POST /api/v1/execute`, their run history, and
//! the scheduler that `bank serve` runs and `bank jobs run-due` runs once.
//!
//! Exactly once across instances: a due run is claimed by moving the job's
//! `next_run_at` forward with a compare-and-set (`... WHERE next_run_at = <the
//! due time>`) and inserting its run row (unique per job and scheduled time)
//! in the same transaction. Of several `serve` instances on one database only
//! one claim succeeds; the others see the row already moved. The run row is
//! the lease: it names the runner and a `lease_until`; a run still RUNNING
//! after its lease (its runner died) is marked ABANDONED, never re-run, since
//! its effects may already have happened.
//!
//! Misfires: a job found overdue (the server was down) runs once, at once,
//! for the earliest missed time; the missed times between are skipped and the
//! schedule continues from now.

use std::str::FromStr;
use std::time::Duration;

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use croner::Cron;
use croner::parser::{CronParser, Seconds};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value as Json};

use crate::Bank;
use crate::activity::{self, ActivityType, Draft, Outcome};
use crate::args;
use crate::auth::{Access, Origin, perm};
use crate::command::{Command, Cx, Registration};
use crate::engine::{self, ChainStep, ExecutionType, Plan, check_plan};
use crate::error::{Error, Result};
use crate::store::{Arg, Sql, Tx, now};
use crate::validate::Checks;
use crate::webhook::{IndexPage, KeyedFilter, check_id, index_page, keyed_page};
use crate::wire::Area;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateRecurringJobCommand>(),
    Registration::of::<UpdateRecurringJobCommand>(),
    Registration::of::<GetRecurringJobByIdQuery>(),
    Registration::of::<GetRecurringJobListQuery>(),
    Registration::of::<ExecuteRecurringJobCommand>(),
    Registration::of::<DeleteRecurringJobCommand>(),
];

/// How long a runner owns a claimed run before it counts as abandoned.
pub const LEASE: Duration = Duration::from_secs(600);
/// Due jobs claimed per pass.
const MAX_DUE_PER_PASS: i64 = 100;
/// Output kept per run.
const MAX_OUTPUT_CHARS: usize = 64 * 1024;
/// Runs shown with a job.
const RECENT_RUNS: i64 = 20;

/// Parses a cron expression: five fields (minute granularity) or six (seconds first).
pub fn parse_cron(expression: &str) -> std::result::Result<Cron, String> {
    CronParser::builder().seconds(Seconds::Optional).build().parse(expression.trim()).map_err(|e| e.to_string())
}

pub fn parse_zone(zone: &str) -> std::result::Result<Tz, String> {
    Tz::from_str(zone.trim()).map_err(|_| format!("'{zone}' is not an IANA time zone (e.g. Africa/Lagos, UTC)"))
}

/// The first scheduled time strictly after `after`, in the job's zone.
pub fn next_after(cron: &Cron, zone: Tz, after: DateTime<Utc>) -> Option<DateTime<Utc>> {
    cron.find_next_occurrence(&after.with_timezone(&zone), false).ok().map(|t| t.with_timezone(&Utc))
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct JobRow {
    pub id: i64,
    pub key: String,
    pub description: Option<String>,
    pub cron_expression: String,
    pub time_zone: String,
    pub execution_type: i64,
    pub command_name: Option<String>,
    pub command_chain: Option<String>,
    pub execution_code: Option<String>,
    pub process_definition_id: Option<i64>,
    pub payload: String,
    pub run_as_user: String,
    pub is_enabled: bool,
    pub next_run_at: Option<DateTime<Utc>>,
    pub last_run_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const SELECT: &str = "SELECT id, key, description, cron_expression, time_zone, execution_type, command_name,
    command_chain, execution_code, process_definition_id, payload, run_as_user, is_enabled, next_run_at,
    last_run_at, created_at, updated_at FROM recurring_jobs";

impl JobRow {
    pub fn plan(&self) -> Plan {
        Plan {
            execution_type: ExecutionType::from_i64(self.execution_type).unwrap_or(ExecutionType::Command),
            command_name: self.command_name.clone(),
            chain: self.command_chain.as_deref().and_then(|c| serde_json::from_str(c).ok()).unwrap_or_default(),
            code: self.execution_code.clone(),
            process_definition_id: self.process_definition_id,
            run_as: Some(self.run_as_user.clone()),
        }
    }

    fn payload(&self) -> Json {
        serde_json::from_str(&self.payload).unwrap_or(Json::Object(Map::new()))
    }

    fn view(&self) -> JobView {
        let plan = self.plan();
        JobView {
            id: self.id,
            key: self.key.clone(),
            description: self.description.clone(),
            cron_expression: self.cron_expression.clone(),
            time_zone: self.time_zone.clone(),
            execution_type: self.execution_type,
            execution_type_desc: plan.execution_type.description().to_owned(),
            command_name: plan.command_name,
            command_chain: (!plan.chain.is_empty()).then_some(plan.chain),
            process_definition_id: plan.process_definition_id,
            payload: self.payload(),
            run_as_user: self.run_as_user.clone(),
            is_enabled: self.is_enabled,
            next_run_at: self.next_run_at,
            last_run_at: self.last_run_at,
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

/// A job as lists show it (no code, no runs).
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JobView {
    pub id: i64,
    pub key: String,
    pub description: Option<String>,
    pub cron_expression: String,
    pub time_zone: String,
    pub execution_type: i64,
    pub execution_type_desc: String,
    pub command_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub command_chain: Option<Vec<ChainStep>>,
    pub process_definition_id: Option<i64>,
    pub payload: Json,
    pub run_as_user: String,
    pub is_enabled: bool,
    pub next_run_at: Option<DateTime<Utc>>,
    pub last_run_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// `GetRecurringJobByIdQuery`: the job, its code and its latest runs.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JobDetail {
    #[serde(flatten)]
    pub view: JobView,
    pub execution_code: Option<String>,
    pub recent_runs: Vec<RunView>,
}

#[derive(Clone, Debug, sqlx::FromRow)]
struct RunRow {
    id: i64,
    job_id: i64,
    job_key: String,
    trigger_kind: String,
    scheduled_for: Option<DateTime<Utc>>,
    runner: String,
    started_at: DateTime<Utc>,
    finished_at: Option<DateTime<Utc>>,
    outcome: String,
    output: Option<String>,
}

const SELECT_RUN: &str = "SELECT id, job_id, job_key, trigger_kind, scheduled_for, runner, started_at, finished_at,
    outcome, output FROM job_runs";

/// One run: when, by whom, how it ended and what it produced.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunView {
    pub id: i64,
    pub job_id: i64,
    pub job_key: String,
    pub trigger: String,
    pub scheduled_for: Option<DateTime<Utc>>,
    pub runner: String,
    pub started_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    pub outcome: String,
    pub output: Option<Json>,
}

impl From<RunRow> for RunView {
    fn from(r: RunRow) -> Self {
        let output = r.output.map(|o| serde_json::from_str(&o).unwrap_or(Json::String(o)));
        RunView {
            id: r.id,
            job_id: r.job_id,
            job_key: r.job_key,
            trigger: r.trigger_kind,
            scheduled_for: r.scheduled_for,
            runner: r.runner,
            started_at: r.started_at,
            finished_at: r.finished_at,
            outcome: r.outcome,
            output,
        }
    }
}

async fn find(tx: &mut Tx, id: i64) -> Result<Option<JobRow>> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT} WHERE id = $1")), args![id]).await
}

async fn load(tx: &mut Tx, id: i64) -> Result<JobRow> {
    find(tx, id).await?.ok_or_else(|| Error::not_found("recurring job", id))
}

/// The job row locked until commit: an edit or deletion and the scheduler's
/// claim of the job take turns, so neither writes back what the other changed.
async fn load_locked(tx: &mut Tx, id: i64) -> Result<JobRow> {
    let lock = tx.for_update();
    tx.fetch_optional(Sql::assembled(format!("{SELECT} WHERE id = $1{lock}")), args![id])
        .await?
        .ok_or_else(|| Error::not_found("recurring job", id))
}

/// The spec's `CreateRecurringJobCommand`. Fields: `key`, `description`,
/// `cronExpression` (5 fields, or 6 with seconds first), `timeZone` (IANA,
/// default UTC), `executionType` (0 native command, 1 command chain, 2 code,
/// 3 process) with `commandName` / `commandChain` / `executionCode` /
/// `processDefinitionId`, `payload` (an object: the command's data or the
/// process's variables), `runAsUser` (the staff user it runs as), `isEnabled`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateRecurringJobCommand {
    pub key: Option<String>,
    pub description: Option<String>,
    pub cron_expression: Option<String>,
    pub time_zone: Option<String>,
    pub execution_type: Option<i64>,
    pub command_name: Option<String>,
    pub command_chain: Option<Vec<ChainStep>>,
    pub execution_code: Option<String>,
    pub process_definition_id: Option<i64>,
    pub payload: Option<Map<String, Json>>,
    pub run_as_user: Option<String>,
    pub is_enabled: Option<bool>,
}

struct JobConfig {
    key: String,
    description: Option<String>,
    cron: Cron,
    cron_text: String,
    zone: Tz,
    plan: Plan,
    payload: Map<String, Json>,
    is_enabled: bool,
}

impl CreateRecurringJobCommand {
    fn config(&self) -> Result<JobConfig> {
        let mut c = Checks::new();
        c.code("key", self.key.as_deref(), 100);
        c.text("description", self.description.as_deref(), 500);
        let cron = c.required("cronExpression", self.cron_expression.as_deref(), 200).and_then(|e| {
            parse_cron(e).map_err(|m| c.add("cronExpression", format!("is not a valid cron expression: {m}"))).ok()
        });
        let zone_text = self.time_zone.clone().unwrap_or_else(|| "UTC".into());
        let zone = parse_zone(&zone_text).map_err(|m| c.add("timeZone", m)).ok();
        let t = match self.execution_type {
            None => {
                c.add("executionType", "is required");
                None
            }
            Some(v) => ExecutionType::from_i64(v).or_else(|| {
                c.add("executionType", "must be 0 (native command), 1 (command chain), 2 (code) or 3 (process)");
                None
            }),
        };
        // Every job names who it runs as, for the audit trail (check_plan asks it of the other types).
        if t == Some(ExecutionType::Code) {
            c.required("runAsUser", self.run_as_user.as_deref(), 100);
        }
        let plan = Plan {
            execution_type: t.unwrap_or(ExecutionType::Command),
            command_name: self.command_name.clone().map(|s| s.trim().to_owned()),
            chain: self.command_chain.clone().unwrap_or_default(),
            code: self.execution_code.clone(),
            process_definition_id: self.process_definition_id,
            run_as: self.run_as_user.clone().map(|s| s.trim().to_owned()),
        };
        if t.is_some() {
            check_plan(&mut c, None, &plan);
        }
        let payload = self.payload.clone().unwrap_or_default();
        if serde_json::to_string(&payload).map_or(0, |s| s.len()) > MAX_OUTPUT_CHARS {
            c.add("payload", format!("must be at most {MAX_OUTPUT_CHARS} bytes of JSON"));
        }
        c.finish()?;
        let (Some(cron), Some(zone)) = (cron, zone) else { return Err(Error::invalid("cronExpression", "invalid")) };
        let mut plan = plan;
        let t = plan.execution_type;
        if t != ExecutionType::Command {
            plan.command_name = None;
        }
        if t != ExecutionType::Chain {
            plan.chain.clear();
        }
        if t != ExecutionType::Code {
            plan.code = None;
        }
        if t != ExecutionType::Process {
            plan.process_definition_id = None;
        }
        Ok(JobConfig {
            key: self.key.clone().unwrap_or_default(),
            description: self.description.clone().map(|d| d.trim().to_owned()),
            cron_text: self.cron_expression.clone().unwrap_or_default().trim().to_owned(),
            cron,
            zone,
            plan,
            payload,
            is_enabled: self.is_enabled.unwrap_or(true),
        })
    }
}

async fn check_job(cx: &mut Cx<'_>, cfg: &JobConfig, except: i64) -> Result<()> {
    let mut c = Checks::new();
    check_plan(&mut c, Some(cx.bank), &cfg.plan);
    c.finish()?;
    let n: i64 = cx
        .tx
        .scalar("SELECT COUNT(*) FROM recurring_jobs WHERE key = $1 AND id <> $2", args![&cfg.key, except])
        .await?;
    if n > 0 {
        return Err(Error::AlreadyExists { entity: "recurring job", reference: cfg.key.clone() });
    }
    let user = cfg.plan.run_as.clone().unwrap_or_default();
    let active: Option<bool> =
        cx.tx.scalar_optional("SELECT active FROM users WHERE username = $1", args![&user]).await?;
    if active != Some(true) {
        return Err(Error::invalid("runAsUser", format!("'{user}' is not an active staff user")));
    }
    if cfg.plan.execution_type == ExecutionType::Process {
        let id = cfg.plan.process_definition_id.unwrap_or_default();
        let n: i64 = cx.tx.scalar("SELECT COUNT(*) FROM process_definitions WHERE id = $1", args![id]).await?;
        if n == 0 {
            return Err(Error::invalid("processDefinitionId", format!("process definition {id} does not exist")));
        }
    }
    Ok(())
}

impl JobConfig {
    /// `$1..$14` of both the insert and the update: key, description, cron,
    /// zone, the plan's columns, payload, run-as, enabled, next run, and the
    /// time (created and/or updated).
    fn columns(&self, next: Option<DateTime<Utc>>, at: DateTime<Utc>) -> Result<Vec<Arg>> {
        Ok(args![
            &self.key,
            self.description.clone(),
            &self.cron_text,
            self.zone.name(),
            self.plan.execution_type as i64,
            self.plan.command_name.clone(),
            chain_text(&self.plan)?,
            self.plan.code.clone(),
            self.plan.process_definition_id,
            serde_json::to_string(&self.payload)?,
            self.plan.run_as.clone(),
            self.is_enabled,
            next,
            at
        ])
    }
}

fn chain_text(plan: &Plan) -> Result<Option<String>> {
    if plan.execution_type == ExecutionType::Chain { Ok(Some(serde_json::to_string(&plan.chain)?)) } else { Ok(None) }
}

/// `data{id, key, isEnabled, nextRunAt}`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JobSaved {
    pub id: i64,
    pub key: String,
    pub is_enabled: bool,
    pub next_run_at: Option<DateTime<Utc>>,
}

impl Command for CreateRecurringJobCommand {
    const NAME: &'static str = "CreateRecurringJobCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::JOBS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Recurring job created successfully.";
    type Output = JobSaved;

    fn validate(&self) -> Result<()> {
        self.config().map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<JobSaved> {
        let cfg = self.config()?;
        check_job(cx, &cfg, 0).await?;
        let at = now();
        let next = if cfg.is_enabled { next_after(&cfg.cron, cfg.zone, at) } else { None };
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO recurring_jobs (key, description, cron_expression, time_zone, execution_type, command_name,
                     command_chain, execution_code, process_definition_id, payload, run_as_user, is_enabled,
                     next_run_at, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id",
                cfg.columns(next, at)?,
            )
            .await?;
        cx.record(
            Draft::new(format!("created recurring job {} ({} {})", cfg.key, cfg.cron_text, cfg.zone.name())).entity(
                "RecurringJob",
                id,
                &cfg.key,
                &cfg.key,
            ),
        );
        Ok(JobSaved { id, key: cfg.key, is_enabled: cfg.is_enabled, next_run_at: next })
    }
}

/// The spec's `UpdateRecurringJobCommand`: `id` plus the fields to change.
/// A new expression, zone or enabling reschedules from now.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UpdateRecurringJobCommand {
    pub id: Option<i64>,
    pub key: Option<String>,
    pub description: Option<String>,
    pub cron_expression: Option<String>,
    pub time_zone: Option<String>,
    pub execution_type: Option<i64>,
    pub command_name: Option<String>,
    pub command_chain: Option<Vec<ChainStep>>,
    pub execution_code: Option<String>,
    pub process_definition_id: Option<i64>,
    pub payload: Option<Map<String, Json>>,
    pub run_as_user: Option<String>,
    pub is_enabled: Option<bool>,
}

impl Command for UpdateRecurringJobCommand {
    const NAME: &'static str = "UpdateRecurringJobCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::JOBS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Recurring job updated successfully.";
    type Output = JobSaved;

    fn validate(&self) -> Result<()> {
        check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<JobSaved> {
        let id = self.id.unwrap_or_default();
        let current = load_locked(&mut cx.tx, id).await?;
        let plan = current.plan();
        let reschedule = self.cron_expression.is_some()
            || self.time_zone.is_some()
            || (self.is_enabled == Some(true) && !current.is_enabled);
        let merged = CreateRecurringJobCommand {
            key: Some(self.key.unwrap_or(current.key.clone())),
            description: self.description.or(current.description.clone()),
            cron_expression: Some(self.cron_expression.unwrap_or(current.cron_expression.clone())),
            time_zone: Some(self.time_zone.unwrap_or(current.time_zone.clone())),
            execution_type: Some(self.execution_type.unwrap_or(current.execution_type)),
            command_name: self.command_name.or(plan.command_name),
            command_chain: self.command_chain.or(Some(plan.chain)),
            execution_code: self.execution_code.or(plan.code),
            process_definition_id: self.process_definition_id.or(plan.process_definition_id),
            payload: self.payload.or_else(|| current.payload().as_object().cloned()),
            run_as_user: self.run_as_user.or(plan.run_as),
            is_enabled: Some(self.is_enabled.unwrap_or(current.is_enabled)),
        };
        let cfg = merged.config()?;
        check_job(cx, &cfg, id).await?;
        let at = now();
        let next = match (cfg.is_enabled, reschedule) {
            (false, _) => None,
            (true, true) => next_after(&cfg.cron, cfg.zone, at),
            (true, false) => current.next_run_at.or_else(|| next_after(&cfg.cron, cfg.zone, at)),
        };
        cx.tx
            .execute(
                "UPDATE recurring_jobs SET key = $1, description = $2, cron_expression = $3, time_zone = $4,
                     execution_type = $5, command_name = $6, command_chain = $7, execution_code = $8,
                     process_definition_id = $9, payload = $10, run_as_user = $11, is_enabled = $12,
                     next_run_at = $13, updated_at = $14 WHERE id = $15",
                {
                    let mut args = cfg.columns(next, at)?;
                    args.push(id.into());
                    args
                },
            )
            .await?;
        cx.record(Draft::new(format!("updated recurring job {}", cfg.key)).entity(
            "RecurringJob",
            id,
            &cfg.key,
            &cfg.key,
        ));
        Ok(JobSaved { id, key: cfg.key, is_enabled: cfg.is_enabled, next_run_at: next })
    }
}

/// The spec's `GetRecurringJobByIdQuery`: `id`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetRecurringJobByIdQuery {
    pub id: Option<i64>,
}

impl Command for GetRecurringJobByIdQuery {
    const NAME: &'static str = "GetRecurringJobByIdQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::JOBS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = JobDetail;

    fn validate(&self) -> Result<()> {
        check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<JobDetail> {
        let row = load(&mut cx.tx, self.id.unwrap_or_default()).await?;
        let runs: Vec<RunRow> = cx
            .tx
            .fetch_all(
                Sql::assembled(format!("{SELECT_RUN} WHERE job_id = $1 ORDER BY id DESC LIMIT $2")),
                args![row.id, RECENT_RUNS],
            )
            .await?;
        Ok(JobDetail {
            view: row.view(),
            execution_code: row.execution_code.clone(),
            recent_runs: runs.into_iter().map(RunView::from).collect(),
        })
    }
}

/// The spec's `GetRecurringJobListQuery`: `pageIndex` (from 0), `pageSize`
/// (20), `isEnabled`, `key`; the webhook list's envelope.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetRecurringJobListQuery {
    pub page_index: Option<i64>,
    pub page_size: Option<i64>,
    pub is_enabled: Option<bool>,
    pub key: Option<String>,
}

impl Command for GetRecurringJobListQuery {
    const NAME: &'static str = "GetRecurringJobListQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::JOBS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = IndexPage<JobView>;

    fn envelope_extras(output: &Self::Output) -> Map<String, Json> {
        output.extras()
    }

    fn validate(&self) -> Result<()> {
        index_page(self.page_index, self.page_size).map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<IndexPage<JobView>> {
        let (index, size) = index_page(self.page_index, self.page_size)?;
        let filter = KeyedFilter { is_enabled: self.is_enabled, key: self.key.as_deref() };
        let (rows, count): (Vec<JobRow>, i64) =
            keyed_page(&mut cx.tx, "recurring_jobs", SELECT, filter, index, size).await?;
        Ok(IndexPage { items: rows.iter().map(JobRow::view).collect(), count, page_index: index, size })
    }
}

/// The spec's `DeleteRecurringJobCommand`: `id`. Its run history stays.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DeleteRecurringJobCommand {
    pub id: Option<i64>,
}

impl Command for DeleteRecurringJobCommand {
    const NAME: &'static str = "DeleteRecurringJobCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::JOBS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Delete);
    const MESSAGE: &'static str = "Recurring job deleted successfully.";
    type Output = Option<()>;

    fn validate(&self) -> Result<()> {
        check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Option<()>> {
        let id = self.id.unwrap_or_default();
        let row = load_locked(&mut cx.tx, id).await?;
        cx.tx.execute("DELETE FROM recurring_jobs WHERE id = $1", args![id]).await?;
        cx.record(Draft::new(format!("deleted recurring job {}", row.key)).entity(
            "RecurringJob",
            id,
            &row.key,
            &row.key,
        ));
        Ok(None)
    }
}

/// The spec's `ExecuteRecurringJobCommand`: runs the job now (also when
/// disabled), outside its schedule, and answers with the run. The run's
/// commands commit in transactions of their own, so this command holds no
/// write transaction of its own; its activity is recorded beside the run.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExecuteRecurringJobCommand {
    pub id: Option<i64>,
}

impl Command for ExecuteRecurringJobCommand {
    const NAME: &'static str = "ExecuteRecurringJobCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::JOBS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Recurring job executed.";
    type Output = RunView;

    fn validate(&self) -> Result<()> {
        check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<RunView> {
        let job = load(&mut cx.tx, self.id.unwrap_or_default()).await?;
        let runner = format!("manual:{}", cx.actor.username);
        let run_id = {
            let mut tx = cx.bank.db().begin_write().await?;
            let id = insert_run(&mut tx, &job, "MANUAL", None, &runner).await?;
            let draft = Draft::new(format!("ran recurring job {} now (run {id})", job.key)).entity(
                "RecurringJob",
                job.id,
                &job.key,
                &job.key,
            );
            let outcome = Outcome { activity_type: ActivityType::Update, command: Self::NAME, error: None };
            activity::record(&mut tx, Some(cx.actor), cx.origin, draft, outcome).await?;
            tx.commit().await?;
            id
        };
        execute_run(cx.bank, &job, run_id, None).await.map_err(engine::after_effect)
    }
}

async fn insert_run(
    tx: &mut Tx,
    job: &JobRow,
    trigger: &str,
    scheduled_for: Option<DateTime<Utc>>,
    runner: &str,
) -> Result<i64> {
    let at = now();
    let lease_until = at + chrono::Duration::from_std(LEASE).unwrap_or_default();
    tx.scalar(
        "INSERT INTO job_runs (job_id, job_key, trigger_kind, scheduled_for, runner, lease_until, started_at, outcome)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'RUNNING') RETURNING id",
        args![job.id, &job.key, trigger, scheduled_for, runner, lease_until, at],
    )
    .await
}

fn job_origin() -> Origin {
    Origin {
        ip_address: None,
        user_agent: Some(format!("bank scheduler/{}", env!("CARGO_PKG_VERSION"))),
        tenant_id: None,
        trusted_local: true,
    }
}

/// Runs a claimed run and records how it ended.
async fn execute_run(bank: &Bank, job: &JobRow, run_id: i64, scheduled_for: Option<DateTime<Utc>>) -> Result<RunView> {
    let payload = job.payload();
    // The payload's fields are variables too: a process job's payload is its variables.
    let mut variables = vec![
        ("jobKey".to_owned(), Json::String(job.key.clone())),
        ("scheduledFor".to_owned(), scheduled_for.map_or(Json::Null, |t| Json::String(t.to_rfc3339()))),
        ("payload".to_owned(), payload.clone()),
    ];
    if let Json::Object(fields) = &payload {
        for (k, v) in fields {
            if !variables.iter().any(|(name, _)| name == k) {
                variables.push((k.clone(), v.clone()));
            }
        }
    }
    let result = engine::perform(bank, &job.plan(), &job_origin(), &payload, variables).await;
    let (outcome, output) = match &result {
        Ok(produced) => ("SUCCEEDED", produced.to_json()),
        Err(e) => ("FAILED", serde_json::json!({"error": e.public_message(), "code": e.code()})),
    };
    let mut text = output.to_string();
    if text.chars().count() > MAX_OUTPUT_CHARS {
        text =
            serde_json::json!({"truncated": text.chars().take(MAX_OUTPUT_CHARS - 100).collect::<String>()}).to_string();
    }
    let mut tx = bank.db().begin_write().await?;
    // A run the scheduler abandoned meanwhile (its lease ran out) stays abandoned.
    let finished = tx
        .execute(
            "UPDATE job_runs SET outcome = $1, output = $2, finished_at = $3 WHERE id = $4 AND outcome = 'RUNNING'",
            args![outcome, &text, now(), run_id],
        )
        .await?;
    if finished == 0 {
        tracing::warn!(run_id, "a job run finished after it was abandoned; its outcome was not recorded");
    }
    let run: RunRow = tx.fetch_one(Sql::assembled(format!("{SELECT_RUN} WHERE id = $1")), args![run_id]).await?;
    tx.commit().await?;
    Ok(run.into())
}

/// Claims the due run of `job` at `due`: moves `next_run_at` on with a
/// compare-and-set and inserts the run row. `None` when another runner won.
async fn claim(bank: &Bank, job: &JobRow, due: DateTime<Utc>, runner: &str) -> Result<Option<i64>> {
    let at = now();
    let next = match (parse_cron(&job.cron_expression), parse_zone(&job.time_zone)) {
        (Ok(cron), Ok(zone)) => next_after(&cron, zone, at.max(due)),
        _ => None,
    };
    let mut tx = bank.db().begin_write().await?;
    let moved = tx
        .execute(
            "UPDATE recurring_jobs SET next_run_at = $1, last_run_at = $2 WHERE id = $3 AND next_run_at = $4
                 AND is_enabled = $5",
            args![next, at, job.id, due, true],
        )
        .await?;
    if moved != 1 {
        tx.rollback().await?;
        return Ok(None);
    }
    let id = insert_run(&mut tx, job, "SCHEDULE", Some(due), runner).await?;
    tx.commit().await?;
    Ok(Some(id))
}

/// Marks runs whose runner let the lease lapse; they are not run again.
async fn abandon_expired(bank: &Bank) -> Result<u64> {
    let at = now();
    // Look first: a write transaction every pass would queue behind real work for nothing.
    let mut tx = bank.db().begin_read().await?;
    let expired: i64 =
        tx.scalar("SELECT COUNT(*) FROM job_runs WHERE outcome = 'RUNNING' AND lease_until < $1", args![at]).await?;
    tx.rollback().await?;
    if expired == 0 {
        return Ok(0);
    }
    let mut tx = bank.db().begin_write().await?;
    let n = tx
        .execute(
            "UPDATE job_runs SET outcome = 'ABANDONED', finished_at = $1,
                 output = '{\"error\": \"the runner stopped before the run finished\"}'
             WHERE outcome = 'RUNNING' AND lease_until < $1",
            args![at],
        )
        .await?;
    tx.commit().await?;
    Ok(n)
}

/// Runs every job that is due now, once each; returns the runs this runner made.
pub async fn run_due(bank: &Bank, runner: &str) -> Result<Vec<RunView>> {
    abandon_expired(bank).await?;
    let at = now();
    let due: Vec<JobRow> = {
        let mut tx = bank.db().begin_read().await?;
        let rows = tx
            .fetch_all(
                Sql::assembled(format!(
                    "{SELECT} WHERE is_enabled = $1 AND next_run_at <= $2 ORDER BY next_run_at, id LIMIT $3"
                )),
                args![true, at, MAX_DUE_PER_PASS],
            )
            .await?;
        tx.rollback().await?;
        rows
    };
    let mut runs = Vec::new();
    for job in due {
        let Some(due_at) = job.next_run_at else { continue };
        let Some(run_id) = claim(bank, &job, due_at, runner).await? else { continue };
        runs.push(execute_run(bank, &job, run_id, Some(due_at)).await?);
    }
    Ok(runs)
}

/// The scheduler of `bank serve`: a pass every `tick` until `stop` resolves.
/// Every 60th pass it also resumes process instances a crash left running.
pub async fn scheduler(bank: Bank, runner: String, tick: Duration, stop: tokio::sync::watch::Receiver<bool>) {
    let mut stop = stop;
    let mut pass: u64 = 0;
    loop {
        if let Err(e) = run_due(&bank, &runner).await {
            tracing::error!(error = %e, "scheduler pass failed");
        }
        if pass.is_multiple_of(60)
            && let Err(e) = engine::process::resume_orphans(&bank).await
        {
            tracing::error!(error = %e, "resuming orphaned processes failed");
        }
        pass += 1;
        tokio::select! {
            _ = tokio::time::sleep(tick) => {}
            _ = stop.changed() => return,
        }
        if *stop.borrow() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cron_with_and_without_seconds_in_a_zone() {
        let every_second = parse_cron("* * * * * *").expect("six fields");
        let t = DateTime::parse_from_rfc3339("2026-01-01T10:00:00.300Z").expect("t").with_timezone(&Utc);
        let next = next_after(&every_second, Tz::UTC, t).expect("next");
        assert_eq!(next.to_rfc3339(), "2026-01-01T10:00:01+00:00");
        // 02:00 every day in Lagos (UTC+1) is 01:00 UTC.
        let nightly = parse_cron("0 2 * * *").expect("five fields");
        let lagos = parse_zone("Africa/Lagos").expect("zone");
        assert_eq!(next_after(&nightly, lagos, t).expect("next").to_rfc3339(), "2026-01-02T01:00:00+00:00");
        assert!(parse_cron("61 * * * *").is_err());
        assert!(parse_zone("Mars/Olympus").is_err());
    }
}
