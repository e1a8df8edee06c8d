//! Accounts this process last settled a movement into, kept in memory as its
//! own write left them (PostgreSQL only), so that the next settled movement
//! into one sends no read: its one statement is the whole deposit.
//!
//! A copy is what the account's read would have told, at a row version the
//! process saw its own write leave (`xmin`, returned by the write). The write
//! resting on a copy is guarded on everything the read would have confirmed
//! in the same statement: the row's version, the configuration's version
//! (the approval threshold and the GL accounts came from its copy), the
//! caller's token version and the holder's app profiles. Any of them moved
//! (another process wrote the account, a threshold changed, the token was
//! revoked) and the write fails, writing nothing; the command runs again,
//! locked, and reads. A copy is taken out when used, so a failed write leaves
//! none behind; a successful settled write puts the account back as it left it.
//!
//! A pending transaction this process wrote is kept too, with its approver's
//! count of approvals as their last approval here left it: an approval
//! holding all three (the transaction, its account, the count) sends no read
//! either (`approve_once`). Its write is guarded on the transaction's state,
//! the account's version and what it assumed, and the count as copied, and
//! checks the approver's hour itself.
//!
//! The movement's row id comes from a block of the transactions' sequence
//! (a read took one per movement): the row's audit and activity name it
//! before the write that carries them. The first movement on a copy with no
//! id left takes a block, one statement in place of the read it saves; later
//! blocks come in the background before the ids run out. A block is used
//! within [`ID_FRESH`] or dropped, so ids stay near the order rows commit in.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::TxnRow;
use crate::Bank;
use crate::auth::Actor;
use crate::customer::DepositAccount;
use crate::store::{Arg, Dialect};

/// Accounts kept at most: past it the copies are dropped and kept afresh
/// (memory stays bounded; a dropped copy costs its account one read).
const MOST_ACCOUNTS: usize = 10_000;

/// Row ids taken from the sequence at once; the next block is taken in the
/// background when fewer than half are left, so that busy clients seldom
/// find none.
const ID_BLOCK: i64 = 128;

/// How long a block of ids serves: past it, what is left is dropped (gaps,
/// as a rollback leaves) rather than given to rows committed much later.
const ID_FRESH: Duration = Duration::from_secs(10);

/// An account as the process's own settled write left it.
#[derive(Clone, Debug)]
pub(super) struct AccountCopy {
    pub account: DepositAccount,
    /// `xmin`, as the write returned it.
    pub row_version: String,
    /// The holder's app profiles, as the write was guarded on them.
    pub holder_profiles: i64,
}

/// The copies, and the row ids taken for the movements resting on them.
#[derive(Default)]
pub struct AccountCopies {
    state: Mutex<State>,
    /// Held while a block of ids is taken: one block at a time.
    filling: tokio::sync::Mutex<()>,
    /// A block is being taken in the background.
    behind: AtomicBool,
}

#[derive(Default)]
struct State {
    accounts: HashMap<String, AccountCopy>,
    /// Pending transactions this process wrote, by reference, with their
    /// account's number (see [`AccountCopies::keep_pending`]).
    pending: HashMap<String, (TxnRow, String)>,
    /// Approvers' counts of approvals as this process's last approval by
    /// each left them (see [`AccountCopies::keep_count`]).
    counts: HashMap<i64, i64>,
    /// Unused ids, the next one last.
    ids: Vec<i64>,
    /// When the ids were taken.
    ids_at: Option<Instant>,
}

/// What [`State::take`] found.
#[derive(Debug)]
enum Taken {
    /// No copy of the account: the movement reads.
    NoCopy,
    /// A copy, but no id left (the copy stays).
    NoId,
    /// The copy and an id, taken out; `low`: the ids run low.
    Both { copy: Box<AccountCopy>, id: i64, low: bool },
}

impl State {
    fn take(&mut self, number: &str, now: Instant) -> Taken {
        if !self.accounts.contains_key(number) {
            return Taken::NoCopy;
        }
        if !self.has_ids(now) {
            return Taken::NoId;
        }
        match (self.accounts.remove(number), self.ids.pop()) {
            (Some(copy), Some(id)) => Taken::Both { copy: Box::new(copy), id, low: self.ids_low() },
            _ => Taken::NoCopy,
        }
    }

    /// Whether an id is left that is fresh at `now` (stale ones are dropped).
    fn has_ids(&mut self, now: Instant) -> bool {
        if self.ids_at.is_some_and(|at| now.duration_since(at) > ID_FRESH) {
            self.ids.clear();
        }
        !self.ids.is_empty()
    }

