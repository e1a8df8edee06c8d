//! PostgreSQL write fusion: commands that settle money on different accounts
//! at the same moment share one transaction, and their statements of one
//! text run as one statement (see `merge`). A settled deposit is four
//! statements (BEGIN, the account's locked read, the write, COMMIT); a group
//! of K sends four for all K. The server's cost is per statement more than
//! per row (`bench/fusion.sh` measured four deposits as one statement at
//! 1.4–1.9 times TPC-B's rate, one a transaction at 0.8). Measured in the
//! bank: 1.5–2.0 times the deposits a second at 32 clients, 1.2 at 16, and
//! 0.75–0.94 at 4 and 8, where members waiting for each other cost more than
//! the statements saved; so groups form only past [`Fusion::alone`]
//! commands in flight (PERFORMANCE.md, "PostgreSQL write fusion").
//!
//! - A command opts in with a key (`Command::fusion_key`: the account it
//!   moves). Two members of a group never share a key, so no row a member
//!   decides on is another's; members are numbered in key order, so groups
//!   lock their accounts in one order.
//! - While at most `alone` (8) fusable commands are in flight and no group
//!   is forming, a command runs alone at once: a few clients wait for
//!   nothing. Past that, it runs alone in one of the `groups` (2) slots if
//!   one is free and no group waits; else arrivals form the next group,
//!   which starts when a slot frees: the busier the server, the bigger the
//!   groups.
//! - Each member runs its own command code on its own task. The group waits
//!   until every member has sent its next statement (or committed), then
//!   runs what they sent: one text sent by several as one statement, the
//!   rest one after another, all in the group's transaction.
//! - Savepoints would take the gain back (measured), so members are not
//!   isolated: a member that fails or leaves, a statement that fails, or a
//!   member silent for [`STEP_WAIT`] rolls the whole group back, and every
//!   member runs again alone. Nothing is answered before the group commits.

mod merge;

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use sqlx::postgres::{PgArguments, PgConnectOptions, PgRow};
use sqlx::{AssertSqlSafe, PgConnection, Postgres, Row as _};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, mpsc, oneshot};

use super::counter::{called, sent};
use super::pg::{self, PgConns, PgTx};
use super::sql::SqlText;
use super::{Arg, Sql};
use crate::error::{Error, Result};

/// Bounds of write fusion (PostgreSQL).
#[derive(Clone, Copy, Debug)]
pub struct Fusion {
    /// Up to this many fusable commands in flight, each runs alone: groups
    /// form only past it.
    pub alone: usize,
    /// Groups running at once; 0 turns fusion off.
    pub groups: usize,
    /// Most members of one group.
    pub max_members: usize,
}

impl Default for Fusion {
    fn default() -> Self {
        Fusion { alone: 8, groups: 2, max_members: 8 }
    }
}

/// How long a group waits for a member's next statement before it gives up.
const STEP_WAIT: Duration = Duration::from_secs(2);

/// Forms groups and hands out the slots they run in.
pub(super) struct Fuser {
    pool: PgConns,
    /// Fusable commands in flight, alone or grouped (see [`Flight`]).
    flying: Arc<AtomicUsize>,
    /// Groups running, or past [`Fusion::alone`] a command alone.
    slots: Arc<Semaphore>,
    /// Groups waiting for a slot, oldest first; the last takes arrivals
    /// until it is full.
    forming: Mutex<Vec<Forming>>,
    generations: AtomicU64,
    limits: Fusion,
}

impl std::fmt::Debug for Fuser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fuser").field("limits", &self.limits).finish_non_exhaustive()
    }
}

/// A fusable command in flight, counted until it drops: with few in flight
/// each runs alone, since members waiting for each other cost more than the
/// statements they save; past [`Fusion::alone`] groups form.
pub(crate) struct Flight(Arc<AtomicUsize>);

