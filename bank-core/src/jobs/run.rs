//! Running jobs: now on request, and when due by the scheduler.

use super::*;

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
            activity::record(&mut tx, Some(cx.actor), cx.origin, draft, outcome);
            tx.commit().await?;
            id
        };
        execute_run(cx.bank, &job, run_id, None).await.map_err(engine::after_effect)
    }
}

pub(super) async fn insert_run(
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

pub(super) fn job_origin() -> Origin {
    Origin {
        ip_address: None,
        user_agent: Some(format!("bank scheduler/{}", env!("CARGO_PKG_VERSION"))),
        tenant_id: None,
        trusted_local: true,
        request_id: None,
    }
}

/// Runs a claimed run and records how it ended.
pub(super) async fn execute_run(
    bank: &Bank,
    job: &JobRow,
    run_id: i64,
    scheduled_for: Option<DateTime<Utc>>,
) -> Result<RunView> {
    let result = perform(bank, job, scheduled_for).await;
    let (outcome, output) = match &result {
        Ok(produced) => (super::SUCCEEDED, produced.to_json(bank)),
        Err(e) => ("FAILED", serde_json::json!({"error": e.public_message(), "code": e.code()})),
    };
    metrics::counter!("bank_job_runs_total", "outcome" => outcome).increment(1);
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

/// Loads the job's context (its loader, if any) and runs its plan.
async fn perform(bank: &Bank, job: &JobRow, scheduled_for: Option<DateTime<Utc>>) -> Result<engine::Produced> {
    let payload = match job.context_loader() {
        Some(loader) => super::loader::load_context(bank, job, &loader, job.payload()).await?,
        None => job.payload(),
    };
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
    engine::perform(bank, &job.plan(), &job_origin(), &payload, variables).await
}

/// Claims the due run of `job` at `due`: moves `next_run_at` on with a
/// compare-and-set and inserts the run row. `None` when another runner won.
pub(super) async fn claim(bank: &Bank, job: &JobRow, due: DateTime<Utc>, runner: &str) -> Result<Option<i64>> {
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
pub(super) async fn abandon_expired(bank: &Bank) -> Result<u64> {
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
