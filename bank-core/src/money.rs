//! Money is an integer count of minor units plus a currency; decimals appear
//! only at the edges (requests, responses, reports).

use rust_decimal::Decimal;
use serde::{Deserialize, Deserializer};

/// Minor units per major unit: every currency we keep has two decimals.
pub const MINOR_PER_MAJOR: i64 = 100;
/// The largest single amount accepted: 999,999,999,999.99 (fifteen significant
/// digits, so a JSON number carries it exactly).
pub const MAX_AMOUNT_MINOR: i64 = 99_999_999_999_999;

/// ISO 4217 currencies with two minor digits that we hold accounts in.
pub const CURRENCIES: &[&str] = &["NGN", "USD", "EUR", "GBP", "GHS", "KES", "ZAR", "CAD", "CHF", "CNY", "AED"];

pub fn check_currency(code: &str) -> Result<(), String> {
    if CURRENCIES.contains(&code) {
        Ok(())
    } else {
        Err(format!("'{code}' is not a supported currency ({})", CURRENCIES.join(", ")))
    }
}

/// `minor` as a decimal of major units (e.g. 50_000_000 kobo → 500000.00).
pub fn to_decimal(minor: i64) -> Decimal {
    Decimal::new(minor, 2)
}

/// `minor` as text with two decimals, e.g. "1234.50".
pub fn format(minor: i64) -> String {
    to_decimal(minor).to_string()
}

/// Major units as a JSON number (exact for every amount we accept).
pub fn to_json_number(minor: i64) -> serde_json::Value {
    let major = minor as f64 / MINOR_PER_MAJOR as f64;
    serde_json::Number::from_f64(major).map_or(serde_json::Value::Null, serde_json::Value::Number)
}

/// The one amount grammar, for every adapter: ASCII digits, then optionally
/// `.` and one or two more digits. No sign, no spaces, no exponent, no bare
/// `.5` or `5.`; at most [`MAX_AMOUNT_MINOR`]. Returns minor units (may be 0).
pub fn parse_minor(text: &str) -> Result<i64, String> {
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) if (1..=2).contains(&fraction.len()) => (whole, fraction),
        Some(_) => {
            return Err(format!("'{text}' is not an amount: give at most two decimals after '.' (e.g. 1250.50)"));
        }
        None => (text, ""),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !(fraction.is_empty() || digits(fraction)) {
        return Err(if text.starts_with('-') {
            "must be greater than zero".to_owned()
        } else {
            format!("'{text}' is not an amount: digits with an optional '.' and up to two decimals (e.g. 1250.50)")
        });
    }
    let too_large = || "is too large (at most 999999999999.99)".to_owned();
    let whole: i64 = whole.parse().map_err(|_| too_large())?;
    let cents: i64 = format!("{fraction:0<2}").parse().map_err(|_| too_large())?;
    whole
        .checked_mul(MINOR_PER_MAJOR)
        .and_then(|m| m.checked_add(cents))
        .filter(|m| *m <= MAX_AMOUNT_MINOR)
        .ok_or_else(too_large)
}

/// [`parse_minor`] for amounts that move money: greater than zero.
pub fn parse_amount(text: &str) -> Result<i64, String> {
    match parse_minor(text)? {
        0 => Err("must be greater than zero".into()),
        minor => Ok(minor),
    }
}

/// The text of a request amount: a JSON number exactly as the client wrote it
/// (serde_json keeps it verbatim) or a string.
pub fn amount_text(value: &serde_json::Value) -> Option<String> {
    match value {
        serde_json::Value::Number(n) => Some(n.to_string()),
        serde_json::Value::String(s) => Some(s.clone()),
        _ => None,
    }
}

/// A request amount: a JSON number or a decimal string, read exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Amount(pub i64);

impl<'de> Deserialize<'de> for Amount {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Amount, D::Error> {
        let value = crate::json::named_value(deserializer, crate::json::form::AMOUNT)?;
        let text = amount_text(&value).ok_or_else(|| serde::de::Error::custom("must be a decimal amount"))?;
        parse_amount(&text).map(Amount).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minor_to_major() {
        assert_eq!(to_decimal(50_000_000).to_string(), "500000.00");
        assert_eq!(format(12_345), "123.45");
        assert_eq!(to_json_number(12_345), serde_json::json!(123.45));
    }

    #[test]
    fn amounts_parse_exactly() {
        assert_eq!(parse_amount("0.1"), Ok(10));
        assert_eq!(parse_amount("1234.56"), Ok(123_456));
        assert_eq!(parse_amount("999999999999.99"), Ok(MAX_AMOUNT_MINOR));
        assert!(parse_amount("1000000000000").is_err());
        assert!(parse_amount("0").is_err());
        assert!(parse_amount("-5").is_err());
        assert!(parse_amount("1.005").is_err());
        assert!(parse_amount("abc").is_err());
        for bad in ["1e3", "+5", " 5", "5 ", ".5", "5.", "NaN", "1.", "1,000", "1.2.3", "", "0x10", "١٢"] {
            assert!(parse_minor(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_minor("0.00"), Ok(0));
        assert_eq!(parse_minor("007.5"), Ok(750));
        assert!(parse_minor("99999999999999999999").is_err());
        assert_eq!(parse_amount("-5"), Err("must be greater than zero".into()));
        assert!(serde_json::from_str::<Amount>("1e3").is_err());
        assert!(serde_json::from_str::<Amount>("1.005").is_err());
        assert!(serde_json::from_str::<Amount>("100.100").is_err());
        let a: Amount = serde_json::from_str("1234.56").expect("number");
        assert_eq!(a, Amount(123_456));
        let a: Amount = serde_json::from_str("\"0.30\"").expect("string");
        assert_eq!(a, Amount(30));
        assert!(serde_json::from_str::<Amount>("true").is_err());
    }
}
