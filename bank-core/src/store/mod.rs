//! Storage: one `Db` over SQLite (embedded default) or PostgreSQL (production).
//!
//! Queries are written once as SQL text with `$n` placeholders, which both
//! drivers accept; arguments travel as [`Arg`] values and rows decode into types
//! that implement `FromRow` for both dialects. Only where the dialects truly
//! differ (DDL, locking, date arithmetic) does a caller branch on [`Dialect`].

mod arg;
mod connect;
mod counter;
mod defer;
mod fuse;
mod group;
mod kept;
mod key;
mod late;
mod migrate;
mod options;
mod pg;
#[cfg(test)]
pub(crate) mod scratch;
mod setting;
mod sql;
mod zone;

use chrono::{DateTime, SecondsFormat, Utc};
use sqlx::{AssertSqlSafe, Row as _, Sqlite, SqlitePool, Transaction};

use crate::error::{Error, Result};

pub use arg::Arg;
pub use counter::{background_statements_sent, calls_sent, in_background, statements_sent, wal_syncs};
use counter::{called, sent};
pub use defer::shift_placeholders;
pub use fuse::Fusion;
pub(crate) use fuse::{Flight, Seat};
pub use group::{Durability, GroupCommit};
pub use key::new_key;
pub use late::ReadAs;
pub(crate) use late::{SQLITE_UNCHANGED, as_read, unchanged};
pub use migrate::{LATEST_VERSION, SchemaStatus};
pub use options::{DbOptions, PoolStatus};
pub use sql::{Row, Scalar, Sql};
use sql::{SqlText, first_two};

/// Which SQL dialect a connection speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

#[derive(Clone, Debug)]
enum Pool {
    /// Readers share `read`; writers queue for the one write connection,
    /// which commits them in groups. SQLite allows one writer at a time
    /// anyway: a fair in-process queue replaces the busy-timeout sleeps that
    /// made write latency spiky.
    Sqlite {
        read: SqlitePool,
        group: std::sync::Arc<group::Group>,
        /// Readers of the reads ahead of a writer's turn (see `late::Readers`).
        ahead: late::Readers,
    },
    Postgres(pg::PgConns),
}

/// A pool of connections to the bank's database.
#[derive(Clone, Debug)]
pub struct Db {
    pool: Pool,
    /// PostgreSQL: forms the groups of fused writes (None: fusion is off).
    fuser: Option<std::sync::Arc<fuse::Fuser>>,
}

/// How long a transaction waited for its connection (and, on SQLite, a
/// writer for its turn): the time a saturated pool adds to every command.
const WAIT_METRIC: &str = "bank_db_acquire_wait_seconds";

impl Db {
    pub fn dialect(&self) -> Dialect {
        match self.pool {
            Pool::Sqlite { .. } => Dialect::Sqlite,
            Pool::Postgres(_) => Dialect::Postgres,
        }
    }

    /// A transaction for a state change. SQLite takes the write lock up front
    /// (one writer at a time, no lock-upgrade failures). PostgreSQL runs READ
    /// COMMITTED and every decision locks the rows it rests on (`FOR UPDATE`,
    /// see [`Tx::for_update`]) in a stable order, or (begun late, see
    /// [`Db::begin_write_late`]) writes them only as it read them; deadlocks
    /// and serialization failures that still occur are retried by the
    /// caller. (SERIALIZABLE was
    /// measured first: its page-level predicate locks on indexes made
    /// concurrent deposits on different accounts conflict and retry.)
    pub async fn begin_write(&self) -> Result<Tx> {
        self.write(false).await
    }

    /// [`Db::begin_write`], whose BEGIN PostgreSQL sends with the first
    /// statement that needs one (see [`Tx::unlocked`] and
    /// [`Tx::fetch_optional_last`]): a command that reads unlocked and then
    /// writes once, guarded by what it read, sends neither BEGIN nor COMMIT.
    /// On SQLite the writer's turn is taken so too (see `late::Ahead`).
    pub async fn begin_write_late(&self) -> Result<Tx> {
        self.write(true).await
    }

