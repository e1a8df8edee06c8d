//! `bank txn`: universal transactions from the shell, as different demo users,
//! single and batch decisions, lists, expiry and configuration. `bank verify`
//! passes after each.

use serde_json::Value;

use crate::on_both_backends;
use crate::support::{Backend, Run, TestDb};

on_both_backends!(
    deposits_withdrawals_and_decisions_by_different_users,
    approve_and_reverse_batches_from_csv,
    lists_expiry_compliance_and_config,
    a_movement_into_a_closed_period_is_refused_whole,
    an_approvers_hourly_limit_reads_one_approval_however_full_their_hour,
    a_pending_transaction_carries_its_hold_and_one_kept_apart_is_decided_as_before,
);

/// Runs `bank --as USER ARGS...`.
fn as_user(db: &TestDb, user: &str, args: &[&str]) -> Run {
    let mut all = vec!["--as", user];
    all.extend_from_slice(args);
    db.bank(&all)
}

fn account(manifest: &Value, i: usize) -> String {
    manifest["accounts"][i]["accountNumber"].as_str().expect("account number").to_owned()
}

/// The transaction id of a `-o json` initiation.
fn txn_id(reply: &Value) -> String {
    reply["data"]["transactionId"].as_str().unwrap_or_else(|| panic!("no transactionId: {reply}")).to_owned()
}

/// Initiates a deposit or withdrawal as teller.ada and returns its id;
/// `approval` is "--approval", "--no-approval" or "" (the thresholds decide).
fn initiate(db: &TestDb, verb: &str, number: &str, amount: &str, approval: &str) -> String {
    let mut args = vec!["txn", verb, number, "--amount", amount, "-o", "json"];
    if !approval.is_empty() {
        args.push(approval);
    }
    txn_id(&as_user(db, "teller.ada", &args).ok_json())
}

/// (book, hold, available) of an account.
fn balances(db: &TestDb, number: &str) -> (f64, f64, f64) {
    let shown = db.bank(&["account", "show", number, "-o", "json"]).ok_json();
    let d = &shown["Data"];
    let f = |k: &str| d[k].as_f64().unwrap_or(-1.0);
    (f("BookBalance"), f("HoldAmount"), f("AvailableBalance"))
}

fn show(db: &TestDb, id: &str) -> Value {
    as_user(db, "teller.ada", &["txn", "show", id, "-o", "json"]).ok_json()["data"].clone()
}

/// The transaction ids of a `txn list -o json`.
fn listed(db: &TestDb, user: &str, args: &[&str]) -> Vec<String> {
    let mut all = vec!["txn", "list", "--page-size", "500", "-o", "json"];
    all.extend_from_slice(args);
    let page = as_user(db, user, &all).ok_json();
    page["data"]["items"]
        .as_array()
        .expect("items")
        .iter()
        .filter_map(|t| t["transactionId"].as_str().map(str::to_owned))
        .collect()
}

fn write(db: &TestDb, name: &str, text: &str) -> String {
    let path = db.dir.path().join(name);
    std::fs::write(&path, text).expect("write batch file");
    path.to_str().expect("utf-8 path").to_owned()
}

