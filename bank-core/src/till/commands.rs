//! Opening, funding, counting and closing tills. Every cash movement posts a
//! journal between the till's teller-cash GL account and the vault (or, for a
//! count that differs, the suspense account).

use serde::{Deserialize, Serialize};

use super::{CLOSED, Till, TillRow, by_code, by_code_locked, by_id, post_cash, zero_or_amount};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::ledger::AccountType;
use crate::ledger::chart::check_gl;
use crate::money::{self, Amount};
use crate::store::{Tx, now};
use crate::validate::Checks;

const MAX_TILL_CODE_CHARS: usize = 50;

/// What a till command did: the till afterwards and the cash it moved.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TillChange {
    #[serde(flatten)]
    pub till: Till,
    pub teller_username: String,
    pub gl_account_id: i64,
    pub vault_gl_account_id: i64,
    /// The journal that moved the cash; none when nothing moved.
    pub journal_transaction_id: Option<String>,
    /// Cash moved by this command (funding, return to the vault).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount: Option<serde_json::Value>,
    /// A count: the balance expected before it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected_balance: Option<serde_json::Value>,
    /// A count: counted less expected (negative: a shortage).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variance: Option<serde_json::Value>,
    #[serde(skip)]
    pub amount_minor: Option<i64>,
    #[serde(skip)]
    pub variance_minor: Option<i64>,
}

impl TillChange {
    fn of(till: &TillRow, journal: Option<String>) -> TillChange {
        TillChange {
            till: Till::from(till),
            teller_username: till.teller_username.clone(),
            gl_account_id: till.gl_account_id,
            vault_gl_account_id: till.vault_gl_account_id,
            journal_transaction_id: journal,
            amount: None,
            expected_balance: None,
            variance: None,
            amount_minor: None,
            variance_minor: None,
        }
    }

    fn moved(mut self, amount_minor: i64) -> TillChange {
        self.amount = Some(money::to_json_number(amount_minor));
        self.amount_minor = Some(amount_minor);
        self
    }
}

fn record(cx: &mut Cx<'_>, till: &TillRow, description: String) {
    cx.record(Draft::new(description).entity("Till", till.id, &till.till_code, &till.till_code));
}

/// The till `code`, which must be Open.
async fn open_by_code(tx: &mut Tx, code: &str) -> Result<TillRow> {
    let till = by_code_locked(tx, code).await?.ok_or_else(|| Error::not_found("till", code))?;
    if !till.is_open() {
        return Err(Error::Conflict(format!("till {code} is closed")));
    }
    Ok(till)
}

/// `OpenTillCommand`: a new till, or a Closed one reopened for a new shift,
/// assigned to a teller; an `openingBalance` is moved from the vault at once.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpenTillCommand {
    /// Generated as `TILL-<branch key>-<n>` when absent.
    pub till_code: Option<String>,
    pub teller_username: Option<String>,
    pub branch_id: Option<i64>,
    pub currency_code: Option<String>,
    /// The teller-cash asset GL account, in the till's currency.
    pub gl_account_id: Option<i64>,
    /// The vault cash asset GL account, in the till's currency.
    pub vault_gl_account_id: Option<i64>,
    pub opening_balance: Option<Amount>,
}

/// The teller (active) and the branch (active) a till is opened for: the
/// teller's id and the branch's key.
async fn teller_and_branch(tx: &mut Tx, username: &str, branch_id: i64) -> Result<(i64, String)> {
    let teller: Option<(i64, bool)> =
        tx.fetch_optional("SELECT id, active FROM users WHERE username = $1", args![username]).await?;
    let teller_id = match teller {
        None => return Err(Error::invalid("tellerUsername", format!("no staff user '{username}'"))),
        Some((_, false)) => return Err(Error::invalid("tellerUsername", format!("user '{username}' is disabled"))),
        Some((id, true)) => id,
    };
    let branch: Option<(String, i64)> =
        tx.fetch_optional("SELECT code, object_state FROM branches WHERE id = $1", args![branch_id]).await?;
    match branch {
        Some((key, 0)) => Ok((teller_id, key)),
        Some((key, _)) => Err(Error::invalid("branchId", format!("branch {key} is not active"))),
        None => Err(Error::invalid("branchId", format!("no branch with id {branch_id}"))),
    }
}

