//! The keeper: counts what the chains sealed into every marked list.
//!
//! A pass reads the next links, and for each part they fall in (the one part
//! of a list that is not split) moves on the marks its new rows sort before,
//! counts them, and places the marks they complete. When a pass would move
//! more than [`MOST_MOVED`] marks of a part (rows written back-dated), that
//! part's marks are placed again in one statement; when the list is more than
//! [`REBUILD_BEHIND`] links behind (a first count of an existing history),
//! all of them are.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use super::{ALL, EVERY, Kept, Mark, Marked};
use crate::args;
use crate::error::{Error, Result};
use crate::store::{Arg, Db, Dialect, Sql, Tx};

/// Chain links counted per pass.
const BATCH: i64 = 5_000;
/// Links behind past which the marks are placed again rather than moved on.
const REBUILD_BEHIND: i64 = 20_000;
/// Marks one pass moves in one part at most before it places them all again.
const MOST_MOVED: usize = 64;

/// A new row: its link, time and id.
type Linked = (i64, DateTime<Utc>, i64);

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
async fn keep_pass(db: &Db, m: &'static Marked) -> Result<u64> {
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
    let (to_seq, to_id) = if chain_seq - seq > REBUILD_BEHIND {
        place_all(&mut tx, m, None, chain_seq).await?;
        (chain_seq, chain_last_id)
    } else {
        match count_on(&mut tx, m, seq, last_id).await? {
            Some(to) => to,
            None => return Ok(0),
        }
    };
    advance(&mut tx, m, seq, to_seq, to_id).await?;
    tx.commit().await?;
    Ok((to_seq - seq) as u64)
}

/// Counts the next links after `seq` into the parts their rows fall in;
/// answers the last link counted and the highest row id counted.
async fn count_on(tx: &mut Tx, m: &'static Marked, seq: i64, last_id: i64) -> Result<Option<(i64, i64)>> {
    let sql = format!(
        "SELECT l.seq, t.{at}, t.id, {part} FROM chain_links l JOIN {table} t ON t.id = l.row_id
         WHERE l.stream = $1 AND l.seq > $2 ORDER BY l.seq LIMIT {BATCH}",
        at = m.at,
        part = m.part_of_row(),
        table = m.table
    );
    let rows: Vec<(i64, DateTime<Utc>, i64, Option<i64>)> =
        tx.fetch_all(Sql::assembled(sql), args![m.stream, seq]).await?;
    let Some(&(to_seq, ..)) = rows.last() else { return Ok(None) };
    let to_id = rows.iter().map(|&(_, _, id, _)| id).max().unwrap_or(last_id).max(last_id);
    // A row without a value of the splitting column is in no part.
    let mut parts: BTreeMap<i64, Vec<Linked>> = BTreeMap::new();
    for (seq, at, id, part) in rows {
        if let Some(part) = part {
            parts.entry(part).or_default().push((seq, at, id));
        }
    }
    for (part, rows) in parts {
        count_part(tx, Kept { m, part }, &rows, to_seq).await?;
    }
    Ok(Some((to_seq, to_id)))
}

/// Counts one part's new `rows` (linked through `to_seq`).
async fn count_part(tx: &mut Tx, k: Kept, rows: &[Linked], to_seq: i64) -> Result<()> {
    let Some(earliest) = rows.iter().map(|&(_, at, id)| (at, id)).min() else { return Ok(()) };
    // The marks the new rows sort before, and the one before them.
    let near: Vec<Mark> = tx
        .fetch_all(
            Sql::assembled(format!(
                "SELECT pos, at, id FROM page_marks WHERE list = $1 AND part = $2 AND pos >= COALESCE((
                     SELECT pos FROM page_marks WHERE list = $3 AND part = $4 AND (at, id) < ($5, $6)
                     ORDER BY at DESC, id DESC LIMIT 1), 0)
                 ORDER BY pos LIMIT {}",
                MOST_MOVED + 2
            )),
            args![k.m.list, k.part, k.m.list, k.part, earliest.0, earliest.1],
        )
        .await?;
    let Some(moved) = moved_on(rows, &near, earliest) else {
        // Counts the part again too.
        return place_all(tx, k.m, Some(k.part), to_seq).await;
    };
    // Links are dense from 1, so a list that is not split counts `to_seq` rows.
    let counted = match k.m.by {
        None => to_seq,
        Some(_) => {
            tx.scalar(
                "INSERT INTO page_mark_parts (list, part, seq) VALUES ($1, $2, $3)
                 ON CONFLICT (list, part) DO UPDATE SET seq = page_mark_parts.seq + excluded.seq RETURNING seq",
                args![k.m.list, k.part, rows.len() as i64],
            )
            .await?
        }
    };
    for (before, at, id) in moved {
        tx.execute(
            "UPDATE page_marks SET pos = pos + $1 WHERE list = $2 AND part = $3 AND at = $4 AND id = $5",
            args![before, k.m.list, k.part, at, id],
        )
        .await?;
    }
    place_new(tx, k, to_seq, counted).await
}

