//! What operators and integrators rely on around the commands: probes, the
//! version, request ids, `WWW-Authenticate` and CORS.

use serde_json::{Value, json};

use crate::support::{Backend, TestDb, token_of};

#[tokio::test]
async fn probes_answer_and_every_request_has_an_id() {
    let db = TestDb::new(Backend::Sqlite).await;
    let manifest = db.init_with_demo();
    let server = db.serve_logging(&["--log-format", "json"], "info");
    let url = |path: &str| format!("{}{path}", server.base);

    let (status, body) = server.get("/healthz", None).await;
    assert_eq!((status, body), (200, json!({"status": "ok"})));
    let (status, body) = server.get("/readyz", None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        json!({"status": "ready", "database": "reachable", "schema": "current", "outboxWorker": "running"})
    );
    let (_, body) = server.get("/version", None).await;
    let version = db.bank(&["--version"]).ok().stdout();
    let commit = body["commit"].as_str().expect("commit");
    assert!(version.contains(commit) && version.contains(body["version"].as_str().expect("version")), "{version}");

    // The caller's id is echoed, logged with the request and quoted in errors.
    let response = server.client.get(url("/api/Activities")).header("x-request-id", "support-42").send().await;
    let response = response.expect("request");
    assert_eq!(response.status(), 401);
    assert_eq!(response.headers()["www-authenticate"], "Bearer");
    assert_eq!(response.headers()["x-request-id"], "support-42");
    let body: Value = response.json().await.expect("json");
    assert_eq!(body["requestId"], "support-42", "{body}");
    assert!(server.log_text().lines().any(|l| l.contains("support-42") && l.contains("/api/Activities")));

    // Without one (or with one that is not plain text), a UUID v7 is made.
    let token = token_of(&manifest, "Admin");
    let response =
        server.client.get(url("/healthz")).header("x-request-id", "a b").bearer_auth(token).send().await.expect("ok");
    let id = response.headers()["x-request-id"].to_str().expect("text").to_owned();
    let id = uuid::Uuid::parse_str(&id).expect("a UUID");
    assert_eq!(id.get_version_num(), 7);

    // A command's log line names the command and the user, never the token.
    let list = json!({"cmd": "RetrieveBranchesListQuery", "data": {"pageSize": 1}});
    let response = server.client.post(url("/api/bpm/cmd")).header("x-request-id", "support-43").bearer_auth(token);
    assert_eq!(response.json(&list).send().await.expect("command").status(), 200);
    // The audit record of a change names the request too.
    let change = json!({"cmd": "SetWebhookBaseUrlCommand", "data": {"baseUrl": "https://bank.example.ng/"}});
    let response = server.client.post(url("/api/v1/execute")).header("x-request-id", "support-44").bearer_auth(token);
    assert_eq!(response.json(&change).send().await.expect("change").status(), 200);
    let audited = db.sql_scalar_i64("SELECT COUNT(*) FROM activities WHERE request_id = 'support-44'").await;
    assert_eq!(audited, 1, "the activity carries the request id");
    let log = server.log_text();
    let line = log.lines().rfind(|l| l.contains("support-43")).expect("the request's log line");
    let line: Value = serde_json::from_str(line).expect("a JSON log line");
    let span = &line["span"];
    assert_eq!(
        (span["command"].as_str(), span["user"].as_str()),
        (Some("RetrieveBranchesListQuery"), Some("admin.funke"))
    );
    assert!(!log.contains(token), "no log line holds a token");
}

#[tokio::test]
async fn cors_answers_only_the_listed_origins() {
    let db = TestDb::new(Backend::Sqlite).await;
    db.bank(&["init"]).ok();
    let refused = db.bank(&["serve", "--listen", "127.0.0.1:0", "--cors-origin", "https://app.example.com/"]);
    assert_eq!(refused.code(), 2, "{}", refused.stderr());
    let server = db.serve(&["--cors-origin", "https://app.example.com"]);
    let preflight = |origin: &'static str| {
        server
            .client
            .request(reqwest::Method::OPTIONS, format!("{}/api/core/cmd", server.base))
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .header("access-control-request-headers", "authorization, content-type")
            .send()
    };
    let allowed = preflight("https://app.example.com").await.expect("preflight");
    assert!(allowed.status().is_success(), "{}", allowed.status());
    assert_eq!(allowed.headers()["access-control-allow-origin"], "https://app.example.com");
    let other = preflight("https://evil.example.com").await.expect("preflight");
    assert!(!other.headers().contains_key("access-control-allow-origin"));
}