/// The till `code` names, locked, when it exists: it must be closed and of
/// the same branch and currency to be opened again.
async fn closed_till(tx: &mut Tx, code: &str, branch_id: i64, currency: &str) -> Result<Option<TillRow>> {
    let Some(till) = by_code_locked(tx, code).await? else { return Ok(None) };
    if till.is_open() {
        return Err(Error::Conflict(format!(
            "till {} is already open (teller {})",
            till.till_code, till.teller_username
        )));
    }
    if till.branch_id != branch_id || till.currency != currency {
        return Err(Error::invalid(
            "tillCode",
            format!("till {} belongs to branch {} in {}", till.till_code, till.branch_id, till.currency),
        ));
    }
    Ok(Some(till))
}

impl Command for OpenTillCommand {
    const NAME: &'static str = "OpenTillCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Till opened successfully.";
    type Output = TillChange;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.till_code.is_some() {
            c.code("tillCode", self.till_code.as_deref(), MAX_TILL_CODE_CHARS);
        }
        c.code("tellerUsername", self.teller_username.as_deref(), 100);
        if self.branch_id.is_none() {
            c.add("branchId", "is required");
        }
        match self.currency_code.as_deref() {
            None => c.add("currencyCode", "is required"),
            Some(code) => {
                if let Err(e) = money::check_currency(code) {
                    c.add("currencyCode", e);
                }
            }
        }
        if self.gl_account_id.is_none() {
            c.add("glAccountId", "is required");
        }
        match self.vault_gl_account_id {
            None => c.add("vaultGlAccountId", "is required"),
            Some(vault) if Some(vault) == self.gl_account_id => {
                c.add("vaultGlAccountId", "must differ from glAccountId")
            }
            Some(_) => {}
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TillChange> {
        let username = self.teller_username.unwrap_or_default();
        let currency = self.currency_code.unwrap_or_default();
        let branch_id = self.branch_id.unwrap_or_default();
        let (gl, vault) = (self.gl_account_id.unwrap_or_default(), self.vault_gl_account_id.unwrap_or_default());

        let (teller_id, branch_key) = teller_and_branch(&mut cx.tx, &username, branch_id).await?;
        check_gl(&mut cx.tx, "glAccountId", gl, AccountType::Asset, &currency, branch_id).await?;
        check_gl(&mut cx.tx, "vaultGlAccountId", vault, AccountType::Asset, &currency, branch_id).await?;
        if let Some(code) = crate::vault::code_of_gl(&mut cx.tx, gl).await? {
            return Err(Error::invalid("glAccountId", format!("GL account {gl} is the cash account of vault {code}")));
        }
        if self.opening_balance.is_some_and(|Amount(a)| a > 0) {
            crate::vault::refuse_uncounted_move(&mut cx.tx, vault, "an opening float").await?;
        }

        let existing = match self.till_code.as_deref() {
            Some(code) => closed_till(&mut cx.tx, code, branch_id, &currency).await?,
            None => None,
        };
        let other: Option<String> = cx
            .tx
            .scalar_optional(
                "SELECT till_code FROM tills WHERE teller_id = $1 AND currency = $2 AND status = 'Open' ORDER BY id LIMIT 1",
                args![teller_id, &currency],
            )
            .await?;
        if let Some(other) = other {
            return Err(Error::Conflict(format!("{username} already has till {other} open in {currency}")));
        }

        let float = self.opening_balance.map_or(0, |Amount(a)| a);
        let t = now();
        let id = match existing {
            Some(till) => {
                // Cash left in a closed till (a late reversal) stays part of the new shift.
                let opening = till.current_balance_minor + float;
                cx.tx
                    .execute(
                        "UPDATE tills SET teller_id = $1, gl_account_id = $2, vault_gl_account_id = $3, status = 'Open',
                             opening_balance_minor = $4, current_balance_minor = $4, shift_start_time = $5,
                             transaction_count = 0, last_transaction_time = NULL, updated_at = $5
                         WHERE id = $6 AND status = 'Closed'",
                        args![teller_id, gl, vault, opening, t, till.id],
                    )
                    .await?;
                till.id
            }
            None => {
                let code = match self.till_code {
                    Some(code) => code,
                    None => next_code(&mut cx.tx, branch_id, &branch_key).await?,
                };
                cx.tx
                    .scalar(
                        "INSERT INTO tills (till_code, branch_id, teller_id, currency, gl_account_id, vault_gl_account_id,
                             status, opening_balance_minor, current_balance_minor, shift_start_time, transaction_count,
                             created_at, updated_at)
                         VALUES ($1, $2, $3, $4, $5, $6, 'Open', $7, $7, $8, 0, $8, $8) RETURNING id",
                        args![&code, branch_id, teller_id, &currency, gl, vault, float, t],
                    )
                    .await?
            }
        };
        let till = by_id(&mut cx.tx, id).await?;
        let journal = if float > 0 {
            let notes = format!("Opening float of till {}", till.till_code);
            Some(post_cash(cx, &till, gl, vault, float, notes).await?.transaction_id)
        } else {
            None
        };
        let description = format!(
            "opened till {} for {username} in {currency} with a float of {}",
            till.till_code,
            money::format(float)
        );
        record(cx, &till, description);
        Ok(TillChange::of(&till, journal).moved(float))
    }
}

