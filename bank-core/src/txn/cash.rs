//! `InitiateTillTransfer` and `InitiateVaultTransaction`: universal
//! transactions that move physical cash between two tills, or between a vault
//! and a till. They have no customer account and place no hold (cash is
//! physical): a pending one waits for its approval, and what it moves is
//! checked again when it settles. Settlement posts the journal between the two
//! cash GL accounts and moves the tills' balances and the vault's notes in the
//! same database transaction; a reversal undoes all of it.
//!
//! Who may initiate: the teller of a till involved, or a holder of
//! `tills.manage` (a branch manager acting as vault custodian).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{
    AuditEvent, LARGE_AMOUNT_ABOVE_MINOR, TILL_TRANSFER, TxnRow, TxnState, VAULT_TRANSACTION, audit, config, load,
    report,
};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, Actor, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::engine::{self, Journal, Known, Line};
use crate::ledger::{JournalKind, Side};
use crate::money::{self, Amount};
use crate::store::{Sql, Tx, now};
use crate::till::{self, TillRow};
use crate::validate::Checks;
use crate::vault::{self, Denomination, VaultRow};

mod impact;
use impact::impact;
pub(super) use impact::{Snapshot, describe, impact_since, snapshot_if_cash};

pub const TO_TILL: &str = "TO_TILL";
pub const FROM_TILL: &str = "FROM_TILL";

/// True for the types that move cash without a customer account.
pub(crate) fn is_cash(transaction_type: &str) -> bool {
    matches!(transaction_type, TILL_TRANSFER | VAULT_TRANSACTION)
}

/// What a cash movement answers: the transaction, its amount and what it did
/// to the tills and the vault (`balanceImpact`, see the README).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CashInitiated {
    pub transaction_id: String,
    pub transaction_type: String,
    pub status: TxnState,
    pub approvals_required: i64,
    pub amount: Value,
    pub balance_impact: Value,
    #[serde(skip)]
    pub amount_minor: i64,
}

/// `InitiateTillTransfer` {fromTillId, toTillId, amount, narration,
/// requireApproval, idempotencyKey}: cash from one Open till to another in the
/// same currency. Settlement debits the destination till's GL account and
/// credits the source's; the source till's balance goes down, the
/// destination's up.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiateTillTransfer {
    pub from_till_id: Option<String>,
    pub to_till_id: Option<String>,
    pub amount: Option<Amount>,
    pub narration: Option<String>,
    pub require_approval: Option<bool>,
    pub idempotency_key: Option<String>,
}

impl Command for InitiateTillTransfer {
    const NAME: &'static str = "InitiateTillTransfer";
    const AREA: Area = Area::Transaction;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CREATE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Till transfer initiated successfully.";
    type Output = CashInitiated;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("fromTillId", self.from_till_id.as_deref(), 50);
        c.required("toTillId", self.to_till_id.as_deref(), 50);
        if self.from_till_id.is_some() && self.from_till_id == self.to_till_id {
            c.add("toTillId", "must differ from fromTillId");
        }
        if self.amount.is_none() {
            c.add("amount", "is required");
        }
        common_checks(&mut c, self.narration.as_deref(), self.idempotency_key.as_deref());
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<CashInitiated> {
        if let Some(done) = replay(cx, self.idempotency_key.as_deref(), TILL_TRANSFER).await? {
            return Ok(done);
        }
        let from = till_named(&mut cx.tx, "fromTillId", self.from_till_id.as_deref().unwrap_or_default()).await?;
        let to = till_named(&mut cx.tx, "toTillId", self.to_till_id.as_deref().unwrap_or_default()).await?;
        require_party(cx.actor, &[&from, &to])?;
        if from.currency != to.currency {
            return Err(Error::invalid(
                "toTillId",
                format!("till {} holds {}, till {} {}", to.till_code, to.currency, from.till_code, from.currency),
            ));
        }
        let amount = self.amount.map_or(0, |a| a.0);
        require_till_cash(&from, amount)?;
        let plan = Plan {
            transaction_type: TILL_TRANSFER,
            till: from,
            to_till: Some(to),
            vault: None,
            direction: None,
            pieces: Vec::new(),
            amount_minor: amount,
            narration: self.narration,
            require_approval: self.require_approval.unwrap_or(false),
            idempotency_key: self.idempotency_key,
        };
        initiate(cx, plan).await
    }
}

