//! Cheques: the spec's cheque commands on `/api/bpm/cmd` (family A, camelCase,
//! the cheque codes), approval through the universal transactions, reversals,
//! `bank verify` over holds and uncleared cheques, the `bank cheque` leaves and
//! the clearing batch killed halfway.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(
    cheque_deposit_clearing_and_codes,
    cheque_approvals_reversals_and_cancellation,
    cheque_cli_and_batch_killed_midway
);

async fn cheque(server: &Server, token: &str, command: &str, data: Value) -> (u16, Value) {
    server.post("/api/bpm/cmd", Some(token), &json!({"commandName": command, "data": data})).await
}

async fn ok(server: &Server, token: &str, command: &str, data: Value) -> Value {
    let (status, body) = cheque(server, token, command, data).await;
    assert_eq!((status, body["statusCode"].as_str()), (200, Some("00")), "{command}: {body}");
    assert_eq!(body["isSuccessful"], true, "{command}: {body}");
    body["data"].clone()
}

/// The cheque status code of a refused command.
async fn code(server: &Server, token: &str, command: &str, data: Value) -> String {
    let (status, body) = cheque(server, token, command, data).await;
    assert_eq!(body["isSuccessful"], false, "{command}: {body}");
    assert!(status >= 400, "{command}: {status} {body}");
    body["statusCode"].as_str().unwrap_or_default().to_owned()
}

async fn core(server: &Server, token: &str, command: &str, data: Value) -> Value {
    let (status, body) = server.post("/api/core/cmd", Some(token), &json!({"Cmd": command, "Data": data})).await;
    assert_eq!(status, 200, "{command}: {body}");
    body["Data"].clone()
}

/// (book, available, hold) of an account, in major units.
async fn balances(server: &Server, admin: &str, number: &str) -> (f64, f64, f64) {
    let a = core(server, admin, "RetrieveDepositAccountByIdQuery", json!({"accountNumber": number})).await;
    let n = |k: &str| a[k].as_f64().unwrap_or_else(|| panic!("{k} in {a}"));
    (n("BookBalance"), n("AvailableBalance"), n("HoldAmount"))
}

fn days_ago(days: i64) -> String {
    (chrono::Utc::now() - chrono::Duration::days(days)).date_naive().to_string()
}

/// Time passes for the uncleared cheques: each is due today, as the nightly
/// run sees them once their clearing days have gone by.
async fn come_due(db: &TestDb) {
    let today = match db.backend {
        crate::support::Backend::Sqlite => "date('now')",
        crate::support::Backend::Postgres => "CURRENT_DATE",
    };
    db.sql_execute(&format!("UPDATE cheques SET expected_clearing_date = {today} WHERE state = 'UNCLEARED'"))
        .await
        .expect("come due");
}

fn today() -> String {
    days_ago(0)
}

fn deposit(key: &Value, amount: f64, number: &str, drawer: &str) -> Value {
    json!({
        "accountEncodedKey": key,
        "amount": amount,
        "chequeNumber": number,
        "drawerBank": "Guaranty Trust Bank",
        "drawerAccount": drawer,
        "chequeDate": days_ago(10),
        "notes": "paid in at the counter",
    })
}

async fn show(server: &Server, token: &str, id: &Value) -> Value {
    ok(server, token, "RetrieveChequeByIdQuery", json!({"chequeTransactionId": id})).await
}

