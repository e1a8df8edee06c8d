//! Storage: one `Db` over SQLite (embedded default) or PostgreSQL (production).
//!
//! Queries are written once as SQL text with `$n` placeholders, which both
//! drivers accept; arguments travel as [`Arg`] values and rows decode into types
//! that implement `FromRow` for both dialects. Only where the dialects truly
//! differ (DDL, locking, date arithmetic) does a caller branch on [`Dialect`].

mod arg;
mod counter;
mod defer;
mod group;
mod key;
mod migrate;
mod options;
mod setting;
mod sql;
mod zone;

use std::str::FromStr;
use std::time::Duration;

use chrono::{DateTime, SecondsFormat, Utc};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{AssertSqlSafe, PgPool, Postgres, Sqlite, SqlitePool, Transaction};

use crate::error::{Error, Result};

pub use arg::Arg;
pub use counter::{background_statements_sent, calls_sent, in_background, statements_sent};
use counter::{called, sent};
pub use defer::shift_placeholders;
pub use group::{Durability, GroupCommit};
pub use key::new_key;
pub use migrate::{LATEST_VERSION, SchemaStatus};
pub use options::{DbOptions, PoolStatus};
pub use sql::{Row, Scalar, Sql};
use sql::{SqlText, first_two};

/// Which SQL dialect a connection speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    },
    Postgres(PgPool),
}

/// A pool of connections to the bank's database.
#[derive(Clone, Debug)]
pub struct Db {
    pool: Pool,
}

/// How long a transaction waited for its connection (and, on SQLite, a
/// writer for its turn): the time a saturated pool adds to every command.
const WAIT_METRIC: &str = "bank_db_acquire_wait_seconds";

/// What to do when PostgreSQL does not answer or the database is missing.
const PG_HINT: &str = "Is the server running there, and the database created (`createdb NAME`, then `bank init`)? \
                       Check --database-url or BANK_DATABASE_URL";
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(10);
/// Rows SQLite's connection thread may read ahead of the task taking them.
/// sqlx's default (50) hands a long read over one row at a time once the
/// buffer is full, a thread wake-up per row; the buffer grows only as rows
/// wait in it, so short reads cost nothing more.
const SQLITE_ROW_BUFFER: usize = 1_024;
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a SQLite writer may wait its turn before the command fails as busy.
const WRITE_QUEUE_TIMEOUT: Duration = Duration::from_secs(30);

/// How long a PostgreSQL connection may sit idle in the pool before it is
/// checked on its way out.
const IDLE_BEFORE_CHECK: Duration = Duration::from_secs(1);

/// sqlx pings every connection it takes from the pool by default: a round
/// trip per transaction, a fifth of a settled deposit's. A connection in
/// steady use is taken as it is (were it broken, its first statement fails
/// like any in flight); one idle for [`IDLE_BEFORE_CHECK`] is pinged first,
/// and replaced if the server or the network dropped it meanwhile.
fn checked_when_idle(options: PgPoolOptions) -> PgPoolOptions {
    options.test_before_acquire(false).before_acquire(|conn, meta| {
        Box::pin(async move {
            if meta.idle_for >= IDLE_BEFORE_CHECK {
                sqlx::Connection::ping(conn).await?;
            }
            Ok(true)
        })
    })
}

