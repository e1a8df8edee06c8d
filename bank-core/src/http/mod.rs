//! The HTTP adapter: mounts the command catalogue behind the spec's paths.
//! It reads envelopes and tokens and renders responses; every rule lives in
//! the core. Built apart from serving, so tests can drive it with `oneshot`.

mod export;
pub mod hub;
mod limits;
mod metrics;
pub mod openapi;
mod ops;

pub use limits::{Rate, parse_rate};
pub use ops::RequestId;

use std::net::SocketAddr;

use axum::body::{Body, to_bytes};
use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use axum::{Json, Router};
use serde_json::{Value, json};
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;

use crate::Bank;
use crate::auth::{Actor, Origin};
use crate::command::Reply;
use crate::error::Error;
use crate::wire::{self, Area, Endpoint, Envelope, NameKey};

/// Limits of the HTTP adapter.
#[derive(Clone, Debug)]
pub struct HttpOptions {
    /// Largest request body accepted on command endpoints.
    pub body_limit_bytes: usize,
    /// Largest body on `/api/core/cmd` from a user who may upload documents.
    pub document_body_limit_bytes: usize,
    /// Largest body accepted on inbound webhooks.
    pub webhook_body_limit_bytes: usize,
    /// Proxies whose `X-Forwarded-For` names the caller (audit trail, webhook allow-lists).
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Browser origins allowed to call the API (CORS); none by default.
    pub cors_origins: Vec<axum::http::HeaderValue>,
    /// The notification outbox worker of this instance, for `/readyz`.
    pub outbox_worker: Option<tokio::task::AbortHandle>,
    /// The build's commit, for `/version`.
    pub commit: &'static str,
    /// Requests per client address (checked before the token); `None` is no limit.
    pub rate_per_ip: Option<Rate>,
    /// Requests per authenticated user, whichever token they use; `None` is no limit.
    pub rate_per_user: Option<Rate>,
}

/// 256 KiB: far above any command body without a file.
pub const DEFAULT_BODY_LIMIT_BYTES: usize = 256 * 1024;
/// The largest document as base64 (4 characters per 3 bytes) plus 64 KiB of fields.
pub const DEFAULT_DOCUMENT_BODY_LIMIT_BYTES: usize = crate::document::MAX_FILE_BYTES.div_ceil(3) * 4 + 64 * 1024;

impl Default for HttpOptions {
    fn default() -> Self {
        HttpOptions {
            body_limit_bytes: DEFAULT_BODY_LIMIT_BYTES,
            document_body_limit_bytes: DEFAULT_DOCUMENT_BODY_LIMIT_BYTES,
            webhook_body_limit_bytes: crate::webhook::inbound::DEFAULT_BODY_LIMIT_BYTES,
            trusted_proxies: Vec::new(),
            cors_origins: Vec::new(),
            outbox_worker: None,
            commit: "unknown",
            rate_per_ip: None,
            rate_per_user: None,
        }
    }
}

#[derive(Clone)]
struct AppState {
    bank: Bank,
    options: HttpOptions,
    limits: limits::Limiters,
}

/// Every path of the spec, plus the probes `GET /healthz`, `/readyz` and `/version`.
pub fn router(bank: Bank, options: HttpOptions) -> Router {
    metrics::handle();
    let hub = hub::routes(bank.clone());
    let cors = ops::cors(&options.cors_origins);
    let limits = limits::Limiters::new(options.rate_per_ip, options.rate_per_user);
    let state = AppState { bank, options, limits };
    let router = Router::new()
        .route("/api/bpm/cmd", post(bpm))
        .route("/api/core/cmd", post(core))
        .route("/api/v1/execute", post(execute))
        .route("/api/bpm/selfservice/cmd", post(self_service))
        .route("/api/bpm/selfservice/cmd/{name}", post(self_service_named))
        .route("/api/bpm/cmd/{name}", post(transaction))
        .route("/api/Activities", get(activities_all))
        .route("/api/Activities/loggedinuseractivities", get(activities_mine))
        .route("/api/files/download", get(download))
        .route("/api/webhook/{*path}", any(webhook))
        .route("/healthz", get(ops::health))
        .route("/readyz", get(ops::ready))
        .route("/version", get(ops::version))
        .route("/openapi.json", get(openapi_document))
        .route("/metrics", get(metrics::render))
        // Routed requests only (a 404 has no route to name).
        .route_layer(axum::middleware::from_fn(metrics::track))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .with_state(state)
        .merge(hub)
        // One INFO line per request: request id, method, path, status,
        // latency. The span records the path only: never headers or the query
        // (the hub's `access_token`), and no layer logs bodies.
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|request: &axum::http::Request<Body>| {
                    let id = request.extensions().get::<RequestId>().map_or("", |id| id.0.as_str());
                    let (method, path) = (request.method(), request.uri().path());
                    // The command and user are filled in once known (see `dispatch`).
                    tracing::info_span!(
                        "request",
                        request_id = %id,
                        method = %method,
                        path = %path,
                        command = tracing::field::Empty,
                        user = tracing::field::Empty
                    )
                })
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
        // Outermost: the id exists before the span and is on every answer.
        .layer(axum::middleware::from_fn(ops::request_id));
    match cors {
        Some(cors) => router.layer(cors),
        None => router,
    }
}

