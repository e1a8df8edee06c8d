//! `bank bench activities --rows N`: bulk-inserts N synthetic activity rows
//! (multi-row INSERTs in batches) and seals them, which counts them into the
//! page marks, then times 50 filtered page queries of each
//! kind through the full query path (by user and date range; by entity) and
//! reports p50/p99. Run it on a scratch database: the rows are append-only.

use std::time::{Duration, Instant};

use bank_core::Bank;
use bank_core::activity::ListActivitiesRestQuery;
use bank_core::auth::{Actor, Origin};
use bank_core::store::{Arg, Sql};
use chrono::{DateTime, Utc};
use indicatif::ProgressBar;
use serde::Serialize;

use super::super::Ctx;
use super::reads::{At, PAGE, Reader, Timing};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Synthetic activity rows to insert before measuring (0: measure what is there)
    #[arg(long, default_value_t = 1_000_000, value_parser = clap::value_parser!(u64).range(0..=100_000_000))]
    pub rows: u64,
    /// Rows per multi-row INSERT
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=4000))]
    pub batch: u64,
    /// Synthetic users the rows spread over (fewer: more pages per user)
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(i64).range(1..=100_000))]
    pub users: i64,
    /// Page queries to time per kind
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub queries: u32,
}

/// The first synthetic user (ids far above real ones), and the entities the rows spread over.
const FIRST_USER_ID: i64 = 9_000_000;
const ENTITIES: i64 = 20_000;
const ENTITY_TYPES: &[&str] = &["Client", "Loan", "Deposit", "User"];
const ACTIVITY_TYPES: &[&str] = &["Create", "Update", "Transaction", "Approval", "Login"];
/// The rows spread over this many days before now.
const SPAN_DAYS: i64 = 365;
/// Bound values per row of the INSERT below.
const PARAMS_PER_ROW: usize = 7;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Figures {
    kind: &'static str,
    queries: u32,
    p50_ms: f64,
    p99_ms: f64,
    mean_rows_matched: f64,
}

/// A small deterministic generator, so runs are comparable.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, bound: i64) -> i64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % bound.max(1) as u64) as i64
    }
}

async fn insert_rows(bank: &Bank, args: &Args) -> Result<(), CliError> {
    let progress = ProgressBar::new(args.rows).with_message("activity rows");
    let now = Utc::now();
    let mut rng = Lcg(0x5eed);
    let mut left = args.rows;
    while left > 0 {
        let n = left.min(args.batch) as usize;
        let mut sql = String::from(
            "INSERT INTO activities (user_id, user_name, activity_type, occurred_at, entity_type, entity_id, success,
             command, description, ip_address, user_agent) VALUES ",
        );
        let mut values: Vec<Arg> = Vec::with_capacity(n * PARAMS_PER_ROW);
        for row in 0..n {
            let base = row * PARAMS_PER_ROW;
            if row > 0 {
                sql.push(',');
            }
            sql.push_str(&format!(
                "(${}, ${}, ${}, ${}, ${}, ${}, ${}, 'BenchActivities', 'synthetic activity', '10.0.0.1', 'bank-bench')",
                base + 1,
                base + 2,
                base + 3,
                base + 4,
                base + 5,
                base + 6,
                base + 7
            ));
            let user = FIRST_USER_ID + rng.next(args.users);
            let at: DateTime<Utc> = now - chrono::Duration::seconds(rng.next(SPAN_DAYS * 86_400));
            let at = DateTime::from_timestamp_micros(at.timestamp_micros()).unwrap_or(at);
            values.push(Arg::from(user));
            values.push(Arg::from(format!("bench.user{}", user - FIRST_USER_ID)));
            values.push(Arg::from(ACTIVITY_TYPES[rng.next(ACTIVITY_TYPES.len() as i64) as usize]));
            values.push(Arg::from(at));
            values.push(Arg::from(ENTITY_TYPES[rng.next(ENTITY_TYPES.len() as i64) as usize]));
            values.push(Arg::from(1 + rng.next(ENTITIES)));
            values.push(Arg::from(rng.next(20) != 0));
        }
        let mut tx = bank.db().begin_write().await?;
        tx.execute(Sql::assembled(sql), values).await?;
        tx.commit().await?;
        left -= n as u64;
        progress.inc(n as u64);
    }
    progress.finish_and_clear();
    Ok(())
}

