//! `bank bench deposits`: N clients deposit (and, with `--flow approve`,
//! `reverse`, `reject` or `cancel`, have each deposit decided on) for a fixed time, through the full
//! command path. It makes its own GL accounts, branch, client and accounts,
//! and leaves `bank verify` passing. Run it on a scratch database. With
//! `--via http` the same flows go over HTTP to the router served in-process.

use std::time::{Duration, Instant};

use bank_core::Bank;
use bank_core::auth::user::CreateUserCommand;
use bank_core::auth::{Actor, Origin};
use bank_core::branch::{CreateBranchCommand, RetrieveBranchByIdQuery};
use bank_core::customer::{CreateClientCommand, OpenDepositAccountCommand};
use bank_core::error::Error;
use bank_core::ledger::{CreateGlAccountCommand, RetrieveGlAccountByIdQuery};
use bank_core::money::Amount;
use bank_core::store::{DbOptions, Dialect, Durability};
use bank_core::txn::{
    ApproveTransaction, CancelTransaction, InitiateDeposit, RejectTransaction, ReverseTransaction,
    SetTransactionSettingsCommand,
};
use clap::ValueEnum;
use serde::Serialize;

use super::super::Ctx;
use super::http;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Clone, Copy, Debug, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Flow {
    /// Each deposit settles at once (one command).
    Settle,
    /// Each deposit is created PENDING and approved by a second user (two commands).
    Approve,
    /// Each deposit settles at once and a second user reverses it (two commands).
    Reverse,
    /// Each deposit is created PENDING and a second user rejects it (two commands).
    Reject,
    /// Each deposit is created PENDING and its maker cancels it (two commands).
    Cancel,
}

impl Flow {
    /// The deposit waits for a decision.
    pub(super) fn pending(self) -> bool {
        matches!(self, Flow::Approve | Flow::Reject | Flow::Cancel)
    }
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Concurrent clients, each with an account of its own
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub clients: u32,
    /// Seconds to run
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub duration: u64,
    #[arg(long, value_enum, default_value_t = Flow::Settle)]
    pub flow: Flow,
    /// Approvers the decisions are shared among, client by client (default:
    /// one per client, as each teller has a supervisor). One approver's
    /// approvals are numbered one at a time, for their hourly limit, so one
    /// approver for many clients measures that queue.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub approvers: Option<u32>,
    /// Stop after this many deposits per client instead of after --duration
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub count: Option<u64>,
    /// Call the library directly, or the HTTP API served in this process
    #[arg(long, value_enum, default_value_t = Via::Library)]
    pub via: Via,
    /// SQLite: answer each commit once on disk (full, as the bank runs), or once
    /// the operating system has it (normal: measures what the disk's wait costs;
    /// a power loss may take the last commits back)
    #[arg(long, value_enum, default_value_t = Synchronous::Full)]
    pub synchronous: Synchronous,
}

/// SQLite's `synchronous` setting for the run.
#[derive(Clone, Copy, Debug, ValueEnum, Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Synchronous {
    Full,
    Normal,
}

/// Each deposit: 100.00.
pub(super) const AMOUNT_MINOR: i64 = 10_000;

