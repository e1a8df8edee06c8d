//! The activity trail, read path: the REST queries (`GET /api/Activities`,
//! family D) and the by-command queries (`GetActivitiesQuery`,
//! `GetLoggedInUserActivitiesQuery`, family C, cached for 10 seconds per caller).
//!
//! Filters are assembled from static fragments with only the filters given, so
//! each query can use the index that fits it (by user, by entity, by time).

use std::time::Duration;

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use super::ActivityType;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::page::{Clause, Cursors, Order, Page, Paged, cursor};
use crate::store::Tx;
use crate::time::Tz;
use crate::validate::Checks;

mod by_command;
mod rest;

pub use by_command::*;
pub use rest::*;

/// REST default page size.
pub const REST_PAGE_SIZE: i64 = 20;
/// By-command default page size.
pub const COMMAND_PAGE_SIZE: i64 = 50;
/// How long an identical by-command query may be answered from the cache.
pub const CACHE_TTL: Duration = Duration::from_secs(10);
/// Most cached answers kept at once.
pub const CACHE_CAPACITY: u64 = 10_000;
/// The by-command default range starts this many years before today.
const DEFAULT_RANGE_YEARS: i32 = 10;

/// By-command answers, keyed by the query name, the caller's user id and every
/// filter value: one caller's answer is never served to another.
pub type ActivityCache = moka::future::Cache<String, ActivitiesData>;

pub fn new_cache() -> ActivityCache {
    moka::future::Cache::builder().time_to_live(CACHE_TTL).max_capacity(CACHE_CAPACITY).build()
}

/// One stored activity, as read from the `activities` table.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ActivityRow {
    pub id: i64,
    pub user_id: Option<i64>,
    pub user_name: String,
    pub user_key: Option<String>,
    pub activity_type: String,
    pub command: Option<String>,
    pub description: String,
    pub ip_address: Option<String>,
    pub user_agent: Option<String>,
    pub occurred_at: DateTime<Utc>,
    pub entity_type: Option<String>,
    pub entity_id: Option<i64>,
    pub entity_key: Option<String>,
    pub entity_reference: Option<String>,
    pub success: bool,
    pub error_message: Option<String>,
}

/// The spec's Activity record, REST shape.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct ActivityRecord {
    pub id: i64,
    pub user_id: Option<i64>,
    pub user_name: String,
    pub activity_type: String,
    pub activity_description: String,
    pub ip_address: Option<String>,
    pub user_agent: Option<String>,
    pub timestamp: DateTime<Utc>,
    pub entity_type: Option<String>,
    pub entity_id: Option<i64>,
    pub entity_reference: Option<String>,
    pub success: bool,
    pub error_message: Option<String>,
}

impl From<ActivityRow> for ActivityRecord {
    fn from(r: ActivityRow) -> Self {
        ActivityRecord {
            id: r.id,
            user_id: r.user_id,
            user_name: r.user_name,
            activity_type: r.activity_type,
            activity_description: r.description,
            ip_address: r.ip_address,
            user_agent: r.user_agent,
            timestamp: r.occurred_at,
            entity_type: r.entity_type,
            entity_id: r.entity_id,
            entity_reference: r.entity_reference,
            success: r.success,
            error_message: r.error_message,
        }
    }
}

/// The REST pagination envelope: `data[]`, `totalRows`, `totalPages`,
/// `pageSize`, `currentPage`, `hasNext`, `hasPrevious`.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ActivityPage {
    pub data: Vec<ActivityRecord>,
    pub total_rows: i64,
    pub total_pages: i64,
    pub page_size: i64,
    pub current_page: Option<i64>,
    pub has_next: bool,
    pub has_previous: bool,
    #[serde(flatten)]
    pub cursors: Cursors,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub is_estimate: bool,
}

impl ActivityPage {
    fn from_paged(p: Paged<ActivityRow>) -> ActivityPage {
        ActivityPage {
            has_next: p.has_next,
            has_previous: p.has_previous,
            cursors: p.cursors,
            is_estimate: p.is_estimate,
            total_rows: p.total_rows,
            total_pages: p.total_pages,
            page_size: p.page_size,
            current_page: p.current_page,
            data: p.items.into_iter().map(ActivityRecord::from).collect(),
        }
    }

