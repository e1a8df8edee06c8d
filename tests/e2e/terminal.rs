//! Terminals: the spec's terminal commands on `/api/core/cmd` (family A,
//! PascalCase), `CreatePtspProviderCommand`, the terminal cache and the
//! `bank terminal` leaves.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(terminal_lifecycle_and_transitions, terminal_rules_lists_and_access, terminal_cli);

async fn core(server: &Server, token: &str, cmd: &str, data: Value) -> (u16, Value) {
    server.post("/api/core/cmd", Some(token), &json!({"Cmd": cmd, "Data": data})).await
}

async fn ok(server: &Server, token: &str, cmd: &str, data: Value) -> Value {
    let (status, body) = core(server, token, cmd, data).await;
    assert_eq!((status, body["StatusCode"].as_str()), (200, Some("00")), "{cmd}: {body}");
    body
}

async fn refused(server: &Server, token: &str, cmd: &str, data: Value) -> (u16, String, String) {
    let (status, body) = core(server, token, cmd, data).await;
    assert_eq!(body["IsSuccessful"], false, "{cmd}: {body}");
    (status, body["StatusCode"].as_str().unwrap_or_default().to_owned(), body["Message"].to_string())
}

struct Setup {
    manager: String,
    teller: String,
    merchant: i64,
    other_merchant: i64,
    gl_id: i64,
    gl_code: String,
}

async fn setup(db: &TestDb) -> (Server, Setup) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let manager = token_of(&manifest, "Branch Manager").to_owned();
    let teller = token_of(&manifest, "Teller").to_owned();
    let merchant = db.sql_scalar_i64("SELECT id FROM users WHERE username = 'teller.ada'").await;
    let other_merchant = db.sql_scalar_i64("SELECT id FROM users WHERE username = 'senior.bola'").await;
    let gl = &manifest["glAccounts"][0];
    for (code, name) in [("NIBSS", "NIBSS PTSP"), ("UPSL", "Unified Payments")] {
        ok(&server, &manager, "CreatePtspProviderCommand", json!({"code": code, "name": name})).await;
    }
    let setup = Setup {
        manager,
        teller,
        merchant,
        other_merchant,
        gl_id: gl["id"].as_i64().expect("gl id"),
        gl_code: gl["glCode"].as_str().expect("gl code").to_owned(),
    };
    (server, setup)
}

fn create(s: &Setup, code: &str, serial: &str, provider: &str, merchant: i64) -> Value {
    json!({
        "terminalCode": code, "serialNumber": serial, "ptspProviderCode": provider,
        "merchantUserId": merchant, "settlementAccountId": s.gl_id,
        "terminalName": format!("{code} kiosk"), "location": "Ikeja City Mall"
    })
}

