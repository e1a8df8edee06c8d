//! Optimistic writes: a transaction begun late (see
//! [`Db::begin_write_late`](super::Db::begin_write_late)) reads without
//! locking, then writes once, guarded by what it read. On PostgreSQL the
//! write is the whole work, and commits itself: two statements, no BEGIN and
//! no COMMIT, where a locked read needs four. On SQLite the reads run on a
//! reader, before the writer's turn (see [`Ahead`]), and the turn is one call
//! to the driver where it was two: SQLite's one writer runs its members one
//! after another, each call a hand-off between threads. A row changed in
//! between fails the write (see [`unchanged`] and [`SQLITE_UNCHANGED`]),
//! which writes nothing, and the command runs again, locked this time.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use sqlx::{Connection as _, SqliteConnection, SqlitePool};

use super::group::Group;
use super::{Dialect, Open, Row, Sql, Tx};
use crate::error::{Error, Result};
use crate::store::Arg;

/// A SQLite write begun late, before its turn on the one writer: reads
/// marked [`Tx::unlocked`] run on a reader, and its first other statement
/// queues for its turn (see [`Tx::join`]).
pub(super) struct Ahead {
    /// Not counted as queued while it reads: a batch waits for the writers
    /// whose calls are ready, not for those still reading (measured: the
    /// batches that waited were slower).
    pub(super) group: Arc<Group>,
    pub(super) read: Readers,
    /// The reader of the unlocked reads, kept until the turn is taken.
    pub(super) reader: Option<SqliteConnection>,
}

impl Ahead {
    /// Gives the reader back, once the reads ahead are done.
    pub(super) fn give_back_reader(&mut self) {
        if let Some(reader) = self.reader.take() {
            self.read.give_back(reader);
        }
    }
}

impl Drop for Ahead {
    fn drop(&mut self) {
        self.give_back_reader();
    }
}

/// Readers kept apart from the pool for the reads ahead: sqlx pings a
/// connection given back to its pool (a hand-off to the connection's thread
/// and back, for every deposit read ahead), which these skip. They only run
/// statements on their own (no transaction is left open), so one given back
/// in any state is ready for the next.
#[derive(Clone)]
pub(super) struct Readers {
    pool: SqlitePool,
    kept: Arc<std::sync::Mutex<Vec<SqliteConnection>>>,
    /// Readers taken out of the pool and not closed: kept, or reading.
    open: Arc<AtomicUsize>,
}

/// Readers kept at most; one given back past it is closed.
pub(super) const MOST_KEPT: usize = 8;

impl std::fmt::Debug for Readers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Readers").field("kept", &self.kept().len()).finish_non_exhaustive()
    }
}

impl Readers {
    pub(super) fn new(pool: SqlitePool) -> Readers {
        Readers { pool, kept: Arc::default(), open: Arc::default() }
    }

    /// Readers open (kept or reading) and kept idle, for the pool's status.
    pub(super) fn status(&self) -> (usize, usize) {
        (self.open.load(Ordering::Relaxed), self.kept().len())
    }

