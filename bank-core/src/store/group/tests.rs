use super::*;
use crate::store::{Db, DbOptions, Sql, Tx};

async fn db(dir: &tempfile::TempDir) -> Db {
    db_of(dir, 8).await
}

/// A database whose batches take `max_batch` members at most.
async fn db_of(dir: &tempfile::TempDir, max_batch: usize) -> Db {
    let url = dir.path().join("group.db").display().to_string();
    let options = DbOptions {
        create_if_missing: true,
        group_commit: GroupCommit { max_batch, max_wait: Duration::from_millis(50) },
        ..DbOptions::new(url)
    };
    let db = Db::connect(&options).await.expect("open");
    let mut tx = db.begin_write().await.expect("begin");
    tx.execute("CREATE TABLE t (v INTEGER NOT NULL)", vec![]).await.expect("create");
    tx.commit().await.expect("commit");
    db
}

async fn insert(db: &Db, v: i64) -> Tx {
    let mut tx = db.begin_write().await.expect("begin");
    tx.execute("INSERT INTO t (v) VALUES ($1)", crate::args![v]).await.expect("insert");
    tx
}

async fn values(db: &Db) -> Vec<i64> {
    let mut tx = db.begin_read().await.expect("read");
    let rows: Vec<(i64,)> = tx.fetch_all("SELECT v FROM t ORDER BY v", vec![]).await.expect("select");
    rows.into_iter().map(|(v,)| v).collect()
}

/// Writers that read the same next id each claim one of their own; a
/// next read past every claim (another process's rows) is taken as read.
#[tokio::test]
async fn each_writer_claims_an_id_of_its_own() {
    let dir = tempfile::tempdir().expect("dir");
    let db = db(&dir).await;
    let crate::store::Pool::Sqlite { group, .. } = &db.pool else { panic!("a SQLite pool") };
    let claimed: Vec<i64> = [5, 5, 5, 3, 10, 10].into_iter().map(|next| group.claim_id(next)).collect();
    assert_eq!(claimed, vec![5, 6, 7, 8, 10, 11]);
}

/// The SQLite compiled in keeps no count of its memory (`.cargo/config.toml`):
/// with the count, every allocation and free in SQLite takes one lock for
/// the whole process, which rows freed on another thread wait on.
#[tokio::test]
async fn sqlite_takes_no_lock_to_allocate() {
    let dir = tempfile::tempdir().expect("dir");
    let db = db(&dir).await;
    let mut tx = db.begin_read().await.expect("read");
    let options: Vec<(String,)> = tx.fetch_all("PRAGMA compile_options", vec![]).await.expect("options");
    assert!(options.iter().any(|(o,)| o == "DEFAULT_MEMSTATUS=0"), "{options:?}");
}

/// The writer's savepoint journals stay in memory (a member's spilled to
/// a file past 64 KiB, one created and deleted per group commit); readers
/// keep their temporary storage on disk, for sorts without a bound. And the
/// writer lets the WAL grow to 10,000 pages before its commit copies it
/// into the database, not SQLite's 1,000.
#[tokio::test]
async fn the_writer_journals_savepoints_in_memory_and_checkpoints_less_often() {
    let dir = tempfile::tempdir().expect("dir");
    let db = db(&dir).await;
    let mut tx = db.begin_write().await.expect("write");
    let store: i64 = tx.scalar("PRAGMA temp_store", vec![]).await.expect("temp_store");
    assert_eq!(store, 2, "the writer: MEMORY");
    let pages: i64 = tx.scalar("PRAGMA wal_autocheckpoint", vec![]).await.expect("wal_autocheckpoint");
    assert_eq!(pages, 10_000, "the writer's checkpoint threshold");
    tx.rollback().await.expect("rollback");
    let mut tx = db.begin_read().await.expect("read");
    let store: i64 = tx.scalar("PRAGMA temp_store", vec![]).await.expect("temp_store");
    assert_eq!(store, 0, "a reader: the build's default");
}