/// Long enough for the run: an hour, or the duration and five minutes.
fn token_ttl(args: &Args) -> Duration {
    Duration::from_secs(args.duration.saturating_add(300).max(3600))
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Figures {
    dialect: String,
    flow: Flow,
    via: Via,
    /// SQLite's `synchronous` (absent on PostgreSQL).
    #[serde(skip_serializing_if = "Option::is_none")]
    synchronous: Option<Synchronous>,
    clients: u32,
    approvers: u32,
    seconds: f64,
    transactions: usize,
    tps: f64,
    p50_ms: f64,
    p99_ms: f64,
    /// Statements sent per deposit (per deposit and approval in the approve
    /// flow), BEGIN and COMMIT included, counted as they are sent.
    statements_per_txn: f64,
    /// Statements the background work a deposit causes sends (after-commit
    /// listeners: the holder's notification, the approvers' real-time events).
    background_statements_per_txn: f64,
    /// Calls to the database driver per transaction, as statements are
    /// counted: on SQLite several statements go in one call, and each call
    /// is a hand-off to the driver's thread and back.
    calls_per_txn: f64,
    /// This process's CPU per transaction, in µs: the clients and the bank
    /// (over HTTP, its server too). Absent where `/proc` is not.
    #[serde(skip_serializing_if = "Option::is_none")]
    cpu_us_per_txn: Option<f64>,
    /// The whole machine's busy CPU per transaction, in µs: with PostgreSQL on
    /// the same machine, the server's too (and anything else that ran).
    #[serde(skip_serializing_if = "Option::is_none")]
    machine_cpu_us_per_txn: Option<f64>,
    /// The thread that used the most CPU (its name as the kernel keeps it),
    /// its CPU per transaction in µs, and the share of the run it was on a
    /// core: near 1, that thread is the bound (on SQLite, the one writer).
    #[serde(skip_serializing_if = "Option::is_none")]
    busiest_thread: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    busiest_thread_cpu_us_per_txn: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    busiest_thread_busy: Option<f64>,
    /// SQLite under `synchronous = FULL`: the WAL's syncs per transaction
    /// (one a commit: 1 ÷ the transactions a group commit carried), and the
    /// share of the run they took, their gathered write included: how much of
    /// it the one writer waited on the disk. Absent elsewhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    wal_syncs_per_txn: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    wal_sync_share: Option<f64>,
}

async fn gl(bank: &Bank, actor: &Actor, code: &str, account_type: i64) -> Result<i64, CliError> {
    let origin = Origin::cli();
    match bank.execute(actor, &origin, RetrieveGlAccountByIdQuery { id: None, gl_code: Some(code.into()) }).await {
        Ok(gl) => Ok(gl.id),
        Err(Error::NotFound { .. }) => {
            let request = CreateGlAccountCommand {
                gl_code: Some(code.into()),
                name: Some(format!("Benchmark {code}")),
                account_type_id: Some(account_type),
                currency_code: Some("NGN".into()),
                branch_id: None,
                description: Some("created by bank bench deposits".into()),
            };
            Ok(bank.execute(actor, &origin, request).await?.id)
        }
        Err(e) => Err(e.into()),
    }
}

/// GL accounts, settings, a branch, a client, `clients` accounts and `approvers` approvers.
async fn setup(
    bank: &Bank,
    actor: &Actor,
    clients: u32,
    approvers: u32,
) -> Result<(Vec<String>, Vec<Actor>), CliError> {
    let origin = Origin::cli();
    let cash = gl(bank, actor, "BENCH-CASH", 1).await?;
    let deposits = gl(bank, actor, "BENCH-DEPOSITS", 2).await?;
    // The spec's 5 approvals per user per hour would stop the approve flow at once.
    let settings = SetTransactionSettingsCommand {
        currency_code: Some("NGN".into()),
        cash_gl_account_id: Some(cash),
        max_approvals_per_hour: Some(1_000_000),
        ..Default::default()
    };
    bank.execute(actor, &origin, settings).await?;
    let branch = match bank
        .execute(actor, &origin, RetrieveBranchByIdQuery { id: None, key: Some("BENCH".into()) })
        .await
    {
        Ok(b) => b.branch.id,
        Err(Error::NotFound { .. }) => {
            let request =
                CreateBranchCommand { key: Some("BENCH".into()), name: Some("Benchmark".into()), ..Default::default() };
            bank.execute(actor, &origin, request).await?.id
        }
        Err(e) => return Err(e.into()),
    };
    let client = bank
        .execute(
            actor,
            &origin,
            CreateClientCommand { name: Some("Benchmark client".into()), client_code: None, branch_id: Some(branch) },
        )
        .await?;
    let mut accounts = Vec::with_capacity(clients as usize);
    for _ in 0..clients {
        let request = OpenDepositAccountCommand {
            client_id: Some(client.id),
            currency_code: Some("NGN".into()),
            control_gl_account_id: Some(deposits),
            ..Default::default()
        };
        accounts.push(bank.execute(actor, &origin, request).await?.account_number);
    }
    let mut actors = Vec::with_capacity(approvers as usize);
    for i in 1..=approvers {
        let approver = format!("bench.approver.{}.{i}", client.client_code.to_lowercase());
        let request = CreateUserCommand {
            username: Some(approver.clone()),
            name: Some("Benchmark approver".into()),
            email: Some("bench@bank.invalid".into()),
            role: Some("Admin".into()),
            branch_id: Some(branch),
        };
        bank.execute(actor, &origin, request).await?;
        actors.push(bank.actor(&approver).await?);
    }
    Ok((accounts, actors))
}

/// Where the deposits go in: straight into the library, or over HTTP to the
/// library's router served in this process.
#[derive(Clone, Copy, Debug, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Via {
    /// The library's command path, as the CLI and batch jobs call it.
    Library,
    /// The spec's HTTP endpoints, served in this process, with bearer tokens over keep-alive connections.
    Http,
}

/// When a bench client stops: after `--count` deposits, else at the deadline.
#[derive(Clone, Copy, Debug)]
pub(super) struct Stop {
    count: Option<u64>,
    deadline: Instant,
}

impl Stop {
    pub(super) fn more(&self, done: usize) -> bool {
        match self.count {
            Some(count) => (done as u64) < count,
            None => Instant::now() < self.deadline,
        }
    }
}

