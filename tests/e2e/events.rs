//! Events out (`bank events ...`), as a subscriber sees them: a receiver of
//! our own on 127.0.0.1 (allowed only once the operator says so) gets every
//! event, signed, through refusals, an outage and a server killed with
//! SIGKILL; the first successful delivery of each event of one entity comes
//! in the order the events happened; a delivery out of attempts is listed
//! dead and redelivered on request; two servers deliver each event once;
//! `bank events deliver` does one pass without a server.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::on_both_backends;
use crate::receiver::{Receipt, Receiver, hmac_sha256_hex};
use crate::support::{Backend, Run, TestDb};

on_both_backends!(
    events_reach_a_receiver_that_fails_goes_away_and_comes_back,
    a_killed_server_loses_no_event,
    a_dead_delivery_is_listed_and_redelivered,
    subscriptions_refuse_private_urls_and_unknown_types,
    two_servers_deliver_each_event_once,
    one_pass_delivers_without_a_server,
);

/// The longest any wait below lasts.
const DEADLINE: Duration = Duration::from_secs(30);

/// The request is what the interface promises: a POST of one event, its id
/// and type in the headers too, signed with the subscription's secret.
fn check_receipt(receipt: &Receipt, secret: &str) {
    let body = receipt.json();
    let shown = String::from_utf8_lossy(&receipt.body).into_owned();
    assert_eq!(receipt.header(":method"), "POST", "{shown}");
    let id = body["id"].as_str().unwrap_or_else(|| panic!("an event without an id: {shown}"));
    assert_eq!(receipt.header("bank-event-id"), id, "{shown}");
    assert_eq!(receipt.header("bank-event-type"), body["type"].as_str().unwrap_or("?"), "{shown}");
    assert!(body["time"].as_str().is_some_and(|t| chrono::DateTime::parse_from_rfc3339(t).is_ok()), "time: {shown}");
    assert!(body["entity"]["type"].is_string() && body["entity"]["key"].is_string(), "entity: {shown}");
    assert!(body["data"].is_object(), "data: {shown}");

    let signature = receipt.header("bank-signature");
    let mut stamp = None;
    let mut macs = Vec::new();
    for part in signature.split(',') {
        match part.trim().split_once('=') {
            Some(("t", t)) => stamp = Some(t),
            Some(("v1", mac)) => macs.push(mac),
            _ => {}
        }
    }
    let stamp = stamp.unwrap_or_else(|| panic!("no t= in Bank-Signature {signature:?}"));
    let seconds: i64 = stamp.parse().unwrap_or_else(|_| panic!("t= is not unix seconds: {signature:?}"));
    let skew = (chrono::Utc::now().timestamp() - seconds).abs();
    assert!(skew < 300, "Bank-Signature t={seconds} is {skew} s from now");
    let mut signed = format!("{stamp}.").into_bytes();
    signed.extend_from_slice(&receipt.body);
    let expected = hmac_sha256_hex(secret.as_bytes(), &signed);
    assert!(
        macs.contains(&expected.as_str()),
        "Bank-Signature {signature:?} does not verify (expected v1={expected}) for {shown}"
    );
}

fn account(manifest: &Value, i: usize) -> String {
    manifest["accounts"][i]["accountNumber"].as_str().expect("account number").to_owned()
}

fn as_user(db: &TestDb, user: &str, args: &[&str]) -> Run {
    let mut all = vec!["--as", user];
    all.extend_from_slice(args);
    db.bank(&all)
}

/// A deposit that settles at once (or, `held`, waits for approval); its transaction id.
fn deposit_as(db: &TestDb, number: &str, amount: &str, held: bool) -> String {
    let (flag, state) = if held { ("--approval", "PENDING") } else { ("--no-approval", "SETTLED") };
    let reply =
        as_user(db, "teller.ada", &["txn", "deposit", number, "--amount", amount, flag, "-o", "json"]).ok_json();
    assert_eq!(reply["data"]["status"], state, "{reply}");
    reply["data"]["transactionId"].as_str().unwrap_or_else(|| panic!("no transactionId: {reply}")).to_owned()
}

