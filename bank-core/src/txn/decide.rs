//! `ApproveTransaction`, `RejectTransaction` and `CancelTransaction`: the
//! decisions on a PENDING transaction.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::approver::{Early, hour_ago, load_for_approval, record_approval, require_approver, within_hourly_limit};
use super::cash::Snapshot;
use super::hold::{holds, release_to_close, release_to_settle};
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
use crate::customer::{DepositAccount, account_by_number};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::engine::{Known, LastWrite};
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
pub(super) fn require_pending(txn: &TxnRow, target: TxnState) -> Result<()> {
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
        // PostgreSQL's common case: two reads and one guarded write.
        if let Some(approved) = super::approve_once::approve(cx, &self).await? {
            return Ok(approved);
        }
        let notes = self.approver_notes.as_deref();
        let (txn, early) = load_for_approval(cx, &self.transaction_id, notes).await?;
        require_pending(&txn, TxnState::Settled)?;
        require_approver(cx, &txn).await?;
        let Early { recorded, account: read } = early;
        let given = record_approval(cx, &txn, recorded).await?;
        // SQLite's first call read the account and the last closed day.
        let read_early = matches!(read, Some(Some(_)));
        let locked = match read {
            Some(read) => read,
            None => locked_for_decision(cx, &txn).await?,
        };
        if let Some(locked) = &locked {
            require_open_account(&locked.account)?;
        }
        let holder_profiles = locked.as_ref().map(|locked| locked.holder_profiles);
        let cash_before = super::cash::snapshot_if_cash(&mut cx.tx, &txn).await?;
        let at = self.approved_at(&mut cx.tx).await?;
        let complete = given >= txn.required_approvals.max(1);
        let told = Told { given, notes, holder_profiles };
        let (mut account, mut hold_released) = (None, 0);
        if complete {
            let mut known = Known::default();
            let mut cash_gl = None;
            let mut closed_through = None;
            if let Some(locked) = locked {
                let (cash, gl) = locked.gl.facts(locked.account.gl_account_id);
                (cash_gl, known.gl, account, closed_through) = (cash, gl, Some(locked.account), locked.closed_through);
            }
            let sqlite = cx.tx.dialect() == Dialect::Sqlite;
            let rides = account.is_some() && super::rides_with_journal(cx, &txn);
            // The hold's release rides with the journal too (on PostgreSQL in
            // the account's balance update: one statement updates a row once).
            let ride = account.as_ref().filter(|_| rides);
            // The account as the engine must see it: locked above, less the hold released here.
            if holds(&txn) {
                hold_released = release_to_settle(&mut cx.tx, &txn, ride, &mut known).await?;
            }
            // The posting is the approval's last write, its audit and activity
            // with it (see `Known::last`): on SQLite in the journal's call with
            // the savepoint's release, every write there decided on what the
            // first call read, which the one writer keeps true to the commit.
            let mut told_first = None;
            if rides && (read_early || !sqlite) && posts_last(cx, &txn) {
                let impact = approval_impact(&mut cx.tx, &txn, account.as_ref(), None, true, hold_released).await?;
                approval_told(cx, &txn, &impact, true, told);
                cx.queue_record();
                known.last = Some(LastWrite { closed_through });
                told_first = Some(impact);
            }
            let settled = settle(cx, &txn, account.as_ref(), known, cash_gl);
            settled.await.map_err(super::initiate::insufficient)?;
            if let Some(impact) = told_first {
                // SQLite numbered and checked the approval in its first call.
                within_hourly_limit(cx, &txn).await?;
                return Ok(approved(txn, cx.actor, at, given, true, impact));
            }
        } else {
            account = locked.map(|l| l.account);
        }
        let impact = approval_impact(&mut cx.tx, &txn, account.as_ref(), cash_before.as_ref(), complete, hold_released);
        let impact = impact.await?;
        approval_told(cx, &txn, &impact, complete, told);
        within_hourly_limit(cx, &txn).await?;
        Ok(approved(txn, cx.actor, at, given, complete, impact))
    }

    /// Repeated failed approvals by one user raise a compliance report.
    async fn after_failure(bank: &Bank, actor: &Actor, _origin: &Origin, _error: &Error) -> Result<()> {
        let mut tx = bank.db().begin_write().await?;
        let hour_ago = hour_ago();
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

impl ApproveTransaction {
    /// When the approval is dated: as asked (a date alone is the start of
    /// that bank day), or now.
    pub(super) async fn approved_at(&self, tx: &mut Tx) -> Result<DateTime<Utc>> {
        Ok(match self.approval_date {
            Some(when) => when.at(tx.zone().await?),
            None => now(),
        })
    }
}

/// Whether settling `txn` as approved writes nothing after its journal,
/// which then carries the approval's last writes (`Known::last`): a customer
/// account's, of a type without hooks, in a command's own transaction.
pub(super) fn posts_last(cx: &Cx<'_>, txn: &TxnRow) -> bool {
    txn.account_id.is_some()
        && super::rides_with_journal(cx, txn)
        && super::journal_is_last(txn)
        && cx.owns_transaction()
}

/// What an approval tells beside its balance impact.
#[derive(Clone, Copy)]
pub(super) struct Told<'a> {
    pub given: i64,
    pub notes: Option<&'a str>,
    pub holder_profiles: Option<i64>,
}

