//! Teller tills: a drawer of cash in one currency, assigned to a teller for a
//! shift. Its cash is part of a teller-cash GL account and comes from (and goes
//! back to) a vault GL account; every movement between them is a journal posted
//! through the engine, so the till balances and the ledger always agree.
//!
//! The spec's `GetMyTellerTillListQuery` lists the caller's own tills; the
//! commands that open, fund, count and close a till fill the gap it leaves
//! (README, "Tills"). [`open_till`] and [`move_cash`] are for the transaction
//! engine: a teller transaction takes the till's cash with it.

mod commands;
mod list;

use chrono::{DateTime, Utc};
use serde::{Deserializer, Serialize};

use crate::args;
use crate::command::Registration;
use crate::error::{Error, Result};
use crate::ledger::engine::{self, Journal, Line, Posted};
use crate::ledger::{JournalKind, Side};
use crate::money::{self, Amount};
use crate::store::{Sql, Tx, now};

pub use commands::{BalanceTillCommand, CloseTillCommand, FundTillCommand, OpenTillCommand, TillChange};
pub use list::{GetMyTellerTillListQuery, Pagination, TillList};
pub(crate) use list::{check_list, filter};

pub const COMMANDS: &[Registration] = &[
    Registration::of::<OpenTillCommand>(),
    Registration::of::<FundTillCommand>(),
    Registration::of::<BalanceTillCommand>(),
    Registration::of::<CloseTillCommand>(),
    Registration::of::<GetMyTellerTillListQuery>(),
];

/// The till statuses of the spec.
pub const OPEN: &str = "Open";
pub const CLOSED: &str = "Closed";

/// A till as stored, with its branch's name.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TillRow {
    pub id: i64,
    pub till_code: String,
    pub branch_id: i64,
    pub branch_name: String,
    pub teller_id: i64,
    pub teller_username: String,
    pub currency: String,
    /// The teller-cash GL account the till's cash belongs to.
    pub gl_account_id: i64,
    /// The vault GL account that funds the till.
    pub vault_gl_account_id: i64,
    pub status: String,
    pub opening_balance_minor: i64,
    pub current_balance_minor: i64,
    pub shift_start_time: Option<DateTime<Utc>>,
    pub transaction_count: i64,
    pub last_transaction_time: Option<DateTime<Utc>>,
}

impl TillRow {
    pub fn is_open(&self) -> bool {
        self.status == OPEN
    }
}

const SELECT_TILL: &str = "SELECT t.id, t.till_code, t.branch_id, b.name AS branch_name, t.teller_id,
    u.username AS teller_username, t.currency, t.gl_account_id, t.vault_gl_account_id, t.status,
    t.opening_balance_minor, t.current_balance_minor, t.shift_start_time, t.transaction_count, t.last_transaction_time
    FROM tills t JOIN branches b ON b.id = t.branch_id JOIN users u ON u.id = t.teller_id";

/// A till by its code.
pub async fn by_code(tx: &mut Tx, till_code: &str) -> Result<Option<TillRow>> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_TILL} WHERE t.till_code = $1")), args![till_code]).await
}

/// The same, the till row locked until commit: for decisions on its status
/// or balance (fund, count, close, reopen), which then run one at a time.
pub(crate) async fn by_code_locked(tx: &mut Tx, till_code: &str) -> Result<Option<TillRow>> {
    let lock = if tx.for_update().is_empty() { "" } else { " FOR UPDATE OF t" };
    tx.fetch_optional(Sql::assembled(format!("{SELECT_TILL} WHERE t.till_code = $1{lock}")), args![till_code]).await
}

pub(crate) async fn by_id(tx: &mut Tx, id: i64) -> Result<TillRow> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_TILL} WHERE t.id = $1")), args![id])
        .await?
        .ok_or_else(|| Error::not_found("till", id))
}

