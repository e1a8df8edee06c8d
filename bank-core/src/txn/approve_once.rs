//! An approval as a settled deposit is made (see `last.rs`): the
//! transaction and its account read in one statement without a lock, then
//! one write guarded by what it read. On PostgreSQL two statements, the
//! write committing itself, where the locked approval sends six (BEGIN, the
//! transaction locked with the approval, the account locked, the posting,
//! the approver's numbering and COMMIT). On SQLite (`Tx::is_late`) the read
//! runs on a reader before the writer's turn, and the turn is one call
//! handed to the group, where the approval read in its turn makes two, the
//! writer waiting for the checks between them. On PostgreSQL the read is
//! skipped when this process holds copies of all it would tell
//! (`super::copies`): the write alone, which then checks the hour too.
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

use super::approver::{
    HourlyGuard, Numbered, approval_riders, copied_hourly_limit, hour_ago, read_unlocked, require_approver,
    within_hourly_limit_as_read,
};
use super::decide::{
    ApproveTransaction, Approved, Told, approval_impact, approval_told, approved, posts_last, require_pending,
};
use super::hold::{holds, release_to_settle};
use super::last::keep_copy;
use super::locked::LockedAccount;
use super::{TxnRow, TxnState, require_open_account, settle_riding};
use crate::command::Cx;
use crate::customer::DepositAccount;
use crate::error::{Error, Result};
use crate::ledger::engine::{Known, LastWrite};
use crate::store::ReadAs;

/// Approves as the module says when the transaction is of the common case,
/// begun late (`Tx::is_late`); None otherwise, for the locked approval,
/// which reads the transaction again, locked.
pub(super) async fn approve(cx: &mut Cx<'_>, request: &ApproveTransaction) -> Result<Option<Approved>> {
    if !cx.tx.is_late() {
        return Ok(None);
    }
    if let Some((txn, ordinal, locked, hourly)) = copied(cx, &request.transaction_id) {
        // Copies may be behind their rows: a refusal resting on them is only
        // told as read, so the command runs again, locked, and reads (as a
        // deposit on a copy does).
        let outcome = approve_as_read(cx, request, (txn, Err(ordinal), locked, Some(hourly))).await;
        return outcome.map_err(|e| if cx.tx.may_have_committed() { e } else { Error::Busy });
    }
    match read_unlocked(cx, &request.transaction_id).await? {
        Some((txn, numbered, locked)) => approve_as_read(cx, request, (txn, Ok(numbered), locked, None)).await,
        None => Ok(None),
    }
}

/// What an approval rests on: the transaction, its number among its
/// approver's (as read, to check against the hour; or from the copies,
/// checked by the write), the account, and the write's hourly check.
type AsRead = (TxnRow, std::result::Result<Numbered, i64>, LockedAccount, Option<HourlyGuard>);