/// An approval's audit row, its event after commit and its activity record.
pub(super) fn approval_told(cx: &mut Cx<'_>, txn: &TxnRow, impact: &Value, complete: bool, told: Told<'_>) {
    let new_state = if complete { TxnState::Settled } else { TxnState::Pending };
    let event = AuditEvent {
        event_type: if complete { "TransactionApproved" } else { "TransactionApprovalRecorded" },
        action: "APPROVE",
        previous_state: Some(TxnState::Pending),
        new_state,
        notes: told.notes,
        balance_impact: impact,
    };
    audit(&mut cx.tx, cx.actor, cx.origin, txn, event);
    if complete {
        super::events::updated(cx, txn, TxnState::Settled, true, true, told.holder_profiles);
    }
    let description = if complete {
        format!("approved and settled transaction {}", txn.transaction_id)
    } else {
        format!("recorded approval {} of {} for transaction {}", told.given, txn.required_approvals, txn.transaction_id)
    };
    cx.record(Draft::new(description).entity("Transaction", txn.id, &txn.transaction_id, &txn.transaction_id));
}

/// The approval's answer.
pub(super) fn approved(
    txn: TxnRow,
    actor: &Actor,
    at: DateTime<Utc>,
    given: i64,
    complete: bool,
    impact: Value,
) -> Approved {
    Approved {
        transaction_id: txn.transaction_id,
        previous_state: TxnState::Pending,
        new_state: if complete { TxnState::Settled } else { TxnState::Pending },
        approved_by: actor.username.clone(),
        approval_date: at,
        approvals_required: txn.required_approvals,
        approvals_given: given,
        balance_impact: impact,
    }
}

/// The approval's balance impact. A customer account is locked: its new
/// balance is the posting's (when `settled`), computed, not re-read.
pub(super) async fn approval_impact(
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

/// What closing a pending transaction did.
pub(crate) struct Closed {
    pub impact: Value,
    /// The hold released.
    pub released: i64,
    /// The holder's app profiles, as the account's lock read saw them.
    pub holder_profiles: Option<i64>,
}

/// Moves a PENDING transaction to CANCELLED, releasing its hold.
pub(crate) async fn close_pending(
    cx: &mut Cx<'_>,
    txn: &TxnRow,
    reason: &str,
    category: Option<&str>,
) -> Result<Closed> {
    // Locked with the acting token's version confirmed (no statement of its own).
    let locked = locked_for_decision(cx, txn).await?;
    let holder_profiles = locked.as_ref().map(|locked| locked.holder_profiles);
    let account = locked.map(|locked| locked.account);
    let cash_before = super::cash::snapshot_if_cash(&mut cx.tx, txn).await?;
    let released = release_to_close(&mut cx.tx, txn).await?;
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
    Ok(Closed { impact, released, holder_profiles })
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
        let Closed { impact, holder_profiles, .. } = close_pending(cx, &txn, &reason, category.as_deref()).await?;
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
        super::events::updated(cx, &txn, TxnState::Cancelled, true, true, holder_profiles);
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
        let Closed { impact, released, holder_profiles } = close_pending(cx, &txn, &reason, None).await?;
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
        super::events::updated(cx, &txn, TxnState::Cancelled, true, self.notify_customer, holder_profiles);
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
