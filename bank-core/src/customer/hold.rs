//! Holds on deposit accounts. A hold is a row with an owner; the account's
//! `hold_minor` is the sum of its active holds. Every change is a
//! compare-and-set: the hold leaves ACTIVE in one conditional UPDATE, and the
//! account's hold moves in the same transaction, so one hold is released once
//! however many callers race for it.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::account::{DepositAccount, by_number_locked, find};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::AccountState;
use crate::ledger::engine::AccountFacts;
use crate::money::{self, Amount};
use crate::store::{Arg, Dialect, Sql, Tx, now};
use crate::validate::Checks;

/// What a hold reserves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HoldKind {
    /// Money in the book balance that may not be used (withdrawals pending, liens, uncleared cheques).
    Debit,
    /// Incoming money not yet in the book balance (a pending deposit): shown, not subtracted.
    Credit,
}

impl HoldKind {
    pub fn as_str(self) -> &'static str {
        match self {
            HoldKind::Debit => "DEBIT",
            HoldKind::Credit => "CREDIT",
        }
    }

    /// The kind a stored `kind` names.
    pub fn parse(kind: &str) -> Option<HoldKind> {
        match kind {
            "DEBIT" => Some(HoldKind::Debit),
            "CREDIT" => Some(HoldKind::Credit),
            _ => None,
        }
    }

    /// The part of a hold of `amount_minor` that is incoming money.
    pub fn credit(self, amount_minor: i64) -> i64 {
        if self == HoldKind::Credit { amount_minor } else { 0 }
    }
}

/// Who may release a hold. Only the owner's own state machine releases it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HoldOwner {
    /// An operator's lien (`PlaceAccountHoldCommand`); released by `ReleaseAccountHoldCommand`.
    Lien,
    /// A pending transaction's hold; released by its approval, rejection, cancellation or expiry.
    Transaction,
    /// An uncleared cheque's hold; released by its clearing or bounce.
    Cheque,
}

impl HoldOwner {
    fn as_str(self) -> &'static str {
        match self {
            HoldOwner::Lien => "LIEN",
            HoldOwner::Transaction => "TRANSACTION",
            HoldOwner::Cheque => "CHEQUE",
        }
    }

    fn describe(owner: &str) -> &'static str {
        match owner {
            "TRANSACTION" => "a pending transaction; it is released by approving, rejecting or cancelling it",
            "CHEQUE" => "an uncleared cheque; it is released by clearing or bouncing the cheque",
            _ => "an account lien",
        }
    }
}

/// Places a hold on the account. A debit hold must not exceed what is
/// available; the check and the increase are one conditional UPDATE, so two
/// holds placed at once cannot both take the same money.
pub async fn place_hold(
    tx: &mut Tx,
    account: &DepositAccount,
    kind: HoldKind,
    owner: HoldOwner,
    amount_minor: i64,
    reason: &str,
) -> Result<i64> {
    debug_assert!(amount_minor > 0, "a hold is positive");
    let t = now();
    let credit = kind.credit(amount_minor);
    let debit_check = i64::from(kind == HoldKind::Debit);
    let changed = tx
        .execute(
            "UPDATE deposit_accounts SET hold_minor = hold_minor + $1, credit_hold_minor = credit_hold_minor + $2, updated_at = $3
             WHERE id = $4 AND state <> 'CLOSED'
               AND ($5 = 0 OR book_balance_minor - (hold_minor - credit_hold_minor) >= $1)",
            args![amount_minor, credit, t, account.id, debit_check],
        )
        .await?;
    if changed == 0 {
        return Err(not_placed(tx, account, amount_minor).await);
    }
    tx.scalar(
        "INSERT INTO account_holds (account_id, amount_minor, reason, state, created_at, kind, owner)
         VALUES ($1, $2, $3, 'ACTIVE', $4, $5, $6) RETURNING id",
        args![account.id, amount_minor, reason, t, kind.as_str(), owner.as_str()],
    )
    .await
}

/// A hold a new row carries (see [`place_hold_on_row`]).
pub struct NewHold<'a> {
    pub account: &'a DepositAccount,
    pub kind: HoldKind,
    pub amount_minor: i64,
    /// The account's row version, when the caller read it unlocked (see
    /// `Tx::unlocked`): the hold is placed only on the row as read, and the
    /// statement (SQLite: the call) fails, writing nothing, unless it is; the
    /// command then runs again, locked.
    pub read_as: Option<&'a crate::store::ReadAs>,
}

