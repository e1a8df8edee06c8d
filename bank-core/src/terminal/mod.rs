//! Self-service terminals (ATM, POS, kiosk): the spec's terminal commands on
//! `/api/core/cmd` (family A, PascalCase) and `CreatePtspProviderCommand`, which
//! configures the PTSP providers a terminal must name.
//!
//! Choices the spec leaves open (the README repeats them):
//! - the merchant (`merchantUserId`) is a staff user in `users` standing for the
//!   merchant's self-service user; it must exist and be active;
//! - `settlementAccountId` is a GL account id, which must exist and be active;
//!   `virtualAccountId` is stored as given;
//! - the merchant and agent service commands take `userId` (the merchant user)
//!   and switch the flag on every non-terminated terminal of that merchant;
//! - update, disable and the service commands answer with the terminal (or, for
//!   the service commands, the user and the number of terminals changed);
//! - every change clears the terminal's cache entry (`terminal:{terminalId}`),
//!   whose TTL is the `terminal.cache_ttl_seconds` setting (default 3600).

use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm, user::new_key};
use crate::command::{Command, Cx, Registration};
use crate::error::{Error, Result};
use crate::page::{MAX_PAGE_SIZE, Page, Paged};
use crate::store::{Arg, Sql, Tx, now};
use crate::validate::Checks;
use crate::wire::Area;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreatePtspProviderCommand>(),
    Registration::of::<CreateTerminalCommand>(),
    Registration::of::<UpdateTerminalCommand>(),
    Registration::of::<EnableTerminalCommand>(),
    Registration::of::<DisableTerminalCommand>(),
    Registration::of::<TerminateTerminalCommand>(),
    Registration::of::<RetrieveTerminalsListQuery>(),
    Registration::of::<RetrieveTerminalByIdQuery>(),
    Registration::of::<GetProviderTerminalBySerialQuery>(),
    Registration::of::<LookUpTerminalsQuery>(),
    Registration::of::<EnableMerchantServicesCommand>(),
    Registration::of::<DisableMerchantServicesCommand>(),
    Registration::of::<EnableAgentServicesCommand>(),
    Registration::of::<DisableAgentServicesCommand>(),
];

/// The spec's default page size for terminals.
pub const DEFAULT_PAGE_SIZE: i64 = 20;
/// The spec's default page size for `LookUpTerminalsQuery`.
pub const LOOKUP_PAGE_SIZE: i64 = 10;
/// The setting holding the cache TTL in seconds.
pub const CACHE_TTL_SETTING: &str = "terminal.cache_ttl_seconds";
/// The spec's default cache TTL: one hour.
pub const DEFAULT_CACHE_TTL: Duration = Duration::from_secs(3600);
const CACHE_CAPACITY: u64 = 10_000;

pub const ENABLED: &str = "ENABLED";
pub const DISABLED: &str = "DISABLED";
pub const TERMINATED: &str = "TERMINATED";
const STATUS_HELP: &str = "must be one of ENABLED, DISABLED, TERMINATED";

/// Terminals by cache key `terminal:{terminalId}`.
pub type TerminalCache = moka::future::Cache<String, TerminalItem>;

pub fn new_cache(ttl: Duration) -> TerminalCache {
    moka::future::Cache::builder().time_to_live(ttl).max_capacity(CACHE_CAPACITY).build()
}

pub fn cache_key(terminal_id: i64) -> String {
    format!("terminal:{terminal_id}")
}

/// The TTL the `terminal.cache_ttl_seconds` setting names; the default when it
/// is absent, not a number or not positive.
pub async fn cache_ttl(tx: &mut Tx) -> Result<Duration> {
    let value: Option<String> =
        tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![CACHE_TTL_SETTING]).await?;
    Ok(value
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|s| *s > 0)
        .map(Duration::from_secs)
        .unwrap_or(DEFAULT_CACHE_TTL))
}

/// Reads a status (any case) as stored.
pub fn parse_status(text: &str) -> Option<&'static str> {
    match text.trim().to_ascii_uppercase().as_str() {
        "ENABLED" => Some(ENABLED),
        "DISABLED" => Some(DISABLED),
        "TERMINATED" => Some(TERMINATED),
        _ => None,
    }
}