/// The Open till `till_code` assigned to `teller_id`: the till a teller
/// transaction takes its cash from or puts it into.
pub async fn open_till(tx: &mut Tx, till_code: &str, teller_id: i64) -> Result<TillRow> {
    match by_code(tx, till_code).await? {
        None => Err(Error::invalid("tillId", format!("no till '{till_code}'"))),
        Some(till) if till.teller_id != teller_id => {
            Err(Error::invalid("tillId", format!("till {till_code} is not assigned to you")))
        }
        Some(till) if !till.is_open() => Err(Error::invalid("tillId", format!("till {till_code} is closed"))),
        Some(till) => Ok(till),
    }
}

/// Adds `delta_minor` (negative: cash paid out) to the till's balance and
/// counts one transaction. The balance never goes below zero.
pub async fn move_cash(tx: &mut Tx, till_id: i64, delta_minor: i64) -> Result<()> {
    let t = now();
    let moved = tx
        .execute(
            "UPDATE tills SET current_balance_minor = current_balance_minor + $1, transaction_count = transaction_count + 1,
                 last_transaction_time = $2, updated_at = $2
             WHERE id = $3 AND current_balance_minor + $1 >= 0",
            args![delta_minor, t, till_id],
        )
        .await?;
    if moved == 1 {
        return Ok(());
    }
    let till = by_id(tx, till_id).await?;
    Err(Error::InsufficientFunds {
        account: format!("till {}", till.till_code),
        available_minor: till.current_balance_minor,
        required_minor: delta_minor.saturating_neg(),
    })
}

/// A till as the spec's till list shows it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Till {
    pub till_id: String,
    pub branch_id: String,
    pub branch_name: String,
    pub currency_code: String,
    pub current_balance: serde_json::Value,
    pub opening_balance: serde_json::Value,
    pub status: String,
    pub shift_start_time: Option<DateTime<Utc>>,
    pub transaction_count: i64,
    pub last_transaction_time: Option<DateTime<Utc>>,
    #[serde(skip)]
    pub current_balance_minor: i64,
    #[serde(skip)]
    pub opening_balance_minor: i64,
}

impl From<&TillRow> for Till {
    fn from(t: &TillRow) -> Till {
        Till {
            till_id: t.till_code.clone(),
            branch_id: t.branch_id.to_string(),
            branch_name: t.branch_name.clone(),
            currency_code: t.currency.clone(),
            current_balance: money::to_json_number(t.current_balance_minor),
            opening_balance: money::to_json_number(t.opening_balance_minor),
            status: t.status.clone(),
            shift_start_time: t.shift_start_time,
            transaction_count: t.transaction_count,
            last_transaction_time: t.last_transaction_time,
            current_balance_minor: t.current_balance_minor,
            opening_balance_minor: t.opening_balance_minor,
        }
    }
}

/// Posts cash from one GL account to another for `till` (debit `to`, credit `from`).
async fn post_cash(
    cx: &mut crate::command::Cx<'_>,
    till: &TillRow,
    to_gl: i64,
    from_gl: i64,
    amount_minor: i64,
    notes: String,
) -> Result<Posted> {
    let line = |gl_account_id, side| Line {
        gl_account_id,
        side,
        amount_minor,
        branch_id: None,
        reference: Some(till.till_code.clone()),
        deposit_account_id: None,
    };
    let journal = Journal {
        kind: JournalKind::Automated,
        reference: None,
        booking_date: now(),
        value_date: None,
        currency: till.currency.clone(),
        branch_id: Some(till.branch_id),
        notes: Some(notes),
        lines: vec![line(to_gl, Side::Debit), line(from_gl, Side::Credit)],
        reversal_of: None,
    };
    engine::post(&mut cx.tx, cx.actor, journal).await
}

