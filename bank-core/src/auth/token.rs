//! Bearer tokens: HS256 JWTs with a key id, signed with the keys of the key
//! file (see [`super::keyring`]), so every `serve` instance that shares the
//! file accepts the same tokens and none can be minted from the database.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use base64::Engine;
use chrono::{DateTime, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

use super::keyring::{self, KeyFile};
use crate::error::{Error, Result};

pub const DEFAULT_TOKEN_TTL: Duration = Duration::from_secs(8 * 3600);
const AUDIENCE: &str = "bank-staff";
/// Customer tokens are a separate audience: neither kind passes for the other.
const CUSTOMER_AUDIENCE: &str = "bank-customer";
const ISSUER: &str = "bank";
/// The longest token lifetime unless the `auth.max_token_ttl_seconds` setting
/// says otherwise; a token claiming a longer one is refused even if signed.
pub const MAX_TOKEN_TTL: Duration = Duration::from_secs(12 * 3600);
/// The range that setting may take.
pub const TOKEN_TTL_SETTING_RANGE: (u64, u64) = (60, 30 * 86400);
/// How often the key file is looked at again for a rotation by another
/// process (a token naming an unknown key id looks at once).
const RELOAD_EVERY: Duration = Duration::from_secs(1);
const LEEWAY_SECONDS: u64 = 30;
/// Staff tokens remembered as verified (see [`Verified`]): a server's callers
/// at once, each forgotten after an idle half hour.
const VERIFIED_CAPACITY: u64 = 10_000;
const VERIFIED_IDLE: Duration = Duration::from_secs(1800);

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: String,
    aud: String,
    iss: String,
    iat: i64,
    nbf: i64,
    exp: i64,
    jti: String,
    /// The user's token version when issued; disabling the user or revoking
    /// their tokens moves it on, and older tokens stop working.
    ver: i64,
}

/// What a valid staff token names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaffToken {
    pub username: String,
    pub version: i64,
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
    pub nbf: i64,
    pub exp: i64,
    pub jti: String,
    /// The tenant id of the issuing database.
    pub tid: String,
}

/// The keys of one key file: the first signs, all verify until retired.
struct Ring {
    /// Which reading of the key file this is (see [`Verified`]).
    generation: u64,
    signing_kid: String,
    encoding: EncodingKey,
    verifying: HashMap<String, (DecodingKey, Option<DateTime<Utc>>)>,
}

impl Ring {
    fn new(file: &KeyFile) -> Result<Ring> {
        let first = file.keys.first().ok_or_else(|| Error::Schema("the token key file holds no key".into()))?;
        let mut verifying = HashMap::new();
        for key in &file.keys {
            verifying.insert(key.kid.clone(), (DecodingKey::from_secret(&key.secret_bytes()?), key.retires_at));
        }
        static GENERATIONS: AtomicU64 = AtomicU64::new(0);
        Ok(Ring {
            generation: GENERATIONS.fetch_add(1, Ordering::Relaxed),
            signing_kid: first.kid.clone(),
            encoding: EncodingKey::from_secret(&first.secret_bytes()?),
            verifying,
        })
    }
}

/// The signing and verifying keys of one bank.
#[derive(Clone)]
pub struct TokenKeys {
    ring: Arc<RwLock<Arc<Ring>>>,
    /// The file to watch for rotations; `None` for fixed keys.
    path: Option<PathBuf>,
    seen: Arc<Mutex<Seen>>,
    max_ttl: Duration,
    /// Staff tokens verified under the ring in force, by their text.
    verified: moka::sync::Cache<String, Arc<Verified>>,
}

/// A staff token verified once. Its signature, audience, issuer and lifetime
/// are facts of its text and of its key, so while the same reading of the key
/// file is in force only what time changes is checked again: its expiry, its
/// not-before and its key's retirement. A caller's every request then costs a
/// lookup, not an HMAC and two JSON decodings (revocation is the user's token
/// version, checked as before).
struct Verified {
    token: StaffToken,
    kid: String,
    nbf: i64,
    exp: i64,
    /// The [`Ring::generation`] it was verified under; another is a miss.
    generation: u64,
}

impl Verified {
    /// The checks `jsonwebtoken` made that time can change, with its messages.
    fn still_valid(&self, ring: &Ring, now: DateTime<Utc>) -> Result<()> {
        ring.key_in_force(&self.kid, now)?;
        let (now, leeway) = (now.timestamp(), LEEWAY_SECONDS as i64);
        if self.exp < now - leeway {
            return Err(Error::Unauthenticated(EXPIRED.into()));
        }
        if self.nbf > now + leeway {
            return Err(Error::Unauthenticated(NOT_YET_VALID.into()));
        }
        Ok(())
    }
}

