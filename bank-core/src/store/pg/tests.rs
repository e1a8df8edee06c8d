//! The pool on a real PostgreSQL (skipped without `BANK_TEST_POSTGRES_URL`),
//! through a proxy that counts the messages the bank sends.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::super::scratch::{Scratch, scratch_postgres};
use super::super::{Db, DbOptions};
use crate::error::Error;

/// Messages the bank sent PostgreSQL, by their type byte.
type Sent = Arc<Mutex<HashMap<u8, usize>>>;

/// A proxy to `server`: its port, and what passed through it.
async fn counting_proxy(server: String) -> (u16, Sent) {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let port = listener.local_addr().expect("address").port();
    let sent = Sent::default();
    let counts = Arc::clone(&sent);
    tokio::spawn(async move {
        while let Ok((client, _)) = listener.accept().await {
            let upstream = TcpStream::connect(&server).await.expect("server");
            let (mut from_client, mut to_client) = client.into_split();
            let (mut from_server, mut to_server) = upstream.into_split();
            tokio::spawn(async move { tokio::io::copy(&mut from_server, &mut to_client).await });
            let counts = Arc::clone(&counts);
            tokio::spawn(async move {
                let (mut pending, mut started, mut chunk) = (Vec::new(), false, [0u8; 8192]);
                while let Ok(n @ 1..) = from_client.read(&mut chunk).await {
                    pending.extend_from_slice(&chunk[..n]);
                    // The startup message has no type byte; every later one has.
                    loop {
                        let at = usize::from(started);
                        let Some(len) = pending.get(at..at + 4) else { break };
                        let end = at + u32::from_be_bytes(len.try_into().expect("4 bytes")) as usize;
                        if pending.len() < end {
                            break;
                        }
                        if started {
                            *counts.lock().expect("counts").entry(pending[0]).or_default() += 1;
                        }
                        pending.drain(..end);
                        started = true;
                    }
                    if to_server.write_all(&chunk[..n]).await.is_err() {
                        break;
                    }
                }
            });
        }
    });
    (port, sent)
}

/// A scratch database with a table `t` of one row, v = 0, an empty table
/// `w`, and migration 32's assertion, opened by a pool of one connection
/// through a counting proxy.
async fn through_proxy() -> Option<(Scratch, Sent)> {
    let (admin, name, url) = scratch_postgres().await?;
    let direct = Db::connect(&DbOptions::new(url.clone())).await.expect("connect");
    let mut tx = direct.begin_write().await.expect("begin");
    tx.execute("CREATE TABLE t (id BIGINT PRIMARY KEY, v BIGINT NOT NULL)", vec![]).await.expect("create");
    tx.execute("INSERT INTO t VALUES (1, 0)", vec![]).await.expect("row");
    tx.execute("CREATE TABLE w (v BIGINT NOT NULL)", vec![]).await.expect("create");
    tx.execute_script(include_str!("../../../../migrations/postgres/0032_optimistic_writes.sql")).await.expect("32");
    tx.commit().await.expect("commit");
    direct.close().await;
    let rest = url.strip_prefix("postgres://").expect("a postgres:// URL");
    let (user, rest) = rest.split_once('@').expect("user@host");
    let (server, _) = rest.split_once('/').expect("host/database");
    let (port, sent) = counting_proxy(server.to_owned()).await;
    let proxied = format!("postgres://{user}@127.0.0.1:{port}/{name}?sslmode=disable");
    let db = Db::connect(&DbOptions { pool_size: 1, ..DbOptions::new(proxied) }).await.expect("connect");
    Some((Scratch { db, admin, name }, sent))
}

async fn bump(db: &Db) -> crate::error::Result<()> {
    let mut tx = db.begin_write().await?;
    tx.execute("UPDATE t SET v = v + 1 WHERE id = 1", vec![]).await?;
    tx.commit().await
}

async fn pid_and_value(db: &Db) -> (i32, i64) {
    let mut tx = db.begin_read().await.expect("begin");
    let row: (i32, i64) = tx.fetch_one("SELECT pg_backend_pid(), v FROM t WHERE id = 1", vec![]).await.expect("read");
    tx.rollback().await.expect("rollback");
    row
}

#[tokio::test]
async fn a_committed_transaction_gives_its_connection_back_without_a_round_trip() {
    let Some((scratch, sent)) = through_proxy().await else { return };
    let db = &scratch.db;
    bump(db).await.expect("first, which prepares the statement");
    sent.lock().expect("counts").clear();
    for _ in 0..5 {
        bump(db).await.expect("bump");
    }
    let counts = sent.lock().expect("counts").clone();
    // Per transaction: BEGIN and COMMIT as simple queries, and the prepared
    // UPDATE's Bind, Execute and Sync. sqlx's pool sent a second Sync (its
    // ping) as each connection came back.
    assert_eq!(counts.get(&b'Q'), Some(&10), "{counts:?}");
    assert_eq!(counts.get(&b'S'), Some(&5), "{counts:?}");
    scratch.end().await;
}

