//! Sandboxed JavaScript (QuickJS through rquickjs) for webhook code, process
//! conditions and code steps, and code jobs.
//!
//! Each evaluation gets a fresh runtime on a blocking thread with a memory
//! limit, a stack limit and an interrupt handler that stops the script at a
//! wall-clock deadline. Only the language's own objects exist: no module
//! loader, no `std`/`os` modules, no timers, no network or file access. The
//! inputs are JSON values set as globals; the result is the value of the last
//! expression, returned as JSON.
//!
//! Webhook and job scripts also get `doCmd(name, params)` (the product's
//! form, `params` being `{Data: {...}}` or the data itself): it runs the
//! command synchronously through a [`CommandRunner`] (the plan's run-as user,
//! with exactly that user's permissions) and answers the command's own
//! envelope, or throws an `Error` carrying the refusal's `status` and `code`.
//! At most [`MAX_COMMANDS`] calls per evaluation, none after the deadline, and
//! the time they take counts against it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rquickjs::{Context, Ctx, Function, Runtime, Value};
use serde_json::Value as Json;
use tokio::sync::Semaphore;

use crate::error::{Error, RuleKind};

/// Runs one command for a script's `doCmd`, on the script's own (blocking)
/// thread: its answer in its envelope, or its error.
pub type CommandRunner = Arc<dyn Fn(&str, Json) -> Result<Json, Error> + Send + Sync>;

/// What `doCmd` needs: the runner, and the adapter's status of an error
/// (injected: an area names no transport).
#[derive(Clone)]
pub struct DoCmd {
    pub runner: CommandRunner,
    pub status_of: fn(&Error) -> u16,
}
/// The most `doCmd` calls one evaluation may make.
pub const MAX_COMMANDS: usize = 10;

tokio::task_local! {
    /// Set while a `doCmd` runs. A script that command runs in turn (a code
    /// job it executes, a process's expressions) uses its caller's slot and
    /// has no `doCmd`: nesting stays one deep and cannot wait on the slots it holds.
    pub static IN_DO_CMD: ();
}

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
    evaluate_with(code, globals, limits, None).await
}

/// As [`evaluate`], with `doCmd` when a runner is given.
pub async fn evaluate_with(
    code: &str,
    globals: Vec<(String, Json)>,
    limits: Limits,
    runner: Option<DoCmd>,
) -> Result<Json, Failure> {
    if code.chars().count() > MAX_CODE_CHARS {
        return Err(Failure::Threw(format!("the script is longer than {MAX_CODE_CHARS} characters")));
    }
    let nested = IN_DO_CMD.try_with(|_| ()).is_ok();
    let runner = if nested { None } else { runner };
    let _slot = match nested {
        true => None,
        false => Some(SLOTS.acquire().await.map_err(|_| Failure::Threw("the sandbox is shut down".into()))?),
    };
    let code = code.to_owned();
    match tokio::task::spawn_blocking(move || run_with(&code, &globals, limits, runner)).await {
        Ok(result) => result,
        Err(e) => {
            tracing::error!(error = %e, "a sandboxed script crashed its thread");
            Err(Failure::Threw("the script could not be run".into()))
        }
    }
}

/// Synchronous evaluation, for callers already on a blocking thread (and tests).
pub fn run(code: &str, globals: &[(String, Json)], limits: Limits) -> Result<Json, Failure> {
    run_with(code, globals, limits, None)
}

fn run_with(code: &str, globals: &[(String, Json)], limits: Limits, runner: Option<DoCmd>) -> Result<Json, Failure> {
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
        if let Some(runner) = runner {
            install_do_cmd(&ctx, runner, deadline).map_err(|e| Failure::Threw(format!("cannot set doCmd: {e}")))?;
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

/// Wraps the native call so that a refusal becomes a thrown `Error`.
const DO_CMD_JS: &str = r#"(() => {
  const native = globalThis.__bankDoCmd;
  delete globalThis.__bankDoCmd;
  globalThis.doCmd = function doCmd(cmd, params) {
    const r = JSON.parse(native(String(cmd), JSON.stringify(params === undefined ? {} : params)));
    if (r.ok) return r.answer;
    const e = new Error(r.message);
    e.name = 'CommandError';
    e.status = r.status;
    e.code = r.code;
    e.command = String(cmd);
    throw e;
  };
})();"#;

