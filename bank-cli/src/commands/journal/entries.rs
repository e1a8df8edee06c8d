//! `bank journal entries [--currency] [--from] [--to] [--search] [--gl-code] [--branch-id]`

use bank_core::ledger::RetrieveJournalEntriesQuery;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only entries in this currency, e.g. NGN
    #[arg(long)]
    pub currency: Option<String>,
    /// Booked on or after this date or datetime
    #[arg(long, value_name = "DATE", value_parser = values::date_text)]
    pub from: Option<String>,
    /// Booked on or before this date (the whole day) or datetime
    #[arg(long, value_name = "DATE", value_parser = values::date_text)]
    pub to: Option<String>,
    /// Text to find in the GL code or the transaction id
    #[arg(long)]
    pub search: Option<String>,
    /// Only entries on this GL account (exact GL code)
    #[arg(long)]
    pub gl_code: Option<String>,
    /// Only entries booked at this branch
    #[arg(long)]
    pub branch_id: Option<i64>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
    /// Write every matching entry to stdout as it is read, in this format
    /// (no table, no paging; memory stays bounded however many rows)
    #[arg(long, value_enum, conflicts_with_all = ["page", "before"])]
    pub export: Option<ExportFormat>,
}

#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum ExportFormat {
    /// A header line, then one line per entry
    Csv,
    /// One JSON object per line
    Jsonl,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let export = args.export;
    let mut request = RetrieveJournalEntriesQuery {
        currency_code: args.currency,
        start_date: args.from,
        end_date: args.to,
        search_text: args.search,
        gl_code: args.gl_code,
        branch_id: args.branch_id,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: export.map(|_| true),
    };
    if let Some(format) = export {
        return export_all(ctx, &mut request, format).await;
    }
    let page = ctx.run(request).await?;
    output::command::<RetrieveJournalEntriesQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&[
            "Id",
            "Booked",
            "Transaction",
            "GL code",
            "Account",
            "Debit",
            "Credit",
            "Currency",
            "Branch",
        ]);
        for e in &page.items {
            t.add_row(vec![
                e.id.to_string(),
                e.booking_date_text.clone(),
                e.transaction_reference.clone(),
                e.gl_code.clone(),
                e.account_name.clone(),
                e.debit_amount.clone(),
                e.credit_amount.clone(),
                e.currency_code.clone(),
                output::opt(&e.branch_name),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "entries");
    Ok(())
}

/// Follows the export's cursors batch by batch, writing each batch as it comes.
async fn export_all(
    ctx: &Ctx,
    request: &mut RetrieveJournalEntriesQuery,
    format: ExportFormat,
) -> Result<(), CliError> {
    let out = std::io::BufWriter::new(std::io::stdout().lock());
    let (mut csv, mut jsonl) = match format {
        ExportFormat::Csv => (Some(csv::Writer::from_writer(out)), None),
        ExportFormat::Jsonl => (None, Some(out)),
    };
    let failed = |e: &dyn std::fmt::Display| CliError::Io(format!("cannot write the export: {e}"));
    let mut rows = 0u64;
    loop {
        let page = ctx.run(request.clone()).await?;
        for entry in &page.items {
            if let Some(w) = csv.as_mut() {
                w.serialize(entry).map_err(|e| failed(&e))?;
            }
            if let Some(w) = jsonl.as_mut() {
                serde_json::to_writer(&mut *w, entry).map_err(|e| failed(&e))?;
                std::io::Write::write_all(w, b"\n")?;
            }
        }
        rows += page.items.len() as u64;
        match page.cursors.next_cursor {
            Some(next) => request.after = Some(next),
            None => break,
        }
    }
    if let Some(w) = csv.as_mut() {
        w.flush()?;
    }
    if let Some(w) = jsonl.as_mut() {
        std::io::Write::flush(w)?;
    }
    eprintln!("exported {rows} entries");
    Ok(())
}
