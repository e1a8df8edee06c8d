//! Close of business (`bank eod run|status`): every step once per business
//! day, a closed day reported rather than closed again, a run stopped at any
//! point (its runner killed: the states it leaves are written here directly)
//! resumed to the end, and a day a live runner holds refused.

use chrono::{Duration, Utc};
use serde_json::Value;

use crate::on_both_backends;
use crate::support::TestDb;

on_both_backends!(
    close_of_business_runs_each_step_once_and_resumes_a_stopped_run,
    a_server_closes_yesterday_on_schedule,
    a_run_killed_inside_a_step_resumes_and_writes_each_snapshot_once,
);

fn day(days_ago: i64) -> String {
    (Utc::now() - Duration::days(days_ago)).format("%Y-%m-%d").to_string()
}

/// An instant as both backends store and compare it.
fn instant(days_ago: i64) -> String {
    (Utc::now() - Duration::days(days_ago)).format("%Y-%m-%dT%H:%M:%S%.6fZ").to_string()
}

fn outcomes(report: &Value) -> Vec<(String, String)> {
    let steps = report["steps"].as_array().expect("steps");
    steps
        .iter()
        .map(|s| (s["step"].as_str().unwrap_or("").to_owned(), s["outcome"].as_str().unwrap_or("").to_owned()))
        .collect()
}

fn detail<'a>(report: &'a Value, step: &str) -> &'a str {
    let steps = report["steps"].as_array().expect("steps");
    steps.iter().find(|s| s["step"] == step).and_then(|s| s["detail"].as_str()).unwrap_or("")
}

async fn close_of_business_runs_each_step_once_and_resumes_a_stopped_run(db: TestDb) {
    let manifest = db.init_with_demo();
    let account = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    // The account was opened three days ago; its money arrived today.
    db.sql_execute(&format!(
        "UPDATE deposit_accounts SET created_at = '{}' WHERE account_number = '{account}'",
        instant(3)
    ))
    .await
    .expect("backdate");
    // A pending deposit past its limit, for the expiry step.
    db.bank(&["txn", "deposit", &account, "--amount", "10", "--approval"]).ok();
    db.sql_execute(&format!("UPDATE transactions SET expires_at = '{}' WHERE state = 'PENDING'", instant(1)))
        .await
        .expect("expire");

    let pending = db.sql_scalar_i64("SELECT COUNT(*) FROM transactions WHERE state = 'PENDING'").await;
    assert!(pending >= 1);
    let first = db.bank(&["eod", "run", "-o", "json"]).ok_json();
    assert_eq!(first["businessDate"], day(1), "yesterday by default: {first}");
    let names = ["expire-pending", "clear-cheques", "run-due-jobs", "balance-snapshots", "day-report", "seal-books"];
    let done: Vec<(String, String)> = names.iter().map(|n| (n.to_string(), "done".to_string())).collect();
    assert_eq!(outcomes(&first), done, "{first}");
    assert_eq!(detail(&first, "expire-pending"), format!("{pending} pending transaction(s) expired"));
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM transactions WHERE state = 'PENDING'").await, 0);
    assert_eq!(detail(&first, "balance-snapshots"), format!("1 account(s) as at the end of {}", day(1)));
    assert!(detail(&first, "run-due-jobs").ends_with(", 0 failed"), "{first}");
    // The demo's money (and its compliance reports) came today; yesterday's pending one expired.
    let report = format!("no compliance report raised; 0 transaction(s) pending at the end of {}", day(1));
    assert_eq!(detail(&first, "day-report"), report);
    // At the end of yesterday the account held none of today's money.
    let snapshot = "SELECT book_minor FROM balance_snapshots s JOIN deposit_accounts a ON a.id = s.account_id";
    assert_eq!(db.sql_scalar_i64(&format!("{snapshot} WHERE a.account_number = '{account}'")).await, 0);

    // Run again: nothing is done twice.
    let again = db.bank(&["eod", "run", "-o", "json"]).ok_json();
    let earlier: Vec<(String, String)> = names.iter().map(|n| (n.to_string(), "done earlier".to_string())).collect();
    assert_eq!(outcomes(&again), earlier, "{again}");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM balance_snapshots").await, 1);

    // Today is not over.
    let refused = db.bank(&["eod", "run", "--date", &day(0)]).fails_with(1);
    assert!(refused.stderr().contains("is not over yet"), "{}", refused.stderr());

    // A runner killed inside its second step, two days ago: its lease has
    // lapsed, so the next start resumes after the step it finished.
    let lapsed = instant(1);
    let live = (Utc::now() + Duration::hours(1)).format("%Y-%m-%dT%H:%M:%S%.6fZ").to_string();
    let run = |date: String, until: &str| {
        format!(
            "INSERT INTO eod_runs (business_date, state, runner, lease_until, started_by, started_at)
             VALUES ('{date}', 'RUNNING', 'killed', '{until}', 'admin', '{}')",
            instant(1)
        )
    };
    db.sql_execute(&run(day(2), &lapsed)).await.expect("stopped run");
    for (step, state) in [("expire-pending", "DONE"), ("clear-cheques", "RUNNING")] {
        db.sql_execute(&format!(
            "INSERT INTO eod_steps (business_date, step, state, started_at) VALUES ('{}', '{step}', '{state}', '{}')",
            day(2),
            instant(1)
        ))
        .await
        .expect("stopped step");
    }
    let resumed = db.bank(&["eod", "run", "--date", &day(2), "-o", "json"]).ok_json();
    assert_eq!(resumed["resumed"], true, "{resumed}");
    let expected = [
        ("expire-pending", "done earlier"),
        ("clear-cheques", "done"),
        ("run-due-jobs", "done"),
        ("balance-snapshots", "done"),
        ("day-report", "done"),
        ("seal-books", "done"),
    ];
    let expected: Vec<(String, String)> = expected.iter().map(|(s, o)| (s.to_string(), o.to_string())).collect();
    assert_eq!(outcomes(&resumed), expected);

    // A day whose runner is alive is not started twice.
    db.sql_execute(&run(day(3), &live)).await.expect("live run");
    let busy = db.bank(&["eod", "run", "--date", &day(3)]).fails_with(1);
    assert!(busy.stderr().contains("is running (runner killed)"), "{}", busy.stderr());

    let status = db.bank(&["eod", "status", "-o", "json"]).ok_json();
    let runs = status["Data"].as_array().expect("runs");
    let states: Vec<(&str, &str)> =
        runs.iter().map(|r| (r["BusinessDate"].as_str().unwrap_or(""), r["State"].as_str().unwrap_or(""))).collect();
    assert_eq!(states, [(day(1).as_str(), "DONE"), (day(2).as_str(), "DONE"), (day(3).as_str(), "RUNNING")]);
    assert_eq!(runs[2]["Steps"][0]["State"], "PENDING", "{status}");
}

