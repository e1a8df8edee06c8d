//! Money is an integer count of minor units plus a currency; decimals appear
//! only at the edges (requests, responses, reports).

use std::str::FromStr;

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

/// Parses a decimal amount of major units into minor units: positive, at most
/// two decimals, at most [`MAX_AMOUNT_MINOR`].
pub fn parse_amount(text: &str) -> Result<i64, String> {
    let decimal = Decimal::from_str(text.trim()).map_err(|_| format!("'{text}' is not a decimal amount"))?;
    if decimal.is_sign_negative() || decimal.is_zero() {
        return Err("must be greater than zero".into());
    }
    if decimal.normalize().scale() > 2 {
        return Err("must have at most two decimal places".into());
    }
    let minor = (decimal * Decimal::from(MINOR_PER_MAJOR)).trunc();
    i64::try_from(minor).ok().filter(|m| *m <= MAX_AMOUNT_MINOR).ok_or_else(|| "is too large".to_owned())
}

/// A request amount: a JSON number or a decimal string, read exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Amount(pub i64);

impl<'de> Deserialize<'de> for Amount {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Amount, D::Error> {
        // A JSON number reaches us as f64; its shortest text form is the
        // decimal the client wrote for every amount up to fifteen digits.
        let value = serde_json::Value::deserialize(deserializer)?;
        let text = match &value {
            serde_json::Value::Number(n) => n.to_string(),
            serde_json::Value::String(s) => s.clone(),
            _ => return Err(serde::de::Error::custom("must be a decimal amount")),
        };
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
        let a: Amount = serde_json::from_str("1234.56").expect("number");
        assert_eq!(a, Amount(123_456));
        let a: Amount = serde_json::from_str("\"0.30\"").expect("string");
        assert_eq!(a, Amount(30));
        assert!(serde_json::from_str::<Amount>("true").is_err());
    }
}
