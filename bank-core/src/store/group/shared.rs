//! One call for the writers queued (SQLite). A writer that read ahead of its
//! turn (see `late::Ahead`) has one call left to make, its last: it hands
//! the call to the group and waits. Whoever then holds the connection sends
//! every call handed over as one: each inside its own savepoint and followed
//! by a marker row, so that the rows come back to their writers. Each call
//! to the driver is a hand-off to its thread and back, and the turns on the
//! connection were one such call each, one writer after another; here a
//! group's turns are a call or two for all.
//!
//! - A writer whose part fails (its guard found its row changed, a key was
//!   taken) is rolled back to its savepoint alone and hears its error; the
//!   parts after it go again in the next call.
//! - A part that ran is released into the batch before its writer has seen
//!   its rows: it is the writer's last word, and commits with the batch
//!   whatever the writer does next, as a PostgreSQL statement that commits
//!   itself does (`Tx::may_have_committed`: a command failing after it is
//!   not run again). So a part asserts in SQL what must hold, and the batch
//!   commits as soon as it is due, without waiting to hear from its writers:
//!   waiting cost a wake-up of each and a round between them before every
//!   commit. When nobody else waits for the batch, its COMMIT ends the call.
//! - The calls are sent from a task of their own, which a writer cancelled
//!   meanwhile does not stop: a call that may have committed is never
//!   abandoned halfway, its writers left to run again what it wrote. Should
//!   that task end mid-call all the same (a panic), it leaves the batch
//!   torn: the next to take the connection rolls it back.

use std::collections::VecDeque;
use std::sync::Arc;

use futures_util::TryStreamExt;
use sqlx::sqlite::SqliteRow;
use sqlx::{Column as _, Either, Executor as _, Row as _};
use tokio::sync::{OwnedMutexGuard, oneshot, watch};

use super::{BEGIN, Group, Member, OPEN_SAVEPOINT, Outcome, RELEASE_SAVEPOINT, Savepoint, Writer};
use crate::error::{Error, Result};
use crate::store::Arg;
use crate::store::defer::shift_placeholders;

/// The column of the row that ends each part of a shared call.
const MARKER: &str = "bank_part_end";
/// Arguments in one shared call at most: SQLite numbers its parameters up to
/// 32,766 in its default build.
const MOST_ARGS: usize = 30_000;

/// Rounds of parts one task sends while it holds the connection: parts
/// handed over during its calls go in its next round, and past the last,
/// their writers' own tasks take the connection in turn (as a member that
/// waits for it does), so no task holds it for ever.
const MOST_ROUNDS: usize = 4;

/// How a round of parts ended.
enum Round {
    /// Every part was sent and its writer answered.
    Emptied,
    /// The batch is full: the rest wait, queued again, for its end.
    Full(Option<watch::Receiver<Outcome>>),
    /// A call failed whole; every writer was answered.
    Failed,
}

/// A writer's last call: its text numbers its arguments `$1`, `$2`, … and
/// reads rows; it must fail, not change nothing, when a write is refused
/// (see `Tx::fetch_all_last`).
pub(in crate::store) struct Part {
    pub(in crate::store) text: String,
    pub(in crate::store) args: Vec<Arg>,
}

/// What a writer hears once its part ran: its rows, and its place in the batch.
pub(in crate::store) struct Sent {
    pub(in crate::store) rows: Vec<SqliteRow>,
    pub(in crate::store) member: Member,
}

pub(super) struct Submission {
    part: Part,
    reply: oneshot::Sender<Result<Sent>>,
    /// Its writer counted as queued until the part is answered: from then
    /// on it is a member of the batch, which need not wait for it.
    _coming: super::Coming,
}

/// A writer's place in the batch its part ran in.
pub(super) struct Ticket {
    group: Arc<Group>,
    batch: u64,
    done: watch::Receiver<Outcome>,
    waiting: bool,
}

