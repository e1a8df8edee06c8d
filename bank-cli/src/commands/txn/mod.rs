//! `bank txn ...`: universal transactions (deposits, withdrawals, loan
//! disbursements), their decisions and reversals, and their configuration.

mod approve;
mod batch;
mod cancel;
mod compliance;
mod config;
mod deposit;
mod disburse;
mod expire_pending;
mod list;
mod reject;
mod reverse;
mod show;
mod withdraw;

use bank_core::command::Command as CoreCommand;
use bank_core::money::Amount;
use bank_core::txn::{InitiateDeposit, MovementRequest};
use clap::ValueEnum;

use super::{Ctx, values};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Deposit into an account: settled at once, or held PENDING for approval
    Deposit(deposit::Args),
    /// Withdraw from an account: settled at once, or held PENDING for approval
    Withdraw(withdraw::Args),
    /// Pay an approved loan's principal into an account of its client
    Disburse(disburse::Args),
    /// Approve a pending transaction, or a batch of them from a CSV file
    Approve(approve::Args),
    /// Reject a pending transaction (it becomes CANCELLED; the customer is told)
    Reject(reject::Args),
    /// Cancel a pending transaction (one's own, or any with transactions.cancel)
    Cancel(cancel::Args),
    /// Reverse a settled transaction within its reversal window, or a batch from a CSV file
    Reverse(reverse::Args),
    /// Show one transaction
    Show(show::Args),
    /// List transactions, latest first (flagged: oldest first)
    List(list::Args),
    /// Compliance reports raised by transactions, latest first
    Compliance(compliance::Args),
    /// Cancel every pending transaction past its expiry, releasing its hold (a batch job)
    ExpirePending(expire_pending::Args),
    /// Approval thresholds, reversal windows and transaction settings
    #[command(subcommand)]
    Config(config::Command),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Deposit(args) => deposit::run(ctx, args).await,
        Command::Withdraw(args) => withdraw::run(ctx, args).await,
        Command::Disburse(args) => disburse::run(ctx, args).await,
        Command::Approve(args) => approve::run(ctx, args).await,
        Command::Reject(args) => reject::run(ctx, args).await,
        Command::Cancel(args) => cancel::run(ctx, args).await,
        Command::Reverse(args) => reverse::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Compliance(args) => compliance::run(ctx, args).await,
        Command::ExpirePending(args) => expire_pending::run(ctx, args).await,
        Command::Config(c) => config::run(ctx, c).await,
    }
}

/// The spec's name of a value: the enums below spell their values as the wire does.
fn wire<E: ValueEnum>(value: &E) -> String {
    value.to_possible_value().map(|v| v.get_name().to_owned()).unwrap_or_default()
}

#[derive(Clone, Copy, Debug, ValueEnum)]
#[value(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Channel {
    Branch,
    Online,
    Mobile,
    Atm,
    Agent,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
#[value(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TxnType {
    Deposit,
    Withdrawal,
    LoanDisbursement,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
#[value(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Tier {
    Basic,
    Premium,
    Vip,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
#[value(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Status {
    Pending,
    Settled,
    Cancelled,
    Reversed,
}

impl Status {
    pub fn state(self) -> bank_core::txn::TxnState {
        use bank_core::txn::TxnState;
        match self {
            Status::Pending => TxnState::Pending,
            Status::Settled => TxnState::Settled,
            Status::Cancelled => TxnState::Cancelled,
            Status::Reversed => TxnState::Reversed,
        }
    }
}

/// Why a pending transaction was rejected.
#[derive(Clone, Copy, Debug, ValueEnum)]
#[value(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RejectionCategory {
    Fraud,
    Compliance,
    InsufficientDocumentation,
    PolicyViolation,
    Other,
}

/// Why a settled transaction was reversed.
#[derive(Clone, Copy, Debug, ValueEnum)]
#[value(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ReversalCategory {
    ErrorCorrection,
    Fraud,
    CustomerRequest,
    SystemError,
    Duplicate,
    Other,
}

/// What every initiation shares: narration, approval, channel, idempotency key.
#[derive(Debug, clap::Args)]
pub struct Initiation {
    /// Narration shown on the statement (at most 200 characters)
    #[arg(long)]
    pub narration: Option<String>,
    /// Hold the transaction PENDING for approval whatever the thresholds say
    #[arg(long, conflicts_with = "no_approval")]
    pub approval: bool,
    /// Settle at once whatever the thresholds say (default: the configured thresholds decide)
    #[arg(long)]
    pub no_approval: bool,
    /// Channel the transaction came through
    #[arg(long, value_enum, ignore_case = true, default_value_t = Channel::Branch)]
    pub channel: Channel,
    /// Idempotency key: a retry with the same key returns the first transaction and creates nothing
    #[arg(long, value_name = "IDEMPOTENCY_KEY")]
    pub key: Option<String>,
}

