//! Sandboxed JavaScript (QuickJS through rquickjs) for webhook code, process
//! conditions and code steps, and code jobs.
//!
//! Each evaluation gets a fresh runtime on a blocking thread with a memory
//! limit, a stack limit and an interrupt handler that stops the script at a
//! wall-clock deadline. Only the language's own objects exist: no module
//! loader, no `std`/`os` modules, no timers, no network or file access. The
//! inputs are JSON values set as globals; the result is the value of the last
//! expression, returned as JSON.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rquickjs::{Context, Runtime, Value};
use serde_json::Value as Json;
use tokio::sync::Semaphore;

use crate::error::{Error, RuleKind};

/// Limits of one evaluation.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub time: Duration,
    pub memory_bytes: usize,
}

/// One second and 32 MiB: far above what a payload mapping or a condition needs.
pub const DEFAULT_LIMITS: Limits = Limits { time: Duration::from_millis(1000), memory_bytes: 32 * 1024 * 1024 };
/// The longest script accepted (64 KiB).
pub const MAX_CODE_CHARS: usize = 64 * 1024;
/// The largest JSON result kept (1 MiB).
pub const MAX_RESULT_BYTES: usize = 1024 * 1024;
const STACK_BYTES: usize = 512 * 1024;
/// At most this many scripts run at once, so scripts cannot take every blocking thread.
static SLOTS: Semaphore = Semaphore::const_new(4);

/// Why a script did not produce a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// It ran past the time limit (an endless loop, say).
    TimedOut(Duration),
    /// It allocated past the memory limit, or recursed past the stack limit.
    OutOfMemory(String),
    /// It threw, or did not compile.
    Threw(String),
    /// Its result cannot be expressed as JSON within the size limit.
    BadResult(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::TimedOut(t) => write!(f, "the script ran longer than its limit of {} ms", t.as_millis()),
            Failure::OutOfMemory(m) => write!(f, "the script exceeded its memory limit ({m})"),
            Failure::Threw(m) => write!(f, "the script failed: {m}"),
            Failure::BadResult(m) => write!(f, "the script's result cannot be returned: {m}"),
        }
    }
}

impl From<Failure> for Error {
    fn from(f: Failure) -> Self {
        let code = match f {
            Failure::TimedOut(_) => "SCRIPT_TIMEOUT",
            Failure::OutOfMemory(_) => "SCRIPT_MEMORY_LIMIT",
            Failure::Threw(_) => "SCRIPT_ERROR",
            Failure::BadResult(_) => "SCRIPT_RESULT",
        };
        Error::rule(code, RuleKind::Unprocessable, f.to_string())
    }
}

/// Evaluates `code` with `globals` set, returning the value of its last expression.
pub async fn evaluate(code: &str, globals: Vec<(String, Json)>, limits: Limits) -> Result<Json, Failure> {
    if code.chars().count() > MAX_CODE_CHARS {
        return Err(Failure::Threw(format!("the script is longer than {MAX_CODE_CHARS} characters")));
    }
    let _slot = SLOTS.acquire().await.map_err(|_| Failure::Threw("the sandbox is shut down".into()))?;
    let code = code.to_owned();
    match tokio::task::spawn_blocking(move || run(&code, &globals, limits)).await {
        Ok(result) => result,
        Err(e) => {
            tracing::error!(error = %e, "a sandboxed script crashed its thread");
            Err(Failure::Threw("the script could not be run".into()))
        }
    }
}

