//! Many manual journals in one database transaction and a handful of
//! statements: what `bank journal post --file` runs, so a nightly file is not
//! a commit and eight round trips per journal. The GL accounts of a chunk are
//! read once, its references looked up once, its headers, lines and activity
//! records written many per statement, and its period checked once after the
//! lines (the check a racing close cannot slip past).
//!
//! Each journal is answered as if it had been posted alone: one that fails
//! its checks fails alone, and nothing it refers to is written. A journal the
//! chunk cannot settle on its own (its reference was posted before or appears
//! twice in the chunk) runs alone after the chunk, through the command path,
//! so "already posted" and "reference reused" mean what they always mean.
//! When the chunk's transaction fails as a whole (contention, a lost
//! connection, a period closed under it) every journal runs through
//! [`Bank::execute_chunk`] instead.

use std::collections::{BTreeMap, BTreeSet};

use super::engine::{self, GlFacts, Journal, Posted};
use super::journal::{PostJournalEntryCommand, PostedJournal, posted_draft};
use super::rows::{Ready, insert_journals, insert_lines};
use crate::Bank;
use crate::activity::{self, ActivityType, Outcome};
use crate::auth::{Actor, Origin};
use crate::chunk::MAX_CHUNK;
use crate::command::Command;
use crate::error::{Error, Result};
use crate::store::{Arg, Sql, Tx, now};
use crate::time::{Tz, business_date};

/// A journal of the chunk: checked and ready, or why not.
enum Row {
    Ready(Journal, i64),
    Failed(Error),
    /// Runs alone after the chunk (see the module's note).
    Alone(Box<PostJournalEntryCommand>),
}

/// Posts `requests` (at most [`MAX_CHUNK`]) as `actor`; one result per request, in order.
pub async fn post_journals(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    requests: Vec<PostJournalEntryCommand>,
) -> Result<Vec<Result<PostedJournal>>> {
    if requests.len() > MAX_CHUNK {
        return Err(Error::invalid("requests", format!("at most {MAX_CHUNK} in one chunk")));
    }
    if PostJournalEntryCommand::ACCESS.check(actor).is_err() {
        // Refused row by row, and recorded, as the command path does.
        return bank.execute_chunk(actor, origin, requests).await;
    }
    let mut tx = bank.db().begin_write().await?;
    let rows = match prepare(&mut tx, actor, requests.clone()).await {
        Ok(rows) => rows,
        Err(e) => return fall_back(bank, actor, origin, requests, tx, e).await,
    };
    let written = match write(&mut tx, actor, origin, &rows).await {
        Ok(written) => written,
        Err(e) => return fall_back(bank, actor, origin, requests, tx, e).await,
    };
    if let Err(e) = tx.commit().await {
        // A commit of unknown outcome is reported, never run again row by row.
        if let Error::Unavailable(detail) = e {
            return Err(Error::Internal(format!("the chunk's commit may or may not have happened: {detail}")));
        }
        return bank.execute_chunk(actor, origin, requests).await;
    }
    answer(bank, actor, origin, rows, written).await
}

/// The chunk's transaction failed as a whole: roll it back, run each journal
/// through the command path. Errors that are a request's own cannot reach here.
async fn fall_back(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    requests: Vec<PostJournalEntryCommand>,
    tx: Tx,
    error: Error,
) -> Result<Vec<Result<PostedJournal>>> {
    tracing::debug!(%error, "a journal chunk fell back to posting one by one");
    tx.rollback().await?;
    bank.execute_chunk(actor, origin, requests).await
}

/// Checks every journal: its own rules, its GL accounts (read once), its
/// reference (looked up once) and the closed periods (read once).
async fn prepare(tx: &mut Tx, actor: &Actor, requests: Vec<PostJournalEntryCommand>) -> Result<Vec<Row>> {
    let ids: Vec<i64> = requests
        .iter()
        .flat_map(|r| r.entries.iter().map(|e| e.gl_account_id))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let accounts = engine::gl_facts(tx, &ids).await?;
    let posted = posted_references(tx, &requests).await?;
    let closed = engine::closed_through(tx).await?;
    let zone = tx.zone().await?;
    let mut seen = BTreeSet::new();
    let mut rows = Vec::with_capacity(requests.len());
    for request in requests {
        let reference = request.transaction_reference.clone();
        let repeated = reference.as_ref().is_some_and(|r| posted.contains(r) || !seen.insert(r.clone()));
        rows.push(match repeated {
            true => Row::Alone(Box::new(request)),
            false => match check(request, actor, &accounts, closed, zone) {
                Ok((journal, total)) => Row::Ready(journal, total),
                Err(e) => Row::Failed(e),
            },
        });
    }
    Ok(rows)
}

