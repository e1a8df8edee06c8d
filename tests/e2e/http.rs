//! `bank serve` on port 0, spoken to as a client would.

use base64::Engine;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, Server, TestDb, token_of};

on_both_backends!(
    update_branch_in_every_envelope_variant,
    update_branch_errors_in_the_branch_envelope,
    authentication_and_permission_failures,
    unknown_commands_answer_in_their_area_envelope,
    malformed_and_oversized_bodies_change_nothing,
    activities_record_success_and_failure,
);

fn ikeja(manifest: &Value) -> i64 {
    manifest["branches"]
        .as_array()
        .and_then(|b| b.iter().find(|b| b["key"] == "IKJ"))
        .and_then(|b| b["id"].as_i64())
        .expect("IKJ")
}

fn update_data(id: i64, name: &str) -> Value {
    json!({
        "id": id, "key": "IKJ", "name": name,
        "contactInformation": {"emailAddress": "ikeja@demo.bank.ng", "mobileNumber": "+2348035550101"},
        "addressInformation": {"addressLine1": "12 Allen Avenue", "addressLine2": "Suite 4", "addressCity": "Ikeja",
                               "addressState": "Lagos", "addressCountry": "Nigeria", "zipCode": "100271"}
    })
}

async fn update_branch_in_every_envelope_variant(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let token = token_of(&manifest, "Regional Manager");
    let id = ikeja(&manifest);
    let flat = {
        let mut v = update_data(id, "via $type");
        v["$type"] = json!("UpdateBranchCommand");
        v
    };
    let variants = [
        json!({"commandName": "UpdateBranchCommand", "data": update_data(id, "via commandName")}),
        json!({"cmd": "UpdateBranchCommand", "data": update_data(id, "via cmd")}),
        json!({"Cmd": "UpdateBranchCommand", "Data": update_data(id, "via Cmd")}),
        json!({"commandType": "UpdateBranchCommand", "data": update_data(id, "via commandType")}),
        json!({"commandName": "UpdateBranchCommand", "data": update_data(id, "via data string").to_string()}),
        flat,
    ];
    for body in variants {
        let name = body.get("data").or(body.get("Data")).map_or_else(
            || body["name"].clone(),
            |d| {
                if d.is_string() {
                    serde_json::from_str::<Value>(d.as_str().unwrap_or("{}"))
                        .map(|v| v["name"].clone())
                        .unwrap_or_default()
                } else {
                    d["name"].clone()
                }
            },
        );
        let (status, response) = server.post("/api/bpm/cmd", Some(token), &body).await;
        assert_eq!(status, 200, "{body} -> {response}");
        assert_eq!(response["isSuccessful"], true);
        assert_eq!(response["statusCode"], "00");
        assert_eq!(response["data"]["name"], name);
        let data = response["data"].as_object().expect("data");
        let keys: Vec<&String> = data.keys().collect();
        assert_eq!(
            keys,
            ["encodedKey", "id", "key", "name", "objectState", "objectStateDescription"],
            "exactly the spec's fields"
        );
        assert_eq!(data["objectStateDescription"], "Active");
    }
    let (status, ready) = server.get("/readyz", None).await;
    assert_eq!((status, &ready["database"]), (200, &json!("reachable")));
}