async fn cheque_deposit_clearing_and_codes(db: TestDb) {
    let manifest = db.init_with_demo();
    let states: Vec<&str> =
        manifest["cheques"].as_array().expect("cheques").iter().filter_map(|c| c["state"].as_str()).collect();
    assert_eq!(states, ["UNCLEARED", "CLEARED", "BOUNCED", "COMPLETED", "PENDING", "CANCELLED"]);
    db.bank(&["verify"]).ok();
    // The demo is idempotent: a second run adds no cheque.
    let again = db.demo();
    assert_eq!(again["cheques"], manifest["cheques"]);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM cheques").await, 6);

    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let approver = token_of(&manifest, "Approver");
    let admin = token_of(&manifest, "Admin");
    let account = &manifest["accounts"][0];
    let (key, number) = (&account["encodedKey"], account["accountNumber"].as_str().expect("number"));

    // Deposit: book up, available unchanged, the amount held until clearing.
    let (book, available, hold) = balances(&server, admin, number).await;
    let d = ok(&server, teller, "InitiateChequeDepositCommand", deposit(key, 100_000.0, "500001", "0123456789")).await;
    assert_eq!(d["chequeState"], "UNCLEARED", "{d}");
    assert!(d["transactionKey"].as_str().is_some_and(|k| k.len() == 36), "{d}");
    assert_eq!(d["holdAmount"], json!(100_000.0));
    assert_eq!(d["availableBalance"].as_f64(), Some(available));
    assert_eq!(d["clearingClass"], "INTER_BANK_LOCAL");
    let expected = d["expectedClearingDate"].as_str().expect("expected clearing date");
    assert!(expected > today().as_str(), "inter-bank clearing takes business days: {expected}");
    assert_eq!(balances(&server, admin, number).await, (book + 100_000.0, available, hold + 100_000.0));
    db.bank(&["verify"]).ok();

    // Clearing releases the hold: available up, book unchanged.
    let id = d["chequeTransactionId"].clone();
    assert_eq!(code(&server, teller, "InitiateClearChequeCommand", json!({"chequeTransactionId": id})).await, "403");
    let c = ok(
        &server,
        approver,
        "InitiateClearChequeCommand",
        json!({"chequeTransactionId": id, "clearingDate": today(), "notes": "NIBSS session 2"}),
    )
    .await;
    assert_eq!((c["previousState"].as_str(), c["chequeState"].as_str()), (Some("UNCLEARED"), Some("CLEARED")));
    assert_eq!(balances(&server, admin, number).await, (book + 100_000.0, available + 100_000.0, hold));
    assert_eq!(code(&server, approver, "InitiateClearChequeCommand", json!({"chequeTransactionId": id})).await, "12");
    let view = show(&server, teller, &id).await;
    assert_eq!(view["chequeState"], "CLEARED");
    let impacts = view["impactedEntities"].as_array().expect("impacts");
    assert!(
        impacts.iter().any(|i| i["action"] == "CLEAR"
            && i["entityType"] == "DepositAccount"
            && i["fieldName"] == "availableBalance"
            && i["deltaAmount"] == json!(100_000.0)),
        "{view}"
    );
    assert!(impacts.iter().any(|i| i["fieldName"] == "state" && i["newValue"] == "CLEARED"), "{view}");

    // Anonymous callers get the cheque envelope's 401; `data` may come as a JSON string.
    let body = json!({"commandName": "RetrieveChequeByIdQuery", "data": {"chequeTransactionId": id}});
    let (status, anonymous) = server.post("/api/bpm/cmd", None, &body).await;
    assert_eq!((status, anonymous["statusCode"].as_str(), &anonymous["data"]), (401, Some("401"), &Value::Null));
    let body =
        json!({"commandName": "RetrieveChequeByIdQuery", "data": json!({"chequeTransactionId": id}).to_string()});
    let (status, shown) = server.post("/api/bpm/cmd", Some(teller), &body).await;
    assert_eq!((status, &shown["data"]["chequeState"]), (200, &json!("CLEARED")), "{shown}");

    // 12: invalid details, a duplicate number for the drawer account, post-dated, unknown cheque.
    let mut missing = deposit(key, 10.0, "500002", "0123456789");
    missing.as_object_mut().map(|o| o.remove("chequeNumber"));
    assert_eq!(code(&server, teller, "InitiateChequeDepositCommand", missing).await, "12");
    let dup = deposit(key, 10.0, "500001", "0123456789");
    assert_eq!(code(&server, teller, "InitiateChequeDepositCommand", dup).await, "12");
    let mut post_dated = deposit(key, 10.0, "500003", "0123456789");
    post_dated["chequeDate"] = json!(days_ago(-2));
    assert_eq!(code(&server, teller, "InitiateChequeDepositCommand", post_dated).await, "12");
    assert_eq!(
        code(&server, approver, "InitiateClearChequeCommand", json!({"chequeTransactionId": 999_999})).await,
        "12"
    );
    // The same number from another drawer account is another cheque.
    ok(&server, teller, "InitiateChequeDepositCommand", deposit(key, 10.0, "500001", "9876543210")).await;

    // 14: stale unless the drawer revalidated it, which needs approval.
    let mut stale = deposit(key, 10.0, "500004", "0123456789");
    stale["chequeDate"] = json!(days_ago(200));
    assert_eq!(code(&server, teller, "InitiateChequeDepositCommand", stale.clone()).await, "14");
    stale["staleRevalidated"] = json!(true);
    let pending = ok(&server, teller, "InitiateChequeDepositCommand", stale).await;
    assert_eq!(pending["chequeState"], "PENDING");
    assert_eq!(pending["approvalReasons"], json!(["STALE_CHEQUE_REVALIDATED"]));

    // 05: a locked account takes no cheque.
    let locked = manifest["accounts"][3]["accountNumber"].as_str().expect("number");
    core(&server, admin, "LockDepositAccountCommand", json!({"accountNumber": locked, "reason": "KYC"})).await;
    let d = json!({"accountNumber": locked, "amount": 10, "chequeNumber": "1", "drawerBank": "UBA", "drawerAccount": "1", "chequeDate": today()});
    assert_eq!(code(&server, teller, "InitiateChequeDepositCommand", d).await, "05");
    core(&server, admin, "UnlockDepositAccountCommand", json!({"accountNumber": locked})).await;

    // 34: a withdrawal beyond the available balance.
    let w = json!({"accountNumber": locked, "amount": 200_000, "chequeNumber": "700001", "payee": "Ade", "chequeDate": today()});
    assert_eq!(code(&server, teller, "InitiateChequeWithdrawalCommand", w).await, "34");

    // 51: the cheque limit and the daily withdrawal limit.
    ok(
        &server,
        admin,
        "SetChequeSettingsCommand",
        json!({"currencyCode": "NGN", "maxChequeAmount": 1_000_000, "dailyWithdrawalLimit": 50_000}),
    )
    .await;
    let big = deposit(key, 2_000_000.0, "500005", "0123456789");
    assert_eq!(code(&server, teller, "InitiateChequeDepositCommand", big).await, "51");
    let vip = manifest["accounts"][2]["accountNumber"].as_str().expect("number");
    let w = |n: &str, amount: i64| json!({"accountNumber": vip, "amount": amount, "chequeNumber": n, "payee": "Ade", "chequeDate": today()});
    let paid = ok(&server, teller, "InitiateChequeWithdrawalCommand", w("700002", 40_000)).await;
    assert_eq!(paid["chequeState"], "COMPLETED");
    assert_eq!(code(&server, teller, "InitiateChequeWithdrawalCommand", w("700003", 20_000)).await, "51");

    // 61: a bounce reverses the deposit and charges the penalty.
    let (book, available, _) = balances(&server, admin, number).await;
    let d = ok(&server, teller, "InitiateChequeDepositCommand", deposit(key, 30_000.0, "500006", "0123456789")).await;
    let (status, body) = cheque(
        &server,
        approver,
        "InitiateBounceChequeCommand",
        json!({"chequeTransactionId": d["chequeTransactionId"], "reason": "Funds insufficient"}),
    )
    .await;
    assert_eq!((status, body["statusCode"].as_str(), &body["isSuccessful"]), (200, Some("61"), &json!(true)), "{body}");
    assert_eq!(body["data"]["chequeState"], "BOUNCED");
    assert_eq!(body["data"]["penaltyCharged"], json!(5_000.0));
    let (book_after, available_after, _) = balances(&server, admin, number).await;
    assert_eq!((book_after, available_after), (book - 5_000.0, available - 5_000.0));
    let again = json!({"chequeTransactionId": d["chequeTransactionId"]});
    assert_eq!(code(&server, approver, "InitiateClearChequeCommand", again).await, "61");
    let bounce = json!({"chequeTransactionId": d["chequeTransactionId"], "reason": "again"});
    assert_eq!(code(&server, approver, "InitiateBounceChequeCommand", bounce).await, "61");
    // A bounced cheque may be presented again.
    ok(&server, teller, "InitiateChequeDepositCommand", deposit(key, 30_000.0, "500006", "0123456789")).await;
    // The holder of this account is a demo self-service customer (the demo's own
    // bounce is on an account whose holder has no profile, so nobody to tell).
    let told = db.sql_scalar_i64("SELECT COUNT(*) FROM notifications WHERE title = 'Cheque bounced'").await;
    assert_eq!(told, 1, "the customer is notified of the bounce");

    // 91: cheques in a currency with no configuration.
    let usd = &manifest["accounts"][5];
    let d = deposit(&usd["encodedKey"], 100.0, "800001", "55");
    assert_eq!(code(&server, teller, "InitiateChequeDepositCommand", d).await, "91");

    // The register by account, state and number, paginated.
    let page = ok(
        &server,
        teller,
        "RetrieveChequesListQuery",
        json!({"accountNumber": number, "state": "CLEARED", "pageSize": 1}),
    )
    .await;
    assert_eq!((page["totalRows"].as_i64(), page["items"].as_array().map(Vec::len)), (Some(1), Some(1)), "{page}");
    let demo = manifest["accounts"][4]["accountNumber"].as_str().expect("number");
    let page =
        ok(&server, teller, "RetrieveChequesListQuery", json!({"accountNumber": demo, "pageSize": 2, "pageNumber": 2}))
            .await;
    assert_eq!(
        (page["totalRows"].as_i64(), page["totalPages"].as_i64(), page["currentPage"].as_i64()),
        (Some(6), Some(3), Some(2))
    );
    let page = ok(
        &server,
        teller,
        "RetrieveChequesListQuery",
        json!({"chequeNumber": "500001", "fromDate": today(), "toDate": today()}),
    )
    .await;
    assert_eq!(page["totalRows"], 2, "{page}");
    assert_eq!(code(&server, teller, "RetrieveChequesListQuery", json!({"state": "LOST"})).await, "12");
    db.bank(&["verify"]).ok();
}

