//! The values statements bind.

use chrono::{DateTime, NaiveDate, Utc};

/// A bound argument. Timestamps are stored as `TIMESTAMPTZ` on PostgreSQL and as
/// fixed-width UTC text on SQLite, so that text order is time order there.
#[derive(Clone, Debug)]
pub enum Arg {
    I64(Option<i64>),
    Text(Option<String>),
    Bool(Option<bool>),
    Time(Option<DateTime<Utc>>),
    Date(Option<NaiveDate>),
}

impl From<i64> for Arg {
    fn from(v: i64) -> Self {
        Arg::I64(Some(v))
    }
}
impl From<Option<i64>> for Arg {
    fn from(v: Option<i64>) -> Self {
        Arg::I64(v)
    }
}
impl From<bool> for Arg {
    fn from(v: bool) -> Self {
        Arg::Bool(Some(v))
    }
}
impl From<Option<bool>> for Arg {
    fn from(v: Option<bool>) -> Self {
        Arg::Bool(v)
    }
}
impl From<&str> for Arg {
    fn from(v: &str) -> Self {
        Arg::Text(Some(v.to_owned()))
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Self {
        Arg::Text(Some(v))
    }
}
impl From<&String> for Arg {
    fn from(v: &String) -> Self {
        Arg::Text(Some(v.clone()))
    }
}
impl From<Option<String>> for Arg {
    fn from(v: Option<String>) -> Self {
        Arg::Text(v)
    }
}
impl From<Option<&str>> for Arg {
    fn from(v: Option<&str>) -> Self {
        Arg::Text(v.map(str::to_owned))
    }
}
impl From<DateTime<Utc>> for Arg {
    fn from(v: DateTime<Utc>) -> Self {
        Arg::Time(Some(v))
    }
}
impl From<Option<DateTime<Utc>>> for Arg {
    fn from(v: Option<DateTime<Utc>>) -> Self {
        Arg::Time(v)
    }
}
impl From<NaiveDate> for Arg {
    fn from(v: NaiveDate) -> Self {
        Arg::Date(Some(v))
    }
}