/// Places a hold on the account that `rider`, the row inserted with it,
/// carries (a pending transaction's: its kind and amount are on the row,
/// and its state says whether it stands; no `account_holds` row), in one
/// call to the driver. A debit hold must not exceed what is available. On
/// SQLite (each call is a hand-off between threads, dearer than a
/// statement) the rider uses anonymous `?` and inserts only `WHERE
/// changes() = 1`; on PostgreSQL it is the last part of one statement,
/// numbered from `$1`, inserting `SELECT ... FROM placed` and returning its
/// id. Returns the rider's row id. With `last`, the call is the
/// transaction's last and carries its deferred writes: on SQLite a group
/// member's release rides too (`Tx::fetch_all_last`), so the hold is refused
/// before it is sent, on the account as the caller read it (the one writer
/// keeps it so), and a hold that changed nothing all the same is an
/// invariant broken; on PostgreSQL they are parts of its statement, and a
/// refused hold fails the command. Also returns, on PostgreSQL for an
/// account read unlocked, the row version the hold left (for its copy,
/// `txn::copies`).
pub async fn place_hold_on_row(
    tx: &mut Tx,
    hold: NewHold<'_>,
    rider: (Sql, Vec<Arg>),
    last: bool,
) -> Result<(i64, Option<String>)> {
    debug_assert!(hold.amount_minor > 0, "a hold is positive");
    if tx.dialect() == Dialect::Postgres {
        return hold_then_row(tx, hold, rider, last).await;
    }
    let NewHold { account, kind, amount_minor, read_as } = hold;
    if last
        && (account.state == AccountState::Closed
            || kind == HoldKind::Debit && account.available_minor() < amount_minor)
    {
        return Err(refused(account, account, amount_minor));
    }
    let (rider_sql, rider_args) = rider;
    let mut args = args![amount_minor, kind.credit(amount_minor), now(), account.id];
    let as_read = read_as.map(|version| crate::store::as_read(Dialect::Sqlite, version, &mut args)).unwrap_or_default();
    args.extend(args![i64::from(kind == HoldKind::Debit), amount_minor]);
    // Read unlocked: the hold and its row were placed (the row only if the
    // hold was), or the call fails before the rest.
    let rode = match read_as {
        Some(_) => format!("{};\n         SELECT 1, last_insert_rowid()", crate::store::SQLITE_UNCHANGED),
        None => "SELECT changes(), last_insert_rowid()".into(),
    };
    // The row is inserted only if the hold was placed; the row read (the
    // call's only one) says its id and whether it was. The account's version
    // moves on here, not by its trigger (migration 33).
    let sql = format!(
        "UPDATE deposit_accounts SET hold_minor = hold_minor + ?, credit_hold_minor = credit_hold_minor + ?, updated_at = ?,
                 row_version = row_version + 1
             WHERE id = ?{as_read} AND state <> 'CLOSED' AND (? = 0 OR book_balance_minor - (hold_minor - credit_hold_minor) >= ?);
         {};
         {rode}",
        rider_sql.text()
    );
    args.extend(rider_args);
    let rows: Vec<(i64, i64)> = match last {
        true => tx.fetch_all_last(Sql::assembled(sql), args).await,
        false => tx.fetch_all(Sql::assembled(sql), args).await,
    }
    // A rider's unique key taken since the unlocked read (a row id another
    // process claimed, a racing request's idempotency key) is contention:
    // the command runs again, locked, and finds what the other one did.
    .map_err(|e| match (e, read_as) {
        (Error::Conflict(_), Some(_)) => Error::Busy,
        (e, _) => e,
    })?;
    match rows[..] {
        [(1, rider_id)] => Ok((rider_id, None)),
        [(0, _)] if !last => Err(not_placed(tx, account, amount_minor).await),
        _ => Err(Error::Internal(format!("a hold on {} and its row were not both written", account.account_number))),
    }
}

/// What [`hold_then_row`] returns: the rider's id, and the account's row
/// version when the statement asserted itself whole (else no such column).
#[derive(sqlx::FromRow)]
struct Placed {
    id: i64,
    #[sqlx(default)]
    row_version: Option<String>,
}