impl Initiation {
    /// None lets the configured approval thresholds decide.
    fn require_approval(&self) -> Option<bool> {
        match (self.approval, self.no_approval) {
            (true, _) => Some(true),
            (false, true) => Some(false),
            (false, false) => None,
        }
    }

    fn request(self, account_number: String, amount: Option<Amount>, till: Option<String>) -> MovementRequest {
        MovementRequest {
            require_approval: self.require_approval(),
            account_number: Some(account_number),
            amount,
            narration: self.narration,
            channel: Some(wire(&self.channel)),
            idempotency_key: self.key,
            till_id: till,
            customer_authorization: false,
        }
    }
}

/// A deposit's or withdrawal's flags.
#[derive(Debug, clap::Args)]
pub struct Movement {
    /// Account number
    pub account: String,
    /// Amount, e.g. 25000.00
    #[arg(long, value_name = "AMOUNT", value_parser = values::amount)]
    pub amount: Amount,
    /// Code of the acting teller's open till: its cash moves on settlement
    #[arg(long, value_name = "TILL_CODE")]
    pub till: Option<String>,
    #[command(flatten)]
    pub initiation: Initiation,
}

impl Movement {
    fn request(self) -> MovementRequest {
        self.initiation.request(self.account, Some(self.amount), self.till)
    }
}

type Initiated = <InitiateDeposit as CoreCommand>::Output;

fn initiated_record(i: &Initiated) -> comfy_table::Table {
    output::record(&[
        ("Transaction", i.transaction_id.clone()),
        ("Type", i.transaction_type.clone()),
        ("Status", i.status.to_string()),
        ("Approvals required", i.approvals_required.to_string()),
        ("On hold", values::money(&i.hold_amount)),
        ("Book balance", values::money(&i.balance)),
        ("Available", values::money(&i.available_balance)),
    ])
}

type View = bank_core::txn::TransactionView;

fn view_record(v: &View) -> comfy_table::Table {
    let time = |t: Option<chrono::DateTime<chrono::Utc>>| t.map(bank_core::time::format).unwrap_or_default();
    output::record(&[
        ("Transaction", v.transaction_id.clone()),
        ("Type", v.transaction_type.clone()),
        ("Status", v.status.to_string()),
        ("Account", output::opt(&v.account_number)),
        ("Amount", values::money(&v.amount)),
        ("Currency", v.currency.clone()),
        ("Narration", output::opt(&v.narration)),
        ("Channel", v.channel.clone()),
        ("Initiated by", v.initiated_by.clone()),
        ("Approvals", approvals(v)),
        ("Approved by", v.approvals.join(", ")),
        ("Created", bank_core::time::format(v.created_at)),
        ("Expires", time(v.expires_at)),
        ("Settled", time(v.settled_at)),
        ("Closed", time(v.closed_at)),
        ("Reason", output::opt(&v.reason)),
        ("Category", output::opt(&v.category)),
        ("Reversal", output::opt(&v.reversal_transaction_id)),
        ("Flagged", if v.is_flagged { "yes".into() } else { String::new() }),
    ])
}

/// "given of required", blank when none is required.
fn approvals(v: &View) -> String {
    if v.approvals_required == 0 { String::new() } else { format!("{} of {}", v.approvals.len(), v.approvals_required) }
}

/// The balance impact of a decision, one line per field, for a record's cell.
fn impact(value: &serde_json::Value) -> String {
    match value.as_object() {
        Some(fields) => fields
            .iter()
            .map(|(k, v)| match v {
                serde_json::Value::Number(_) => format!("{k}: {}", values::money(v)),
                serde_json::Value::String(s) => format!("{k}: {s}"),
                other => format!("{k}: {other}"),
            })
            .collect::<Vec<_>>()
            .join("\n"),
        None => String::new(),
    }
}

/// Keeps a column (transaction ids) on one line; the others wrap instead.
fn unwrapped(table: &mut comfy_table::Table, column: usize) {
    if let Some(c) = table.column_mut(column) {
        c.set_constraint(comfy_table::ColumnConstraint::ContentWidth);
    }
}

/// The error of a core command, in its area's wire shape under `-o json`.
fn core_error<C: CoreCommand>(ctx: &Ctx, error: bank_core::error::Error) -> CliError {
    CliError::Core { error, area: Some(C::AREA), json: ctx.format == Format::Json }
}