fn deposit(db: &TestDb, number: &str, amount: &str) -> String {
    deposit_as(db, number, amount, false)
}

fn approve(db: &TestDb, id: &str) {
    let approved = as_user(db, "senior.bola", &["txn", "approve", id, "-o", "json"]).ok_json();
    assert_eq!(approved["data"]["newState"], "SETTLED", "{approved}");
}

fn allow_private_urls(db: &TestDb) {
    db.bank(&["config", "set", "allow-private-event-urls", "true"]).ok();
}

/// What a `bank events ... -o json` run printed: its `data` when the reply
/// comes in the usual envelope (`isSuccessful`, `statusCode`, `data`).
fn json_of(run: Run) -> Value {
    let reply = run.ok_json();
    match reply.get("data") {
        Some(data) if reply.get("isSuccessful").is_some() || reply.get("statusCode").is_some() => data.clone(),
        _ => reply,
    }
}

/// `bank events subscribe`; the subscription as shown (with its secret).
fn subscribe(db: &TestDb, url: &str, events: &str) -> Value {
    let made = json_of(db.bank(&["events", "subscribe", url, "--events", events, "-o", "json"]));
    assert_eq!(made["state"], "ACTIVE", "{made}");
    assert!(made["secret"].as_str().is_some_and(|s| !s.is_empty()), "no secret: {made}");
    made
}

fn secret(subscription: &Value) -> String {
    subscription["secret"].as_str().expect("secret").to_owned()
}

/// An id as the CLI takes it back, whether shown as a number or a string.
fn id_text(id: &Value) -> String {
    match id {
        Value::String(s) => s.clone(),
        Value::Null => panic!("no id"),
        other => other.to_string(),
    }
}

/// `bank events deliveries ARGS... -o json`: its items.
fn deliveries(db: &TestDb, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["events", "deliveries", "--limit", "100", "-o", "json"];
    all.extend_from_slice(args);
    let page = json_of(db.bank(&all));
    page["items"].as_array().unwrap_or_else(|| panic!("no items: {page}")).clone()
}

async fn last_audit_id(db: &TestDb) -> i64 {
    db.sql_scalar_i64("SELECT COALESCE(MAX(id), 0) FROM transaction_audit").await
}

/// An event the books recorded: `txa-<n>`, its transaction, its type.
#[derive(Clone, Debug)]
struct Expected {
    id: String,
    seq: i64,
    entity: String,
    kind: String,
}

/// The money events recorded after the transaction audit record `after`.
async fn events_after(db: &TestDb, after: i64) -> Vec<Expected> {
    let sql = format!(
        "SELECT id, transaction_id, new_state FROM transaction_audit
         WHERE id > {after} AND event_type <> 'TransactionApprovalRecorded' ORDER BY id"
    );
    let sql = || sqlx::AssertSqlSafe(sql.clone());
    let rows: Vec<(i64, String, String)> = match db.backend {
        Backend::Sqlite => {
            let pool = sqlx::SqlitePool::connect(&db.url).await.expect("sqlite");
            let rows = sqlx::query_as(sql()).fetch_all(&pool).await.expect("transaction audit");
            pool.close().await;
            rows
        }
        Backend::Postgres => {
            let pool = sqlx::PgPool::connect(&db.url).await.expect("postgres");
            let rows = sqlx::query_as(sql()).fetch_all(&pool).await.expect("transaction audit");
            pool.close().await;
            rows
        }
    };
    rows.into_iter()
        .map(|(seq, entity, state)| Expected {
            id: format!("txa-{seq}"),
            seq,
            entity,
            kind: format!("transaction.{}", state.to_ascii_lowercase()),
        })
        .collect()
}

