//! `bank`: the operators' and batch jobs' door to bank-core.

mod cli;
mod commands;
mod config;
mod error;
mod output;

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

// mimalloc, overriding malloc for SQLite and the other C libraries too: glibc's
// allocator was a tenth of a SQLite deposit's CPU (README, "Dependencies worth a word").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let matches = cli::Cli::command().get_matches();
    let cli = cli::Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    error::remember_flags(cli::Cli::command(), &matches);
    // Outside `serve` (which sets up its own request logs), warnings and errors
    // the core logs go to stderr.
    if !matches!(cli.command, cli::Command::Serve(_)) {
        let filter = tracing_subscriber::EnvFilter::try_from_env("BANK_LOG")
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,sqlx::postgres::notice=error"));
        tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).init();
    }
    let (ctx, command) = match commands::prepare(cli) {
        Ok(prepared) => prepared,
        Err(e) => return e.report(),
    };
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let mut builder = tokio::runtime::Builder::new_multi_thread();
    if let Some(workers) = workers(&ctx.database_url, cores, std::env::var_os(TOKIO_WORKERS).is_some()) {
        builder.worker_threads(workers);
    }
    let runtime = match builder.enable_all().build() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return ExitCode::from(error::EXIT_INTERNAL);
        }
    };
    match runtime.block_on(commands::run(ctx, command)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.report(),
    }
}

/// tokio's own setting of its worker count, which wins when set.
const TOKIO_WORKERS: &str = "TOKIO_WORKER_THREADS";

/// The runtime's workers on `cores` cores, where tokio's default (one a core)
/// is not kept: on SQLite a core is left to the database's threads. There
/// the work runs on SQLite's own threads (the one writer every write waits
/// for, and the readers); the runtime's workers only hand requests to them,
/// and a worker a core mostly woke up to find nothing to do, each wake-up a
/// system call and a switch of threads on a core the writer wanted
/// (PERFORMANCE.md, "A core left to SQLite's writer"). PostgreSQL's work is
/// another process's: tokio's default stays.
fn workers(database_url: &str, cores: usize, tokio_setting: bool) -> Option<usize> {
    (config::is_sqlite(database_url) && !tokio_setting).then(|| cores.saturating_sub(1).max(1))
}

/// Why the runtime runs the workers it does (for `bank doctor`), as
/// [`workers`] decides.
pub(crate) fn why_workers(database_url: &str) -> &'static str {
    match (std::env::var_os(TOKIO_WORKERS).is_some(), config::is_sqlite(database_url)) {
        (true, _) => "as TOKIO_WORKER_THREADS sets",
        (false, true) => "a core left to SQLite's writer",
        (false, false) => "tokio's default, one a core",
    }
}

#[cfg(test)]
mod tests {
    use super::workers;

    #[test]
    fn sqlite_leaves_a_core_to_its_writer_unless_tokio_is_told_otherwise() {
        assert_eq!(workers("sqlite:///var/lib/bank/bank.db", 2, false), Some(1));
        assert_eq!(workers("sqlite://bank.db", 8, false), Some(7));
        assert_eq!(workers("bank.db", 1, false), Some(1), "at least one worker");
        assert_eq!(workers("sqlite://bank.db", 2, true), None, "TOKIO_WORKER_THREADS wins");
        assert_eq!(workers("postgres://bank@db/bank", 2, false), None, "tokio's default on PostgreSQL");
    }
}
