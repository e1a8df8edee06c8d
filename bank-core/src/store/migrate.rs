//! Schema migrations, one folder per dialect under `migrations/`, embedded in the
//! binary. `bank init` applies them; every other entry point checks the version
//! and refuses a database that is uninitialised, older or newer than this build.

use super::{Db, Dialect, Tx};
use crate::error::{Error, Result};

struct Migration {
    version: i64,
    name: &'static str,
    sqlite: &'static str,
    postgres: &'static str,
}

macro_rules! migration {
    ($version:literal, $name:literal) => {
        Migration {
            version: $version,
            name: $name,
            sqlite: include_str!(concat!("../../../migrations/sqlite/", $name, ".sql")),
            postgres: include_str!(concat!("../../../migrations/postgres/", $name, ".sql")),
        }
    };
}

const MIGRATIONS: &[Migration] = &[
    migration!(1, "0001_foundation"),
    migration!(2, "0002_ledger"),
    migration!(3, "0003_transactions"),
    migration!(4, "0004_vaults"),
    migration!(5, "0005_comments_referrals"),
    migration!(6, "0006_terminals"),
    migration!(7, "0007_documents"),
    migration!(8, "0008_notifications"),
    migration!(9, "0009_cheques"),
    migration!(10, "0010_webhooks"),
    migration!(11, "0011_integrity"),
    migration!(12, "0012_idempotency"),
    migration!(13, "0013_trust"),
    migration!(14, "0014_lean_indexes"),
    migration!(15, "0015_list_order_indexes"),
    migration!(16, "0016_policy_comments_referral_clients"),
    migration!(17, "0017_process_context"),
    migration!(18, "0018_cheque_references"),
    migration!(19, "0019_till_history"),
    migration!(20, "0020_messages"),
    migration!(21, "0021_job_category_loader"),
    migration!(22, "0022_activity_request_id"),
    migration!(23, "0023_chains"),
    migration!(24, "0024_close_of_business"),
    migration!(25, "0025_events"),
    migration!(26, "0026_cancel_count"),
    migration!(27, "0027_awaits_customer"),
    migration!(28, "0028_page_marks"),
    migration!(29, "0029_page_marks_by_user"),
    migration!(30, "0030_holder_profiles"),
    migration!(31, "0031_approval_ordinals"),
    migration!(32, "0032_optimistic_writes"),
    migration!(33, "0033_optimistic_writes_embedded"),
    migration!(34, "0034_holds_on_rows"),
    migration!(35, "0035_config_version"),
    migration!(36, "0036_kept_parents"),
];

/// The schema version this build writes and expects: its last migration's.
pub const LATEST_VERSION: i64 = MIGRATIONS[MIGRATIONS.len() - 1].version;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SchemaStatus {
    Uninitialised,
    Current,
    Older(i64),
    Newer(i64),
}

impl SchemaStatus {
    /// Turns anything but `Current` into the error every command shows.
    pub fn require_current(self) -> Result<()> {
        let message = match self {
            SchemaStatus::Current => return Ok(()),
            SchemaStatus::Uninitialised => "the database is not initialised: run `bank init` first".to_owned(),
            SchemaStatus::Older(v) => format!(
                "the database schema is at version {v}, older than this build's {LATEST_VERSION}: run `bank init` to migrate"
            ),
            SchemaStatus::Newer(v) => newer_message(v),
        };
        Err(Error::Schema(message))
    }
}

fn newer_message(version: i64) -> String {
    format!(
        "the database schema is at version {version}, newer than this build's {LATEST_VERSION}: upgrade `bank` before using it"
    )
}

const SCHEMA_TABLE_EXISTS_SQLITE: &str =
    "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'bank_schema'";
const SCHEMA_TABLE_EXISTS_POSTGRES: &str = "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'bank_schema'";

async fn current_version(tx: &mut Tx) -> Result<Option<i64>> {
    let exists: i64 = tx.scalar(tx.pick(SCHEMA_TABLE_EXISTS_SQLITE, SCHEMA_TABLE_EXISTS_POSTGRES), vec![]).await?;
    if exists == 0 {
        return Ok(None);
    }
    tx.scalar("SELECT MAX(version) FROM bank_schema", vec![]).await
}

pub(super) async fn status(db: &Db) -> Result<SchemaStatus> {
    let mut tx = db.begin_read().await?;
    let version = current_version(&mut tx).await?;
    tx.rollback().await?;
    Ok(match version {
        None => SchemaStatus::Uninitialised,
        Some(v) if v == LATEST_VERSION => SchemaStatus::Current,
        Some(v) if v < LATEST_VERSION => SchemaStatus::Older(v),
        Some(v) => SchemaStatus::Newer(v),
    })
}

const CREATE_SCHEMA_TABLE_SQLITE: &str = "CREATE TABLE IF NOT EXISTS bank_schema (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)";
const CREATE_SCHEMA_TABLE_POSTGRES: &str = "CREATE TABLE IF NOT EXISTS bank_schema (
    version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)";

/// Applies every pending migration in one transaction. Concurrent `bank init`
/// runs serialize on the schema table's lock, so each migration runs once.
pub(super) async fn apply(db: &Db) -> Result<Vec<i64>> {
    let mut tx = db.begin_write().await?;
    let create = tx.pick(CREATE_SCHEMA_TABLE_SQLITE, CREATE_SCHEMA_TABLE_POSTGRES);
    tx.execute(create, vec![]).await?;
    if tx.dialect() == Dialect::Postgres {
        tx.execute("LOCK TABLE bank_schema IN EXCLUSIVE MODE", vec![]).await?;
    }
    let current = current_version(&mut tx).await?.unwrap_or(0);
    if current > LATEST_VERSION {
        return Err(Error::Schema(newer_message(current)));
    }
    let mut applied = Vec::new();
    for m in MIGRATIONS.iter().filter(|m| m.version > current) {
        tx.execute_script(match tx.dialect() {
            Dialect::Sqlite => m.sqlite,
            Dialect::Postgres => m.postgres,
        })
        .await?;
        tx.execute(
            "INSERT INTO bank_schema (version, name, applied_at) VALUES ($1, $2, $3)",
            crate::args![m.version, m.name, super::now()],
        )
        .await?;
        applied.push(m.version);
    }
    tx.commit().await?;
    Ok(applied)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_dense_and_latest_matches() {
        for (i, m) in MIGRATIONS.iter().enumerate() {
            assert_eq!(m.version, i as i64 + 1, "migration {} out of order", m.name);
        }
        assert_eq!(MIGRATIONS.last().map(|m| m.version), Some(LATEST_VERSION));
    }
}
