//! Deposit accounts and holds. Book balances move only through the posting
//! engine; holds are rows, and the account's hold is their active sum.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::ClientState;
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm, user::new_key};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::ledger::engine::{self, Journal, Line};
use crate::ledger::{AccountState, AccountType, JournalKind, Side};
use crate::money::{self, Amount};
use crate::page::{Order, Page, Paged, cursor};
use crate::store::{Sql, Tx, now};
use crate::validate::Checks;

pub const TIERS: &[&str] = &["BASIC", "PREMIUM", "VIP"];

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct DepositAccount {
    pub id: i64,
    pub account_number: String,
    pub encoded_key: String,
    pub client_id: i64,
    pub client_name: String,
    pub branch_id: i64,
    pub currency_code: String,
    pub tier: String,
    #[serde(rename = "GLAccountId")]
    pub gl_account_id: i64,
    #[sqlx(skip)]
    pub book_balance: serde_json::Value,
    #[sqlx(skip)]
    pub hold_amount: serde_json::Value,
    #[sqlx(skip)]
    pub available_balance: serde_json::Value,
    pub state: AccountState,
    pub created_at: DateTime<Utc>,
    #[serde(skip)]
    pub book_balance_minor: i64,
    #[serde(skip)]
    pub hold_minor: i64,
    /// The part of the hold that is incoming money not yet in the book balance.
    #[serde(skip)]
    pub credit_hold_minor: i64,
}

impl DepositAccount {
    /// Book balance less the holds on money already in it.
    pub fn available_minor(&self) -> i64 {
        self.book_balance_minor - (self.hold_minor - self.credit_hold_minor)
    }

    /// What the posting engine checks of this account, as read (and locked) here.
    pub(crate) fn facts(&self) -> crate::ledger::engine::AccountFacts {
        crate::ledger::engine::AccountFacts {
            id: self.id,
            account_number: self.account_number.clone(),
            currency: self.currency_code.clone(),
            gl_account_id: self.gl_account_id,
            book_balance_minor: self.book_balance_minor,
            hold_minor: self.hold_minor,
            credit_hold_minor: self.credit_hold_minor,
            state: self.state,
        }
    }

    pub(crate) fn finish(mut self) -> Self {
        self.book_balance = money::to_json_number(self.book_balance_minor);
        self.hold_amount = money::to_json_number(self.hold_minor);
        self.available_balance = money::to_json_number(self.available_minor());
        self
    }
}

const SELECT_ACCOUNT: &str =
    "SELECT a.id, a.account_number, a.encoded_key, a.client_id, c.name AS client_name, a.branch_id,
    a.currency AS currency_code, a.tier, a.gl_account_id, a.state, a.created_at, a.book_balance_minor, a.hold_minor,
    a.credit_hold_minor FROM deposit_accounts a JOIN clients c ON c.id = a.client_id";

/// [`SELECT_ACCOUNT`] with more columns and joins: `{columns}` and `{joins}`
/// are spliced in, for a caller that reads what it needs with the account
/// in one statement (the transaction core's hot path).
pub(crate) fn select_account_with(columns: &str, joins: &str) -> String {
    SELECT_ACCOUNT.replacen(" FROM deposit_accounts a", &format!(", {columns} FROM deposit_accounts a"), 1).replacen(
        "ON c.id = a.client_id",
        &format!("ON c.id = a.client_id {joins}"),
        1,
    )
}

/// A deposit account by number (what tellers and customers quote).
pub async fn by_number(tx: &mut Tx, number: &str) -> Result<DepositAccount> {
    by_number_with(tx, number, "").await
}

/// The same, locked until the transaction ends: for decisions on its balance.
pub async fn by_number_locked(tx: &mut Tx, number: &str) -> Result<DepositAccount> {
    let lock = lock_clause(tx);
    by_number_with(tx, number, lock).await
}

/// The lock clause of an account read ([`SELECT_ACCOUNT`] joins the client,
/// whose row must not be locked with it).
pub(crate) fn lock_clause(tx: &Tx) -> &'static str {
    if tx.for_update().is_empty() { "" } else { " FOR UPDATE OF a" }
}

async fn by_number_with(tx: &mut Tx, number: &str, lock: &str) -> Result<DepositAccount> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_ACCOUNT} WHERE a.account_number = $1{lock}")), args![number])
        .await?
        .map(DepositAccount::finish)
        .ok_or_else(|| Error::not_found("deposit account", number))
}

