//! The cheque register: one cheque with what it changed
//! (`RetrieveChequeByIdQuery`), and pages of cheques by account, state, kind,
//! cheque number and date range (`RetrieveChequesListQuery`).

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{ChequeKind, ChequeState, Impact, invalid};
use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::Result;
use crate::money;
use crate::page::{Clause, Order, Page, Paged, cursor};
use crate::store::{Sql, Tx};
use crate::txn::TxnState;
use crate::validate::Checks;

/// Most impacts one cheque shows (a cheque changes a handful of things per step).
const MAX_IMPACTS: i64 = 200;

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    transaction_key: String,
    transaction_status: TxnState,
    kind: ChequeKind,
    state: ChequeState,
    account_number: String,
    amount_minor: i64,
    currency: String,
    cheque_number: String,
    drawer_bank: Option<String>,
    drawer_account: String,
    payee: Option<String>,
    cheque_date: NaiveDate,
    clearing_class: Option<String>,
    expected_clearing_date: Option<NaiveDate>,
    cleared_on: Option<NaiveDate>,
    hold_minor: Option<i64>,
    fee_minor: i64,
    notes: Option<String>,
    reason: Option<String>,
    created_by: String,
    created_at: DateTime<Utc>,
    closed_at: Option<DateTime<Utc>>,
    till_code: Option<String>,
    reference_id: Option<String>,
    clearing_reference: Option<String>,
    closing_notes: Option<String>,
}

const SELECT_VIEW: &str = "SELECT c.id, t.transaction_id AS transaction_key, t.state AS transaction_status, c.kind,
    c.state, a.account_number, c.amount_minor, c.currency, c.cheque_number, c.drawer_bank, c.drawer_account, c.payee,
    c.cheque_date, c.clearing_class, c.expected_clearing_date, c.cleared_on,
    (SELECT h.amount_minor FROM account_holds h WHERE h.id = COALESCE(c.hold_id, t.hold_id) AND h.state = 'ACTIVE') AS hold_minor,
    c.fee_minor, c.notes, c.reason, c.created_by, c.created_at, c.closed_at,
    (SELECT tl.till_code FROM tills tl WHERE tl.id = c.till_id) AS till_code, c.reference_id, c.clearing_reference,
    c.closing_notes
    FROM cheques c JOIN transactions t ON t.id = c.txn_id JOIN deposit_accounts a ON a.id = c.account_id";

/// A cheque as the register shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChequeView {
    pub cheque_transaction_id: i64,
    pub transaction_key: String,
    pub transaction_status: TxnState,
    pub kind: ChequeKind,
    pub cheque_state: ChequeState,
    pub account_number: String,
    pub amount: Value,
    pub currency: String,
    pub cheque_number: String,
    pub drawer_bank: Option<String>,
    pub drawer_account: String,
    pub payee: Option<String>,
    pub cheque_date: NaiveDate,
    pub clearing_class: Option<String>,
    pub expected_clearing_date: Option<NaiveDate>,
    pub cleared_on: Option<NaiveDate>,
    pub hold_amount: Value,
    pub fee_charged: Value,
    pub notes: Option<String>,
    pub reason: Option<String>,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    pub closed_at: Option<DateTime<Utc>>,
    /// The documented references: the till it was taken at (its code), the
    /// caller's reference, the clearing house's, and the notes of its bounce or stop.
    pub till_id: Option<String>,
    pub reference_id: Option<String>,
    pub clearing_reference: Option<String>,
    pub closing_notes: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub impacted_entities: Option<Vec<Impact>>,
}

impl From<Row> for ChequeView {
    fn from(r: Row) -> ChequeView {
        ChequeView {
            cheque_transaction_id: r.id,
            transaction_key: r.transaction_key,
            transaction_status: r.transaction_status,
            kind: r.kind,
            cheque_state: r.state,
            account_number: r.account_number,
            amount: money::to_json_number(r.amount_minor),
            currency: r.currency,
            cheque_number: r.cheque_number,
            drawer_bank: r.drawer_bank,
            drawer_account: r.drawer_account,
            payee: r.payee,
            cheque_date: r.cheque_date,
            clearing_class: r.clearing_class,
            expected_clearing_date: r.expected_clearing_date,
            cleared_on: r.cleared_on,
            hold_amount: money::to_json_number(r.hold_minor.unwrap_or(0)),
            fee_charged: money::to_json_number(r.fee_minor),
            notes: r.notes,
            reason: r.reason,
            created_by: r.created_by,
            created_at: r.created_at,
            closed_at: r.closed_at,
            till_id: r.till_code,
            reference_id: r.reference_id,
            clearing_reference: r.clearing_reference,
            closing_notes: r.closing_notes,
            impacted_entities: None,
        }
    }
}