async fn approve(server: &Server, token: &str, key: &Value) -> Value {
    let (status, body) =
        server.post("/api/bpm/cmd/ApproveTransaction", Some(token), &json!({"transactionId": key})).await;
    assert_eq!(status, 200, "{body}");
    body["data"].clone()
}

async fn cheque_approvals_reversals_and_cancellation(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let approver = token_of(&manifest, "Approver");
    let manager = token_of(&manifest, "Branch Manager");
    let admin = token_of(&manifest, "Admin");
    let account = &manifest["accounts"][0];
    let (key, number) = (&account["encodedKey"], account["accountNumber"].as_str().expect("number"));

    // A signature discrepancy waits PENDING: held, balances unchanged.
    let (book, available, hold) = balances(&server, admin, number).await;
    let mut request = deposit(key, 60_000.0, "610001", "0123456789");
    request["signatureDiscrepancy"] = json!(true);
    let d = ok(&server, teller, "InitiateChequeDepositCommand", request).await;
    assert_eq!((d["chequeState"].as_str(), d["approvalRequired"].as_bool()), (Some("PENDING"), Some(true)));
    assert_eq!(d["approvalReasons"], json!(["SIGNATURE_DISCREPANCY"]));
    assert_eq!(balances(&server, admin, number).await, (book, available, hold + 60_000.0));
    assert_eq!(
        code(&server, approver, "InitiateClearChequeCommand", json!({"chequeTransactionId": d["chequeTransactionId"]}))
            .await,
        "12"
    );
    // ApproveTransaction puts it into clearing.
    let approved = approve(&server, approver, &d["transactionKey"]).await;
    assert_eq!(approved["newState"], "SETTLED");
    let view = show(&server, teller, &d["chequeTransactionId"]).await;
    assert_eq!(view["chequeState"], "UNCLEARED", "{view}");
    assert!(view["expectedClearingDate"].is_string());
    assert_eq!(balances(&server, admin, number).await, (book + 60_000.0, available, hold + 60_000.0));
    db.bank(&["verify"]).ok();

    // An uncleared cheque is bounced, not reversed; a cleared one is reversed (REVERSED).
    let reverse = |key: &Value| json!({"transactionId": key, "reversalReason": "drawer bank recalled the cheque"});
    let (status, body) =
        server.post("/api/bpm/cmd/ReverseTransaction", Some(manager), &reverse(&d["transactionKey"])).await;
    assert_eq!((status, body["errors"][0]["code"].as_str()), (400, Some("INVALID_STATE_TRANSITION")), "{body}");
    ok(&server, approver, "InitiateClearChequeCommand", json!({"chequeTransactionId": d["chequeTransactionId"]})).await;
    let (status, body) =
        server.post("/api/bpm/cmd/ReverseTransaction", Some(manager), &reverse(&d["transactionKey"])).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(show(&server, teller, &d["chequeTransactionId"]).await["chequeState"], "REVERSED");
    assert_eq!(balances(&server, admin, number).await, (book, available, hold));
    db.bank(&["verify"]).ok();

    // The amount threshold of the account's tier routes a deposit to approval.
    let threshold = json!({"transactionType": "CHEQUE_DEPOSIT", "channel": "BRANCH", "thresholds": [
        {"accountTier": "BASIC", "amountThreshold": 500_000, "requireApproval": true}]});
    core(&server, admin, "SetApprovalThresholdCommand", threshold).await;
    let big =
        ok(&server, teller, "InitiateChequeDepositCommand", deposit(key, 700_000.0, "610002", "0123456789")).await;
    // 700,000 is also above what a Teller settles alone (500,000).
    assert_eq!(big["approvalReasons"], json!(["AMOUNT_ABOVE_ROLE_LIMIT", "AMOUNT_THRESHOLD_BASIC"]));
    // A rejected pending cheque is CANCELLED and its hold released.
    let (status, body) = server
        .post(
            "/api/bpm/cmd/RejectTransaction",
            Some(approver),
            &json!({"transactionId": big["transactionKey"], "rejectionReason": "drawer unknown"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(show(&server, teller, &big["chequeTransactionId"]).await["chequeState"], "CANCELLED");
    assert_eq!(balances(&server, admin, number).await, (book, available, hold));

    // A pending cheque that expires is CANCELLED with its hold released.
    let mut request = deposit(key, 5_000.0, "610003", "0123456789");
    request["requireApproval"] = json!(true);
    let expiring = ok(&server, teller, "InitiateChequeDepositCommand", request).await;
    db.sql_execute("UPDATE transactions SET expires_at = created_at WHERE state = 'PENDING' AND transaction_type = 'CHEQUE_DEPOSIT'")
        .await
        .expect("expire");
    db.bank(&["txn", "expire-pending"]).ok();
    assert_eq!(show(&server, teller, &expiring["chequeTransactionId"]).await["chequeState"], "CANCELLED");
    assert_eq!(balances(&server, admin, number).await, (book, available, hold));

    // Withdrawals: an unverified payee waits PENDING (available down); approval pays it.
    let payer = manifest["accounts"][1]["accountNumber"].as_str().expect("number");
    let (book, available, _) = balances(&server, admin, payer).await;
    let w = |n: &str, amount: i64| json!({"accountNumber": payer, "amount": amount, "chequeNumber": n, "payee": "Chioma Stores", "chequeDate": days_ago(1), "payeeVerified": false});
    let pending = ok(&server, teller, "InitiateChequeWithdrawalCommand", w("620001", 50_000)).await;
    assert_eq!(pending["chequeState"], "PENDING");
    assert_eq!(pending["availableBalance"].as_f64(), Some(available - 50_000.0));
    approve(&server, approver, &pending["transactionKey"]).await;
    assert_eq!(show(&server, teller, &pending["chequeTransactionId"]).await["chequeState"], "COMPLETED");
    assert_eq!(balances(&server, admin, payer).await.0, book - 50_000.0);
    // A paid cheque cannot be stopped; its reversal (ReverseTransaction) cancels it.
    let stop = json!({"chequeTransactionId": pending["chequeTransactionId"], "reason": "stop"});
    assert_eq!(code(&server, approver, "InitiateCancelChequeCommand", stop).await, "12");
    let (status, body) =
        server.post("/api/bpm/cmd/ReverseTransaction", Some(manager), &reverse(&pending["transactionKey"])).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(show(&server, teller, &pending["chequeTransactionId"]).await["chequeState"], "CANCELLED");
    assert_eq!(balances(&server, admin, payer).await.0, book);

    // A stop payment before payment: CANCELLED, hold released, the fee charged.
    let stopped = ok(&server, teller, "InitiateChequeWithdrawalCommand", w("620002", 20_000)).await;
    let c = ok(
        &server,
        approver,
        "InitiateCancelChequeCommand",
        json!({"chequeTransactionId": stopped["chequeTransactionId"], "reason": "cheque book stolen"}),
    )
    .await;
    assert_eq!((c["chequeState"].as_str(), &c["cancellationFee"]), (Some("CANCELLED"), &json!(1_000.0)));
    assert_eq!(balances(&server, admin, payer).await.0, book - 1_000.0);
    // A stopped cheque is never presented again.
    assert_eq!(code(&server, teller, "InitiateChequeWithdrawalCommand", w("620002", 20_000)).await, "12");
    let view = show(&server, teller, &stopped["chequeTransactionId"]).await;
    assert!(
        view["impactedEntities"].as_array().expect("impacts").iter().any(|i| i["fieldName"] == "cancellationFee"),
        "{view}"
    );
    db.bank(&["verify"]).ok();
}

async fn cheque_cli_and_batch_killed_midway(db: TestDb) {
    let manifest = db.init_with_demo();
    let number = manifest["accounts"][1]["accountNumber"].as_str().expect("number");
    const CHEQUES: usize = 16;
    for i in 0..CHEQUES {
        let n = format!("{}", 900_000 + i);
        let args = [
            "cheque",
            "deposit",
            number,
            "--amount",
            "1500.50",
            "--number",
            &n,
            "--drawer-bank",
            "Zenith",
            "--drawer-account",
            "2000000001",
            "--date",
            &days_ago(3),
            "-o",
            "json",
        ];
        let d = db.bank(&args).ok_json();
        assert_eq!(d["data"]["chequeState"], "UNCLEARED", "{d}");
    }
    // Table output for people, JSON for scripts.
    let listed = db.bank(&["cheque", "list", "--account", number, "--state", "uncleared", "-o", "json"]).ok_json();
    assert_eq!(listed["data"]["totalRows"], CHEQUES);
    let table = db.bank(&["cheque", "list", "--state", "uncleared"]).ok().stdout();
    assert!(table.contains("900000") && table.contains("page 1 of 1"), "{table}");
    let first = listed["data"]["items"][0]["chequeTransactionId"].to_string();
    let shown = db.bank(&["cheque", "show", &first]).ok().stdout();
    assert!(shown.contains("UNCLEARED") && shown.contains("INITIATE"), "{shown}");
    db.bank(&["cheque", "bounce", "999999", "--reason", "x"]).fails_with(1);

    // The batch, paced, killed with SIGKILL once a few cheques cleared.
    // Clearing the future is refused: it would release every held cheque at once.
    let future = (chrono::Utc::now() + chrono::Duration::days(40)).date_naive().to_string();
    let refused = db.bank(&["cheque", "clear-due", "--date", &future]).fails_with(1);
    assert!(refused.stderr().contains("after today"), "{}", refused.stderr());
    come_due(&db).await;
    let due = today();
    let total_due = (CHEQUES + 1) as i64; // and the demo's uncleared cheque
    let mut child = db.spawn(&["cheque", "clear-due", "--date", &due, "--pause-ms", "150"]);
    let started = Instant::now();
    loop {
        let cleared = db
            .sql_scalar_i64("SELECT COUNT(*) FROM cheque_impacts WHERE action = 'CLEAR' AND field_name = 'state'")
            .await;
        // The demo cleared one before; wait for three of the batch's.
        if cleared >= 4 {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "the batch did not start clearing");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    child.kill().expect("SIGKILL the batch");
    child.wait().expect("reap the batch");
    let cleared = db.sql_scalar_i64("SELECT COUNT(*) FROM cheques WHERE state = 'CLEARED' AND cleared_on IS NOT NULL AND clearing_journal_id IS NOT NULL").await;
    let demo_cleared = 1;
    assert!(cleared - demo_cleared >= 3 && cleared - demo_cleared < total_due, "killed after {cleared} cleared");
    db.bank(&["verify"]).ok();

    // A re-run finishes the rest and clears nothing twice.
    let summary = db.bank(&["cheque", "clear-due", "--date", &due, "-o", "json"]).ok_json();
    assert_eq!(summary["failed"], 0, "{summary}");
    assert_eq!(summary["cleared"].as_i64(), Some(total_due - (cleared - demo_cleared)), "{summary}");
    assert!(summary["results"].as_array().expect("results").iter().all(|r| r["statusCode"] == "00"), "{summary}");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM cheques WHERE state = 'UNCLEARED'").await, 0);
    let clearings =
        db.sql_scalar_i64("SELECT COUNT(*) FROM cheque_impacts WHERE action = 'CLEAR' AND field_name = 'state'").await;
    assert_eq!(clearings, total_due + demo_cleared, "each cheque cleared exactly once");
    let journals =
        db.sql_scalar_i64("SELECT COUNT(DISTINCT clearing_journal_id) FROM cheques WHERE state = 'CLEARED'").await;
    assert_eq!(journals, total_due + demo_cleared);
    let again = db.bank(&["cheque", "clear-due", "--date", &due]).ok().stdout();
    assert!(again.contains("0 cleared, 0 skipped, 0 failed of 0 due"), "{again}");
    db.bank(&["verify"]).ok();

    // Stop payment, withdrawal and clearing leaves.
    let w = db
        .bank(&[
            "cheque",
            "withdraw",
            number,
            "--amount",
            "100",
            "--number",
            "910001",
            "--payee",
            "Ade",
            "--date",
            &days_ago(1),
            "--approval",
            "-o",
            "json",
        ])
        .ok_json();
    assert_eq!(w["data"]["chequeState"], "PENDING");
    let id = w["data"]["chequeTransactionId"].to_string();
    let c = db.bank(&["cheque", "cancel", &id, "--reason", "stolen", "-o", "json"]).ok_json();
    assert_eq!(c["data"]["chequeState"], "CANCELLED");
    let d = db
        .bank(&[
            "cheque",
            "deposit",
            number,
            "--amount",
            "10",
            "--number",
            "910002",
            "--drawer-bank",
            "Own",
            "--drawer-account",
            number,
            "--date",
            &today(),
            "-o",
            "json",
        ])
        .ok_json();
    assert_eq!(d["data"]["clearingClass"], "SAME_BANK_LOCAL");
    let id = d["data"]["chequeTransactionId"].to_string();
    let out = db.bank(&["cheque", "clear", &id]).ok().stdout();
    assert!(out.contains("UNCLEARED -> CLEARED"), "{out}");
    // Settings: shown without a change; a holiday added and removed.
    let shown = db.bank(&["cheque", "settings", "--currency", "NGN", "-o", "json"]).ok_json();
    assert_eq!(
        (shown["data"]["bouncePenalty"].as_f64(), shown["data"]["cancellationFee"].as_f64()),
        (Some(5000.0), Some(1000.0))
    );
    let added = db.bank(&["cheque", "settings", "--holiday", "2099-01-02=Founders' Day", "-o", "json"]).ok_json();
    assert!(
        added["data"]["holidays"].as_array().expect("holidays").iter().any(|h| h["date"] == "2099-01-02"),
        "{added}"
    );
    let removed = db.bank(&["cheque", "settings", "--remove-holiday", "2099-01-02", "-o", "json"]).ok_json();
    assert!(!removed["data"]["holidays"].to_string().contains("2099-01-02"), "{removed}");
    db.bank(&["cheque", "settings", "--currency", "NGN", "--bounce-penalty=-5"]).fails_with(1);

    // The batch prints a line per cheque and a summary.
    let d = db
        .bank(&[
            "cheque",
            "deposit",
            number,
            "--amount",
            "12.34",
            "--number",
            "910004",
            "--drawer-bank",
            "Own",
            "--drawer-account",
            number,
            "--date",
            &today(),
            "-o",
            "json",
        ])
        .ok_json();
    let id = d["data"]["chequeTransactionId"].to_string();
    come_due(&db).await;
    let out = db.bank(&["cheque", "clear-due", "--date", &due]).ok().stdout();
    assert!(out.contains(&format!("cheque {id} (910004) 12.34: 00 cleared on")), "{out}");
    assert!(out.contains("1 cleared, 0 skipped, 0 failed of 1 due"), "{out}");

    // Two batches at once (two cron hosts): every cheque cleared exactly once, neither fails.
    for i in 0..8 {
        let n = format!("{}", 920_000 + i);
        db.bank(&[
            "cheque",
            "deposit",
            number,
            "--amount",
            "7",
            "--number",
            &n,
            "--drawer-bank",
            "Own",
            "--drawer-account",
            number,
            "--date",
            &today(),
        ])
        .ok();
    }
    let before =
        db.sql_scalar_i64("SELECT COUNT(*) FROM cheque_impacts WHERE action = 'CLEAR' AND field_name = 'state'").await;
    come_due(&db).await;
    let args = ["cheque", "clear-due", "--date", &due, "--pause-ms", "5", "-o", "json"];
    let runs = [db.spawn_piped(&args), db.spawn_piped(&args)];
    let mut cleared_by_both = 0;
    for run in runs {
        let output = run.wait_with_output().expect("batch output");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        let summary: Value = serde_json::from_slice(&output.stdout).expect("summary");
        assert_eq!(summary["failed"], 0, "{summary}");
        cleared_by_both += summary["cleared"].as_i64().unwrap_or_default();
    }
    assert_eq!(cleared_by_both, 8);
    let after =
        db.sql_scalar_i64("SELECT COUNT(*) FROM cheque_impacts WHERE action = 'CLEAR' AND field_name = 'state'").await;
    assert_eq!(after - before, 8, "each cheque cleared exactly once");
    db.bank(&["verify"]).ok();
    let stale = db
        .bank(&[
            "cheque",
            "deposit",
            number,
            "--amount",
            "10",
            "--number",
            "910003",
            "--drawer-bank",
            "X",
            "--drawer-account",
            "1",
            "--date",
            &days_ago(400),
            "-o",
            "json",
        ])
        .fails_with(1);
    assert_eq!(stale.json()["statusCode"], "14");
}
