//! Cheque configuration per currency (settings `cheque.*`): the GL accounts
//! cheques post to, the bounce penalty and cancellation fee, the limits, and
//! the holiday calendar clearing dates skip.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::AccountType;
use crate::money::{self, Amount};
use crate::store::Tx;
use crate::validate::Checks;

/// Uncleared cheques (asset): debited on deposit, credited on clearing or bounce.
pub const UNCLEARED: &str = "uncleared_gl";
/// Cheque clearing settlement (asset): what the clearing house owes us once a cheque clears.
pub const CLEARING: &str = "clearing_gl";
/// Fee income (income): bounce penalties and cancellation fees.
pub const FEE_INCOME: &str = "fee_income_gl";
const BOUNCE_PENALTY: &str = "bounce_penalty_minor";
const CANCELLATION_FEE: &str = "cancellation_fee_minor";
const MAX_AMOUNT: &str = "max_amount_minor";
const DAILY_WITHDRAWAL_LIMIT: &str = "daily_withdrawal_limit_minor";
/// Most holidays one request may add or remove.
const MAX_HOLIDAYS_PER_REQUEST: usize = 100;

fn key(name: &str, currency: &str) -> String {
    format!("cheque.{name}.{currency}")
}

async fn setting(tx: &mut Tx, name: &str, currency: &str) -> Result<Option<i64>> {
    let value: Option<String> =
        tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![key(name, currency)]).await?;
    Ok(value.and_then(|v| v.parse().ok()))
}

/// A configured GL account (`UNCLEARED`, `CLEARING`, `FEE_INCOME`); code 91 when missing.
pub(crate) async fn gl(tx: &mut Tx, name: &str, currency: &str) -> Result<i64> {
    setting(tx, name, currency).await?.ok_or_else(|| {
        Error::rule(
            super::NOT_CONFIGURED,
            RuleKind::Unavailable,
            format!("cheques in {currency} are not configured: set the {name} GL account (SetChequeSettingsCommand)"),
        )
    })
}

pub(crate) async fn bounce_penalty(tx: &mut Tx, currency: &str) -> Result<i64> {
    Ok(setting(tx, BOUNCE_PENALTY, currency).await?.unwrap_or(0))
}

pub(crate) async fn cancellation_fee(tx: &mut Tx, currency: &str) -> Result<i64> {
    Ok(setting(tx, CANCELLATION_FEE, currency).await?.unwrap_or(0))
}

pub(crate) async fn max_amount(tx: &mut Tx, currency: &str) -> Result<Option<i64>> {
    setting(tx, MAX_AMOUNT, currency).await
}

pub(crate) async fn daily_withdrawal_limit(tx: &mut Tx, currency: &str) -> Result<Option<i64>> {
    setting(tx, DAILY_WITHDRAWAL_LIMIT, currency).await
}

/// A fee of zero or more: a JSON number or decimal string.
fn fee(field: &str, value: &Value, c: &mut Checks) -> Option<i64> {
    let text = match value {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        _ => {
            c.add(field, "must be a decimal amount");
            return None;
        }
    };
    if <rust_decimal::Decimal as std::str::FromStr>::from_str(text.trim()).is_ok_and(|d| d.is_zero()) {
        return Some(0);
    }
    match money::parse_amount(&text) {
        Ok(minor) => Some(minor),
        Err(e) => {
            c.add(field, e);
            None
        }
    }
}

/// A holiday of the clearing calendar.
#[derive(Clone, Debug, Deserialize, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Holiday {
    #[serde(deserialize_with = "date")]
    #[sqlx(rename = "holiday")]
    pub date: NaiveDate,
    pub name: String,
}

fn date<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<NaiveDate, D::Error> {
    let text = String::deserialize(d)?;
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| serde::de::Error::custom("must be YYYY-MM-DD"))
}

