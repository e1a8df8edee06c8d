//! The documented clearing views: one account's cheques still open
//! (`GetUnclearedChequeQuery`) and the bank's clearing queue, page by page
//! (`GetAllChequeClearingRequestsQuery`). A cheque is open while PENDING
//! (awaiting approval) or UNCLEARED (a deposit in clearing). Both answer in
//! the documented keys (`chequeClearingId` is the cheque's id as a string,
//! which `clearingEncodedKey` takes) with ours beside them.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::{ChequeKind, ChequeState, invalid};
use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, FieldAlias};
use crate::error::Result;
use crate::money;
use crate::page::{Clause, MAX_PAGE_SIZE, Order, Page, cursor};
use crate::store::{Sql, now};
use crate::time::{Tz, business_date};
use crate::validate::Checks;

/// The most cheques one account's answer lists (the total counts them all).
const MAX_LISTED: i64 = 500;
const DEFAULT_PAGE_SIZE: i64 = 50;
/// The one condition of an open cheque, written as the partial index `cheques_open` is.
const OPEN: &str = "c.state IN ('PENDING', 'UNCLEARED')";

/// The documented queries' envelope keys beside `data`.
fn extras(name: &str) -> Map<String, Value> {
    let mut extras = Map::new();
    extras.insert("commandName".into(), json!(name));
    extras.insert("status".into(), json!("Success"));
    extras
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    cheque_number: String,
    amount_minor: i64,
    currency: String,
    kind: ChequeKind,
    state: ChequeState,
    created_at: DateTime<Utc>,
    payee: Option<String>,
    notes: Option<String>,
    reference_id: Option<String>,
    expected_clearing_date: Option<NaiveDate>,
    account_number: String,
    client_name: String,
    branch_name: String,
}

const SELECT_OPEN: &str = "SELECT c.id, c.cheque_number, c.amount_minor, c.currency, c.kind, c.state, c.created_at,
    c.payee, c.notes, c.reference_id, c.expected_clearing_date, a.account_number, cl.name AS client_name,
    b.name AS branch_name
    FROM cheques c JOIN deposit_accounts a ON a.id = c.account_id JOIN clients cl ON cl.id = a.client_id
    JOIN branches b ON b.id = a.branch_id";

/// An open cheque in the documented keys, and ours.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OpenCheque {
    pub cheque_clearing_id: String,
    pub account_number: String,
    pub client_name: String,
    pub branch_name: String,
    pub cheque_no: String,
    pub amount: Value,
    pub currency_code: String,
    pub transaction_type: ChequeKind,
    pub state: ChequeState,
    pub transaction_date: DateTime<Utc>,
    pub days_pending: i64,
    /// Withdrawals only, as documented.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub payee_name: Option<String>,
    pub remarks: Option<String>,
    pub cheque_transaction_id: i64,
    pub reference_id: Option<String>,
    pub expected_clearing_date: Option<NaiveDate>,
}

impl OpenCheque {
    /// The row as answered; days pending count the bank's days of `zone`.
    fn of(r: Row, zone: Tz) -> OpenCheque {
        let today = business_date(now(), zone);
        OpenCheque {
            cheque_clearing_id: r.id.to_string(),
            account_number: r.account_number,
            client_name: r.client_name,
            branch_name: r.branch_name,
            cheque_no: r.cheque_number,
            amount: money::to_json_number(r.amount_minor),
            currency_code: r.currency,
            transaction_type: r.kind,
            state: r.state,
            transaction_date: r.created_at,
            days_pending: (today - business_date(r.created_at, zone)).num_days().max(0),
            payee_name: r.payee,
            remarks: r.notes,
            cheque_transaction_id: r.id,
            reference_id: r.reference_id,
            expected_clearing_date: r.expected_clearing_date,
        }
    }
}

/// `GetUnclearedChequeQuery` {accountEncodedKey (an account's encoded key or number)}.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetUnclearedChequeQuery {
    pub account_encoded_key: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UnclearedCheques {
    pub account_number: String,
    /// What every open cheque of the account adds up to, deposits and withdrawals.
    pub total_uncleared_amount: Value,
    pub total_count: i64,
    /// True when more than the listed cheques are open (the oldest are listed).
    pub truncated: bool,
    pub uncleared_cheques: Vec<OpenCheque>,
}

