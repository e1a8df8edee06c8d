//! `InitiateBounceChequeCommand`: clearing failed. UNCLEARED → BOUNCED: the
//! hold is released, the deposit journal reversed (book balance down), a
//! penalty charged (Dr customer deposits, Cr fee income) and the customer
//! notified. Its universal transaction is REVERSED (the spec's reversal table:
//! a cheque deposit's reversal leaves the cheque BOUNCED or REVERSED).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::clear::{KEY_ALIASES, day_of, require_uncleared, txn_key};
use super::{Balances, ChequeKey, ChequeKind, ChequeRow, ChequeState, Impacts, config, load_locked, refusal};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, FieldAlias};
use crate::customer::{HoldOwner, release_hold};
use crate::error::{Error, Result};
use crate::ledger::engine::{self, Reversal};
use crate::money;
use crate::store::{Tx, now};
use crate::txn::{self, AuditEvent, TxnRow, TxnState};
use crate::validate::Checks;

/// Ours (the spec leaves it out): `chequeTransactionId` (or the documented
/// `clearingEncodedKey`), `reason` (e.g. "Funds insufficient", "Signature
/// differs"; the documented body has none, so it defaults to `OTHER`),
/// `bounceDate` (YYYY-MM-DD, default today), `notes` (kept on the cheque).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiateBounceChequeCommand {
    pub cheque_transaction_id: ChequeKey,
    pub reason: Option<String>,
    pub bounce_date: Option<String>,
    pub notes: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Bounced {
    pub cheque_transaction_id: i64,
    pub transaction_key: String,
    pub previous_state: ChequeState,
    pub cheque_state: ChequeState,
    pub bounce_date: chrono::NaiveDate,
    pub reason: String,
    pub amount: Value,
    pub hold_released: Value,
    pub penalty_charged: Value,
    /// The part of the configured penalty the account could not cover.
    pub penalty_uncollected: Value,
    pub available_balance: Value,
    pub book_balance: Value,
    /// The documented answer's keys (its page shows them on clear and cancel).
    pub encoded_key: String,
    pub cheque_number: String,
    pub account_number: String,
    pub transaction_type: ChequeKind,
    pub state: ChequeState,
    pub notes: Option<String>,
}

/// The cheque BOUNCED (its reason and notes kept) and its universal transaction REVERSED.
async fn close(
    tx: &mut Tx,
    cheque: &ChequeRow,
    txn_row: &TxnRow,
    (reason, notes): (&str, Option<&str>),
    reversal_journal: i64,
) -> Result<()> {
    let t = now();
    let changed = tx
        .execute(
            "UPDATE cheques SET state = 'BOUNCED', hold_id = NULL, reason = $1, closed_at = $2, updated_at = $2,
                 closing_notes = $3 WHERE id = $4 AND state = 'UNCLEARED'",
            args![reason, t, notes, cheque.id],
        )
        .await?;
    txn::require_changed(changed, txn_row)?;
    let changed = tx
        .execute(
            "UPDATE transactions SET state = 'REVERSED', closed_at = $1, reason = $2, category = 'OTHER', reversal_id = $3,
                 reversal_journal_id = $4 WHERE id = $5 AND state = 'SETTLED'",
            args![t, reason, uuid::Uuid::new_v4().to_string(), reversal_journal, txn_row.id],
        )
        .await?;
    txn::require_changed(changed, txn_row)
}

/// What the holder is told of a bounce.
fn bounce_message(cheque: &ChequeRow, reason: &str, charged: i64) -> String {
    format!(
        "Your cheque {} of {} {} bounced: {reason}. A penalty of {} was charged.",
        cheque.cheque_number,
        money::format(cheque.amount_minor),
        cheque.currency,
        money::format(charged)
    )
}

/// What a bounce changed, kept with the cheque (`cheque_impacts`): its
/// state, the account's balances, the reversal and penalty journals, the penalty.
async fn save_impacts(
    tx: &mut Tx,
    cheque: &ChequeRow,
    number: &str,
    (before, after): (Balances, Balances),
    journals: [Option<i64>; 2],
    charged: i64,
) -> Result<()> {
    let mut impacts = Impacts::new(cheque.id, "BOUNCE");
    impacts.state(cheque.state, ChequeState::Bounced);
    impacts.account(number, before, after);
    for journal in journals.into_iter().flatten() {
        impacts.journal(tx, journal).await?;
    }
    impacts.field("penalty", None, Some(money::format(charged)), Some(charged));
    impacts.save(tx).await
}

