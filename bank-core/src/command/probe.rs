//! What each field of a request is, learned from the request's own
//! `Deserialize`: the struct is offered one field at a time, and the value
//! deserializer records what the field's type asks for (a string, an integer,
//! one of some names, a list of ...) and then refuses. The OpenAPI document is
//! typed by the code that reads requests, so the two cannot drift, and no
//! request type needs a second derive. A field read by custom code that takes
//! any JSON (amounts given as a number or a string, untagged forms) stays
//! untyped: its errors say what it takes.

use std::cell::RefCell;

use serde::de::value::{Error as ProbeError, StrDeserializer};
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, SeqAccess, Visitor,
};
use serde_json::{Value, json};

use super::parse::known_fields;

/// Each top-level field of `T` with its JSON Schema (`{}` where unknown).
pub fn field_schemas<T: DeserializeOwned>() -> Vec<(&'static str, Value)> {
    known_fields::<T>().iter().map(|field| (*field, schema_of::<T>(field))).collect()
}

fn schema_of<T: DeserializeOwned>(field: &'static str) -> Value {
    let seen = RefCell::new(None);
    let _ = T::deserialize(StructProbe { field, seen: &seen });
    seen.into_inner().unwrap_or_else(|| json!({}))
}

fn refuse<T>() -> Result<T, ProbeError> {
    Err(de::Error::custom("probe"))
}

/// Offers the struct a map of the one field.
struct StructProbe<'a> {
    field: &'static str,
    seen: &'a RefCell<Option<Value>>,
}

impl<'de> Deserializer<'de> for StructProbe<'_> {
    type Error = ProbeError;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, ProbeError> {
        refuse()
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ProbeError> {
        visitor.visit_map(OneField { field: Some(self.field), seen: self.seen })
    }

    /// A newtype request (`InitiateDeposit(MovementRequest)`) is its inner struct.
    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _: &'static str, visitor: V) -> Result<V::Value, ProbeError> {
        visitor.visit_newtype_struct(self)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}

struct OneField<'a> {
    field: Option<&'static str>,
    seen: &'a RefCell<Option<Value>>,
}

impl<'de> MapAccess<'de> for OneField<'_> {
    type Error = ProbeError;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, ProbeError> {
        match self.field.take() {
            Some(field) => {
                let name: StrDeserializer<'_, ProbeError> = field.into_deserializer();
                seed.deserialize(name).map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, ProbeError> {
        seed.deserialize(ValueProbe { seen: self.seen })
    }
}

/// Records the schema of what the value's type asks for, then refuses.
struct ValueProbe<'a> {
    seen: &'a RefCell<Option<Value>>,
}

impl ValueProbe<'_> {
    fn record<T>(self, schema: Value) -> Result<T, ProbeError> {
        *self.seen.borrow_mut() = Some(schema);
        refuse()
    }
}

macro_rules! typed {
    ($($method:ident => $type:literal),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, _: V) -> Result<V::Value, ProbeError> {
            self.record(json!({"type": $type}))
        })*
    };
}

