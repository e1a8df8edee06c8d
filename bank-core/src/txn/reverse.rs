//! `ReverseTransaction`: SETTLED → REVERSED within the type's reversal windows.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::approver::ranks_at_least;
use super::cash::Snapshot;
use super::config::ReversalWindow;
use super::locked::locked_for_decision;
use super::{AuditEvent, LARGE_REVERSAL_ABOVE_MINOR, TxnRow, TxnState, audit, config, load_locked, report};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, FieldAlias};
use crate::customer::{DepositAccount, account_by_number};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::engine::{self, Known, Reversal};
use crate::money;
use crate::store::{Tx, now};
use crate::validate::Checks;

pub const REVERSAL_CATEGORIES: &[&str] =
    &["ERROR_CORRECTION", "FRAUD", "CUSTOMER_REQUEST", "SYSTEM_ERROR", "DUPLICATE", "OTHER"];
/// What "detailed justification" means for aged reversals.
pub const DETAILED_JUSTIFICATION_CHARS: usize = 50;

/// The spec's ReverseTransaction body.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReverseTransaction {
    pub transaction_id: String,
    pub reversal_reason: Option<String>,
    pub reversal_narration: Option<String>,
    pub reversal_category: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Reversed {
    pub transaction_id: String,
    pub previous_state: TxnState,
    pub new_state: TxnState,
    pub reversed_by: String,
    pub reversal_date: DateTime<Utc>,
    pub reversal_reason: String,
    pub reversal_category: Option<String>,
    pub reversal_window: String,
    pub balance_impact: Value,
    pub reversal_transaction_id: String,
    pub original_transaction: Value,
}

