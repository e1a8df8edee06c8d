//! Customer authorisation (signing) of a transaction with the transaction PIN,
//! the commands the spec's notification flow references without naming:
//!
//! - `GetPendingAuthorizationsQuery` `{}`: the caller's pending authorisations.
//! - `AuthorizeTransactionCommand` `{transactionId, pin}`: signs on the
//!   profile's verified device; the transaction then waits for its staff
//!   approval (signing done, execution may still run).
//! - `RejectTransactionAuthorizationCommand` `{transactionId, reason?}`: the
//!   customer declines; the transaction is cancelled, its hold released.
//!
//! A wrong PIN is answered to the caller only (INVALID_PIN with the attempts
//! left) and raises no notification; the fifth consecutive failure blocks the
//! PIN (PIN_BLOCKED) and is the one terminal transition that emits
//! `transaction_authorization_failed`. `SetCustomerPinCommand` (staff) sets a
//! PIN and unblocks it.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, Actor, Origin, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result, RuleKind};
use crate::notify::events::{self, Notice};
use crate::store::{Tx, now};
use crate::txn::{TxnRow, TxnState};
use crate::validate::Checks;
use crate::{Bank, money};

mod decide;

pub use decide::*;

/// Consecutive wrong PINs that block the PIN.
pub const MAX_PIN_FAILURES: i64 = 5;

crate::states::text_enum! {
    /// A customer authorisation's state (`transaction_authorizations.state`).
    pub enum AuthorizationState {
        Pending = "PENDING",
        Approved = "APPROVED",
        Rejected = "REJECTED",
        Expired = "EXPIRED",
        Failed = "FAILED",
    }
}

/// How long a customer has to sign.
pub const AUTHORIZATION_WINDOW: Duration = Duration::minutes(15);
pub const SELF_SERVICE_ENDPOINT: &str = "/api/bpm/selfservice/cmd";

/// Argon2id with OWASP's first recommended setting (19 MiB, 2 passes, one
/// lane): about 25 ms per check on this 2-core server in release, short
/// enough to run inside the signing transaction, and memory-hard where the
/// old iterated SHA-256 was not.
const PIN_MEMORY_KIB: u32 = 19 * 1024;
const PIN_PASSES: u32 = 2;
const PIN_LANES: u32 = 1;
/// The old format's prefix: such a hash still verifies and is replaced on
/// the next right PIN (see `needs_rehash`).
const LEGACY_PREFIX: &str = "sha256i$";

fn argon2() -> Argon2<'static> {
    // Constant parameters inside argon2's bounds: `new` cannot refuse them.
    let params = Params::new(PIN_MEMORY_KIB, PIN_PASSES, PIN_LANES, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a fresh
/// salt, worked out off the runtime's workers (see [`off_the_runtime`]).
pub async fn hash_pin(pin: &str) -> Result<String> {
    let pin = pin.to_owned();
    off_the_runtime(move || hash_pin_now(&pin)).await?
}

/// [`verify_pin_now`], off the runtime's workers.
pub async fn verify_pin(pin: &str, stored: &str) -> Result<bool> {
    let (pin, stored) = (pin.to_owned(), stored.to_owned());
    off_the_runtime(move || verify_pin_now(&pin, &stored)).await
}

/// Runs argon2's tens of milliseconds of CPU on a blocking thread: on a
/// worker it would hold up every request that worker serves (on SQLite the
/// runtime may have one, see `store::DbOptions::runtime_workers`).
async fn off_the_runtime<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| Error::Internal(format!("a PIN's hash was not worked out: {e}")))
}

fn hash_pin_now(pin: &str) -> Result<String> {
    let bytes: [u8; 16] = rand::random();
    SaltString::encode_b64(&bytes)
        .and_then(|salt| argon2().hash_password(pin.as_bytes(), &salt).map(|h| h.to_string()))
        .map_err(|e| Error::Internal(format!("cannot hash a PIN: {e}")))
}