async fn deposits_withdrawals_and_decisions_by_different_users(db: TestDb) {
    let manifest = db.init_with_demo();
    let a = account(&manifest, 0); // BASIC, 150,000.00
    let before = balances(&db, &a);

    // A deposit held for approval: the hold shows it, the book does not move yet.
    let pending = as_user(
        &db,
        "teller.ada",
        &["txn", "deposit", &a, "--amount", "1000", "--approval", "--narration", "cash in", "-o", "json"],
    )
    .ok_json();
    assert_eq!(pending["isSuccessful"], true);
    let d = &pending["data"];
    assert_eq!(
        (d["status"].as_str(), d["approvalsRequired"].as_i64(), d["holdAmount"].as_f64()),
        (Some("PENDING"), Some(1), Some(1000.0)),
        "{pending}"
    );
    let deposit = txn_id(&pending);
    // The teller may not approve; a senior teller may.
    let refused = as_user(&db, "teller.ada", &["txn", "approve", &deposit, "-o", "json"]).fails_with(1).json();
    assert_eq!(refused["errors"][0]["code"], "INSUFFICIENT_PERMISSIONS", "{refused}");
    let approved =
        as_user(&db, "senior.bola", &["txn", "approve", &deposit, "--notes", "counted", "-o", "json"]).ok_json();
    assert_eq!(
        (approved["data"]["newState"].as_str(), approved["data"]["approvedBy"].as_str()),
        (Some("SETTLED"), Some("senior.bola")),
        "{approved}"
    );

    // A withdrawal settled at once, and one approved by an approver (table output).
    let direct =
        as_user(&db, "teller.ada", &["txn", "withdraw", &a, "--amount", "499.50", "--no-approval", "-o", "json"])
            .ok_json();
    assert_eq!(direct["data"]["status"], "SETTLED");
    let withdrawal = initiate(&db, "withdraw", &a, "2000", "--approval");
    assert_eq!(balances(&db, &a), (before.0 + 500.5, before.1 + 2000.0, before.2 - 1499.5));
    let table = as_user(&db, "approver.chidi", &["txn", "approve", &withdrawal]).ok().stdout();
    assert!(table.contains("PENDING → SETTLED") && table.contains("approver.chidi"), "{table}");
    assert_eq!(balances(&db, &a), (before.0 - 1499.5, before.1, before.2 - 1499.5));
    let shown = show(&db, &withdrawal);
    assert_eq!(
        (shown["status"].as_str(), shown["approvals"][0].as_str(), shown["initiatedBy"].as_str()),
        (Some("SETTLED"), Some("approver.chidi"), Some("teller.ada"))
    );
    let table = as_user(&db, "teller.ada", &["txn", "show", &withdrawal]).ok().stdout();
    assert!(table.contains("WITHDRAWAL") && table.contains("1 of 1"), "{table}");

    // Through the teller's till, with an idempotency key: a retry creates nothing.
    let till = manifest["tills"][0]["tillId"].as_str().expect("demo till");
    let keyed =
        ["txn", "deposit", &a, "--amount", "75", "--no-approval", "--till", till, "--key", "ada-0001", "-o", "json"];
    let first = txn_id(&as_user(&db, "teller.ada", &keyed).ok_json());
    let again = txn_id(&as_user(&db, "teller.ada", &keyed).ok_json());
    assert_eq!(first, again);
    assert_eq!(balances(&db, &a).0, before.0 - 1424.5);

    // Reject (a senior teller) and cancel (the maker's own).
    let rejected = initiate(&db, "withdraw", &a, "70", "--approval");
    let reply = as_user(
        &db,
        "senior.bola",
        &["txn", "reject", &rejected, "--reason", "signature mismatch", "--category", "FRAUD", "-o", "json"],
    )
    .ok_json();
    assert_eq!(
        (reply["data"]["newState"].as_str(), reply["data"]["rejectionCategory"].as_str()),
        (Some("CANCELLED"), Some("FRAUD"))
    );
    let cancelled = initiate(&db, "deposit", &a, "80", "--approval");
    let reply = as_user(
        &db,
        "teller.ada",
        &["txn", "cancel", &cancelled, "--reason", "customer left", "--notify", "-o", "json"],
    )
    .ok_json();
    assert_eq!(
        (reply["data"]["newState"].as_str(), reply["data"]["cancelledBy"].as_str()),
        (Some("CANCELLED"), Some("teller.ada"))
    );
    assert_eq!(balances(&db, &a).1, before.1, "holds released");

    // Reverse (a branch manager; no terminal, so no question), once only.
    let reverse =
        ["txn", "reverse", &first, "--reason", "keyed twice", "--category", "duplicate", "--yes", "-o", "json"];
    let reversed = as_user(&db, "manager.dayo", &reverse).ok_json();
    assert_eq!(
        (
            reversed["data"]["newState"].as_str(),
            reversed["data"]["reversalWindow"].as_str(),
            reversed["data"]["reversalCategory"].as_str()
        ),
        (Some("REVERSED"), Some("SAME_DAY"), Some("DUPLICATE"))
    );
    let again = as_user(&db, "manager.dayo", &reverse).fails_with(1).json();
    assert_eq!(again["errors"][0]["code"], "DUPLICATE_REQUEST", "{again}");
    assert_eq!(balances(&db, &a).0, before.0 - 1499.5);

    // A loan disbursement into the loan client's account.
    let loan = manifest["loans"]
        .as_array()
        .and_then(|l| l.iter().find(|l| l["state"] == "APPROVED"))
        .and_then(|l| l["id"].as_i64())
        .expect("approved demo loan")
        .to_string();
    let b = account(&manifest, 1);
    // `--no-approval` cannot skip the policy: the loan is above the two-approver threshold.
    let paid = as_user(&db, "teller.ada", &["txn", "disburse", &loan, "--account", &b, "--no-approval", "-o", "json"])
        .ok_json();
    assert_eq!(
        (
            paid["data"]["status"].as_str(),
            paid["data"]["transactionType"].as_str(),
            paid["data"]["approvalReason"].as_str()
        ),
        (Some("PENDING"), Some("LOAN_DISBURSEMENT"), Some("AMOUNT_ABOVE_THRESHOLD"))
    );

    // Usage errors never reach the core.
    as_user(&db, "teller.ada", &["txn", "deposit", &a, "--amount", "-5"]).fails_with(2);
    as_user(&db, "teller.ada", &["txn", "deposit", &a, "--amount", "5", "--approval", "--no-approval"]).fails_with(2);
    as_user(&db, "teller.ada", &["txn", "reject", &deposit, "--reason", "x", "--category", "WHIM"]).fails_with(2);
    as_user(&db, "manager.dayo", &["txn", "reverse", &deposit]).fails_with(2);
    db.bank(&["verify"]).ok();
}

