//! Webhooks: configuration on `/api/v1/execute`, inbound calls at
//! `/api/webhook/{path}` (allow-list, forwarded addresses, signatures, body
//! limit, audit), the JavaScript sandbox's limits, and `bank webhook`.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(
    webhook_configuration_commands,
    inbound_calls_run_commands_and_are_guarded,
    sandbox_limits_leave_the_server_healthy,
    forwarded_for_is_trusted_only_from_proxies,
    webhook_cli,
    a_webhook_or_job_never_acts_beyond_its_maker
);

pub async fn execute(server: &Server, token: &str, cmd: &str, data: Value) -> (u16, Value) {
    server.post("/api/v1/execute", Some(token), &json!({"cmd": cmd, "data": data})).await
}

pub async fn ok(server: &Server, token: &str, cmd: &str, data: Value) -> Value {
    let (status, body) = execute(server, token, cmd, data).await;
    assert_eq!((status, body["statusCode"].as_str()), (200, Some("00")), "{cmd}: {body}");
    body
}

/// Calls an inbound webhook with `method`, optional extra headers and a raw body.
pub async fn call(server: &Server, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> (u16, Value) {
    let method = reqwest::Method::from_bytes(method.as_bytes()).expect("method");
    let mut request = server
        .client
        .request(method, format!("{}/api/webhook/{path}", server.base))
        .header("content-type", "application/json")
        .body(body.to_owned());
    for (k, v) in headers {
        request = request.header(*k, *v);
    }
    let response = request.send().await.expect("webhook call");
    let status = response.status().as_u16();
    let text = response.text().await.expect("body");
    (status, serde_json::from_str(&text).unwrap_or_else(|_| panic!("{status}: not JSON: {text}")))
}

fn admin(manifest: &Value) -> String {
    token_of(manifest, "Admin").to_owned()
}

async fn webhook_configuration_commands(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let a = admin(&manifest);
    let demo_count = manifest["webhooks"].as_array().map_or(0, Vec::len) as i64;

    ok(&server, &a, "SetWebhookBaseUrlCommand", json!({"baseUrl": "https://bank.example.ng/"})).await;
    let body = ok(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "nibss-credit", "description": "NIBSS credit notice", "path": "/nibss/credit",
               "action": "post", "executionType": 2, "executionCode": "({ok: true, amount: webhookData.amount})",
               "allowableIPs": "10.0.0.1, 10.0.0.2"}),
    )
    .await;
    let data = &body["data"];
    let id = data["id"].as_i64().expect("id");
    assert_eq!(data["key"], "nibss-credit");
    assert_eq!(data["path"], "nibss/credit");
    assert_eq!(data["url"], "https://bank.example.ng/api/webhook/nibss/credit");
    assert_eq!((data["executionType"].as_i64(), data["isEnabled"].as_bool()), (Some(2), Some(true)));

    // A webhook open to anyone must say so, and lists show it; the demo's are restricted.
    let open = json!({"key": "open", "path": "open", "action": "POST", "executionType": 2, "executionCode": "1"});
    let (status, body) = execute(&server, &a, "CreateWebHookConfigCommand", open.clone()).await;
    assert!(status == 400 && body["errors"]["allowableIPs"].is_array(), "{body}");
    let mut anonymous = open;
    anonymous["allowAnonymous"] = json!(true);
    let open_id = ok(&server, &a, "CreateWebHookConfigCommand", anonymous).await["data"]["id"].as_i64().expect("id");
    let shown = ok(&server, &a, "GetWebHookConfigByIdQuery", json!({"id": open_id})).await;
    assert_eq!(shown["data"]["allowAnonymous"], true, "{shown}");
    let (status, body) =
        execute(&server, &a, "UpdateWebHookConfigCommand", json!({"id": open_id, "allowAnonymous": false})).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(call(&server, "POST", "open", &[], "{}").await.0, 200);
    // A row left open without the flag (written around the commands) is refused at the door.
    db.sql_execute("UPDATE webhook_configs SET allow_anonymous = (1 = 0) WHERE key = 'open'").await.expect("unflag");
    let (status, body) = call(&server, "POST", "open", &[], "{}").await;
    assert_eq!(status, 403, "{body}");
    assert!(body.to_string().contains("no allow-list or secret"), "{body}");
    ok(&server, &a, "DeleteWebHookConfigCommand", json!({"id": open_id})).await;
    let list = ok(&server, &a, "GetWebHookConfigListQuery", json!({"pageSize": 100})).await;
    for w in list["data"].as_array().expect("list") {
        assert!(w["allowAnonymous"] == false && w["allowableIPs"] != "", "{w}");
    }

    // Conditional fields, all at once; and unknown commands.
    for (t, field) in [(0, "commandName"), (1, "commandChain"), (2, "executionCode"), (3, "processDefinitionId")] {
        let (status, body) = execute(
            &server,
            &a,
            "CreateWebHookConfigCommand",
            json!({"key": format!("k{t}"), "path": format!("p{t}"), "action": "POST", "executionType": t,
                   "runAsUser": "svc.webhook"}),
        )
        .await;
        assert_eq!(status, 400, "{body}");
        assert!(body["errors"][field].is_array(), "type {t}: {body}");
    }
    let (status, body) = execute(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"path": "a b", "action": "TRACE", "executionType": 9, "allowableIPs": "10.0.0.0/33"}),
    )
    .await;
    assert_eq!(status, 400);
    for field in ["key", "path", "action", "executionType", "allowableIPs"] {
        assert!(body["errors"][field].is_array(), "{field}: {body}");
    }
    let (status, body) = execute(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "ghost", "path": "ghost", "action": "POST", "executionType": 0,
               "commandName": "NoSuchCommand", "runAsUser": "svc.webhook", "allowAnonymous": true}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert!(body["errors"]["commandName"][0].as_str().is_some_and(|m| m.contains("not a registered")), "{body}");
    let (status, body) = execute(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "proc", "path": "proc", "action": "POST", "executionType": 3,
               "processDefinitionId": 999, "runAsUser": "svc.webhook", "allowAnonymous": true}),
    )
    .await;
    assert_eq!(status, 400, "{body}");

    // Unique key and path.
    for dup in [json!({"key": "nibss-credit", "path": "other"}), json!({"key": "other", "path": "nibss/credit"})] {
        let mut req = json!({"action": "POST", "executionType": 2, "executionCode": "1", "allowAnonymous": true});
        req.as_object_mut().expect("obj").extend(dup.as_object().expect("obj").clone());
        let (status, body) = execute(&server, &a, "CreateWebHookConfigCommand", req).await;
        assert_eq!(status, 409, "{body}");
    }

    // By id: everything, the code included; the secret never.
    let body = ok(&server, &a, "GetWebHookConfigByIdQuery", json!({"id": id})).await;
    let d = &body["data"];
    assert_eq!(d["executionCode"], "({ok: true, amount: webhookData.amount})");
    assert_eq!(d["executionTypeDesc"], "Execute Code");
    assert_eq!(d["allowableIPs"], "10.0.0.1,10.0.0.2");
    assert_eq!(d["action"], "POST");
    assert!(d["createdAt"].is_string() && d["updatedAt"].is_string(), "{d}");
    let (status, _) = execute(&server, &a, "GetWebHookConfigByIdQuery", json!({"id": 9999})).await;
    assert_eq!(status, 404);

    // The list envelope; no code in lists.
    let body = ok(&server, &a, "GetWebHookConfigListQuery", json!({"pageSize": 2})).await;
    let total = demo_count + 1;
    assert_eq!(body["count"], total);
    assert_eq!(body["size"], 2);
    assert_eq!(body["pageIndex"], 0);
    assert_eq!(body["pages"], (total + 1) / 2);
    assert_eq!(body["hasNext"], true);
    assert_eq!(body["message"], format!("2/{total} records"));
    let items = body["data"].as_array().expect("data[]");
    assert_eq!(items.len(), 2);
    assert!(items.iter().all(|w| w.get("executionCode").is_none() && w.get("secret").is_none()), "{body}");
    let last = ok(&server, &a, "GetWebHookConfigListQuery", json!({"pageIndex": (total - 1) / 2, "pageSize": 2})).await;
    assert_eq!(last["hasNext"], false);
    let filtered = ok(&server, &a, "GetWebHookConfigListQuery", json!({"key": "NIBSS", "isEnabled": true})).await;
    assert_eq!(filtered["count"], 1, "{filtered}");
    let (status, _) = execute(&server, &a, "GetWebHookConfigListQuery", json!({"pageIndex": -1})).await;
    assert_eq!(status, 400);

    // Update, deactivate, activate, delete.
    let body =
        ok(&server, &a, "UpdateWebHookConfigCommand", json!({"id": id, "description": "changed", "isEnabled": false}))
            .await;
    // The spec's keys; the product's page adds the configuration and updatedAt.
    assert_eq!(
        (&body["data"]["id"], &body["data"]["key"], &body["data"]["isEnabled"]),
        (&json!(id), &json!("nibss-credit"), &json!(false))
    );
    let (status, body) =
        execute(&server, &a, "UpdateWebHookConfigCommand", json!({"id": id, "executionType": 0})).await;
    assert_eq!(status, 400, "switching to a command needs its fields: {body}");
    let body = ok(&server, &a, "ActivateWebHookConfigCommand", json!({"id": id})).await;
    assert_eq!(body["data"]["isEnabled"], true);
    let body = ok(&server, &a, "DeactivateWebHookConfigCommand", json!({"id": id})).await;
    assert_eq!(body["data"]["isEnabled"], false);
    let body = ok(&server, &a, "GetWebHookConfigByIdQuery", json!({"id": id})).await;
    assert_eq!(
        (body["data"]["description"].as_str(), body["data"]["isEnabled"].as_bool()),
        (Some("changed"), Some(false))
    );
    let body = ok(&server, &a, "DeleteWebHookConfigCommand", json!({"id": id})).await;
    assert_eq!((&body["data"]["id"], &body["data"]["key"]), (&json!(id), &json!("nibss-credit")), "{body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    let (status, _) = execute(&server, &a, "DeleteWebHookConfigCommand", json!({"id": id})).await;
    assert_eq!(status, 404);

    // Only webhooks.manage configures webhooks.
    let manager = token_of(&manifest, "Branch Manager");
    let (status, body) = execute(&server, manager, "GetWebHookConfigListQuery", json!({})).await;
    assert_eq!(status, 403, "{body}");
    let (status, _) = server.post("/api/v1/execute", None, &json!({"cmd": "GetWebHookConfigListQuery"})).await;
    assert_eq!(status, 401);
}

