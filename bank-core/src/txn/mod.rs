//! Universal transactions: one state model (PENDING, SETTLED, CANCELLED,
//! REVERSED) for deposits, withdrawals and loan disbursements, with holds,
//! maker-checker approval, reversal windows, controls and an audit event per
//! command. Every balance change posts through the ledger's engine.
//!
//! Till transfers and vault transactions (`cash`) move physical cash between
//! tills and vaults: they have no customer account (`account_id` is NULL) and
//! place no hold; a pending one simply waits for its approval.

mod approve_once;
mod approver;
mod cash;
pub(crate) mod config;
mod config_cache;
mod copies;
mod decide;
mod disburse;
mod events;
mod forms;
mod hold;
mod hooks;
mod idempotency;
mod initiate;
mod last;
mod list;
mod locked;
pub(crate) mod policy;
mod query;
mod reverse;
mod row;

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;

use crate::args;
use crate::auth::{Actor, Origin};
use crate::command::{Cx, Registration};
use crate::customer::{AccountState, DepositAccount, HoldKind};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::engine::{self, Journal, Known, Line};
use crate::ledger::{JournalKind, Side};
use crate::store::{Dialect, Sql, Tx, now};

pub use cash::{CashInitiated, FROM_TILL, InitiateTillTransfer, InitiateVaultTransaction, TO_TILL};
pub use config::{
    MAX_WINDOW_HOURS, RetrieveApprovalThresholdsQuery, RetrieveReversalWindowsQuery, ReversalWindow,
    SetApprovalThresholdCommand, SetReversalWindowCommand, SetTransactionSettingsCommand, Threshold,
};
pub(crate) use config_cache::ConfigCache;
pub(crate) use copies::AccountCopies;
pub(crate) use decide::close_pending;
pub use events::{Listener, Recorder, TxnEvent};
pub(crate) use events::{tell, updated};
pub(crate) use hooks::{CustomerAuthorization, Extensions, TypeHooks};

pub use decide::{ApproveTransaction, CancelTransaction, RejectTransaction};
pub use disburse::InitiateLoanDisbursement;
pub(crate) use initiate::insufficient_as;
pub use initiate::{InitiateDeposit, InitiateWithdrawal, Initiated, MovementRequest};
pub use list::RetrieveTransactionsListQuery;
pub use query::{ExpirePendingTransactionsCommand, RetrieveComplianceReportsQuery, RetrieveTransactionByIdQuery};
pub use reverse::ReverseTransaction;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<InitiateDeposit>(),
    Registration::of::<InitiateWithdrawal>(),
    Registration::of::<InitiateLoanDisbursement>(),
    Registration::of::<InitiateTillTransfer>(),
    Registration::of::<InitiateVaultTransaction>(),
    Registration::of::<ApproveTransaction>(),
    Registration::of::<RejectTransaction>(),
    Registration::of::<CancelTransaction>(),
    Registration::of::<ReverseTransaction>(),
    Registration::of::<RetrieveTransactionByIdQuery>(),
    Registration::of::<RetrieveTransactionsListQuery>(),
    Registration::of::<RetrieveComplianceReportsQuery>(),
    Registration::of::<ExpirePendingTransactionsCommand>(),
    Registration::of::<SetApprovalThresholdCommand>(),
    Registration::of::<RetrieveApprovalThresholdsQuery>(),
    Registration::of::<SetReversalWindowCommand>(),
    Registration::of::<RetrieveReversalWindowsQuery>(),
    Registration::of::<SetTransactionSettingsCommand>(),
];

pub const DEPOSIT: &str = "DEPOSIT";
pub const WITHDRAWAL: &str = "WITHDRAWAL";
pub const LOAN_DISBURSEMENT: &str = "LOAN_DISBURSEMENT";
pub const TILL_TRANSFER: &str = "TILL_TRANSFER";
pub const VAULT_TRANSACTION: &str = "VAULT_TRANSACTION";
/// The types cheques ride on: named here with the others, their effects
/// registered by the cheque area (see `TypeHooks`).
pub const CHEQUE_DEPOSIT: &str = "CHEQUE_DEPOSIT";
pub const CHEQUE_WITHDRAWAL: &str = "CHEQUE_WITHDRAWAL";
pub const TYPES: &[&str] =
    &[DEPOSIT, WITHDRAWAL, LOAN_DISBURSEMENT, TILL_TRANSFER, VAULT_TRANSACTION, CHEQUE_DEPOSIT, CHEQUE_WITHDRAWAL];
