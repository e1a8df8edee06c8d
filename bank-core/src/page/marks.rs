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
//! Rows are counted as the books' chain seals them (the sealer calls
//! [`keep`]), in link order, so every row counts exactly once, also one that
//! committed late on PostgreSQL after a later id. A row that sorts before
//! marks already placed moves them on by one; when a pass would move more
//! than [`MOST_MOVED`] marks (rows written back-dated, or a first count of an
//! existing history) the marks are placed again in one statement.
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
use crate::error::{Error, Result};
use crate::store::{Arg, Db, Dialect, Sql, Tx};

/// The migration that brought page marks: `bank init` applying it counts the
/// history sealed before it.
pub const MIGRATION: i64 = 28;
/// One row in this many is a mark.
pub const EVERY: i64 = 512;
/// Chain links counted per pass.
const BATCH: i64 = 5_000;
/// Links behind past which the marks are placed again rather than moved on.
const REBUILD_BEHIND: i64 = 20_000;
/// Marks one pass moves at most before it places them all again.
const MOST_MOVED: usize = 64;
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
}

/// The audit trail, latest first (`GET /api/Activities`, `GetActivitiesQuery`).
pub const ACTIVITIES: Marked = Marked {
    list: "activities",
    table: "activities",
    at: "occurred_at",
    stream: "activity",
    index: "activities_by_time",
};

const ALL: [&Marked; 1] = [&ACTIVITIES];

/// A mark: its position (oldest first), time and id.
type Mark = (i64, DateTime<Utc>, i64);

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

/// The marks of `order`'s list, when it is kept with them, and its head.
pub(super) async fn of_list(tx: &mut Tx, order: &Order) -> Result<Option<(&'static Marked, Head)>> {
    let Some(m) = order.marks else { return Ok(None) };
    // The marks seek on the order's key: they must be kept in it.
    debug_assert_eq!(order.key.map(|k| k.column), Some(m.at), "list {}: marks in another order", order.name);
    Ok(head(tx, m).await?.map(|head| (m, head)))
}

/// The list's head, or `None` when the marks cannot serve it (nothing counted
/// yet, or more than [`TAIL`] rows written since).
async fn head(tx: &mut Tx, m: &Marked) -> Result<Option<Head>> {
    let sql = format!(
        "SELECT h.seq, (SELECT COUNT(*) FROM (SELECT 1 FROM {table} t
             WHERE t.id > (SELECT last_id FROM page_mark_heads WHERE list = $1) LIMIT {more}) c)
         FROM page_mark_heads h WHERE h.list = $2",
        table = m.table,
        more = TAIL + 1
    );
    let head: Option<(i64, i64)> = tx.fetch_optional(Sql::assembled(sql), args![m.list, m.list]).await?;
    Ok(head.filter(|&(counted, tail)| counted > 0 && tail <= TAIL).map(|(counted, tail)| Head { counted, tail }))
}

/// Where the page at `offset` (rows from the newest) starts: the values of
/// the mark it follows and the rows to skip after it; `None` when the
/// offset is near enough the newest rows to walk.
pub(super) async fn start(tx: &mut Tx, m: &Marked, head: Head, offset: i64) -> Result<Option<(Vec<Arg>, i64)>> {
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
            "SELECT pos, at, id FROM page_marks WHERE list = $1 AND pos > $2 ORDER BY pos LIMIT 1",
            args![m.list, first],
        )
        .await?;
    Ok(mark.map(|(pos, at, id)| (args![at, id], pos - first - 1)))
}

/// Counts what the chains sealed into every marked list's marks, in passes of
/// [`BATCH`] links; answers the rows counted.
pub async fn keep(db: &Db, max_passes: usize) -> Result<u64> {
    let mut counted = 0;
    for m in ALL {
        for _ in 0..max_passes {
            let n = keep_pass(db, m).await?;
            counted += n;
            if n < BATCH as u64 {
                break;
            }
        }
    }
    Ok(counted)
}

/// One pass over one list; answers the links it counted.
async fn keep_pass(db: &Db, m: &Marked) -> Result<u64> {
    // An idle list costs this one read, outside any write transaction.
    let behind: Option<(i64, i64)> = db
        .read_optional(
            "SELECT c.seq, c.last_id FROM page_mark_heads h JOIN chain_heads c ON c.stream = $1
             WHERE h.list = $2 AND h.seq < c.seq",
            args![m.stream, m.list],
        )
        .await?;
    let Some((chain_seq, chain_last_id)) = behind else { return Ok(0) };
    let mut tx = db.begin_write().await?;
    // Another server's sealer holds the head: it counts, this one moves on.
    let lock = tx.pick(
        "SELECT seq, last_id FROM page_mark_heads WHERE list = $1",
        "SELECT seq, last_id FROM page_mark_heads WHERE list = $1 FOR UPDATE SKIP LOCKED",
    );
    let Some((seq, last_id)) = tx.fetch_optional::<(i64, i64)>(lock, args![m.list]).await? else {
        return Ok(0);
    };
    let counted = if chain_seq - seq > REBUILD_BEHIND {
        place_all(&mut tx, m, seq, chain_seq, chain_last_id).await?
    } else {
        count_on(&mut tx, m, seq, last_id, (chain_seq, chain_last_id)).await?
    };
    tx.commit().await?;
    Ok(counted)
}

