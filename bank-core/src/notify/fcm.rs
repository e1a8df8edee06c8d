//! Firebase Cloud Messaging HTTP v1: a service-account JSON, an RS256 JWT
//! assertion exchanged for an OAuth access token (cached until a minute
//! before it expires), and `projects/{id}/messages:send`. The token URI and
//! the base URL are configurable so tests point them at a local server.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tokio::sync::Mutex;

use crate::error::{Error, Result};

pub const DEFAULT_BASE_URL: &str = "https://fcm.googleapis.com";
const SCOPE: &str = "https://www.googleapis.com/auth/firebase.messaging";
/// A cached access token is renewed this long before it expires.
const TOKEN_RENEW_MARGIN: Duration = Duration::from_secs(60);
const HTTP_TIMEOUT: Duration = Duration::from_secs(15);

/// FCM refuses a message whose payload exceeds 4096 bytes (notification
/// messages; "4KB" in FCM's documentation). Our safety limit is that same
/// figure measured over the notification block plus the data map: above it
/// the `data` entry (action data) is dropped, and the body is shortened if
/// the rest still does not fit.
pub const PUSH_PAYLOAD_LIMIT_BYTES: usize = 4096;

/// The fields of a Google service-account key file that FCM needs.
#[derive(Clone, Deserialize)]
pub struct ServiceAccount {
    pub project_id: String,
    pub client_email: String,
    pub private_key: String,
    #[serde(default = "default_token_uri")]
    pub token_uri: String,
}

fn default_token_uri() -> String {
    "https://oauth2.googleapis.com/token".into()
}

impl std::fmt::Debug for ServiceAccount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ServiceAccount").field("project_id", &self.project_id).finish_non_exhaustive()
    }
}

/// Where and how to push.
#[derive(Clone, Debug)]
pub struct FcmConfig {
    pub account: ServiceAccount,
    /// `https://fcm.googleapis.com` unless overridden.
    pub base_url: String,
    /// The account's `token_uri` unless overridden.
    pub token_uri: Option<String>,
}

impl FcmConfig {
    /// Reads a service-account JSON file.
    pub fn from_file(path: &std::path::Path) -> Result<FcmConfig> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::Config(format!("cannot read FCM service account {}: {e}", path.display())))?;
        let account: ServiceAccount = serde_json::from_str(&text)
            .map_err(|e| Error::Config(format!("{} is not a service-account JSON: {e}", path.display())))?;
        Ok(FcmConfig { account, base_url: DEFAULT_BASE_URL.into(), token_uri: None })
    }
}

/// One push: a user-visible notification block and a data map of strings.
#[derive(Clone, Debug, Serialize)]
pub struct PushMessage {
    pub token: String,
    pub title: String,
    pub body: String,
    pub data: BTreeMap<String, String>,
    /// The notificationId: FCM collapse key / APNs collapse id / Android tag,
    /// so a rare duplicate send replaces the shown notification.
    pub collapse_id: String,
    pub high_priority: bool,
}

/// What a send came to.
#[derive(Debug, PartialEq, Eq)]
pub enum PushOutcome {
    Sent {
        message_name: String,
    },
    /// The token will never work again (UNREGISTERED, SENDER_ID_MISMATCH):
    /// deactivate the installation.
    TokenInvalid {
        reason: String,
    },
    /// Worth retrying later; `retry_after` from the server when it said so.
    Transient {
        reason: String,
        retry_after: Option<Duration>,
    },
    /// Retrying the same message will not help (e.g. INVALID_ARGUMENT).
    Rejected {
        reason: String,
    },
}

struct CachedToken {
    value: String,
    renew_at: Instant,
}

pub struct FcmClient {
    http: reqwest::Client,
    config: FcmConfig,
    key: EncodingKey,
    token: Mutex<Option<CachedToken>>,
}

#[derive(Serialize)]
struct Assertion<'a> {
    iss: &'a str,
    scope: &'a str,
    aud: &'a str,
    iat: i64,
    exp: i64,
}

impl FcmClient {
    pub fn new(config: FcmConfig) -> Result<FcmClient> {
        let key = EncodingKey::from_rsa_pem(config.account.private_key.as_bytes())
            .map_err(|e| Error::Config(format!("the FCM service account's private_key is not an RSA PEM key: {e}")))?;
        let http = reqwest::Client::builder()
            .timeout(HTTP_TIMEOUT)
            .build()
            .map_err(|e| Error::Config(format!("cannot build the FCM HTTP client: {e}")))?;
        Ok(FcmClient { http, config, key, token: Mutex::new(None) })
    }

