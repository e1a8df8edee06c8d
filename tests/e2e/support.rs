//! Test support: a fresh database per test on each backend, the real `bank`
//! binary, and a real `bank serve` on port 0.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;
use tempfile::TempDir;

/// Admin URL of the PostgreSQL server tests create databases on; unset, the
/// PostgreSQL half of each test reports itself skipped.
const POSTGRES_ENV: &str = "BANK_TEST_POSTGRES_URL";
/// Numbers the servers' log files within a test's folder.
static SERVERS: AtomicUsize = AtomicUsize::new(0);

#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Runs each named test once per backend: `mod name { sqlite, postgres }`.
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread")]
            async fn sqlite() {
                super::$name($crate::support::TestDb::new($crate::support::Backend::Sqlite).await).await
            }
            #[tokio::test(flavor = "multi_thread")]
            async fn postgres() {
                match $crate::support::TestDb::postgres_available() {
                    true => super::$name($crate::support::TestDb::new($crate::support::Backend::Postgres).await).await,
                    false => eprintln!("skipped: set BANK_TEST_POSTGRES_URL to run the PostgreSQL half"),
                }
            }
        }
    )*};
}

/// A database of its own for one test, removed afterwards.
pub struct TestDb {
    pub url: String,
    pub backend: Backend,
    /// Working folder of the `bank` processes (no stray bank.toml is read).
    pub dir: TempDir,
    /// Extra environment for every `bank` process (e.g. S3 settings).
    pub env: Vec<(String, String)>,
    postgres: Option<(String, String)>,
}

impl TestDb {
    pub fn postgres_available() -> bool {
        std::env::var(POSTGRES_ENV).is_ok_and(|v| !v.is_empty())
    }

    /// A PostgreSQL database of its own, for a race that only PostgreSQL
    /// can run (SQLite has one writer), when the tests have a server.
    pub async fn postgres_only() -> Option<TestDb> {
        if !TestDb::postgres_available() {
            eprintln!("skipped: set BANK_TEST_POSTGRES_URL to run the PostgreSQL half");
            return None;
        }
        Some(TestDb::new(Backend::Postgres).await)
    }

    pub async fn new(backend: Backend) -> TestDb {
        let dir = tempfile::tempdir().expect("temp dir");
        match backend {
            Backend::Sqlite => {
                let url = format!("sqlite://{}", dir.path().join("bank.db").display());
                TestDb { url, backend, dir, env: Vec::new(), postgres: None }
            }
            Backend::Postgres => {
                let admin = std::env::var(POSTGRES_ENV).expect("postgres url");
                let name = format!("bank_test_{}", uuid::Uuid::new_v4().simple());
                let pool = sqlx::PgPool::connect(&admin).await.expect("connect to PostgreSQL");
                sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
                    .execute(&pool)
                    .await
                    .expect("create db");
                pool.close().await;
                let base = admin.rsplit_once('/').map_or(admin.as_str(), |(base, _)| base).to_owned();
                let url = format!("{base}/{name}");
                TestDb { url, backend, dir, env: Vec::new(), postgres: Some((admin, name)) }
            }
        }
    }

    /// `bank init` and `bank demo`, returning the demo manifest.
    pub fn init_with_demo(&self) -> Value {
        self.bank(&["init"]).ok();
        self.demo()
    }

    /// `bank demo`, returning the manifest (PostgreSQL needs `--force`).
    pub fn demo(&self) -> Value {
        match self.backend {
            Backend::Sqlite => self.bank(&["demo", "-o", "json"]).ok_json(),
            Backend::Postgres => self.bank(&["demo", "--force", "-o", "json"]).ok_json(),
        }
    }

    /// Runs the real binary against this database, as the bootstrap admin.
    /// The approve flow's bench by two clients and one approver
    /// (`bench.approver.*`), `per_client` pairs each.
    pub fn bench_approvals(&self, per_client: u32) {
        let count = per_client.to_string();
        let bench = ["bench", "deposits", "--flow", "approve", "--clients", "2", "--approvers", "1", "--count"];
        let mut args = bench.to_vec();
        args.extend([count.as_str(), "-o", "json"]);
        self.bank(&args).ok();
    }

    pub fn bank(&self, args: &[&str]) -> Run {
        self.bank_with_stdin(args, "")
    }

    pub fn bank_with_stdin(&self, args: &[&str], stdin: &str) -> Run {
        let mut child = self
            .command(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn bank");
        {
            use std::io::Write;
            let mut input = child.stdin.take().expect("stdin");
            input.write_all(stdin.as_bytes()).expect("write stdin");
        }
        Run { args: args.join(" "), output: child.wait_with_output().expect("bank output") }
    }

    /// Starts the real binary without waiting for it (to kill it mid-run).
    pub fn spawn(&self, args: &[&str]) -> Child {
        self.command(args).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null()).spawn().expect("spawn bank")
    }