/// PostgreSQL's [`place_hold_on_row`]: the account's conditional update and
/// the rider as one statement, the rider inserting from the update, so a
/// refused hold inserts nothing and returns no row.
async fn hold_then_row(
    tx: &mut Tx,
    hold: NewHold<'_>,
    rider: (Sql, Vec<Arg>),
    last: bool,
) -> Result<(i64, Option<String>)> {
    let NewHold { account, kind, amount_minor, read_as } = hold;
    let (rider_sql, rider_args) = rider;
    let mut args =
        args![amount_minor, kind.credit(amount_minor), now(), account.id, i64::from(kind == HoldKind::Debit)];
    let as_read =
        read_as.map(|version| crate::store::as_read(Dialect::Postgres, version, &mut args)).unwrap_or_default();
    let rider_sql = crate::store::shift_placeholders(rider_sql.text(), args.len());
    args.extend(rider_args);
    // The transaction's last write carries its deferred writes (a refused
    // hold fails the command, and the rollback takes them back).
    let mut deferred = String::new();
    if last {
        let (parts, more) = tx.take_deferred_ctes(args.len())?;
        deferred = parts.iter().map(|part| format!(",\n         {part}")).collect();
        args.extend(more);
    }
    let parts = format!(
        "placed AS (UPDATE deposit_accounts
             SET hold_minor = hold_minor + $1, credit_hold_minor = credit_hold_minor + $2, updated_at = $3
             WHERE id = $4 AND state <> 'CLOSED'{as_read}
               AND ($5 = 0 OR book_balance_minor - (hold_minor - credit_hold_minor) >= $1)
             RETURNING id, xmin::text AS row_version){deferred}"
    );
    // Read unlocked, or sent on its own (it commits itself): the row is
    // inserted or the statement fails, so the deferred writes never stand alone.
    let sql = match tx.asserts_whole(read_as.is_some(), last) {
        false => format!("WITH {parts}\n         {rider_sql}"),
        true => format!(
            "WITH {parts},\n         r AS ({rider_sql})
             SELECT (SELECT id FROM r) AS id, (SELECT row_version FROM placed) AS row_version WHERE {}",
            crate::store::unchanged("(SELECT COUNT(*) FROM r) = 1")
        ),
    };
    // A rider's unique key taken meanwhile (two requests with one idempotency
    // key: this insert waited for the other's commit) is contention: the
    // command is retried, and its retry finds what the other one did.
    let placed = match last {
        true => tx.fetch_optional_last::<Placed>(Sql::assembled(sql), args).await,
        false => tx.fetch_optional::<Placed>(Sql::assembled(sql), args).await,
    };
    match placed.map_err(|e| if let Error::Conflict(_) = e { Error::Busy } else { e })? {
        Some(Placed { id, row_version }) => Ok((id, row_version)),
        None => Err(not_placed(tx, account, amount_minor).await),
    }
}

/// Releases a hold a transaction's row carries (see [`place_hold_on_row`]):
/// its account's hold goes down by it; returns the account as it is after,
/// and the amount. The caller holds the row and changes its state in the
/// same database transaction, a compare-and-set that fails the whole
/// transaction when another decision came first, so the hold is released once.
pub async fn release_hold_on_row(
    tx: &mut Tx,
    account_id: i64,
    kind: HoldKind,
    amount_minor: i64,
) -> Result<(AccountFacts, i64)> {
    let account: Option<AccountFacts> = tx
        .fetch_optional(
            "UPDATE deposit_accounts SET hold_minor = hold_minor - $1, credit_hold_minor = credit_hold_minor - $2,
                 updated_at = $3
             WHERE id = $4
             RETURNING id, account_number, currency, gl_account_id, book_balance_minor, hold_minor, credit_hold_minor, state",
            args![amount_minor, kind.credit(amount_minor), now(), account_id],
        )
        .await?;
    let account = account.ok_or_else(|| Error::Internal(format!("a held account {account_id} is gone")))?;
    Ok((account, amount_minor))
}

/// Why a hold was not placed: the account closed, or not enough available.
async fn not_placed(tx: &mut Tx, account: &DepositAccount, amount_minor: i64) -> Error {
    match find(tx, Some(account.id), None, None).await {
        Ok(now_seen) => refused(account, &now_seen, amount_minor),
        Err(e) => e,
    }
}

