//! `bank-core`: a core-banking back office as a library.
//!
//! Every command and query of the interface is a typed request implementing
//! [`command::Command`]; [`Bank::execute`] runs one as a staff [`auth::Actor`]
//! in one database transaction together with its activity record. The HTTP
//! router (feature `http`) and the `bank` CLI are thin adapters over it.
//!
//! The main flow, end to end on a fresh SQLite file: create the bank, a
//! branch, the two GL accounts a deposit account needs (its control account and the
//! cash account branch deposits settle against), a client and their account,
//! then deposit and read the balance; then a deposit held for approval, which
//! a second user (an approver) settles. `bank demo` loads the same things from
//! `bank-cli/src/commands/demo/fixture.toml`.
//!
//! ```
//! use bank_core::auth::{BOOTSTRAP_ADMIN, Origin};
//! use bank_core::branch::CreateBranchCommand;
//! use bank_core::customer::{CreateClientCommand, OpenDepositAccountCommand, RetrieveDepositAccountByIdQuery};
//! use bank_core::ledger::CreateGlAccountCommand;
//! use bank_core::money::Amount;
//! use bank_core::auth::user::CreateUserCommand;
//! use bank_core::txn::{ApproveTransaction, InitiateDeposit, MovementRequest, SetTransactionSettingsCommand, TxnState};
//! use bank_core::{Bank, store::DbOptions};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let folder = tempfile::tempdir()?;
//! let url = format!("sqlite://{}", folder.path().join("bank.db").display());
//! tokio::runtime::Runtime::new()?.block_on(async {
//!     // Creates the file, the schema, the roles and the user `admin`; idempotent.
//!     let (bank, _report) = Bank::init(&DbOptions::new(url)).await?;
//!     // Every command runs as a staff user, checked against their role and audited.
//!     let admin = bank.actor(BOOTSTRAP_ADMIN).await?;
//!     let origin = Origin::cli();
//!     let gl = |code: &str, name: &str, account_type_id| CreateGlAccountCommand {
//!         gl_code: Some(code.into()),
//!         name: Some(name.into()),
//!         account_type_id: Some(account_type_id), // 1 asset, 2 liability
//!         currency_code: Some("NGN".into()),
//!         ..Default::default()
//!     };
//!     let cash = bank.execute(&admin, &origin, gl("1002", "Teller cash", 1)).await?;
//!     let deposits = bank.execute(&admin, &origin, gl("2001", "Customer deposits", 2)).await?;
//!     let settings = SetTransactionSettingsCommand {
//!         currency_code: Some("NGN".into()),
//!         cash_gl_account_id: Some(cash.id),
//!         ..Default::default()
//!     };
//!     bank.execute(&admin, &origin, settings).await?;
//!
//!     let branch = CreateBranchCommand { key: Some("IKJ".into()), name: Some("Ikeja".into()), ..Default::default() };
//!     let branch = bank.execute(&admin, &origin, branch).await?;
//!     let client = CreateClientCommand {
//!         name: Some("Ngozi Eze".into()),
//!         branch_id: Some(branch.id),
//!         ..Default::default()
//!     };
//!     let client = bank.execute(&admin, &origin, client).await?;
//!     let open = OpenDepositAccountCommand {
//!         client_id: Some(client.id),
//!         currency_code: Some("NGN".into()),
//!         control_gl_account_id: Some(deposits.id),
//!         ..Default::default()
//!     };
//!     let account = bank.execute(&admin, &origin, open).await?;
//!
//!     let deposit_form = || MovementRequest {
//!         account_number: None,
//!         amount: None,
//!         narration: Some("Cash deposit".into()),
//!         require_approval: None,
//!         channel: None,
//!         idempotency_key: None,
//!         till_id: None,
//!         customer_authorization: false,
//!     };
//!     let deposit = MovementRequest {
//!         account_number: Some(account.account_number.clone()),
//!         amount: Some(Amount(25_000_00)), // minor units: 25,000.00
//!         // A retry with the same key returns the first deposit, posting nothing twice.
//!         idempotency_key: Some("slip-0001".into()),
//!         ..deposit_form()
//!     };
//!     bank.execute(&admin, &origin, InitiateDeposit(deposit)).await?;
//!
//!     let query = RetrieveDepositAccountByIdQuery { id: Some(account.id), ..Default::default() };
//!     let account = bank.execute(&admin, &origin, query.clone()).await?;
//!     assert_eq!(account.book_balance_minor, 25_000_00);
//!
//!     // Asked to wait for approval, a deposit is PENDING until someone else approves it:
//!     // the maker never checks their own work.
//!     let held = MovementRequest {
//!         account_number: Some(account.account_number.clone()),
//!         amount: Some(Amount(5_000_00)),
//!         require_approval: Some(true),
//!         ..deposit_form()
//!     };
//!     let pending = bank.execute(&admin, &origin, InitiateDeposit(held)).await?;
//!     assert_eq!(pending.status, TxnState::Pending);
//!     let checker = CreateUserCommand {
//!         username: Some("approver.chidi".into()),
//!         name: Some("Chidi Okafor".into()),
//!         email: Some("chidi@bank.example".into()),
//!         role: Some("Approver".into()),
//!         branch_id: Some(branch.id),
//!     };
//!     bank.execute(&admin, &origin, checker).await?;
//!     let checker = bank.actor("approver.chidi").await?;
//!     let approval = ApproveTransaction {
//!         transaction_id: pending.transaction_id,
//!         approver_notes: Some("slip and ID checked".into()),
//!         approval_date: None,
//!     };
//!     let approved = bank.execute(&checker, &origin, approval).await?;
//!     assert_eq!(approved.new_state, TxnState::Settled);
//!     let account = bank.execute(&admin, &origin, query).await?;
//!     assert_eq!(account.book_balance_minor, 30_000_00);
//!     Ok::<_, bank_core::error::Error>(())
//! })?;
//! # Ok(()) }
//! ```