/// Counts the next links after `seq`: moves on the marks they sort before,
/// then places the marks the new rows make.
async fn count_on(tx: &mut Tx, m: &Marked, seq: i64, last_id: i64, chain: (i64, i64)) -> Result<u64> {
    let sql = format!(
        "SELECT l.seq, t.{at}, t.id FROM chain_links l JOIN {table} t ON t.id = l.row_id
         WHERE l.stream = $1 AND l.seq > $2 ORDER BY l.seq LIMIT {BATCH}",
        at = m.at,
        table = m.table
    );
    let rows: Vec<(i64, DateTime<Utc>, i64)> = tx.fetch_all(Sql::assembled(sql), args![m.stream, seq]).await?;
    let (Some(&(to_seq, ..)), Some(earliest)) = (rows.last(), rows.iter().map(|&(_, at, id)| (at, id)).min()) else {
        return Ok(0);
    };
    // The marks the new rows sort before, and the one before them.
    let near: Vec<Mark> = tx
        .fetch_all(
            Sql::assembled(format!(
                "SELECT pos, at, id FROM page_marks WHERE list = $1 AND pos >= COALESCE((
                     SELECT pos FROM page_marks WHERE list = $2 AND (at, id) < ($3, $4)
                     ORDER BY at DESC, id DESC LIMIT 1), 0)
                 ORDER BY pos LIMIT {}",
                MOST_MOVED + 2
            )),
            args![m.list, m.list, earliest.0, earliest.1],
        )
        .await?;
    match moved_on(&rows, &near, earliest) {
        Some(moved) => {
            for (before, at, id) in moved {
                tx.execute(
                    "UPDATE page_marks SET pos = pos + $1 WHERE list = $2 AND at = $3 AND id = $4",
                    args![before, m.list, at, id],
                )
                .await?;
            }
        }
        None => return place_all(tx, m, seq, chain.0, chain.1).await,
    }
    let to_id = rows.iter().map(|&(_, _, id)| id).max().unwrap_or(last_id).max(last_id);
    place_new(tx, m, to_seq).await?;
    advance(tx, m, seq, to_seq, to_id).await?;
    Ok(rows.len() as u64)
}

/// How far each of the marks `near` moves on for `rows` (only those that
/// move), or `None` when they should be placed again: more than
/// [`MOST_MOVED`] move, or two would end up more than two strides apart.
fn moved_on(rows: &[(i64, DateTime<Utc>, i64)], near: &[Mark], earliest: (DateTime<Utc>, i64)) -> Option<Vec<Mark>> {
    if near.len() > MOST_MOVED + 1 {
        return None;
    }
    // The first mark is the one before the rows, unless they sort before every mark.
    let mut previous = match near.first() {
        Some(&(_, at, id)) if (at, id) < earliest => None,
        _ => Some(0),
    };
    let mut moved = Vec::new();
    for &(pos, at, id) in near {
        let before = rows.iter().filter(|&&(_, a, i)| (a, i) <= (at, id)).count() as i64;
        if previous.is_some_and(|p| pos + before - p > 2 * EVERY) {
            return None;
        }
        previous = Some(pos + before);
        if before > 0 {
            moved.push((before, at, id));
        }
    }
    Some(moved)
}

