//! Pagination: every list has a default and a maximum page size, pages by
//! number or by cursor, and a count that does not grow with the table
//! (see `list.rs`).

pub mod cursor;
mod list;
pub mod marks;

pub use cursor::Order;

use serde::Serialize;
use serde_json::{Map, Value as Json};

use crate::error::{Error, Result};
use crate::store::{Arg, Row, Sql, Tx};
use crate::validate::Checks;

/// The largest page any list query returns.
pub const MAX_PAGE_SIZE: i64 = 500;
/// The rows of one batch of an export (`isExport`). The library answers one
/// batch and its `nextCursor`; `bank serve` streams every batch of an export
/// in one chunked response, so memory stays bounded however long the range.
pub const EXPORT_BATCH: i64 = 5_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    pub number: i64,
    pub size: i64,
    /// Set: this page starts after (or ends before) the row the cursor names.
    pub cursor: Option<Cursor>,
    /// A batch of an export: past the first, nothing is counted again.
    pub export: bool,
}

/// A request's `after` or `before` cursor, as sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cursor {
    pub after: bool,
    pub text: String,
}

impl Cursor {
    pub fn field(&self) -> &'static str {
        if self.after { "after" } else { "before" }
    }
}

impl Page {
    /// Resolves a request's page; an export reads batches of `EXPORT_BATCH` rows.
    pub fn resolve(number: Option<i64>, size: Option<i64>, default_size: i64, export: bool) -> Result<Page> {
        if export {
            return Ok(Page { number: 1, size: EXPORT_BATCH, cursor: None, export: true });
        }
        let number = number.unwrap_or(1);
        let size = size.unwrap_or(default_size);
        if number < 1 {
            return Err(Error::invalid("pageNumber", "must be 1 or more"));
        }
        if !(1..=MAX_PAGE_SIZE).contains(&size) {
            return Err(Error::invalid("pageSize", format!("must be between 1 and {MAX_PAGE_SIZE}")));
        }
        Ok(Page { number, size, cursor: None, export: false })
    }

    /// The same page, started from a request's `after` or `before` cursor
    /// (at most one, and not with a page number past the first).
    pub fn seek(mut self, after: Option<&str>, before: Option<&str>) -> Result<Page> {
        let given = |c: Option<&str>| c.map(str::trim).filter(|c| !c.is_empty()).map(str::to_owned);
        self.cursor = match (given(after), given(before)) {
            (Some(_), Some(_)) => return Err(Error::invalid("before", "give after or before, not both")),
            (Some(text), None) => Some(Cursor { after: true, text }),
            (None, Some(text)) => Some(Cursor { after: false, text }),
            (None, None) => None,
        };
        if self.cursor.is_some() && self.number != 1 {
            return Err(Error::invalid("pageNumber", "give a page number or a cursor, not both"));
        }
        Ok(self)
    }

    pub fn offset(&self) -> i64 {
        (self.number - 1).saturating_mul(self.size)
    }

    pub fn total_pages(&self, total_rows: i64) -> i64 {
        if total_rows == 0 { 0 } else { (total_rows + self.size - 1) / self.size }
    }
}

/// The cursors of the pages after and before one page (absent at either end).
#[derive(Clone, Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Cursors {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub previous_cursor: Option<String>,
}

/// A WHERE clause of only the filters given, so each list query can use the
/// index that fits it (a catch-all `$1 IS NULL OR …` hides the index from a
/// prepared statement's generic plan). Fragments are static SQL; each `?` in
/// one stands for its argument.
pub struct Clause {
    pub sql: String,
    pub args: Vec<Arg>,
}

impl Default for Clause {
    fn default() -> Self {
        Clause::new("")
    }
}

impl Clause {
    /// No filter yet, over `from` (static ` FROM …`; empty when the select names it).
    pub fn new(from: &'static str) -> Clause {
        Clause { sql: format!("{from} WHERE 1 = 1"), args: Vec::new() }
    }

    /// `fragment` with every `?` bound to `arg`.
    pub fn and(&mut self, fragment: &'static str, arg: impl Into<Arg>) -> &mut Self {
        let arg = arg.into();
        self.and_each(fragment, std::iter::repeat_with(|| arg.clone()))
    }

