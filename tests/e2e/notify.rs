//! Notifications: the self-service endpoint (headers, customer tokens, push
//! installations, inbox), the staff send commands, the dispatcher against a
//! local FCM stand-in (wiremock), crash safety, the official SignalR client,
//! and two `serve` instances on one database.

use std::collections::BTreeMap;
use std::process::Stdio;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, BufReader};
use wiremock::matchers::{body_partial_json, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(
    self_service_headers_and_tokens,
    push_installations_lifecycle,
    inbox_and_staff_send,
    transaction_events_reach_the_inbox,
    push_dispatch_against_fcm,
    crash_between_commit_and_send_sends_once,
    signalr_client_receives_transaction_events,
    notify_cli,
    customer_authorization_with_pin,
    legacy_pin_hash_upgrades_on_the_right_pin,
);

struct Customer {
    profile: String,
    device: String,
    token: String,
    account: String,
}

fn customers(manifest: &Value) -> Vec<Customer> {
    manifest["customers"]
        .as_array()
        .expect("customers in the manifest")
        .iter()
        .map(|c| Customer {
            profile: c["profileId"].as_str().expect("profileId").to_owned(),
            device: c["deviceId"].as_str().expect("deviceId").to_owned(),
            token: c["token"].as_str().expect("token").to_owned(),
            account: c["accountNumber"].as_str().expect("accountNumber").to_owned(),
        })
        .collect()
}

/// The mobile headers, each replaceable (None: left out).
fn mobile(device: &str) -> BTreeMap<&'static str, Option<String>> {
    BTreeMap::from([
        ("content-type", Some("application/json".to_owned())),
        ("x-app-channel", Some("Mobile".to_owned())),
        ("x-device-id", Some(device.to_owned())),
        ("x-client-platform", Some("Android".to_owned())),
        ("x-app-version", Some("3.4.1".to_owned())),
    ])
}

async fn self_service(
    server: &Server,
    token: Option<&str>,
    headers: &BTreeMap<&'static str, Option<String>>,
    cmd: &str,
    data: Value,
) -> (u16, Value) {
    // The spec's envelope: `data` is a string holding JSON.
    let body = json!({"cmd": cmd, "data": data.to_string()}).to_string();
    self_service_raw(server, token, headers, body).await
}

async fn self_service_raw(
    server: &Server,
    token: Option<&str>,
    headers: &BTreeMap<&'static str, Option<String>>,
    body: String,
) -> (u16, Value) {
    let mut request = server.client.post(format!("{}/api/bpm/selfservice/cmd", server.base)).body(body);
    for (name, value) in headers {
        if let Some(value) = value {
            request = request.header(*name, value);
        }
    }
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.expect("request");
    let status = response.status().as_u16();
    let text = response.text().await.expect("body");
    (status, serde_json::from_str(&text).unwrap_or_else(|_| panic!("{status}: not JSON: {text}")))
}

async fn customer_ok(server: &Server, c: &Customer, cmd: &str, data: Value) -> Value {
    let (status, body) = self_service(server, Some(&c.token), &mobile(&c.device), cmd, data).await;
    assert_eq!((status, body["isSuccessful"].as_bool()), (200, Some(true)), "{cmd}: {body}");
    body["data"].clone()
}

async fn staff_send(server: &Server, token: &str, cmd: &str, data: Value) -> (u16, Value) {
    let headers = BTreeMap::from([("content-type", Some("application/json".to_owned()))]);
    self_service(server, Some(token), &headers, cmd, data).await
}

async fn self_service_headers_and_tokens(db: TestDb) {
    let manifest = db.init_with_demo();
    assert_eq!(manifest["hubPath"], "/hubs/notifications");
    let cs = customers(&manifest);
    assert_eq!(cs.len(), 2);
    let c = &cs[0];
    let server = db.serve(&["--no-dispatch"]);
    let query = json!({"target": "current", "limit": 5});

    let (status, body) =
        self_service(&server, None, &mobile(&c.device), "GetUserNotificationsQuery", query.clone()).await;
    assert_eq!((status, body["isSuccessful"].as_bool()), (401, Some(false)), "{body}");

    for (header, needle) in [
        ("x-app-channel", "X-App-Channel"),
        ("x-device-id", "X-Device-Id"),
        ("x-client-platform", "X-Client-Platform"),
        ("x-app-version", "X-App-Version"),
        ("content-type", "Content-Type"),
    ] {
        let mut headers = mobile(&c.device);
        headers.insert(header, None);
        let (status, body) =
            self_service(&server, Some(&c.token), &headers, "GetUserNotificationsQuery", query.clone()).await;
        assert_eq!(status, 400, "{header}: {body}");
        assert!(body["message"].as_str().unwrap_or_default().to_lowercase().contains(&needle.to_lowercase()), "{body}");
    }
    let mut web = mobile(&c.device);
    web.insert("x-app-channel", Some("Web".into()));
    let (status, body) = self_service(&server, Some(&c.token), &web, "GetUserNotificationsQuery", query.clone()).await;
    assert_eq!(status, 400);
    assert!(body["message"].as_str().unwrap_or_default().contains("'Mobile'"), "{body}");

    // A customer token is no staff token, and a staff token runs no customer command.
    let (status, _) =
        server.post("/api/core/cmd", Some(&c.token), &json!({"Cmd": "RetrieveClientsListQuery", "Data": {}})).await;
    assert_eq!(status, 401);
    let manager = token_of(&manifest, "Branch Manager");
    let (status, body) = staff_send(&server, manager, "GetUserNotificationsQuery", query.clone()).await;
    assert_eq!((status, body["code"].as_str()), (403, Some("CUSTOMER_TOKEN_REQUIRED")), "{body}");
    // Unknown command, bad data string.
    let (status, body) = self_service(&server, Some(&c.token), &mobile(&c.device), "NoSuchCommand", json!({})).await;
    assert_eq!(status, 400, "{body}");
    let body = r#"{"cmd": "GetUserNotificationsQuery", "data": "{not json"}"#.to_owned();
    let (status, bad) = self_service_raw(&server, Some(&c.token), &mobile(&c.device), body).await;
    assert!(bad["message"].as_str().unwrap_or_default().contains("valid JSON"), "{bad}");
    assert_eq!(status, 400);

    // A disabled profile's token stops working at once.
    db.sql_execute(&format!("UPDATE customer_profiles SET state = 'DISABLED' WHERE profile_key = '{}'", cs[1].profile))
        .await
        .expect("disable");
    let (status, _) =
        self_service(&server, Some(&cs[1].token), &mobile(&cs[1].device), "GetUserNotificationsQuery", query).await;
    assert_eq!(status, 401);

    // Issuing a token needs a verified device and tokens.issue.
    let client = manifest["clients"][3]["id"].as_i64().expect("client id").to_string();
    let added = db.bank(&["customer", "add", "--client-id", &client, "--key", "walk-in", "-o", "json"]).ok_json();
    assert_eq!(added["Data"]["verifiedDeviceId"], Value::Null);
    let refused = db.bank(&["customer", "token", "issue", "walk-in"]).fails_with(1);
    assert!(refused.stderr().contains("no verified device"), "{}", refused.stderr());
    db.bank(&["customer", "device", "verify", "walk-in", "phone-1"]).ok();
    let token = db.bank(&["customer", "token", "issue", "walk-in", "--ttl", "1h"]).ok().stdout().trim().to_owned();
    assert_eq!(token.split('.').count(), 3);
    db.bank(&["customer", "token", "issue", "walk-in", "--as", "teller.ada"]).fails_with(1);
}

