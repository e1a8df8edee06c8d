//! `RetrieveAccountBalanceAsOfQuery`: a deposit account's balances at a past
//! instant, from the journal and the holds as they stood then. The journal is
//! append-only and a hold keeps when it was placed and released, so the past
//! is read, never reconstructed from today's figures.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::money;
use crate::store::{Sql, now};
use crate::validate::Checks;

/// The spec-style request: `asOf` is an instant, or a day (meaning its end).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveAccountBalanceAsOfQuery {
    pub account_number: Option<String>,
    /// `2026-10-31T17:00:00Z`, `2026-10-31T18:00:00+01:00`, or `2026-10-31`
    /// (the end of that day); now when absent.
    pub as_of: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct AccountBalanceAsOf {
    pub account_number: String,
    pub currency_code: String,
    pub as_of: DateTime<Utc>,
    /// Postings booked at or before `AsOf`.
    pub book_balance: serde_json::Value,
    /// Holds placed at or before `AsOf` and not yet released then.
    pub hold_amount: serde_json::Value,
    /// Book balance less the holds on money already in it, as then.
    pub available_balance: serde_json::Value,
}

/// Book balance, all holds and incoming (credit) holds of one account at `$2`:
/// one statement, each sum over that account's own rows by index.
fn as_of_sql() -> String {
    format!(
        "SELECT a.currency,
    CAST(COALESCE((SELECT SUM(CASE WHEN e.entry_type = 2 THEN e.amount_minor ELSE -e.amount_minor END)
        FROM journal_entries e WHERE e.deposit_account_id = a.id AND e.booking_date <= $2), 0) AS BIGINT),
    {}, {}
    FROM deposit_accounts a WHERE a.account_number = $1",
        holds_at(false),
        holds_at(true)
    )
}

/// The holds on account `a` standing at `$2` (only the incoming ones with
/// `credit`), as a BIGINT: a hold stood from its placing to its release; a
/// hold a transaction carried on its row (migration 34), from the row's
/// creation to its settlement or close.
pub(crate) fn holds_at(credit: bool) -> String {
    let (kept, on_row) = match credit {
        true => (" AND h.kind = 'CREDIT'", "t.hold_kind = 'CREDIT'"),
        false => ("", "t.hold_kind IS NOT NULL"),
    };
    format!(
        "CAST(COALESCE((SELECT SUM(h.amount_minor) FROM account_holds h WHERE h.account_id = a.id{kept}
        AND h.created_at <= $2 AND (h.released_at IS NULL OR h.released_at > $2)), 0)
        + COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.account_id = a.id AND {on_row}
        AND t.created_at <= $2 AND (t.settled_at IS NULL OR t.settled_at > $2) AND (t.closed_at IS NULL OR t.closed_at > $2)), 0) AS BIGINT)"
    )
}

impl Command for RetrieveAccountBalanceAsOfQuery {
    const NAME: &'static str = "RetrieveAccountBalanceAsOfQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = AccountBalanceAsOf;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("accountNumber", self.account_number.as_deref(), 20);
        if self.as_of.as_deref().is_some_and(|t| crate::time::parse_datetime(t).is_none()) {
            c.add("asOf", "must be a date (YYYY-MM-DD) or a datetime (e.g. 2026-10-31T17:00:00Z)");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<AccountBalanceAsOf> {
        // A day alone is the end of that bank day; the end of today means now.
        let zone = cx.tx.zone().await?;
        let as_of = match self.as_of.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            None => now(),
            text => {
                let t = crate::time::end_of(text, zone).unwrap_or_else(now);
                if crate::time::business_date(t, zone) > cx.tx.today().await? {
                    return Err(Error::invalid("asOf", "must not be after today"));
                }
                t.min(now())
            }
        };
        let number = self.account_number.unwrap_or_default();
        let (currency, book, hold, credit_hold): (String, i64, i64, i64) = cx
            .tx
            .fetch_optional(Sql::assembled(as_of_sql()), args![&number, as_of])
            .await?
            .ok_or_else(|| Error::not_found("deposit account", &number))?;
        Ok(AccountBalanceAsOf {
            account_number: number,
            currency_code: currency,
            as_of,
            book_balance: money::to_json_number(book),
            hold_amount: money::to_json_number(hold),
            available_balance: money::to_json_number(book - (hold - credit_hold)),
        })
    }
}