/// How far each of the marks `near` moves on for `rows` (only those that
/// move), or `None` when they should be placed again: more than
/// [`MOST_MOVED`] move, or two would end up more than two strides apart.
fn moved_on(rows: &[Linked], near: &[Mark], earliest: (DateTime<Utc>, i64)) -> Option<Vec<Mark>> {
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

/// Places the part's marks past its last one while a whole stride of its
/// `counted` rows (those linked through `to_seq`) follows it.
async fn place_new(tx: &mut Tx, k: Kept, to_seq: i64, counted: i64) -> Result<()> {
    let m = k.m;
    let last: Option<Mark> = tx
        .fetch_optional(
            "SELECT pos, at, id FROM page_marks WHERE list = $1 AND part = $2 ORDER BY pos DESC LIMIT 1",
            args![m.list, k.part],
        )
        .await?;
    let mut last = last.map_or((0, None), |(pos, at, id)| (pos, Some((at, id))));
    // SQLite's planner, seeing the EXISTS, may take another index and sort.
    let walk = match tx.dialect() {
        Dialect::Sqlite => format!(" INDEXED BY {}", m.index),
        Dialect::Postgres => String::new(),
    };
    while counted - last.0 >= EVERY {
        // A row counted through `to_seq` (rows past it may be written already).
        let mut sql = format!(
            "SELECT t.{at}, t.id FROM {table} t{walk}
             WHERE EXISTS (SELECT 1 FROM chain_links l WHERE l.stream = $1 AND l.row_id = t.id AND l.seq <= $2)",
            at = m.at,
            table = m.table
        );
        let mut args: Vec<Arg> = args![m.stream, to_seq];
        if let Some(by) = m.by {
            args.push(k.part.into());
            sql += &format!(" AND t.{by} = ${}", args.len());
        }
        if let Some((at, id)) = last.1 {
            args.extend(args![at, id]);
            sql += &format!(" AND (t.{}, t.id) > (${}, ${})", m.at, args.len() - 1, args.len());
        }
        sql += &format!(" ORDER BY t.{}, t.id LIMIT 1 OFFSET {}", m.at, EVERY - 1);
        let Some((at, id)) = tx.fetch_optional::<(DateTime<Utc>, i64)>(Sql::assembled(sql), args).await? else {
            return Err(Error::Internal(format!("page marks of {} {}: fewer rows than counted", m.list, k.part)));
        };
        let pos = last.0 + EVERY;
        tx.execute(
            "INSERT INTO page_marks (list, part, pos, at, id) VALUES ($1, $2, $3, $4, $5)",
            args![m.list, k.part, pos, at, id],
        )
        .await?;
        last = (pos, Some((at, id)));
    }
    Ok(())
}

/// Places the marks again, and counts the parts again, from the rows counted
/// through `to_seq`: of every part, or of part `only` (one statement each: a
/// numbering of the sealed rows in the list's order, within each part).
async fn place_all(tx: &mut Tx, m: &Marked, only: Option<i64>, to_seq: i64) -> Result<()> {
    let part = m.part_of_row();
    let only = only.filter(|_| m.by.is_some());
    let (partition, filter, which) = match (m.by, only) {
        (None, _) => (String::new(), String::new(), ""),
        (Some(by), None) => (format!("PARTITION BY t.{by} "), format!(" WHERE t.{by} IS NOT NULL"), ""),
        (Some(by), Some(_)) => (String::new(), format!(" WHERE t.{by} = $4"), " AND part = $2"),
    };
    let with_part = |mut args: Vec<Arg>| {
        args.extend(only.map(Arg::from));
        args
    };
    let rows = format!(
        "FROM {table} t JOIN chain_links l ON l.stream = $2 AND l.row_id = t.id AND l.seq <= $3{filter}",
        table = m.table
    );
    let sql = format!("DELETE FROM page_marks WHERE list = $1{which}");
    tx.execute(Sql::assembled(sql), with_part(args![m.list])).await?;
    let sql = format!(
        "INSERT INTO page_marks (list, part, pos, at, id)
         SELECT $1, part, n, at, id FROM (
             SELECT {part} AS part, t.{at} AS at, t.id, ROW_NUMBER() OVER ({partition}ORDER BY t.{at}, t.id) AS n
             {rows}) r
         WHERE n % {EVERY} = 0",
        at = m.at
    );
    tx.execute(Sql::assembled(sql), with_part(args![m.list, m.stream, to_seq])).await?;
    if m.by.is_some() {
        let sql = format!("DELETE FROM page_mark_parts WHERE list = $1{which}");
        tx.execute(Sql::assembled(sql), with_part(args![m.list])).await?;
        let sql =
            format!("INSERT INTO page_mark_parts (list, part, seq) SELECT $1, {part}, COUNT(*) {rows} GROUP BY {part}");
        tx.execute(Sql::assembled(sql), with_part(args![m.list, m.stream, to_seq])).await?;
    }
    Ok(())
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
