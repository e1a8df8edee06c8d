//! The sealer: links committed rows into their stream's chain, in id order.
//!
//! A missing id holds the chain for [`GAP_GRACE`] (on PostgreSQL a transaction
//! may commit a later id before an earlier one's transaction ends); after that
//! the id is noted as a gap and passed over. A row that turns up in a gap later
//! is sealed then, at the end of the chain, so nothing committed stays
//! unsealed and a row never sealed is always an anomaly `bank verify` reports.

use std::sync::LazyLock;
use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{Rows, Sealable, Stream, link_hash, read};
use crate::args;
use crate::error::{Error, Result};
use crate::store::{Arg, Db, Sql, Tx, now};

/// Rows one pass seals at most, per stream.
const BATCH: i64 = 500;
/// How long a missing id holds the chain before it is passed over.
const GAP_GRACE: chrono::TimeDelta = chrono::TimeDelta::seconds(5);
/// Gaps are forgotten after this (at the stream's next pass): no transaction
/// of the bank runs a day.
const GAP_MEMORY: chrono::TimeDelta = chrono::TimeDelta::days(1);

/// Streams with rows past their head or a row turned up in a gap: one read
/// (each `MAX(id)` is the end of a primary key; the gap probe finds nothing to
/// join while `chain_gaps` is empty), so an idle sealer opens no transaction.
static BEHIND: LazyLock<String> = LazyLock::new(|| {
    let behind: Vec<String> = Stream::ALL
        .iter()
        .map(|s| {
            format!(
                "(h.stream = '{name}' AND (h.last_id < (SELECT COALESCE(MAX(id), 0) FROM {table})
                  OR EXISTS (SELECT 1 FROM chain_gaps g JOIN {table} t ON t.id BETWEEN g.from_id AND g.to_id
                             WHERE g.stream = '{name}'
                               AND NOT EXISTS (SELECT 1 FROM chain_links l WHERE l.stream = '{name}' AND l.row_id = t.id))))",
                name = s.name(),
                table = s.table()
            )
        })
        .collect();
    format!("SELECT h.stream FROM chain_heads h WHERE {}", behind.join(" OR "))
});

/// Seals every committed row not sealed yet, in passes of at most 500
/// rows per stream, counts the sealed rows into the lists' page marks
/// ([`crate::page::marks`]), and answers how many it sealed. `max_passes`
/// bounds the work (a database created before chains existed is sealed over
/// many calls).
pub async fn seal(db: &Db, max_passes: usize) -> Result<u64> {
    let mut sealed = 0;
    for _ in 0..max_passes {
        let behind: Vec<(String,)> = db.read_all(Sql::assembled(BEHIND.clone()), vec![]).await?;
        if behind.is_empty() {
            break;
        }
        let mut tx = db.begin_write().await?;
        let mut full = false;
        let mut pass = 0;
        for stream in behind.iter().filter_map(|(name,)| Stream::parse(name)) {
            let (n, more) = seal_stream(&mut tx, stream).await?;
            pass += n;
            full |= more;
        }
        tx.commit().await?;
        sealed += pass;
        if !full {
            break;
        }
    }
    crate::page::marks::keep(db, max_passes).await?;
    Ok(sealed)
}

/// `bank serve`'s sealer: seals every `tick` until `stop` turns true.
pub async fn sealer(db: Db, tick: Duration, mut stop: tokio::sync::watch::Receiver<bool>) {
    loop {
        if let Err(e) = seal(&db, 20).await {
            tracing::error!(error = %e, "sealing the books' chains failed");
        }
        tokio::select! {
            _ = tokio::time::sleep(tick) => {}
            _ = stop.changed() => return,
        }
        if *stop.borrow() {
            return;
        }
    }
}

/// A stream's chain as this pass extends it.
struct Chain {
    stream: Stream,
    seq: i64,
    hash: String,
    links: Vec<(i64, i64, String)>,
}

impl Chain {
    fn push(&mut self, row: &Sealable) {
        self.seq += 1;
        self.hash = link_hash(&self.hash, self.stream, self.seq, row);
        self.links.push((self.seq, row.id, self.hash.clone()));
    }
}