/// Places the marks past the last one while a whole stride of counted rows
/// (links up to `to_seq`) follows it.
async fn place_new(tx: &mut Tx, m: &Marked, to_seq: i64) -> Result<()> {
    let last: Option<Mark> = tx
        .fetch_optional("SELECT pos, at, id FROM page_marks WHERE list = $1 ORDER BY pos DESC LIMIT 1", args![m.list])
        .await?;
    let mut last = last.map_or((0, None), |(pos, at, id)| (pos, Some((at, id))));
    // Links are dense from 1, so the rows counted through `to_seq` are `to_seq`.
    while to_seq - last.0 >= EVERY {
        // A row counted through `to_seq` (rows past it may be written already).
        let counted = "EXISTS (SELECT 1 FROM chain_links l WHERE l.stream = $1 AND l.row_id = t.id AND l.seq <= $2)";
        let (after, args) = match last.1 {
            Some((at, id)) => (format!(" AND (t.{}, t.id) > ($3, $4)", m.at), args![m.stream, to_seq, at, id]),
            None => (String::new(), args![m.stream, to_seq]),
        };
        // SQLite's planner, seeing the EXISTS, may take another index and sort.
        let walk = match tx.dialect() {
            Dialect::Sqlite => format!(" INDEXED BY {}", m.index),
            Dialect::Postgres => String::new(),
        };
        let sql = format!(
            "SELECT t.{at}, t.id FROM {table} t{walk} WHERE {counted}{after} ORDER BY t.{at}, t.id LIMIT 1 OFFSET {skip}",
            at = m.at,
            table = m.table,
            skip = EVERY - 1
        );
        let Some((at, id)) = tx.fetch_optional::<(DateTime<Utc>, i64)>(Sql::assembled(sql), args).await? else {
            return Err(Error::Internal(format!("page marks of {}: fewer rows than counted", m.list)));
        };
        let pos = last.0 + EVERY;
        tx.execute("INSERT INTO page_marks (list, pos, at, id) VALUES ($1, $2, $3, $4)", args![m.list, pos, at, id])
            .await?;
        last = (pos, Some((at, id)));
    }
    Ok(())
}

/// Places every mark again from the rows counted through `to_seq` (one
/// statement: a numbering of the list's sealed rows in its order).
async fn place_all(tx: &mut Tx, m: &Marked, seq: i64, to_seq: i64, to_id: i64) -> Result<u64> {
    tx.execute("DELETE FROM page_marks WHERE list = $1", args![m.list]).await?;
    let sql = format!(
        "INSERT INTO page_marks (list, pos, at, id)
         SELECT $1, n, at, id FROM (
             SELECT t.{at} AS at, t.id, ROW_NUMBER() OVER (ORDER BY t.{at}, t.id) AS n
             FROM {table} t JOIN chain_links l ON l.stream = $2 AND l.row_id = t.id AND l.seq <= $3) r
         WHERE n % {EVERY} = 0",
        at = m.at,
        table = m.table
    );
    tx.execute(Sql::assembled(sql), args![m.list, m.stream, to_seq]).await?;
    advance(tx, m, seq, to_seq, to_id).await?;
    Ok((to_seq - seq) as u64)
}

/// Moves the list's head from `seq` to `to_seq` (compare-and-set).
async fn advance(tx: &mut Tx, m: &Marked, seq: i64, to_seq: i64, to_id: i64) -> Result<()> {
    let moved = tx
        .execute(
            "UPDATE page_mark_heads SET seq = $1, last_id = $2 WHERE list = $3 AND seq = $4",
            args![to_seq, to_id, m.list, seq],
        )
        .await?;
    if moved != 1 {
        return Err(Error::Conflict(format!("the page marks of {} moved while they were counted", m.list)));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(second: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + second, 0).expect("a time")
    }

    /// Marks every `EVERY` rows, row `i` written at second `i`.
    fn marks(n: i64) -> Vec<Mark> {
        (1..=n).map(|k| (k * EVERY, at(k * EVERY), k * EVERY)).collect()
    }

    #[test]
    fn rows_after_every_mark_move_none() {
        let near = marks(3)[2..].to_vec();
        let rows = vec![(1, at(2_000), 9_001), (2, at(2_001), 9_002)];
        assert_eq!(moved_on(&rows, &near, (at(2_000), 9_001)), Some(vec![]));
    }

    #[test]
    fn late_rows_move_the_marks_after_them() {
        // Rows between marks 1 and 2 and between 2 and 3: the query read mark 1 (before them), 2 and 3.
        let near = marks(3);
        let rows = vec![(7, at(600), 5), (8, at(1_200), 9_003)];
        let moved = moved_on(&rows, &near, (at(600), 5)).expect("moved on");
        assert_eq!(moved, vec![(1, at(2 * EVERY), 2 * EVERY), (2, at(3 * EVERY), 3 * EVERY)]);
    }

    #[test]
    fn marks_too_far_apart_or_too_many_are_placed_again() {
        let near = marks(3);
        // A whole stride more between marks 1 and 2: they would be 1,025 apart.
        let rows: Vec<_> = (0..=EVERY).map(|i| (i, at(600), 10_000 + i)).collect();
        assert_eq!(moved_on(&rows, &near, (at(600), 10_000)), None);
        let many = marks(MOST_MOVED as i64 + 2);
        assert_eq!(moved_on(&[(1, at(0), 1)], &many, (at(0), 1)), None);
    }
}
