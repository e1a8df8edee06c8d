//! Close of business: the end of a business day's work, in a fixed order of
//! steps, each safe to run again, recorded per business day so a run killed at
//! any point is resumed by the next start and finishes with every step done once.
//!
//! The day closed must be over in the bank's time zone: postings made while
//! the run works already fall on the next business day, so nothing has to be
//! blocked while it runs. One runner at a time holds a day, by a lease renewed
//! as it works; a runner killed lets the lease lapse ([`LEASE`]) and the next
//! start resumes the day where it stopped.

mod status;
mod steps;

pub use status::{CloseOfBusinessRun, CloseOfBusinessStep, RetrieveCloseOfBusinessQuery};
pub use steps::Step;

use chrono::{DateTime, NaiveDate, Utc};

use crate::Bank;
use crate::args;
use crate::auth::{Access, Actor, Origin, perm};
use crate::command::Registration;
use crate::error::{Error, Result};
use crate::store::now;

pub const COMMANDS: &[Registration] = &[Registration::of::<RetrieveCloseOfBusinessQuery>()];

/// How long a runner holds a day without renewing: a killed run can be
/// resumed this long after it stopped.
pub const LEASE: chrono::TimeDelta = chrono::TimeDelta::seconds(60);

/// What became of one step in this run.
#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepOutcome {
    pub step: &'static str,
    /// `done` now, or `done earlier` (a run before this one finished it).
    pub outcome: &'static str,
    pub detail: String,
}

/// The run as this start saw it.
#[derive(Debug, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunReport {
    pub business_date: NaiveDate,
    /// True when this start resumed a run a killed runner left.
    pub resumed: bool,
    pub steps: Vec<StepOutcome>,
    /// Steps that finished with something a person must look at (cheques
    /// that failed to clear, ...); the run is done either way.
    pub attention: Vec<String>,
}

/// This runner's hold on a business day.
pub(crate) struct Lease<'a> {
    bank: &'a Bank,
    date: NaiveDate,
    runner: String,
}

impl Lease<'_> {
    /// Extends the lease; fails when another runner took the day over.
    pub(crate) async fn renew(&self) -> Result<()> {
        let mut tx = self.bank.db().begin_write().await?;
        let held = tx
            .execute(
                "UPDATE eod_runs SET lease_until = $1 WHERE business_date = $2 AND runner = $3 AND state = 'RUNNING'",
                args![now() + LEASE, self.date, self.runner.as_str()],
            )
            .await?;
        tx.commit().await?;
        match held {
            1 => Ok(()),
            _ => Err(Error::Conflict(format!(
                "the close of business for {} was taken over by another runner; this one stops",
                self.date
            ))),
        }
    }
}

/// Runs (or resumes) the close of business for `date`, calling `on_step` as
/// each step starts and ends.
pub async fn run(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    date: NaiveDate,
    mut on_step: impl FnMut(Step, Option<&StepOutcome>) + Send,
) -> Result<RunReport> {
    // Every step's permission up front: a run never stops half-way for want of one.
    const NEEDED: [&[&str]; 3] = [&[perm::TRANSACTIONS_CANCEL], &[perm::CHEQUES_CLEAR], &[perm::JOURNAL_VIEW]];
    for permission in NEEDED {
        Access::AnyOf(permission).check(actor)?;
    }
    let today = bank.today().await?;
    if date >= today {
        return Err(Error::invalid(
            "businessDate",
            format!("{date} is not over yet (today is {today} in the bank's time zone): close a past day"),
        ));
    }
    let runner = format!("{}:{}:{}", actor.username, std::process::id(), uuid::Uuid::new_v4().simple());
    let Some(resumed) = claim(bank, actor, date, &runner).await? else {
        return Ok(RunReport {
            business_date: date,
            resumed: false,
            steps: done_earlier(bank, date).await?,
            attention: Vec::new(),
        });
    };
    let lease = Lease { bank, date, runner };
    let done = finished_steps(bank, date).await?;
    let mut report = RunReport { business_date: date, resumed, steps: Vec::new(), attention: Vec::new() };
    for step in Step::ALL {
        if let Some(detail) = done.iter().find(|(name, _)| name == step.name()).map(|(_, d)| d.clone()) {
            let outcome = StepOutcome { step: step.name(), outcome: "done earlier", detail };
            on_step(step, Some(&outcome));
            report.steps.push(outcome);
            continue;
        }
        on_step(step, None);
        begin_step(bank, date, step).await?;
        let result = step.run(bank, actor, origin, date, &lease).await?;
        end_step(bank, date, step, &result.detail).await?;
        lease.renew().await?;
        let outcome = StepOutcome { step: step.name(), outcome: "done", detail: result.detail };
        on_step(step, Some(&outcome));
        report.attention.extend(result.attention);
        report.steps.push(outcome);
    }
    finish(bank, date, &lease.runner).await?;
    Ok(report)
}

