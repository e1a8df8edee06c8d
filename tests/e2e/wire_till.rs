//! Teller tills as the product's public pages give them: `{cmd, data}` and
//! `{commandType, data}` on `POST /api/bpm/cmd`, answered in family B. The
//! page's commands run ours: cash moves are ledger postings, a transfer
//! follows the approval policy, and errors take the pages' statuses.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(documented_till_forms);

/// `POST /api/bpm/cmd` with the name under `key` (`cmd` or `commandType`).
async fn send(server: &Server, token: &str, key: &str, name: &str, data: Value) -> (u16, Value) {
    server.post("/api/bpm/cmd", Some(token), &json!({key: name, "data": data})).await
}

async fn ok(server: &Server, token: &str, name: &str, data: Value) -> Value {
    let (status, body) = send(server, token, "cmd", name, data).await;
    assert_eq!((status, body["success"].as_bool()), (200, Some(true)), "{name}: {body}");
    body
}

/// A family B refusal with `status`, its message or errors mentioning `needle`.
async fn refused(server: &Server, token: &str, name: &str, data: Value, status: u16, needle: &str) {
    let (got, body) = send(server, token, "cmd", name, data).await;
    assert_eq!((got, body["success"].as_bool()), (status, Some(false)), "{name}: {body}");
    assert!(body["errors"].as_array().is_some_and(|e| !e.is_empty()), "{body}");
    assert!(body.to_string().contains(needle), "{name}: {needle} not in {body}");
}

fn has_keys(value: &Value, keys: &[&str]) {
    for key in keys {
        assert!(value.get(*key).is_some(), "{key} missing from {value}");
    }
}

/// A GL account's balance on its normal side, as the ledger reports it.
fn balance(db: &TestDb, code: &str) -> f64 {
    let data = json!({"glCode": code}).to_string();
    let body = db.bank(&["exec", "RetrieveGlAccountByIdQuery", "--data", &data]).ok_json();
    body["Data"]["Balance"].as_f64().expect("balance")
}

/// A teller of the test's own at Ikeja; returns a token.
fn fresh_teller(db: &TestDb, manifest: &Value) -> String {
    let ikeja = manifest["branches"]
        .as_array()
        .and_then(|b| b.iter().find(|b| b["key"] == "IKJ"))
        .and_then(|b| b["id"].as_i64())
        .expect("IKJ")
        .to_string();
    let email = "bisi@demo.bank.ng";
    db.bank(&[
        "user",
        "add",
        "teller.bisi",
        "--name",
        "Bisi Ola",
        "--email",
        email,
        "--role",
        "Teller",
        "--branch-id",
        &ikeja,
    ])
    .ok();
    db.bank(&["token", "issue", "teller.bisi"]).ok().stdout().trim().to_owned()
}

async fn documented_till_forms(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let manager = token_of(&manifest, "Branch Manager");
    let bisi = fresh_teller(&db, &manifest);
    let till = open_till(&server, manager).await;
    cash_in_and_out(&db, &server, manager, &till).await;
    transfers(&server, manager, &bisi, &till).await;
    lists(&server, manager, &bisi, &till).await;
    close_till(&db, &server, manager, &bisi, &till).await;
    db.bank(&["verify"]).ok();
}

/// The page's open form: teller, branch key, currency and float; the cash
/// accounts come from the branch's till in that currency. Returns the till.
async fn open_till(server: &Server, manager: &str) -> String {
    let open = json!({
        "tellerId": "teller.bisi", "branchId": "IKJ", "currencyCode": "NGN",
        "openingBalance": 500000.00, "shiftStartTime": "2024-01-15T08:00:00Z"
    });
    let body = ok(server, manager, "OpenTellerTillCommand", open.clone()).await;
    assert_eq!(body["message"], "Teller till opened successfully");
    let data = &body["data"];
    has_keys(data, &["tillId", "tellerId", "tellerName", "branchId", "branchName", "currencyCode", "currentBalance"]);
    assert_eq!((data["status"].as_str(), data["tellerName"].as_str()), (Some("Open"), Some("Bisi Ola")), "{data}");
    assert_eq!((data["openingBalance"].as_f64(), data["currentBalance"].as_f64()), (Some(500000.0), Some(500000.0)));
    assert!(data["shiftStartTime"].as_str().is_some_and(|t| t.starts_with("2024-01-15T08:00:00")), "{data}");

    refused(server, manager, "OpenTellerTillCommand", open, 409, "Teller already has an open till").await;
    let invalid = json!({"branchId": "IKJ", "currencyCode": "NGN", "openingBalance": -5});
    refused(server, manager, "OpenTellerTillCommand", invalid, 400, "openingBalance").await;
    refused(server, manager, "OpenTellerTillCommand", json!({"currencyCode": "NGN"}), 400, "tellerId").await;
    data["tillId"].as_str().expect("tillId").to_owned()
}

