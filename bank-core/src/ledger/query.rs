//! `RetrieveJournalEntriesQuery`, `RetrieveJournalTransactionsQuery` and
//! `RetrieveJournalTransactionByIdQuery`, with the spec's item shapes.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::{AccountType, JournalKind, Side};
use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::money;
use crate::page::{Clause, Order, Page, Paged, cursor};
use crate::store::Sql;
use crate::time::Tz;
use crate::validate::Checks;

const DEFAULT_PAGE_SIZE: i64 = 20;

/// Reads an optional range bound; a date alone is a bank day of `zone` (an
/// end given as a date covers that whole day).
fn range(
    c: &mut Checks,
    start: Option<&str>,
    end: Option<&str>,
    zone: Tz,
) -> (Option<DateTime<Utc>>, Option<DateTime<Utc>>) {
    let from = start.filter(|s| !s.trim().is_empty()).and_then(|s| {
        let t = crate::time::start_of(s, zone);
        if t.is_none() {
            c.add("startDate", format!("'{s}' is not a date or datetime"));
        }
        t
    });
    let to = end.filter(|s| !s.trim().is_empty()).and_then(|s| {
        let t = crate::time::end_of(Some(s), zone);
        if t.is_none() {
            c.add("endDate", format!("'{s}' is not a date or datetime"));
        }
        t
    });
    if let (Some(f), Some(t)) = (from, to)
        && f > t
    {
        c.add("startDate", "must not be after endDate");
    }
    (from, to)
}

fn like(text: &Option<String>) -> Option<String> {
    text.as_ref().map(|s| s.trim()).filter(|s| !s.is_empty()).map(crate::page::contains_pattern)
}

/// The spec's `RetrieveJournalEntriesQuery`; every parameter optional.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveJournalEntriesQuery {
    pub currency_code: Option<String>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub search_text: Option<String>,
    pub gl_code: Option<String>,
    pub branch_id: Option<i64>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

/// A journal entry list item. Its id and booking date are read from the
/// list's sort values (`cursor_1`, `cursor_0`, which every page reads), so
/// that no row of a million-row export carries them twice.
#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct JournalEntryItem {
    #[sqlx(rename = "cursor_1")]
    pub id: i64,
    #[serde(rename = "GLCode")]
    pub gl_code: String,
    pub account_name: String,
    pub account_type_id: i64,
    #[sqlx(skip)]
    pub account_type_description: &'static str,
    pub journal_entry_type: i64,
    #[sqlx(skip)]
    pub journal_entry_type_description: &'static str,
    #[sqlx(skip)]
    pub debit_amount: String,
    #[sqlx(skip)]
    pub credit_amount: String,
    pub currency_code: String,
    pub branch_name: Option<String>,
    pub transaction_reference: String,
    pub account_description: Option<String>,
    #[sqlx(skip)]
    #[serde(rename = "BookingDate")]
    pub booking_date_text: String,
    pub journal_transaction_id: i64,
    pub transaction_encoded_key: String,
    pub notes: Option<String>,
    #[serde(skip)]
    pub amount_minor: i64,
    #[serde(skip)]
    #[sqlx(rename = "cursor_0")]
    pub booking_date: DateTime<Utc>,
}

impl JournalEntryItem {
    fn finish(mut self) -> Self {
        self.account_type_description = AccountType::description_of(self.account_type_id);
        self.journal_entry_type_description = Side::description_of(self.journal_entry_type);
        let amount = money::format(self.amount_minor);
        if self.journal_entry_type == Side::Debit as i64 {
            self.debit_amount = amount;
        } else {
            self.credit_amount = amount;
        }
        self.booking_date_text = crate::time::format(self.booking_date);
        self
    }
}

/// Every entry has its GL account and journal (foreign keys), so LEFT JOINs
/// lose nothing, and they let both databases drop a join no filter needs
/// (the count and a deep page's ids read the entries alone) and keep the
/// entries the outer loop on SQLite, whose planner may otherwise start from
/// the chart and sort every entry.
/// The branch's name is a column's subquery: SQLite would not drop a join
/// to it.
const ENTRY_FROM: &str = " FROM journal_entries e
    LEFT JOIN gl_accounts g ON g.id = e.gl_account_id
    LEFT JOIN journal_transactions t ON t.id = e.journal_transaction_id";

impl RetrieveJournalEntriesQuery {
    /// ` FROM … WHERE …` with only the filters given, and its arguments;
    /// dates alone are bank days of `zone`.
    pub fn filter(&self, zone: Tz) -> Result<Clause> {
        let mut c = Checks::new();
        let (from, to) = range(&mut c, self.start_date.as_deref(), self.end_date.as_deref(), zone);
        c.finish()?;
        let mut w = Clause::new(ENTRY_FROM);
        w.and_some("e.currency = ?", self.currency_code.clone())
            .and_some("e.booking_date >= ?", from)
            .and_some("e.booking_date <= ?", to)
            .and_some("e.gl_account_id = (SELECT id FROM gl_accounts WHERE gl_code = ?)", self.gl_code.clone())
            .and_some("e.branch_id = ?", self.branch_id);
        w.and_some(
            "(LOWER(g.gl_code) LIKE ? ESCAPE '\\' OR LOWER(t.transaction_id) LIKE ? ESCAPE '\\')",
            like(&self.search_text),
        );
        Ok(w)
    }
}

