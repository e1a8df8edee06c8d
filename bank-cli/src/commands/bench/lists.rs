//! `bank bench lists`: over HTTP, page 1, the deepest page up to 10,000 and a
//! cursor page there (50 rows a page) of the journal entries, the journal
//! transactions and the transactions; then one streamed export of every
//! journal entry. Measures what the database holds (seed it with `bank bench
//! journal` and `bank bench deposits`); writes nothing.

use bank_core::store::Sql;
use serde_json::{Value, json};

use super::super::Ctx;
use super::reads::{At, ExportFigures, PAGE, Reader, Timing};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Requests to time per kind of page
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub queries: u32,
    /// Skip the export of every journal entry
    #[arg(long)]
    pub no_export: bool,
}

/// The lists: label, path, command (None: the path names it), table counted.
const LISTS: &[(&str, &str, Option<&str>, &str)] = &[
    ("journal entries", "/api/core/cmd", Some("RetrieveJournalEntriesQuery"), "journal_entries"),
    ("journal transactions", "/api/core/cmd", Some("RetrieveJournalTransactionsQuery"), "journal_transactions"),
    ("transactions", "/api/bpm/cmd/RetrieveTransactionsListQuery", None, "transactions"),
];

fn body(command: Option<&str>, data: Value) -> Value {
    match command {
        Some(name) => json!({"Cmd": name, "Data": data}),
        None => data,
    }
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    let reader = Reader::start(&bank, &actor).await?;
    let mut timings: Vec<Timing> = Vec::new();
    let mut counts = serde_json::Map::new();
    for &(label, path, command, table) in LISTS {
        let mut tx = bank.db().begin_read().await?;
        let rows: i64 = tx.scalar(Sql::assembled(format!("SELECT COUNT(*) FROM {table}")), vec![]).await?;
        tx.rollback().await?;
        counts.insert(table.into(), rows.into());
        let ask = |at: &At| {
            let data = match at {
                At::First => json!({"pageSize": PAGE}),
                At::Number(n) => json!({"pageSize": PAGE, "pageNumber": n}),
                At::After(cursor) => json!({"pageSize": PAGE, "after": cursor}),
            };
            (path.to_owned(), Some(body(command, data)))
        };
        timings.extend(reader.depths(label, rows, args.queries, ask).await?);
    }
    let export: Option<ExportFigures> = match args.no_export {
        true => None,
        false => Some(reader.export(&json!({"Cmd": "RetrieveJournalEntriesQuery", "Data": {"isExport": true}})).await?),
    };
    reader.stop().await?;
    let dialect = format!("{:?}", bank.db().dialect());
    match ctx.format {
        Format::Json => println!(
            "{}",
            output::json(&json!({"dialect": dialect, "rows": counts, "http": timings, "export": export}))
        ),
        Format::Table | Format::Csv => {
            println!("{dialect}: {}", Value::Object(counts));
            super::reads::print_timings(&timings);
            if let Some(e) = export {
                let memory = e.peak_rss_mb.map_or_else(|| "unknown".to_owned(), |m| format!("{m:.0} MB"));
                println!(
                    "export: {} journal entries in {:.1} s ({:.0} rows/s), first byte after {:.0} ms, peak memory {memory}",
                    e.rows, e.seconds, e.rows_per_second, e.first_byte_ms
                );
            }
        }
    }
    Ok(())
}