pub const CHANNELS: &[&str] = &["BRANCH", "ONLINE", "MOBILE", "ATM", "AGENT"];

crate::states::text_enum! {
    /// A transaction's state: one model for every transaction type.
    pub enum TxnState {
        Pending = "PENDING",
        Settled = "SETTLED",
        Cancelled = "CANCELLED",
        Reversed = "REVERSED",
    }
}

/// Approvals above this amount need two different approvers: 10,000,000 NGN.
pub const DUAL_APPROVAL_ABOVE_MINOR: i64 = 10_000_000 * 100;
/// Most approvals one user may give in an hour.
pub const MAX_APPROVALS_PER_HOUR: i64 = 5;
/// Compliance triggers (NGN minor units).
pub const LARGE_AMOUNT_ABOVE_MINOR: i64 = 5_000_000 * 100;
pub const LARGE_REVERSAL_ABOVE_MINOR: i64 = 1_000_000 * 100;
pub const FAILED_APPROVALS_PER_HOUR: i64 = 3;
pub const CANCELLATIONS_PER_DAY: i64 = 5;

/// A transaction as stored. The columns an account's row has too are read
/// under names of their own, so one statement can read both (see
/// `approve_once`).
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TxnRow {
    #[sqlx(rename = "txn_row_id")]
    pub id: i64,
    pub transaction_id: String,
    pub transaction_type: String,
    #[sqlx(rename = "txn_state")]
    pub state: TxnState,
    pub account_id: Option<i64>,
    pub loan_id: Option<i64>,
    pub till_id: Option<i64>,
    pub amount_minor: i64,
    pub currency: String,
    pub narration: Option<String>,
    pub channel: String,
    pub maker_id: i64,
    pub maker_name: String,
    pub required_approvals: i64,
    pub approver_role: Option<String>,
    pub hold_id: Option<i64>,
    /// The hold it carries on its own row while PENDING (migration 34):
    /// `CREDIT` or `DEBIT`; None when it places none, or when it keeps its
    /// hold in `account_holds` (`hold_id`: a cheque's, or a row written before).
    pub hold_kind: Option<String>,
    pub journal_id: Option<i64>,
    pub reversal_id: Option<String>,
    #[sqlx(rename = "txn_created_at")]
    pub created_at: DateTime<Utc>,
    pub expires_at: Option<DateTime<Utc>>,
    pub settled_at: Option<DateTime<Utc>>,
    pub closed_at: Option<DateTime<Utc>>,
    pub reason: Option<String>,
    pub category: Option<String>,
    /// A till transfer's destination till.
    pub to_till_id: Option<i64>,
    /// A vault transaction's vault.
    pub vault_id: Option<i64>,
    /// A vault transaction's direction: TO_TILL or FROM_TILL.
    pub direction: Option<String>,
    /// A vault transaction's notes: JSON `{"<denomination in minor units>": count}`.
    pub denominations: Option<String>,
    /// It asked for its customer's signature (self-service authorisation).
    pub awaits_customer: bool,
}

/// A transaction's columns, as [`TxnRow`] reads them.
macro_rules! txn_columns {
    () => {
        "id AS txn_row_id, transaction_id, transaction_type, state AS txn_state, account_id, loan_id, till_id,
    amount_minor, currency, narration, channel, maker_id, maker_name, required_approvals, approver_role, hold_id,
    hold_kind, journal_id, reversal_id, created_at AS txn_created_at, expires_at, settled_at, closed_at, reason, category, to_till_id, vault_id, direction, denominations,
    awaits_customer"
    };
}
const TXN_COLUMNS: &str = txn_columns!();
const SELECT_TXN: &str = concat!("SELECT ", txn_columns!(), "\n    FROM transactions");

pub(crate) async fn load(tx: &mut Tx, transaction_id: &str) -> Result<TxnRow> {
    load_with(tx, transaction_id, "").await
}

/// The stored row, for the other areas that act on a transaction.
pub(crate) async fn load_row(tx: &mut Tx, transaction_id: &str) -> Result<TxnRow> {
    load_locked(tx, transaction_id).await
}

/// The transaction row locked until the end of the decision on it, so two
/// concurrent decisions on one transaction run one after the other.
pub(crate) async fn load_locked(tx: &mut Tx, transaction_id: &str) -> Result<TxnRow> {
    let lock = tx.for_update();
    load_with(tx, transaction_id, lock).await
}

async fn load_with(tx: &mut Tx, transaction_id: &str, lock: &str) -> Result<TxnRow> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_TXN} WHERE transaction_id = $1{lock}")), args![transaction_id])
        .await?
        .ok_or_else(|| not_found(transaction_id))
}