/// Latest booking first; the entries' index by booking date ends in this order.
pub const ENTRY_ORDER: Order = Order::latest("journal_entries", cursor::time("e.booking_date"), cursor::int("e.id"));

pub const ENTRY_COLUMNS: &str = "SELECT g.gl_code, g.name AS account_name, g.account_type AS account_type_id,
    e.entry_type AS journal_entry_type, e.currency AS currency_code,
    (SELECT b.name FROM branches b WHERE b.id = e.branch_id) AS branch_name,
    t.transaction_id AS transaction_reference, g.description AS account_description, t.id AS journal_transaction_id,
    t.encoded_key AS transaction_encoded_key, t.notes, e.amount_minor";

impl Command for RetrieveJournalEntriesQuery {
    const NAME: &'static str = "RetrieveJournalEntriesQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<JournalEntryItem>;

    fn envelope_extras(output: &Self::Output) -> serde_json::Map<String, serde_json::Value> {
        output.has_next_previous()
    }

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        range(&mut c, self.start_date.as_deref(), self.end_date.as_deref(), Tz::UTC);
        c.text("searchText", self.search_text.as_deref(), 100);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<JournalEntryItem>> {
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let w = self.filter(cx.tx.zone().await?)?;
        let rows: Paged<JournalEntryItem> = page.fetch(&mut cx.tx, &ENTRY_ORDER, ENTRY_COLUMNS, &w.sql, w.args).await?;
        Ok(rows.map(JournalEntryItem::finish))
    }
}

/// The spec's `RetrieveJournalTransactionsQuery`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveJournalTransactionsQuery {
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub search_text: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

/// A journal transaction list item.
#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct JournalTransactionItem {
    pub id: i64,
    pub transaction_id: String,
    #[sqlx(skip)]
    pub transaction_date: String,
    pub booking_date: DateTime<Utc>,
    pub transaction_type: i64,
    #[sqlx(skip)]
    pub transaction_type_desc: &'static str,
    #[sqlx(skip)]
    pub amount: serde_json::Value,
    pub entries: i64,
    pub user_name: String,
    pub user_encoded_key: Option<String>,
    #[sqlx(skip)]
    pub is_manual_posting: bool,
    pub is_reversed: bool,
    pub is_a_reversed_transaction: bool,
    pub remarks: Option<String>,
    #[serde(skip)]
    pub total_minor: i64,
    #[serde(skip)]
    pub created_at: DateTime<Utc>,
}

const TRANSACTION_COLUMNS: &str =
    "t.id, t.transaction_id, t.booking_date, t.transaction_type, t.entry_count AS entries,
    t.user_name, t.user_key AS user_encoded_key,
    EXISTS (SELECT 1 FROM journal_transactions r WHERE r.reversal_of_id = t.id) AS is_reversed,
    (t.reversal_of_id IS NOT NULL) AS is_a_reversed_transaction, t.notes AS remarks, t.total_minor, t.created_at";

impl JournalTransactionItem {
    fn finish(mut self) -> Self {
        self.transaction_date = crate::time::format(self.created_at);
        self.transaction_type_desc = JournalKind::description_of(self.transaction_type);
        self.amount = money::to_json_number(self.total_minor);
        self.is_manual_posting = self.transaction_type == JournalKind::Manual as i64;
        self
    }
}

impl Command for RetrieveJournalTransactionsQuery {
    const NAME: &'static str = "RetrieveJournalTransactionsQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<JournalTransactionItem>;

    fn envelope_extras(output: &Self::Output) -> serde_json::Map<String, serde_json::Value> {
        output.has_next_previous()
    }

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        range(&mut c, self.start_date.as_deref(), self.end_date.as_deref(), Tz::UTC);
        c.text("searchText", self.search_text.as_deref(), 100);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<JournalTransactionItem>> {
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let mut c = Checks::new();
        let zone = cx.tx.zone().await?;
        let (from, to) = range(&mut c, self.start_date.as_deref(), self.end_date.as_deref(), zone);
        let mut w = Clause::new(" FROM journal_transactions t");
        w.and_some("t.booking_date >= ?", from).and_some("t.booking_date <= ?", to).and_some(
            "(LOWER(t.transaction_id) LIKE ? ESCAPE '\\' OR LOWER(t.user_name) LIKE ? ESCAPE '\\')",
            like(&self.search_text),
        );
        const ORDER: Order = Order::latest("journal_transactions", cursor::time("t.booking_date"), cursor::int("t.id"));
        let rows: Paged<JournalTransactionItem> =
            page.fetch(&mut cx.tx, &ORDER, &format!("SELECT {TRANSACTION_COLUMNS}"), &w.sql, w.args).await?;
        Ok(rows.map(JournalTransactionItem::finish))
    }
}

