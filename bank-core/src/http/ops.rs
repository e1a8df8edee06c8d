//! What operators and integrators need around the commands: a request id on
//! every answer and log line, `WWW-Authenticate` on 401, CORS for browser
//! clients, and the liveness, readiness and version probes.

use axum::Json;
use axum::body::{Body, to_bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use tower_http::cors::{AllowOrigin, CorsLayer};

use super::AppState;
use crate::store::SchemaStatus;

pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");
/// A caller's id longer than this, or not plain visible ASCII, is replaced.
const MAX_REQUEST_ID_CHARS: usize = 128;
/// Error bodies are small; one larger than this is passed on untouched.
const MAX_ERROR_BODY_BYTES: usize = 64 * 1024;

/// The request's id: the caller's `X-Request-Id` when it is sane, else a new UUID v7.
#[derive(Clone, Debug)]
pub struct RequestId(pub String);

/// Gives every request an id (echoed in `X-Request-Id`, carried by the
/// request's log span and put in error bodies as `requestId`) and every 401
/// its `WWW-Authenticate: Bearer`.
pub async fn request_id(mut request: Request, next: Next) -> Response {
    let id = request
        .headers()
        .get(&REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .filter(|v| !v.is_empty() && v.len() <= MAX_REQUEST_ID_CHARS && v.bytes().all(|b| b.is_ascii_graphic()))
        .map_or_else(|| uuid::Uuid::now_v7().to_string(), str::to_owned);
    request.extensions_mut().insert(RequestId(id.clone()));
    let mut response = next.run(request).await;
    let status = response.status();
    if status == StatusCode::UNAUTHORIZED && !response.headers().contains_key(header::WWW_AUTHENTICATE) {
        response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
    }
    if status.is_client_error() || status.is_server_error() {
        response = with_request_id(response, &id).await;
    }
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID, value);
    }
    response
}

/// Adds `requestId` to a JSON error body, so a caller can quote it to support.
async fn with_request_id(response: Response, id: &str) -> Response {
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !is_json {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = to_bytes(body, MAX_ERROR_BODY_BYTES).await else {
        return (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": "error body too large", "requestId": id})))
            .into_response();
    };
    let body = match serde_json::from_slice::<Value>(&bytes) {
        Ok(Value::Object(mut object)) => {
            object.insert("requestId".into(), Value::String(id.to_owned()));
            parts.headers.remove(header::CONTENT_LENGTH);
            Body::from(Value::Object(object).to_string())
        }
        _ => Body::from(bytes),
    };
    Response::from_parts(parts, body)
}

/// Browser clients of the listed origins (none by default) may call the API.
pub fn cors(origins: &[HeaderValue]) -> Option<CorsLayer> {
    if origins.is_empty() {
        return None;
    }
    let headers = [
        header::AUTHORIZATION,
        header::CONTENT_TYPE,
        REQUEST_ID,
        HeaderName::from_static("idempotency-key"),
        HeaderName::from_static("x-tenant-id"),
        HeaderName::from_static("x-device-id"),
        HeaderName::from_static("x-app-channel"),
        HeaderName::from_static("x-app-version"),
        HeaderName::from_static("x-client-platform"),
    ];
    let exposed = ["x-total-count", "x-page-number", "x-page-size", "x-total-pages", "x-request-id", "retry-after"]
        .map(HeaderName::from_static);
    Some(
        CorsLayer::new()
            .allow_origin(AllowOrigin::list(origins.iter().cloned()))
            .allow_methods([Method::GET, Method::POST, Method::PUT, Method::PATCH, Method::DELETE, Method::OPTIONS])
            .allow_headers(headers)
            .expose_headers(exposed)
            .max_age(std::time::Duration::from_secs(600)),
    )
}

/// `GET /healthz`: the process is up and serving (liveness; the database is `/readyz`'s).
pub async fn health() -> Response {
    Json(json!({"status": "ok"})).into_response()
}

/// `GET /readyz`: the database answers, its schema is this build's, and the
/// notification outbox worker runs (when this instance runs one); 503 otherwise.
pub async fn ready(State(s): State<AppState>) -> Response {
    let (database, schema) = match s.bank.db().schema_status().await {
        Ok(SchemaStatus::Current) => ("reachable", "current"),
        Ok(SchemaStatus::Uninitialised) => ("reachable", "uninitialised"),
        Ok(SchemaStatus::Older(_)) => ("reachable", "older than this build"),
        Ok(SchemaStatus::Newer(_)) => ("reachable", "newer than this build"),
        Err(e) => {
            tracing::error!(error = %e, "readiness: database unreachable");
            ("unreachable", "unknown")
        }
    };
    let outbox = match &s.options.outbox_worker {
        None => "not run here",
        Some(worker) if worker.is_finished() => "stopped",
        Some(_) => "running",
    };
    let ready = database == "reachable" && schema == "current" && outbox != "stopped";
    let status = if ready { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    let body = json!({
        "status": if ready { "ready" } else { "unavailable" },
        "database": database,
        "schema": schema,
        "outboxWorker": outbox,
    });
    (status, Json(body)).into_response()
}

/// `GET /version`: the build that answers.
pub async fn version(State(s): State<AppState>) -> Response {
    Json(json!({"version": env!("CARGO_PKG_VERSION"), "commit": s.options.commit})).into_response()
}