async fn update_branch_errors_in_the_branch_envelope(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let token = token_of(&manifest, "Admin");
    let id = ikeja(&manifest);

    // Every invalid field at once.
    let mut bad = update_data(id, "");
    bad["contactInformation"]["emailAddress"] = json!("ikeja-at-bank");
    bad["addressInformation"].as_object_mut().map(|a| a.remove("zipCode"));
    bad.as_object_mut().map(|b| b.remove("key"));
    let (status, body) =
        server.post("/api/bpm/cmd", Some(token), &json!({"commandName": "UpdateBranchCommand", "data": bad})).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["statusCode"], "CBS_400");
    assert_eq!(body["isSuccessful"], false);
    let fields: Vec<&String> = body["errors"].as_object().expect("errors").keys().collect();
    assert_eq!(fields, ["addressInformation.zipCode", "contactInformation.emailAddress", "key", "name"]);

    // Wrong type, named by its path.
    let mut wrong = update_data(id, "x");
    wrong["contactInformation"]["mobileNumber"] = json!(2348035550101_i64);
    let (status, body) =
        server.post("/api/bpm/cmd", Some(token), &json!({"commandName": "UpdateBranchCommand", "data": wrong})).await;
    assert_eq!((status, body["statusCode"].as_str()), (400, Some("CBS_400")));
    assert!(body["errors"]["contactInformation.mobileNumber"].is_array(), "{body}");

    // Unknown branch.
    let (status, body) = server
        .post(
            "/api/bpm/cmd",
            Some(token),
            &json!({"commandName": "UpdateBranchCommand", "data": update_data(987_654, "x")}),
        )
        .await;
    assert_eq!((status, body["statusCode"].as_str()), (404, Some("CBS_404")), "{body}");

    // Nothing of the above changed the branch.
    let (_, shown) = server
        .post("/api/bpm/cmd", Some(token), &json!({"commandName": "RetrieveBranchByIdQuery", "data": {"id": id}}))
        .await;
    assert_eq!(shown["data"]["name"], "Ikeja Allen Avenue");
    assert_eq!(shown["data"]["contactInformation"]["emailAddress"], "ikeja@demo.bank.ng");
}

/// A token signed with the signing key of `key_file`, with `claims` over a
/// valid base for `username` (an hour from now, token version 0).
pub fn forge(key_file: &std::path::Path, username: &str, claims: serde_json::Value) -> String {
    let keys: serde_json::Value = serde_json::from_slice(&std::fs::read(key_file).expect("key file")).expect("keys");
    let key = &keys["keys"][0];
    let secret =
        base64::engine::general_purpose::STANDARD.decode(key["secret"].as_str().expect("secret")).expect("b64");
    let now = chrono_now();
    let mut all = json!({"sub": username, "aud": "bank-staff", "iss": "bank", "iat": now, "nbf": now,
        "exp": now + 3600, "jti": "t", "ver": 0});
    all.as_object_mut().expect("object").extend(claims.as_object().expect("object").clone());
    let header = jsonwebtoken::Header { kid: key["kid"].as_str().map(str::to_owned), ..Default::default() };
    jsonwebtoken::encode(&header, &all, &jsonwebtoken::EncodingKey::from_secret(&secret)).expect("sign")
}

fn chrono_now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

async fn authentication_and_permission_failures(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let body = json!({"commandName": "UpdateBranchCommand", "data": update_data(ikeja(&manifest), "Hijacked")});
    let key_file = db.key_file().await;
    let now = chrono_now();
    let expired = forge(&key_file, "admin", json!({"iat": now - 7200, "nbf": now - 7200, "exp": now - 3600}));
    let other_db = TestDb::new(Backend::Sqlite).await;
    other_db.bank(&["init"]).ok();
    let foreign = other_db.bank(&["token", "issue", "admin"]).ok().stdout().trim().to_owned();

    for (token, why) in [
        (None, "missing Authorization"),
        (Some("not-a-jwt"), "malformed"),
        (Some(expired.as_str()), "expired"),
        (Some(foreign.as_str()), "signature"),
    ] {
        let (status, response) = server.post("/api/bpm/cmd", token, &body).await;
        assert_eq!(status, 401, "{why}: {response}");
        assert_eq!(response["statusCode"], "CBS_401");
        assert!(response["message"].as_str().is_some_and(|m| m.contains(why)), "{why}: {response}");
    }

    // A valid token of a user since disabled stops working, and stays dead
    // when the user is enabled again: they need a new one.
    let list = json!({"commandName": "RetrieveBranchesListQuery"});
    let old = token_of(&manifest, "Teller");
    db.bank(&["user", "disable", "teller.ada", "--yes"]).ok();
    assert_eq!(server.post("/api/bpm/cmd", Some(old), &list).await.0, 401);
    db.bank(&["user", "enable", "teller.ada"]).ok();
    let (status, response) = server.post("/api/bpm/cmd", Some(old), &list).await;
    assert_eq!(status, 401, "{response}");
    assert!(response["message"].as_str().is_some_and(|m| m.contains("revoked")), "{response}");
    let teller = db.bank(&["token", "issue", "teller.ada"]).ok().stdout().trim().to_owned();
    let teller = teller.as_str();

    // A teller may list but not update: 403 in the branch envelope.
    let (status, _) =
        server.post("/api/bpm/cmd", Some(teller), &json!({"commandName": "RetrieveBranchesListQuery"})).await;
    assert_eq!(status, 200);
    let (status, response) = server.post("/api/bpm/cmd", Some(teller), &body).await;
    assert_eq!((status, response["statusCode"].as_str()), (403, Some("CBS_403")), "{response}");
    assert!(response["message"].as_str().is_some_and(|m| m.contains("branches.manage")));

    // Missing auth on the other areas, in their envelopes.
    let (status, response) = server.get("/api/Activities", None).await;
    assert_eq!((status, response["statusCode"].as_i64()), (401, Some(401)), "{response}");
    assert!(response["timestamp"].is_string());
    let (status, response) = server.post("/api/core/cmd", None, &json!({"Cmd": "RetrieveUsersListQuery"})).await;
    assert_eq!((status, response["IsSuccessful"].as_bool()), (401, Some(false)), "{response}");
    let (status, response) = server.post("/api/bpm/cmd/ApproveTransaction", None, &json!({"transactionId": "x"})).await;
    assert_eq!(status, 401);
    assert_eq!(response["errors"][0]["code"], "UNAUTHENTICATED");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM branches WHERE name = 'Hijacked'").await, 0);
}

