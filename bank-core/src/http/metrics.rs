//! `GET /metrics` in Prometheus' text format. Counters and histograms are
//! recorded where things happen (requests here, transactions, job runs,
//! webhook calls, pushes and database waits in their areas, through the
//! `metrics` facade, which costs nothing while no recorder is installed);
//! what is a level rather than an event (the pool, the outbox backlog, the
//! hub's connections, statements sent) is read when the page is scraped.
//! The page holds counts and timings only: no customer data, no token.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::extract::{MatchedPath, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use super::AppState;

/// Upper bounds of the latency histograms, in seconds: 1 ms to 10 s.
const LATENCY_BUCKETS: &[f64] = &[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0];

/// The command a response answered (or `unknown`), for the request metrics.
#[derive(Clone, Copy, Debug)]
pub(super) struct CommandLabel(pub &'static str);

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// How often the recorder's histograms are folded into their buckets. The
/// recorder keeps every sample until then (a scrape does it too), so a server
/// nobody scrapes would otherwise hold one per request for ever.
const UPKEEP_EVERY: Duration = if cfg!(test) { Duration::from_millis(20) } else { Duration::from_secs(5) };

/// Upkeeps run since the process started (for the test that it runs unscraped).
static UPKEEPS: AtomicU64 = AtomicU64::new(0);

/// Installs the process's recorder on first use, with a thread that keeps it
/// (the exporter's `install` would spawn a task, but the router may be built
/// outside a runtime). `None` when another recorder was installed first (a
/// program embedding the router with its own).
pub(super) fn handle() -> Option<&'static PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), LATENCY_BUCKETS)
                .ok()?
                .build_recorder();
            let handle = recorder.handle();
            metrics::set_global_recorder(recorder).ok()?;
            let kept = handle.clone();
            let upkeep = move || loop {
                std::thread::sleep(UPKEEP_EVERY);
                kept.run_upkeep();
                UPKEEPS.fetch_add(1, Ordering::Relaxed);
            };
            if let Err(e) = std::thread::Builder::new().name("bank-metrics".into()).spawn(upkeep) {
                tracing::warn!(error = %e, "metrics: no thread to fold histograms; they are folded when scraped");
            }
            Some(handle)
        })
        .as_ref()
}

/// Counts every routed request by route, command and status, with its latency.
pub(super) async fn track(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let route = request.extensions().get::<MatchedPath>().map_or_else(String::new, |p| p.as_str().to_owned());
    let response = next.run(request).await;
    let command = response.extensions().get::<CommandLabel>().map_or("", |c| c.0);
    let status = response.status().as_str().to_owned();
    let seconds = started.elapsed().as_secs_f64();
    metrics::counter!("bank_http_requests_total", "route" => route.clone(), "command" => command, "status" => status)
        .increment(1);
    metrics::histogram!("bank_http_request_duration_seconds", "route" => route, "command" => command).record(seconds);
    response
}

/// `GET /metrics`: the levels read now, then every recorded series.
pub(super) async fn render(State(s): State<AppState>) -> Response {
    let Some(handle) = handle() else {
        return (StatusCode::NOT_FOUND, "metrics are recorded by the embedding program\n").into_response();
    };
    let pool = s.bank.db().pool_status();
    metrics::gauge!("bank_db_pool_connections", "state" => "open").set(pool.open);
    metrics::gauge!("bank_db_pool_connections", "state" => "idle").set(pool.idle);
    metrics::gauge!("bank_db_pool_connections", "state" => "max").set(pool.max);
    metrics::gauge!("bank_db_queued_writers").set(pool.queued_writers);
    metrics::counter!("bank_sql_statements_total", "work" => "commands").absolute(crate::store::statements_sent());
    metrics::counter!("bank_sql_statements_total", "work" => "background")
        .absolute(crate::store::background_statements_sent());
    metrics::gauge!("bank_hub_connections").set(super::hub::connections() as f64);
    // The backlog's reads count as background work, not as a command's statements.
    match crate::store::in_background(crate::notify::backlog::backlog(s.bank.db())).await {
        Ok(backlog) => {
            metrics::gauge!("bank_outbox_backlog").set(backlog.pending as f64);
            let age = backlog.oldest.map_or(0.0, |t| (crate::store::now() - t).num_milliseconds().max(0) as f64 / 1e3);
            metrics::gauge!("bank_outbox_oldest_age_seconds").set(age);
            metrics::gauge!("bank_up", "database" => "reachable").set(1.0);
        }
        Err(e) => {
            tracing::warn!(error = %e, "metrics: the outbox backlog could not be read");
            metrics::gauge!("bank_up", "database" => "reachable").set(0.0);
        }
    }
    match crate::store::in_background(crate::events::backlog(s.bank.db())).await {
        Ok((pending, oldest)) => {
            metrics::gauge!("bank_event_deliveries_pending").set(pending as f64);
            let age = oldest.map_or(0.0, |t| (crate::store::now() - t).num_milliseconds().max(0) as f64 / 1e3);
            metrics::gauge!("bank_event_oldest_pending_age_seconds").set(age);
        }
        Err(e) => tracing::warn!(error = %e, "metrics: the event backlog could not be read"),
    }
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], handle.render()).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn histograms_are_folded_without_a_scrape() {
        assert!(handle().is_some(), "no other recorder is installed in these tests");
        let before = UPKEEPS.load(Ordering::Relaxed);
        let deadline = Instant::now() + Duration::from_secs(10);
        while UPKEEPS.load(Ordering::Relaxed) < before + 2 {
            assert!(Instant::now() < deadline, "the recorder's upkeep did not run");
            std::thread::sleep(UPKEEP_EVERY);
        }
    }
}