pub mod activity;
pub mod auth;
pub mod bank;
pub mod branch;
pub mod catalogue;
pub mod chain;
pub mod cheque;
pub mod chunk;
pub mod clock;
pub mod command;
pub mod comment;
pub mod customer;
pub mod document;
pub mod engine;
pub mod eod;
pub mod error;
pub mod events;
#[cfg(feature = "http")]
pub mod http;
pub mod jobs;
pub mod json;
pub mod ledger;
pub mod money;
pub mod notify;
pub mod page;
pub mod principal;
pub mod referral;
pub mod selfservice;
pub mod states;
pub mod store;
pub mod teller;
pub mod terminal;
pub mod till;
pub mod time;
pub mod trail;
pub mod txn;
pub mod validate;
pub mod vault;
pub mod webhook;
pub mod wire;

use std::time::Duration;

use auth::{Actor, Origin, TokenKeys};
use error::{Error, Result};
use store::{Db, DbOptions};

pub use bank::Bank;

/// Who records transaction events in their money transaction (see [`txn::TxnEvent`]).
const TXN_RECORDERS: &[txn::Recorder] = &[notify::txn_events::record];
/// Who hears of transaction events after commit.
const TXN_LISTENERS: &[txn::Listener] = &[notify::txn_events::listen, count_transaction];

/// Counts committed transactions by type and the state they reached, for the
/// operators' metrics (`bank_transactions_total`).
fn count_transaction(_: Bank, event: txn::TxnEvent) -> command::BoxFuture<'static, ()> {
    let (txn, state) = match &event {
        txn::TxnEvent::Initiated { txn, .. } => (txn, txn.state.to_string()),
        txn::TxnEvent::Updated { txn, new_state, .. } => (txn, new_state.to_string()),
        txn::TxnEvent::ApprovalRequired { .. } => return Box::pin(async {}),
    };
    metrics::counter!("bank_transactions_total", "type" => txn.transaction_type.to_string(), "state" => state)
        .increment(1);
    Box::pin(async {})
}
/// What the transaction types with effects of their own add to the core's
/// steps (see [`txn::TypeHooks`]).
const TXN_TYPE_HOOKS: &[txn::TypeHooks] = &[cheque::DEPOSIT_HOOKS, cheque::WITHDRAWAL_HOOKS];
/// Who signs a transaction initiated with `customerAuthorization`.
const CUSTOMER_AUTHORIZATION: &txn::CustomerAuthorization = &selfservice::TXN_AUTHORIZATION;