impl Command for InitiateBounceChequeCommand {
    const NAME: &'static str = "InitiateBounceChequeCommand";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_CLEAR]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Cheque bounced; penalty charged.";
    const FIELD_ALIASES: &'static [FieldAlias] = KEY_ALIASES;
    type Output = Bounced;

    /// The spec's code 61, "cheque bounced (penalty charged)", on the success body.
    fn envelope_extras(_output: &Bounced) -> Map<String, Value> {
        let mut extras = Map::new();
        extras.insert("statusCode".into(), json!("61"));
        extras
    }

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.text("reason", self.reason.as_deref(), 500);
        c.text("bounceDate", self.bounce_date.as_deref(), 10);
        c.text("notes", self.notes.as_deref(), super::intake::MAX_NOTES_CHARS);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Bounced> {
        let cheque = load_locked(&mut cx.tx, &self.cheque_transaction_id).await?;
        require_uncleared(&cheque, "bounced")?;
        let day = day_of("bounceDate", self.bounce_date.as_deref(), &cheque, cx.tx.zone().await?)?;
        let reason = super::reason_of(self.reason.as_deref());
        let notes = super::notes_of(self.notes.as_deref());
        let key = txn_key(&mut cx.tx, cheque.txn_id).await?;
        let txn_row = txn::load_locked(&mut cx.tx, &key).await?;
        let account = super::account_of(&mut cx.tx, &cheque).await?;
        let before = Balances::of(&account);
        let released = match cheque.hold_id {
            Some(hold) => release_hold(&mut cx.tx, hold, HoldOwner::Cheque).await?.1,
            None => 0,
        };
        let deposit_journal = txn_row
            .journal_id
            .ok_or_else(|| Error::Internal(format!("uncleared cheque {} has no deposit journal", cheque.id)))?;
        let narration = Some(format!("Cheque {} bounced: {reason}", cheque.cheque_number));
        let (_, reversal) = engine::reverse(
            &mut cx.tx,
            cx.actor,
            Reversal { original_id: deposit_journal, booking_date: now(), value_date: None, notes: narration },
        )
        .await
        .map_err(refusal)?;
        let penalty = config::bounce_penalty(&mut cx.tx, &cheque.currency).await?;
        let (fee_journal, charged) =
            super::charge_fee(&mut cx.tx, cx.actor, &cheque, penalty, "Bounced cheque penalty").await?;
        close(&mut cx.tx, &cheque, &txn_row, (&reason, notes.as_deref()), reversal.id).await?;
        let (number, after) = super::balances(&mut cx.tx, cheque.account_id).await?;
        let journals = [Some(reversal.id), fee_journal];
        save_impacts(&mut cx.tx, &cheque, &number, (before, after), journals, charged).await?;
        let impact = json!({
            "accountNumber": number,
            "previousBalance": money::to_json_number(before.book),
            "newBalance": money::to_json_number(after.book),
            "reversalAmount": money::to_json_number(cheque.amount_minor),
            "penaltyCharged": money::to_json_number(charged),
        });
        let event = AuditEvent {
            event_type: "ChequeBounced",
            action: "BOUNCE",
            previous_state: Some(TxnState::Settled),
            new_state: TxnState::Reversed,
            notes: Some(notes.as_deref().unwrap_or(&reason)),
            balance_impact: &impact,
        };
        txn::audit(&mut cx.tx, cx.actor, cx.origin, &txn_row, event);
        crate::notify::txn_events::cheque_bounced(cx, &txn_row, bounce_message(&cheque, &reason, charged)).await?;
        cx.record(Draft::new(format!("bounced cheque {} ({}): {reason}", cheque.id, cheque.cheque_number)).entity(
            "Transaction",
            txn_row.id,
            &key,
            &key,
        ));
        Ok(Bounced {
            cheque_transaction_id: cheque.id,
            transaction_key: key,
            previous_state: cheque.state,
            cheque_state: ChequeState::Bounced,
            bounce_date: day,
            reason,
            amount: money::to_json_number(cheque.amount_minor),
            hold_released: money::to_json_number(released),
            penalty_charged: money::to_json_number(charged),
            penalty_uncollected: money::to_json_number(penalty - charged),
            available_balance: money::to_json_number(after.available),
            book_balance: money::to_json_number(after.book),
            encoded_key: cheque.id.to_string(),
            cheque_number: cheque.cheque_number,
            account_number: number,
            transaction_type: cheque.kind,
            state: ChequeState::Bounced,
            notes,
        })
    }
}