async fn inbound_calls_run_commands_and_are_guarded(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--webhook-body-limit-bytes", "2048"]);
    let a = admin(&manifest);

    // Type 0 (demo): the body is the command's parameters; the command's own envelope answers.
    let (status, body) = call(&server, "POST", "demo/branches", &[], r#"{"pageSize": 2}"#).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["isSuccessful"], true);
    assert_eq!(body["data"]["items"].as_array().map(Vec::len), Some(2), "{body}");
    assert_eq!(body["data"]["totalRows"], 5);
    // The command runs as the webhook's run-as user, with exactly that user's permissions.
    let opener = ok(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "branch-open", "path": "branches/open", "action": "POST", "executionType": 0,
               "commandName": "CreateBranchCommand", "runAsUser": "svc.webhook", "allowAnonymous": true}),
    )
    .await;
    let opener_id = opener["data"]["id"].as_i64().expect("id");
    let branch = r#"{"key": "LEK", "name": "Lekki Phase 1"}"#;
    let (status, body) = call(&server, "POST", "branches/open", &[], branch).await;
    assert_eq!((status, body["status"].as_i64()), (403, Some(403)), "a teller may not create branches: {body}");
    let who = db
        .sql_text("SELECT user_name FROM activities WHERE user_agent = 'webhook branch-open' AND success = FALSE ORDER BY id DESC LIMIT 1")
        .await;
    assert_eq!(who, "svc.webhook");
    ok(&server, &a, "UpdateWebHookConfigCommand", json!({"id": opener_id, "runAsUser": "regional.efe"})).await;
    let (status, body) = call(&server, "POST", "branches/open", &[("x-request-id", "nibss-7")], branch).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["key"], "LEK", "{body}");
    let audited = db.sql_text("SELECT user_agent FROM activities WHERE request_id = 'nibss-7'").await;
    assert_eq!(audited, "webhook branch-open", "the caller's request id is in the audit row");
    let ip = db
        .sql_text("SELECT ip_address FROM activities WHERE user_agent = 'webhook branch-open' AND success = TRUE")
        .await;
    assert_eq!(ip, "127.0.0.1");
    // A command's own refusal keeps its status.
    let (status, body) = call(&server, "POST", "demo/branches", &[], r#"{"pageSize": 0}"#).await;
    assert_eq!((status, body["status"].as_i64()), (400, Some(400)), "{body}");

    // Type 1 (demo chain): every step's data in order.
    let (status, body) = call(&server, "POST", "demo/branch-chain", &[], "{}").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["results"][0]["data"]["key"], "HQ", "{body}");
    assert_eq!(body["results"][1]["commandName"], "RetrieveBranchesListQuery");

    // Type 2 (demo code): the script's value, with the four variables.
    let (status, body) =
        call(&server, "POST", "demo/deposit-score", &[], r#"{"reference": "DEP-1", "amount": 2500000}"#).await;
    assert_eq!((status, body.clone()), (200, json!({"reference": "DEP-1", "large": true, "from": "127.0.0.1"})));
    let hook = ok(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "echo", "path": "echo/v1", "action": "PUT", "executionType": 2,
               "executionCode": "[webhookPath, webhookMethod, remoteIp, webhookData]", "allowAnonymous": true}),
    )
    .await;
    let echo_id = hook["data"]["id"].as_i64().expect("id");
    let (status, body) = call(&server, "PUT", "echo/v1", &[], "[1,2]").await;
    assert_eq!((status, body), (200, json!(["echo/v1", "PUT", "127.0.0.1", [1, 2]])));

    // Errors, each as {error, status}.
    let (status, body) = call(&server, "POST", "no/such/hook", &[], "{}").await;
    assert_eq!((status, body["status"].as_i64()), (404, Some(404)));
    assert!(body["error"].as_str().is_some_and(|e| e.contains("not configured")), "{body}");
    let (status, body) = call(&server, "POST", "echo/v1", &[], "{}").await;
    assert_eq!((status, body["status"].as_i64()), (405, Some(405)), "method must match the action: {body}");
    let (status, body) = call(&server, "PUT", "echo/v1", &[], "{not json").await;
    assert_eq!((status, body["status"].as_i64()), (400, Some(400)), "{body}");
    let big = format!("{{\"pad\": \"{}\"}}", "x".repeat(4096));
    let (status, body) = call(&server, "PUT", "echo/v1", &[], &big).await;
    assert_eq!((status, body["status"].as_i64()), (413, Some(413)), "{body}");
    ok(&server, &a, "DeactivateWebHookConfigCommand", json!({"id": echo_id})).await;
    let (status, body) = call(&server, "PUT", "echo/v1", &[], "{}").await;
    assert_eq!((status, body["status"].as_i64()), (403, Some(403)));
    assert!(body["error"].as_str().is_some_and(|e| e.contains("not active")), "{body}");
    ok(&server, &a, "ActivateWebHookConfigCommand", json!({"id": echo_id})).await;

    // IP allow-list: exact addresses; the test client is 127.0.0.1.
    ok(&server, &a, "UpdateWebHookConfigCommand", json!({"id": echo_id, "allowableIPs": "10.9.9.9"})).await;
    let (status, body) = call(&server, "PUT", "echo/v1", &[], "{}").await;
    assert_eq!((status, body["status"].as_i64()), (403, Some(403)));
    assert!(body["error"].as_str().is_some_and(|e| e.contains("not whitelisted")), "{body}");
    // Claiming the allowed address in X-Forwarded-For does not help: this server trusts no proxy.
    let (status, _) = call(&server, "PUT", "echo/v1", &[("x-forwarded-for", "10.9.9.9")], "{}").await;
    assert_eq!(status, 403, "a spoofed X-Forwarded-For must be ignored");
    // The allow-list is checked first: an outside caller learns neither the state nor the method.
    ok(&server, &a, "DeactivateWebHookConfigCommand", json!({"id": echo_id})).await;
    let (status, body) = call(&server, "POST", "echo/v1", &[], "{}").await;
    assert_eq!((status, body["code"].as_str()), (403, Some("IP_NOT_WHITELISTED")), "{body}");
    ok(&server, &a, "ActivateWebHookConfigCommand", json!({"id": echo_id})).await;
    ok(&server, &a, "UpdateWebHookConfigCommand", json!({"id": echo_id, "allowableIPs": "10.9.9.9,127.0.0.1"})).await;
    let (status, _) = call(&server, "PUT", "echo/v1", &[], "{}").await;
    assert_eq!(status, 200);

    // Signatures: HMAC-SHA256 of the raw body, hex, optionally `sha256=`.
    let secret = "s3cret-key-for-hmac-256";
    ok(&server, &a, "UpdateWebHookConfigCommand", json!({"id": echo_id, "secret": secret})).await;
    let got = ok(&server, &a, "GetWebHookConfigByIdQuery", json!({"id": echo_id})).await;
    assert_eq!(got["data"]["hasSecret"], true);
    assert!(got["data"].get("secret").is_none());
    let payload = r#"{"amount": 100}"#;
    let signature = bank_core::webhook::inbound::sign(secret, payload.as_bytes());
    let (status, body) = call(&server, "PUT", "echo/v1", &[("x-webhook-signature", &signature)], payload).await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = call(&server, "PUT", "echo/v1", &[], payload).await;
    assert_eq!((status, body["code"].as_str()), (401, Some("SIGNATURE_MISSING")));
    let (status, body) =
        call(&server, "PUT", "echo/v1", &[("x-webhook-signature", &signature)], r#"{"amount": 999}"#).await;
    assert_eq!((status, body["code"].as_str()), (401, Some("SIGNATURE_INVALID")), "a tampered body");
    ok(&server, &a, "UpdateWebHookConfigCommand", json!({"id": echo_id, "secret": ""})).await;
    let (status, _) = call(&server, "PUT", "echo/v1", &[], payload).await;
    assert_eq!(status, 200, "the secret was removed");

    // A configuration error: the run-as user was disabled after configuration.
    let cfg = ok(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "as-bola", "path": "as-bola", "action": "POST", "executionType": 0,
               "commandName": "RetrieveBranchesListQuery", "runAsUser": "senior.bola", "allowAnonymous": true}),
    )
    .await;
    assert!(cfg["data"]["id"].is_i64());
    db.bank(&["user", "disable", "senior.bola", "--yes"]).ok();
    let (status, body) = call(&server, "POST", "as-bola", &[], "{}").await;
    assert_eq!((status, body["status"].as_i64()), (400, Some(400)), "{body}");
    assert!(body["error"].as_str().is_some_and(|e| e.contains("senior.bola")), "{body}");

    // Every call is audited with its outcome; the audit is append-only.
    let calls = db.sql_scalar_i64("SELECT COUNT(*) FROM webhook_calls").await;
    assert!(calls >= 20, "{calls}");
    assert!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM webhook_calls WHERE status = 404 AND webhook_id IS NULL").await >= 1
    );
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM webhook_calls WHERE outcome = 'IP_NOT_WHITELISTED'").await, 3);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM webhook_calls WHERE outcome = 'SIGNATURE_INVALID'").await, 1);
    assert!(db.sql_execute("DELETE FROM webhook_calls").await.is_err_and(|e| e.contains("append-only")));
}

