//! The hot path's statement budget, counted as statements are sent (BEGIN and
//! COMMIT included) by `bank bench deposits`, on both backends. Lower the
//! budgets as the path gets leaner; never raise them to make a change pass.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, TestDb, token_of};

on_both_backends!(
    a_deposit_costs_a_fixed_number_of_statements,
    the_deposit_bench_runs_over_http,
    a_server_keeps_the_configuration_and_sees_it_change
);

/// Budgets per flow: PostgreSQL's, then SQLite's. Statements are counted one
/// by one; on SQLite some ride in one call to the driver's worker thread with
/// the statement before them (each call is a hand-off between threads, dearer
/// than a statement), and the calls are held apart below.
struct Budget {
    flow: &'static str,
    postgres: f64,
    sqlite: f64,
    /// After commit, per deposit (either backend): nothing when the holder
    /// has no app profile (the bench's): the account's lock read says so
    /// (migration 30), where each command looked the profiles up (one read).
    /// The approvers' real-time events ride with the money transaction's
    /// last writes: a pending deposit and its decision each cost a
    /// transaction of their own (3 statements) before.
    background: f64,
}

/// A settled deposit on PostgreSQL: the account read (unlocked, with its row
/// version), the row's id from its sequence and the configuration's version
/// (its approval threshold, cash GL and both GL accounts come from the
/// server's copy at that version, `txn/config_cache.rs`); then the journal
/// with its lines, the balance (carrying the closed-period check and
/// changing the row only as read), the transaction row inserted SETTLED with
/// its journal, the audit and the activity, as one statement of
/// data-modifying CTEs that commits itself: 2, no BEGIN and no COMMIT
/// (TPC-B's count is 7). The next deposit into the account rests on the
/// copy that write left (`txn/copies.rs`): no read, the write alone, also
/// guarded on what the read confirmed: 1, and once per process a block of
/// row ids (1). Two clients of five each: 2 + 2 + 1 + 8 × 1 = 13 for 10.
/// On SQLite (no copies): BEGIN, the account read, the same writes in the
/// journal's call, COMMIT: 5 statements in 4 calls (2 inside a group; 1 in
/// the writer's turn for a member that read ahead of it, see `store::late`).
const SETTLE: Budget = Budget { flow: "settle", postgres: 1.3, sqlite: 5.0, background: 0.0 };
/// A pending deposit (2: the account read unlocked with its expiry setting
/// and the row's id; the account's hold (on the row as read), the row
/// inserted with it, carrying the hold (migration 34), the audit, the
/// activity and the approvers' event as one statement that commits itself
/// (on SQLite 5, one call: the hold's, with the rest as its last write))
/// and its approval (2, as a settled deposit: the transaction read unlocked
/// with the number the approval takes among its approver's and their hour's
/// check on it, and its account with its GL accounts, in one statement;
/// then one statement that commits itself, guarded by what was read: the
/// journal with its lines, the balance with the hold taken off (one
/// statement updates a row once), the approver's count (compared) and the
/// approval with its number, the state change, the audit and the activity.
/// On SQLite 5: no lock, the approval inserted and numbered, the hourly
/// limit checked and the account read in the call that reads the
/// transaction, the state change, the balance, the audit and the activity
/// in the journal's call; inside a busy group, read ahead on a reader and
/// the rest one call, as a settled deposit), together. On PostgreSQL each
/// write leaves copies (`txn/copies.rs`): the next pending deposit rests on
/// its account's (the write alone: 1), and an approval on the pending
/// transaction's, its account's and its approver's count's, as their last
/// writes here left them (the write alone, also checking the hour: 1). Two
/// clients of five pairs each: 2 × (4 + 4 × 2) + 1 (a block of row ids) = 25
/// for 10.
const APPROVE: Budget = Budget { flow: "approve", postgres: 2.5, sqlite: 10.0, background: 0.0 };
/// A settled deposit (2: the reversal's read drops the account's copy; SQLite
/// 5) and its reversal (10: the transaction locked, the
/// reversal windows, the account locked with its GL accounts, the journal's
/// head and lines, the reversing journal with its lines and the balance, the
/// state change, the audit with the activity; SQLite 10), together.
const REVERSE: Budget = Budget { flow: "reverse", postgres: 12.0, sqlite: 15.0, background: 0.0 };
/// A pending deposit (2; SQLite 5) and its rejection (7: the transaction
/// locked, the account locked, the hold released from the account (the
/// state change that follows is its compare-and-set), the state change, the audit with the activity;
/// SQLite 7), together.
const REJECT: Budget = Budget { flow: "reject", postgres: 9.0, sqlite: 12.0, background: 0.0 };
/// A pending deposit and its cancellation by its maker (8: as a rejection,
/// and the maker's cancellations of the day counted, as far as the
/// FREQUENT_CANCELLATIONS report needs, which the fifth raises), together.
const CANCEL: Budget = Budget { flow: "cancel", postgres: 10.5, sqlite: 13.5, background: 0.0 };
const FLOWS: [Budget; 5] = [SETTLE, APPROVE, REVERSE, REJECT, CANCEL];

