//! Tamper-evident books. Each stream of records that must never change (the
//! journal, the audit trail, the transaction audit) is sealed into a SHA-256
//! hash chain: link `n` hashes link `n - 1`'s hash with row `n`'s canonical
//! encoding, so changing, removing or inserting any sealed row out of band
//! breaks every link from there on, and a head hash held outside the database
//! (a checkpoint) pins the whole history up to it.
//!
//! Rows are sealed after they commit, by the sealer ([`seal`]), not by the
//! transaction that writes them. Why: a chain written inside the money
//! transaction makes every writer of a stream wait for the one before it on the
//! stream's head row (on PostgreSQL, every deposit would queue behind every
//! other), and adds a read and a write to the hot path's statement budget. The
//! price is a short window (the sealer runs every second under `bank serve`,
//! after every CLI command, and before `bank verify` checks) in which a
//! committed row is not sealed yet; `bank verify` reports how many there are.

mod check;
mod seal;

pub use check::{ChainReport, Checkpoint, StreamCheckpoint, StreamReport, check_chains};
pub use seal::{seal, sealer};

use chrono::{DateTime, SecondsFormat, Utc};
use std::collections::HashMap;

use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::error::Result;
use crate::store::{Arg, Sql, Tx};

/// The hash the first link of every stream follows.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// One sealed stream: a table whose rows are append-only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    /// Journal transactions, each with its entries.
    Journal,
    /// The audit trail (`activities`).
    Activity,
    /// Every state change of a money transaction.
    TransactionAudit,
}

impl Stream {
    pub const ALL: [Stream; 3] = [Stream::Journal, Stream::Activity, Stream::TransactionAudit];

    pub fn name(self) -> &'static str {
        match self {
            Stream::Journal => "journal",
            Stream::Activity => "activity",
            Stream::TransactionAudit => "transaction_audit",
        }
    }

    pub fn parse(name: &str) -> Option<Stream> {
        Stream::ALL.into_iter().find(|s| s.name() == name)
    }

    fn table(self) -> &'static str {
        match self {
            Stream::Journal => "journal_transactions",
            Stream::Activity => "activities",
            Stream::TransactionAudit => "transaction_audit",
        }
    }

    /// What a person calls one row of the stream, for messages.
    fn noun(self) -> &'static str {
        match self {
            Stream::Journal => "journal",
            Stream::Activity => "activity",
            Stream::TransactionAudit => "transaction audit record",
        }
    }
}

/// One row as it is sealed: its id, when it was written, what a person
/// recognises it by, and its canonical encoding.
pub(crate) struct Sealable {
    pub id: i64,
    pub written_at: DateTime<Utc>,
    pub label: String,
    pub canonical: Vec<u8>,
}

/// Link `seq`'s hash: SHA-256 over the previous hash, the stream, the link's
/// place and the row's canonical encoding.
pub(crate) fn link_hash(previous: &str, stream: Stream, seq: i64, row: &Sealable) -> String {
    let mut h = Sha256::new();
    h.update(previous.as_bytes());
    h.update(stream.name().as_bytes());
    h.update([0]);
    h.update(seq.to_be_bytes());
    h.update(row.id.to_be_bytes());
    h.update(&row.canonical);
    hex::encode(h.finalize())
}

/// Instants in a canonical encoding: RFC 3339 to the microsecond, in UTC.
fn micros<S: serde::Serializer>(t: &DateTime<Utc>, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(&t.to_rfc3339_opts(SecondsFormat::Micros, true))
}

/// A row's canonical encoding: the JSON of its read struct, whose fields are
/// exactly the columns the stream seals, in declaration order.
fn sealable<T: Serialize>(id: i64, written_at: DateTime<Utc>, label: String, row: &T) -> Result<Sealable> {
    Ok(Sealable { id, written_at, label, canonical: serde_json::to_vec(row)? })
}

/// Which rows of a stream to read.
pub(crate) enum Rows<'a> {
    /// Rows with an id above this one, in id order, at most `limit`.
    After { id: i64, limit: i64 },
    /// These rows (any order; missing ones are left out).
    Ids(&'a [i64]),
}

