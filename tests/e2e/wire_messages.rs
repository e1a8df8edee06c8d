//! `SendSMSCommand` and `SendMailCommand` (the product's execution-engine
//! pages): a webhook and a recurring job run them, the message is queued in
//! the command's transaction and delivered after commit to a local stand-in
//! for the SMS and mail gateways (wiremock); a failing gateway is retried,
//! then recorded FAILED; bad requests and callers without the permission are
//! refused.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};
use crate::webhook::{call, execute, ok};

on_both_backends!(
    webhook_and_job_send_through_the_gateways,
    a_failing_gateway_is_retried_then_failed,
    bad_requests_and_missing_permissions_are_refused,
    without_a_provider_messages_stay_queued
);

const NUMBER: &str = "+2348012345678";
const OTP_TEXT: &str = "Your OTP code is 481516. Valid for 10 minutes.";

/// A gateway stand-in answering `status` on `/sms` and `/mail`.
async fn gateway(status: u16) -> MockServer {
    let server = MockServer::start().await;
    for route in ["/sms", "/mail"] {
        Mock::given(method("POST"))
            .and(path(route))
            .respond_with(ResponseTemplate::new(status).set_body_json(json!({"messageId": "gw-1"})))
            .mount(&server)
            .await;
    }
    server
}

/// `bank serve` with both gateways at `gw`, a bearer token, and fast retries.
fn serve_with_gateways(db: &TestDb, gw: &MockServer) -> Server {
    let token = db.dir.path().join("gateway.token");
    std::fs::write(&token, "test-token\n").expect("token file");
    let (sms, mail) = (format!("{}/sms", gw.uri()), format!("{}/mail", gw.uri()));
    let token = token.display().to_string();
    db.serve_logging(
        &[
            "--sms-provider-url",
            &sms,
            "--sms-provider-token-file",
            &token,
            "--mail-provider-url",
            &mail,
            "--mail-provider-token-file",
            &token,
            "--message-retry-base-ms",
            "100",
            "--message-max-attempts",
            "3",
            "--no-scheduler",
        ],
        "info,sqlx=warn",
    )
}

async fn received(gw: &MockServer, route: &str) -> Vec<Request> {
    gw.received_requests().await.unwrap_or_default().into_iter().filter(|r| r.url.path() == route).collect()
}

fn json_of(request: &Request) -> Value {
    serde_json::from_slice(&request.body).expect("a JSON body")
}

async fn status_of(server: &Server, token: &str, id: &str) -> Value {
    ok(server, token, "GetMessageStatusQuery", json!({"messageId": id})).await["data"].clone()
}