async fn push_installations_lifecycle(db: TestDb) {
    let manifest = db.init_with_demo();
    let cs = customers(&manifest);
    let (c, d) = (&cs[0], &cs[1]);
    let server = db.serve(&["--no-dispatch"]);

    // Only on the profile's verified device.
    let (status, body) = self_service(
        &server,
        Some(&c.token),
        &mobile("someone-elses-phone"),
        "RegisterPushInstallationCommand",
        json!({"fcmToken": "tok-a"}),
    )
    .await;
    assert_eq!((status, body["code"].as_str()), (403, Some("DEVICE_NOT_VERIFIED")), "{body}");
    let (status, body) =
        self_service(&server, Some(&c.token), &mobile(&c.device), "RegisterPushInstallationCommand", json!({})).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["errors"]["fcmToken"].is_array(), "{body}");

    let first = customer_ok(&server, c, "RegisterPushInstallationCommand", json!({"fcmToken": "tok-a"})).await;
    assert_eq!((first["created"].as_bool(), first["status"].as_str()), (Some(true), Some("active")));
    let again = customer_ok(&server, c, "RegisterPushInstallationCommand", json!({"fcmToken": "tok-a2"})).await;
    assert_eq!(again["created"], false, "a refreshed token updates the same installation");
    assert_eq!(again["installationId"], first["installationId"]);
    let listed = db.bank(&["push", "installations", "--profile", &c.profile, "-o", "json"]).ok_json();
    let rows = listed["Data"].as_array().expect("rows");
    assert_eq!(rows.len(), 1);
    assert_eq!((rows[0]["state"].as_str(), rows[0]["fcmTokenSuffix"].as_str()), (Some("ACTIVE"), Some("tok-a2")));

    // The same token registered by another profile: the older mapping is revoked.
    let other = customer_ok(&server, d, "RegisterPushInstallationCommand", json!({"fcmToken": "tok-a2"})).await;
    assert_eq!(other["revokedInstallations"], 1);
    let state = db.sql_text("SELECT state || ':' || deactivated_reason FROM push_installations WHERE fcm_token = 'tok-a2' AND device_id = 'demo-device-1'").await;
    assert_eq!(state, "DEACTIVATED:REASSIGNED");

    // Another profile's installation is not the caller's to remove.
    let (status, _) = self_service(
        &server,
        Some(&c.token),
        &mobile(&c.device),
        "UnregisterPushInstallationCommand",
        json!({"installationId": other["installationId"]}),
    )
    .await;
    assert_eq!(status, 404);
    let gone = customer_ok(&server, d, "UnregisterPushInstallationCommand", json!({})).await;
    assert_eq!(
        (gone["status"].as_str(), gone["installationId"].clone()),
        (Some("deactivated"), other["installationId"].clone())
    );
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM push_installations WHERE state = 'ACTIVE'").await, 0);

    // A verified device switch revokes the old device's mapping; the new device registers.
    customer_ok(&server, c, "RegisterPushInstallationCommand", json!({"fcmToken": "tok-a3"})).await;
    let switched = db.bank(&["customer", "device", "verify", &c.profile, "new-phone", "-o", "json"]).ok_json();
    assert_eq!(
        (switched["Data"]["previousDeviceId"].as_str(), switched["Data"]["revokedInstallations"].as_i64()),
        (Some(c.device.as_str()), Some(1))
    );
    let (status, _) = self_service(
        &server,
        Some(&c.token),
        &mobile(&c.device),
        "RegisterPushInstallationCommand",
        json!({"fcmToken": "tok-a4"}),
    )
    .await;
    assert_eq!(status, 403, "the old device is no longer verified");
    let (status, body) = self_service(
        &server,
        Some(&c.token),
        &mobile("new-phone"),
        "RegisterPushInstallationCommand",
        json!({"fcmToken": "tok-a4"}),
    )
    .await;
    assert_eq!((status, body["data"]["created"].as_bool()), (200, Some(true)), "{body}");
    let active = db.bank(&["push", "installations", "--state", "ACTIVE", "-o", "json"]).ok_json();
    assert_eq!(active["Data"].as_array().map(Vec::len), Some(1));
    db.bank(&["push", "installations", "--state", "BOGUS"]).fails_with(1);
}