async fn approve_and_reverse_batches_from_csv(db: TestDb) {
    let manifest = db.init_with_demo();
    let a = account(&manifest, 1); // PREMIUM, 8,750,000.00
    let before = balances(&db, &a);
    // The batch approves more than the default five an hour.
    as_user(&db, "regional.efe", &["txn", "config", "settings", "--max-approvals-per-hour", "100"]).ok();
    let ids: Vec<String> =
        ["100", "200", "300"].iter().map(|amount| initiate(&db, "withdraw", &a, amount, "--approval")).collect();
    let file = write(
        &db,
        "approve.csv",
        &format!(
            "transaction_id,notes\n{},\"counted, twice\"\n{},\nnot-a-transaction,bad row\n{},ok\n",
            ids[0], ids[1], ids[2]
        ),
    );

    // One bad row: the others are approved, the bad one is reported, exit 1.
    let run = as_user(&db, "manager.dayo", &["txn", "approve", "--file", &file]).fails_with(1);
    let out = run.stdout();
    assert!(out.contains("approved 3, refused 1"), "{out}");
    assert!(out.contains("TRANSACTION_NOT_FOUND") && out.contains("not-a-transaction"), "{out}");
    for id in &ids {
        assert_eq!(show(&db, id)["status"], "SETTLED");
    }
    assert_eq!(balances(&db, &a), (before.0 - 600.0, before.1, before.2 - 600.0));

    // Re-running changes nothing: the done rows are duplicates.
    let rerun = as_user(&db, "manager.dayo", &["txn", "approve", "--file", &file, "-o", "json"]).fails_with(1).json();
    assert_eq!((rerun["approved"].as_i64(), rerun["refused"].as_i64()), (Some(0), Some(4)), "{rerun}");
    let rows: Vec<(i64, &str, bool)> = rerun["results"]
        .as_array()
        .expect("results")
        .iter()
        .map(|r| (r["line"].as_i64().unwrap_or(0), r["code"].as_str().unwrap_or(""), r["ok"] == true))
        .collect();
    assert_eq!(
        rows,
        [
            (2, "DUPLICATE_REQUEST", false),
            (3, "DUPLICATE_REQUEST", false),
            (4, "TRANSACTION_NOT_FOUND", false),
            (5, "DUPLICATE_REQUEST", false)
        ]
    );
    assert_eq!(balances(&db, &a).0, before.0 - 600.0);

    // A file is either a batch or not: no ID with it, a header is required.
    as_user(&db, "manager.dayo", &["txn", "approve", &ids[0], "--file", &file]).fails_with(2);
    let headless = write(&db, "headless.csv", &format!("{},notes\n", ids[0]));
    as_user(&db, "manager.dayo", &["txn", "approve", "--file", &headless]).fails_with(2);
    let ragged = write(&db, "ragged.csv", &format!("transaction_id,notes\n{},a,b\n", ids[0]));
    as_user(&db, "manager.dayo", &["txn", "approve", "--file", &ragged]).fails_with(2);
    let twice = write(&db, "twice.csv", &format!("transaction_id,notes\n{0},a\n{1},b\n{0},c\n", ids[0], ids[1]));
    let refused = as_user(&db, "manager.dayo", &["txn", "approve", "--file", &twice]).fails_with(2);
    assert!(refused.stderr().contains("on line 2 and again on line 4"), "{}", refused.stderr());

    // Reverse the batch: a teller may not; a branch manager may.
    let file = write(
        &db,
        "reverse.csv",
        &format!(
            "transaction_id,reason,narration,category\n{},keyed twice,,duplicate\n{},customer returned the cash,Reversal of withdrawal,CUSTOMER_REQUEST\n{},wrong account,,\n",
            ids[0], ids[1], ids[2]
        ),
    );
    let denied =
        as_user(&db, "teller.ada", &["txn", "reverse", "--file", &file, "--yes", "-o", "json"]).fails_with(1).json();
    assert_eq!(denied["refused"], 3, "{denied}");
    assert!(denied["results"].as_array().is_some_and(|r| r.iter().all(|r| r["code"] == "INSUFFICIENT_PERMISSIONS")));
    let done = as_user(&db, "manager.dayo", &["txn", "reverse", "--file", &file, "--yes", "-o", "json"]).ok_json();
    assert_eq!((done["reversed"].as_i64(), done["refused"].as_i64()), (Some(3), Some(0)), "{done}");
    for id in &ids {
        assert_eq!(show(&db, id)["status"], "REVERSED");
    }
    assert_eq!(show(&db, &ids[1])["category"], "CUSTOMER_REQUEST");
    assert_eq!(balances(&db, &a), before, "every withdrawal reversed");
    let table = as_user(&db, "manager.dayo", &["txn", "reverse", "--file", &file, "--yes"]).fails_with(1).stdout();
    assert!(table.contains("reversed 0, refused 3") && table.contains("DUPLICATE_REQUEST"), "{table}");
    let reversed = listed(&db, "teller.ada", &["--status", "REVERSED", "--account", &a]);
    assert!(ids.iter().all(|id| reversed.contains(id)), "{reversed:?}");

    // A row refused after its audit was written (the hourly limit is checked
    // last) leaves no audit behind: its savepoint takes its deferred writes too.
    as_user(&db, "regional.efe", &["txn", "config", "settings", "--max-approvals-per-hour", "4"]).ok();
    let late: Vec<String> =
        ["10", "20"].iter().map(|amount| initiate(&db, "withdraw", &a, amount, "--approval")).collect();
    let file = write(&db, "limit.csv", &format!("transaction_id,notes\n{},\n{},\n", late[0], late[1]));
    let run = as_user(&db, "manager.dayo", &["txn", "approve", "--file", &file, "-o", "json"]).fails_with(1).json();
    assert_eq!(
        (run["approved"].as_i64(), run["results"][1]["code"].as_str()),
        (Some(1), Some("APPROVAL_RATE_LIMIT_EXCEEDED")),
        "{run}"
    );
    let audited = |id: &str| {
        format!("SELECT COUNT(*) FROM transaction_audit WHERE transaction_id = '{id}' AND action = 'APPROVE'")
    };
    assert_eq!(db.sql_scalar_i64(&audited(&late[0])).await, 1);
    assert_eq!(db.sql_scalar_i64(&audited(&late[1])).await, 0, "the refused approval left no audit row");
    db.bank(&["verify"]).ok();
}