fn not_found(transaction_id: &str) -> Error {
    Error::rule("TRANSACTION_NOT_FOUND", RuleKind::NotFound, format!("transaction '{transaction_id}' was not found"))
}

/// Every state change of a transaction is a compare-and-set on its state: when
/// it changed no row, another request decided the transaction first.
pub(crate) fn require_changed(changed: u64, txn: &TxnRow) -> Result<()> {
    match changed {
        1 => Ok(()),
        0 => Err(Error::rule(
            "DUPLICATE_REQUEST",
            RuleKind::Conflict,
            format!("transaction {} was decided by another request at the same time", txn.transaction_id),
        )),
        n => Err(Error::Internal(format!("a state change of {} touched {n} rows", txn.transaction_id))),
    }
}

/// Refuses movements on a closed (or locked) customer account.
pub(crate) fn require_open_account(account: &DepositAccount) -> Result<()> {
    match account.state {
        AccountState::Active => Ok(()),
        state => Err(Error::rule(
            "CUSTOMER_ACCOUNT_CLOSED",
            RuleKind::Refused,
            format!("account {} is {}", account.account_number, state.as_str().to_lowercase()),
        )),
    }
}

/// Money moves into the customer account for deposits and disbursements.
pub(crate) fn is_credit(transaction_type: &str) -> bool {
    !matches!(transaction_type, WITHDRAWAL | CHEQUE_WITHDRAWAL)
}

/// The hold a pending movement of `transaction_type` places: incoming money
/// (credit) or money reserved (debit).
pub(crate) fn hold_kind(transaction_type: &str) -> HoldKind {
    if is_credit(transaction_type) { HoldKind::Credit } else { HoldKind::Debit }
}

/// What settling `txn` moves on its customer account's book balance.
pub(crate) fn signed_amount(txn: &TxnRow) -> i64 {
    if is_credit(&txn.transaction_type) { txn.amount_minor } else { -txn.amount_minor }
}

/// The GL account on the other side of the customer line, unless the type's
/// hooks name their own.
async fn counter_gl(tx: &mut Tx, txn: &TxnRow, cash_gl: Option<i64>) -> Result<i64> {
    if let Some(loan) = txn.loan_id {
        return tx.scalar("SELECT disbursement_gl_account_id FROM loans WHERE id = $1", args![loan]).await;
    }
    if let Some(till) = txn.till_id {
        return tx.scalar("SELECT gl_account_id FROM tills WHERE id = $1", args![till]).await;
    }
    match cash_gl {
        Some(gl) => Ok(gl),
        None => config::cash_gl(tx, &txn.currency).await,
    }
}

/// Posts the settlement journal, applies the type's side effects and marks the
/// transaction SETTLED. `account` is the customer account, locked by the
/// caller (None: a cash movement); `known` and `cash_gl`, what the caller
/// read of it and its GL accounts since.
pub(crate) async fn settle(
    cx: &mut Cx<'_>,
    txn: &TxnRow,
    account: Option<&DepositAccount>,
    known: Known,
    cash_gl: Option<i64>,
) -> Result<i64> {
    let journal_id = match account {
        Some(account) if rides_with_journal(cx, txn) => {
            return Ok(settle_riding(cx, txn, account, known, cash_gl).await?.id);
        }
        Some(account) => {
            let journal_id = settle_account(cx, txn, account, cash_gl, known).await?.id;
            // The type's own effects: a cheque enters clearing (deposit) or is paid (withdrawal).
            if let Some(hooks) = cx.bank.txn_type_hooks(&txn.transaction_type) {
                (hooks.on_settled)(&mut cx.tx, txn, account, journal_id).await?;
            }
            journal_id
        }
        None => cash::settle_cash(&mut cx.tx, cx.actor, txn).await?,
    };
    let changed = cx.tx.execute(Sql::assembled(marked_settled("$1", "$2", "$3")), args![journal_id, now(), txn.id]);
    require_changed(changed.await?, txn)?;
    Ok(journal_id)
}

