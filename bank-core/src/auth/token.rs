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

    /// The username a valid token names. Every failure is the same 401 to the
    /// caller; the reason only helps an honest client fix its request.
    pub fn verify(&self, token: &str) -> Result<String> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[AUDIENCE]);
        validation.set_issuer(&[ISSUER]);
        validation.leeway = 30;
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation).map_err(|e| {
            use jsonwebtoken::errors::ErrorKind;
            Error::Unauthenticated(match e.kind() {
                ErrorKind::ExpiredSignature => "the access token has expired".into(),
                ErrorKind::InvalidSignature => "the access token signature is invalid".into(),
                _ => "the access token is malformed or invalid".into(),
            })
        })?;
        Ok(data.claims.sub)
    }
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
    fn ttl_is_bounded() {
        let keys = TokenKeys::from_secret(&TokenKeys::generate_secret()).expect("keys");
        assert!(keys.issue("ada", Duration::ZERO).is_err());
        assert!(keys.issue("ada", MAX_TOKEN_TTL + Duration::from_secs(1)).is_err());
    }
}
