//! Checking the chains: every link recomputed from the rows as they are now,
//! every row in a chain, every head where its last link is, and, given one,
//! every checkpoint an auditor holds still inside the chain.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::{GENESIS, Rows, Stream, link_hash, read};
use crate::args;
use crate::error::Result;
use crate::store::{Sql, Tx};

/// Links checked per read.
const CHUNK: i64 = 1000;
/// Rows outside the chain listed per stream.
const MAX_LISTED: i64 = 10;

/// Where each chain ends: print it, keep it outside the database, and give it
/// back to a later check, which fails if the chain no longer passes through it.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct Checkpoint {
    pub streams: Vec<StreamCheckpoint>,
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct StreamCheckpoint {
    pub stream: String,
    pub seq: i64,
    pub hash: String,
}

/// One stream's chain as checked.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct StreamReport {
    pub stream: &'static str,
    /// The last link's place: rows sealed so far.
    pub sealed_through: i64,
    pub head_hash: String,
    /// The first link recomputed (1, or the `from` asked for).
    pub checked_from: i64,
    /// Committed rows the sealer has not reached yet (not an error).
    pub unsealed: i64,
    /// What is broken, first break first; empty when the chain holds.
    pub breaks: Vec<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct ChainReport {
    pub streams: Vec<StreamReport>,
}

impl ChainReport {
    pub fn holds(&self) -> bool {
        self.streams.iter().all(|s| s.breaks.is_empty())
    }

    /// The checkpoint of the chains as checked.
    pub fn checkpoint(&self) -> Checkpoint {
        let streams = self
            .streams
            .iter()
            .map(|s| StreamCheckpoint { stream: s.stream.to_owned(), seq: s.sealed_through, hash: s.head_hash.clone() })
            .collect();
        Checkpoint { streams }
    }
}

/// Checks every stream from link `from` (1 when absent), and each checkpoint given.
pub async fn check_chains(tx: &mut Tx, from: Option<i64>, checkpoint: Option<&Checkpoint>) -> Result<ChainReport> {
    let mut streams = Vec::with_capacity(Stream::ALL.len());
    for stream in Stream::ALL {
        let pinned = checkpoint.into_iter().flat_map(|c| &c.streams).filter(|c| c.stream == stream.name());
        let mut report = check_stream(tx, stream, from.unwrap_or(1)).await?;
        for point in pinned {
            check_point(tx, stream, point, &mut report).await?;
        }
        streams.push(report);
    }
    Ok(ChainReport { streams })
}

async fn check_stream(tx: &mut Tx, stream: Stream, from: i64) -> Result<StreamReport> {
    let head: Option<(i64, i64, String)> =
        tx.fetch_optional("SELECT seq, last_id, hash FROM chain_heads WHERE stream = $1", args![stream.name()]).await?;
    let (seq, last_id, hash) = head.unwrap_or((0, 0, String::new()));
    let from = from.clamp(1, seq.max(1));
    let mut report = StreamReport {
        stream: stream.name(),
        sealed_through: seq,
        head_hash: hash.clone(),
        checked_from: from,
        unsealed: 0,
        breaks: Vec::new(),
    };
    if hash.is_empty() {
        report.breaks.push("the chain's head is missing".to_owned());
        return Ok(report);
    }
    let (previous, first_row) = match from {
        1 => (GENESIS.to_owned(), 0),
        _ => {
            let anchor: Option<(String, i64)> = tx
                .fetch_optional(
                    "SELECT hash, row_id FROM chain_links WHERE stream = $1 AND seq = $2",
                    args![stream.name(), from - 1],
                )
                .await?;
            match anchor {
                Some((h, row)) => (h, row + 1),
                None => {
                    report.breaks.push(format!("link {} is missing (removed out of band)", from - 1));
                    return Ok(report);
                }
            }
        }
    };
    if let Some(problem) = walk(tx, stream, from, previous, (seq, &hash)).await? {
        report.breaks.push(problem);
    }
    report.breaks.extend(outside_chain(tx, stream, first_row, last_id).await?);
    let tail = format!("SELECT COUNT(*) FROM {} WHERE id > $1", stream.table());
    report.unsealed = tx.scalar(Sql::assembled(tail), args![last_id]).await?;
    Ok(report)
}