async fn lists_expiry_compliance_and_config(db: TestDb) {
    let manifest = db.init_with_demo();
    let a = account(&manifest, 0);
    let held = balances(&db, &a).1;
    let p: Vec<String> = (1..=3).map(|i| initiate(&db, "deposit", &a, &format!("{i}0"), "--approval")).collect();

    // Pending and flagged lists.
    let pending = listed(&db, "approver.chidi", &["--pending", "--account", &a]);
    assert!(p.iter().all(|id| pending.contains(id)), "{pending:?}");
    assert!(!listed(&db, "approver.chidi", &["--flagged"]).contains(&p[0]), "not flagged yet");
    let aged = format!("UPDATE transactions SET created_at = '{}' WHERE transaction_id = '{}'", db.hours_ago(5), p[0]);
    db.sql_execute(&aged).await.expect("age");
    let flagged = listed(&db, "approver.chidi", &["--flagged"]);
    assert!(flagged.contains(&p[0]) && !flagged.contains(&p[1]), "{flagged:?}");
    let table = as_user(&db, "approver.chidi", &["txn", "list", "--flagged"]).ok().stdout();
    assert!(table.contains("(flagged)"), "{table}");
    as_user(&db, "approver.chidi", &["txn", "list", "--pending", "--status", "SETTLED"]).fails_with(2);

    // Expiry: past-due pending transactions are cancelled, holds released.
    for id in &p[..2] {
        let due = format!("UPDATE transactions SET expires_at = '{}' WHERE transaction_id = '{id}'", db.hours_ago(1));
        db.sql_execute(&due).await.expect("expire");
    }
    assert_eq!(balances(&db, &a).1, held + 60.0);
    let expired = as_user(&db, "approver.chidi", &["txn", "expire-pending", "-o", "json"]).ok_json();
    let ids: Vec<&str> =
        expired["data"]["transactionIds"].as_array().expect("ids").iter().filter_map(Value::as_str).collect();
    assert!(ids.contains(&p[0].as_str()) && ids.contains(&p[1].as_str()) && !ids.contains(&p[2].as_str()));
    assert_eq!(expired["data"]["expired"].as_u64(), Some(ids.len() as u64));
    let shown = show(&db, &p[0]);
    assert_eq!((shown["status"].as_str(), shown["reason"].as_str()), (Some("CANCELLED"), Some("expired")));
    assert_eq!(balances(&db, &a).1, held + 30.0);
    let again = as_user(&db, "approver.chidi", &["txn", "expire-pending"]).ok().stdout();
    assert!(again.contains("expired 0 pending transaction(s)"), "{again}");
    as_user(&db, "teller.ada", &["txn", "expire-pending"]).fails_with(1);

    // Reversal windows: set one, the others are kept; the new window applies.
    let windows = |kind: &str| {
        let reply = db.bank(&["txn", "config", "windows", "--type", kind, "-o", "json"]).ok_json();
        reply["Data"]
            .as_array()
            .expect("windows")
            .iter()
            .map(|w| (w["windowName"].as_str().unwrap_or("").to_owned(), w["maxHours"].as_i64().unwrap_or(0)))
            .collect::<Vec<_>>()
    };
    let defaults = windows("DEPOSIT");
    assert_eq!(defaults, [("SAME_DAY".into(), 24), ("NEXT_DAY".into(), 48), ("AGED".into(), 720)]);
    let set = as_user(
        &db,
        "regional.efe",
        &[
            "txn",
            "config",
            "window",
            "--type",
            "DEPOSIT",
            "--name",
            "NEXT_DAY",
            "--max-hours",
            "72",
            "--approval",
            "--approver-role",
            "Branch Manager",
            "-o",
            "json",
        ],
    )
    .ok_json();
    assert_eq!(set["Data"].as_array().map(Vec::len), Some(3), "{set}");
    as_user(
        &db,
        "regional.efe",
        &[
            "txn",
            "config",
            "window",
            "--type",
            "deposit",
            "--name",
            "ARCHIVE",
            "--max-hours",
            "720",
            "--approval",
            "--approver-role",
            "Admin",
            "--detailed",
        ],
    )
    .ok();
    as_user(
        &db,
        "regional.efe",
        &[
            "txn",
            "config",
            "window",
            "--type",
            "DEPOSIT",
            "--name",
            "AGED",
            "--max-hours",
            "600",
            "--approval",
            "--approver-role",
            "Regional Manager",
            "--detailed",
        ],
    )
    .ok();
    assert_eq!(
        windows("DEPOSIT"),
        [("SAME_DAY".into(), 24), ("NEXT_DAY".into(), 72), ("AGED".into(), 600), ("ARCHIVE".into(), 720)]
    );
    assert_eq!(windows("WITHDRAWAL"), defaults, "other types untouched");
    as_user(&db, "teller.ada", &["txn", "config", "window", "--type", "DEPOSIT", "--name", "X", "--max-hours", "1"])
        .fails_with(1);
    db.bank(&["txn", "config", "window", "--type", "DEPOSIT", "--name", "X", "--max-hours", "721"]).fails_with(2);
    let refused = db
        .bank(&[
            "txn",
            "config",
            "window",
            "--type",
            "DEPOSIT",
            "--name",
            "X",
            "--max-hours",
            "5",
            "--approval",
            "--approver-role",
            "Nobody",
        ])
        .fails_with(1);
    assert!(refused.stderr().contains("no role named 'Nobody'"), "{}", refused.stderr());
    assert_eq!(windows("DEPOSIT").len(), 4, "a refused set changes nothing");
    let table = db.bank(&["txn", "config", "windows", "--type", "DEPOSIT"]).ok().stdout();
    assert!(table.contains("ARCHIVE") && table.contains("Admin"), "{table}");
    // 60 hours after settlement is now NEXT_DAY (a branch manager), not AGED.
    let late = initiate(&db, "deposit", &a, "45", "--no-approval");
    let settled =
        format!("UPDATE transactions SET settled_at = '{}' WHERE transaction_id = '{late}'", db.hours_ago(60));
    db.sql_execute(&settled).await.expect("age");
    let reversed =
        as_user(&db, "manager.dayo", &["txn", "reverse", &late, "--reason", "late correction", "--yes", "-o", "json"])
            .ok_json();
    assert_eq!(reversed["data"]["reversalWindow"], "NEXT_DAY", "{reversed}");

    // Approval thresholds decide when neither --approval nor --no-approval is given.
    let set = as_user(
        &db,
        "regional.efe",
        &[
            "txn",
            "config",
            "threshold",
            "--type",
            "WITHDRAWAL",
            "--channel",
            "BRANCH",
            "--tier",
            "BASIC",
            "--amount",
            "1000",
            "--approver-role",
            "Approver",
            "-o",
            "json",
        ],
    )
    .ok_json();
    let rows = set["Data"].as_array().expect("thresholds");
    assert!(
        rows.iter().any(|r| r["accountTier"] == "BASIC"
            && r["transactionType"] == "WITHDRAWAL"
            && r["amountThreshold"].as_f64() == Some(1000.0)
            && r["requireApproval"] == true
            && r["approverRole"] == "Approver"),
        "{set}"
    );
    let listed_thresholds = db.bank(&["txn", "config", "thresholds"]).ok().stdout();
    assert!(listed_thresholds.contains("WITHDRAWAL") && listed_thresholds.contains("1000.00"), "{listed_thresholds}");
    let below = initiate(&db, "withdraw", &a, "999", "");
    assert_eq!(show(&db, &below)["status"], "SETTLED");
    let above = initiate(&db, "withdraw", &a, "1000", "");
    assert_eq!(show(&db, &above)["status"], "PENDING");
    // The maker may ask for more control, never less: --no-approval does not skip a threshold.
    let forced = initiate(&db, "withdraw", &a, "1000", "--no-approval");
    assert_eq!(show(&db, &forced)["status"], "PENDING");

    // Compliance: a large amount is reported; reading reports needs activities.view_all.
    let vip = account(&manifest, 2);
    let large = initiate(&db, "deposit", &vip, "6000000", "--no-approval");
    let reports =
        as_user(&db, "manager.dayo", &["txn", "compliance", "--trigger", "large_amount", "-o", "json"]).ok_json();
    assert!(
        reports["data"]["items"].as_array().is_some_and(|r| r.iter().any(|r| r["transactionId"] == large.as_str())),
        "{reports}"
    );
    as_user(&db, "teller.ada", &["txn", "compliance"]).fails_with(1);
    db.bank(&["verify"]).ok();
}