const EXPIRED: &str = "the access token has expired";
const NOT_YET_VALID: &str = "the access token is not valid yet";

impl Ring {
    /// The verifying key `kid` names, unless unknown or retired at `now`.
    fn key_in_force(&self, kid: &str, now: DateTime<Utc>) -> Result<&DecodingKey> {
        let Some((key, retires_at)) = self.verifying.get(kid) else {
            return Err(Error::Unauthenticated("the access token signature is invalid (unknown key)".into()));
        };
        if retires_at.is_some_and(|t| t <= now) {
            return Err(Error::Unauthenticated("the access token was signed with a retired key".into()));
        }
        Ok(key)
    }
}

/// A token's claims, with the key and the ring that verified them.
struct Decoded<C> {
    claims: C,
    kid: String,
    generation: u64,
}

/// When the key file was last looked at, and its modification time then.
struct Seen {
    checked: Option<Instant>,
    modified: Option<std::time::SystemTime>,
}

fn modified(path: &std::path::Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

impl std::fmt::Debug for TokenKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TokenKeys(..)")
    }
}

impl TokenKeys {
    /// The keys of `file`, read again from `path` when it changes.
    pub fn new(file: &KeyFile, path: Option<PathBuf>, max_ttl: Duration) -> Result<TokenKeys> {
        let seen = Seen { checked: Some(Instant::now()), modified: path.as_deref().and_then(modified) };
        Ok(TokenKeys {
            ring: Arc::new(RwLock::new(Arc::new(Ring::new(file)?))),
            path,
            seen: Arc::new(Mutex::new(seen)),
            max_ttl,
            verified: moka::sync::Cache::builder().max_capacity(VERIFIED_CAPACITY).time_to_idle(VERIFIED_IDLE).build(),
        })
    }

    /// The keys in force: the file is looked at again once a second (or at
    /// once when `now`), and read only when it changed.
    fn current(&self, now: bool) -> Arc<Ring> {
        if let (Some(path), Ok(mut seen)) = (&self.path, self.seen.lock())
            && (now || seen.checked.is_none_or(|t| t.elapsed() >= RELOAD_EVERY))
        {
            seen.checked = Some(Instant::now());
            let stamp = modified(path);
            if stamp != seen.modified
                && let Ok(ring) = keyring::load(path).and_then(|file| Ring::new(&file))
                && let Ok(mut slot) = self.ring.write()
            {
                *slot = Arc::new(ring);
                seen.modified = stamp;
            }
        }
        self.ring.read().map_or_else(|poisoned| Arc::clone(&poisoned.into_inner()), |ring| Arc::clone(&ring))
    }

    fn check_ttl(&self, ttl: Duration) -> Result<i64> {
        if ttl.is_zero() || ttl > self.max_ttl {
            return Err(Error::invalid(
                "ttl",
                format!("must be between 1 second and {} (the maximum token lifetime)", describe(self.max_ttl)),
            ));
        }
        Ok(i64::try_from(ttl.as_secs()).unwrap_or(i64::MAX / 2))
    }

    fn sign<C: Serialize>(&self, claims: &C) -> Result<String> {
        let ring = self.current(false);
        let mut header = Header::new(Algorithm::HS256);
        header.kid = Some(ring.signing_kid.clone());
        jsonwebtoken::encode(&header, claims, &ring.encoding)
            .map_err(|e| Error::Internal(format!("token signing: {e}")))
    }

    /// A staff token for `username` at token version `version`.
    pub fn issue(&self, username: &str, version: i64, ttl: Duration) -> Result<String> {
        let seconds = self.check_ttl(ttl)?;
        let now = Utc::now().timestamp();
        self.sign(&Claims {
            sub: username.to_owned(),
            aud: AUDIENCE.into(),
            iss: ISSUER.into(),
            iat: now,
            nbf: now,
            exp: now + seconds,
            jti: uuid::Uuid::new_v4().to_string(),
            ver: version,
        })
    }

    /// A customer token for `profile_key` of `tenant_id`.
    pub fn issue_customer(&self, profile_key: &str, tenant_id: &str, ttl: Duration) -> Result<String> {
        let seconds = self.check_ttl(ttl)?;
        let now = Utc::now().timestamp();
        self.sign(&CustomerClaims {
            sub: profile_key.to_owned(),
            aud: CUSTOMER_AUDIENCE.into(),
            iss: ISSUER.into(),
            iat: now,
            nbf: now,
            exp: now + seconds,
            jti: uuid::Uuid::new_v4().to_string(),
            tid: tenant_id.to_owned(),
        })
    }