fn install_do_cmd(ctx: &Ctx<'_>, runner: DoCmd, deadline: Instant) -> rquickjs::Result<()> {
    let calls = AtomicUsize::new(0);
    let native = Function::new(ctx.clone(), move |name: String, params: String| -> String {
        let n = calls.fetch_add(1, Ordering::Relaxed);
        do_cmd(&runner, &name, &params, deadline, n).to_string()
    })?;
    ctx.globals().set("__bankDoCmd", native)?;
    ctx.eval::<(), _>(DO_CMD_JS)
}

/// One `doCmd`: `{ok, answer}` or `{ok: false, status, code, message}`.
fn do_cmd(runner: &DoCmd, name: &str, params: &str, deadline: Instant, earlier: usize) -> Json {
    let refused = |e: Error| {
        serde_json::json!({"ok": false, "status": (runner.status_of)(&e), "code": e.code(),
                           "message": format!("{name}: {}", e.public_message())})
    };
    if earlier >= MAX_COMMANDS {
        let e =
            Error::rule("SCRIPT_COMMAND_LIMIT", RuleKind::Unprocessable, format!("at most {MAX_COMMANDS} doCmd calls"));
        return refused(e);
    }
    if Instant::now() >= deadline {
        return refused(Error::rule("SCRIPT_TIMEOUT", RuleKind::Unprocessable, "the script's time is up"));
    }
    let params: Json = serde_json::from_str(params).unwrap_or(Json::Null);
    // The pages' form is {Data: {...}}; the data alone is taken too.
    let data = match params {
        Json::Object(mut m) if m.len() == 1 && (m.contains_key("Data") || m.contains_key("data")) => {
            m.remove("Data").or_else(|| m.remove("data")).unwrap_or(Json::Null)
        }
        Json::Null => Json::Object(serde_json::Map::new()),
        other => other,
    };
    match (runner.runner)(name, data) {
        Ok(answer) => serde_json::json!({"ok": true, "answer": answer}),
        Err(e) => refused(e),
    }
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
    fn do_cmd_runs_through_the_runner_and_throws_its_refusals() {
        let runner: CommandRunner = Arc::new(|name: &str, data: Json| match name {
            "Echo" => Ok(json!({"isSuccessful": true, "data": data})),
            _ => Err(Error::Forbidden("you may not run this")),
        });
        let runner = DoCmd { runner, status_of: |e| if e.kind() == RuleKind::Forbidden { 403 } else { 400 } };
        let limits = Limits { time: Duration::from_millis(500), memory_bytes: 8 * 1024 * 1024 };
        let run = |code: &str| run_with(code, &[], limits, Some(runner.clone()));
        assert_eq!(run("doCmd('Echo', {Data: {a: 1}}).data.a + doCmd('Echo', {b: 2}).data.b"), Ok(json!(3)));
        assert_eq!(
            run("try { doCmd('Secret', {Data: {}}) } catch (e) { [e.name, e.status, e.command] }"),
            Ok(json!(["CommandError", 403, "Secret"]))
        );
        assert!(matches!(run("doCmd('Secret')"), Err(Failure::Threw(m)) if m.contains("Secret")));
        let over = format!("for (let i = 0; i < {MAX_COMMANDS}; i++) doCmd('Echo', {{}}); doCmd('Echo', {{}})");
        assert!(matches!(run(&over), Err(Failure::Threw(m)) if m.contains("doCmd calls")));
        assert_eq!(eval("typeof doCmd"), Ok(json!("undefined")), "no runner, no doCmd");
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