async fn measure(
    bank: &Bank,
    actor: &Actor,
    kind: &'static str,
    queries: u32,
    request: impl Fn(&mut Lcg) -> ListActivitiesRestQuery,
) -> Result<Figures, CliError> {
    let origin = Origin::cli();
    let mut rng = Lcg(0xbe7c4);
    let mut latencies: Vec<Duration> = Vec::with_capacity(queries as usize);
    let mut matched = 0i64;
    for _ in 0..queries {
        let q = request(&mut rng);
        let t = Instant::now();
        let page = bank.execute(actor, &origin, q).await?;
        latencies.push(t.elapsed());
        matched += page.total_rows;
    }
    latencies.sort();
    let pick = |q: f64| {
        latencies
            .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    Ok(Figures {
        kind,
        queries,
        p50_ms: pick(0.50),
        p99_ms: pick(0.99),
        mean_rows_matched: matched as f64 / f64::from(queries),
    })
}

/// Page 1, the deepest page up to 10,000 and a cursor page there, of 50 rows,
/// over HTTP: unfiltered and for synthetic user 7 (counted modulo `--users`).
async fn http_pages(bank: &Bank, actor: &Actor, total: i64, args: &Args) -> Result<Vec<Timing>, CliError> {
    let reader = Reader::start(bank, actor).await?;
    let mut timings = Vec::new();
    let user = FIRST_USER_ID + 7 % args.users;
    let mut tx = bank.db().begin_read().await?;
    let of_user: i64 = tx.scalar("SELECT COUNT(*) FROM activities WHERE user_id = $1", bank_core::args![user]).await?;
    tx.rollback().await?;
    for (label, filter, rows) in [("all", String::new(), total), ("one user", format!("&userId={user}"), of_user)] {
        let ask = |at: &At| {
            let at = match at {
                At::First => String::new(),
                At::Number(n) => format!("&pageNumber={n}"),
                At::After(cursor) => format!("&after={cursor}"),
            };
            (format!("/api/Activities?pageSize={PAGE}{filter}{at}"), None)
        };
        timings.extend(reader.depths(label, rows, args.queries, ask).await?);
    }
    reader.stop().await?;
    Ok(timings)
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    let started = Instant::now();
    insert_rows(&bank, &args).await?;
    let insert_seconds = started.elapsed().as_secs_f64();
    // Sealed (and so counted into the page marks) as `bank serve` would within seconds.
    let started = Instant::now();
    let spinner = ProgressBar::new_spinner().with_message("sealing the audit trail");
    spinner.enable_steady_tick(Duration::from_millis(200));
    bank_core::chain::seal(bank.db(), usize::MAX).await?;
    spinner.finish_and_clear();
    let seal_seconds = started.elapsed().as_secs_f64();
    let today = Utc::now().date_naive();
    let by_user = measure(&bank, &actor, "user + 30-day range", args.queries, |rng| {
        let end = today - chrono::Duration::days(rng.next(SPAN_DAYS - 30));
        ListActivitiesRestQuery {
            user_id: Some((FIRST_USER_ID + rng.next(args.users)).to_string()),
            start_date: Some((end - chrono::Duration::days(30)).format("%Y-%m-%d").to_string()),
            end_date: Some(end.format("%Y-%m-%d").to_string()),
            ..ListActivitiesRestQuery::default()
        }
    })
    .await?;
    let by_entity = measure(&bank, &actor, "entity type + id", args.queries, |rng| ListActivitiesRestQuery {
        entity_type: Some(ENTITY_TYPES[rng.next(ENTITY_TYPES.len() as i64) as usize].to_owned()),
        entity_id: Some((1 + rng.next(ENTITIES)).to_string()),
        ..ListActivitiesRestQuery::default()
    })
    .await?;
    let mut tx = bank.db().begin_read().await?;
    let total: i64 = tx.scalar("SELECT COUNT(*) FROM activities", vec![]).await?;
    tx.rollback().await?;
    let dialect = format!("{:?}", bank.db().dialect());
    let http = http_pages(&bank, &actor, total, &args).await?;
    match ctx.format {
        Format::Json => println!(
            "{}",
            output::json(&serde_json::json!({
                "dialect": dialect, "rowsInserted": args.rows, "insertSeconds": insert_seconds, "sealSeconds": seal_seconds,
                "totalActivities": total, "runs": [by_user, by_entity], "http": http
            }))
        ),
        Format::Table | Format::Csv => {
            println!(
                "{dialect}: inserted {} rows in {insert_seconds:.1} s, sealed in {seal_seconds:.1} s; {total} activities in all",
                args.rows
            );
            let mut t = output::table(&["Filter", "Queries", "p50 ms", "p99 ms", "Mean rows matched"]);
            for f in [&by_user, &by_entity] {
                t.add_row(vec![
                    f.kind.to_owned(),
                    f.queries.to_string(),
                    format!("{:.2}", f.p50_ms),
                    format!("{:.2}", f.p99_ms),
                    format!("{:.1}", f.mean_rows_matched),
                ]);
            }
            crate::output::print(&t);
            super::reads::print_timings(&http);
        }
    }
    Ok(())
}
