//! `OpenTellerTillCommand` (over `OpenTillCommand`) and
//! `CloseTellerTillCommand` (over `BalanceTillCommand` then `CloseTillCommand`).

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::{Ref, branch, check_vault, existing, open, teller};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::money::{self, Amount};
use crate::store::{Sql, Tx, now};
use crate::till::{BalanceTillCommand, CloseTillCommand, OpenTillCommand, TillChange, zero_or_amount};
use crate::validate::Checks;
use crate::vault::{MAX_DENOMINATIONS, MAX_PIECES};

/// How far ahead of this server's clock a `shiftStartTime` may be (clock skew).
const SHIFT_START_SKEW_MINUTES: i64 = 5;

/// `OpenTellerTillCommand` {tellerId, branchId, currencyCode, openingBalance,
/// vaultId?, shiftStartTime?}. The page names no GL accounts: they come from
/// `vaultId` (the vault's cash account funds the till) and from the teller's
/// earlier till in that branch and currency (reopened for the new shift), or
/// else the branch's latest till in that currency; ours may name them.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpenTellerTillCommand {
    /// The teller's username or user id.
    pub teller_id: Option<Ref>,
    /// The branch's key or id.
    pub branch_id: Option<Ref>,
    pub currency_code: Option<String>,
    pub opening_balance: Option<Amount>,
    pub vault_id: Option<String>,
    /// Defaults to now; not in the future.
    pub shift_start_time: Option<DateTime<Utc>>,
    /// Ours: the till's code (a Closed till is reopened).
    pub till_id: Option<String>,
    pub gl_account_id: Option<i64>,
    pub vault_gl_account_id: Option<i64>,
}

/// The `data` of an opened till: ours, with the teller as the page names it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TillOpened {
    #[serde(flatten)]
    pub change: TillChange,
    /// The teller's username.
    pub teller_id: String,
    pub teller_user_id: i64,
    pub teller_name: String,
}

/// GL accounts of an earlier till: (code, teller cash, vault cash).
type Earlier = (String, i64, i64);

