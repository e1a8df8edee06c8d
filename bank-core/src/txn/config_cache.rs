//! The configuration a movement's account read joined on every deposit (the
//! settings, the approval thresholds, the GL accounts), kept in memory.
//!
//! The copy carries the version it was read at (`config_version`, migration
//! 35: triggers give it a new value whenever any of those tables changes,
//! in the same transaction as the change). The account read selects the
//! version in the same statement as the account, so in the statement's own
//! snapshot: when the two agree, the copy is what the joins would have read,
//! and the read sends none (PERFORMANCE.md, "Configuration from memory").
//! When they do not (a change from any process, this one included), the
//! read is sent again with its joins, and the copy is read again in the
//! background. An approval threshold changed a moment ago therefore counts
//! from the next movement, as it did when it was joined: the maker's
//! control is never read from a copy older than the row it guards.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock};

use crate::Bank;
use crate::error::Result;
use crate::ledger::engine::GlFacts;
use crate::store::Db;

/// Rows a copy holds at most (the settings, the thresholds and the chart
/// together); a configuration larger than this is joined on every read, as
/// before, rather than held in memory without bound.
const MOST_ROWS: i64 = 50_000;

/// What a movement needs of an approval threshold.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Threshold {
    pub minor: i64,
    pub require: bool,
    pub role: Option<String>,
}

/// The configuration at one version.
#[derive(Debug, Default)]
pub(crate) struct Snapshot {
    pub version: i64,
    /// The pending expiry and the time zone.
    settings: HashMap<String, String>,
    /// The cash GL account's id by currency, where the setting names one.
    cash_gl: HashMap<String, i64>,
    /// By (transaction type, channel, account tier).
    thresholds: HashMap<(String, String, String), Threshold>,
    gl_accounts: HashMap<i64, GlFacts>,
}

impl Snapshot {
    pub fn setting(&self, key: &str) -> Option<&str> {
        self.settings.get(key).map(String::as_str)
    }

    pub fn threshold(&self, kind: &str, channel: &str, tier: &str) -> Option<&Threshold> {
        self.thresholds.get(&(kind.to_owned(), channel.to_owned(), tier.to_owned()))
    }

    pub fn gl_account(&self, id: i64) -> Option<&GlFacts> {
        self.gl_accounts.get(&id)
    }

    /// The cash GL account of `currency`, as the joined read finds it.
    pub fn cash_gl(&self, currency: &str) -> Option<&GlFacts> {
        self.cash_gl.get(currency).and_then(|id| self.gl_account(*id))
    }
}

/// A cash GL setting's account id, as the joined read's cast takes it
/// (digits only; anything else names no account).
fn gl_id(value: &str) -> Option<i64> {
    match value.len() {
        1..=18 if value.bytes().all(|b| b.is_ascii_digit()) => value.parse().ok(),
        _ => None,
    }
}

/// The copy in use, and the reloads asked for.
#[derive(Default)]
pub struct ConfigCache {
    state: RwLock<State>,
    loading: AtomicBool,
}

#[derive(Default)]
struct State {
    copy: Option<Arc<Snapshot>>,
    /// The version the last reload was asked for: a copy is read at most
    /// once a version (one that failed, or held more than [`MOST_ROWS`],
    /// is tried again when the configuration changes).
    asked: Option<i64>,
}

impl ConfigCache {
    /// The copy to read with, if there is one.
    pub(crate) fn current(&self) -> Option<Arc<Snapshot>> {
        self.state.read().ok().and_then(|s| s.copy.clone())
    }

    /// A read found the configuration at version `seen`: unless the copy is
    /// at it, drops the copy and reads it again in the background (once a
    /// version, one reload at a time). Until it lands, reads join as before.
    pub(crate) fn refresh(&self, bank: &Bank, seen: Option<i64>) {
        let Some(seen) = seen else { return };
        {
            let Ok(mut state) = self.state.write() else { return };
            if state.copy.as_ref().is_some_and(|copy| copy.version == seen) {
                return;
            }
            state.copy = None;
            if state.asked == Some(seen) || self.loading.swap(true, Ordering::AcqRel) {
                return;
            }
            state.asked = Some(seen);
        }
        let bank = bank.clone();
        tokio::spawn(crate::store::in_background(async move {
            let cache = bank.config_cache();
            if let Err(e) = cache.load(bank.db()).await {
                tracing::warn!(error = %e, "the configuration copy could not be read; reads join it meanwhile");
            }
            cache.loading.store(false, Ordering::Release);
        }));
    }

    /// Reads the configuration in one statement (one snapshot) and keeps it.
    async fn load(&self, db: &Db) -> Result<()> {
        let args = crate::args![
            MOST_ROWS + 1,
            super::config::PENDING_EXPIRY_KEY,
            crate::time::ZONE_SETTING,
            super::config::MAX_APPROVALS_KEY
        ];
        let rows: Vec<Row> = db.read_all(LOAD, args).await?;
        let copy = match rows.len() as i64 > MOST_ROWS {
            true => None,
            false => Snapshot::from_rows(rows).map(Arc::new),
        };
        if let Ok(mut state) = self.state.write() {
            state.copy = copy;
        }
        Ok(())
    }
}

