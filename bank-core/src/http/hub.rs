//! The real-time hub: the SignalR JSON hub protocol over WebSocket, so the
//! official SignalR clients connect unchanged. `POST {HUB_PATH}/negotiate`
//! then a WebSocket on `{HUB_PATH}`; handshake, invocations (each JSON message
//! ends with the record separator 0x1E), pings both ways, close.
//!
//! Authentication: `Authorization: Bearer` or, for browsers (which cannot set
//! WebSocket headers), the `access_token` query parameter; request logs carry
//! the path only, never the query. A customer token sees its own profile's
//! events; a staff token sees the staff events its permissions allow.
//!
//! Fan-out across instances: every instance polls the `realtime_events` feed
//! (recent rows, deduplicated by id) and relays them to its own connections, so
//! an event raised on one instance reaches a client connected to another.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, post};
use serde_json::{Value, json};
use tokio::sync::broadcast;

use crate::Bank;
use crate::args;
use crate::auth::{Actor, TokenKeys};
use crate::error::{Error, Result};
use crate::store::now;

pub use crate::notify::HUB_PATH;
const RECORD_SEPARATOR: char = '\u{1e}';
/// The server pings this often; the SignalR clients' default server timeout is 30 s.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// A client silent this long is gone (the clients ping every 15 s).
const CLIENT_TIMEOUT: Duration = Duration::from_secs(30);
/// Feed rows are looked at for this long after they were written: a row whose
/// transaction commits late (PostgreSQL sequences commit out of order) is still seen.
const FEED_WINDOW: Duration = Duration::from_secs(30);
const FEED_POLL: Duration = Duration::from_millis(200);
const FEED_BATCH: i64 = 1000;
/// Feed rows are deleted after this long.
const FEED_RETENTION: chrono::Duration = chrono::Duration::hours(1);
/// Largest client message accepted (handshake, pings; clients invoke nothing).
const MAX_CLIENT_MESSAGE_BYTES: usize = 32 * 1024;

/// One event of the feed, as relayed to connections.
#[derive(Clone, Debug)]
pub struct FeedEvent {
    pub event_name: String,
    pub audience: String,
    pub audience_key: String,
    pub payload: Value,
}

/// Who is connected.
#[derive(Clone, Debug)]
enum Principal {
    Customer { profile_id: i64 },
    Staff(Box<Actor>),
}

impl Principal {
    fn sees(&self, e: &FeedEvent) -> bool {
        match (self, e.audience.as_str()) {
            (Principal::Customer { profile_id }, "PROFILE") => e.audience_key == profile_id.to_string(),
            (Principal::Staff(actor), "PERMISSION") => actor.can(&e.audience_key),
            (Principal::Staff(actor), "USER") => actor.username == e.audience_key,
            (Principal::Staff(actor), "ROLE") => actor.role == e.audience_key,
            _ => false,
        }
    }
}

#[derive(Clone)]
struct HubState {
    bank: Bank,
    events: broadcast::Sender<std::sync::Arc<FeedEvent>>,
}

/// The hub's routes; starts this instance's feed relay.
pub fn routes(bank: Bank) -> Router {
    let (events, _) = broadcast::channel(1024);
    tokio::spawn(crate::store::in_background(relay(bank.clone(), events.clone())));
    Router::new()
        .route(&format!("{HUB_PATH}/negotiate"), post(negotiate))
        .route(HUB_PATH, any(connect))
        .with_state(HubState { bank, events })
}

/// Polls the feed and broadcasts new rows to this instance's connections.
async fn relay(bank: Bank, events: broadcast::Sender<std::sync::Arc<FeedEvent>>) {
    let mut seen: HashMap<i64, Instant> = HashMap::new();
    let mut last_cleanup = Instant::now();
    // Rows already in the window at start belong to sessions elsewhere.
    let mut primed = false;
    loop {
        match poll(&bank, &mut seen).await {
            Ok(_) if !primed => primed = true,
            Ok(batch) => {
                for e in batch {
                    // No receiver is fine: nobody is connected here.
                    let _ = events.send(std::sync::Arc::new(e));
                }
            }
            Err(e) => tracing::warn!(error = %e, "real-time feed poll failed"),
        }
        seen.retain(|_, at| at.elapsed() < FEED_WINDOW * 2);
        if last_cleanup.elapsed() > Duration::from_secs(60) {
            last_cleanup = Instant::now();
            if let Err(e) = cleanup(&bank).await {
                tracing::warn!(error = %e, "real-time feed cleanup failed");
            }
        }
        let _ = tokio::time::timeout(FEED_POLL, bank.signals().feed.notified()).await;
    }
}