    fn kept(&self) -> std::sync::MutexGuard<'_, Vec<SqliteConnection>> {
        self.kept.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A kept reader, or one taken out of the pool for good (the pool opens
    /// another when it needs one).
    pub(super) async fn take(&self) -> Result<SqliteConnection> {
        if let Some(reader) = self.kept().pop() {
            return Ok(reader);
        }
        let reader = self.pool.acquire().await?.detach();
        self.open.fetch_add(1, Ordering::Relaxed);
        Ok(reader)
    }

    fn give_back(&self, reader: SqliteConnection) {
        let mut kept = self.kept();
        match kept.len() < MOST_KEPT {
            true => kept.push(reader),
            false => {
                self.open.fetch_sub(1, Ordering::Relaxed);
                drop(reader);
            }
        }
    }

    pub(super) async fn close(&self) {
        let readers = std::mem::take(&mut *self.kept());
        for reader in readers {
            self.open.fetch_sub(1, Ordering::Relaxed);
            let _ = reader.close().await;
        }
    }
}

/// SQLite's assertion (migration 33), sent after the statement whose count
/// it checks: it fails the call unless that statement changed one row
/// (a chain of writes each changing a row only if the one before did ends
/// in a statement whose count says whether all did). It leaves SQLite's
/// `changes()` at 0, its `last_insert_rowid()` as it was.
pub(crate) const SQLITE_UNCHANGED: &str = "INSERT INTO bank_unchanged (holds) VALUES (changes() = 1)";

/// The SQL that fails its statement with a serialization failure (40001)
/// unless `condition` holds (migration 32): a guarded write's statement
/// asserts so that its parts all did what they must, or none is kept.
pub(crate) fn unchanged(condition: &str) -> String {
    format!("bank_unchanged({condition})")
}

/// PostgreSQL's row version: `xmin`, the transaction that wrote the row as
/// read (any change writes a new one).
pub(super) const ROW_VERSION: &str = "xmin::text";

/// The expression that reads the version of a row (of table alias `alias`,
/// with its dot, or none), for a later write to compare: PostgreSQL's
/// [`ROW_VERSION`]; SQLite's `row_version`, which every update of an
/// account moves on (migration 33).
fn row_version(dialect: Dialect, alias: &str) -> String {
    match dialect {
        Dialect::Postgres => format!("{alias}{ROW_VERSION}"),
        Dialect::Sqlite => format!("CAST({alias}row_version AS TEXT)"),
    }
}

/// What a write resting on an unlocked read compares: the row's version as
/// read and, for a row served from a copy held in memory instead of read,
/// what the read would have confirmed in the same statement (PostgreSQL: a
/// condition numbered from `$1`, and its arguments). Whoever builds the
/// condition owns its meaning; the store only carries it into the write.
#[derive(Clone, Debug)]
pub struct ReadAs {
    pub version: String,
    pub assumed: Option<(String, Vec<Arg>)>,
}

impl From<String> for ReadAs {
    fn from(version: String) -> ReadAs {
        ReadAs { version, assumed: None }
    }
}

/// The condition (` AND xmin::text = $n`, and what a copy assumed) under
/// which an UPDATE of an account changes it only as it was read; its
/// arguments are pushed to `args` (SQLite's placeholder is an anonymous `?`).
pub(crate) fn as_read(dialect: Dialect, read: &ReadAs, args: &mut Vec<Arg>) -> String {
    args.push(Arg::from(read.version.as_str()));
    let version = match dialect {
        Dialect::Postgres => format!(" AND {} = ${}", row_version(dialect, ""), args.len()),
        Dialect::Sqlite => format!(" AND {} = ?", row_version(dialect, "")),
    };
    match (&read.assumed, dialect) {
        (None, _) => version,
        (Some((condition, more)), Dialect::Postgres) => {
            let condition = super::shift_placeholders(condition, args.len());
            args.extend(more.iter().cloned());
            format!("{version} AND {condition}")
        }
        // Copies are kept on PostgreSQL only: a write resting on one
        // elsewhere changes nothing, and the command runs again, locked.
        (Some(_), Dialect::Sqlite) => format!("{version} AND 0 = 1"),
    }
}

impl Tx {
    /// Whether the transaction is still before its writes (PostgreSQL: its
    /// BEGIN not sent; SQLite: its writer's turn not taken): a read marked
    /// [`Tx::unlocked`] now locks nothing, and the write resting on it must
    /// compare the row's version.
    pub(crate) fn is_late(&self) -> bool {
        self.is_late_on_postgres() || matches!(&self.open, Open::Ahead(_))
    }

    fn is_late_on_postgres(&self) -> bool {
        matches!(&self.open, Open::Postgres(t) if t.is_late())
    }

    /// Takes a SQLite write begun late to its turn on the writer (nothing
    /// otherwise).
    pub(super) async fn join(&mut self) -> Result<()> {
        if let Open::Ahead(ahead) = &self.open {
            let group = ahead.group.clone();
            self.open = Open::Group(group.begin().await?);
        }
        Ok(())
    }

    /// SQLite: the transaction row id to insert for a writer that read
    /// `next` as the next (see `Group::claim_id`); PostgreSQL's come from
    /// its sequence, as read.
    pub(crate) fn claim_id(&self, next: i64) -> i64 {
        match &self.open {
            Open::Ahead(ahead) => ahead.group.claim_id(next),
            Open::Group(member) => member.group().claim_id(next),
            _ => next,
        }
    }

