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
use indicatif::{ProgressBar, ProgressStyle};
use serde::Deserialize;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

/// Largest batch file read.
const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// Most journals in one batch file.
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
    #[arg(long, default_value_t = 100, requires = "file",
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

fn line(chart: &BTreeMap<String, i64>, spec: &str, side: i64) -> Result<EntryRequest, String> {
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

fn booking_date(text: Option<&str>) -> Result<Option<chrono::DateTime<chrono::Utc>>, String> {
    match text {
        None => Ok(Some(chrono::Utc::now())),
        Some(t) => {
            bank_core::time::parse_datetime(t).map(Some).ok_or_else(|| format!("'{t}' is not a date or datetime"))
        }
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

/// One CSV row: one entry of the journal named by `reference`.
#[derive(Debug, Deserialize)]
struct CsvRow {
    reference: String,
    date: Option<String>,
    currency: String,
    gl_code: String,
    side: String,
    amount: String,
    notes: Option<String>,
}

/// A batch record: its reference (for reporting) and the request, or why it cannot be read.
type Record = (String, Result<PostJournalEntryCommand, String>);

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

fn csv_records(text: &str, chart: &BTreeMap<String, i64>) -> Result<Vec<Record>, CliError> {
    let mut reader = csv::ReaderBuilder::new().trim(csv::Trim::All).from_reader(text.as_bytes());
    let mut journals: Vec<(String, Vec<CsvRow>)> = Vec::new();
    // A journal's rows are adjacent: a reference met again further down is
    // refused (it would be a second journal under one reference).
    let mut first_row: BTreeMap<String, usize> = BTreeMap::new();
    for (i, row) in reader.deserialize::<CsvRow>().enumerate() {
        let line = i + 2;
        let row = row.map_err(|e| CliError::Usage(format!("CSV row {line}: {e}")))?;
        match journals.last_mut() {
            Some((reference, rows)) if *reference == row.reference => rows.push(row),
            _ => {
                if let Some(first) = first_row.insert(row.reference.clone(), line) {
                    return Err(CliError::Usage(format!(
                        "CSV rows {first} and {line} share reference '{}' but are not adjacent: keep a journal's rows together",
                        row.reference
                    )));
                }
                journals.push((row.reference.clone(), vec![row]));
            }
        }
    }
    Ok(journals
        .into_iter()
        .map(|(reference, rows)| {
            let request = (|| {
                let first = rows.first().ok_or("empty journal")?;
                let mut entries = Vec::with_capacity(rows.len());
                for row in &rows {
                    let side = match row.side.to_ascii_lowercase().as_str() {
                        "debit" | "dr" | "1" => 1,
                        "credit" | "cr" | "2" => 2,
                        other => return Err(format!("side '{other}' is not debit or credit")),
                    };
                    entries.push(line(chart, &format!("{}:{}", row.gl_code, row.amount), side)?);
                }
                Ok(PostJournalEntryCommand {
                    transaction_reference: Some(reference.clone()),
                    entries,
                    notes: first.notes.clone().filter(|n| !n.is_empty()),
                    booking_date: booking_date(first.date.as_deref().filter(|d| !d.is_empty()))?,
                    currency_code: Some(first.currency.clone()),
                })
            })();
            (reference, request)
        })
        .collect())
}

async fn batch(ctx: &Ctx, path: &Path, continue_on_error: bool, chunk: usize) -> Result<(), CliError> {
    let text = read_file(path)?;
    let records = match path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
        Some("json") => json_records(&text)?,
        Some("csv") => csv_records(&text, &chart(ctx).await?)?,
        _ => return Err(CliError::Usage("--file must end in .json or .csv".into())),
    };
    if records.len() > MAX_RECORDS {
        return Err(CliError::Usage(format!("{} journals in one file; at most {MAX_RECORDS}", records.len())));
    }
    let unreadable: Vec<(String, String)> = records
        .iter()
        .filter_map(|(reference, request)| request.as_ref().err().map(|e| (reference.clone(), e.clone())))
        .collect();
    if !unreadable.is_empty() && !continue_on_error {
        // Nothing is posted from a file that is not valid as a whole.
        return summarize(ctx, 0, 0, &unreadable);
    }
    let (bank, actor) = ctx.session().await?;
    let origin = Origin::cli();
    let progress = ProgressBar::new(records.len() as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let (mut posted, mut skipped) = (0_usize, 0_usize);
    let mut failures: Vec<(String, String)> = Vec::new();
    let mut records = records.into_iter().peekable();
    while records.peek().is_some() {
        let taken: Vec<Record> = records.by_ref().take(chunk).collect();
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
        Format::Table => {
            if !failures.is_empty() {
                let mut t = output::table(&["Reference", "Error"]);
                for (reference, reason) in failures {
                    t.add_row(vec![reference.clone(), reason.clone()]);
                }
                println!("{t}");
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
