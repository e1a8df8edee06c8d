//! Pagination: every list has a default and a maximum page size.

use serde::Serialize;

use crate::error::{Error, Result};
use crate::store::{Arg, Row, Sql, Tx};

/// The largest page any list query returns.
pub const MAX_PAGE_SIZE: i64 = 500;
/// The most rows an `isExport` request returns in one response.
pub const MAX_EXPORT_ROWS: i64 = 100_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    pub number: i64,
    pub size: i64,
}

impl Page {
    /// Resolves a request's page; an export is one page of at most `MAX_EXPORT_ROWS`.
    pub fn resolve(number: Option<i64>, size: Option<i64>, default_size: i64, export: bool) -> Result<Page> {
        if export {
            return Ok(Page { number: 1, size: MAX_EXPORT_ROWS });
        }
        let number = number.unwrap_or(1);
        let size = size.unwrap_or(default_size);
        if number < 1 {
            return Err(Error::invalid("pageNumber", "must be 1 or more"));
        }
        if !(1..=MAX_PAGE_SIZE).contains(&size) {
            return Err(Error::invalid("pageSize", format!("must be between 1 and {MAX_PAGE_SIZE}")));
        }
        Ok(Page { number, size })
    }

    /// Counts with `count_sql` and reads this page with `select_sql` (both
    /// built from static fragments, sharing the `filter` arguments), ordered by
    /// `order`.
    pub async fn fetch<T: Row>(
        self,
        tx: &mut Tx,
        count_sql: String,
        select_sql: String,
        order: &str,
        filter: Vec<Arg>,
    ) -> Result<Paged<T>> {
        let total: i64 = tx.scalar(Sql::assembled(count_sql), filter.clone()).await?;
        let n = filter.len();
        let sql = format!("{select_sql} ORDER BY {order} LIMIT ${} OFFSET ${}", n + 1, n + 2);
        let mut args = filter;
        args.push(Arg::from(self.size));
        args.push(Arg::from(self.offset()));
        let items = tx.fetch_all(Sql::assembled(sql), args).await?;
        Ok(Paged::new(items, total, self))
    }

    pub fn offset(self) -> i64 {
        (self.number - 1).saturating_mul(self.size)
    }

    pub fn total_pages(self, total_rows: i64) -> i64 {
        if total_rows == 0 { 0 } else { (total_rows + self.size - 1) / self.size }
    }
}

/// The paginated-items shape (`items`, `totalRows`, `totalPages`, `pageSize`, `currentPage`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Paged<T> {
    pub items: Vec<T>,
    pub total_rows: i64,
    pub total_pages: i64,
    pub page_size: i64,
    pub current_page: i64,
}

impl<T> Paged<T> {
    /// The same page with each item transformed.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Paged<U> {
        Paged {
            items: self.items.into_iter().map(f).collect(),
            total_rows: self.total_rows,
            total_pages: self.total_pages,
            page_size: self.page_size,
            current_page: self.current_page,
        }
    }

    /// The spec's top-level `HasNext` and `HasPrevious` (documents, accounts).
    pub fn has_next_previous(&self) -> serde_json::Map<String, serde_json::Value> {
        let mut extras = serde_json::Map::new();
        extras.insert("HasNext".into(), (self.current_page < self.total_pages).into());
        extras.insert("HasPrevious".into(), (self.current_page > 1 && self.total_rows > 0).into());
        extras
    }

    pub fn new(items: Vec<T>, total_rows: i64, page: Page) -> Paged<T> {
        Paged {
            items,
            total_rows,
            total_pages: page.total_pages(total_rows),
            page_size: page.size,
            current_page: page.number,
        }
    }
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
        assert_eq!(Page::resolve(Some(9), Some(5), 20, true).expect("export").size, MAX_EXPORT_ROWS);
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
