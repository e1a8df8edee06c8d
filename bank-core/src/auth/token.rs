//! Staff bearer tokens: HS256 JWTs signed with a secret that `bank init`
//! generates and keeps in the database, so every `serve` instance on one
//! database accepts the same tokens.

use std::time::Duration;

use base64::Engine;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

pub const DEFAULT_TOKEN_TTL: Duration = Duration::from_secs(8 * 3600);
const AUDIENCE: &str = "bank-staff";
/// Customer tokens are a separate audience: neither kind passes for the other.
const CUSTOMER_AUDIENCE: &str = "bank-customer";
const ISSUER: &str = "bank";
/// Longest token lifetime `bank token issue` grants.
pub const MAX_TOKEN_TTL: Duration = Duration::from_secs(90 * 24 * 3600);

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: String,
    aud: String,
    iss: String,
    iat: i64,
    exp: i64,
    jti: String,
}

/// What a customer token carries: the profile and the tenant, which the
/// self-service endpoint takes from here and never from the body.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CustomerClaims {
    /// The profile key.
    pub sub: String,
    pub aud: String,
    pub iss: String,
    pub iat: i64,
    pub exp: i64,
    pub jti: String,
    /// The tenant id of the issuing database.
    pub tid: String,
}

/// The signing and verifying keys of one database.
#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl std::fmt::Debug for TokenKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TokenKeys(..)")
    }
}

impl TokenKeys {
    /// A new random 256-bit secret, base64-encoded for storage.
    pub fn generate_secret() -> String {
        let bytes: [u8; 32] = rand::random();
        base64::engine::general_purpose::STANDARD.encode(bytes)
    }

    pub fn from_secret(secret_b64: &str) -> Result<TokenKeys> {
        let secret = base64::engine::general_purpose::STANDARD
            .decode(secret_b64)
            .map_err(|e| Error::Internal(format!("stored token secret is not base64: {e}")))?;
        Ok(TokenKeys { encoding: EncodingKey::from_secret(&secret), decoding: DecodingKey::from_secret(&secret) })
    }

    pub fn issue(&self, username: &str, ttl: Duration) -> Result<String> {
        if ttl.is_zero() || ttl > MAX_TOKEN_TTL {
            return Err(Error::invalid(
                "ttl",
                format!("must be between 1 second and {} days", MAX_TOKEN_TTL.as_secs() / 86400),
            ));
        }
        let now = chrono::Utc::now().timestamp();
        let claims = Claims {
            sub: username.to_owned(),
            aud: AUDIENCE.into(),
            iss: ISSUER.into(),
            iat: now,
            exp: now + i64::try_from(ttl.as_secs()).unwrap_or(i64::MAX / 2),
            jti: uuid::Uuid::new_v4().to_string(),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| Error::Internal(format!("token signing: {e}")))
    }

    /// A customer token for `profile_key` of `tenant_id`.
    pub fn issue_customer(&self, profile_key: &str, tenant_id: &str, ttl: Duration) -> Result<String> {
        if ttl.is_zero() || ttl > MAX_TOKEN_TTL {
            return Err(Error::invalid(
                "ttl",
                format!("must be between 1 second and {} days", MAX_TOKEN_TTL.as_secs() / 86400),
            ));
        }
        let now = chrono::Utc::now().timestamp();
        let claims = CustomerClaims {
            sub: profile_key.to_owned(),
            aud: CUSTOMER_AUDIENCE.into(),
            iss: ISSUER.into(),
            iat: now,
            exp: now + i64::try_from(ttl.as_secs()).unwrap_or(i64::MAX / 2),
            jti: uuid::Uuid::new_v4().to_string(),
            tid: tenant_id.to_owned(),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| Error::Internal(format!("token signing: {e}")))
    }

    /// The claims of a valid customer token (a staff token is refused).
    pub fn verify_customer(&self, token: &str) -> Result<CustomerClaims> {
        decode::<CustomerClaims>(&self.decoding, token, CUSTOMER_AUDIENCE)
    }

    /// True when `token` is signed by us for the customer audience, whatever
    /// its other faults: lets the self-service endpoint pick the principal kind.
    pub fn is_customer_token(token: &str) -> bool {
        let Some(payload) = token.split('.').nth(1) else { return false };
        let Ok(bytes) = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(payload.trim_end_matches('=')) else {
            return false;
        };
        serde_json::from_slice::<serde_json::Value>(&bytes)
            .is_ok_and(|v| v.get("aud").and_then(|a| a.as_str()) == Some(CUSTOMER_AUDIENCE))
    }

    /// The username a valid token names. Every failure is the same 401 to the
    /// caller; the reason only helps an honest client fix its request.
    pub fn verify(&self, token: &str) -> Result<String> {
        Ok(decode::<Claims>(&self.decoding, token, AUDIENCE)?.sub)
    }
}

fn decode<C: serde::de::DeserializeOwned>(key: &DecodingKey, token: &str, audience: &str) -> Result<C> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_audience(&[audience]);
    validation.set_issuer(&[ISSUER]);
    validation.leeway = 30;
    let data = jsonwebtoken::decode::<C>(token, key, &validation).map_err(|e| {
        use jsonwebtoken::errors::ErrorKind;
        Error::Unauthenticated(match e.kind() {
            ErrorKind::ExpiredSignature => "the access token has expired".into(),
            ErrorKind::InvalidSignature => "the access token signature is invalid".into(),
            ErrorKind::InvalidAudience => format!("the access token is not valid here (expected audience {audience})"),
            _ => "the access token is malformed or invalid".into(),
        })
    })?;
    Ok(data.claims)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_foreign_key_rejected() {
        let keys = TokenKeys::from_secret(&TokenKeys::generate_secret()).expect("keys");
        let token = keys.issue("ada", Duration::from_secs(60)).expect("token");
        assert_eq!(keys.verify(&token).expect("valid"), "ada");

        let other = TokenKeys::from_secret(&TokenKeys::generate_secret()).expect("keys");
        let err = other.verify(&token).expect_err("foreign signature");
        assert!(err.to_string().contains("signature"), "{err}");
        assert!(keys.verify("not.a.token").is_err());
    }

    #[test]
    fn customer_and_staff_audiences_are_apart() {
        let keys = TokenKeys::from_secret(&TokenKeys::generate_secret()).expect("keys");
        let customer = keys.issue_customer("p-1", "tenant-a", Duration::from_secs(60)).expect("token");
        let staff = keys.issue("ada", Duration::from_secs(60)).expect("token");
        assert_eq!(keys.verify_customer(&customer).expect("valid").tid, "tenant-a");
        assert!(TokenKeys::is_customer_token(&customer));
        assert!(!TokenKeys::is_customer_token(&staff));
        assert!(keys.verify(&customer).is_err());
        assert!(keys.verify_customer(&staff).is_err());
    }

    #[test]
    fn ttl_is_bounded() {
        let keys = TokenKeys::from_secret(&TokenKeys::generate_secret()).expect("keys");
        assert!(keys.issue("ada", Duration::ZERO).is_err());
        assert!(keys.issue("ada", MAX_TOKEN_TTL + Duration::from_secs(1)).is_err());
    }
}