/// One journal's checks, exactly those [`engine::post`] makes before writing.
fn check(
    request: PostJournalEntryCommand,
    actor: &Actor,
    accounts: &BTreeMap<i64, GlFacts>,
    closed: Option<chrono::NaiveDate>,
    zone: Tz,
) -> Result<(Journal, i64)> {
    request.validate()?;
    let mut journal = request.journal(actor, zone);
    let total = engine::check_shape(&journal)?;
    engine::check_gl_lines(&journal, accounts)?;
    let day = business_date(journal.booking_date, zone);
    if let Some(closed) = closed.filter(|c| day <= *c) {
        return Err(engine::closed_period("bookingDate", day, closed));
    }
    if journal.reference.is_none() {
        journal.reference = Some(engine::generate_reference(journal.kind));
    }
    Ok((journal, total))
}

/// The chunk's references that were posted before, in one statement.
async fn posted_references(tx: &mut Tx, requests: &[PostJournalEntryCommand]) -> Result<BTreeSet<String>> {
    let references: Vec<&String> = requests.iter().filter_map(|r| r.transaction_reference.as_ref()).collect();
    if references.is_empty() {
        return Ok(BTreeSet::new());
    }
    let list: Vec<String> = (1..=references.len()).map(|i| format!("${i}")).collect();
    let sql = format!("SELECT transaction_id FROM journal_transactions WHERE transaction_id IN ({})", list.join(", "));
    let found: Vec<(String,)> =
        tx.fetch_all(Sql::assembled(sql), references.into_iter().map(|r| Arg::from(r.as_str())).collect()).await?;
    Ok(found.into_iter().map(|(r,)| r).collect())
}

/// Writes the ready journals: headers, lines, the period re-check, activity records.
async fn write(tx: &mut Tx, actor: &Actor, origin: &Origin, rows: &[Row]) -> Result<Vec<Posted>> {
    let ready: Vec<Ready<'_>> = rows
        .iter()
        .filter_map(|row| match row {
            Row::Ready(journal, total) => {
                Some(Ready { journal, reference: journal.reference.clone().unwrap_or_default(), total_minor: *total })
            }
            _ => None,
        })
        .collect();
    if ready.is_empty() {
        return Ok(Vec::new());
    }
    let ids = insert_journals(tx, actor, &ready, now()).await?;
    let journals: Vec<(i64, &Journal)> = ids.iter().copied().zip(ready.iter().map(|r| r.journal)).collect();
    insert_lines(tx, &journals).await?;
    // A close that committed while the chunk waited on its lock: the chunk falls back.
    let closed = engine::closed_through(tx).await?;
    let zone = tx.zone().await?;
    if let Some(late) = ready.iter().find(|r| closed.is_some_and(|c| business_date(r.journal.booking_date, zone) <= c))
    {
        return Err(Error::Busy).inspect_err(|_| tracing::debug!(reference = %late.reference, "a period closed"));
    }
    let posted: Vec<Posted> = ready
        .iter()
        .zip(ids)
        .map(|(r, id)| Posted {
            id,
            transaction_id: r.reference.clone(),
            booking_date: r.journal.booking_date,
            total_minor: r.total_minor,
            entry_count: r.journal.lines.len() as i64,
            rider_id: None,
            row_version: None,
        })
        .collect();
    let outcome =
        Outcome { activity_type: ActivityType::Transaction, command: PostJournalEntryCommand::NAME, error: None };
    activity::record_many(tx, Some(actor), origin, posted.iter().map(posted_draft).collect(), outcome).await?;
    Ok(posted)
}

/// Answers in request order: the posted, the failed (recorded as the command
/// path records a failure), and those that run alone now.
async fn answer(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    rows: Vec<Row>,
    posted: Vec<Posted>,
) -> Result<Vec<Result<PostedJournal>>> {
    let mut posted = posted.into_iter();
    let mut results = Vec::with_capacity(rows.len());
    for row in rows {
        results.push(match row {
            Row::Ready(..) => posted
                .next()
                .map(PostedJournal::of)
                .ok_or_else(|| Error::Internal("a posted journal went missing".into())),
            Row::Failed(e) => {
                let name = PostJournalEntryCommand::NAME;
                activity::record_failure(bank.db(), actor, origin, name, ActivityType::Transaction, &e).await;
                Err(e)
            }
            Row::Alone(request) => bank.execute(actor, origin, *request).await,
        });
    }
    Ok(results)
}