/// `TILL-<branch key>-<n>`, the first unused n from the branch's till count.
async fn next_code(tx: &mut Tx, branch_id: i64, branch_key: &str) -> Result<String> {
    let count: i64 = tx.scalar("SELECT COUNT(*) FROM tills WHERE branch_id = $1", args![branch_id]).await?;
    let mut n = count + 1;
    loop {
        let code = format!("TILL-{branch_key}-{n}");
        if by_code(tx, &code).await?.is_none() {
            return Ok(code);
        }
        n += 1;
    }
}

/// `FundTillCommand`: cash from the vault into an open till (`IN`) or back (`OUT`).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FundTillCommand {
    pub till_code: String,
    pub amount: Amount,
    /// `IN` (vault to till) or `OUT` (till to vault).
    pub direction: String,
    /// Why the cash moved: the journal's notes (default: the route).
    pub narration: Option<String>,
}

impl Command for FundTillCommand {
    const NAME: &'static str = "FundTillCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Till funded successfully.";
    type Output = TillChange;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if !matches!(self.direction.as_str(), "IN" | "OUT") {
            c.add("direction", "must be IN (vault to till) or OUT (till to vault)");
        }
        c.text("narration", self.narration.as_deref(), 200);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TillChange> {
        let till = open_by_code(&mut cx.tx, &self.till_code).await?;
        crate::vault::refuse_uncounted_move(&mut cx.tx, till.vault_gl_account_id, "funding a till").await?;
        let Amount(amount) = self.amount;
        let (to, from, delta, notes) = if self.direction == "IN" {
            (till.gl_account_id, till.vault_gl_account_id, amount, format!("Vault to till {}", till.till_code))
        } else {
            if amount > till.current_balance_minor {
                return Err(Error::InsufficientFunds {
                    account: format!("till {}", till.till_code),
                    available_minor: till.current_balance_minor,
                    required_minor: amount,
                });
            }
            (till.vault_gl_account_id, till.gl_account_id, -amount, format!("Till {} to vault", till.till_code))
        };
        let notes = match self.narration.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
            Some(narration) => format!("{notes}: {narration}"),
            None => notes,
        };
        let posted = post_cash(cx, &till, to, from, amount, notes).await?;
        cx.tx
            .execute(
                "UPDATE tills SET current_balance_minor = current_balance_minor + $1, updated_at = $2 WHERE id = $3",
                args![delta, now(), till.id],
            )
            .await?;
        let till = by_id(&mut cx.tx, till.id).await?;
        let description =
            format!("moved {} {} till {}", money::format(amount), self.direction.to_lowercase(), till.till_code);
        record(cx, &till, description);
        Ok(TillChange::of(&till, Some(posted.transaction_id)).moved(amount))
    }
}

