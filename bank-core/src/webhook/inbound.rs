//! Inbound calls at `/api/webhook/{path}`: no bearer token; the configuration
//! decides what may call it (method, allow-listed addresses, an optional
//! HMAC-SHA256 signature) and what runs. Every call, refused or not, is
//! appended to `webhook_calls` with its outcome.
//!
//! Errors answer `{error, status}` (plus `code`), checked in this order: 404
//! not configured, 403 IP not whitelisted, 403 not active, 405 wrong method,
//! 413 body too large, 401 bad signature, 400 body not JSON or a configuration
//! error; a command's own refusal keeps its status.

use std::net::IpAddr;
use std::time::Instant;

use hmac::{Hmac, Mac};
use serde_json::{Value as Json, json};
use sha2::Sha256;

use super::{WebhookRow, find_by_path};
use crate::Bank;
use crate::args;
use crate::auth::Origin;
use crate::engine;
use crate::error::{Error, Result};
use crate::store::now;

/// The signature header: hex HMAC-SHA256 of the raw body, optionally `sha256=`-prefixed.
pub const SIGNATURE_HEADER: &str = "x-webhook-signature";
/// Default body limit for inbound calls (256 KiB).
pub const DEFAULT_BODY_LIMIT_BYTES: usize = 256 * 1024;
const MAX_LOGGED_CHARS: usize = 500;

/// What the HTTP adapter read from the request.
#[derive(Debug, Default)]
pub struct InboundCall {
    pub path: String,
    pub method: String,
    /// The TCP peer.
    pub peer_ip: Option<IpAddr>,
    /// The raw `X-Forwarded-For` header.
    pub forwarded_for: Option<String>,
    pub signature: Option<String>,
    pub user_agent: Option<String>,
    pub body: Vec<u8>,
    /// Set when the body was larger than this limit (and not read).
    pub too_large: Option<usize>,
    /// The HTTP request's id, for the audit rows the call writes.
    pub request_id: Option<String>,
}

/// Addresses whose `X-Forwarded-For` is believed (reverse proxies, load balancers).
#[derive(Clone, Debug)]
pub struct InboundOptions {
    pub trusted_proxies: Vec<IpAddr>,
    /// The status the adapter answers an error with (its one table of them).
    pub status_of: fn(&Error) -> u16,
}

/// The HTTP status and JSON body to answer.
#[derive(Debug)]
pub struct InboundReply {
    pub status: u16,
    pub body: Json,
}

/// The caller's address. `X-Forwarded-For` is read only when the TCP peer is
/// a trusted proxy: then the right-most hop that is not itself a trusted
/// proxy is the client. From anyone else the header is ignored, since any
/// client can write any address into it.
pub fn client_ip(peer: Option<IpAddr>, forwarded_for: Option<&str>, trusted: &[IpAddr]) -> Option<IpAddr> {
    let peer = peer?.to_canonical();
    if !trusted.contains(&peer) {
        return Some(peer);
    }
    let Some(header) = forwarded_for else { return Some(peer) };
    for hop in header.split(',').rev().map(str::trim).filter(|h| !h.is_empty()) {
        match hop.parse::<IpAddr>() {
            Ok(ip) if trusted.contains(&ip.to_canonical()) => continue,
            Ok(ip) => return Some(ip.to_canonical()),
            // A malformed hop makes the client unknown: it matches no allow-list.
            Err(_) => return None,
        }
    }
    Some(peer)
}

/// True when `signature` is the hex HMAC-SHA256 of `body` under `secret` (constant time).
pub fn signature_valid(secret: &str, body: &[u8], signature: &str) -> bool {
    let hex_text = signature.trim();
    let hex_text = hex_text.strip_prefix("sha256=").unwrap_or(hex_text);
    let Ok(expected) = hex::decode(hex_text) else { return false };
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret.as_bytes()) else { return false };
    mac.update(body);
    mac.verify_slice(&expected).is_ok()
}