async fn sandbox_limits_leave_the_server_healthy(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let a = admin(&manifest);
    let scripts = [
        ("loop", "while (true) {}", "SCRIPT_TIMEOUT", "longer than"),
        ("bomb", "let a = []; while (true) { a.push(new Array(1000000).fill(7)); }", "SCRIPT_MEMORY_LIMIT", "memory"),
        ("throw", "throw new Error('amount is missing')", "SCRIPT_ERROR", "amount is missing"),
        ("io", "require('fs')", "SCRIPT_ERROR", "require"),
    ];
    for (path, code, expected, needle) in scripts {
        ok(
            &server,
            &a,
            "CreateWebHookConfigCommand",
            json!({"key": path, "path": path, "action": "POST", "executionType": 2, "executionCode": code,
                   "allowAnonymous": true}),
        )
        .await;
        let started = std::time::Instant::now();
        let (status, body) = call(&server, "POST", path, &[], "{}").await;
        assert_eq!((status, body["code"].as_str()), (422, Some(expected)), "{path}: {body}");
        assert!(body["error"].as_str().is_some_and(|e| e.contains(needle)), "{path}: {body}");
        assert!(started.elapsed() < std::time::Duration::from_secs(10), "{path} took {:?}", started.elapsed());
    }
    // Several endless loops at once, then the server still answers everything.
    let mut handles = Vec::new();
    for _ in 0..6 {
        let client = server.client.clone();
        let url = format!("{}/api/webhook/loop", server.base);
        handles
            .push(tokio::spawn(async move { client.post(url).body("{}").send().await.map(|r| r.status().as_u16()) }));
    }
    for h in handles {
        assert_eq!(h.await.expect("join").expect("send"), 422);
    }
    let (status, body) = server.get("/healthz", None).await;
    assert_eq!((status, body["status"].as_str()), (200, Some("ok")));
    let (status, body) = call(&server, "POST", "demo/deposit-score", &[], r#"{"reference": "R", "amount": 1}"#).await;
    assert_eq!((status, body["large"].as_bool()), (200, Some(false)), "{body}");
}

async fn forwarded_for_is_trusted_only_from_proxies(db: TestDb) {
    let manifest = db.init_with_demo();
    // This server treats the local peer as its reverse proxy.
    let server = db.serve(&["--trusted-proxy", "127.0.0.1"]);
    let a = admin(&manifest);
    ok(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "partner", "path": "partner", "action": "POST", "executionType": 2,
               "executionCode": "remoteIp", "allowableIPs": "198.51.100.7"}),
    )
    .await;
    let (status, body) = call(&server, "POST", "partner", &[("x-forwarded-for", "198.51.100.7")], "{}").await;
    assert_eq!((status, body), (200, json!("198.51.100.7")));
    // The client may prepend anything; the proxy appends the real address, which is what counts.
    let (status, _) =
        call(&server, "POST", "partner", &[("x-forwarded-for", "198.51.100.7, 203.0.113.50")], "{}").await;
    assert_eq!(status, 403);
    let (status, _) = call(&server, "POST", "partner", &[], "{}").await;
    assert_eq!(status, 403, "without the header the proxy itself is the caller");
    let (status, _) = call(&server, "POST", "partner", &[("x-forwarded-for", "not-an-ip")], "{}").await;
    assert_eq!(status, 403);
    let recorded = db.sql_text("SELECT remote_ip FROM webhook_calls WHERE status = 200 ORDER BY id DESC LIMIT 1").await;
    assert_eq!(recorded, "198.51.100.7");
}