    /// The spec's response headers: X-Total-Count, X-Page-Number, X-Page-Size, X-Total-Pages.
    pub fn headers(&self) -> [(&'static str, String); 4] {
        [
            ("X-Total-Count", self.total_rows.to_string()),
            ("X-Page-Number", self.current_page.map(|n| n.to_string()).unwrap_or_default()),
            ("X-Page-Size", self.page_size.to_string()),
            ("X-Total-Pages", self.total_pages.to_string()),
        ]
    }
}

/// The spec's Activity record, command shape (item of `Data.activities`).
///
/// The affected-item fields: `AffectedItemType` is the entity type;
/// `AffectedItemId`, `AffectedItemEncodedKey` and `AffectedItemName` name the
/// entity of any type; for a Deposit the spec's `AffectedDepositId`,
/// `AffectedDepositEncodedKey` and `AffectedDepositName` (the account number)
/// carry the same values, and are null for other types.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct ActivityItem {
    pub id: i64,
    pub creation_date: DateTime<Utc>,
    pub user_name: String,
    pub user_key: Option<String>,
    pub action: String,
    pub activity_description: String,
    pub affected_item_type: Option<String>,
    pub affected_item_id: Option<i64>,
    pub affected_item_encoded_key: Option<String>,
    pub affected_item_name: Option<String>,
    pub affected_deposit_name: Option<String>,
    pub affected_deposit_encoded_key: Option<String>,
    pub affected_deposit_id: Option<i64>,
    pub success: bool,
}

impl From<ActivityRow> for ActivityItem {
    fn from(r: ActivityRow) -> Self {
        let deposit = r.entity_type.as_deref() == Some("Deposit");
        ActivityItem {
            id: r.id,
            creation_date: r.occurred_at,
            user_name: r.user_name,
            user_key: r.user_key,
            action: r.activity_type,
            activity_description: r.description,
            affected_deposit_name: if deposit { r.entity_reference.clone() } else { None },
            affected_deposit_encoded_key: if deposit { r.entity_key.clone() } else { None },
            affected_deposit_id: if deposit { r.entity_id } else { None },
            affected_item_type: r.entity_type,
            affected_item_id: r.entity_id,
            affected_item_encoded_key: r.entity_key,
            affected_item_name: r.entity_reference,
            success: r.success,
        }
    }
}

/// `Data` of the by-command queries.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ActivitiesData {
    pub activities: Vec<ActivityItem>,
    pub total_rows: i64,
    pub total_pages: i64,
    pub current_page: Option<i64>,
    pub page_size: i64,
    #[serde(flatten)]
    pub cursors: Cursors,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub is_estimate: bool,
}

impl ActivitiesData {
    fn from_paged(p: Paged<ActivityRow>) -> ActivitiesData {
        ActivitiesData {
            cursors: p.cursors,
            is_estimate: p.is_estimate,
            total_rows: p.total_rows,
            total_pages: p.total_pages,
            current_page: p.current_page,
            page_size: p.page_size,
            activities: p.items.into_iter().map(ActivityItem::from).collect(),
        }
    }
}

/// Every filter an activity query may apply; `None` applies none.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub user_id: Option<i64>,
    pub user_name: Option<String>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    pub activity_type: Option<String>,
    pub entity_type: Option<String>,
    pub entity_id: Option<i64>,
    pub success: Option<bool>,
    pub ip_address: Option<String>,
    /// Matches the user name or entity reference (contains, any case) or the entity id.
    pub search_text: Option<String>,
}

const COLUMNS: &str = "SELECT id, user_id, user_name, user_key, activity_type, command, description, ip_address,
    user_agent, occurred_at, entity_type, entity_id, entity_key, entity_reference, success, error_message";

/// Latest first; the indexes by time, by user and by entity all end in this order.
/// Unfiltered, a deep page by number seeks to its page mark.
pub const ORDER: Order =
    Order::latest("activities", cursor::time("occurred_at"), cursor::int("id")).marked(&crate::page::marks::ACTIVITIES);
/// The same order for one user's activities alone, whose pages have marks of their own.
const BY_USER: Order = Order { marks: Some(&crate::page::marks::ACTIVITIES_BY_USER), ..ORDER };