async fn unknown_commands_answer_in_their_area_envelope(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let token = Some(token_of(&manifest, "Admin"));

    let (status, body) = server.post("/api/bpm/cmd", token, &json!({"commandName": "NoSuchCommand", "data": {}})).await;
    assert_eq!((status, body["statusCode"].as_str()), (400, Some("CBS_400")), "{body}");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("unknown command 'NoSuchCommand'")));

    // Tills and referrals (family B), by the key they use.
    let (status, body) = server.post("/api/bpm/cmd", token, &json!({"cmd": "GetTillTransfersQuery", "data": {}})).await;
    assert_eq!((status, body["success"].as_bool()), (400, Some(false)), "{body}");
    assert!(body["errors"][0].as_str().is_some_and(|e| e.contains("GetTillTransfersQuery")));
    let (status, body) =
        server.post("/api/bpm/cmd", token, &json!({"$type": "RetrieveReferralCampaignsQuery", "pageSize": 5})).await;
    assert_eq!((status, body["success"].as_bool()), (400, Some(false)), "{body}");
    assert!(body["errors"][0].as_str().is_some_and(|e| e.contains("RetrieveReferralCampaignsQuery")), "{body}");

    // Core (PascalCase), execute, self-service and universal transactions.
    let (status, body) =
        server.post("/api/core/cmd", token, &json!({"Cmd": "RetrieveClientDocumentsListQuery", "Data": {}})).await;
    assert_eq!((status, body["IsSuccessful"].as_bool(), body["Data"].is_null()), (400, Some(false), true), "{body}");
    let (_, body) =
        server.post("/api/v1/execute", token, &json!({"cmd": "GetExecutionStatisticsQuery", "data": {}})).await;
    assert_eq!(body["isSuccessful"], false, "{body}");
    let (_, body) = server
        .post("/api/bpm/selfservice/cmd", token, &json!({"cmd": "GetUserNotificationsQuery", "data": "{}"}))
        .await;
    assert_eq!(body["isSuccessful"], false, "{body}");
    let (status, body) = server.post("/api/bpm/cmd/TransferFunds", token, &json!({"transactionId": "x"})).await;
    assert_eq!((status, body["errors"][0]["code"].as_str()), (400, Some("UNKNOWN_COMMAND")), "{body}");

    // Every staff endpoint serves every staff command, answered in the command's family.
    let (status, body) = server.post("/api/core/cmd", token, &json!({"Cmd": "UpdateBranchCommand", "Data": {}})).await;
    assert_eq!((status, body["statusCode"].as_str()), (400, Some("CBS_400")), "{body}");
    let (status, body) = server.post("/api/bpm/cmd/UpdateBranchCommand", token, &json!({})).await;
    assert_eq!((status, body["statusCode"].as_str()), (400, Some("CBS_400")), "{body}");
    // The mobile endpoint serves only the app's commands.
    let (_, body) =
        server.post("/api/bpm/selfservice/cmd", token, &json!({"cmd": "UpdateBranchCommand", "data": "{}"})).await;
    assert!(body["message"].as_str().is_some_and(|m| m.contains("unknown command")), "{body}");

    // REST activities, downloads, inbound webhooks, stray paths.
    let (status, body) = server.get("/api/Activities/loggedinuseractivities?pageSize=0", token).await;
    assert_eq!((status, body["statusCode"].as_i64()), (400, Some(400)), "{body}");
    let (status, body) = server.get("/api/files/download?path=clients/1/x.pdf", token).await;
    assert_eq!((status, body["IsSuccessful"].as_bool()), (404, Some(false)), "{body}");
    let (status, body) = server.post("/api/webhook/payments/in", None, &json!({"a": 1})).await;
    assert_eq!((status, body["status"].as_i64()), (404, Some(404)), "{body}");
    assert!(body["error"].is_string());
    let (status, body) = server.get("/nope", None).await;
    assert_eq!((status, body["status"].as_i64()), (404, Some(404)));
    let (status, _) = server.get("/api/bpm/cmd", token).await;
    assert_eq!(status, 405);
}