async fn bpm(State(s): State<AppState>, request: Request) -> Response {
    dispatch(&s, Endpoint::Bpm, None, request).await
}

async fn core(State(s): State<AppState>, request: Request) -> Response {
    dispatch(&s, Endpoint::Core, None, request).await
}

async fn execute(State(s): State<AppState>, request: Request) -> Response {
    dispatch(&s, Endpoint::Execute, None, request).await
}

async fn self_service(State(s): State<AppState>, request: Request) -> Response {
    dispatch(&s, Endpoint::SelfService, None, request).await
}

async fn self_service_named(State(s): State<AppState>, Path(name): Path<String>, request: Request) -> Response {
    dispatch(&s, Endpoint::SelfService, Some(name), request).await
}

async fn transaction(State(s): State<AppState>, Path(name): Path<String>, request: Request) -> Response {
    dispatch(&s, Endpoint::Transaction, Some(name), request).await
}

fn render(area: Area, result: Result<(&'static str, Reply), Error>) -> Response {
    match result {
        Ok((message, reply)) => (StatusCode::OK, Json(wire::reply(area, message, reply))).into_response(),
        Err(error) => render_error(area, &error),
    }
}

/// Seconds a client should wait before retrying a 503 (busy or unavailable database).
const RETRY_AFTER_SECONDS: &str = "1";

fn render_error(area: Area, error: &Error) -> Response {
    if matches!(error, Error::Internal(_) | Error::Schema(_) | Error::Config(_) | Error::Unavailable(_)) {
        tracing::error!(code = error.code(), error = %error, "request failed");
    }
    let (status, body) = wire::failure(area, error);
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = (status, Json(body)).into_response();
    if matches!(error, Error::Busy | Error::Unavailable(_)) {
        response.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from_static(RETRY_AFTER_SECONDS));
    }
    if let Some(seconds) = limits::retry_after(error) {
        response.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from(seconds));
    }
    response
}

/// Who sent the request, for the activity trail.
/// Who called: the peer's address, or the client a trusted proxy names in
/// `X-Forwarded-For` (the same rule as for webhooks, on every route).
fn origin(request: &Request, options: &HttpOptions) -> Origin {
    let text =
        |name| request.headers().get(name).and_then(|v: &axum::http::HeaderValue| v.to_str().ok()).map(str::to_owned);
    let ip = client_ip(request, options);
    Origin {
        ip_address: ip.map(|ip| ip.to_string()),
        user_agent: text(header::USER_AGENT.as_str()),
        tenant_id: text("x-tenant-id"),
        trusted_local: false,
        request_id: request.extensions().get::<RequestId>().map(|id| id.0.clone()),
    }
}

/// The caller's address: the peer's, or the client a trusted proxy names.
fn client_ip(request: &Request, options: &HttpOptions) -> Option<std::net::IpAddr> {
    let peer = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
    let forwarded = request.headers().get("x-forwarded-for").and_then(|v| v.to_str().ok());
    crate::webhook::inbound::client_ip(peer, forwarded, &options.trusted_proxies)
}

/// The caller of a GET route, within the address's and then the user's rate.
async fn admit(s: &AppState, ip: Option<std::net::IpAddr>, headers: &HeaderMap) -> Result<Actor, Error> {
    s.limits.check_ip(ip)?;
    let actor = s.bank.authenticate(bearer_token(headers)?).await?;
    s.limits.check_user(&actor.username)?;
    Ok(actor)
}

/// The self-service endpoint takes a customer token (with the mobile headers
/// checked) or a staff token (for the staff send commands).
async fn authenticate_self_service(bank: &Bank, headers: &HeaderMap) -> Result<Actor, Error> {
    let token = bearer_token(headers)?;
    if !crate::auth::TokenKeys::is_customer_token(token) {
        return bank.authenticate_cached(token).await;
    }
    let device = mobile_headers(headers)?;
    bank.authenticate_customer(token, device).await
}