/// `SetChequeSettingsCommand` (ours; the spec names no configuration call):
/// per `currencyCode` the GL accounts (`unclearedGlAccountId`,
/// `clearingGlAccountId`, `feeIncomeGlAccountId`), `bouncePenalty`,
/// `cancellationFee` (0 turns a fee off), `maxChequeAmount`,
/// `dailyWithdrawalLimit`; and the holiday calendar (`holidays` to add,
/// `removeHolidays` by date). Absent fields keep their value.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetChequeSettingsCommand {
    pub currency_code: Option<String>,
    pub uncleared_gl_account_id: Option<i64>,
    pub clearing_gl_account_id: Option<i64>,
    pub fee_income_gl_account_id: Option<i64>,
    #[serde(default, deserialize_with = "crate::json::optional_amount_or_zero")]
    pub bounce_penalty: Option<Value>,
    #[serde(default, deserialize_with = "crate::json::optional_amount_or_zero")]
    pub cancellation_fee: Option<Value>,
    pub max_cheque_amount: Option<Amount>,
    pub daily_withdrawal_limit: Option<Amount>,
    #[serde(default)]
    pub holidays: Vec<Holiday>,
    #[serde(default)]
    pub remove_holidays: Vec<String>,
}

/// A currency's cheque configuration and the coming holidays.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChequeSettings {
    pub currency_code: Option<String>,
    pub uncleared_gl_account_id: Option<i64>,
    pub clearing_gl_account_id: Option<i64>,
    pub fee_income_gl_account_id: Option<i64>,
    pub bounce_penalty: Value,
    pub cancellation_fee: Value,
    pub max_cheque_amount: Option<Value>,
    pub daily_withdrawal_limit: Option<Value>,
    pub holidays: Vec<Holiday>,
}

impl SetChequeSettingsCommand {
    fn per_currency(&self) -> bool {
        self.uncleared_gl_account_id.is_some()
            || self.clearing_gl_account_id.is_some()
            || self.fee_income_gl_account_id.is_some()
            || self.bounce_penalty.is_some()
            || self.cancellation_fee.is_some()
            || self.max_cheque_amount.is_some()
            || self.daily_withdrawal_limit.is_some()
    }
}

impl Command for SetChequeSettingsCommand {
    const NAME: &'static str = "SetChequeSettingsCommand";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CONFIGURE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Cheque settings saved.";
    type Output = ChequeSettings;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        match self.currency_code.as_deref() {
            Some(code) => {
                if let Err(e) = money::check_currency(code) {
                    c.add("currencyCode", e);
                }
            }
            None if self.per_currency() => c.add("currencyCode", "is required with per-currency settings"),
            None => {}
        }
        for (field, value) in [("bouncePenalty", &self.bounce_penalty), ("cancellationFee", &self.cancellation_fee)] {
            if let Some(v) = value {
                fee(field, v, &mut c);
            }
        }
        if self.holidays.len() > MAX_HOLIDAYS_PER_REQUEST || self.remove_holidays.len() > MAX_HOLIDAYS_PER_REQUEST {
            c.add("holidays", format!("at most {MAX_HOLIDAYS_PER_REQUEST} holidays per request"));
        }
        for (i, h) in self.holidays.iter().enumerate() {
            c.required(&format!("holidays[{i}].name"), Some(h.name.as_str()), 100);
        }
        for (i, d) in self.remove_holidays.iter().enumerate() {
            if NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d").is_err() {
                c.add(&format!("removeHolidays[{i}]"), "must be YYYY-MM-DD");
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ChequeSettings> {
        let mut set: Vec<(String, String)> = Vec::new();
        if let Some(currency) = self.currency_code.as_deref() {
            for (field, name, id, kind) in [
                ("unclearedGlAccountId", UNCLEARED, self.uncleared_gl_account_id, AccountType::Asset),
                ("clearingGlAccountId", CLEARING, self.clearing_gl_account_id, AccountType::Asset),
                ("feeIncomeGlAccountId", FEE_INCOME, self.fee_income_gl_account_id, AccountType::Income),
            ] {
                let Some(id) = id else { continue };
                let ok: i64 = cx
                    .tx
                    .scalar(
                        "SELECT COUNT(*) FROM gl_accounts WHERE id = $1 AND currency = $2 AND account_type = $3 AND active = TRUE",
                        args![id, currency, kind as i64],
                    )
                    .await?;
                if ok == 0 {
                    return Err(Error::invalid(field, format!("must be an active {kind:?} GL account in {currency}")));
                }
                set.push((key(name, currency), id.to_string()));
            }
            let mut c = Checks::new();
            for (name, value) in [(BOUNCE_PENALTY, &self.bounce_penalty), (CANCELLATION_FEE, &self.cancellation_fee)] {
                if let Some(minor) = value.as_ref().and_then(|v| fee(name, v, &mut c)) {
                    set.push((key(name, currency), minor.to_string()));
                }
            }
            for (name, value) in
                [(MAX_AMOUNT, self.max_cheque_amount), (DAILY_WITHDRAWAL_LIMIT, self.daily_withdrawal_limit)]
            {
                if let Some(Amount(minor)) = value {
                    set.push((key(name, currency), minor.to_string()));
                }
            }
        }
        for (k, v) in &set {
            cx.tx.put_setting(k, v).await?;
        }
        for h in &self.holidays {
            cx.tx
                .execute(
                    "INSERT INTO cheque_holidays (holiday, name) VALUES ($1, $2) ON CONFLICT (holiday) DO UPDATE SET name = excluded.name",
                    args![h.date, h.name.trim()],
                )
                .await?;
        }
        for d in &self.remove_holidays {
            if let Ok(day) = NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d") {
                cx.tx.execute("DELETE FROM cheque_holidays WHERE holiday = $1", args![day]).await?;
            }
        }
        cx.record(Draft::new(format!(
            "cheque settings: {}; {} holiday(s) added, {} removed",
            set.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", "),
            self.holidays.len(),
            self.remove_holidays.len()
        )));
        settings(&mut cx.tx, self.currency_code).await
    }
}