/// Waits for the message to leave QUEUED; answers its status.
async fn settled(server: &Server, token: &str, id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let status = status_of(server, token, id).await;
        if status["status"] != "QUEUED" {
            return status;
        }
        assert!(Instant::now() < deadline, "message {id} still queued: {status}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn webhook_and_job_send_through_the_gateways(db: TestDb) {
    let manifest = db.init_with_demo();
    let a = token_of(&manifest, "Admin").to_owned();
    let gw = gateway(200).await;
    let server = serve_with_gateways(&db, &gw);

    // A webhook runs SendSMSCommand as a user holding notifications.send.
    ok(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "otp-sms", "path": "otp/sms", "action": "POST", "executionType": 0,
               "commandName": "SendSMSCommand", "runAsUser": "regional.efe", "allowAnonymous": true}),
    )
    .await;
    let sent = json!({"mobileNumber": NUMBER, "messageBody": OTP_TEXT});
    let (status, body) = call(&server, "POST", "otp/sms", &[], &sent.to_string()).await;
    assert_eq!(status, 200, "{body}");
    let d = &body["data"];
    assert_eq!((d["status"].as_str(), d["channel"].as_str()), (Some("QUEUED"), Some("SMS")), "{body}");
    assert_eq!(d["recipient"], "+234*******678", "the answer masks the number");
    let id = d["messageId"].as_str().expect("messageId").to_owned();

    let status = settled(&server, &a, &id).await;
    assert_eq!((status["status"].as_str(), status["attempts"].as_i64()), (Some("SENT"), Some(1)), "{status}");
    assert_eq!(status["providerMessageId"], "gw-1");
    let sms = received(&gw, "/sms").await;
    assert_eq!(sms.len(), 1, "exactly one request");
    assert_eq!(json_of(&sms[0]), json!({"messageId": id, "mobileNumber": NUMBER, "messageBody": OTP_TEXT}));
    assert_eq!(sms[0].headers.get("authorization").and_then(|v| v.to_str().ok()), Some("Bearer test-token"));
    assert_eq!(sms[0].headers.get("idempotency-key").and_then(|v| v.to_str().ok()), Some(id.as_str()));

    // A recurring job runs SendMailCommand with the page's fields.
    let mail = json!({"subject": "Loan Approval Notification", "email": ["customer@example.com"],
                      "message": "<html><body><h1>Approved</h1></body></html>", "sender": "loans@bank.example",
                      "bcc": ["audit@bank.example"], "reference": "LOAN-2024-12345"});
    let job = ok(
        &server,
        &a,
        "CreateRecurringJobCommand",
        json!({"key": "loan-mail", "cronExpression": "0 2 * * *", "executionType": 0,
               "commandName": "SendMailCommand", "payload": mail, "runAsUser": "regional.efe", "isEnabled": false}),
    )
    .await;
    let run = ok(&server, &a, "ExecuteRecurringJobCommand", json!({"id": job["data"]["id"]})).await;
    assert_eq!(run["data"]["outcome"], "SUCCEEDED", "{run}");
    let mail_id = run["data"]["output"]["data"]["messageId"].as_str().expect("messageId").to_owned();
    let status = settled(&server, &a, &mail_id).await;
    assert_eq!((status["status"].as_str(), status["channel"].as_str()), (Some("SENT"), Some("MAIL")), "{status}");
    assert_eq!(status["recipient"], "c***@example.com");
    let mails = received(&gw, "/mail").await;
    assert_eq!(mails.len(), 1);
    let mut expected = mail.clone();
    expected["messageId"] = json!(mail_id);
    assert_eq!(json_of(&mails[0]), expected);

    // Nothing more goes out later, and the log holds neither the text nor the number.
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!((received(&gw, "/sms").await.len(), received(&gw, "/mail").await.len()), (1, 1));
    let log = server.log_text();
    assert!(log.contains("message sent") && log.contains("+234*******678"), "{log}");
    assert!(!log.contains("481516") && !log.contains(NUMBER), "the log leaks the message: {log}");
}

async fn a_failing_gateway_is_retried_then_failed(db: TestDb) {
    let manifest = db.init_with_demo();
    let manager = token_of(&manifest, "Branch Manager").to_owned();
    let sms_gw = gateway(500).await;
    let server = serve_with_gateways(&db, &sms_gw);

    let body = ok(&server, &manager, "SendSMSCommand", json!({"mobileNumber": NUMBER, "messageBody": OTP_TEXT})).await;
    let id = body["data"]["messageId"].as_str().expect("messageId").to_owned();
    let status = settled(&server, &manager, &id).await;
    assert_eq!((status["status"].as_str(), status["attempts"].as_i64()), (Some("FAILED"), Some(3)), "{status}");
    assert!(status["lastError"].as_str().is_some_and(|e| e.contains("500")), "{status}");
    assert!(status["finishedAt"].is_string());
    assert_eq!(received(&sms_gw, "/sms").await.len(), 3, "one request per attempt");
    let outbox =
        db.sql_scalar_i64("SELECT COUNT(*) FROM outbox WHERE event_type = 'sms' AND delivered_at IS NULL").await;
    assert_eq!(outbox, 0, "the outbox row is closed");

    // A refusal (4xx) is final at once.
    let refusing = gateway(400).await;
    drop(server);
    let server = serve_with_gateways(&db, &refusing);
    let body = ok(
        &server,
        &manager,
        "SendMailCommand",
        json!({"subject": "Statement", "email": ["a@bank.example", "b@bank.example"], "message": "Hello"}),
    )
    .await;
    assert_eq!(body["data"]["recipient"], "a***@bank.example (+1 more)");
    let id = body["data"]["messageId"].as_str().expect("messageId").to_owned();
    let status = settled(&server, &manager, &id).await;
    assert_eq!((status["status"].as_str(), status["attempts"].as_i64()), (Some("FAILED"), Some(1)), "{status}");
    assert!(status["lastError"].as_str().is_some_and(|e| e.contains("400")), "{status}");
}

