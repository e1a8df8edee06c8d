//! Read benchmarks over HTTP: the library's router served in this process on
//! 127.0.0.1:0 (as `bank serve` serves it), one keep-alive client, a token
//! the server has already seen. Times first pages, deep numbered pages and
//! cursor pages (p50/p99), and an export's throughput, time to first byte and
//! the process's peak memory while it streams.

use std::time::{Duration, Instant};

use bank_core::Bank;
use bank_core::auth::{Actor, Origin};
use bank_core::http::HttpOptions;
use serde::Serialize;
use serde_json::Value;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use crate::commands::serve::serve_http;
use crate::error::CliError;

/// The router served in this process on a free local port, until stopped.
pub(super) struct Local {
    /// `http://127.0.0.1:PORT`
    pub base: String,
    pub address: std::net::SocketAddr,
    shutdown: oneshot::Sender<()>,
    task: JoinHandle<Result<(), CliError>>,
}

impl Local {
    /// Serves without the scheduler or the notification dispatcher: their
    /// statements would be counted as the bench's.
    pub(super) async fn start(bank: &Bank) -> Result<Local, CliError> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .map_err(|e| CliError::Io(format!("cannot listen on 127.0.0.1:0 for the bench: {e}")))?;
        let address = listener.local_addr()?;
        let (shutdown, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(serve_http(bank.clone(), HttpOptions::default(), listener, async move {
            let _ = stopped.await;
        }));
        Ok(Local { base: format!("http://{address}"), address, shutdown, task })
    }

    /// Stops serving once in-flight requests are answered.
    pub(super) async fn stop(self) -> Result<(), CliError> {
        let _ = self.shutdown.send(());
        self.task.await.map_err(|e| CliError::Io(format!("the bench's HTTP server stopped: {e}")))?
    }
}

/// The in-process server and the caller's token.
pub(super) struct Reader {
    server: Local,
    token: String,
    http: reqwest::Client,
}

/// The latencies of one kind of request.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Timing {
    pub kind: String,
    pub requests: u32,
    pub p50_ms: f64,
    pub p99_ms: f64,
}

/// Where a timed page starts.
pub(super) enum At {
    First,
    Number(i64),
    After(String),
}

/// Rows per page of the HTTP figures, and the deepest page they read.
pub(super) const PAGE: i64 = 50;
const DEEP_PAGE: i64 = 10_000;

/// One export, streamed end to end.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ExportFigures {
    pub rows: u64,
    pub seconds: f64,
    pub rows_per_second: f64,
    pub first_byte_ms: f64,
    /// The process's peak resident memory while the export ran (server and
    /// client both live here); Linux only.
    pub peak_rss_mb: Option<f64>,
}

impl Reader {
    pub(super) async fn start(bank: &Bank, actor: &Actor) -> Result<Reader, CliError> {
        let token = bank.issue_token(actor, &Origin::cli(), &actor.username, Duration::from_secs(3600)).await?;
        bank.authenticate_cached(&token).await?;
        let server = Local::start(bank).await?;
        let http = reqwest::Client::builder()
            .no_proxy()
            .build()
            .map_err(|e| CliError::Io(format!("cannot build the read bench's client: {e}")))?;
        Ok(Reader { server, token, http })
    }

    /// GETs `path` (a REST list) or POSTs `body` to `/api/core/cmd`; the answer's JSON.
    pub(super) async fn call(&self, path: &str, body: Option<&Value>) -> Result<Value, CliError> {
        let url = format!("{}{path}", self.server.base);
        let request = match body {
            Some(body) => self.http.post(url).json(body),
            None => self.http.get(url),
        };
        let response = request.bearer_auth(&self.token).send().await.map_err(|e| CliError::Io(e.to_string()))?;
        let status = response.status();
        let value: Value = response.json().await.map_err(|e| CliError::Io(format!("{path}: {e}")))?;
        if !status.is_success() {
            return Err(CliError::Failed(format!("{path} answered {status}: {value}")));
        }
        Ok(value)
    }