/// The spec's mobile headers, each checked with a message naming it.
fn mobile_headers(headers: &HeaderMap) -> Result<crate::selfservice::DeviceHeaders, Error> {
    let text = |name: &str, max: usize| -> Result<String, Error> {
        let value = headers
            .get(name)
            .ok_or_else(|| Error::Malformed(format!("the {name} header is required for mobile self-service calls")))?;
        let value =
            value.to_str().map_err(|_| Error::Malformed(format!("the {name} header must be text")))?.trim().to_owned();
        if value.is_empty() || value.chars().count() > max || value.chars().any(char::is_whitespace) {
            return Err(Error::Malformed(format!("the {name} header must be 1 to {max} characters without spaces")));
        }
        Ok(value)
    };
    let content_type = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    if !content_type.split(';').next().unwrap_or_default().trim().eq_ignore_ascii_case("application/json") {
        return Err(Error::Malformed("the Content-Type header must be application/json".into()));
    }
    let channel = text("x-app-channel", 32)?;
    if channel != "Mobile" {
        return Err(Error::Malformed(format!("the X-App-Channel header must be 'Mobile', not '{channel}'")));
    }
    Ok(crate::selfservice::DeviceHeaders {
        device_id: text("x-device-id", crate::selfservice::profile::MAX_DEVICE_ID_CHARS)?,
        platform: text("x-client-platform", 32)?,
        app_version: text("x-app-version", 32)?,
    })
}

fn bearer_token(headers: &HeaderMap) -> Result<&str, Error> {
    let value = headers
        .get(header::AUTHORIZATION)
        .ok_or_else(|| Error::Unauthenticated("missing Authorization: Bearer token".into()))?;
    let value = value.to_str().map_err(|_| Error::Unauthenticated("the Authorization header is not text".into()))?;
    let token = match value.split_once(' ') {
        Some((scheme, token)) if scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty() => token.trim(),
        _ => return Err(Error::Unauthenticated("the Authorization header must be 'Bearer <token>'".into())),
    };
    Ok(token)
}

/// The body, refused unread when its declared length is over `limit` and
/// cut off at `limit` when it is sent without one.
async fn read_body(body: Body, headers: &HeaderMap, limit: usize) -> Result<axum::body::Bytes, Error> {
    let declared = headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if declared.is_some_and(|length| length > limit as u64) {
        return Err(Error::TooLarge { limit_bytes: limit });
    }
    to_bytes(body, limit).await.map_err(|_| Error::TooLarge { limit_bytes: limit })
}

/// A universal-transaction body is the command's fields, flat.
fn flat_envelope(name: String, body: &[u8]) -> Result<Envelope, Error> {
    let data = crate::json::parse(body).map_err(|e| Error::Malformed(format!("the body is not valid JSON: {e}")))?;
    if !data.is_object() {
        return Err(Error::Malformed("the body must be a JSON object".into()));
    }
    Ok(Envelope { name, key: NameKey::Path, data })
}