impl Command for ReverseTransaction {
    const NAME: &'static str = "ReverseTransaction";
    const AREA: Area = Area::Transaction;
    const FIELD_ALIASES: &'static [FieldAlias] = super::decide::TRANSACTION_KEY;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_REVERSE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Transaction reversed successfully.";
    type Output = Reversed;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("transactionId", Some(self.transaction_id.as_str()), 64);
        c.required("reversalReason", self.reversal_reason.as_deref(), 1000);
        c.text("reversalNarration", self.reversal_narration.as_deref(), 200);
        if self.reversal_category.as_deref().is_some_and(|cat| !REVERSAL_CATEGORIES.contains(&cat)) {
            c.add("reversalCategory", format!("must be one of {}", REVERSAL_CATEGORIES.join(", ")));
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Reversed> {
        let txn = load_locked(&mut cx.tx, &self.transaction_id).await?;
        require_settled(&txn)?;
        let reason = self.reversal_reason.clone().unwrap_or_default();
        let window = window_for(cx, &txn, &reason).await?;
        let locked = locked_for_decision(cx, &txn).await?;
        let holder_profiles = locked.as_ref().map(|l| l.holder_profiles);
        // A type with hooks (a cheque) may move the account before the posting:
        // then the engine and the impact read it again.
        let plain = cx.bank.txn_type_hooks(&txn.transaction_type).is_none();
        let mut known = Known::default();
        let account = locked.map(|l| {
            known.gl = l.gl.facts(l.account.gl_account_id).1;
            if plain {
                known.accounts = vec![l.account.facts()];
            }
            l.account
        });
        let cash_before = super::cash::snapshot_if_cash(&mut cx.tx, &txn).await?;
        let reversal_id = crate::store::new_key().to_string();
        let notes =
            self.reversal_narration.clone().unwrap_or_else(|| format!("Reversal of {}: {reason}", txn.transaction_id));
        let reversal_journal = undo_settlement(cx, &txn, notes, cash_before.is_some(), known).await?;
        let t = now();
        let changed = cx
            .tx
            .execute(
                "UPDATE transactions SET state = 'REVERSED', closed_at = $1, reason = $2, category = $3, reversal_id = $4,
                     reversal_journal_id = $5, reversal_narration = $6 WHERE id = $7 AND state = 'SETTLED'",
                args![t, &reason, self.reversal_category.clone(), &reversal_id, reversal_journal, self.reversal_narration.clone(), txn.id],
            )
            .await?;
        super::require_changed(changed, &txn)?;
        if let (Some(hooks), Some(account)) = (cx.bank.txn_type_hooks(&txn.transaction_type), &account) {
            (hooks.on_reversed)(&mut cx.tx, &txn, &reason, account).await?;
        }
        let impact = reversal_impact(&mut cx.tx, &txn, account.as_ref(), cash_before.as_ref(), plain).await?;
        let event = AuditEvent {
            event_type: "TransactionReversed",
            action: "REVERSE",
            previous_state: Some(TxnState::Settled),
            new_state: TxnState::Reversed,
            notes: Some(&reason),
            balance_impact: &impact,
        };
        audit(&mut cx.tx, cx.actor, cx.origin, &txn, event);
        super::events::updated(cx, &txn, TxnState::Reversed, false, true, holder_profiles);
        if txn.amount_minor > LARGE_REVERSAL_ABOVE_MINOR {
            let detail = format!("reversal of {} {}: {reason}", money::format(txn.amount_minor), txn.currency);
            report(&mut cx.tx, "LARGE_REVERSAL", Some(&txn.transaction_id), &cx.actor.username, detail).await?;
        }
        cx.record(
            Draft::new(format!(
                "reversed transaction {} ({} window): {reason}",
                txn.transaction_id, window.window_name
            ))
            .entity("Transaction", txn.id, &txn.transaction_id, &txn.transaction_id),
        );
        Ok(Reversed {
            transaction_id: txn.transaction_id,
            previous_state: TxnState::Settled,
            new_state: TxnState::Reversed,
            reversed_by: cx.actor.username.clone(),
            reversal_date: t,
            reversal_reason: reason,
            reversal_category: self.reversal_category,
            reversal_window: window.window_name,
            balance_impact: impact,
            reversal_transaction_id: reversal_id,
            original_transaction: json!({
                "transactionDate": txn.created_at,
                "amount": money::to_json_number(txn.amount_minor),
                "narration": txn.narration,
            }),
        })
    }
}

/// Only a SETTLED transaction is reversed; a REVERSED one again is a duplicate.
fn require_settled(txn: &TxnRow) -> Result<()> {
    if txn.state == TxnState::Reversed {
        return Err(Error::rule(
            "DUPLICATE_REQUEST",
            RuleKind::Conflict,
            format!("transaction {} is already REVERSED", txn.transaction_id),
        ));
    }
    if txn.state != TxnState::Settled {
        return Err(Error::rule(
            "TRANSACTION_NOT_SETTLED",
            RuleKind::Refused,
            format!("transaction {} is {}, not SETTLED", txn.transaction_id, txn.state),
        ));
    }
    Ok(())
}

/// The reversal window the transaction's age falls in, if the caller may
/// use it with this reason.
async fn window_for(cx: &mut Cx<'_>, txn: &TxnRow, reason: &str) -> Result<ReversalWindow> {
    // The window is chosen by the transaction's age since settlement.
    let settled = txn.settled_at.unwrap_or(txn.created_at);
    let age_hours = (now() - settled).num_minutes() as f64 / 60.0;
    let windows = config::windows(&mut cx.tx, &txn.transaction_type).await?;
    let window = windows.into_iter().find(|w| age_hours <= w.max_hours as f64).ok_or_else(|| {
        Error::rule(
            "REVERSAL_WINDOW_EXPIRED",
            RuleKind::Refused,
            format!(
                "transaction {} settled {age_hours:.1} hours ago, beyond every reversal window",
                txn.transaction_id
            ),
        )
    })?;
    if window.requires_approval
        && let Some(role) = &window.approver_role
        && !ranks_at_least(&mut cx.tx, cx.actor, role).await?
    {
        return Err(Error::rule(
            "INSUFFICIENT_PERMISSIONS",
            RuleKind::Forbidden,
            format!("a {} reversal needs a {role} or above", window.window_name),
        ));
    }
    if window.requires_detailed_justification && reason.trim().chars().count() < DETAILED_JUSTIFICATION_CHARS {
        return Err(Error::invalid(
            "reversalReason",
            format!(
                "a {} reversal needs a detailed justification of at least {DETAILED_JUSTIFICATION_CHARS} characters",
                window.window_name
            ),
        ));
    }
    Ok(window)
}

/// Reverses the settlement journal; returns the reversal's. A cash
/// movement's tills and vault, and the type's own effects (a cheque's
/// clearing), are undone first: either may refuse.
async fn undo_settlement(cx: &mut Cx<'_>, txn: &TxnRow, notes: String, cash: bool, known: Known) -> Result<i64> {
    let journal = txn
        .journal_id
        .ok_or_else(|| Error::Internal(format!("settled transaction {} has no journal", txn.transaction_id)))?;
    if cash {
        super::cash::reverse_effects(&mut cx.tx, txn).await.map_err(super::initiate::insufficient)?;
    }
    if let Some(hooks) = cx.bank.txn_type_hooks(&txn.transaction_type) {
        (hooks.before_reverse)(&mut cx.tx, cx.actor, txn).await.map_err(super::initiate::insufficient)?;
    }
    let reversal = Reversal { original_id: journal, booking_date: now(), value_date: None, notes: Some(notes) };
    let reversed = engine::reverse_known(&mut cx.tx, cx.actor, reversal, known);
    let (_, posted) = reversed.await.map_err(super::initiate::insufficient)?;
    give_back(&mut cx.tx, txn, cash).await?;
    Ok(posted.id)
}

/// What settlement moved beside the journal goes back: a teller's cash (a
/// cash movement's tills were handled before), a disbursed loan.
async fn give_back(tx: &mut Tx, txn: &TxnRow, cash: bool) -> Result<()> {
    let credit = super::is_credit(&txn.transaction_type);
    if let (Some(till), false) = (txn.till_id, cash) {
        // Cash goes back across the counter.
        crate::till::move_cash(tx, till, if credit { -txn.amount_minor } else { txn.amount_minor }).await?;
    }
    if let Some(loan) = txn.loan_id {
        let changed = tx
            .execute(
                "UPDATE loans SET state = 'APPROVED', updated_at = $1 WHERE id = $2 AND state = 'DISBURSED'",
                args![now(), loan],
            )
            .await?;
        if changed != 1 {
            return Err(Error::Conflict(format!("loan {loan} is no longer DISBURSED")));
        }
    }
    Ok(())
}

/// The balances before and after the reversal. The account is locked: a
/// `plain` movement's new balance follows from the posting, not read back.
async fn reversal_impact(
    tx: &mut Tx,
    txn: &TxnRow,
    account: Option<&DepositAccount>,
    cash_before: Option<&Snapshot>,
    plain: bool,
) -> Result<Value> {
    Ok(match (account, cash_before) {
        (Some(account), _) => {
            let after = match plain {
                true => account.book_balance_minor - super::signed_amount(txn),
                false => account_by_number(tx, &account.account_number).await?.book_balance_minor,
            };
            json!({
                "accountNumber": account.account_number,
                "previousBalance": money::to_json_number(account.book_balance_minor),
                "newBalance": money::to_json_number(after),
                "reversalAmount": money::to_json_number(txn.amount_minor),
            })
        }
        (None, Some(before)) => {
            let extras = vec![("reversalAmount", money::to_json_number(txn.amount_minor))];
            super::cash::impact_since(tx, txn, before, extras).await?
        }
        (None, None) => json!({"reversalAmount": money::to_json_number(txn.amount_minor)}),
    })
}