pub(crate) async fn find(
    tx: &mut Tx,
    id: Option<i64>,
    number: Option<&str>,
    key: Option<&str>,
) -> Result<DepositAccount> {
    let found: Option<DepositAccount> = match (id, number, key) {
        (Some(id), _, _) => {
            tx.fetch_optional(Sql::assembled(format!("{SELECT_ACCOUNT} WHERE a.id = $1")), args![id]).await?
        }
        (None, Some(n), _) => return by_number(tx, n).await,
        (None, None, Some(k)) => {
            tx.fetch_optional(Sql::assembled(format!("{SELECT_ACCOUNT} WHERE a.encoded_key = $1")), args![k]).await?
        }
        (None, None, None) => return Err(Error::invalid("id", "id, accountNumber or encodedKey is required")),
    };
    found.map(DepositAccount::finish).ok_or_else(|| {
        Error::not_found("deposit account", id.map(|i| i.to_string()).or(key.map(str::to_owned)).unwrap_or_default())
    })
}

/// `OpenDepositAccountCommand`: an account for a client, under a liability GL
/// control account in its currency. An `openingBalance` is posted at once:
/// debit `fundingGlAccountId` (e.g. teller cash), credit the account.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpenDepositAccountCommand {
    pub client_id: Option<i64>,
    pub currency_code: Option<String>,
    pub tier: Option<String>,
    pub control_gl_account_id: Option<i64>,
    pub opening_balance: Option<Amount>,
    pub funding_gl_account_id: Option<i64>,
}

impl Command for OpenDepositAccountCommand {
    const NAME: &'static str = "OpenDepositAccountCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Deposit account opened successfully.";
    type Output = DepositAccount;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.client_id.is_none() {
            c.add("clientId", "is required");
        }
        match self.currency_code.as_deref() {
            None => c.add("currencyCode", "is required"),
            Some(code) => {
                if let Err(e) = money::check_currency(code) {
                    c.add("currencyCode", e);
                }
            }
        }
        if self.tier.as_deref().is_some_and(|t| !TIERS.contains(&t)) {
            c.add("tier", "must be BASIC, PREMIUM or VIP");
        }
        if self.control_gl_account_id.is_none() {
            c.add("controlGlAccountId", "is required");
        }
        if self.opening_balance.is_some() && self.funding_gl_account_id.is_none() {
            c.add("fundingGlAccountId", "is required with an opening balance");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<DepositAccount> {
        let client = super::client::find_locked(&mut cx.tx, self.client_id).await?;
        if client.state != ClientState::Active {
            return Err(Error::invalid("clientId", format!("client {} is closed", client.client_code)));
        }
        let currency = self.currency_code.unwrap_or_default();
        let control = self.control_gl_account_id.unwrap_or_default();
        let gl: Option<(i64, String, bool)> = cx
            .tx
            .fetch_optional("SELECT account_type, currency, active FROM gl_accounts WHERE id = $1", args![control])
            .await?;
        match gl {
            Some((t, ccy, true)) if t == AccountType::Liability as i64 && ccy == currency => {}
            _ => {
                return Err(Error::invalid(
                    "controlGlAccountId",
                    format!("must be an active liability GL account in {currency}"),
                ));
            }
        }
        let number = super::numbered("", 10);
        let t = now();
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO deposit_accounts (account_number, encoded_key, client_id, branch_id, currency, tier, gl_account_id,
                     book_balance_minor, hold_minor, state, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0, 'ACTIVE', $8, $8) RETURNING id",
                args![&number, new_key(), client.id, client.branch_id, &currency, self.tier.unwrap_or_else(|| "BASIC".into()), control, t],
            )
            .await?;
        if let Some(Amount(amount_minor)) = self.opening_balance {
            let journal = Journal {
                kind: JournalKind::Automated,
                reference: None,
                booking_date: t,
                value_date: None,
                currency: currency.clone(),
                branch_id: Some(client.branch_id),
                notes: Some(format!("Opening balance of account {number}")),
                lines: vec![
                    Line {
                        gl_account_id: self.funding_gl_account_id.unwrap_or_default(),
                        side: Side::Debit,
                        amount_minor,
                        branch_id: None,
                        reference: Some(number.clone()),
                        deposit_account_id: None,
                    },
                    Line {
                        gl_account_id: control,
                        side: Side::Credit,
                        amount_minor,
                        branch_id: None,
                        reference: Some(number.clone()),
                        deposit_account_id: Some(id),
                    },
                ],
                reversal_of: None,
            };
            engine::post(&mut cx.tx, cx.actor, journal).await?;
        }
        let account = find(&mut cx.tx, Some(id), None, None).await?;
        let description = format!("opened {currency} account {number} for client {}", client.client_code);
        cx.record(Draft::new(description).entity("Deposit", id, &account.encoded_key, &number));
        Ok(account)
    }
}