async fn malformed_and_oversized_bodies_change_nothing(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--body-limit-bytes", "2048"]);
    let token = Some(token_of(&manifest, "Admin"));
    let before = db.sql_scalar_i64("SELECT COUNT(*) FROM activities").await;

    for (raw, needle) in [
        ("{\"commandName\": ", "not valid JSON"),
        ("[1, 2]", "JSON object"),
        ("{\"data\": {}}", "names no command"),
        ("{\"commandName\": \"UpdateBranchCommand\", \"data\": \"{broken\"}", "does not hold valid JSON"),
    ] {
        let (status, body) = server.post_raw("/api/bpm/cmd", token, raw.to_owned()).await;
        assert_eq!(status, 400, "{raw}: {body}");
        assert_eq!(body["statusCode"], "CBS_400");
        assert!(body["message"].as_str().is_some_and(|m| m.contains(needle)), "{raw}: {body}");
    }
    let mut huge = update_data(ikeja(&manifest), "Huge");
    huge["name"] = json!("x".repeat(4096));
    let (status, body) =
        server.post("/api/bpm/cmd", token, &json!({"commandName": "UpdateBranchCommand", "data": huge})).await;
    assert_eq!((status, body["statusCode"].as_str()), (413, Some("CBS_413")), "{body}");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("2048 bytes")));

    // Hostile strings are data, never SQL; control characters are refused.
    let mut hostile = update_data(ikeja(&manifest), "Ikeja'); DROP TABLE branches; --");
    let (status, body) = server
        .post("/api/bpm/cmd", token, &json!({"commandName": "UpdateBranchCommand", "data": hostile.clone()}))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["name"], "Ikeja'); DROP TABLE branches; --");
    hostile["name"] = json!("bad\u{0}name");
    let (status, body) =
        server.post("/api/bpm/cmd", token, &json!({"commandName": "UpdateBranchCommand", "data": hostile})).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["errors"]["name"].is_array());

    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM branches").await, 5);
    // Unparseable requests name no command, so only the two real attempts are on the trail.
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM activities").await, before + 2);
}

