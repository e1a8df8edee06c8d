//! The cheque's part in the universal transaction it rides on, registered
//! with the transaction core as the hooks of `CHEQUE_DEPOSIT` and
//! `CHEQUE_WITHDRAWAL` (see `txn::TypeHooks`): the core settles, closes and
//! reverses the transaction, these keep the cheque in step.

use super::{Balances, ChequeKind, ChequeState, Impacts, account_of, balances, by_txn, calendar, config, set_state};
use crate::args;
use crate::auth::Actor;
use crate::customer::{DepositAccount, HoldKind, HoldOwner, place_hold};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::engine::{self, Reversal};
use crate::store::{Tx, now};
use crate::txn::{CHEQUE_DEPOSIT, CHEQUE_WITHDRAWAL, TxnRow, TypeHooks};

/// A deposit settles against the uncleared-cheques account and enters clearing.
pub(crate) const DEPOSIT_HOOKS: TypeHooks = TypeHooks {
    transaction_type: CHEQUE_DEPOSIT,
    counter_gl: Some(|tx, txn| Box::pin(uncleared_gl(tx, txn))),
    on_settled: |tx, txn, before, journal_id| Box::pin(on_settled(tx, txn, before, journal_id)),
    on_closed: |tx, txn, reason, before| Box::pin(on_closed(tx, txn, reason, before)),
    before_reverse: |tx, actor, txn| Box::pin(before_reverse(tx, actor, txn)),
    on_reversed: |tx, txn, reason, before| Box::pin(on_reversed(tx, txn, reason, before)),
};

/// A paid cheque's counter GL is the core's (the cash GL).
pub(crate) const WITHDRAWAL_HOOKS: TypeHooks =
    TypeHooks { transaction_type: CHEQUE_WITHDRAWAL, counter_gl: None, ..DEPOSIT_HOOKS };

/// The GL account on the other side of a settling cheque deposit's customer
/// line: the uncleared-cheques account.
async fn uncleared_gl(tx: &mut Tx, txn: &TxnRow) -> Result<i64> {
    config::gl(tx, config::UNCLEARED, &txn.currency).await
}

/// After a cheque's universal transaction settled (directly or on approval):
/// a deposit enters clearing (UNCLEARED, its funds held until the expected
/// clearing date); a withdrawal is paid (COMPLETED).
async fn on_settled(tx: &mut Tx, txn: &TxnRow, before: &DepositAccount, journal_id: i64) -> Result<()> {
    let Some(cheque) = by_txn(tx, txn.id).await? else { return Ok(()) };
    let mut impacts = Impacts::new(cheque.id, "SETTLE");
    if cheque.kind == ChequeKind::Deposit {
        let account = account_of(tx, &cheque).await?;
        let hold = place_hold(
            tx,
            &account,
            HoldKind::Debit,
            HoldOwner::Cheque,
            cheque.amount_minor,
            &format!("uncleared cheque {}", cheque.cheque_number),
        )
        .await?;
        // The clearing days count from the bank's today.
        let today = tx.today().await?;
        let class = cheque
            .clearing_class
            .as_deref()
            .and_then(calendar::ClearingClass::parse)
            .unwrap_or(calendar::ClearingClass::InterBankLocal);
        let holidays = calendar::holidays(tx, today).await?;
        let expected = calendar::expected_clearing_date(today, class, &holidays);
        tx.execute(
            "UPDATE cheques SET state = 'UNCLEARED', hold_id = $1, expected_clearing_date = $2, updated_at = $3 WHERE id = $4",
            args![hold, expected, now(), cheque.id],
        )
        .await?;
        impacts.state(cheque.state, ChequeState::Uncleared);
        if cheque.expected_clearing_date != Some(expected) {
            impacts.field(
                "expectedClearingDate",
                cheque.expected_clearing_date.map(|d| d.to_string()),
                Some(expected.to_string()),
                None,
            );
        }
    } else {
        set_state(tx, cheque.id, ChequeState::Completed).await?;
        impacts.state(cheque.state, ChequeState::Completed);
    }
    let (number, after) = balances(tx, cheque.account_id).await?;
    impacts.account(&number, Balances::of(before), after);
    impacts.journal(tx, journal_id).await?;
    impacts.save(tx).await
}

/// After a cheque's PENDING universal transaction was rejected, cancelled or
/// expired: the cheque is CANCELLED (no fee: the bank declined it).
async fn on_closed(tx: &mut Tx, txn: &TxnRow, reason: &str, before: Option<&DepositAccount>) -> Result<()> {
    let Some(cheque) = by_txn(tx, txn.id).await? else { return Ok(()) };
    tx.execute(
        "UPDATE cheques SET state = 'CANCELLED', reason = $1, closed_at = $2, updated_at = $2 WHERE id = $3",
        args![reason, now(), cheque.id],
    )
    .await?;
    let mut impacts = Impacts::new(cheque.id, "CANCEL");
    impacts.state(cheque.state, ChequeState::Cancelled);
    if let Some(before) = before {
        let (number, after) = balances(tx, cheque.account_id).await?;
        impacts.account(&number, Balances::of(before), after);
    }
    impacts.save(tx).await
}

/// Before `ReverseTransaction` reverses a cheque's settlement journal: only a
/// CLEARED deposit (an administrative correction; an uncleared one bounces
/// instead) or a COMPLETED withdrawal is reversed. A cleared deposit's clearing
/// journal is reversed too, so the uncleared-cheques account nets to zero.
async fn before_reverse(tx: &mut Tx, actor: &Actor, txn: &TxnRow) -> Result<()> {
    let Some(cheque) = by_txn(tx, txn.id).await? else { return Ok(()) };
    let expected = if cheque.kind == ChequeKind::Deposit { ChequeState::Cleared } else { ChequeState::Completed };
    if cheque.state != expected {
        let hint =
            if cheque.state == ChequeState::Uncleared { "; bounce it with InitiateBounceChequeCommand" } else { "" };
        return Err(Error::rule(
            "INVALID_STATE_TRANSITION",
            RuleKind::Refused,
            format!("cheque {} is {}; only a {expected} cheque is reversed{hint}", cheque.id, cheque.state),
        ));
    }
    if let Some(clearing) = cheque.clearing_journal_id {
        let notes = Some(format!("Reversal of the clearing of cheque {}", cheque.cheque_number));
        engine::reverse(tx, actor, Reversal { original_id: clearing, booking_date: now(), value_date: None, notes })
            .await?;
    }
    Ok(())
}

/// After the reversal: a deposit is REVERSED, a withdrawal CANCELLED (the
/// spec's reversal table).
async fn on_reversed(tx: &mut Tx, txn: &TxnRow, reason: &str, before: &DepositAccount) -> Result<()> {
    let Some(cheque) = by_txn(tx, txn.id).await? else { return Ok(()) };
    let state = if cheque.kind == ChequeKind::Deposit { ChequeState::Reversed } else { ChequeState::Cancelled };
    tx.execute(
        "UPDATE cheques SET state = $1, reason = $2, closed_at = $3, updated_at = $3 WHERE id = $4",
        args![state, reason, now(), cheque.id],
    )
    .await?;
    let mut impacts = Impacts::new(cheque.id, "REVERSE");
    impacts.state(cheque.state, state);
    let (number, after) = balances(tx, cheque.account_id).await?;
    impacts.account(&number, Balances::of(before), after);
    impacts.save(tx).await
}