    /// The claims of a valid customer token (a staff token is refused).
    pub fn verify_customer(&self, token: &str) -> Result<CustomerClaims> {
        let claims: CustomerClaims = self.decode(token, CUSTOMER_AUDIENCE)?.claims;
        self.check_lifetime(claims.iat, claims.exp)?;
        Ok(claims)
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

    /// The user and token version a valid staff token names. Every failure is
    /// the same 401 to the caller; the reason only helps an honest client.
    /// A token verified before under the keys in force is checked only for
    /// what time changes (see [`Verified`]).
    pub fn verify(&self, token: &str) -> Result<StaffToken> {
        let ring = self.current(false);
        if let Some(seen) = self.verified.get(token).filter(|seen| seen.generation == ring.generation) {
            seen.still_valid(&ring, Utc::now())?;
            return Ok(seen.token.clone());
        }
        let Decoded { claims, kid, generation } = self.decode::<Claims>(token, AUDIENCE)?;
        self.check_lifetime(claims.iat, claims.exp)?;
        let staff = StaffToken { username: claims.sub, version: claims.ver };
        let verified = Verified { token: staff.clone(), kid, nbf: claims.nbf, exp: claims.exp, generation };
        self.verified.insert(token.to_owned(), Arc::new(verified));
        Ok(staff)
    }

    /// A token whose own lifetime exceeds the maximum is refused, however it was signed.
    fn check_lifetime(&self, iat: i64, exp: i64) -> Result<()> {
        let allowed = i64::try_from(self.max_ttl.as_secs() + LEEWAY_SECONDS).unwrap_or(i64::MAX);
        if exp.saturating_sub(iat) > allowed {
            return Err(Error::Unauthenticated(format!(
                "the access token lives longer than the maximum token lifetime ({})",
                describe(self.max_ttl)
            )));
        }
        Ok(())
    }

    fn decode<C: serde::de::DeserializeOwned>(&self, token: &str, audience: &str) -> Result<Decoded<C>> {
        let malformed = || Error::Unauthenticated("the access token is malformed or invalid".into());
        let kid = jsonwebtoken::decode_header(token).map_err(|_| malformed())?.kid.ok_or_else(malformed)?;
        let ring = self.current(false);
        let ring = if ring.verifying.contains_key(&kid) { ring } else { self.current(true) };
        let key = ring.key_in_force(&kid, Utc::now())?;
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[audience]);
        validation.set_issuer(&[ISSUER]);
        validation.set_required_spec_claims(&["exp", "nbf", "iat", "aud", "iss", "sub"]);
        validation.validate_nbf = true;
        validation.leeway = LEEWAY_SECONDS;
        let data = jsonwebtoken::decode::<C>(token, key, &validation).map_err(|e| {
            use jsonwebtoken::errors::ErrorKind;
            Error::Unauthenticated(match e.kind() {
                ErrorKind::ExpiredSignature => EXPIRED.into(),
                ErrorKind::ImmatureSignature => NOT_YET_VALID.into(),
                ErrorKind::InvalidSignature => "the access token signature is invalid".into(),
                ErrorKind::InvalidAudience => {
                    format!("the access token is not valid here (expected audience {audience})")
                }
                ErrorKind::InvalidIssuer => "the access token was not issued by this bank".into(),
                _ => "the access token is malformed or invalid".into(),
            })
        })?;
        Ok(Decoded { claims: data.claims, kid, generation: ring.generation })
    }
}

