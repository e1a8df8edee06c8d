//! The one error enum of the core. Every outcome a caller can see has a stable
//! variant; `wire` maps it to each area's envelope and the CLI maps it to an exit
//! code, each in one place.

use std::collections::BTreeMap;

/// Field path (e.g. `contactInformation.emailAddress`) to its messages.
pub type FieldErrors = BTreeMap<String, Vec<String>>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The request body or envelope could not be read at all.
    #[error("{0}")]
    Malformed(String),
    /// The named command is not in the catalogue (or not served on this path).
    #[error("unknown command '{0}'")]
    UnknownCommand(String),
    /// One or more fields are missing, of the wrong type or invalid.
    #[error("validation failed: {}", summarize(.0))]
    Validation(FieldErrors),
    #[error("{0}")]
    Unauthenticated(String),
    /// The caller lacks the named permission.
    #[error("permission '{0}' is required")]
    Forbidden(&'static str),
    #[error("{entity} '{id}' not found")]
    NotFound { entity: &'static str, id: String },
    /// The request conflicts with the current state (duplicate key, wrong state).
    #[error("{0}")]
    Conflict(String),
    /// A record with this caller-chosen reference exists already; retried
    /// batches use it to skip what they posted before.
    #[error("{entity} '{reference}' already exists")]
    AlreadyExists { entity: &'static str, reference: String },
    /// The account cannot cover the debit: available = book - hold.
    #[error("account {account} has {} available; {} is needed", crate::money::format(*.available_minor), crate::money::format(*.required_minor))]
    InsufficientFunds { account: String, available_minor: i64, required_minor: i64 },
    /// The body is larger than the endpoint accepts.
    #[error("request body exceeds {limit_bytes} bytes")]
    TooLarge { limit_bytes: usize },
    /// The database has no schema, or one this binary does not know.
    #[error("{0}")]
    Schema(String),
    /// Configuration cannot be used (bad URL, unreadable file, ...).
    #[error("{0}")]
    Config(String),
    /// A business rule refused the request, with the stable code the area's
    /// spec names (e.g. `APPROVAL_LIMIT_EXCEEDED`) and fields that explain it.
    #[error("{message}")]
    Rule { code: &'static str, kind: RuleKind, message: String, details: serde_json::Map<String, serde_json::Value> },
    /// The database stayed contended through every retry; the caller may retry.
    #[error("the database is busy; retry the request")]
    Busy,
    /// The connection to the database was lost or the server is restarting.
    /// Nothing was committed when it failed before commit; at commit the
    /// outcome is unknown, and the client's idempotency key makes a retry safe.
    #[error("the database is unavailable; retry the request")]
    Unavailable(String),
    /// Anything the caller cannot fix. The text is logged, never sent.
    #[error("internal error: {0}")]
    Internal(String),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// What kind of outcome an error is; each adapter says how it shows each kind
/// (the HTTP status table is in `wire`), so no area names a transport. A rule
/// names its kind; every other variant has one (see [`Error::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleKind {
    /// The request breaks a rule as sent (a wrong state, a closed account).
    Refused,
    /// The caller may not do this, whatever their permissions say.
    Forbidden,
    /// What the request names does not exist.
    NotFound,
    /// The current state or an earlier request stands in the way.
    Conflict,
    /// Well-formed, but the work it asks for cannot be done (a process step, a reused key).
    Unprocessable,
    /// Too many attempts in the window; later ones may pass.
    RateLimited,
    /// The bank is not set up for this yet, or is busy; a retry may pass.
    Unavailable,
    /// The caller is not known (no, a bad or a revoked token).
    Unauthenticated,
    /// The request is larger than accepted.
    TooLarge,
    /// Nothing the caller can fix.
    Internal,
}

fn summarize(errors: &FieldErrors) -> String {
    errors.iter().map(|(field, messages)| format!("{field}: {}", messages.join("; "))).collect::<Vec<_>>().join(", ")
}

impl Error {
    /// A single-field validation error.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        let mut errors = FieldErrors::new();
        errors.insert(field.into(), vec![message.into()]);
        Error::Validation(errors)
    }

    /// A refused business rule without extra fields.
    pub fn rule(code: &'static str, kind: RuleKind, message: impl Into<String>) -> Self {
        Error::Rule { code, kind, message: message.into(), details: serde_json::Map::new() }
    }

    pub fn not_found(entity: &'static str, id: impl ToString) -> Self {
        Error::NotFound { entity, id: id.to_string() }
    }

    /// The kind of outcome, for the adapters' tables.
    pub fn kind(&self) -> RuleKind {
        match self {
            Error::Malformed(_) | Error::UnknownCommand(_) | Error::Validation(_) | Error::InsufficientFunds { .. } => {
                RuleKind::Refused
            }
            Error::Unauthenticated(_) => RuleKind::Unauthenticated,
            Error::Forbidden(_) => RuleKind::Forbidden,
            Error::NotFound { .. } => RuleKind::NotFound,
            Error::Conflict(_) | Error::AlreadyExists { .. } => RuleKind::Conflict,
            Error::TooLarge { .. } => RuleKind::TooLarge,
            Error::Rule { kind, .. } => *kind,
            Error::Busy | Error::Unavailable(_) => RuleKind::Unavailable,
            Error::Schema(_) | Error::Config(_) | Error::Internal(_) => RuleKind::Internal,
        }
    }

    /// Stable machine-readable code, shared by the CLI's JSON errors and logs.
    pub fn code(&self) -> &'static str {
        match self {
            Error::Malformed(_) => "MALFORMED_REQUEST",
            Error::UnknownCommand(_) => "UNKNOWN_COMMAND",
            Error::Validation(_) => "VALIDATION_FAILED",
            Error::Unauthenticated(_) => "UNAUTHENTICATED",
            Error::Forbidden(_) => "INSUFFICIENT_PERMISSIONS",
            Error::NotFound { .. } => "NOT_FOUND",
            Error::Conflict(_) => "CONFLICT",
            Error::AlreadyExists { .. } => "ALREADY_EXISTS",
            Error::InsufficientFunds { .. } => "INSUFFICIENT_BALANCE",
            Error::TooLarge { .. } => "PAYLOAD_TOO_LARGE",
            Error::Schema(_) => "SCHEMA_MISMATCH",
            Error::Config(_) => "CONFIGURATION",
            Error::Rule { code, .. } => code,
            Error::Busy => "BUSY",
            Error::Unavailable(_) => "SERVICE_UNAVAILABLE",
            Error::Internal(_) => "INTERNAL_ERROR",
        }
    }

    /// Text safe to show a remote caller: internal details stay in the log.
    pub fn public_message(&self) -> String {
        match self {
            Error::Internal(_) => "An internal error occurred; it has been logged.".into(),
            Error::Unavailable(_) => "The database is unavailable; retry the request.".into(),
            Error::Schema(_) | Error::Config(_) => "The service is not available.".into(),
            other => other.to_string(),
        }
    }
}

impl From<sqlx::Error> for Error {
    fn from(e: sqlx::Error) -> Self {
        if let sqlx::Error::Database(db) = &e {
            if is_contention(db.as_ref()) {
                return Error::Busy;
            }
            if db.is_unique_violation() {
                // The constraint's name stays in the log: callers learn the
                // rule, not the schema.
                tracing::info!(constraint = db.constraint().unwrap_or_default(), "unique violation");
                return Error::Conflict("a record with the same unique value exists".into());
            }
            if is_unavailable(db.as_ref()) {
                return Error::Unavailable(format!("database: {e}"));
            }
        }
        if matches!(
            e,
            sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::WorkerCrashed
        ) {
            return Error::Unavailable(format!("database: {e}"));
        }
        Error::Internal(format!("database: {e}"))
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Self {
        Error::Internal(format!("json: {e}"))
    }
}

/// True when the database reports a failure that a retry may cure:
/// serialization failure, deadlock (PostgreSQL), a busy/locked file or a
/// row changed after an optimistic read (SQLite; see `store::late`).
fn is_contention(e: &dyn sqlx::error::DatabaseError) -> bool {
    match e.code().as_deref() {
        Some("40001" | "40P01" | "5" | "6" | "517" | "261") => true,
        // SQLITE_CONSTRAINT_TRIGGER, raised by migration 33's assertion.
        Some("1811") => e.message().starts_with("bank_unchanged:"),
        _ => false,
    }
}

/// True when the server is going away or refuses new work for now: admin
/// shutdown or termination of the backend (57P01..57P03), or too many
/// connections (53300). A retry on a fresh connection may succeed.
fn is_unavailable(e: &dyn sqlx::error::DatabaseError) -> bool {
    matches!(e.code().as_deref(), Some("57P01" | "57P02" | "57P03" | "53300"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of constraint a statement can break reaches the caller
    /// without a table, column or constraint name.
    #[tokio::test]
    async fn database_errors_name_no_schema() {
        let pool = sqlx::SqlitePool::connect("sqlite::memory:").await.expect("pool");
        let setup = "PRAGMA foreign_keys = ON;
            CREATE TABLE secret_parent (id INTEGER PRIMARY KEY);
            CREATE TABLE secret_table (id INTEGER PRIMARY KEY, secret_column TEXT NOT NULL,
                parent_id INTEGER REFERENCES secret_parent(id),
                CONSTRAINT secret_check CHECK (length(secret_column) < 5));
            CREATE UNIQUE INDEX secret_unique ON secret_table (secret_column);
            INSERT INTO secret_table (id, secret_column) VALUES (1, 'a');";
        sqlx::raw_sql(setup).execute(&pool).await.expect("setup");
        for statement in [
            "INSERT INTO secret_table (id, secret_column) VALUES (2, 'a')",
            "INSERT INTO secret_table (id, secret_column) VALUES (3, NULL)",
            "INSERT INTO secret_table (id, secret_column) VALUES (4, 'toolong')",
            "INSERT INTO secret_table (id, secret_column, parent_id) VALUES (5, 'b', 99)",
        ] {
            let error = Error::from(sqlx::raw_sql(statement).execute(&pool).await.expect_err(statement));
            let shown = format!("{} {}", error.public_message(), error.code());
            assert!(!shown.contains("secret"), "{statement}: {shown}");
        }
    }
}
