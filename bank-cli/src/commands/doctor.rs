//! `bank doctor`: checks a setup from the configuration to the clock and says
//! what to do about each problem; exits 1 when any check fails.

use std::path::PathBuf;
use std::time::Duration;

use bank_core::Bank;
use bank_core::auth::keyring;
use bank_core::document::store as documents;
use bank_core::notify::fcm::{FcmClient, FcmConfig};
use bank_core::store::{Db, SchemaStatus};
use serde::Serialize;

use super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Firebase service-account JSON to check (as `bank serve` takes it); unset: push is off
    #[arg(long, env = "BANK_FCM_SERVICE_ACCOUNT", value_name = "FILE")]
    pub fcm_service_account: Option<PathBuf>,
}

/// Database clocks further apart than this from ours skew expiries and schedules.
const CLOCK_TOLERANCE_MS: i64 = 2_000;
/// A document store that does not answer within this is reported, not waited for.
const STORE_TIMEOUT: Duration = Duration::from_secs(15);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "UPPERCASE")]
enum Status {
    Ok,
    Warn,
    Fail,
}

#[derive(Debug, Serialize)]
struct Check {
    check: &'static str,
    status: Status,
    detail: String,
}

#[derive(Debug, Default, Serialize)]
struct Report {
    healthy: bool,
    checks: Vec<Check>,
}

impl Report {
    fn add(&mut self, check: &'static str, status: Status, detail: impl Into<String>) {
        self.checks.push(Check { check, status, detail: detail.into() });
    }
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let mut report = Report::default();
    configuration(ctx, &mut report);
    let db = database(ctx, &mut report).await;
    let tenant = match &db {
        Some(db) => tenant_id(db).await,
        None => None,
    };
    key_file(ctx, tenant.as_deref(), &mut report);
    match &db {
        Some(db) => {
            document_store(db, &mut report).await;
            clock(db, &mut report).await;
            time_zone(db, &mut report).await;
        }
        None => {
            let skipped = "not checked: the database is not usable (see above)";
            report.add("documents", Status::Warn, skipped);
            report.add("clock", Status::Warn, skipped);
            report.add("time zone", Status::Warn, skipped);
        }
    }
    fcm(args.fcm_service_account.as_deref(), &mut report);
    if let Some(db) = db {
        db.close().await;
    }
    let failed = report.checks.iter().filter(|c| c.status == Status::Fail).count();
    report.healthy = failed == 0;
    print(ctx.format, &report);
    if failed == 0 { Ok(()) } else { Err(CliError::Failed(format!("{failed} check(s) failed"))) }
}

fn print(format: Format, report: &Report) {
    if format == Format::Json {
        println!("{}", output::json(report));
        return;
    }
    let mut t = output::table(&["Check", "Result", "Detail"]);
    for c in &report.checks {
        let status = match c.status {
            Status::Ok => "OK",
            Status::Warn => "WARN",
            Status::Fail => "FAIL",
        };
        t.add_row(vec![c.check.to_owned(), status.to_owned(), c.detail.clone()]);
    }
    crate::output::print(&t);
}

fn configuration(ctx: &Ctx, report: &mut Report) {
    let file = match &ctx.file.source {
        Some(path) => format!("read {}", path.display()),
        None => "no bank.toml found (--config, BANK_CONFIG, ./bank.toml, ~/.config/bank/bank.toml): \
                 flags, environment and defaults apply"
            .to_owned(),
    };
    report.add("configuration", Status::Ok, file);
    report.add("database url", Status::Ok, redact(&ctx.database_url));
    let workers = tokio::runtime::Handle::current().metrics().num_workers();
    let (cores, why) = (crate::config::cores(), crate::config::why_workers(&ctx.database_url));
    report.add("runtime", Status::Ok, format!("{workers} async worker(s) on {cores} core(s): {why}"));
}

/// The URL without its password, if it holds one.
fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_owned() };
    let Some((credentials, host)) = rest.rsplit_once('@') else { return url.to_owned() };
    match credentials.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_owned(),
    }
}

/// Connects and checks the schema; the pool is kept only when both pass.
async fn database(ctx: &Ctx, report: &mut Report) -> Option<Db> {
    let connected = match Db::connect(&ctx.db_options()).await {
        Ok(db) => db.ping().await.map(|()| db),
        Err(e) => Err(e),
    };
    let db = match connected {
        Ok(db) => db,
        Err(e) => {
            report.add("database", Status::Fail, e.to_string());
            return None;
        }
    };
    report.add("database", Status::Ok, "reachable");
    match db.schema_status().await {
        Ok(SchemaStatus::Current) => {
            report.add("schema", Status::Ok, format!("current (version {})", bank_core::store::LATEST_VERSION));
            Some(db)
        }
        Ok(status) => {
            let message = status.require_current().err().map(|e| e.to_string()).unwrap_or_default();
            report.add("schema", Status::Fail, message);
            db.close().await;
            None
        }
        Err(e) => {
            report.add("schema", Status::Fail, format!("{e}: run `bank init`"));
            db.close().await;
            None
        }
    }
}

async fn tenant_id(db: &Db) -> Option<String> {
    let mut tx = db.begin_read().await.ok()?;
    let tenant = tx.scalar_optional("SELECT value FROM settings WHERE key = 'tenant_id'", vec![]).await.ok()?;
    tx.rollback().await.ok()?;
    tenant
}