impl Drop for Flight {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A group waiting for a slot: its first arrival leads it.
struct Forming {
    generation: u64,
    /// Each member's key, the leader's first.
    keys: Vec<String>,
    /// Where each follower learns its place.
    seats: Vec<oneshot::Sender<Member>>,
}

/// Where a fusable command runs.
pub enum Seat {
    /// On its own transaction, holding a slot if it took one.
    Alone(Option<OwnedSemaphorePermit>),
    /// In a group.
    Member(Member),
}

impl Fuser {
    /// The groups' fuser, with a pool of its own, a connection a group (each
    /// prepares its merged texts once there: spread over the whole pool each
    /// would be planned again and again before PostgreSQL settles on a
    /// generic plan for it); None when fusion is off.
    pub(super) fn new(connect: PgConnectOptions, limits: Fusion) -> std::result::Result<Option<Arc<Fuser>>, String> {
        if limits.groups == 0 || limits.max_members < 2 {
            return Ok(None);
        }
        Ok(Some(Arc::new(Fuser {
            pool: pg::pool(connect, limits.groups)?,
            flying: Arc::default(),
            slots: Arc::new(Semaphore::new(limits.groups)),
            forming: Mutex::new(Vec::new()),
            generations: AtomicU64::new(0),
            limits,
        })))
    }

    /// Closes the groups' connections (a group running keeps its own until it ends).
    pub(super) async fn close(&self) {
        pg::close(&self.pool).await;
    }

    fn forming(&self) -> MutexGuard<'_, Vec<Forming>> {
        self.forming.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A seat for a command keyed `key`, and its count in flight.
    pub(super) async fn seat(&self, key: &str) -> (Seat, Flight) {
        let ahead = self.flying.fetch_add(1, Ordering::Relaxed);
        let flight = Flight(Arc::clone(&self.flying));
        (self.place(key, ahead).await, flight)
    }

    /// Where a command keyed `key` runs, `ahead` others in flight: alone
    /// while they are few and no group waits; alone in a slot while one is
    /// free and no group waits; else in the last group forming, else
    /// leading a new one (the last is full, or holds the key: a key's
    /// commands run one after another anyway, on their row's lock).
    async fn place(&self, key: &str, ahead: usize) -> Seat {
        let (generation, follower) = {
            let mut forming = self.forming();
            let joined = match forming.last_mut() {
                None if ahead < self.limits.alone => return Seat::Alone(None),
                None => match self.slots.clone().try_acquire_owned() {
                    Ok(permit) => return Seat::Alone(Some(permit)),
                    Err(_) => None,
                },
                Some(f) if f.keys.len() < self.limits.max_members && !f.keys.iter().any(|k| k == key) => {
                    let (seat, taken) = oneshot::channel();
                    f.keys.push(key.to_owned());
                    f.seats.push(seat);
                    Some((f.generation, taken))
                }
                Some(_) => None,
            };
            match joined {
                Some((generation, taken)) => (generation, Some(taken)),
                None => {
                    let generation = self.generations.fetch_add(1, Ordering::Relaxed);
                    forming.push(Forming { generation, keys: vec![key.to_owned()], seats: Vec::new() });
                    (generation, None)
                }
            }
        };
        if let Some(taken) = follower {
            // No seat (the group could not start): run alone.
            return taken.await.map_or(Seat::Alone(None), Seat::Member);
        }
        let leading = Leading { fuser: self, generation };
        let permit = self.slots.clone().acquire_owned().await;
        let forming = leading.close();
        match (permit, forming) {
            (Ok(permit), Some(Forming { keys, seats, .. })) if !seats.is_empty() => {
                self.start(permit, keys, seats).await.map_or(Seat::Alone(None), Seat::Member)
            }
            (permit, _) => Seat::Alone(permit.ok()),
        }
    }

    /// Opens the group's transaction and its coordinator; the leader's own
    /// place, or None when the transaction could not open (the followers,
    /// their seats dropped, run alone, and so does the leader).
    async fn start(
        &self,
        permit: OwnedSemaphorePermit,
        keys: Vec<String>,
        seats: Vec<oneshot::Sender<Member>>,
    ) -> Option<Member> {
        // Its BEGIN, COMMIT or ROLLBACK are counted by `PgTx`.
        let tx = match PgTx::begin(&self.pool, "BEGIN ISOLATION LEVEL READ COMMITTED").await {
            Ok(tx) => tx,
            Err(e) => {
                tracing::warn!(error = %e, "a fused group could not begin; its members run alone");
                return None;
            }
        };
        // Numbered in key order: every group locks its members' rows in one order.
        let mut by_key: Vec<usize> = (0..keys.len()).collect();
        by_key.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
        let mut place = vec![0; keys.len()];
        for (rank, &arrival) in by_key.iter().enumerate() {
            place[arrival] = rank;
        }
        let (to_group, inbox) = mpsc::unbounded_channel();
        tokio::spawn(coordinate(tx, inbox, keys.len(), permit));
        let member = |arrival: usize| Member { place: place[arrival], to_group: to_group.clone(), finished: false };
        for (arrival, seat) in seats.into_iter().enumerate() {
            // A follower gone meanwhile: its place, dropped, leaves the group.
            let _ = seat.send(member(arrival + 1));
        }
        Some(member(0))
    }
}

/// The leader of the forming group while it waits for a slot: cancelled,
/// it breaks the group up, so its followers do not wait for nobody.
struct Leading<'a> {
    fuser: &'a Fuser,
    generation: u64,
}