/// A movement whose bank day a closed period covers (a close that committed
/// while it ran: the command allows only days before today, so the row is
/// planted) is refused by its balance update's guard, and leaves nothing:
/// no journal, no transaction row (on SQLite both ride in the guard's call
/// to the driver), no balance moved. So is the approval of a pending one:
/// its hold stays, its state and its approvals too (on SQLite the approval
/// is inserted with the first read, and the release and the state change
/// ride with the journal).
async fn a_movement_into_a_closed_period_is_refused_whole(db: TestDb) {
    let manifest = db.init_with_demo();
    let a = account(&manifest, 0);
    let pending = initiate(&db, "withdraw", &a, "70", "--approval");
    let before = balances(&db, &a);
    let counts = "SELECT (SELECT COUNT(*) FROM transactions) * 1000000 + (SELECT COUNT(*) FROM journal_entries)
        + (SELECT COUNT(*) FROM transaction_approvals) * 1000000000";
    let rows = db.sql_scalar_i64(counts).await;
    let through = (chrono::Utc::now() + chrono::Duration::days(2)).format("%Y-%m-%d");
    let plant = format!(
        "INSERT INTO accounting_periods (closed_through, closed_by, closed_at) VALUES ('{through}', 'test', '{}')",
        db.hours_ago(0)
    );
    db.sql_execute(&plant).await.expect("plant a closed period");
    for verb in ["deposit", "withdraw"] {
        let args = ["txn", verb, &a, "--amount", "50", "--no-approval", "-o", "json"];
        let refused = as_user(&db, "teller.ada", &args).fails_with(1);
        assert!(refused.stderr().contains("closed accounting period"), "{verb}: {}", refused.stderr());
    }
    let refused = as_user(&db, "approver.chidi", &["txn", "approve", &pending, "-o", "json"]).fails_with(1);
    assert!(refused.stderr().contains("closed accounting period"), "approve: {}", refused.stderr());
    assert_eq!(show(&db, &pending)["status"], "PENDING");
    assert_eq!(balances(&db, &a), before, "the hold stays");
    assert_eq!(db.sql_scalar_i64(counts).await, rows, "nothing written");
    db.sql_execute("DELETE FROM accounting_periods WHERE closed_by = 'test'").await.expect("reopen");
    initiate(&db, "deposit", &a, "50", "--no-approval");
    as_user(&db, "approver.chidi", &["txn", "approve", &pending, "-o", "json"]).ok_json();
    assert_eq!(show(&db, &pending)["status"], "SETTLED");
    db.bank(&["verify"]).ok();
}

