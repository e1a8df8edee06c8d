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
    let mut builder = tokio::runtime::Builder::new_multi_thread();
    if let Some(workers) = config::runtime_workers(&ctx.database_url, config::cores(), config::tokio_workers_set()) {
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
