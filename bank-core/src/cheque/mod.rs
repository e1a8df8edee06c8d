//! Cheque transactions: deposits into clearing, withdrawals paid against a
//! customer's cheque, clearing, bounces and stop payments, with holds on
//! uncleared funds, the clearing calendar and penalty fees.
//!
//! Every cheque rides on a universal transaction (`CHEQUE_DEPOSIT` or
//! `CHEQUE_WITHDRAWAL`, see `txn`): a cheque that needs approval waits PENDING
//! there and `ApproveTransaction` moves it on through the hooks this area
//! registers for those types (`hooks`: settled, closed, reversed). Money moves only
//! through the posting engine; every transition records what it changed
//! (`cheque_impacts`).
//!
//! Cheque states (`cheques.state`):
//! - deposit: PENDING (awaiting approval) → UNCLEARED (in clearing, held) →
//!   CLEARED | BOUNCED; CLEARED → REVERSED (ReverseTransaction, an
//!   administrative correction); PENDING → CANCELLED.
//! - withdrawal: PENDING (awaiting approval) → COMPLETED (paid) | CANCELLED
//!   (stop payment); COMPLETED → CANCELLED (ReverseTransaction).
//!
//! A cheque deposited and cleared through the library (the account's setup,
//! as in the crate's example, is hidden): the funds are held while the cheque
//! is in clearing, and clearing releases them. `clear_due` is the nightly
//! batch over every cheque due by a date (`examples/nightly_clearing.rs`).
//!
//! ```
//! use bank_core::cheque::{ChequeState, InitiateChequeDepositCommand, InitiateClearChequeCommand, SetChequeSettingsCommand};
//! use bank_core::money::Amount;
//! # use bank_core::auth::{BOOTSTRAP_ADMIN, Origin};
//! # use bank_core::branch::CreateBranchCommand;
//! # use bank_core::customer::{CreateClientCommand, OpenDepositAccountCommand};
//! # use bank_core::ledger::CreateGlAccountCommand;
//! # use bank_core::{Bank, store::DbOptions};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! # let folder = tempfile::tempdir()?;
//! # let url = format!("sqlite://{}", folder.path().join("bank.db").display());
//! # tokio::runtime::Runtime::new()?.block_on(async {
//! # let (bank, _) = Bank::init(&DbOptions::new(url)).await?;
//! # let (admin, origin) = (bank.actor(BOOTSTRAP_ADMIN).await?, Origin::cli());
//! # let gl = |code: &str, account_type_id| CreateGlAccountCommand {
//! #     gl_code: Some(code.into()),
//! #     name: Some(format!("GL {code}")),
//! #     account_type_id: Some(account_type_id),
//! #     currency_code: Some("NGN".into()),
//! #     ..Default::default()
//! # };
//! # let deposits = bank.execute(&admin, &origin, gl("2001", 2)).await?;
//! # let branch = CreateBranchCommand { key: Some("IKJ".into()), name: Some("Ikeja".into()), ..Default::default() };
//! # let branch = bank.execute(&admin, &origin, branch).await?;
//! # let client = CreateClientCommand { name: Some("Ngozi Eze".into()), branch_id: Some(branch.id), ..Default::default() };
//! # let client = bank.execute(&admin, &origin, client).await?;
//! # let open = OpenDepositAccountCommand {
//! #     client_id: Some(client.id),
//! #     currency_code: Some("NGN".into()),
//! #     control_gl_account_id: Some(deposits.id),
//! #     ..Default::default()
//! # };
//! # let account = bank.execute(&admin, &origin, open).await?;
//! // Once per currency: where a cheque waits while it clears, and where fees go.
//! let settings = SetChequeSettingsCommand {
//!     currency_code: Some("NGN".into()),
//!     uncleared_gl_account_id: Some(bank.execute(&admin, &origin, gl("1101", 1)).await?.id),
//!     clearing_gl_account_id: Some(bank.execute(&admin, &origin, gl("1102", 1)).await?.id),
//!     fee_income_gl_account_id: Some(bank.execute(&admin, &origin, gl("4001", 4)).await?.id),
//!     ..Default::default()
//! };
//! bank.execute(&admin, &origin, settings).await?;
//!
//! let deposit = InitiateChequeDepositCommand {
//!     account_number: Some(account.account_number.clone()),
//!     amount: Some(Amount(150_000_00)),
//!     cheque_number: Some("000123".into()),
//!     drawer_bank: Some("First Bank".into()),
//!     ..Default::default()
//! };
//! let taken = bank.execute(&admin, &origin, deposit).await?;
//! assert_eq!(taken.cheque_state, ChequeState::Uncleared);
//! assert_eq!(taken.available_balance, serde_json::json!(0.0)); // held until it clears
//!
//! let clear = InitiateClearChequeCommand {
//!     cheque_transaction_id: taken.cheque_transaction_id.into(),
//!     clearing_date: None, // today, in the bank's time zone
//!     notes: None,
//!     external_reference_id: None,
//! };
//! let cleared = bank.execute(&admin, &origin, clear).await?;
//! assert_eq!(cleared.cheque_state, ChequeState::Cleared);
//! assert_eq!(cleared.available_balance, serde_json::json!(150_000.0));
//! # Ok::<_, bank_core::error::Error>(())
//! # })?;
//! # Ok(()) }
//! ```

