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

/// A date (a day of the bank's time zone) or datetime flag (UTC unless it carries an offset).
pub fn when(text: &str) -> Result<bank_core::time::When, String> {
    bank_core::time::When::parse(text)
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

/// The cursor flags every list takes.
#[derive(Debug, Default, clap::Args)]
pub struct Cursor {
    /// Start after the row this cursor names (a list's `nextCursor`); the
    /// cost of a page is the same at any depth
    #[arg(long, conflicts_with_all = ["before", "page"])]
    pub after: Option<String>,
    /// End before the row this cursor names (a list's `previousCursor`)
    #[arg(long, conflicts_with = "page")]
    pub before: Option<String>,
}

/// Where a page stands in its list, as the footer prints it.
pub struct Position<'a> {
    pub page: Option<i64>,
    pub pages: i64,
    pub rows: i64,
    pub estimate: bool,
    pub next: Option<&'a str>,
}

impl<'a, T> From<&'a Paged<T>> for Position<'a> {
    fn from(p: &'a Paged<T>) -> Self {
        Position {
            page: p.current_page,
            pages: p.total_pages,
            rows: p.total_rows,
            estimate: p.is_estimate,
            next: p.cursors.next_cursor.as_deref(),
        }
    }
}

/// The page line printed under a list's table, and how to ask for the next page.
pub fn footer<'a>(format: Format, noun: &str, position: impl Into<Position<'a>>) {
    if format != Format::Table {
        return;
    }
    let p = position.into();
    let about = if p.estimate { "about " } else { "" };
    match p.page {
        Some(n) => println!("page {n} of {about}{} ({about}{} {noun})", p.pages.max(1), p.rows),
        None => println!("{about}{} {noun} in all", p.rows),
    }
    if let Some(next) = p.next {
        println!("next page: --after {next}");
    }
}

/// The page line under a list's table.
pub fn page_footer<T>(ctx: &Ctx, page: &Paged<T>, noun: &str) {
    footer(ctx.format, noun, page);
}