async fn terminal_lifecycle_and_transitions(db: TestDb) {
    let (server, s) = setup(&db).await;
    let m = s.manager.as_str();

    let body = ok(&server, m, "CreateTerminalCommand", create(&s, "T-001", "SN-001", "NIBSS", s.merchant)).await;
    let data = &body["Data"];
    let id = data["TerminalId"].as_i64().expect("TerminalId");
    assert_eq!((data["TerminalCode"].as_str(), data["Status"].as_str()), (Some("T-001"), Some("ENABLED")));
    assert!(data["CreatedAt"].as_str().is_some_and(|t| chrono::DateTime::parse_from_rfc3339(t).is_ok()), "{data}");

    // ENABLED: enable is refused; disable works.
    let (status, code, msg) = refused(&server, m, "EnableTerminalCommand", json!({"terminalId": id})).await;
    assert_eq!((status, code.as_str()), (409, "03"), "{msg}");
    assert!(msg.contains("ENABLED"), "{msg}");
    let body = ok(&server, m, "DisableTerminalCommand", json!({"terminalId": id, "reason": "Screen broken"})).await;
    assert_eq!(body["Data"]["Status"], "DISABLED");
    let (status, code, _) = refused(&server, m, "DisableTerminalCommand", json!({"terminalId": id})).await;
    assert_eq!((status, code.as_str()), (409, "03"));
    let body = ok(&server, m, "EnableTerminalCommand", json!({"terminalId": id})).await;
    assert_eq!((body["Data"]["TerminalId"].as_i64(), body["Data"]["Status"].as_str()), (Some(id), Some("ENABLED")));
    assert!(body["Data"]["EnabledAt"].is_string(), "{body}");

    // By id through the cache, then an update clears the entry.
    let before = ok(&server, m, "RetrieveTerminalByIdQuery", json!({"terminalId": id})).await;
    assert_eq!(before["Data"]["Location"], "Ikeja City Mall");
    ok(&server, m, "UpdateTerminalCommand", json!({"terminalId": id, "location": "Lekki Phase 1"})).await;
    let after = ok(&server, m, "RetrieveTerminalByIdQuery", json!({"terminalId": id})).await;
    assert_eq!(after["Data"]["Location"], "Lekki Phase 1");
    assert_eq!(after["Data"]["TerminalName"], "T-001 kiosk");

    // Merchant and agent services switch the merchant's terminals.
    let body = ok(&server, m, "EnableMerchantServicesCommand", json!({"userId": s.merchant})).await;
    assert_eq!(body["Data"]["TerminalsUpdated"], 1, "{body}");
    ok(&server, m, "EnableAgentServicesCommand", json!({"userId": s.merchant})).await;
    let t = ok(&server, m, "RetrieveTerminalByIdQuery", json!({"terminalId": id})).await;
    assert_eq!(
        (t["Data"]["EnableMerchantServices"].as_bool(), t["Data"]["EnableAgentServices"].as_bool()),
        (Some(true), Some(true))
    );
    ok(&server, m, "DisableAgentServicesCommand", json!({"userId": s.merchant})).await;
    ok(&server, m, "DisableMerchantServicesCommand", json!({"userId": s.merchant})).await;
    let t = ok(&server, m, "RetrieveTerminalByIdQuery", json!({"terminalId": id})).await;
    assert_eq!(
        (t["Data"]["EnableMerchantServices"].as_bool(), t["Data"]["EnableAgentServices"].as_bool()),
        (Some(false), Some(false))
    );

    // Terminate from ENABLED unlinks the merchant; from DISABLED too.
    let body = ok(&server, m, "TerminateTerminalCommand", json!({"terminalId": id, "reason": "Contract ended"})).await;
    assert_eq!(body["Data"]["Status"], "TERMINATED");
    assert!(body["Data"]["TerminatedAt"].is_string(), "{body}");
    let t = ok(&server, m, "RetrieveTerminalByIdQuery", json!({"terminalId": id})).await;
    assert_eq!(t["Data"]["Status"], "TERMINATED");
    assert!(t["Data"]["MerchantUserId"].is_null() && t["Data"]["MerchantName"].is_null(), "{t}");
    assert_eq!(t["Data"]["TerminalCode"], "T-001", "history stays");
    for (cmd, data) in [
        ("EnableTerminalCommand", json!({"terminalId": id})),
        ("DisableTerminalCommand", json!({"terminalId": id})),
        ("TerminateTerminalCommand", json!({"terminalId": id})),
        ("UpdateTerminalCommand", json!({"terminalId": id, "location": "Nowhere"})),
    ] {
        let (status, code, msg) = refused(&server, m, cmd, data).await;
        assert_eq!((status, code.as_str()), (409, "03"), "{cmd}: {msg}");
        assert!(msg.contains("TERMINATED"), "{cmd}: {msg}");
    }
    let second = ok(&server, m, "CreateTerminalCommand", create(&s, "T-002", "SN-002", "NIBSS", s.merchant)).await;
    let second = second["Data"]["TerminalId"].as_i64().expect("id");
    ok(&server, m, "DisableTerminalCommand", json!({"terminalId": second})).await;
    ok(&server, m, "TerminateTerminalCommand", json!({"terminalId": second})).await;

    let (status, code, _) = refused(&server, m, "EnableTerminalCommand", json!({"terminalId": 999_999})).await;
    assert_eq!((status, code.as_str()), (404, "02"));
}