async fn inbox_and_staff_send(db: TestDb) {
    let manifest = db.init_with_demo();
    let cs = customers(&manifest);
    let c = &cs[0];
    let server = db.serve(&["--no-dispatch"]);
    let manager = token_of(&manifest, "Branch Manager");
    let teller = token_of(&manifest, "Teller");

    let empty = customer_ok(&server, c, "GetUserNotificationsQuery", json!({"target": "current", "limit": 10})).await;
    assert_eq!(empty["count"], 0);
    for (data, field) in [
        (json!({"target": "all"}), "target"),
        (json!({"limit": 5}), "target"),
        (json!({"target": "current", "limit": 0}), "limit"),
        (json!({"target": "current", "limit": 101}), "limit"),
    ] {
        let (status, body) =
            self_service(&server, Some(&c.token), &mobile(&c.device), "GetUserNotificationsQuery", data.clone()).await;
        assert_eq!(status, 400, "{data}: {body}");
        assert!(body["errors"][field].is_array(), "{data}: {body}");
    }

    let send = json!({
        "profileKey": c.profile, "title": "Statement ready", "message": "Your March statement is ready.",
        "notificationType": "info", "action": "https://portal.demo.bank.ng/statements", "data": {"month": "2026-03"},
    });
    let (status, body) = staff_send(&server, teller, "SendNotificationCommand", send.clone()).await;
    assert_eq!(status, 403, "a teller lacks notifications.send: {body}");
    let (status, body) =
        self_service(&server, Some(&c.token), &mobile(&c.device), "SendNotificationCommand", send.clone()).await;
    assert_eq!(status, 403, "a customer sends nothing: {body}");
    let (status, body) =
        staff_send(&server, manager, "SendNotificationCommand", json!({"title": "x", "message": "y"})).await;
    assert_eq!(status, 400, "{body}");
    let (status, body) = staff_send(
        &server,
        manager,
        "SendNotificationCommand",
        json!({"profileKey": c.profile, "title": "x", "message": "y", "data": [1]}),
    )
    .await;
    assert_eq!((status, body["errors"]["data"].is_array()), (400, true), "{body}");
    let (status, body) = staff_send(
        &server,
        manager,
        "SendNotificationCommand",
        json!({"profileKey": "nobody", "title": "x", "message": "y"}),
    )
    .await;
    assert_eq!(status, 404, "{body}");
    let (status, body) = staff_send(&server, manager, "SendNotificationCommand", send).await;
    assert_eq!(status, 200, "{body}");
    let id = body["data"]["notificationIds"][0].as_str().expect("id").to_owned();

    let group = json!({"profileKeys": [cs[0].profile, cs[1].profile], "title": "Maintenance", "message": "Tonight 1-2am",
        "notificationType": "warning", "priority": "high"});
    let (status, body) = staff_send(&server, manager, "SendNotificationToGroupCommand", group).await;
    assert_eq!((status, body["data"]["recipients"].as_i64()), (200, Some(2)), "{body}");
    let group_id = body["data"]["groupNotificationId"].as_str().expect("group id").to_owned();
    let (status, body) = staff_send(
        &server,
        manager,
        "SendNotificationToGroupCommand",
        json!({"profileKeys": [c.profile], "all": true, "title": "x", "message": "y"}),
    )
    .await;
    assert_eq!((status, body["errors"]["group"].is_array()), (400, true), "{body}");

    let inbox = customer_ok(&server, c, "GetUserNotificationsQuery", json!({"target": "current", "limit": 10})).await;
    let items = inbox["notifications"].as_array().expect("items");
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["groupNotificationId"], group_id);
    assert_eq!((items[0]["notificationType"].as_str(), items[0]["priority"].as_str()), (Some("warning"), Some("high")));
    let n = &items[1];
    assert_eq!(n["notificationId"], id);
    for key in [
        "notificationId",
        "title",
        "message",
        "notificationType",
        "priority",
        "action",
        "data",
        "timestamp",
        "expiresAt",
        "isHistorical",
    ] {
        assert!(n.get(key).is_some(), "{key} missing: {n}");
    }
    assert_eq!((n["isHistorical"].as_bool(), n["data"]["month"].as_str()), (Some(true), Some("2026-03")));
    assert!(n.get("groupNotificationId").is_none());
    // Expiry: refused in the past; once passed, the notification leaves the inbox.
    let (status, body) = staff_send(
        &server,
        manager,
        "SendNotificationCommand",
        json!({"profileKey": c.profile, "title": "x", "message": "y", "expiresAt": "2020-01-01T00:00:00Z"}),
    )
    .await;
    assert_eq!((status, body["errors"]["expiresAt"].is_array()), (400, true), "{body}");
    let soon = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    let (status, body) = staff_send(
        &server,
        manager,
        "SendNotificationCommand",
        json!({"profileKey": c.profile, "title": "Offer", "message": "Ends soon", "expiresAt": soon}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let shown = customer_ok(&server, c, "GetUserNotificationsQuery", json!({"target": "current"})).await;
    assert_eq!(shown["count"], 3);
    db.sql_execute(&format!("UPDATE notifications SET expires_at = '{}' WHERE title = 'Offer'", db.hours_ago(1)))
        .await
        .expect("age it");
    let shown = customer_ok(&server, c, "GetUserNotificationsQuery", json!({"target": "current"})).await;
    assert_eq!(shown["count"], 2);
    let limited = customer_ok(&server, c, "GetUserNotificationsQuery", json!({"target": "current", "limit": 1})).await;
    assert_eq!(limited["count"], 1);
    // The other customer sees only their own.
    let theirs = customer_ok(&server, &cs[1], "GetUserNotificationsQuery", json!({"target": "current"})).await;
    assert_eq!(theirs["count"], 1);
}

async fn transaction_events_reach_the_inbox(db: TestDb) {
    let manifest = db.init_with_demo();
    let cs = customers(&manifest);
    let c = &cs[0];
    let server = db.serve(&["--no-dispatch"]);
    let teller = token_of(&manifest, "Teller");
    let senior = token_of(&manifest, "Senior Teller");
    let deposit = json!({"accountNumber": c.account, "amount": 2500.0, "narration": "cash", "requireApproval": true, "channel": "BRANCH"});
    let (status, body) = server.post("/api/bpm/cmd/InitiateDeposit", Some(teller), &deposit).await;
    assert_eq!(status, 200, "{body}");
    let txn = body["data"]["transactionId"].as_str().expect("id").to_owned();
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM realtime_events WHERE event_name = 'ReceiveApprovalNotification'")
            .await,
        1,
        "approvers are told"
    );
    let (status, body) =
        server.post("/api/bpm/cmd/ApproveTransaction", Some(senior), &json!({"transactionId": txn})).await;
    assert_eq!(status, 200, "{body}");
    let inbox = customer_ok(&server, c, "GetUserNotificationsQuery", json!({"target": "current"})).await;
    let items = inbox["notifications"].as_array().expect("items");
    let actions: Vec<&str> = items.iter().filter_map(|n| n["action"].as_str()).collect();
    assert_eq!(actions, ["transaction_update", "initiated"]);
    assert_eq!(items[0]["notificationType"], "transaction");
    assert_eq!(items[0]["data"]["requestId"], txn.as_str());
    assert_eq!(items[0]["data"]["payload"]["status"], "success");
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM realtime_events WHERE event_name = 'ReceiveGroupNotification'").await,
        1
    );
    // A refused command raises nothing, for the holder or the approvers.
    let before = db.sql_scalar_i64("SELECT COUNT(*) FROM notifications").await;
    let feed = db.sql_scalar_i64("SELECT COUNT(*) FROM realtime_events").await;
    let (status, _) =
        server.post("/api/bpm/cmd/ApproveTransaction", Some(senior), &json!({"transactionId": txn})).await;
    assert_eq!(status, 409, "already settled");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM notifications").await, before);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM realtime_events").await, feed);

    // The deposit's account read says whether the holder has an app profile
    // (counted as profiles change, migration 30): with none, nobody is looked
    // up; once one is active again, the holder is told again.
    let mine = format!(
        "SELECT COUNT(*) FROM notifications WHERE profile_id = (SELECT id FROM customer_profiles WHERE profile_key = '{}')",
        c.profile
    );
    let set_state =
        |state: &str| format!("UPDATE customer_profiles SET state = '{state}' WHERE profile_key = '{}'", c.profile);
    let settled = json!({"accountNumber": c.account, "amount": 10.0, "narration": "cash", "channel": "BRANCH"});
    for (state, told) in [("DISABLED", 0), ("ACTIVE", 1)] {
        db.sql_execute(&set_state(state)).await.expect("profile state");
        let before = db.sql_scalar_i64(&mine).await;
        let (status, body) = server.post("/api/bpm/cmd/InitiateDeposit", Some(teller), &settled).await;
        assert_eq!((status, body["data"]["status"].as_str()), (200, Some("SETTLED")), "{body}");
        assert_eq!(db.sql_scalar_i64(&mine).await, before + told, "{state} profile");
    }
    db.bank(&["verify"]).ok();
}