impl Command for OpenTellerTillCommand {
    const NAME: &'static str = "OpenTellerTillCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = OpenTillCommand::ACCESS;
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Teller till opened successfully";
    type Output = TillOpened;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        for (field, given) in [("tellerId", &self.teller_id), ("branchId", &self.branch_id)] {
            match given {
                None => c.add(field, "is required"),
                Some(Ref::Code(code)) => c.code(field, Some(code.trim()), 100),
                Some(Ref::Id(_)) => {}
            }
        }
        match self.currency_code.as_deref() {
            None => c.add("currencyCode", "is required"),
            Some(code) => {
                if let Err(e) = money::check_currency(code) {
                    c.add("currencyCode", e);
                }
            }
        }
        if self.opening_balance.is_none() {
            c.add("openingBalance", "is required");
        }
        c.text("vaultId", self.vault_id.as_deref(), 50);
        if self.till_id.is_some() {
            c.code("tillId", self.till_id.as_deref(), 50);
        }
        if self.shift_start_time.is_some_and(|t| t > now() + chrono::Duration::minutes(SHIFT_START_SKEW_MINUTES)) {
            c.add("shiftStartTime", "must not be in the future");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TillOpened> {
        let (teller_id, username, name) =
            teller(&mut cx.tx, "tellerId", self.teller_id.as_ref().ok_or_else(missing)?).await?;
        let branch_id = branch(&mut cx.tx, "branchId", self.branch_id.as_ref().ok_or_else(missing)?).await?;
        let currency = self.currency_code.clone().unwrap_or_default();
        // The teller's row, locked, makes the one-open-till check and the
        // opening one step (the unique index covers one currency only).
        let lock = Sql::assembled(format!("SELECT id FROM users WHERE id = $1{}", cx.tx.for_update()));
        let _: Option<i64> = cx.tx.scalar_optional(lock, args![teller_id]).await?;
        let open_one: Option<String> = cx
            .tx
            .scalar_optional(
                "SELECT till_code FROM tills WHERE teller_id = $1 AND status = 'Open' ORDER BY id LIMIT 1",
                args![teller_id],
            )
            .await?;
        if let Some(code) = open_one {
            return Err(Error::Conflict(format!("Teller already has an open till ({code})")));
        }
        let own = earlier(&mut cx.tx, Some(teller_id), branch_id, &currency).await?;
        let template = match &own {
            Some(own) => Some(own.clone()),
            None => earlier(&mut cx.tx, None, branch_id, &currency).await?,
        };
        let vault_gl = match (self.vault_gl_account_id, self.vault_id.as_deref().map(str::trim)) {
            (Some(gl), _) => Some(gl),
            (None, Some(code)) if !code.is_empty() => Some(
                crate::vault::by_code(&mut cx.tx, code)
                    .await?
                    .ok_or_else(|| Error::invalid("vaultId", format!("no vault '{code}'")))?
                    .gl_account_id,
            ),
            _ => template.as_ref().map(|t| t.2),
        };
        let gl = self.gl_account_id.or(template.as_ref().map(|t| t.1));
        let (Some(gl), Some(vault_gl)) = (gl, vault_gl) else {
            return Err(Error::invalid(
                "glAccountId",
                format!(
                    "is required: branch {branch_id} has no till in {currency} to take the cash accounts from (give glAccountId and vaultId or vaultGlAccountId)"
                ),
            ));
        };
        let request = OpenTillCommand {
            till_code: self.till_id.or(own.map(|o| o.0)),
            teller_username: Some(username.clone()),
            branch_id: Some(branch_id),
            currency_code: Some(currency),
            gl_account_id: Some(gl),
            vault_gl_account_id: Some(vault_gl),
            opening_balance: self.opening_balance,
        };
        request.validate()?;
        let mut change = request.run(cx).await?;
        if let Some(start) = self.shift_start_time {
            let till = existing(&mut cx.tx, &change.till.till_id).await?;
            cx.tx
                .execute(
                    "UPDATE tills SET shift_start_time = $1 WHERE id = $2 AND status = 'Open'",
                    args![start, till.id],
                )
                .await?;
            change.till.shift_start_time = Some(start);
        }
        Ok(TillOpened { change, teller_id: username, teller_user_id: teller_id, teller_name: name })
    }
}

fn missing() -> Error {
    Error::Internal("a validated field is missing".into())
}

/// The latest till in `branch_id` and `currency`, of `teller` when given.
async fn earlier(tx: &mut Tx, teller: Option<i64>, branch_id: i64, currency: &str) -> Result<Option<Earlier>> {
    match teller {
        Some(teller) => {
            tx.fetch_optional(
                "SELECT till_code, gl_account_id, vault_gl_account_id FROM tills
                 WHERE teller_id = $1 AND branch_id = $2 AND currency = $3 ORDER BY id DESC LIMIT 1",
                args![teller, branch_id, currency],
            )
            .await
        }
        None => {
            tx.fetch_optional(
                "SELECT till_code, gl_account_id, vault_gl_account_id FROM tills
                 WHERE branch_id = $1 AND currency = $2 ORDER BY id DESC LIMIT 1",
                args![branch_id, currency],
            )
            .await
        }
    }
}

/// `CloseTellerTillCommand` {tillId, closingBalance, vaultId?,
/// denominationDetails?, notes?}: the count (`closingBalance`; a variance goes
/// to `suspenseGlAccountId`, ours), then the cash back to the vault.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CloseTellerTillCommand {
    pub till_id: Option<String>,
    /// The physical count; may be zero.
    #[serde(default, deserialize_with = "optional_count")]
    pub closing_balance: Option<Amount>,
    /// When given, the vault that funds the till (it receives the cash).
    pub vault_id: Option<String>,
    /// Pieces by denomination (in major units, e.g. {"1000": 200}): kept in
    /// the activity record and answered.
    pub denomination_details: Option<BTreeMap<String, i64>>,
    pub notes: Option<String>,
    /// Ours: the liability GL account that takes a variance.
    pub suspense_gl_account_id: Option<i64>,
}

fn optional_count<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Amount>, D::Error> {
    zero_or_amount(deserializer).map(Some)
}

/// The `data` of a closed till.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TillClosed {
    pub till_id: String,
    pub opening_balance: Value,
    pub closing_balance: Value,
    /// The balance the system expected before the count.
    pub expected_balance: Value,
    pub total_transactions: i64,
    /// Counted less expected (negative: a shortage).
    pub variance: Value,
    pub status: String,
    pub closed_date: DateTime<Utc>,
    /// The cash moved back to the vault.
    pub returned_to_vault: Value,
    /// The journals of the variance (none when there is none) and of the return.
    pub variance_journal_id: Option<String>,
    pub closing_journal_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub denomination_details: Option<BTreeMap<String, i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub denomination_total: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
}