impl Ticket {
    /// Waits for the batch to commit.
    pub(super) async fn wait(mut self) -> Result<()> {
        self.waiting = true;
        self.group.wait_for(self.batch, self.done.clone()).await
    }
}

impl Drop for Ticket {
    /// A writer gone without waiting (cancelled, or failed after its part)
    /// may have been the one whose wait would have committed a batch left
    /// open: a task makes sure it ends, so the database's write lock is not
    /// left held.
    fn drop(&mut self) {
        if !self.waiting {
            self.group.rescue(Some(self.batch));
        }
    }
}

impl Group {
    /// Hands `part` over to be sent with the other calls queued, sending
    /// them all if the connection is free first. The caller is counted as
    /// queued until its part is answered, so the batch waits for it.
    pub(in crate::store) async fn send(self: &Arc<Group>, part: Part) -> Result<Sent> {
        let (reply, mut answer) = oneshot::channel();
        self.submitted().push(Submission { part, reply, _coming: self.coming() });
        // Dropped unanswered only by a sending task that ended mid-call: what
        // it sent may have committed, so the writer is not run again.
        let unanswered = || Err(Error::Internal("a shared call ended without an answer".into()));
        loop {
            let guard = tokio::select! {
                biased;
                answered = &mut answer => return answered.unwrap_or_else(|_| unanswered()),
                guard = self.writer.clone().lock_owned() => guard,
            };
            // In a task of its own, so that a call carrying its batch's COMMIT
            // runs to its end and answers its writers even if this one is
            // cancelled meanwhile: they would run again what may have committed.
            let group = self.clone();
            let mut sending = tokio::spawn(async move {
                let mut leading = Leading { guard: Some(guard), group: group.clone() };
                let full = leading.send_queued().await;
                if let Some(guard) = leading.guard.take() {
                    group.leave(guard).await;
                }
                full
            });
            // Answered, the writer goes on while the task sends what came after.
            let full = tokio::select! {
                biased;
                answered = &mut answer => return answered.unwrap_or_else(|_| unanswered()),
                full = &mut sending => full.unwrap_or(None),
            };
            // The batch had no room left: the parts wait for the next one.
            if let Some(mut done) = full {
                tokio::select! {
                    biased;
                    answered = &mut answer => return answered.unwrap_or_else(|_| unanswered()),
                    _ = done.changed() => {}
                }
            }
        }
    }

