//! Accounting periods: closing through a date refuses postings and reversals
//! on or before it; only an administrator reopens, with a reason on the trail.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use super::engine::closed_through;
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::store::now;
use crate::validate::Checks;

/// A closing of the books through a date.
#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct PeriodClosure {
    pub id: i64,
    pub closed_through: NaiveDate,
    pub closed_by: String,
    pub closed_at: DateTime<Utc>,
    pub reopened_by: Option<String>,
    pub reopened_at: Option<DateTime<Utc>>,
    pub reopen_reason: Option<String>,
}

const SELECT_CLOSURE: &str =
    "SELECT id, closed_through, closed_by, closed_at, reopened_by, reopened_at, reopen_reason FROM accounting_periods";

/// `CloseAccountingPeriodCommand`: closes the books through `closedThrough`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CloseAccountingPeriodCommand {
    #[serde(deserialize_with = "crate::time::optional_date", default)]
    pub closed_through: Option<NaiveDate>,
}

impl Command for CloseAccountingPeriodCommand {
    const NAME: &'static str = "CloseAccountingPeriodCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::PERIODS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Accounting period closed.";
    type Output = PeriodClosure;

    async fn run(self, cx: &mut Cx<'_>) -> Result<PeriodClosure> {
        let through = self.closed_through.ok_or_else(|| Error::invalid("closedThrough", "is required"))?;
        // Today is the bank's day, in its time zone.
        let zone = cx.tx.zone().await?;
        let today = crate::time::business_today(zone);
        if through >= today {
            return Err(Error::invalid(
                "closedThrough",
                format!("must be before today ({today} in {zone}): the current day stays open"),
            ));
        }
        // Wait for postings in flight and hold new ones at their insert until this
        // close commits (they re-check the period after inserting and are refused);
        // the mode also makes concurrent closes take turns.
        if cx.tx.dialect() == crate::store::Dialect::Postgres {
            cx.tx.execute("LOCK TABLE journal_entries IN SHARE ROW EXCLUSIVE MODE", vec![]).await?;
        }
        if let Some(current) = closed_through(&mut cx.tx).await?
            && through <= current
        {
            return Err(Error::Conflict(format!("the books are already closed through {current}")));
        }
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO accounting_periods (closed_through, closed_by, closed_at) VALUES ($1, $2, $3) RETURNING id",
                args![through, &cx.actor.username, now()],
            )
            .await?;
        cx.record(Draft::new(format!("closed the books through {through}")).entity(
            "AccountingPeriod",
            id,
            &through.to_string(),
            &through.to_string(),
        ));
        cx.tx.fetch_one(crate::store::Sql::assembled(format!("{SELECT_CLOSURE} WHERE id = $1")), args![id]).await
    }
}

/// `ReopenAccountingPeriodCommand`: undoes the latest closing (administrators
/// only), so the books are closed through the one before it, if any.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReopenAccountingPeriodCommand {
    pub reason: Option<String>,
    /// The closing the caller means to undo. When given and it is no longer
    /// the latest (another reopen came first), nothing is reopened: two
    /// requests at once never undo two closings.
    #[serde(deserialize_with = "crate::time::optional_date", default)]
    pub closed_through: Option<NaiveDate>,
}

impl Command for ReopenAccountingPeriodCommand {
    const NAME: &'static str = "ReopenAccountingPeriodCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::PERIODS_REOPEN]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    const MESSAGE: &'static str = "Accounting period reopened.";
    type Output = PeriodClosure;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("reason", self.reason.as_deref(), 1000);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<PeriodClosure> {
        let latest: Option<(i64, NaiveDate)> = cx
            .tx
            .fetch_optional(
                "SELECT id, closed_through FROM accounting_periods WHERE reopened_at IS NULL ORDER BY closed_through DESC LIMIT 1",
                vec![],
            )
            .await?;
        let (id, through) = latest.ok_or_else(|| Error::Conflict("no accounting period is closed".into()))?;
        if let Some(expected) = self.closed_through
            && expected != through
        {
            return Err(Error::Conflict(format!(
                "the latest closing is through {through}, not {expected}: it was reopened already"
            )));
        }
        let changed = cx
            .tx
            .execute(
                "UPDATE accounting_periods SET reopened_by = $1, reopened_at = $2, reopen_reason = $3
                 WHERE id = $4 AND reopened_at IS NULL",
                args![&cx.actor.username, now(), self.reason.clone(), id],
            )
            .await?;
        if changed != 1 {
            return Err(Error::Conflict(format!(
                "the period closed through {through} was reopened by another request at the same time"
            )));
        }
        let reason = self.reason.unwrap_or_default();
        cx.record(Draft::new(format!("reopened the period closed through {through}: {reason}")).entity(
            "AccountingPeriod",
            id,
            &through.to_string(),
            &through.to_string(),
        ));
        cx.tx.fetch_one(crate::store::Sql::assembled(format!("{SELECT_CLOSURE} WHERE id = $1")), args![id]).await
    }
}

/// `RetrieveAccountingPeriodsQuery`: every closing, latest first (at most 500).
#[derive(Clone, Debug, Default, Deserialize)]
pub struct RetrieveAccountingPeriodsQuery {}

impl Command for RetrieveAccountingPeriodsQuery {
    const NAME: &'static str = "RetrieveAccountingPeriodsQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_VIEW, perm::PERIODS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<PeriodClosure>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<PeriodClosure>> {
        cx.tx
            .fetch_all(crate::store::Sql::assembled(format!("{SELECT_CLOSURE} ORDER BY id DESC LIMIT 500")), vec![])
            .await
    }
}