/// [`settle`] for a type whose state change rides with its journal: in its
/// call to the driver on SQLite (the journal found by its reference), in its
/// statement on PostgreSQL.
pub(crate) async fn settle_riding(
    cx: &mut Cx<'_>,
    txn: &TxnRow,
    account: &DepositAccount,
    mut known: Known,
    cash_gl: Option<i64>,
) -> Result<engine::Posted> {
    let rider = match cx.tx.dialect() {
        Dialect::Sqlite => {
            let mut sql = marked_settled("(SELECT id FROM journal_transactions WHERE transaction_id = ?)", "?", "?");
            if !known.riders.is_empty() {
                sql.push_str(" AND changes() = 1");
            }
            (Sql::assembled(sql), args![&txn.transaction_id, now(), txn.id])
        }
        Dialect::Postgres => {
            let sql = format!("{} RETURNING id", marked_settled("(SELECT id FROM j)", "$1", "$2"));
            (Sql::assembled(sql), args![now(), txn.id])
        }
    };
    known.riders.push(rider);
    settle_account(cx, txn, account, cash_gl, known).await
}

/// Whether settling `txn` writes its state change with its journal (in its
/// call to the driver on SQLite, in its statement on PostgreSQL; see
/// [`Known::riders`]): for a type with no hooks of its own to run between
/// the journal and the state change (a cheque's).
pub(crate) fn rides_with_journal(cx: &Cx<'_>, txn: &TxnRow) -> bool {
    cx.bank.txn_type_hooks(&txn.transaction_type).is_none()
}

/// Whether settling `txn` writes nothing after its journal (a till's cash and
/// a loan's state follow it otherwise), so that the journal can carry the
/// transaction's last writes (`Known::last`).
pub(crate) fn journal_is_last(txn: &TxnRow) -> bool {
    txn.till_id.is_none() && txn.loan_id.is_none()
}

/// The compare-and-set marking a transaction SETTLED with its journal, from
/// its three placeholders (the journal's may be a subquery).
fn marked_settled(journal: &str, at: &str, id: &str) -> String {
    format!(
        "UPDATE transactions SET state = 'SETTLED', journal_id = {journal}, settled_at = {at}, hold_id = NULL
         WHERE id = {id} AND state IN ('PENDING', 'SETTLED') AND journal_id IS NULL"
    )
}

/// A customer movement: the journal between the account and its counter GL.
/// A movement that settles as it is made (no cheque) posts it directly,
/// before its transaction row is inserted SETTLED with it. `cash_gl` is the
/// cash GL and `known` what the engine checks, when the caller read them.
pub(crate) async fn settle_account(
    cx: &mut Cx<'_>,
    txn: &TxnRow,
    account: &DepositAccount,
    cash_gl: Option<i64>,
    known: Known,
) -> Result<engine::Posted> {
    if known.last.is_some() && !journal_is_last(txn) {
        return Err(Error::Internal(format!("transaction {} writes after its journal", txn.transaction_id)));
    }
    let credit = is_credit(&txn.transaction_type);
    let (customer_side, counter_side) = if credit { (Side::Credit, Side::Debit) } else { (Side::Debit, Side::Credit) };
    let tx = &mut cx.tx;
    let counter = match cx.bank.txn_type_hooks(&txn.transaction_type).and_then(|hooks| hooks.counter_gl) {
        Some(own) => own(tx, txn).await?,
        None => counter_gl(tx, txn, cash_gl).await?,
    };
    let journal = Journal {
        kind: JournalKind::Automated,
        reference: Some(txn.transaction_id.clone()),
        booking_date: now(),
        value_date: None,
        currency: txn.currency.clone(),
        branch_id: Some(account.branch_id),
        notes: Some(
            txn.narration.clone().unwrap_or_else(|| format!("{} {}", txn.transaction_type, txn.transaction_id)),
        ),
        lines: vec![
            Line {
                gl_account_id: counter,
                side: counter_side,
                amount_minor: txn.amount_minor,
                branch_id: None,
                reference: Some(account.account_number.clone()),
                deposit_account_id: None,
            },
            Line {
                gl_account_id: account.gl_account_id,
                side: customer_side,
                amount_minor: txn.amount_minor,
                branch_id: None,
                reference: Some(account.account_number.clone()),
                deposit_account_id: Some(account.id),
            },
        ],
        reversal_of: None,
    };
    let posted = engine::post_known(tx, cx.actor, journal, known).await?;
    if let Some(till) = txn.till_id {
        crate::till::move_cash(tx, till, if credit { txn.amount_minor } else { -txn.amount_minor }).await?;
    }
    if let Some(loan) = txn.loan_id {
        let changed = tx
            .execute(
                "UPDATE loans SET state = 'DISBURSED', updated_at = $1 WHERE id = $2 AND state = 'APPROVED'",
                args![now(), loan],
            )
            .await?;
        if changed == 0 {
            return Err(Error::rule(
                "INVALID_STATE_TRANSITION",
                RuleKind::Refused,
                format!("loan {loan} is no longer APPROVED; it cannot be disbursed again"),
            ));
        }
    }
    Ok(posted)
}

