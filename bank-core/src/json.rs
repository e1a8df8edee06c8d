//! Strict JSON for request bodies: a key given twice in one object is refused,
//! naming where, instead of serde_json's "last one wins" (a proxy and the
//! bank would otherwise read two different requests from one body).

use std::collections::HashSet;
use std::fmt;

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
