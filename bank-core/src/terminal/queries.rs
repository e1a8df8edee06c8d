//! Reading terminals: the list, one by id or serial, and the lookup.

use super::*;

pub(super) fn list_filters(c: &mut Checks, status: Option<&str>, search: Option<&str>) {
    if let Some(s) = status
        && parse_status(s).is_none()
    {
        c.add("status", STATUS_HELP);
    }
    c.text("searchText", search, 100);
}

pub(super) fn search_pattern(text: Option<&str>) -> Option<String> {
    text.map(str::trim).filter(|t| !t.is_empty()).map(crate::page::contains_pattern)
}

pub(super) const LIST_FILTER: &str = " WHERE ($1 IS NULL OR t.status = $1)
      AND ($2 IS NULL OR t.merchant_user_id = $2)
      AND ($3 IS NULL OR t.ptsp_provider_code = $3)
      AND ($4 IS NULL OR LOWER(t.terminal_code) LIKE $4 ESCAPE '\\' OR LOWER(t.serial_number) LIKE $4 ESCAPE '\\')";

pub(super) fn list_args(
    status: Option<&str>,
    merchant: Option<i64>,
    provider: Option<&str>,
    search: Option<&str>,
) -> Vec<Arg> {
    args![status.and_then(parse_status), merchant, provider, search_pattern(search)]
}

/// The spec's `RetrieveTerminalsListQuery`: `status`, `merchantUserId`,
/// `ptspProviderCode`, `searchText` (terminal code or serial, any case),
/// `pageNumber`, `pageSize` (20), `isExport`. Newest first.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveTerminalsListQuery {
    pub status: Option<String>,
    pub merchant_user_id: Option<i64>,
    pub ptsp_provider_code: Option<String>,
    pub search_text: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveTerminalsListQuery {
    const NAME: &'static str = "RetrieveTerminalsListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<TerminalItem>;

    fn envelope_extras(output: &Self::Output) -> serde_json::Map<String, serde_json::Value> {
        output.has_next_previous()
    }

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        list_filters(&mut c, self.status.as_deref(), self.search_text.as_deref());
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<TerminalItem>> {
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let filter = list_args(
            self.status.as_deref(),
            self.merchant_user_id,
            self.ptsp_provider_code.as_deref(),
            self.search_text.as_deref(),
        );
        const ORDER: Order = Order::latest("terminals", cursor::time("t.created_at"), cursor::int("t.id"));
        page.fetch(&mut cx.tx, &ORDER, SELECT_TERMINAL, &format!("{FROM_TERMINAL}{LIST_FILTER}"), filter).await
    }
}

/// The spec's `RetrieveTerminalByIdQuery`: `terminalId`. Served through the
/// terminal cache; answers with the list item shape.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveTerminalByIdQuery {
    pub terminal_id: Option<i64>,
}

impl Command for RetrieveTerminalByIdQuery {
    const NAME: &'static str = "RetrieveTerminalByIdQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = TerminalItem;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        terminal_id(&mut c, self.terminal_id);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalItem> {
        let id = self.terminal_id.unwrap_or_default();
        let key = cache_key(id);
        if let Some(hit) = cx.bank.terminal_cache().get(&key).await {
            return Ok(hit);
        }
        let item = load(&mut cx.tx, id).await?;
        cx.bank.terminal_cache().insert(key, item.clone()).await;
        Ok(item)
    }
}

/// The spec's `GetProviderTerminalBySerialQuery`: `serialNumber`,
/// `ptspProviderCode`. Answers with the list item shape.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetProviderTerminalBySerialQuery {
    pub serial_number: Option<String>,
    pub ptsp_provider_code: Option<String>,
}

impl Command for GetProviderTerminalBySerialQuery {
    const NAME: &'static str = "GetProviderTerminalBySerialQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = TerminalItem;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("serialNumber", self.serial_number.as_deref(), 100);
        c.required("ptspProviderCode", self.ptsp_provider_code.as_deref(), 40);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalItem> {
        let serial = self.serial_number.unwrap_or_default();
        let provider = self.ptsp_provider_code.unwrap_or_default();
        let sql = format!("{SELECT_TERMINAL}{FROM_TERMINAL} WHERE t.ptsp_provider_code = $1 AND t.serial_number = $2");
        let found: Option<TerminalItem> =
            cx.tx.fetch_optional(Sql::assembled(sql), args![provider.trim(), serial.trim()]).await?;
        found.ok_or_else(|| Error::not_found("terminal", format!("{serial} (provider {provider})")))
    }
}

/// A `LookUpTerminalsQuery` entry: enough to pick a terminal.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct TerminalLookupItem {
    pub id: i64,
    pub terminal_code: String,
    pub serial_number: String,
    pub terminal_name: Option<String>,
    pub status: String,
    pub merchant_name: Option<String>,
}

/// The spec's `LookUpTerminalsQuery`: `searchText`, `status`, `merchantUserId`,
/// `pageSize` (10). Answers with a short list (no paging envelope), by code.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LookUpTerminalsQuery {
    pub search_text: Option<String>,
    pub status: Option<String>,
    pub merchant_user_id: Option<i64>,
    pub page_size: Option<i64>,
}

impl Command for LookUpTerminalsQuery {
    const NAME: &'static str = "LookUpTerminalsQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<TerminalLookupItem>;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        list_filters(&mut c, self.status.as_deref(), self.search_text.as_deref());
        if let Some(s) = self.page_size
            && !(1..=MAX_PAGE_SIZE).contains(&s)
        {
            c.add("pageSize", format!("must be between 1 and {MAX_PAGE_SIZE}"));
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<TerminalLookupItem>> {
        let mut args = list_args(self.status.as_deref(), self.merchant_user_id, None, self.search_text.as_deref());
        args.push(Arg::from(self.page_size.unwrap_or(LOOKUP_PAGE_SIZE)));
        let sql = format!(
            "SELECT t.id, t.terminal_code, t.serial_number, t.terminal_name, t.status, u.name AS merchant_name
             {FROM_TERMINAL}{LIST_FILTER} ORDER BY t.terminal_code LIMIT $5"
        );
        cx.tx.fetch_all(Sql::assembled(sql), args).await
    }
}