/// `InitiateVaultTransaction` {vaultCode, tillId, direction TO_TILL|FROM_TILL,
/// denominations[{denomination, count}], requireApproval, narration,
/// idempotencyKey}: notes from a vault to a till of its branch, or back. The
/// amount is the notes' value. Settlement moves the vault's notes and the
/// till's balance and posts the journal between the vault's GL account and the
/// till's; a vault that lacks the notes refuses (INSUFFICIENT_VAULT_INVENTORY).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiateVaultTransaction {
    pub vault_code: Option<String>,
    pub till_id: Option<String>,
    pub direction: Option<String>,
    pub denominations: Option<Vec<Denomination>>,
    pub narration: Option<String>,
    pub require_approval: Option<bool>,
    pub idempotency_key: Option<String>,
}

impl Command for InitiateVaultTransaction {
    const NAME: &'static str = "InitiateVaultTransaction";
    const AREA: Area = Area::Transaction;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CREATE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Vault transaction initiated successfully.";
    type Output = CashInitiated;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("vaultCode", self.vault_code.as_deref(), 50);
        c.required("tillId", self.till_id.as_deref(), 50);
        match self.direction.as_deref() {
            None => c.add("direction", "is required"),
            Some(TO_TILL | FROM_TILL) => {}
            Some(_) => c.add("direction", "must be TO_TILL (vault to till) or FROM_TILL (till to vault)"),
        }
        vault::check_denominations(&mut c, "denominations", self.denominations.as_deref(), false);
        common_checks(&mut c, self.narration.as_deref(), self.idempotency_key.as_deref());
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<CashInitiated> {
        if let Some(done) = replay(cx, self.idempotency_key.as_deref(), VAULT_TRANSACTION).await? {
            return Ok(done);
        }
        let code = self.vault_code.as_deref().unwrap_or_default();
        let vault = vault::by_code(&mut cx.tx, code)
            .await?
            .ok_or_else(|| Error::invalid("vaultCode", format!("no vault '{code}'")))?;
        let till = till_named(&mut cx.tx, "tillId", self.till_id.as_deref().unwrap_or_default()).await?;
        require_party(cx.actor, &[&till])?;
        if till.currency != vault.currency || till.branch_id != vault.branch_id {
            return Err(Error::invalid(
                "tillId",
                format!(
                    "till {} ({}, branch {}) is not served by vault {} ({}, branch {})",
                    till.till_code, till.currency, till.branch_id, vault.vault_code, vault.currency, vault.branch_id
                ),
            ));
        }
        vault::require_reconciled(&mut cx.tx, &vault).await?;
        let pieces = vault::pairs(self.denominations.as_deref().unwrap_or_default());
        let amount = vault::total(&pieces).unwrap_or(i64::MAX);
        let direction = if self.direction.as_deref() == Some(TO_TILL) { TO_TILL } else { FROM_TILL };
        if direction == TO_TILL {
            vault::require_notes(&mut cx.tx, &vault, &pieces).await?;
        } else {
            require_till_cash(&till, amount)?;
        }
        let plan = Plan {
            transaction_type: VAULT_TRANSACTION,
            till,
            to_till: None,
            vault: Some(vault),
            direction: Some(direction),
            pieces,
            amount_minor: amount,
            narration: self.narration,
            require_approval: self.require_approval.unwrap_or(false),
            idempotency_key: self.idempotency_key,
        };
        initiate(cx, plan).await
    }
}

fn common_checks(c: &mut Checks, narration: Option<&str>, idempotency_key: Option<&str>) {
    c.text("narration", narration, 200);
    if idempotency_key.is_some() {
        c.code("idempotencyKey", idempotency_key, 100);
    }
}

/// The Open till `code`, named by `field` when it is unknown or closed.
async fn till_named(tx: &mut Tx, field: &str, code: &str) -> Result<TillRow> {
    match till::by_code(tx, code).await? {
        None => Err(Error::invalid(field, format!("no till '{code}'"))),
        Some(t) if !t.is_open() => Err(Error::invalid(field, format!("till {code} is closed"))),
        Some(t) => Ok(t),
    }
}

/// The caller is the teller of one of `tills`, or manages tills and vaults.
fn require_party(actor: &Actor, tills: &[&TillRow]) -> Result<()> {
    if actor.can(perm::TILLS_MANAGE) || tills.iter().any(|t| t.teller_id == actor.user_id) {
        return Ok(());
    }
    let codes: Vec<&str> = tills.iter().map(|t| t.till_code.as_str()).collect();
    Err(Error::rule(
        "INSUFFICIENT_PERMISSIONS",
        RuleKind::Forbidden,
        format!("only the teller of till {} or a holder of tills.manage may move this cash", codes.join(" or ")),
    ))
}