    async fn write(&self, late: bool) -> Result<Tx> {
        let asked = std::time::Instant::now();
        let tx = match &self.pool {
            // Read ahead even when the writer is free: a writer alone then
            // makes two calls to the drivers' threads (its reads, and its
            // writes between the batch's BEGIN and COMMIT) where in its turn it
            // made four (BEGIN, its reads, its writes, COMMIT), and it does not
            // hold the writer while it works out its writes.
            Pool::Sqlite { group, ahead, .. } if late => {
                Tx::of(Open::Ahead(late::Ahead { group: group.clone(), read: ahead.clone(), reader: None }))
            }
            Pool::Sqlite { group, .. } => Tx::of(Open::Group(group.begin().await?)),
            Pool::Postgres(p) => {
                let begin = "BEGIN ISOLATION LEVEL READ COMMITTED";
                Tx::of(Open::Postgres(match late {
                    true => pg::PgTx::late(p, begin).await?,
                    false => pg::PgTx::begin(p, begin).await?,
                }))
            }
        };
        metrics::histogram!(WAIT_METRIC, "kind" => "write").record(asked.elapsed().as_secs_f64());
        Ok(tx)
    }

    /// Where a fusable write keyed `key` runs (see [`Fusion`]): alone when
    /// fusion is off (always on SQLite, which commits in groups anyway).
    pub(crate) async fn seat(&self, key: &str) -> (Seat, Option<Flight>) {
        match &self.fuser {
            Some(fuser) => {
                let (seat, flight) = fuser.seat(key).await;
                (seat, Some(flight))
            }
            None => (Seat::Alone(None), None),
        }
    }

