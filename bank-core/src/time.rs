//! Dates and times on the wire: what requests may send, how responses show them;
//! and the bank's days. Instants are stored and sent in UTC; a day ("today", a
//! date-only filter, a cheque's date, a closing of the books) is a day of the
//! bank's time zone (the setting [`ZONE_SETTING`], UTC unless set): every day
//! boundary goes through [`business_date`] and [`start_of_day`].

use std::str::FromStr;

use chrono::format::{Item, Numeric, Pad};
use chrono::{DateTime, NaiveDate, NaiveDateTime, NaiveTime, TimeZone, Utc};
pub use chrono_tz::Tz;
use serde::{Deserialize, Deserializer};

/// The setting that names the bank's time zone (an IANA name); unset is UTC.
pub const ZONE_SETTING: &str = "time_zone";

/// An IANA time zone name (`Africa/Lagos`, `UTC`); the error names the value.
pub fn parse_zone(name: &str) -> Result<Tz, String> {
    Tz::from_str(name.trim()).map_err(|_| format!("'{name}' is not an IANA time zone (e.g. Africa/Lagos, UTC)"))
}

/// The zone a stored setting names: UTC when unset. A value this build does
/// not know (set by hand in the database) counts as UTC, and is logged.
pub fn zone_of_setting(value: Option<&str>) -> Tz {
    match value.map(parse_zone) {
        None => Tz::UTC,
        Some(Ok(zone)) => zone,
        Some(Err(e)) => {
            tracing::warn!("setting {ZONE_SETTING}: {e}; the bank's days follow UTC");
            Tz::UTC
        }
    }
}

/// The bank's day that holds the instant `t`.
pub fn business_date(t: DateTime<Utc>, zone: Tz) -> NaiveDate {
    t.with_timezone(&zone).date_naive()
}

/// Today, in the bank's zone.
pub fn business_today(zone: Tz) -> NaiveDate {
    business_date(Utc::now(), zone)
}

/// The first instant of the bank's day `date`: its local midnight, or the
/// first local time after a daylight-saving gap that swallows midnight.
pub fn start_of_day(date: NaiveDate, zone: Tz) -> DateTime<Utc> {
    let midnight = date.and_time(NaiveTime::MIN);
    // A gap lasts at most a few hours; past a day, the date is out of range.
    (0..=24 * 60)
        .find_map(|minute| zone.from_local_datetime(&(midnight + chrono::Duration::minutes(minute))).earliest())
        .map_or_else(|| midnight.and_utc(), |t| t.with_timezone(&Utc))
}

/// The last microsecond of the bank's day `date` (an inclusive range end).
pub fn end_of_day(date: NaiveDate, zone: Tz) -> DateTime<Utc> {
    match date.succ_opt() {
        Some(next) => start_of_day(next, zone) - chrono::Duration::microseconds(1),
        None => DateTime::<Utc>::MAX_UTC,
    }
}

