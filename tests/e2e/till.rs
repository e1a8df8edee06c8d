//! Teller tills: opening, funding, counting and closing move cash through the
//! ledger; `GetMyTellerTillListQuery` answers in family B exactly as the spec
//! gives it, with `X-Tenant-Id`.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(tills_move_cash_through_the_ledger, teller_till_list_follows_the_spec);

fn gl(manifest: &Value, code: &str) -> i64 {
    manifest["glAccounts"]
        .as_array()
        .and_then(|g| g.iter().find(|g| g["glCode"] == code))
        .and_then(|g| g["id"].as_i64())
        .expect(code)
}

fn branch(manifest: &Value, key: &str) -> i64 {
    manifest["branches"]
        .as_array()
        .and_then(|b| b.iter().find(|b| b["key"] == key))
        .and_then(|b| b["id"].as_i64())
        .expect(key)
}

/// `POST /api/bpm/cmd` with `{cmd, data}`, and `X-Tenant-Id` when given.
async fn bpm(server: &Server, token: &str, tenant: Option<&str>, cmd: &str, data: Value) -> (u16, Value) {
    let mut request = server
        .client
        .post(format!("{}/api/bpm/cmd", server.base))
        .bearer_auth(token)
        .header("content-type", "application/json")
        .json(&json!({"cmd": cmd, "data": data}));
    if let Some(tenant) = tenant {
        request = request.header("X-Tenant-Id", tenant);
    }
    let response = request.send().await.expect("request");
    let status = response.status().as_u16();
    let body = response.json().await.expect("JSON body");
    (status, body)
}

async fn tenant(db: &TestDb) -> String {
    db.sql_text("SELECT value FROM settings WHERE key = 'tenant_id'").await
}

/// A GL account's balance on its normal side, as the ledger reports it.
fn balance(db: &TestDb, code: &str) -> f64 {
    let data = json!({"glCode": code}).to_string();
    let body = db.bank(&["exec", "RetrieveGlAccountByIdQuery", "--data", &data]).ok_json();
    body["Data"]["Balance"].as_f64().expect("balance")
}

/// A family B refusal: `success` false, `data` null, `errors` of strings.
fn refused(status: u16, body: &Value, expected: u16) {
    assert_eq!(status, expected, "{body}");
    assert_eq!((body["success"].as_bool(), body["data"].is_null()), (Some(false), true), "{body}");
    let errors = body["errors"].as_array().expect("errors");
    assert!(!errors.is_empty() && errors.iter().all(Value::is_string), "{body}");
}

/// A teller of the test's own (the demo teller already works TILL-IKJ-2); returns a token.
fn fresh_teller(db: &TestDb, manifest: &Value) -> String {
    let ikeja = branch(manifest, "IKJ").to_string();
    db.bank(&[
        "user",
        "add",
        "teller.bisi",
        "--name",
        "Bisi Ola",
        "--email",
        "bisi@demo.bank.ng",
        "--role",
        "Teller",
        "--branch-id",
        &ikeja,
    ])
    .ok();
    db.bank(&["token", "issue", "teller.bisi"]).ok().stdout().trim().to_owned()
}

fn errors_mention(body: &Value, needle: &str) -> bool {
    body["errors"].as_array().is_some_and(|e| e.iter().any(|e| e.as_str().is_some_and(|e| e.contains(needle))))
}