async fn activities_record_success_and_failure(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let token = Some(token_of(&manifest, "Regional Manager"));
    let id = ikeja(&manifest);
    let (status, _) = server
        .post(
            "/api/bpm/cmd",
            token,
            &json!({"commandName": "UpdateBranchCommand", "data": update_data(id, "Ikeja Audit")}),
        )
        .await;
    assert_eq!(status, 200);
    let mut bad = update_data(id, "x");
    bad["contactInformation"]["emailAddress"] = json!("bad");
    let (status, _) =
        server.post("/api/bpm/cmd", token, &json!({"commandName": "UpdateBranchCommand", "data": bad})).await;
    assert_eq!(status, 400);

    let ok = db
        .sql_scalar_i64(
            "SELECT COUNT(*) FROM activities WHERE command = 'UpdateBranchCommand' AND success = TRUE
             AND user_name = 'regional.efe' AND activity_type = 'Update' AND entity_type = 'Branch'
             AND entity_reference = 'IKJ' AND ip_address = '127.0.0.1' AND user_agent = 'e2e-test/1.0'
             AND error_message IS NULL AND description LIKE '%Ikeja Audit%'",
        )
        .await;
    assert_eq!(ok, 1, "the update is on the trail with who, what and from where");
    let failed = db
        .sql_scalar_i64(
            "SELECT COUNT(*) FROM activities WHERE command = 'UpdateBranchCommand' AND success = FALSE
             AND user_name = 'regional.efe' AND error_message LIKE '%emailAddress%'",
        )
        .await;
    assert_eq!(failed, 1, "the failed attempt is on the trail");
}

#[tokio::test]
async fn serve_stops_gracefully_on_sigterm() {
    let db = TestDb::new(Backend::Sqlite).await;
    db.bank(&["init"]).ok();
    let mut server: Server = db.serve(&[]);
    let (status, _) = server.get("/healthz", None).await;
    assert_eq!(status, 200);
    let pid = server.child.id().to_string();
    let killed = std::process::Command::new("kill").args(["-TERM", &pid]).status().expect("kill");
    assert!(killed.success());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    loop {
        if let Some(status) = server.child.try_wait().expect("wait") {
            assert!(status.success(), "exit status {status}");
            break;
        }
        assert!(std::time::Instant::now() < deadline, "serve did not stop on SIGTERM");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// Fifty anonymous 20 MB bodies at once: each is refused from its headers
/// (401) before the server reads it, so the server's memory stays flat. Only
/// the endpoint that takes documents accepts large bodies (413 elsewhere).
#[tokio::test]
async fn anonymous_bodies_are_never_read() {
    const BODIES: usize = 50;
    let db = TestDb::new(Backend::Sqlite).await;
    let manifest = db.init_with_demo();
    let server: Server = db.serve(&[]);
    let address = server.base.trim_start_matches("http://").to_owned();
    let calls: Vec<_> =
        (0..BODIES).map(|_| tokio::spawn(send_large_body(address.clone(), "/api/core/cmd", None))).collect();
    for call in calls {
        let (status, reply) = call.await.expect("join");
        assert_eq!(status, 401, "{reply}");
        assert_eq!(reply["IsSuccessful"], false, "{reply}");
    }
    let teller = Some(token_of(&manifest, "Teller").to_owned());
    let (status, reply) = send_large_body(address, "/api/bpm/cmd", teller).await;
    assert_eq!((status, reply["statusCode"].as_str()), (413, Some("CBS_413")), "{reply}");
    assert!(reply["message"].as_str().is_some_and(|m| m.contains("262144 bytes")), "{reply}");

    let status = std::fs::read_to_string(format!("/proc/{}/status", server.child.id())).expect("proc status");
    let peak_kib: u64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM");
    assert!(peak_kib < 200 * 1024, "bank serve peaked at {peak_kib} KiB");
}

/// Announces a 20 MB body to `path`, sends its first 64 KiB and reads the
/// answer, as a client streaming a large upload would.
async fn send_large_body(address: String, path: &str, token: Option<String>) -> (u16, Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(&address).await.expect("connect");
    let auth = token.map(|t| format!("Authorization: Bearer {t}\r\n")).unwrap_or_default();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n{auth}Content-Length: {}\r\nConnection: close\r\n\r\n",
        20 * 1024 * 1024
    );
    stream.write_all(head.as_bytes()).await.expect("write head");
    stream.write_all(&[b' '; 64 * 1024]).await.expect("write the body's start");
    let mut answer = Vec::new();
    // A server that waits for the rest of the body never answers.
    let read = tokio::time::timeout(std::time::Duration::from_secs(10), stream.read_to_end(&mut answer)).await;
    read.expect("an answer before the body was sent").expect("read the answer");
    let answer = String::from_utf8_lossy(&answer);
    let status = answer.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, body)| body);
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}
