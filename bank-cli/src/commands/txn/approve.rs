//! `bank txn approve ID [--notes]`, or `bank txn approve --file F.csv`: a
//! batch with the columns `transaction_id,notes`, one approval per row.

use std::path::{Path, PathBuf};

use bank_core::txn::{ApproveTransaction, TxnState};
use serde::Deserialize;

use super::super::Ctx;
use super::batch::{self, Row, cell};
use super::impact;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Transaction id (not with --file)
    #[arg(required_unless_present = "file", conflicts_with = "file")]
    pub id: Option<String>,
    /// The approver's notes, kept on the audit trail
    #[arg(long, conflicts_with = "file")]
    pub notes: Option<String>,
    /// A CSV batch with a header and the columns transaction_id,notes (at most 100,000 rows)
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
}

type Approved = <ApproveTransaction as bank_core::command::Command>::Output;

/// What became of an approved transaction.
fn state(a: &Approved) -> String {
    if a.new_state == TxnState::Pending {
        format!("PENDING: approval {} of {} recorded", a.approvals_given, a.approvals_required)
    } else {
        a.new_state.to_string()
    }
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    if let Some(path) = &args.file {
        return approve_file(ctx, path).await;
    }
    let Some(id) = args.id else {
        return Err(CliError::Usage("give a transaction id or --file".into()));
    };
    let request = ApproveTransaction { transaction_id: id, approver_notes: args.notes, approval_date: None };
    let approved = ctx.run(request).await?;
    output::command::<ApproveTransaction>(ctx.format, &approved, |a| {
        output::record(&[
            ("Transaction", a.transaction_id.clone()),
            ("State", format!("{} → {}", a.previous_state, state(a))),
            ("Approved by", a.approved_by.clone()),
            ("Date", bank_core::time::format(a.approval_date)),
            ("Approvals", format!("{} of {}", a.approvals_given, a.approvals_required.max(1))),
            ("Balance impact", impact(&a.balance_impact)),
        ])
    });
    Ok(())
}

#[derive(Debug, Deserialize)]
struct CsvRow {
    transaction_id: String,
    notes: Option<String>,
}

async fn approve_file(ctx: &Ctx, path: &Path) -> Result<(), CliError> {
    let rows = batch::read_csv::<CsvRow>(path, "transaction_id,notes")?
        .into_iter()
        .map(|(line, row)| Row {
            line,
            transaction_id: row.transaction_id.clone(),
            request: ApproveTransaction {
                transaction_id: row.transaction_id,
                approver_notes: cell(row.notes),
                approval_date: None,
            },
        })
        .collect();
    batch::run(ctx, rows, "approved", state).await
}
