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
use crate::command::{Area, Command, Cx, FieldAlias, Registration};
use crate::engine::{self, ChainStep, ExecutionType, Plan, check_plan};
use crate::error::{Error, Result};
use crate::page::{IndexPage, KeyedFilter, index_page, keyed_page};
use crate::store::{Arg, Sql, Tx, now};
use crate::validate::Checks;
use crate::webhook::check_id;

mod change;
mod loader;
mod run;

pub use change::*;
pub use loader::ContextLoader;
pub use run::*;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateRecurringJobCommand>(),
    Registration::of::<UpdateRecurringJobCommand>(),
    Registration::of::<GetRecurringJobByIdQuery>(),
    Registration::of::<GetRecurringJobListQuery>(),
    Registration::of::<ExecuteRecurringJobCommand>(),
    Registration::of::<DeleteRecurringJobCommand>(),
];

/// A run's outcome when its work succeeded.
pub const SUCCEEDED: &str = "SUCCEEDED";
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

pub use crate::time::parse_zone;

/// The first scheduled time strictly after `after`, in the job's zone.
pub fn next_after(cron: &Cron, zone: Tz, after: DateTime<Utc>) -> Option<DateTime<Utc>> {
    cron.find_next_occurrence(&after.with_timezone(&zone), false).ok().map(|t| t.with_timezone(&Utc))
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct JobRow {
    pub id: i64,
    pub key: String,
    pub description: Option<String>,
    pub category: Option<String>,
    pub cron_expression: String,
    pub time_zone: String,
    pub execution_type: i64,
    pub command_name: Option<String>,
    pub command_chain: Option<String>,
    pub execution_code: Option<String>,
    pub process_definition_id: Option<i64>,
    pub payload: String,
    pub context_loader: Option<String>,
    pub run_as_user: String,
    pub is_enabled: bool,
    pub next_run_at: Option<DateTime<Utc>>,
    pub last_run_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const SELECT: &str = "SELECT id, key, description, category, cron_expression, time_zone, execution_type,
    command_name, command_chain, execution_code, process_definition_id, payload, context_loader, run_as_user,
    is_enabled, next_run_at, last_run_at, created_at, updated_at FROM recurring_jobs";

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

    pub fn context_loader(&self) -> Option<ContextLoader> {
        self.context_loader.as_deref().and_then(|l| serde_json::from_str(l).ok())
    }

    fn view(&self) -> JobView {
        let plan = self.plan();
        JobView {
            id: self.id,
            key: self.key.clone(),
            description: self.description.clone(),
            category: self.category.clone(),
            cron_expression: self.cron_expression.clone(),
            time_zone: self.time_zone.clone(),
            execution_type: self.execution_type,
            execution_type_desc: plan.execution_type.description().to_owned(),
            command_name: plan.command_name,
            command_chain: (!plan.chain.is_empty()).then_some(plan.chain),
            process_definition_id: plan.process_definition_id,
            payload: self.payload(),
            context_loader: self.context_loader(),
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
    pub category: Option<String>,
    pub cron_expression: String,
    pub time_zone: String,
    pub execution_type: i64,
    pub execution_type_desc: String,
    pub command_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub command_chain: Option<Vec<ChainStep>>,
    pub process_definition_id: Option<i64>,
    pub payload: Json,
    pub context_loader: Option<ContextLoader>,
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