/// `RetrieveDepositAccountsListQuery`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveDepositAccountsListQuery {
    pub client_id: Option<i64>,
    pub state: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveDepositAccountsListQuery {
    const NAME: &'static str = "RetrieveDepositAccountsListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<DepositAccount>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<DepositAccount>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        const FILTER: &str = " WHERE ($1 IS NULL OR a.client_id = $1) AND ($2 IS NULL OR a.state = $2)";
        let filter = args![self.client_id, self.state.clone()];
        const ORDER: Order = Order::by("accounts", cursor::int("a.id"));
        let rows: Paged<DepositAccount> = page.fetch(&mut cx.tx, &ORDER, SELECT_ACCOUNT, FILTER, filter).await?;
        Ok(rows.map(DepositAccount::finish))
    }
}

/// `RetrieveDepositAccountByIdQuery`: by `id`, `accountNumber` or `encodedKey`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveDepositAccountByIdQuery {
    pub id: Option<i64>,
    pub account_number: Option<String>,
    pub encoded_key: Option<String>,
}

impl Command for RetrieveDepositAccountByIdQuery {
    const NAME: &'static str = "RetrieveDepositAccountByIdQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = DepositAccount;

    async fn run(self, cx: &mut Cx<'_>) -> Result<DepositAccount> {
        find(&mut cx.tx, self.id, self.account_number.as_deref(), self.encoded_key.as_deref()).await
    }
}

async fn set_state(
    cx: &mut Cx<'_>,
    number: &str,
    from: &[AccountState],
    to: AccountState,
    reason: Option<&str>,
) -> Result<DepositAccount> {
    let account = by_number_locked(&mut cx.tx, number).await?;
    if !from.contains(&account.state) {
        return Err(Error::Conflict(format!("account {number} is {}", account.state)));
    }
    if to == AccountState::Closed && (account.book_balance_minor != 0 || account.hold_minor != 0) {
        return Err(Error::Conflict(format!(
            "account {number} still holds {} with {} on hold; empty it first",
            money::format(account.book_balance_minor),
            money::format(account.hold_minor)
        )));
    }
    cx.tx
        .execute("UPDATE deposit_accounts SET state = $1, updated_at = $2 WHERE id = $3", args![to, now(), account.id])
        .await?;
    let why = reason.map(|r| format!(": {r}")).unwrap_or_default();
    cx.record(Draft::new(format!("account {number}: {} -> {to}{why}", account.state)).entity(
        "Deposit",
        account.id,
        &account.encoded_key,
        number,
    ));
    by_number(&mut cx.tx, number).await
}

/// `LockDepositAccountCommand`: no movements until unlocked (reversals excepted).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LockDepositAccountCommand {
    pub account_number: String,
    pub reason: Option<String>,
}

impl Command for LockDepositAccountCommand {
    const NAME: &'static str = "LockDepositAccountCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Deposit account locked.";
    type Output = DepositAccount;

    async fn run(self, cx: &mut Cx<'_>) -> Result<DepositAccount> {
        set_state(cx, &self.account_number, &[AccountState::Active], AccountState::Locked, self.reason.as_deref()).await
    }
}

/// `UnlockDepositAccountCommand`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UnlockDepositAccountCommand {
    pub account_number: String,
}

impl Command for UnlockDepositAccountCommand {
    const NAME: &'static str = "UnlockDepositAccountCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Deposit account unlocked.";
    type Output = DepositAccount;

    async fn run(self, cx: &mut Cx<'_>) -> Result<DepositAccount> {
        set_state(cx, &self.account_number, &[AccountState::Locked], AccountState::Active, None).await
    }
}

/// `CloseDepositAccountCommand`: only an empty account with no holds.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CloseDepositAccountCommand {
    pub account_number: String,
}

impl Command for CloseDepositAccountCommand {
    const NAME: &'static str = "CloseDepositAccountCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Deposit account closed.";
    type Output = DepositAccount;

    async fn run(self, cx: &mut Cx<'_>) -> Result<DepositAccount> {
        set_state(cx, &self.account_number, &[AccountState::Active, AccountState::Locked], AccountState::Closed, None)
            .await
    }
}
