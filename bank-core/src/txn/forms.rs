//! The developer pages' forms of the universal-transaction decisions: their
//! names, fields and answers, mapped onto ours.

use serde_json::Value;

use crate::command::{Alias, Area};
use crate::error::Result;

/// What the cancellation records when the developer form gives no reason
/// (ours requires one; theirs is optional).
pub const NO_REASON_GIVEN: &str = "no reason given (CancelTransactionCommand)";

/// `POST /api/bpm/cmd/CancelTransactionCommand` {transactionKey, reason?}:
/// our `CancelTransaction`, answered `{success, message, code, data}`.
pub const CANCEL_TRANSACTION_COMMAND: Alias = Alias {
    name: "CancelTransactionCommand",
    fields: &[("reason", "cancellationReason")],
    family: Some(Area::TransactionCoded),
    extras: &[],
    request: Some(cancel_request),
    answer: Some(cancel_answer),
};

fn cancel_request(data: &mut Value) -> Result<()> {
    if let Some(object) = data.as_object_mut()
        && object.get("cancellationReason").is_none_or(Value::is_null)
    {
        object.insert("cancellationReason".into(), Value::from(NO_REASON_GIVEN));
    }
    Ok(())
}

/// Our answer with the page's keys beside it: `transactionKey`, `oldState`,
/// `newState`, `reversedChanges`, and `reason` as sent (null when none was).
fn cancel_answer(sent: &Value, mut data: Value) -> Value {
    let reason = sent.get("reason").or_else(|| sent.get("cancellationReason")).cloned().unwrap_or(Value::Null);
    if let Some(object) = data.as_object_mut() {
        let key = object.get("transactionId").cloned().unwrap_or(Value::Null);
        let old = object.get("previousState").cloned().unwrap_or(Value::Null);
        object.insert("transactionKey".into(), key);
        object.insert("oldState".into(), old);
        object.insert("reason".into(), reason);
    }
    data
}
