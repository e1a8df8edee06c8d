//! `RetrieveCloseOfBusinessQuery`: the recent closes of business (or one
//! day's), each with its steps.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use super::Step;
use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::Result;
use crate::store::Arg;

/// Runs listed at most.
const MAX_RUNS: i64 = 31;

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RetrieveCloseOfBusinessQuery {
    /// One business day; the latest runs when absent.
    #[serde(default, deserialize_with = "crate::time::optional_date")]
    pub business_date: Option<NaiveDate>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct CloseOfBusinessRun {
    pub business_date: NaiveDate,
    pub state: String,
    pub runner: String,
    pub lease_until: DateTime<Utc>,
    pub started_by: String,
    pub started_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    #[sqlx(skip)]
    pub steps: Vec<CloseOfBusinessStep>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct CloseOfBusinessStep {
    #[serde(skip)]
    pub business_date: NaiveDate,
    pub step: String,
    pub state: String,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    pub detail: Option<String>,
}

impl Command for RetrieveCloseOfBusinessQuery {
    const NAME: &'static str = "RetrieveCloseOfBusinessQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<CloseOfBusinessRun>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<CloseOfBusinessRun>> {
        let mut runs: Vec<CloseOfBusinessRun> = cx
            .tx
            .fetch_all(
                "SELECT business_date, state, runner, lease_until, started_by, started_at, finished_at FROM eod_runs
                 WHERE ($1 IS NULL OR business_date = $1) ORDER BY business_date DESC LIMIT $2",
                vec![Arg::Date(self.business_date), Arg::from(MAX_RUNS)],
            )
            .await?;
        let (Some(newest), Some(oldest)) =
            (runs.first().map(|r| r.business_date), runs.last().map(|r| r.business_date))
        else {
            return Ok(runs);
        };
        let steps: Vec<CloseOfBusinessStep> = cx
            .tx
            .fetch_all(
                "SELECT business_date, step, state, started_at, finished_at, detail FROM eod_steps
                 WHERE business_date BETWEEN $1 AND $2",
                args![oldest, newest],
            )
            .await?;
        for run in &mut runs {
            // Every step in its order; one not begun yet shows as PENDING.
            run.steps = Step::ALL
                .iter()
                .map(|s| {
                    let found = steps.iter().find(|r| r.business_date == run.business_date && r.step == s.name());
                    CloseOfBusinessStep {
                        business_date: run.business_date,
                        step: s.name().to_owned(),
                        state: found.map_or("PENDING", |r| r.state.as_str()).to_owned(),
                        started_at: found.and_then(|r| r.started_at),
                        finished_at: found.and_then(|r| r.finished_at),
                        detail: found.and_then(|r| r.detail.clone()),
                    }
                })
                .collect();
        }
        Ok(runs)
    }
}
