//! `InitiateCancelChequeCommand`: a stop payment, or withdrawing a deposit,
//! before the cheque is processed. PENDING → CANCELLED: its hold is released,
//! its universal transaction CANCELLED, and a stopped withdrawal is charged the
//! cancellation fee (Dr customer deposits, Cr fee income).

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::clear::{KEY_ALIASES, txn_key};
use super::{Balances, ChequeKey, ChequeKind, ChequeRow, ChequeState, Impacts, config, invalid, load_locked};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, FieldAlias};
use crate::customer::{HoldOwner, release_hold};
use crate::error::Result;
use crate::money;
use crate::store::{Tx, now};
use crate::txn::{self, AuditEvent, TxnRow, TxnState};
use crate::validate::Checks;

/// Ours (the spec leaves it out): `chequeTransactionId` (or the documented
/// `clearingEncodedKey`), `reason` (the documented body has none, so it
/// defaults to `OTHER`), `notes` (kept on the cheque).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiateCancelChequeCommand {
    pub cheque_transaction_id: ChequeKey,
    pub reason: Option<String>,
    pub notes: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Cancelled {
    pub cheque_transaction_id: i64,
    pub transaction_key: String,
    pub previous_state: ChequeState,
    pub cheque_state: ChequeState,
    pub reason: String,
    pub hold_released: Value,
    pub cancellation_fee: Value,
    pub available_balance: Value,
    pub book_balance: Value,
    /// The documented answer's keys.
    pub encoded_key: String,
    pub cheque_number: String,
    pub account_number: String,
    pub transaction_type: ChequeKind,
    pub state: ChequeState,
    pub notes: Option<String>,
}

/// Only a PENDING cheque is stopped; the refusal says what to do instead.
fn require_pending(cheque: &ChequeRow) -> Result<()> {
    if cheque.state == ChequeState::Pending {
        return Ok(());
    }
    let hint = match (cheque.kind, cheque.state) {
        (ChequeKind::Withdrawal, ChequeState::Completed) => "; it was paid: reverse it with ReverseTransaction",
        (ChequeKind::Deposit, ChequeState::Uncleared) => {
            "; it is in clearing: bounce it with InitiateBounceChequeCommand"
        }
        _ => "",
    };
    Err(invalid(format!(
        "cheque transaction {} is {}; only a PENDING cheque is cancelled{hint}",
        cheque.id, cheque.state
    )))
}

/// Moves the pending cheque and its transaction to CANCELLED, each by
/// compare-and-set on PENDING.
async fn cancel_both(
    tx: &mut Tx,
    cheque: &ChequeRow,
    txn_row: &TxnRow,
    reason: &str,
    notes: Option<String>,
) -> Result<()> {
    let t = now();
    let changed = tx
        .execute(
            "UPDATE transactions SET state = 'CANCELLED', closed_at = $1, reason = $2, hold_id = NULL
             WHERE id = $3 AND state = 'PENDING'",
            args![t, reason, txn_row.id],
        )
        .await?;
    txn::require_changed(changed, txn_row)?;
    let changed = tx
        .execute(
            "UPDATE cheques SET state = 'CANCELLED', reason = $1, closed_at = $2, updated_at = $2, closing_notes = $3
             WHERE id = $4 AND state = 'PENDING'",
            args![reason, t, notes, cheque.id],
        )
        .await?;
    txn::require_changed(changed, txn_row)
}

impl Command for InitiateCancelChequeCommand {
    const NAME: &'static str = "InitiateCancelChequeCommand";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_CLEAR]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Cheque cancelled successfully.";
    const FIELD_ALIASES: &'static [FieldAlias] = KEY_ALIASES;
    type Output = Cancelled;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.text("reason", self.reason.as_deref(), 500);
        c.text("notes", self.notes.as_deref(), super::intake::MAX_NOTES_CHARS);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Cancelled> {
        let cheque = load_locked(&mut cx.tx, &self.cheque_transaction_id).await?;
        require_pending(&cheque)?;
        let reason = super::reason_of(self.reason.as_deref());
        let notes = super::notes_of(self.notes.as_deref());
        let key = txn_key(&mut cx.tx, cheque.txn_id).await?;
        let txn_row = txn::load_locked(&mut cx.tx, &key).await?;
        let account = super::account_of(&mut cx.tx, &cheque).await?;
        let before = Balances::of(&account);
        let released = match txn_row.hold_id {
            Some(hold) => release_hold(&mut cx.tx, hold, HoldOwner::Transaction).await?.1,
            None => 0,
        };
        cancel_both(&mut cx.tx, &cheque, &txn_row, &reason, notes.clone()).await?;
        let (fee_journal, fee) = if cheque.kind == ChequeKind::Withdrawal {
            let fee = config::cancellation_fee(&mut cx.tx, &cheque.currency).await?;
            super::charge_fee(&mut cx.tx, cx.actor, &cheque, fee, "Stop payment fee").await?
        } else {
            (None, 0)
        };
        let (number, after) = super::balances(&mut cx.tx, cheque.account_id).await?;
        let mut impacts = Impacts::new(cheque.id, "CANCEL");
        impacts.state(cheque.state, ChequeState::Cancelled);
        impacts.account(&number, before, after);
        if let Some(journal) = fee_journal {
            impacts.journal(&mut cx.tx, journal).await?;
            impacts.field("cancellationFee", None, Some(money::format(fee)), Some(fee));
        }
        impacts.save(&mut cx.tx).await?;
        let impact = json!({
            "accountNumber": number,
            "balance": money::to_json_number(after.book),
            "holdReleased": money::to_json_number(released),
            "netChange": money::to_json_number(after.book - before.book),
        });
        let event = AuditEvent {
            event_type: "TransactionCancelled",
            action: "CANCEL",
            previous_state: Some(TxnState::Pending),
            new_state: TxnState::Cancelled,
            notes: Some(notes.as_deref().unwrap_or(&reason)),
            balance_impact: &impact,
        };
        txn::audit(&mut cx.tx, cx.actor, cx.origin, &txn_row, event);
        cx.record(Draft::new(format!("cancelled cheque {} ({}): {reason}", cheque.id, cheque.cheque_number)).entity(
            "Transaction",
            txn_row.id,
            &key,
            &key,
        ));
        Ok(Cancelled {
            cheque_transaction_id: cheque.id,
            transaction_key: key,
            previous_state: cheque.state,
            cheque_state: ChequeState::Cancelled,
            reason,
            hold_released: money::to_json_number(released),
            cancellation_fee: money::to_json_number(fee),
            available_balance: money::to_json_number(after.available),
            book_balance: money::to_json_number(after.book),
            encoded_key: cheque.id.to_string(),
            cheque_number: cheque.cheque_number,
            account_number: number,
            transaction_type: cheque.kind,
            state: ChequeState::Cancelled,
            notes,
        })
    }
}
