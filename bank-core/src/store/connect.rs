//! Opening the database: PostgreSQL's pool, or SQLite's readers and its one writer.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::PgConnectOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

use super::pg;
use super::{Db, DbOptions, Durability, Pool, fuse, group};
use crate::error::{Error, Result};

/// What to do when PostgreSQL does not answer or the database is missing.
const PG_HINT: &str = "Is the server running there, and the database created (`createdb NAME`, then `bank init`)? \
                       Check --database-url or BANK_DATABASE_URL";
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(10);
/// Rows SQLite's connection thread may read ahead of the task taking them.
/// sqlx's default (50) hands a long read over one row at a time once the
/// buffer is full, a thread wake-up per row; the buffer grows only as rows
/// wait in it, so short reads cost nothing more.
const SQLITE_ROW_BUFFER: usize = 1_024;
/// WAL pages the writer lets pile up before its commit copies them into the
/// database (SQLite's default is 1,000, about 4 MiB). A group writes some 75
/// pages a commit, so at 1,000 a checkpoint ran every dozen commits, on the
/// writer's thread, the group waiting on its copy and its two fsyncs; and a
/// page written again since the last one (an index's, often) is copied again.
/// Every 10,000 (about 40 MiB of WAL, reused from its start after each
/// checkpoint) read 3–12% more settled deposits at 8 clients, alternated;
/// 100,000 read less (the WAL's file growing, block by block).
const WAL_CHECKPOINT_PAGES: u32 = 10_000;
/// How long a SQLite writer may wait its turn before the command fails as busy.
const WRITE_QUEUE_TIMEOUT: Duration = Duration::from_secs(30);

impl Db {
    pub async fn connect(options: &DbOptions) -> Result<Db> {
        let url = options.url.trim();
        let pool = if options.is_postgres() {
            let connect = PgConnectOptions::from_str(url)
                .map_err(|e| Error::Config(format!("invalid PostgreSQL URL: {e}")))?
                .application_name("bank");
            // Host, port and database only: the URL may hold a password.
            let at = format!("{}:{}/{}", connect.get_host(), connect.get_port(), connect.get_database().unwrap_or(""));
            let pool = pg::open(connect.clone(), options.pool_size as usize)
                .await
                .map_err(|e| Error::Config(format!("cannot connect to PostgreSQL at {at}: {e}. {PG_HINT}")))?;
            let fuser = fuse::Fuser::new(connect, options.fusion).map_err(Error::Config)?;
            return Ok(Db { pool: Pool::Postgres(pool), fuser });
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
            // Only the writer commits, so only its checkpoints count.
            let writer_options = connect
                .clone()
                .pragma("temp_store", "memory")
                .pragma("wal_autocheckpoint", WAL_CHECKPOINT_PAGES.to_string());
            // A commit's WAL frames written as one (bank-sqlite-vfs): sound
            // only where every commit syncs the log, as FULL's do.
            let writer_options = match options.durability {
                Durability::Full => writer_options.vfs(bank_sqlite_vfs::register().map_err(Error::Config)?),
                Durability::Normal => writer_options,
            };
            let writer = <sqlx::SqliteConnection as sqlx::Connection>::connect_with(&writer_options)
                .await
                .map_err(|e| Error::Config(format!("cannot open SQLite database {path}: {e}")))?;
            let read = open(options.pool_size.clamp(1, 8), connect).await?;
            let ahead = super::late::Readers::new(read.clone());
            Pool::Sqlite { read, group: group::Group::new(writer, options.group_commit), ahead }
        };
        Ok(Db { pool, fuser: None })
    }
}