impl Leading<'_> {
    /// Closes the group to new arrivals and takes it.
    fn close(self) -> Option<Forming> {
        let taken = self.take();
        std::mem::forget(self);
        taken
    }

    fn take(&self) -> Option<Forming> {
        let mut forming = self.fuser.forming();
        let at = forming.iter().position(|f| f.generation == self.generation)?;
        Some(forming.remove(at))
    }
}

impl Drop for Leading<'_> {
    fn drop(&mut self) {
        drop(self.take());
    }
}

/// A member's place in its group: what its transaction sends through.
pub struct Member {
    place: usize,
    to_group: mpsc::UnboundedSender<Request>,
    finished: bool,
}

struct Request {
    place: usize,
    step: Step,
}

/// Where a statement's rows go back to its member.
type RowsReply = oneshot::Sender<Result<Vec<PgRow>>>;

enum Step {
    Rows(Sql, Vec<Arg>, RowsReply),
    Execute(Sql, Vec<Arg>, oneshot::Sender<Result<u64>>),
    Commit(oneshot::Sender<Result<()>>),
    Leave,
}

/// What a member hears of a group that failed: it runs again alone.
fn group_failed() -> Error {
    Error::Busy
}

impl Member {
    /// The rows of a statement, run with the other members' next ones.
    pub(super) async fn rows(&mut self, sql: Sql, args: Vec<Arg>) -> Result<Vec<PgRow>> {
        let (reply, answer) = oneshot::channel();
        self.send(Step::Rows(sql, args, reply))?;
        answer.await.unwrap_or_else(|_| Err(group_failed()))
    }

    /// The rows a statement changed; it runs on its own, in the group's turn.
    pub(super) async fn execute(&mut self, sql: Sql, args: Vec<Arg>) -> Result<u64> {
        let (reply, answer) = oneshot::channel();
        self.send(Step::Execute(sql, args, reply))?;
        answer.await.unwrap_or_else(|_| Err(group_failed()))
    }

    /// Returns once the group committed: `Busy` when it rolled back.
    pub(super) async fn commit(mut self) -> Result<()> {
        let (reply, answer) = oneshot::channel();
        self.send(Step::Commit(reply))?;
        self.finished = true;
        answer.await.unwrap_or_else(|_| Err(group_failed()))
    }

    fn send(&self, step: Step) -> Result<()> {
        self.to_group.send(Request { place: self.place, step }).map_err(|_| group_failed())
    }
}

impl Drop for Member {
    fn drop(&mut self) {
        if !self.finished {
            let _ = self.send(Step::Leave);
        }
    }
}

/// Runs the group's steps until every member committed (then commits) or
/// something failed (then rolls back); its slot frees when it returns.
async fn coordinate(
    mut tx: PgTx,
    mut inbox: mpsc::UnboundedReceiver<Request>,
    members: usize,
    _slot: OwnedSemaphorePermit,
) {
    let mut committers = Vec::with_capacity(members);
    let mut running = members;
    let failed = 'steps: loop {
        let mut step = Vec::with_capacity(running);
        while step.len() < running {
            match tokio::time::timeout(STEP_WAIT, inbox.recv()).await {
                Ok(Some(Request { step: Step::Commit(reply), .. })) => {
                    committers.push(reply);
                    running -= 1;
                }
                Ok(Some(Request { step: Step::Leave, .. })) | Ok(None) => break 'steps true,
                Ok(Some(Request { place, step: statement })) => step.push((place, statement)),
                Err(_) => {
                    tracing::warn!("a fused group's member fell silent; its members run alone");
                    break 'steps true;
                }
            }
        }
        if running == 0 {
            break false;
        }
        if let Err(e) = run_step(&mut tx, step).await {
            tracing::debug!(error = %e, "a fused group's statement failed; its members run alone");
            break true;
        }
    };
    let counted = if failed { "rolled_back" } else { "committed" };
    metrics::counter!("bank_fused_groups_total", "outcome" => counted).increment(1);
    metrics::counter!("bank_fused_members_total", "outcome" => counted).increment(members as u64);
    let outcome = match failed {
        true => tx.rollback().await.and(Err(group_failed())),
        false => tx.commit().await,
    };
    for reply in committers {
        let answer = match &outcome {
            Ok(()) => Ok(()),
            // A commit whose outcome is unknown is reported as such.
            Err(Error::Unavailable(detail)) if !failed => Err(Error::Unavailable(detail.clone())),
            Err(_) => Err(group_failed()),
        };
        let _ = reply.send(answer);
    }
}