impl<'de> Deserializer<'de> for ValueProbe<'_> {
    type Error = ProbeError;

    /// Custom code that takes any JSON: nothing is known.
    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, ProbeError> {
        refuse()
    }

    typed! {
        deserialize_bool => "boolean",
        deserialize_i8 => "integer", deserialize_i16 => "integer", deserialize_i32 => "integer",
        deserialize_i64 => "integer", deserialize_i128 => "integer",
        deserialize_u8 => "integer", deserialize_u16 => "integer", deserialize_u32 => "integer",
        deserialize_u64 => "integer", deserialize_u128 => "integer",
        deserialize_f32 => "number", deserialize_f64 => "number",
        deserialize_char => "string", deserialize_str => "string", deserialize_string => "string",
        deserialize_map => "object",
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ProbeError> {
        visitor.visit_some(self)
    }

    /// A form read by custom code names itself (see [`crate::json::form`]).
    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ProbeError> {
        match form_schema(name) {
            Some(schema) => self.record(schema),
            None => visitor.visit_newtype_struct(self),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ProbeError> {
        let items = RefCell::new(None);
        let _ = visitor.visit_seq(OneElement { seen: &items, offered: false });
        let items = items.into_inner().unwrap_or_else(|| json!({}));
        self.record(json!({"type": "array", "items": items}))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, ProbeError> {
        let properties: serde_json::Map<String, Value> = fields.iter().map(|f| ((*f).to_owned(), json!({}))).collect();
        self.record(json!({"type": "object", "properties": properties}))
    }

    /// A closed set of names (`PENDING`, `SETTLED`, ...).
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, ProbeError> {
        self.record(json!({"type": "string", "enum": variants}))
    }

    serde::forward_to_deserialize_any! {
        bytes byte_buf unit unit_struct tuple tuple_struct identifier ignored_any
    }
}

/// The schema of a form that custom code reads from any JSON.
fn form_schema(name: &str) -> Option<Value> {
    use crate::json::form;
    let max = crate::money::to_json_number(crate::money::MAX_AMOUNT_MINOR);
    let amount = |number: Value, what: &str| {
        json!({
            "oneOf": [number, {"type": "string", "pattern": r"^[0-9]+(\.[0-9]{1,2})?$", "maxLength": 20}],
            "description": format!("{what}, as a JSON number or a decimal string: digits, then at most two decimals; no sign or exponent"),
        })
    };
    let id_or_text = json!({"oneOf": [{"type": "integer"}, {"type": "string", "minLength": 1, "maxLength": 64}]});
    Some(match name {
        form::AMOUNT => {
            amount(json!({"type": "number", "exclusiveMinimum": 0, "maximum": max}), "an amount greater than zero")
        }
        form::AMOUNT_OR_ZERO => {
            amount(json!({"type": "number", "minimum": 0, "maximum": max}), "an amount, zero allowed")
        }
        form::ID_OR_TEXT => id_or_text,
        form::TEXT_OR_LIST => json!({"oneOf": [
            {"type": "string", "description": "comma-separated"},
            {"type": "array", "items": {"type": "string"}},
        ]}),
        form::STATES => {
            let state = json!({"oneOf": [
                {"type": "string", "description": "a state's name"},
                {"type": "integer", "minimum": 0, "description": "a state's number, in the order of the names"},
            ]});
            json!({"oneOf": [state, {"type": "array", "items": state}]})
        }
        _ => return None,
    })
}

/// A list of one element, probed for its type.
struct OneElement<'a> {
    seen: &'a RefCell<Option<Value>>,
    offered: bool,
}

impl<'de> SeqAccess<'de> for OneElement<'_> {
    type Error = ProbeError;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, ProbeError> {
        if std::mem::replace(&mut self.offered, true) {
            return Ok(None);
        }
        seed.deserialize(ValueProbe { seen: self.seen }).map(Some)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize)]
    #[serde(rename_all = "UPPERCASE")]
    #[allow(dead_code)]
    enum State {
        Pending,
        Settled,
    }

    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Probed {
        account_number: Option<String>,
        page_size: Option<i64>,
        is_enabled: Option<bool>,
        events: Option<Vec<String>>,
        state: Option<State>,
        anything: Option<Value>,
        amount: Option<crate::money::Amount>,
        fee: crate::money::Amount,
        #[serde(default, deserialize_with = "crate::json::optional_amount_or_zero")]
        minimum: Option<Value>,
    }

    #[test]
    fn fields_are_typed_by_what_their_deserialize_asks_for() {
        let schemas: std::collections::BTreeMap<&str, Value> = field_schemas::<Probed>().into_iter().collect();
        assert_eq!(schemas["accountNumber"], json!({"type": "string"}));
        assert_eq!(schemas["pageSize"], json!({"type": "integer"}));
        assert_eq!(schemas["isEnabled"], json!({"type": "boolean"}));
        assert_eq!(schemas["events"], json!({"type": "array", "items": {"type": "string"}}));
        assert_eq!(schemas["state"], json!({"type": "string", "enum": ["PENDING", "SETTLED"]}));
        assert_eq!(schemas["anything"], json!({}));
        // Forms read by custom code name themselves: an amount is a number or a decimal string.
        let amount = &schemas["amount"]["oneOf"];
        assert_eq!(amount[0]["exclusiveMinimum"], json!(0));
        assert_eq!(amount[1]["type"], json!("string"));
        assert_eq!(schemas["fee"], schemas["amount"]);
        assert_eq!(schemas["minimum"]["oneOf"][0]["minimum"], json!(0));
    }

    #[test]
    fn named_forms_still_read_what_they_read() {
        let amount = |v: Value| serde_json::from_value::<crate::money::Amount>(v).ok();
        assert_eq!(amount(json!(12.5)), Some(crate::money::Amount(1250)));
        assert_eq!(amount(json!("12.50")), Some(crate::money::Amount(1250)));
        assert_eq!(amount(json!(0)), None);
        let text: Probed = serde_json::from_str(r#"{"fee": "1", "minimum": null}"#).expect("reads");
        assert_eq!((text.fee, text.minimum), (crate::money::Amount(100), None));
    }
}