/// The spec's `RetrieveJournalTransactionByIdQuery`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveJournalTransactionByIdQuery {
    pub journal_transaction_id: i64,
}

/// One entry of a journal transaction by id (amounts as decimals).
#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct JournalTransactionEntry {
    pub id: i64,
    #[serde(rename = "GLCode")]
    pub gl_code: String,
    #[serde(rename = "GLAccountId")]
    pub gl_account_id: i64,
    pub account_description: Option<String>,
    pub account_type_id: i64,
    #[sqlx(skip)]
    pub account_type_description: &'static str,
    pub journal_entry_type: i64,
    #[sqlx(skip)]
    pub journal_entry_type_description: &'static str,
    #[sqlx(skip)]
    pub amount: serde_json::Value,
    #[sqlx(skip)]
    pub debit_amount: serde_json::Value,
    #[sqlx(skip)]
    pub credit_amount: serde_json::Value,
    #[sqlx(skip)]
    #[serde(rename = "BookingDate")]
    pub booking_date_text: String,
    #[serde(rename = "BookingDateRaw")]
    pub booking_date: DateTime<Utc>,
    pub currency_code: String,
    pub branch_id: Option<i64>,
    pub branch_name: Option<String>,
    pub transaction_reference: Option<String>,
    pub notes: Option<String>,
    #[serde(skip)]
    pub amount_minor: i64,
}

/// A journal transaction with its entries.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct JournalTransactionDetail {
    pub id: i64,
    pub transaction_id: String,
    pub transaction_date: String,
    pub transaction_type: i64,
    pub transaction_type_desc: &'static str,
    pub user_name: String,
    pub is_manual_posting: bool,
    pub is_reversed: bool,
    pub remarks: Option<String>,
    pub entries: Vec<JournalTransactionEntry>,
    pub total_debits: serde_json::Value,
    pub total_credits: serde_json::Value,
    pub is_balanced: bool,
}

impl Command for RetrieveJournalTransactionByIdQuery {
    const NAME: &'static str = "RetrieveJournalTransactionByIdQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = JournalTransactionDetail;

    async fn run(self, cx: &mut Cx<'_>) -> Result<JournalTransactionDetail> {
        let sql = format!("SELECT {TRANSACTION_COLUMNS} FROM journal_transactions t WHERE t.id = $1");
        let head: JournalTransactionItem = cx
            .tx
            .fetch_optional(Sql::assembled(sql), args![self.journal_transaction_id])
            .await?
            .map(JournalTransactionItem::finish)
            .ok_or_else(|| Error::not_found("journal transaction", self.journal_transaction_id))?;
        let mut entries: Vec<JournalTransactionEntry> = cx
            .tx
            .fetch_all(
                "SELECT e.id, g.gl_code, g.id AS gl_account_id, g.description AS account_description,
                        g.account_type AS account_type_id, e.entry_type AS journal_entry_type, e.booking_date,
                        e.currency AS currency_code, e.branch_id, b.name AS branch_name,
                        COALESCE(e.reference, t.transaction_id) AS transaction_reference, t.notes, e.amount_minor
                 FROM journal_entries e JOIN gl_accounts g ON g.id = e.gl_account_id
                 JOIN journal_transactions t ON t.id = e.journal_transaction_id
                 LEFT JOIN branches b ON b.id = e.branch_id
                 WHERE e.journal_transaction_id = $1 ORDER BY e.id",
                args![self.journal_transaction_id],
            )
            .await?;
        let (mut debits, mut credits) = (0_i64, 0_i64);
        for e in &mut entries {
            e.account_type_description = AccountType::description_of(e.account_type_id);
            e.journal_entry_type_description = Side::description_of(e.journal_entry_type);
            e.booking_date_text = crate::time::format(e.booking_date);
            e.amount = money::to_json_number(e.amount_minor);
            let (debit, credit) =
                if e.journal_entry_type == Side::Debit as i64 { (e.amount_minor, 0) } else { (0, e.amount_minor) };
            debits += debit;
            credits += credit;
            e.debit_amount = money::to_json_number(debit);
            e.credit_amount = money::to_json_number(credit);
        }
        Ok(JournalTransactionDetail {
            id: head.id,
            transaction_id: head.transaction_id,
            transaction_date: head.transaction_date,
            transaction_type: head.transaction_type,
            transaction_type_desc: head.transaction_type_desc,
            user_name: head.user_name,
            is_manual_posting: head.is_manual_posting,
            is_reversed: head.is_reversed,
            remarks: head.remarks,
            entries,
            total_debits: money::to_json_number(debits),
            total_credits: money::to_json_number(credits),
            is_balanced: debits == credits,
        })
    }
}