/// Runs one statement of each member still running: statements of one text
/// that returns rows as one statement, the rest one by one, in place order.
async fn run_step(tx: &mut PgTx, mut step: Vec<(usize, Step)>) -> Result<()> {
    let conn = tx.conn()?;
    step.sort_by_key(|(place, _)| *place);
    let mut texts: Vec<SameText> = Vec::new();
    let mut executes = Vec::new();
    for (_, statement) in step {
        match statement {
            Step::Rows(sql, args, reply) => match texts.iter_mut().find(|same| same.sql.text() == sql.text()) {
                Some(same) => {
                    same.args.push(args);
                    same.replies.push(reply);
                }
                None => texts.push(SameText { sql, args: vec![args], replies: vec![reply] }),
            },
            Step::Execute(sql, args, reply) => executes.push((sql, args, reply)),
            Step::Commit(_) | Step::Leave => {
                return Err(Error::Internal("a member's end taken for a statement".into()));
            }
        }
    }
    for same in texts {
        same.run(conn).await?;
    }
    for (sql, args, reply) in executes {
        let _ = reply.send(Ok(query(sql, args).execute(&mut *conn).await?.rows_affected()));
    }
    Ok(())
}

/// The members of a step that sent one text returning rows.
struct SameText {
    sql: Sql,
    args: Vec<Vec<Arg>>,
    replies: Vec<RowsReply>,
}

impl SameText {
    /// As one statement, each member given the rows tagged with its place
    /// among them; one by one when there is one member, or `merge` does not
    /// split the text.
    async fn run(self, conn: &mut PgConnection) -> Result<()> {
        let SameText { sql, args, replies } = self;
        let args = match args.len() {
            1 => Err(args),
            _ => merge::merge(sql.text(), args),
        };
        let (text, args) = match args {
            Ok(merged) => merged,
            Err(args) => {
                for (args, reply) in args.into_iter().zip(replies) {
                    let text = Sql::assembled(sql.text().to_owned());
                    let _ = reply.send(Ok(query(text, args).fetch_all(&mut *conn).await?));
                }
                return Ok(());
            }
        };
        let mut each: Vec<Vec<PgRow>> = replies.iter().map(|_| Vec::new()).collect();
        for row in query(Sql::assembled(text), args).fetch_all(&mut *conn).await? {
            let tag: i32 = row.try_get(row.len() - 1)?;
            let member = usize::try_from(tag).ok().and_then(|t| each.get_mut(t));
            member.ok_or_else(|| Error::Internal("a fused row tagged for no member".into()))?.push(row);
        }
        for (reply, rows) in replies.into_iter().zip(each) {
            let _ = reply.send(Ok(rows));
        }
        Ok(())
    }
}

/// The statement with its arguments bound, as the store binds them.
fn query(sql: Sql, args: Vec<Arg>) -> sqlx::query::Query<'static, Postgres, PgArguments> {
    sent();
    called();
    tracing::trace!(target: "bank::sql", "{}", sql.text());
    let mut q = match sql.0 {
        SqlText::Static(s) => sqlx::query(s),
        SqlText::Assembled(s) => sqlx::query(AssertSqlSafe(s)),
    };
    for a in args {
        q = match a {
            Arg::I64(v) => q.bind(v),
            Arg::Text(v) => q.bind(v),
            Arg::Bool(v) => q.bind(v),
            Arg::Time(v) => q.bind(v),
            Arg::Date(v) => q.bind(v),
        };
    }
    q
}

#[cfg(test)]
mod tests;