/// The served document is `bank openapi`'s, and it is valid OpenAPI 3.1.
#[tokio::test]
async fn the_openapi_document_validates() {
    let db = TestDb::new(Backend::Sqlite).await;
    db.bank(&["init"]).ok();
    let printed: Value = serde_json::from_str(&db.bank(&["openapi"]).ok().stdout()).expect("JSON");
    let server = db.serve(&[]);
    let (status, served) = server.get("/openapi.json", None).await;
    assert_eq!((status, &served), (200, &printed));
    assert!(served["paths"]["/api/bpm/cmd/UpdateBranchCommand"]["post"].is_object());
    // An amount, read from any JSON by custom code, is still typed: a number or a decimal string.
    let amount = &served["components"]["schemas"]["InitiateDeposit"]["properties"]["amount"]["oneOf"];
    assert_eq!((amount[0]["type"].as_str(), amount[1]["type"].as_str()), (Some("number"), Some("string")), "{amount}");
    let file = db.dir.path().join("openapi.json");
    std::fs::write(&file, printed.to_string()).expect("write");
    let check = std::process::Command::new("openapi-spec-validator")
        .arg(&file)
        .output()
        .expect("openapi-spec-validator (pip install openapi-spec-validator; .ci/run installs it)");
    assert!(
        check.status.success(),
        "{}{}",
        String::from_utf8_lossy(&check.stdout),
        String::from_utf8_lossy(&check.stderr)
    );
}

/// Schemathesis (PyPI) generates requests for every operation of the served
/// document as an administrator: no answer is a 5xx, each status is one the
/// document lists, and each body fits its documented envelope.
#[tokio::test]
async fn schemathesis_finds_no_server_error_and_no_undocumented_answer() {
    let db = TestDb::new(Backend::Sqlite).await;
    let manifest = db.init_with_demo();
    // The fuzzer's burst must not meet the rate limits: they are tested apart.
    let server = db.serve(&["--rate-limit-ip", "off", "--rate-limit-user", "off", "--no-scheduler"]);
    let token = token_of(&manifest, "Admin");
    let run = std::process::Command::new("st")
        .args(["run", &format!("{}/openapi.json", server.base)])
        .args(["--header", &format!("Authorization: Bearer {token}")])
        .args(["--checks", "not_a_server_error,status_code_conformance,response_schema_conformance"])
        .args(["--checks", "content_type_conformance", "--max-examples", "3", "--workers", "2", "--seed", "1"])
        .env("NO_COLOR", "1")
        // Its caches (.schemathesis, .hypothesis) go to the test's own folder.
        .current_dir(db.dir.path())
        .output()
        .expect("schemathesis (pip install schemathesis; .ci/run installs it)");
    let out = String::from_utf8_lossy(&run.stdout);
    let tail: Vec<&str> = out.lines().rev().take(60).collect();
    assert!(
        run.status.success(),
        "{}\n{}",
        tail.into_iter().rev().collect::<Vec<_>>().join("\n"),
        String::from_utf8_lossy(&run.stderr)
    );
}

/// A URL of a database we do not speak is refused, not taken for a file name.
#[tokio::test]
async fn an_unknown_database_scheme_is_refused() {
    let db = TestDb::new(Backend::Sqlite).await;
    let run = db.bank(&["--database-url", "mysql://root@localhost/bank", "init"]);
    assert_ne!(run.code(), 0);
    assert!(run.stderr().contains("'mysql://' is not a supported database URL"), "{}", run.stderr());
    assert!(!std::path::Path::new("mysql:").exists());
}

crate::on_both_backends!(metrics_count_what_happened);

