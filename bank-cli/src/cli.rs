//! The command-line tree. Each leaf's arguments live beside its code in
//! `commands/<group>/<verb>.rs`.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::commands::{
    account, activity, auth, bench, branch, catalogue, cheque, client, comment, completions, customer, demo, doc,
    doctor, eod, events, exec, gl, init, jobs, journal, loan, man, notify, period, policy, process, push, referral,
    report, role, serve, settings, terminal, till, token, txn, user, vault, verify, webhook,
};
use crate::output::Format;

/// The version and the commit it was built from.
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("BANK_GIT_COMMIT"), ")");

/// Core-banking back office: operate the bank's database from the shell, run
/// batch work, and serve the HTTP interface.
#[derive(Debug, Parser)]
#[command(
    name = "bank",
    version = VERSION,
    propagate_version = true,
    max_term_width = 100,
    after_help = "First run: `bank init` creates the database (SQLite in the user's data folder unless \
                  --database-url or BANK_DATABASE_URL names another); `bank doctor` checks a setup and says what to fix."
)]
pub struct Cli {
    /// Database URL: sqlite://PATH (default: the user's data folder) or postgres://...
    #[arg(long, global = true, env = "BANK_DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,

    /// Staff user to act as; every check and audit record names this user
    #[arg(long = "as", global = true, env = "BANK_USER", value_name = "USER")]
    pub as_user: Option<String>,

    /// Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts
    #[arg(long, short, global = true, value_enum, env = "BANK_OUTPUT", default_value_t = Format::Table)]
    pub output: Format,

    /// Leave out the header row of tables and CSV (for scripts that read rows)
    #[arg(long, global = true)]
    pub no_headers: bool,

    /// Answer yes to confirmations of destructive commands
    #[arg(long, short, global = true)]
    pub yes: bool,

    /// Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)
    #[arg(long, global = true, env = "BANK_KEY_FILE", value_name = "FILE")]
    pub key_file: Option<PathBuf>,

    /// Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)
    #[arg(long, global = true, env = "BANK_CONFIG", value_name = "FILE")]
    pub config: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Create or migrate the database and seed roles and the admin user (idempotent)
    Init(init::Args),
    /// Load a realistic demo dataset and print its manifest (idempotent)
    Demo(demo::Args),
    /// Serve the HTTP interface
    Serve(serve::Args),
    /// Run any registered command with a JSON request; prints the wire response
    Exec(exec::Args),
    /// List the commands the interface serves, their documented aliases and envelopes
    Commands(catalogue::Args),
    /// Print the OpenAPI 3.1 document of the HTTP interface (as served at /openapi.json)
    Openapi,
    /// Access tokens for staff users
    #[command(subcommand)]
    Token(token::Command),
    /// Token revocation and signing-key rotation
    #[command(subcommand)]
    Auth(auth::Command),
    /// Staff users
    #[command(subcommand)]
    User(user::Command),
    /// Roles, their permissions and approval limits
    #[command(subcommand)]
    Role(role::Command),
    /// Branches
    #[command(subcommand)]
    Branch(branch::Command),
    /// General ledger accounts: the chart of accounts
    #[command(subcommand)]
    Gl(gl::Command),
    /// Journal transactions and entries; reversals
    #[command(subcommand)]
    Journal(journal::Command),
    /// Accounting periods: close the books through a date, or reopen them
    #[command(subcommand)]
    Period(period::Command),
    /// Bank-wide settings kept in the database: the time zone the bank's days follow
    #[command(subcommand)]
    Config(settings::Command),
    /// Ledger reports
    #[command(subcommand)]
    Report(report::Command),
    /// Clients (customers)
    #[command(subcommand)]
    Client(client::Command),
    /// Deposit accounts, holds and statements
    #[command(subcommand)]
    Account(account::Command),
    /// Loans
    #[command(subcommand)]
    Loan(loan::Command),
    /// Insurance policies
    #[command(subcommand)]
    Policy(policy::Command),
    /// Comments on loans, clients and deposit accounts
    #[command(subcommand)]
    Comment(comment::Command),
    /// Documents of clients, loans, deposit accounts and policies: upload, list, download
    #[command(subcommand)]
    Doc(doc::Command),
    /// Employee referrals: employees, their referral codes and referred customers
    #[command(subcommand)]
    Referral(referral::Command),
    /// Self-service terminals (ATM, POS, kiosk) and their PTSP providers
    #[command(subcommand)]
    Terminal(terminal::Command),
    /// Self-service customers: profiles, their verified device, customer tokens
    #[command(subcommand)]
    Customer(customer::Command),
    /// Notifications to self-service customers (inbox, real time, push)
    #[command(subcommand)]
    Notify(notify::Command),
    /// Mobile push installations
    #[command(subcommand)]
    Push(push::Command),
    /// The audit trail: every user's activities (with filters) or one's own
    #[command(subcommand)]
    Activity(activity::Command),
    /// Teller tills: open, fund, count, close; one's own list
    #[command(subcommand)]
    Till(till::Command),
    /// Vaults: create, count the opening inventory, list, show
    #[command(subcommand)]
    Vault(vault::Command),
    /// Universal transactions: deposits, withdrawals, disbursements, approvals, reversals
    #[command(subcommand)]
    Txn(txn::Command),
    /// Cheques: deposits, withdrawals, clearing, bounces, stop payments, the register, the clearing batch
    #[command(subcommand)]
    Cheque(cheque::Command),
    /// Inbound webhooks: configuration of /api/webhook/PATH endpoints
    #[command(subcommand)]
    Webhook(webhook::Command),
    /// Events out: subscribers' URLs that every recorded state change is POSTed to, signed
    #[command(subcommand)]
    Events(events::Command),
    /// Process definitions and instances (user tasks, callbacks)
    #[command(subcommand)]
    Process(process::Command),
    /// Recurring (cron) jobs and their runs; run-due for cron-driven batch use
    #[command(subcommand)]
    Jobs(jobs::Command),
    /// Close of business: run a business day's close, see past runs
    #[command(subcommand)]
    Eod(eod::Command),
    /// Prove the books: balanced journals, a zero trial balance, account balances and holds, hash chains
    Verify(verify::Args),
    /// Check the setup: configuration, database, schema, key file, document store, FCM key, clock
    ///
    /// Each check prints OK, WARN or FAIL with what to do; `-o json` prints the same for scripts.
    /// Exits 0 when nothing fails, 1 otherwise.
    Doctor(doctor::Args),
    /// Measure performance against the configured database (use a scratch one)
    #[command(subcommand)]
    Bench(bench::Command),
    /// Print shell completions (or write them all with --dir)
    Completions(completions::Args),
    /// Write man pages
    Man(man::Args),
}