/// The writer's commit reaches its WAL in a few writes, not two a page
/// (bank-sqlite-vfs), and what it wrote is there for a reader on another
/// connection the moment the commit returns, and after the database reopens.
#[tokio::test]
async fn a_commit_writes_its_wal_frames_at_once() {
    let dir = tempfile::tempdir().expect("dir");
    let db = db(&dir).await;
    let (appends, writes) = bank_sqlite_vfs::wal_appends_and_writes();
    let mut tx = db.begin_write().await.expect("write");
    // About 65 pages of rows, more than one write of the default VFS takes.
    let fill = "INSERT INTO t (v) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) \
                SELECT i * 1000003 FROM n";
    tx.execute(fill, vec![]).await.expect("fill");
    tx.commit().await.expect("commit");
    let (appends, writes) = {
        let (a, w) = bank_sqlite_vfs::wal_appends_and_writes();
        (a - appends, w - writes)
    };
    // The commit's 130-odd appends in a few writes. Other tests of this
    // process may commit meanwhile, each at least a frame (two appends) in
    // one write: the bound holds with them, and an append a write fails it.
    assert!(appends >= 100, "the commit's frames went through the VFS: {appends} appends");
    assert!(writes <= 3 + (appends - 100) / 2, "{appends} appends gathered into {writes} writes");
    let mut read = db.begin_read().await.expect("read");
    let count: i64 = read.scalar("SELECT COUNT(*) FROM t", vec![]).await.expect("count");
    assert_eq!(count, 20_000, "a reader sees the commit");
    drop(read);
    drop(db);
    let db = Db::connect(&DbOptions::new(dir.path().join("group.db").display().to_string())).await.expect("reopen");
    let mut read = db.begin_read().await.expect("read");
    let check: String = read.scalar("PRAGMA integrity_check", vec![]).await.expect("check");
    assert_eq!(check, "ok");
    let count: i64 = read.scalar("SELECT COUNT(*) FROM t", vec![]).await.expect("count");
    assert_eq!(count, 20_000, "the commit is in the database reopened");
}

/// Writers that overlap share a group: one that rolls back or is dropped
/// mid-work undoes only its own work, and the others commit, whether a
/// writer's savepoint went alone (its first statement writes) or with its
/// first statement (a read), and its release with its deferred writes.
#[tokio::test(flavor = "multi_thread")]
async fn a_group_keeps_what_committed_and_only_that() {
    for reads_first in [false, true] {
        let dir = tempfile::tempdir().expect("dir");
        let db = db(&dir).await;
        let writers = (1..=6).map(|v| {
            let db = db.clone();
            tokio::spawn(async move {
                let tx = match reads_first {
                    false => insert(&db, v).await,
                    true => insert_read_and_defer(&db, v).await,
                };
                match v % 3 {
                    0 => tx.rollback().await.expect("rollback"),
                    1 => drop(tx),
                    _ => tx.commit().await.expect("commit"),
                }
            })
        });
        for writer in writers.collect::<Vec<_>>() {
            writer.await.expect("writer");
        }
        // The dropped writers' savepoints are undone by whoever comes next.
        insert(&db, 100).await.commit().await.expect("commit");
        let kept = if reads_first { vec![2, 5, 12, 15, 100] } else { vec![2, 5, 100] };
        assert_eq!(values(&db).await, kept, "reads first: {reads_first}");
    }
}

/// A member dropped after its last writes released its savepoint cannot
/// be undone alone: the whole group rolls back, and its opener hears so.
#[tokio::test(flavor = "multi_thread")]
async fn a_member_dropped_after_its_release_takes_the_group_down() {
    let dir = tempfile::tempdir().expect("dir");
    let db = db(&dir).await;
    let member = {
        let db = db.clone();
        async move {
            let mut tx = insert_read_and_defer(&db, 2).await;
            tx.flush_last().await.expect("last writes");
            drop(tx);
        }
    };
    let committed = beside_an_opener(&db, member).await;
    assert!(matches!(committed, Err(Error::Busy)), "{committed:?}");
    assert_eq!(values(&db).await, Vec::<i64>::new());
}