/// What `bank init` did.
#[derive(Debug, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InitReport {
    pub applied_migrations: Vec<i64>,
    pub schema_version: i64,
    pub seeded_roles: Vec<&'static str>,
    pub created_admin: bool,
    /// The token key file (owner-only; copy it to every server of this database).
    pub key_file: std::path::PathBuf,
}

pub use auth::BOOTSTRAP_ADMIN;
/// Where builds before the key file kept the signing secret; `bank init` moves it out.
const LEGACY_SECRET_SETTING: &str = "token_secret";
const MAX_TOKEN_TTL_SETTING: &str = "auth.max_token_ttl_seconds";

impl Bank {
    /// Opens an initialised database whose schema matches this build.
    pub async fn open(options: &DbOptions) -> Result<Bank> {
        let db = Db::connect(options).await?;
        db.schema_status().await?.require_current()?;
        Bank::with_db(db, options).await
    }

    /// Creates (SQLite) or migrates the database, seeds roles and the
    /// bootstrap admin, and creates the token key file (moving a secret an
    /// older build kept in the database into it). Idempotent.
    pub async fn init(options: &DbOptions) -> Result<(Bank, InitReport)> {
        let db = Db::connect(&DbOptions { create_if_missing: true, ..options.clone() }).await?;
        let applied_migrations = db.migrate().await?;
        if applied_migrations.iter().any(|v| page::marks::MIGRATIONS.contains(v)) {
            // A history sealed before page marks existed is counted now, once,
            // not by the first command after the upgrade.
            page::marks::keep(&db, usize::MAX).await?;
        }
        let (seeded_roles, created_admin) = auth::user::seed(&db, &applied_migrations).await?;
        let key_file = Bank::move_keys_out(&db, options).await?;
        let bank = Bank::with_db(db, options).await?;
        let report = InitReport {
            applied_migrations,
            schema_version: store::LATEST_VERSION,
            seeded_roles,
            created_admin,
            key_file,
        };
        Ok((bank, report))
    }