    /// See [`AccountCopies::keep`].
    fn keep(&mut self, copy: AccountCopy) {
        bounded(&mut self.accounts).insert(copy.account.account_number.clone(), copy);
    }

    fn ids_low(&self) -> bool {
        self.ids.len() < ID_BLOCK as usize / 2
    }

    /// Adds a block of ids taken at `at` (what is left of an older block
    /// is used first: it is the older).
    fn add_ids(&mut self, ids: impl Iterator<Item = i64>, at: Instant) {
        let older = std::mem::take(&mut self.ids);
        self.ids.extend(ids);
        self.ids.reverse();
        self.ids.extend(older);
        self.ids_at = Some(at);
    }
}

/// `map`, emptied first when it holds [`MOST_ACCOUNTS`] (memory stays
/// bounded; what is dropped costs one read).
fn bounded<K, V>(map: &mut HashMap<K, V>) -> &mut HashMap<K, V> {
    if map.len() >= MOST_ACCOUNTS {
        map.clear();
    }
    map
}

impl AccountCopies {
    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The copy of account `number` and a row id for its movement, both
    /// taken out; None without a copy (the movement then reads). With a
    /// copy and no id left, a block is taken first (one statement: the read
    /// it saves was one); with the ids running low, the next is taken in
    /// the background.
    pub(super) async fn take(&self, bank: &Bank, number: &str) -> Option<(AccountCopy, i64)> {
        let first = self.state().take(number, Instant::now());
        let taken = match first {
            Taken::NoId => {
                self.fill(bank, |state| !state.has_ids(Instant::now())).await;
                self.state().take(number, Instant::now())
            }
            taken => taken,
        };
        let Taken::Both { copy, id, low } = taken else { return None };
        if low && !self.behind.swap(true, Ordering::AcqRel) {
            let bank = bank.clone();
            tokio::spawn(async move {
                let copies = bank.account_copies();
                copies.fill(&bank, |state| state.ids_low()).await;
                copies.behind.store(false, Ordering::Release);
            });
        }
        Some((*copy, id))
    }

    /// Keeps `copy` (the account as this process's write left it). Ids are
    /// taken when a copy is first used, not before: a process whose copies
    /// are never used (each account changed by other commands between its
    /// deposits) sends nothing for them.
    pub(super) fn keep(&self, copy: AccountCopy) {
        self.state().keep(copy);
    }

    /// Keeps pending `txn` as this process inserted it, on account `number`:
    /// its approval here reads neither (see `approve_once`). Its fields but
    /// the state never change; the approval's write is guarded on the state.
    pub(super) fn keep_pending(&self, txn: TxnRow, number: String) {
        bounded(&mut self.state().pending).insert(txn.transaction_id.clone(), (txn, number));
    }

    /// For an approval by `approver` of `reference`, without a read: the
    /// pending transaction, its account's copy and the approver's count,
    /// all three taken out; None unless all three are here. The
    /// transaction's copy serves its first approval only: it is taken out
    /// either way (a decision read elsewhere leaves it behind its row).
    pub(super) fn take_approval(&self, reference: &str, approver: i64) -> Option<(TxnRow, AccountCopy, i64)> {
        let mut state = self.state();
        let (txn, number) = state.pending.remove(reference)?;
        if !state.accounts.contains_key(&number) || !state.counts.contains_key(&approver) {
            return None;
        }
        let account = state.accounts.remove(&number)?;
        let given = state.counts.remove(&approver)?;
        Some((txn, account, given))
    }

    /// Keeps `approver`'s count of approvals as their approval just written
    /// left it (the write compared it): their next approval here reads none.
    pub(super) fn keep_count(&self, approver: i64, given: i64) {
        bounded(&mut self.state().counts).insert(approver, given);
    }

    /// Drops the copy of account `number`, if any: a command other than a
    /// settled movement written once is about to change its row.
    pub(super) fn forget(&self, number: &str) {
        self.state().accounts.remove(number);
    }

    /// Takes a block of row ids from the sequence if, once no other block
    /// is being taken, the ids are still `wanted`. Counted as the
    /// movements' own statements, not as work after commit. Ids never used
    /// leave gaps, as a rollback does.
    async fn fill(&self, bank: &Bank, wanted: impl FnOnce(&mut State) -> bool) {
        let _one = self.filling.lock().await;
        if !wanted(&mut self.state()) {
            return;
        }
        let (sql, at) = ("SELECT nextval('transactions_id_seq') FROM generate_series(1, $1)", Instant::now());
        match bank.db().read_all::<(i64,)>(sql, crate::args![ID_BLOCK]).await {
            Ok(ids) => self.state().add_ids(ids.into_iter().map(|(id,)| id), at),
            Err(e) => tracing::warn!(error = %e, "row ids could not be taken; movements read meanwhile"),
        }
    }
}

