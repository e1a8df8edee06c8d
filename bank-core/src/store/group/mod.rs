//! SQLite group commit. Embedded, every write waits for its own fsync with
//! `synchronous=FULL`, so concurrent writers add nothing. Here the one write
//! connection runs the writers queued for it one after another inside one
//! SQLite transaction, each in its own `SAVEPOINT` (a failure rolls back only
//! its own work), and commits once for all of them; only then does each
//! writer's `commit` return. Nothing is acknowledged before it is durable.
//!
//! The writer that opens a batch runs without a savepoint (its BEGIN and the
//! batch's COMMIT are its own), so a lone writer in its turn sends what it
//! always did.
//! A member's SAVEPOINT travels with its first read, and its RELEASE with the
//! writes it deferred to its commit: every call to the driver's worker thread
//! is a hand-off between threads, which cost more than the statements.
//! A batch commits when its last member leaves and nobody is queued, when it
//! has `max_batch` members, or when it is `max_wait` old, so a lone writer
//! waits for nothing but its own commit. A member waiting on its batch that
//! hears nothing for `max_wait` takes the connection and commits the batch
//! itself (the writer who should have may have been cancelled).
//!
//! A writer that read ahead of its turn (see `late`) hands its one call to
//! the group instead (see [`shared`]): whoever holds the connection sends
//! every call queued as one.

mod shared;

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use sqlx::{Connection, SqliteConnection};
use tokio::sync::{Mutex, OwnedMutexGuard, watch};

use crate::error::{Error, Result};

pub(super) use shared::Part;
use shared::{Submission, Ticket};

/// When SQLite answers a commit (PostgreSQL answers once its log is flushed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Durability {
    /// Once it is on disk (`synchronous = FULL`): what the bank runs.
    #[default]
    Full,
    /// Once the operating system has it (`synchronous = NORMAL`): a power loss
    /// may take the last commits back. Only `bank bench deposits --synchronous
    /// normal` asks for it, to measure what waiting for the disk costs.
    Normal,
}

/// Bounds of one batch.
#[derive(Clone, Copy, Debug)]
pub struct GroupCommit {
    /// Most writers committed together (1: every writer commits alone).
    pub max_batch: usize,
    /// Longest a batch stays open while writers keep arriving.
    pub max_wait: Duration,
}

impl Default for GroupCommit {
    fn default() -> Self {
        GroupCommit { max_batch: 64, max_wait: Duration::from_millis(5) }
    }
}

/// The one write connection and its open batch.
pub(super) struct Group {
    writer: Arc<Mutex<Writer>>,
    /// Writers waiting for the connection, or with a call handed over (see
    /// [`Coming`]): while any are, a batch stays open.
    queued: AtomicUsize,
    limits: GroupCommit,
    /// The least transaction row id nobody in this process has claimed yet
    /// (see [`Group::claim_id`]).
    unclaimed_id: AtomicI64,
    /// Calls handed over to be sent with the others queued (see [`shared`]).
    parts: std::sync::Mutex<Vec<Submission>>,
}

struct Writer {
    conn: Option<SqliteConnection>,
    batch: Option<Batch>,
    /// A member was dropped inside its savepoint: roll it back before anything else.
    abandoned: bool,
    /// Whoever sent the calls queued was dropped mid-call: the batch goes.
    torn: bool,
}

/// How a batch ended, as its members hear it.
type Outcome = Option<std::result::Result<(), String>>;

struct Batch {
    id: u64,
    members: usize,
    opened: Instant,
    done: watch::Sender<Outcome>,
}

static BATCH_IDS: AtomicU64 = AtomicU64::new(1);

/// A writer on its way to its turn, counted as queued while it is (a batch
/// waits for those who will join it): one waiting for the connection, or
/// one whose call is handed over (see [`shared`]).
pub(super) struct Coming(Arc<Group>);

impl Drop for Coming {
    fn drop(&mut self) {
        self.0.queued.fetch_sub(1, Ordering::SeqCst);
    }
}

/// A writer's turn on the connection: its savepoint, until commit or rollback.
pub struct Member {
    guard: Option<OwnedMutexGuard<Writer>>,
    group: Arc<Group>,
    savepoint: Savepoint,
    /// A member whose call was sent for it: its work is in the batch, kept
    /// whatever the member does next, as a PostgreSQL statement that
    /// commits itself (see [`shared`]).
    ticket: Option<Ticket>,
}