impl Rows<'_> {
    fn is_empty(&self) -> bool {
        matches!(self, Rows::Ids(ids) if ids.is_empty())
    }

    /// The WHERE/ORDER/LIMIT tail over `column` and its arguments.
    fn clause(&self, column: &str) -> (String, Vec<Arg>) {
        match self {
            Rows::After { id, limit } => {
                (format!("{column} > $1 ORDER BY {column} LIMIT $2"), vec![Arg::from(*id), Arg::from(*limit)])
            }
            Rows::Ids(ids) => {
                let marks: Vec<String> = (1..=ids.len()).map(|n| format!("${n}")).collect();
                let args = ids.iter().map(|&id| Arg::from(id)).collect();
                (format!("{column} IN ({}) ORDER BY {column}", marks.join(", ")), args)
            }
        }
    }
}

/// Reads rows of a stream with their canonical encodings.
pub(crate) async fn read(tx: &mut Tx, stream: Stream, rows: Rows<'_>) -> Result<Vec<Sealable>> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    match stream {
        Stream::Journal => read_journals(tx, rows).await,
        Stream::Activity => read_activities(tx, rows).await,
        Stream::TransactionAudit => read_transaction_audit(tx, rows).await,
    }
}

/// SQL assembled from static fragments and placeholders only.
fn sql(head: &str, clause: &str) -> Sql {
    Sql::assembled(format!("{head} WHERE {clause}"))
}

#[derive(Serialize, sqlx::FromRow)]
struct JournalRow {
    id: i64,
    transaction_id: String,
    encoded_key: String,
    transaction_type: i64,
    #[serde(serialize_with = "micros")]
    booking_date: DateTime<Utc>,
    #[serde(serialize_with = "micros")]
    value_date: DateTime<Utc>,
    #[serde(serialize_with = "micros")]
    created_at: DateTime<Utc>,
    currency: String,
    branch_id: Option<i64>,
    user_id: Option<i64>,
    user_name: String,
    user_key: Option<String>,
    notes: Option<String>,
    total_minor: i64,
    entry_count: i64,
    reversal_of_id: Option<i64>,
}

#[derive(Serialize, sqlx::FromRow)]
struct EntryRow {
    id: i64,
    journal_transaction_id: i64,
    gl_account_id: i64,
    entry_type: i64,
    amount_minor: i64,
    currency: String,
    branch_id: Option<i64>,
    reference: Option<String>,
    #[serde(serialize_with = "micros")]
    booking_date: DateTime<Utc>,
    deposit_account_id: Option<i64>,
}

/// A journal as sealed: its header and its lines in id order.
#[derive(Serialize)]
struct SealedJournal<'a> {
    #[serde(flatten)]
    head: &'a JournalRow,
    lines: &'a [&'a EntryRow],
}

async fn read_journals(tx: &mut Tx, rows: Rows<'_>) -> Result<Vec<Sealable>> {
    let (clause, args) = rows.clause("t.id");
    let head = "SELECT t.id, t.transaction_id, t.encoded_key, t.transaction_type, t.booking_date, t.value_date,
                t.created_at, t.currency, t.branch_id, t.user_id, t.user_name, t.user_key, t.notes, t.total_minor,
                t.entry_count, t.reversal_of_id FROM journal_transactions t";
    let journals: Vec<JournalRow> = tx.fetch_all(sql(head, &clause), args).await?;
    if journals.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i64> = journals.iter().map(|j| j.id).collect();
    let (clause, args) = Rows::Ids(&ids).clause("e.journal_transaction_id");
    let head = "SELECT e.id, e.journal_transaction_id, e.gl_account_id, e.entry_type, e.amount_minor, e.currency,
                e.branch_id, e.reference, e.booking_date, e.deposit_account_id FROM journal_entries e";
    let mut entries: Vec<EntryRow> = tx.fetch_all(sql(head, &clause), args).await?;
    entries.sort_by_key(|e| (e.journal_transaction_id, e.id));
    let mut by_journal: HashMap<i64, Vec<&EntryRow>> = HashMap::new();
    for e in &entries {
        by_journal.entry(e.journal_transaction_id).or_default().push(e);
    }
    journals
        .iter()
        .map(|j| {
            let lines = by_journal.get(&j.id).map(Vec::as_slice).unwrap_or_default();
            let label = format!("journal {}", j.transaction_id);
            sealable(j.id, j.created_at, label, &SealedJournal { head: j, lines })
        })
        .collect()
}