/// An amount that may be zero (a count of an empty till), as a JSON number or
/// a decimal string.
pub fn zero_or_amount<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Amount, D::Error> {
    let value = crate::json::named_value(deserializer, crate::json::form::AMOUNT_OR_ZERO)?;
    let text = crate::money::amount_text(&value).ok_or_else(|| serde::de::Error::custom("must be a decimal amount"))?;
    crate::money::parse_minor(&text).map(Amount).map_err(serde::de::Error::custom)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize)]
    struct Probe {
        #[serde(deserialize_with = "zero_or_amount")]
        a: Amount,
    }

    #[test]
    fn counts_may_be_zero_but_not_negative() {
        let read = |v: serde_json::Value| serde_json::from_value::<Probe>(serde_json::json!({ "a": v })).map(|p| p.a);
        assert_eq!(read(serde_json::json!(0)).ok(), Some(Amount(0)));
        assert_eq!(read(serde_json::json!("0.00")).ok(), Some(Amount(0)));
        assert_eq!(read(serde_json::json!(12.5)).ok(), Some(Amount(1250)));
        assert!(read(serde_json::json!(-1)).is_err());
        assert!(read(serde_json::json!("x")).is_err());
    }

    /// What the transaction engine relies on: the teller's open till, and cash
    /// that never goes below zero.
    #[tokio::test]
    async fn open_till_and_move_cash() {
        use crate::Bank;
        use crate::auth::Origin;
        use crate::ledger::CreateGlAccountCommand;
        use crate::store::DbOptions;

        let dir = tempfile::tempdir().expect("dir");
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let (bank, _) = Bank::init(&DbOptions::new(url)).await.expect("init");
        let admin = bank.actor(crate::BOOTSTRAP_ADMIN).await.expect("admin");
        let origin = Origin::cli();
        let branch =
            crate::branch::CreateBranchCommand { key: Some("B".into()), name: Some("B".into()), ..Default::default() };
        let branch = bank.execute(&admin, &origin, branch).await.expect("branch");
        let mut gl = Vec::new();
        for code in ["1001", "1002"] {
            let request = CreateGlAccountCommand {
                gl_code: Some(code.into()),
                name: Some(code.into()),
                account_type_id: Some(1),
                currency_code: Some("NGN".into()),
                ..Default::default()
            };
            gl.push(bank.execute(&admin, &origin, request).await.expect("gl").id);
        }
        let open = OpenTillCommand {
            till_code: None,
            teller_username: Some(admin.username.clone()),
            branch_id: Some(branch.id),
            currency_code: Some("NGN".into()),
            gl_account_id: Some(gl[1]),
            vault_gl_account_id: Some(gl[0]),
            opening_balance: Some(Amount(10_000)),
        };
        let opened = bank.execute(&admin, &origin, open).await.expect("open");
        assert_eq!(opened.till.till_id, "TILL-B-1");

        let mut tx = bank.db().begin_write().await.expect("tx");
        let till = open_till(&mut tx, "TILL-B-1", admin.user_id).await.expect("open till");
        assert_eq!((till.gl_account_id, till.currency.as_str(), till.branch_id), (gl[1], "NGN", branch.id));
        let field = |e: Error| match e {
            Error::Validation(fields) => fields.keys().next().cloned().unwrap_or_default(),
            other => format!("{other:?}"),
        };
        assert_eq!(field(open_till(&mut tx, "TILL-B-1", admin.user_id + 1).await.expect_err("not hers")), "tillId");
        assert_eq!(field(open_till(&mut tx, "TILL-X", admin.user_id).await.expect_err("unknown")), "tillId");
        move_cash(&mut tx, till.id, -4_000).await.expect("pay out");
        move_cash(&mut tx, till.id, 1_500).await.expect("take in");
        let short = move_cash(&mut tx, till.id, -7_501).await.expect_err("beyond the till");
        assert!(matches!(short, Error::InsufficientFunds { available_minor: 7_500, required_minor: 7_501, .. }));
        let till = by_id(&mut tx, till.id).await.expect("till");
        assert_eq!((till.current_balance_minor, till.transaction_count), (7_500, 2));
        assert!(till.last_transaction_time.is_some());
        tx.rollback().await.expect("rollback");
    }
}