pub(crate) async fn impacts(tx: &mut Tx, cheque_id: i64) -> Result<Vec<Impact>> {
    let rows: Vec<Impact> = tx
        .fetch_all(
            "SELECT id, action, entity_type, entity_id, field_name, old_value, new_value, delta_minor, recorded_at
             FROM cheque_impacts WHERE cheque_id = $1 ORDER BY id LIMIT $2",
            args![cheque_id, MAX_IMPACTS],
        )
        .await?;
    Ok(rows
        .into_iter()
        .map(|mut i| {
            i.delta_amount = i.delta_minor.map(money::to_json_number);
            i
        })
        .collect())
}

/// `RetrieveChequeByIdQuery` {chequeTransactionId}: the cheque and its impacted entities.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveChequeByIdQuery {
    pub cheque_transaction_id: i64,
}

impl Command for RetrieveChequeByIdQuery {
    const NAME: &'static str = "RetrieveChequeByIdQuery";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ChequeView;

    async fn run(self, cx: &mut Cx<'_>) -> Result<ChequeView> {
        let id = self.cheque_transaction_id;
        let row: Row = cx
            .tx
            .fetch_optional(Sql::assembled(format!("{SELECT_VIEW} WHERE c.id = $1")), args![id])
            .await?
            .ok_or_else(|| invalid(format!("cheque transaction {id} was not found")))?;
        let mut view = ChequeView::from(row);
        view.impacted_entities = Some(impacts(&mut cx.tx, id).await?);
        Ok(view)
    }
}

/// `RetrieveChequesListQuery`: filters `accountEncodedKey`, `accountNumber`,
/// `state`, `kind` (DEPOSIT, WITHDRAWAL), `chequeNumber`, `fromDate` and
/// `toDate` (YYYY-MM-DD, inclusive, on the day the cheque was taken in);
/// `pageNumber` (default 1), `pageSize` (default 20, at most 500); newest first.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveChequesListQuery {
    pub account_encoded_key: Option<String>,
    pub account_number: Option<String>,
    pub state: Option<String>,
    pub kind: Option<String>,
    pub cheque_number: Option<String>,
    pub from_date: Option<String>,
    pub to_date: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

fn day(c: &mut Checks, field: &str, text: Option<&str>) -> Option<NaiveDate> {
    let t = text?;
    let parsed = NaiveDate::parse_from_str(t.trim(), "%Y-%m-%d").ok();
    if parsed.is_none() {
        c.add(field, "must be a date as YYYY-MM-DD");
    }
    parsed
}

impl Command for RetrieveChequesListQuery {
    const NAME: &'static str = "RetrieveChequesListQuery";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<ChequeView>;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.state.as_deref().is_some_and(|s| s.parse::<ChequeState>().is_err()) {
            let names: Vec<&str> = ChequeState::ALL.iter().map(|s| s.as_str()).collect();
            c.add("state", format!("must be one of {}", names.join(", ")));
        }
        if self.kind.as_deref().is_some_and(|k| k.parse::<ChequeKind>().is_err()) {
            c.add("kind", "must be DEPOSIT or WITHDRAWAL");
        }
        c.text("chequeNumber", self.cheque_number.as_deref(), 20);
        c.text("accountEncodedKey", self.account_encoded_key.as_deref(), 64);
        c.text("accountNumber", self.account_number.as_deref(), 20);
        let from = day(&mut c, "fromDate", self.from_date.as_deref());
        let to = day(&mut c, "toDate", self.to_date.as_deref());
        if let (Some(f), Some(t)) = (from, to)
            && f > t
        {
            c.add("fromDate", "must not be after toDate");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<ChequeView>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, false)?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let mut ignored = Checks::new();
        // Deposit days are the bank's days.
        let zone = cx.tx.zone().await?;
        let start_of = |d: NaiveDate| crate::time::start_of_day(d, zone);
        let from = day(&mut ignored, "fromDate", self.from_date.as_deref()).map(start_of);
        let to = day(&mut ignored, "toDate", self.to_date.as_deref()).and_then(|d| d.succ_opt()).map(start_of);
        let mut filter = Clause::default();
        filter
            .and_some("a.encoded_key = ?", self.account_encoded_key.clone())
            .and_some("a.account_number = ?", self.account_number.clone())
            .and_some("c.state = ?", self.state.clone())
            .and_some("c.kind = ?", self.kind.clone())
            .and_some("c.cheque_number = ?", self.cheque_number.as_deref().map(str::trim))
            .and_some("c.created_at >= ?", from)
            .and_some("c.created_at < ?", to);
        const ORDER: Order = Order::latest("cheques", cursor::time("c.created_at"), cursor::int("c.id"));
        let rows: Paged<Row> = page.fetch(&mut cx.tx, &ORDER, SELECT_VIEW, &filter.sql, filter.args).await?;
        Ok(rows.map(ChequeView::from))
    }
}