/// A row of the spec's audit event.
pub(crate) struct AuditEvent<'a> {
    pub event_type: &'static str,
    pub action: &'static str,
    pub previous_state: Option<TxnState>,
    pub new_state: TxnState,
    pub notes: Option<&'a str>,
    pub balance_impact: &'a Value,
}

pub(crate) fn audit(tx: &mut Tx, actor: &Actor, origin: &Origin, txn: &TxnRow, event: AuditEvent<'_>) {
    // The branch's name is read in the same statement, which is sent with the
    // activity record just before the commit (no round trip of its own).
    tx.defer(
        "INSERT INTO transaction_audit (event_type, occurred_at, user_id, user_name, role, action, transaction_id, transaction_type,
             amount_minor, previous_state, new_state, notes, balance_impact, ip_address, user_agent, branch_id, branch_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             (SELECT name FROM branches WHERE id = $16))",
        args![
            event.event_type,
            now(),
            actor.user_id,
            &actor.username,
            &actor.role,
            event.action,
            &txn.transaction_id,
            &txn.transaction_type,
            txn.amount_minor,
            event.previous_state,
            event.new_state,
            event.notes,
            event.balance_impact.to_string(),
            origin.ip_address.clone(),
            origin.user_agent.clone(),
            actor.branch_id,
        ],
    );
}

/// Raises a compliance report in the caller's transaction.
pub(crate) async fn report(
    tx: &mut Tx,
    trigger: &str,
    transaction_id: Option<&str>,
    user: &str,
    detail: String,
) -> Result<()> {
    tx.execute(
        "INSERT INTO compliance_reports (trigger_code, transaction_id, user_name, detail, raised_at) VALUES ($1, $2, $3, $4, $5)",
        args![trigger, transaction_id, user, detail, now()],
    )
    .await?;
    Ok(())
}

/// A transaction as the read queries show it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TransactionView {
    /// The row id, which the list's `id` filter takes.
    pub id: i64,
    pub transaction_id: String,
    pub transaction_type: String,
    pub status: TxnState,
    pub account_number: Option<String>,
    pub amount: Value,
    pub currency: String,
    pub narration: Option<String>,
    pub channel: String,
    pub initiated_by: String,
    pub approvals_required: i64,
    pub approvals: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub expires_at: Option<DateTime<Utc>>,
    pub settled_at: Option<DateTime<Utc>>,
    pub closed_at: Option<DateTime<Utc>>,
    pub reason: Option<String>,
    pub category: Option<String>,
    pub reversal_transaction_id: Option<String>,
    pub is_flagged: bool,
    /// Cash movements only: the till (a transfer's source), a transfer's
    /// destination till, the vault, the direction and the notes moved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub till_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_till_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vault_code: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub direction: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub denominations: Option<Vec<crate::vault::InventoryLine>>,
}

pub(crate) async fn view(tx: &mut Tx, txn: TxnRow, flag_after_hours: i64) -> Result<TransactionView> {
    let account_number: Option<String> = match txn.account_id {
        Some(id) => tx.scalar_optional("SELECT account_number FROM deposit_accounts WHERE id = $1", args![id]).await?,
        None => None,
    };
    let approvals: Vec<(String,)> = tx
        .fetch_all(
            "SELECT approver_name FROM transaction_approvals WHERE transaction_id = $1 ORDER BY id",
            args![txn.id],
        )
        .await?;
    let is_flagged =
        txn.state == TxnState::Pending && now() - txn.created_at > chrono::Duration::hours(flag_after_hours);
    let cash = cash::describe(tx, &txn).await?;
    Ok(TransactionView {
        id: txn.id,
        transaction_id: txn.transaction_id,
        transaction_type: txn.transaction_type,
        status: txn.state,
        account_number,
        amount: crate::money::to_json_number(txn.amount_minor),
        currency: txn.currency,
        narration: txn.narration,
        channel: txn.channel,
        initiated_by: txn.maker_name,
        approvals_required: txn.required_approvals,
        approvals: approvals.into_iter().map(|(a,)| a).collect(),
        created_at: txn.created_at,
        expires_at: txn.expires_at,
        settled_at: txn.settled_at,
        closed_at: txn.closed_at,
        reason: txn.reason,
        category: txn.category,
        reversal_transaction_id: txn.reversal_id,
        is_flagged,
        till_id: cash.till_id,
        to_till_id: cash.to_till_id,
        vault_code: cash.vault_code,
        direction: txn.direction,
        denominations: cash.denominations,
    })
}