/// A local FCM: OAuth token endpoint and messages:send answering by token.
async fn fake_fcm() -> MockServer {
    let fcm = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/token"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"access_token": "ya29.test", "expires_in": 3600, "token_type": "Bearer"})),
        )
        .mount(&fcm)
        .await;
    let send = "/v1/projects/demo-project/messages:send";
    let error = |code: u16, status: &str, fcm_code: &str| {
        json!({"error": {"code": code, "message": "test", "status": status,
            "details": [{"@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", "errorCode": fcm_code}]}})
    };
    Mock::given(method("POST"))
        .and(path(send))
        .and(body_partial_json(json!({"message": {"token": "tok-gone"}})))
        .respond_with(ResponseTemplate::new(404).set_body_json(error(404, "NOT_FOUND", "UNREGISTERED")))
        .mount(&fcm)
        .await;
    Mock::given(method("POST"))
        .and(path(send))
        .and(body_partial_json(json!({"message": {"token": "tok-busy"}})))
        .respond_with(ResponseTemplate::new(429).insert_header("retry-after", "1").set_body_json(error(
            429,
            "RESOURCE_EXHAUSTED",
            "QUOTA_EXCEEDED",
        )))
        .up_to_n_times(1)
        .with_priority(1)
        .mount(&fcm)
        .await;
    Mock::given(method("POST"))
        .and(path(send))
        .and(body_partial_json(json!({"message": {"token": "tok-flaky"}})))
        .respond_with(ResponseTemplate::new(500).set_body_json(error(500, "INTERNAL", "INTERNAL")))
        .up_to_n_times(2)
        .with_priority(1)
        .mount(&fcm)
        .await;
    Mock::given(method("POST"))
        .and(path(send))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"name": "projects/demo-project/messages/1"})))
        .with_priority(10)
        .mount(&fcm)
        .await;
    fcm
}

fn service_account() -> String {
    format!("{}/../tests/fixtures/fcm-test-service-account.json", env!("CARGO_MANIFEST_DIR"))
}

fn serve_with_fcm(db: &TestDb, fcm: &MockServer, extra: &[&str]) -> Server {
    let account = service_account();
    let token_uri = format!("{}/token", fcm.uri());
    let base = fcm.uri();
    let mut args = vec![
        "--fcm-service-account",
        account.as_str(),
        "--fcm-base-url",
        base.as_str(),
        "--fcm-token-uri",
        token_uri.as_str(),
        "--push-retry-base-ms",
        "200",
    ];
    args.extend_from_slice(extra);
    db.serve(&args)
}

/// FCM `messages:send` bodies received so far.
async fn pushes(fcm: &MockServer) -> Vec<Value> {
    fcm.received_requests()
        .await
        .unwrap_or_default()
        .into_iter()
        .filter(|r| r.url.path().ends_with("messages:send"))
        .filter_map(|r| serde_json::from_slice(&r.body).ok())
        .collect()
}