    fn token_uri(&self) -> &str {
        self.config.token_uri.as_deref().unwrap_or(&self.config.account.token_uri)
    }

    /// The cached OAuth access token, or a new one from the token endpoint.
    async fn access_token(&self) -> std::result::Result<String, PushOutcome> {
        let mut cached = self.token.lock().await;
        if let Some(t) = cached.as_ref()
            && Instant::now() < t.renew_at
        {
            return Ok(t.value.clone());
        }
        let now = chrono::Utc::now().timestamp();
        let claims = Assertion {
            iss: &self.config.account.client_email,
            scope: SCOPE,
            aud: self.token_uri(),
            iat: now,
            exp: now + 3600,
        };
        let assertion = jsonwebtoken::encode(&Header::new(Algorithm::RS256), &claims, &self.key)
            .map_err(|e| PushOutcome::Rejected { reason: format!("cannot sign the OAuth assertion: {e}") })?;
        let response = self
            .http
            .post(self.token_uri())
            .form(&[("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer"), ("assertion", assertion.as_str())])
            .send()
            .await
            .map_err(|e| PushOutcome::Transient {
                reason: format!("OAuth token request failed: {e}"),
                retry_after: None,
            })?;
        let status = response.status();
        if !status.is_success() {
            return Err(PushOutcome::Transient {
                reason: format!("OAuth token endpoint answered {status}"),
                retry_after: retry_after(response.headers()),
            });
        }
        #[derive(Deserialize)]
        struct TokenResponse {
            access_token: String,
            #[serde(default = "one_hour")]
            expires_in: u64,
        }
        fn one_hour() -> u64 {
            3600
        }
        let token: TokenResponse = response.json().await.map_err(|e| PushOutcome::Transient {
            reason: format!("OAuth token response unreadable: {e}"),
            retry_after: None,
        })?;
        let lifetime = Duration::from_secs(token.expires_in).saturating_sub(TOKEN_RENEW_MARGIN);
        *cached = Some(CachedToken { value: token.access_token.clone(), renew_at: Instant::now() + lifetime });
        Ok(token.access_token)
    }

    async fn forget_token(&self) {
        *self.token.lock().await = None;
    }

    /// Sends one message and classifies the answer.
    pub async fn send(&self, message: &PushMessage) -> PushOutcome {
        let access = match self.access_token().await {
            Ok(t) => t,
            Err(outcome) => return outcome,
        };
        let url = format!(
            "{}/v1/projects/{}/messages:send",
            self.config.base_url.trim_end_matches('/'),
            self.config.account.project_id
        );
        let response = match self.http.post(&url).bearer_auth(access).json(&body(message)).send().await {
            Ok(r) => r,
            Err(e) => return PushOutcome::Transient { reason: format!("FCM request failed: {e}"), retry_after: None },
        };
        let status = response.status();
        let wait = retry_after(response.headers());
        let text = response.text().await.unwrap_or_default();
        if status.is_success() {
            let name = serde_json::from_str::<Value>(&text)
                .ok()
                .and_then(|v| v.get("name").and_then(Value::as_str).map(str::to_owned))
                .unwrap_or_default();
            return PushOutcome::Sent { message_name: name };
        }
        if status.as_u16() == 401 {
            self.forget_token().await;
        }
        classify(status.as_u16(), &text, wait)
    }
}

/// FCM's error body: `{"error": {code, message, status, details: [{"@type":
/// ".../FcmError", errorCode}]}}`.
fn classify(status: u16, body: &str, retry_after: Option<Duration>) -> PushOutcome {
    let parsed: Value = serde_json::from_str(body).unwrap_or(Value::Null);
    let error = &parsed["error"];
    let fcm_code = error["details"]
        .as_array()
        .and_then(|d| d.iter().find_map(|item| item.get("errorCode").and_then(Value::as_str)))
        .unwrap_or_else(|| error["status"].as_str().unwrap_or(""))
        .to_owned();
    let reason = format!("{status} {fcm_code} {}", error["message"].as_str().unwrap_or("")).trim().to_owned();
    match (status, fcm_code.as_str()) {
        (_, "UNREGISTERED" | "SENDER_ID_MISMATCH") | (404, _) => PushOutcome::TokenInvalid { reason },
        (429 | 500 | 502 | 503 | 504 | 401, _) | (_, "QUOTA_EXCEEDED" | "UNAVAILABLE" | "INTERNAL") => {
            PushOutcome::Transient { reason, retry_after }
        }
        _ => PushOutcome::Rejected { reason },
    }
}

