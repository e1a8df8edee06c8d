//! Creating, updating, reading and deleting recurring jobs.

use super::*;

/// The spec's `CreateRecurringJobCommand`. Fields: `key`, `description`,
/// `cronExpression` (5 fields, or 6 with seconds first), `timeZone` (IANA,
/// default UTC), `executionType` (0 native command, 1 command chain, 2 code,
/// 3 process) with `commandName` / `commandChain` / `executionCode` /
/// `processDefinitionId`, `payload` (an object: the command's data or the
/// process's variables), `runAsUser` (the staff user it runs as; by default
/// the caller, who could name themselves anyway), `isEnabled`.
///
/// The product's page names them `name`, `cron`, `command`, `context` (a
/// string holding a JSON object; an object is taken too) and `enabled`, and
/// has `category` (free text for grouping) and `contextLoader` (see
/// [`ContextLoader`]: a command run before the job that supplies its context).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateRecurringJobCommand {
    pub key: Option<String>,
    pub description: Option<String>,
    pub category: Option<String>,
    pub cron_expression: Option<String>,
    pub time_zone: Option<String>,
    pub execution_type: Option<i64>,
    pub command_name: Option<String>,
    pub command_chain: Option<Vec<ChainStep>>,
    pub execution_code: Option<String>,
    pub process_definition_id: Option<i64>,
    pub payload: Option<Json>,
    pub context_loader: Option<Json>,
    pub run_as_user: Option<String>,
    pub is_enabled: Option<bool>,
}

pub(super) struct JobConfig {
    pub(super) key: String,
    pub(super) description: Option<String>,
    pub(super) category: Option<String>,
    pub(super) cron: Cron,
    pub(super) cron_text: String,
    pub(super) zone: Tz,
    pub(super) plan: Plan,
    pub(super) payload: Map<String, Json>,
    pub(super) loader: Option<ContextLoader>,
    pub(super) is_enabled: bool,
}

/// The documented other names of a job's fields, on create and update alike.
const JOB_FIELD_ALIASES: &[FieldAlias] = &[
    ("name", "key"),
    ("cron", "cronExpression"),
    ("command", "commandName"),
    ("context", "payload"),
    ("enabled", "isEnabled"),
];

/// Stands for the caller in checks made before the command runs (the caller
/// is known only then); a job without `runAsUser` runs as its creator.
const THE_CALLER: &str = "(the caller)";

impl CreateRecurringJobCommand {
    /// The job to save; `caller` runs it unless `runAsUser` names someone.
    pub(super) fn config(&self, caller: &str) -> Result<JobConfig> {
        let mut c = Checks::new();
        // A name as the product's page shows it ("Daily EOD Report"): words
        // between single spaces, each a code.
        if let Some(key) = c.required("key", self.key.as_deref(), 100)
            && !key
                .split(' ')
                .all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)))
        {
            c.add("key", "may contain only letters, digits, '-', '_', '.' and single spaces between words");
        }
        c.text("description", self.description.as_deref(), 500);
        let category = c.text("category", self.category.as_deref(), 100).map(str::trim).filter(|s| !s.is_empty());
        let category = category.map(str::to_owned);
        let loader = super::loader::parse_loader(&mut c, self.context_loader.as_ref()).flatten();
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
        // Every job runs as someone, for the audit trail. Code passes no
        // permission check, so it names them; the other types default to the
        // caller (no more than the caller could name, as any staff user may be).
        if t == Some(ExecutionType::Code) {
            c.required("runAsUser", self.run_as_user.as_deref(), 100);
        }
        let run_as = self.run_as_user.clone().unwrap_or_else(|| caller.to_owned());
        let plan = Plan {
            execution_type: t.unwrap_or(ExecutionType::Command),
            command_name: self.command_name.clone().map(|s| s.trim().to_owned()),
            chain: self.command_chain.clone().unwrap_or_default(),
            code: self.execution_code.clone(),
            process_definition_id: self.process_definition_id,
            run_as: Some(run_as.trim().to_owned()),
        };
        if t.is_some() {
            check_plan(&mut c, None, &plan);
        }
        let payload = match self.payload.as_ref().map(crate::json::object_or_text) {
            None => Map::new(),
            Some(Some(payload)) => payload,
            Some(None) => {
                c.add("payload", "must be a JSON object, or a string holding one");
                Map::new()
            }
        };
        if serde_json::to_string(&payload).map_or(0, |s| s.len()) > MAX_OUTPUT_CHARS {
            c.add("payload", format!("must be at most {MAX_OUTPUT_CHARS} bytes of JSON"));
        }
        c.finish()?;
        let (Some(cron), Some(zone)) = (cron, zone) else { return Err(Error::invalid("cronExpression", "invalid")) };
        let mut plan = plan;
        plan.tidy();
        Ok(JobConfig {
            key: self.key.clone().unwrap_or_default(),
            description: self.description.clone().map(|d| d.trim().to_owned()),
            category,
            cron_text: self.cron_expression.clone().unwrap_or_default().trim().to_owned(),
            cron,
            zone,
            plan,
            payload,
            loader,
            is_enabled: self.is_enabled.unwrap_or(true),
        })
    }
}

