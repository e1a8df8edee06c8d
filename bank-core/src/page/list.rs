//! One page of a list, whatever its depth: a cursor page is a keyset seek, a
//! numbered page past the first reads ids over the sort index first and the
//! rows after (a deferred join), and the count stops at a bound.
//!
//! Counting: up to [`EXACT_COUNT`] matching rows the total is exact (every
//! small filtered list, every example of the spec). Past it the answer says
//! `isEstimate: true`: PostgreSQL gives the planner's estimate for the same
//! filter; SQLite, which keeps no such figure, gives the highest id of the
//! list's table when nothing filters it (its tables of history only grow)
//! and otherwise counts on to [`SQLITE_EXACT_COUNT`] (a few milliseconds),
//! past which the total is a floor. A page that reaches the end of the list
//! makes the total exact again.

use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;
use sqlx::{FromRow, Row as _, TypeInfo, ValueRef};

use super::cursor::{self, Order, Value};
use super::{Cursors, Page, Paged, marks};
use crate::error::{Error, Result};
use crate::store::{Arg, Dialect, Row, Sql, Tx};

/// Rows counted exactly on every backend.
pub const EXACT_COUNT: i64 = 10_000;
/// Rows of a filtered list SQLite counts before it answers a floor.
pub const SQLITE_EXACT_COUNT: i64 = 100_000;

/// A row with the sort values it was read at (`cursor_0`, `cursor_1`, …).
struct Keyed<T> {
    row: T,
    keys: Vec<Value>,
}

fn key_columns(order: &Order) -> String {
    order.keys().enumerate().map(|(i, k)| format!(", {} AS cursor_{i}", k.column)).collect()
}

/// The names of the sort values' columns, in order: an order has a key and
/// an id at most ([`key_columns`] names them). A list item may read its own
/// id and sort key from them rather than select them twice
/// (`ledger::query::JournalEntryItem`, whose export runs to millions of rows).
const KEY_NAMES: [&str; 2] = ["cursor_0", "cursor_1"];

impl<'r, T: FromRow<'r, SqliteRow>> FromRow<'r, SqliteRow> for Keyed<T> {
    fn from_row(row: &'r SqliteRow) -> sqlx::Result<Self> {
        let mut keys = Vec::with_capacity(KEY_NAMES.len());
        for name in KEY_NAMES {
            let Ok(raw) = row.try_get_raw(name) else { break };
            let integer = raw.type_info().name() == "INTEGER";
            keys.push(if integer { Value::Int(row.try_get(name)?) } else { Value::Text(row.try_get(name)?) });
        }
        Ok(Keyed { row: T::from_row(row)?, keys })
    }
}

impl<'r, T: FromRow<'r, PgRow>> FromRow<'r, PgRow> for Keyed<T> {
    fn from_row(row: &'r PgRow) -> sqlx::Result<Self> {
        let mut keys = Vec::with_capacity(KEY_NAMES.len());
        for n in KEY_NAMES {
            let Ok(raw) = row.try_get_raw(n) else { break };
            keys.push(match raw.type_info().name() {
                "INT8" | "INT4" | "INT2" => {
                    Value::Int(row.try_get::<i64, _>(n).or_else(|_| row.try_get::<i32, _>(n).map(i64::from))?)
                }
                "TIMESTAMPTZ" => Value::time(row.try_get(n)?),
                "DATE" => Value::date(row.try_get(n)?),
                _ => Value::Text(row.try_get(n)?),
            });
        }
        Ok(Keyed { row: T::from_row(row)?, keys })
    }
}

/// `select` split before its top-level ` FROM ` (none: all of it is columns).
fn split_from(select: &str) -> (&str, &str) {
    let mut depth = 0i32;
    for (i, c) in select.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ if depth == 0 && select[i..].starts_with(" FROM ") => return select.split_at(i),
            _ => {}
        }
    }
    (select, "")
}

/// The number of rows `from_where` matches, and whether it is exact.
async fn count(tx: &mut Tx, from_where: &str, args: &[Arg]) -> Result<(i64, bool)> {
    let bounded = |limit: i64| format!("SELECT COUNT(*) FROM (SELECT 1{from_where} LIMIT {}) c", limit + 1);
    let n: i64 = tx.scalar(Sql::assembled(bounded(EXACT_COUNT)), args.to_vec()).await?;
    if n <= EXACT_COUNT {
        return Ok((n, true));
    }
    match tx.dialect() {
        Dialect::Sqlite if args.is_empty() => {
            // The list's own table is the first one its FROM names.
            let table = from_where.split_whitespace().nth(1).unwrap_or_default();
            let sql = format!("SELECT COALESCE(MAX(rowid), 0) FROM {table}");
            let highest: i64 = tx.scalar(Sql::assembled(sql), vec![]).await?;
            Ok((highest.max(EXACT_COUNT + 1), false))
        }
        Dialect::Sqlite => {
            let n: i64 = tx.scalar(Sql::assembled(bounded(SQLITE_EXACT_COUNT)), args.to_vec()).await?;
            Ok((n.min(SQLITE_EXACT_COUNT), n <= SQLITE_EXACT_COUNT))
        }
        Dialect::Postgres => {
            let sql = format!("EXPLAIN (FORMAT JSON) SELECT 1{from_where}");
            let plan: serde_json::Value = tx.scalar(Sql::assembled(sql), args.to_vec()).await?;
            let rows = plan.pointer("/0/Plan/Plan Rows").and_then(serde_json::Value::as_f64).unwrap_or(0.0);
            Ok(((rows as i64).max(EXACT_COUNT + 1), false))
        }
    }
}

