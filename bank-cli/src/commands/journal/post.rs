//! `bank journal post`: one journal from flags, or a batch from a CSV or JSON
//! file. Batch records are idempotent by transaction reference: re-running a
//! file after a crash skips what was posted and posts the rest.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};

use bank_core::auth::Origin;
use bank_core::command::parse_request;
use bank_core::error::Error;
use bank_core::ledger::{EntryRequest, PostJournalEntryCommand, RetrieveGlAccountsListQuery};
use bank_core::money::{Amount, parse_amount};
use bank_core::time::When;
use indicatif::{ProgressBar, ProgressStyle};

use super::super::Ctx;
use super::csv_file;
use crate::error::CliError;
use crate::output::{self, Format};

/// Largest JSON batch file read (a CSV file is streamed).
const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// Most journals in one JSON batch file.
const MAX_RECORDS: usize = 100_000;

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
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    match args.file.clone() {
        Some(path) => batch(ctx, &path, args.continue_on_error, args.chunk as usize).await,
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
            Ok(Batch { journals: records.len(), unreadable, records: Box::new(records.into_iter().map(Ok)) })
        }
        Some("csv") => {
            let checked = csv_file::check(path, chart)?;
            let records = Box::new(csv_file::records(path, chart)?);
            Ok(Batch { journals: checked.journals, unreadable: checked.unreadable, records })
        }
        _ => Err(CliError::Usage("--file must end in .json or .csv".into())),
    }
}

async fn batch(ctx: &Ctx, path: &Path, continue_on_error: bool, chunk: usize) -> Result<(), CliError> {
    let is_csv = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv"));
    let chart = if is_csv { chart(ctx).await? } else { BTreeMap::new() };
    let Batch { journals, unreadable, mut records } = open_batch(path, &chart)?;
    if !unreadable.is_empty() && !continue_on_error {
        // Nothing is posted from a file that is not valid as a whole.
        return summarize(ctx, 0, 0, &unreadable);
    }
    let (bank, actor) = ctx.session().await?;
    let origin = Origin::cli();
    let progress = ProgressBar::new(journals as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let (mut posted, mut skipped) = (0_usize, 0_usize);
    let mut failures: Vec<(String, String)> = Vec::new();
    loop {
        let taken: Vec<Record> = records.by_ref().take(chunk).collect::<Result<_, _>>()?;
        if taken.is_empty() {
            break;
        }
        progress.inc(taken.len() as u64);
        let mut references = Vec::with_capacity(taken.len());
        let mut requests = Vec::with_capacity(taken.len());
        for (reference, request) in taken {
            match request {
                Ok(request) => {
                    references.push(reference);
                    requests.push(request);
                }
                Err(reason) => failures.push((reference, reason)),
            }
        }
        if let Some(last) = references.last() {
            progress.set_message(last.clone());
        }
        let results = bank_core::ledger::post_journals(&bank, &actor, &origin, requests).await?;
        for (reference, result) in references.into_iter().zip(results) {
            match result {
                Ok(_) => posted += 1,
                Err(Error::AlreadyExists { .. }) => skipped += 1,
                Err(e) => failures.push((reference, e.to_string())),
            }
        }
    }
    progress.finish_and_clear();
    summarize(ctx, posted, skipped, &failures)
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