/// Recomputes links `from..=head` in order; the first break, if any.
async fn walk(
    tx: &mut Tx,
    stream: Stream,
    from: i64,
    mut previous: String,
    head: (i64, &str),
) -> Result<Option<String>> {
    let mut expect = from;
    while expect <= head.0 {
        let links: Vec<(i64, i64, String)> = tx
            .fetch_all(
                "SELECT seq, row_id, hash FROM chain_links WHERE stream = $1 AND seq >= $2 ORDER BY seq LIMIT $3",
                args![stream.name(), expect, CHUNK],
            )
            .await?;
        if links.is_empty() {
            break;
        }
        let ids: Vec<i64> = links.iter().map(|(_, id, _)| *id).collect();
        let rows: HashMap<i64, _> = read(tx, stream, Rows::Ids(&ids)).await?.into_iter().map(|r| (r.id, r)).collect();
        for (seq, row_id, hash) in links {
            if seq != expect {
                return Ok(Some(format!("link {expect} is missing (removed out of band)")));
            }
            let Some(row) = rows.get(&row_id) else {
                return Ok(Some(format!("link {seq}: {} {row_id} is gone (deleted out of band)", stream.noun())));
            };
            if link_hash(&previous, stream, seq, row) != hash {
                return Ok(Some(format!(
                    "link {seq}: {} differs from what was sealed (changed out of band, or its seal was)",
                    row.label
                )));
            }
            previous = hash;
            expect += 1;
        }
    }
    if expect <= head.0 {
        return Ok(Some(format!("link {expect} is missing (removed out of band)")));
    }
    if head.0 > 0 && previous != head.1 {
        return Ok(Some(format!("the head does not match link {}: the chain was rewritten", head.0)));
    }
    Ok(None)
}

/// Rows the sealer has passed that are in no link and in no gap it noted:
/// inserted out of band, or their seal removed.
async fn outside_chain(tx: &mut Tx, stream: Stream, first_row: i64, last_id: i64) -> Result<Vec<String>> {
    let text = format!(
        "SELECT t.id FROM {table} t
         WHERE t.id >= $2 AND t.id <= $3
           AND NOT EXISTS (SELECT 1 FROM chain_links l WHERE l.stream = $1 AND l.row_id = t.id)
           AND NOT EXISTS (SELECT 1 FROM chain_gaps g WHERE g.stream = $1 AND t.id BETWEEN g.from_id AND g.to_id)
         ORDER BY t.id LIMIT $4",
        table = stream.table()
    );
    let ids: Vec<(i64,)> =
        tx.fetch_all(Sql::assembled(text), args![stream.name(), first_row, last_id, MAX_LISTED]).await?;
    Ok(ids
        .into_iter()
        .map(|(id,)| format!("{} {id} is in no link: inserted out of band, or its seal removed", stream.noun()))
        .collect())
}

/// Fails the stream unless its chain still passes through the checkpoint.
async fn check_point(tx: &mut Tx, stream: Stream, point: &StreamCheckpoint, report: &mut StreamReport) -> Result<()> {
    if point.seq == 0 {
        return Ok(());
    }
    let stored: Option<(String,)> = tx
        .fetch_optional("SELECT hash FROM chain_links WHERE stream = $1 AND seq = $2", args![stream.name(), point.seq])
        .await?;
    match stored {
        None => {
            report.breaks.push(format!("the chain ends before the checkpoint's link {}: links were removed", point.seq))
        }
        Some((hash,)) if !hash.eq_ignore_ascii_case(&point.hash) => report
            .breaks
            .push(format!("link {} differs from the checkpoint: the chain was rewritten up to there", point.seq)),
        Some(_) => {}
    }
    Ok(())
}