    /// Starts the real binary with its output captured (`wait_with_output`).
    pub fn spawn_piped(&self, args: &[&str]) -> Child {
        self.command(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn bank")
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new(env!("CARGO_BIN_EXE_bank"));
        c.args(args)
            .current_dir(self.dir.path())
            .env("BANK_DATABASE_URL", &self.url)
            .env("XDG_CONFIG_HOME", self.dir.path())
            .env("XDG_DATA_HOME", self.dir.path())
            .env_remove("BANK_USER")
            .env_remove("BANK_CONFIG")
            .env_remove("BANK_OUTPUT")
            .env_remove("BANK_DOCUMENTS_URL")
            .env_remove("TOKIO_WORKER_THREADS")
            .envs(self.env.iter().map(|(k, v)| (k, v)));
        c
    }

    /// Starts `bank serve` on a free port.
    pub fn serve(&self, extra: &[&str]) -> Server {
        self.serve_logging(extra, "warn")
    }

    /// Starts `bank serve` with the log filter `log` (`BANK_LOG`).
    pub fn serve_logging(&self, extra: &[&str], log_filter: &str) -> Server {
        let mut args = vec!["serve", "--listen", "127.0.0.1:0"];
        args.extend_from_slice(extra);
        // The server's log goes to a file, shown only when the test fails
        // (a child's stderr escapes the test harness's capture).
        let log = self.dir.path().join(format!("serve-{}.log", SERVERS.fetch_add(1, Ordering::Relaxed)));
        let mut child = self
            .command(&args)
            .env("BANK_LOG", log_filter)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log).expect("server log"))
            .spawn()
            .expect("spawn bank serve");
        let stdout = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).expect("read listen line");
        let base =
            line.trim().strip_prefix("listening on ").unwrap_or_else(|| panic!("unexpected first line: {line:?}"));
        Server { child, base: base.to_owned(), client: reqwest::Client::new(), log }
    }

    /// A direct connection, for assertions on what was stored. The SQL is the
    /// test's own (values it planted, never input).
    async fn scalar<T>(&self, sql: &str) -> T
    where
        T: Send + Unpin,
        T: for<'r> sqlx::Decode<'r, sqlx::Sqlite> + sqlx::Type<sqlx::Sqlite>,
        T: for<'r> sqlx::Decode<'r, sqlx::Postgres> + sqlx::Type<sqlx::Postgres>,
    {
        let query = || sqlx::AssertSqlSafe(sql.to_owned());
        match self.backend {
            Backend::Sqlite => {
                let pool = sqlx::SqlitePool::connect(&self.url).await.expect("sqlite");
                let v = sqlx::query_scalar(query()).fetch_one(&pool).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
                pool.close().await;
                v
            }
            Backend::Postgres => {
                let pool = sqlx::PgPool::connect(&self.url).await.expect("postgres");
                let v = sqlx::query_scalar(query()).fetch_one(&pool).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
                pool.close().await;
                v
            }
        }
    }

    pub async fn sql_scalar_i64(&self, sql: &str) -> i64 {
        self.scalar(sql).await
    }

    pub async fn sql_text(&self, sql: &str) -> String {
        self.scalar(sql).await
    }

    /// The token key file `bank init` wrote for this database (its default place).
    pub async fn key_file(&self) -> std::path::PathBuf {
        match self.backend {
            Backend::Sqlite => self.dir.path().join("bank.db.keys"),
            Backend::Postgres => {
                let tenant = self.sql_text("SELECT value FROM settings WHERE key = 'tenant_id'").await;
                self.dir.path().join("bank").join("keys").join(format!("{tenant}.keys"))
            }
        }
    }

    /// Moves a pending transaction's hold off its row into a hold row of its
    /// own, as rows written before migration 34 keep it (and a cheque's
    /// pending transaction still does); returns the hold's id.
    pub async fn keep_hold_apart(&self, transaction_id: &str) -> i64 {
        let plant = format!(
            "INSERT INTO account_holds (account_id, amount_minor, reason, state, created_at, kind, owner)
             SELECT account_id, amount_minor, 'pending ' || transaction_id, 'ACTIVE', created_at, hold_kind, 'TRANSACTION'
             FROM transactions WHERE transaction_id = '{transaction_id}' AND hold_kind IS NOT NULL"
        );
        self.sql_execute(&plant).await.expect("plant a hold row");
        let hold = self.sql_scalar_i64("SELECT MAX(id) FROM account_holds").await;
        let point = format!(
            "UPDATE transactions SET hold_kind = NULL, hold_id = {hold} WHERE transaction_id = '{transaction_id}'"
        );
        self.sql_execute(&point).await.expect("point the row at its hold");
        hold
    }

    /// Runs a statement directly; returns its error text, if any.
    pub async fn sql_execute(&self, sql: &str) -> Result<(), String> {
        let sql = || sqlx::AssertSqlSafe(sql.to_owned());
        let result = match self.backend {
            Backend::Sqlite => {
                let pool = sqlx::SqlitePool::connect(&self.url).await.expect("sqlite");
                let r = sqlx::query(sql()).execute(&pool).await.map(drop);
                pool.close().await;
                r
            }
            Backend::Postgres => {
                let pool = sqlx::PgPool::connect(&self.url).await.expect("postgres");
                let r = sqlx::query(sql()).execute(&pool).await.map(drop);
                pool.close().await;
                r
            }
        };
        result.map_err(|e| e.to_string())
    }
}