async fn wait_for(what: &str, mut check: impl AsyncFnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !check().await {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn push_state(db: &TestDb, id: &str) -> String {
    db.sql_text(&format!("SELECT push_state FROM notifications WHERE notification_id = '{id}'")).await
}

async fn send_to(server: &Server, manager: &str, profile: &str, title: &str, data: Value) -> String {
    let body = json!({"profileKey": profile, "title": title, "message": format!("{title} body"), "action": "open_statement", "data": data});
    let (status, body) = staff_send(server, manager, "SendNotificationCommand", body).await;
    assert_eq!(status, 200, "{body}");
    body["data"]["notificationIds"][0].as_str().expect("id").to_owned()
}

async fn push_dispatch_against_fcm(db: TestDb) {
    let manifest = db.init_with_demo();
    let cs = customers(&manifest);
    let (c, d) = (&cs[0], &cs[1]);
    let manager = token_of(&manifest, "Branch Manager");
    let fcm = fake_fcm().await;
    let server = serve_with_fcm(&db, &fcm, &[]);

    // No installation yet: persisted and published, no push.
    let none = send_to(&server, manager, &c.profile, "Before install", json!({})).await;
    wait_for("no-installation outcome", async || push_state(&db, &none).await == "NO_INSTALLATION").await;

    customer_ok(&server, c, "RegisterPushInstallationCommand", json!({"fcmToken": "tok-ok"})).await;
    let ok = send_to(&server, manager, &c.profile, "Statement", json!({"month": "2026-03"})).await;
    wait_for("a sent push", async || push_state(&db, &ok).await == "SENT").await;
    let sent = pushes(&fcm).await;
    assert_eq!(sent.len(), 1);
    let m = &sent[0]["message"];
    assert_eq!((m["token"].as_str(), m["notification"]["title"].as_str()), (Some("tok-ok"), Some("Statement")));
    assert_eq!(m["data"]["notificationId"], ok.as_str());
    assert_eq!(m["data"]["action"], "open_statement");
    assert_eq!(m["data"]["notificationType"], "info");
    assert_eq!(m["data"]["tenantId"], manifest["tenantId"]);
    assert_eq!(m["data"]["data"], "{\"month\":\"2026-03\"}", "action data travels as a JSON string");
    assert!(m["data"].as_object().expect("map").values().all(Value::is_string));
    assert_eq!(m["android"]["collapse_key"], ok.as_str());
    // Real time came first: the feed row exists and the outbox moved past it.
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM realtime_events WHERE event_name = 'ReceiveNotification'").await,
        2
    );

    // Above the payload safety limit the data entry is left out, the push still goes.
    let big = send_to(&server, manager, &c.profile, "Big", json!({"blob": "x".repeat(5000)})).await;
    wait_for("the big push", async || push_state(&db, &big).await == "SENT").await;
    let last = pushes(&fcm).await.pop().expect("push");
    assert!(last["message"]["data"].get("data").is_none(), "{last}");
    assert_eq!(last["message"]["data"]["notificationId"], big.as_str());

    // The OAuth token was fetched once and reused; the assertion is RS256.
    let requests = fcm.received_requests().await.unwrap_or_default();
    let token_calls: Vec<_> = requests.iter().filter(|r| r.url.path() == "/token").collect();
    assert_eq!(token_calls.len(), 1);
    let form = String::from_utf8_lossy(&token_calls[0].body).to_string();
    assert!(form.contains("grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer"), "{form}");
    let assertion = form.split("assertion=").nth(1).expect("assertion");
    let header = jsonwebtoken::decode_header(assertion).expect("jwt header");
    assert_eq!(header.alg, jsonwebtoken::Algorithm::RS256);

    // UNREGISTERED deactivates the installation.
    customer_ok(&server, d, "RegisterPushInstallationCommand", json!({"fcmToken": "tok-gone"})).await;
    let gone = send_to(&server, manager, &d.profile, "Gone", json!({})).await;
    wait_for("token invalid", async || push_state(&db, &gone).await == "TOKEN_INVALID").await;
    assert_eq!(
        db.sql_text("SELECT state || ':' || deactivated_reason FROM push_installations WHERE fcm_token = 'tok-gone'")
            .await,
        "DEACTIVATED:PUSH_TOKEN_INVALID"
    );

    // 429 with Retry-After, then success: retried no sooner than the server asked.
    customer_ok(&server, c, "RegisterPushInstallationCommand", json!({"fcmToken": "tok-busy"})).await;
    let started = Instant::now();
    let busy = send_to(&server, manager, &c.profile, "Busy", json!({})).await;
    wait_for("the retried push", async || push_state(&db, &busy).await == "SENT").await;
    assert!(started.elapsed() >= Duration::from_millis(900), "Retry-After: 1 honoured");
    let busy_sends = pushes(&fcm).await.iter().filter(|p| p["message"]["token"] == "tok-busy").count();
    assert_eq!(busy_sends, 2);

    // 500 twice, then success, with growing backoff.
    customer_ok(&server, c, "RegisterPushInstallationCommand", json!({"fcmToken": "tok-flaky"})).await;
    let flaky = send_to(&server, manager, &c.profile, "Flaky", json!({})).await;
    wait_for("the flaky push", async || push_state(&db, &flaky).await == "SENT").await;
    assert_eq!(pushes(&fcm).await.iter().filter(|p| p["message"]["token"] == "tok-flaky").count(), 3);
    assert_eq!(
        db.sql_scalar_i64("SELECT MAX(attempts) FROM outbox WHERE delivered_at IS NOT NULL").await,
        3,
        "two failures and the success"
    );
    // Each notificationId was pushed once (the failed attempts were refused by FCM).
    let mut delivered: BTreeMap<String, usize> = BTreeMap::new();
    for p in pushes(&fcm).await {
        let accepted = !matches!(p["message"]["token"].as_str(), Some("tok-gone"));
        if accepted {
            *delivered
                .entry(p["message"]["data"]["notificationId"].as_str().unwrap_or_default().to_owned())
                .or_default() += 1;
        }
    }
    assert_eq!(delivered.get(&ok), Some(&1));
}

async fn crash_between_commit_and_send_sends_once(db: TestDb) {
    let manifest = db.init_with_demo();
    let cs = customers(&manifest);
    let c = &cs[0];
    let manager = token_of(&manifest, "Branch Manager");
    let fcm = fake_fcm().await;

    // The instance that commits dies before any delivery.
    let first = db.serve(&["--no-dispatch"]);
    customer_ok(&first, c, "RegisterPushInstallationCommand", json!({"fcmToken": "tok-ok"})).await;
    let mut ids = Vec::new();
    for i in 0..6 {
        ids.push(send_to(&first, manager, &c.profile, &format!("n{i}"), json!({"i": i})).await);
    }
    drop(first);
    // One row as a worker left it when killed mid-delivery: claimed, real time published, lease expired.
    db.sql_execute(&format!(
        "UPDATE outbox SET attempts = 1, stage = 'PUSH', lease_until = '{}' WHERE payload LIKE '%{}%'",
        db.hours_ago(1),
        ids[0]
    ))
    .await
    .expect("plant a crashed claim");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL").await, 6);

    // Two dispatching instances race for the same rows.
    let a = serve_with_fcm(&db, &fcm, &[]);
    let b = serve_with_fcm(&db, &fcm, &[]);
    wait_for("every row delivered", async || {
        db.sql_scalar_i64("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL").await == 0
    })
    .await;
    let mut per_id: BTreeMap<String, usize> = BTreeMap::new();
    for p in pushes(&fcm).await {
        *per_id.entry(p["message"]["data"]["notificationId"].as_str().unwrap_or_default().to_owned()).or_default() += 1;
    }
    for id in &ids {
        assert_eq!(per_id.get(id), Some(&1), "{id} pushed exactly once: {per_id:?}");
    }
    // The real-time event of the crashed row was not published twice.
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM realtime_events WHERE event_name = 'ReceiveNotification'").await,
        5
    );
    drop((a, b));
}

static NPM: OnceLock<()> = OnceLock::new();