impl Command for GetUnclearedChequeQuery {
    const NAME: &'static str = "GetUnclearedChequeQuery";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = UnclearedCheques;

    fn envelope_extras(_output: &UnclearedCheques) -> Map<String, Value> {
        extras(Self::NAME)
    }

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("accountEncodedKey", Some(self.account_encoded_key.as_str()), 64);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<UnclearedCheques> {
        let key = self.account_encoded_key.trim();
        let (account_id, account_number): (i64, String) = cx
            .tx
            .fetch_optional(
                "SELECT id, account_number FROM deposit_accounts WHERE encoded_key = $1
                 UNION ALL SELECT id, account_number FROM deposit_accounts WHERE account_number = $1",
                args![key],
            )
            .await?
            .ok_or_else(|| invalid(format!("no account with encoded key or number '{key}'")))?;
        let (count, total): (i64, i64) = cx
            .tx
            .fetch_one(
                Sql::assembled(format!(
                    "SELECT COUNT(*), CAST(COALESCE(SUM(c.amount_minor), 0) AS BIGINT) FROM cheques c
                     WHERE c.account_id = $1 AND {OPEN}"
                )),
                args![account_id],
            )
            .await?;
        let rows: Vec<Row> = cx
            .tx
            .fetch_all(
                Sql::assembled(format!(
                    "{SELECT_OPEN} WHERE c.account_id = $1 AND {OPEN} ORDER BY c.created_at, c.id LIMIT $2"
                )),
                args![account_id, MAX_LISTED],
            )
            .await?;
        let zone = cx.tx.zone().await?;
        Ok(UnclearedCheques {
            account_number,
            total_uncleared_amount: money::to_json_number(total),
            total_count: count,
            truncated: count > rows.len() as i64,
            uncleared_cheques: rows.into_iter().map(|r| OpenCheque::of(r, zone)).collect(),
        })
    }
}

/// `GetAllChequeClearingRequestsQuery` {branchId?, page (default 1), pageSize
/// (default 50, at most 500)}: every open cheque, oldest first.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetAllChequeClearingRequestsQuery {
    pub branch_id: Option<i64>,
    pub page: Option<i64>,
    pub page_size: Option<i64>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClearingRequests {
    pub page: i64,
    pub page_size: i64,
    pub total_records: i64,
    pub total_pages: i64,
    /// True when the total is an estimate (a very long queue; see `page`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub is_estimate: bool,
    pub clearing_requests: Vec<OpenCheque>,
}

impl Command for GetAllChequeClearingRequestsQuery {
    const NAME: &'static str = "GetAllChequeClearingRequestsQuery";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    /// The page number under the name every other list of ours takes.
    const FIELD_ALIASES: &'static [FieldAlias] = &[("pageNumber", "page")];
    type Output = ClearingRequests;

    fn envelope_extras(_output: &ClearingRequests) -> Map<String, Value> {
        extras(Self::NAME)
    }

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.page.is_some_and(|p| p < 1) {
            c.add("page", "must be 1 or more");
        }
        if self.page_size.is_some_and(|s| !(1..=MAX_PAGE_SIZE).contains(&s)) {
            c.add("pageSize", format!("must be between 1 and {MAX_PAGE_SIZE}"));
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ClearingRequests> {
        let page = Page::resolve(self.page, self.page_size, DEFAULT_PAGE_SIZE, false)?;
        let mut filter = Clause::default();
        filter.and_each(OPEN, std::iter::empty());
        filter.and_some("a.branch_id = ?", self.branch_id);
        // Oldest first: the queue is worked from the cheque waiting longest.
        const ORDER: Order = Order::earliest("cheque_clearing", cursor::time("c.created_at"), cursor::int("c.id"));
        let rows = page.clone().fetch::<Row>(&mut cx.tx, &ORDER, SELECT_OPEN, &filter.sql, filter.args).await?;
        let zone = cx.tx.zone().await?;
        Ok(ClearingRequests {
            page: page.number,
            page_size: page.size,
            total_records: rows.total_rows,
            total_pages: rows.total_pages,
            is_estimate: rows.is_estimate,
            clearing_requests: rows.items.into_iter().map(|r| OpenCheque::of(r, zone)).collect(),
        })
    }
}
