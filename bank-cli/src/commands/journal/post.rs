//! `bank journal post`: one journal from flags, or a batch from a CSV or JSON
//! file. Batch records are idempotent by transaction reference: re-running a
//! file after a crash skips what was posted and posts the rest.

use std::collections::{BTreeMap, HashSet, VecDeque};
use std::io::Read;
use std::path::{Path, PathBuf};

use bank_core::Bank;
use bank_core::auth::{Actor, Origin};
use bank_core::command::parse_request;
use bank_core::error::Error;
use bank_core::ledger::{EntryRequest, PostJournalEntryCommand, PostedJournal, RetrieveGlAccountsListQuery};
use bank_core::money::{Amount, parse_amount};
use bank_core::time::When;
use indicatif::{ProgressBar, ProgressStyle};
use tokio::task::JoinHandle;

use super::super::Ctx;
use super::csv_file;
use crate::error::CliError;
use crate::output::{self, Format};

/// Largest JSON batch file read (a CSV file is streamed).
const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// Most journals in one JSON batch file.
const MAX_RECORDS: usize = 100_000;
/// Most chunks of a file in flight at once.
const MOST_IN_FLIGHT: u32 = 8;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A debit line, GLCODE:AMOUNT (repeatable)
    #[arg(long, value_name = "GLCODE:AMOUNT", conflicts_with = "file")]
    pub debit: Vec<String>,
    /// A credit line, GLCODE:AMOUNT (repeatable)
    #[arg(long, value_name = "GLCODE:AMOUNT", conflicts_with = "file")]
    pub credit: Vec<String>,
    /// Currency of the journal
    #[arg(long, default_value = "NGN")]
    pub currency: String,
    /// Booking date (YYYY-MM-DD or a datetime); default now
    #[arg(long)]
    pub date: Option<String>,
    #[arg(long)]
    pub notes: Option<String>,
    /// Transaction reference (generated when omitted)
    #[arg(long)]
    pub reference: Option<String>,
    /// A batch: .json (array of PostJournalEntryCommand requests, each with a
    /// transactionReference) or .csv (columns reference,date,currency,gl_code,side,amount,notes;
    /// rows sharing a reference form one journal)
    #[arg(long, conflicts_with_all = ["debit", "credit"])]
    pub file: Option<PathBuf>,
    /// Post the valid journals of a file even when others cannot be read
    /// (by default one unreadable journal stops the whole file before anything is posted)
    #[arg(long, requires = "file")]
    pub continue_on_error: bool,
    /// Journals of a file posted per database transaction (each in its own savepoint,
    /// so a refused journal fails alone)
    #[arg(long, default_value_t = 500, requires = "file",
          value_parser = clap::value_parser!(u32).range(1..=bank_core::chunk::MAX_CHUNK as i64))]
    pub chunk: u32,
    /// Chunks of a file posted at once, each in a database transaction of its own
    /// (PostgreSQL runs them side by side; SQLite's one writer takes them in turn).
    /// A file that names one reference twice is posted one chunk at a time, in order
    #[arg(long, default_value_t = 2, requires = "file",
          value_parser = clap::value_parser!(u32).range(1..=MOST_IN_FLIGHT as i64))]
    pub parallel: u32,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    match args.file.clone() {
        Some(path) => batch(ctx, &path, &args).await,
        None => single(ctx, args).await,
    }
}

/// GL code → id, read once.
async fn chart(ctx: &Ctx) -> Result<BTreeMap<String, i64>, CliError> {
    let page = ctx.run(RetrieveGlAccountsListQuery { is_export: Some(true), ..Default::default() }).await?;
    Ok(page.items.into_iter().map(|g| (g.gl_code, g.id)).collect())
}

pub(super) fn line(chart: &BTreeMap<String, i64>, spec: &str, side: i64) -> Result<EntryRequest, String> {
    let (code, amount) = spec.split_once(':').ok_or_else(|| format!("'{spec}' is not GLCODE:AMOUNT"))?;
    let gl_account_id = *chart.get(code.trim()).ok_or_else(|| format!("no GL account with code '{code}'"))?;
    let amount = parse_amount(amount).map_err(|e| format!("amount in '{spec}' {e}"))?;
    Ok(EntryRequest {
        gl_account_id,
        amount: Amount(amount),
        journal_entry_type: side,
        branch_id: None,
        reference: None,
    })
}

/// A booking date flag or CSV cell (a date alone is a bank day); now when absent.
pub(super) fn booking_date(text: Option<&str>) -> Result<Option<When>, String> {
    match text {
        None => Ok(Some(When::At(chrono::Utc::now()))),
        Some(t) => When::parse(t).map(Some).ok_or_else(|| format!("'{t}' is not a date or datetime")),
    }
}

