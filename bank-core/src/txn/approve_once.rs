//! An approval as a settled deposit is made (see `last.rs`): the
//! transaction and its account read in one statement without a lock, then
//! one write guarded by what it read. On PostgreSQL two statements, the
//! write committing itself, where the locked approval sends six (BEGIN, the
//! transaction locked with the approval, the account locked, the posting,
//! the approver's numbering and COMMIT). On SQLite (`Tx::is_late`) the read
//! runs on a reader before the writer's turn, and the turn is one call
//! handed to the group, where the approval read in its turn makes two, the
//! writer waiting for the checks between them.
//!
//! It takes the common case: one approval settles the transaction, a
//! customer account's, of a type without hooks, with nothing written after
//! its journal, and no customer's signature awaited. The write changes
//! nothing unless every part of it does what it must (`Known::read_as`): the
//! account's balance only as read, its hold still held, the transaction
//! still PENDING without a journal (every decision changes that), and the
//! approver's count of approvals as read. Otherwise it fails as a
//! serialization failure and the command runs again, locked, where a
//! concurrent decision is answered as the locked path answers it.

use super::approver::{approval_riders, read_unlocked, require_approver, within_hourly_limit_as_read};
use super::decide::{
    ApproveTransaction, Approved, Told, approval_impact, approval_told, approved, posts_last, require_pending,
};
use super::hold::{holds, release_to_settle};
use super::{TxnRow, TxnState, require_open_account, settle};
use crate::command::Cx;
use crate::error::{Error, Result};
use crate::ledger::engine::{Known, LastWrite};

/// Approves as the module says when the transaction is of the common case,
/// begun late (`Tx::is_late`); None otherwise, for the locked approval,
/// which reads the transaction again, locked.
pub(super) async fn approve(cx: &mut Cx<'_>, request: &ApproveTransaction) -> Result<Option<Approved>> {
    if !cx.tx.is_late() {
        return Ok(None);
    }
    let Some((txn, numbered, locked)) = read_unlocked(cx, &request.transaction_id).await? else {
        return Ok(None);
    };
    if !common(cx, &txn) {
        return Ok(None);
    }
    require_pending(&txn, TxnState::Settled)?;
    // What the checks may read (a role's rank, an hourly limit written
    // other than plainly) is read outside the transaction too.
    cx.tx.unlocked();
    require_approver(cx, &txn).await?;
    cx.tx.unlocked();
    let ordinal = within_hourly_limit_as_read(cx, numbered).await?;
    cx.confirm_actor(locked.actor_token_version)?;
    // The first statement reads outside the transaction, so the version is
    // there; were it not, the guarded write would have nothing to compare,
    // and the command runs again, locked.
    let Some(version) = locked.row_version.clone() else { return Err(Error::Busy) };
    require_open_account(&locked.account)?;
    let at = request.approved_at(&mut cx.tx).await?;
    // SQLite refuses a period closed as read before it writes (its last
    // call cannot refuse by changing nothing); the balance's guard sees one
    // closed since. PostgreSQL's guard alone checks (NULL here).
    let (account, holder_profiles, closed_through) = (locked.account, locked.holder_profiles, locked.closed_through);
    let (cash_gl, gl) = locked.gl.facts(account.gl_account_id);
    let mut known = Known { gl, read_as: Some((account.id, version.into())), ..Known::default() };
    let hold_released = match holds(&txn) {
        true => release_to_settle(&mut cx.tx, &txn, Some(&account), &mut known).await?,
        false => {
            known.accounts = vec![account.facts()];
            0
        }
    };
    let notes = request.approver_notes.as_deref();
    let chained = !known.riders.is_empty();
    known.riders.extend(approval_riders(cx.tx.dialect(), chained, (cx.actor, &txn), notes, ordinal));
    let impact = approval_impact(&mut cx.tx, &txn, Some(&account), None, true, hold_released).await?;
    approval_told(cx, &txn, &impact, true, Told { given: 1, notes, holder_profiles: Some(holder_profiles) });
    cx.queue_record();
    known.last = Some(LastWrite { closed_through });
    settle(cx, &txn, Some(&account), known, cash_gl).await.map_err(super::initiate::insufficient)?;
    Ok(Some(approved(txn, cx.actor, at, 1, true, impact)))
}

/// Whether `txn` is of the common case (see the module).
fn common(cx: &Cx<'_>, txn: &TxnRow) -> bool {
    txn.required_approvals <= 1 && !txn.awaits_customer && posts_last(cx, txn)
}
