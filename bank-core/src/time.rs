//! Dates and times on the wire: what requests may send, how responses show them.

use chrono::{DateTime, NaiveDate, NaiveDateTime, NaiveTime, Utc};
use serde::{Deserialize, Deserializer};

/// Reads `2026-11-22`, `2026-11-22T10:30:00`, `2026-11-22 10:30:00` (UTC) or
/// any RFC 3339 time with an offset.
pub fn parse_datetime(text: &str) -> Option<DateTime<Utc>> {
    let text = text.trim();
    if let Ok(t) = DateTime::parse_from_rfc3339(text) {
        return Some(t.with_timezone(&Utc));
    }
    for format in ["%Y-%m-%dT%H:%M:%S%.f", "%Y-%m-%d %H:%M:%S%.f"] {
        if let Ok(t) = NaiveDateTime::parse_from_str(text, format) {
            return Some(t.and_utc());
        }
    }
    parse_date(text).map(|d| d.and_time(NaiveTime::MIN).and_utc())
}

/// Reads `2026-11-22`, or the date part of a datetime.
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    NaiveDate::parse_from_str(text, "%Y-%m-%d").ok().or_else(|| {
        let head = text.get(..10)?;
        (text.len() > 10).then(|| NaiveDate::parse_from_str(head, "%Y-%m-%d").ok()).flatten()
    })
}

/// True when the text names a day only (an inclusive end date covers all of it).
pub fn is_date_only(text: &str) -> bool {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").is_ok()
}

/// How far a booking or value date may lie from today, either way: a date
/// beyond it is a typo (year 0001 or 9999), not a booking.
pub const DATE_WINDOW_DAYS: i64 = 366;

/// `Err` with the reason when `t` lies outside [`DATE_WINDOW_DAYS`] of now.
pub fn check_window(t: DateTime<Utc>) -> Result<(), String> {
    let window = chrono::Duration::days(DATE_WINDOW_DAYS);
    let now = Utc::now();
    if t < now - window || t > now + window {
        return Err(format!("must be within {DATE_WINDOW_DAYS} days of today"));
    }
    Ok(())
}

/// The spec's "formatted string" for dates and times.
pub fn format(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%d %H:%M:%S").to_string()
}

/// serde adapter: an optional datetime in any accepted form.
pub fn optional_datetime<'de, D: Deserializer<'de>>(d: D) -> Result<Option<DateTime<Utc>>, D::Error> {
    match Option::<String>::deserialize(d)? {
        None => Ok(None),
        Some(s) if s.trim().is_empty() => Ok(None),
        Some(s) => parse_datetime(&s).map(Some).ok_or_else(|| {
            serde::de::Error::custom(format!("'{s}' is not a date or datetime (e.g. 2026-11-22T10:30:00Z)"))
        }),
    }
}

/// serde adapter: an optional date `YYYY-MM-DD`.
pub fn optional_date<'de, D: Deserializer<'de>>(d: D) -> Result<Option<NaiveDate>, D::Error> {
    match Option::<String>::deserialize(d)? {
        None => Ok(None),
        Some(s) if s.trim().is_empty() => Ok(None),
        Some(s) => parse_date(&s)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom(format!("'{s}' is not a date (YYYY-MM-DD)"))),
    }
}

/// An inclusive range end: a date-only end covers the whole day.
pub fn end_of(text_end: Option<&str>) -> Option<DateTime<Utc>> {
    let text = text_end?;
    let t = parse_datetime(text)?;
    Some(if is_date_only(text) { t + chrono::Duration::days(1) - chrono::Duration::microseconds(1) } else { t })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepted_forms() {
        let day = parse_datetime("2026-11-22").expect("date");
        assert_eq!(day.to_rfc3339(), "2026-11-22T00:00:00+00:00");
        assert_eq!(parse_datetime("2026-11-22T10:30:00").map(format).as_deref(), Some("2026-11-22 10:30:00"));
        assert_eq!(parse_datetime("2026-11-22T10:30:00+01:00").map(format).as_deref(), Some("2026-11-22 09:30:00"));
        assert!(parse_datetime("22/11/2026").is_none());
        assert_eq!(parse_date("2026-11-22T10:00:00Z"), NaiveDate::from_ymd_opt(2026, 11, 22));
        assert_eq!(end_of(Some("2026-11-22")).map(format).as_deref(), Some("2026-11-22 23:59:59"));
        assert!(check_window(Utc::now()).is_ok());
        for far in ["0001-01-01", "9999-12-31", "2000-01-01"] {
            assert!(parse_datetime(far).is_some_and(|t| check_window(t).is_err()), "{far}");
        }
    }
}