impl Budget {
    fn on(&self, db: &TestDb) -> f64 {
        match db.backend {
            Backend::Postgres => self.postgres,
            Backend::Sqlite => self.sqlite,
        }
    }
}

async fn a_deposit_costs_a_fixed_number_of_statements(db: TestDb) {
    db.bank(&["init"]).ok();
    for b in FLOWS {
        let (flow, budget) = (b.flow, b.on(&db));
        let figures =
            db.bank(&["bench", "deposits", "--clients", "2", "--count", "5", "--flow", flow, "-o", "json"]).ok_json();
        assert_eq!(figures["transactions"], 10, "{figures}");
        let spent = figures["statementsPerTxn"].as_f64().expect("statements_per_txn");
        assert!(spent <= budget, "{flow}: {spent} statements per transaction, budget {budget}");
        let background = figures["backgroundStatementsPerTxn"].as_f64().expect("background statements");
        assert!(background <= b.background, "{flow}: {background} background statements per deposit");
        // The CPU it cost, read from `/proc` (ticks of 10 ms: a short run may read 0).
        for cpu in ["cpuUsPerTxn", "machineCpuUsPerTxn", "busiestThreadCpuUsPerTxn"] {
            assert!(figures[cpu].as_f64().is_some_and(|us| us >= 0.0), "{flow}: {cpu} in {figures}");
        }
        assert!(figures["busiestThread"].as_str().is_some_and(|name| !name.is_empty()), "{flow}: {figures}");
        let busy = figures["busiestThreadBusy"].as_f64();
        assert!(busy.is_some_and(|share| (0.0..=1.0).contains(&share)), "{flow}: {figures}");
        // The count does not grow with history: a second round costs no more
        // (a cancellation's may cost less: the day's report is raised once).
        let again =
            db.bank(&["bench", "deposits", "--clients", "2", "--count", "5", "--flow", flow, "-o", "json"]).ok_json();
        assert!(again["statementsPerTxn"].as_f64().is_some_and(|a| a <= spent), "{flow}: {again}");
    }
    // Calls to the driver, one writer at a time (each opens its own group):
    // PostgreSQL one per statement. On both the settled deposit's row, audit
    // and activity ride with its journal as its last write (`Known::last`):
    // on PostgreSQL the account's read, then the journal with the rest,
    // which commits itself; on SQLite the read ahead, then the journal's
    // call between the batch's BEGIN and COMMIT. On SQLite a pending
    // deposit's ride with its hold, an approval's with its journal: 2 each.
    // On PostgreSQL an approval is made as a settled deposit is, in 2, and
    // settled deposits after the first rest on the account's copy: the
    // block of ids and then 1 each (2 + 2 + 3 × 1 for 5).
    // On SQLite a lone writer commits each command alone: one sync of the WAL
    // a command (the writer's VFS counts them), so two for a pending deposit
    // and its approval, and one more in the run if a checkpoint falls in it;
    // PostgreSQL has no such count.
    for (flow, postgres, sqlite, commands) in [("settle", 1.4, 2.0, 1.0), ("approve", 4.0, 4.0, 2.0)] {
        let lone = ["bench", "deposits", "--clients", "1", "--count", "5", "--flow", flow, "-o", "json"];
        let figures = db.bank(&lone).ok_json();
        let calls = figures["callsPerTxn"].as_f64().expect("calls_per_txn");
        let budget = match db.backend {
            Backend::Postgres => postgres,
            Backend::Sqlite => sqlite,
        };
        assert!(calls <= budget, "{flow}: {calls} calls to the driver per transaction, budget {budget}");
        let (syncs, share) = (figures["walSyncsPerTxn"].as_f64(), figures["walSyncShare"].as_f64());
        match db.backend {
            Backend::Sqlite => {
                assert!(syncs.is_some_and(|n| (commands..=commands + 0.2).contains(&n)), "{flow}: {figures}");
                assert!(share.is_some_and(|s| s > 0.0 && s <= 1.0), "{flow}: {figures}");
            }
            Backend::Postgres => assert_eq!((syncs, share), (None, None), "{flow}: {figures}"),
        }
    }
    // What waiting for the disk costs is measured on SQLite alone, and said.
    let relaxed = ["bench", "deposits", "--clients", "2", "--count", "5", "--synchronous", "normal", "-o", "json"];
    match db.backend {
        Backend::Sqlite => {
            let figures = db.bank(&relaxed).ok_json();
            assert_eq!((figures["transactions"].as_i64(), figures["synchronous"].as_str()), (Some(10), Some("NORMAL")));
            // Under NORMAL the writer keeps SQLite's own VFS: no syncs to count.
            assert!(figures.get("walSyncsPerTxn").is_none(), "{figures}");
            let full = db.bank(&["bench", "deposits", "--count", "1", "-o", "json"]).ok_json();
            assert_eq!(full["synchronous"], "FULL", "{full}");
        }
        Backend::Postgres => {
            let refused = db.bank(&relaxed).fails_with(2);
            assert!(refused.stderr().contains("SQLite's setting"), "{}", refused.stderr());
            let full = db.bank(&["bench", "deposits", "--count", "1", "-o", "json"]).ok_json();
            assert!(full.get("synchronous").is_none(), "{full}");
        }
    }
    db.bank(&["verify"]).ok();
}