/// A pending deposit or withdrawal carries its hold on its own row
/// (migration 34): no `account_holds` row is written, the account shows the
/// hold, and its decision releases it. A pending transaction written before,
/// its hold kept in `account_holds` (planted here as it was), is approved,
/// rejected and expired as before: its hold row released with the account's.
async fn a_pending_transaction_carries_its_hold_and_one_kept_apart_is_decided_as_before(db: TestDb) {
    let manifest = db.init_with_demo();
    let a = account(&manifest, 0);
    let before = balances(&db, &a);
    // The demo's pending cheques keep theirs apart.
    let active = "SELECT COUNT(*) FROM account_holds WHERE owner = 'TRANSACTION' AND state = 'ACTIVE'";
    let demo = db.sql_scalar_i64(active).await;
    let ids: Vec<String> = [("deposit", "100"), ("withdraw", "40"), ("withdraw", "7"), ("deposit", "3")]
        .iter()
        .map(|(verb, amount)| initiate(&db, verb, &a, amount, "--approval"))
        .collect();
    assert_eq!(db.sql_scalar_i64(active).await, demo, "the rows carry their holds");
    assert_eq!(balances(&db, &a), (before.0, before.1 + 150.0, before.2 - 47.0));
    db.bank(&["verify"]).ok();
    // The last three kept apart, as rows written before migration 34 were.
    for id in &ids[1..] {
        db.keep_hold_apart(id).await;
    }
    db.bank(&["verify"]).ok();
    as_user(&db, "approver.chidi", &["txn", "approve", &ids[0], "-o", "json"]).ok_json();
    as_user(&db, "approver.chidi", &["txn", "approve", &ids[1], "-o", "json"]).ok_json();
    as_user(&db, "senior.bola", &["txn", "reject", &ids[2], "--reason", "not signed", "-o", "json"]).ok_json();
    assert_eq!(balances(&db, &a), (before.0 + 60.0, before.1 + 3.0, before.2 + 60.0));
    db.sql_execute(&format!("UPDATE transactions SET expires_at = created_at WHERE transaction_id = '{}'", ids[3]))
        .await
        .expect("make it due");
    as_user(&db, "approver.chidi", &["txn", "expire-pending", "-o", "json"]).ok_json();
    assert_eq!(show(&db, &ids[3])["status"], "CANCELLED");
    assert_eq!(balances(&db, &a), (before.0 + 60.0, before.1, before.2 + 60.0));
    assert_eq!(db.sql_scalar_i64(active).await, demo, "the kept holds released");
    db.bank(&["verify"]).ok();
}

