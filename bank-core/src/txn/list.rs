//! `RetrieveTransactionsListQuery`, the list of universal transactions, with
//! the filters of the developer page's `RetrieveAllTransactionsQuery` (an
//! alias of it): states by name or number, dates, type, amounts, branch,
//! client, reference, id, and exports.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Deserializer};
use serde_json::Value;

use super::{SELECT_TXN, TYPES, TransactionView, TxnRow, TxnState, config, view};
use crate::activity::ActivityType;
use crate::auth::{Access, perm};
use crate::command::{Alias, Area, Command, Cx, FieldAlias};
use crate::error::Result;
use crate::page::{Clause, Order, Page, Paged, cursor};
use crate::store::now;
use crate::validate::Checks;

/// The states in the order of the developer page's numbers (0 PENDING … 3 REVERSED).
pub const STATES: &[TxnState] = TxnState::ALL;
/// The developer page's default page size (ours is 20).
const ALL_TRANSACTIONS_PAGE_SIZE: i64 = 50;

/// `RetrieveTransactionsListQuery` {status, flagged, accountNumber, pageNumber,
/// pageSize, ...}: `flagged` lists PENDING transactions older than the flag
/// age (4 hours unless configured), oldest first. Every filter given narrows
/// the list; none is ignored.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveTransactionsListQuery {
    /// One state or several, each a name or its number.
    #[serde(default, deserialize_with = "states")]
    pub status: Option<Vec<TxnState>>,
    #[serde(default)]
    pub flagged: bool,
    pub account_number: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    /// Every matching row, in batches (`bank serve` streams them in one answer).
    #[serde(default)]
    pub is_export: bool,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
    /// The transaction's row id (`id` in each item).
    pub id: Option<i64>,
    /// Created on or after (a date, or a datetime).
    pub start_date: Option<String>,
    /// Created on or before (a date covers the whole day).
    pub end_date: Option<String>,
    pub transaction_type: Option<String>,
    #[serde(default, deserialize_with = "crate::json::optional_amount_or_zero")]
    pub min_amount: Option<Value>,
    #[serde(default, deserialize_with = "crate::json::optional_amount_or_zero")]
    pub max_amount: Option<Value>,
    /// The branch of the customer account, or of the till or vault for cash movements.
    pub branch_id: Option<i64>,
    /// The client whose account the transaction moves.
    pub client_id: Option<i64>,
    /// The transaction's key (`transactionId`), exactly.
    pub transaction_reference: Option<String>,
}

/// Reads `status` as a name or a number, or an array of them: the developer
/// page sends `[0, 1]`, the spec's form `"SETTLED"`.
fn states<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Option<Vec<TxnState>>, D::Error> {
    let one = |v: &Value| -> std::result::Result<TxnState, D::Error> {
        let state = match v {
            Value::Number(n) => n.as_u64().and_then(|i| STATES.get(usize::try_from(i).ok()?)).copied(),
            Value::String(s) => s.trim().to_ascii_uppercase().parse().ok(),
            _ => None,
        };
        state.ok_or_else(|| {
            let names: Vec<&str> = STATES.iter().map(|s| s.as_str()).collect();
            serde::de::Error::custom(format!(
                "{v} is not a state: give one of {} or its number 0 to 3",
                names.join(", ")
            ))
        })
    };
    match crate::json::named_value(d, crate::json::form::STATES)? {
        Value::Null => Ok(None),
        Value::Array(items) if items.is_empty() => Ok(None),
        Value::Array(items) => {
            let mut names = items.iter().map(one).collect::<std::result::Result<Vec<_>, _>>()?;
            names.sort_by_key(|n| STATES.iter().position(|s| s == n));
            names.dedup();
            Ok(Some(names))
        }
        other => one(&other).map(|n| Some(vec![n])),
    }
}

/// The filters that need reading beyond their JSON type.
struct Bounds {
    from: Option<DateTime<Utc>>,
    to: Option<DateTime<Utc>>,
    min_minor: Option<i64>,
    max_minor: Option<i64>,
    transaction_type: Option<String>,
}