/// The same bench over HTTP to the router served in-process: every deposit
/// succeeds and settles, and the statements are counted there too (the
/// server's, authentication included) within the same budgets: a server that
/// has seen a token before reads nothing to authenticate it.
async fn the_deposit_bench_runs_over_http(db: TestDb) {
    db.bank(&["init"]).ok();
    for b in FLOWS {
        let (flow, budget) = (b.flow, b.on(&db));
        let figures = db
            .bank(&[
                "bench",
                "deposits",
                "--via",
                "http",
                "--clients",
                "2",
                "--count",
                "5",
                "--flow",
                flow,
                "-o",
                "json",
            ])
            .ok_json();
        assert_eq!(figures["transactions"], 10, "{flow}: {figures}");
        assert_eq!(figures["via"], "http", "{figures}");
        let spent = figures["statementsPerTxn"].as_f64().expect("statements_per_txn");
        assert!(spent <= budget, "{flow} over HTTP: {spent} statements per transaction, budget {budget}");
    }
    db.bank(&["verify"]).ok();
}

/// A server keeps the configuration a movement's account read rests on (the
/// approval thresholds, the settings, the GL accounts) in memory with the
/// version it read, so the read joins none of it (its text in the server's
/// statement log says so); a change made anywhere, here by hand in the
/// database, counts from the next deposit: a threshold added holds the
/// deposit for approval, removed lets it settle; the cash GL account closed
/// refuses it, reopened lets it settle.
async fn a_server_keeps_the_configuration_and_sees_it_change(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve_logging(&[], "warn,bank::sql=trace");
    let number = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let teller = token_of(&manifest, "Teller");
    let deposit = json!({"accountNumber": number, "amount": 5, "narration": "copy", "channel": "BRANCH"});
    let status = async || {
        let (code, reply) = server.post("/api/bpm/cmd/InitiateDeposit", Some(teller), &deposit).await;
        assert_eq!(code, 200, "{reply}");
        reply["data"]["status"].as_str().expect("status").to_owned()
    };
    assert_eq!(status().await, "SETTLED");
    let tier = db.sql_text(&format!("SELECT tier FROM deposit_accounts WHERE account_number = '{number}'")).await;
    let ours = format!("transaction_type = 'DEPOSIT' AND channel = 'BRANCH' AND account_tier = '{tier}'");
    db.sql_execute(&format!("DELETE FROM approval_thresholds WHERE {ours}")).await.expect("clear");
    let threshold = format!(
        "INSERT INTO approval_thresholds (transaction_type, channel, account_tier, amount_threshold_minor, require_approval)
         VALUES ('DEPOSIT', 'BRANCH', '{tier}', 100, TRUE)"
    );
    db.sql_execute(&threshold).await.expect("a threshold of 1.00");
    assert_eq!(status().await, "PENDING", "the threshold added counts at once");
    db.sql_execute(&format!("DELETE FROM approval_thresholds WHERE {ours}")).await.expect("removed");
    assert_eq!(status().await, "SETTLED", "the threshold removed counts at once");
    // The cash GL account closed by hand: refused at once, nothing written; reopened, settled.
    let cash = format!(
        "UPDATE gl_accounts SET active = {{}} WHERE id = (SELECT CAST(s.value AS INTEGER) FROM settings s
         JOIN deposit_accounts a ON s.key = 'txn.cash_gl.' || a.currency WHERE a.account_number = '{number}')"
    );
    db.sql_execute(&cash.replace("{}", "FALSE")).await.expect("closed");
    let before = db.sql_scalar_i64("SELECT COUNT(*) FROM transactions").await;
    let (code, reply) = server.post("/api/bpm/cmd/InitiateDeposit", Some(teller), &deposit).await;
    assert_eq!(code, 404, "{reply}");
    assert!(reply["message"].as_str().is_some_and(|m| m.contains("active GL account")), "{reply}");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM transactions").await, before);
    db.sql_execute(&cash.replace("{}", "TRUE")).await.expect("reopened");
    assert_eq!(status().await, "SETTLED", "the GL account reopened counts at once");

    // The account reads, in order: the first from the copy read as the
    // server started; after a change, one joined at least.
    let log = server.log_text();
    let reads: Vec<bool> = log
        .split("FROM deposit_accounts a JOIN clients c ON c.id = a.client_id")
        .skip(1)
        .map(|rest| rest.trim_start().starts_with("JOIN gl_accounts ag"))
        .collect();
    assert_eq!(reads.first(), Some(&false), "the first read joins no configuration: {log}");
    assert!(reads.contains(&true), "a read after a change joins it: {log}");
}

