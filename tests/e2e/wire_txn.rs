//! Universal transactions in the developer pages' forms: the bare
//! `CancelTransactionCommand` with its `{success, message, code, data}`
//! answer, `transactionKey` for `transactionId`, `RetrieveAllTransactionsQuery`
//! with each documented filter, and `GetTransactionDetailsQuery`; the spec's
//! own forms beside them unchanged.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(
    cancel_transaction_command_answers_in_its_own_family,
    transaction_key_names_the_transaction_everywhere,
    retrieve_all_transactions_honours_every_documented_filter,
    transaction_details_carry_impact_records_and_history,
);

struct Bank {
    server: Server,
    manifest: Value,
}

impl Bank {
    async fn call(&self, role: &str, path: &str, body: Value) -> (u16, Value) {
        self.server.post(path, Some(token_of(&self.manifest, role)), &body).await
    }

    /// A universal-transaction command by its path, bare body; its `data`.
    async fn ok(&self, role: &str, name: &str, body: Value) -> Value {
        let (status, reply) = self.call(role, &format!("/api/bpm/cmd/{name}"), body.clone()).await;
        assert_eq!(status, 200, "{name} {body}: {reply}");
        reply["data"].clone()
    }

    fn account(&self, i: usize) -> String {
        self.manifest["accounts"][i]["accountNumber"].as_str().expect("account").to_owned()
    }

    async fn deposit(&self, account: &str, amount: f64, approval: bool) -> String {
        let body = json!({"accountNumber": account, "amount": amount, "narration": "wire", "requireApproval": approval, "channel": "BRANCH"});
        self.ok("Teller", "InitiateDeposit", body).await["transactionId"].as_str().expect("id").to_owned()
    }
}

async fn start(db: &TestDb) -> Bank {
    let manifest = db.init_with_demo();
    Bank { server: db.serve(&[]), manifest }
}

async fn cancel_transaction_command_answers_in_its_own_family(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(0);
    let key = b.deposit(&a, 700.0, true).await;
    let reason = "Customer requested cancellation before approval";
    let (status, reply) = b
        .call("Teller", "/api/bpm/cmd/CancelTransactionCommand", json!({"transactionKey": key, "reason": reason}))
        .await;
    assert_eq!(status, 200, "{reply}");
    assert_eq!((reply["success"].as_bool(), reply["code"].as_str()), (Some(true), Some("SUCCESS")), "{reply}");
    assert!(reply["message"].is_string(), "{reply}");
    let d = &reply["data"];
    assert_eq!(
        (d["transactionKey"].as_str(), d["oldState"].as_str(), d["newState"].as_str(), d["reason"].as_str()),
        (Some(key.as_str()), Some("PENDING"), Some("CANCELLED"), Some(reason))
    );
    assert_eq!(d["reversedChanges"].as_i64(), Some(1), "the hold released: {d}");
    // The reason is stored: the spec's query reads it back.
    let shown = b.ok("Teller", "RetrieveTransactionByIdQuery", json!({"transactionKey": key})).await;
    assert_eq!((shown["status"].as_str(), shown["reason"].as_str()), (Some("CANCELLED"), Some(reason)));

    // Under the other envelopes, on the other endpoints, the same form and answer; the reason is optional.
    for (path, body) in [
        (
            "/api/bpm/cmd",
            json!({"cmd": "CancelTransactionCommand", "data": {"transactionKey": b.deposit(&a, 5.0, true).await}}),
        ),
        (
            "/api/core/cmd",
            json!({"Cmd": "CancelTransactionCommand", "Data": {"transactionKey": b.deposit(&a, 6.0, true).await}}),
        ),
        (
            "/api/v1/execute",
            json!({"commandName": "CancelTransactionCommand", "data": {"transactionKey": b.deposit(&a, 7.0, true).await}}),
        ),
    ] {
        let (status, reply) = b.call("Teller", path, body.clone()).await;
        assert_eq!(
            (status, reply["success"].as_bool(), reply["code"].as_str()),
            (200, Some(true), Some("SUCCESS")),
            "{path} {body}: {reply}"
        );
        assert_eq!((reply["data"]["newState"].as_str(), &reply["data"]["reason"]), (Some("CANCELLED"), &Value::Null));
    }

    // A settled transaction: INVALID_STATE_TRANSITION, a 400, no data key.
    let settled = b.deposit(&a, 50.0, false).await;
    let (status, reply) =
        b.call("Teller", "/api/bpm/cmd/CancelTransactionCommand", json!({"transactionKey": settled})).await;
    assert_eq!(
        (status, reply["success"].as_bool(), reply["code"].as_str()),
        (400, Some(false), Some("INVALID_STATE_TRANSITION")),
        "{reply}"
    );
    assert!(reply["message"].as_str().is_some_and(|m| m.contains("SETTLED")) && reply.get("data").is_none(), "{reply}");
    let (status, reply) =
        b.call("Teller", "/api/bpm/cmd/CancelTransactionCommand", json!({"transactionKey": "TRX-2026-999999"})).await;
    assert_eq!(
        (status, reply["success"].as_bool(), reply["code"].as_str()),
        (404, Some(false), Some("TRANSACTION_NOT_FOUND")),
        "{reply}"
    );
    let (status, reply) = b.call("Teller", "/api/bpm/cmd/CancelTransactionCommand", json!({"reason": "x"})).await;
    assert_eq!((status, reply["code"].as_str()), (400, Some("VALIDATION_ERROR")), "{reply}");

    // The spec's CancelTransaction keeps its own form: the reason required, its own answer.
    let pending = b.deposit(&a, 8.0, true).await;
    let (status, reply) = b.call("Teller", "/api/bpm/cmd/CancelTransaction", json!({"transactionId": pending})).await;
    assert_eq!((status, reply["errors"][0]["field"].as_str()), (400, Some("cancellationReason")), "{reply}");
    let (status, reply) =
        b.call("Teller", "/api/bpm/cmd/CancelTransaction", json!({"transactionId": pending, "reason": "x"})).await;
    assert_eq!(
        (status, reply["isSuccessful"].as_bool()),
        (400, Some(false)),
        "the page's field is not the spec's: {reply}"
    );
    let c = b.ok("Teller", "CancelTransaction", json!({"transactionId": pending, "cancellationReason": "left"})).await;
    assert_eq!((c["cancelledBy"].as_str(), c["cancellationReason"].as_str()), (Some("teller.ada"), Some("left")));
    db.bank(&["verify"]).ok();
}

