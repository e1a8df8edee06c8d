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
use crate::command::{Area, Command, Cx, Registration};
use crate::error::{Error, Result};
use crate::page::{MAX_PAGE_SIZE, Order, Page, Paged, cursor};
use crate::store::{Arg, Sql, Tx, now};
use crate::validate::Checks;

mod change;
mod queries;
mod services;

pub use change::*;
pub use queries::*;
pub use services::*;

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

impl crate::Bank {
    /// Terminals by id (`terminal:{terminalId}`), kept for the TTL of the
    /// `terminal.cache_ttl_seconds` setting (default 1 hour); every change clears the entry.
    pub fn terminal_cache(&self) -> &TerminalCache {
        self.part()
    }
}

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