/// A settled deposit reads its account unlocked and writes once, guarded by
/// the row as read (PostgreSQL). Here another transaction changes the row in
/// between: it holds the row when the deposit reads it, so the read does not
/// wait but the write does (PostgreSQL shows which statement waits), then
/// finds the row changed and writes nothing; the deposit runs again, locked,
/// and lands once. An approval that settles its transaction alone is made
/// the same way, and lands once too: one approval, numbered once, its hold
/// released.
#[tokio::test(flavor = "multi_thread")]
async fn a_deposit_whose_account_changed_after_its_read_runs_again_locked() {
    let Some(db) = TestDb::postgres_only().await else { return };
    let manifest = db.init_with_demo();
    let number = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let deposit = ["--as", "teller.ada", "txn", "deposit", &number, "--amount", "10", "--no-approval"];
    // One transaction row and one journal.
    runs_again_locked(&db, &number, &deposit, 1001).await;
    let held = format!("SELECT hold_minor FROM deposit_accounts WHERE account_number = '{number}'");
    let held_before = db.sql_scalar_i64(&held).await;
    let pending = ["--as", "teller.ada", "txn", "deposit", &number, "--amount", "10", "--approval", "-o", "json"];
    let pending = db.bank(&pending).ok_json();
    let id = pending["data"]["transactionId"].as_str().expect("transactionId").to_owned();
    let given = "SELECT approvals_given FROM users WHERE username = 'manager.dayo'";
    let given_before = db.sql_scalar_i64(given).await;
    // One journal; the transaction row was there already.
    runs_again_locked(&db, &number, &["--as", "manager.dayo", "txn", "approve", &id], 1).await;
    let approvals = format!(
        "SELECT COUNT(*) * 1000 + MAX(a.ordinal) FROM transaction_approvals a JOIN transactions t ON t.id = a.transaction_id
         WHERE t.transaction_id = '{id}' AND t.state = 'SETTLED' AND t.hold_id IS NULL"
    );
    assert_eq!(db.sql_scalar_i64(&approvals).await, 1000 + given_before + 1, "one approval, numbered once");
    assert_eq!(db.sql_scalar_i64(given).await, given_before + 1);
    assert_eq!(db.sql_scalar_i64(&held).await, held_before, "the hold released");
    db.bank(&["verify"]).ok();
}