/// Installs the official SignalR client once per test run. Test runners that
/// run each test in a process of its own (nextest) would race on `npm ci`,
/// which empties `node_modules` first: a file lock lets one install at a time.
fn signalr_dir() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/signalr");
    NPM.get_or_init(|| {
        let lock = std::fs::File::create(dir.join("node_modules.lock")).expect("npm lock file");
        lock.lock().expect("npm lock");
        if !dir.join("node_modules/@microsoft/signalr").exists() {
            let status = std::process::Command::new("npm")
                .args(["ci", "--no-audit", "--no-fund"])
                .current_dir(&dir)
                .status()
                .expect("npm");
            assert!(status.success(), "npm ci failed");
        }
    });
    dir
}

struct NodeClient {
    child: tokio::process::Child,
    lines: tokio::io::Lines<BufReader<tokio::process::ChildStdout>>,
}

impl NodeClient {
    async fn connect(hub_url: &str, token: &str, events: usize) -> NodeClient {
        let dir = signalr_dir();
        let mut child = tokio::process::Command::new("node")
            .arg("receive.js")
            .args([hub_url, token, &events.to_string(), "30000"])
            .current_dir(dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .expect("node");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let first = tokio::time::timeout(Duration::from_secs(20), lines.next_line()).await;
        assert!(matches!(&first, Ok(Ok(Some(l))) if l == "connected"), "SignalR client did not connect: {first:?}");
        NodeClient { child, lines }
    }

    async fn next(&mut self) -> Value {
        let line = tokio::time::timeout(Duration::from_secs(20), self.lines.next_line())
            .await
            .expect("an event in time")
            .expect("read")
            .expect("an event line");
        serde_json::from_str(&line).expect("event JSON")
    }
}

impl Drop for NodeClient {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
    }
}

async fn signalr_client_receives_transaction_events(db: TestDb) {
    let manifest = db.init_with_demo();
    let cs = customers(&manifest);
    let c = &cs[0];
    let server = db.serve(&[]);
    let hub = format!("{}{}", server.base, manifest["hubPath"].as_str().expect("hubPath"));
    let teller = token_of(&manifest, "Teller");
    let senior = token_of(&manifest, "Senior Teller");

    let mut customer = NodeClient::connect(&hub, &c.token, 2).await;
    let mut approver = NodeClient::connect(&hub, senior, 2).await;
    let mut other = NodeClient::connect(&hub, &cs[1].token, 1).await;

    let deposit = json!({"accountNumber": c.account, "amount": 1200.0, "requireApproval": true, "channel": "BRANCH"});
    let (status, body) = server.post("/api/bpm/cmd/InitiateDeposit", Some(teller), &deposit).await;
    assert_eq!(status, 200, "{body}");
    let txn = body["data"]["transactionId"].as_str().expect("id").to_owned();

    let e = customer.next().await;
    assert_eq!(e["event"], "ReceiveTransactionStatus");
    let p = &e["payload"];
    assert_eq!((p["action"].as_str(), p["status"].as_str()), (Some("initiated"), Some("initiated")), "{p}");
    assert_eq!((p["requestId"].as_str(), p["transactionId"].as_str()), (Some(txn.as_str()), Some(txn.as_str())));
    assert!(p.get("notificationId").is_none(), "legacy shape carries no notificationId: {p}");
    assert!(p["Message"].is_string());

    let a = approver.next().await;
    assert_eq!(a["event"], "ReceiveApprovalNotification");
    assert_eq!(
        (a["payload"]["requestId"].as_str(), a["payload"]["type"].as_str()),
        (Some(txn.as_str()), Some("transaction_approval_required"))
    );

    let (status, body) =
        server.post("/api/bpm/cmd/ApproveTransaction", Some(senior), &json!({"transactionId": txn})).await;
    assert_eq!(status, 200, "{body}");
    let e = customer.next().await;
    assert_eq!(
        (e["payload"]["action"].as_str(), e["payload"]["IsSuccess"].as_bool()),
        (Some("transaction_update"), Some(true))
    );
    let g = approver.next().await;
    assert_eq!(g["event"], "ReceiveGroupNotification");

    // A notification for the other customer reaches only them, as the common envelope.
    let manager = token_of(&manifest, "Branch Manager");
    let id = send_to(&server, manager, &cs[1].profile, "Hello", json!({"k": "v"})).await;
    let n = other.next().await;
    assert_eq!(
        (n["event"].as_str(), n["payload"]["notificationId"].as_str()),
        (Some("ReceiveNotification"), Some(id.as_str()))
    );
    assert_eq!(n["payload"]["isHistorical"], false);

    // No token, no hub.
    let negotiate = server.client.post(format!("{hub}/negotiate?negotiateVersion=1")).send().await.expect("negotiate");
    assert_eq!(negotiate.status().as_u16(), 401);

    if matches!(db.backend, crate::support::Backend::Postgres) {
        // A second instance: an event raised on this one reaches a client connected there.
        let second = db.serve(&["--no-dispatch"]);
        let hub2 = format!("{}{}", second.base, manifest["hubPath"].as_str().expect("hubPath"));
        let mut remote = NodeClient::connect(&hub2, &c.token, 1).await;
        let id = send_to(&server, manager, &c.profile, "Across instances", json!({})).await;
        let n = remote.next().await;
        assert_eq!(n["payload"]["notificationId"], id.as_str());
    }
}

async fn notify_cli(db: TestDb) {
    let manifest = db.init_with_demo();
    let cs = customers(&manifest);
    let sent = db
        .bank(&[
            "notify",
            "send",
            "--profile",
            &cs[0].profile,
            "--title",
            "Hi",
            "--message",
            "Hello there",
            "--data",
            "{\"a\":1}",
            "-o",
            "json",
        ])
        .ok_json();
    assert_eq!(sent["data"]["recipients"], 1);
    db.bank(&["notify", "send", "--profile", &cs[0].profile, "--title", "Hi", "--message", "x", "--data", "[oops"])
        .fails_with(2);
    db.bank(&["notify", "send", "--profile", &cs[0].profile, "--title", "Hi", "--message", "x", "--as", "teller.ada"])
        .fails_with(1);
    let listed = db.bank(&["notify", "list", "--profile", &cs[0].profile, "-o", "json"]).ok_json();
    let rows = listed["Data"].as_array().expect("rows");
    assert_eq!(rows.len(), 1);
    assert_eq!((rows[0]["title"].as_str(), rows[0]["pushState"].as_str()), (Some("Hi"), Some("PENDING")));
    let table = db.bank(&["notify", "list"]).ok().stdout();
    assert!(table.contains("Hi") && table.contains(&cs[0].profile), "{table}");
    let client = manifest["clients"][1]["id"].as_i64().expect("id").to_string();
    let by_client =
        db.bank(&["notify", "send", "--client-id", &client, "--title", "T", "--message", "M", "-o", "json"]).ok_json();
    assert_eq!(by_client["data"]["recipients"], 1);
    let profiles = db.bank(&["customer", "list", "-o", "json"]).ok_json();
    assert_eq!(profiles["Data"].as_array().map(Vec::len), Some(2));
}

