//! Opaque list cursors: a list's sort key and unique id at one row, so the
//! next page is a keyset seek (`(key, id) < (…)`) that costs the same at any
//! depth.
//!
//! A cursor is `base64url(JSON [list, key, id])` followed by `.` and a short
//! SHA-256 checksum of that JSON. The checksum catches a cursor that was
//! edited or cut; it is not a secret (a forged cursor only seeks to another
//! row of a list the caller may already read, under the same filters).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, NaiveDate, SecondsFormat, Utc};
use serde_json::Value as Json;
use sha2::{Digest, Sha256};

use crate::error::{Error, Result};
use crate::store::Arg;

/// The type of a sort column, which says how a cursor's value is bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Int,
    Text,
    Time,
    Date,
}

/// One sort column (static SQL) and its type.
#[derive(Clone, Copy, Debug)]
pub struct Key {
    pub column: &'static str,
    pub kind: Kind,
}

pub const fn int(column: &'static str) -> Key {
    Key { column, kind: Kind::Int }
}
pub const fn text(column: &'static str) -> Key {
    Key { column, kind: Kind::Text }
}
pub const fn time(column: &'static str) -> Key {
    Key { column, kind: Kind::Time }
}
pub const fn date(column: &'static str) -> Key {
    Key { column, kind: Kind::Date }
}

/// A list's order: an optional leading key, then a unique `id`, both in one
/// direction. `name` tags the list's cursors, so one list's cursor is refused
/// by another.
#[derive(Clone, Copy, Debug)]
pub struct Order {
    pub name: &'static str,
    pub key: Option<Key>,
    pub id: Key,
    pub desc: bool,
    /// Kept with page marks: an unfiltered page by number seeks to its start.
    pub marks: Option<&'static super::marks::Marked>,
}

impl Order {
    /// Latest first by `key`, then by `id`.
    pub const fn latest(name: &'static str, key: Key, id: Key) -> Order {
        Order { name, key: Some(key), id, desc: true, marks: None }
    }

    /// The same order, its list kept with `marks` (whose time column is this order's key).
    pub const fn marked(self, marks: &'static super::marks::Marked) -> Order {
        Order { marks: Some(marks), ..self }
    }

    /// Earliest first by `key`, then by `id`.
    pub const fn earliest(name: &'static str, key: Key, id: Key) -> Order {
        Order { name, key: Some(key), id, desc: false, marks: None }
    }

    /// Ascending by a unique column.
    pub const fn by(name: &'static str, id: Key) -> Order {
        Order { name, key: None, id, desc: false, marks: None }
    }

    /// Descending by a unique column.
    pub const fn by_desc(name: &'static str, id: Key) -> Order {
        Order { name, key: None, id, desc: true, marks: None }
    }

    pub(crate) fn keys(&self) -> impl Iterator<Item = &Key> {
        self.key.iter().chain(std::iter::once(&self.id))
    }

    /// `ORDER BY` text; `reverse` walks backwards (for a `before` cursor).
    pub(crate) fn order_by(&self, reverse: bool) -> String {
        let dir = if self.desc != reverse { "DESC" } else { "ASC" };
        self.keys().map(|k| format!("{} {dir}", k.column)).collect::<Vec<_>>().join(", ")
    }

    /// The seek condition past a cursor whose values are `$first…`.
    pub(crate) fn seek(&self, reverse: bool, first: usize) -> String {
        let op = if self.desc != reverse { "<" } else { ">" };
        let columns: Vec<&str> = self.keys().map(|k| k.column).collect();
        let params: Vec<String> = (0..columns.len()).map(|i| format!("${}", first + i)).collect();
        format!("({}) {op} ({})", columns.join(", "), params.join(", "))
    }
}

/// A sort value as read from a row.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Int(i64),
    Text(String),
}

impl Value {
    pub fn time(t: DateTime<Utc>) -> Value {
        Value::Text(t.to_rfc3339_opts(SecondsFormat::Micros, true))
    }

    pub fn date(d: NaiveDate) -> Value {
        Value::Text(d.format("%Y-%m-%d").to_string())
    }

    fn json(&self) -> Json {
        match self {
            Value::Int(n) => (*n).into(),
            Value::Text(s) => s.clone().into(),
        }
    }
}

fn checksum(payload: &[u8]) -> String {
    hex::encode(&Sha256::digest(payload)[..6])
}

/// Encodes the cursor at a row whose sort values are `values` (key, then id).
pub fn encode(order: &Order, values: &[Value]) -> String {
    let mut parts = vec![Json::from(order.name)];
    parts.extend(values.iter().map(Value::json));
    let payload = Json::Array(parts).to_string();
    format!("{}.{}", URL_SAFE_NO_PAD.encode(&payload), checksum(payload.as_bytes()))
}

/// Decodes a cursor of `order` into the arguments of its seek condition.
/// `field` names the request field in the error.
pub fn decode(order: &Order, field: &str, cursor: &str) -> Result<Vec<Arg>> {
    let bad = |why: &str| Error::invalid(field, format!("is not a cursor of this list ({why})"));
    let (body, sum) = cursor.trim().split_once('.').ok_or_else(|| bad("malformed"))?;
    let payload = URL_SAFE_NO_PAD.decode(body).map_err(|_| bad("malformed"))?;
    if checksum(&payload) != sum {
        return Err(bad("it was altered"));
    }
    let parts: Vec<Json> = serde_json::from_slice(&payload).map_err(|_| bad("malformed"))?;
    let keys: Vec<&Key> = order.keys().collect();
    if parts.len() != keys.len() + 1 || parts[0].as_str() != Some(order.name) {
        return Err(bad("it belongs to another list"));
    }
    keys.iter().zip(&parts[1..]).map(|(k, v)| arg(k.kind, v).ok_or_else(|| bad("malformed"))).collect()
}

fn arg(kind: Kind, v: &Json) -> Option<Arg> {
    Some(match kind {
        Kind::Int => Arg::from(v.as_i64()?),
        Kind::Text => Arg::from(v.as_str()?),
        Kind::Time => Arg::from(DateTime::parse_from_rfc3339(v.as_str()?).ok()?.with_timezone(&Utc)),
        Kind::Date => Arg::from(NaiveDate::parse_from_str(v.as_str()?, "%Y-%m-%d").ok()?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORDER: Order = Order::latest("activities", time("occurred_at"), int("id"));

    #[test]
    fn a_cursor_round_trips_and_refuses_tampering_and_other_lists() {
        let at = Value::Text("2026-11-25T10:00:00.000001Z".into());
        let c = encode(&ORDER, &[at, Value::Int(42)]);
        let args = decode(&ORDER, "after", &c).expect("decodes");
        assert!(matches!(args[1], Arg::I64(Some(42))));
        let mut tampered = c.clone().into_bytes();
        tampered[3] ^= 1;
        assert!(decode(&ORDER, "after", &String::from_utf8(tampered).expect("ascii")).is_err());
        let other = Order::by("clients", text("client_code"));
        assert!(decode(&other, "after", &c).is_err());
        assert!(decode(&ORDER, "after", "garbage").is_err());
    }

    #[test]
    fn seek_and_order_follow_the_direction() {
        assert_eq!(ORDER.seek(false, 3), "(occurred_at, id) < ($3, $4)");
        assert_eq!(ORDER.seek(true, 3), "(occurred_at, id) > ($3, $4)");
        assert_eq!(ORDER.order_by(true), "occurred_at ASC, id ASC");
        assert_eq!(Order::by("c", text("code")).order_by(false), "code ASC");
    }
}