async fn transaction_key_names_the_transaction_everywhere(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(0);
    let approve = b.deposit(&a, 100.0, true).await;
    let approved = b.ok("Senior Teller", "ApproveTransaction", json!({"transactionKey": approve})).await;
    assert_eq!(
        (approved["transactionId"].as_str(), approved["newState"].as_str()),
        (Some(approve.as_str()), Some("SETTLED"))
    );
    let reversed = b
        .ok("Branch Manager", "ReverseTransaction", json!({"transactionKey": approve, "reversalReason": "keyed twice"}))
        .await;
    assert_eq!(reversed["newState"], "REVERSED");
    let reject = b.deposit(&a, 20.0, true).await;
    let rejected = b
        .ok("Senior Teller", "RejectTransaction", json!({"transactionKey": reject, "rejectionReason": "no slip"}))
        .await;
    assert_eq!(rejected["newState"], "CANCELLED");
    let cancel = b.deposit(&a, 30.0, true).await;
    let cancelled =
        b.ok("Teller", "CancelTransaction", json!({"transactionKey": cancel, "cancellationReason": "left"})).await;
    assert_eq!(cancelled["newState"], "CANCELLED");
    for (key, state) in [(&approve, "REVERSED"), (&reject, "CANCELLED"), (&cancel, "CANCELLED")] {
        let shown = b.ok("Teller", "RetrieveTransactionByIdQuery", json!({"transactionKey": key})).await;
        assert_eq!(shown["status"], state, "{shown}");
    }
    // Both names at once say one thing twice.
    let (status, reply) = b
        .call(
            "Teller",
            "/api/bpm/cmd/RetrieveTransactionByIdQuery",
            json!({"transactionKey": approve, "transactionId": approve}),
        )
        .await;
    assert_eq!((status, reply["errors"][0]["field"].as_str()), (400, Some("transactionKey")), "{reply}");
}

/// The developer page's list, bare body to its path; `data.items` of one page.
async fn all(b: &Bank, body: Value) -> Value {
    b.ok("Teller", "RetrieveAllTransactionsQuery", body).await
}

fn v(keys: &[&String]) -> Vec<String> {
    keys.iter().map(|k| (*k).clone()).collect()
}