    /// A transaction for reads: one consistent snapshot, no write locks.
    pub async fn begin_read(&self) -> Result<Tx> {
        let asked = std::time::Instant::now();
        let tx = match &self.pool {
            Pool::Sqlite { read, .. } => {
                sent();
                called();
                Tx::of(Open::Sqlite(read.begin().await?))
            }
            Pool::Postgres(p) => {
                Tx::of(Open::Postgres(pg::PgTx::begin(p, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY").await?))
            }
        };
        metrics::histogram!(WAIT_METRIC, "kind" => "read").record(asked.elapsed().as_secs_f64());
        Ok(tx)
    }

    /// The pool as it is now, for the operators' metrics.
    pub fn pool_status(&self) -> PoolStatus {
        match &self.pool {
            Pool::Sqlite { read, group, ahead } => {
                // The readers of the reads ahead count too (see `late::Readers`).
                let (ahead_open, ahead_idle) = ahead.status();
                PoolStatus {
                    open: read.size() + 1 + ahead_open as u32,
                    idle: read.num_idle() as u32 + ahead_idle as u32,
                    max: read.options().get_max_connections() + 1 + late::MOST_KEPT as u32,
                    queued_writers: group.queued() as u32,
                }
            }
            Pool::Postgres(p) => {
                let status = p.status();
                let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
                PoolStatus {
                    open: count(status.size),
                    idle: count(status.available),
                    max: count(status.max_size),
                    queued_writers: 0,
                }
            }
        }
    }

    /// Cheap reachability probe for health checks.
    pub async fn ping(&self) -> Result<()> {
        let mut tx = self.begin_read().await?;
        let one: i64 = tx.scalar("SELECT CAST(1 AS BIGINT)", vec![]).await?;
        tx.rollback().await?;
        debug_assert_eq!(one, 1);
        Ok(())
    }

    pub async fn close(&self) {
        match &self.pool {
            Pool::Sqlite { read, group, ahead } => {
                group.close().await;
                ahead.close().await;
                read.close().await;
            }
            Pool::Postgres(p) => pg::close(p).await,
        }
        if let Some(fuser) = &self.fuser {
            fuser.close().await;
        }
    }

    pub async fn schema_status(&self) -> Result<SchemaStatus> {
        migrate::status(self).await
    }

    /// Applies pending migrations; safe to run again and from several processes.
    pub async fn migrate(&self) -> Result<Vec<i64>> {
        migrate::apply(self).await
    }
}

/// Builds a `Vec<Arg>` from values of mixed types.
#[macro_export]
macro_rules! args {
    ($($value:expr),* $(,)?) => { vec![$($crate::store::Arg::from($value)),*] };
}

fn sqlite_time(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Micros, true)
}

/// A SQLite query of `text` with `args` bound, as `on_both!` binds them.
fn sqlite_query(text: String, args: Vec<Arg>) -> sqlx::query::Query<'static, Sqlite, sqlx::sqlite::SqliteArguments> {
    let mut q = sqlx::query(AssertSqlSafe(text));
    for a in args {
        q = match a {
            Arg::I64(v) => q.bind(v),
            Arg::Text(v) => q.bind(v),
            Arg::Bool(v) => q.bind(v),
            Arg::Time(v) => q.bind(v.map(sqlite_time)),
            Arg::Date(v) => q.bind(v.map(|d| d.format("%Y-%m-%d").to_string())),
        };
    }
    q
}

// Expands the same query-building body for both drivers, with concrete types.
macro_rules! on_both {
    ($tx:expr, $sql:expr, $args:expr, |$q:ident, $conn:ident| $body:expr, $qfn:path) => {{
        sent();
        called();
        // The text only, never the arguments (they may hold PINs or documents).
        tracing::trace!(target: "bank::sql", "{}", $sql.text());
        match $tx {
            Conn::Sqlite(t) => {
                let mut $q = match $sql.0 {
                    SqlText::Static(s) => $qfn(s),
                    SqlText::Assembled(s) => $qfn(AssertSqlSafe(s)),
                };
                for a in $args {
                    $q = match a {
                        Arg::I64(v) => $q.bind(v),
                        Arg::Text(v) => $q.bind(v),
                        Arg::Bool(v) => $q.bind(v),
                        Arg::Time(v) => $q.bind(v.map(sqlite_time)),
                        Arg::Date(v) => $q.bind(v.map(|d| d.format("%Y-%m-%d").to_string())),
                    };
                }
                let $conn = t;
                $body
            }
            Conn::Postgres(t) => {
                let mut $q = match $sql.0 {
                    SqlText::Static(s) => $qfn(s),
                    SqlText::Assembled(s) => $qfn(AssertSqlSafe(s)),
                };
                for a in $args {
                    $q = match a {
                        Arg::I64(v) => $q.bind(v),
                        Arg::Text(v) => $q.bind(v),
                        Arg::Bool(v) => $q.bind(v),
                        Arg::Time(v) => $q.bind(v),
                        Arg::Date(v) => $q.bind(v),
                    };
                }
                let $conn = t;
                $body
            }
        }}
    };
}

/// An open database transaction. Dropped without `commit`, it rolls back.
pub struct Tx {
    open: Open,
    /// The bank's time zone once this transaction has read it (see [`Tx::zone`]).
    zone: Option<chrono_tz::Tz>,
    /// Writes queued by [`Tx::defer`], sent together before the commit.
    deferred: Vec<(Sql, Vec<Arg>)>,
    /// The next statement may run outside the transaction while PostgreSQL's
    /// BEGIN is not sent yet (see [`Tx::unlocked`]).
    outside_next: bool,
}

enum Open {
    Sqlite(Transaction<'static, Sqlite>),
    /// A SQLite write begun late, before its turn on the writer.
    Ahead(late::Ahead),
    /// A SQLite write, committed with its group (see [`GroupCommit`]).
    Group(group::Member),
    Postgres(pg::PgTx),
    /// A PostgreSQL write sharing its group's transaction (see [`Fusion`]).
    Fused(fuse::Member),
}

/// A connection of either driver, as the statement helpers take it.
enum Conn<'c> {
    Sqlite(&'c mut sqlx::SqliteConnection),
    Postgres(&'c mut sqlx::PgConnection),
}

impl Tx {
    fn of(open: Open) -> Tx {
        Tx { open, zone: None, deferred: Vec::new(), outside_next: false }
    }

    /// The transaction of a fused group's member (see [`Fusion`]).
    pub(crate) fn fused(member: fuse::Member) -> Tx {
        Tx::of(Open::Fused(member))
    }

    fn conn(&mut self) -> Result<Conn<'_>> {
        Ok(match &mut self.open {
            Open::Sqlite(t) => Conn::Sqlite(t),
            Open::Ahead(a) => match a.reader.as_mut() {
                Some(reader) => Conn::Sqlite(reader),
                None => return Err(Error::Internal("a write statement sent before its turn".into())),
            },
            Open::Group(m) => Conn::Sqlite(m.conn()),
            Open::Postgres(t) => Conn::Postgres(t.conn()?),
            Open::Fused(_) => return Err(Error::Internal("a fused member's statement sent past its group".into())),
        })
    }

    /// Refuses a savepoint in a fused group: undoing to it would undo the
    /// other members' work since.
    fn refuse_fused_savepoint(&self) -> Result<()> {
        match self.open {
            Open::Fused(_) => Err(Error::Internal("a fused write takes no savepoint".into())),
            _ => Ok(()),
        }
    }

    pub fn dialect(&self) -> Dialect {
        match self.open {
            Open::Sqlite(_) | Open::Ahead(_) | Open::Group(_) => Dialect::Sqlite,
            Open::Postgres(_) | Open::Fused(_) => Dialect::Postgres,
        }
    }

    /// The row-lock clause for reads a decision rests on: `FOR UPDATE` on
    /// PostgreSQL; nothing on SQLite, where the transaction holds the one write lock.
    pub fn for_update(&self) -> &'static str {
        match self.dialect() {
            Dialect::Sqlite => "",
            Dialect::Postgres => " FOR UPDATE",
        }
    }