async fn terminal_rules_lists_and_access(db: TestDb) {
    let (server, s) = setup(&db).await;
    let m = s.manager.as_str();

    // 403 for a Teller on create; the Teller cannot even read terminals.
    let (status, _, _) =
        refused(&server, &s.teller, "CreateTerminalCommand", create(&s, "T-X", "SN-X", "NIBSS", s.merchant)).await;
    assert_eq!(status, 403);

    let a = ok(&server, m, "CreateTerminalCommand", create(&s, "POS-A1", "SER-100", "NIBSS", s.merchant)).await;
    let a_id = a["Data"]["TerminalId"].as_i64().expect("id");
    // Code unique; serial unique per provider (same serial with another provider is fine).
    let (status, code, _) =
        refused(&server, m, "CreateTerminalCommand", create(&s, "POS-A1", "SER-999", "NIBSS", s.merchant)).await;
    assert_eq!((status, code.as_str()), (409, "01"));
    let (status, code, _) =
        refused(&server, m, "CreateTerminalCommand", create(&s, "POS-A2", "SER-100", "NIBSS", s.merchant)).await;
    assert_eq!((status, code.as_str()), (409, "01"));
    let b = ok(&server, m, "CreateTerminalCommand", create(&s, "ATM-B1", "SER-100", "UPSL", s.other_merchant)).await;
    let b_id = b["Data"]["TerminalId"].as_i64().expect("id");
    // Updates obey the same rules.
    let (status, code, _) =
        refused(&server, m, "UpdateTerminalCommand", json!({"terminalId": b_id, "ptspProviderCode": "NIBSS"})).await;
    assert_eq!((status, code.as_str()), (409, "01"));
    // Unconfigured provider, unknown or inactive merchant, unknown settlement account.
    let (status, _, _) =
        refused(&server, m, "CreateTerminalCommand", create(&s, "POS-C", "SER-1", "NOPE", s.merchant)).await;
    assert_eq!(status, 404);
    let (status, _, _) =
        refused(&server, m, "CreateTerminalCommand", create(&s, "POS-C", "SER-1", "NIBSS", 999_999)).await;
    assert_eq!(status, 404);
    db.sql_execute("UPDATE users SET active = FALSE WHERE username = 'approver.chidi'").await.expect("deactivate");
    let inactive = db.sql_scalar_i64("SELECT id FROM users WHERE username = 'approver.chidi'").await;
    let (status, _, msg) =
        refused(&server, m, "CreateTerminalCommand", create(&s, "POS-C", "SER-1", "NIBSS", inactive)).await;
    assert_eq!(status, 400, "{msg}");
    let mut bad_gl = create(&s, "POS-C", "SER-1", "NIBSS", s.merchant);
    bad_gl["settlementAccountId"] = json!(999_999);
    let (status, _, _) = refused(&server, m, "CreateTerminalCommand", bad_gl).await;
    assert_eq!(status, 404);
    let (status, code, _) = refused(&server, m, "CreateTerminalCommand", json!({"terminalCode": "X"})).await;
    assert_eq!((status, code.as_str()), (400, "01"));
    let (status, _, _) =
        refused(&server, m, "CreatePtspProviderCommand", json!({"code": "NIBSS", "name": "Again"})).await;
    assert_eq!(status, 409);
    ok(&server, m, "DisableTerminalCommand", json!({"terminalId": b_id})).await;

    // The list: every item field, filters, paging, HasNext/HasPrevious.
    // The demo has two enabled ISW terminals besides these.
    let demo = 2;
    let body = ok(&server, m, "RetrieveTerminalsListQuery", json!({})).await;
    let data = &body["Data"];
    assert_eq!((data["totalRows"].as_i64(), data["pageSize"].as_i64()), (Some(2 + demo), Some(20)), "{data}");
    assert_eq!((body["HasNext"].as_bool(), body["HasPrevious"].as_bool()), (Some(false), Some(false)), "{body}");
    let item = data["items"].as_array().and_then(|i| i.iter().find(|i| i["Id"] == a_id)).expect("item");
    let mut keys: Vec<&str> = item.as_object().expect("object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    let mut expected = vec![
        "Id",
        "TerminalCode",
        "SerialNumber",
        "TerminalName",
        "Location",
        "Status",
        "PtspProviderCode",
        "MerchantUserId",
        "MerchantName",
        "SettlementAccountId",
        "SettlementAccountNumber",
        "VirtualAccountId",
        "EnableMerchantServices",
        "EnableAgentServices",
        "CreatedAt",
        "LastUpdated",
    ];
    expected.sort_unstable();
    assert_eq!(keys, expected, "{item}");
    assert_eq!(item["MerchantUserId"], s.merchant);
    assert_eq!(item["MerchantName"], "Ada Okafor");
    assert_eq!(
        (item["SettlementAccountId"].as_i64(), item["SettlementAccountNumber"].as_str()),
        (Some(s.gl_id), Some(s.gl_code.as_str()))
    );
    assert_eq!((item["Status"].as_str(), item["PtspProviderCode"].as_str()), (Some("ENABLED"), Some("NIBSS")));

    let count = |body: &Value| body["Data"]["totalRows"].as_i64();
    for (filter, want, code) in [
        (json!({"status": "DISABLED"}), 1, "ATM-B1"),
        (json!({"status": "enabled"}), 1 + demo, "POS-A1"),
        (json!({"merchantUserId": s.other_merchant}), 1, "ATM-B1"),
        (json!({"ptspProviderCode": "NIBSS"}), 1, "POS-A1"),
        (json!({"searchText": "pos-a"}), 1, "POS-A1"),
        (json!({"searchText": "ser-100", "status": "DISABLED"}), 1, "ATM-B1"),
    ] {
        let body = ok(&server, m, "RetrieveTerminalsListQuery", filter.clone()).await;
        assert_eq!(count(&body), Some(want), "{filter}: {body}");
        assert_eq!(body["Data"]["items"][0]["TerminalCode"], code, "{filter}");
    }
    let body = ok(&server, m, "RetrieveTerminalsListQuery", json!({"searchText": "SER-100"})).await;
    assert_eq!(count(&body), Some(2));
    let body = ok(&server, m, "RetrieveTerminalsListQuery", json!({"pageSize": 1, "pageNumber": 2 + demo})).await;
    assert_eq!((body["HasNext"].as_bool(), body["HasPrevious"].as_bool()), (Some(false), Some(true)), "{body}");
    let body = ok(&server, m, "RetrieveTerminalsListQuery", json!({"pageSize": 1, "isExport": true})).await;
    assert_eq!(body["Data"]["items"].as_array().map(Vec::len), Some(2 + demo as usize));
    let (status, _, _) = refused(&server, m, "RetrieveTerminalsListQuery", json!({"status": "LOST"})).await;
    assert_eq!(status, 400);

    // By serial and the lookup.
    let body = ok(
        &server,
        m,
        "GetProviderTerminalBySerialQuery",
        json!({"serialNumber": "SER-100", "ptspProviderCode": "UPSL"}),
    )
    .await;
    assert_eq!(body["Data"]["Id"], b_id);
    let (status, _, _) = refused(
        &server,
        m,
        "GetProviderTerminalBySerialQuery",
        json!({"serialNumber": "SER-404", "ptspProviderCode": "UPSL"}),
    )
    .await;
    assert_eq!(status, 404);
    let body = ok(&server, m, "LookUpTerminalsQuery", json!({"searchText": "ser"})).await;
    assert_eq!(body["Data"].as_array().map(Vec::len), Some(2), "{body}");
    let body = ok(&server, m, "LookUpTerminalsQuery", json!({"pageSize": 1, "merchantUserId": s.merchant})).await;
    assert_eq!(body["Data"][0]["TerminalCode"], "POS-A1", "{body}");
    assert_eq!(body["Data"].as_array().map(Vec::len), Some(1));
}