/// The latencies of every client, or the first client's error.
pub(super) async fn join(
    mut tasks: tokio::task::JoinSet<Result<Vec<Duration>, CliError>>,
) -> Result<Vec<Duration>, CliError> {
    let mut latencies = Vec::new();
    while let Some(joined) = tasks.join_next().await {
        latencies.extend(joined.map_err(|e| CliError::Io(format!("a bench client stopped: {e}")))??);
    }
    Ok(latencies)
}

fn deposit(account: &str, flow: Flow) -> InitiateDeposit {
    InitiateDeposit(bank_core::txn::MovementRequest {
        account_number: Some(account.to_owned()),
        amount: Some(Amount(AMOUNT_MINOR)),
        narration: Some("bench".into()),
        require_approval: Some(flow.pending()),
        channel: Some("BRANCH".into()),
        idempotency_key: None,
        till_id: None,
        customer_authorization: false,
    })
}

/// The reversal of a bench deposit, as the approver asks for it.
fn reversal(transaction_id: String) -> ReverseTransaction {
    ReverseTransaction {
        transaction_id,
        reversal_reason: Some("bench reversal".into()),
        reversal_narration: None,
        reversal_category: None,
    }
}

/// The rejection of a pending bench deposit, as the approver gives it.
fn rejection(transaction_id: String) -> RejectTransaction {
    RejectTransaction {
        transaction_id,
        rejection_reason: Some("bench rejection".into()),
        rejection_category: Some("OTHER".into()),
    }
}

/// The cancellation of a pending bench deposit by its maker.
fn cancellation(transaction_id: String) -> CancelTransaction {
    CancelTransaction { transaction_id, cancellation_reason: Some("bench cancellation".into()), notify_customer: false }
}

