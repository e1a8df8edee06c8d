//! The outbox's backlog, for the operators' metrics: how much committed work
//! waits for delivery, and since when.

use chrono::{DateTime, Utc};

use crate::error::Result;
use crate::store::Db;

/// A backlog is counted up to this many rows: a stuck worker must not make
/// every scrape walk a growing table.
pub const COUNT_CAP: i64 = 100_000;

/// Work in the outbox not yet delivered.
#[derive(Clone, Copy, Debug, Default)]
pub struct Backlog {
    /// Rows waiting, at most [`COUNT_CAP`].
    pub pending: i64,
    /// When the oldest waiting row was written.
    pub oldest: Option<DateTime<Utc>>,
}

#[derive(sqlx::FromRow)]
struct Oldest {
    created_at: DateTime<Utc>,
}

/// Reads the backlog in two short reads over the outbox's pending index.
pub async fn backlog(db: &Db) -> Result<Backlog> {
    let counted: Vec<(i64,)> = db
        .read_all(
            "SELECT COUNT(*) FROM (SELECT id FROM outbox WHERE delivered_at IS NULL LIMIT 100000) AS waiting",
            vec![],
        )
        .await?;
    let pending = counted.first().map_or(0, |(n,)| *n);
    debug_assert!(pending <= COUNT_CAP, "the count is capped by its LIMIT");
    let oldest: Option<Oldest> = match pending {
        0 => None,
        _ => {
            db.read_optional(
                "SELECT created_at FROM outbox WHERE delivered_at IS NULL ORDER BY delivered_at, id LIMIT 1",
                vec![],
            )
            .await?
        }
    };
    Ok(Backlog { pending, oldest: oldest.map(|o| o.created_at) })
}