/// The condition a write resting on `copy` adds to its row version's, in
/// PostgreSQL's `$1`.. (see [`crate::store::ReadAs`]): the configuration at
/// `config_version`, the holder's profiles as copied, and the caller's token
/// at the version it carries (when its command has not confirmed it).
pub(super) fn assumed(copy: &AccountCopy, config_version: i64, actor: Option<&Actor>) -> (String, Vec<Arg>) {
    let mut condition = "(SELECT version FROM config_version) = $1
         AND (SELECT app_profiles FROM clients WHERE id = $2) = $3"
        .to_owned();
    let mut args = crate::args![config_version, copy.account.client_id, copy.holder_profiles];
    if let Some((user_id, version)) = actor.and_then(|a| a.unconfirmed_version.map(|v| (a.user_id, v))) {
        condition.push_str(" AND (SELECT token_version FROM users WHERE id = $4 AND active) = $5");
        args.extend(crate::args![user_id, version]);
    }
    (condition, args)
}

/// Whether copies serve this database's movements (PostgreSQL's: SQLite's
/// reads are a reader's, ahead of the one writer, and cheap).
pub(super) fn served(dialect: Dialect) -> bool {
    dialect == Dialect::Postgres
}

impl Bank {
    /// The account copies of the transaction core.
    pub(crate) fn account_copies(&self) -> &AccountCopies {
        self.part()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn copy(number: &str) -> AccountCopy {
        let account = DepositAccount {
            id: 1,
            account_number: number.into(),
            encoded_key: String::new(),
            client_id: 1,
            client_name: String::new(),
            branch_id: 1,
            currency_code: "NGN".into(),
            tier: String::new(),
            gl_account_id: 1,
            book_balance: serde_json::Value::Null,
            hold_amount: serde_json::Value::Null,
            available_balance: serde_json::Value::Null,
            state: crate::customer::AccountState::Active,
            created_at: chrono::Utc::now(),
            book_balance_minor: 0,
            hold_minor: 0,
            credit_hold_minor: 0,
        };
        AccountCopy { account, row_version: "7".into(), holder_profiles: 0 }
    }

    /// A copy is taken once, with an id; without ids it stays, and the
    /// movement reads; ids are wanted only for an account with a copy, once
    /// they run low.
    #[test]
    fn a_copy_is_taken_once_and_only_with_an_id() {
        let (mut state, now) = (State::default(), Instant::now());
        assert!(matches!(state.take("1", now), Taken::NoCopy));
        state.keep(copy("1"));
        assert!(matches!(state.take("1", now), Taken::NoId));
        assert!(state.accounts.contains_key("1"), "kept for when ids come");
        state.add_ids(1..=ID_BLOCK, now);
        let Taken::Both { copy: taken, id, low } = state.take("1", now) else { panic!("taken") };
        assert_eq!((taken.row_version.as_str(), id, low), ("7", 1, false), "the lowest id first");
        assert!(matches!(state.take("1", now), Taken::NoCopy), "taken out: a second movement reads");
        state.ids.truncate(ID_BLOCK as usize / 2);
        state.keep(copy("2"));
        assert!(matches!(state.take("2", now), Taken::Both { low: true, .. }), "under half a block left");
    }

    /// Ids are used oldest first, and a block older than [`ID_FRESH`] is
    /// dropped rather than given to a row committed long after it was taken.
    #[test]
    fn ids_are_used_in_order_and_only_while_fresh() {
        let (mut state, now) = (State::default(), Instant::now());
        state.add_ids(1..=3, now);
        state.add_ids(10..=11, now);
        let mut used = vec![];
        for _ in 0..5 {
            state.keep(copy("1"));
            if let Taken::Both { id, .. } = state.take("1", now) {
                used.push(id);
            }
        }
        assert_eq!(used, [1, 2, 3, 10, 11]);
        state.add_ids(20..=21, now);
        state.keep(copy("1"));
        let later = now + ID_FRESH + Duration::from_millis(1);
        assert!(matches!(state.take("1", later), Taken::NoId), "a stale block is dropped");
        assert!(state.ids.is_empty());
    }

    /// The copies stay bounded: past the most, they are dropped and kept afresh.
    #[test]
    fn the_copies_stay_bounded() {
        let mut state = State::default();
        for n in 0..=MOST_ACCOUNTS {
            state.keep(copy(&n.to_string()));
        }
        assert_eq!(state.accounts.len(), 1);
        assert!(state.accounts.contains_key(&MOST_ACCOUNTS.to_string()));
    }
}