/// Where a member's savepoint stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Savepoint {
    /// The member opened the batch: the transaction is its own so far.
    None,
    /// Not sent yet: it goes with the member's first statement.
    Due,
    Open,
    /// Sent with the member's last writes: its work is kept.
    Released,
}

impl Savepoint {
    /// A savepoint never sent has nothing to undo. A released one cannot be
    /// undone alone (its member was dropped between its last writes and its
    /// commit): the whole group goes, as for any undo that fails.
    fn has_work_to_undo(self) -> bool {
        self != Savepoint::Due
    }
}

/// What opens a batch: it takes SQLite's write lock at once.
const BEGIN: &str = "BEGIN IMMEDIATE";
/// What opens a member's savepoint, sent ahead of its first statement.
pub(super) const OPEN_SAVEPOINT: &str = "SAVEPOINT member";
/// What keeps a member's work, sent after the writes it deferred.
pub(super) const RELEASE_SAVEPOINT: &str = "RELEASE member";

impl std::fmt::Debug for Group {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Group").field("limits", &self.limits).finish_non_exhaustive()
    }
}

impl Group {
    pub(super) fn new(conn: SqliteConnection, limits: GroupCommit) -> Arc<Group> {
        let limits = GroupCommit { max_batch: limits.max_batch.max(1), max_wait: limits.max_wait };
        let writer = Writer { conn: Some(conn), batch: None, abandoned: false, torn: false };
        let (queued, unclaimed_id, parts) = (AtomicUsize::new(0), AtomicI64::new(0), Default::default());
        Arc::new(Group { writer: Arc::new(Mutex::new(writer)), queued, limits, unclaimed_id, parts })
    }

    /// A transaction row id for a writer that read `next` as the table's
    /// next: `next`, or past every id claimed here before. Writers reading
    /// ahead of their turn (see `late`) read the same `next` at the same
    /// moment; each inserts the id it claimed. A writer of another process
    /// may still take it first: the insert then fails as a unique key taken,
    /// and the command runs again in its turn.
    pub(super) fn claim_id(&self, next: i64) -> i64 {
        let mut seen = self.unclaimed_id.load(Ordering::Relaxed);
        loop {
            let id = seen.max(next);
            match self.unclaimed_id.compare_exchange_weak(seen, id + 1, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => return id,
                Err(now) => seen = now,
            }
        }
    }

    /// Writers waiting for the connection now.
    pub(super) fn queued(&self) -> usize {
        self.queued.load(Ordering::Relaxed)
    }

    /// Waits for the connection, opens a batch if none is open, and starts
    /// the caller's savepoint. Its BEGIN, or its SAVEPOINT, is counted here.
    pub(super) async fn begin(self: &Arc<Group>) -> Result<Member> {
        super::sent();
        let mut guard = self.acquire().await;
        if let Err(e) = guard.settle_abandoned().await {
            self.leave(guard).await;
            return Err(e);
        }
        if guard.batch.is_none() {
            guard.open_batch().await?;
            return Ok(Member { guard: Some(guard), group: self.clone(), savepoint: Savepoint::None, ticket: None });
        }
        Ok(Member { guard: Some(guard), group: self.clone(), savepoint: Savepoint::Due, ticket: None })
    }

    /// A writer on its way to the connection, counted as queued until dropped.
    pub(super) fn coming(self: &Arc<Group>) -> Coming {
        self.queued.fetch_add(1, Ordering::SeqCst);
        Coming(self.clone())
    }

    async fn acquire(self: &Arc<Group>) -> OwnedMutexGuard<Writer> {
        // Counted while waiting, and uncounted even if the wait is cancelled.
        let _queued = self.coming();
        self.writer.clone().lock_owned().await
    }

    /// Gives the connection up, first committing the batch when it is due.
    async fn leave(&self, mut guard: OwnedMutexGuard<Writer>) {
        let due = guard.batch.as_ref().is_some_and(|b| {
            self.queued.load(Ordering::SeqCst) == 0
                || b.members >= self.limits.max_batch
                || b.opened.elapsed() >= self.limits.max_wait
        });
        if due {
            guard.commit_batch().await;
        }
    }