mod batch;
mod bounce;
pub mod calendar;
mod cancel;
mod clear;
mod config;
mod deposit;
mod hooks;
mod intake;
mod key;
mod queue;
mod register;
mod withdraw;

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use serde_json::Value;

use crate::args;
use crate::auth::Actor;
use crate::command::Registration;
use crate::customer::{AccountState, DepositAccount};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::engine::{self, Journal, Line};
use crate::ledger::{JournalKind, Side};
use crate::money;
use crate::store::{Sql, Tx, now};

pub use batch::{BatchTotals, ClearOutcome, clear_due, count_due};
pub use bounce::{Bounced, InitiateBounceChequeCommand};
pub use cancel::{Cancelled, InitiateCancelChequeCommand};
pub use clear::{Cleared, InitiateClearChequeCommand};
pub use config::{ChequeSettings, Holiday, RetrieveChequeSettingsQuery, SetChequeSettingsCommand};
pub use deposit::{DepositInitiated, InitiateChequeDepositCommand};
pub(crate) use hooks::{DEPOSIT_HOOKS, WITHDRAWAL_HOOKS};
pub use key::ChequeKey;
pub use queue::{GetAllChequeClearingRequestsQuery, GetUnclearedChequeQuery};
pub use register::{ChequeView, RetrieveChequeByIdQuery, RetrieveChequesListQuery};
pub use withdraw::{InitiateChequeWithdrawalCommand, WithdrawalInitiated};

pub const COMMANDS: &[Registration] = &[
    Registration::of::<InitiateChequeDepositCommand>(),
    Registration::of::<InitiateChequeWithdrawalCommand>(),
    Registration::of::<InitiateClearChequeCommand>(),
    Registration::of::<InitiateBounceChequeCommand>(),
    Registration::of::<InitiateCancelChequeCommand>(),
    Registration::of::<RetrieveChequeByIdQuery>(),
    Registration::of::<RetrieveChequesListQuery>(),
    Registration::of::<SetChequeSettingsCommand>(),
    Registration::of::<RetrieveChequeSettingsQuery>(),
    Registration::of::<GetUnclearedChequeQuery>(),
    Registration::of::<GetAllChequeClearingRequestsQuery>(),
];

/// Rule codes of the cheque area and the spec's cheque status codes they map to.
pub const ACCOUNT_CLOSED: &str = "CHEQUE_ACCOUNT_CLOSED";
pub const INVALID_DETAILS: &str = "INVALID_CHEQUE_DETAILS";
pub const STALE: &str = "STALE_CHEQUE";
pub const INSUFFICIENT_FUNDS: &str = "INSUFFICIENT_FUNDS";
pub const LIMIT_EXCEEDED: &str = "CHEQUE_LIMIT_EXCEEDED";
pub const BOUNCED: &str = "CHEQUE_BOUNCED";
pub const NOT_CONFIGURED: &str = "CHEQUE_NOT_CONFIGURED";

/// The spec's cheque codes: 05 account closed or locked, 12 invalid cheque
/// details (bad fields, unknown cheque or account, duplicate, wrong state), 14
/// stale, 34 insufficient funds, 51 limit exceeded, 61 bounced, 91 system error.
pub fn cheque_code(error: &Error) -> &'static str {
    match error {
        Error::Rule { code, .. } => status_code(code).unwrap_or("12"),
        Error::InsufficientFunds { .. } => "34",
        Error::Internal(_) | Error::Schema(_) | Error::Config(_) | Error::Busy | Error::Unavailable(_) => "91",
        Error::Unauthenticated(_) => "401",
        Error::Forbidden(_) => "403",
        _ => "12",
    }
}