async fn webhook_cli(db: TestDb) {
    db.init_with_demo();
    let created = db
        .bank(&[
            "webhook",
            "create",
            "cli-hook",
            "--path",
            "cli/hook",
            "--type",
            "command",
            "--command",
            "RetrieveBranchesListQuery",
            "--run-as",
            "svc.webhook",
            "--allow-ip",
            "10.0.0.1",
            "-o",
            "json",
        ])
        .ok_json();
    let id = created["data"]["id"].as_i64().expect("id").to_string();
    assert_eq!(created["data"]["url"], "http://127.0.0.1:8080/api/webhook/cli/hook");
    let shown = db.bank(&["webhook", "show", &id, "-o", "json"]).ok_json();
    assert_eq!(shown["data"]["allowableIPs"], "10.0.0.1");
    let table = db.bank(&["webhook", "list"]).ok().stdout();
    assert!(table.contains("cli-hook") && table.contains("5/5 records"), "{table}");
    db.bank(&["webhook", "disable", &id]).ok();
    let listed = db.bank(&["webhook", "list", "--enabled", "false", "-o", "json"]).ok_json();
    assert_eq!(listed["count"], 1);
    db.bank(&["webhook", "enable", &id]).ok();
    // Opening it to any address needs --allow-anonymous true, and the list says so.
    db.bank(&["webhook", "update", &id, "--allow-any-ip", "--description", "open"]).fails_with(1);
    db.bank(&["webhook", "update", &id, "--allow-any-ip", "--description", "open", "--allow-anonymous", "true"]).ok();
    let shown = db.bank(&["webhook", "show", &id, "-o", "json"]).ok_json();
    assert_eq!(
        (shown["data"]["allowableIPs"].as_str(), shown["data"]["description"].as_str()),
        (Some(""), Some("open"))
    );
    assert_eq!(shown["data"]["allowAnonymous"], true);
    let table = db.bank(&["webhook", "list"]).ok().stdout();
    assert!(table.contains("Anonymous"), "{table}");
    let refused =
        db.bank(&["webhook", "create", "bad", "--path", "bad", "--type", "code", "-o", "json"]).fails_with(1).json();
    assert!(refused["errors"]["executionCode"].is_array(), "{refused}");
    db.bank(&["webhook", "delete", &id, "--yes"]).ok();
    db.bank(&["webhook", "show", &id]).fails_with(1);
}