    /// Commits batch `id` if it is still open (a member's rescue).
    async fn commit_if_open(self: &Arc<Group>, id: u64) {
        let mut guard = self.acquire().await;
        if guard.settle_abandoned().await.is_ok() && guard.batch.as_ref().is_some_and(|b| b.id == id) {
            guard.commit_batch().await;
        }
    }

    /// Makes sure batch `id` is settled though the writer who should have
    /// was dropped: a task commits it if it is still open, or rolls it back
    /// as what was left behind requires.
    fn rescue(self: &Arc<Group>, id: Option<u64>) {
        if let (Some(id), Ok(runtime)) = (id, tokio::runtime::Handle::try_current()) {
            let group = self.clone();
            runtime.spawn(async move { group.commit_if_open(id).await });
        }
    }

    /// Waits until batch `id` ends, committing it if it stays open past
    /// `max_wait` (the writer who should have may have been cancelled).
    async fn wait_for(self: &Arc<Group>, id: u64, mut done: watch::Receiver<Outcome>) -> Result<()> {
        loop {
            let wait = tokio::time::timeout(self.limits.max_wait.max(Duration::from_millis(1)), done.changed());
            match wait.await {
                Ok(_) => break,
                Err(_) => self.commit_if_open(id).await,
            }
            if done.borrow().is_some() {
                break;
            }
        }
        match done.borrow().clone() {
            Some(Ok(())) => Ok(()),
            Some(Err(e)) => Err(Error::Busy).inspect_err(|_| tracing::warn!(error = %e, "a group commit failed")),
            None => Err(Error::Internal("a group commit ended without an outcome".into())),
        }
    }

    pub(super) async fn close(&self) {
        let mut guard = self.writer.lock().await;
        if let Some(conn) = guard.conn.take() {
            let _ = conn.close().await;
        }
    }
}

impl Writer {
    fn conn(&mut self) -> Result<&mut SqliteConnection> {
        self.conn.as_mut().ok_or_else(|| Error::Unavailable("the database is closed".into()))
    }

    async fn run(&mut self, sql: &'static str) -> Result<()> {
        super::called();
        sqlx::raw_sql(sql).execute(self.conn()?).await?;
        Ok(())
    }

    /// BEGIN, and a batch for writers to join.
    async fn open_batch(&mut self) -> Result<()> {
        self.run(BEGIN).await?;
        self.batch_begun();
        Ok(())
    }

    /// A batch for writers to join, its BEGIN sent (or about to be, ahead of
    /// the call that follows). Its COMMIT (or ROLLBACK) is counted here, as
    /// its opener's (whoever sends it), so counts do not depend on who that is.
    fn batch_begun(&mut self) {
        let (done, _) = watch::channel(None);
        let id = BATCH_IDS.fetch_add(1, Ordering::Relaxed);
        self.batch = Some(Batch { id, members: 0, opened: Instant::now(), done });
        super::sent();
    }

    /// Undoes the work of a member dropped mid-work: its savepoint, or the
    /// whole transaction when it opened the batch (nothing else is in it).
    async fn settle_abandoned(&mut self) -> Result<()> {
        if std::mem::take(&mut self.torn) {
            self.abandoned = false;
            return self.roll_back_batch().await;
        }
        match std::mem::take(&mut self.abandoned) {
            false => Ok(()),
            true if self.batch.as_ref().is_some_and(|b| b.members == 0) => self.roll_back_batch().await,
            true => match self.undo_savepoint().await {
                Ok(()) => Ok(()),
                // Never commit what could not be undone: the whole group goes
                // (its members hear it failed and are retried).
                Err(e) => {
                    let _ = self.roll_back_batch().await;
                    Err(e)
                }
            },
        }
    }

    async fn undo_savepoint(&mut self) -> Result<()> {
        self.run("ROLLBACK TO member").await?;
        self.run(RELEASE_SAVEPOINT).await
    }

    /// ROLLBACK of a batch that holds no committed member.
    async fn roll_back_batch(&mut self) -> Result<()> {
        let batch = self.batch.take();
        let undone = self.run("ROLLBACK").await;
        if let Some(batch) = batch {
            batch.done.send_replace(Some(Err("rolled back".into())));
        }
        undone
    }

    /// The batch's COMMIT was sent with its last call: tells every member.
    fn committed(&mut self) {
        if let Some(batch) = self.batch.take() {
            batch.done.send_replace(Some(Ok(())));
        }
    }