#[derive(Serialize, sqlx::FromRow)]
struct ActivityRow {
    id: i64,
    user_id: Option<i64>,
    user_name: String,
    user_key: Option<String>,
    activity_type: String,
    command: Option<String>,
    description: String,
    ip_address: Option<String>,
    user_agent: Option<String>,
    #[serde(serialize_with = "micros")]
    occurred_at: DateTime<Utc>,
    entity_type: Option<String>,
    entity_id: Option<i64>,
    entity_key: Option<String>,
    entity_reference: Option<String>,
    success: bool,
    error_message: Option<String>,
    request_id: Option<String>,
}

async fn read_activities(tx: &mut Tx, rows: Rows<'_>) -> Result<Vec<Sealable>> {
    let (clause, args) = rows.clause("a.id");
    let head = "SELECT a.id, a.user_id, a.user_name, a.user_key, a.activity_type, a.command, a.description,
                a.ip_address, a.user_agent, a.occurred_at, a.entity_type, a.entity_id, a.entity_key,
                a.entity_reference, a.success, a.error_message, a.request_id FROM activities a";
    let found: Vec<ActivityRow> = tx.fetch_all(sql(head, &clause), args).await?;
    found.iter().map(|a| sealable(a.id, a.occurred_at, format!("activity {} ({})", a.id, a.activity_type), a)).collect()
}

#[derive(Serialize, sqlx::FromRow)]
struct AuditRow {
    id: i64,
    event_type: String,
    #[serde(serialize_with = "micros")]
    occurred_at: DateTime<Utc>,
    user_id: Option<i64>,
    user_name: String,
    role: Option<String>,
    action: String,
    transaction_id: String,
    transaction_type: String,
    amount_minor: i64,
    previous_state: Option<String>,
    new_state: String,
    notes: Option<String>,
    balance_impact: Option<String>,
    ip_address: Option<String>,
    user_agent: Option<String>,
    branch_id: Option<i64>,
    branch_name: Option<String>,
}

async fn read_transaction_audit(tx: &mut Tx, rows: Rows<'_>) -> Result<Vec<Sealable>> {
    let (clause, args) = rows.clause("r.id");
    let head = "SELECT r.id, r.event_type, r.occurred_at, r.user_id, r.user_name, r.role, r.action, r.transaction_id,
                r.transaction_type, r.amount_minor, r.previous_state, r.new_state, r.notes, r.balance_impact,
                r.ip_address, r.user_agent, r.branch_id, r.branch_name FROM transaction_audit r";
    let found: Vec<AuditRow> = tx.fetch_all(sql(head, &clause), args).await?;
    found
        .iter()
        .map(|r| {
            let label = format!("transaction audit record {} ({} {})", r.id, r.transaction_id, r.new_state);
            sealable(r.id, r.occurred_at, label, r)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: i64, body: &str) -> Sealable {
        Sealable { id, written_at: Utc::now(), label: String::new(), canonical: body.as_bytes().to_vec() }
    }

    #[test]
    fn a_link_depends_on_everything_it_covers() {
        let base = link_hash(GENESIS, Stream::Journal, 1, &row(7, "[1]"));
        assert_eq!(base.len(), 64);
        assert_eq!(base, link_hash(GENESIS, Stream::Journal, 1, &row(7, "[1]")), "deterministic");
        for other in [
            link_hash(&base, Stream::Journal, 1, &row(7, "[1]")),
            link_hash(GENESIS, Stream::Activity, 1, &row(7, "[1]")),
            link_hash(GENESIS, Stream::Journal, 2, &row(7, "[1]")),
            link_hash(GENESIS, Stream::Journal, 1, &row(8, "[1]")),
            link_hash(GENESIS, Stream::Journal, 1, &row(7, "[2]")),
        ] {
            assert_ne!(base, other);
        }
    }

    #[test]
    fn instants_encode_to_the_microsecond_in_utc() {
        #[derive(Serialize)]
        struct At(#[serde(serialize_with = "micros")] DateTime<Utc>);
        let t = DateTime::parse_from_rfc3339("2026-11-26T10:00:00.5+01:00").expect("t").with_timezone(&Utc);
        assert_eq!(serde_json::to_string(&At(t)).ok().as_deref(), Some("\"2026-11-26T09:00:00.500000Z\""));
    }
}