/// Synchronous evaluation, for callers already on a blocking thread (and tests).
pub fn run(code: &str, globals: &[(String, Json)], limits: Limits) -> Result<Json, Failure> {
    let runtime = Runtime::new().map_err(|e| Failure::OutOfMemory(e.to_string()))?;
    runtime.set_memory_limit(limits.memory_bytes);
    runtime.set_max_stack_size(STACK_BYTES);
    let deadline = Instant::now() + limits.time;
    let interrupted = Arc::new(AtomicBool::new(false));
    let flag = interrupted.clone();
    runtime.set_interrupt_handler(Some(Box::new(move || {
        let stop = Instant::now() >= deadline;
        if stop {
            flag.store(true, Ordering::Relaxed);
        }
        stop
    })));
    let context = Context::full(&runtime).map_err(|e| Failure::OutOfMemory(e.to_string()))?;
    let result = context.with(|ctx| {
        let global = ctx.globals();
        for (name, value) in globals {
            let parsed = ctx
                .json_parse(value.to_string())
                .and_then(|v| global.set(name.as_str(), v))
                .map_err(|e| Failure::OutOfMemory(format!("cannot set {name}: {e}")));
            parsed?;
        }
        match ctx.eval::<Value, _>(code) {
            Ok(value) => {
                if value.is_undefined() || value.is_function() || value.is_symbol() {
                    return Ok(Json::Null);
                }
                let text = ctx
                    .json_stringify(value)
                    .map_err(|_| Failure::BadResult(exception_text(&ctx.catch())))?
                    .map(|s| s.to_string())
                    .transpose()
                    .map_err(|e| Failure::BadResult(e.to_string()))?;
                let Some(text) = text else { return Ok(Json::Null) };
                if text.len() > MAX_RESULT_BYTES {
                    return Err(Failure::BadResult(format!("it is larger than {MAX_RESULT_BYTES} bytes")));
                }
                serde_json::from_str(&text).map_err(|e| Failure::BadResult(e.to_string()))
            }
            Err(rquickjs::Error::Exception) => Err(classify(exception_text(&ctx.catch()))),
            Err(other) => Err(classify(other.to_string())),
        }
    });
    if interrupted.load(Ordering::Relaxed) {
        return Err(Failure::TimedOut(limits.time));
    }
    result
}

fn classify(message: String) -> Failure {
    let lower = message.to_ascii_lowercase();
    if lower.contains("out of memory") || lower.contains("stack overflow") || lower.contains("allocation") {
        Failure::OutOfMemory(message)
    } else {
        Failure::Threw(message)
    }
}

/// A readable text for a thrown value: `Name: message` for errors, the value otherwise.
fn exception_text(value: &Value<'_>) -> String {
    if let Some(exception) = value.as_exception() {
        let message = exception.message().unwrap_or_default();
        let name: Option<String> = exception.get("name").ok();
        return match name {
            Some(n) if !n.is_empty() => format!("{n}: {message}"),
            _ => message,
        };
    }
    if let Some(s) = value.as_string().and_then(|s| s.to_string().ok()) {
        return s;
    }
    match value.ctx().json_stringify(value.clone()) {
        Ok(Some(s)) => s.to_string().unwrap_or_else(|_| "a value was thrown".into()),
        _ => "a value was thrown".into(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn eval(code: &str) -> Result<Json, Failure> {
        let limits = Limits { time: Duration::from_millis(300), memory_bytes: 8 * 1024 * 1024 };
        run(code, &[("webhookData".into(), json!({"amount": 1500, "ref": "R-1"}))], limits)
    }

    #[test]
    fn returns_the_last_value_as_json() {
        assert_eq!(
            eval("({ok: webhookData.amount > 1000, ref: webhookData.ref})"),
            Ok(json!({"ok": true, "ref": "R-1"}))
        );
        assert_eq!(eval("let x = 2; x * 21"), Ok(json!(42)));
        assert_eq!(eval("undefined"), Ok(Json::Null));
    }

    #[test]
    fn endless_loops_stop_at_the_deadline() {
        let started = Instant::now();
        assert!(matches!(eval("while (true) {}"), Err(Failure::TimedOut(_))));
        assert!(started.elapsed() < Duration::from_secs(3));
        // A loop that catches everything is still stopped: the interrupt is uncatchable.
        assert!(matches!(eval("for (;;) { try { while (true) {} } catch (e) {} }"), Err(Failure::TimedOut(_))));
    }

    #[test]
    fn allocation_bombs_hit_the_memory_limit() {
        let r = eval("let a = []; while (true) { a.push(new Array(100000).fill(1)); }");
        assert!(matches!(r, Err(Failure::OutOfMemory(_))), "{r:?}");
        let r = eval("function f() { return f() + 1; } f()");
        assert!(matches!(r, Err(Failure::OutOfMemory(_) | Failure::Threw(_))), "{r:?}");
    }

    #[test]
    fn thrown_errors_are_reported() {
        assert_eq!(eval("throw new TypeError('no amount')"), Err(Failure::Threw("TypeError: no amount".into())));
        assert!(matches!(eval("this is not javascript"), Err(Failure::Threw(_))));
        assert_eq!(eval("throw 'plain'"), Err(Failure::Threw("plain".into())));
    }

    #[test]
    fn no_io_is_reachable() {
        for probe in
            ["typeof require", "typeof fetch", "typeof std", "typeof os", "typeof setTimeout", "typeof XMLHttpRequest"]
        {
            assert_eq!(eval(probe), Ok(json!("undefined")), "{probe}");
        }
    }
}