async fn single(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    if args.debit.is_empty() || args.credit.is_empty() {
        return Err(CliError::Usage("give at least one --debit and one --credit, or --file".into()));
    }
    let chart = chart(ctx).await?;
    let mut entries = Vec::new();
    for (specs, side) in [(&args.debit, 1), (&args.credit, 2)] {
        for spec in specs {
            entries.push(line(&chart, spec, side).map_err(CliError::Usage)?);
        }
    }
    let request = PostJournalEntryCommand {
        transaction_reference: args.reference,
        entries,
        notes: args.notes,
        booking_date: booking_date(args.date.as_deref()).map_err(CliError::Usage)?,
        currency_code: Some(args.currency),
    };
    let posted = ctx.run(request).await?;
    output::command::<PostJournalEntryCommand>(ctx.format, &posted, |p| {
        output::record(&[
            ("Journal", p.journal_transaction_id.to_string()),
            ("Reference", p.transaction_id.clone()),
            ("Booking date", p.booking_date.to_rfc3339()),
            ("Total", p.total_debits.to_string()),
            ("Entries", p.entries_posted.to_string()),
        ])
    });
    Ok(())
}

/// A batch record: its reference (for reporting) and the request, or why it cannot be read.
pub(super) type Record = (String, Result<PostJournalEntryCommand, String>);

fn read_file(path: &Path) -> Result<String, CliError> {
    let file = std::fs::File::open(path).map_err(|e| CliError::Io(format!("cannot read {}: {e}", path.display())))?;
    let mut text = String::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(|e| CliError::Io(format!("{}: {e}", path.display())))?;
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(CliError::Usage(format!("{} is larger than {MAX_FILE_BYTES} bytes; split it", path.display())));
    }
    Ok(text)
}

fn json_records(text: &str) -> Result<Vec<Record>, CliError> {
    let values: Vec<serde_json::Value> = serde_json::from_str(text)
        .map_err(|e| CliError::Usage(format!("the file is not a JSON array of journals: {e}")))?;
    Ok(values
        .into_iter()
        .enumerate()
        .map(|(i, value)| {
            let reference = value.get("transactionReference").and_then(|r| r.as_str()).map(str::to_owned);
            let label = reference.clone().unwrap_or_else(|| format!("record {}", i + 1));
            let request = match reference {
                None => Err("transactionReference is required in a batch (it makes re-runs safe)".to_owned()),
                Some(_) => parse_request::<PostJournalEntryCommand>(value).map_err(|e| e.to_string()),
            };
            (label, request)
        })
        .collect())
}

/// The journals of a batch file, checked whole before anything is posted.
struct Batch<'c> {
    journals: usize,
    unreadable: Vec<(String, String)>,
    /// Some reference names two journals (a CSV file never does: see `csv_file`).
    repeats: bool,
    records: Box<dyn Iterator<Item = Result<Record, CliError>> + 'c>,
}

/// A JSON file is read whole (at most [`MAX_FILE_BYTES`]); a CSV file is
/// streamed (see `csv_file`).
fn open_batch<'c>(path: &Path, chart: &'c BTreeMap<String, i64>) -> Result<Batch<'c>, CliError> {
    match path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
        Some("json") => {
            let records = json_records(&read_file(path)?)?;
            if records.len() > MAX_RECORDS {
                return Err(CliError::Usage(format!("{} journals in one file; at most {MAX_RECORDS}", records.len())));
            }
            let unreadable = records
                .iter()
                .filter_map(|(reference, request)| request.as_ref().err().map(|e| (reference.clone(), e.clone())))
                .collect();
            let mut seen = HashSet::with_capacity(records.len());
            let repeats = !records.iter().all(|(reference, _)| seen.insert(reference.as_str()));
            Ok(Batch { journals: records.len(), unreadable, repeats, records: Box::new(records.into_iter().map(Ok)) })
        }
        Some("csv") => {
            let checked = csv_file::check(path, chart)?;
            let records = Box::new(csv_file::records(path, chart)?);
            Ok(Batch { journals: checked.journals, unreadable: checked.unreadable, repeats: false, records })
        }
        _ => Err(CliError::Usage("--file must end in .json or .csv".into())),
    }
}