pub(super) async fn check_job(cx: &mut Cx<'_>, cfg: &JobConfig, except: i64) -> Result<()> {
    let mut c = Checks::new();
    check_plan(&mut c, Some(cx.bank), &cfg.plan);
    c.finish()?;
    super::loader::check_loader(cx.bank, cfg.loader.as_ref())?;
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
    crate::engine::check_delegation(&mut cx.tx, cx.bank, cx.actor, &cfg.plan).await?;
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
    /// `$1..$16` of both the insert and the update: key, description, cron,
    /// zone, the plan's columns, payload, run-as, enabled, next run, the
    /// time (created and/or updated), category and context loader.
    pub(super) fn columns(&self, next: Option<DateTime<Utc>>, at: DateTime<Utc>) -> Result<Vec<Arg>> {
        Ok(args![
            &self.key,
            self.description.clone(),
            &self.cron_text,
            self.zone.name(),
            self.plan.execution_type as i64,
            self.plan.command_name.clone(),
            self.plan.chain_text()?,
            self.plan.code.clone(),
            self.plan.process_definition_id,
            serde_json::to_string(&self.payload)?,
            self.plan.run_as.clone(),
            self.is_enabled,
            next,
            at,
            self.category.clone(),
            super::loader::loader_text(self.loader.as_ref())?
        ])
    }
}

/// `data{id, key, isEnabled, nextRunAt}`, and the product page's
/// `name`, `cron` and `executionType`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JobSaved {
    pub id: i64,
    pub key: String,
    pub name: String,
    pub category: Option<String>,
    pub cron: String,
    pub execution_type: i64,
    pub is_enabled: bool,
    pub next_run_at: Option<DateTime<Utc>>,
}

impl JobSaved {
    fn of(id: i64, cfg: JobConfig, next_run_at: Option<DateTime<Utc>>) -> JobSaved {
        JobSaved {
            id,
            name: cfg.key.clone(),
            key: cfg.key,
            category: cfg.category,
            cron: cfg.cron_text,
            execution_type: cfg.plan.execution_type as i64,
            is_enabled: cfg.is_enabled,
            next_run_at,
        }
    }
}

impl Command for CreateRecurringJobCommand {
    const NAME: &'static str = "CreateRecurringJobCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::JOBS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Recurring job created successfully.";
    const FIELD_ALIASES: &'static [FieldAlias] = JOB_FIELD_ALIASES;
    type Output = JobSaved;

    fn validate(&self) -> Result<()> {
        self.config(THE_CALLER).map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<JobSaved> {
        let cfg = self.config(&cx.actor.username)?;
        check_job(cx, &cfg, 0).await?;
        let at = now();
        let next = if cfg.is_enabled { next_after(&cfg.cron, cfg.zone, at) } else { None };
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO recurring_jobs (key, description, cron_expression, time_zone, execution_type, command_name,
                     command_chain, execution_code, process_definition_id, payload, run_as_user, is_enabled,
                     next_run_at, created_at, updated_at, category, context_loader)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16) RETURNING id",
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
        Ok(JobSaved::of(id, cfg, next))
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
    pub category: Option<String>,
    pub cron_expression: Option<String>,
    pub time_zone: Option<String>,
    pub execution_type: Option<i64>,
    pub command_name: Option<String>,
    pub command_chain: Option<Vec<ChainStep>>,
    pub execution_code: Option<String>,
    pub process_definition_id: Option<i64>,
    pub payload: Option<Json>,
    pub context_loader: Option<Json>,
    pub run_as_user: Option<String>,
    pub is_enabled: Option<bool>,
}

impl Command for UpdateRecurringJobCommand {
    const NAME: &'static str = "UpdateRecurringJobCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::JOBS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Recurring job updated successfully.";
    const FIELD_ALIASES: &'static [FieldAlias] = JOB_FIELD_ALIASES;
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
            category: self.category.or(current.category.clone()),
            cron_expression: Some(self.cron_expression.unwrap_or(current.cron_expression.clone())),
            time_zone: Some(self.time_zone.unwrap_or(current.time_zone.clone())),
            execution_type: Some(self.execution_type.unwrap_or(current.execution_type)),
            command_name: self.command_name.or(plan.command_name),
            command_chain: self.command_chain.or(Some(plan.chain)),
            execution_code: self.execution_code.or(plan.code),
            process_definition_id: self.process_definition_id.or(plan.process_definition_id),
            payload: self.payload.or_else(|| Some(current.payload())),
            context_loader: self
                .context_loader
                .or_else(|| current.context_loader().and_then(|l| serde_json::to_value(l).ok())),
            run_as_user: self.run_as_user.or(plan.run_as),
            is_enabled: Some(self.is_enabled.unwrap_or(current.is_enabled)),
        };
        let cfg = merged.config(&current.run_as_user)?;
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
                     next_run_at = $13, updated_at = $14, category = $15, context_loader = $16 WHERE id = $17",
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
        Ok(JobSaved::of(id, cfg, next))
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
/// (20), `isEnabled`, `key`, `category` (exact, any case); the webhook
/// list's envelope.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetRecurringJobListQuery {
    pub page_index: Option<i64>,
    pub page_size: Option<i64>,
    pub is_enabled: Option<bool>,
    pub key: Option<String>,
    pub category: Option<String>,
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
        let filter =
            KeyedFilter { is_enabled: self.is_enabled, key: self.key.as_deref(), category: self.category.as_deref() };
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