/// The spec's terminal list item (also the answer of the by-id and by-serial queries).
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct TerminalItem {
    pub id: i64,
    pub terminal_code: String,
    pub serial_number: String,
    pub terminal_name: Option<String>,
    pub location: Option<String>,
    pub status: String,
    pub ptsp_provider_code: String,
    pub merchant_user_id: Option<i64>,
    pub merchant_name: Option<String>,
    pub settlement_account_id: i64,
    pub settlement_account_number: String,
    pub virtual_account_id: Option<i64>,
    pub enable_merchant_services: bool,
    pub enable_agent_services: bool,
    pub created_at: DateTime<Utc>,
    pub last_updated: DateTime<Utc>,
}

const SELECT_TERMINAL: &str = "SELECT t.id, t.terminal_code, t.serial_number, t.terminal_name, t.location, t.status,
        t.ptsp_provider_code, t.merchant_user_id, u.name AS merchant_name, t.settlement_account_id,
        g.gl_code AS settlement_account_number, t.virtual_account_id, t.enable_merchant_services,
        t.enable_agent_services, t.created_at, t.last_updated";
const FROM_TERMINAL: &str = " FROM terminals t
        JOIN gl_accounts g ON g.id = t.settlement_account_id
        LEFT JOIN users u ON u.id = t.merchant_user_id";

async fn find(tx: &mut Tx, id: i64) -> Result<Option<TerminalItem>> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_TERMINAL}{FROM_TERMINAL} WHERE t.id = $1")), args![id]).await
}

async fn load(tx: &mut Tx, id: i64) -> Result<TerminalItem> {
    find(tx, id).await?.ok_or_else(|| Error::not_found("terminal", id))
}

async fn encoded_key(tx: &mut Tx, id: i64) -> Result<String> {
    tx.scalar("SELECT encoded_key FROM terminals WHERE id = $1", args![id]).await
}

async fn record(cx: &mut Cx<'_>, id: i64, code: &str, description: String) -> Result<()> {
    let key = encoded_key(&mut cx.tx, id).await?;
    cx.record(Draft::new(description).entity("Terminal", id, &key, code));
    forget_after_commit(cx, id);
    Ok(())
}

/// Drops the terminal's cache entry once the change is committed.
fn forget_after_commit(cx: &mut Cx<'_>, id: i64) {
    cx.after_commit(Box::new(move |bank| {
        Box::pin(async move { bank.terminal_cache().invalidate(&cache_key(id)).await })
    }));
}

async fn require_provider(tx: &mut Tx, code: &str) -> Result<()> {
    let active: Option<bool> =
        tx.scalar_optional("SELECT active FROM ptsp_providers WHERE code = $1", args![code]).await?;
    match active {
        None => Err(Error::not_found("PTSP provider", code)),
        Some(false) => Err(Error::invalid("ptspProviderCode", "the PTSP provider is not active")),
        Some(true) => Ok(()),
    }
}

async fn require_code_free(tx: &mut Tx, code: &str, except: i64) -> Result<()> {
    let n: i64 =
        tx.scalar("SELECT COUNT(*) FROM terminals WHERE terminal_code = $1 AND id <> $2", args![code, except]).await?;
    if n > 0 {
        return Err(Error::AlreadyExists { entity: "terminal", reference: code.to_owned() });
    }
    Ok(())
}

async fn require_serial_free(tx: &mut Tx, provider: &str, serial: &str, except: i64) -> Result<()> {
    let n: i64 = tx
        .scalar(
            "SELECT COUNT(*) FROM terminals WHERE ptsp_provider_code = $1 AND serial_number = $2 AND id <> $3",
            args![provider, serial, except],
        )
        .await?;
    if n > 0 {
        return Err(Error::AlreadyExists {
            entity: "terminal serial number",
            reference: format!("{serial} (provider {provider})"),
        });
    }
    Ok(())
}

/// The user must exist (404) and be active (400).
async fn require_active_user(tx: &mut Tx, field: &str, id: i64) -> Result<()> {
    let active: Option<bool> = tx.scalar_optional("SELECT active FROM users WHERE id = $1", args![id]).await?;
    match active {
        None => Err(Error::not_found("merchant user", id)),
        Some(false) => Err(Error::invalid(field, "the merchant user is not active")),
        Some(true) => Ok(()),
    }
}

async fn require_ledger_account(tx: &mut Tx, id: i64) -> Result<()> {
    let active: Option<bool> = tx.scalar_optional("SELECT active FROM gl_accounts WHERE id = $1", args![id]).await?;
    match active {
        None => Err(Error::not_found("settlement account", id)),
        Some(false) => {
            Err(Error::invalid("settlementAccountId", "the settlement account is not an active ledger account"))
        }
        Some(true) => Ok(()),
    }
}