impl RetrieveTransactionsListQuery {
    /// The filters read; a date alone is a bank day of `zone`.
    fn bounds(&self, zone: crate::time::Tz) -> Result<Bounds> {
        let mut c = Checks::new();
        let mut time = |field: &'static str, text: Option<&str>, end: bool| {
            let text = text.map(str::trim).filter(|t| !t.is_empty())?;
            let t = if end { crate::time::end_of(Some(text), zone) } else { crate::time::start_of(text, zone) };
            if t.is_none() {
                c.add(field, format!("'{text}' is not a date or datetime (e.g. 2026-01-31)"));
            }
            t
        };
        let (from, to) =
            (time("startDate", self.start_date.as_deref(), false), time("endDate", self.end_date.as_deref(), true));
        let mut amount = |field: &'static str, value: Option<&Value>| {
            let value = value.filter(|v| !v.is_null())?;
            let parsed = crate::money::amount_text(value)
                .ok_or_else(|| "must be a decimal amount".to_owned())
                .and_then(|text| crate::money::parse_minor(&text));
            parsed.map_err(|e| c.add(field, e)).ok()
        };
        let (min_minor, max_minor) =
            (amount("minAmount", self.min_amount.as_ref()), amount("maxAmount", self.max_amount.as_ref()));
        if from.zip(to).is_some_and(|(f, t)| f > t) {
            c.add("startDate", "must not be after endDate");
        }
        if min_minor.zip(max_minor).is_some_and(|(lo, hi)| lo > hi) {
            c.add("minAmount", "must not be more than maxAmount");
        }
        let transaction_type = self.transaction_type.as_deref().map(|t| t.trim().to_ascii_uppercase());
        if transaction_type.as_deref().is_some_and(|t| !TYPES.contains(&t)) {
            c.add("transactionType", format!("must be one of {}", TYPES.join(", ")));
        }
        for (field, id) in [("id", self.id), ("branchId", self.branch_id), ("clientId", self.client_id)] {
            if id.is_some_and(|id| id < 1) {
                c.add(field, "must be 1 or more");
            }
        }
        c.finish()?;
        Ok(Bounds { from, to, min_minor, max_minor, transaction_type })
    }

    /// The WHERE clause of every filter given (each a fragment an index can serve).
    fn filter(&self, bounds: Bounds, flag_before: Option<DateTime<Utc>>, several: [&'static str; 2]) -> Clause {
        let states = if self.flagged { Some(vec![TxnState::Pending]) } else { self.status.clone() };
        let mut filter = Clause::default();
        match states.as_deref().unwrap_or_default() {
            [one] => filter.and("state = ?", *one),
            [a, b] => filter.and_each(several[0], [*a, *b].into_iter().map(Into::into)),
            [a, b, c] => filter.and_each(several[1], [*a, *b, *c].into_iter().map(Into::into)),
            // No state, or all four: nothing to narrow.
            _ => &mut filter,
        };
        filter
            .and_some("id = ?", self.id)
            .and_some("transaction_id = ?", self.transaction_reference.as_deref().map(str::trim))
            .and_some("created_at < ?", flag_before)
            .and_some("created_at >= ?", bounds.from)
            .and_some("created_at <= ?", bounds.to)
            .and_some(
                "account_id = (SELECT id FROM deposit_accounts WHERE account_number = ?)",
                self.account_number.clone(),
            )
            .and_some("account_id IN (SELECT id FROM deposit_accounts WHERE client_id = ?)", self.client_id)
            .and_some(
                "(account_id IN (SELECT id FROM deposit_accounts WHERE branch_id = ?)
                  OR till_id IN (SELECT id FROM tills WHERE branch_id = ?)
                  OR vault_id IN (SELECT id FROM vaults WHERE branch_id = ?))",
                self.branch_id,
            )
            .and_some("transaction_type = ?", bounds.transaction_type)
            // No index orders by amount: an amount range reads the rows of the other filters.
            .and_some("amount_minor >= ?", bounds.min_minor)
            .and_some("amount_minor <= ?", bounds.max_minor);
        filter
    }
}