/// The spec's cheque status code for a rule code (`None`: not a cheque rule).
pub fn status_code(rule: &str) -> Option<&'static str> {
    Some(match rule {
        ACCOUNT_CLOSED | "CUSTOMER_ACCOUNT_CLOSED" => "05",
        INVALID_DETAILS | "TRANSACTION_NOT_FOUND" | "DUPLICATE_REQUEST" | "INVALID_STATE_TRANSITION" => "12",
        STALE => "14",
        INSUFFICIENT_FUNDS | "INSUFFICIENT_BALANCE" => "34",
        LIMIT_EXCEEDED => "51",
        BOUNCED => "61",
        NOT_CONFIGURED | "SETTLEMENT_NOT_CONFIGURED" => "91",
        _ => return None,
    })
}

/// The reason code of a bounce or a stop payment: the one given, else
/// `OTHER` (the documented bodies carry only free-text notes).
pub(crate) fn reason_of(reason: Option<&str>) -> String {
    reason.map(str::trim).filter(|r| !r.is_empty()).unwrap_or("OTHER").to_owned()
}

/// Notes as kept: trimmed, none when blank.
pub(crate) fn notes_of(notes: Option<&str>) -> Option<String> {
    notes.map(str::trim).filter(|n| !n.is_empty()).map(str::to_owned)
}

pub(crate) fn invalid(message: impl Into<String>) -> Error {
    Error::rule(INVALID_DETAILS, RuleKind::Refused, message)
}

/// A cheque is stale six months after its date.
pub const STALE_AFTER_MONTHS: u32 = 6;

/// True when a cheque dated `date` is stale on `today`.
pub fn is_stale(date: NaiveDate, today: NaiveDate) -> bool {
    today.checked_sub_months(chrono::Months::new(STALE_AFTER_MONTHS)).is_some_and(|limit| date < limit)
}

crate::states::text_enum! {
    /// Which way a cheque moves money (the answers' `transactionType`).
    pub enum ChequeKind {
        Deposit = "DEPOSIT",
        Withdrawal = "WITHDRAWAL",
    }
}

crate::states::text_enum! {
    /// A cheque's state (`cheques.state`; the module's documentation has its moves).
    pub enum ChequeState {
        Pending = "PENDING",
        Uncleared = "UNCLEARED",
        Cleared = "CLEARED",
        Bounced = "BOUNCED",
        Cancelled = "CANCELLED",
        Completed = "COMPLETED",
        Reversed = "REVERSED",
    }
}

/// A cheque as stored.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ChequeRow {
    pub id: i64,
    pub txn_id: i64,
    pub kind: ChequeKind,
    pub state: ChequeState,
    pub account_id: i64,
    pub amount_minor: i64,
    pub currency: String,
    pub cheque_number: String,
    pub drawer_bank: Option<String>,
    pub drawer_account: String,
    pub payee: Option<String>,
    pub cheque_date: NaiveDate,
    pub clearing_class: Option<String>,
    pub expected_clearing_date: Option<NaiveDate>,
    pub hold_id: Option<i64>,
    pub clearing_journal_id: Option<i64>,
    pub fee_journal_id: Option<i64>,
    pub fee_minor: i64,
    pub notes: Option<String>,
    pub reason: Option<String>,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    pub cleared_on: Option<NaiveDate>,
    pub closed_at: Option<DateTime<Utc>>,
    pub till_id: Option<i64>,
    pub reference_id: Option<String>,
    pub clearing_reference: Option<String>,
    pub closing_notes: Option<String>,
}

const SELECT_CHEQUE: &str = "SELECT id, txn_id, kind, state, account_id, amount_minor, currency, cheque_number,
    drawer_bank, drawer_account, payee, cheque_date, clearing_class, expected_clearing_date, hold_id,
    clearing_journal_id, fee_journal_id, fee_minor, notes, reason, created_by, created_at, cleared_on, closed_at,
    till_id, reference_id, clearing_reference, closing_notes
    FROM cheques";

/// The cheque a request names, locked until the end of the decision on it.
pub(crate) async fn load_locked(tx: &mut Tx, key: &ChequeKey) -> Result<ChequeRow> {
    let id = key.resolve(tx).await?;
    let lock = tx.for_update();
    tx.fetch_optional(Sql::assembled(format!("{SELECT_CHEQUE} WHERE id = $1{lock}")), args![id])
        .await?
        .ok_or_else(|| invalid(format!("cheque transaction {id} was not found")))
}