fn retry_after(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    let value = headers.get(reqwest::header::RETRY_AFTER)?.to_str().ok()?;
    if let Ok(seconds) = value.trim().parse::<u64>() {
        return Some(Duration::from_secs(seconds.min(3600)));
    }
    let at = chrono::DateTime::parse_from_rfc2822(value.trim()).ok()?;
    let wait = at.with_timezone(&chrono::Utc) - chrono::Utc::now();
    Some(wait.to_std().unwrap_or(Duration::ZERO).min(Duration::from_secs(3600)))
}

/// The `messages:send` body: always a notification block (every push is
/// user-visible), the data map, and collapse ids per platform.
pub fn body(m: &PushMessage) -> Value {
    json!({
        "message": {
            "token": m.token,
            "notification": {"title": m.title, "body": m.body},
            "data": m.data,
            "android": {
                "collapse_key": m.collapse_id,
                "priority": if m.high_priority { "HIGH" } else { "NORMAL" },
                "notification": {"tag": m.collapse_id},
            },
            "apns": {"headers": {"apns-collapse-id": m.collapse_id}},
        }
    })
}

/// Builds the message within [`PUSH_PAYLOAD_LIMIT_BYTES`]: the data map holds
/// notificationId, action, notificationType, tenantId and `data` (action data
/// as a JSON string), the last omitted when the whole would exceed the limit.
pub fn fit(
    token: String,
    title: &str,
    body_text: &str,
    mut data: BTreeMap<String, String>,
    collapse_id: String,
    high_priority: bool,
) -> PushMessage {
    let size = |title: &str, body: &str, data: &BTreeMap<String, String>| {
        title.len() + body.len() + data.iter().map(|(k, v)| k.len() + v.len()).sum::<usize>()
    };
    if size(title, body_text, &data) > PUSH_PAYLOAD_LIMIT_BYTES {
        data.remove("data");
    }
    let mut body = body_text.to_owned();
    while size(title, &body, &data) > PUSH_PAYLOAD_LIMIT_BYTES && !body.is_empty() {
        // Shorten at a character boundary; the inbox keeps the full text.
        let keep = body.chars().count().saturating_sub(16);
        body = body.chars().take(keep).collect::<String>();
        if keep == 0 {
            body.clear();
        }
    }
    PushMessage { token, title: title.to_owned(), body, data, collapse_id, high_priority }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(data: &str) -> BTreeMap<String, String> {
        [("notificationId", "n"), ("action", "a"), ("notificationType", "info"), ("tenantId", "t"), ("data", data)]
            .into_iter()
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect()
    }

    #[test]
    fn data_is_dropped_above_the_limit_and_kept_below() {
        let small = fit("tok".into(), "Title", "Body", map("{\"x\":1}"), "n".into(), false);
        assert_eq!(small.data.get("data").map(String::as_str), Some("{\"x\":1}"));
        let big = format!("{{\"x\":\"{}\"}}", "y".repeat(PUSH_PAYLOAD_LIMIT_BYTES));
        let fitted = fit("tok".into(), "Title", "Body", map(&big), "n".into(), false);
        assert!(!fitted.data.contains_key("data"));
        assert_eq!(fitted.data.get("notificationId").map(String::as_str), Some("n"));
        assert_eq!(fitted.body, "Body");
    }

    #[test]
    fn fcm_errors_are_classified() {
        let unregistered = r#"{"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND",
            "details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"UNREGISTERED"}]}}"#;
        assert!(matches!(classify(404, unregistered, None), PushOutcome::TokenInvalid { .. }));
        let quota =
            r#"{"error":{"code":429,"status":"RESOURCE_EXHAUSTED","details":[{"errorCode":"QUOTA_EXCEEDED"}]}}"#;
        assert_eq!(
            classify(429, quota, Some(Duration::from_secs(7))),
            PushOutcome::Transient { reason: "429 QUOTA_EXCEEDED".into(), retry_after: Some(Duration::from_secs(7)) }
        );
        assert!(matches!(classify(500, "oops", None), PushOutcome::Transient { .. }));
        let invalid =
            r#"{"error":{"code":400,"status":"INVALID_ARGUMENT","details":[{"errorCode":"INVALID_ARGUMENT"}]}}"#;
        assert!(matches!(classify(400, invalid, None), PushOutcome::Rejected { .. }));
    }
}
