//! PostgreSQL's connections: a pool that takes a connection back as its last
//! transaction left it, and the transactions on them.
//!
//! sqlx's pool pings every connection given back to it: a Sync round trip,
//! and a task spawned, per transaction; a fifth of a settled deposit's round
//! trips. Here (deadpool's pool) a transaction ends with its own COMMIT or
//! ROLLBACK, answered, so its connection goes back as it is. One dropped
//! before that (a command's error, a cancelled request) is rolled back in the
//! background first; a connection that failed (a lost server, a broken stream)
//! is closed, never given out again.

use std::time::Duration;

use deadpool::managed::{self, Metrics, Object, QueueMode, RecycleError, RecycleResult};
use sqlx::postgres::PgConnectOptions;
use sqlx::{Connection, Executor, PgConnection};

use crate::error::{Error, Result};

/// How long a connection may sit idle in the pool before it is pinged on its
/// way out (and replaced if the server or the network dropped it meanwhile).
/// One in steady use is taken as it is: were it broken, its first statement
/// fails like any in flight, and it is closed.
const IDLE_BEFORE_CHECK: Duration = Duration::from_secs(1);
/// A connection this old is closed and replaced as it is next taken, as
/// sqlx's pool did, so a server session's caches do not grow for ever.
const MAX_LIFETIME: Duration = Duration::from_secs(30 * 60);
/// How long a command waits for a connection, or for a new one to open.
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);

/// Opens and checks the pool's connections.
pub(super) struct Connector(PgConnectOptions);

/// Never the options: they may hold the password.
impl std::fmt::Debug for Connector {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Connector")
    }
}

impl managed::Manager for Connector {
    type Type = PgConnection;
    type Error = sqlx::Error;

    async fn create(&self) -> std::result::Result<PgConnection, sqlx::Error> {
        PgConnection::connect_with(&self.0).await
    }

    async fn recycle(&self, conn: &mut PgConnection, metrics: &Metrics) -> RecycleResult<sqlx::Error> {
        if metrics.age() >= MAX_LIFETIME {
            return Err(RecycleError::message("past its lifetime"));
        }
        if metrics.last_used() >= IDLE_BEFORE_CHECK {
            conn.ping().await?;
        }
        Ok(())
    }
}

/// The bank's PostgreSQL connections.
pub(super) type PgConns = managed::Pool<Connector>;
type Conn = Object<Connector>;

/// Opens the pool, and one connection in it at once: a wrong URL or a server
/// down fails here, at start, not on the first command.
pub(super) async fn open(connect: PgConnectOptions, size: usize) -> std::result::Result<PgConns, String> {
    let pool = pool(connect, size)?;
    drop(pool.get().await.map_err(|e| e.to_string())?);
    Ok(pool)
}

/// The pool, its connections opened as they are first needed.
pub(super) fn pool(connect: PgConnectOptions, size: usize) -> std::result::Result<PgConns, String> {
    managed::Pool::builder(Connector(connect))
        .max_size(size.max(1))
        // The connection used last: its statements are prepared, its pages warm.
        .queue_mode(QueueMode::Lifo)
        .wait_timeout(Some(ACQUIRE_TIMEOUT))
        .create_timeout(Some(ACQUIRE_TIMEOUT))
        .recycle_timeout(Some(ACQUIRE_TIMEOUT))
        .runtime(deadpool::Runtime::Tokio1)
        .build()
        .map_err(|e| e.to_string())
}

/// A connection from the pool, for one statement outside a transaction.
pub(super) async fn get(pool: &PgConns) -> Result<Conn> {
    pool.get().await.map_err(|e| match e {
        managed::PoolError::Backend(e) => Error::from(e),
        other => Error::Unavailable(format!("database: {other}")),
    })
}

/// `conn`'s outcome. A connection that failed on the wire, or whose server
/// session ended, is closed, never given back; one whose statement the
/// server refused goes back as it is.
pub(super) fn release<T>(conn: Conn, outcome: std::result::Result<T, sqlx::Error>) -> Result<T> {
    outcome.map_err(|e| {
        let garbled = matches!(e, sqlx::Error::Protocol(_) | sqlx::Error::Tls(_));
        let e = Error::from(e);
        if garbled || matches!(e, Error::Unavailable(_)) {
            drop(Object::take(conn));
        }
        e
    })
}