    /// Lets the next statement, a read, run outside the transaction while
    /// its BEGIN is not sent (see [`Tx::is_late`]); once it is, the read
    /// runs inside, as any.
    pub(crate) fn unlocked(&mut self) -> &mut Tx {
        self.outside_next = true;
        self
    }

    /// Sends the transaction's last statement, which carries every write
    /// left (nothing may be deferred past it), and returns its row. Before
    /// any BEGIN (see [`Tx::is_late`]) it runs on its own and commits itself:
    /// the commit after it sends nothing, and no statement may follow it.
    pub(crate) async fn fetch_optional_last<T: Row>(&mut self, sql: Sql, args: Vec<Arg>) -> Result<Option<T>> {
        if !self.is_late_on_postgres() {
            return self.fetch_optional(sql, args).await;
        }
        if !self.deferred.is_empty() {
            return Err(Error::Internal("a write that commits itself leaves nothing deferred".into()));
        }
        self.outside_next = true;
        let outcome = self.fetch_optional(sql, args).await;
        if let Open::Postgres(t) = &mut self.open {
            t.ended(&outcome);
        }
        outcome
    }

    /// Whether the work may be in the database already: its last statement
    /// ran on its own and committed itself, or its connection was lost
    /// while it ran (SQLite: its last call was sent with others, and commits
    /// with their batch). A command that fails after that is not run again.
    pub(crate) fn may_have_committed(&self) -> bool {
        match &self.open {
            Open::Postgres(t) => t.may_have_committed(),
            Open::Group(m) => m.is_sealed(),
            _ => false,
        }
    }

    /// Whether a PostgreSQL write must assert that every part of it did
    /// what it must (see [`unchanged`]): it rests on an unlocked read, or it
    /// is the last write before any BEGIN, which commits itself.
    pub(crate) fn asserts_whole(&self, read_unlocked: bool, last: bool) -> bool {
        read_unlocked || (last && self.is_late_on_postgres())
    }

    /// Whether the next statement was marked [`Tx::unlocked`] and will run
    /// outside the transaction: a read built for it takes no lock and
    /// reads the row's version instead (see [`Tx::row_version_column`]).
    pub(crate) fn reads_unlocked(&self) -> bool {
        self.outside_next && self.is_late()
    }

    /// A column list entry `row_version`: the version of the row of table
    /// alias `alias` when the read runs unlocked (see [`Tx::reads_unlocked`]),
    /// NULL otherwise.
    pub(crate) fn row_version_column(&self, alias: &str) -> String {
        match self.reads_unlocked() {
            true => format!("{} AS row_version", row_version(self.dialect(), &format!("{alias}."))),
            false => "CAST(NULL AS TEXT) AS row_version".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader given back is kept for the next read ahead, where sqlx's
    /// pool would ping it first; past [`MOST_KEPT`] it is closed. The pool's
    /// status counts them.
    #[tokio::test]
    async fn readers_given_back_are_kept_and_counted() {
        let dir = tempfile::tempdir().expect("dir");
        let (db, tx) = crate::store::scratch::scratch_db(&dir, "CREATE TABLE t (v INTEGER)").await;
        tx.rollback().await.expect("rollback");
        let crate::store::Pool::Sqlite { ahead, .. } = &db.pool else { panic!("a SQLite pool") };
        let mut readers = Vec::new();
        for _ in 0..=MOST_KEPT {
            readers.push(ahead.take().await.expect("reader"));
        }
        assert_eq!(ahead.status(), (MOST_KEPT + 1, 0));
        readers.into_iter().for_each(|reader| ahead.give_back(reader));
        assert_eq!(ahead.status(), (MOST_KEPT, MOST_KEPT), "one past the most is closed");
        let again = ahead.take().await.expect("reader");
        assert_eq!(ahead.status(), (MOST_KEPT, MOST_KEPT - 1), "a kept one is taken first");
        // The writer and the kept readers at least.
        assert!(db.pool_status().open > MOST_KEPT as u32, "{:?}", db.pool_status());
        ahead.give_back(again);
        db.close().await;
        assert_eq!(ahead.status(), (0, 0));
    }
}