fn keys(page: &Value) -> Vec<String> {
    let items = page["items"].as_array().expect("items");
    items.iter().map(|i| i["transactionId"].as_str().expect("key").to_owned()).collect()
}

async fn retrieve_all_transactions_honours_every_documented_filter(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(0);
    let pending = b.deposit(&a, 1000.0, true).await;
    let settled = b.deposit(&a, 500.0, false).await;
    let body = json!({"accountNumber": a, "amount": 200.0, "narration": "cash", "requireApproval": false, "channel": "BRANCH"});
    let withdrawal = b.ok("Teller", "InitiateWithdrawal", body).await["transactionId"].as_str().expect("id").to_owned();
    let cancelled = b.deposit(&a, 300.0, true).await;
    b.ok("Teller", "CancelTransaction", json!({"transactionId": cancelled, "cancellationReason": "left"})).await;
    let reversed = b.deposit(&a, 2000.0, false).await;
    b.ok("Branch Manager", "ReverseTransaction", json!({"transactionId": reversed, "reversalReason": "twice"})).await;
    let mine = |extra: Value| {
        let mut body = json!({"accountReference": a});
        body.as_object_mut().expect("object").extend(extra.as_object().expect("object").clone());
        body
    };

    let page = all(&b, json!({})).await;
    assert_eq!(page["pageSize"], 50, "the page's default page size: {page}");
    assert!(page["items"][0]["id"].is_i64(), "{page}");
    assert_eq!(keys(&all(&b, mine(json!({}))).await), v(&[&reversed, &cancelled, &withdrawal, &settled, &pending]));
    // Status: numbers (0 PENDING … 3 REVERSED) or names, alone or in an array.
    assert_eq!(keys(&all(&b, mine(json!({"status": [0]}))).await), v(&[&pending]));
    assert_eq!(keys(&all(&b, mine(json!({"status": 1}))).await), v(&[&withdrawal, &settled]));
    assert_eq!(keys(&all(&b, mine(json!({"status": ["CANCELLED", 3]}))).await), v(&[&reversed, &cancelled]));
    let spec = b.ok("Teller", "RetrieveTransactionsListQuery", json!({"accountNumber": a, "status": "SETTLED"})).await;
    assert_eq!(keys(&spec), v(&[&withdrawal, &settled]), "the spec's form unchanged");
    let spec = b.ok("Teller", "RetrieveTransactionsListQuery", json!({"accountNumber": a, "status": 2})).await;
    assert_eq!(keys(&spec), v(&[&cancelled]));
    // id, reference, type, amounts, dates.
    let id = all(&b, json!({"transactionReference": settled})).await["items"][0]["id"].clone();
    assert_eq!(keys(&all(&b, json!({"id": id})).await), v(&[&settled]));
    assert_eq!(keys(&all(&b, mine(json!({"transactionType": "WITHDRAWAL"}))).await), v(&[&withdrawal]));
    assert_eq!(keys(&all(&b, mine(json!({"minAmount": 400, "maxAmount": "1000.00"}))).await), v(&[&settled, &pending]));
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    assert_eq!(all(&b, mine(json!({"startDate": today, "endDate": today}))).await["totalRows"], 5);
    assert_eq!(all(&b, mine(json!({"endDate": "2000-01-01"}))).await["totalRows"], 0);
    // Client and branch: the customer account's (or the till's or vault's).
    let client =
        db.sql_scalar_i64(&format!("SELECT client_id FROM deposit_accounts WHERE account_number = '{a}'")).await;
    let of_client = db
        .sql_scalar_i64(&format!(
            "SELECT COUNT(*) FROM transactions WHERE account_id IN (SELECT id FROM deposit_accounts WHERE client_id = {client})"
        ))
        .await;
    assert_eq!(all(&b, json!({"clientId": client})).await["totalRows"], of_client);
    assert!(of_client >= 5);
    let branch =
        db.sql_scalar_i64(&format!("SELECT branch_id FROM deposit_accounts WHERE account_number = '{a}'")).await;
    let of_branch = db
        .sql_scalar_i64(&format!(
            "SELECT COUNT(*) FROM transactions t WHERE t.account_id IN (SELECT id FROM deposit_accounts WHERE branch_id = {branch})
             OR t.till_id IN (SELECT id FROM tills WHERE branch_id = {branch}) OR t.vault_id IN (SELECT id FROM vaults WHERE branch_id = {branch})"
        ))
        .await;
    assert_eq!(all(&b, json!({"branchId": branch})).await["totalRows"], of_branch);
    assert_eq!(all(&b, json!({"branchId": 999_999})).await["totalRows"], 0);
    // An export answers every matching row at once.
    let export = all(&b, mine(json!({"isExport": true, "pageSize": 2}))).await;
    assert_eq!(keys(&export).len(), 5, "{export}");
    // Under an envelope, the same query.
    let (status, reply) = b
        .call(
            "Teller",
            "/api/bpm/cmd",
            json!({"cmd": "RetrieveAllTransactionsQuery", "data": mine(json!({"status": [0]}))}),
        )
        .await;
    assert_eq!((status, keys(&reply["data"])), (200, vec![pending.clone()]), "{reply}");
    // Documented filters are read, never dropped: a bad one is named.
    for (body, field) in [
        (json!({"status": [4]}), "status"),
        (json!({"pageSize": 501}), "pageSize"),
        (json!({"minAmount": "ten"}), "minAmount"),
        (json!({"transactionType": "TRANSFER"}), "transactionType"),
        (json!({"startDate": "yesterday"}), "startDate"),
        (json!({"clientId": "one"}), "clientId"),
    ] {
        let (status, reply) = b.call("Teller", "/api/bpm/cmd/RetrieveAllTransactionsQuery", body.clone()).await;
        assert_eq!((status, reply["errors"][0]["field"].as_str()), (400, Some(field)), "{body}: {reply}");
    }
}