fn terminal_id(c: &mut Checks, id: Option<i64>) {
    match id {
        None => c.add("terminalId", "is required"),
        Some(i) if i < 1 => c.add("terminalId", "must be positive"),
        Some(_) => {}
    }
}

/// `CreatePtspProviderCommand` (beyond the spec): `code` (letters, digits, '-',
/// '_', '.'; at most 40), `name` (at most 200). Configures a provider.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreatePtspProviderCommand {
    pub code: Option<String>,
    pub name: Option<String>,
}

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct ProviderItem {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub active: bool,
    pub created_at: DateTime<Utc>,
}

impl Command for CreatePtspProviderCommand {
    const NAME: &'static str = "CreatePtspProviderCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "PTSP provider created successfully.";
    type Output = ProviderItem;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.code("code", self.code.as_deref(), 40);
        c.required("name", self.name.as_deref(), 200);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ProviderItem> {
        let code = self.code.unwrap_or_default();
        let name = self.name.unwrap_or_default().trim().to_owned();
        let n: i64 = cx.tx.scalar("SELECT COUNT(*) FROM ptsp_providers WHERE code = $1", args![&code]).await?;
        if n > 0 {
            return Err(Error::AlreadyExists { entity: "PTSP provider", reference: code });
        }
        let item: ProviderItem = cx
            .tx
            .fetch_one(
                "INSERT INTO ptsp_providers (code, name, active, created_at) VALUES ($1, $2, $3, $4)
                 RETURNING id, code, name, active, created_at",
                args![&code, &name, true, now()],
            )
            .await?;
        cx.record(Draft::new(format!("configured PTSP provider {code}")));
        Ok(item)
    }
}

/// The spec's `CreateTerminalCommand`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateTerminalCommand {
    pub terminal_code: Option<String>,
    pub serial_number: Option<String>,
    pub ptsp_provider_code: Option<String>,
    pub merchant_user_id: Option<i64>,
    pub settlement_account_id: Option<i64>,
    pub virtual_account_id: Option<i64>,
    pub terminal_name: Option<String>,
    pub location: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct TerminalCreated {
    pub terminal_id: i64,
    pub terminal_code: String,
    pub status: String,
    pub created_at: DateTime<Utc>,
}

impl Command for CreateTerminalCommand {
    const NAME: &'static str = "CreateTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Terminal created successfully.";
    type Output = TerminalCreated;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.code("terminalCode", self.terminal_code.as_deref(), 40);
        c.code("serialNumber", self.serial_number.as_deref(), 100);
        c.code("ptspProviderCode", self.ptsp_provider_code.as_deref(), 40);
        if self.merchant_user_id.is_none() {
            c.add("merchantUserId", "is required");
        }
        if self.settlement_account_id.is_none() {
            c.add("settlementAccountId", "is required");
        }
        c.text("terminalName", self.terminal_name.as_deref(), 200);
        c.text("location", self.location.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalCreated> {
        let code = self.terminal_code.unwrap_or_default();
        let serial = self.serial_number.unwrap_or_default();
        let provider = self.ptsp_provider_code.unwrap_or_default();
        let merchant = self.merchant_user_id.unwrap_or_default();
        let settlement = self.settlement_account_id.unwrap_or_default();
        require_code_free(&mut cx.tx, &code, 0).await?;
        require_provider(&mut cx.tx, &provider).await?;
        require_serial_free(&mut cx.tx, &provider, &serial, 0).await?;
        require_active_user(&mut cx.tx, "merchantUserId", merchant).await?;
        require_ledger_account(&mut cx.tx, settlement).await?;
        let at = now();
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO terminals (encoded_key, terminal_code, serial_number, ptsp_provider_code, terminal_name,
                     location, status, merchant_user_id, settlement_account_id, virtual_account_id,
                     enable_merchant_services, enable_agent_services, created_at, last_updated)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id",
                args![
                    new_key(),
                    &code,
                    &serial,
                    &provider,
                    self.terminal_name.as_deref().map(str::trim),
                    self.location.as_deref().map(str::trim),
                    ENABLED,
                    merchant,
                    settlement,
                    self.virtual_account_id,
                    false,
                    false,
                    at
                ],
            )
            .await?;
        record(cx, id, &code, format!("created terminal {code} (serial {serial}, provider {provider})")).await?;
        Ok(TerminalCreated { terminal_id: id, terminal_code: code, status: ENABLED.into(), created_at: at })
    }
}