/// `12h`, `90m`, `45s`.
fn describe(d: Duration) -> String {
    match d.as_secs() {
        s if s % 3600 == 0 => format!("{}h", s / 3600),
        s if s % 60 == 0 => format!("{}m", s / 60),
        s => format!("{s}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::keyring::StoredKey;

    fn key(kid: &str, retires_at: Option<DateTime<Utc>>) -> StoredKey {
        let secret = base64::engine::general_purpose::STANDARD.encode(rand::random::<[u8; 32]>());
        StoredKey { kid: kid.into(), secret, created_at: Utc::now(), retires_at }
    }

    fn keys(stored: Vec<StoredKey>) -> TokenKeys {
        TokenKeys::new(&KeyFile { keys: stored }, None, MAX_TOKEN_TTL).expect("keys")
    }

    fn forge(keys: &TokenKeys, claims: serde_json::Value) -> String {
        keys.sign(&claims).expect("sign")
    }

    #[test]
    fn round_trip_and_foreign_key_rejected() {
        let ours = keys(vec![key("a", None)]);
        let token = ours.issue("ada", 3, Duration::from_secs(60)).expect("token");
        assert_eq!(ours.verify(&token).expect("valid"), StaffToken { username: "ada".into(), version: 3 });

        let other = keys(vec![key("a", None)]);
        let err = other.verify(&token).expect_err("foreign signature");
        assert!(err.to_string().contains("signature"), "{err}");
        assert!(
            keys(vec![key("b", None)]).verify(&token).expect_err("unknown kid").to_string().contains("unknown key")
        );
        assert!(ours.verify("not.a.token").is_err());
    }

    #[test]
    fn retired_keys_stop_verifying() {
        let old = key("old", Some(Utc::now() + chrono::Duration::hours(1)));
        let signer = keys(vec![old.clone()]);
        let token = signer.issue("ada", 0, Duration::from_secs(60)).expect("token");
        assert!(keys(vec![key("new", None), old.clone()]).verify(&token).is_ok());
        let retired = StoredKey { retires_at: Some(Utc::now() - chrono::Duration::seconds(1)), ..old };
        let err = keys(vec![key("new", None), retired]).verify(&token).expect_err("retired");
        assert!(err.to_string().contains("retired"), "{err}");
    }

    #[test]
    fn not_before_and_lifetime_are_enforced() {
        let k = keys(vec![key("a", None)]);
        let now = Utc::now().timestamp();
        let base = serde_json::json!({"sub": "ada", "aud": AUDIENCE, "iss": ISSUER, "jti": "j", "ver": 0});
        let with = |extra: serde_json::Value| {
            let mut claims = base.clone();
            claims.as_object_mut().expect("object").extend(extra.as_object().expect("object").clone());
            forge(&k, claims)
        };
        let early = with(serde_json::json!({"iat": now, "nbf": now + 600, "exp": now + 900}));
        assert!(k.verify(&early).expect_err("nbf").to_string().contains("not valid yet"));
        let long = with(serde_json::json!({"iat": now, "nbf": now, "exp": now + 13 * 3600}));
        assert!(k.verify(&long).expect_err("lifetime").to_string().contains("maximum token lifetime"));
        let no_nbf = with(serde_json::json!({"iat": now, "exp": now + 60}));
        assert!(k.verify(&no_nbf).is_err());
        let foreign_issuer = with(serde_json::json!({"iat": now, "nbf": now, "exp": now + 60, "iss": "other"}));
        assert!(k.verify(&foreign_issuer).expect_err("issuer").to_string().contains("not issued by this bank"));
    }

    #[test]
    fn customer_and_staff_audiences_are_apart() {
        let k = keys(vec![key("a", None)]);
        let customer = k.issue_customer("p-1", "tenant-a", Duration::from_secs(60)).expect("token");
        let staff = k.issue("ada", 0, Duration::from_secs(60)).expect("token");
        assert_eq!(k.verify_customer(&customer).expect("valid").tid, "tenant-a");
        assert!(TokenKeys::is_customer_token(&customer));
        assert!(!TokenKeys::is_customer_token(&staff));
        assert!(k.verify(&customer).is_err());
        assert!(k.verify_customer(&staff).is_err());
    }

    #[test]
    fn a_verified_token_is_remembered_and_checked_again_for_what_time_changes() {
        let k = keys(vec![key("a", Some(Utc::now() + chrono::Duration::hours(1)))]);
        let token = k.issue("ada", 3, Duration::from_secs(60)).expect("token");
        assert_eq!(k.verify(&token).expect("valid").version, 3);
        let seen = k.verified.get(&token).expect("remembered");
        assert_eq!(k.verify(&token).expect("valid from memory"), StaffToken { username: "ada".into(), version: 3 });
        let ring = k.current(false);
        assert!(seen.still_valid(&ring, Utc::now()).is_ok());
        let later = |seconds| Utc::now() + chrono::Duration::seconds(seconds);
        // Expired only past the leeway, as jsonwebtoken has it.
        assert!(seen.still_valid(&ring, later(60 + 20)).is_ok());
        let err = seen.still_valid(&ring, later(60 + 40)).expect_err("expired");
        assert!(err.to_string().contains("expired"), "{err}");
        let err = seen.still_valid(&ring, later(2 * 3600)).expect_err("retired");
        assert!(err.to_string().contains("retired"), "{err}");
        // A forged entry (no signature was checked) is never consulted under another ring.
        let other = keys(vec![key("a", None)]);
        other.verified.insert(token.clone(), seen);
        assert!(other.verify(&token).expect_err("another ring").to_string().contains("signature"));
        assert!(k.verify("not.a.token").is_err());
    }

    #[test]
    fn ttl_is_bounded() {
        let k = keys(vec![key("a", None)]);
        assert!(k.issue("ada", 0, Duration::ZERO).is_err());
        assert!(k.issue("ada", 0, MAX_TOKEN_TTL + Duration::from_secs(1)).is_err());
        assert!(k.issue("ada", 0, MAX_TOKEN_TTL).is_ok());
    }
}