/// The refusal of a hold on `account`, as `seen` now.
fn refused(account: &DepositAccount, seen: &DepositAccount, amount_minor: i64) -> Error {
    if seen.state == AccountState::Closed {
        return Error::Conflict(format!("account {} is closed", account.account_number));
    }
    Error::InsufficientFunds {
        account: account.account_number.clone(),
        available_minor: seen.available_minor(),
        required_minor: amount_minor,
    }
}

/// Releases an active hold of `owner`; returns its account id and amount.
/// The hold leaves ACTIVE in one compare-and-set: of several concurrent
/// releases exactly one changes it, the others see it released.
pub async fn release_hold(tx: &mut Tx, hold_id: i64, owner: HoldOwner) -> Result<(AccountFacts, i64)> {
    let t = now();
    if tx.dialect() == Dialect::Sqlite {
        return release_hold_sqlite(tx, hold_id, owner, t).await;
    }
    // One statement: the account's update reads what the release returned,
    // and the account comes back as it is now, for a posting that follows.
    let released: Option<Released> = tx
        .fetch_optional(
            "WITH h AS (UPDATE account_holds SET state = 'RELEASED', released_at = $1
                 WHERE id = $2 AND state = 'ACTIVE' AND owner = $3
                 RETURNING account_id, amount_minor, CASE kind WHEN 'CREDIT' THEN amount_minor ELSE 0 END AS credit)
             UPDATE deposit_accounts a SET hold_minor = a.hold_minor - h.amount_minor,
                 credit_hold_minor = a.credit_hold_minor - h.credit, updated_at = $1
             FROM h WHERE a.id = h.account_id
             RETURNING h.amount_minor, a.id, a.account_number, a.currency, a.gl_account_id, a.book_balance_minor,
                 a.hold_minor, a.credit_hold_minor, a.state",
            args![t, hold_id, owner.as_str()],
        )
        .await?;
    match released {
        Some(Released { amount_minor, account }) => Ok((account, amount_minor)),
        None => Err(why_not_released(tx, hold_id, owner).await),
    }
}

/// A hold released, and its account as it is after.
#[derive(sqlx::FromRow)]
struct Released {
    amount_minor: i64,
    #[sqlx(flatten)]
    account: AccountFacts,
}

/// [`release_hold`] on SQLite in one call to the driver: the account's
/// update reads the hold and runs only if the release changed it.
async fn release_hold_sqlite(
    tx: &mut Tx,
    hold_id: i64,
    owner: HoldOwner,
    t: DateTime<Utc>,
) -> Result<(AccountFacts, i64)> {
    let of_hold = |column: &str| format!("(SELECT {column} FROM account_holds WHERE id = ?)");
    let sql = format!(
        "UPDATE account_holds SET state = 'RELEASED', released_at = ? WHERE id = ? AND state = 'ACTIVE' AND owner = ?;
         UPDATE deposit_accounts SET hold_minor = hold_minor - {amount},
             credit_hold_minor = credit_hold_minor - {credit}, updated_at = ?
         WHERE id = {account} AND changes() = 1
         RETURNING {amount} AS amount_minor, id, account_number, currency, gl_account_id, book_balance_minor,
             hold_minor, credit_hold_minor, state",
        amount = of_hold("amount_minor"),
        credit = of_hold("CASE kind WHEN 'CREDIT' THEN amount_minor ELSE 0 END"),
        account = of_hold("account_id"),
    );
    let args = args![t, hold_id, owner.as_str(), hold_id, hold_id, t, hold_id, hold_id];
    match tx.fetch_optional::<Released>(Sql::assembled(sql), args).await? {
        Some(released) => Ok((released.account, released.amount_minor)),
        None => Err(why_not_released(tx, hold_id, owner).await),
    }
}