/// `BalanceTillCommand`: the teller's cash count. A difference from the
/// expected balance is posted against the suspense account, and the count
/// becomes the till's balance.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BalanceTillCommand {
    pub till_code: String,
    /// May be zero.
    #[serde(deserialize_with = "zero_or_amount")]
    pub counted_amount: Amount,
    /// The liability GL account that takes a difference; required when there is one.
    pub suspense_gl_account_id: Option<i64>,
}

impl Command for BalanceTillCommand {
    const NAME: &'static str = "BalanceTillCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Till balanced successfully.";
    type Output = TillChange;

    async fn run(self, cx: &mut Cx<'_>) -> Result<TillChange> {
        let till = open_by_code(&mut cx.tx, &self.till_code).await?;
        let Amount(counted) = self.counted_amount;
        let expected = till.current_balance_minor;
        let variance = counted - expected;
        let journal = if variance == 0 {
            None
        } else {
            let Some(suspense) = self.suspense_gl_account_id else {
                return Err(Error::invalid(
                    "suspenseGlAccountId",
                    format!(
                        "is required: the count differs from the expected {} by {}",
                        money::format(expected),
                        money::format(variance)
                    ),
                ));
            };
            check_gl(
                &mut cx.tx,
                "suspenseGlAccountId",
                suspense,
                AccountType::Liability,
                &till.currency,
                till.branch_id,
            )
            .await?;
            let (to, from, what) = if variance > 0 {
                (till.gl_account_id, suspense, "overage")
            } else {
                (suspense, till.gl_account_id, "shortage")
            };
            let notes = format!("Cash count {what} of till {}", till.till_code);
            Some(post_cash(cx, &till, to, from, variance.abs(), notes).await?.transaction_id)
        };
        cx.tx
            .execute(
                "UPDATE tills SET current_balance_minor = $1, updated_at = $2 WHERE id = $3",
                args![counted, now(), till.id],
            )
            .await?;
        let till = by_id(&mut cx.tx, till.id).await?;
        let description = format!(
            "counted {} in till {} (expected {}, variance {})",
            money::format(counted),
            till.till_code,
            money::format(expected),
            money::format(variance)
        );
        record(cx, &till, description);
        let mut change = TillChange::of(&till, journal);
        change.expected_balance = Some(money::to_json_number(expected));
        change.variance = Some(money::to_json_number(variance));
        change.variance_minor = Some(variance);
        Ok(change)
    }
}

/// `CloseTillCommand`: the till's cash goes back to the vault and the shift ends.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CloseTillCommand {
    pub till_code: String,
}

impl Command for CloseTillCommand {
    const NAME: &'static str = "CloseTillCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Till closed successfully.";
    type Output = TillChange;

    async fn run(self, cx: &mut Cx<'_>) -> Result<TillChange> {
        let till = open_by_code(&mut cx.tx, &self.till_code).await?;
        let cash = till.current_balance_minor;
        if cash > 0 {
            let what = format!("closing till {} with cash in it", till.till_code);
            crate::vault::refuse_uncounted_move(&mut cx.tx, till.vault_gl_account_id, &what).await?;
        }
        let journal = if cash > 0 {
            let notes = format!("Till {} closed: cash to vault", till.till_code);
            Some(post_cash(cx, &till, till.vault_gl_account_id, till.gl_account_id, cash, notes).await?.transaction_id)
        } else {
            None
        };
        cx.tx
            .execute(
                "UPDATE tills SET status = $1, current_balance_minor = 0, updated_at = $2 WHERE id = $3",
                args![CLOSED, now(), till.id],
            )
            .await?;
        let till = by_id(&mut cx.tx, till.id).await?;
        record(cx, &till, format!("closed till {}; {} returned to the vault", till.till_code, money::format(cash)));
        Ok(TillChange::of(&till, journal).moved(cash))
    }
}