async fn transaction_details_carry_impact_records_and_history(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(0);
    let key = b.deposit(&a, 900.0, true).await;
    b.ok("Senior Teller", "ApproveTransaction", json!({"transactionKey": key, "approverNotes": "counted"})).await;
    b.ok("Branch Manager", "ReverseTransaction", json!({"transactionKey": key, "reversalReason": "keyed twice"})).await;

    let d = b.ok("Teller", "GetTransactionDetailsQuery", json!({"transactionKey": key})).await;
    assert_eq!(
        (d["transactionId"].as_str(), d["status"].as_str(), d["accountNumber"].as_str()),
        (Some(key.as_str()), Some("REVERSED"), Some(a.as_str()))
    );
    let history = d["history"].as_array().expect("history");
    let actions: Vec<&str> = history.iter().filter_map(|h| h["action"].as_str()).collect();
    assert!(actions.ends_with(&["APPROVE", "REVERSE"]), "{actions:?}");
    assert_eq!(history[history.len() - 2]["notes"], "counted");
    assert!(history.iter().all(|h| h["performedBy"].is_string() && h["occurredAt"].is_string()), "{history:?}");
    let records = d["impactRecords"].as_array().expect("impact records");
    let lines = |posting: &str| records.iter().filter(|r| r["posting"] == posting).count();
    assert_eq!((lines("SETTLEMENT"), lines("REVERSAL")), (2, 2), "{records:?}");
    let customer =
        records.iter().find(|r| r["posting"] == "SETTLEMENT" && r["accountNumber"] == a).expect("the customer line");
    assert_eq!((customer["entryType"].as_str(), customer["amount"].as_f64()), (Some("CREDIT"), Some(900.0)));
    let approval = records.iter().find(|r| r["action"] == "APPROVE").expect("the approval's transition");
    assert_eq!(approval["balanceImpact"]["holdReleased"].as_f64(), Some(900.0), "{approval}");

    // Each part may be left out; the spec's query answers as before unless asked.
    let d = b.ok("Teller", "GetTransactionDetailsQuery", json!({"transactionKey": key, "includeHistory": false})).await;
    assert!(d.get("history").is_none() && d["impactRecords"].is_array(), "{d}");
    let d = b.ok("Teller", "RetrieveTransactionByIdQuery", json!({"transactionId": key})).await;
    assert!(d.get("history").is_none() && d.get("impactRecords").is_none(), "{d}");
    let d = b.ok("Teller", "RetrieveTransactionByIdQuery", json!({"transactionId": key, "includeHistory": true})).await;
    assert!(d["history"].is_array(), "{d}");
    let (status, reply) =
        b.call("Teller", "/api/bpm/cmd/GetTransactionDetailsQuery", json!({"transactionKey": "TRX-2026-999999"})).await;
    assert_eq!((status, reply["errors"][0]["code"].as_str()), (404, Some("TRANSACTION_NOT_FOUND")), "{reply}");
}