async fn terminal_cli(db: TestDb) {
    let manifest = db.init_with_demo();
    let merchant = db.sql_scalar_i64("SELECT id FROM users WHERE username = 'teller.ada'").await.to_string();
    let gl = manifest["glAccounts"][0]["id"].to_string();
    db.bank(&["terminal", "provider-add", "NIBSS", "NIBSS PTSP", "-o", "json"]).ok_json();
    let created = db
        .bank(&[
            "terminal",
            "create",
            "--code",
            "CLI-1",
            "--serial",
            "S1",
            "--provider",
            "NIBSS",
            "--merchant-user-id",
            &merchant,
            "--settlement-account-id",
            &gl,
            "-o",
            "json",
        ])
        .ok_json();
    let id = created["Data"]["TerminalId"].to_string();
    db.bank(&["terminal", "update", &id, "--name", "Front desk", "-o", "json"]).ok_json();
    db.bank(&["terminal", "disable", &id, "--reason", "Audit"]).ok();
    let run = db.bank(&["terminal", "disable", &id, "-o", "json"]).fails_with(1);
    assert_eq!(run.json()["StatusCode"], "03");
    db.bank(&["terminal", "enable", &id]).ok();
    let shown = db.bank(&["terminal", "show", &id, "-o", "json"]).ok_json();
    assert_eq!(shown["Data"]["TerminalName"], "Front desk");
    let table = db.bank(&["terminal", "list", "--status", "enabled"]).ok().stdout();
    assert!(table.contains("CLI-1") && table.contains("page 1 of 1 (3 terminals)"), "{table}");
    let done = db.bank(&["terminal", "terminate", &id, "-o", "json"]).ok_json();
    assert_eq!(done["Data"]["Status"], "TERMINATED");
}