    fn submitted(&self) -> std::sync::MutexGuard<'_, Vec<Submission>> {
        self.parts.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The connection while the calls queued are sent; dropped mid-call (its
/// task ended early: a panic, or the runtime shutting down), it leaves the
/// batch torn.
struct Leading {
    guard: Option<OwnedMutexGuard<Writer>>,
    group: Arc<Group>,
}

impl Drop for Leading {
    fn drop(&mut self) {
        let Some(mut guard) = self.guard.take() else { return };
        guard.torn = true;
        let id = guard.batch.as_ref().map(|b| b.id);
        drop(guard);
        self.group.rescue(id);
    }
}

impl Leading {
    fn writer(&mut self) -> &mut Writer {
        self.guard.as_mut().expect("held until the calls are sent")
    }

    /// Sends every call queued, in as few calls to the driver as the batch's
    /// room allows, and answers each writer. When the batch is full, leaves
    /// the rest queued and returns the batch's end to wait for.
    async fn send_queued(&mut self) -> Option<watch::Receiver<Outcome>> {
        let mut queue = VecDeque::new();
        for _ in 0..MOST_ROUNDS {
            // Parts handed over while the last call ran go now, from the task
            // that holds the connection: their writers' tasks would take it
            // only after two more wake-ups, the writer's thread idle meanwhile.
            queue.extend(std::mem::take(&mut *self.group.submitted()));
            if queue.is_empty() {
                break;
            }
            match self.send_round(&mut queue).await {
                Round::Emptied => {}
                Round::Full(done) => return done,
                Round::Failed => return None,
            }
        }
        None
    }

    /// Sends the parts in `queue`, answering each writer, until it is empty,
    /// the batch is full (the rest queued again) or a call failed whole.
    async fn send_round(&mut self, queue: &mut VecDeque<Submission>) -> Round {
        while !queue.is_empty() {
            let begins = match self.ready().await {
                Ok(begins) => begins,
                Err(e) => {
                    tracing::warn!(error = %e, "a shared call could not start");
                    queue.drain(..).for_each(|s| answer(s, Err(Error::Busy)));
                    return Round::Failed;
                }
            };
            let room = self.room();
            if room == 0 {
                self.group.submitted().extend(queue.drain(..));
                return Round::Full(self.writer().batch.as_ref().map(|b| b.done.subscribe()));
            }
            // The first part of an empty batch needs no savepoint: undoing
            // it is rolling the batch back, as for a writer that opened one.
            let opens = self.writer().batch.as_ref().is_some_and(|b| b.members == 0);
            let mut parts = take_parts(queue, room);
            // Nobody else waits for the batch: its COMMIT ends the same call.
            let commits = queue.is_empty() && self.group.queued() <= parts.len();
            let Ok(ran) = self.call(&parts, Ends { begins, opens, commits }).await else {
                parts.into_iter().chain(queue.drain(..)).for_each(|s| answer(s, Err(Error::Busy)));
                return Round::Failed;
            };
            let ran_ok = ran.rows.len();
            let failed = ran.failure.map(|e| (parts.remove(ran_ok), e));
            let rest = parts.split_off(ran_ok);
            for (i, (submission, rows)) in parts.into_iter().zip(ran.rows).enumerate() {
                let member = self.admit(opens && i == 0);
                answer(submission, Ok(Sent { rows, member }));
            }
            if commits && failed.is_none() {
                self.writer().committed();
            }
            if let Some((submission, error)) = failed {
                let undone = match opens && ran_ok == 0 {
                    true => self.writer().roll_back_batch().await,
                    false => self.writer().undo_savepoint().await,
                };
                if let Err(e) = undone {
                    let _ = self.writer().roll_back_batch().await;
                    tracing::warn!(error = %e, "a shared call's failed part could not be undone");
                    answer(submission, Err(error));
                    rest.into_iter().chain(queue.drain(..)).for_each(|s| answer(s, Err(Error::Busy)));
                    return Round::Failed;
                }
                answer(submission, Err(error));
            }
            rest.into_iter().rev().for_each(|s| queue.push_front(s));
        }
        Round::Emptied
    }

    /// Settles what a writer dropped left behind, and opens a batch if none
    /// is, its BEGIN to be sent ahead of the call (a hand-off to the driver's
    /// thread saved): whether it is.
    async fn ready(&mut self) -> Result<bool> {
        let writer = self.writer();
        writer.settle_abandoned().await?;
        if writer.batch.is_some() {
            return Ok(false);
        }
        // Its BEGIN, counted as a writer opening a batch counts it.
        crate::store::sent();
        writer.batch_begun();
        Ok(true)
    }

    /// Members the open batch may still take.
    fn room(&mut self) -> usize {
        let most = self.group.limits.max_batch;
        self.writer().batch.as_ref().map_or(0, |b| most.saturating_sub(b.members))
    }

    /// A member for a part that ran, counted in the batch.
    /// `opened`: its part opened the batch, without a savepoint.
    fn admit(&mut self, opened: bool) -> Member {
        let group = self.group.clone();
        let batch = self.writer().batch.as_mut().expect("a part runs inside a batch");
        batch.members += 1;
        let ticket = Ticket { group: group.clone(), batch: batch.id, done: batch.done.subscribe(), waiting: false };
        let savepoint = if opened { Savepoint::None } else { Savepoint::Released };
        Member { guard: None, group, savepoint, ticket: Some(ticket) }
    }

    /// Sends `parts` as one call, between the batch's BEGIN and COMMIT as
    /// `ends` says: the rows of each part that ran, in order, and the error
    /// of the one that failed (the parts after it, and the COMMIT, did not
    /// run; a BEGIN that fails is the first part's failure). Err: the call's
    /// outcome is unknown, and the batch was rolled back.
    async fn call(&mut self, parts: &[Submission], ends: Ends) -> std::result::Result<Ran, ()> {
        let (text, args) = assemble(parts, ends);
        crate::store::called();
        let conn = match self.writer().conn() {
            Ok(conn) => conn,
            Err(_) => return Err(()),
        };
        // The driver's own `fetch_many` (the query's is deprecated): rows and
        // each statement's end, in order.
        let mut stream = conn.fetch_many(crate::store::sqlite_query(text, args));
        let mut ran = Ran { rows: Vec::with_capacity(parts.len()), failure: None };
        let mut rows = Vec::new();
        loop {
            match stream.try_next().await {
                Ok(Some(Either::Right(row))) if row.columns().first().is_some_and(|c| c.name() == MARKER) => {
                    ran.rows.push(std::mem::take(&mut rows));
                }
                Ok(Some(Either::Right(row))) => rows.push(row),
                Ok(Some(Either::Left(_))) => {}
                Ok(None) => break,
                Err(e) => {
                    ran.failure = Some(Error::from(e));
                    break;
                }
            }
        }
        drop(stream);
        // Each part ran, or those before the one that failed did.
        let whole = match ran.failure {
            None => ran.rows.len() == parts.len(),
            Some(_) => ran.rows.len() < parts.len(),
        };
        if !whole {
            tracing::error!(parts = parts.len(), ran = ran.rows.len(), "a shared call ended short of its parts");
            let _ = self.writer().roll_back_batch().await;
            return Err(());
        }
        Ok(ran)
    }
}

/// What a shared call did: the rows of each part that ran, in order, and
/// the failure of the part after them, if one failed.
struct Ran {
    rows: Vec<Vec<SqliteRow>>,
    failure: Option<Error>,
}

/// Takes up to `room` parts whose writers still wait, of the text of the
/// first in `queue`, within [`MOST_ARGS`] arguments (one part at least);
/// the others stay queued, in order. One text a call: the driver prepares a
/// call's statements once for each text it has not seen (and keeps so many),
/// so calls mixing texts in every order (a pending deposit's and an
/// approval's) were prepared anew nearly every time (measured: 0.8× the
/// approve flow's pairs a second, 1.3× the CPU a pair).
fn take_parts(queue: &mut VecDeque<Submission>, room: usize) -> Vec<Submission> {
    queue.retain(|next| !next.reply.is_closed());
    let (mut parts, mut others, mut args) = (Vec::<Submission>::new(), VecDeque::new(), 0);
    while let Some(next) = queue.pop_front() {
        let first = parts.first().map(|first| &first.part.text);
        let fits = match first {
            None => true,
            Some(text) => parts.len() < room && *text == next.part.text && args + next.part.args.len() <= MOST_ARGS,
        };
        match fits {
            true => {
                args += next.part.args.len();
                parts.push(next);
            }
            false => others.push_back(next),
        }
    }
    *queue = others;
    parts
}

/// What a call sends besides its parts.
#[derive(Clone, Copy)]
struct Ends {
    /// The batch's BEGIN, first.
    begins: bool,
    /// The first part opens the batch: it needs no savepoint (undoing it is
    /// rolling the batch back).
    opens: bool,
    /// The batch's COMMIT, last.
    commits: bool,
}

/// The one text of `parts`, each in its savepoint (but the first, when it
/// opens the batch) and ended by its marker row, with its arguments
/// renumbered after those of the parts before it, between the batch's BEGIN
/// and COMMIT as `ends` says. Each part is kept as it was: those after a
/// part that fails go again.
fn assemble(parts: &[Submission], ends: Ends) -> (String, Vec<Arg>) {
    let Ends { begins, opens, commits } = ends;
    let (mut text, mut args) = (String::new(), Vec::new());
    if begins {
        text.push_str(&format!("{BEGIN};\n"));
    }
    for (i, Submission { part, .. }) in parts.iter().enumerate() {
        let numbered = match args.len() {
            0 => std::borrow::Cow::Borrowed(part.text.as_str()),
            before => shift_placeholders(&part.text, before).into(),
        };
        match opens && i == 0 {
            true => text.push_str(&format!("{numbered};\n")),
            false => {
                crate::store::sent();
                text.push_str(&format!("{OPEN_SAVEPOINT};\n{numbered};\n{RELEASE_SAVEPOINT};\n"));
            }
        }
        text.push_str(&format!("SELECT 0 AS {MARKER};\n"));
        args.extend(part.args.iter().cloned());
    }
    if commits {
        text.push_str("COMMIT;\n");
    }
    (text, args)
}

fn answer(submission: Submission, outcome: Result<Sent>) {
    let _ = submission.reply.send(outcome);
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use sqlx::Connection as _;

    use super::*;

    /// A part of `text` queued in `group`, and the receiver that keeps its writer waiting.
    fn queued(group: &Arc<Group>, text: &str) -> (Submission, oneshot::Receiver<Result<Sent>>) {
        let (reply, waiting) = oneshot::channel();
        let part = Part { text: text.to_owned(), args: Vec::new() };
        (Submission { part, reply, _coming: group.coming() }, waiting)
    }

    fn texts<'a>(parts: impl IntoIterator<Item = &'a Submission>) -> Vec<&'a str> {
        parts.into_iter().map(|s| s.part.text.as_str()).collect()
    }