fn key_file(ctx: &Ctx, tenant: Option<&str>, report: &mut Report) {
    let options = ctx.db_options();
    let is_postgres = options.url.trim().starts_with("postgres");
    // PostgreSQL's default key file is named by the tenant, which only the database knows.
    let Some(tenant) = tenant.or((options.key_file.is_some() || !is_postgres).then_some("")) else {
        report.add("key file", Status::Warn, "not checked: the database did not name its tenant; pass --key-file");
        return;
    };
    let path = Bank::key_path(&options, tenant);
    match keyring::load(&path) {
        Ok(file) => report.add(
            "key file",
            Status::Ok,
            format!("{}: {} key(s), readable by its owner only", path.display(), file.keys.len()),
        ),
        Err(e) => report.add("key file", Status::Fail, e.to_string()),
    }
}

async fn document_store(db: &Db, report: &mut Report) {
    let url = async {
        let mut tx = db.begin_read().await?;
        let url: Option<String> = tx
            .scalar_optional(
                "SELECT value FROM settings WHERE key = $1",
                bank_core::args![documents::STORE_URL_SETTING],
            )
            .await?;
        tx.rollback().await?;
        Ok::<_, bank_core::error::Error>(url)
    };
    let url = match url.await {
        Ok(Some(url)) => url,
        Ok(None) => {
            report.add("documents", Status::Fail, "no document store is configured: run `bank init --documents URL`");
            return;
        }
        Err(e) => {
            report.add("documents", Status::Fail, e.to_string());
            return;
        }
    };
    let fix = "check the directory's owner and permissions, or the AWS_* environment for S3; \
               `bank init --documents URL` replaces the store";
    match tokio::time::timeout(STORE_TIMEOUT, documents::probe(&url)).await {
        Ok(Ok(provider)) => report.add("documents", Status::Ok, format!("{provider} store {url} takes writes")),
        Ok(Err(e)) => report.add("documents", Status::Fail, format!("{e}: {fix}")),
        Err(_) => report.add("documents", Status::Fail, format!("{url} did not answer in {STORE_TIMEOUT:?}: {fix}")),
    }
}

/// Compares the database's clock with ours, read halfway through the query.
async fn clock(db: &Db, report: &mut Report) {
    let before = chrono::Utc::now().timestamp_millis();
    let theirs = async {
        let mut tx = db.begin_read().await?;
        let sql = tx.pick(
            "SELECT CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)",
            "SELECT CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)",
        );
        let ms: i64 = tx.scalar(sql, vec![]).await?;
        tx.rollback().await?;
        Ok::<_, bank_core::error::Error>(ms)
    };
    let theirs = match theirs.await {
        Ok(ms) => ms,
        Err(e) => return report.add("clock", Status::Warn, format!("cannot read the database's clock: {e}")),
    };
    let ours = (before + chrono::Utc::now().timestamp_millis()) / 2;
    let skew = theirs - ours;
    if skew.abs() > CLOCK_TOLERANCE_MS {
        let way = if skew > 0 { "ahead of" } else { "behind" };
        let detail = format!(
            "the database's clock is {:.1} s {way} this machine's: synchronise both with NTP \
             (expiries, windows and job schedules compare them)",
            skew.abs() as f64 / 1000.0
        );
        report.add("clock", Status::Warn, detail);
    } else {
        report.add("clock", Status::Ok, format!("the database's clock is within {} ms of ours", skew.abs()));
    }
}

/// The bank's days follow the zone the settings name; one the build does not
/// know would silently fall back to UTC, so it fails here.
async fn time_zone(db: &Db, report: &mut Report) {
    let sql = "SELECT value FROM settings WHERE key = $1";
    let named = match db.read_optional::<(String,)>(sql, vec![bank_core::time::ZONE_SETTING.into()]).await {
        Ok(row) => row.map(|(zone,)| zone),
        Err(e) => return report.add("time zone", Status::Warn, format!("cannot read the setting: {e}")),
    };
    match named.as_deref().map(bank_core::time::parse_zone) {
        None => report.add(
            "time zone",
            Status::Ok,
            "UTC (not set): `bank config set time-zone ZONE` makes the bank's days follow its own zone",
        ),
        Some(Ok(zone)) => {
            let today = bank_core::time::business_date(chrono::Utc::now(), zone);
            report.add("time zone", Status::Ok, format!("the bank's days follow {zone}; today is {today} there"))
        }
        Some(Err(e)) => report.add(
            "time zone",
            Status::Fail,
            format!("{e}: the bank's days fall back to UTC; set one with `bank config set time-zone ZONE`"),
        ),
    }
}

fn fcm(path: Option<&std::path::Path>, report: &mut Report) {
    let Some(path) = path else {
        report.add("fcm", Status::Ok, "not configured: push is off (inbox and real time only)");
        return;
    };
    match FcmConfig::from_file(path).and_then(FcmClient::new) {
        Ok(_) => report.add("fcm", Status::Ok, format!("{} is a readable service-account key", path.display())),
        Err(e) => report.add(
            "fcm",
            Status::Fail,
            format!("{e}: download a new key (Firebase console, Service accounts) and pass --fcm-service-account"),
        ),
    }
}