/// Takes the day: a new run, or one whose runner's lease lapsed (`Some(true)`:
/// resumed). `None`: the day is closed already.
async fn claim(bank: &Bank, actor: &Actor, date: NaiveDate, runner: &str) -> Result<Option<bool>> {
    let t = now();
    let mut tx = bank.db().begin_write().await?;
    let created = tx
        .execute(
            "INSERT INTO eod_runs (business_date, state, runner, lease_until, started_by, started_at)
             VALUES ($1, 'RUNNING', $2, $3, $4, $5) ON CONFLICT (business_date) DO NOTHING",
            args![date, runner, t + LEASE, actor.username.as_str(), t],
        )
        .await?;
    let taken_over = match created {
        1 => 0,
        _ => {
            tx.execute(
                "UPDATE eod_runs SET runner = $1, lease_until = $2
                 WHERE business_date = $3 AND state = 'RUNNING' AND lease_until < $4",
                args![runner, t + LEASE, date, t],
            )
            .await?
        }
    };
    let held: Option<(String, String, DateTime<Utc>)> = tx
        .fetch_optional("SELECT state, runner, lease_until FROM eod_runs WHERE business_date = $1", args![date])
        .await?;
    tx.commit().await?;
    match held {
        Some((state, _, _)) if state == "DONE" => Ok(None),
        Some((_, holder, _)) if holder == runner => Ok(Some(taken_over == 1)),
        Some((_, holder, until)) => Err(Error::Conflict(format!(
            "the close of business for {date} is running (runner {holder}); if that runner died, start again after {}",
            crate::time::format(until)
        ))),
        None => Err(Error::Conflict(format!("the close of business for {date} could not be started"))),
    }
}

async fn finished_steps(bank: &Bank, date: NaiveDate) -> Result<Vec<(String, String)>> {
    let rows: Vec<(String, Option<String>)> = bank
        .db()
        .read_all("SELECT step, detail FROM eod_steps WHERE business_date = $1 AND state = 'DONE'", args![date])
        .await?;
    Ok(rows.into_iter().map(|(step, detail)| (step, detail.unwrap_or_default())).collect())
}

async fn done_earlier(bank: &Bank, date: NaiveDate) -> Result<Vec<StepOutcome>> {
    let done = finished_steps(bank, date).await?;
    Ok(Step::ALL
        .iter()
        .filter_map(|s| {
            let detail = done.iter().find(|(name, _)| name == s.name())?.1.clone();
            Some(StepOutcome { step: s.name(), outcome: "done earlier", detail })
        })
        .collect())
}

async fn begin_step(bank: &Bank, date: NaiveDate, step: Step) -> Result<()> {
    let mut tx = bank.db().begin_write().await?;
    tx.execute(
        "INSERT INTO eod_steps (business_date, step, state, started_at) VALUES ($1, $2, 'RUNNING', $3)
         ON CONFLICT (business_date, step) DO NOTHING",
        args![date, step.name(), now()],
    )
    .await?;
    tx.commit().await
}

async fn end_step(bank: &Bank, date: NaiveDate, step: Step, detail: &str) -> Result<()> {
    let mut tx = bank.db().begin_write().await?;
    let ended = tx
        .execute(
            "UPDATE eod_steps SET state = 'DONE', finished_at = $1, detail = $2
             WHERE business_date = $3 AND step = $4 AND state = 'RUNNING'",
            args![now(), detail, date, step.name()],
        )
        .await?;
    if ended != 1 {
        return Err(Error::Conflict(format!("step {} of {date} was not running", step.name())));
    }
    tx.commit().await
}

async fn finish(bank: &Bank, date: NaiveDate, runner: &str) -> Result<()> {
    let mut tx = bank.db().begin_write().await?;
    let ended = tx
        .execute(
            "UPDATE eod_runs SET state = 'DONE', finished_at = $1
             WHERE business_date = $2 AND runner = $3 AND state = 'RUNNING'",
            args![now(), date, runner],
        )
        .await?;
    if ended != 1 {
        return Err(Error::Conflict(format!("the close of business for {date} was taken over before it finished")));
    }
    tx.commit().await
}

/// How often the scheduled close looks at the clock.
const SCHEDULE_TICK: std::time::Duration = std::time::Duration::from_secs(60);

/// `bank serve --eod-at HH:MM`: once the bank's local time passes `at`, closes
/// yesterday (the bank's) as `actor`, unless it is closed already. Several
/// servers may run it: the lease lets one close the day, the others see it
/// running or done.
pub async fn scheduler(bank: Bank, actor: Actor, at: chrono::NaiveTime, mut stop: tokio::sync::watch::Receiver<bool>) {
    loop {
        if let Err(e) = scheduled_close(&bank, &actor, at).await {
            tracing::warn!(error = %e, "the scheduled close of business did not run");
        }
        tokio::select! {
            _ = tokio::time::sleep(SCHEDULE_TICK) => {}
            _ = stop.changed() => return,
        }
        if *stop.borrow() {
            return;
        }
    }
}

async fn scheduled_close(bank: &Bank, actor: &Actor, at: chrono::NaiveTime) -> Result<()> {
    let mut tx = bank.db().begin_read().await?;
    let zone = tx.zone().await?;
    let closed: Option<(String,)> = tx
        .fetch_optional(
            "SELECT state FROM eod_runs WHERE business_date = $1 AND state = 'DONE'",
            args![crate::time::business_today(zone).pred_opt().unwrap_or(NaiveDate::MIN)],
        )
        .await?;
    tx.rollback().await?;
    let local = now().with_timezone(&zone);
    if closed.is_some() || local.time() < at {
        return Ok(());
    }
    let Some(yesterday) = local.date_naive().pred_opt() else { return Ok(()) };
    let origin = Origin {
        user_agent: Some(format!("bank close-of-business scheduler/{}", env!("CARGO_PKG_VERSION"))),
        trusted_local: true,
        ..Origin::default()
    };
    let report = run(bank, actor, &origin, yesterday, |_, _| {}).await?;
    tracing::info!(business_date = %yesterday, attention = ?report.attention, "close of business done");
    Ok(())
}
