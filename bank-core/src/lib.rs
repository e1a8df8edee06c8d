//! `bank-core`: a core-banking back office as a library.
//!
//! Every command and query of the interface is a typed request implementing
//! [`command::Command`]; [`Bank::execute`] runs one as a staff [`auth::Actor`]
//! in one database transaction together with its activity record. The HTTP
//! router (feature `http`) and the `bank` CLI are thin adapters over it.
//!
//! ```no_run
//! # async fn demo() -> bank_core::error::Result<()> {
//! use bank_core::{auth::Origin, branch::RetrieveBranchesListQuery, store::DbOptions, Bank};
//! let bank = Bank::open(&DbOptions::new("sqlite://bank.db")).await?;
//! let admin = bank.actor("admin").await?;
//! let page = bank.execute(&admin, &Origin::cli(), RetrieveBranchesListQuery::default()).await?;
//! println!("{} branches", page.total_rows);
//! # Ok(()) }
//! ```

pub mod activity;
pub mod auth;
pub mod branch;
pub mod cheque;
pub mod command;
pub mod comment;
pub mod customer;
pub mod document;
pub mod engine;
pub mod error;
#[cfg(feature = "http")]
pub mod http;
pub mod jobs;
pub mod json;
pub mod ledger;
pub mod money;
pub mod notify;
pub mod page;
pub mod referral;
pub mod selfservice;
pub mod store;
pub mod terminal;
pub mod till;
pub mod time;
pub mod txn;
pub mod validate;
pub mod vault;
pub mod webhook;
pub mod wire;

use std::sync::Arc;
use std::time::Duration;

use auth::{Actor, Origin, TokenKeys};
use command::Catalogue;
use error::{Error, Result};
use store::{Db, DbOptions};

/// A handle on one bank database: cheap to clone, shared by every adapter.
#[derive(Clone)]
pub struct Bank {
    inner: Arc<Inner>,
}

struct Inner {
    db: Db,
    keys: TokenKeys,
    catalogue: Catalogue,
    tenant_id: String,
    activity_cache: activity::ActivityCache,
    terminal_cache: terminal::TerminalCache,
    document_stores: document::store::StoreCache,
    signals: notify::Signals,
}

/// What `bank init` did.
#[derive(Debug, serde::Serialize)]
pub struct InitReport {
    pub applied_migrations: Vec<i64>,
    pub schema_version: i64,
    pub seeded_roles: Vec<&'static str>,
    pub created_admin: bool,
}

/// The user `bank init` creates, so that a new database has someone to act as.
pub const BOOTSTRAP_ADMIN: &str = "admin";
const TOKEN_SECRET_SETTING: &str = "token_secret";

impl Bank {
    /// Opens an initialised database whose schema matches this build.
    pub async fn open(options: &DbOptions) -> Result<Bank> {
        let db = Db::connect(options).await?;
        db.schema_status().await?.require_current()?;
        Bank::with_db(db).await
    }

    /// Creates (SQLite) or migrates the database and seeds roles, the token
    /// secret and the bootstrap admin. Idempotent.
    pub async fn init(options: &DbOptions) -> Result<(Bank, InitReport)> {
        let db = Db::connect(&DbOptions { create_if_missing: true, ..options.clone() }).await?;
        let applied_migrations = db.migrate().await?;
        let (seeded_roles, created_admin) = auth::user::seed(&db, &applied_migrations).await?;
        let bank = Bank::with_db(db).await?;
        let report =
            InitReport { applied_migrations, schema_version: store::LATEST_VERSION, seeded_roles, created_admin };
        Ok((bank, report))
    }

    async fn with_db(db: Db) -> Result<Bank> {
        let mut tx = db.begin_read().await?;
        let secret: Option<String> =
            tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![TOKEN_SECRET_SETTING]).await?;
        let tenant_id: Option<String> =
            tx.scalar_optional("SELECT value FROM settings WHERE key = 'tenant_id'", vec![]).await?;
        let terminal_ttl = terminal::cache_ttl(&mut tx).await?;
        tx.rollback().await?;
        let tenant_id = tenant_id.ok_or_else(|| Error::Schema("the tenant id is missing: run `bank init`".into()))?;
        let secret = secret.ok_or_else(|| Error::Schema("the token secret is missing: run `bank init`".into()))?;
        let keys = TokenKeys::from_secret(&secret)?;
        Ok(Bank {
            inner: Arc::new(Inner {
                db,
                keys,
                catalogue: Catalogue::build(),
                tenant_id,
                activity_cache: activity::query::new_cache(),
                terminal_cache: terminal::new_cache(terminal_ttl),
                document_stores: document::store::StoreCache::default(),
                signals: notify::Signals::default(),
            }),
        })
    }

    pub fn db(&self) -> &Db {
        &self.inner.db
    }

    /// The tenant this database serves; clients send it as `X-Tenant-Id`.
    pub fn tenant_id(&self) -> &str {
        &self.inner.tenant_id
    }

    pub(crate) fn keys(&self) -> &TokenKeys {
        &self.inner.keys
    }

    /// Wake-ups for the notification dispatcher and the real-time relay.
    pub fn signals(&self) -> &notify::Signals {
        &self.inner.signals
    }

    pub fn catalogue(&self) -> &Catalogue {
        &self.inner.catalogue
    }

    /// Answers of the by-command activity queries, kept 10 seconds per caller.
    pub fn activity_cache(&self) -> &activity::ActivityCache {
        &self.inner.activity_cache
    }

    /// Terminals by id (`terminal:{terminalId}`), kept for the TTL of the
    /// `terminal.cache_ttl_seconds` setting (default 1 hour); every change clears the entry.
    pub fn terminal_cache(&self) -> &terminal::TerminalCache {
        &self.inner.terminal_cache
    }

    /// The object store documents live in, as the database's setting names it.
    pub fn document_stores(&self) -> &document::store::StoreCache {
        &self.inner.document_stores
    }

    /// The active staff user `username`, with the permissions of their role.
    pub async fn actor(&self, username: &str) -> Result<Actor> {
        match self.load_actor(username).await {
            // A connection lost under the read: once more, on a fresh one.
            Err(Error::Unavailable(_)) => self.load_actor(username).await,
            other => other,
        }
    }

    async fn load_actor(&self, username: &str) -> Result<Actor> {
        let mut tx = self.db().begin_read().await?;
        let actor = auth::user::load_actor(&mut tx, username).await;
        tx.rollback().await?;
        actor
    }

    /// The actor a bearer token stands for. A valid token of a user who has
    /// since been disabled or removed is refused like any bad token.
    pub async fn authenticate(&self, token: &str) -> Result<Actor> {
        let username = self.inner.keys.verify(token)?;
        self.actor(&username).await.map_err(|e| match e {
            Error::NotFound { .. } | Error::Forbidden(_) => {
                Error::Unauthenticated("the token's user is unknown or disabled".into())
            }
            other => other,
        })
    }

    /// Mints an access token for `username`, as `issuer` (needs `tokens.issue`).
    pub async fn issue_token(&self, issuer: &Actor, origin: &Origin, username: &str, ttl: Duration) -> Result<String> {
        let request = auth::user::IssueTokenCommand { username: username.to_owned() };
        let user = self.execute(issuer, origin, request).await?;
        self.inner.keys.issue(&user, ttl)
    }
}