    /// `fragment` with its `?`s bound to `args` in turn.
    pub fn and_each(&mut self, fragment: &'static str, mut args: impl Iterator<Item = Arg>) -> &mut Self {
        self.sql.push_str(" AND ");
        for (i, part) in fragment.split('?').enumerate() {
            if i > 0 {
                // One placeholder per use: SQLite numbers them in order of appearance.
                self.args.push(args.next().unwrap_or(Arg::Text(None)));
                self.sql.push_str(&format!("${}", self.args.len()));
            }
            self.sql.push_str(part);
        }
        self
    }

    pub fn and_some<T: Into<Arg>>(&mut self, fragment: &'static str, value: Option<T>) -> &mut Self {
        if let Some(v) = value {
            self.and(fragment, v);
        }
        self
    }
}

/// The paginated-items shape (`items`, `totalRows`, `totalPages`, `pageSize`,
/// `currentPage`), with the cursors of the pages beside it and before it
/// (`nextCursor`, `previousCursor`; absent at either end) and `isEstimate`
/// when `totalRows` is an estimate. A cursor page has no page number
/// (`currentPage` is null).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Paged<T> {
    pub items: Vec<T>,
    pub total_rows: i64,
    pub total_pages: i64,
    pub page_size: i64,
    pub current_page: Option<i64>,
    #[serde(flatten)]
    pub cursors: Cursors,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub is_estimate: bool,
    #[serde(skip)]
    pub has_next: bool,
    #[serde(skip)]
    pub has_previous: bool,
}

impl<T> Paged<T> {
    /// The same page with each item transformed.
    pub fn map<U>(mut self, f: impl FnMut(T) -> U) -> Paged<U> {
        let items = std::mem::take(&mut self.items).into_iter().map(f).collect();
        self.with(items)
    }

    /// The same page with other items (built from this page's, taken out first).
    pub fn with<U>(self, items: Vec<U>) -> Paged<U> {
        Paged {
            items,
            total_rows: self.total_rows,
            total_pages: self.total_pages,
            page_size: self.page_size,
            current_page: self.current_page,
            cursors: self.cursors,
            is_estimate: self.is_estimate,
            has_next: self.has_next,
            has_previous: self.has_previous,
        }
    }

    /// The spec's top-level `HasNext` and `HasPrevious` (documents, accounts).
    pub fn has_next_previous(&self) -> serde_json::Map<String, serde_json::Value> {
        let mut extras = serde_json::Map::new();
        extras.insert("HasNext".into(), self.has_next.into());
        extras.insert("HasPrevious".into(), self.has_previous.into());
        extras
    }

    /// A page of exactly counted rows, read without cursors.
    pub fn new(items: Vec<T>, total_rows: i64, page: &Page) -> Paged<T> {
        let current_page = page.cursor.is_none().then_some(page.number);
        Paged {
            items,
            total_rows,
            total_pages: page.total_pages(total_rows),
            page_size: page.size,
            current_page,
            cursors: Cursors::default(),
            is_estimate: false,
            has_next: page.number < page.total_pages(total_rows),
            has_previous: page.number > 1 && total_rows > 0,
        }
    }
}

/// Most rows the self-service and staff lists of the self-service and notification areas return at once.
pub const MAX_LIST_LIMIT: i64 = 100;

pub fn check_limit(limit: Option<i64>) -> Result<()> {
    match limit {
        Some(l) if !(1..=MAX_LIST_LIMIT).contains(&l) => {
            Err(Error::invalid("limit", format!("must be between 1 and {MAX_LIST_LIMIT}")))
        }
        _ => Ok(()),
    }
}

// ----- pages by index (webhooks, recurring jobs, process definitions) -----

/// The page size of the by-index lists when none is asked for.
pub const DEFAULT_INDEX_PAGE_SIZE: i64 = 20;

/// One page of the list; `data` is the items, the rest goes beside it.
#[derive(Debug)]
pub struct IndexPage<T> {
    pub items: Vec<T>,
    pub count: i64,
    pub page_index: i64,
    pub size: i64,
}

impl<T: Serialize> Serialize for IndexPage<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.items.serialize(s)
    }
}

impl<T> IndexPage<T> {
    pub fn pages(&self) -> i64 {
        if self.count == 0 { 0 } else { (self.count + self.size - 1) / self.size }
    }