/// A webhook or job runs as someone: whoever configures it must hold every
/// permission that someone would act with, and an approval limit as high.
async fn a_webhook_or_job_never_acts_beyond_its_maker(db: TestDb) {
    let manifest = db.init_with_demo();
    // No command grants a ladder role webhook or job management; an operator could by hand.
    for p in ["webhooks.manage", "jobs.manage"] {
        db.sql_execute(&format!(
            "INSERT INTO role_permissions (role_id, permission) SELECT id, '{p}' FROM roles WHERE name = 'Branch Manager'"
        ))
        .await
        .expect("grant");
    }
    let server = db.serve(&["--no-scheduler"]);
    let manager = token_of(&manifest, "Branch Manager");
    let regional = "regional.efe"; // the demo's Regional Manager
    let hook = |key: &str, command: &str, run_as: Option<&str>| {
        let mut body = json!({"key": key, "path": key, "action": "POST", "executionType": 0,
                              "commandName": command, "allowableIPs": "10.0.0.1"});
        if let Some(user) = run_as {
            body["runAsUser"] = json!(user);
        }
        body
    };
    let refused = |status: u16, body: &Value, needle: &str| {
        assert_eq!(status, 403, "{body}");
        assert!(body.to_string().contains(needle), "{needle}: {body}");
    };

    // More permissions (gl.manage among them) and a higher approval limit than the maker's.
    let (status, body) = execute(
        &server,
        manager,
        "CreateWebHookConfigCommand",
        hook("as-regional", "RetrieveBranchesListQuery", Some(regional)),
    )
    .await;
    refused(status, &body, "gl.manage");
    // The default service user would get the permission its command needs: the maker must hold it.
    let (status, body) =
        execute(&server, manager, "CreateWebHookConfigCommand", hook("gl", "CreateGlAccountCommand", None)).await;
    refused(status, &body, "gl.manage");

    // Within the maker's own grants it is configured, and an update cannot widen it.
    let id = ok(&server, manager, "CreateWebHookConfigCommand", hook("census", "RetrieveBranchesListQuery", None))
        .await["data"]["id"]
        .as_i64()
        .expect("id");
    ok(&server, manager, "UpdateWebHookConfigCommand", json!({"id": id, "runAsUser": "teller.ada"})).await;
    let (status, body) =
        execute(&server, manager, "UpdateWebHookConfigCommand", json!({"id": id, "runAsUser": regional})).await;
    refused(status, &body, "gl.manage");
    let shown = ok(&server, manager, "GetWebHookConfigByIdQuery", json!({"id": id})).await;
    assert_eq!(shown["data"]["runAsUser"], "teller.ada", "{shown}");

    // Recurring jobs alike.
    let job = json!({"key": "census", "cronExpression": "0 2 * * *", "executionType": 0,
                     "commandName": "RetrieveBranchesListQuery", "runAsUser": regional});
    let (status, body) = execute(&server, manager, "CreateRecurringJobCommand", job).await;
    refused(status, &body, "gl.manage");
    let zero = db.sql_scalar_i64("SELECT COUNT(*) FROM recurring_jobs WHERE key = 'census'").await;
    assert_eq!(zero, 0);
    // An administrator holds everything and may delegate anything.
    let admin = admin(&manifest);
    let job = json!({"key": "census", "cronExpression": "0 2 * * *", "executionType": 0,
                     "commandName": "RetrieveBranchesListQuery", "runAsUser": regional});
    ok(&server, &admin, "CreateRecurringJobCommand", job).await;
}
