//! Idempotency keys: a key is bound to the request that first used it. The
//! same maker sending the same key with the same request gets the first
//! answer again and nothing is created; with a different request the key is
//! refused (`IDEMPOTENCY_KEY_REUSED`, 422) and nothing changes. Keys are kept
//! as long as their transaction (forever: transactions are never deleted).

use serde::Serialize;
use serde::de::DeserializeOwned;
use sha2::{Digest, Sha256};

use crate::args;
use crate::error::{Error, Result, RuleKind};
use crate::store::Tx;

/// The fingerprint of a request: the command and every field that affects
/// money, in a fixed order, hashed. Serialising the typed request gives one
/// canonical form whatever the JSON key order or number spelling on the wire.
pub(crate) fn fingerprint<T: Serialize>(command: &str, request: &T) -> Result<String> {
    let canonical = serde_json::to_string(request)?;
    let mut hasher = Sha256::new();
    hasher.update(command.as_bytes());
    hasher.update([0]);
    hasher.update(canonical.as_bytes());
    Ok(hex::encode(hasher.finalize()))
}

/// What a key was used for before: None when it is new for this maker.
/// The stored answer is returned for the same request; another request is refused.
pub(crate) async fn replay<T: DeserializeOwned>(
    tx: &mut Tx,
    maker_id: i64,
    key: &str,
    hash: &str,
) -> Result<Option<T>> {
    let found: Option<(String, Option<String>, Option<String>)> = tx
        .fetch_optional(
            "SELECT transaction_id, request_hash, first_answer FROM transactions WHERE maker_id = $1 AND idempotency_key = $2",
            args![maker_id, key],
        )
        .await?;
    let Some((transaction_id, stored_hash, answer)) = found else { return Ok(None) };
    if stored_hash.as_deref() != Some(hash) {
        return Err(Error::rule(
            "IDEMPOTENCY_KEY_REUSED",
            RuleKind::Unprocessable,
            format!(
                "idempotency key '{key}' was used for another request (transaction {transaction_id}); nothing was done"
            ),
        ));
    }
    let answer = answer.ok_or_else(|| Error::Internal(format!("transaction {transaction_id} kept no answer")))?;
    Ok(Some(serde_json::from_str(&answer)?))
}

/// Keeps the answer a keyed request got, for its retries.
pub(crate) async fn remember<T: Serialize>(tx: &mut Tx, id: i64, hash: &str, answer: &T) -> Result<()> {
    tx.execute(
        "UPDATE transactions SET request_hash = $1, first_answer = $2 WHERE id = $3",
        args![hash, serde_json::to_string(answer)?, id],
    )
    .await?;
    Ok(())
}

/// Two requests with one key at the same moment: the second's insert waits
/// for the first and then collides with its key. Retrying (as contention)
/// lets it read the first one's answer, or its refusal, like any retry.
pub(crate) fn collided(e: Error) -> Error {
    match e {
        Error::Conflict(_) => Error::Busy,
        other => other,
    }
}
