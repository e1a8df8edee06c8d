//! Who delivers SMS and e-mail: a provider behind a small trait per channel,
//! and one of each speaking plain HTTP JSON to a gateway configured by URL
//! (and an optional bearer token). A gateway for Infobip, Twilio, SES or
//! SMTP translates from there; the bank stays out of vendor APIs.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::command::BoxFuture;
use crate::error::{Error, Result};

const HTTP_TIMEOUT: Duration = Duration::from_secs(15);

/// One SMS as the provider gets it (the documented fields, plus our id).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Sms {
    /// Ours; the same on every attempt, so a gateway can drop a repeat.
    #[serde(default)]
    pub message_id: String,
    pub mobile_number: String,
    pub message_body: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider_code: Option<String>,
}

/// One e-mail as the provider gets it.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Mail {
    #[serde(default)]
    pub message_id: String,
    pub subject: String,
    pub email: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bcc: Vec<String>,
    pub message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sender: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
}

/// What one attempt came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Accepted by the provider, with its id when it gave one.
    Sent { provider_message_id: Option<String> },
    /// Worth trying again later (network, 408, 429, 5xx).
    Transient { reason: String, retry_after: Option<Duration> },
    /// Sending the same message again will not help (other 4xx).
    Rejected { reason: String },
}

pub trait SmsProvider: Send + Sync {
    fn send_sms<'a>(&'a self, sms: &'a Sms) -> BoxFuture<'a, Delivery>;
}

pub trait MailProvider: Send + Sync {
    fn send_mail<'a>(&'a self, mail: &'a Mail) -> BoxFuture<'a, Delivery>;
}

/// POSTs the message as JSON to `url`, with `Authorization: Bearer` when a
/// token is set and `Idempotency-Key` = the message id.
pub struct HttpProvider {
    http: reqwest::Client,
    url: reqwest::Url,
    token: Option<String>,
}

impl HttpProvider {
    pub fn new(url: &str, token: Option<String>) -> Result<HttpProvider> {
        let parsed = reqwest::Url::parse(url).map_err(|e| Error::Config(format!("'{url}' is not a URL: {e}")))?;
        if !matches!(parsed.scheme(), "http" | "https") {
            return Err(Error::Config(format!("'{url}' is not an http(s) URL")));
        }
        let http = reqwest::Client::builder()
            .timeout(HTTP_TIMEOUT)
            .build()
            .map_err(|e| Error::Config(format!("cannot build the provider HTTP client: {e}")))?;
        let token = token.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
        Ok(HttpProvider { http, url: parsed, token })
    }

    async fn post(&self, message_id: &str, body: &impl Serialize) -> Delivery {
        let mut request = self.http.post(self.url.clone()).header("idempotency-key", message_id).json(body);
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        let response = match request.send().await {
            Ok(r) => r,
            // reqwest's error names the URL, never the body.
            Err(e) => return Delivery::Transient { reason: format!("provider unreachable: {e}"), retry_after: None },
        };
        let status = response.status();
        let wait = retry_after(response.headers());
        if status.is_success() {
            let answer: Value = response.json().await.unwrap_or(Value::Null);
            let id = ["messageId", "id"].iter().find_map(|k| match &answer[*k] {
                Value::String(s) => Some(s.chars().take(200).collect()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            });
            return Delivery::Sent { provider_message_id: id };
        }
        classify(status.as_u16(), status.canonical_reason().unwrap_or(""), wait)
    }
}

/// The reason keeps the status only: a provider's error body may echo the
/// message (an OTP), and reasons are stored and logged.
fn classify(status: u16, text: &str, retry_after: Option<Duration>) -> Delivery {
    let reason = format!("provider answered {status} {text}").trim().to_owned();
    match status {
        408 | 429 | 500..=599 => Delivery::Transient { reason, retry_after },
        _ => Delivery::Rejected { reason },
    }
}

fn retry_after(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    let value = headers.get(reqwest::header::RETRY_AFTER)?.to_str().ok()?;
    value.trim().parse::<u64>().ok().map(|s| Duration::from_secs(s.min(3600)))
}

impl SmsProvider for HttpProvider {
    fn send_sms<'a>(&'a self, sms: &'a Sms) -> BoxFuture<'a, Delivery> {
        Box::pin(self.post(&sms.message_id, sms))
    }
}

impl MailProvider for HttpProvider {
    fn send_mail<'a>(&'a self, mail: &'a Mail) -> BoxFuture<'a, Delivery> {
        Box::pin(self.post(&mail.message_id, mail))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_are_classified() {
        assert!(matches!(classify(500, "Internal Server Error", None), Delivery::Transient { .. }));
        assert!(matches!(classify(429, "", Some(Duration::from_secs(3))), Delivery::Transient { .. }));
        assert_eq!(
            classify(400, "Bad Request", None),
            Delivery::Rejected { reason: "provider answered 400 Bad Request".into() }
        );
    }

    #[test]
    fn only_http_urls_are_taken() {
        assert!(HttpProvider::new("ftp://x", None).is_err());
        assert!(HttpProvider::new("not a url", None).is_err());
        assert!(
            HttpProvider::new("http://127.0.0.1:9/sms", Some(" t \n".into()))
                .is_ok_and(|p| p.token.as_deref() == Some("t"))
        );
    }

    #[test]
    fn the_sms_body_carries_the_documented_fields() {
        let sms = Sms {
            message_id: "m".into(),
            mobile_number: "+2348012345678".into(),
            message_body: "hi".into(),
            provider_code: None,
        };
        assert_eq!(
            serde_json::to_value(&sms).ok(),
            Some(serde_json::json!({"messageId": "m", "mobileNumber": "+2348012345678", "messageBody": "hi"}))
        );
    }
}
