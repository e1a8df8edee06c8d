//! `GetTellerTillListQuery` (every till the caller may see, filtered) and
//! `GetTellerTillTransactionListQuery` (one till's universal transactions).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Ref, branch, existing, teller};
use crate::activity::ActivityType;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result, RuleKind};
use crate::money;
use crate::page::cursor::{self, Order};
use crate::page::{Clause, Page, Paged};
use crate::store::{Sql, Tx};
use crate::till::{Pagination, Till, TillRow};
use crate::txn::{DEPOSIT, TILL_TRANSFER, TxnState, VAULT_TRANSACTION, WITHDRAWAL};
use crate::validate::Checks;

/// The pages' default and largest page sizes for these lists.
const DEFAULT_PAGE_SIZE: i64 = 20;
const MAX_PAGE_SIZE: i64 = 100;
/// The summary adds up at most this many of the latest matching transactions.
const SUMMARY_ROWS: i64 = 10_000;

fn page(number: Option<i64>, size: Option<i64>, after: Option<&str>, before: Option<&str>) -> Result<Page> {
    if size.is_some_and(|s| !(1..=MAX_PAGE_SIZE).contains(&s)) {
        return Err(Error::invalid("pageSize", format!("must be between 1 and {MAX_PAGE_SIZE}")));
    }
    Page::resolve(number, size, DEFAULT_PAGE_SIZE, false)?.seek(after, before)
}

fn pagination<T>(rows: &Paged<T>) -> Pagination {
    Pagination {
        current_page: rows.current_page,
        page_size: rows.page_size,
        total_records: rows.total_rows,
        total_pages: rows.total_pages,
        cursors: rows.cursors.clone(),
    }
}

use crate::till::filter as given;

/// Tills of every teller to a holder of `tills.manage`; a teller sees their own.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetTellerTillListQuery {
    /// The branch's key or id.
    pub branch_id: Option<Ref>,
    /// The teller's username or user id.
    pub teller_id: Option<Ref>,
    /// `Open` or `Closed`.
    pub status: Option<String>,
    pub currency_code: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub after: Option<String>,
    pub before: Option<String>,
}

/// A till as the page lists it: ours, with its teller.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TellerTill {
    #[serde(flatten)]
    pub till: Till,
    /// The teller's username.
    pub teller_id: String,
    pub teller_user_id: i64,
    pub teller_name: String,
}

#[derive(Debug, Serialize)]
pub struct TellerTillList {
    pub tills: Vec<TellerTill>,
    pub pagination: Pagination,
}

#[derive(sqlx::FromRow)]
struct ListedTill {
    #[sqlx(flatten)]
    till: TillRow,
    teller_name: String,
}

const SELECT_LISTED: &str = "SELECT t.id, t.till_code, t.branch_id, b.name AS branch_name, t.teller_id,
    u.username AS teller_username, t.currency, t.gl_account_id, t.vault_gl_account_id, t.status,
    t.opening_balance_minor, t.current_balance_minor, t.shift_start_time, t.transaction_count,
    t.last_transaction_time, u.name AS teller_name
    FROM tills t JOIN branches b ON b.id = t.branch_id JOIN users u ON u.id = t.teller_id";

impl Command for GetTellerTillListQuery {
    const NAME: &'static str = "GetTellerTillListQuery";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Till list retrieved successfully";
    type Output = TellerTillList;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        let page = page(self.page_number, self.page_size, self.after.as_deref(), self.before.as_deref());
        crate::till::check_list(&mut c, &self.status, &self.currency_code, page);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TellerTillList> {
        let mut filter = Clause::new("");
        if let Some(r) = &self.branch_id {
            let id = branch(&mut cx.tx, "branchId", r).await?;
            filter.and("t.branch_id = ?", id);
        }
        if let Some(r) = &self.teller_id {
            let (id, _, _) = teller(&mut cx.tx, "tellerId", r).await?;
            filter.and("t.teller_id = ?", id);
        }
        // Without tills.manage a teller sees only their own tills.
        if !cx.actor.can(perm::TILLS_MANAGE) {
            filter.and("t.teller_id = ?", cx.actor.user_id);
        }
        filter.and_some("t.status = ?", given(&self.status));
        filter.and_some("t.currency = ?", given(&self.currency_code));
        // By branch, then till: the till table is as small as the staff.
        const ORDER: Order = Order::earliest("teller_tills", cursor::text("b.name"), cursor::int("t.id"));
        let page = page(self.page_number, self.page_size, self.after.as_deref(), self.before.as_deref())?;
        let rows: Paged<ListedTill> = page.fetch(&mut cx.tx, &ORDER, SELECT_LISTED, &filter.sql, filter.args).await?;
        let pagination = pagination(&rows);
        let tills = rows
            .items
            .into_iter()
            .map(|r| TellerTill {
                till: Till::from(&r.till),
                teller_id: r.till.teller_username.clone(),
                teller_user_id: r.till.teller_id,
                teller_name: r.teller_name,
            })
            .collect();
        Ok(TellerTillList { tills, pagination })
    }
}