/// A member's last call carries its deferred writes (numbered after the
/// call's own anonymous arguments) and its RELEASE; nothing may follow.
/// A call that fails stops before the RELEASE, so the member's rollback
/// undoes it alone and the group commits the rest.
#[tokio::test(flavor = "multi_thread")]
async fn a_last_call_carries_the_deferred_writes_and_stops_at_an_error() {
    for fails in [false, true] {
        let dir = tempfile::tempdir().expect("dir");
        let db = db(&dir).await;
        let member = {
            let db = db.clone();
            async move {
                let mut tx = db.begin_write().await.expect("begin");
                tx.defer("INSERT INTO t (v) VALUES ($1)", crate::args![30_i64]);
                tx.defer("INSERT INTO t (v) VALUES (?)", crate::args![40_i64]);
                let second = if fails { "NULL" } else { "?" };
                let sql = format!("INSERT INTO t (v) VALUES (?), ({second}); SELECT COUNT(*) FROM t");
                let args = if fails { crate::args![10_i64] } else { crate::args![10_i64, 20_i64] };
                match tx.fetch_all_last::<(i64,)>(Sql::assembled(sql), args).await {
                    Ok(rows) => assert_eq!(rows, vec![(3,)], "the deferred writes come after the call's own"),
                    Err(_) => return tx.rollback().await.expect("rollback"),
                }
                let after = tx.execute("INSERT INTO t (v) VALUES (50)", vec![]).await;
                assert!(matches!(after, Err(Error::Internal(_))), "{after:?}");
                tx.commit().await.expect("commit");
            }
        };
        beside_an_opener(&db, member).await.expect("the opener commits");
        let kept = if fails { vec![1] } else { vec![1, 10, 20, 30, 40] };
        assert_eq!(values(&db).await, kept, "fails: {fails}");
    }
}

/// Runs `member` as the second writer of a group that a writer of 1
/// opened; returns how the opener's commit went.
async fn beside_an_opener(db: &Db, member: impl Future<Output = ()> + Send + 'static) -> Result<()> {
    let opener = insert(db, 1).await;
    let member = tokio::spawn(member);
    while db.pool_status().queued_writers == 0 {
        tokio::task::yield_now().await;
    }
    // The member is queued, so the batch stays open for it after this commit.
    let committed = opener.commit().await;
    member.await.expect("member");
    committed
}

/// A writer whose first statement reads rows, and who defers a write.
async fn insert_read_and_defer(db: &Db, v: i64) -> Tx {
    let mut tx = db.begin_write().await.expect("begin");
    let got: i64 = tx.scalar("INSERT INTO t (v) VALUES ($1) RETURNING v", crate::args![v]).await.expect("insert");
    assert_eq!(got, v);
    tx.defer("INSERT INTO t (v) VALUES ($1)", crate::args![v + 10]);
    tx
}

/// Writers that read ahead of their turn (begun late) hand
/// their last calls to the group, which sends them together once it is
/// free: each writer hears its own rows, one whose part fails fails alone
/// (the parts after it still land), and the rest commit with the batch.
/// When the opener rolls back, the first part opens the next batch without
/// a savepoint; here it is the one that fails, and the batch it opened goes.
#[tokio::test(flavor = "multi_thread")]
async fn calls_handed_over_come_back_to_their_writers_and_fail_alone() {
    for opener_commits in [true, false] {
        let dir = tempfile::tempdir().expect("dir");
        let db = db(&dir).await;
        let opener = insert(&db, 1).await;
        let failing = tokio::spawn(hand_over(db.clone(), 3, true));
        parts_handed_over(&db, 1).await;
        let writers: Vec<_> = [2, 4, 5].map(|v| tokio::spawn(hand_over(db.clone(), v, false))).into();
        parts_handed_over(&db, 4).await;
        match opener_commits {
            true => opener.commit().await.expect("the opener commits"),
            false => opener.rollback().await.expect("the opener rolls back"),
        }
        assert!(!failing.await.expect("writer"), "the failing part did not land");
        for writer in writers {
            assert!(writer.await.expect("writer"), "landed");
        }
        let landed = if opener_commits { vec![1, 2, 4, 5, 20, 40, 50] } else { vec![2, 4, 5, 20, 40, 50] };
        assert_eq!(values(&db).await, landed, "opener commits: {opener_commits}");
    }
}