/// Runs the bank `command`, which credits 10.00 to `number`, while another
/// transaction holds the account's row changed; asserts that its write (not
/// its read) waits, and that it lands once: the balance moved once, and
/// `added` more rows (a thousand a transaction row, one a journal).
async fn runs_again_locked(db: &TestDb, number: &str, command: &[&str], added: i64) {
    use sqlx::Connection;
    let balance = format!("SELECT book_balance_minor FROM deposit_accounts WHERE account_number = '{number}'");
    let rows = "SELECT (SELECT COUNT(*) FROM transactions) * 1000 + (SELECT COUNT(*) FROM journal_transactions)";
    let (balance_before, rows_before) = (db.sql_scalar_i64(&balance).await, db.sql_scalar_i64(rows).await);
    let mut other = sqlx::PgConnection::connect(&db.url).await.expect("connect");
    let mut tx = other.begin().await.expect("begin");
    let touch = "UPDATE deposit_accounts SET updated_at = updated_at WHERE account_number = $1";
    sqlx::query(touch).bind(number).execute(&mut *tx).await.expect("the other's change");
    let mut command = db.spawn_piped(command);
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert!(command.try_wait().expect("wait").is_none(), "the command waits for the row");
    let waiting: Vec<(String,)> = sqlx::query_as(
        "SELECT query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    )
    .fetch_all(&mut *tx)
    .await
    .expect("who waits");
    assert!(
        matches!(&waiting[..], [(query,)] if query.starts_with("WITH j AS (INSERT INTO journal_transactions")),
        "the write waits, not the read: {waiting:?}"
    );
    tx.commit().await.expect("commit the other's change");
    let output = command.wait_with_output().expect("the command ends");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(db.sql_scalar_i64(&balance).await, balance_before + 1000, "the balance moved once");
    assert_eq!(db.sql_scalar_i64(rows).await, rows_before + added, "{added} rows");
}

/// On SQLite a deposit reads the account on a reader, before its turn, and
/// writes only on the account as read. Three deposits race while another
/// process holds the database, closing the account: they read ahead (the
/// account still open) and queue, the first call waiting in its BEGIN.
/// Once the close commits, their writes find the row changed and run again
/// in their turn, locked, and read it closed: all three are refused,
/// nothing written. Written unguarded, they would land on the closed account.
#[tokio::test(flavor = "multi_thread")]
async fn deposits_read_ahead_of_a_close_are_refused() {
    let db = TestDb::new(Backend::Sqlite).await;
    let manifest = db.init_with_demo();
    let number = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let body = json!({"accountNumber": number, "amount": 10.0, "narration": "ahead", "requireApproval": false});
    let deposit = ("/api/bpm/cmd/InitiateDeposit", token_of(&manifest, "Teller"));
    let rows = "SELECT (SELECT COUNT(*) FROM transactions) * 1000 + (SELECT COUNT(*) FROM journal_transactions)";
    refused_after_a_close(&db, &number, deposit, [body.clone(), body.clone(), body], rows).await;
}

/// The same race for three approvals of pending deposits into the account
/// being closed: an approval that settles its transaction alone reads ahead
/// too (the transaction, the approver's count and the account), and its
/// one call (the approval, the state change and the posting, the hold
/// taken off in its balance update) stands only on the account as read. All three are refused:
/// no approval, no journal, each transaction PENDING with its hold.
#[tokio::test(flavor = "multi_thread")]
async fn approvals_read_ahead_of_a_close_are_refused() {
    let db = TestDb::new(Backend::Sqlite).await;
    let manifest = db.init_with_demo();
    let number = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let pending = ["--as", "teller.ada", "txn", "deposit", &number, "--amount", "10", "--approval", "-o", "json"];
    let approval = || {
        let id = db.bank(&pending).ok_json()["data"]["transactionId"].as_str().expect("transactionId").to_owned();
        json!({"transactionId": id})
    };
    let approve = ("/api/bpm/cmd/ApproveTransaction", token_of(&manifest, "Approver"));
    let rows = "SELECT (SELECT COUNT(*) FROM transaction_approvals) * 1000000
                    + (SELECT COUNT(*) FROM transactions WHERE state = 'PENDING' AND hold_id IS NOT NULL) * 1000
                    + (SELECT COUNT(*) FROM journal_transactions)";
    refused_after_a_close(&db, &number, approve, [approval(), approval(), approval()], rows).await;
}

/// Sends three requests to `path` with `token` while another connection
/// holds SQLite's write lock, closing account `number`, then commits the
/// close: the first request takes the writer's turn and waits in it, the
/// two after it read ahead of their turn. Asserts that all three are
/// refused as to a closed account, that at least two ran again locked, and
/// that `rows` (a query of one number) reads as it did before.
async fn refused_after_a_close(db: &TestDb, number: &str, (path, token): (&str, &str), bodies: [Value; 3], rows: &str) {
    use sqlx::Connection;
    let rows_before = db.sql_scalar_i64(rows).await;
    let server = db.serve_logging(&[], "bank_core=debug");
    let mut other = sqlx::SqliteConnection::connect(&db.url).await.expect("connect");
    sqlx::raw_sql("BEGIN IMMEDIATE").execute(&mut other).await.expect("the other's turn");
    let close = "UPDATE deposit_accounts SET state = 'CLOSED' WHERE account_number = ?";
    sqlx::query(close).bind(number).execute(&mut other).await.expect("the other's change");
    let send = |body| server.post(path, Some(token), body);
    let close_commits = async move {
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        sqlx::raw_sql("COMMIT").execute(&mut other).await.expect("commit the other's change");
    };
    // The first is queued (waiting in its BEGIN) before the others come, so
    // that the others' reads ahead overlap a call already waiting.
    let others = async {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        tokio::join!(send(&bodies[1]), send(&bodies[2]))
    };
    let (first, (second, third), ()) = tokio::join!(send(&bodies[0]), others, close_commits);
    for (status, reply) in [first, second, third] {
        assert_ne!(status, 200, "{reply}");
        assert!(reply.to_string().contains("CUSTOMER_ACCOUNT_CLOSED"), "{reply}");
    }
    let log = server.log_text();
    assert!(log.matches("rows changed since read; running locked").count() >= 3, "read ahead: {log}");
    assert_eq!(db.sql_scalar_i64(rows).await, rows_before, "nothing written");
}

/// PostgreSQL: a server keeps the account it last settled a deposit into as
/// its own write left it (`txn/copies.rs`), and the next settled deposit
/// into it sends no read: one statement, guarded on everything the read
/// would have confirmed. Each guard is moved here by hand, in the database,
/// before a deposit served from the copy: the account's row (another
/// process wrote it), the holder's app profiles, the configuration (a
/// threshold added: the deposit waits for approval) and the caller's token
/// (revoked: refused, nothing written). Each time the write refuses, writing
/// nothing, and the deposit runs again locked, reads, and does what the
/// change says; the balance moves once a settled deposit.
#[tokio::test(flavor = "multi_thread")]
async fn a_deposit_from_the_accounts_copy_is_guarded_on_all_its_read_would_confirm() {
    let Some(db) = TestDb::postgres_only().await else { return };
    let manifest = db.init_with_demo();
    let server = db.serve_logging(&[], "warn,bank::sql=trace,bank_core=debug");
    let number = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let teller = token_of(&manifest, "Teller");
    let deposit = json!({"accountNumber": number, "amount": 5, "narration": "copy", "channel": "BRANCH"});
    let send = async || server.post("/api/bpm/cmd/InitiateDeposit", Some(teller), &deposit).await;
    let status = async || {
        let (code, reply) = send().await;
        assert_eq!(code, 200, "{reply}");
        reply["data"]["status"].as_str().expect("status").to_owned()
    };
    let log = || server.log_text();
    let reads = || log().matches("FROM deposit_accounts a JOIN clients c ON c.id = a.client_id").count();
    let reruns = || log().matches("rows changed since read; running locked").count();
    let balance = format!("SELECT book_balance_minor FROM deposit_accounts WHERE account_number = '{number}'");
    // A settled deposit keeps the copy (the next takes a block of row ids first).
    let kept = async || assert_eq!(status().await, "SETTLED");
    kept().await;
    let (read_before, balance_before) = (reads(), db.sql_scalar_i64(&balance).await);
    assert_eq!(status().await, "SETTLED");
    assert_eq!((reads(), reruns()), (read_before, 0), "served from the copy: no read, no rerun: {}", log());
    assert_eq!(db.sql_scalar_i64(&balance).await, balance_before + 500);

    let tier = db.sql_text(&format!("SELECT tier FROM deposit_accounts WHERE account_number = '{number}'")).await;
    let client = format!("(SELECT client_id FROM deposit_accounts WHERE account_number = '{number}')");
    let changes = [
        (format!("UPDATE deposit_accounts SET updated_at = updated_at WHERE account_number = '{number}'"), "SETTLED"),
        (format!("UPDATE clients SET app_profiles = app_profiles + 1 WHERE id = {client}"), "SETTLED"),
        (
            format!(
                "INSERT INTO approval_thresholds (transaction_type, channel, account_tier, amount_threshold_minor,
                     require_approval) VALUES ('DEPOSIT', 'BRANCH', '{tier}', 100, TRUE)"
            ),
            "PENDING",
        ),
    ];
    let ours = format!("transaction_type = 'DEPOSIT' AND channel = 'BRANCH' AND account_tier = '{tier}'");
    db.sql_execute(&format!("DELETE FROM approval_thresholds WHERE {ours}")).await.expect("no threshold");
    for (i, (change, expected)) in changes.iter().enumerate() {
        kept().await;
        let balance_before = db.sql_scalar_i64(&balance).await;
        db.sql_execute(change).await.expect("the change");
        assert_eq!(status().await, *expected, "{change}");
        assert_eq!(reruns(), i + 1, "the copy's write refused after: {change}");
        let moved = if *expected == "SETTLED" { 500 } else { 0 };
        assert_eq!(db.sql_scalar_i64(&balance).await, balance_before + moved, "{change}");
    }
    // The books as they were (`bank verify` counts the holder's profiles).
    db.sql_execute(&format!("DELETE FROM approval_thresholds WHERE {ours}")).await.expect("removed");
    db.sql_execute(&format!("UPDATE clients SET app_profiles = app_profiles - 1 WHERE id = {client}"))
        .await
        .expect("as was");
    kept().await;
    let rows = "SELECT (SELECT COUNT(*) FROM transactions) * 1000 + (SELECT COUNT(*) FROM journal_transactions)";
    let (rows_before, balance_before) = (db.sql_scalar_i64(rows).await, db.sql_scalar_i64(&balance).await);
    db.sql_execute("UPDATE users SET token_version = token_version + 1 WHERE username = 'teller.ada'")
        .await
        .expect("revoked");
    let (code, reply) = send().await;
    assert_eq!(code, 401, "the revoked token is refused: {reply}");
    assert_eq!(reruns(), changes.len() + 1, "the copy's write refused");
    assert_eq!((db.sql_scalar_i64(rows).await, db.sql_scalar_i64(&balance).await), (rows_before, balance_before));
    db.bank(&["verify"]).ok();
}