async fn by_txn(tx: &mut Tx, txn_id: i64) -> Result<Option<ChequeRow>> {
    let lock = tx.for_update();
    tx.fetch_optional(Sql::assembled(format!("{SELECT_CHEQUE} WHERE txn_id = $1{lock}")), args![txn_id]).await
}

/// The cheque's account, locked.
pub(crate) async fn account_of(tx: &mut Tx, cheque: &ChequeRow) -> Result<DepositAccount> {
    let number: String =
        tx.scalar("SELECT account_number FROM deposit_accounts WHERE id = $1", args![cheque.account_id]).await?;
    crate::customer::account_locked(tx, &number).await
}

/// 05 unless the account takes movements.
pub(crate) fn require_active(account: &DepositAccount) -> Result<()> {
    match account.state {
        AccountState::Active => Ok(()),
        state => Err(Error::rule(
            ACCOUNT_CLOSED,
            RuleKind::Refused,
            format!("account {} is {}", account.account_number, state.as_str().to_lowercase()),
        )),
    }
}

/// Engine refusals in the cheque area's terms.
pub(crate) fn refusal(e: Error) -> Error {
    crate::txn::insufficient_as(INSUFFICIENT_FUNDS, e)
}

/// One thing a cheque transaction changed.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Impact {
    #[serde(skip)]
    pub id: i64,
    pub action: String,
    pub entity_type: String,
    pub entity_id: String,
    pub field_name: String,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
    #[sqlx(skip)]
    pub delta_amount: Option<Value>,
    #[serde(skip)]
    pub delta_minor: Option<i64>,
    pub recorded_at: DateTime<Utc>,
}

/// An account's balances at one moment.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Balances {
    pub book: i64,
    pub hold: i64,
    pub available: i64,
}

impl Balances {
    pub fn of(account: &DepositAccount) -> Balances {
        Balances { book: account.book_balance_minor, hold: account.hold_minor, available: account.available_minor() }
    }
}

pub(crate) async fn balances(tx: &mut Tx, account_id: i64) -> Result<(String, Balances)> {
    let (number, book, hold, credit): (String, i64, i64, i64) = tx
        .fetch_one(
            "SELECT account_number, book_balance_minor, hold_minor, credit_hold_minor FROM deposit_accounts WHERE id = $1",
            args![account_id],
        )
        .await?;
    Ok((number, Balances { book, hold, available: book - (hold - credit) }))
}

/// One change: entity type, entity id, field, old value, new value, delta in minor units.
type Change = (&'static str, String, &'static str, Option<String>, Option<String>, Option<i64>);

/// What one action on a cheque changed, written to `cheque_impacts`.
pub(crate) struct Impacts {
    cheque_id: i64,
    action: &'static str,
    rows: Vec<Change>,
}

impl Impacts {
    pub fn new(cheque_id: i64, action: &'static str) -> Impacts {
        Impacts { cheque_id, action, rows: Vec::new() }
    }

    pub fn state(&mut self, old: ChequeState, new: ChequeState) {
        let (old, new) = (Some(old.as_str().to_owned()), Some(new.as_str().to_owned()));
        self.rows.push(("Cheque", self.cheque_id.to_string(), "state", old, new, None));
    }

    /// The account's balances that moved between `before` and `after`.
    pub fn account(&mut self, number: &str, before: Balances, after: Balances) {
        for (field, old, new) in [
            ("bookBalance", before.book, after.book),
            ("holdAmount", before.hold, after.hold),
            ("availableBalance", before.available, after.available),
        ] {
            if old != new {
                self.rows.push((
                    "DepositAccount",
                    number.to_owned(),
                    field,
                    Some(money::format(old)),
                    Some(money::format(new)),
                    Some(new - old),
                ));
            }
        }
    }

    /// A journal the action posted, by its reference, with its total.
    pub async fn journal(&mut self, tx: &mut Tx, journal_id: i64) -> Result<()> {
        let (reference, total): (String, i64) = tx
            .fetch_one("SELECT transaction_id, total_minor FROM journal_transactions WHERE id = $1", args![journal_id])
            .await?;
        self.rows.push(("JournalTransaction", reference, "posted", None, Some(money::format(total)), Some(total)));
        Ok(())
    }

    pub fn field(&mut self, field: &'static str, old: Option<String>, new: Option<String>, delta: Option<i64>) {
        self.rows.push(("Cheque", self.cheque_id.to_string(), field, old, new, delta));
    }