/// Calls handed over past a batch's room wait for the next batch: each
/// batch takes its most, and every call lands.
#[tokio::test(flavor = "multi_thread")]
async fn calls_past_a_full_batch_go_in_the_next() {
    let dir = tempfile::tempdir().expect("dir");
    let db = db_of(&dir, 2).await;
    let opener = insert(&db, 1).await;
    let writers: Vec<_> = (2..=6).map(|v| tokio::spawn(hand_over(db.clone(), v, false))).collect();
    parts_handed_over(&db, 5).await;
    opener.commit().await.expect("the opener commits");
    for writer in writers {
        assert!(writer.await.expect("writer"), "landed");
    }
    assert_eq!(values(&db).await, vec![1, 2, 3, 4, 5, 6, 20, 30, 40, 50, 60]);
}

/// A writer's call sent for it is its last word, as a PostgreSQL statement
/// that commits itself: it may have committed from then on, and its work
/// commits with the batch though the writer rolls back after it.
#[tokio::test(flavor = "multi_thread")]
async fn a_call_sent_for_a_writer_commits_whatever_the_writer_does_next() {
    let dir = tempfile::tempdir().expect("dir");
    let db = db(&dir).await;
    let opener = insert(&db, 1).await;
    let writer = {
        let db = db.clone();
        tokio::spawn(async move {
            let mut tx = db.begin_write_late().await.expect("begin");
            let sql = "INSERT INTO t (v) VALUES (?) RETURNING v";
            assert!(!tx.may_have_committed(), "nothing sent yet");
            let rows: Vec<(i64,)> = tx.fetch_all_last(sql, crate::args![2_i64]).await.expect("sent");
            assert_eq!(rows, vec![(2,)]);
            assert!(tx.may_have_committed(), "its call is in the batch");
            tx.rollback().await.expect("rollback");
        })
    };
    parts_handed_over(&db, 1).await;
    opener.commit().await.expect("the opener commits");
    writer.await.expect("writer");
    assert_eq!(values(&db).await, vec![1, 2]);
}

/// A writer of `v` begun late, which hands over its insert of `v` (NULL
/// when it `fails`, which the table refuses) with a deferred insert of
/// `10 v`, and commits; whether its work landed.
async fn hand_over(db: Db, v: i64, fails: bool) -> bool {
    let mut tx = db.begin_write_late().await.expect("begin");
    assert!(tx.is_late(), "begun late, the writer reads ahead");
    tx.defer("INSERT INTO t (v) VALUES ($1)", crate::args![10 * v]);
    let (sql, args) = match fails {
        true => ("INSERT INTO t (v) VALUES (NULL) RETURNING v", vec![]),
        false => ("INSERT INTO t (v) VALUES (?) RETURNING v", crate::args![v]),
    };
    match tx.fetch_all_last::<(i64,)>(sql, args).await {
        Ok(rows) => {
            assert_eq!(rows, vec![(v,)], "its own rows");
            tx.commit().await.expect("commit");
            true
        }
        Err(_) => {
            tx.rollback().await.expect("rollback");
            false
        }
    }
}

/// Waits until `count` calls are handed over to the group.
async fn parts_handed_over(db: &Db, count: usize) {
    let crate::store::Pool::Sqlite { group, .. } = &db.pool else { panic!("a SQLite pool") };
    while group.parts.lock().expect("parts").len() < count {
        tokio::task::yield_now().await;
    }
}
