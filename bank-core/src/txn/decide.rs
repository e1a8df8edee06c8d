//! `ApproveTransaction`, `RejectTransaction` and `CancelTransaction`: the
//! decisions on a PENDING transaction.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::cash::Snapshot;
use super::locked::locked_for_decision;
use super::{
    AuditEvent, CANCELLATIONS_PER_DAY, FAILED_APPROVALS_PER_HOUR, TxnRow, TxnState, audit, load_locked, report,
    require_open_account, settle,
};
use crate::Bank;
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, Actor, Origin, perm};
use crate::command::{Alias, Area, Command, Cx, FieldAlias};
use crate::customer::{DepositAccount, HoldOwner, account_by_number, release_hold};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::engine::Known;
use crate::money;
use crate::store::{Dialect, Tx, now};
use crate::validate::Checks;

/// The developer pages name a transaction `transactionKey`.
pub const TRANSACTION_KEY: &[FieldAlias] = &[("transactionKey", "transactionId")];

pub const REJECTION_CATEGORIES: &[&str] =
    &["FRAUD", "COMPLIANCE", "INSUFFICIENT_DOCUMENTATION", "POLICY_VIOLATION", "OTHER"];

/// A decision is only taken on a PENDING transaction: the target state again
/// is a duplicate request (409), any other state a refusal (400). An expired
/// pending transaction is refused as not pending.
fn require_pending(txn: &TxnRow, target: TxnState) -> Result<()> {
    if txn.state == target {
        return Err(Error::rule(
            "DUPLICATE_REQUEST",
            RuleKind::Conflict,
            format!("transaction {} is already {target}", txn.transaction_id),
        ));
    }
    if txn.state != TxnState::Pending {
        return Err(Error::rule(
            "TRANSACTION_NOT_PENDING",
            RuleKind::Refused,
            format!("transaction {} is {}, not PENDING", txn.transaction_id, txn.state),
        ));
    }
    if txn.expires_at.is_some_and(|t| t <= now()) {
        return Err(Error::rule(
            "TRANSACTION_NOT_PENDING",
            RuleKind::Refused,
            format!("transaction {} has expired", txn.transaction_id),
        ));
    }
    Ok(())
}

/// The lowest role whose approval limit covers `amount_minor`.
async fn required_role(tx: &mut Tx, amount_minor: i64) -> Result<Option<String>> {
    tx.scalar_optional(
        "SELECT name FROM roles WHERE approval_limit_minor IS NULL OR approval_limit_minor >= $1
         ORDER BY CASE WHEN approval_limit_minor IS NULL THEN 1 ELSE 0 END, approval_limit_minor LIMIT 1",
        args![amount_minor],
    )
    .await
}

/// The approval limit of a role (None: unlimited or unknown role).
async fn role_limit(tx: &mut Tx, role: &str) -> Result<Option<Option<i64>>> {
    tx.fetch_optional::<(Option<i64>,)>("SELECT approval_limit_minor FROM roles WHERE name = $1", args![role])
        .await
        .map(|r| r.map(|(l,)| l))
}

/// True when `actor`'s role ranks at least as high as `role` (by approval limit).
pub(crate) async fn ranks_at_least(tx: &mut Tx, actor: &Actor, role: &str) -> Result<bool> {
    Ok(match (actor.approval_limit_minor, role_limit(tx, role).await?) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(_), Some(None)) => false,
        (Some(mine), Some(Some(theirs))) => mine >= theirs,
    })
}

/// The spec's ApproveTransaction body.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApproveTransaction {
    pub transaction_id: String,
    pub approver_notes: Option<String>,
    /// A date alone is the start of that bank day.
    #[serde(default, deserialize_with = "crate::time::optional_when")]
    pub approval_date: Option<crate::time::When>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Approved {
    pub transaction_id: String,
    pub previous_state: TxnState,
    pub new_state: TxnState,
    pub approved_by: String,
    pub approval_date: DateTime<Utc>,
    pub approvals_required: i64,
    pub approvals_given: i64,
    pub balance_impact: Value,
}

