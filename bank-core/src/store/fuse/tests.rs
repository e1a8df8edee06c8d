//! Fused groups on a real PostgreSQL (skipped without `BANK_TEST_POSTGRES_URL`).

use std::time::Duration;

use super::super::scratch::{Scratch, scratch_postgres};
use super::super::{Db, DbOptions, Flight, Fusion, Seat, Tx};
use crate::args;
use crate::error::{Error, Result};

/// A scratch database with one slot for groups and a table of four rows, v = 0.
async fn fused_db() -> Option<Scratch> {
    let (admin, name, url) = scratch_postgres().await?;
    let options = DbOptions { fusion: Fusion { alone: 1, groups: 1, max_members: 8 }, ..DbOptions::new(url) };
    let db = Db::connect(&options).await.expect("connect");
    let mut tx = db.begin_write().await.expect("begin");
    tx.execute("CREATE TABLE t (id BIGINT PRIMARY KEY, v BIGINT NOT NULL)", vec![]).await.expect("create");
    tx.execute("INSERT INTO t SELECT g, 0 FROM generate_series(1, 4) g", vec![]).await.expect("rows");
    tx.commit().await.expect("commit");
    Some(Scratch { db, admin, name })
}

/// Two commands in flight (past `alone`, 1 here): the first runs alone, the
/// second in the one slot, leading a group of none but itself. Arrivals now
/// form groups.
async fn every_slot_taken(db: &Db) -> [(Seat, Option<Flight>); 2] {
    let alone = db.seat("0").await;
    let slotted = db.seat("00").await;
    assert!(
        matches!((&alone.0, &slotted.0), (Seat::Alone(None), Seat::Alone(Some(_)))),
        "the first alone, the next in the slot"
    );
    [alone, slotted]
}