async fn tills_move_cash_through_the_ledger(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let manager = token_of(&manifest, "Branch Manager");
    let (vault, cash, suspense) = (gl(&manifest, "1001"), gl(&manifest, "1002"), gl(&manifest, "2901"));
    let ikeja = branch(&manifest, "IKJ");
    let bisi = fresh_teller(&db, &manifest);
    let (vault_before, cash_before) = (balance(&db, "1001"), balance(&db, "1002"));
    let open = json!({
        "tellerUsername": "teller.bisi", "branchId": ikeja, "currencyCode": "NGN",
        "glAccountId": cash, "vaultGlAccountId": vault, "openingBalance": 200000
    });

    // Opening with a float moves it from the vault to teller cash.
    let (status, body) = bpm(&server, manager, None, "OpenTillCommand", open.clone()).await;
    assert_eq!((status, body["success"].as_bool()), (200, Some(true)), "{body}");
    let till = &body["data"];
    assert_eq!(till["tillId"], "TILL-IKJ-2");
    assert_eq!((till["status"].as_str(), till["branchId"].as_str()), (Some("Open"), Some(ikeja.to_string().as_str())));
    assert_eq!((till["openingBalance"].as_f64(), till["currentBalance"].as_f64()), (Some(200000.0), Some(200000.0)));
    assert_eq!((till["transactionCount"].as_i64(), till["tellerUsername"].as_str()), (Some(0), Some("teller.bisi")));
    assert!(till["journalTransactionId"].is_string() && till["shiftStartTime"].is_string(), "{till}");
    assert_eq!(balance(&db, "1002"), cash_before + 200000.0);
    assert_eq!(balance(&db, "1001"), vault_before - 200000.0);
    db.bank(&["verify"]).ok();

    // Refusals: a second open till in the currency, a teller without tills.manage,
    // a vault in another currency, an unknown teller, a liability as teller cash.
    let (status, body) = bpm(&server, manager, None, "OpenTillCommand", open.clone()).await;
    refused(status, &body, 409);
    assert!(errors_mention(&body, "TILL-IKJ-2"), "{body}");
    let (status, body) = bpm(&server, &bisi, None, "OpenTillCommand", open.clone()).await;
    refused(status, &body, 403);
    let mut usd_vault = open.clone();
    usd_vault["vaultGlAccountId"] = json!(gl(&manifest, "1003"));
    usd_vault["tellerUsername"] = json!("senior.bola");
    let (status, body) = bpm(&server, manager, None, "OpenTillCommand", usd_vault).await;
    refused(status, &body, 400);
    assert!(errors_mention(&body, "vaultGlAccountId"), "{body}");
    let mut nobody = open.clone();
    nobody["tellerUsername"] = json!("no.such.user");
    let (status, body) = bpm(&server, manager, None, "OpenTillCommand", nobody).await;
    refused(status, &body, 400);
    assert!(errors_mention(&body, "tellerUsername"), "{body}");
    let mut liability = open.clone();
    liability["glAccountId"] = json!(suspense);
    liability["tellerUsername"] = json!("senior.bola");
    let (status, body) = bpm(&server, manager, None, "OpenTillCommand", liability).await;
    refused(status, &body, 400);
    assert!(errors_mention(&body, "glAccountId"), "{body}");

    // Funding in and out, never beyond the till's cash.
    let body =
        db.bank(&["till", "fund", "TILL-IKJ-2", "--amount", "50000", "--direction", "in", "-o", "json"]).ok_json();
    assert_eq!((body["success"].as_bool(), body["data"]["currentBalance"].as_f64()), (Some(true), Some(250000.0)));
    let run = db.bank(&["till", "fund", "TILL-IKJ-2", "--amount", "300000", "--direction", "out", "-o", "json"]);
    assert_eq!(run.fails_with(1).json()["success"], false);
    let (status, body) = bpm(
        &server,
        manager,
        None,
        "FundTillCommand",
        json!({"tillCode": "TILL-IKJ-2", "amount": "30000.00", "direction": "OUT"}),
    )
    .await;
    assert_eq!((status, body["data"]["currentBalance"].as_f64()), (200, Some(220000.0)), "{body}");
    let (status, body) = bpm(
        &server,
        manager,
        None,
        "FundTillCommand",
        json!({"tillCode": "TILL-IKJ-2", "amount": 1, "direction": "SIDEWAYS"}),
    )
    .await;
    refused(status, &body, 400);
    assert_eq!(balance(&db, "1002"), cash_before + 220000.0);

    // A count short by 500: the difference goes to suspense, the count becomes the balance.
    let count = json!({"tillCode": "TILL-IKJ-2", "countedAmount": 219500});
    let (status, body) = bpm(&server, manager, None, "BalanceTillCommand", count.clone()).await;
    refused(status, &body, 400);
    assert!(errors_mention(&body, "suspenseGlAccountId"), "{body}");
    let mut with_suspense = count.clone();
    with_suspense["suspenseGlAccountId"] = json!(suspense);
    let (status, body) = bpm(&server, manager, None, "BalanceTillCommand", with_suspense.clone()).await;
    assert_eq!(status, 200, "{body}");
    let data = &body["data"];
    assert_eq!(
        (data["variance"].as_f64(), data["expectedBalance"].as_f64(), data["currentBalance"].as_f64()),
        (Some(-500.0), Some(220000.0), Some(219500.0)),
        "{data}"
    );
    assert!(data["journalTransactionId"].is_string());
    assert_eq!(balance(&db, "2901"), -500.0);
    assert_eq!(balance(&db, "1002"), cash_before + 219500.0);
    let (_, body) = bpm(&server, manager, None, "BalanceTillCommand", with_suspense).await;
    assert_eq!((body["data"]["variance"].as_f64(), body["data"]["journalTransactionId"].is_null()), (Some(0.0), true));
    db.bank(&["verify"]).ok();

    // Closing returns the cash to the vault; a closed till takes no funding.
    let (status, body) = bpm(&server, manager, None, "CloseTillCommand", json!({"tillCode": "TILL-IKJ-2"})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["data"]["status"].as_str(), body["data"]["currentBalance"].as_f64(), body["data"]["amount"].as_f64()),
        (Some("Closed"), Some(0.0), Some(219500.0))
    );
    assert_eq!(balance(&db, "1002"), cash_before);
    assert_eq!(balance(&db, "1001"), vault_before - 500.0);
    let (status, body) = bpm(
        &server,
        manager,
        None,
        "FundTillCommand",
        json!({"tillCode": "TILL-IKJ-2", "amount": 10, "direction": "IN"}),
    )
    .await;
    refused(status, &body, 409);
    let (status, body) = bpm(&server, manager, None, "CloseTillCommand", json!({"tillCode": "TILL-IKJ-2"})).await;
    refused(status, &body, 409);

    // The same till reopens for a new shift, from the CLI.
    let (ikeja, cash, vault) = (ikeja.to_string(), cash.to_string(), vault.to_string());
    let body = db
        .bank(&[
            "till",
            "open",
            "--code",
            "TILL-IKJ-2",
            "--teller",
            "teller.bisi",
            "--branch-id",
            &ikeja,
            "--currency",
            "NGN",
            "--gl",
            &cash,
            "--vault-gl",
            &vault,
            "--opening-balance",
            "1000",
            "-o",
            "json",
        ])
        .ok_json();
    assert_eq!(
        (body["data"]["status"].as_str(), body["data"]["openingBalance"].as_f64(), body["data"]["tillId"].as_str()),
        (Some("Open"), Some(1000.0), Some("TILL-IKJ-2"))
    );
    let table = db.bank(&["till", "close", "TILL-IKJ-2", "--yes"]).ok().stdout();
    assert!(table.contains("Closed") && table.contains("1000.00"), "{table}");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM tills").await, 2, "the demo's till and this one, reopened");
    db.bank(&["verify"]).ok();
}