/// Add and remove cash: `{commandType, data}` as the pages' code examples
/// send it; each move is a journal between teller cash and the vault account.
async fn cash_in_and_out(db: &TestDb, server: &Server, manager: &str, till: &str) {
    let teller_cash = balance(db, "1002");
    let add = json!({"tillId": till, "amount": 100000.00, "sourceType": "Vault", "narration": "Mid-day replenishment"});
    let (status, body) = send(server, manager, "commandType", "AddCashToTellerTillCommand", add.clone()).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Cash added to till successfully")), "{body}");
    let data = &body["data"];
    has_keys(data, &["transactionId", "tillId", "amount", "transactionDate"]);
    assert_eq!((data["previousBalance"].as_f64(), data["newBalance"].as_f64()), (Some(500000.0), Some(600000.0)));
    assert_eq!(balance(db, "1002"), teller_cash + 100000.0);
    let journal = data["transactionId"].as_str().expect("journal").to_owned();
    let notes =
        db.sql_text(&format!("SELECT notes FROM journal_transactions WHERE transaction_id = '{journal}'")).await;
    assert!(notes.contains("Mid-day replenishment"), "{notes}");

    let mut bank_transfer = add.clone();
    bank_transfer["sourceType"] = json!("BankTransfer");
    refused(server, manager, "AddCashToTellerTillCommand", bank_transfer, 400, "sourceType").await;
    let mut other_vault = add.clone();
    other_vault["sourceId"] = json!("VAULT-IKJ");
    refused(server, manager, "AddCashToTellerTillCommand", other_vault, 400, "sourceId").await;
    let unknown = json!({"tillId": "TILL-NONE", "amount": 1, "sourceType": "Vault", "narration": "x"});
    refused(server, manager, "AddCashToTellerTillCommand", unknown, 404, "TILL-NONE").await;
    refused(server, manager, "AddCashToTellerTillCommand", json!({"amount": 5}), 400, "tillId").await;

    let remove = |amount: f64| json!({"tillId": till, "amount": amount, "destinationType": "Vault", "narration": "End of day deposit"});
    refused(server, manager, "RemoveCashFromTellerTillCommand", remove(700000.0), 409, "Insufficient till balance")
        .await;
    let body = ok(server, manager, "RemoveCashFromTellerTillCommand", remove(50000.0)).await;
    assert_eq!(body["message"], "Cash removed from till successfully");
    let data = &body["data"];
    assert_eq!((data["previousBalance"].as_f64(), data["newBalance"].as_f64()), (Some(600000.0), Some(550000.0)));
    assert_eq!(data["destinationType"], "Vault");
    assert_eq!(balance(db, "1002"), teller_cash + 50000.0);
}

/// Transfers between tills run the approval policy: within the manager's
/// limit one settles at once; beyond the teller's it waits, nothing moved.
async fn transfers(server: &Server, manager: &str, bisi: &str, till: &str) {
    let transfer = |amount: f64| json!({"sourceTillId": till, "destinationTillId": "TILL-IKJ-1", "amount": amount, "narration": "Balancing tills"});
    let body = ok(server, manager, "TransferBetweenTellerTillCommand", transfer(1000.0)).await;
    assert_eq!(body["message"], "Transfer completed successfully");
    let data = &body["data"];
    has_keys(data, &["transactionId", "sourceTillId", "destinationTillId", "amount", "destinationNewBalance"]);
    assert_eq!((data["sourceNewBalance"].as_f64(), data["status"].as_str()), (Some(549000.0), Some("SETTLED")));
    assert!(data["transactionDate"].is_string(), "{data}");

    refused(server, manager, "TransferBetweenTellerTillCommand", transfer(600000.0), 409, "Insufficient balance").await;
    let mut unknown = transfer(1.0);
    unknown["destinationTillId"] = json!("TILL-NONE");
    refused(server, manager, "TransferBetweenTellerTillCommand", unknown, 404, "TILL-NONE").await;
    let invalid = json!({"destinationTillId": till, "amount": 1, "narration": "x"});
    refused(server, manager, "TransferBetweenTellerTillCommand", invalid, 400, "sourceTillId").await;

    // The teller's own transfer beyond their approval limit waits.
    let body = ok(server, bisi, "TransferBetweenTellerTillCommand", transfer(520000.0)).await;
    let data = &body["data"];
    assert_eq!((data["status"].as_str(), data["sourceNewBalance"].as_f64()), (Some("PENDING"), Some(549000.0)));
}