/// A transaction on a connection of the pool. It ends with [`PgTx::commit`]
/// or [`PgTx::rollback`]; dropped before, it is rolled back in the background.
///
/// One begun late (see [`PgTx::late`]) sends its BEGIN with its first
/// statement that needs one: until then a statement the caller allows runs on
/// its own, outside any transaction (an unlocked read, or a last write that
/// commits itself).
pub(super) struct PgTx {
    conn: Option<Conn>,
    state: State,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// No BEGIN sent yet; this one is, before the first statement that needs it.
    Late(&'static str),
    Open,
    /// Its last statement ran on its own: committed, or (its connection lost
    /// while it ran) perhaps; refused, it rolled itself back.
    Ended {
        may_have_committed: bool,
    },
}

impl PgTx {
    /// Takes a connection and sends `begin` (a BEGIN statement).
    pub(super) async fn begin(pool: &PgConns, begin: &'static str) -> Result<PgTx> {
        let mut tx = PgTx::late(pool, begin).await?;
        tx.open().await?;
        Ok(tx)
    }

    /// Takes a connection; `begin` is sent before the first statement that
    /// needs a transaction.
    pub(super) async fn late(pool: &PgConns, begin: &'static str) -> Result<PgTx> {
        Ok(PgTx { conn: Some(get(pool).await?), state: State::Late(begin) })
    }

    /// Whether no BEGIN was sent yet (nor a statement that ended the work).
    pub(super) fn is_late(&self) -> bool {
        matches!(self.state, State::Late(_))
    }

    /// Whether a statement that commits itself was sent and may have done so.
    pub(super) fn may_have_committed(&self) -> bool {
        self.state == State::Ended { may_have_committed: true }
    }

    /// Readies the connection for a statement: sends the BEGIN first unless
    /// the statement may run `outside` a transaction. Refuses a statement
    /// after one that ended the work.
    pub(super) async fn ready(&mut self, outside: bool) -> Result<()> {
        match self.state {
            State::Late(_) if !outside => self.open().await,
            State::Ended { .. } => Err(Error::Internal("a statement after the one that committed the work".into())),
            _ => Ok(()),
        }
    }

    /// Records how the statement that ran on its own as the work's last ended.
    pub(super) fn ended<T>(&mut self, outcome: &Result<T>) {
        let may_have_committed = matches!(outcome, Ok(_) | Err(Error::Unavailable(_)));
        self.state = State::Ended { may_have_committed };
    }

    async fn open(&mut self) -> Result<()> {
        let State::Late(begin) = self.state else { return Ok(()) };
        super::counter::sent();
        super::counter::called();
        let conn = self.conn()?;
        match conn.execute(begin).await {
            Ok(_) => {
                self.state = State::Open;
                Ok(())
            }
            Err(e) => match self.conn.take() {
                Some(conn) => release(conn, Err(e)),
                None => Err(Error::from(e)),
            },
        }
    }

    pub(super) fn conn(&mut self) -> Result<&mut PgConnection> {
        match &mut self.conn {
            Some(conn) => Ok(conn),
            None => Err(Error::Internal("a statement after its transaction ended".into())),
        }
    }

    pub(super) async fn commit(self) -> Result<()> {
        self.end("COMMIT").await
    }

    pub(super) async fn rollback(self) -> Result<()> {
        self.end("ROLLBACK").await
    }

    /// Sends `statement` to end an open transaction; one never begun, or
    /// ended by its last statement, has nothing to end.
    async fn end(mut self, statement: &'static str) -> Result<()> {
        let Some(mut conn) = self.conn.take() else { return Ok(()) };
        if self.state != State::Open {
            return Ok(());
        }
        super::counter::sent();
        super::counter::called();
        let ended = conn.execute(statement).await.map(drop);
        release(conn, ended)
    }
}

impl Drop for PgTx {
    fn drop(&mut self) {
        let Some(mut conn) = self.conn.take() else { return };
        if self.state != State::Open {
            // Nothing open to roll back: the connection goes back as it is (a
            // statement cut short is read to its end by sqlx before the next).
            return;
        }
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            // No runtime to roll back on: the connection closes, and the
            // server rolls back.
            drop(Object::take(conn));
            return;
        };
        // A statement cut short is read to its end by sqlx before the ROLLBACK.
        drop(runtime.spawn(async move {
            if conn.execute("ROLLBACK").await.is_err() {
                drop(Object::take(conn));
            }
        }));
    }
}

/// Closes the pool: each idle connection says goodbye to the server (the
/// ones in use close as they come back).
pub(super) async fn close(pool: &PgConns) {
    pool.close();
    for conn in pool.retain(|_, _| false).removed {
        let _ = conn.close().await;
    }
}

#[cfg(test)]
mod tests;
