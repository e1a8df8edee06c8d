//! SQL text as the store takes it, and what rows and scalars it decodes.

use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;
use sqlx::{FromRow, Postgres, Sqlite};

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