    /// Makes sure the key file exists, then forgets any secret the database
    /// still holds (file first: a failure leaves the secret where it was).
    async fn move_keys_out(db: &Db, options: &DbOptions) -> Result<std::path::PathBuf> {
        let mut tx = db.begin_write().await?;
        let legacy: Option<String> =
            tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![LEGACY_SECRET_SETTING]).await?;
        let tenant_id = Bank::tenant_of(&mut tx).await?;
        let path = Bank::key_path(options, &tenant_id);
        auth::keyring::ensure(&path, legacy)?;
        tx.execute("DELETE FROM settings WHERE key = $1", args![LEGACY_SECRET_SETTING]).await?;
        tx.commit().await?;
        Ok(path)
    }

    async fn tenant_of(tx: &mut store::Tx) -> Result<String> {
        tx.scalar_optional("SELECT value FROM settings WHERE key = 'tenant_id'", vec![])
            .await?
            .ok_or_else(|| Error::Schema("the tenant id is missing: run `bank init`".into()))
    }

    /// The key file: as configured, else [`auth::keyring::default_path`].
    pub fn key_path(options: &DbOptions, tenant_id: &str) -> std::path::PathBuf {
        options.key_file.clone().unwrap_or_else(|| auth::keyring::default_path(&options.url, tenant_id))
    }

    async fn with_db(db: Db, options: &DbOptions) -> Result<Bank> {
        let mut tx = db.begin_read().await?;
        let tenant_id = Bank::tenant_of(&mut tx).await?;
        let legacy: Option<String> =
            tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![LEGACY_SECRET_SETTING]).await?;
        let max_ttl: Option<String> =
            tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![MAX_TOKEN_TTL_SETTING]).await?;
        let terminal_ttl = terminal::cache_ttl(&mut tx).await?;
        tx.rollback().await?;
        if legacy.is_some() {
            return Err(Error::Schema(
                "the token secret is still in the database: run `bank init` to move it out".into(),
            ));
        }
        let path = Bank::key_path(options, &tenant_id);
        let keys = TokenKeys::new(&auth::keyring::load(&path)?, Some(path), max_token_ttl(max_ttl.as_deref())?)?;
        let parts = bank::Parts::default()
            .with(catalogue::build())
            .with(keys)
            .with(principal::cache::ActorCache::default())
            .with(txn::ConfigCache::default())
            .with(txn::AccountCopies::default())
            .with(activity::query::new_cache())
            .with(terminal::new_cache(terminal_ttl))
            .with(document::store::StoreCache::default())
            .with(notify::Signals::default())
            .with(engine::Envelopes { reply: wire::reply, status: wire::http_status })
            .with(txn::Extensions {
                recorders: TXN_RECORDERS,
                listeners: TXN_LISTENERS,
                type_hooks: TXN_TYPE_HOOKS,
                customer_authorization: CUSTOMER_AUTHORIZATION,
            });
        Ok(Bank::new(db, tenant_id, parts))
    }

    /// The active staff user `username`, with the permissions of their role.
    pub async fn actor(&self, username: &str) -> Result<Actor> {
        self.load_actor(username).await.map(|(actor, _)| actor)
    }

    /// The actor and their current token version.
    async fn load_actor(&self, username: &str) -> Result<(Actor, i64)> {
        match auth::user::load_actor(self.db(), username).await {
            // A connection lost under the read: once more, on a fresh one.
            Err(Error::Unavailable(_)) => auth::user::load_actor(self.db(), username).await,
            other => other,
        }
    }

    /// The actor a bearer token stands for. A valid token of a user who has
    /// since been disabled or removed is refused like any bad token.
    pub async fn authenticate(&self, token: &str) -> Result<Actor> {
        let claims = self.keys().verify(token)?;
        self.authenticate_claims(&claims.username, claims.version).await
    }

    /// As [`Bank::authenticate`], but from memory when this server has seen
    /// the token's user before: the actor then carries the token version its
    /// command confirms in its own transaction (see [`principal::cache`]), so the
    /// request reads nothing to authenticate. What servers use per request.
    pub async fn authenticate_cached(&self, token: &str) -> Result<Actor> {
        let claims = self.keys().verify(token)?;
        if let Some(actor) = self.actor_cache().get(&claims.username, claims.version).await {
            return Ok(actor);
        }
        let actor = self.authenticate_claims(&claims.username, claims.version).await?;
        self.actor_cache().insert(&actor, claims.version).await;
        Ok(actor)
    }

    async fn authenticate_claims(&self, username: &str, token_version: i64) -> Result<Actor> {
        let (actor, version) = self.load_actor(username).await.map_err(|e| match e {
            Error::NotFound { .. } | Error::Forbidden(_) => {
                Error::Unauthenticated("the token's user is unknown or disabled".into())
            }
            other => other,
        })?;
        if version != token_version {
            return Err(Error::Unauthenticated("the access token was revoked; ask for a new one".into()));
        }
        Ok(actor)
    }

    /// Confirms an actor from the authentication cache in one statement of
    /// its own; forgets the entry when the token no longer stands.
    pub(crate) async fn confirm_actor(&self, actor: &Actor) -> Result<()> {
        if actor.unconfirmed_version.is_none() {
            return Ok(());
        }
        let mut tx = self.db().begin_read().await?;
        let confirmed = principal::cache::confirm_in(&mut tx, actor).await;
        tx.rollback().await?;
        if let Err(Error::Unauthenticated(_)) = &confirmed {
            self.actor_cache().forget(&actor.username).await;
        }
        confirmed
    }

    /// Mints an access token for `username`, as `issuer` (needs `tokens.issue`).
    pub async fn issue_token(&self, issuer: &Actor, origin: &Origin, username: &str, ttl: Duration) -> Result<String> {
        let request = auth::tokens::IssueTokenCommand { username: username.to_owned() };
        let user = self.execute(issuer, origin, request).await?;
        self.keys().issue(&user.username, user.token_version, ttl)
    }
}

/// The `auth.max_token_ttl_seconds` setting, or [`auth::MAX_TOKEN_TTL`].
fn max_token_ttl(setting: Option<&str>) -> Result<Duration> {
    let Some(text) = setting else { return Ok(auth::MAX_TOKEN_TTL) };
    let (low, high) = auth::TOKEN_TTL_SETTING_RANGE;
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|s| (low..=high).contains(s))
        .map(Duration::from_secs)
        .ok_or_else(|| Error::Schema(format!("the setting {MAX_TOKEN_TTL_SETTING} must be {low} to {high} seconds")))
}
