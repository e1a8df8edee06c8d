//! Reads a typed request from JSON: strictly (a field the request does not
//! know is refused, naming it and the closest known name), with a command's
//! documented field aliases renamed to its own names first.

use std::cell::Cell;

use serde::de::{DeserializeOwned, Deserializer, Visitor};
use serde_json::Value;

use crate::error::{Error, FieldErrors, Result};

/// A documented other name of one of a request's top-level fields:
/// `(documented, ours)`, e.g. `("chequeNo", "chequeNumber")`.
pub type FieldAlias = (&'static str, &'static str);

/// Reads a typed request from JSON, naming the field at fault. Unknown fields
/// are reported before anything else: a misspelt name is the likelier cause
/// of a missing required field.
pub fn parse_request<T: DeserializeOwned>(data: Value) -> Result<T> {
    if !data.is_object() {
        return Err(Error::invalid("data", "must be a JSON object"));
    }
    let mut unknown = Vec::new();
    let parsed: std::result::Result<T, _> =
        serde_path_to_error::deserialize(serde_ignored::Deserializer::new(data, &mut |path| {
            // `?` stands for a wrapper (an Option, a newtype): not a field.
            let path = path.to_string();
            unknown.push(path.split('.').filter(|part| *part != "?").collect::<Vec<_>>().join("."));
        }));
    if !unknown.is_empty() {
        return Err(unknown_fields::<T>(&unknown));
    }
    parsed.map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        // serde reports a missing field at its parent; name the field itself.
        if let Some(field) = inner.strip_prefix("missing field `").and_then(|r| r.split('`').next()) {
            let full = if path == "." { field.to_owned() } else { format!("{path}.{field}") };
            return Error::invalid(full, "is required");
        }
        let field = if path == "." { "data".to_owned() } else { path };
        Error::invalid(field, inner)
    })
}

/// Renames each documented alias in `data` to the field it stands for. Both
/// names at once is refused: the request would say one thing twice.
pub fn rename_fields(data: &mut Value, aliases: &[FieldAlias]) -> Result<()> {
    let Some(object) = data.as_object_mut() else { return Ok(()) };
    for (alias, ours) in aliases {
        let Some(value) = object.remove(*alias) else { continue };
        if object.contains_key(*ours) {
            return Err(Error::invalid(*alias, format!("'{alias}' and '{ours}' name the same field; send one")));
        }
        object.insert((*ours).to_owned(), value);
    }
    Ok(())
}

/// Every unknown field, each with the closest known name when one is close.
fn unknown_fields<T: DeserializeOwned>(paths: &[String]) -> Error {
    let known = known_fields::<T>();
    let mut errors = FieldErrors::new();
    for path in paths {
        let leaf = path.rsplit('.').next().unwrap_or(path);
        // Only a top-level name can be matched against the request's fields.
        let near = if leaf == path { closest(leaf, known) } else { None };
        let message = match near {
            Some(near) => format!("unknown field `{leaf}`; did you mean `{near}`?"),
            None => format!("unknown field `{leaf}`"),
        };
        errors.insert(path.clone(), vec![message]);
    }
    Error::Validation(errors)
}

/// The known name nearest to `field`, if it is near enough to be a slip.
fn closest(field: &str, known: &[&'static str]) -> Option<&'static str> {
    let lower = field.to_ascii_lowercase();
    known
        .iter()
        .map(|k| (strsim::jaro_winkler(&lower, &k.to_ascii_lowercase()), *k))
        .filter(|(score, _)| *score >= 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| k)
}

/// The top-level field names of a request type, as serde's derive lists them
/// (empty for a type that is not a plain struct).
pub fn known_fields<T: DeserializeOwned>() -> &'static [&'static str] {
    let probe = FieldsProbe::default();
    let _ = T::deserialize(&probe);
    probe.fields.get()
}

/// A deserializer that answers nothing and remembers the fields a struct asks for.
#[derive(Default)]
struct FieldsProbe {
    fields: Cell<&'static [&'static str]>,
}

impl<'de> Deserializer<'de> for &FieldsProbe {
    type Error = serde::de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> std::result::Result<V::Value, Self::Error> {
        Err(serde::de::Error::custom("probe"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> std::result::Result<V::Value, Self::Error> {
        self.fields.set(fields);
        Err(serde::de::Error::custom("probe"))
    }

    /// A newtype request (`InitiateDeposit(MovementRequest)`) has its inner struct's fields.
    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> std::result::Result<V::Value, Self::Error> {
        visitor.visit_newtype_struct(self)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Clone, Debug, serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Probe {
        id: i64,
        inner: Inner,
    }
    #[derive(Clone, Debug, serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Inner {
        email_address: String,
    }

    fn errors_of(e: Error) -> Vec<(String, String)> {
        match e {
            Error::Validation(map) => map.into_iter().map(|(k, v)| (k, v.join("; "))).collect(),
            other => panic!("expected validation, got {other:?}"),
        }
    }

    #[test]
    fn parse_errors_name_the_field() {
        let field = |e| errors_of(e).remove(0).0;
        let e = parse_request::<Probe>(json!({"id": "x", "inner": {"emailAddress": "a"}})).expect_err("invalid");
        assert_eq!(field(e), "id");
        let e = parse_request::<Probe>(json!({"id": 1, "inner": {}})).expect_err("invalid");
        assert_eq!(field(e), "inner.emailAddress");
        let e = parse_request::<Probe>(json!({"inner": {"emailAddress": "a"}})).expect_err("invalid");
        assert_eq!(field(e), "id");
        let e = parse_request::<Probe>(json!([1])).expect_err("invalid");
        assert_eq!(field(e), "data");
    }

    #[test]
    fn unknown_fields_are_refused_with_the_nearest_name() {
        let e = parse_request::<Probe>(json!({"Id": 1, "inner": {"emailAddress": "a"}})).expect_err("unknown");
        assert_eq!(errors_of(e), vec![("Id".to_owned(), "unknown field `Id`; did you mean `id`?".to_owned())]);
        let e =
            parse_request::<Probe>(json!({"id": 1, "inner": {"emailAddress": "a", "zzz": 1}})).expect_err("unknown");
        assert_eq!(errors_of(e), vec![("inner.zzz".to_owned(), "unknown field `zzz`".to_owned())]);
        assert_eq!(known_fields::<Probe>(), &["id", "inner"]);
        #[derive(serde::Deserialize)]
        struct Wrapped(#[allow(dead_code)] Probe);
        assert_eq!(known_fields::<Wrapped>(), &["id", "inner"]);
    }

    #[test]
    fn aliases_rename_and_refuse_both_names() {
        let aliases = [("chequeNo", "chequeNumber")];
        let mut data = json!({"chequeNo": "CH1", "amount": 5});
        rename_fields(&mut data, &aliases).expect("renamed");
        assert_eq!(data, json!({"chequeNumber": "CH1", "amount": 5}));
        let mut both = json!({"chequeNo": "CH1", "chequeNumber": "CH1"});
        let e = rename_fields(&mut both, &aliases).expect_err("both");
        assert_eq!(errors_of(e)[0].0, "chequeNo");
    }
}