/// One transaction per key, all members of one group: they arrive while
/// every slot is taken and start together when the group's frees.
async fn group_of(db: &Db, keys: &[&str]) -> Vec<Tx> {
    let slot = every_slot_taken(db).await;
    let seats: Vec<_> = keys
        .iter()
        .map(|key| {
            let (db, key) = (db.clone(), key.to_string());
            tokio::spawn(async move { db.seat(&key).await })
        })
        .collect();
    let fuser = db.fuser.as_ref().expect("fusion on");
    while fuser.forming().last().map_or(0, |f| f.keys.len()) < keys.len() {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    drop(slot);
    let mut txs = Vec::new();
    for seat in seats {
        match seat.await.expect("seated").0 {
            Seat::Member(member) => txs.push(Tx::fused(member)),
            Seat::Alone(_) => panic!("a member of the group ran alone"),
        }
    }
    txs
}

async fn values(db: &Db) -> Vec<i64> {
    let mut tx = db.begin_read().await.expect("read");
    let rows: Vec<(i64,)> = tx.fetch_all("SELECT v FROM t ORDER BY id", vec![]).await.expect("values");
    rows.into_iter().map(|(v,)| v).collect()
}

/// What each member did: its statement's row (v, the transaction's id, the
/// statement's start), then its commit.
type Done = Result<(i64, i64, String)>;

async fn add(mut tx: Tx, id: i64, amount: i64, then_fail: bool) -> Done {
    let sql = "UPDATE t SET v = v + 100 / $2 WHERE id = $1
               RETURNING v, txid_current(), CAST(statement_timestamp() AS TEXT)";
    let row: (i64, i64, String) = tx.fetch_one(sql, args![id, amount]).await?;
    if then_fail {
        // A command that fails after its write drops its transaction.
        return Err(Error::Conflict("the member's own failure".into()));
    }
    tx.commit().await?;
    Ok(row)
}

/// What members 1, 2, ... did, each planned (row id, divisor, fails after
/// its write), in a group that must have written nothing.
async fn rolled_back(plan: &[(i64, i64, bool)]) -> Option<Vec<Done>> {
    let scratch = fused_db().await?;
    let keys: Vec<String> = plan.iter().map(|(id, _, _)| id.to_string()).collect();
    let txs = group_of(&scratch.db, &keys.iter().map(String::as_str).collect::<Vec<_>>()).await;
    let done = run_all(txs, plan).await;
    assert_eq!(values(&scratch.db).await, [0, 0, 0, 0], "{done:?}");
    scratch.end().await;
    Some(done)
}

async fn run_all(txs: Vec<Tx>, plan: &[(i64, i64, bool)]) -> Vec<Done> {
    let tasks: Vec<_> =
        txs.into_iter().zip(plan).map(|(tx, &(id, amount, fail))| tokio::spawn(add(tx, id, amount, fail))).collect();
    let mut done = Vec::new();
    for task in tasks {
        done.push(task.await.expect("member task"));
    }
    done
}

/// Four members' statements of one text run as one statement, in one
/// transaction, each member given its own row, and commit together.
#[tokio::test(flavor = "multi_thread")]
async fn members_share_one_statement_and_one_commit() {
    let Some(Scratch { db, admin, name }) = fused_db().await else { return };
    let txs = group_of(&db, &["4", "2", "3", "1"]).await;
    let done = run_all(txs, &[(4, 4, false), (2, 2, false), (3, 3, false), (1, 1, false)]).await;
    let rows: Vec<(i64, i64, String)> = done.into_iter().map(|d| d.expect("committed")).collect();
    assert_eq!(rows.iter().map(|r| r.0).collect::<Vec<_>>(), [25, 50, 33, 100], "each member's own row");
    assert!(rows.iter().all(|r| (r.1, &r.2) == (rows[0].1, &rows[0].2)), "one transaction, one statement: {rows:?}");
    assert_eq!(values(&db).await, [100, 50, 33, 25]);
    Scratch { db, admin, name }.end().await;
}

/// A statement that fails fails every member, and nothing is written.
#[tokio::test(flavor = "multi_thread")]
async fn a_failing_statement_rolls_the_group_back() {
    let Some(done) = rolled_back(&[(1, 1, false), (2, 0, false), (3, 3, false)]).await else { return };
    assert!(done.iter().all(Result::is_err), "{done:?}");
}

/// A member that fails after its write (its transaction dropped) takes the
/// group with it: the others' commits report the group failed, and none of
/// their writes is kept.
#[tokio::test(flavor = "multi_thread")]
async fn a_member_failing_after_its_write_rolls_the_group_back() {
    let Some(done) = rolled_back(&[(1, 1, false), (2, 2, true), (3, 3, false)]).await else { return };
    assert!(matches!(done[0], Err(Error::Busy)) && matches!(done[2], Err(Error::Busy)), "{done:?}");
}

/// A key already in the forming group leads the next one.
#[tokio::test(flavor = "multi_thread")]
async fn a_key_never_shares_a_group_with_itself() {
    let Some(Scratch { db, admin, name }) = fused_db().await else { return };
    let slot = every_slot_taken(&db).await;
    let first = tokio::spawn({
        let db = db.clone();
        async move { db.seat("1").await }
    });
    let fuser = db.fuser.as_ref().expect("fusion on");
    while fuser.forming().is_empty() {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let second = tokio::spawn({
        let db = db.clone();
        async move { db.seat("1").await }
    });
    while fuser.forming().len() < 2 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert_eq!(fuser.forming().iter().map(|f| f.keys.len()).collect::<Vec<_>>(), [1, 1], "two groups of one");
    drop(slot);
    // Each leader, alone in its group, runs alone in the slot, one after the other.
    let (Seat::Alone(Some(first_slot)), _) = first.await.expect("seated") else { panic!("the first runs alone") };
    drop(first_slot);
    assert!(matches!(second.await.expect("seated").0, Seat::Alone(Some(_))));
    Scratch { db, admin, name }.end().await;
}
