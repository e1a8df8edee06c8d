//! How the database is opened, and what its pool reports.

use super::{Durability, Fusion, GroupCommit};

/// How to open the database.
#[derive(Clone, Debug)]
pub struct DbOptions {
    pub url: String,
    /// Maximum pooled connections (PostgreSQL; SQLite uses a small fixed pool).
    pub pool_size: u32,
    /// Create the SQLite file when it does not exist (only `bank init` does).
    pub create_if_missing: bool,
    /// The token key file; default beside a SQLite file, or per tenant under
    /// the user's data folder (see `auth::keyring::default_path`).
    pub key_file: Option<std::path::PathBuf>,
    /// SQLite: how concurrent writers share one commit.
    pub group_commit: GroupCommit,
    /// SQLite: when a commit is answered.
    pub durability: Durability,
    /// PostgreSQL: how concurrent settling writes share statements.
    pub fusion: Fusion,
}

impl DbOptions {
    pub fn new(url: impl Into<String>) -> Self {
        Self {
            url: url.into(),
            pool_size: 10,
            create_if_missing: false,
            key_file: None,
            group_commit: GroupCommit::default(),
            durability: Durability::Full,
            fusion: Fusion::default(),
        }
    }

    /// Whether the URL names PostgreSQL (anything else is a SQLite file).
    pub(super) fn is_postgres(&self) -> bool {
        let url = self.url.trim();
        url.starts_with("postgres://") || url.starts_with("postgresql://")
    }

    /// The async runtime's workers this database wants on `cores` cores, or
    /// None for tokio's default (one a core). On SQLite a core is left to
    /// the database's threads: the work runs on SQLite's own (the one writer
    /// every write waits for, and the readers), the runtime's workers only
    /// hand requests to them, and a worker a core mostly woke up to find
    /// nothing to do, each wake-up a system call and a switch of threads on a
    /// core the writer wanted (PERFORMANCE.md, "A core left to SQLite's
    /// writer"). PostgreSQL's work is another process's.
    pub fn runtime_workers(&self, cores: usize) -> Option<usize> {
        (!self.is_postgres()).then(|| cores.saturating_sub(1).max(1))
    }
}

/// Connections of the pool (on SQLite the one writer counts as open, never idle).
#[derive(Clone, Copy, Debug)]
pub struct PoolStatus {
    pub open: u32,
    pub idle: u32,
    pub max: u32,
    /// SQLite writers waiting for their turn at the one write connection,
    /// or with their call handed over to be sent with the others queued.
    pub queued_writers: u32,
}
