//! `bank bench journal`: posts journals of 2 and of N entries side by side in one
//! run, through `Bank::execute` (validation, engine, activity record, commit),
//! at a chosen concurrency; with `--batch N`, N journals per database
//! transaction through `ledger::post_journals` (as `bank journal post --file
//! --chunk N` posts them). Run it on a scratch database: it posts real journals.

use std::time::{Duration, Instant};

use bank_core::Bank;
use bank_core::auth::{Actor, Origin};
use bank_core::error::Error;
use bank_core::ledger::{CreateGlAccountCommand, EntryRequest, PostJournalEntryCommand, RetrieveGlAccountByIdQuery};
use bank_core::money::Amount;
use indicatif::ProgressBar;
use serde::Serialize;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Journals to post per size
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub journals: u32,
    /// Concurrent posters
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub concurrency: u32,
    /// Entries of the large journal (the small one has 2)
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(2..=1000))]
    pub large_entries: u32,
    /// Journals per database transaction (1: each commits alone, through `Bank::execute`)
    #[arg(long, default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=bank_core::chunk::MAX_CHUNK as i64))]
    pub batch: u32,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Figures {
    entries_per_journal: u32,
    journals: u32,
    concurrency: u32,
    /// Journals per database transaction.
    batch: u32,
    seconds: f64,
    journals_per_second: f64,
    p50_ms: f64,
    p99_ms: f64,
}

async fn bench_accounts(bank: &Bank, actor: &Actor) -> Result<(i64, i64), CliError> {
    let origin = Origin::cli();
    let mut ids = Vec::new();
    for (code, account_type) in [("BENCH-1", 1), ("BENCH-2", 3)] {
        let found =
            bank.execute(actor, &origin, RetrieveGlAccountByIdQuery { id: None, gl_code: Some(code.into()) }).await;
        let id = match found {
            Ok(gl) => gl.id,
            Err(Error::NotFound { .. }) => {
                let request = CreateGlAccountCommand {
                    gl_code: Some(code.into()),
                    name: Some(format!("Benchmark {code}")),
                    account_type_id: Some(account_type),
                    currency_code: Some("NGN".into()),
                    branch_id: None,
                    description: Some("created by bank bench journal".into()),
                };
                bank.execute(actor, &origin, request).await?.id
            }
            Err(e) => return Err(e.into()),
        };
        ids.push(id);
    }
    Ok((ids[0], ids[1]))
}

fn request(debit: i64, credit: i64, entries: u32) -> PostJournalEntryCommand {
    // entries - 1 debits of 1.00 balanced by one credit.
    let debits = entries - 1;
    let mut lines: Vec<EntryRequest> = (0..debits)
        .map(|_| EntryRequest {
            gl_account_id: debit,
            amount: Amount(100),
            journal_entry_type: 1,
            branch_id: None,
            reference: None,
        })
        .collect();
    lines.push(EntryRequest {
        gl_account_id: credit,
        amount: Amount(100 * i64::from(debits)),
        journal_entry_type: 2,
        branch_id: None,
        reference: None,
    });
    PostJournalEntryCommand {
        transaction_reference: None,
        entries: lines,
        notes: Some("bench".into()),
        booking_date: Some(chrono::Utc::now().into()),
        currency_code: Some("NGN".into()),
    }
}

/// Posts `share` journals, `batch` per database transaction. A journal's
/// latency is its transaction's: it is durable only once that commits.
async fn post_share(
    bank: Bank,
    actor: Actor,
    accounts: (i64, i64),
    entries: u32,
    (share, batch): (u32, u32),
    progress: ProgressBar,
) -> Result<Vec<Duration>, CliError> {
    let origin = Origin::cli();
    let mut latencies = Vec::with_capacity(share as usize);
    let mut left = share;
    while left > 0 {
        let n = left.min(batch);
        let t = Instant::now();
        if batch == 1 {
            // One journal alone takes the path a single posting takes (no savepoint).
            bank.execute(&actor, &origin, request(accounts.0, accounts.1, entries)).await?;
        } else {
            let requests = (0..n).map(|_| request(accounts.0, accounts.1, entries)).collect();
            // A refused journal fails alone in a chunk; for the bench it is a failure all the same.
            for result in bank_core::ledger::post_journals(&bank, &actor, &origin, requests).await? {
                result?;
            }
        }
        let elapsed = t.elapsed();
        latencies.extend(std::iter::repeat_n(elapsed, n as usize));
        progress.inc(u64::from(n));
        left -= n;
    }
    Ok(latencies)
}

async fn measure(
    bank: &Bank,
    actor: &Actor,
    accounts: (i64, i64),
    entries: u32,
    args: &Args,
) -> Result<Figures, CliError> {
    let progress = ProgressBar::new(u64::from(args.journals)).with_message(format!("{entries}-entry journals"));
    let started = Instant::now();
    let mut tasks = tokio::task::JoinSet::new();
    for worker in 0..args.concurrency {
        let share = args.journals / args.concurrency + u32::from(worker < args.journals % args.concurrency);
        let (bank, actor, progress) = (bank.clone(), actor.clone(), progress.clone());
        tasks.spawn(post_share(bank, actor, accounts, entries, (share, args.batch), progress));
    }
    let mut latencies: Vec<Duration> = Vec::with_capacity(args.journals as usize);
    while let Some(joined) = tasks.join_next().await {
        let worker = joined.map_err(|e| CliError::Io(format!("a bench worker stopped: {e}")))?;
        latencies.extend(worker?);
    }
    let seconds = started.elapsed().as_secs_f64();
    progress.finish_and_clear();
    latencies.sort();
    let pick = |q: f64| {
        latencies
            .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    Ok(Figures {
        entries_per_journal: entries,
        journals: args.journals,
        concurrency: args.concurrency,
        batch: args.batch,
        seconds,
        journals_per_second: f64::from(args.journals) / seconds,
        p50_ms: pick(0.50),
        p99_ms: pick(0.99),
    })
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    let accounts = bench_accounts(&bank, &actor).await?;
    let small = measure(&bank, &actor, accounts, 2, &args).await?;
    let large = measure(&bank, &actor, accounts, args.large_entries, &args).await?;
    let ratio = small.journals_per_second / large.journals_per_second;
    match ctx.format {
        Format::Json => println!(
            "{}",
            output::json(
                &serde_json::json!({"dialect": format!("{:?}", bank.db().dialect()), "runs": [small, large], "smallToLargeThroughputRatio": ratio})
            )
        ),
        Format::Table | Format::Csv => {
            let mut t = output::table(&[
                "Entries",
                "Journals",
                "Concurrency",
                "Per transaction",
                "Seconds",
                "Journals/s",
                "p50 ms",
                "p99 ms",
            ]);
            for f in [&small, &large] {
                t.add_row(vec![
                    f.entries_per_journal.to_string(),
                    f.journals.to_string(),
                    f.concurrency.to_string(),
                    f.batch.to_string(),
                    format!("{:.2}", f.seconds),
                    format!("{:.0}", f.journals_per_second),
                    format!("{:.2}", f.p50_ms),
                    format!("{:.2}", f.p99_ms),
                ]);
            }
            crate::output::print(&t);
            println!(
                "{:?}: 2-entry journals post {ratio:.1}x as fast as {}-entry ones",
                bank.db().dialect(),
                args.large_entries
            );
        }
    }
    Ok(())
}