/// The value of the series `name{labels…}` on a Prometheus page (0 when absent).
fn series(page: &str, name: &str, labels: &[&str]) -> f64 {
    page.lines()
        .filter(|l| !l.starts_with('#'))
        .filter(|l| l.split(['{', ' ']).next() == Some(name))
        .filter(|l| labels.iter().all(|label| l.contains(label)))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

/// `GET /metrics` after traffic: requests by command and status with their
/// latency, committed transactions by type and state, webhook calls, the pool
/// and the outbox's backlog.
async fn metrics_count_what_happened(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--no-scheduler"]);
    let scrape = || async {
        let response = server.client.get(format!("{}/metrics", server.base)).send().await.expect("scrape");
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-type"].to_str().is_ok_and(|t| t.starts_with("text/plain")));
        response.text().await.expect("text")
    };
    let before = scrape().await;
    let deposits = |page: &str| series(page, "bank_transactions_total", &["type=\"DEPOSIT\"", "state=\"SETTLED\""]);
    let account = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let teller = token_of(&manifest, "Teller");
    for _ in 0..3 {
        let body = json!({"accountNumber": account, "amount": 100, "narration": "metrics", "channel": "BRANCH"});
        let (status, reply) = server.post("/api/bpm/cmd/InitiateDeposit", Some(teller), &body).await;
        assert_eq!(status, 200, "{reply}");
    }
    let (status, _) = server.post("/api/bpm/cmd", Some(teller), &json!({"cmd": "NoSuchCommand", "data": {}})).await;
    assert_eq!(status, 400);
    let (status, _) = server.post("/api/bpm/cmd", None, &json!({"cmd": "RetrieveBranchesListQuery"})).await;
    assert_eq!(status, 401);
    let hook = server.client.post(format!("{}/api/webhook/no/such/path", server.base)).body("{}").send().await;
    assert_eq!(hook.expect("webhook").status(), 404);

    let after = scrape().await;
    let ok = ["route=\"/api/bpm/cmd/{name}\"", "command=\"InitiateDeposit\"", "status=\"200\""];
    assert_eq!(series(&after, "bank_http_requests_total", &ok) - series(&before, "bank_http_requests_total", &ok), 3.0);
    let timed = ["command=\"InitiateDeposit\""];
    assert_eq!(series(&after, "bank_http_request_duration_seconds_count", &timed), 3.0, "{after}");
    assert_eq!(series(&after, "bank_http_requests_total", &["command=\"unknown\"", "status=\"400\""]), 1.0);
    assert_eq!(series(&after, "bank_http_requests_total", &["status=\"401\""]), 1.0);
    assert_eq!(deposits(&after) - deposits(&before), 3.0, "{after}");
    assert_eq!(series(&after, "bank_webhook_calls_total", &["status=\"404\""]), 1.0);
    assert!(series(&after, "bank_db_pool_connections", &["state=\"max\""]) >= 1.0, "{after}");
    assert!(series(&after, "bank_db_acquire_wait_seconds_count", &["kind=\"write\""]) >= 3.0, "{after}");
    assert!(series(&after, "bank_sql_statements_total", &["work=\"commands\""]) > 0.0);
    // Each deposit raises its notification through the outbox; the gauge is there either way.
    assert!(after.lines().any(|l| l.starts_with("bank_outbox_backlog ")), "{after}");
    assert!(after.lines().any(|l| l.starts_with("bank_outbox_oldest_age_seconds ")), "{after}");
    assert!(after.lines().any(|l| l.starts_with("bank_hub_connections ")), "{after}");
    assert!(after.lines().any(|l| l.starts_with("bank_event_deliveries_pending ")), "{after}");
    assert!(!after.contains(teller), "a token never reaches the page");
}

/// Over its rate a caller is told 429 with `Retry-After`, in the endpoint's
/// envelope, before anything runs; another caller is unaffected.
#[tokio::test]
async fn rates_are_limited_per_address_and_per_user() {
    let db = TestDb::new(Backend::Sqlite).await;
    let manifest = db.init_with_demo();
    let server = db.serve(&["--rate-limit-ip", "off", "--rate-limit-user", "3/min"]);
    let list = json!({"cmd": "RetrieveBranchesListQuery", "data": {"pageSize": 1}});
    let teller = token_of(&manifest, "Teller");
    for _ in 0..3 {
        assert_eq!(server.post("/api/bpm/cmd", Some(teller), &list).await.0, 200);
    }
    let response = server
        .client
        .post(format!("{}/api/bpm/cmd", server.base))
        .bearer_auth(teller)
        .json(&list)
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), 429);
    let wait: u64 = response.headers()["retry-after"].to_str().expect("text").parse().expect("seconds");
    assert!((1..=60).contains(&wait), "{wait}");
    let body: Value = response.json().await.expect("json");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("too many requests from this user")), "{body}");
    // The user's other requests wait too; another user does not.
    assert_eq!(server.get("/api/Activities/loggedinuseractivities", Some(teller)).await.0, 429);
    assert_eq!(server.post("/api/bpm/cmd", Some(token_of(&manifest, "Approver")), &list).await.0, 200);
    drop(server);

    let server = db.serve(&["--rate-limit-ip", "2/min", "--rate-limit-user", "off"]);
    for _ in 0..2 {
        assert_eq!(server.post("/api/bpm/cmd", None, &list).await.0, 401);
    }
    // Refused before the token is read: even a valid one waits.
    let (status, body) = server.post("/api/bpm/cmd", Some(teller), &list).await;
    assert_eq!(status, 429, "{body}");
    let bad = db.bank(&["serve", "--listen", "127.0.0.1:0", "--rate-limit-ip", "lots"]);
    assert_eq!(bad.code(), 2, "{}", bad.stderr());
    assert!(bad.stderr().contains("300/s"), "{}", bad.stderr());
}
