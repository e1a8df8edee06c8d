//! `bank loan ...`: loans, created pending approval.

mod approve;
mod close;
mod create;
mod list;
mod show;

use bank_core::customer::Loan;
use clap::ValueEnum;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Create a loan for a client, pending approval
    Create(create::Args),
    /// List loans
    List(list::Args),
    /// Show one loan by id or loan number
    Show(show::Args),
    /// Approve a pending loan (ready to disburse)
    Approve(approve::Args),
    /// Close a loan that was never disbursed
    Close(close::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Create(args) => create::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::Approve(args) => approve::run(ctx, args).await,
        Command::Close(args) => close::run(ctx, args).await,
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum State {
    PendingApproval,
    Approved,
    Closed,
}

impl State {
    fn wire(self) -> &'static str {
        match self {
            State::PendingApproval => "PENDING_APPROVAL",
            State::Approved => "APPROVED",
            State::Closed => "CLOSED",
        }
    }
}

fn loan_record(l: &Loan) -> comfy_table::Table {
    output::record(&[
        ("Id", l.id.to_string()),
        ("Number", l.loan_number.clone()),
        ("Client", l.client_id.to_string()),
        ("Principal", bank_core::money::format(l.principal_minor)),
        ("Currency", l.currency_code.clone()),
        ("State", l.state.to_string()),
        ("Disbursement GL", l.disbursement_gl_account_id.to_string()),
        ("Encoded key", l.encoded_key.clone()),
        ("Created", bank_core::time::format(l.created_at)),
    ])
}