    /// The VALUES rows of a multi-row INSERT of `rows` rows of `columns`
    /// arguments each, numbered from 1 in order. SQLite gets anonymous `?`:
    /// it finds a numbered parameter's name by a linear scan, which made a
    /// 1,000-row insert quadratic in its parameters.
    pub fn values_rows(&self, rows: usize, columns: usize) -> String {
        sql::values_rows(self.dialect(), rows, columns)
    }

    /// Picks the SQL text of this connection's dialect.
    pub fn pick(&self, sqlite: &'static str, postgres: &'static str) -> &'static str {
        match self.dialect() {
            Dialect::Sqlite => sqlite,
            Dialect::Postgres => postgres,
        }
    }

    /// Opens the savepoint of one row of a batch. Writes deferred before it
    /// are sent first, so rolling back to it discards only what came after.
    pub async fn savepoint(&mut self) -> Result<()> {
        self.refuse_fused_savepoint()?;
        self.flush().await?;
        self.execute("SAVEPOINT batch_row", vec![]).await.map(drop)
    }

    /// Keeps the row's work, its deferred writes sent inside its savepoint.
    pub async fn release_savepoint(&mut self) -> Result<()> {
        self.flush().await?;
        self.execute("RELEASE SAVEPOINT batch_row", vec![]).await.map(drop)
    }

    /// Undoes the row's work, the writes it deferred included.
    pub async fn rollback_to_savepoint(&mut self) -> Result<()> {
        self.refuse_fused_savepoint()?;
        self.deferred.clear();
        self.execute("ROLLBACK TO SAVEPOINT batch_row", vec![]).await?;
        self.execute("RELEASE SAVEPOINT batch_row", vec![]).await.map(drop)
    }

    /// Commits; returns once the work is durable (a group member: once its
    /// group committed, which counts its own statements).
    pub async fn commit(mut self) -> Result<()> {
        self.flush_last().await?;
        match self.open {
            Open::Sqlite(t) => {
                sent();
                called();
                t.commit().await?
            }
            // Nothing written: nothing to commit.
            Open::Ahead(_) => {}
            Open::Group(m) => m.commit().await?,
            Open::Postgres(t) => t.commit().await?,
            Open::Fused(m) => m.commit().await?,
        }
        Ok(())
    }

    pub async fn rollback(self) -> Result<()> {
        match self.open {
            Open::Sqlite(t) => {
                sent();
                called();
                t.rollback().await?
            }
            Open::Ahead(_) => {}
            Open::Group(m) => m.rollback().await?,
            Open::Postgres(t) => t.rollback().await?,
            // Its group rolls back, and every member runs again alone.
            Open::Fused(m) => drop(m),
        }
        Ok(())
    }

    /// A group member's statement, its due savepoint opened first: in the
    /// same call to the driver when the statement reads rows.
    async fn ready(&mut self, sql: impl Into<Sql>, reads_rows: bool) -> Result<Sql> {
        let sql = sql.into();
        let outside = std::mem::take(&mut self.outside_next);
        match &mut self.open {
            Open::Postgres(t) => t.ready(outside).await?,
            Open::Ahead(a) if outside && reads_rows => {
                // One reader for all the reads ahead.
                if a.reader.is_none() {
                    a.reader = Some(a.read.take().await?);
                }
                return Ok(sql);
            }
            Open::Ahead(_) => self.join().await?,
            _ => {}
        }
        let Open::Group(m) = &mut self.open else { return Ok(sql) };
        if m.is_released() {
            return Err(Error::Internal("a statement after the transaction's last writes".into()));
        }
        if !reads_rows {
            m.open_savepoint().await?;
            return Ok(sql);
        }
        Ok(match m.take_due_savepoint() {
            true => Sql::assembled(format!("{};\n{}", group::OPEN_SAVEPOINT, sql.text())),
            false => sql,
        })
    }