impl Filter {
    /// The WHERE clause (static fragments, numbered placeholders) and its arguments.
    fn clause(&self) -> Clause {
        let mut w = Clause::new(" FROM activities");
        w.and_some("user_id = ?", self.user_id)
            .and_some("LOWER(user_name) = ?", self.user_name.as_ref().map(|v| v.to_lowercase()))
            .and_some("occurred_at >= ?", self.from)
            .and_some("occurred_at <= ?", self.to)
            .and_some("activity_type = ?", self.activity_type.clone())
            .and_some("entity_type = ?", self.entity_type.clone())
            .and_some("entity_id = ?", self.entity_id)
            .and_some("success = ?", self.success)
            .and_some("ip_address = ?", self.ip_address.clone());
        if let Some(v) = &self.search_text {
            let pattern = crate::page::contains_pattern(v.trim());
            w.and_each(
                "(LOWER(user_name) LIKE ? ESCAPE '\\' OR LOWER(COALESCE(entity_reference, '')) LIKE ? ESCAPE '\\'
                  OR CAST(entity_id AS TEXT) = ?)",
                [pattern.clone().into(), pattern.into(), v.trim().into()].into_iter(),
            );
        }
        w
    }

    /// One page, latest first.
    pub async fn fetch(&self, tx: &mut Tx, page: Page) -> Result<Paged<ActivityRow>> {
        // The whole trail, or one user's (their marks serve when the user is
        // the whole filter: `Page::fetch` checks).
        let marked = Filter { user_id: self.user_id, ..Filter::default() };
        let filter = if self.range_holds_every_activity(tx, &marked).await? { marked } else { self.clone() };
        let order = if filter.user_id.is_some() { &BY_USER } else { &ORDER };
        let w = filter.clause();
        page.fetch(tx, order, COLUMNS, &w.sql, w.args).await
    }

    /// Whether this filter is `marked` and a date range that holds every
    /// activity (`GetActivitiesQuery` asks for ten years to today by
    /// default): then the range filters nothing, and the list is read
    /// without it, by its page marks. Two index ends, one statement.
    async fn range_holds_every_activity(&self, tx: &mut Tx, marked: &Filter) -> Result<bool> {
        let without_range = Filter { from: None, to: None, ..self.clone() };
        if self.from.is_none() && self.to.is_none() || without_range.clause().sql != marked.clause().sql {
            return Ok(false);
        }
        let ends: (Option<DateTime<Utc>>, Option<DateTime<Utc>>) = tx
            .fetch_one(
                "SELECT (SELECT occurred_at FROM activities ORDER BY occurred_at LIMIT 1),
                        (SELECT occurred_at FROM activities ORDER BY occurred_at DESC LIMIT 1)",
                vec![],
            )
            .await?;
        Ok(match ends {
            (Some(first), Some(last)) => self.from.is_none_or(|f| f <= first) && self.to.is_none_or(|t| last <= t),
            _ => false,
        })
    }
}

// ----- value readers shared by both query families -----

fn text(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

fn long(c: &mut Checks, field: &str, value: &Option<String>) -> Option<i64> {
    let v = text(value)?;
    match v.parse::<i64>() {
        Ok(n) => Some(n),
        Err(_) => {
            c.add(field, format!("'{v}' is not a whole number"));
            None
        }
    }
}

fn boolean(c: &mut Checks, field: &str, value: &Option<String>) -> Option<bool> {
    let v = text(value)?;
    match v.to_ascii_lowercase().as_str() {
        "true" | "1" => Some(true),
        "false" | "0" => Some(false),
        _ => {
            c.add(field, format!("'{v}' is not true or false"));
            None
        }
    }
}

fn date(c: &mut Checks, field: &str, value: &Option<String>) -> Option<NaiveDate> {
    let v = text(value)?;
    match NaiveDate::parse_from_str(v, "%Y-%m-%d") {
        Ok(d) => Some(d),
        Err(_) => {
            c.add(field, format!("'{v}' is not a date (YYYY-MM-DD)"));
            None
        }
    }
}

/// A range of bank days of `zone`; the end date is inclusive (covers that whole day).
fn range(
    c: &mut Checks,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
    zone: Tz,
) -> (Option<DateTime<Utc>>, Option<DateTime<Utc>>) {
    if let (Some(s), Some(e)) = (start, end)
        && s > e
    {
        c.add("startDate", "must not be after endDate");
    }
    let from = start.map(|d| crate::time::start_of_day(d, zone));
    let to = end.map(|d| crate::time::end_of_day(d, zone));
    (from, to)
}

fn activity_type(c: &mut Checks, value: &Option<String>) -> Option<String> {
    let v = text(value)?;
    match ActivityType::ALL.iter().find(|t| t.as_str().eq_ignore_ascii_case(v)) {
        Some(t) => Some(t.as_str().to_owned()),
        None => {
            let names: Vec<&str> = ActivityType::ALL.iter().map(|t| t.as_str()).collect();
            c.add("activityType", format!("'{v}' is not one of {}", names.join(", ")));
            None
        }
    }
}

/// The entity types the trail records, in their stored spelling.
pub const ENTITY_TYPES: &[&str] = &[
    "Client",
    "Loan",
    "Deposit",
    "Policy",
    "Terminal",
    "User",
    "Branch",
    "Product",
    "Transaction",
    "Report",
    "Till",
    "Vault",
    "GLAccount",
    "JournalTransaction",
    "AccountingPeriod",
];

/// An entity type in its stored spelling when known (any case), else as given.
fn entity_type(value: &Option<String>) -> Option<String> {
    let v = text(value)?;
    Some(ENTITY_TYPES.iter().find(|t| t.eq_ignore_ascii_case(v)).map_or_else(|| v.to_owned(), |t| (*t).to_owned()))
}

/// The page a request asks for: by number, or from its `after` or `before` cursor.
fn page(
    c: &mut Checks,
    number: Option<i64>,
    size: Option<i64>,
    cursors: [Option<&str>; 2],
    default_size: i64,
) -> Option<Page> {
    match Page::resolve(number, size, default_size, false).and_then(|p| p.seek(cursors[0], cursors[1])) {
        Ok(p) => Some(p),
        Err(Error::Validation(errors)) => {
            for (field, messages) in errors {
                for m in messages {
                    c.add(&field, m);
                }
            }
            None
        }
        Err(_) => None,
    }
}
