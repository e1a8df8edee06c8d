//! A CSV batch file, read as a stream, twice: first to check it whole (a
//! reference split over rows that are not adjacent, unreadable journals)
//! without keeping it, then to post it chunk by chunk. Memory stays bounded
//! by the chunk whatever the file's size, plus 8 bytes per journal for the
//! reference check (a hash; a hash met twice is confirmed by reading the file
//! again, so a collision never refuses a good file).

use std::collections::{BTreeMap, HashSet};
use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
use std::path::Path;

use bank_core::ledger::PostJournalEntryCommand;
use serde::Deserialize;

use super::post::{Record, booking_date, line};
use crate::error::CliError;

/// Most journals in one CSV file.
pub(super) const MAX_CSV_JOURNALS: usize = 10_000_000;

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

/// A journal's rows as read, with the file line of its first row.
struct Rows {
    reference: String,
    line: usize,
    rows: Vec<CsvRow>,
}

/// The journals of a CSV file, in file order: adjacent rows with one reference.
struct Journals {
    rows: csv::DeserializeRecordsIntoIter<std::io::BufReader<std::fs::File>, CsvRow>,
    /// The first row of the next journal, already read.
    next: Option<(usize, CsvRow)>,
    line: usize,
}

impl Journals {
    fn open(path: &Path) -> Result<Journals, CliError> {
        let file =
            std::fs::File::open(path).map_err(|e| CliError::Io(format!("cannot read {}: {e}", path.display())))?;
        let reader = csv::ReaderBuilder::new().trim(csv::Trim::All).from_reader(std::io::BufReader::new(file));
        Ok(Journals { rows: reader.into_deserialize(), next: None, line: 1 })
    }

    fn row(&mut self) -> Option<Result<(usize, CsvRow), CliError>> {
        let row = self.rows.next()?;
        self.line += 1;
        let line = self.line;
        Some(row.map(|r| (line, r)).map_err(|e| CliError::Usage(format!("CSV row {line}: {e}"))))
    }
}

impl Iterator for Journals {
    type Item = Result<Rows, CliError>;

    fn next(&mut self) -> Option<Self::Item> {
        let (line, first) = match self.next.take() {
            Some(next) => next,
            None => match self.row()? {
                Ok(row) => row,
                Err(e) => return Some(Err(e)),
            },
        };
        let mut journal = Rows { reference: first.reference.clone(), line, rows: vec![first] };
        loop {
            match self.row() {
                None => return Some(Ok(journal)),
                Some(Err(e)) => return Some(Err(e)),
                Some(Ok((line, row))) if row.reference == journal.reference => {
                    debug_assert!(line > journal.line);
                    journal.rows.push(row);
                }
                Some(Ok(next)) => {
                    self.next = Some(next);
                    return Some(Ok(journal));
                }
            }
        }
    }
}

/// What the first pass found.
pub(super) struct Checked {
    pub journals: usize,
    /// Journals that cannot be read: (reference, why).
    pub unreadable: Vec<(String, String)>,
}

/// The first pass: every journal readable, no reference split (see the module's note).
pub(super) fn check(path: &Path, chart: &BTreeMap<String, i64>) -> Result<Checked, CliError> {
    let hasher = BuildHasherDefault::<DefaultHasher>::default();
    let mut seen: HashSet<u64> = HashSet::new();
    let mut checked = Checked { journals: 0, unreadable: Vec::new() };
    for journal in Journals::open(path)? {
        let journal = journal?;
        if !seen.insert(hasher.hash_one(&journal.reference))
            && let Some(first) = first_line(path, &journal.reference, journal.line)?
        {
            return Err(CliError::Usage(format!(
                "CSV rows {first} and {} share reference '{}' but are not adjacent: keep a journal's rows together",
                journal.line, journal.reference
            )));
        }
        checked.journals += 1;
        if checked.journals > MAX_CSV_JOURNALS {
            return Err(CliError::Usage(format!("more than {MAX_CSV_JOURNALS} journals in one file; split it")));
        }
        if let (reference, Err(reason)) = request(journal, chart) {
            checked.unreadable.push((reference, reason));
        }
    }
    Ok(checked)
}

/// The line of the first journal before `before` named `reference`, if any.
fn first_line(path: &Path, reference: &str, before: usize) -> Result<Option<usize>, CliError> {
    for journal in Journals::open(path)? {
        let journal = journal?;
        if journal.line >= before {
            break;
        }
        if journal.reference == reference {
            return Ok(Some(journal.line));
        }
    }
    Ok(None)
}

/// The second pass: the file's journals as requests, in order.
pub(super) fn records<'c>(
    path: &Path,
    chart: &'c BTreeMap<String, i64>,
) -> Result<impl Iterator<Item = Result<Record, CliError>> + use<'c>, CliError> {
    Ok(Journals::open(path)?.map(move |journal| journal.map(|j| request(j, chart))))
}

fn request(journal: Rows, chart: &BTreeMap<String, i64>) -> Record {
    let Rows { reference, rows, .. } = journal;
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
}
