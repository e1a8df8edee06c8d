//! What `approve --file` and `reverse --file` share: reading a CSV batch (a
//! header row; a broken file is refused before anything runs), running one
//! core command per row under a progress bar, and reporting each row's
//! outcome with a summary. Any refused row makes the exit status 1.

use std::io::Read;
use std::path::Path;

use bank_core::auth::Origin;
use bank_core::command::Command as CoreCommand;
use bank_core::error::Error;
use indicatif::{ProgressBar, ProgressStyle};
use serde::de::DeserializeOwned;
use serde_json::json;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

/// Largest batch file read.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// Rows run per database transaction (each in its own savepoint).
const CHUNK: usize = 100;
/// Most rows in one batch file.
pub const MAX_ROWS: usize = 100_000;

/// One row of a batch: its line in the file, its transaction id and its request.
pub struct Row<C> {
    pub line: u64,
    pub transaction_id: String,
    pub request: C,
}

fn read_text(path: &Path) -> Result<String, CliError> {
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

/// The records of a CSV file with a header naming at least `transaction_id`,
/// each with its line number.
pub fn read_csv<T: DeserializeOwned>(path: &Path, columns: &str) -> Result<Vec<(u64, T)>, CliError> {
    let text = read_text(path)?;
    let name = path.display();
    let mut reader = csv::ReaderBuilder::new().trim(csv::Trim::All).from_reader(text.as_bytes());
    let headers = reader.headers().map_err(|e| CliError::Usage(format!("{name}: {e}")))?.clone();
    if !headers.iter().any(|h| h == "transaction_id") {
        return Err(CliError::Usage(format!("{name}: the first line must be a header with the columns {columns}")));
    }
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| CliError::Usage(format!("{name}: {e}")))?;
        if rows.len() == MAX_ROWS {
            return Err(CliError::Usage(format!("{name} has more than {MAX_ROWS} rows; split it")));
        }
        let line = record.position().map_or(rows.len() as u64 + 2, |p| p.line());
        let row =
            record.deserialize(Some(&headers)).map_err(|e| CliError::Usage(format!("{name}: line {line}: {e}")))?;
        rows.push((line, row));
    }
    Ok(rows)
}

/// An optional CSV cell: blank is absent.
pub fn cell(value: Option<String>) -> Option<String> {
    value.filter(|v| !v.is_empty())
}

/// A transaction named twice in one file is a mistake in the file: it is
/// refused, with both lines, before any row runs.
fn refuse_repeats<C>(rows: &[Row<C>]) -> Result<(), CliError> {
    let mut first_line = std::collections::HashMap::new();
    for row in rows {
        if let Some(first) = first_line.insert(row.transaction_id.as_str(), row.line) {
            return Err(CliError::Usage(format!(
                "transaction {} is on line {first} and again on line {}; nothing was run",
                row.transaction_id, row.line
            )));
        }
    }
    Ok(())
}

struct Outcome {
    line: u64,
    transaction_id: String,
    result: Result<String, Error>,
}

/// Runs every row as the acting user, one command each, and reports them:
/// `done` names what an accepted row was ("approved", "reversed");
/// `describe` says what became of it.
pub async fn run<C: CoreCommand>(
    ctx: &Ctx,
    rows: Vec<Row<C>>,
    done: &str,
    describe: impl Fn(&C::Output) -> String,
) -> Result<(), CliError> {
    refuse_repeats(&rows)?;
    let (bank, actor) = ctx.session().await?;
    let origin = Origin::cli();
    let progress = ProgressBar::new(rows.len() as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut outcomes = Vec::with_capacity(rows.len());
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let chunk: Vec<Row<C>> = rows.by_ref().take(CHUNK).collect();
        if let Some(last) = chunk.last() {
            progress.set_message(last.transaction_id.clone());
        }
        let (labels, requests): (Vec<_>, Vec<_>) =
            chunk.into_iter().map(|row| ((row.line, row.transaction_id), row.request)).unzip();
        progress.inc(requests.len() as u64);
        let results = bank.execute_chunk(&actor, &origin, requests).await?;
        for ((line, transaction_id), result) in labels.into_iter().zip(results) {
            outcomes.push(Outcome { line, transaction_id, result: result.map(|output| describe(&output)) });
        }
    }
    progress.finish_and_clear();
    let refused = outcomes.iter().filter(|o| o.result.is_err()).count();
    let accepted = outcomes.len() - refused;
    match ctx.format {
        Format::Json => {
            let results: Vec<_> = outcomes
                .iter()
                .map(|o| match &o.result {
                    Ok(state) => {
                        json!({"line": o.line, "transactionId": o.transaction_id, "ok": true, "result": state})
                    }
                    Err(e) => json!({"line": o.line, "transactionId": o.transaction_id, "ok": false,
                        "code": e.code(), "message": e.to_string()}),
                })
                .collect();
            let mut summary = serde_json::Map::new();
            summary.insert(done.to_owned(), accepted.into());
            summary.insert("refused".into(), refused.into());
            summary.insert("results".into(), results.into());
            println!("{}", output::json(&summary));
        }
        Format::Table | Format::Csv => {
            if !outcomes.is_empty() {
                let mut t = output::table(&["Line", "Transaction", "Result", "Code", "Detail"]);
                super::unwrapped(&mut t, 1);
                for o in &outcomes {
                    let (result, code, detail) = match &o.result {
                        Ok(state) => ("ok", String::new(), state.clone()),
                        Err(e) => ("refused", e.code().to_owned(), e.to_string()),
                    };
                    t.add_row(vec![o.line.to_string(), o.transaction_id.clone(), result.to_owned(), code, detail]);
                }
                crate::output::print(&t);
            }
            println!("{done} {accepted}, refused {refused}");
        }
    }
    if refused == 0 { Ok(()) } else { Err(CliError::Failed(format!("{refused} row(s) were refused"))) }
}