/// Checks a PIN against either format, in constant time. Argon2 hashes are
/// read with the parameters they were written with, so a later change of
/// ours does not lock anyone out.
fn verify_pin_now(pin: &str, stored: &str) -> bool {
    if stored.starts_with(LEGACY_PREFIX) {
        return verify_legacy(pin, stored);
    }
    match PasswordHash::new(stored) {
        Ok(parsed) => argon2().verify_password(pin.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

/// True for a hash written by an older build: replace it after a right PIN.
pub fn needs_rehash(stored: &str) -> bool {
    !stored.starts_with("$argon2id$")
}

/// The old `sha256i$rounds$salt$hash`: salted and iterated SHA-256.
fn verify_legacy(pin: &str, stored: &str) -> bool {
    let parts: Vec<&str> = stored.split('$').collect();
    let [scheme, rounds, salt, hash] = parts.as_slice() else { return false };
    let Ok(rounds) = rounds.parse::<u32>() else { return false };
    if *scheme != "sha256i" || rounds == 0 || rounds > 1_000_000 {
        return false;
    }
    let computed = legacy_digest(pin, salt, rounds);
    computed.len() == hash.len() && computed.bytes().zip(hash.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
}

fn legacy_digest(pin: &str, salt: &str, rounds: u32) -> String {
    let mut h = Sha256::digest(format!("{salt}:{pin}").as_bytes()).to_vec();
    for _ in 1..rounds {
        let mut next = Sha256::new();
        next.update(&h);
        next.update(salt.as_bytes());
        h = next.finalize().to_vec();
    }
    hex::encode(h)
}

fn check_pin(c: &mut Checks, pin: Option<&str>) {
    match pin {
        None => c.add("pin", "is required"),
        Some(p) if p.len() < 4 || p.len() > 6 || !p.chars().all(|ch| ch.is_ascii_digit()) => {
            c.add("pin", "must be 4 to 6 digits")
        }
        Some(_) => {}
    }
}

/// Opens a customer authorisation for a pending transaction on an account:
/// the holder's first active profile must sign. Raises
/// `transaction_authorization_required`.
pub(crate) async fn require(cx: &mut Cx<'_>, txn: &TxnRow) -> Result<DateTime<Utc>> {
    let account = txn.account_id.ok_or_else(|| Error::invalid("customerAuthorization", "needs a customer account"))?;
    let profile: Option<i64> = cx
        .tx
        .scalar_optional(
            "SELECT p.id FROM customer_profiles p JOIN deposit_accounts a ON a.client_id = p.client_id
             WHERE a.id = $1 AND p.state = 'ACTIVE' ORDER BY p.id LIMIT 1",
            args![account],
        )
        .await?;
    let profile = profile.ok_or_else(|| {
        Error::invalid("customerAuthorization", "the account holder has no active self-service profile to sign with")
    })?;
    let t = now();
    let expires_at = t + AUTHORIZATION_WINDOW;
    cx.tx
        .execute(
            "INSERT INTO transaction_authorizations (transaction_id, profile_id, state, expires_at, created_at)
             VALUES ($1, $2, 'PENDING', $3, $4)",
            args![txn.id, profile, expires_at, t],
        )
        .await?;
    let data = json!({
        "transactionId": txn.transaction_id,
        "requestId": txn.transaction_id,
        "transactionType": txn.transaction_type,
        "expiresAt": expires_at,
        "commandEndpoint": SELF_SERVICE_ENDPOINT,
        "commandName": AuthorizeTransactionCommand::NAME,
        "rejectCommandName": RejectTransactionAuthorizationCommand::NAME,
        "pendingCommandName": GetPendingAuthorizationsQuery::NAME,
    });
    let notice = Notice::new(
        "transaction_authorisation",
        "transaction_authorization_required",
        "Authorise your transaction",
        format!(
            "Confirm the {} of {} {} in the app.",
            txn.transaction_type.to_lowercase().replace('_', " "),
            money::format(txn.amount_minor),
            txn.currency
        ),
    )
    .event(events::RECEIVE_TRANSACTION_STATUS)
    .priority("high")
    .expires_at(Some(expires_at))
    .data(data);
    events::emit(cx, profile, &notice).await?;
    Ok(expires_at)
}

/// Raises one of the authorisation outcome events (common envelope on ReceiveTransactionStatus).
async fn outcome(
    cx: &mut Cx<'_>,
    profile: i64,
    txn: &TxnRow,
    action: &str,
    authorization_status: AuthorizationState,
    transaction_status: TxnState,
    reason_code: Option<&str>,
) -> Result<()> {
    let is_terminal = matches!(transaction_status, TxnState::Cancelled | TxnState::Settled | TxnState::Reversed);
    let mut data = json!({
        "transactionId": txn.transaction_id,
        "requestId": txn.transaction_id,
        "status": authorization_status.as_str().to_lowercase(),
        "authorizationStatus": authorization_status,
        "transactionStatus": transaction_status,
        "isTerminal": is_terminal,
        "occurredAt": now(),
    });
    if let Some(code) = reason_code {
        data["reasonCode"] = json!(code);
    }
    let (title, message) = match action {
        "transaction_authorization_approved" => ("Transaction authorised", "You authorised the transaction."),
        "transaction_authorization_rejected" => ("Transaction declined", "You declined the transaction."),
        "transaction_authorization_expired" => ("Authorisation expired", "The transaction was not authorised in time."),
        _ => ("Authorisation failed", "Your transaction PIN is blocked; the transaction was cancelled."),
    };
    let notice =
        Notice::new("transaction", action, title, message).event(events::RECEIVE_TRANSACTION_STATUS).data(data);
    events::emit(cx, profile, &notice).await?;
    Ok(())
}

/// Ends a PENDING authorisation as `state` when its transaction (locked by
/// the caller) is still PENDING; false when either was decided meanwhile.
async fn fail_authorization(
    cx: &mut Cx<'_>,
    id: i64,
    txn: &TxnRow,
    state: AuthorizationState,
    code: &str,
) -> Result<bool> {
    if txn.state != TxnState::Pending {
        return Ok(false);
    }
    let changed = cx
        .tx
        .execute(
            "UPDATE transaction_authorizations SET state = $1, reason_code = $2, decided_at = $3
             WHERE id = $4 AND state = 'PENDING'",
            args![state, code, now(), id],
        )
        .await?;
    Ok(changed == 1)
}

/// Cancels the transaction the customer did not sign; tells the approvers' group.
async fn cancel(cx: &mut Cx<'_>, txn: &TxnRow, reason: &str) -> Result<()> {
    let closed = crate::txn::close_pending(cx, txn, reason, None).await?;
    let impact = closed.impact;
    let event = crate::txn::AuditEvent {
        event_type: "TransactionCancelled",
        action: "CANCEL",
        previous_state: Some(TxnState::Pending),
        new_state: TxnState::Cancelled,
        notes: Some(reason),
        balance_impact: &impact,
    };
    crate::txn::audit(&mut cx.tx, cx.actor, cx.origin, txn, event);
    crate::txn::updated(cx, txn, TxnState::Cancelled, true, false, closed.holder_profiles);
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
struct Pending {
    id: i64,
    transaction_id: String,
    state: AuthorizationState,
    expires_at: DateTime<Utc>,
}

async fn pending_of(tx: &mut Tx, profile: i64, transaction_id: &str) -> Result<Pending> {
    let lock = tx.for_update();
    let sql = format!(
        "SELECT a.id, t.transaction_id, a.state, a.expires_at FROM transaction_authorizations a
         JOIN transactions t ON t.id = a.transaction_id WHERE t.transaction_id = $1 AND a.profile_id = $2{lock}"
    );
    tx.fetch_optional(crate::store::Sql::assembled(sql), args![transaction_id, profile])
        .await?
        .ok_or_else(|| Error::not_found("pending authorisation", transaction_id))
}

fn require_open(p: &Pending) -> Result<()> {
    if p.state != AuthorizationState::Pending {
        return Err(Error::rule(
            "AUTHORIZATION_NOT_PENDING",
            RuleKind::Conflict,
            format!("the authorisation of {} is {}", p.transaction_id, p.state.as_str().to_lowercase()),
        ));
    }
    if p.expires_at <= now() {
        return Err(Error::rule(
            "AUTHORIZATION_EXPIRED",
            RuleKind::Refused,
            format!("the authorisation of {} has expired", p.transaction_id),
        ));
    }
    Ok(())
}

async fn require_verified_device(cx: &mut Cx<'_>) -> Result<()> {
    let customer = cx.actor.require_customer()?.clone();
    let verified: Option<String> = cx
        .tx
        .scalar_optional(
            "SELECT device_id FROM customer_devices WHERE profile_id = $1 AND state = 'VERIFIED'",
            args![customer.profile_id],
        )
        .await?;
    if verified.as_deref() != Some(customer.device_id.as_str()) {
        return Err(Error::rule(
            "DEVICE_NOT_VERIFIED",
            RuleKind::Forbidden,
            "transactions are authorised only on the verified device",
        ));
    }
    Ok(())
}

/// Expires the authorisations whose window passed: the transaction is
/// cancelled and `transaction_authorization_expired` raised. Run by
/// `ExpirePendingTransactionsCommand`.
pub(crate) async fn expire_due(cx: &mut Cx<'_>) -> Result<usize> {
    let due: Vec<(i64, String, i64)> = cx
        .tx
        .fetch_all(
            "SELECT a.id, t.transaction_id, a.profile_id FROM transaction_authorizations a JOIN transactions t ON t.id = a.transaction_id
             WHERE a.state = 'PENDING' AND a.expires_at <= $1 AND t.state = 'PENDING' ORDER BY a.id LIMIT 500",
            args![now()],
        )
        .await?;
    let n = due.len();
    for (id, transaction_id, profile) in due {
        let txn = crate::txn::load_row(&mut cx.tx, &transaction_id).await?;
        if !fail_authorization(cx, id, &txn, AuthorizationState::Expired, "AUTHORIZATION_EXPIRED").await? {
            continue;
        }
        cancel(cx, &txn, "customer authorisation expired").await?;
        outcome(
            cx,
            profile,
            &txn,
            "transaction_authorization_expired",
            AuthorizationState::Expired,
            TxnState::Cancelled,
            Some("AUTHORIZATION_EXPIRED"),
        )
        .await?;
    }
    Ok(n)
}

/// True when the transaction waits for its customer's signature.
pub(crate) async fn awaiting_customer(tx: &mut Tx, txn_row_id: i64) -> Result<bool> {
    let state: Option<AuthorizationState> = tx
        .scalar_optional("SELECT state FROM transaction_authorizations WHERE transaction_id = $1", args![txn_row_id])
        .await?;
    use AuthorizationState::{Expired, Failed, Pending, Rejected};
    Ok(matches!(state, Some(Pending | Expired | Failed | Rejected)))
}

/// `SetCustomerPinCommand` {profileKey, pin}: sets the transaction PIN and unblocks it (staff).
#[derive(Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetCustomerPinCommand {
    pub profile_key: Option<String>,
    pub pin: Option<String>,
}

impl std::fmt::Debug for SetCustomerPinCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SetCustomerPinCommand").field("profile_key", &self.profile_key).finish_non_exhaustive()
    }
}

impl Command for SetCustomerPinCommand {
    const NAME: &'static str = "SetCustomerPinCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    const MESSAGE: &'static str = "Transaction PIN set successfully.";
    type Output = Value;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("profileKey", self.profile_key.as_deref(), 64);
        check_pin(&mut c, self.pin.as_deref());
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Value> {
        let key = self.profile_key.unwrap_or_default();
        let hash = hash_pin(self.pin.as_deref().unwrap_or_default()).await?;
        let n = cx
            .tx
            .execute(
                "UPDATE customer_profiles SET pin_hash = $1, pin_failures = 0, pin_blocked_at = NULL, updated_at = $2
                 WHERE profile_key = $3",
                args![hash, now(), &key],
            )
            .await?;
        if n == 0 {
            return Err(Error::not_found("customer profile", &key));
        }
        cx.record(Draft::new(format!("set the transaction PIN of profile {key}")));
        Ok(json!({"profileKey": key, "pinSet": true}))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argon2_pins_hash_and_verify() {
        let stored = hash_pin_now("1234").expect("hashed");
        assert!(stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{stored}");
        assert!(verify_pin_now("1234", &stored));
        assert!(!verify_pin_now("1235", &stored));
        assert!(!needs_rehash(&stored));
        assert_ne!(stored, hash_pin_now("1234").expect("hashed"), "salted");
        assert!(!verify_pin_now("1234", "garbage"));
        assert!(!verify_pin_now("1234", ""));
    }

    /// On a runtime of one thread, other tasks run while a PIN is hashed and
    /// checked: argon2 does not hold the thread.
    #[tokio::test(flavor = "current_thread")]
    async fn pins_are_hashed_off_the_runtimes_threads() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let ticks = std::sync::Arc::new(AtomicUsize::new(0));
        let ticking = ticks.clone();
        let ticker = tokio::spawn(async move {
            loop {
                ticking.fetch_add(1, Ordering::Relaxed);
                tokio::task::yield_now().await;
            }
        });
        let stored = hash_pin("1234").await.expect("hashed");
        let hashing = ticks.load(Ordering::Relaxed);
        assert!(verify_pin("1234", &stored).await.expect("checked"));
        ticker.abort();
        assert!(hashing > 0, "nothing else ran while the PIN was hashed");
        assert!(ticks.load(Ordering::Relaxed) > hashing, "nothing else ran while the PIN was checked");
    }

    /// A hash the previous build wrote for PIN 1234 (salt `00..0f`, 20,000
    /// rounds), computed outside this code.
    fn legacy_1234() -> String {
        "sha256i$20000$000102030405060708090a0b0c0d0e0f$a08483eac2d477d630af29ab9cab23d79278e8e06473dfb244c1a13f11419d6e"
            .to_owned()
    }

    #[test]
    fn legacy_pins_still_verify_and_ask_for_a_rehash() {
        let stored = legacy_1234();
        assert!(verify_pin_now("1234", &stored));
        assert!(!verify_pin_now("4321", &stored));
        assert!(needs_rehash(&stored));
        assert!(!verify_pin_now("1234", "sha256i$0$00$00"));
        assert!(!verify_pin_now("1234", "sha256i$x$00$00"));
    }

    #[test]
    fn legacy_digest_is_the_old_one() {
        // Pinned so a change to the legacy reader cannot pass unnoticed.
        assert_eq!(legacy_digest("1234", "ab", 1), hex::encode(Sha256::digest(b"ab:1234")));
    }
}