impl Command for ApproveTransaction {
    const NAME: &'static str = "ApproveTransaction";
    const AREA: Area = Area::Transaction;
    const FIELD_ALIASES: &'static [FieldAlias] = TRANSACTION_KEY;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_APPROVE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Approval);
    const MESSAGE: &'static str = "Transaction approved successfully.";
    type Output = Approved;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("transactionId", Some(self.transaction_id.as_str()), 64);
        c.text("approverNotes", self.approver_notes.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Approved> {
        let txn = load_locked(&mut cx.tx, &self.transaction_id).await?;
        require_pending(&txn, TxnState::Settled)?;
        require_approver(cx, &txn).await?;
        let given = record_approval(cx, &txn, self.approver_notes.clone()).await?;
        let locked = locked_for_decision(cx, &txn).await?;
        if let Some(locked) = &locked {
            require_open_account(&locked.account)?;
        }
        let cash_before = super::cash::snapshot_if_cash(&mut cx.tx, &txn).await?;
        let at = match self.approval_date {
            Some(when) => when.at(cx.tx.zone().await?),
            None => now(),
        };
        let complete = given >= txn.required_approvals.max(1);
        let mut hold_released = 0;
        let mut account = None;
        if complete {
            let mut known = Known::default();
            let mut cash_gl = None;
            if let Some(locked) = locked {
                let (cash, gl) = locked.gl.facts(locked.account.gl_account_id);
                (cash_gl, known.gl, account) = (cash, gl, Some(locked.account));
            }
            // The account as the engine must see it: locked above, less the hold released here.
            if let Some(hold) = txn.hold_id {
                let (after, released) = release_hold(&mut cx.tx, hold, HoldOwner::Transaction).await?;
                (hold_released, known.accounts) = (released, vec![after]);
            }
            let settled = settle(cx, &txn, account.as_ref(), known, cash_gl);
            settled.await.map_err(super::initiate::insufficient)?;
        } else {
            account = locked.map(|l| l.account);
        }
        let new_state = if complete { TxnState::Settled } else { TxnState::Pending };
        let impact = approval_impact(&mut cx.tx, &txn, account.as_ref(), cash_before.as_ref(), complete, hold_released);
        let impact = impact.await?;
        let event_type = if complete { "TransactionApproved" } else { "TransactionApprovalRecorded" };
        let event = AuditEvent {
            event_type,
            action: "APPROVE",
            previous_state: Some(TxnState::Pending),
            new_state,
            notes: self.approver_notes.as_deref(),
            balance_impact: &impact,
        };
        audit(&mut cx.tx, cx.actor, cx.origin, &txn, event);
        if complete {
            super::events::updated(cx, &txn, TxnState::Settled, true, true);
        }
        let description = if complete {
            format!("approved and settled transaction {}", txn.transaction_id)
        } else {
            format!("recorded approval {given} of {} for transaction {}", txn.required_approvals, txn.transaction_id)
        };
        cx.record(Draft::new(description).entity("Transaction", txn.id, &txn.transaction_id, &txn.transaction_id));
        within_hourly_limit(cx).await?;
        Ok(Approved {
            transaction_id: txn.transaction_id,
            previous_state: TxnState::Pending,
            new_state,
            approved_by: cx.actor.username.clone(),
            approval_date: at,
            approvals_required: txn.required_approvals,
            approvals_given: given,
            balance_impact: impact,
        })
    }

    /// Repeated failed approvals by one user raise a compliance report.
    async fn after_failure(bank: &Bank, actor: &Actor, _origin: &Origin, _error: &Error) -> Result<()> {
        let mut tx = bank.db().begin_write().await?;
        let hour_ago = now() - chrono::Duration::hours(1);
        let failures: i64 = tx
            .scalar(
                "SELECT COUNT(*) FROM activities WHERE user_id = $1 AND command = 'ApproveTransaction' AND success = FALSE AND occurred_at > $2",
                args![actor.user_id, hour_ago],
            )
            .await?;
        let reported: i64 = tx
            .scalar(
                "SELECT COUNT(*) FROM compliance_reports WHERE trigger_code = 'REPEATED_FAILED_APPROVALS' AND user_name = $1 AND raised_at > $2",
                args![&actor.username, hour_ago],
            )
            .await?;
        if failures >= FAILED_APPROVALS_PER_HOUR && reported == 0 {
            report(
                &mut tx,
                "REPEATED_FAILED_APPROVALS",
                None,
                &actor.username,
                format!("{failures} failed approvals within an hour"),
            )
            .await?;
        }
        tx.commit().await
    }
}

/// Who may approve `txn`: not while it waits for its customer's signature,
/// not its maker, and only within the approver's limit and rank.
async fn require_approver(cx: &mut Cx<'_>, txn: &TxnRow) -> Result<()> {
    // Only a transaction that asked for the customer's signature has one to wait for.
    if txn.awaits_customer && (cx.bank.customer_authorization().awaiting)(&mut cx.tx, txn).await? {
        return Err(Error::rule(
            "CUSTOMER_AUTHORIZATION_PENDING",
            RuleKind::Refused,
            format!("transaction {} waits for the customer's authorisation", txn.transaction_id),
        ));
    }
    if txn.maker_id == cx.actor.user_id {
        return Err(Error::rule(
            "SELF_APPROVAL_NOT_ALLOWED",
            RuleKind::Forbidden,
            "the maker of a transaction may not approve it",
        ));
    }
    if cx.actor.approval_limit_minor.is_some_and(|limit| txn.amount_minor > limit) {
        let mut details = serde_json::Map::new();
        details.insert("transactionAmount".into(), money::to_json_number(txn.amount_minor));
        details.insert(
            "userApprovalLimit".into(),
            money::to_json_number(cx.actor.approval_limit_minor.unwrap_or_default()),
        );
        details.insert("requiredRole".into(), json!(required_role(&mut cx.tx, txn.amount_minor).await?));
        return Err(Error::Rule {
            code: "APPROVAL_LIMIT_EXCEEDED",
            kind: RuleKind::Forbidden,
            message: format!("{} exceeds your approval limit", money::format(txn.amount_minor)),
            details,
        });
    }
    if let Some(role) = &txn.approver_role
        && !ranks_at_least(&mut cx.tx, cx.actor, role).await?
    {
        return Err(Error::rule(
            "INSUFFICIENT_PERMISSIONS",
            RuleKind::Forbidden,
            format!("this transaction needs approval by a {role} or above"),
        ));
    }
    Ok(())
}

/// The approval's balance impact. A customer account is locked: its new
/// balance is the posting's (when `settled`), computed, not re-read.
async fn approval_impact(
    tx: &mut Tx,
    txn: &TxnRow,
    account: Option<&DepositAccount>,
    cash_before: Option<&Snapshot>,
    settled: bool,
    hold_released: i64,
) -> Result<Value> {
    Ok(match (account, cash_before) {
        (Some(account), _) => {
            let moved = if settled { super::signed_amount(txn) } else { 0 };
            json!({
                "accountNumber": account.account_number,
                "previousBalance": money::to_json_number(account.book_balance_minor),
                "newBalance": money::to_json_number(account.book_balance_minor + moved),
                "transactionAmount": money::to_json_number(txn.amount_minor),
                "holdReleased": money::to_json_number(hold_released),
            })
        }
        (None, Some(before)) => {
            let hold = vec![("holdReleased", money::to_json_number(hold_released))];
            super::cash::impact_since(tx, txn, before, hold).await?
        }
        (None, None) => json!({"transactionAmount": money::to_json_number(txn.amount_minor)}),
    })
}

/// Records the caller's approval of `txn` (locked); returns the approvals it
/// now has. The transaction's lock makes "one approval per approver" and the
/// count hold under concurrency.
async fn record_approval(cx: &mut Cx<'_>, txn: &TxnRow, notes: Option<String>) -> Result<i64> {
    let recorded = cx
        .tx
        .execute(
            "INSERT INTO transaction_approvals (transaction_id, approver_id, approver_name, notes, approved_at)
             SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS
                 (SELECT 1 FROM transaction_approvals WHERE transaction_id = $1 AND approver_id = $2)",
            args![txn.id, cx.actor.user_id, &cx.actor.username, notes, now()],
        )
        .await?;
    if recorded == 0 {
        return Err(Error::rule(
            "DUPLICATE_REQUEST",
            RuleKind::Conflict,
            "you have already approved this transaction; a different approver is required",
        ));
    }
    // A transaction that needs one approval had none before this one (the first settles it).
    match txn.required_approvals {
        ..=1 => Ok(1),
        _ => cx.tx.scalar("SELECT COUNT(*) FROM transaction_approvals WHERE transaction_id = $1", args![txn.id]).await,
    }
}

/// Refuses an approval beyond the approver's hourly limit. It runs last: the
/// approver's row is locked, so their approvals are counted one at a time,
/// and only for the few statements left (one approver's approvals would
/// otherwise queue behind each other's postings). The count, a statement of
/// its own after the lock, sees the approval the lock waited for, and this one.
async fn within_hourly_limit(cx: &mut Cx<'_>) -> Result<()> {
    // NO KEY UPDATE: approval rows in flight hold KEY SHARE on the row through
    // their foreign key, which FOR UPDATE would wait on: a deadlock. SQLite's
    // one writer counts one approval at a time already.
    if cx.tx.dialect() == Dialect::Postgres {
        cx.tx.execute("SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE", args![cx.actor.user_id]).await?;
    }
    let hour_ago = now() - chrono::Duration::hours(1);
    let (recent, limit): (i64, Option<String>) = cx
        .tx
        .fetch_one(
            "SELECT COUNT(*), (SELECT value FROM settings WHERE key = $3)
             FROM transaction_approvals WHERE approver_id = $1 AND approved_at > $2",
            args![cx.actor.user_id, hour_ago, super::config::MAX_APPROVALS_KEY],
        )
        .await?;
    // Approvals one user may give per hour (the spec's 5 unless configured).
    let limit = super::config::parse_hours(limit, super::MAX_APPROVALS_PER_HOUR);
    if recent > limit {
        return Err(Error::rule(
            "APPROVAL_RATE_LIMIT_EXCEEDED",
            RuleKind::RateLimited,
            format!("at most {limit} approvals per user per hour"),
        ));
    }
    Ok(())
}

/// Moves a PENDING transaction to CANCELLED, releasing its hold.
pub(crate) async fn close_pending(
    cx: &mut Cx<'_>,
    txn: &TxnRow,
    reason: &str,
    category: Option<&str>,
) -> Result<(Value, i64)> {
    // Locked with the acting token's version confirmed (no statement of its own).
    let account = locked_for_decision(cx, txn).await?.map(|locked| locked.account);
    let cash_before = super::cash::snapshot_if_cash(&mut cx.tx, txn).await?;
    let released = match txn.hold_id {
        Some(hold) => release_hold(&mut cx.tx, hold, HoldOwner::Transaction).await?.1,
        None => 0,
    };
    let changed = cx
        .tx
        .execute(
            "UPDATE transactions SET state = 'CANCELLED', closed_at = $1, reason = $2, category = $3, hold_id = NULL
             WHERE id = $4 AND state = 'PENDING'",
            args![now(), reason, category, txn.id],
        )
        .await?;
    super::require_changed(changed, txn)?;
    // The type's own effects: a cheque is cancelled with its transaction.
    let hooks = cx.bank.txn_type_hooks(&txn.transaction_type);
    if let Some(hooks) = hooks {
        (hooks.on_closed)(&mut cx.tx, txn, reason, account.as_ref()).await?;
    }
    let impact = match (account, cash_before) {
        (Some(account), _) => {
            // Releasing a hold leaves the book balance as it was (the account is
            // locked); only a type's hook (a cheque's fee) may move it.
            let after = match hooks {
                Some(_) => account_by_number(&mut cx.tx, &account.account_number).await?.book_balance_minor,
                None => account.book_balance_minor,
            };
            json!({
                "accountNumber": account.account_number,
                "balance": money::to_json_number(after),
                "holdReleased": money::to_json_number(released),
                "netChange": money::to_json_number(after - account.book_balance_minor),
            })
        }
        (None, Some(before)) => {
            let extras =
                vec![("holdReleased", money::to_json_number(released)), ("netChange", money::to_json_number(0))];
            super::cash::impact_since(&mut cx.tx, txn, &before, extras).await?
        }
        (None, None) => json!({"holdReleased": money::to_json_number(released), "netChange": 0}),
    };
    Ok((impact, released))
}

/// The spec's RejectTransaction body.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RejectTransaction {
    pub transaction_id: String,
    pub rejection_reason: Option<String>,
    pub rejection_category: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Rejected {
    pub transaction_id: String,
    pub previous_state: TxnState,
    pub new_state: TxnState,
    pub rejected_by: String,
    pub rejection_date: DateTime<Utc>,
    pub rejection_reason: String,
    pub rejection_category: Option<String>,
    pub balance_impact: Value,
}

impl Command for RejectTransaction {
    const NAME: &'static str = "RejectTransaction";
    const AREA: Area = Area::Transaction;
    const FIELD_ALIASES: &'static [FieldAlias] = TRANSACTION_KEY;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_APPROVE, perm::TRANSACTIONS_REJECT]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Approval);
    const MESSAGE: &'static str = "Transaction rejected successfully.";
    type Output = Rejected;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("transactionId", Some(self.transaction_id.as_str()), 64);
        c.required("rejectionReason", self.rejection_reason.as_deref(), 1000);
        if self.rejection_category.as_deref().is_some_and(|cat| !REJECTION_CATEGORIES.contains(&cat)) {
            c.add("rejectionCategory", format!("must be one of {}", REJECTION_CATEGORIES.join(", ")));
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Rejected> {
        let txn = load_locked(&mut cx.tx, &self.transaction_id).await?;
        require_pending(&txn, TxnState::Cancelled)?;
        let reason = self.rejection_reason.clone().unwrap_or_default();
        let category = self.rejection_category.clone();
        let (impact, _) = close_pending(cx, &txn, &reason, category.as_deref()).await?;
        let event = AuditEvent {
            event_type: "TransactionRejected",
            action: "REJECT",
            previous_state: Some(TxnState::Pending),
            new_state: TxnState::Cancelled,
            notes: Some(&reason),
            balance_impact: &impact,
        };
        audit(&mut cx.tx, cx.actor, cx.origin, &txn, event);
        // The customer is always told of a rejection (cash movements have none).
        super::events::updated(cx, &txn, TxnState::Cancelled, true, true);
        if let Some(cat) = category.as_deref().filter(|c| matches!(*c, "FRAUD" | "COMPLIANCE")) {
            report(
                &mut cx.tx,
                &format!("REJECTED_{cat}"),
                Some(&txn.transaction_id),
                &cx.actor.username,
                reason.clone(),
            )
            .await?;
        }
        cx.record(Draft::new(format!("rejected transaction {}: {reason}", txn.transaction_id)).entity(
            "Transaction",
            txn.id,
            &txn.transaction_id,
            &txn.transaction_id,
        ));
        Ok(Rejected {
            transaction_id: txn.transaction_id,
            previous_state: TxnState::Pending,
            new_state: TxnState::Cancelled,
            rejected_by: cx.actor.username.clone(),
            rejection_date: now(),
            rejection_reason: reason,
            rejection_category: category,
            balance_impact: impact,
        })
    }
}

/// The spec's CancelTransaction body; `notifyCustomer` (ours) sends the
/// optional customer notification.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CancelTransaction {
    pub transaction_id: String,
    pub cancellation_reason: Option<String>,
    #[serde(default)]
    pub notify_customer: bool,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Cancelled {
    pub transaction_id: String,
    pub previous_state: TxnState,
    pub new_state: TxnState,
    pub cancelled_by: String,
    pub cancellation_date: DateTime<Utc>,
    pub cancellation_reason: String,
    pub balance_impact: Value,
    /// What the cancellation undid: the hold released, the type's own record (a cheque) closed.
    pub reversed_changes: i64,
}

impl Command for CancelTransaction {
    const NAME: &'static str = "CancelTransaction";
    const AREA: Area = Area::Transaction;
    const FIELD_ALIASES: &'static [FieldAlias] = TRANSACTION_KEY;
    const ALIASES: &'static [Alias] = &[super::forms::CANCEL_TRANSACTION_COMMAND];
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CREATE, perm::TRANSACTIONS_CANCEL]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Transaction cancelled successfully.";
    type Output = Cancelled;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("transactionId", Some(self.transaction_id.as_str()), 64);
        c.required("cancellationReason", self.cancellation_reason.as_deref(), 1000);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Cancelled> {
        let txn = load_locked(&mut cx.tx, &self.transaction_id).await?;
        // transactions.create cancels one's own; transactions.cancel any.
        if txn.maker_id != cx.actor.user_id && !cx.actor.can(perm::TRANSACTIONS_CANCEL) {
            return Err(Error::rule(
                "INSUFFICIENT_PERMISSIONS",
                RuleKind::Forbidden,
                "cancelling another user's transaction needs transactions.cancel",
            ));
        }
        require_pending(&txn, TxnState::Cancelled)?;
        let reason = self.cancellation_reason.clone().unwrap_or_default();
        let (impact, released) = close_pending(cx, &txn, &reason, None).await?;
        let hooked = cx.bank.txn_type_hooks(&txn.transaction_type).is_some();
        let reversed_changes = i64::from(released > 0) + i64::from(hooked);
        let event = AuditEvent {
            event_type: "TransactionCancelled",
            action: "CANCEL",
            previous_state: Some(TxnState::Pending),
            new_state: TxnState::Cancelled,
            notes: Some(&reason),
            balance_impact: &impact,
        };
        audit(&mut cx.tx, cx.actor, cx.origin, &txn, event);
        super::events::updated(cx, &txn, TxnState::Cancelled, true, self.notify_customer);
        let day_ago = now() - chrono::Duration::hours(24);
        // Counted only as far as the report needs (migration 26 indexes them).
        let earlier: i64 = cx
            .tx
            .scalar(
                "SELECT COUNT(*) FROM (SELECT 1 FROM transaction_audit
                     WHERE user_id = $1 AND action = 'CANCEL' AND occurred_at > $2 LIMIT $3) c",
                args![cx.actor.user_id, day_ago, CANCELLATIONS_PER_DAY],
            )
            .await?;
        // This one's audit row is sent with the commit (`Tx::defer`), so it is not counted above.
        let cancellations = earlier + 1;
        if cancellations == CANCELLATIONS_PER_DAY {
            let detail = format!("{cancellations} cancellations within 24 hours");
            report(&mut cx.tx, "FREQUENT_CANCELLATIONS", Some(&txn.transaction_id), &cx.actor.username, detail).await?;
        }
        cx.record(Draft::new(format!("cancelled transaction {}: {reason}", txn.transaction_id)).entity(
            "Transaction",
            txn.id,
            &txn.transaction_id,
            &txn.transaction_id,
        ));
        Ok(Cancelled {
            transaction_id: txn.transaction_id,
            previous_state: TxnState::Pending,
            new_state: TxnState::Cancelled,
            cancelled_by: cx.actor.username.clone(),
            cancellation_date: now(),
            cancellation_reason: reason,
            balance_impact: impact,
            reversed_changes,
        })
    }
}