    pub async fn save(self, tx: &mut Tx) -> Result<()> {
        let t = now();
        for (entity_type, entity_id, field, old, new, delta) in self.rows {
            tx.execute(
                "INSERT INTO cheque_impacts (cheque_id, action, entity_type, entity_id, field_name, old_value, new_value, delta_minor, recorded_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                args![self.cheque_id, self.action, entity_type, entity_id, field, old, new, delta, t],
            )
            .await?;
        }
        Ok(())
    }
}

pub(crate) async fn set_state(tx: &mut Tx, cheque_id: i64, state: ChequeState) -> Result<()> {
    tx.execute("UPDATE cheques SET state = $1, updated_at = $2 WHERE id = $3", args![state, now(), cheque_id]).await?;
    Ok(())
}

/// A two-line journal in the cheque's currency; `customer` marks the line that
/// moves the customer's account.
pub(crate) struct Posting<'a> {
    pub debit: i64,
    pub credit: i64,
    pub amount_minor: i64,
    pub customer: Option<(&'a DepositAccount, Side)>,
    pub notes: String,
}

pub(crate) async fn post(tx: &mut Tx, actor: &Actor, cheque: &ChequeRow, branch: i64, p: Posting<'_>) -> Result<i64> {
    let customer_line = |side: Side| p.customer.filter(|(_, s)| *s == side).map(|(a, _)| a.id);
    let reference = Some(cheque.cheque_number.clone());
    let journal = Journal {
        kind: JournalKind::Automated,
        reference: None,
        booking_date: now(),
        value_date: None,
        currency: cheque.currency.clone(),
        branch_id: Some(branch),
        notes: Some(p.notes.clone()),
        lines: vec![
            Line {
                gl_account_id: p.debit,
                side: Side::Debit,
                amount_minor: p.amount_minor,
                branch_id: None,
                reference: reference.clone(),
                deposit_account_id: customer_line(Side::Debit),
            },
            Line {
                gl_account_id: p.credit,
                side: Side::Credit,
                amount_minor: p.amount_minor,
                branch_id: None,
                reference,
                deposit_account_id: customer_line(Side::Credit),
            },
        ],
        reversal_of: None,
    };
    Ok(engine::post(tx, actor, journal).await?.id)
}

/// Charges up to `fee_minor` to the account (a penalty or a cancellation fee):
/// what the account can cover, so a fee never overdraws it. Returns the
/// journal and the amount charged.
pub(crate) async fn charge_fee(
    tx: &mut Tx,
    actor: &Actor,
    cheque: &ChequeRow,
    fee_minor: i64,
    what: &str,
) -> Result<(Option<i64>, i64)> {
    if fee_minor <= 0 {
        return Ok((None, 0));
    }
    let account = account_of(tx, cheque).await?;
    let chargeable =
        if account.state == AccountState::Active { fee_minor.min(account.available_minor().max(0)) } else { 0 };
    if chargeable == 0 {
        return Ok((None, 0));
    }
    let income = config::gl(tx, config::FEE_INCOME, &cheque.currency).await?;
    let posting = Posting {
        debit: account.gl_account_id,
        credit: income,
        amount_minor: chargeable,
        customer: Some((&account, Side::Debit)),
        notes: format!("{what} on cheque {}", cheque.cheque_number),
    };
    let journal = post(tx, actor, cheque, account.branch_id, posting).await?;
    tx.execute(
        "UPDATE cheques SET fee_journal_id = $1, fee_minor = $2, updated_at = $3 WHERE id = $4",
        args![journal, chargeable, now(), cheque.id],
    )
    .await?;
    Ok((Some(journal), chargeable))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("date")
    }

    #[test]
    fn stale_after_six_months() {
        let today = d("2026-11-22");
        assert!(!is_stale(d("2026-05-22"), today));
        assert!(is_stale(d("2026-05-21"), today));
        assert!(!is_stale(today, today));
        // Month ends clamp: six months before 31 August is 28 February.
        assert!(!is_stale(d("2026-02-28"), d("2026-08-31")));
        assert!(is_stale(d("2026-02-27"), d("2026-08-31")));
    }

    #[test]
    fn every_cheque_rule_has_a_status_code() {
        for (rule, code) in [
            (ACCOUNT_CLOSED, "05"),
            (INVALID_DETAILS, "12"),
            (STALE, "14"),
            (INSUFFICIENT_FUNDS, "34"),
            (LIMIT_EXCEEDED, "51"),
            (BOUNCED, "61"),
            (NOT_CONFIGURED, "91"),
        ] {
            assert_eq!(status_code(rule), Some(code), "{rule}");
        }
        assert_eq!(status_code("SOMETHING_ELSE"), None);
    }
}
