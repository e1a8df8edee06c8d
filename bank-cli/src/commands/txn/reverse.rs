//! `bank txn reverse ID --reason R [--narration N] [--category C]`, or
//! `bank txn reverse --file F.csv`: a batch with the columns
//! `transaction_id,reason,narration,category`, one reversal per row. Both ask
//! first (skipped by --yes or without a terminal).

use std::path::{Path, PathBuf};

use bank_core::txn::ReverseTransaction;
use serde::Deserialize;

use super::super::Ctx;
use super::batch::{self, Row, cell};
use super::{ReversalCategory, impact, wire};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transaction id (not with --file)
    #[arg(required_unless_present = "file", conflicts_with = "file")]
    pub id: Option<String>,
    /// Why; kept on the transaction and the audit trail (aged reversals need a detailed one)
    #[arg(long, required_unless_present = "file", conflicts_with = "file")]
    pub reason: Option<String>,
    /// Narration of the reversing journal (default: "Reversal of ID: REASON")
    #[arg(long, conflicts_with = "file")]
    pub narration: Option<String>,
    /// Kind of reversal
    #[arg(long, value_enum, ignore_case = true, conflicts_with = "file")]
    pub category: Option<ReversalCategory>,
    /// A CSV batch with a header and the columns transaction_id,reason,narration,category
    /// (at most 100,000 rows)
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
}

type Reversed = <ReverseTransaction as bank_core::command::Command>::Output;

fn state(r: &Reversed) -> String {
    format!("{} ({} window), reversal {}", r.new_state, r.reversal_window, r.reversal_transaction_id)
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    if let Some(path) = &args.file {
        return reverse_file(ctx, path).await;
    }
    let (Some(id), Some(reason)) = (args.id, args.reason) else {
        return Err(CliError::Usage("give a transaction id and --reason, or --file".into()));
    };
    ctx.confirm(&format!("Reverse transaction {id}? Its money moves back with an opposite journal."))?;
    let request = ReverseTransaction {
        transaction_id: id,
        reversal_reason: Some(reason),
        reversal_narration: args.narration,
        reversal_category: args.category.as_ref().map(wire),
    };
    let reversed = ctx.run(request).await?;
    output::command::<ReverseTransaction>(ctx.format, &reversed, |r| {
        output::record(&[
            ("Transaction", r.transaction_id.clone()),
            ("State", format!("{} → {}", r.previous_state, r.new_state)),
            ("Reversed by", r.reversed_by.clone()),
            ("Date", bank_core::time::format(r.reversal_date)),
            ("Window", r.reversal_window.clone()),
            ("Reason", r.reversal_reason.clone()),
            ("Category", output::opt(&r.reversal_category)),
            ("Reversal", r.reversal_transaction_id.clone()),
            ("Balance impact", impact(&r.balance_impact)),
        ])
    });
    Ok(())
}

#[derive(Debug, Deserialize)]
struct CsvRow {
    transaction_id: String,
    reason: Option<String>,
    narration: Option<String>,
    category: Option<String>,
}

async fn reverse_file(ctx: &Ctx, path: &Path) -> Result<(), CliError> {
    let rows: Vec<_> = batch::read_csv::<CsvRow>(path, "transaction_id,reason,narration,category")?
        .into_iter()
        .map(|(line, row)| Row {
            line,
            transaction_id: row.transaction_id.clone(),
            request: ReverseTransaction {
                transaction_id: row.transaction_id,
                reversal_reason: cell(row.reason),
                reversal_narration: cell(row.narration),
                reversal_category: cell(row.category).map(|c| c.to_ascii_uppercase()),
            },
        })
        .collect();
    ctx.confirm(&format!("Reverse the {} transaction(s) in {}?", rows.len(), path.display()))?;
    batch::run(ctx, rows, "reversed", state).await
}