    /// Times `requests` calls of `ask` (path and body).
    pub(super) async fn time(
        &self,
        kind: impl Into<String>,
        requests: u32,
        ask: impl Fn() -> (String, Option<Value>),
    ) -> Result<Timing, CliError> {
        let mut latencies = Vec::with_capacity(requests as usize);
        for _ in 0..requests {
            let (path, body) = ask();
            let t = Instant::now();
            self.call(&path, body.as_ref()).await?;
            latencies.push(t.elapsed());
        }
        latencies.sort();
        let pick = |q: f64| {
            latencies
                .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
                .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
        };
        Ok(Timing { kind: kind.into(), requests, p50_ms: pick(0.50), p99_ms: pick(0.99) })
    }

    /// Times page 1, the deepest page up to 10,000 of a list of `rows`, and a
    /// cursor page at that depth; `ask` gives the request (path and body) for a page.
    pub(super) async fn depths(
        &self,
        label: &str,
        rows: i64,
        queries: u32,
        ask: impl Fn(&At) -> (String, Option<Value>),
    ) -> Result<Vec<Timing>, CliError> {
        let deep = (rows / PAGE).clamp(1, DEEP_PAGE);
        let mut timings = vec![
            self.time(format!("{label}: page 1"), queries, || ask(&At::First)).await?,
            self.time(format!("{label}: page {deep}"), queries, || ask(&At::Number(deep))).await?,
        ];
        let (path, body) = ask(&At::Number((deep - 1).max(1)));
        if let Some(cursor) = next_cursor(&self.call(&path, body.as_ref()).await?) {
            let after = At::After(cursor);
            timings.push(self.time(format!("{label}: cursor page at {deep}"), queries, || ask(&after)).await?);
        }
        Ok(timings)
    }

    /// Streams the export `body` asks for, counting its rows (`"Id":` keys) as
    /// chunks arrive, never holding the whole answer.
    pub(super) async fn export(&self, body: &Value) -> Result<ExportFigures, CliError> {
        reset_peak_rss();
        let started = Instant::now();
        let url = format!("{}/api/core/cmd", self.server.base);
        let sent = self.http.post(url).bearer_auth(&self.token).json(body).send().await;
        let mut response = sent.map_err(|e| CliError::Io(format!("export: {e}")))?;
        let mut first_byte = None;
        let (mut rows, mut carry) = (0u64, Vec::new());
        while let Some(chunk) = response.chunk().await.map_err(|e| CliError::Io(format!("export cut short: {e}")))? {
            first_byte.get_or_insert_with(|| started.elapsed());
            carry.extend_from_slice(&chunk);
            rows += carry.windows(5).filter(|w| w == b"\"Id\":").count() as u64;
            // Keep a tail that may hold the start of a key split across chunks.
            let keep = carry.len().min(4);
            carry.drain(..carry.len() - keep);
        }
        let seconds = started.elapsed().as_secs_f64();
        Ok(ExportFigures {
            rows,
            seconds,
            rows_per_second: rows as f64 / seconds,
            first_byte_ms: first_byte.unwrap_or_default().as_secs_f64() * 1000.0,
            peak_rss_mb: peak_rss_mb(),
        })
    }

    pub(super) async fn stop(self) -> Result<(), CliError> {
        self.server.stop().await
    }
}

/// The timings as a table for people.
pub(super) fn print_timings(timings: &[Timing]) {
    let mut t = crate::output::table(&["Over HTTP (50 a page)", "Requests", "p50 ms", "p99 ms"]);
    for f in timings {
        t.add_row(vec![f.kind.clone(), f.requests.to_string(), format!("{:.2}", f.p50_ms), format!("{:.2}", f.p99_ms)]);
    }
    crate::output::print(&t);
}

/// Restarts the kernel's peak-RSS count for this process (Linux; elsewhere a no-op).
fn reset_peak_rss() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn peak_rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// The cursor a list answer gives for the page after it.
fn next_cursor(answer: &Value) -> Option<String> {
    match answer {
        Value::Object(m) => {
            m.get("nextCursor").and_then(Value::as_str).map(str::to_owned).or_else(|| m.values().find_map(next_cursor))
        }
        _ => None,
    }
}