/// INSUFFICIENT_BALANCE when the till holds less than `amount_minor`.
fn require_till_cash(till: &TillRow, amount_minor: i64) -> Result<()> {
    if till.current_balance_minor >= amount_minor {
        return Ok(());
    }
    Err(super::initiate::insufficient(Error::InsufficientFunds {
        account: format!("till {}", till.till_code),
        available_minor: till.current_balance_minor,
        required_minor: amount_minor,
    }))
}

/// A retried request (same maker and idempotency key) answers what the first
/// one created; a key already used for another type is refused.
async fn replay(cx: &mut Cx<'_>, key: Option<&str>, transaction_type: &str) -> Result<Option<CashInitiated>> {
    let Some(key) = key else { return Ok(None) };
    let existing: Option<String> = cx
        .tx
        .scalar_optional(
            "SELECT transaction_id FROM transactions WHERE maker_id = $1 AND idempotency_key = $2",
            args![cx.actor.user_id, key],
        )
        .await?;
    let Some(id) = existing else { return Ok(None) };
    let txn = load(&mut cx.tx, &id).await?;
    if txn.transaction_type != transaction_type {
        return Err(Error::rule(
            "DUPLICATE_REQUEST",
            RuleKind::Conflict,
            format!("idempotency key '{key}' was used for {} {}", txn.transaction_type, txn.transaction_id),
        ));
    }
    let impact: Option<Option<String>> = cx
        .tx
        .scalar_optional(
            "SELECT balance_impact FROM transaction_audit WHERE transaction_id = $1 AND action = 'INITIATE' ORDER BY id LIMIT 1",
            args![&txn.transaction_id],
        )
        .await?;
    let impact = impact.flatten().and_then(|text| serde_json::from_str(&text).ok()).unwrap_or(Value::Null);
    Ok(Some(CashInitiated {
        transaction_id: txn.transaction_id,
        transaction_type: txn.transaction_type,
        status: txn.state,
        approvals_required: txn.required_approvals,
        amount: money::to_json_number(txn.amount_minor),
        balance_impact: impact,
        amount_minor: txn.amount_minor,
    }))
}

struct Plan {
    transaction_type: &'static str,
    /// A transfer's source till; a vault transaction's till.
    till: TillRow,
    to_till: Option<TillRow>,
    vault: Option<VaultRow>,
    direction: Option<&'static str>,
    pieces: Vec<(i64, i64)>,
    amount_minor: i64,
    narration: Option<String>,
    require_approval: bool,
    idempotency_key: Option<String>,
}

async fn initiate(cx: &mut Cx<'_>, plan: Plan) -> Result<CashInitiated> {
    let (require, approvals, expiry_hours) = approval(cx, &plan).await?;
    let t = now();
    let expires_at = require.then(|| t + chrono::Duration::hours(expiry_hours));
    let status = if require { TxnState::Pending } else { TxnState::Settled };
    let transaction_id = crate::store::new_key().to_string();
    let denominations = plan.vault.as_ref().map(|_| vault::to_stored(&plan.pieces));
    let id: i64 = cx
        .tx
        .scalar(
            "INSERT INTO transactions (transaction_id, transaction_type, state, till_id, to_till_id, vault_id, direction,
                 denominations, amount_minor, currency, narration, channel, maker_id, maker_name, idempotency_key,
                 required_approvals, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'BRANCH', $12, $13, $14, $15, $16, $17) RETURNING id",
            args![
                &transaction_id,
                plan.transaction_type,
                status,
                plan.till.id,
                plan.to_till.as_ref().map(|t| t.id),
                plan.vault.as_ref().map(|v| v.id),
                plan.direction,
                denominations,
                plan.amount_minor,
                &plan.till.currency,
                plan.narration.clone(),
                cx.actor.user_id,
                &cx.actor.username,
                plan.idempotency_key.clone(),
                approvals,
                t,
                expires_at,
            ],
        )
        .await?;
    let txn = load(&mut cx.tx, &transaction_id).await?;
    debug_assert_eq!(txn.id, id);
    let before =
        snapshot_if_cash(&mut cx.tx, &txn).await?.ok_or_else(|| Error::Internal("not a cash movement".into()))?;
    if !require {
        super::settle(cx, &txn, None, Known::default(), None).await.map_err(super::initiate::insufficient)?;
    }
    let after = Snapshot::take(&mut cx.tx, &txn).await?;
    let impact = Value::Object(impact(&txn, &before, &after));
    let event = AuditEvent {
        event_type: "TransactionInitiated",
        action: "INITIATE",
        previous_state: None,
        new_state: status,
        notes: plan.narration.as_deref(),
        balance_impact: &impact,
    };
    audit(&mut cx.tx, cx.actor, cx.origin, &txn, event);
    if require {
        super::tell(cx, super::TxnEvent::ApprovalRequired { txn: txn.clone() });
    }
    report_and_record(cx, &plan, &txn).await?;
    Ok(CashInitiated {
        transaction_id,
        transaction_type: plan.transaction_type.to_owned(),
        status,
        approvals_required: approvals,
        amount: money::to_json_number(plan.amount_minor),
        balance_impact: impact,
        amount_minor: plan.amount_minor,
    })
}