/// Both lists with the pages' filters, paging keys and summary.
async fn lists(server: &Server, manager: &str, bisi: &str, till: &str) {
    let filters = json!({"branchId": "IKJ", "status": "Open", "currencyCode": "NGN", "pageNumber": 1, "pageSize": 20});
    let body = ok(server, manager, "GetTellerTillListQuery", filters).await;
    assert_eq!(body["message"], "Till list retrieved successfully");
    let tills = body["data"]["tills"].as_array().expect("tills");
    let codes: Vec<&str> = tills.iter().filter_map(|t| t["tillId"].as_str()).collect();
    assert!(codes.contains(&till) && codes.contains(&"TILL-IKJ-1"), "{codes:?}");
    has_keys(&tills[0], &["tellerId", "tellerName", "branchId", "branchName", "currencyCode", "currentBalance"]);
    has_keys(&tills[0], &["status", "shiftStartTime", "lastTransactionTime"]);
    has_keys(&body["data"]["pagination"], &["currentPage", "pageSize", "totalRecords", "totalPages"]);
    let body = ok(server, bisi, "GetTellerTillListQuery", json!({})).await;
    let mine: Vec<&Value> = body["data"]["tills"].as_array().expect("tills").iter().collect();
    assert_eq!((mine.len(), mine[0]["tellerId"].as_str()), (1, Some("teller.bisi")), "a teller sees their own");
    refused(server, manager, "GetTellerTillListQuery", json!({"pageSize": 101}), 400, "pageSize").await;

    let query = json!({"tillId": till, "transactionType": "Transfer", "startDate": "2024-01-01T00:00:00Z",
        "endDate": "2099-12-31T23:59:59Z", "pageNumber": 1, "pageSize": 20});
    let body = ok(server, manager, "GetTellerTillTransactionListQuery", query).await;
    assert_eq!(body["message"], "Transaction list retrieved successfully");
    let data = &body["data"];
    let lines = data["transactions"].as_array().expect("transactions");
    assert_eq!(lines.len(), 2, "{data}");
    has_keys(&lines[0], &["transactionId", "transactionType", "amount", "transactionDate", "accountNumber"]);
    has_keys(&lines[0], &["customerName", "narration", "status", "tellerName"]);
    assert_eq!(
        (lines[0]["status"].as_str(), lines[0]["transactionType"].as_str()),
        (Some("PENDING"), Some("Transfer"))
    );
    let summary = &data["summary"];
    assert_eq!((summary["totalWithdrawals"].as_f64(), summary["totalDeposits"].as_f64()), (Some(1000.0), Some(0.0)));
    assert_eq!(summary["transactionCount"], 2);
    assert_eq!(data["pagination"]["totalRecords"], 2);
    refused(server, manager, "GetTellerTillTransactionListQuery", json!({}), 400, "tillId").await;
    refused(server, manager, "GetTellerTillTransactionListQuery", json!({"tillId": "TILL-NONE"}), 404, "TILL-NONE")
        .await;
}

/// Closing: refused while a transfer waits; then the count and the return
/// of the cash, with the page's notes and denominations kept.
async fn close_till(db: &TestDb, server: &Server, manager: &str, bisi: &str, till: &str) {
    let close = json!({"tillId": till, "closingBalance": 549000.00,
        "denominationDetails": {"1000": 549}, "notes": "End of day reconciliation completed"});
    refused(server, manager, "CloseTellerTillCommand", close.clone(), 409, "Till has pending transactions").await;
    let pending = db
        .sql_text(
            "SELECT transaction_id FROM transactions WHERE state = 'PENDING' AND transaction_type = 'TILL_TRANSFER'",
        )
        .await;
    let (status, body) =
        send(server, bisi, "cmd", "CancelTransaction", json!({"transactionId": pending, "cancellationReason": "x"}))
            .await;
    assert_eq!(status, 200, "{body}");

    let teller_cash = balance(db, "1002");
    let body = ok(server, manager, "CloseTellerTillCommand", close.clone()).await;
    assert_eq!(body["message"], "Teller till closed successfully");
    let data = &body["data"];
    has_keys(data, &["tillId", "openingBalance", "closingBalance", "totalTransactions", "variance", "closedDate"]);
    assert_eq!((data["status"].as_str(), data["variance"].as_f64()), (Some("Closed"), Some(0.0)), "{data}");
    assert_eq!((data["openingBalance"].as_f64(), data["closingBalance"].as_f64()), (Some(500000.0), Some(549000.0)));
    assert_eq!(data["denominationDetails"]["1000"], 549);
    assert_eq!(balance(db, "1002"), teller_cash - 549000.0);
    let description = db
        .sql_text(
            "SELECT description FROM activities WHERE command = 'CloseTellerTillCommand' AND error_message IS NULL",
        )
        .await;
    assert!(description.contains("End of day reconciliation completed") && description.contains("1000x549"));
    refused(server, manager, "CloseTellerTillCommand", close, 409, "Till is not open").await;
    refused(server, manager, "CloseTellerTillCommand", json!({"closingBalance": 1}), 400, "tillId").await;
}