/// [`release_hold`] as a write riding with a posting (see
/// [`Known::riders`](crate::ledger::engine::Known::riders)), for a hold whose
/// facts the caller knows: the hold is released only if they are its facts.
/// The caller moves the account's holds in its balance update
/// ([`Known::holds_released`](crate::ledger::engine::Known::holds_released)):
/// on PostgreSQL one statement may update a row once, and a second part
/// updating the account would be lost; on SQLite a write of its own would
/// move the row's version, which an account read ahead of the writer's turn
/// is updated only as (`store::late`). The posting is refused unless the
/// release changed its row, as every rider must.
pub fn release_hold_riding(
    dialect: Dialect,
    hold_id: i64,
    account_id: i64,
    kind: HoldKind,
    owner: HoldOwner,
    amount_minor: i64,
    t: DateTime<Utc>,
) -> (Sql, Vec<Arg>) {
    let hold = args![t, hold_id, owner.as_str(), account_id, amount_minor, kind.as_str()];
    let sql = match dialect {
        Dialect::Sqlite => {
            "UPDATE account_holds SET state = 'RELEASED', released_at = ?
             WHERE id = ? AND state = 'ACTIVE' AND owner = ? AND account_id = ? AND amount_minor = ? AND kind = ?"
        }
        Dialect::Postgres => {
            "UPDATE account_holds SET state = 'RELEASED', released_at = $1
             WHERE id = $2 AND state = 'ACTIVE' AND owner = $3 AND account_id = $4 AND amount_minor = $5 AND kind = $6
             RETURNING id"
        }
    };
    (sql.into(), hold)
}

/// Why a release changed nothing: no such hold, another owner's, or released already.
async fn why_not_released(tx: &mut Tx, hold_id: i64, owner: HoldOwner) -> Error {
    let found: Result<Option<(String, String)>> =
        tx.fetch_optional("SELECT owner, state FROM account_holds WHERE id = $1", args![hold_id]).await;
    match found {
        Err(e) => e,
        Ok(None) => Error::not_found("hold", hold_id),
        Ok(Some((found_owner, _))) if found_owner != owner.as_str() => Error::rule(
            "HOLD_NOT_RELEASABLE",
            RuleKind::Conflict,
            format!("hold {hold_id} belongs to {}", HoldOwner::describe(&found_owner)),
        ),
        Ok(Some(_)) => Error::Conflict(format!("hold {hold_id} is already released")),
    }
}

/// `PlaceAccountHoldCommand`: earmarks part of the available balance (a lien).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlaceAccountHoldCommand {
    pub account_number: String,
    pub amount: Amount,
    pub reason: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct HoldPlaced {
    pub hold_id: i64,
    pub account: DepositAccount,
}

impl Command for PlaceAccountHoldCommand {
    const NAME: &'static str = "PlaceAccountHoldCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Hold placed.";
    type Output = HoldPlaced;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("reason", Some(self.reason.as_str()), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<HoldPlaced> {
        let mut account = by_number_locked(&mut cx.tx, &self.account_number).await?;
        let amount = self.amount.0;
        let hold_id = place_hold(&mut cx.tx, &account, HoldKind::Debit, HoldOwner::Lien, amount, &self.reason).await?;
        let description = format!(
            "hold {hold_id} of {} on account {}: {}",
            money::format(amount),
            account.account_number,
            self.reason
        );
        cx.record(Draft::new(description).entity("Deposit", account.id, &account.encoded_key, &account.account_number));
        // The row is locked: its new hold is the old one plus this lien.
        account.hold_minor += amount;
        Ok(HoldPlaced { hold_id, account: account.finish() })
    }
}

/// `ReleaseAccountHoldCommand`: releases a lien. A transaction's or a
/// cheque's hold is refused (`HOLD_NOT_RELEASABLE`): releasing it here would
/// free money its owner still counts on.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReleaseAccountHoldCommand {
    pub hold_id: i64,
}

impl Command for ReleaseAccountHoldCommand {
    const NAME: &'static str = "ReleaseAccountHoldCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Hold released.";
    type Output = DepositAccount;

    async fn run(self, cx: &mut Cx<'_>) -> Result<DepositAccount> {
        let (account, amount_minor) = release_hold(&mut cx.tx, self.hold_id, HoldOwner::Lien).await?;
        let account_id = account.id;
        let account = find(&mut cx.tx, Some(account_id), None, None).await?;
        let description = format!(
            "released hold {} of {} on account {}",
            self.hold_id,
            money::format(amount_minor),
            account.account_number
        );
        cx.record(Draft::new(description).entity("Deposit", account.id, &account.encoded_key, &account.account_number));
        Ok(account)
    }
}