async fn inbox_actions(server: &Server, c: &Customer) -> Vec<Value> {
    let inbox = customer_ok(server, c, "GetUserNotificationsQuery", json!({"target": "current", "limit": 100})).await;
    inbox["notifications"].as_array().expect("items").clone()
}

async fn customer_authorization_with_pin(db: TestDb) {
    let manifest = db.init_with_demo();
    let cs = customers(&manifest);
    let c = &cs[0];
    let server = db.serve(&["--no-dispatch"]);
    let teller = token_of(&manifest, "Teller");
    let senior = token_of(&manifest, "Senior Teller");
    let approver = token_of(&manifest, "Approver");
    let withdraw = |amount: f64| json!({"accountNumber": c.account, "amount": amount, "channel": "MOBILE", "customerAuthorization": true});
    let initiate = async |amount: f64| -> String {
        let (status, body) = server.post("/api/bpm/cmd/InitiateWithdrawal", Some(teller), &withdraw(amount)).await;
        assert_eq!((status, body["data"]["status"].as_str()), (200, Some("PENDING")), "{body}");
        body["data"]["transactionId"].as_str().expect("id").to_owned()
    };
    let authorize = async |txn: &str, pin: &str| {
        self_service(
            &server,
            Some(&c.token),
            &mobile(&c.device),
            "AuthorizeTransactionCommand",
            json!({"transactionId": txn, "pin": pin}),
        )
        .await
    };

    // Required: the customer is asked, with the commands to answer.
    let t1 = initiate(100.0).await;
    let items = inbox_actions(&server, c).await;
    let asked = items.iter().find(|n| n["action"] == "transaction_authorization_required").expect("asked");
    assert_eq!(asked["notificationType"], "transaction_authorisation");
    let d = &asked["data"];
    assert_eq!((d["transactionId"].as_str(), d["requestId"].as_str()), (Some(t1.as_str()), Some(t1.as_str())));
    assert_eq!(
        (
            d["commandEndpoint"].as_str(),
            d["commandName"].as_str(),
            d["rejectCommandName"].as_str(),
            d["pendingCommandName"].as_str()
        ),
        (
            Some("/api/bpm/selfservice/cmd"),
            Some("AuthorizeTransactionCommand"),
            Some("RejectTransactionAuthorizationCommand"),
            Some("GetPendingAuthorizationsQuery")
        )
    );
    assert!(d["expiresAt"].is_string() && d["transactionType"] == "WITHDRAWAL");
    let (status, body) =
        server.post("/api/bpm/cmd/ApproveTransaction", Some(senior), &json!({"transactionId": t1})).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["errors"][0]["code"], "CUSTOMER_AUTHORIZATION_PENDING");
    let pending = customer_ok(&server, c, "GetPendingAuthorizationsQuery", json!({})).await;
    assert_eq!(pending.as_array().map(Vec::len), Some(1));
    assert_eq!((pending[0]["transactionId"].as_str(), pending[0]["amount"].as_f64()), (Some(t1.as_str()), Some(100.0)));

    // Wrong PINs: answered to the caller only, no notification of any kind.
    let notifications = db.sql_scalar_i64("SELECT COUNT(*) FROM notifications").await;
    let feed = db.sql_scalar_i64("SELECT COUNT(*) FROM realtime_events").await;
    for left in [4, 3] {
        let (status, body) = authorize(&t1, "9999").await;
        assert_eq!((status, body["code"].as_str()), (400, Some("INVALID_PIN")), "{body}");
        assert!(body["message"].as_str().unwrap_or_default().contains(&format!("{left} attempt")), "{body}");
    }
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM notifications").await, notifications);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM realtime_events").await, feed);
    let (status, _) = self_service(
        &server,
        Some(&c.token),
        &mobile("other-phone"),
        "AuthorizeTransactionCommand",
        json!({"transactionId": t1, "pin": "1234"}),
    )
    .await;
    assert_eq!(status, 403, "only on the verified device");
    let (status, body) = authorize(&t1, "12a4").await;
    assert_eq!((status, body["errors"]["pin"].is_array()), (400, true), "{body}");

    // The right PIN signs; the failures reset; the approvers are told; staff approval settles.
    let (status, body) = authorize(&t1, "1234").await;
    assert_eq!((status, body["data"]["authorizationStatus"].as_str()), (200, Some("APPROVED")), "{body}");
    assert_eq!(db.sql_scalar_i64("SELECT MAX(pin_failures) FROM customer_profiles").await, 0);
    let items = inbox_actions(&server, c).await;
    let approved = &items[0];
    assert_eq!(
        (approved["action"].as_str(), approved["notificationType"].as_str()),
        (Some("transaction_authorization_approved"), Some("transaction"))
    );
    for key in
        ["transactionId", "requestId", "status", "authorizationStatus", "transactionStatus", "isTerminal", "occurredAt"]
    {
        assert!(approved["data"].get(key).is_some(), "{key}: {approved}");
    }
    assert_eq!(
        (approved["data"]["transactionStatus"].as_str(), approved["data"]["isTerminal"].as_bool()),
        (Some("PENDING"), Some(false))
    );
    let (status, _) = authorize(&t1, "1234").await;
    assert_eq!(status, 409, "signed once");
    let (status, body) =
        server.post("/api/bpm/cmd/ApproveTransaction", Some(senior), &json!({"transactionId": t1})).await;
    assert_eq!((status, body["data"]["newState"].as_str()), (200, Some("SETTLED")), "{body}");

    // Declined by the customer: cancelled, hold released, REJECTED_BY_CUSTOMER.
    let t2 = initiate(200.0).await;
    let declined = customer_ok(&server, c, "RejectTransactionAuthorizationCommand", json!({"transactionId": t2})).await;
    assert_eq!(declined["transactionStatus"], "CANCELLED");
    let items = inbox_actions(&server, c).await;
    let rejected = items.iter().find(|n| n["action"] == "transaction_authorization_rejected").expect("rejected");
    assert_eq!(
        (rejected["data"]["reasonCode"].as_str(), rejected["data"]["isTerminal"].as_bool()),
        (Some("REJECTED_BY_CUSTOMER"), Some(true))
    );

    // The fifth wrong PIN blocks it: the one terminal event, PIN_BLOCKED.
    let t3 = initiate(300.0).await;
    for i in 1..=5 {
        let (status, body) = authorize(&t3, "0000").await;
        let expected = if i < 5 { (400, "INVALID_PIN") } else { (403, "PIN_BLOCKED") };
        assert_eq!((status, body["code"].as_str().unwrap_or_default()), expected, "attempt {i}: {body}");
    }
    let failed_sql = "SELECT COUNT(*) FROM notifications WHERE action = 'transaction_authorization_failed'";
    assert_eq!(db.sql_scalar_i64(failed_sql).await, 1);
    let items = inbox_actions(&server, c).await;
    let failed = items.iter().find(|n| n["action"] == "transaction_authorization_failed").expect("failed");
    assert_eq!(failed["data"]["reasonCode"], "PIN_BLOCKED");
    assert_eq!(failed["data"]["transactionId"], t3.as_str());
    assert_eq!(
        db.sql_text(&format!("SELECT state FROM transactions WHERE transaction_id = '{t3}'")).await,
        "CANCELLED"
    );
    let (status, body) = authorize(&t3, "1234").await;
    assert_eq!(status, 409, "the authorisation failed for good: {body}");
    let t4 = initiate(50.0).await;
    let (status, body) = authorize(&t4, "1234").await;
    assert_eq!((status, body["code"].as_str()), (403, Some("PIN_BLOCKED")), "blocked until reset: {body}");
    assert_eq!(db.sql_scalar_i64(failed_sql).await, 1, "a refused attempt on a blocked PIN raises nothing");
    db.bank_with_stdin(&["customer", "pin", &c.profile], "4321\n").ok();
    let (status, _) = authorize(&t4, "4321").await;
    assert_eq!(status, 200);

    // Not signed in time: cancelled by the expiry run, AUTHORIZATION_EXPIRED.
    let t5 = initiate(60.0).await;
    db.sql_execute(&format!(
        "UPDATE transaction_authorizations SET expires_at = '{}' WHERE state = 'PENDING'",
        db.hours_ago(1)
    ))
    .await
    .expect("age the authorisation");
    let (status, _) = authorize(&t5, "4321").await;
    assert_eq!(status, 400, "expired");
    let (status, body) = server.post("/api/bpm/cmd/ExpirePendingTransactionsCommand", Some(approver), &json!({})).await;
    assert_eq!(status, 200, "{body}");
    let items = inbox_actions(&server, c).await;
    let expired = items.iter().find(|n| n["action"] == "transaction_authorization_expired").expect("expired");
    assert_eq!(
        (expired["data"]["reasonCode"].as_str(), expired["data"]["transactionId"].as_str()),
        (Some("AUTHORIZATION_EXPIRED"), Some(t5.as_str()))
    );
    let pending = customer_ok(&server, c, "GetPendingAuthorizationsQuery", json!({})).await;
    assert_eq!(pending.as_array().map(Vec::len), Some(0));

    // A holder without a profile cannot be asked.
    let stranger = manifest["accounts"][3]["accountNumber"].as_str().expect("account");
    let (status, body) = server
        .post(
            "/api/bpm/cmd/InitiateWithdrawal",
            Some(teller),
            &json!({"accountNumber": stranger, "amount": 5.0, "customerAuthorization": true}),
        )
        .await;
    assert_eq!(status, 400, "{body}");
}