/// One till's transactions, newest first: teller deposits and withdrawals,
/// transfers in and out, and cash to and from the vault.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetTellerTillTransactionListQuery {
    pub till_id: Option<String>,
    /// Deposit, Withdrawal, Transfer, CashIn (vault to till) or CashOut (till to vault).
    pub transaction_type: Option<String>,
    pub start_date: Option<DateTime<Utc>>,
    pub end_date: Option<DateTime<Utc>>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub after: Option<String>,
    pub before: Option<String>,
}

/// A page's transaction type as (our type, vault direction).
fn our_type(page_type: &str) -> Option<(&'static str, Option<&'static str>)> {
    use crate::txn::{FROM_TILL, TO_TILL};
    Some(match page_type {
        "Deposit" => (DEPOSIT, None),
        "Withdrawal" => (WITHDRAWAL, None),
        "Transfer" => (TILL_TRANSFER, None),
        "CashIn" => (VAULT_TRANSACTION, Some(TO_TILL)),
        "CashOut" => (VAULT_TRANSACTION, Some(FROM_TILL)),
        _ => return None,
    })
}

fn page_type(transaction_type: &str, direction: Option<&str>) -> String {
    match (transaction_type, direction) {
        (DEPOSIT, _) => "Deposit".into(),
        (WITHDRAWAL, _) => "Withdrawal".into(),
        (TILL_TRANSFER, _) => "Transfer".into(),
        (VAULT_TRANSACTION, Some(crate::txn::TO_TILL)) => "CashIn".into(),
        (VAULT_TRANSACTION, _) => "CashOut".into(),
        (other, _) => other.to_owned(),
    }
}

/// Whether a transaction brings cash into till `till_id`.
fn inbound(till_id: i64, transaction_type: &str, direction: Option<&str>, to_till_id: Option<i64>) -> bool {
    match transaction_type {
        DEPOSIT => true,
        TILL_TRANSFER => to_till_id == Some(till_id),
        VAULT_TRANSACTION => direction == Some(crate::txn::TO_TILL),
        _ => false,
    }
}

#[derive(sqlx::FromRow)]
struct TxnLine {
    transaction_id: String,
    transaction_type: String,
    state: TxnState,
    amount_minor: i64,
    created_at: DateTime<Utc>,
    narration: Option<String>,
    maker_name: String,
    account_number: Option<String>,
    customer_name: Option<String>,
    to_till_id: Option<i64>,
    direction: Option<String>,
}

const SELECT_LINES: &str = "SELECT t.transaction_id, t.transaction_type, t.state, t.amount_minor, t.created_at,
    t.narration, t.maker_name, a.account_number, c.name AS customer_name, t.to_till_id, t.direction
    FROM transactions t LEFT JOIN deposit_accounts a ON a.id = t.account_id LEFT JOIN clients c ON c.id = a.client_id";

/// A transaction as the page lists it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TillTransaction {
    pub transaction_id: String,
    pub transaction_type: String,
    pub amount: Value,
    pub transaction_date: DateTime<Utc>,
    pub account_number: Option<String>,
    pub customer_name: Option<String>,
    pub narration: Option<String>,
    pub status: TxnState,
    /// The maker.
    pub teller_name: String,
    /// `IN` (cash into the till) or `OUT`.
    pub direction: &'static str,
}

/// Settled cash in and out over the matching transactions (at most the
/// latest `SUMMARY_ROWS`; `isPartial` says when there were more).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TillSummary {
    pub total_deposits: Value,
    pub total_withdrawals: Value,
    pub transaction_count: i64,
    pub is_partial: bool,
}

#[derive(Debug, Serialize)]
pub struct TillTransactionList {
    pub transactions: Vec<TillTransaction>,
    pub summary: TillSummary,
    pub pagination: Pagination,
}