/// The spec's `UpdateTerminalCommand`: `terminalId`; optional `terminalCode`,
/// `serialNumber`, `ptspProviderCode`, `terminalName`, `location`. Refused on a
/// terminated terminal. Answers with the updated terminal.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UpdateTerminalCommand {
    pub terminal_id: Option<i64>,
    pub terminal_code: Option<String>,
    pub serial_number: Option<String>,
    pub ptsp_provider_code: Option<String>,
    pub terminal_name: Option<String>,
    pub location: Option<String>,
}

impl Command for UpdateTerminalCommand {
    const NAME: &'static str = "UpdateTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Terminal updated successfully.";
    type Output = TerminalItem;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        terminal_id(&mut c, self.terminal_id);
        if self.terminal_code.is_some() {
            c.code("terminalCode", self.terminal_code.as_deref(), 40);
        }
        if self.serial_number.is_some() {
            c.code("serialNumber", self.serial_number.as_deref(), 100);
        }
        if self.ptsp_provider_code.is_some() {
            c.code("ptspProviderCode", self.ptsp_provider_code.as_deref(), 40);
        }
        c.text("terminalName", self.terminal_name.as_deref(), 200);
        c.text("location", self.location.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalItem> {
        let id = self.terminal_id.unwrap_or_default();
        let current = load(&mut cx.tx, id).await?;
        if current.status == TERMINATED {
            return Err(Error::Conflict(format!(
                "terminal {} is TERMINATED and can no longer be updated",
                current.terminal_code
            )));
        }
        let code = self.terminal_code.unwrap_or(current.terminal_code);
        let serial = self.serial_number.unwrap_or(current.serial_number);
        let provider = self.ptsp_provider_code.unwrap_or(current.ptsp_provider_code.clone());
        require_code_free(&mut cx.tx, &code, id).await?;
        if provider != current.ptsp_provider_code {
            require_provider(&mut cx.tx, &provider).await?;
        }
        require_serial_free(&mut cx.tx, &provider, &serial, id).await?;
        let name = self.terminal_name.map(|n| n.trim().to_owned()).or(current.terminal_name);
        let location = self.location.map(|l| l.trim().to_owned()).or(current.location);
        let changed = cx
            .tx
            .execute(
                "UPDATE terminals SET terminal_code = $1, serial_number = $2, ptsp_provider_code = $3,
                     terminal_name = $4, location = $5, last_updated = $6 WHERE id = $7 AND status <> 'TERMINATED'",
                args![&code, &serial, &provider, name, location, now(), id],
            )
            .await?;
        if changed != 1 {
            return Err(Error::Conflict(format!("terminal {code} was terminated while this request ran")));
        }
        record(cx, id, &code, format!("updated terminal {code}")).await?;
        load(&mut cx.tx, id).await
    }
}

/// The answer of a state change: `TerminalId`, `Status` and the time of the
/// change under the name the spec gives it (`EnabledAt`, `DisabledAt`, `TerminatedAt`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct TerminalStatusChange {
    pub terminal_id: i64,
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enabled_at: Option<DateTime<Utc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disabled_at: Option<DateTime<Utc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub terminated_at: Option<DateTime<Utc>>,
}

/// Moves a terminal from one of `from` to `to`; refused with a conflict otherwise.
async fn transition(
    cx: &mut Cx<'_>,
    id: i64,
    from: &[&str],
    to: &'static str,
    reason: Option<&str>,
) -> Result<TerminalStatusChange> {
    let current = load(&mut cx.tx, id).await?;
    if !from.contains(&current.status.as_str()) {
        return Err(Error::Conflict(format!(
            "terminal {} is {}; it must be {} to become {to}",
            current.terminal_code,
            current.status,
            from.join(" or ")
        )));
    }
    let at = now();
    let reason = reason.map(str::trim).filter(|r| !r.is_empty());
    // A compare-and-set on the status read: termination is final even
    // against a concurrent enable.
    let changed = if to == TERMINATED {
        cx.tx
            .execute(
                "UPDATE terminals SET status = $1, merchant_user_id = NULL, terminated_at = $2, last_updated = $2,
                     reason = COALESCE($3, reason) WHERE id = $4 AND status = $5",
                args![to, at, reason, id, &current.status],
            )
            .await?
    } else {
        cx.tx
            .execute(
                "UPDATE terminals SET status = $1, last_updated = $2, reason = COALESCE($3, reason)
                 WHERE id = $4 AND status = $5",
                args![to, at, reason, id, &current.status],
            )
            .await?
    };
    if changed != 1 {
        return Err(Error::Conflict(format!(
            "terminal {} changed status while this request ran; it is no longer {}",
            current.terminal_code, current.status
        )));
    }
    let mut description = format!("terminal {} {} -> {to}", current.terminal_code, current.status);
    if to == TERMINATED
        && let Some(m) = current.merchant_user_id
    {
        description.push_str(&format!(", unlinked from merchant user {m}"));
    }
    if let Some(r) = reason {
        description.push_str(&format!(": {r}"));
    }
    record(cx, id, &current.terminal_code, description).await?;
    Ok(TerminalStatusChange {
        terminal_id: id,
        status: to.into(),
        enabled_at: (to == ENABLED).then_some(at),
        disabled_at: (to == DISABLED).then_some(at),
        terminated_at: (to == TERMINATED).then_some(at),
    })
}