/// PIN 1234 as the previous build stored it (iterated salted SHA-256).
const LEGACY_PIN_1234: &str =
    "sha256i$20000$000102030405060708090a0b0c0d0e0f$a08483eac2d477d630af29ab9cab23d79278e8e06473dfb244c1a13f11419d6e";

async fn legacy_pin_hash_upgrades_on_the_right_pin(db: TestDb) {
    let manifest = db.init_with_demo();
    let cs = customers(&manifest);
    let c = &cs[0];
    let stored_sql = format!("SELECT pin_hash FROM customer_profiles WHERE profile_key = '{}'", c.profile);
    db.sql_execute(&format!(
        "UPDATE customer_profiles SET pin_hash = '{LEGACY_PIN_1234}' WHERE profile_key = '{}'",
        c.profile
    ))
    .await
    .expect("plant an old-format hash");
    let server = db.serve(&["--no-dispatch"]);
    let teller = token_of(&manifest, "Teller");
    let initiate = async || -> String {
        let data =
            json!({"accountNumber": c.account, "amount": 10.0, "channel": "MOBILE", "customerAuthorization": true});
        let (status, body) = server.post("/api/bpm/cmd/InitiateWithdrawal", Some(teller), &data).await;
        assert_eq!(status, 200, "{body}");
        body["data"]["transactionId"].as_str().expect("id").to_owned()
    };
    let authorize = async |txn: &str, pin: &str| {
        let data = json!({"transactionId": txn, "pin": pin});
        self_service(&server, Some(&c.token), &mobile(&c.device), "AuthorizeTransactionCommand", data).await
    };

    // A wrong PIN is refused and leaves the old hash alone.
    let t1 = initiate().await;
    let (status, body) = authorize(&t1, "9999").await;
    assert_eq!((status, body["code"].as_str()), (400, Some("INVALID_PIN")), "{body}");
    assert_eq!(db.sql_text(&stored_sql).await, LEGACY_PIN_1234);

    // The right PIN signs and the hash is argon2 from then on.
    let (status, body) = authorize(&t1, "1234").await;
    assert_eq!((status, body["data"]["authorizationStatus"].as_str()), (200, Some("APPROVED")), "{body}");
    let upgraded = db.sql_text(&stored_sql).await;
    assert!(upgraded.starts_with("$argon2id$"), "{upgraded}");
    assert!(!upgraded.contains("1234"), "{upgraded}");

    // The new hash verifies the same PIN, and only it.
    let t2 = initiate().await;
    let (status, _) = authorize(&t2, "4321").await;
    assert_eq!(status, 400);
    let (status, body) = authorize(&t2, "1234").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(db.sql_text(&stored_sql).await, upgraded, "an argon2 hash is kept");
    assert!(!server.log_text().contains("1234\""), "no PIN in the log");
}
