//! Money is an integer count of minor units; decimals appear only at the edges.

use rust_decimal::Decimal;

/// Minor units per major unit for the currencies we keep (all two-decimal).
pub const MINOR_PER_MAJOR: i64 = 100;

/// `minor` as a decimal of major units (e.g. 50_000_000 kobo → 500000.00 NGN).
pub fn to_decimal(minor: i64) -> Decimal {
    Decimal::new(minor, 2)
}

/// Major units as a JSON number for display fields (`approvalLimit`, balances).
pub fn to_json_number(minor: i64) -> serde_json::Value {
    let decimal = to_decimal(minor);
    serde_json::Number::from_f64(decimal.try_into().unwrap_or(f64::NAN))
        .map_or(serde_json::Value::Null, serde_json::Value::Number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minor_to_major() {
        assert_eq!(to_decimal(50_000_000).to_string(), "500000.00");
        assert_eq!(to_json_number(12_345), serde_json::json!(123.45));
    }
}