async fn poll(bank: &Bank, seen: &mut HashMap<i64, Instant>) -> Result<Vec<FeedEvent>> {
    let since = now() - chrono::Duration::from_std(FEED_WINDOW).unwrap_or(chrono::Duration::seconds(30));
    let mut tx = bank.db().begin_read().await?;
    let rows: Vec<(i64, String, String, String, String)> = tx
        .fetch_all(
            "SELECT id, event_name, audience, audience_key, payload FROM realtime_events WHERE created_at >= $1 ORDER BY id LIMIT $2",
            args![since, FEED_BATCH],
        )
        .await?;
    tx.rollback().await?;
    let mut fresh = Vec::new();
    for (id, event_name, audience, audience_key, payload) in rows {
        if seen.insert(id, Instant::now()).is_some() {
            continue;
        }
        let payload = serde_json::from_str(&payload).unwrap_or(Value::Null);
        fresh.push(FeedEvent { event_name, audience, audience_key, payload });
    }
    Ok(fresh)
}

async fn cleanup(bank: &Bank) -> Result<()> {
    let mut tx = bank.db().begin_write().await?;
    tx.execute("DELETE FROM realtime_events WHERE created_at < $1", args![now() - FEED_RETENTION]).await?;
    tx.commit().await
}

fn bearer(headers: &HeaderMap, query: &HashMap<String, String>) -> Option<String> {
    if let Some(v) = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok())
        && let Some((scheme, token)) = v.split_once(' ')
        && scheme.eq_ignore_ascii_case("bearer")
        && !token.trim().is_empty()
    {
        return Some(token.trim().to_owned());
    }
    query.get("access_token").filter(|t| !t.is_empty()).cloned()
}

async fn principal(bank: &Bank, headers: &HeaderMap, query: &HashMap<String, String>) -> Result<Principal> {
    let token = bearer(headers, query)
        .ok_or_else(|| Error::Unauthenticated("missing access token (Authorization header or access_token)".into()))?;
    if TokenKeys::is_customer_token(&token) {
        let profile = bank.customer_profile_for_token(&token).await?;
        Ok(Principal::Customer { profile_id: profile })
    } else {
        Ok(Principal::Staff(Box::new(bank.authenticate(&token).await?)))
    }
}

fn unauthorized(e: &Error) -> Response {
    let status = StatusCode::from_u16(crate::wire::http_status(e)).unwrap_or(StatusCode::UNAUTHORIZED);
    (status, axum::Json(json!({"error": e.public_message()}))).into_response()
}

/// `POST {HUB_PATH}/negotiate`: WebSockets only, JSON over text.
async fn negotiate(
    State(s): State<HubState>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if let Err(e) = principal(&s.bank, &headers, &query).await {
        return unauthorized(&e);
    }
    let token = uuid::Uuid::new_v4().to_string();
    let version = query.get("negotiateVersion").and_then(|v| v.parse::<u32>().ok()).unwrap_or(0).min(1);
    let mut body = json!({
        "negotiateVersion": version,
        "connectionId": uuid::Uuid::new_v4().to_string(),
        "availableTransports": [{"transport": "WebSockets", "transferFormats": ["Text"]}],
    });
    if version >= 1 {
        body["connectionToken"] = json!(token);
    }
    (StatusCode::OK, axum::Json(body)).into_response()
}