impl Page {
    /// The statement that reads this page's rows (one more than the page, to
    /// know whether another follows), its arguments, and whether it walks
    /// backwards (a `before` cursor).
    fn rows_sql(
        &self,
        order: &Order,
        select: &str,
        from_where: &str,
        args: Vec<Arg>,
        marked: Option<(Vec<Arg>, i64)>,
    ) -> Result<(String, Vec<Arg>, bool)> {
        let n = args.len();
        // LIMIT and OFFSET are numbers this code computed, written into the
        // text so that a plan knows how few rows a page needs.
        let limit = self.size + 1;
        if let Some((mark, skip)) = marked {
            // A page by number past its page mark: a seek, then a short walk.
            let (seek, by) = (order.seek(false, n + 1), order.order_by(false));
            return Ok((
                format!("{select} AND {seek} ORDER BY {by} LIMIT {limit} OFFSET {skip}"),
                [args, mark].concat(),
                false,
            ));
        }
        if let Some(c) = &self.cursor {
            let reverse = !c.after;
            let values = cursor::decode(order, c.field(), &c.text)?;
            let (seek, by) = (order.seek(reverse, n + 1), order.order_by(reverse));
            return Ok((format!("{select} AND {seek} ORDER BY {by} LIMIT {limit}"), [args, values].concat(), reverse));
        }
        let by = order.order_by(false);
        if self.offset() == 0 {
            return Ok((format!("{select} ORDER BY {by} LIMIT {limit}"), args, false));
        }
        // Deferred join: the offset walks the sort index for ids only.
        let (id, offset) = (order.id.column, self.offset());
        let ids = format!(
            "SELECT {id}{} ORDER BY {by} LIMIT {limit} OFFSET {offset}",
            crate::store::shift_placeholders(from_where, n)
        );
        Ok((format!("{select} AND {id} IN ({ids}) ORDER BY {by}"), [args.clone(), args].concat(), false))
    }

    /// Reads this page of `select` (`SELECT … [FROM …]`) and `filter` (`[FROM
    /// …] WHERE …`, placeholders `$1…` numbered in order of appearance, bound
    /// to `args`), in `order`. Both texts are static fragments, never input.
    pub async fn fetch<T: Row>(
        self,
        tx: &mut Tx,
        order: &Order,
        select: &str,
        filter: &str,
        args: Vec<Arg>,
    ) -> Result<Paged<T>> {
        if tx.dialect() == Dialect::Postgres {
            // Plan each list read for its values: a prepared statement's generic
            // plan cannot tell a rare filter value (an index probe) from a common one.
            tx.execute("SET LOCAL plan_cache_mode = force_custom_plan", vec![]).await?;
        }
        let (columns, from) = split_from(select);
        let from_where = format!("{from}{filter}");
        let from_where = from_where.as_str();
        debug_assert!(
            from_where.starts_with(" FROM ") && from_where.contains(" WHERE "),
            "a list reads FROM … WHERE …"
        );
        // A page of a list kept with page marks (unfiltered, or one part of a
        // split list) is counted by them and, deep by number, starts at one.
        let head = if self.export { None } else { marks::of_list(tx, order, from_where, &args).await? };
        // An export's later batches are not counted again (the first batch was).
        let (total, exact) = match (head, &self.cursor, self.export) {
            (Some((_, head)), ..) => (head.total(), true),
            (None, Some(_), true) => (0, false),
            _ => count(tx, from_where, &args).await?,
        };
        let marked = match (head, &self.cursor) {
            (Some((m, head)), None) => marks::start(tx, m, head, self.offset()).await?,
            _ => None,
        };
        let select = format!("{columns}{}{from_where}", key_columns(order));
        let (sql, args, reverse) = self.rows_sql(order, &select, from_where, args, marked)?;
        // Past the end of a counted list there is nothing to walk to.
        let past_end = head.is_some() && self.offset() > 0 && self.offset() >= total;
        let mut rows: Vec<Keyed<T>> =
            if past_end { Vec::new() } else { tx.fetch_all(Sql::assembled(sql), args).await? };
        let more = rows.len() as i64 > self.size;
        rows.truncate(self.size as usize);
        if reverse {
            rows.reverse();
        }
        let encode = |r: Option<&Keyed<T>>| r.map(|r| cursor::encode(order, &r.keys));
        let (has_next, has_previous) = match &self.cursor {
            Some(c) if c.after => (more, true),
            Some(_) => (true, more),
            None => (more, self.number > 1),
        };
        let next_cursor = if has_next { encode(rows.last()) } else { None };
        let previous_cursor = if has_previous { encode(rows.first()) } else { None };
        let seen = self.offset() + rows.len() as i64;
        let (total, exact) = match (&self.cursor, exact) {
            (_, true) => (total, true),
            (None, false) if !more && !rows.is_empty() => (seen, true),
            _ => (total.max(seen + i64::from(more)), false),
        };
        if rows.iter().any(|r| r.keys.len() != order.keys().count()) {
            return Err(Error::Internal(format!("list {}: a row came back without its sort values", order.name)));
        }
        let items = rows.into_iter().map(|r| r.row).collect();
        let mut paged = Paged::new(items, total, &self);
        paged.is_estimate = !exact;
        paged.has_next = has_next && next_cursor.is_some();
        paged.has_previous = has_previous && (previous_cursor.is_some() || self.number > 1);
        paged.cursors = Cursors { next_cursor, previous_cursor };
        Ok(paged)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_from_clause_is_found_outside_subqueries() {
        let select = "SELECT a, (SELECT 1 FROM x WHERE y) AS b FROM t JOIN u ON u.id = t.u";
        assert_eq!(super::split_from(select).1, " FROM t JOIN u ON u.id = t.u");
        assert_eq!(super::split_from("SELECT a, b").1, "");
    }
}