#[tokio::test]
async fn a_dropped_transaction_is_rolled_back_on_its_connection_and_frees_its_locks() {
    let Some((scratch, _)) = through_proxy().await else { return };
    let db = &scratch.db;
    let (pid, before) = pid_and_value(db).await;
    let mut tx = db.begin_write().await.expect("begin");
    tx.execute("UPDATE t SET v = v + 100 WHERE id = 1", vec![]).await.expect("update");
    drop(tx);
    // The pool's one connection: this waits for the rollback to give it back.
    bump(db).await.expect("the row is free again");
    let (again, after) = pid_and_value(db).await;
    assert_eq!(again, pid, "the same connection, rolled back, not a new one");
    assert_eq!(after, before + 1, "the dropped update was rolled back");
    scratch.end().await;
}

#[tokio::test]
async fn a_connection_the_server_dropped_is_closed_not_given_back() {
    let Some((scratch, _)) = through_proxy().await else { return };
    let db = &scratch.db;
    let (pid, _) = pid_and_value(db).await;
    let server = sqlx::PgPool::connect(&scratch.admin).await.expect("admin");
    sqlx::query("SELECT pg_terminate_backend($1)").bind(pid).execute(&server).await.expect("terminate");
    server.close().await;
    // Taken back at once, so not pinged: its first statement fails.
    assert!(matches!(bump(db).await, Err(Error::Unavailable(_))));
    let (fresh, value) = pid_and_value(db).await;
    assert_ne!(fresh, pid, "a new connection");
    assert_eq!(value, 0);
    scratch.end().await;
}

/// Reads `t`'s row unlocked in a transaction begun late; returns its version.
async fn read_unlocked(tx: &mut super::super::Tx) -> String {
    let sql = format!("SELECT {} FROM t WHERE id = 1", super::super::late::ROW_VERSION);
    tx.unlocked().scalar(super::super::Sql::assembled(sql), vec![]).await.expect("read")
}

/// Adds 1 to `t`'s row as read (`version`) and inserts a row in `w`, as one
/// statement that stands whole or fails (see `store::late`).
async fn write_as_read(tx: &mut super::super::Tx, version: String) -> crate::error::Result<Option<(i64,)>> {
    let sql = format!(
        "WITH u AS (UPDATE t SET v = v + 1 WHERE id = 1 AND {} = $1 RETURNING v),
              i AS (INSERT INTO w SELECT v FROM u)
         SELECT (SELECT v FROM u) WHERE {}",
        super::super::late::ROW_VERSION,
        super::super::unchanged("(SELECT COUNT(*) FROM u) = 1")
    );
    tx.fetch_optional_last(super::super::Sql::assembled(sql), crate::args![version]).await
}

#[tokio::test]
async fn a_late_write_after_an_unlocked_read_sends_no_begin_and_no_commit() {
    let Some((scratch, sent)) = through_proxy().await else { return };
    let db = &scratch.db;
    for round in 1..=2 {
        // The second round's statements are prepared already.
        sent.lock().expect("counts").clear();
        let mut tx = db.begin_write_late().await.expect("begin");
        assert!(tx.is_late());
        let version = read_unlocked(&mut tx).await;
        assert_eq!(write_as_read(&mut tx, version).await.expect("write"), Some((round,)));
        assert!(tx.may_have_committed(), "the write committed itself");
        tx.commit().await.expect("nothing left to commit");
    }
    let counts = sent.lock().expect("counts").clone();
    // Two prepared statements, a Sync each: no simple query, so no BEGIN
    // and no COMMIT.
    assert_eq!((counts.get(&b'Q'), counts.get(&b'S')), (None, Some(&2)), "{counts:?}");
    let mut check = db.begin_read().await.expect("read");
    let written: (i64, i64) =
        check.fetch_one("SELECT (SELECT v FROM t), (SELECT COUNT(*) FROM w)", vec![]).await.expect("read");
    assert_eq!(written, (2, 2));
    scratch.end().await;
}

#[tokio::test]
async fn a_late_write_on_a_row_changed_since_its_read_fails_and_writes_nothing() {
    let Some((scratch, _)) = through_proxy().await else { return };
    let db = &scratch.db;
    let mut tx = db.begin_write_late().await.expect("begin");
    let version = read_unlocked(&mut tx).await;
    // Another writer changes the row in between (its own connection: the pool's one is taken).
    let base = scratch.admin.rsplit_once('/').map_or(scratch.admin.as_str(), |(base, _)| base);
    let other = sqlx::PgPool::connect(&format!("{base}/{}", scratch.name)).await.expect("other");
    sqlx::query("UPDATE t SET v = v + 10 WHERE id = 1").execute(&other).await.expect("other's update");
    other.close().await;
    assert!(matches!(write_as_read(&mut tx, version).await, Err(Error::Busy)), "a serialization failure, retried");
    assert!(!tx.may_have_committed(), "refused, it rolled itself back");
    drop(tx);
    let mut check = db.begin_read().await.expect("read");
    let written: (i64, i64) =
        check.fetch_one("SELECT (SELECT v FROM t), (SELECT COUNT(*) FROM w)", vec![]).await.expect("read");
    assert_eq!(written, (10, 0), "the other's update alone; no part of the refused statement stands");
    scratch.end().await;
}