    /// The spec's list envelope: `count`, `pages`, `size`, `hasNext`, `pageIndex`
    /// and `message` ('n/m records': this page's rows of all rows).
    pub fn extras(&self) -> Map<String, Json> {
        let mut m = Map::new();
        m.insert("count".into(), self.count.into());
        m.insert("pages".into(), self.pages().into());
        m.insert("size".into(), self.size.into());
        m.insert("pageIndex".into(), self.page_index.into());
        m.insert("hasNext".into(), (self.page_index + 1 < self.pages()).into());
        m.insert("message".into(), format!("{}/{} records", self.items.len(), self.count).into());
        m
    }
}

/// Resolves `pageIndex` (from 0) and `pageSize`.
pub fn index_page(index: Option<i64>, size: Option<i64>) -> Result<(i64, i64)> {
    let index = index.unwrap_or(0);
    let size = size.unwrap_or(DEFAULT_INDEX_PAGE_SIZE);
    let mut c = Checks::new();
    if index < 0 {
        c.add("pageIndex", "must be 0 or more");
    }
    if !(1..=MAX_PAGE_SIZE).contains(&size) {
        c.add("pageSize", format!("must be between 1 and {MAX_PAGE_SIZE}"));
    }
    c.finish()?;
    Ok((index, size))
}

/// The list filters shared by webhooks and recurring jobs (both tables have
/// `is_enabled` and a unique `key`).
pub struct KeyedFilter<'a> {
    pub is_enabled: Option<bool>,
    /// A part of the key, any case; blank means no filter.
    pub key: Option<&'a str>,
    /// A category, exactly but in any case (recurring jobs only); blank means no filter.
    pub category: Option<&'a str>,
}

/// One page (by id) of `select` over `table` with `filter`, and the count of
/// all matching rows. `table` and `select` are static SQL, never input.
pub async fn keyed_page<R: Row>(
    tx: &mut Tx,
    table: &'static str,
    select: &'static str,
    filter: KeyedFilter<'_>,
    index: i64,
    size: i64,
) -> Result<(Vec<R>, i64)> {
    let mut clause = String::from(" WHERE 1 = 1");
    let mut args: Vec<Arg> = Vec::new();
    if let Some(enabled) = filter.is_enabled {
        args.push(enabled.into());
        clause.push_str(&format!(" AND is_enabled = ${}", args.len()));
    }
    if let Some(key) = filter.key.map(str::trim).filter(|k| !k.is_empty()) {
        args.push(contains_pattern(key).into());
        clause.push_str(&format!(" AND LOWER(key) LIKE ${} ESCAPE '\\'", args.len()));
    }
    if let Some(category) = filter.category.map(str::trim).filter(|c| !c.is_empty()) {
        args.push(category.to_lowercase().into());
        clause.push_str(&format!(" AND LOWER(category) = ${}", args.len()));
    }
    let count: i64 = tx.scalar(Sql::assembled(format!("SELECT COUNT(*) FROM {table}{clause}")), args.clone()).await?;
    let n = args.len();
    args.push(size.into());
    args.push(index.saturating_mul(size).into());
    let rows = tx
        .fetch_all(Sql::assembled(format!("{select}{clause} ORDER BY id LIMIT ${} OFFSET ${}", n + 1, n + 2)), args)
        .await?;
    Ok((rows, count))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_bounds_and_totals() {
        let p = Page::resolve(None, None, 20, false).expect("page");
        assert_eq!((p.number, p.size, p.offset()), (1, 20, 0));
        assert_eq!(p.total_pages(41), 3);
        assert_eq!(p.total_pages(0), 0);
        assert!(Page::resolve(Some(0), None, 20, false).is_err());
        assert!(Page::resolve(None, Some(MAX_PAGE_SIZE + 1), 20, false).is_err());
        assert_eq!(Page::resolve(Some(9), Some(5), 20, true).expect("export").size, EXPORT_BATCH);
    }
}

/// A "contains" pattern for `LIKE … ESCAPE '\'`, lower-cased: `%` and `_` in
/// the text are literal characters, never wildcards. Every LIKE that takes
/// one says `ESCAPE '\'` (SQLite has no default escape character).
pub fn contains_pattern(text: &str) -> String {
    let mut pattern = String::with_capacity(text.len() + 2);
    pattern.push('%');
    for c in text.to_lowercase().chars() {
        if matches!(c, '\\' | '%' | '_') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

#[cfg(test)]
mod like_tests {
    #[test]
    fn percent_and_underscore_are_literal() {
        assert_eq!(super::contains_pattern("50%_Off\\x"), "%50\\%\\_off\\\\x%");
        assert_eq!(super::contains_pattern("Ada"), "%ada%");
    }
}
