//! Strict JSON for request bodies: a key given twice in one object is refused,
//! naming where, instead of serde_json's "last one wins" (a proxy and the
//! bank would otherwise read two different requests from one body).

use std::collections::HashSet;
use std::fmt;

use serde::Deserialize;
use serde::de::{DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

/// Parses `bytes` as one JSON value with no duplicate object keys.
pub fn parse(bytes: &[u8]) -> Result<Value, String> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    Unique { path: "" }.deserialize(&mut de).and_then(|()| de.end()).map_err(|e| e.to_string())?;
    serde_json::from_slice(bytes).map_err(|e| e.to_string())
}

/// Walks a value, failing on the first object that repeats a key.
struct Unique<'p> {
    path: &'p str,
}

impl<'de> DeserializeSeed<'de> for Unique<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Unique<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut seen = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            let path = if self.path.is_empty() { key.clone() } else { format!("{}.{key}", self.path) };
            if !seen.insert(key) {
                return Err(serde::de::Error::custom(format!("the key '{path}' is given twice")));
            }
            map.next_value_seed(Unique { path: &path })?;
        }
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut index = 0;
        while seq.next_element_seed(Unique { path: &format!("{}[{index}]", self.path) })?.is_some() {
            index += 1;
        }
        Ok(())
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }
    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }
    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }
    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }
    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }
}

/// The object `value` is, or the object a string holds as JSON text: the
/// product's pages send some objects (a process's `runtimeContext`, a job's
/// `context`) as strings. `None` for anything else.
pub fn object_or_text(value: &Value) -> Option<serde_json::Map<String, Value>> {
    match value {
        Value::Object(map) => Some(map.clone()),
        Value::String(text) => match parse(text.as_bytes()) {
            Ok(Value::Object(map)) => Some(map),
            _ => None,
        },
        _ => None,
    }
}

/// The names of the forms that custom code reads from any JSON (an amount as
/// a number or a string, an id or a text, one item or a list). Such a field
/// asks its deserializer for a newtype struct of its form's name, which
/// serde_json and serde's own deserializers pass through to the value inside,
/// and the OpenAPI probe (`command::probe`) answers with the form's schema.
pub mod form {
    /// A decimal amount greater than zero (`money::parse_amount`).
    pub const AMOUNT: &str = "bank::Amount";
    /// A decimal amount, zero allowed (`money::parse_minor`).
    pub const AMOUNT_OR_ZERO: &str = "bank::AmountOrZero";
    /// A row's numeric id, or a text naming it (a key, a username).
    pub const ID_OR_TEXT: &str = "bank::IdOrText";
    /// Comma-separated text, or a list of texts.
    pub const TEXT_OR_LIST: &str = "bank::TextOrList";
    /// A transaction state by name or number, or a list of them.
    pub const STATES: &str = "bank::States";
}

/// The JSON value of a field read as the form `name` (see [`form`]).
pub fn named_value<'de, D: Deserializer<'de>>(deserializer: D, name: &'static str) -> Result<Value, D::Error> {
    deserializer.deserialize_newtype_struct(name, AnyValue)
}

/// [`named_value`] as an optional amount that may be zero, kept as JSON for
/// the command's checks to read and name (`null` is absent).
pub fn optional_amount_or_zero<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Value>, D::Error> {
    named_value(deserializer, form::AMOUNT_OR_ZERO).map(|v| Some(v).filter(|v| !v.is_null()))
}

/// Any JSON value, through a newtype or (from deserializers that do not pass
/// newtypes through, such as a CSV row) given directly.
struct AnyValue;

impl<'de> Visitor<'de> for AnyValue {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        Value::deserialize(deserializer)
    }
    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        Value::deserialize(deserializer)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duplicate_keys_are_refused_where_they_are() {
        assert_eq!(parse(br#"{"a": [1, {"b": 2}], "c": "x"}"#), Ok(serde_json::json!({"a": [1, {"b": 2}], "c": "x"})));
        let top = parse(br#"{"Cmd": "A", "Cmd": "B"}"#).expect_err("duplicate");
        assert!(top.starts_with("the key 'Cmd' is given twice"), "{top}");
        let deep = parse(br#"{"data": {"entries": [{"amount": 1, "amount": 2}]}}"#).expect_err("duplicate");
        assert!(deep.starts_with("the key 'data.entries[0].amount' is given twice"), "{deep}");
        assert!(parse(b"{} {}").is_err());
        assert!(parse(br#"{"a": 1e3, "b": "\u0041"}"#).is_ok());
    }
}
