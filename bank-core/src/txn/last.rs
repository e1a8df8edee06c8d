//! An initiation whose last write carries the rest: every write but the
//! hold or the journal is known before it (the row's id read with the
//! account), so they ride with it. On PostgreSQL as parts of its statement
//! (four statements in all). On SQLite in its call to the driver with a
//! group member's release (`Tx::fetch_all_last`). Nothing in that call may
//! refuse by changing no row (a released write cannot be undone alone):
//! refusals come first, on what the account's read saw. Read in the
//! writer's turn, that stays true to the commit, and a write that changed
//! nothing all the same is an invariant broken, which rolls the whole group
//! back. Read before the turn (`Tx::is_late`), the call asserts that the
//! account is as read and the period still open (`store::SQLITE_UNCHANGED`),
//! or fails before its release, and the command runs again in its turn.

use super::copies::AccountCopy;
use super::initiate::{
    Plan, Reply, account_after, audit_initiation, hold_pending, initiated, initiated_event, insufficient,
    tell_initiated,
};
use super::{Initiated, TxnRow, row};
use crate::command::Cx;
use crate::customer::DepositAccount;
use crate::error::Result;
use crate::ledger::engine::{GlFacts, Known, LastWrite};
use crate::store::ReadAs;

/// A movement settled at once with nothing written after it (no till, no
/// loan, not a row of a chunk): the row (its id read with the account), a
/// keyed request's answer, the audit and the activity ride with the journal
/// (`Known::last`). SQLite checks the period before the writes, on the last
/// closed day the account's read saw; PostgreSQL's balance update checks it.
/// `row_version`: the account was read unlocked, as of this version (see
/// [`Known::read_as`]).
pub(super) async fn settle_last(
    cx: &mut Cx<'_>,
    plan: &Plan<'_>,
    mut txn: TxnRow,
    (account, read_as): (&DepositAccount, Option<ReadAs>),
    (cash_gl, gl, closed_through): (Option<i64>, Vec<GlFacts>, Option<chrono::NaiveDate>),
    reply: Reply,
) -> Result<Initiated> {
    let (answer, kept, after) = answered(cx, plan, &txn, account, false, &reply).await?;
    cx.queue_record();
    let rider = row::settled_rider(cx.tx.dialect(), &txn, plan.request.idempotency_key.as_deref(), Some(txn.id), kept);
    let last = Some(LastWrite { closed_through });
    let read_as = read_as.map(|read| (account.id, read));
    let known = Known { gl, accounts: vec![account.facts()], riders: vec![rider], last, read_as, ..Known::default() };
    let posted = super::settle_account(cx, &txn, account, cash_gl, known).await;
    // PostgreSQL: a racing request with the same key committed its row first.
    let posted = posted.map_err(insufficient).map_err(super::idempotency::collided)?;
    txn.journal_id = Some(posted.id);
    keep_copy(cx, after, posted.row_version, reply.holder_profiles);
    tell_initiated(cx, txn, false, false, reply.holder_profiles);
    Ok(answer)
}

/// A pending movement with nothing written after its hold: the row (its id
/// read with the account), a keyed request's answer, the audit, the activity
/// and the approvers' event ride with the hold (on SQLite in its call, with
/// the savepoint's release, the hold refused, if it must be, before anything
/// is sent; on PostgreSQL as parts of its statement), as in [`settle_last`].
/// The event is recorded before the hold is placed (it names the
/// transaction, not its hold); listeners hear of it, hold and all, after
/// the commit. `row_version` as for [`settle_last`].
pub(super) async fn pending_last(
    cx: &mut Cx<'_>,
    plan: &Plan<'_>,
    mut txn: TxnRow,
    (account, read_as): (&DepositAccount, Option<ReadAs>),
    reply: Reply,
) -> Result<Initiated> {
    let (answer, kept, after) = answered(cx, plan, &txn, account, true, &reply).await?;
    super::events::record(cx, &initiated_event(txn.clone(), true, false, reply.holder_profiles));
    cx.queue_record();
    let (key, id) = (plan.request.idempotency_key.as_deref(), txn.id);
    let (_, row_version) =
        hold_pending(&mut cx.tx, &mut txn, (account, read_as.as_ref()), key, (Some(id), Some(kept))).await?;
    if row_version.is_some() {
        cx.bank.account_copies().keep_pending(txn.clone(), account.account_number.clone());
    }
    keep_copy(cx, after, row_version, reply.holder_profiles);
    super::events::listen(cx, initiated_event(txn, true, false, reply.holder_profiles));
    Ok(answer)
}

/// The new transaction's audit and activity, queued, its answer, a keyed
/// request's fingerprint and answer to keep in its row, and the account
/// after the movement.
async fn answered<'r>(
    cx: &mut Cx<'_>,
    plan: &Plan<'_>,
    txn: &TxnRow,
    account: &DepositAccount,
    pending: bool,
    reply: &'r Reply,
) -> Result<(Initiated, Option<(&'r str, String)>, DepositAccount)> {
    let after = account_after(account, txn, pending);
    audit_initiation(cx, plan, txn, account, &after).await?;
    let answer = initiated(txn.transaction_id.clone(), plan.transaction_type, txn.state, reply.approvals, &after);
    let kept = reply.keyed.as_deref().map(|hash| serde_json::to_string(&answer).map(|a| (hash, a))).transpose()?;
    Ok((answer, kept, after))
}

/// Keeps the account as the command's write left it, when the write returned
/// its row version (PostgreSQL, the account read unlocked): the next
/// movement into it sends no read (see [`super::copies`]).
pub(super) fn keep_copy(cx: &Cx<'_>, account: DepositAccount, row_version: Option<String>, holder_profiles: i64) {
    if let Some(row_version) = row_version {
        cx.bank.account_copies().keep(AccountCopy { account, row_version, holder_profiles });
    }
}