async fn dispatch(s: &AppState, endpoint: Endpoint, path_name: Option<String>, request: Request) -> Response {
    let origin = origin(&request, &s.options);
    if let Err(e) = s.limits.check_ip(client_ip(&request, &s.options)) {
        return render_error(endpoint.fallback_area(None), &e);
    }
    let (parts, body) = request.into_parts();
    // The token is checked before the body is read. A refused caller's body is
    // read only up to the command limit, to answer in its command's area; a
    // longer one is left unread, so an anonymous caller makes the server
    // buffer at most that much.
    let authenticated = match endpoint {
        Endpoint::SelfService => authenticate_self_service(&s.bank, &parts.headers).await,
        _ => match bearer_token(&parts.headers) {
            Ok(token) => s.bank.authenticate_cached(token).await,
            Err(e) => Err(e),
        },
    };
    let limit = match &authenticated {
        Ok(actor) => body_limit(&s.options, endpoint, actor),
        Err(_) => s.options.body_limit_bytes,
    };
    // A command named in the path is known even when its body is not readable.
    let named = path_name.as_deref().and_then(|name| s.bank.catalogue().get(name));
    let envelope = match read_body(body, &parts.headers, limit).await {
        Ok(bytes) => match path_name {
            Some(name) => flat_envelope(name, &bytes),
            None => wire::parse_envelope(&bytes),
        },
        Err(e) => Err(e),
    };
    let key = envelope.as_ref().ok().map(|e| e.key);
    // The area of the named command answers, when this endpoint serves it.
    let entry = envelope
        .as_ref()
        .ok()
        .and_then(|e| s.bank.catalogue().get(&e.name))
        .or(named)
        .filter(|entry| endpoint.serves(entry.area));
    let area = entry.map_or_else(|| endpoint.fallback_area(key), |entry| entry.area);
    let label = metrics::CommandLabel(entry.map_or("unknown", |entry| entry.name));
    tracing::Span::current().record("command", label.0);
    let labelled = |mut response: Response| {
        response.extensions_mut().insert(label);
        response
    };
    let actor = match authenticated.and_then(|actor| s.limits.check_user(&actor.username).map(|()| actor)) {
        Ok(actor) => {
            tracing::Span::current().record("user", actor.username.as_str());
            actor
        }
        Err(e) => return labelled(render_error(area, &e)),
    };
    let request = envelope.and_then(|envelope| {
        let entry = entry.ok_or(Error::UnknownCommand(envelope.name))?;
        Ok((entry, with_idempotency_header(&parts.headers, entry.name, envelope.data)?))
    });
    let result = match request {
        Ok((entry, data)) if export::wanted(&data) => {
            match s.bank.execute_batch(entry.name, &actor, &origin, data.clone()).await {
                Ok(first) => match export::next_cursor(&first) {
                    Some(cursor) => {
                        let (bank, name, message) = (s.bank.clone(), entry.name, entry.message);
                        let export = export::Export { bank, name, message, actor, origin, data };
                        return labelled(export.respond(area, first, cursor));
                    }
                    None => export::whole(first).map(|reply| (entry.message, reply)),
                },
                Err(e) => Err(e),
            }
        }
        Ok((entry, data)) => s.bank.execute_json(entry.name, &actor, &origin, data).await.map(|r| (entry.message, r)),
        // A token from the cache is confirmed before a refusal is told: a
        // revoked one learns nothing of the request.
        Err(e) => s.bank.confirm_actor(&actor).await.and(Err(e)),
    };
    labelled(render(area, result))
}

/// The largest body this caller may send here: only a user who may upload
/// documents gets the document limit, and only on the endpoint that takes them.
fn body_limit(options: &HttpOptions, endpoint: Endpoint, actor: &Actor) -> usize {
    match endpoint {
        Endpoint::Core if actor.can(crate::auth::perm::DOCUMENTS_UPLOAD) => options.document_body_limit_bytes,
        _ => options.body_limit_bytes,
    }
}

/// `GET /openapi.json`: the interface, generated from the catalogue.
async fn openapi_document(State(s): State<AppState>) -> Response {
    Json(openapi::document(s.bank.catalogue(), KEYED_COMMANDS)).into_response()
}

/// The commands that take an idempotency key (`idempotencyKey` in the body).
pub const KEYED_COMMANDS: &[&str] = &[
    "InitiateDeposit",
    "InitiateWithdrawal",
    "InitiateLoanDisbursement",
    "InitiateTillTransfer",
    "InitiateVaultTransaction",
];

/// Moves an `Idempotency-Key` header into the body's `idempotencyKey`. A
/// header that contradicts the body, or on a command without keys, is refused
/// rather than ignored.
fn with_idempotency_header(headers: &HeaderMap, command: &str, mut data: Value) -> Result<Value, Error> {
    let Some(header) = headers.get("idempotency-key") else { return Ok(data) };
    let key = header.to_str().map_err(|_| Error::Malformed("the Idempotency-Key header must be text".into()))?;
    if !KEYED_COMMANDS.contains(&command) {
        return Err(Error::invalid("Idempotency-Key", format!("{command} takes no idempotency key")));
    }
    let Some(body) = data.as_object_mut() else { return Ok(data) };
    let in_body = body.get("idempotencyKey").and_then(Value::as_str).map(str::to_owned);
    if in_body.is_some_and(|existing| existing != key) {
        return Err(Error::invalid("Idempotency-Key", "the header and the body's idempotencyKey differ"));
    }
    body.insert("idempotencyKey".into(), Value::String(key.to_owned()));
    Ok(data)
}

/// `GET /api/Activities`: every user's activities (activities.view_all).
async fn activities_all(State(s): State<AppState>, request: Request) -> Response {
    activities_rest::<crate::activity::ListActivitiesRestQuery>(&s, request).await
}

/// `GET /api/Activities/loggedinuseractivities`: the caller's own activities.
async fn activities_mine(State(s): State<AppState>, request: Request) -> Response {
    activities_rest::<crate::activity::MyActivitiesRestQuery>(&s, request).await
}