impl CloseTellerTillCommand {
    /// The denominations' total in minor units; refusals go to `c`.
    fn denomination_total(&self, c: &mut Checks) -> Option<i64> {
        let details = self.denomination_details.as_ref()?;
        if details.len() > MAX_DENOMINATIONS {
            c.add("denominationDetails", format!("must name at most {MAX_DENOMINATIONS} denominations"));
            return None;
        }
        let mut total: i64 = 0;
        for (denomination, &count) in details {
            let field = format!("denominationDetails.{denomination}");
            match money::parse_amount(denomination) {
                Err(_) => c.add(&field, "the key must be a positive denomination, e.g. \"1000\""),
                Ok(_) if !(0..=MAX_PIECES).contains(&count) => {
                    c.add(&field, format!("must be a count from 0 to {MAX_PIECES}"))
                }
                Ok(value) => {
                    total = value.checked_mul(count).and_then(|v| total.checked_add(v)).unwrap_or(i64::MAX);
                }
            }
        }
        Some(total)
    }
}

impl Command for CloseTellerTillCommand {
    const NAME: &'static str = "CloseTellerTillCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Teller till closed successfully";
    type Output = TillClosed;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("tillId", self.till_id.as_deref(), 50);
        if self.closing_balance.is_none() {
            c.add("closingBalance", "is required");
        }
        c.text("vaultId", self.vault_id.as_deref(), 50);
        c.text("notes", self.notes.as_deref(), 500);
        self.denomination_total(&mut c);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TillClosed> {
        let till = open(&mut cx.tx, self.till_id.as_deref().unwrap_or_default().trim()).await?;
        // Bounded: pending transactions expire, and the state index finds them.
        let pending: i64 = cx
            .tx
            .scalar(
                "SELECT COUNT(*) FROM transactions WHERE state = 'PENDING' AND (till_id = $1 OR to_till_id = $1)",
                args![till.id],
            )
            .await?;
        if pending > 0 {
            return Err(Error::Conflict(format!("Till has pending transactions: {pending} awaiting a decision")));
        }
        check_vault(&mut cx.tx, "vaultId", self.vault_id.as_deref(), &till).await?;
        let counted = self.closing_balance.unwrap_or(Amount(0));
        let count = BalanceTillCommand {
            till_code: till.till_code.clone(),
            counted_amount: counted,
            suspense_gl_account_id: self.suspense_gl_account_id,
        };
        let counted_change = count.run(cx).await?;
        let closed = CloseTillCommand { till_code: till.till_code.clone() }.run(cx).await?;
        let mut checks = Checks::new();
        let denomination_total = self.denomination_total(&mut checks);
        let variance = counted_change.variance_minor.unwrap_or(0);
        let mut description = format!(
            "closed till {}: counted {}, expected {}, variance {}, {} returned to the vault",
            till.till_code,
            money::format(counted.0),
            money::format(till.current_balance_minor),
            money::format(variance),
            money::format(closed.amount_minor.unwrap_or(0))
        );
        if let Some(details) = &self.denomination_details {
            let pieces: Vec<String> = details.iter().map(|(d, n)| format!("{d}x{n}")).collect();
            description.push_str(&format!("; denominations {}", pieces.join(", ")));
        }
        if let Some(notes) = self.notes.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
            description.push_str(&format!("; notes: {notes}"));
        }
        cx.record(Draft::new(description).entity("Till", till.id, &till.till_code, &till.till_code));
        Ok(TillClosed {
            till_id: till.till_code,
            opening_balance: money::to_json_number(till.opening_balance_minor),
            closing_balance: money::to_json_number(counted.0),
            expected_balance: money::to_json_number(till.current_balance_minor),
            total_transactions: till.transaction_count,
            variance: money::to_json_number(variance),
            status: closed.till.status,
            closed_date: now(),
            returned_to_vault: closed.amount.unwrap_or(Value::Null),
            variance_journal_id: counted_change.journal_transaction_id,
            closing_journal_id: closed.journal_transaction_id,
            denomination_details: self.denomination_details,
            denomination_total: denomination_total.map(money::to_json_number),
            notes: self.notes,
        })
    }
}