impl Db {
    pub async fn connect(options: &DbOptions) -> Result<Db> {
        let url = options.url.trim();
        let pool = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let connect = PgConnectOptions::from_str(url)
                .map_err(|e| Error::Config(format!("invalid PostgreSQL URL: {e}")))?
                .application_name("bank");
            // Host, port and database only: the URL may hold a password.
            let at = format!("{}:{}/{}", connect.get_host(), connect.get_port(), connect.get_database().unwrap_or(""));
            let pool = checked_when_idle(PgPoolOptions::new())
                .max_connections(options.pool_size.max(1))
                .acquire_timeout(ACQUIRE_TIMEOUT)
                .connect_with(connect)
                .await
                .map_err(|e| Error::Config(format!("cannot connect to PostgreSQL at {at}: {e}. {PG_HINT}")))?;
            Pool::Postgres(pool)
        } else {
            // A scheme we do not speak is refused, never taken for a file name.
            if let Some((scheme, _)) = url.split_once("://").filter(|(scheme, _)| *scheme != "sqlite") {
                return Err(Error::Config(format!(
                    "'{scheme}://' is not a supported database URL; use sqlite://PATH or postgres://..."
                )));
            }
            let path = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:")).unwrap_or(url);
            let path = path.split('?').next().unwrap_or(path);
            if path.is_empty() {
                return Err(Error::Config("the SQLite database path is empty".into()));
            }
            if !options.create_if_missing && !std::path::Path::new(path).exists() {
                return Err(Error::Schema(format!(
                    "no database at {path}: run `bank init` first (or pass --database-url)"
                )));
            }
            let connect = SqliteConnectOptions::new()
                .filename(path)
                .create_if_missing(options.create_if_missing)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(match options.durability {
                    Durability::Full => SqliteSynchronous::Full,
                    Durability::Normal => SqliteSynchronous::Normal,
                })
                .foreign_keys(true)
                .busy_timeout(SQLITE_BUSY_TIMEOUT)
                .row_buffer_size(SQLITE_ROW_BUFFER);
            let open = |connections: u32, connect: SqliteConnectOptions| async move {
                // A file's connection is not dropped by a server or a network:
                // never pinged (each ping a hand-off to its worker thread).
                SqlitePoolOptions::new()
                    .test_before_acquire(false)
                    .max_connections(connections)
                    .acquire_timeout(WRITE_QUEUE_TIMEOUT)
                    .connect_with(connect)
                    .await
                    .map_err(|e| Error::Config(format!("cannot open SQLite database {path}: {e}")))
            };
            // The writer keeps its temporary storage in memory: a group's
            // members each write inside a savepoint, whose journal (~140 KiB)
            // spilled to a temporary file past 64 KiB, a file created, written
            // and deleted per group commit. Readers keep theirs on disk: their
            // sorts (`bank verify`'s windows over the whole trail) are unbounded.
            let writer_options = connect.clone().pragma("temp_store", "memory");
            let writer = <sqlx::SqliteConnection as sqlx::Connection>::connect_with(&writer_options)
                .await
                .map_err(|e| Error::Config(format!("cannot open SQLite database {path}: {e}")))?;
            let read = open(options.pool_size.clamp(1, 8), connect).await?;
            Pool::Sqlite { read, group: group::Group::new(writer, options.group_commit) }
        };
        Ok(Db { pool })
    }

    pub fn dialect(&self) -> Dialect {
        match self.pool {
            Pool::Sqlite { .. } => Dialect::Sqlite,
            Pool::Postgres(_) => Dialect::Postgres,
        }
    }

    /// A transaction for a state change. SQLite takes the write lock up front
    /// (one writer at a time, no lock-upgrade failures). PostgreSQL runs READ
    /// COMMITTED and every decision locks the rows it rests on (`FOR UPDATE`,
    /// see [`Tx::for_update`]) in a stable order; deadlocks and serialization
    /// failures that still occur are retried by the caller. (SERIALIZABLE was
    /// measured first: its page-level predicate locks on indexes made
    /// concurrent deposits on different accounts conflict and retry.)
    pub async fn begin_write(&self) -> Result<Tx> {
        sent();
        let asked = std::time::Instant::now();
        let tx = match &self.pool {
            Pool::Sqlite { group, .. } => Tx::of(Open::Group(group.begin().await?)),
            Pool::Postgres(p) => {
                called();
                Tx::of(Open::Postgres(p.begin_with("BEGIN ISOLATION LEVEL READ COMMITTED").await?))
            }
        };
        metrics::histogram!(WAIT_METRIC, "kind" => "write").record(asked.elapsed().as_secs_f64());
        Ok(tx)
    }

    /// A transaction for reads: one consistent snapshot, no write locks.
    pub async fn begin_read(&self) -> Result<Tx> {
        sent();
        called();
        let asked = std::time::Instant::now();
        let tx = match &self.pool {
            Pool::Sqlite { read, .. } => Tx::of(Open::Sqlite(read.begin().await?)),
            Pool::Postgres(p) => {
                Tx::of(Open::Postgres(p.begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY").await?))
            }
        };
        metrics::histogram!(WAIT_METRIC, "kind" => "read").record(asked.elapsed().as_secs_f64());
        Ok(tx)
    }

    /// The pool as it is now, for the operators' metrics.
    pub fn pool_status(&self) -> PoolStatus {
        match &self.pool {
            Pool::Sqlite { read, group } => PoolStatus {
                open: read.size() + 1,
                idle: read.num_idle() as u32,
                max: read.options().get_max_connections() + 1,
                queued_writers: group.queued() as u32,
            },
            Pool::Postgres(p) => PoolStatus {
                open: p.size(),
                idle: p.num_idle() as u32,
                max: p.options().get_max_connections(),
                queued_writers: 0,
            },
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
            Pool::Sqlite { read, group } => {
                group.close().await;
                read.close().await;
            }
            Pool::Postgres(p) => p.close().await,
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
}

enum Open {
    Sqlite(Transaction<'static, Sqlite>),
    /// A SQLite write, committed with its group (see [`GroupCommit`]).
    Group(group::Member),
    Postgres(Transaction<'static, Postgres>),
}

/// A connection of either driver, as the statement helpers take it.
enum Conn<'c> {
    Sqlite(&'c mut sqlx::SqliteConnection),
    Postgres(&'c mut sqlx::PgConnection),
}

impl Tx {
    fn of(open: Open) -> Tx {
        Tx { open, zone: None, deferred: Vec::new() }
    }

    fn conn(&mut self) -> Conn<'_> {
        match &mut self.open {
            Open::Sqlite(t) => Conn::Sqlite(t),
            Open::Group(m) => Conn::Sqlite(m.conn()),
            Open::Postgres(t) => Conn::Postgres(t),
        }
    }

    pub fn dialect(&self) -> Dialect {
        match self.open {
            Open::Sqlite(_) | Open::Group(_) => Dialect::Sqlite,
            Open::Postgres(_) => Dialect::Postgres,
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
        let row = |r: usize| {
            let cells: Vec<String> = match self.dialect() {
                Dialect::Sqlite => vec!["?".to_owned(); columns],
                Dialect::Postgres => (1..=columns).map(|c| format!("${}", r * columns + c)).collect(),
            };
            format!("({})", cells.join(", "))
        };
        (0..rows).map(row).collect::<Vec<_>>().join(", ")
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
            Open::Group(m) => m.commit().await?,
            Open::Postgres(t) => {
                sent();
                called();
                t.commit().await?
            }
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
            Open::Group(m) => m.rollback().await?,
            Open::Postgres(t) => {
                sent();
                called();
                t.rollback().await?
            }
        }
        Ok(())
    }

    /// A group member's statement, its due savepoint opened first: in the
    /// same call to the driver when the statement reads rows.
    async fn ready(&mut self, sql: impl Into<Sql>, reads_rows: bool) -> Result<Sql> {
        let sql = sql.into();
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
        Ok(on_both!(self.conn(), sql, args, |q, c| q.execute(c).await?.rows_affected(), sqlx::query))
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
            Open::Postgres(t) => {
                sqlx::raw_sql(script).execute(&mut **t).await?;
            }
        }
        Ok(())
    }

    pub async fn fetch_all<T: Row>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<Vec<T>> {
        let sql = self.ready(sql, true).await?;
        Ok(on_both!(self.conn(), sql, args, |q, c| q.fetch_all(c).await?, sqlx::query_as))
    }

    pub async fn fetch_optional<T: Row>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<Option<T>> {
        let sql = self.ready(sql, true).await?;
        Ok(on_both!(self.conn(), sql, args, |q, c| q.fetch_optional(c).await?, sqlx::query_as))
    }

    pub async fn fetch_one<T: Row>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<T> {
        let sql = self.ready(sql, true).await?;
        Ok(on_both!(self.conn(), sql, args, |q, c| q.fetch_one(c).await?, sqlx::query_as))
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
        Ok(on_both!(self.conn(), sql, args, |q, c| first_two(q.fetch_all(c).await?)?, sqlx::query))
    }

    pub async fn scalar<T: Scalar>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<T> {
        let sql = self.ready(sql, true).await?;
        Ok(on_both!(self.conn(), sql, args, |q, c| q.fetch_one(c).await?, sqlx::query_scalar))
    }

    pub async fn scalar_optional<T: Scalar>(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) -> Result<Option<T>> {
        let sql = self.ready(sql, true).await?;
        Ok(on_both!(self.conn(), sql, args, |q, c| q.fetch_optional(c).await?, sqlx::query_scalar))
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
                let mut c = p.acquire().await?;
                on_both!(Conn::Postgres(&mut c), sql, args, |q, c| q.fetch_all(c).await?, sqlx::query_as)
            }
        })
    }
}

/// A new SQLite database in `dir` and a write transaction that created
/// `table` in it, for the store's own tests.
#[cfg(test)]
async fn scratch_db(dir: &tempfile::TempDir, table: &'static str) -> (Db, Tx) {
    let url = dir.path().join("scratch.db").display().to_string();
    let db = Db::connect(&DbOptions { create_if_missing: true, ..DbOptions::new(url) }).await.expect("open");
    let mut tx = db.begin_write().await.expect("begin");
    tx.execute(table, vec![]).await.expect("create");
    (db, tx)
}

/// The current time, truncated to the microsecond precision both databases keep,
/// so a value read back equals the value written.
pub fn now() -> DateTime<Utc> {
    let t = Utc::now();
    DateTime::from_timestamp_micros(t.timestamp_micros()).unwrap_or(t)
}
