//! The by-command queries, their date windows and their short-lived cache.

use super::*;

/// Dates, page and page size of the by-command queries, with their defaults
/// (10 years ago .. today, page 1, 50 a page); days are bank days of `zone`.
pub(super) fn command_window(
    c: &mut Checks,
    (start, end): (&Option<String>, &Option<String>),
    number: Option<i64>,
    size: Option<i64>,
    cursors: [Option<&str>; 2],
    zone: Tz,
) -> (Option<DateTime<Utc>>, Option<DateTime<Utc>>, Option<Page>) {
    let today = crate::time::business_today(zone);
    let start = date(c, "startDate", start).or_else(|| today.with_year_offset(-DEFAULT_RANGE_YEARS)).or(Some(today));
    let end = date(c, "endDate", end).or(Some(today));
    let (from, to) = range(c, start, end, zone);
    (from, to, page(c, number, size, cursors, COMMAND_PAGE_SIZE))
}

pub(super) trait YearOffset {
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
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
    /// User name or entity reference (contains), or entity id.
    pub search_text: Option<String>,
}

/// The entity kinds `GetActivitiesQuery` resolves, in their stored spelling.
pub(super) const QUERY_ENTITIES: &[&str] = &["Client", "Loan", "Deposit", "User"];

impl GetActivitiesQuery {
    pub(super) fn entity_kind(&self) -> Result<Option<&'static str>> {
        let Some(v) = text(&self.entity) else { return Ok(None) };
        QUERY_ENTITIES
            .iter()
            .find(|t| t.eq_ignore_ascii_case(v))
            .map(|t| Some(*t))
            .ok_or_else(|| Error::invalid("entity", format!("unknown entity type '{v}' (Client, Loan, Deposit, User)")))
    }
}

/// Finds the entity's id by id, reference or encoded key.
pub(super) async fn resolve_entity(
    tx: &mut Tx,
    kind: &'static str,
    id: Option<&str>,
    key: Option<&str>,
) -> Result<i64> {
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
        let dates = (&self.start_date, &self.end_date);
        command_window(&mut c, dates, self.page_number, self.page_size, self.cursors(), Tz::UTC);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ActivitiesData> {
        let dates = (&self.start_date, &self.end_date);
        let zone = cx.tx.zone().await?;
        let (from, to, page) = resolved_window(dates, self.page_number, self.page_size, self.cursors(), zone)?;
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
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for GetLoggedInUserActivitiesQuery {
    const NAME: &'static str = "GetLoggedInUserActivitiesQuery";
    const AREA: Area = Area::Activity;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ActivitiesData;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        let dates = (&self.start_date, &self.end_date);
        command_window(&mut c, dates, self.page_number, self.page_size, self.cursors(), Tz::UTC);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ActivitiesData> {
        let dates = (&self.start_date, &self.end_date);
        let zone = cx.tx.zone().await?;
        let (from, to, page) = resolved_window(dates, self.page_number, self.page_size, self.cursors(), zone)?;
        let key = cache_key(Self::NAME, cx.actor.user_id, &self, from, to);
        let user_id = Some(cx.actor.user_id);
        cached(cx, key, page, async |_: &mut Tx| Ok(Filter { user_id, from, to, ..Filter::default() })).await
    }
}

macro_rules! cursors {
    ($($t:ty),*) => {$(
        impl $t {
            fn cursors(&self) -> [Option<&str>; 2] {
                [self.after.as_deref(), self.before.as_deref()]
            }
        }
    )*};
}
cursors!(GetActivitiesQuery, GetLoggedInUserActivitiesQuery);

pub(super) type Window = (Option<DateTime<Utc>>, Option<DateTime<Utc>>, Page);

/// The by-command window as the handler uses it, every problem reported at once.
pub(super) fn resolved_window(
    dates: (&Option<String>, &Option<String>),
    number: Option<i64>,
    size: Option<i64>,
    cursors: [Option<&str>; 2],
    zone: Tz,
) -> Result<Window> {
    let mut c = Checks::new();
    let (from, to, page) = command_window(&mut c, dates, number, size, cursors, zone);
    c.finish()?;
    Ok((from, to, page.ok_or_else(|| Error::invalid("pageSize", "is invalid"))?))
}

/// Serves `key` from the 10-second cache, or builds the filter (only on a
/// miss: resolving an entity costs a query), reads the page and caches it.
pub(super) async fn cached(
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
pub(super) fn cache_key(
    name: &str,
    user_id: i64,
    request: &impl Serialize,
    from: Option<DateTime<Utc>>,
    to: Option<DateTime<Utc>>,
) -> String {
    let request = serde_json::to_string(request).unwrap_or_default();
    serde_json::json!([name, user_id, request, from, to]).to_string()
}
