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
use crate::command::{Command, Cx};
use crate::error::{Error, Result};
use crate::page::{Page, Paged};
use crate::store::{Arg, Tx};
use crate::validate::Checks;
use crate::wire::Area;

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
    pub current_page: i64,
    pub has_next: bool,
    pub has_previous: bool,
}

impl ActivityPage {
    fn from_paged(p: Paged<ActivityRow>) -> ActivityPage {
        ActivityPage {
            has_next: p.current_page < p.total_pages,
            has_previous: p.current_page > 1 && p.total_rows > 0,
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
            ("X-Page-Number", self.current_page.to_string()),
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
    pub current_page: i64,
    pub page_size: i64,
}

impl ActivitiesData {
    fn from_paged(p: Paged<ActivityRow>) -> ActivitiesData {
        ActivitiesData {
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

impl Filter {
    /// The WHERE clause (static fragments, numbered placeholders) and its arguments.
    fn clause(&self) -> (String, Vec<Arg>) {
        let mut sql = String::from(" FROM activities WHERE 1 = 1");
        let mut args: Vec<Arg> = Vec::new();
        let mut add = |fragment: &'static str, arg: Arg| {
            args.push(arg);
            sql.push_str(&fragment.replace('?', &format!("${}", args.len())));
        };
        if let Some(v) = self.user_id {
            add(" AND user_id = ?", v.into());
        }
        if let Some(v) = &self.user_name {
            add(" AND LOWER(user_name) = ?", v.to_lowercase().into());
        }
        if let Some(v) = self.from {
            add(" AND occurred_at >= ?", v.into());
        }
        if let Some(v) = self.to {
            add(" AND occurred_at <= ?", v.into());
        }
        if let Some(v) = &self.activity_type {
            add(" AND activity_type = ?", v.into());
        }
        if let Some(v) = &self.entity_type {
            add(" AND entity_type = ?", v.into());
        }
        if let Some(v) = self.entity_id {
            add(" AND entity_id = ?", v.into());
        }
        if let Some(v) = self.success {
            add(" AND success = ?", v.into());
        }
        if let Some(v) = &self.ip_address {
            add(" AND ip_address = ?", v.into());
        }
        if let Some(v) = &self.search_text {
            let pattern = crate::page::contains_pattern(v.trim());
            add(" AND (LOWER(user_name) LIKE ? ESCAPE '\\'", pattern.clone().into());
            add(" OR LOWER(COALESCE(entity_reference, '')) LIKE ? ESCAPE '\\'", pattern.into());
            add(" OR CAST(entity_id AS TEXT) = ?)", v.trim().to_owned().into());
        }
        (sql, args)
    }

    /// One page, latest first.
    pub async fn fetch(&self, tx: &mut Tx, page: Page) -> Result<Paged<ActivityRow>> {
        let (clause, args) = self.clause();
        let count = format!("SELECT COUNT(*){clause}");
        let select = format!("{COLUMNS}{clause}");
        page.fetch(tx, count, select, "occurred_at DESC, id DESC", args).await
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

/// A date range; the end date is inclusive (covers that whole day).
fn range(
    c: &mut Checks,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
) -> (Option<DateTime<Utc>>, Option<DateTime<Utc>>) {
    if let (Some(s), Some(e)) = (start, end)
        && s > e
    {
        c.add("startDate", "must not be after endDate");
    }
    let from = start.map(|d| d.and_time(chrono::NaiveTime::MIN).and_utc());
    let to = end.map(|d| {
        d.and_time(chrono::NaiveTime::MIN).and_utc() + chrono::Duration::days(1) - chrono::Duration::microseconds(1)
    });
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

fn page(c: &mut Checks, number: &Option<String>, size: &Option<String>, default_size: i64) -> Option<Page> {
    let number = long(c, "pageNumber", number);
    let size = long(c, "pageSize", size);
    match Page::resolve(number, size, default_size, false) {
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

// ----- REST -----

/// `GET /api/Activities`: every user's activities (needs activities.view_all).
/// Every parameter arrives as text from the query string and is checked here,
/// so a malformed value is a family D 400.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ListActivitiesRestQuery {
    pub user_id: Option<String>,
    pub user_name: Option<String>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub activity_type: Option<String>,
    pub entity_type: Option<String>,
    pub entity_id: Option<String>,
    pub success: Option<String>,
    pub ip_address: Option<String>,
    pub page_number: Option<String>,
    pub page_size: Option<String>,
}

impl ListActivitiesRestQuery {
    fn resolve(&self) -> Result<(Filter, Page)> {
        let mut c = Checks::new();
        let user_id = long(&mut c, "userId", &self.user_id);
        let entity_id = long(&mut c, "entityId", &self.entity_id);
        let success = boolean(&mut c, "success", &self.success);
        let start = date(&mut c, "startDate", &self.start_date);
        let end = date(&mut c, "endDate", &self.end_date);
        let (from, to) = range(&mut c, start, end);
        let activity_type = activity_type(&mut c, &self.activity_type);
        c.text("userName", text(&self.user_name), 200);
        c.text("ipAddress", text(&self.ip_address), 100);
        c.text("entityType", text(&self.entity_type), 50);
        let page = page(&mut c, &self.page_number, &self.page_size, REST_PAGE_SIZE);
        c.finish()?;
        let filter = Filter {
            user_id,
            user_name: text(&self.user_name).map(str::to_owned),
            from,
            to,
            activity_type,
            entity_type: entity_type(&self.entity_type),
            entity_id,
            success,
            ip_address: text(&self.ip_address).map(str::to_owned),
            search_text: None,
        };
        Ok((filter, page.ok_or_else(|| Error::invalid("pageSize", "is invalid"))?))
    }
}

impl Command for ListActivitiesRestQuery {
    const NAME: &'static str = "ListActivitiesRestQuery";
    const AREA: Area = Area::ActivityRest;
    const ACCESS: Access = Access::AnyOf(&[perm::ACTIVITIES_VIEW_ALL]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ActivityPage;

    fn validate(&self) -> Result<()> {
        self.resolve().map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ActivityPage> {
        let (filter, page) = self.resolve()?;
        Ok(ActivityPage::from_paged(filter.fetch(&mut cx.tx, page).await?))
    }
}

/// `GET /api/Activities/loggedinuseractivities`: the caller's own activities.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MyActivitiesRestQuery {
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub activity_type: Option<String>,
    pub page_number: Option<String>,
    pub page_size: Option<String>,
}

impl MyActivitiesRestQuery {
    fn resolve(&self) -> Result<(Filter, Page)> {
        let all = ListActivitiesRestQuery {
            start_date: self.start_date.clone(),
            end_date: self.end_date.clone(),
            activity_type: self.activity_type.clone(),
            page_number: self.page_number.clone(),
            page_size: self.page_size.clone(),
            ..ListActivitiesRestQuery::default()
        };
        all.resolve()
    }
}

impl Command for MyActivitiesRestQuery {
    const NAME: &'static str = "MyActivitiesRestQuery";
    const AREA: Area = Area::ActivityRest;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ActivityPage;

    fn validate(&self) -> Result<()> {
        self.resolve().map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ActivityPage> {
        let (mut filter, page) = self.resolve()?;
        filter.user_id = Some(cx.actor.user_id);
        Ok(ActivityPage::from_paged(filter.fetch(&mut cx.tx, page).await?))
    }
}

// ----- by command -----

/// Dates, page and page size of the by-command queries, with their defaults
/// (10 years ago .. today, page 1, 50 a page).
fn command_window(
    c: &mut Checks,
    start: &Option<String>,
    end: &Option<String>,
    number: Option<i64>,
    size: Option<i64>,
) -> (Option<DateTime<Utc>>, Option<DateTime<Utc>>, Option<Page>) {
    let today = Utc::now().date_naive();
    let start = date(c, "startDate", start).or_else(|| today.with_year_offset(-DEFAULT_RANGE_YEARS)).or(Some(today));
    let end = date(c, "endDate", end).or(Some(today));
    let (from, to) = range(c, start, end);
    let page = match Page::resolve(number, size, COMMAND_PAGE_SIZE, false) {
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
    };
    (from, to, page)
}

trait YearOffset {
    fn with_year_offset(self, years: i32) -> Option<NaiveDate>;
}

impl YearOffset for NaiveDate {
    fn with_year_offset(self, years: i32) -> Option<NaiveDate> {
        let months = chrono::Months::new(years.unsigned_abs() * 12);
        if years < 0 { self.checked_sub_months(months) } else { self.checked_add_months(months) }
    }
}

/// The spec's `GetActivitiesQuery` (needs activities.view_all).
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GetActivitiesQuery {
    /// 'Client', 'Loan', 'Deposit' or 'User'; absent: across entities.
    pub entity: Option<String>,
    /// The entity's id (or its reference: client code, loan or account number, username).
    pub entity_id: Option<String>,
    pub encoded_key: Option<String>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    /// User name or entity reference (contains), or entity id.
    pub search_text: Option<String>,
}

/// The entity kinds `GetActivitiesQuery` resolves, in their stored spelling.
const QUERY_ENTITIES: &[&str] = &["Client", "Loan", "Deposit", "User"];

impl GetActivitiesQuery {
    fn entity_kind(&self) -> Result<Option<&'static str>> {
        let Some(v) = text(&self.entity) else { return Ok(None) };
        QUERY_ENTITIES
            .iter()
            .find(|t| t.eq_ignore_ascii_case(v))
            .map(|t| Some(*t))
            .ok_or_else(|| Error::invalid("entity", format!("unknown entity type '{v}' (Client, Loan, Deposit, User)")))
    }
}

/// Finds the entity's id by id, reference or encoded key.
async fn resolve_entity(tx: &mut Tx, kind: &'static str, id: Option<&str>, key: Option<&str>) -> Result<i64> {
    let (by_id, by_reference, by_key) = match kind {
        "Client" => (
            "SELECT id FROM clients WHERE id = $1",
            "SELECT id FROM clients WHERE client_code = $1",
            "SELECT id FROM clients WHERE encoded_key = $1",
        ),
        "Loan" => (
            "SELECT id FROM loans WHERE id = $1",
            "SELECT id FROM loans WHERE loan_number = $1",
            "SELECT id FROM loans WHERE encoded_key = $1",
        ),
        "Deposit" => (
            "SELECT id FROM deposit_accounts WHERE id = $1",
            "SELECT id FROM deposit_accounts WHERE account_number = $1",
            "SELECT id FROM deposit_accounts WHERE encoded_key = $1",
        ),
        _ => (
            "SELECT id FROM users WHERE id = $1",
            "SELECT id FROM users WHERE username = $1",
            "SELECT id FROM users WHERE encoded_key = $1",
        ),
    };
    let entity = match kind {
        "Client" => "client",
        "Loan" => "loan",
        "Deposit" => "deposit account",
        _ => "user",
    };
    let found: Option<i64> = match (id, key) {
        (Some(id), _) => match id.parse::<i64>() {
            Ok(n) => match tx.scalar_optional(by_id, crate::args![n]).await? {
                Some(found) => Some(found),
                None => tx.scalar_optional(by_reference, crate::args![id]).await?,
            },
            Err(_) => tx.scalar_optional(by_reference, crate::args![id]).await?,
        },
        (None, Some(key)) => tx.scalar_optional(by_key, crate::args![key]).await?,
        (None, None) => return Err(Error::invalid("entityId", "entityId or encodedKey is required with entity")),
    };
    found.ok_or_else(|| Error::not_found(entity, id.or(key).unwrap_or_default()))
}

impl Command for GetActivitiesQuery {
    const NAME: &'static str = "GetActivitiesQuery";
    const AREA: Area = Area::Activity;
    const ACCESS: Access = Access::AnyOf(&[perm::ACTIVITIES_VIEW_ALL]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ActivitiesData;

    fn validate(&self) -> Result<()> {
        let kind = self.entity_kind()?;
        let mut c = Checks::new();
        if kind.is_none() && (text(&self.entity_id).is_some() || text(&self.encoded_key).is_some()) {
            c.add("entity", "is required with entityId or encodedKey");
        }
        if kind.is_some() && text(&self.entity_id).is_none() && text(&self.encoded_key).is_none() {
            c.add("entityId", "entityId or encodedKey is required with entity");
        }
        c.text("entityId", text(&self.entity_id), 100);
        c.text("encodedKey", text(&self.encoded_key), 100);
        c.text("searchText", text(&self.search_text), 100);
        command_window(&mut c, &self.start_date, &self.end_date, self.page_number, self.page_size);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ActivitiesData> {
        let (from, to, page) = resolved_window(&self.start_date, &self.end_date, self.page_number, self.page_size)?;
        let key = cache_key(Self::NAME, cx.actor.user_id, &self, from, to);
        cached(cx, key, page, async |tx: &mut Tx| {
            let kind = self.entity_kind()?;
            let entity_id = match kind {
                Some(kind) => Some(resolve_entity(tx, kind, text(&self.entity_id), text(&self.encoded_key)).await?),
                None => None,
            };
            Ok(Filter {
                from,
                to,
                entity_type: kind.map(str::to_owned),
                entity_id,
                search_text: text(&self.search_text).map(str::to_owned),
                ..Filter::default()
            })
        })
        .await
    }
}

/// The spec's `GetLoggedInUserActivitiesQuery`: the caller's own activities.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GetLoggedInUserActivitiesQuery {
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
}

impl Command for GetLoggedInUserActivitiesQuery {
    const NAME: &'static str = "GetLoggedInUserActivitiesQuery";
    const AREA: Area = Area::Activity;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ActivitiesData;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        command_window(&mut c, &self.start_date, &self.end_date, self.page_number, self.page_size);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ActivitiesData> {
        let (from, to, page) = resolved_window(&self.start_date, &self.end_date, self.page_number, self.page_size)?;
        let key = cache_key(Self::NAME, cx.actor.user_id, &self, from, to);
        let user_id = Some(cx.actor.user_id);
        cached(cx, key, page, async |_: &mut Tx| Ok(Filter { user_id, from, to, ..Filter::default() })).await
    }
}

type Window = (Option<DateTime<Utc>>, Option<DateTime<Utc>>, Page);

/// The by-command window as the handler uses it, every problem reported at once.
fn resolved_window(
    start: &Option<String>,
    end: &Option<String>,
    number: Option<i64>,
    size: Option<i64>,
) -> Result<Window> {
    let mut c = Checks::new();
    let (from, to, page) = command_window(&mut c, start, end, number, size);
    c.finish()?;
    Ok((from, to, page.ok_or_else(|| Error::invalid("pageSize", "is invalid"))?))
}

/// Serves `key` from the 10-second cache, or builds the filter (only on a
/// miss: resolving an entity costs a query), reads the page and caches it.
async fn cached(
    cx: &mut Cx<'_>,
    key: String,
    page: Page,
    filter: impl AsyncFnOnce(&mut Tx) -> Result<Filter>,
) -> Result<ActivitiesData> {
    if let Some(hit) = cx.bank.activity_cache().get(&key).await {
        return Ok(hit);
    }
    let filter = filter(&mut cx.tx).await?;
    let data = ActivitiesData::from_paged(filter.fetch(&mut cx.tx, page).await?);
    cx.bank.activity_cache().insert(key, data.clone()).await;
    Ok(data)
}

/// Query name, caller and every filter value (the resolved range too, so the
/// default window moves with the day).
fn cache_key(
    name: &str,
    user_id: i64,
    request: &impl Serialize,
    from: Option<DateTime<Utc>>,
    to: Option<DateTime<Utc>>,
) -> String {
    let request = serde_json::to_string(request).unwrap_or_default();
    serde_json::json!([name, user_id, request, from, to]).to_string()
}