/// Seals one batch of a stream; answers the rows sealed and whether more wait.
async fn seal_stream(tx: &mut Tx, stream: Stream) -> Result<(u64, bool)> {
    // Another server's sealer holds the head: it seals, this one moves on.
    let lock = tx.pick(
        "SELECT seq, last_id, hash FROM chain_heads WHERE stream = $1",
        "SELECT seq, last_id, hash FROM chain_heads WHERE stream = $1 FOR UPDATE SKIP LOCKED",
    );
    let Some((seq, last_id, hash)) = tx.fetch_optional::<(i64, i64, String)>(lock, args![stream.name()]).await? else {
        return Ok((0, false));
    };
    let mut chain = Chain { stream, seq, hash, links: Vec::new() };
    for row in late_rows(tx, stream).await? {
        chain.push(&row);
    }
    let rows = read(tx, stream, Rows::After { id: last_id, limit: BATCH }).await?;
    let more = rows.len() as i64 == BATCH;
    let (mut next, mut gaps, at) = (last_id, Vec::new(), now());
    for row in &rows {
        if row.id != next + 1 {
            if at - row.written_at < GAP_GRACE {
                break;
            }
            gaps.push((next + 1, row.id - 1));
        }
        next = row.id;
        chain.push(row);
    }
    let sealed = chain.links.len() as u64;
    if sealed == 0 {
        return Ok((0, false));
    }
    insert_links(tx, &chain).await?;
    for (from, to) in gaps {
        tx.execute(
            "INSERT INTO chain_gaps (stream, from_id, to_id, noted_at) VALUES ($1, $2, $3, $4)",
            args![stream.name(), from, to, at],
        )
        .await?;
    }
    let moved = tx
        .execute(
            "UPDATE chain_heads SET seq = $1, last_id = $2, hash = $3 WHERE stream = $4 AND seq = $5",
            args![chain.seq, next, chain.hash.clone(), stream.name(), seq],
        )
        .await?;
    if moved != 1 {
        return Err(Error::Conflict(format!("the {} chain moved while it was sealed", stream.name())));
    }
    Ok((sealed, more))
}

/// Rows that turned up in a gap after the sealer passed it; forgets old gaps.
async fn late_rows(tx: &mut Tx, stream: Stream) -> Result<Vec<Sealable>> {
    let gaps: Vec<(i64, i64, DateTime<Utc>)> =
        tx.fetch_all("SELECT from_id, to_id, noted_at FROM chain_gaps WHERE stream = $1", args![stream.name()]).await?;
    if gaps.is_empty() {
        return Ok(Vec::new());
    }
    let found = format!(
        "SELECT t.id FROM {table} t JOIN chain_gaps g ON g.stream = $1 AND t.id BETWEEN g.from_id AND g.to_id
         WHERE NOT EXISTS (SELECT 1 FROM chain_links l WHERE l.stream = $1 AND l.row_id = t.id)
         ORDER BY t.id LIMIT $2",
        table = stream.table()
    );
    let ids: Vec<(i64,)> = tx.fetch_all(Sql::assembled(found), args![stream.name(), BATCH]).await?;
    let expired = now() - GAP_MEMORY;
    if gaps.iter().any(|(_, _, noted)| *noted < expired) {
        tx.execute("DELETE FROM chain_gaps WHERE stream = $1 AND noted_at < $2", args![stream.name(), expired]).await?;
    }
    let ids: Vec<i64> = ids.into_iter().map(|(id,)| id).collect();
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    read(tx, stream, Rows::Ids(&ids)).await
}

/// One multi-row INSERT per pass.
async fn insert_links(tx: &mut Tx, chain: &Chain) -> Result<()> {
    let text =
        format!("INSERT INTO chain_links (stream, seq, row_id, hash) VALUES {}", tx.values_rows(chain.links.len(), 4));
    let mut args: Vec<Arg> = Vec::with_capacity(chain.links.len() * 4);
    for (seq, row_id, hash) in &chain.links {
        args.extend(args![chain.stream.name(), *seq, *row_id, hash.as_str()]);
    }
    tx.execute(Sql::assembled(text), args).await?;
    Ok(())
}