/// The configuration of `currency` (none: only the holidays) as it now stands.
pub(crate) async fn settings(tx: &mut Tx, currency: Option<String>) -> Result<ChequeSettings> {
    let today = tx.today().await?;
    let holidays: Vec<Holiday> = tx
        .fetch_all(
            "SELECT holiday, name FROM cheque_holidays WHERE holiday >= $1 ORDER BY holiday LIMIT 400",
            args![today],
        )
        .await?;
    let Some(ccy) = currency else {
        return Ok(ChequeSettings {
            currency_code: None,
            uncleared_gl_account_id: None,
            clearing_gl_account_id: None,
            fee_income_gl_account_id: None,
            bounce_penalty: money::to_json_number(0),
            cancellation_fee: money::to_json_number(0),
            max_cheque_amount: None,
            daily_withdrawal_limit: None,
            holidays,
        });
    };
    Ok(ChequeSettings {
        uncleared_gl_account_id: setting(tx, UNCLEARED, &ccy).await?,
        clearing_gl_account_id: setting(tx, CLEARING, &ccy).await?,
        fee_income_gl_account_id: setting(tx, FEE_INCOME, &ccy).await?,
        bounce_penalty: money::to_json_number(bounce_penalty(tx, &ccy).await?),
        cancellation_fee: money::to_json_number(cancellation_fee(tx, &ccy).await?),
        max_cheque_amount: max_amount(tx, &ccy).await?.map(money::to_json_number),
        daily_withdrawal_limit: daily_withdrawal_limit(tx, &ccy).await?.map(money::to_json_number),
        currency_code: Some(ccy),
        holidays,
    })
}

/// `RetrieveChequeSettingsQuery` {currencyCode?}: a currency's cheque
/// configuration (absent: only the coming holidays).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveChequeSettingsQuery {
    pub currency_code: Option<String>,
}

impl Command for RetrieveChequeSettingsQuery {
    const NAME: &'static str = "RetrieveChequeSettingsQuery";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ChequeSettings;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if let Some(Err(e)) = self.currency_code.as_deref().map(money::check_currency) {
            c.add("currencyCode", e);
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ChequeSettings> {
        settings(&mut cx.tx, self.currency_code).await
    }
}