    /// COMMIT (after a failed one, ROLLBACK), then tells every member how it went.
    async fn commit_batch(&mut self) {
        let Some(batch) = self.batch.take() else { return };
        let outcome = match self.run("COMMIT").await {
            Ok(()) => Ok(()),
            Err(e) => {
                let _ = self.run("ROLLBACK").await;
                Err(e.to_string())
            }
        };
        batch.done.send_replace(Some(outcome));
    }
}

impl Member {
    pub(super) fn group(&self) -> &Arc<Group> {
        &self.group
    }

    pub(super) fn conn(&mut self) -> &mut SqliteConnection {
        // The guard lives until commit or rollback consume the member.
        let writer = self.guard.as_mut().expect("a member holds the connection until it ends");
        writer.conn.as_mut().expect("the connection stays open while a member holds it")
    }

    /// Takes the savepoint due to open with the caller's next statement,
    /// which must read rows (a write's count would include the savepoint's:
    /// SQLite reports the last write's count for a statement that writes none).
    pub(super) fn take_due_savepoint(&mut self) -> bool {
        let due = self.savepoint == Savepoint::Due;
        if due {
            self.savepoint = Savepoint::Open;
        }
        due
    }

    /// Opens the savepoint now if it is due (before a write).
    pub(super) async fn open_savepoint(&mut self) -> Result<()> {
        if self.savepoint == Savepoint::Due {
            let writer = self.guard.as_mut().expect("a member holds the connection until it ends");
            writer.run(OPEN_SAVEPOINT).await?;
            self.savepoint = Savepoint::Open;
        }
        Ok(())
    }

    /// Whether the savepoint is open or due, so the member's last writes may release it.
    pub(super) fn has_savepoint(&self) -> bool {
        matches!(self.savepoint, Savepoint::Due | Savepoint::Open)
    }

    /// Whether the member's call was sent for it: its work commits with
    /// the batch, whatever the member does next.
    pub(super) fn is_sealed(&self) -> bool {
        self.ticket.is_some()
    }

    pub(super) fn is_released(&self) -> bool {
        self.savepoint == Savepoint::Released
    }

    /// The savepoint was released by the member's last writes.
    pub(super) fn released(&mut self) {
        self.savepoint = Savepoint::Released;
    }

    /// Keeps the member's work in the batch and waits for the batch's commit.
    pub(super) async fn commit(mut self) -> Result<()> {
        if self.savepoint != Savepoint::None {
            // Counted whether sent here or with the member's last writes.
            super::sent();
        }
        if let Some(ticket) = self.ticket.take() {
            return ticket.wait().await;
        }
        let mut guard = self.guard.take().expect("a member holds the connection until it ends");
        if self.savepoint == Savepoint::Open
            && let Err(e) = guard.run(RELEASE_SAVEPOINT).await
        {
            guard.abandoned = true;
            let _ = guard.settle_abandoned().await;
            self.group.leave(guard).await;
            return Err(e);
        }
        let Some(batch) = guard.batch.as_mut() else {
            return Err(Error::Internal("a savepoint outlived its batch".into()));
        };
        batch.members += 1;
        let (id, done) = (batch.id, batch.done.subscribe());
        self.group.leave(guard).await;
        self.group.wait_for(id, done).await
    }

    /// Undoes the member's work; the batch goes on without it. A member
    /// whose call was sent for it has nothing left to undo (its work
    /// commits with the batch), as a PostgreSQL transaction ended by its
    /// last statement.
    pub(super) async fn rollback(mut self) -> Result<()> {
        if self.ticket.take().is_some() {
            return Ok(());
        }
        let mut guard = self.guard.take().expect("a member holds the connection until it ends");
        guard.abandoned = self.savepoint.has_work_to_undo();
        if self.savepoint != Savepoint::None {
            super::sent();
        }
        let undone = guard.settle_abandoned().await;
        self.group.leave(guard).await;
        undone
    }
}

impl Drop for Member {
    /// A member dropped mid-work (its caller was cancelled): its savepoint is
    /// rolled back by whoever takes the connection next, and a task makes sure
    /// someone does, so the batch and the file lock are not left open.
    fn drop(&mut self) {
        let Some(mut guard) = self.guard.take() else { return };
        guard.abandoned = self.savepoint.has_work_to_undo();
        let id = guard.batch.as_ref().map(|b| b.id);
        drop(guard);
        self.group.rescue(id);
    }
}

#[cfg(test)]
mod tests;