async fn teller_till_list_follows_the_spec(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let tenant_id = tenant(&db).await;
    let tenant = Some(tenant_id.as_str());
    let ada = &fresh_teller(&db, &manifest);
    let list = "GetMyTellerTillListQuery";

    // No till yet: not a registered teller. The tenant header is checked first.
    let (status, body) = bpm(&server, ada, tenant, list, json!({})).await;
    refused(status, &body, 401);
    assert!(body["message"].as_str().is_some_and(|m| m.contains("not a registered teller")), "{body}");
    let (status, body) = bpm(&server, ada, None, list, json!({})).await;
    refused(status, &body, 400);
    assert!(errors_mention(&body, "X-Tenant-Id"), "{body}");

    // Ada: a closed NGN till, an open NGN till, an open USD till; Bola: one of his own.
    db.bank(&["gl", "add", "1005", "--name", "Teller cash (USD)", "--type", "asset", "--currency", "USD"]).ok();
    let usd_cash = db.bank(&["exec", "RetrieveGlAccountByIdQuery", "--data", r#"{"glCode":"1005"}"#]).ok_json()["Data"]
        ["Id"]
        .as_i64()
        .expect("USD teller cash");
    let ikeja = branch(&manifest, "IKJ").to_string();
    let open = |teller: &str, currency: &str, cash: i64, vault: i64, float: &str, code: Option<&str>| {
        let (cash, vault) = (cash.to_string(), vault.to_string());
        let mut args = vec![
            "till",
            "open",
            "--teller",
            teller,
            "--branch-id",
            &ikeja,
            "--currency",
            currency,
            "--gl",
            &cash,
            "--vault-gl",
            &vault,
            "--opening-balance",
            float,
            "-o",
            "json",
        ];
        if let Some(code) = code {
            args.extend(["--code", code]);
        }
        db.bank(&args).ok_json()["data"]["tillId"].as_str().expect("till id").to_owned()
    };
    let (ngn_cash, ngn_vault, usd_vault) = (gl(&manifest, "1002"), gl(&manifest, "1001"), gl(&manifest, "1003"));
    let first = open("teller.bisi", "NGN", ngn_cash, ngn_vault, "1000", None);
    assert_eq!(first, "TILL-IKJ-2");
    db.bank(&["till", "close", &first, "--yes"]).ok();
    let second = open("teller.bisi", "NGN", ngn_cash, ngn_vault, "500.25", Some("ADA-NGN-2"));
    let third = open("teller.bisi", "USD", usd_cash, usd_vault, "100", None);
    assert_eq!(third, "TILL-IKJ-4");
    open("senior.bola", "NGN", ngn_cash, ngn_vault, "10", None);

    let (status, body) = bpm(&server, ada, tenant, list, json!({})).await;
    assert_eq!((status, body["success"].as_bool()), (200, Some(true)), "{body}");
    assert!(body["message"].is_string());
    let tills = body["data"]["tills"].as_array().expect("tills");
    let ids: Vec<&str> = tills.iter().filter_map(|t| t["tillId"].as_str()).collect();
    assert_eq!(ids, [third.as_str(), second.as_str(), first.as_str()], "most recent first, Ada's only");
    assert_eq!(
        body["data"]["pagination"],
        json!({"currentPage": 1, "pageSize": 20, "totalRecords": 3, "totalPages": 1})
    );
    let ngn = &tills[1];
    assert_eq!(
        (ngn["branchId"].as_str(), ngn["branchName"].as_str(), ngn["currencyCode"].as_str()),
        (Some(ikeja.as_str()), Some("Ikeja Allen Avenue"), Some("NGN"))
    );
    assert_eq!((ngn["currentBalance"].as_f64(), ngn["openingBalance"].as_f64()), (Some(500.25), Some(500.25)));
    assert_eq!((ngn["status"].as_str(), ngn["transactionCount"].as_i64()), (Some("Open"), Some(0)));
    assert!(ngn["shiftStartTime"].is_string() && ngn["lastTransactionTime"].is_null(), "{ngn}");
    let fields: Vec<&str> = ngn.as_object().map(|o| o.keys().map(String::as_str).collect()).unwrap_or_default();
    assert_eq!(fields.len(), 10, "exactly the spec's till fields: {fields:?}");
    assert_eq!((tills[2]["status"].as_str(), tills[2]["currentBalance"].as_f64()), (Some("Closed"), Some(0.0)));

    // Filters and paging.
    let count = |body: &Value| body["data"]["tills"].as_array().map_or(0, Vec::len);
    let (_, body) = bpm(&server, ada, tenant, list, json!({"status": "Closed"})).await;
    assert_eq!((count(&body), body["data"]["tills"][0]["tillId"].as_str()), (1, Some(first.as_str())));
    let (_, body) = bpm(&server, ada, tenant, list, json!({"currencyCode": "USD"})).await;
    assert_eq!((count(&body), body["data"]["tills"][0]["tillId"].as_str()), (1, Some(third.as_str())));
    let (_, body) = bpm(&server, ada, tenant, list, json!({"status": "Open", "currencyCode": "NGN"})).await;
    assert_eq!((count(&body), body["data"]["pagination"]["totalRecords"].as_i64()), (1, Some(1)));
    let (_, mut body) = bpm(&server, ada, tenant, list, json!({"pageNumber": 2, "pageSize": 2})).await;
    assert_eq!(count(&body), 1, "{body}");
    // Beside the spec's fields, the cursor of the page before (the last page has no next).
    let previous = body["data"]["pagination"].as_object_mut().and_then(|p| p.remove("previousCursor"));
    assert_eq!(
        body["data"]["pagination"],
        json!({"currentPage": 2, "pageSize": 2, "totalRecords": 3, "totalPages": 2})
    );
    let previous = previous.and_then(|p| p.as_str().map(str::to_owned)).expect("a cursor to page 1");
    let (_, body) = bpm(&server, ada, tenant, list, json!({"before": previous, "pageSize": 2})).await;
    let ids: Vec<&str> =
        body["data"]["tills"].as_array().expect("tills").iter().filter_map(|t| t["tillId"].as_str()).collect();
    assert_eq!(ids, [third.as_str(), second.as_str()], "the page before page 2 is page 1: {body}");
    assert!(body["data"]["pagination"]["currentPage"].is_null(), "a cursor page has no number: {body}");
    // One client spells the name key commandType.
    let (status, body) = server.post("/api/bpm/cmd", Some(ada), &json!({"commandType": list, "data": {}})).await;
    refused(status, &body, 400);
    let response = server
        .client
        .post(format!("{}/api/bpm/cmd", server.base))
        .bearer_auth(ada)
        .header("X-Tenant-Id", &tenant_id)
        .json(&json!({"commandType": list, "data": {"status": "Open"}}))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status().as_u16(), 200);

    // Invalid filters and tenants: 400 in family B.
    for (data, field) in [
        (json!({"status": "Pending"}), "status"),
        (json!({"currencyCode": "XYZ"}), "currencyCode"),
        (json!({"pageSize": 0}), "pageSize"),
        (json!({"status": 1}), "status"),
    ] {
        let (status, body) = bpm(&server, ada, tenant, list, data).await;
        refused(status, &body, 400);
        assert!(errors_mention(&body, field), "{body}");
    }
    let (status, body) = bpm(&server, ada, Some("another-tenant"), list, json!({})).await;
    refused(status, &body, 400);
    assert!(errors_mention(&body, "X-Tenant-Id"), "{body}");

    // Balances are live: a count shows at once.
    let data = json!({"tillCode": second, "countedAmount": "600.25", "suspenseGlAccountId": gl(&manifest, "2901")});
    let (status, body) = bpm(&server, token_of(&manifest, "Branch Manager"), None, "BalanceTillCommand", data).await;
    assert_eq!((status, body["data"]["variance"].as_f64()), (200, Some(100.0)), "{body}");
    let (_, body) = bpm(&server, ada, tenant, list, json!({"status": "Open", "currencyCode": "NGN"})).await;
    assert_eq!(body["data"]["tills"][0]["currentBalance"].as_f64(), Some(600.25));

    // The CLI on this host needs no tenant header; someone without tills is refused.
    let body = db.bank(&["--as", "teller.bisi", "till", "list", "-o", "json"]).ok_json();
    assert_eq!(count(&body), 3);
    let table = db.bank(&["--as", "teller.bisi", "till", "list", "--status", "closed"]).ok().stdout();
    assert!(table.contains(&first) && !table.contains(&third), "{table}");
    let run = db.bank(&["till", "list", "-o", "json"]).fails_with(1);
    assert_eq!(run.json()["success"], false);
    db.bank(&["verify"]).ok();
}