impl TestDb {
    /// A timestamp `hours` ago as this backend stores it, for planting ages.
    pub fn hours_ago(&self, hours: i64) -> String {
        let t = chrono::Utc::now() - chrono::Duration::hours(hours);
        match self.backend {
            Backend::Sqlite => t.to_rfc3339_opts(chrono::SecondsFormat::Micros, true),
            Backend::Postgres => t.to_rfc3339(),
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some((admin, name)) = self.postgres.take() else { return };
        // Drop runs outside any runtime we may block; use a thread of its own.
        let dropped = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
            rt.block_on(async {
                let pool = sqlx::PgPool::connect(&admin).await?;
                sqlx::query(sqlx::AssertSqlSafe(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")))
                    .execute(&pool)
                    .await?;
                pool.close().await;
                Ok::<_, sqlx::Error>(())
            })
        })
        .join();
        if !matches!(dropped, Ok(Ok(()))) {
            eprintln!("warning: could not drop a test database");
        }
    }
}

/// The outcome of one `bank` run.
pub struct Run {
    pub args: String,
    pub output: Output,
}

impl Run {
    pub fn code(&self) -> i32 {
        self.output.status.code().unwrap_or(-1)
    }

    pub fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.output.stdout).into_owned()
    }

    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.output.stderr).into_owned()
    }

    /// Asserts success; returns self for chaining.
    pub fn ok(self) -> Run {
        assert_eq!(self.code(), 0, "`bank {}` failed\nstdout: {}\nstderr: {}", self.args, self.stdout(), self.stderr());
        self
    }

    pub fn ok_json(self) -> Value {
        let run = self.ok();
        serde_json::from_str(&run.stdout())
            .unwrap_or_else(|e| panic!("`bank {}` printed no JSON ({e}): {}", run.args, run.stdout()))
    }

    /// Asserts the exit code; returns stdout parsed as JSON when it is JSON.
    pub fn fails_with(self, code: i32) -> Run {
        assert_eq!(self.code(), code, "`bank {}`\nstdout: {}\nstderr: {}", self.args, self.stdout(), self.stderr());
        self
    }

    pub fn json(&self) -> Value {
        serde_json::from_str(&self.stdout())
            .unwrap_or_else(|e| panic!("`bank {}` printed no JSON ({e}): {}", self.args, self.stdout()))
    }
}

/// A running `bank serve`, stopped when dropped.
pub struct Server {
    pub child: Child,
    pub base: String,
    pub client: reqwest::Client,
    log: PathBuf,
}

impl Server {
    /// What the server logged so far.
    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: &Value) -> (u16, Value) {
        self.post_raw(path, token, body.to_string()).await
    }

    pub async fn post_raw(&self, path: &str, token: Option<&str>, body: String) -> (u16, Value) {
        let mut request = self
            .client
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/json")
            .header("user-agent", "e2e-test/1.0")
            .body(body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        respond(request).await
    }

    /// A POST with one extra header (e.g. `Idempotency-Key`).
    pub async fn post_with_header(&self, path: &str, token: &str, header: (&str, &str), body: &Value) -> (u16, Value) {
        let request =
            self.client.post(format!("{}{path}", self.base)).bearer_auth(token).header(header.0, header.1).json(body);
        respond(request).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> (u16, Value) {
        let mut request = self.client.get(format!("{}{path}", self.base));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        respond(request).await
    }
}

async fn respond(request: reqwest::RequestBuilder) -> (u16, Value) {
    let response = request.send().await.expect("request");
    let status = response.status().as_u16();
    let text = response.text().await.expect("body");
    let body = serde_json::from_str(&text).unwrap_or_else(|_| panic!("status {status}: body is not JSON: {text:?}"));
    (status, body)
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            let tail: Vec<&str> = log.lines().rev().take(40).collect();
            eprintln!("--- the last lines of the bank serve log ---");
            tail.iter().rev().for_each(|line| eprintln!("{line}"));
        }
    }
}

/// The token of the demo user with `role`.
pub fn token_of<'m>(manifest: &'m Value, role: &str) -> &'m str {
    manifest["users"]
        .as_array()
        .and_then(|users| users.iter().find(|u| u["role"] == role))
        .and_then(|u| u["token"].as_str())
        .unwrap_or_else(|| panic!("no {role} in the manifest"))
}

/// Files of a folder, by name, with their contents.
pub fn read_dir(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .expect("read dir")
        .map(|e| e.expect("entry"))
        .filter(|e| e.path().is_file())
        .map(|e| (e.file_name().to_string_lossy().into_owned(), std::fs::read(e.path()).expect("read")))
        .collect()
}