async fn batch(ctx: &Ctx, path: &Path, options: &Args) -> Result<(), CliError> {
    let is_csv = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv"));
    let chart = if is_csv { chart(ctx).await? } else { BTreeMap::new() };
    let Batch { journals, unreadable, repeats, mut records } = open_batch(path, &chart)?;
    if !unreadable.is_empty() && !options.continue_on_error {
        // Nothing is posted from a file that is not valid as a whole.
        return summarize(ctx, 0, 0, &unreadable);
    }
    let (bank, actor) = ctx.session().await?;
    let progress = ProgressBar::new(journals as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    // A reference met twice must be settled in file order (the first posts,
    // the second is "already posted" or refused): chunks then go one by one.
    let in_flight = if repeats { 1 } else { options.parallel as usize };
    let mut tally = Tally::default();
    let mut posting: VecDeque<JoinHandle<Posting>> = VecDeque::with_capacity(in_flight);
    let mut stopped: Option<CliError> = None;
    loop {
        while stopped.is_none() && posting.len() < in_flight {
            let taken: Vec<Record> = match records.by_ref().take(options.chunk as usize).collect::<Result<_, _>>() {
                Ok(taken) => taken,
                Err(e) => {
                    stopped = Some(e);
                    break;
                }
            };
            if taken.is_empty() {
                break;
            }
            posting.push_back(tokio::spawn(post_chunk(bank.clone(), actor.clone(), taken)));
        }
        // Chunks are answered in file order; those in flight always finish,
        // so what a failure leaves behind is posted whole or not at all.
        let Some(next) = posting.pop_front() else { break };
        match next.await {
            Ok(Ok(chunk)) => {
                progress.inc(chunk.results.len() as u64 + chunk.unreadable.len() as u64);
                if let Some((last, _)) = chunk.results.last() {
                    progress.set_message(last.clone());
                }
                tally.add(chunk);
            }
            Ok(Err(e)) => drop(stopped.get_or_insert(e.into())),
            Err(e) => drop(stopped.get_or_insert(CliError::Io(format!("a chunk's poster stopped: {e}")))),
        }
    }
    progress.finish_and_clear();
    if let Some(e) = stopped {
        // The chunks answered before the failure stand: say so, not just the error.
        if tally.posted > 0 {
            eprintln!("{} journal(s) were posted before this error; running the file again skips them", tally.posted);
        }
        return Err(e);
    }
    summarize(ctx, tally.posted, tally.skipped, &tally.failures)
}

/// One chunk's answers: each journal's reference and result, and those that could not be read.
struct Posted {
    results: Vec<(String, Result<PostedJournal, Error>)>,
    unreadable: Vec<(String, String)>,
}

type Posting = Result<Posted, Error>;

/// Posts one chunk in one database transaction (`ledger::post_journals`).
async fn post_chunk(bank: Bank, actor: Actor, taken: Vec<Record>) -> Posting {
    let mut references = Vec::with_capacity(taken.len());
    let mut requests = Vec::with_capacity(taken.len());
    let mut unreadable = Vec::new();
    for (reference, request) in taken {
        match request {
            Ok(request) => {
                references.push(reference);
                requests.push(request);
            }
            Err(reason) => unreadable.push((reference, reason)),
        }
    }
    let results = bank_core::ledger::post_journals(&bank, &actor, &Origin::cli(), requests).await?;
    Ok(Posted { results: references.into_iter().zip(results).collect(), unreadable })
}

/// What the chunks answered so far, in file order.
#[derive(Default)]
struct Tally {
    posted: usize,
    skipped: usize,
    failures: Vec<(String, String)>,
}

impl Tally {
    fn add(&mut self, chunk: Posted) {
        self.failures.extend(chunk.unreadable);
        for (reference, result) in chunk.results {
            match result {
                Ok(_) => self.posted += 1,
                Err(Error::AlreadyExists { .. }) => self.skipped += 1,
                Err(e) => self.failures.push((reference, e.to_string())),
            }
        }
    }
}

/// Prints what a batch did and fails when anything was not posted.
fn summarize(ctx: &Ctx, posted: usize, skipped: usize, failures: &[(String, String)]) -> Result<(), CliError> {
    match ctx.format {
        Format::Json => {
            let failed: Vec<_> =
                failures.iter().map(|(r, e)| serde_json::json!({"reference": r, "error": e})).collect();
            println!("{}", output::json(&serde_json::json!({"posted": posted, "skipped": skipped, "failed": failed})));
        }
        Format::Table | Format::Csv => {
            if !failures.is_empty() {
                let mut t = output::table(&["Reference", "Error"]);
                for (reference, reason) in failures {
                    t.add_row(vec![reference.clone(), reason.clone()]);
                }
                crate::output::print(&t);
            }
            println!("posted {posted}, skipped {skipped} (already posted), failed {}", failures.len());
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(CliError::Failed(format!("{} journal(s) were not posted", failures.len())))
    }
}
