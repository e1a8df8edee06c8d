//! SQL text as the store takes it, and what rows and scalars it decodes.

use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;
use sqlx::{FromRow, Postgres, Sqlite};

use crate::error::{Error, Result};

/// SQL text: a static string, or one assembled from static fragments only.
/// User input never enters SQL text; it is always bound as an [`Arg`](super::Arg).
#[derive(Debug)]
pub struct Sql(pub(super) SqlText);

#[derive(Debug)]
pub(super) enum SqlText {
    Static(&'static str),
    Assembled(String),
}

impl Sql {
    /// `text` must be built only from static fragments and placeholders.
    pub fn assembled(text: String) -> Sql {
        Sql(SqlText::Assembled(text))
    }

    pub(crate) fn text(&self) -> &str {
        match &self.0 {
            SqlText::Static(s) => s,
            SqlText::Assembled(s) => s,
        }
    }
}

impl From<&'static str> for Sql {
    fn from(s: &'static str) -> Self {
        Sql(SqlText::Static(s))
    }
}

/// A row type readable from both dialects.
pub trait Row: for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin {}
impl<T> Row for T where T: for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin {}

/// A scalar readable from both dialects.
pub trait Scalar:
    for<'r> sqlx::Decode<'r, Sqlite>
    + sqlx::Type<Sqlite>
    + for<'r> sqlx::Decode<'r, Postgres>
    + sqlx::Type<Postgres>
    + Send
    + Unpin
{
}
impl<T> Scalar for T where
    T: for<'r> sqlx::Decode<'r, Sqlite>
        + sqlx::Type<Sqlite>
        + for<'r> sqlx::Decode<'r, Postgres>
        + sqlx::Type<Postgres>
        + Send
        + Unpin
{
}

/// The first row as `A`, the second as `B` (see [`Tx::fetch_two`](super::Tx::fetch_two)).
pub(super) fn first_two<R, A, B>(rows: Vec<R>) -> Result<(Option<A>, Option<B>)>
where
    R: sqlx::Row,
    A: for<'r> FromRow<'r, R>,
    B: for<'r> FromRow<'r, R>,
{
    let mut rows = rows.into_iter();
    let first = rows.next().map(|row| A::from_row(&row)).transpose()?;
    let second = rows.next().map(|row| B::from_row(&row)).transpose()?;
    match rows.next() {
        Some(_) => Err(Error::Internal("more rows than a call of two reads returns".into())),
        None => Ok((first, second)),
    }
}

/// The VALUES rows of a multi-row INSERT (see [`Tx::values_rows`](super::Tx::values_rows)),
/// written into one string: it runs for every statement a deposit assembles.
pub(super) fn values_rows(dialect: super::Dialect, rows: usize, columns: usize) -> String {
    super::kept::rewritten(super::kept::How::Rows(dialect, rows, columns), "", |_| rows_of(dialect, rows, columns))
}

fn rows_of(dialect: super::Dialect, rows: usize, columns: usize) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(rows * columns * 6);
    for r in 0..rows {
        out.push_str(if r == 0 { "(" } else { ", (" });
        for c in 1..=columns {
            if c > 1 {
                out.push_str(", ");
            }
            match dialect {
                super::Dialect::Sqlite => out.push('?'),
                // Writing to a String cannot fail.
                super::Dialect::Postgres => drop(write!(out, "${}", r * columns + c)),
            }
        }
        out.push(')');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::Dialect;

    #[test]
    fn values_rows_number_postgres_placeholders_in_order() {
        assert_eq!(super::values_rows(Dialect::Postgres, 2, 3), "($1, $2, $3), ($4, $5, $6)");
        assert_eq!(super::values_rows(Dialect::Sqlite, 2, 2), "(?, ?), (?, ?)");
        assert_eq!(super::values_rows(Dialect::Postgres, 0, 3), "");
    }

    /// Two kinds of row from one call: each statement's row decoded as its
    /// own type; a row past the second is refused, not dropped.
    #[tokio::test]
    async fn two_kinds_of_row_come_from_one_call() {
        let dir = tempfile::tempdir().expect("dir");
        let (_db, mut tx) = crate::store::scratch::scratch_db(&dir, "CREATE TABLE t (a INTEGER NOT NULL)").await;
        let sql = "INSERT INTO t (a) VALUES ($1); SELECT a FROM t; SELECT 'x' AS b, a + 1 AS c FROM t";
        let (first, second) = tx.fetch_two::<(i64,), (String, i64)>(sql, crate::args![41_i64]).await.expect("two");
        assert_eq!((first, second), (Some((41,)), Some(("x".to_owned(), 42))));
        let none = tx.fetch_two::<(i64,), (i64,)>("SELECT a FROM t WHERE a < 0", vec![]).await.expect("none");
        assert_eq!(none, (None, None));
        let three = tx.fetch_two::<(i64,), (i64,)>("SELECT a FROM t; SELECT a FROM t; SELECT a FROM t", vec![]);
        assert!(three.await.is_err(), "a third row is an error");
    }
}