async fn a_server_closes_yesterday_on_schedule(db: TestDb) {
    db.init_with_demo();
    let _server = db.serve(&["--eod-at", "00:00", "--eod-as", "admin"]);
    for _ in 0..100 {
        let status = db.bank(&["eod", "status", "--date", &day(1), "-o", "json"]).ok_json();
        if status["Data"][0]["State"] == "DONE" {
            assert_eq!(status["Data"][0]["StartedBy"], "admin", "{status}");
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the server did not close {} within 10 s", day(1));
}

/// Empty accounts opened three days ago, copies of the first one.
async fn many_accounts(db: &TestDb, n: i64) {
    db.sql_execute(&format!(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {n})
         INSERT INTO deposit_accounts (account_number, encoded_key, client_id, branch_id, currency, tier,
             gl_account_id, book_balance_minor, state, created_at, updated_at)
         SELECT 'KILL' || CAST(n.i AS TEXT), 'kill-' || CAST(n.i AS TEXT), t.client_id, t.branch_id, t.currency,
             'BASIC', t.gl_account_id, 0, 'ACTIVE', '{at}', '{at}'
         FROM n, (SELECT client_id, branch_id, currency, gl_account_id FROM deposit_accounts ORDER BY id LIMIT 1) t",
        at = instant(3)
    ))
    .await
    .expect("accounts");
}

async fn a_run_killed_inside_a_step_resumes_and_writes_each_snapshot_once(db: TestDb) {
    db.init_with_demo();
    many_accounts(&db, 300_000).await;
    let opened =
        db.sql_scalar_i64(&format!("SELECT COUNT(*) FROM deposit_accounts WHERE created_at <= '{}'", instant(2))).await;
    // SIGKILL once the snapshot step has committed some of its chunks.
    let mut child = db.spawn(&["eod", "run"]);
    let written = "SELECT COUNT(*) FROM balance_snapshots";
    for _ in 0..2000 {
        if db.sql_scalar_i64(written).await > 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    child.kill().expect("SIGKILL the close");
    let _ = child.wait();
    let partial = db.sql_scalar_i64(written).await;
    assert!(partial > 0 && partial < opened, "killed inside the snapshot step: {partial} of {opened}");

    // Its lease still stands: a second start now is refused, not run beside it.
    let refused = db.bank(&["eod", "run"]).fails_with(1);
    assert!(refused.stderr().contains("is running"), "{}", refused.stderr());
    // The lease lapses; the next start resumes the step and finishes the day.
    db.sql_execute(&format!("UPDATE eod_runs SET lease_until = '{}'", instant(1))).await.expect("lapse");
    let resumed = db.bank(&["eod", "run", "-o", "json"]).ok_json();
    assert_eq!(resumed["resumed"], true, "{resumed}");
    assert_eq!(db.sql_scalar_i64(written).await, opened, "every account once");
    let status = db.bank(&["eod", "status", "-o", "json"]).ok_json();
    assert_eq!(status["Data"][0]["State"], "DONE", "{status}");
}