/// The spec's `EnableTerminalCommand`: DISABLED → ENABLED.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EnableTerminalCommand {
    pub terminal_id: Option<i64>,
}

impl Command for EnableTerminalCommand {
    const NAME: &'static str = "EnableTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Terminal enabled successfully.";
    type Output = TerminalStatusChange;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        terminal_id(&mut c, self.terminal_id);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalStatusChange> {
        transition(cx, self.terminal_id.unwrap_or_default(), &[DISABLED], ENABLED, None).await
    }
}

/// The spec's `DisableTerminalCommand`: ENABLED → DISABLED, with a `reason`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DisableTerminalCommand {
    pub terminal_id: Option<i64>,
    pub reason: Option<String>,
}

impl Command for DisableTerminalCommand {
    const NAME: &'static str = "DisableTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Terminal disabled successfully.";
    type Output = TerminalStatusChange;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        terminal_id(&mut c, self.terminal_id);
        c.text("reason", self.reason.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalStatusChange> {
        transition(cx, self.terminal_id.unwrap_or_default(), &[ENABLED], DISABLED, self.reason.as_deref()).await
    }
}

/// The spec's `TerminateTerminalCommand`: ENABLED or DISABLED → TERMINATED,
/// permanently; the merchant is unlinked, the row (history) stays.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TerminateTerminalCommand {
    pub terminal_id: Option<i64>,
    pub reason: Option<String>,
}

impl Command for TerminateTerminalCommand {
    const NAME: &'static str = "TerminateTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Terminal terminated successfully.";
    type Output = TerminalStatusChange;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        terminal_id(&mut c, self.terminal_id);
        c.text("reason", self.reason.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalStatusChange> {
        let id = self.terminal_id.unwrap_or_default();
        transition(cx, id, &[ENABLED, DISABLED], TERMINATED, self.reason.as_deref()).await
    }
}

fn list_filters(c: &mut Checks, status: Option<&str>, search: Option<&str>) {
    if let Some(s) = status
        && parse_status(s).is_none()
    {
        c.add("status", STATUS_HELP);
    }
    c.text("searchText", search, 100);
}

fn search_pattern(text: Option<&str>) -> Option<String> {
    text.map(str::trim).filter(|t| !t.is_empty()).map(crate::page::contains_pattern)
}

const LIST_FILTER: &str = " WHERE ($1 IS NULL OR t.status = $1)
      AND ($2 IS NULL OR t.merchant_user_id = $2)
      AND ($3 IS NULL OR t.ptsp_provider_code = $3)
      AND ($4 IS NULL OR LOWER(t.terminal_code) LIKE $4 ESCAPE '\\' OR LOWER(t.serial_number) LIKE $4 ESCAPE '\\')";

fn list_args(status: Option<&str>, merchant: Option<i64>, provider: Option<&str>, search: Option<&str>) -> Vec<Arg> {
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
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, self.is_export.unwrap_or(false))?;
        let filter = list_args(
            self.status.as_deref(),
            self.merchant_user_id,
            self.ptsp_provider_code.as_deref(),
            self.search_text.as_deref(),
        );
        let count = format!("SELECT COUNT(*){FROM_TERMINAL}{LIST_FILTER}");
        let select = format!("{SELECT_TERMINAL}{FROM_TERMINAL}{LIST_FILTER}");
        page.fetch(&mut cx.tx, count, select, "t.created_at DESC, t.id DESC", filter).await
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

/// The answer of the merchant and agent service commands.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct ServicesChange {
    pub user_id: i64,
    pub service: &'static str,
    pub enabled: bool,
    /// How many of the user's non-terminated terminals were switched.
    pub terminals_updated: i64,
}