/// The version row, then the settings a movement reads (the cash GL of each
/// currency, the pending expiry, the time zone, the approvals an hour), the
/// thresholds and the chart, as one shape: `kind` says which, the rest are
/// its fields.
const LOAD: &str = "SELECT * FROM (
    SELECT 0 AS kind, CAST(NULL AS TEXT) AS t1, CAST(NULL AS TEXT) AS t2, CAST(NULL AS TEXT) AS t3,
        CAST(NULL AS TEXT) AS t4, version AS n1, CAST(NULL AS BIGINT) AS n2, CAST(NULL AS BIGINT) AS flag
        FROM config_version
    UNION ALL SELECT 1, key, value, NULL, NULL, NULL, NULL, NULL FROM settings
        WHERE substr(key, 1, 12) = 'txn.cash_gl.' OR key IN ($2, $3, $4)
    UNION ALL SELECT 2, transaction_type, channel, account_tier, approver_role, amount_threshold_minor, NULL,
        CASE WHEN require_approval THEN 1 ELSE 0 END FROM approval_thresholds
    UNION ALL SELECT 3, gl_code, currency, NULL, NULL, id, branch_id, CASE WHEN active THEN 1 ELSE 0 END
        FROM gl_accounts) c
    LIMIT $1";

#[derive(sqlx::FromRow)]
struct Row {
    kind: i32,
    t1: Option<String>,
    t2: Option<String>,
    t3: Option<String>,
    t4: Option<String>,
    n1: Option<i64>,
    n2: Option<i64>,
    flag: Option<i64>,
}

impl Snapshot {
    /// None without the version row (a schema before migration 35 has none).
    fn from_rows(rows: Vec<Row>) -> Option<Snapshot> {
        let mut snapshot = Snapshot::default();
        let mut version = None;
        for row in rows {
            let active = row.flag == Some(1);
            match (row.kind, row.t1, row.t2, row.t3) {
                (0, ..) => version = row.n1,
                (1, Some(key), Some(value), _) => match key.strip_prefix("txn.cash_gl.") {
                    Some(currency) => {
                        if let Some(id) = gl_id(&value) {
                            snapshot.cash_gl.insert(currency.to_owned(), id);
                        }
                    }
                    None => {
                        snapshot.settings.insert(key, value);
                    }
                },
                (2, Some(kind), Some(channel), Some(tier)) => {
                    let threshold = Threshold { minor: row.n1?, require: active, role: row.t4 };
                    snapshot.thresholds.insert((kind, channel, tier), threshold);
                }
                (3, Some(gl_code), Some(currency), _) => {
                    let id = row.n1?;
                    snapshot.gl_accounts.insert(id, GlFacts { id, gl_code, currency, branch_id: row.n2, active });
                }
                // Every column named above is NOT NULL in its table.
                _ => return None,
            }
        }
        snapshot.version = version?;
        Some(snapshot)
    }
}

impl Bank {
    /// The configuration copy of the transaction core.
    pub(crate) fn config_cache(&self) -> &ConfigCache {
        self.part()
    }

    /// Reads the configuration copy now, so that the next movements read
    /// their accounts without its joins (a server does so as it starts, and
    /// the bench before its clock starts: the steady state).
    pub async fn warm_config(&self) -> Result<()> {
        self.config_cache().load(self.db()).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(kind: i32, t: [Option<&str>; 4], n1: Option<i64>, n2: Option<i64>, flag: Option<i64>) -> Row {
        let [t1, t2, t3, t4] = t.map(|t| t.map(str::to_owned));
        Row { kind, t1, t2, t3, t4, n1, n2, flag }
    }

    #[test]
    fn a_copy_is_its_rows_at_their_version() {
        let rows = vec![
            row(1, [Some("txn.cash_gl.USD"), Some("7"), None, None], None, None, None),
            row(2, [Some("DEPOSIT"), Some("BRANCH"), Some("BASIC"), None], Some(100), None, Some(1)),
            row(3, [Some("1001"), Some("USD"), None, None], Some(7), Some(2), Some(0)),
            row(0, [None; 4], Some(42), None, None),
        ];
        let copy = Snapshot::from_rows(rows).expect("a copy");
        assert_eq!(copy.version, 42);
        assert_eq!(copy.cash_gl("USD").map(|gl| gl.id), Some(7));
        assert!(copy.cash_gl("EUR").is_none());
        assert_eq!(
            copy.threshold("DEPOSIT", "BRANCH", "BASIC"),
            Some(&Threshold { minor: 100, require: true, role: None })
        );
        assert_eq!(copy.threshold("DEPOSIT", "BRANCH", "VIP"), None);
        let gl = copy.gl_account(7).expect("GL 7");
        assert_eq!((gl.gl_code.as_str(), gl.branch_id, gl.active), ("1001", Some(2), false));
    }

    #[test]
    fn no_copy_without_its_version_or_with_a_row_short_of_a_field() {
        assert!(Snapshot::from_rows(vec![row(1, [Some("k"), Some("v"), None, None], None, None, None)]).is_none());
        let short =
            vec![row(0, [None; 4], Some(1), None, None), row(2, [Some("DEPOSIT"), None, None, None], None, None, None)];
        assert!(Snapshot::from_rows(short).is_none());
    }

    #[test]
    fn a_cash_gl_setting_names_an_account_by_its_digits_alone() {
        assert_eq!(gl_id("7"), Some(7));
        assert_eq!(gl_id("123456789012345678"), Some(123_456_789_012_345_678));
        for malformed in ["", "+7", "7x", " 7", "-1", "1234567890123456789"] {
            assert_eq!(gl_id(malformed), None, "{malformed:?}");
        }
    }
}