/// [`approve`] on what was read or copied.
async fn approve_as_read(cx: &mut Cx<'_>, request: &ApproveTransaction, read: AsRead) -> Result<Option<Approved>> {
    let (txn, numbered, mut locked, hourly) = read;
    if !common(cx, &txn) {
        return Ok(None);
    }
    require_pending(&txn, TxnState::Settled)?;
    // What the checks may read (a role's rank, an hourly limit written
    // other than plainly) is read outside the transaction too.
    cx.tx.unlocked();
    require_approver(cx, &txn).await?;
    cx.tx.unlocked();
    let ordinal = match numbered {
        Ok(numbered) => within_hourly_limit_as_read(cx, numbered).await?,
        // From the copies: the write checks the hour (see `approval_riders`).
        Err(ordinal) => ordinal,
    };
    cx.confirm_actor(locked.actor_token_version)?;
    // The first statement reads outside the transaction, so the version is
    // there; were it not, the guarded write would have nothing to compare,
    // and the command runs again, locked. A copy's write also confirms what
    // its read would have (see `super::copies::assumed`).
    let Some(version) = locked.row_version.clone() else { return Err(Error::Busy) };
    let read_as = ReadAs { version, assumed: locked.assumed.take() };
    require_open_account(&locked.account)?;
    let at = request.approved_at(&mut cx.tx).await?;
    // SQLite refuses a period closed as read before it writes (its last
    // call cannot refuse by changing nothing); the balance's guard sees one
    // closed since. PostgreSQL's guard alone checks (NULL here).
    let (account, holder_profiles, closed_through) = (locked.account, locked.holder_profiles, locked.closed_through);
    let (cash_gl, gl) = locked.gl.facts(account.gl_account_id);
    let mut known = Known { gl, read_as: Some((account.id, read_as)), ..Known::default() };
    let hold_released = match holds(&txn) {
        true => release_to_settle(&mut cx.tx, &txn, Some(&account), &mut known).await?,
        false => {
            known.accounts = vec![account.facts()];
            0
        }
    };
    let notes = request.approver_notes.as_deref();
    let chained = !known.riders.is_empty();
    known.riders.extend(approval_riders(cx.tx.dialect(), chained, (cx.actor, &txn), notes, (ordinal, hourly)));
    let impact = approval_impact(&mut cx.tx, &txn, Some(&account), None, true, hold_released).await?;
    approval_told(cx, &txn, &impact, true, Told { given: 1, notes, holder_profiles: Some(holder_profiles) });
    cx.queue_record();
    known.last = Some(LastWrite { closed_through });
    let after = settled_from_hold(&account, &known, &txn);
    let posted = settle_riding(cx, &txn, &account, known, cash_gl).await.map_err(super::initiate::insufficient)?;
    // The next movement into the account, and the approver's next
    // approval, rest on the rows this write left.
    if posted.row_version.is_some() {
        cx.bank.account_copies().keep_count(cx.actor.user_id, ordinal);
    }
    keep_copy(cx, after, posted.row_version, holder_profiles);
    Ok(Some(approved(txn, cx.actor, at, 1, true, impact)))
}

/// The approval from this process's copies, if it holds all it needs
/// (PostgreSQL; see [`super::copies::AccountCopies::take_approval`]): the
/// pending transaction, the number the approval takes among its approver's,
/// the account, and the hourly limit the write checks the approval against
/// (none under 1: the locked approval refuses every one). The write rests on
/// them as on a read, guarded likewise: a copy behind its row fails it, and
/// the command runs again, locked.
fn copied(cx: &mut Cx<'_>, reference: &str) -> Option<(TxnRow, i64, LockedAccount, HourlyGuard)> {
    if !super::copies::served(cx.tx.dialect()) {
        return None;
    }
    let config = cx.bank.config_cache().current()?;
    let (_, limit) = copied_hourly_limit(&config);
    if limit < 1 {
        return None;
    }
    let (txn, copy, given) = cx.bank.account_copies().take_approval(reference, cx.actor.user_id)?;
    let actor = cx.actor_to_confirm().map(|_| cx.actor);
    let kind = (txn.transaction_type.as_str(), txn.channel.as_str());
    let mut locked = LockedAccount::from_copy(copy, 0, &config, kind, actor)?;
    locked.next_txn_id = None;
    Some((txn, given + 1, locked.made_whole(&mut cx.tx), (limit, hour_ago())))
}

/// The account once `txn` settles: its hold released as `known` has it
/// (see `release_to_settle`), the movement in its balance.
fn settled_from_hold(account: &DepositAccount, known: &Known, txn: &TxnRow) -> DepositAccount {
    let mut released = account.clone();
    if let Some(facts) = known.accounts.first() {
        (released.hold_minor, released.credit_hold_minor) = (facts.hold_minor, facts.credit_hold_minor);
    }
    super::initiate::account_after(&released, txn, false)
}

/// Whether `txn` is of the common case (see the module).
fn common(cx: &Cx<'_>, txn: &TxnRow) -> bool {
    txn.required_approvals <= 1 && !txn.awaits_customer && posts_last(cx, txn)
}