impl Command for GetTellerTillTransactionListQuery {
    const NAME: &'static str = "GetTellerTillTransactionListQuery";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Transaction list retrieved successfully";
    type Output = TillTransactionList;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("tillId", self.till_id.as_deref(), 50);
        if let Some(t) = given(&self.transaction_type)
            && our_type(t).is_none()
        {
            c.add("transactionType", "must be one of Deposit, Withdrawal, Transfer, CashIn, CashOut");
        }
        if let (Some(start), Some(end)) = (self.start_date, self.end_date)
            && start > end
        {
            c.add("endDate", "must not be before startDate");
        }
        if let Err(Error::Validation(errors)) =
            page(self.page_number, self.page_size, self.after.as_deref(), self.before.as_deref())
        {
            for (field, messages) in errors {
                messages.into_iter().for_each(|m| c.add(&field, m));
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TillTransactionList> {
        let till = existing(&mut cx.tx, self.till_id.as_deref().unwrap_or_default().trim()).await?;
        if till.teller_id != cx.actor.user_id && !cx.actor.can(perm::TILLS_MANAGE) {
            return Err(Error::rule(
                "INSUFFICIENT_PERMISSIONS",
                RuleKind::Forbidden,
                format!("till {} is not yours; tills.manage is needed to read it", till.till_code),
            ));
        }
        // Both ends of a transfer are indexed (migration 16): a till's
        // history is read, never the whole table.
        let mut filter = Clause::new("");
        filter.and("(t.till_id = ? OR t.to_till_id = ?)", till.id);
        if let Some((ty, direction)) = given(&self.transaction_type).and_then(our_type) {
            filter.and("t.transaction_type = ?", ty);
            filter.and_some("t.direction = ?", direction);
        }
        filter.and_some("t.created_at >= ?", self.start_date);
        filter.and_some("t.created_at <= ?", self.end_date);
        let summary = summary(&mut cx.tx, till.id, &filter).await?;
        const ORDER: Order = Order::latest("till_transactions", cursor::time("t.created_at"), cursor::int("t.id"));
        let page = page(self.page_number, self.page_size, self.after.as_deref(), self.before.as_deref())?;
        let rows: Paged<TxnLine> = page.fetch(&mut cx.tx, &ORDER, SELECT_LINES, &filter.sql, filter.args).await?;
        let pagination = pagination(&rows);
        let transactions = rows
            .items
            .into_iter()
            .map(|l| TillTransaction {
                direction: if inbound(till.id, &l.transaction_type, l.direction.as_deref(), l.to_till_id) {
                    "IN"
                } else {
                    "OUT"
                },
                transaction_type: page_type(&l.transaction_type, l.direction.as_deref()),
                transaction_id: l.transaction_id,
                amount: money::to_json_number(l.amount_minor),
                transaction_date: l.created_at,
                account_number: l.account_number,
                customer_name: l.customer_name,
                narration: l.narration,
                status: l.state,
                teller_name: l.maker_name,
            })
            .collect();
        Ok(TillTransactionList { transactions, summary, pagination })
    }
}

/// The summary over at most the latest [`SUMMARY_ROWS`] transactions of `filter`.
async fn summary(tx: &mut Tx, till_id: i64, filter: &Clause) -> Result<TillSummary> {
    let sql = format!(
        "SELECT s.transaction_type, s.direction, s.to_till_id, s.state, COUNT(*), CAST(COALESCE(SUM(s.amount_minor), 0) AS BIGINT)
         FROM (SELECT t.transaction_type, t.direction, t.to_till_id, t.state, t.amount_minor FROM transactions t{}
               ORDER BY t.created_at DESC, t.id DESC LIMIT {SUMMARY_ROWS}) s
         GROUP BY s.transaction_type, s.direction, s.to_till_id, s.state",
        filter.sql
    );
    type Group = (String, Option<String>, Option<i64>, TxnState, i64, i64);
    let groups: Vec<Group> = tx.fetch_all(Sql::assembled(sql), filter.args.clone()).await?;
    let (mut deposits, mut withdrawals, mut count) = (0i64, 0i64, 0i64);
    for (ty, direction, to_till, state, n, sum) in groups {
        count += n;
        if state != TxnState::Settled {
            continue;
        }
        if inbound(till_id, &ty, direction.as_deref(), to_till) {
            deposits = deposits.saturating_add(sum);
        } else {
            withdrawals = withdrawals.saturating_add(sum);
        }
    }
    Ok(TillSummary {
        total_deposits: money::to_json_number(deposits),
        total_withdrawals: money::to_json_number(withdrawals),
        transaction_count: count,
        is_partial: count >= SUMMARY_ROWS,
    })
}
