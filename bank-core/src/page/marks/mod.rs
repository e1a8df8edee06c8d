//! Page marks: where a deep page by number starts, without walking the rows
//! before it.
//!
//! A numbered page of a long list used to skip its offset's rows one index
//! entry at a time (page 10,000 of 50 rows: half a million entries). For a
//! list kept with marks, every [`EVERY`]th row in the list's order is noted
//! with its position, oldest first, and the list's head says how many rows are
//! counted. Page N is then a seek to the nearest mark past it and a walk of
//! fewer than [`EVERY`] entries, at any depth, and the total is exact.
//!
//! A list may be split by a column (one user's activities): each value is a
//! part with marks and a count of its own, kept in the same pass.
//!
//! Rows are counted as the books' chain seals them (the sealer calls
//! [`keep`]), in link order, so every row counts exactly once, also one that
//! committed late on PostgreSQL after a later id.
//!
//! Rows not counted yet (written since the sealer's last pass, usually none
//! or a few, up to [`TAIL`]) are the newest and are read in front of the
//! counted ones; past that bound the list falls back to the deferred join.
//! A row that commits late and sorts among old rows is placed on the
//! sealer's next pass (a second), as every new row of a live list moves the
//! pages after it.

use chrono::{DateTime, Utc};

use super::Order;
use crate::args;
use crate::error::Result;
use crate::store::{Arg, Sql, Tx};

mod keep;
pub use keep::keep;

/// The migrations that brought page marks: `bank init` applying one counts
/// the history sealed before it.
pub const MIGRATIONS: [i64; 2] = [28, 29];
/// One row in this many is a mark.
pub const EVERY: i64 = 512;
/// Uncounted rows a page reads in front of the counted ones at most.
const TAIL: i64 = 10_000;

/// A list kept with page marks: a table of one sealed stream, listed latest
/// first by a time column and then by id.
#[derive(Debug)]
pub struct Marked {
    list: &'static str,
    table: &'static str,
    /// The time column of the list's order.
    at: &'static str,
    /// The chain stream whose links count the table's rows.
    stream: &'static str,
    /// The table's index in the list's order (SQLite is told to walk it).
    index: &'static str,
    /// The column that splits the list into parts, one per value (rows
    /// without one are in none); `None`: one list, part 0.
    by: Option<&'static str>,
}

/// The audit trail, latest first (`GET /api/Activities`, `GetActivitiesQuery`).
pub const ACTIVITIES: Marked = Marked {
    list: "activities",
    table: "activities",
    at: "occurred_at",
    stream: "activity",
    index: "activities_by_time",
    by: None,
};

/// One user's activities, latest first: the trail split by user.
pub const ACTIVITIES_BY_USER: Marked = Marked {
    list: "activities.user",
    table: "activities",
    at: "occurred_at",
    stream: "activity",
    index: "activities_by_user",
    by: Some("user_id"),
};

const ALL: [&Marked; 2] = [&ACTIVITIES, &ACTIVITIES_BY_USER];

impl Marked {
    /// The part of the list's row `t` (0 when the list is not split).
    fn part_of_row(&self) -> String {
        self.by.map_or("CAST(0 AS BIGINT)".to_owned(), |by| format!("t.{by}"))
    }
}

/// A mark: its position (oldest first), time and id.
type Mark = (i64, DateTime<Utc>, i64);

/// One marked list, or one part of a split list.
#[derive(Clone, Copy, Debug)]
pub(super) struct Kept {
    m: &'static Marked,
    part: i64,
}

/// How much of a marked list is counted, and what is not yet.
#[derive(Clone, Copy, Debug)]
pub(super) struct Head {
    counted: i64,
    tail: i64,
}

impl Head {
    /// Every row of the list.
    pub(super) fn total(&self) -> i64 {
        self.counted + self.tail
    }
}

/// The marks of the list `order` and `from_where` (bound to `args`) read,
/// when it is kept with them, and its head: a list without filters, or one
/// part of a split list (filtered by its column alone).
pub(super) async fn of_list(
    tx: &mut Tx,
    order: &Order,
    from_where: &str,
    args: &[Arg],
) -> Result<Option<(Kept, Head)>> {
    let Some(m) = order.marks else { return Ok(None) };
    // The marks seek on the order's key: they must be kept in it.
    debug_assert_eq!(order.key.map(|k| k.column), Some(m.at), "list {}: marks in another order", order.name);
    let part = match (m.by, args) {
        (None, []) => 0,
        (Some(by), [Arg::I64(Some(part))]) if from_where == format!(" FROM {} WHERE 1 = 1 AND {by} = $1", m.table) => {
            *part
        }
        _ => return Ok(None),
    };
    let kept = Kept { m, part };
    Ok(head(tx, kept).await?.map(|head| (kept, head)))
}

/// The list's head, or `None` when the marks cannot serve it (nothing counted
/// yet, or more than [`TAIL`] rows written since).
async fn head(tx: &mut Tx, k: Kept) -> Result<Option<Head>> {
    let m = k.m;
    // The rows past the last one counted: all of them, and the part's.
    let tail = format!(
        "SELECT COUNT(*) AS n, COUNT(CASE WHEN tail.part = $1 THEN 1 END) AS mine FROM (
             SELECT {part} AS part FROM {table} t WHERE t.id > (SELECT last_id FROM page_mark_heads WHERE list = $2)
             LIMIT {more}) tail",
        part = m.part_of_row(),
        table = m.table,
        more = TAIL + 1
    );
    let mut args = args![k.part, m.list, m.list];
    let counted = match m.by {
        None => "SELECT seq FROM page_mark_heads WHERE list = $3",
        Some(_) => {
            args.push(k.part.into());
            "SELECT seq FROM page_mark_parts WHERE list = $3 AND part = $4"
        }
    };
    let sql = format!("SELECT h.seq, c.n, c.mine FROM ({counted}) h, ({tail}) c");
    let head: Option<(i64, i64, i64)> = tx.fetch_optional(Sql::assembled(sql), args).await?;
    Ok(head.filter(|&(counted, all, _)| counted > 0 && all <= TAIL).map(|(counted, _, tail)| Head { counted, tail }))
}

/// Where the page at `offset` (rows from the newest) starts: the values of
/// the mark it follows and the rows to skip after it; `None` when the
/// offset is near enough the newest rows to walk.
pub(super) async fn start(tx: &mut Tx, k: Kept, head: Head, offset: i64) -> Result<Option<(Vec<Arg>, i64)>> {
    let into_counted = offset - head.tail;
    if into_counted < EVERY {
        return Ok(None);
    }
    // The page's newest row, by position among the counted rows, oldest first.
    let first = head.counted - into_counted;
    if first < 1 {
        return Ok(None);
    }
    let mark: Option<Mark> = tx
        .fetch_optional(
            "SELECT pos, at, id FROM page_marks WHERE list = $1 AND part = $2 AND pos > $3 ORDER BY pos LIMIT 1",
            args![k.m.list, k.part, first],
        )
        .await?;
    Ok(mark.map(|(pos, at, id)| (args![at, id], pos - first - 1)))
}