/// Whether the movement waits for approval, the approvals it needs, and the
/// hours a pending one waits.
async fn approval(cx: &mut Cx<'_>, plan: &Plan) -> Result<(bool, i64, i64)> {
    let movement = super::policy::Movement {
        transaction_type: plan.transaction_type,
        channel: "BRANCH",
        tier: None,
        amount_minor: plan.amount_minor,
        requested: Some(plan.require_approval),
    };
    let decision = super::policy::decide(&mut cx.tx, cx.actor, &movement).await?;
    let expiry_hours = config::pending_expiry_hours(&mut cx.tx).await?;
    Ok((decision.required(), decision.approvals(plan.amount_minor), expiry_hours))
}

/// A large amount's compliance report and the activity record of the new `txn`.
async fn report_and_record(cx: &mut Cx<'_>, plan: &Plan, txn: &TxnRow) -> Result<()> {
    let route = match (&plan.to_till, &plan.vault, plan.direction) {
        (Some(to), _, _) => format!("from till {} to till {}", plan.till.till_code, to.till_code),
        (None, Some(v), Some(TO_TILL)) => format!("from vault {} to till {}", v.vault_code, plan.till.till_code),
        (None, Some(v), _) => format!("from till {} to vault {}", plan.till.till_code, v.vault_code),
        (None, None, _) => format!("from till {}", plan.till.till_code),
    };
    let amount = money::format(plan.amount_minor);
    if plan.amount_minor > LARGE_AMOUNT_ABOVE_MINOR {
        let detail = format!("{} of {amount} {} {route}", plan.transaction_type, plan.till.currency);
        report(&mut cx.tx, "LARGE_AMOUNT", Some(&txn.transaction_id), &cx.actor.username, detail).await?;
    }
    let kind = plan.transaction_type.to_lowercase().replace('_', " ");
    let description =
        format!("{} {kind} of {amount} {} {route}", txn.state.as_str().to_lowercase(), plan.till.currency);
    cx.record(Draft::new(description).entity("Transaction", txn.id, &txn.transaction_id, &txn.transaction_id));
    Ok(())
}

/// The tills (a transfer's source first) and the vault of a cash movement.
struct Parties {
    till: i64,
    to_till: Option<i64>,
    vault: Option<i64>,
    to_vault: bool,
}

fn parties(txn: &TxnRow) -> Result<Parties> {
    let broken = || Error::Internal(format!("cash transaction {} lacks its till or vault", txn.transaction_id));
    let till = txn.till_id.ok_or_else(broken)?;
    match txn.transaction_type.as_str() {
        TILL_TRANSFER => {
            Ok(Parties { till, to_till: Some(txn.to_till_id.ok_or_else(broken)?), vault: None, to_vault: false })
        }
        VAULT_TRANSACTION => Ok(Parties {
            till,
            to_till: None,
            vault: Some(txn.vault_id.ok_or_else(broken)?),
            to_vault: txn.direction.as_deref() == Some(FROM_TILL),
        }),
        other => Err(Error::Internal(format!("{other} is not a cash movement"))),
    }
}

/// Locks tills in id order, so concurrent transfers between two tills never deadlock.
async fn lock_tills(tx: &mut Tx, ids: &[i64]) -> Result<()> {
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    let lock = tx.for_update();
    for id in ids {
        let _: Option<i64> =
            tx.scalar_optional(Sql::assembled(format!("SELECT id FROM tills WHERE id = $1{lock}")), args![id]).await?;
    }
    Ok(())
}