/// `GET {HUB_PATH}` with a WebSocket upgrade.
async fn connect(
    State(s): State<HubState>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
    upgrade: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> Response {
    let who = match principal(&s.bank, &headers, &query).await {
        Ok(p) => p,
        Err(e) => return unauthorized(&e),
    };
    let Ok(upgrade) = upgrade else {
        return (StatusCode::BAD_REQUEST, axum::Json(json!({"error": "this hub speaks WebSockets only"})))
            .into_response();
    };
    let events = s.events.subscribe();
    upgrade.max_message_size(MAX_CLIENT_MESSAGE_BYTES).on_upgrade(move |socket| session(socket, who, events))
}

fn frame(value: &Value) -> Message {
    Message::Text(format!("{value}{RECORD_SEPARATOR}").into())
}

/// Sessions open on this instance now (for the operators' metrics).
static CONNECTIONS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

pub fn connections() -> usize {
    CONNECTIONS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Counts a session while it lives, however it ends.
struct Live;

impl Live {
    fn enter() -> Live {
        CONNECTIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Live
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        CONNECTIONS.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
    }
}

async fn session(mut socket: WebSocket, who: Principal, mut events: broadcast::Receiver<std::sync::Arc<FeedEvent>>) {
    let _live = Live::enter();
    // Handshake: `{"protocol":"json","version":1}` + RS; answer `{}` + RS.
    let handshake = tokio::time::timeout(CLIENT_TIMEOUT, socket.recv()).await;
    let text = match handshake {
        Ok(Some(Ok(Message::Text(t)))) => t.to_string(),
        _ => return,
    };
    let first = text.split(RECORD_SEPARATOR).next().unwrap_or_default();
    let request: Value = serde_json::from_str(first).unwrap_or(Value::Null);
    if request["protocol"] != "json" {
        let _ = socket.send(frame(&json!({"error": "only the json hub protocol is supported"}))).await;
        return;
    }
    if socket.send(frame(&json!({}))).await.is_err() {
        return;
    }
    let mut ping = tokio::time::interval(KEEP_ALIVE);
    ping.tick().await;
    let mut last_heard = Instant::now();
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    last_heard = Instant::now();
                    for part in text.split(RECORD_SEPARATOR).filter(|p| !p.trim().is_empty()) {
                        let message: Value = serde_json::from_str(part).unwrap_or(Value::Null);
                        match message["type"].as_i64() {
                            Some(7) => return,
                            // A client invocation: this hub has no server methods.
                            Some(1) if message.get("invocationId").is_some() => {
                                let reply = json!({"type": 3, "invocationId": message["invocationId"],
                                    "error": "this hub has no server methods"});
                                if socket.send(frame(&reply)).await.is_err() { return; }
                            }
                            _ => {}
                        }
                    }
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => last_heard = Instant::now(),
            },
            event = events.recv() => match event {
                Ok(e) if who.sees(&e) => {
                    let invocation = json!({"type": 1, "target": e.event_name, "arguments": [e.payload]});
                    if socket.send(frame(&invocation)).await.is_err() { return; }
                }
                Ok(_) => {}
                Err(broadcast::error::RecvError::Lagged(n)) => {
                    tracing::warn!(skipped = n, "real-time session lagged; closing so the client reconnects");
                    let _ = socket.send(frame(&json!({"type": 7, "error": "connection lagged", "allowReconnect": true}))).await;
                    return;
                }
                Err(broadcast::error::RecvError::Closed) => return,
            },
            _ = ping.tick() => {
                if last_heard.elapsed() > CLIENT_TIMEOUT * 2 {
                    let _ = socket.send(frame(&json!({"type": 7, "error": "client timed out", "allowReconnect": true}))).await;
                    return;
                }
                if socket.send(frame(&json!({"type": 6}))).await.is_err() { return; }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(audience: &str, key: &str) -> FeedEvent {
        FeedEvent {
            event_name: "ReceiveNotification".into(),
            audience: audience.into(),
            audience_key: key.into(),
            payload: json!({}),
        }
    }

    #[test]
    fn a_session_sees_only_its_principals_events() {
        let customer = Principal::Customer { profile_id: 7 };
        assert!(customer.sees(&event("PROFILE", "7")));
        assert!(!customer.sees(&event("PROFILE", "8")));
        assert!(!customer.sees(&event("PERMISSION", "transactions.approve")));

        let mut actor = Actor {
            user_id: 1,
            username: "bola".into(),
            user_key: "k".into(),
            name: "Bola".into(),
            role: "Senior Teller".into(),
            branch_id: None,
            approval_limit_minor: None,
            permissions: Default::default(),
            customer: None,
            unconfirmed_version: None,
        };
        assert!(!Principal::Staff(Box::new(actor.clone())).sees(&event("PERMISSION", "transactions.approve")));
        actor.permissions.insert("transactions.approve".into());
        let staff = Principal::Staff(Box::new(actor));
        assert!(staff.sees(&event("PERMISSION", "transactions.approve")));
        assert!(!staff.sees(&event("PROFILE", "1")), "staff never see a customer's events");
        assert!(staff.sees(&event("USER", "bola")) && !staff.sees(&event("USER", "ada")));
        assert!(staff.sees(&event("ROLE", "Senior Teller")) && !staff.sees(&event("ROLE", "Teller")));
        assert!(!customer.sees(&event("USER", "bola")), "customers never see staff events");
    }

    #[test]
    fn tokens_come_from_the_header_or_the_query() {
        let mut headers = HeaderMap::new();
        let mut query = HashMap::new();
        assert_eq!(bearer(&headers, &query), None);
        query.insert("access_token".to_owned(), "from-query".to_owned());
        assert_eq!(bearer(&headers, &query).as_deref(), Some("from-query"));
        headers.insert(header::AUTHORIZATION, "Bearer from-header".parse().expect("header"));
        assert_eq!(bearer(&headers, &query).as_deref(), Some("from-header"));
    }
}