/// Maps the query string to the core query (every value as text, so the core
/// judges malformed values: family D 400) and sets the paging headers.
async fn activities_rest<Q>(s: &AppState, request: Request) -> Response
where
    Q: crate::command::Command<Output = crate::activity::ActivityPage>,
{
    let origin = origin(&request, &s.options);
    let actor = match admit(s, client_ip(&request, &s.options), request.headers()).await {
        Ok(actor) => actor,
        Err(e) => return render_error(Area::ActivityRest, &e),
    };
    let query = request.uri().query().unwrap_or_default();
    let params: serde_json::Map<String, Value> = form_urlencoded::parse(query.as_bytes())
        .map(|(k, v)| (k.into_owned(), Value::String(v.into_owned())))
        .collect();
    let result = match crate::command::parse_request::<Q>(Value::Object(params)) {
        Ok(q) => s.bank.execute(&actor, &origin, q).await,
        Err(e) => Err(e),
    };
    match result {
        Ok(page) => {
            let mut response = (StatusCode::OK, Json(&page)).into_response();
            for (name, value) in page.headers() {
                if let Ok(value) = axum::http::HeaderValue::from_str(&value) {
                    response.headers_mut().insert(name, value);
                }
            }
            response
        }
        Err(e) => render_error(Area::ActivityRest, &e),
    }
}

/// `GET /api/files/download?path=`: the bytes of a stored document. The core
/// serves only paths a document row holds and records every download.
async fn download(State(s): State<AppState>, request: Request) -> Response {
    let origin = origin(&request, &s.options);
    let actor = match admit(&s, client_ip(&request, &s.options), request.headers()).await {
        Ok(actor) => actor,
        Err(e) => return render_error(Area::Core, &e),
    };
    let query = request.uri().query().unwrap_or_default();
    let path = form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == "path").map(|(_, v)| v.into_owned());
    let Some(path) = path.filter(|p| !p.trim().is_empty()) else {
        return render_error(Area::Core, &Error::invalid("path", "is required"));
    };
    match s.bank.download_document(&actor, &origin, &path).await {
        Ok((file, bytes)) => {
            let headers = [
                (header::CONTENT_DISPOSITION, file.content_disposition()),
                (header::CONTENT_TYPE, file.content_type),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
            ];
            (StatusCode::OK, headers, bytes).into_response()
        }
        Err(e) => render_error(Area::Core, &e),
    }
}

/// Inbound webhooks: the core decides everything; this reads the request.
async fn webhook(State(s): State<AppState>, Path(path): Path<String>, request: Request) -> Response {
    use crate::webhook::inbound::{InboundCall, InboundOptions, SIGNATURE_HEADER, receive};
    if let Err(e) = s.limits.check_ip(client_ip(&request, &s.options)) {
        return render_error(Area::Execute, &e);
    }
    let peer_ip = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
    // The headers are copied out in a block: a borrow of the request must not live across an await.
    let mut call = {
        let text = |name: &str| request.headers().get(name).and_then(|v| v.to_str().ok()).map(str::to_owned);
        InboundCall {
            path,
            method: request.method().as_str().to_owned(),
            peer_ip,
            forwarded_for: text("x-forwarded-for"),
            signature: text(SIGNATURE_HEADER),
            user_agent: text(header::USER_AGENT.as_str()),
            request_id: request.extensions().get::<RequestId>().map(|id| id.0.clone()),
            ..InboundCall::default()
        }
    };
    let limit = s.options.webhook_body_limit_bytes;
    match to_bytes(request.into_body(), limit).await {
        Ok(bytes) => call.body = bytes.to_vec(),
        Err(_) => call.too_large = Some(limit),
    }
    let options = InboundOptions { trusted_proxies: s.options.trusted_proxies.clone(), status_of: wire::http_status };
    let reply = receive(&s.bank, call, &options).await;
    ::metrics::counter!("bank_webhook_calls_total", "status" => reply.status.to_string()).increment(1);
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    (status, Json(reply.body)).into_response()
}

async fn not_found(method: Method, uri: axum::http::Uri) -> Response {
    let body = json!({"error": format!("no endpoint {method} {}", uri.path()), "status": 404});
    (StatusCode::NOT_FOUND, Json(body)).into_response()
}

async fn method_not_allowed(method: Method, uri: axum::http::Uri) -> Response {
    let body = json!({"error": format!("method {method} is not allowed on {}", uri.path()), "status": 405});
    (StatusCode::METHOD_NOT_ALLOWED, Json(body)).into_response()
}