fn require_open_at_settlement(till: &TillRow) -> Result<()> {
    if till.is_open() {
        return Ok(());
    }
    Err(Error::rule(
        "TILL_CLOSED",
        RuleKind::Conflict,
        format!("till {} is closed; its cash cannot move", till.till_code),
    ))
}

/// Posts `amount_minor` from `from_gl` to `to_gl` (debit `to`, credit `from`),
/// each line on its till's or vault's branch.
async fn post(tx: &mut Tx, actor: &Actor, txn: &TxnRow, to: (i64, i64, &str), from: (i64, i64, &str)) -> Result<i64> {
    let line = |(gl_account_id, branch_id, reference): (i64, i64, &str), side| Line {
        gl_account_id,
        side,
        amount_minor: txn.amount_minor,
        branch_id: Some(branch_id),
        reference: Some(reference.to_owned()),
        deposit_account_id: None,
    };
    let journal = Journal {
        kind: JournalKind::Automated,
        reference: Some(txn.transaction_id.clone()),
        booking_date: now(),
        value_date: None,
        currency: txn.currency.clone(),
        branch_id: Some(from.1),
        notes: Some(
            txn.narration.clone().unwrap_or_else(|| format!("{} {}", txn.transaction_type, txn.transaction_id)),
        ),
        lines: vec![line(to, Side::Debit), line(from, Side::Credit)],
        reversal_of: None,
    };
    Ok(engine::post(tx, actor, journal).await?.id)
}

/// Settles a cash movement: tills and notes move and the journal posts.
/// Returns the journal's id.
pub(super) async fn settle_cash(tx: &mut Tx, actor: &Actor, txn: &TxnRow) -> Result<i64> {
    let p = parties(txn)?;
    let amount = txn.amount_minor;
    if let Some(to_id) = p.to_till {
        lock_tills(tx, &[p.till, to_id]).await?;
        let (from, to) = (till::by_id(tx, p.till).await?, till::by_id(tx, to_id).await?);
        require_open_at_settlement(&from)?;
        require_open_at_settlement(&to)?;
        till::move_cash(tx, from.id, -amount).await?;
        till::move_cash(tx, to.id, amount).await?;
        return post(
            tx,
            actor,
            txn,
            (to.gl_account_id, to.branch_id, &to.till_code),
            (from.gl_account_id, from.branch_id, &from.till_code),
        )
        .await;
    }
    let vault = vault::lock(tx, p.vault.unwrap_or_default()).await?;
    vault::require_reconciled(tx, &vault).await?;
    lock_tills(tx, &[p.till]).await?;
    let till = till::by_id(tx, p.till).await?;
    require_open_at_settlement(&till)?;
    let pieces = stored_pieces(txn)?;
    let till_side = (till.gl_account_id, till.branch_id, till.till_code.as_str());
    let vault_side = (vault.gl_account_id, vault.branch_id, vault.vault_code.as_str());
    if p.to_vault {
        till::move_cash(tx, till.id, -amount).await?;
        vault::move_notes(tx, &vault, &pieces, 1).await?;
        post(tx, actor, txn, vault_side, till_side).await
    } else {
        vault::move_notes(tx, &vault, &pieces, -1).await?;
        till::move_cash(tx, till.id, amount).await?;
        post(tx, actor, txn, till_side, vault_side).await
    }
}

/// Undoes a settled cash movement's tills and notes (the caller reverses its
/// journal): the destination must still hold the cash (or the vault the notes).
pub(super) async fn reverse_effects(tx: &mut Tx, txn: &TxnRow) -> Result<()> {
    let p = parties(txn)?;
    let amount = txn.amount_minor;
    if let Some(to_id) = p.to_till {
        lock_tills(tx, &[p.till, to_id]).await?;
        till::move_cash(tx, to_id, -amount).await?;
        return till::move_cash(tx, p.till, amount).await;
    }
    let vault = vault::lock(tx, p.vault.unwrap_or_default()).await?;
    vault::require_reconciled(tx, &vault).await?;
    lock_tills(tx, &[p.till]).await?;
    let pieces = stored_pieces(txn)?;
    if p.to_vault {
        vault::move_notes(tx, &vault, &pieces, -1).await?;
        till::move_cash(tx, p.till, amount).await
    } else {
        till::move_cash(tx, p.till, -amount).await?;
        vault::move_notes(tx, &vault, &pieces, 1).await
    }
}

fn stored_pieces(txn: &TxnRow) -> Result<Vec<(i64, i64)>> {
    vault::from_stored(txn.denominations.as_deref().unwrap_or("{}"))
}