    /// A call takes the parts of the first part's text, within the room left,
    /// and leaves the others queued in order; a part whose writer is gone is
    /// dropped. A writer counts as queued until its part is answered.
    #[tokio::test]
    async fn a_call_carries_parts_of_one_text() {
        let conn = sqlx::SqliteConnection::connect("sqlite::memory:").await.expect("connect");
        let group = Group::new(conn, super::super::GroupCommit::default());
        let (mut queue, mut waiting) = (VecDeque::new(), Vec::new());
        for text in ["deposit", "approval", "deposit", "gone", "approval", "deposit"] {
            let (submission, receiver) = queued(&group, text);
            queue.push_back(submission);
            if text != "gone" {
                waiting.push(receiver);
            }
        }
        let first = take_parts(&mut queue, 2);
        assert_eq!(texts(&first), ["deposit", "deposit"]);
        assert_eq!(texts(&queue), ["approval", "approval", "deposit"]);
        assert_eq!(group.queued(), 5, "the writer gone is not waited for");
        first.into_iter().for_each(|s| answer(s, Err(Error::Busy)));
        assert_eq!(group.queued(), 3, "answered writers are not waited for");
        let second = take_parts(&mut queue, 8);
        assert_eq!(texts(&second), ["approval", "approval"]);
        assert_eq!(texts(&take_parts(&mut queue, 8)), ["deposit"]);
        assert!(queue.is_empty());
    }

    /// A part handed over while a call runs goes in the next round of the
    /// task holding the connection, though its own writer never takes it.
    #[tokio::test]
    async fn a_part_handed_over_during_a_call_is_sent_by_the_task_that_holds_the_connection() {
        let conn = sqlx::SqliteConnection::connect("sqlite::memory:").await.expect("connect");
        let group = Group::new(conn, super::super::GroupCommit::default());
        let slow =
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT count(*) FROM c";
        let leader = tokio::spawn({
            let group = group.clone();
            async move { group.send(Part { text: slow.to_owned(), args: Vec::new() }).await.map(|_| ()) }
        });
        // The leader holds the connection and has taken the queue: its call runs.
        while group.writer.try_lock().is_ok() || !group.submitted().is_empty() {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        let (late, answered) = queued(&group, "SELECT 1");
        group.submitted().push(late);
        let answered = tokio::time::timeout(Duration::from_secs(30), answered).await;
        assert!(matches!(answered, Ok(Ok(Ok(_)))), "the late part was not sent");
        assert!(leader.await.expect("leader").is_ok());
    }
}