/// The hourly limit reads the one approval `limit` places back in the
/// approver's numbered approvals (migration 31), not every approval of their
/// hour: on PostgreSQL, an approval refused after 400 in the hour reads a
/// handful of index entries (counting read 301). The limit still holds, and an
/// hour that has passed frees it.
async fn an_approvers_hourly_limit_reads_one_approval_however_full_their_hour(db: TestDb) {
    let manifest = db.init_with_demo();
    let a = account(&manifest, 0);
    db.bench_approvals(200);
    let approver = db.sql_text("SELECT username FROM users WHERE username LIKE 'bench.approver.%'").await;
    let given = db.sql_scalar_i64("SELECT approvals_given FROM users WHERE username LIKE 'bench.approver.%'").await;
    assert_eq!(given, 400, "the bench's approver gave every approval");
    let limit =
        |n: &str| as_user(&db, "regional.efe", &["txn", "config", "settings", "--max-approvals-per-hour", n]).ok();
    limit("300");
    let approve = |id: &str| as_user(&db, &approver, &["txn", "approve", id, "-o", "json"]);

    let read = "SELECT CAST(COALESCE(SUM(idx_tup_read), 0) + COALESCE(MAX(seq_tup_read), 0) AS BIGINT)
                FROM pg_stat_user_indexes i JOIN pg_stat_user_tables t USING (relid)
                WHERE t.relname = 'transaction_approvals'";
    let before = match db.backend {
        Backend::Postgres => db.sql_scalar_i64(read).await,
        Backend::Sqlite => 0,
    };
    let refused = approve(&initiate(&db, "deposit", &a, "10", "--approval")).fails_with(1).json();
    assert_eq!(refused["errors"][0]["code"], "APPROVAL_RATE_LIMIT_EXCEEDED", "{refused}");
    if matches!(db.backend, Backend::Postgres) {
        // The approving process's statistics reach the server as it disconnects.
        let mut after = before;
        for _ in 0..100 {
            after = db.sql_scalar_i64(read).await;
            if after != before {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        assert!(after > before && after - before < 20, "approvals read: {}", after - before);
    }

    limit("1000");
    approve(&initiate(&db, "deposit", &a, "10", "--approval")).ok();
    // An hour later the same limit allows it: the approval 300 places back is older than the hour.
    let aged = format!("UPDATE transaction_approvals SET approved_at = '{}'", db.hours_ago(2));
    db.sql_execute(&aged).await.expect("age");
    limit("300");
    approve(&initiate(&db, "deposit", &a, "10", "--approval")).ok();
    let numbered = "SELECT MAX(ordinal) FROM transaction_approvals a JOIN users u ON u.id = a.approver_id
                    WHERE u.username LIKE 'bench.approver.%'";
    assert_eq!(db.sql_scalar_i64(numbered).await, 402, "the refused approval took no number");
    db.bank(&["verify"]).ok();
}

/// PostgreSQL: an approval that waits for its approver's lock behind another
/// of their approvals counts that one, though it committed after the waiting
/// statement's snapshot: with a limit of 1, the second is refused.
#[tokio::test(flavor = "multi_thread")]
async fn an_approval_waiting_for_its_approvers_lock_counts_the_one_it_waited_for() {
    use sqlx::Connection;
    let Some(db) = TestDb::postgres_only().await else { return };
    let manifest = db.init_with_demo();
    let a = account(&manifest, 0);
    as_user(&db, "regional.efe", &["txn", "config", "settings", "--max-approvals-per-hour", "1"]).ok();
    let (first, second) =
        (initiate(&db, "deposit", &a, "10", "--approval"), initiate(&db, "deposit", &a, "10", "--approval"));
    // The first approval, in flight: numbered, its approver's row locked.
    let mut conn = sqlx::PgConnection::connect(&db.url).await.expect("connect");
    let mut tx = conn.begin().await.expect("begin");
    let approver = "(SELECT id FROM users WHERE username = 'manager.dayo')";
    let number = format!("UPDATE users SET approvals_given = approvals_given + 1 WHERE id = {approver}");
    sqlx::query(sqlx::AssertSqlSafe(number)).execute(&mut *tx).await.expect("number");
    let approval = format!(
        "INSERT INTO transaction_approvals (transaction_id, approver_id, approver_name, approved_at, ordinal)
         SELECT id, {approver}, 'manager.dayo', now(), (SELECT approvals_given FROM users WHERE id = {approver})
         FROM transactions WHERE transaction_id = '{first}'"
    );
    sqlx::query(sqlx::AssertSqlSafe(approval)).execute(&mut *tx).await.expect("approval");
    let mut command = db.spawn_piped(&["--as", "manager.dayo", "txn", "approve", &second, "-o", "json"]);
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert!(command.try_wait().expect("wait").is_none(), "the second approval waits for the approver's lock");
    tx.commit().await.expect("commit the first");
    let output = command.wait_with_output().expect("command ends");
    let reply: Value = serde_json::from_slice(&output.stdout).expect("json");
    assert_eq!(reply["errors"][0]["code"], "APPROVAL_RATE_LIMIT_EXCEEDED", "{reply}");
}
