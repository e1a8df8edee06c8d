//! How a request names a cheque: the spec's `chequeTransactionId` (our
//! cheque's id) or the documented `clearingEncodedKey`, which is the same id
//! as the queries answer it in `chequeClearingId` (a string), or the key of
//! the universal transaction the cheque rides on (`transactionKey`).

use std::fmt;

use serde::de::{self, Deserializer};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;

use super::invalid;
use crate::args;
use crate::error::Result;
use crate::store::Tx;

/// A cheque's id, or a text naming it (its id in digits, or its transaction key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChequeKey {
    Id(i64),
    Text(String),
}

/// The most characters a text key has (a transaction key is a 36-character UUID).
const MAX_KEY_CHARS: usize = 64;

impl From<i64> for ChequeKey {
    fn from(id: i64) -> ChequeKey {
        ChequeKey::Id(id)
    }
}

impl fmt::Display for ChequeKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChequeKey::Id(id) => write!(f, "{id}"),
            ChequeKey::Text(text) => f.write_str(text),
        }
    }
}

impl ChequeKey {
    /// The cheque's id; 12 when nothing matches.
    pub(crate) async fn resolve(&self, tx: &mut Tx) -> Result<i64> {
        let text = match self {
            ChequeKey::Id(id) => return Ok(*id),
            ChequeKey::Text(text) => text.trim(),
        };
        if let Ok(id) = text.parse::<i64>() {
            return Ok(id);
        }
        tx.scalar_optional(
            "SELECT c.id FROM cheques c JOIN transactions t ON t.id = c.txn_id WHERE t.transaction_id = $1",
            args![text],
        )
        .await?
        .ok_or_else(|| invalid(format!("no cheque transaction '{text}'")))
    }
}

impl Serialize for ChequeKey {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        match self {
            ChequeKey::Id(id) => serializer.serialize_i64(*id),
            ChequeKey::Text(text) => serializer.serialize_str(text),
        }
    }
}

impl<'de> Deserialize<'de> for ChequeKey {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> std::result::Result<ChequeKey, D::Error> {
        match crate::json::named_value(deserializer, crate::json::form::ID_OR_TEXT)? {
            Value::Number(n) => n
                .as_i64()
                .map(ChequeKey::Id)
                .ok_or_else(|| de::Error::custom("is not a cheque transaction id (a whole number)")),
            Value::String(text) => {
                let text = text.trim();
                if text.is_empty() || text.chars().count() > MAX_KEY_CHARS {
                    return Err(de::Error::custom(format!("must be 1 to {MAX_KEY_CHARS} characters")));
                }
                Ok(ChequeKey::Text(text.to_owned()))
            }
            _ => Err(de::Error::custom(
                "must be a cheque transaction id (a number, or its digits as a string) or a transaction key",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ChequeKey;

    #[test]
    fn a_key_is_a_number_or_a_text() {
        let key = |v: serde_json::Value| serde_json::from_value::<ChequeKey>(v);
        assert_eq!(key(serde_json::json!(42)).ok(), Some(ChequeKey::Id(42)));
        assert_eq!(key(serde_json::json!(" 42 ")).ok(), Some(ChequeKey::Text("42".into())));
        assert!(key(serde_json::json!("")).is_err());
        assert!(key(serde_json::json!(1.5)).is_err());
        assert!(key(serde_json::json!(true)).is_err());
    }
}