/// Reads `2026-11-22`, `2026-11-22T10:30[:00]`, `2026-11-22 10:30[:00]` (UTC)
/// or any RFC 3339 time with an offset. Anything else is refused: a date
/// followed by text it cannot read is not taken for that day's midnight.
pub fn parse_datetime(text: &str) -> Option<DateTime<Utc>> {
    let text = text.trim();
    if let Ok(t) = DateTime::parse_from_rfc3339(text) {
        return Some(t.with_timezone(&Utc));
    }
    for format in ["%Y-%m-%dT%H:%M:%S%.f", "%Y-%m-%d %H:%M:%S%.f", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M"] {
        if let Ok(t) = NaiveDateTime::parse_from_str(text, format) {
            return Some(t.and_utc());
        }
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d").ok().map(|d| d.and_time(NaiveTime::MIN).and_utc())
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

/// `%Y-%m-%d %H:%M:%S` spelled out once, so that a list of thousands of rows
/// does not parse the pattern for each.
const FORMATTED: &[Item<'static>] = &[
    Item::Numeric(Numeric::Year, Pad::Zero),
    Item::Literal("-"),
    Item::Numeric(Numeric::Month, Pad::Zero),
    Item::Literal("-"),
    Item::Numeric(Numeric::Day, Pad::Zero),
    Item::Literal(" "),
    Item::Numeric(Numeric::Hour, Pad::Zero),
    Item::Literal(":"),
    Item::Numeric(Numeric::Minute, Pad::Zero),
    Item::Literal(":"),
    Item::Numeric(Numeric::Second, Pad::Zero),
];

/// The spec's "formatted string" for dates and times.
pub fn format(t: DateTime<Utc>) -> String {
    t.format_with_items(FORMATTED.iter()).to_string()
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

/// A range start as text: a date alone is the start of that bank day in
/// `zone`; a datetime is read as [`parse_datetime`] reads it.
pub fn start_of(text: &str, zone: Tz) -> Option<DateTime<Utc>> {
    match is_date_only(text) {
        true => parse_date(text).map(|d| start_of_day(d, zone)),
        false => parse_datetime(text),
    }
}

/// An inclusive range end as text: a date alone covers that whole bank day
/// in `zone`; a datetime is read as [`parse_datetime`] reads it.
pub fn end_of(text: Option<&str>, zone: Tz) -> Option<DateTime<Utc>> {
    let text = text?;
    match is_date_only(text) {
        true => parse_date(text).map(|d| end_of_day(d, zone)),
        false => parse_datetime(text),
    }
}

/// A date or a moment a request gives (a booking date, a value date): a date
/// alone names a bank day and becomes an instant only once the bank's zone is
/// known ([`When::at`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    Day(NaiveDate),
    At(DateTime<Utc>),
}

impl When {
    /// Reads any form [`parse_datetime`] reads.
    pub fn parse(text: &str) -> Option<When> {
        match is_date_only(text) {
            true => parse_date(text).map(When::Day),
            false => parse_datetime(text).map(When::At),
        }
    }

    /// The instant: a day starts at its first instant in `zone`.
    pub fn at(self, zone: Tz) -> DateTime<Utc> {
        match self {
            When::Day(d) => start_of_day(d, zone),
            When::At(t) => t,
        }
    }
}

impl From<DateTime<Utc>> for When {
    fn from(t: DateTime<Utc>) -> When {
        When::At(t)
    }
}

/// serde adapter: an optional date or datetime, a date kept as a bank day.
pub fn optional_when<'de, D: Deserializer<'de>>(d: D) -> Result<Option<When>, D::Error> {
    match Option::<String>::deserialize(d)? {
        None => Ok(None),
        Some(s) if s.trim().is_empty() => Ok(None),
        Some(s) => When::parse(&s).map(Some).ok_or_else(|| {
            serde::de::Error::custom(format!("'{s}' is not a date or datetime (e.g. 2026-11-22T10:30:00Z)"))
        }),
    }
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
        assert_eq!(parse_datetime("2026-11-22T17:05").map(format).as_deref(), Some("2026-11-22 17:05:00"));
        assert_eq!(parse_datetime("0987-01-02T03:04:05Z").map(format).as_deref(), Some("0987-01-02 03:04:05"));
        for bad in ["2026-11-22T17", "2026-11-22 junk", "2026-11-22T25:00"] {
            assert!(parse_datetime(bad).is_none(), "{bad} is not a datetime, nor that day's midnight");
        }
        assert_eq!(parse_date("2026-11-22T10:00:00Z"), NaiveDate::from_ymd_opt(2026, 11, 22));
        assert_eq!(end_of(Some("2026-11-22"), Tz::UTC).map(format).as_deref(), Some("2026-11-22 23:59:59"));
        assert!(check_window(Utc::now()).is_ok());
        for far in ["0001-01-01", "9999-12-31", "2000-01-01"] {
            assert!(parse_datetime(far).is_some_and(|t| check_window(t).is_err()), "{far}");
        }
    }

    fn utc(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).expect("rfc3339").with_timezone(&Utc)
    }

    fn day(text: &str) -> NaiveDate {
        parse_date(text).expect("date")
    }

    fn zone(name: &str) -> Tz {
        parse_zone(name).expect("zone")
    }

    #[test]
    fn the_bank_day_follows_its_zone() {
        let late = utc("2026-11-21T23:30:00Z");
        assert_eq!(business_date(late, Tz::UTC), day("2026-11-21"));
        // Lagos (UTC+1) is already in tomorrow; Honolulu (UTC-10) still in the afternoon.
        assert_eq!(business_date(late, zone("Africa/Lagos")), day("2026-11-22"));
        assert_eq!(business_date(late, zone("Pacific/Honolulu")), day("2026-11-21"));
        // Behind UTC: early on the 22nd in UTC is still the 21st in Honolulu and Pago Pago.
        let early = utc("2026-11-22T02:00:00Z");
        assert_eq!(business_date(early, zone("Pacific/Honolulu")), day("2026-11-21"));
        assert_eq!(business_date(early, zone("Pacific/Pago_Pago")), day("2026-11-21"));
        // Kiritimati (UTC+14) is a day ahead of Honolulu at the same instant.
        assert_eq!(business_date(utc("2026-11-21T10:00:00Z"), zone("Pacific/Kiritimati")), day("2026-11-22"));
        assert_eq!(business_today(Tz::UTC), Utc::now().date_naive());
    }

    #[test]
    fn a_day_starts_at_local_midnight_and_ends_just_before_the_next() {
        let (lagos, honolulu) = (zone("Africa/Lagos"), zone("Pacific/Honolulu"));
        assert_eq!(start_of_day(day("2026-11-22"), Tz::UTC), utc("2026-11-22T00:00:00Z"));
        assert_eq!(start_of_day(day("2026-11-22"), lagos), utc("2026-11-21T23:00:00Z"));
        assert_eq!(start_of_day(day("2026-11-22"), honolulu), utc("2026-11-22T10:00:00Z"));
        assert_eq!(end_of_day(day("2026-11-22"), lagos), utc("2026-11-22T22:59:59.999999Z"));
        assert_eq!(end_of_day(day("2026-11-22"), honolulu), utc("2026-11-23T09:59:59.999999Z"));
        // New York's spring change is at 02:00: the day still starts at midnight (EST).
        assert_eq!(start_of_day(day("2026-03-08"), zone("America/New_York")), utc("2026-03-08T05:00:00Z"));
        assert_eq!(end_of_day(day("2026-03-08"), zone("America/New_York")), utc("2026-03-09T03:59:59.999999Z"));
        assert_eq!(end_of_day(NaiveDate::MAX, lagos), DateTime::<Utc>::MAX_UTC);
    }

    #[test]
    fn a_day_whose_midnight_a_clock_change_skips_starts_at_the_change() {
        // Chile moves from 24:00 (-04) to 01:00 (-03): 6 September 2026 has no midnight.
        let santiago = zone("America/Santiago");
        let start = start_of_day(day("2026-09-06"), santiago);
        assert_eq!(start, utc("2026-09-06T04:00:00Z"));
        assert_eq!(end_of_day(day("2026-09-05"), santiago), start - chrono::Duration::microseconds(1));
        for name in ["UTC", "Africa/Lagos", "Pacific/Honolulu", "Pacific/Kiritimati", "America/Santiago"] {
            for d in ["2026-01-01", "2026-04-05", "2026-09-06", "2026-11-01", "2026-12-31"] {
                let (z, d) = (zone(name), day(d));
                assert_eq!(business_date(start_of_day(d, z), z), d, "{name} {d}");
                assert_eq!(business_date(end_of_day(d, z), z), d, "{name} {d}");
                assert_eq!(
                    business_date(start_of_day(d, z) - chrono::Duration::microseconds(1), z),
                    d.pred_opt().expect("pred")
                );
            }
        }
    }

    #[test]
    fn date_only_text_names_a_bank_day() {
        let lagos = zone("Africa/Lagos");
        assert_eq!(start_of("2026-11-22", lagos), Some(utc("2026-11-21T23:00:00Z")));
        assert_eq!(end_of(Some("2026-11-22"), lagos), Some(utc("2026-11-22T22:59:59.999999Z")));
        // A datetime is an instant whatever the zone.
        assert_eq!(start_of("2026-11-22T10:30:00Z", lagos), Some(utc("2026-11-22T10:30:00Z")));
        assert_eq!(end_of(Some("2026-11-22T10:30:00+01:00"), lagos), Some(utc("2026-11-22T09:30:00Z")));
        assert_eq!(end_of(None, lagos), None);
        assert_eq!(start_of("22/11/2026", lagos), None);
        assert_eq!(When::parse("2026-11-22"), Some(When::Day(day("2026-11-22"))));
        assert_eq!(When::parse("2026-11-22").map(|w| w.at(lagos)), Some(utc("2026-11-21T23:00:00Z")));
        assert_eq!(When::parse("2026-11-22T10:00:00Z").map(|w| w.at(lagos)), Some(utc("2026-11-22T10:00:00Z")));
        assert_eq!(When::parse("soon"), None);
    }

    #[test]
    fn zones_are_iana_names() {
        assert_eq!(parse_zone(" Africa/Lagos "), Ok(zone("Africa/Lagos")));
        let refused = parse_zone("Mars/Olympus").expect_err("unknown");
        assert!(refused.contains("'Mars/Olympus'"), "{refused}");
        assert_eq!(zone_of_setting(None), Tz::UTC);
        assert_eq!(zone_of_setting(Some("Pacific/Honolulu")), zone("Pacific/Honolulu"));
        assert_eq!(zone_of_setting(Some("nowhere")), Tz::UTC);
    }
}
