//! Reports: the trial balance and a deposit account statement.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use super::{AccountType, Side};
use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::money;
use crate::validate::Checks;

/// Most rows a report returns; a longer statement asks for a narrower range.
pub const MAX_REPORT_ROWS: usize = 10_000;

/// `RetrieveTrialBalanceQuery`: net balance of every GL account with postings,
/// as of the end of `asOf` (default: now), optionally for one branch.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveTrialBalanceQuery {
    #[serde(default, deserialize_with = "crate::time::optional_date")]
    pub as_of: Option<NaiveDate>,
    pub branch_id: Option<i64>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct TrialBalanceRow {
    #[serde(rename = "GLCode")]
    pub gl_code: String,
    pub name: String,
    pub account_type_id: i64,
    #[sqlx(skip)]
    pub account_type_description: &'static str,
    pub currency_code: String,
    #[sqlx(skip)]
    pub debit: serde_json::Value,
    #[sqlx(skip)]
    pub credit: serde_json::Value,
    #[serde(skip)]
    pub debit_minor: i64,
    #[serde(skip)]
    pub credit_minor: i64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct CurrencyTotal {
    pub currency_code: String,
    pub total_debits: serde_json::Value,
    pub total_credits: serde_json::Value,
    pub is_balanced: bool,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct TrialBalance {
    pub as_of: DateTime<Utc>,
    pub branch_id: Option<i64>,
    pub rows: Vec<TrialBalanceRow>,
    pub totals: Vec<CurrencyTotal>,
    pub is_balanced: bool,
}

impl Command for RetrieveTrialBalanceQuery {
    const NAME: &'static str = "RetrieveTrialBalanceQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = TrialBalance;

    async fn run(self, cx: &mut Cx<'_>) -> Result<TrialBalance> {
        // A day's balance is as of the end of that bank day.
        let as_of = match self.as_of {
            Some(day) => crate::time::end_of_day(day, cx.tx.zone().await?),
            None => crate::store::now(),
        };
        let mut rows: Vec<TrialBalanceRow> = cx
            .tx
            .fetch_all(
                "SELECT g.gl_code, g.name, g.account_type AS account_type_id, g.currency AS currency_code,
                        CAST(SUM(CASE WHEN e.entry_type = 1 THEN e.amount_minor ELSE 0 END) AS BIGINT) AS debit_minor,
                        CAST(SUM(CASE WHEN e.entry_type = 2 THEN e.amount_minor ELSE 0 END) AS BIGINT) AS credit_minor
                 FROM journal_entries e JOIN gl_accounts g ON g.id = e.gl_account_id
                 WHERE e.booking_date <= $1 AND ($2 IS NULL OR e.branch_id = $2)
                 GROUP BY g.gl_code, g.name, g.account_type, g.currency ORDER BY g.currency, g.gl_code LIMIT 10001",
                args![as_of, self.branch_id],
            )
            .await?;
        if rows.len() > MAX_REPORT_ROWS {
            return Err(Error::invalid(
                "branchId",
                format!("more than {MAX_REPORT_ROWS} GL accounts; report per branch"),
            ));
        }
        let mut totals: Vec<(String, i64, i64)> = Vec::new();
        for row in &mut rows {
            row.account_type_description = AccountType::description_of(row.account_type_id);
            // Each account shows its net balance on one side.
            let net = row.debit_minor - row.credit_minor;
            let (debit, credit) = if net >= 0 { (net, 0) } else { (0, -net) };
            row.debit = money::to_json_number(debit);
            row.credit = money::to_json_number(credit);
            match totals.last_mut() {
                Some((currency, d, c)) if *currency == row.currency_code => {
                    *d += debit;
                    *c += credit;
                }
                _ => totals.push((row.currency_code.clone(), debit, credit)),
            }
        }
        let totals: Vec<CurrencyTotal> = totals
            .into_iter()
            .map(|(currency_code, d, c)| CurrencyTotal {
                currency_code,
                total_debits: money::to_json_number(d),
                total_credits: money::to_json_number(c),
                is_balanced: d == c,
            })
            .collect();
        let is_balanced = totals.iter().all(|t| t.is_balanced);
        Ok(TrialBalance { as_of, branch_id: self.branch_id, rows, totals, is_balanced })
    }
}

/// `RetrieveAccountStatementQuery`: a deposit account's postings in a date
/// range, with opening, running and closing book balances, and each bank
/// day's opening and closing balance (`Days`).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveAccountStatementQuery {
    pub account_number: Option<String>,
    #[serde(default, deserialize_with = "crate::time::optional_date")]
    pub from: Option<NaiveDate>,
    #[serde(default, deserialize_with = "crate::time::optional_date")]
    pub to: Option<NaiveDate>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct StatementLine {
    pub booking_date: DateTime<Utc>,
    pub transaction_id: String,
    pub reference: Option<String>,
    pub narration: Option<String>,
    #[sqlx(skip)]
    pub debit: serde_json::Value,
    #[sqlx(skip)]
    pub credit: serde_json::Value,
    #[sqlx(skip)]
    pub balance: serde_json::Value,
    #[serde(skip)]
    pub entry_type: i64,
    #[serde(skip)]
    pub amount_minor: i64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct Statement {
    pub account_number: String,
    pub currency_code: String,
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    pub opening_balance: serde_json::Value,
    pub closing_balance: serde_json::Value,
    pub lines: Vec<StatementLine>,
    /// Each bank day with postings: its opening and closing book balance and what moved.
    pub days: Vec<StatementDay>,
}

/// One bank day of a statement.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct StatementDay {
    pub date: NaiveDate,
    pub opening_balance: serde_json::Value,
    pub debits: serde_json::Value,
    pub credits: serde_json::Value,
    pub closing_balance: serde_json::Value,
}

/// The days of `lines` (in booking order, in the bank's zone), from `opening`.
fn days(lines: &[StatementLine], opening: i64, zone: crate::time::Tz) -> Vec<StatementDay> {
    // (date, opening, debits, credits) per day, minor units.
    let mut days: Vec<(NaiveDate, i64, i64, i64)> = Vec::new();
    let mut balance = opening;
    for line in lines {
        let date = line.booking_date.with_timezone(&zone).date_naive();
        if days.last().is_none_or(|d| d.0 != date) {
            days.push((date, balance, 0, 0));
        }
        let credit = line.entry_type == Side::Credit as i64;
        if let Some(day) = days.last_mut() {
            if credit { day.3 += line.amount_minor } else { day.2 += line.amount_minor }
        }
        balance += if credit { line.amount_minor } else { -line.amount_minor };
    }
    days.into_iter()
        .map(|(date, open, debits, credits)| StatementDay {
            date,
            opening_balance: money::to_json_number(open),
            debits: money::to_json_number(debits),
            credits: money::to_json_number(credits),
            closing_balance: money::to_json_number(open - debits + credits),
        })
        .collect()
}

impl Command for RetrieveAccountStatementQuery {
    const NAME: &'static str = "RetrieveAccountStatementQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Statement;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("accountNumber", self.account_number.as_deref(), 20);
        if let (Some(from), Some(to)) = (self.from, self.to)
            && from > to
        {
            c.add("from", "must not be after to");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Statement> {
        let number = self.account_number.unwrap_or_default();
        let (id, currency): (i64, String) = cx
            .tx
            .fetch_optional("SELECT id, currency FROM deposit_accounts WHERE account_number = $1", args![&number])
            .await?
            .ok_or_else(|| Error::not_found("deposit account", &number))?;
        // The statement's days are bank days.
        let zone = cx.tx.zone().await?;
        let from = self.from.map(|d| crate::time::start_of_day(d, zone));
        let to = self.to.map(|d| crate::time::end_of_day(d, zone));
        let opening: i64 = cx
            .tx
            .scalar(
                "SELECT CAST(COALESCE(SUM(CASE WHEN entry_type = 2 THEN amount_minor ELSE -amount_minor END), 0) AS BIGINT)
                 FROM journal_entries WHERE deposit_account_id = $1 AND $2 IS NOT NULL AND booking_date < $2",
                args![id, from],
            )
            .await?;
        let mut lines: Vec<StatementLine> = cx
            .tx
            .fetch_all(
                "SELECT e.booking_date, t.transaction_id, e.reference, t.notes AS narration, e.entry_type, e.amount_minor
                 FROM journal_entries e JOIN journal_transactions t ON t.id = e.journal_transaction_id
                 WHERE e.deposit_account_id = $1 AND ($2 IS NULL OR e.booking_date >= $2) AND ($3 IS NULL OR e.booking_date <= $3)
                 ORDER BY e.booking_date, e.id LIMIT 10001",
                args![id, from, to],
            )
            .await?;
        if lines.len() > MAX_REPORT_ROWS {
            return Err(Error::invalid("from", format!("more than {MAX_REPORT_ROWS} lines; choose a shorter range")));
        }
        let mut balance = opening;
        for line in &mut lines {
            let credit = line.entry_type == Side::Credit as i64;
            balance += if credit { line.amount_minor } else { -line.amount_minor };
            line.debit = if credit { serde_json::Value::Null } else { money::to_json_number(line.amount_minor) };
            line.credit = if credit { money::to_json_number(line.amount_minor) } else { serde_json::Value::Null };
            line.balance = money::to_json_number(balance);
        }
        let days = days(&lines, opening, zone);
        Ok(Statement {
            account_number: number,
            currency_code: currency,
            from: self.from,
            to: self.to,
            opening_balance: money::to_json_number(opening),
            closing_balance: money::to_json_number(balance),
            lines,
            days,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(at: &str, entry_type: Side, amount_minor: i64) -> StatementLine {
        StatementLine {
            booking_date: DateTime::parse_from_rfc3339(at).expect("time").with_timezone(&Utc),
            transaction_id: String::new(),
            reference: None,
            narration: None,
            debit: serde_json::Value::Null,
            credit: serde_json::Value::Null,
            balance: serde_json::Value::Null,
            entry_type: entry_type as i64,
            amount_minor,
        }
    }

    #[test]
    fn each_bank_day_opens_where_the_last_closed() {
        let lagos = crate::time::parse_zone("Africa/Lagos").expect("zone");
        let lines = [
            line("2026-11-01T10:00:00Z", Side::Credit, 10_000),
            // 23:30 UTC is 00:30 the next day in Lagos.
            line("2026-11-01T23:30:00Z", Side::Debit, 2_500),
            line("2026-11-02T09:00:00Z", Side::Credit, 1_000),
            line("2026-11-04T09:00:00Z", Side::Debit, 500),
        ];
        let days = days(&lines, 5_000, lagos);
        let seen: Vec<(String, f64, f64, f64, f64)> = days
            .iter()
            .map(|d| {
                let f = |v: &serde_json::Value| v.as_f64().unwrap_or(f64::NAN);
                (d.date.to_string(), f(&d.opening_balance), f(&d.debits), f(&d.credits), f(&d.closing_balance))
            })
            .collect();
        assert_eq!(
            seen,
            vec![
                ("2026-11-01".into(), 50.0, 0.0, 100.0, 150.0),
                ("2026-11-02".into(), 150.0, 25.0, 10.0, 135.0),
                ("2026-11-04".into(), 135.0, 5.0, 0.0, 130.0),
            ]
        );
    }
}