    /// Runs a statement; returns the number of rows it affected.
    pub async fn execute(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<u64> {
        let sql = self.ready(sql, false).await?;
        if let Open::Fused(m) = &mut self.open {
            return m.execute(sql, args).await;
        }
        Ok(on_both!(self.conn()?, sql, args, |q, c| q.execute(c).await?.rows_affected(), sqlx::query))
    }

    /// Runs several statements without arguments (DDL).
    pub async fn execute_script(&mut self, script: &'static str) -> Result<()> {
        self.ready(script, false).await?;
        sent();
        called();
        match &mut self.open {
            Open::Sqlite(t) => {
                sqlx::raw_sql(script).execute(&mut **t).await?;
            }
            Open::Group(m) => {
                sqlx::raw_sql(script).execute(m.conn()).await?;
            }
            Open::Ahead(_) => return Err(Error::Internal("a script sent before its turn".into())),
            Open::Postgres(t) => {
                sqlx::raw_sql(script).execute(t.conn()?).await?;
            }
            Open::Fused(_) => return Err(Error::Internal("a fused write runs no script".into())),
        }
        Ok(())
    }

    pub async fn fetch_all<T: Row>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<Vec<T>> {
        let sql = self.ready(sql, true).await?;
        if let Open::Fused(m) = &mut self.open {
            return m.rows(sql, args).await?.iter().map(|row| Ok(T::from_row(row)?)).collect();
        }
        Ok(on_both!(self.conn()?, sql, args, |q, c| q.fetch_all(c).await?, sqlx::query_as))
    }

    pub async fn fetch_optional<T: Row>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<Option<T>> {
        let sql = self.ready(sql, true).await?;
        if let Open::Fused(m) = &mut self.open {
            return m.rows(sql, args).await?.first().map(|row| Ok(T::from_row(row)?)).transpose();
        }
        Ok(on_both!(self.conn()?, sql, args, |q, c| q.fetch_optional(c).await?, sqlx::query_as))
    }

    pub async fn fetch_one<T: Row>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<T> {
        let sql = self.ready(sql, true).await?;
        if let Open::Fused(m) = &mut self.open {
            let rows = m.rows(sql, args).await?;
            return Ok(T::from_row(rows.first().ok_or(sqlx::Error::RowNotFound)?)?);
        }
        Ok(on_both!(self.conn()?, sql, args, |q, c| q.fetch_one(c).await?, sqlx::query_as))
    }

    /// Rows of two kinds from one call to the driver (SQLite runs a text of
    /// several statements so): the first row decoded as `A`, the second as
    /// `B`. The caller's statements return at most one row each, and the
    /// second's only with the first's.
    pub async fn fetch_two<A: Row, B: Row>(
        &mut self,
        sql: impl Into<Sql>,
        args: Vec<Arg>,
    ) -> Result<(Option<A>, Option<B>)> {
        let sql = self.ready(sql, true).await?;
        if let Open::Fused(m) = &mut self.open {
            return first_two(m.rows(sql, args).await?);
        }
        Ok(on_both!(self.conn()?, sql, args, |q, c| first_two(q.fetch_all(c).await?)?, sqlx::query))
    }

    pub async fn scalar<T: Scalar>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<T> {
        let sql = self.ready(sql, true).await?;
        if let Open::Fused(m) = &mut self.open {
            let rows = m.rows(sql, args).await?;
            return Ok(rows.first().ok_or(sqlx::Error::RowNotFound)?.try_get(0)?);
        }
        Ok(on_both!(self.conn()?, sql, args, |q, c| q.fetch_one(c).await?, sqlx::query_scalar))
    }

    pub async fn scalar_optional<T: Scalar>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<Option<T>> {
        let sql = self.ready(sql, true).await?;
        if let Open::Fused(m) = &mut self.open {
            return Ok(m.rows(sql, args).await?.first().map(|row| row.try_get(0)).transpose()?);
        }
        Ok(on_both!(self.conn()?, sql, args, |q, c| q.fetch_optional(c).await?, sqlx::query_scalar))
    }
}

impl Db {
    /// One read on its own, outside a transaction: a single statement sees one
    /// snapshot anyway, and this spares the BEGIN and ROLLBACK around it
    /// (authentication runs it on every request).
    /// Callers read one row by a unique key.
    pub async fn read_optional<T: Row>(&self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<Option<T>> {
        Ok(self.read_all(sql, args).await?.into_iter().next())
    }

    /// [`Db::read_optional`] for every row (callers bound the rows with LIMIT).
    pub async fn read_all<T: Row>(&self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<Vec<T>> {
        let sql = sql.into();
        Ok(match &self.pool {
            Pool::Sqlite { read, .. } => {
                let mut c = read.acquire().await?;
                on_both!(Conn::Sqlite(&mut c), sql, args, |q, c| q.fetch_all(c).await?, sqlx::query_as)
            }
            Pool::Postgres(p) => {
                let mut c = pg::get(p).await?;
                let rows = on_both!(Conn::Postgres(&mut c), sql, args, |q, c| q.fetch_all(c).await, sqlx::query_as);
                pg::release(c, rows)?
            }
        })
    }
}

/// The current time, truncated to the microsecond precision both databases keep,
/// so a value read back equals the value written.
pub fn now() -> DateTime<Utc> {
    let t = Utc::now();
    DateTime::from_timestamp_micros(t.timestamp_micros()).unwrap_or(t)
}