async fn bad_requests_and_missing_permissions_are_refused(db: TestDb) {
    let manifest = db.init_with_demo();
    let a = token_of(&manifest, "Admin").to_owned();
    let teller = token_of(&manifest, "Teller").to_owned();
    let server = db.serve(&["--no-scheduler"]);

    let refused = [
        (json!({"mobileNumber": "08012345678", "messageBody": "x"}), "mobileNumber"),
        (json!({"messageBody": "x"}), "mobileNumber"),
        (json!({"mobileNumber": NUMBER}), "messageBody"),
        (json!({"mobileNumber": NUMBER, "messageBody": "x", "templateId": "OTP_SMS"}), "messageBody"),
        (json!({"mobileNumber": NUMBER, "templateId": "OTP_SMS", "context": {"otpCode": "1"}}), "templateId"),
        (json!({"mobileNumber": NUMBER, "messageBody": "x".repeat(1601)}), "messageBody"),
        (json!({"mobileNumber": NUMBER, "messageBody": "x", "providerCode": "A B"}), "providerCode"),
        (json!({"mobileNumber": NUMBER, "messageBody": "x", "to": NUMBER}), "to"),
    ];
    for (data, field) in refused {
        let (status, body) = execute(&server, &a, "SendSMSCommand", data.clone()).await;
        assert_eq!(status, 400, "{data}: {body}");
        assert!(body["errors"][field].is_array(), "{data} should name {field}: {body}");
    }
    let (_, body) =
        execute(&server, &a, "SendSMSCommand", json!({"mobileNumber": NUMBER, "templateId": "OTP_SMS"})).await;
    let why = body["errors"]["templateId"][0].as_str().unwrap_or_default();
    assert!(why.contains("unknown template 'OTP_SMS'") && why.contains("not supported"), "{body}");
    for (data, field) in [
        (json!({"email": ["a@bank.example"], "message": "x"}), "subject"),
        (json!({"subject": "s", "email": [], "message": "x"}), "email"),
        (json!({"subject": "s", "email": ["not-an-address"], "message": "x"}), "email[0]"),
        (json!({"subject": "s", "email": ["a@bank.example"], "message": "x", "sender": "nobody"}), "sender"),
        (
            json!({"subject": "s", "email": ["a@bank.example"], "message": "x", "attachments": ["/a.pdf"]}),
            "attachments",
        ),
    ] {
        let (status, body) = execute(&server, &a, "SendMailCommand", data.clone()).await;
        assert_eq!(status, 400, "{data}: {body}");
        assert!(body["errors"][field].is_array(), "{data} should name {field}: {body}");
    }
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM messages").await, 0, "nothing refused was queued");

    // Without notifications.send: a teller directly, and a webhook acting as a service user.
    let sms = json!({"mobileNumber": NUMBER, "messageBody": "x"});
    let (status, body) = execute(&server, &teller, "SendSMSCommand", sms.clone()).await;
    assert_eq!(status, 403, "{body}");
    let (status, _) = execute(&server, &teller, "GetMessageStatusQuery", json!({"messageId": "x"})).await;
    assert_eq!(status, 403);
    ok(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "svc-sms", "path": "svc/sms", "action": "POST", "executionType": 0,
               "commandName": "SendSMSCommand", "runAsUser": "svc.webhook", "allowAnonymous": true}),
    )
    .await;
    let (status, body) = call(&server, "POST", "svc/sms", &[], &sms.to_string()).await;
    assert_eq!(status, 403, "{body}");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM messages").await, 0);
    let (status, _) = execute(&server, &a, "GetMessageStatusQuery", json!({"messageId": "no-such"})).await;
    assert_eq!(status, 404);
}

async fn without_a_provider_messages_stay_queued(db: TestDb) {
    let manifest = db.init_with_demo();
    let manager = token_of(&manifest, "Branch Manager").to_owned();
    let server = db.serve(&["--no-scheduler"]);
    let body = ok(&server, &manager, "SendSMSCommand", json!({"mobileNumber": NUMBER, "messageBody": "hello"})).await;
    let id = body["data"]["messageId"].as_str().expect("messageId").to_owned();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let status = status_of(&server, &manager, &id).await;
    assert_eq!((status["status"].as_str(), status["attempts"].as_i64()), (Some("QUEUED"), Some(0)), "{status}");
    assert_eq!(status["lastError"], Value::Null);
}