/// The signature a sender computes: `sha256=<hex>`.
pub fn sign(secret: &str, body: &[u8]) -> String {
    let mut mac = match Hmac::<Sha256>::new_from_slice(secret.as_bytes()) {
        Ok(m) => m,
        Err(_) => return String::new(),
    };
    mac.update(body);
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

/// Why a call is refused: the gate's own answer, or a core error the
/// adapter gives its status.
enum Refusal {
    Gate { status: u16, code: &'static str, message: String },
    Failed(Error),
}

fn refuse(status: u16, code: &'static str, message: impl Into<String>) -> Refusal {
    Refusal::Gate { status, code, message: message.into() }
}

impl From<Error> for Refusal {
    fn from(e: Error) -> Self {
        if matches!(e, Error::Internal(_) | Error::Schema(_) | Error::Config(_)) {
            tracing::error!(error = %e, "webhook call failed");
        }
        Refusal::Failed(e)
    }
}

/// Handles one inbound call and records it.
pub async fn receive(bank: &Bank, call: InboundCall, options: &InboundOptions) -> InboundReply {
    let started = Instant::now();
    let remote = client_ip(call.peer_ip, call.forwarded_for.as_deref(), &options.trusted_proxies);
    let mut webhook_id = None;
    let result = handle(bank, &call, remote, &mut webhook_id).await;
    let (status, outcome, error, body) = match result {
        Ok((status, body)) => (status, "OK", None, body),
        Err(refusal) => {
            let (status, code, message) = match refusal {
                Refusal::Gate { status, code, message } => (status, code, message),
                Refusal::Failed(e) => ((options.status_of)(&e), e.code(), e.public_message()),
            };
            let body = json!({"error": message, "status": status, "code": code});
            (status, code, Some(message), body)
        }
    };
    let elapsed_ms = i64::try_from(started.elapsed().as_millis()).unwrap_or(i64::MAX);
    if let Err(e) = log_call(bank, &call, remote, webhook_id, status, outcome, error.as_deref(), elapsed_ms).await {
        tracing::error!(error = %e, "could not record a webhook call");
    }
    InboundReply { status, body }
}

async fn handle(
    bank: &Bank,
    call: &InboundCall,
    remote: Option<IpAddr>,
    webhook_id: &mut Option<i64>,
) -> std::result::Result<(u16, Json), Refusal> {
    let path = call.path.trim_matches('/');
    let webhook: Option<WebhookRow> = {
        let mut tx = bank.db().begin_read().await?;
        let w = find_by_path(&mut tx, path).await?;
        tx.rollback().await?;
        w
    };
    let Some(webhook) = webhook else {
        return Err(refuse(404, "WEBHOOK_NOT_FOUND", format!("webhook '{path}' is not configured")));
    };
    *webhook_id = Some(webhook.id);
    // A caller outside the allow-list learns nothing more than that the path exists.
    let allowed = webhook.ips();
    if !allowed.is_empty() && !remote.is_some_and(|ip| allowed.iter().any(|net| net.contains(&ip.to_canonical()))) {
        let who = remote.map_or_else(|| "an unknown address".to_owned(), |ip| ip.to_string());
        return Err(refuse(403, "IP_NOT_WHITELISTED", format!("{who} is not whitelisted for webhook '{path}'")));
    }
    // Fail closed: a webhook open to anyone must say so (allowAnonymous).
    if allowed.is_empty() && webhook.secret.is_none() && !webhook.allow_anonymous {
        return Err(refuse(403, "WEBHOOK_UNSECURED", format!("webhook '{path}' has no allow-list or secret")));
    }
    if !webhook.is_enabled {
        return Err(refuse(403, "WEBHOOK_NOT_ACTIVE", format!("webhook '{path}' is not active")));
    }
    if !webhook.action.eq_ignore_ascii_case(&call.method) {
        return Err(refuse(
            405,
            "METHOD_NOT_ALLOWED",
            format!("webhook '{path}' accepts {} only, not {}", webhook.action, call.method),
        ));
    }
    if let Some(limit) = call.too_large {
        return Err(refuse(413, "PAYLOAD_TOO_LARGE", format!("the body exceeds {limit} bytes")));
    }
    if let Some(secret) = webhook.secret.as_deref() {
        match call.signature.as_deref() {
            None => return Err(refuse(401, "SIGNATURE_MISSING", "the X-Webhook-Signature header is required")),
            Some(sig) if !signature_valid(secret, &call.body, sig) => {
                return Err(refuse(401, "SIGNATURE_INVALID", "the X-Webhook-Signature does not match the body"));
            }
            Some(_) => {}
        }
    }
    let data: Json = if call.body.iter().all(u8::is_ascii_whitespace) {
        Json::Null
    } else {
        crate::json::parse(&call.body)
            .map_err(|e| refuse(400, "MALFORMED_REQUEST", format!("the body is not valid JSON: {e}")))?
    };
    let remote_text = remote.map(|ip| ip.to_string());
    let origin = Origin {
        ip_address: remote_text.clone(),
        user_agent: Some(format!("webhook {}", webhook.key)),
        tenant_id: None,
        trusted_local: false,
        request_id: call.request_id.clone(),
    };
    let variables = vec![
        ("webhookData".to_owned(), data.clone()),
        ("webhookPath".to_owned(), Json::String(path.to_owned())),
        ("webhookMethod".to_owned(), Json::String(call.method.to_ascii_uppercase())),
        ("remoteIp".to_owned(), remote_text.map_or(Json::Null, Json::String)),
    ];
    let produced = engine::perform(bank, &webhook.plan(), &origin, &data, variables).await?;
    Ok((200, produced.to_json(bank)))
}

#[allow(clippy::too_many_arguments)]
async fn log_call(
    bank: &Bank,
    call: &InboundCall,
    remote: Option<IpAddr>,
    webhook_id: Option<i64>,
    status: u16,
    outcome: &str,
    error: Option<&str>,
    duration_ms: i64,
) -> Result<()> {
    let clip = |s: &str| s.chars().take(MAX_LOGGED_CHARS).collect::<String>();
    let mut tx = bank.db().begin_write().await?;
    tx.execute(
        "INSERT INTO webhook_calls (webhook_id, path, method, remote_ip, peer_ip, status, outcome, error,
             duration_ms, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        args![
            webhook_id,
            clip(&call.path),
            clip(&call.method),
            remote.map(|ip| ip.to_string()),
            call.peer_ip.map(|ip| ip.to_string()),
            i64::from(status),
            outcome,
            error.map(clip),
            duration_ms,
            now()
        ],
    )
    .await?;
    tx.commit().await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("ip")
    }

    #[test]
    fn forwarded_for_is_believed_only_from_trusted_proxies() {
        let proxy = ip("10.0.0.5");
        let trusted = [proxy];
        // A direct caller cannot claim another address.
        assert_eq!(client_ip(Some(ip("203.0.113.9")), Some("198.51.100.1"), &trusted), Some(ip("203.0.113.9")));
        // Through the proxy, the right-most untrusted hop is the client (left hops are the client's claims).
        assert_eq!(client_ip(Some(proxy), Some("1.1.1.1, 198.51.100.1"), &trusted), Some(ip("198.51.100.1")));
        assert_eq!(client_ip(Some(proxy), Some("198.51.100.1, 10.0.0.5"), &trusted), Some(ip("198.51.100.1")));
        assert_eq!(client_ip(Some(proxy), None, &trusted), Some(proxy));
        assert_eq!(client_ip(Some(proxy), Some("garbage"), &trusted), None);
    }

    #[test]
    fn signatures_round_trip() {
        let body = br#"{"amount": 5}"#;
        let sig = sign("a-secret-of-16-chars", body);
        assert!(signature_valid("a-secret-of-16-chars", body, &sig));
        assert!(signature_valid("a-secret-of-16-chars", body, sig.trim_start_matches("sha256=")));
        assert!(!signature_valid("another-secret-16ch", body, &sig));
        assert!(!signature_valid("a-secret-of-16-chars", br#"{"amount": 6}"#, &sig));
        assert!(!signature_valid("a-secret-of-16-chars", body, "zz"));
    }
}