/// Each client deposits through `Bank::execute` (and has it approved or reversed).
async fn drive_library(
    bank: &Bank,
    maker: &Actor,
    approvers: &[Actor],
    accounts: Vec<String>,
    flow: Flow,
    stop: Stop,
) -> Result<Vec<Duration>, CliError> {
    let mut tasks = tokio::task::JoinSet::new();
    for (account, approver) in accounts.into_iter().zip(approvers.iter().cycle()) {
        let (bank, maker, approver) = (bank.clone(), maker.clone(), approver.clone());
        tasks.spawn(async move {
            let origin = Origin::cli();
            let mut latencies = Vec::new();
            while stop.more(latencies.len()) {
                let t = Instant::now();
                let initiated = bank.execute(&maker, &origin, deposit(&account, flow)).await?;
                let transaction_id = initiated.transaction_id;
                match flow {
                    Flow::Settle => {}
                    Flow::Approve => {
                        let approve = ApproveTransaction { transaction_id, approver_notes: None, approval_date: None };
                        bank.execute(&approver, &origin, approve).await?;
                    }
                    Flow::Reverse => {
                        bank.execute(&approver, &origin, reversal(transaction_id)).await?;
                    }
                    Flow::Reject => {
                        bank.execute(&approver, &origin, rejection(transaction_id)).await?;
                    }
                    Flow::Cancel => {
                        bank.execute(&maker, &origin, cancellation(transaction_id)).await?;
                    }
                }
                latencies.push(t.elapsed());
            }
            Ok::<_, CliError>(latencies)
        });
    }
    join(tasks).await
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = match args.synchronous {
        Synchronous::Full => ctx.session().await?,
        Synchronous::Normal => {
            ctx.open_session(DbOptions { durability: Durability::Normal, ..ctx.db_options() }).await?
        }
    };
    let sqlite = bank.db().dialect() == Dialect::Sqlite;
    if !sqlite && matches!(args.synchronous, Synchronous::Normal) {
        return Err(CliError::Usage("--synchronous is SQLite's setting; PostgreSQL's is its own".into()));
    }
    let approvers = args.approvers.unwrap_or(args.clients);
    let (accounts, approvers) = setup(&bank, &actor, args.clients, approvers).await?;
    // The server is up and the tokens issued before the clock and the statement count start.
    let server = match args.via {
        Via::Http => Some(http::Server::start(&bank, &actor, &approvers, token_ttl(&args)).await?),
        Via::Library => None,
    };
    // As a running server holds it: the configuration copy the account reads rest on.
    bank.warm_config().await?;
    let stop = Stop { count: args.count, deadline: Instant::now() + Duration::from_secs(args.duration) };
    let statements_before = bank_core::store::statements_sent();
    let background_before = bank_core::store::background_statements_sent();
    let calls_before = bank_core::store::calls_sent();
    let syncs_before = bank_core::store::wal_syncs();
    let cpu_before = super::cpu::CpuClock::now();
    let started = Instant::now();
    let driven = match &server {
        Some(server) => server.drive(accounts, args.flow, stop).await,
        None => drive_library(&bank, &actor, &approvers, accounts, args.flow, stop).await,
    };
    let seconds = started.elapsed().as_secs_f64();
    let cpu_after = super::cpu::CpuClock::now();
    let statements = bank_core::store::statements_sent() - statements_before;
    let background = bank_core::store::background_statements_sent() - background_before;
    let calls = bank_core::store::calls_sent() - calls_before;
    let syncs_after = bank_core::store::wal_syncs();
    let stopped = match server {
        Some(server) => server.stop().await,
        None => Ok(()),
    };
    // A client's failure is the news; a server that then stops badly comes second.
    let mut latencies = driven?;
    stopped?;
    let cpu = cpu_before.per_transaction(&cpu_after, latencies.len());
    let busiest = cpu.busiest.as_ref();
    // Only the writer under FULL opens its WAL through the counting VFS.
    let gathered = sqlite && matches!(args.synchronous, Synchronous::Full);
    latencies.sort();
    let pick = |q: f64| {
        let i = ((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1));
        latencies.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    let figures = Figures {
        dialect: format!("{:?}", bank.db().dialect()),
        flow: args.flow,
        via: args.via,
        synchronous: sqlite.then_some(args.synchronous),
        clients: args.clients,
        approvers: approvers.len() as u32,
        seconds,
        transactions: latencies.len(),
        tps: latencies.len() as f64 / seconds,
        p50_ms: pick(0.50),
        p99_ms: pick(0.99),
        statements_per_txn: statements as f64 / latencies.len().max(1) as f64,
        background_statements_per_txn: background as f64 / latencies.len().max(1) as f64,
        calls_per_txn: calls as f64 / latencies.len().max(1) as f64,
        cpu_us_per_txn: cpu.process_us,
        machine_cpu_us_per_txn: cpu.machine_us,
        busiest_thread: busiest.map(|b| b.name.clone()),
        busiest_thread_cpu_us_per_txn: busiest.map(|b| b.us),
        // Its ticks are 10 ms: a run shorter than a few reads high.
        busiest_thread_busy: busiest.map(|b| (b.seconds / seconds).min(1.0)),
        wal_syncs_per_txn: gathered.then(|| (syncs_after.0 - syncs_before.0) as f64 / latencies.len().max(1) as f64),
        wal_sync_share: gathered.then(|| (syncs_after.1 - syncs_before.1).as_secs_f64() / seconds),
    };
    print(ctx, &figures);
    Ok(())
}

fn print(ctx: &Ctx, figures: &Figures) {
    match ctx.format {
        Format::Json => println!("{}", output::json(figures)),
        Format::Table | Format::Csv => println!(
            "{}",
            output::record(&[
                ("Database", figures.dialect.clone()),
                ("Flow", format!("{:?}", figures.flow).to_lowercase()),
                ("Via", format!("{:?}", figures.via).to_lowercase()),
                ("Synchronous", figures.synchronous.map_or("-".into(), |s| format!("{s:?}").to_uppercase())),
                ("Clients", figures.clients.to_string()),
                ("Approvers", figures.approvers.to_string()),
                ("Transactions", figures.transactions.to_string()),
                ("Seconds", format!("{:.2}", figures.seconds)),
                ("Transactions/s", format!("{:.0}", figures.tps)),
                ("p50 ms", format!("{:.2}", figures.p50_ms)),
                ("p99 ms", format!("{:.2}", figures.p99_ms)),
                ("Statements per transaction", format!("{:.1}", figures.statements_per_txn)),
                ("Background statements per transaction", format!("{:.1}", figures.background_statements_per_txn)),
                ("Calls to the driver per transaction", format!("{:.1}", figures.calls_per_txn)),
                ("CPU µs per transaction, this process", micros(figures.cpu_us_per_txn)),
                ("CPU µs per transaction, the machine", micros(figures.machine_cpu_us_per_txn)),
                ("CPU µs per transaction, the busiest thread", busiest(figures)),
                ("WAL syncs per transaction (share of the run)", syncs(figures)),
            ])
        ),
    }
}

/// The busiest thread's line: its CPU a transaction, its name and its share of the run.
fn busiest(figures: &Figures) -> String {
    let (us, busy) = (micros(figures.busiest_thread_cpu_us_per_txn), figures.busiest_thread_busy);
    figures
        .busiest_thread
        .as_ref()
        .zip(busy)
        .map_or_else(|| "-".into(), |(name, busy)| format!("{us} ({name}, on a core {:.0}% of the run)", busy * 100.0))
}

/// SQLite's syncs a transaction and the share of the run they took.
fn syncs(figures: &Figures) -> String {
    figures
        .wal_syncs_per_txn
        .zip(figures.wal_sync_share)
        .map_or_else(|| "-".into(), |(per, share)| format!("{per:.2} ({:.0}%)", share * 100.0))
}

fn micros(us: Option<f64>) -> String {
    us.map_or_else(|| "-".into(), |us| format!("{us:.0}"))
}
