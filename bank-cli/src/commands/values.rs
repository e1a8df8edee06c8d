//! What the groups share: parsers for amount and date flags, how tables show
//! money from a response, and the page line under a list.

use bank_core::money::Amount;
use bank_core::page::Paged;
use chrono::{DateTime, NaiveDate, Utc};
use serde_json::Value;

use super::Ctx;
use crate::output::Format;

/// An amount flag: a positive decimal of major units, at most two decimals.
pub fn amount(text: &str) -> Result<Amount, String> {
    bank_core::money::parse_amount(text).map(Amount)
}

/// A date flag, `YYYY-MM-DD`.
pub fn date(text: &str) -> Result<NaiveDate, String> {
    bank_core::time::parse_date(text).ok_or_else(|| format!("'{text}' is not a date (YYYY-MM-DD)"))
}

/// A date or datetime flag (UTC unless it carries an offset).
pub fn datetime(text: &str) -> Result<DateTime<Utc>, String> {
    bank_core::time::parse_datetime(text)
        .ok_or_else(|| format!("'{text}' is not a date or datetime (e.g. 2026-11-22 or 2026-11-22T10:30:00Z)"))
}

/// A range bound the core reads as text; checked here so a typo is a usage error.
pub fn date_text(text: &str) -> Result<String, String> {
    datetime(text).map(|_| text.to_owned())
}

/// A response amount (a JSON number of major units) with two decimals; blank for none.
pub fn money(value: &Value) -> String {
    value.as_f64().map(|n| format!("{n:.2}")).unwrap_or_default()
}

/// Like [`money`], but blank for zero: the empty side of a debit/credit pair.
pub fn side(value: &Value) -> String {
    if value.as_f64() == Some(0.0) { String::new() } else { money(value) }
}

/// The page line printed under a list's table.
pub fn page_footer<T>(ctx: &Ctx, page: &Paged<T>, noun: &str) {
    if ctx.format == Format::Table {
        println!("page {} of {} ({} {noun})", page.current_page, page.total_pages.max(1), page.total_rows);
    }
}