/// Polls `done` every 100 ms until it holds or the deadline passes.
async fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + DEADLINE;
    while !done() {
        assert!(Instant::now() < deadline, "{what}: not within {} s", DEADLINE.as_secs());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until every expected event was answered 2xx.
async fn wait_for_events(db: &TestDb, receiver: &Receiver, expected: &[Expected]) {
    let deadline = Instant::now() + DEADLINE;
    loop {
        let delivered = receiver.delivered();
        let missing: Vec<&str> = expected.iter().map(|e| e.id.as_str()).filter(|id| !delivered.contains(*id)).collect();
        if missing.is_empty() {
            return;
        }
        if Instant::now() > deadline {
            let listed = db.bank(&["events", "deliveries", "--limit", "100", "-o", "json"]).stdout();
            panic!(
                "{} of {} events never arrived within {} s: {missing:?}\nreceived: {:?}\ndeliveries: {listed}",
                missing.len(),
                expected.len(),
                DEADLINE.as_secs(),
                receiver.receipts().iter().map(|r| (r.event_id(), r.status)).collect::<Vec<_>>()
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Every request verifies; every expected event came as the books recorded it.
fn check_all(receiver: &Receiver, secret: &str, expected: &[Expected]) {
    let by_id: HashMap<&str, &Expected> = expected.iter().map(|e| (e.id.as_str(), e)).collect();
    for receipt in receiver.receipts() {
        check_receipt(&receipt, secret);
        let body = receipt.json();
        let Some(e) = by_id.get(body["id"].as_str().unwrap_or_default()) else { continue };
        assert_eq!(
            (body["type"].as_str(), body["entity"]["type"].as_str(), body["entity"]["key"].as_str()),
            (Some(e.kind.as_str()), Some("Transaction"), Some(e.entity.as_str())),
            "{body}"
        );
    }
}

/// Waits until no delivery is pending any more.
async fn wait_until_settled_down(db: &TestDb) {
    let deadline = Instant::now() + DEADLINE;
    loop {
        let pending = deliveries(db, &["--state", "pending"]);
        if pending.is_empty() {
            return;
        }
        assert!(Instant::now() < deadline, "deliveries still pending after {} s: {pending:?}", DEADLINE.as_secs());
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

// ---------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------

/// A receiver that refuses its first two requests, then goes away for two
/// seconds (its port refuses) and comes back on the same port: every event
/// arrives, signed, and the first success of each event of one transaction
/// comes in the order the events happened (pending before settled).
async fn events_reach_a_receiver_that_fails_goes_away_and_comes_back(db: TestDb) {
    let manifest = db.init_with_demo();
    let (a, b) = (account(&manifest, 0), account(&manifest, 1));
    allow_private_urls(&db);
    let mut receiver = Receiver::start(2);
    let subscription = subscribe(&db, &receiver.url(), "transaction.*");
    let secret = secret(&subscription);
    let before = last_audit_id(&db).await;
    let _server = db.serve(&["--event-retry-base-ms", "100"]);

    // First a held deposit and its approval: its pending event meets the
    // refusals while its settled event is ready behind it.
    let held = deposit_as(&db, &a, "12", true);
    approve(&db, &held);
    deposit(&db, &a, "10");
    deposit(&db, &b, "11");
    deposit(&db, &b, "13");
    deposit(&db, &a, "14");
    // Two refusals and one event through, then the receiver goes away.
    wait_until("a first event through the refusals", || !receiver.delivered().is_empty()).await;
    receiver.stop().await;
    let held_while_away = deposit_as(&db, &b, "15", true);
    deposit(&db, &a, "16");
    // Away for two seconds, and until the server has met the closed port
    // (a delivery failed without an HTTP status).
    let away = Instant::now();
    let deadline = away + DEADLINE;
    loop {
        let pending = deliveries(&db, &["--state", "pending"]);
        let refused = pending.iter().find(|d| d["attempts"].as_i64() > Some(0) && d["lastStatus"].is_null());
        if let Some(refused) = refused
            && away.elapsed() >= Duration::from_secs(2)
        {
            assert!(refused["lastError"].as_str().is_some_and(|e| !e.is_empty()), "{refused}");
            break;
        }
        assert!(Instant::now() < deadline, "no delivery met the closed port: {pending:?}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    receiver.restart();
    approve(&db, &held_while_away);
    deposit(&db, &b, "17");
    deposit(&db, &a, "18");

    let expected = events_after(&db, before).await;
    // Seven settled at once, two held and later settled.
    assert_eq!(expected.len(), 11, "{expected:?}");
    wait_for_events(&db, &receiver, &expected).await;
    check_all(&receiver, &secret, &expected);
    let receipts = receiver.receipts();
    let seen: Vec<(String, u16)> = receipts.iter().map(|r| (r.event_id(), r.status)).collect();
    eprintln!("received, in order: {seen:?}");
    let refused: Vec<&Receipt> = receipts.iter().filter(|r| !r.ok()).collect();
    assert_eq!(refused.len(), 2, "the first two requests, and only those, were refused");

    // Per transaction, the first success of each event in the order of the books.
    let seq: HashMap<&str, i64> = expected.iter().map(|e| (e.id.as_str(), e.seq)).collect();
    let mut first_success: BTreeMap<String, Vec<i64>> = BTreeMap::new();
    let mut counted = BTreeSet::new();
    for receipt in receipts.iter().filter(|r| r.ok()) {
        let body = receipt.json();
        let id = receipt.event_id();
        let Some(&n) = seq.get(id.as_str()) else { continue };
        if counted.insert(id) {
            let (kind, key) = (body["entity"]["type"].as_str(), body["entity"]["key"].as_str());
            let entity = format!("{}:{}", kind.unwrap_or_default(), key.unwrap_or_default());
            first_success.entry(entity).or_default().push(n);
        }
    }
    for (entity, order) in &first_success {
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{entity}: events arrived out of order: {order:?}");
    }
    for id in [&held, &held_while_away] {
        let order = &first_success[&format!("Transaction:{id}")];
        assert_eq!(order.len(), 2, "{id}: pending and settled: {order:?}");
    }

    // The deliveries list says the same, newest first.
    wait_until_settled_down(&db).await;
    let sid = id_text(&subscription["id"]);
    let listed = deliveries(&db, &["--subscription", &sid]);
    let ids: Vec<i64> = listed.iter().filter_map(|d| d["id"].as_i64()).collect();
    assert!(ids.windows(2).all(|w| w[0] > w[1]), "newest first: {ids:?}");
    for e in &expected {
        let d = listed
            .iter()
            .find(|d| d["eventId"] == e.id.as_str())
            .unwrap_or_else(|| panic!("{} is not listed: {listed:?}", e.id));
        assert_eq!((d["state"].as_str(), d["eventType"].as_str()), (Some("DELIVERED"), Some(e.kind.as_str())), "{d}");
        assert_eq!(id_text(&d["subscriptionId"]), sid, "{d}");
        assert!(d["deliveredAt"].is_string(), "{d}");
    }
    for refused in refused {
        let id = refused.event_id();
        let d = listed.iter().find(|d| d["eventId"] == id.as_str()).expect("listed");
        assert!(d["attempts"].as_i64().is_some_and(|n| n >= 2), "refused once, so tried again: {d}");
    }
}

/// A server killed with SIGKILL while it delivers (the receiver has read
/// some events and not answered them): a new server, once the dead one's
/// leases lapse, delivers everything, those in flight included.
async fn a_killed_server_loses_no_event(db: TestDb) {
    let manifest = db.init_with_demo();
    let (a, b) = (account(&manifest, 0), account(&manifest, 1));
    allow_private_urls(&db);
    let receiver = Receiver::start(0);
    let subscription = subscribe(&db, &receiver.url(), "transaction.*");
    let before = last_audit_id(&db).await;
    let mut first = db.serve(&["--event-timeout-ms", "1000"]);
    for i in 0..3 {
        deposit(&db, if i % 2 == 0 { &a } else { &b }, &format!("{}", 20 + i));
    }
    wait_until("the first events", || receiver.delivered().len() >= 2).await;
    // The next events are read and never answered: the server dies with them in flight.
    receiver.hold();
    for i in 3..10 {
        deposit(&db, if i % 2 == 0 { &a } else { &b }, &format!("{}", 20 + i));
    }
    wait_until("an event in flight", || !receiver.in_flight().is_empty()).await;
    first.child.kill().expect("SIGKILL the server");
    let _ = first.child.wait();
    drop(first);
    let in_flight = receiver.in_flight();
    receiver.abandon_held().await;
    let delivered = receiver.delivered();
    for id in &in_flight {
        assert!(!delivered.contains(id), "{id} was in flight, not answered");
    }

    // More while no server runs.
    for i in 10..20 {
        deposit(&db, if i % 2 == 0 { &a } else { &b }, &format!("{}", 20 + i));
    }

    let _second = db.serve(&["--event-timeout-ms", "1000"]);
    let expected = events_after(&db, before).await;
    assert_eq!(expected.len(), 20, "{expected:?}");
    wait_for_events(&db, &receiver, &expected).await;
    check_all(&receiver, &secret(&subscription), &expected);
    eprintln!("{} delivered before the kill, {:?} in flight", delivered.len(), in_flight);
}

/// A receiver that answers 500: after the last attempt the delivery is DEAD
/// and tried no more; redelivered once the receiver is fixed, it arrives.
async fn a_dead_delivery_is_listed_and_redelivered(db: TestDb) {
    let manifest = db.init_with_demo();
    allow_private_urls(&db);
    let receiver = Receiver::start(0);
    receiver.set_status(500);
    let subscription = subscribe(&db, &receiver.url(), "transaction.*");
    let before = last_audit_id(&db).await;
    let server = db.serve(&["--event-retry-base-ms", "50", "--event-max-attempts", "2"]);
    deposit(&db, &account(&manifest, 0), "25");
    let expected = events_after(&db, before).await;
    assert_eq!(expected.len(), 1, "{expected:?}");
    let event = &expected[0];

    let deadline = Instant::now() + DEADLINE;
    let dead = loop {
        if let Some(dead) = deliveries(&db, &["--state", "dead"]).into_iter().next() {
            break dead;
        }
        assert!(Instant::now() < deadline, "no dead delivery within {} s", DEADLINE.as_secs());
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(
        (dead["eventId"].as_str(), dead["eventType"].as_str(), dead["state"].as_str()),
        (Some(event.id.as_str()), Some("transaction.settled"), Some("DEAD")),
        "{dead}"
    );
    assert_eq!((dead["attempts"].as_i64(), dead["lastStatus"].as_i64()), (Some(2), Some(500)), "{dead}");
    assert_eq!(id_text(&dead["subscriptionId"]), id_text(&subscription["id"]), "{dead}");
    assert!(dead["deliveredAt"].is_null(), "{dead}");
    // Dead means no more tries.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let tries = receiver.receipts();
    assert_eq!(tries.len(), 2, "two attempts, then none: {:?}", tries.iter().map(|r| r.status).collect::<Vec<_>>());
    assert!(tries.iter().all(|r| r.event_id() == event.id && r.status == 500));

    receiver.set_status(200);
    let delivery = id_text(&dead["id"]);
    db.bank(&["events", "redeliver", &delivery]).ok();
    wait_for_events(&db, &receiver, &expected).await;
    check_all(&receiver, &secret(&subscription), &expected);
    let deadline = Instant::now() + DEADLINE;
    loop {
        let listed = deliveries(&db, &[]);
        let d = listed.iter().find(|d| id_text(&d["id"]) == delivery).expect("the delivery is listed");
        if d["state"] == "DELIVERED" {
            assert!(d["deliveredAt"].is_string(), "{d}");
            break;
        }
        assert!(Instant::now() < deadline, "not DELIVERED within {} s: {d}", DEADLINE.as_secs());
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(deliveries(&db, &["--state", "dead"]).is_empty());
    let unknown = db.bank(&["events", "redeliver", "987654"]);
    assert_ne!(unknown.code(), 0, "redelivering no delivery: {}", unknown.stdout());

    // Deleting the subscription gives up what it still owed, as dead letters that stay dead.
    drop(server);
    receiver.set_status(500);
    deposit(&db, &account(&manifest, 0), "26");
    db.bank(&["events", "deliver", "--max-attempts", "5"]).ok();
    let owed = deliveries(&db, &["--state", "pending"]);
    assert_eq!(owed.len(), 1, "{owed:?}");
    // The operators see it waiting, and for how long.
    let watcher = db.serve(&["--event-retry-base-ms", "60000"]);
    let page = watcher.client.get(format!("{}/metrics", watcher.base)).send().await.expect("scrape");
    let page = page.text().await.expect("metrics text");
    let gauge = |name: &str| page.lines().find_map(|l| l.strip_prefix(name)?.trim().parse::<f64>().ok());
    assert_eq!(gauge("bank_event_deliveries_pending "), Some(1.0), "{page}");
    assert!(gauge("bank_event_oldest_pending_age_seconds ").is_some_and(|age| age > 0.0 && age < 600.0), "{page}");
    drop(watcher);
    db.bank(&["events", "unsubscribe", &id_text(&subscription["id"]), "--yes"]).ok();
    let given_up = deliveries(&db, &["--state", "dead"]);
    assert_eq!(given_up.len(), 1, "{given_up:?}");
    assert_eq!(given_up[0]["lastError"], "the subscription was deleted", "{}", given_up[0]);
    let refused = db.bank(&["events", "redeliver", &id_text(&given_up[0]["id"])]);
    assert!(refused.stderr().contains("deleted subscription"), "{}", refused.stderr());
}

/// Subscriber URLs inside the bank's network only once the operator allows
/// them; event types the bank does not raise are named; the list hides the
/// secret; unsubscribing deletes.
async fn subscriptions_refuse_private_urls_and_unknown_types(db: TestDb) {
    db.init_with_demo();
    for url in ["http://127.0.0.1:9/x", "http://169.254.169.254/"] {
        let refused = db.bank(&["events", "subscribe", url, "--events", "transaction.settled"]);
        assert_ne!(refused.code(), 0, "{url} was accepted: {}", refused.stdout());
        let said = refused.stderr().to_ascii_lowercase();
        assert!(said.contains("private") || said.contains("loopback") || said.contains("link-local"), "{url}: {said}");
    }
    let unknown = db.bank(&["events", "subscribe", "https://example.com/hook", "--events", "transaction.nope"]);
    assert_ne!(unknown.code(), 0, "an unknown type was accepted: {}", unknown.stdout());
    assert!(unknown.stderr().contains("transaction.nope"), "{}", unknown.stderr());
    let listed = json_of(db.bank(&["events", "list", "-o", "json"]));
    assert_eq!(listed, serde_json::json!([]), "nothing was made");

    let types = db.bank(&["events", "types", "-o", "json"]).ok().stdout();
    for kind in ["transaction.pending", "transaction.settled", "transaction.reversed", "cheque.bounced", "audit.login"]
    {
        assert!(types.contains(kind), "{kind} is not listed: {types}");
    }

    allow_private_urls(&db);
    let args = [
        "events",
        "subscribe",
        "http://127.0.0.1:9/x?token=s3cret",
        "--events",
        "transaction.settled,cheque.bounced",
        "--description",
        "core ledger mirror",
        "-o",
        "json",
    ];
    let made = json_of(db.bank(&args));
    assert_eq!(
        (made["url"].as_str(), made["state"].as_str(), made["description"].as_str()),
        (Some("http://127.0.0.1:9/x?token=s3cret"), Some("ACTIVE"), Some("core ledger mirror")),
        "{made}"
    );
    // The audit trail keeps the URL without the token in its query.
    let kept = "SELECT COUNT(*) FROM activities WHERE description LIKE '%s3cret%' OR entity_reference LIKE '%s3cret%'";
    assert_eq!(db.sql_scalar_i64(kept).await, 0);
    assert_eq!(made["events"], serde_json::json!(["transaction.settled", "cheque.bounced"]), "{made}");
    assert!(made["secret"].as_str().is_some_and(|s| s.len() >= 16), "{made}");
    assert!(made["createdAt"].is_string(), "{made}");
    let id = id_text(&made["id"]);

    let listed = json_of(db.bank(&["events", "list", "-o", "json"]));
    let shown = listed.as_array().and_then(|l| l.iter().find(|s| id_text(&s["id"]) == id)).expect("listed");
    assert_eq!(shown["state"], "ACTIVE", "{shown}");
    assert!(shown.get("secret").is_none_or(Value::is_null), "the secret is shown once only: {shown}");
    assert!(!listed.to_string().contains(made["secret"].as_str().expect("secret")), "{listed}");
    let has_secret = shown["hasSecret"].clone();

    let deleted = json_of(db.bank(&["events", "unsubscribe", &id, "--yes", "-o", "json"]));
    assert_eq!(deleted["state"], "DELETED", "{deleted}");
    let listed = json_of(db.bank(&["events", "list", "-o", "json"]));
    let active = listed.as_array().expect("list").iter().any(|s| id_text(&s["id"]) == id && s["state"] == "ACTIVE");
    assert!(!active, "{listed}");
    // The list says a secret is kept without showing it.
    assert_eq!(has_secret, Value::Bool(true), "`bank events list` lacks hasSecret: {shown}");
}

/// Two servers on one database: each event reaches the receiver once.
async fn two_servers_deliver_each_event_once(db: TestDb) {
    let manifest = db.init_with_demo();
    let (a, b) = (account(&manifest, 0), account(&manifest, 1));
    allow_private_urls(&db);
    let receiver = Receiver::start(0);
    let subscription = subscribe(&db, &receiver.url(), "transaction.*");
    let before = last_audit_id(&db).await;
    let servers = [db.serve(&[]), db.serve(&[])];
    for i in 0..20 {
        deposit(&db, if i % 2 == 0 { &a } else { &b }, &format!("{}", 40 + i));
    }
    let expected = events_after(&db, before).await;
    assert_eq!(expected.len(), 20, "{expected:?}");
    wait_for_events(&db, &receiver, &expected).await;
    wait_until_settled_down(&db).await;
    // A second sender, were there one, has had its chance.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    check_all(&receiver, &secret(&subscription), &expected);
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for receipt in receiver.receipts() {
        *counts.entry(receipt.event_id()).or_default() += 1;
    }
    let twice: Vec<(&String, &usize)> = counts.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "delivered more than once: {twice:?}");
    for e in &expected {
        assert_eq!(counts.get(&e.id), Some(&1), "{}", e.id);
    }
    drop(servers);
}

/// `bank events deliver` (cron, no server): one pass seals, hands out and
/// delivers what is due; a second pass has nothing to send.
async fn one_pass_delivers_without_a_server(db: TestDb) {
    let manifest = db.init_with_demo();
    allow_private_urls(&db);
    let receiver = Receiver::start(0);
    let subscription = subscribe(&db, &receiver.url(), "transaction.settled");
    let before = last_audit_id(&db).await;
    deposit(&db, &account(&manifest, 0), "31");
    let expected = events_after(&db, before).await;
    assert_eq!(expected.len(), 1, "{expected:?}");

    let report = db.bank(&["events", "deliver", "-o", "json"]).ok_json();
    assert_eq!(receiver.delivered(), BTreeSet::from([expected[0].id.clone()]), "one pass: {report}");
    assert_eq!((report["handedOut"].as_i64(), report["delivered"].as_i64()), (Some(1), Some(1)), "{report}");
    check_all(&receiver, &secret(&subscription), &expected);
    let listed = deliveries(&db, &[]);
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!((listed[0]["state"].as_str(), listed[0]["attempts"].as_i64()), (Some("DELIVERED"), Some(1)));

    let again = db.bank(&["events", "deliver", "-o", "json"]).ok_json();
    assert_eq!((again["handedOut"].as_i64(), again["delivered"].as_i64()), (Some(0), Some(0)), "{again}");
    assert_eq!(receiver.receipts().len(), 1, "nothing is sent twice");
}
