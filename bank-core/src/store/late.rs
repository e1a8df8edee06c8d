//! Optimistic writes on PostgreSQL: a transaction begun late (see
//! [`Db::begin_write_late`](super::Db::begin_write_late)) reads without
//! locking, then writes once, guarded by what it read: the write is the whole
//! work, and commits itself. Two statements, no BEGIN and no COMMIT, where a
//! locked read needs four. A row changed in between fails the write with a
//! serialization failure (see [`unchanged`]), which writes nothing, and the
//! command runs again, locked this time.

use super::{Open, Row, Sql, Tx};
use crate::error::{Error, Result};
use crate::store::Arg;

/// The SQL that fails its statement with a serialization failure (40001)
/// unless `condition` holds (migration 32): a guarded write's statement
/// asserts so that its parts all did what they must, or none is kept.
pub(crate) fn unchanged(condition: &str) -> String {
    format!("bank_unchanged({condition})")
}

/// The column that reads a row's version with it, for a later write to
/// compare (`xmin`: the transaction that wrote the row as read; any change
/// writes a new one).
pub(crate) const ROW_VERSION: &str = "xmin::text";

/// The condition (` AND xmin::text = $n`) under which an UPDATE changes a
/// row only as it was read, at `version`; its argument is pushed to `args`.
pub(crate) fn as_read(version: &str, args: &mut Vec<Arg>) -> String {
    args.push(Arg::from(version));
    format!(" AND {ROW_VERSION} = ${}", args.len())
}

impl Tx {
    /// Whether PostgreSQL's BEGIN is still to be sent: a read marked
    /// [`Tx::unlocked`] now runs outside the transaction, locks nothing, and
    /// the write resting on it must compare the row's version.
    pub(crate) fn is_late(&self) -> bool {
        matches!(&self.open, Open::Postgres(t) if t.is_late())
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
        if !self.is_late() {
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
    /// while it ran. A command that fails after that is not run again.
    pub(crate) fn may_have_committed(&self) -> bool {
        matches!(&self.open, Open::Postgres(t) if t.may_have_committed())
    }

    /// Whether a write must assert that every part of it did what it must
    /// (see [`unchanged`]): it rests on an unlocked read, or it is the last
    /// write before any BEGIN, which commits itself.
    pub(crate) fn asserts_whole(&self, read_unlocked: bool, last: bool) -> bool {
        read_unlocked || (last && self.is_late())
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
            true => format!("{alias}.{ROW_VERSION} AS row_version"),
            false => "CAST(NULL AS TEXT) AS row_version".into(),
        }
    }
}