#[derive(Clone, Copy)]
enum Service {
    Merchant,
    Agent,
}

impl Service {
    fn name(self) -> &'static str {
        match self {
            Service::Merchant => "MerchantServices",
            Service::Agent => "AgentServices",
        }
    }
}

fn user_id(c: &mut Checks, id: Option<i64>) {
    match id {
        None => c.add("userId", "is required"),
        Some(i) if i < 1 => c.add("userId", "must be positive"),
        Some(_) => {}
    }
}

/// Sets the service flag on every non-terminated terminal of merchant `user`.
async fn set_services(cx: &mut Cx<'_>, user: i64, service: Service, enabled: bool) -> Result<ServicesChange> {
    let exists: i64 = cx.tx.scalar("SELECT COUNT(*) FROM users WHERE id = $1", args![user]).await?;
    if exists == 0 {
        return Err(Error::not_found("merchant user", user));
    }
    #[derive(sqlx::FromRow)]
    struct Id {
        id: i64,
    }
    let ids: Vec<Id> = cx
        .tx
        .fetch_all("SELECT id FROM terminals WHERE merchant_user_id = $1 AND status <> 'TERMINATED'", args![user])
        .await?;
    let sql = match service {
        Service::Merchant => {
            "UPDATE terminals SET enable_merchant_services = $1, last_updated = $2
             WHERE merchant_user_id = $3 AND status <> 'TERMINATED'"
        }
        Service::Agent => {
            "UPDATE terminals SET enable_agent_services = $1, last_updated = $2
             WHERE merchant_user_id = $3 AND status <> 'TERMINATED'"
        }
    };
    let changed = cx.tx.execute(sql, args![enabled, now(), user]).await?;
    for Id { id } in &ids {
        forget_after_commit(cx, *id);
    }
    let verb = if enabled { "enabled" } else { "disabled" };
    cx.record(Draft::new(format!("{verb} {} on {changed} terminal(s) of merchant user {user}", service.name())));
    Ok(ServicesChange {
        user_id: user,
        service: service.name(),
        enabled,
        terminals_updated: i64::try_from(changed).unwrap_or(i64::MAX),
    })
}

macro_rules! services_command {
    ($name:ident, $wire:literal, $service:expr, $enabled:literal, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Debug, Default, Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            pub user_id: Option<i64>,
        }

        impl Command for $name {
            const NAME: &'static str = $wire;
            const AREA: Area = Area::Core;
            const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
            const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
            type Output = ServicesChange;

            fn validate(&self) -> Result<()> {
                let mut c = Checks::new();
                user_id(&mut c, self.user_id);
                c.finish()
            }

            async fn run(self, cx: &mut Cx<'_>) -> Result<ServicesChange> {
                set_services(cx, self.user_id.unwrap_or_default(), $service, $enabled).await
            }
        }
    };
}

services_command!(
    EnableMerchantServicesCommand,
    "EnableMerchantServicesCommand",
    Service::Merchant,
    true,
    "The spec's `EnableMerchantServicesCommand`: `userId` (the merchant user); sets `EnableMerchantServices` on the user's non-terminated terminals."
);
services_command!(
    DisableMerchantServicesCommand,
    "DisableMerchantServicesCommand",
    Service::Merchant,
    false,
    "The spec's `DisableMerchantServicesCommand`: `userId`; clears `EnableMerchantServices` on the user's non-terminated terminals."
);
services_command!(
    EnableAgentServicesCommand,
    "EnableAgentServicesCommand",
    Service::Agent,
    true,
    "`EnableAgentServicesCommand` (parameters not in the spec; chosen like the merchant one): `userId`; sets `EnableAgentServices`."
);
services_command!(
    DisableAgentServicesCommand,
    "DisableAgentServicesCommand",
    Service::Agent,
    false,
    "`DisableAgentServicesCommand`: `userId`; clears `EnableAgentServices` on the user's non-terminated terminals."
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_and_validation() {
        assert_eq!(parse_status("enabled"), Some(ENABLED));
        assert_eq!(parse_status("gone"), None);
        assert_eq!(cache_key(7), "terminal:7");
        assert!(CreateTerminalCommand::default().validate().is_err());
        assert!(UpdateTerminalCommand { terminal_id: Some(1), ..Default::default() }.validate().is_ok());
        let bad = RetrieveTerminalsListQuery { status: Some("LOST".into()), ..Default::default() };
        assert!(bad.validate().is_err());
    }
}