/// Latest first; flagged transactions oldest first.
const LATEST: Order = Order::latest("transactions", cursor::time("created_at"), cursor::int("id"));
const OLDEST: Order = Order { name: "flagged_transactions", desc: false, ..LATEST };

impl Command for RetrieveTransactionsListQuery {
    const NAME: &'static str = "RetrieveTransactionsListQuery";
    const AREA: Area = Area::Transaction;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CREATE, perm::TRANSACTIONS_APPROVE]);
    const ACTIVITY: Option<ActivityType> = None;
    const FIELD_ALIASES: &'static [FieldAlias] = &[("accountReference", "accountNumber")];
    const ALIASES: &'static [Alias] = &[Alias {
        name: "RetrieveAllTransactionsQuery",
        fields: &[],
        family: None,
        extras: &[],
        request: Some(all_transactions_request),
        answer: None,
    }];
    type Output = Paged<TransactionView>;

    fn validate(&self) -> Result<()> {
        self.bounds(crate::time::Tz::UTC).map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<TransactionView>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, self.is_export)?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let hours = config::flag_after_hours(&mut cx.tx).await?;
        let flag_before = self.flagged.then(|| now() - chrono::Duration::hours(hours));
        // Several states: SQLite cannot merge the per-state ranges of the state
        // index in time order and would sort every matching row, so there the
        // time index is walked and the state checked on it (`+` keeps the state
        // index out); PostgreSQL merges the ranges.
        let several = [
            cx.tx.pick("+state IN (?, ?)", "state IN (?, ?)"),
            cx.tx.pick("+state IN (?, ?, ?)", "state IN (?, ?, ?)"),
        ];
        let bounds = self.bounds(cx.tx.zone().await?)?;
        let filter = self.filter(bounds, flag_before, several);
        let order = if self.flagged { &OLDEST } else { &LATEST };
        let mut rows: Paged<TxnRow> = page.fetch(&mut cx.tx, order, SELECT_TXN, &filter.sql, filter.args).await?;
        let mut items = Vec::with_capacity(rows.items.len());
        for row in std::mem::take(&mut rows.items) {
            items.push(view(&mut cx.tx, row, hours).await?);
        }
        Ok(rows.with(items))
    }
}

/// The developer page's `RetrieveAllTransactionsQuery`: our list with its
/// default page size of 50.
fn all_transactions_request(data: &mut Value) -> Result<()> {
    if let Some(object) = data.as_object_mut()
        && object.get("pageSize").is_none_or(Value::is_null)
    {
        object.insert("pageSize".into(), Value::from(ALL_TRANSACTIONS_PAGE_SIZE));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(status: Value) -> Result<RetrieveTransactionsListQuery> {
        crate::command::parse_request(serde_json::json!({ "status": status }))
    }

    #[test]
    fn a_status_is_a_name_or_a_number_alone_or_in_an_array() {
        let names = |v: Value| read(v).expect("status").status;
        assert_eq!(names(serde_json::json!("SETTLED")), Some(vec![TxnState::Settled]));
        assert_eq!(names(serde_json::json!(2)), Some(vec![TxnState::Cancelled]));
        assert_eq!(names(serde_json::json!([3, "pending", 0])), Some(vec![TxnState::Pending, TxnState::Reversed]));
        assert_eq!(names(serde_json::json!([])), None);
        for bad in [serde_json::json!(4), serde_json::json!("HOLD"), serde_json::json!(-1), serde_json::json!([true])] {
            let err = read(bad.clone()).expect_err("refused").to_string();
            assert!(err.contains("status"), "{bad}: {err}");
        }
    }

    #[test]
    fn bad_bounds_name_their_field() {
        let q: RetrieveTransactionsListQuery = crate::command::parse_request(serde_json::json!({
            "startDate": "2026-02-01", "endDate": "2026-01-01", "minAmount": 5, "maxAmount": "1.5",
            "transactionType": "TRANSFER", "branchId": 0
        }))
        .expect("read");
        let err = q.validate().expect_err("refused").to_string();
        for field in ["startDate", "minAmount", "transactionType", "branchId"] {
            assert!(err.contains(field), "{field}: {err}");
        }
    }
}
