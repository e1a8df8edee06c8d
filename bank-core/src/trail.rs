//! The activity trail, write path. Every state-changing command records one
//! activity in the same transaction as its change; a failed attempt is recorded
//! after its rollback. Records are append-only (triggers refuse UPDATE/DELETE).
//! Below every area: the command executor records with it; the `activity`
//! area reads the trail back.

use serde::Serialize;

use crate::args;
use crate::error::{Error, Result};
use crate::principal::{Actor, Origin};
use crate::store::{Arg, Db, Sql, Tx, now};

/// The spec's activity types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ActivityType {
    Login,
    Transaction,
    Create,
    Update,
    Delete,
    Export,
    Import,
    Approval,
    Configuration,
    Security,
}

impl ActivityType {
    pub const ALL: &'static [ActivityType] = &[
        ActivityType::Login,
        ActivityType::Transaction,
        ActivityType::Create,
        ActivityType::Update,
        ActivityType::Delete,
        ActivityType::Export,
        ActivityType::Import,
        ActivityType::Approval,
        ActivityType::Configuration,
        ActivityType::Security,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ActivityType::Login => "Login",
            ActivityType::Transaction => "Transaction",
            ActivityType::Create => "Create",
            ActivityType::Update => "Update",
            ActivityType::Delete => "Delete",
            ActivityType::Export => "Export",
            ActivityType::Import => "Import",
            ActivityType::Approval => "Approval",
            ActivityType::Configuration => "Configuration",
            ActivityType::Security => "Security",
        }
    }
}

/// What a command changed, described by the command itself.
#[derive(Clone, Debug)]
pub struct Draft {
    pub description: String,
    pub entity_type: Option<&'static str>,
    pub entity_id: Option<i64>,
    pub entity_key: Option<String>,
    pub entity_reference: Option<String>,
}

impl Draft {
    pub fn new(description: impl Into<String>) -> Draft {
        Draft {
            description: description.into(),
            entity_type: None,
            entity_id: None,
            entity_key: None,
            entity_reference: None,
        }
    }

    /// Names the entity the command acted on.
    pub fn entity(mut self, entity_type: &'static str, id: i64, key: &str, reference: &str) -> Draft {
        self.entity_type = Some(entity_type);
        self.entity_id = Some(id);
        self.entity_key = Some(key.to_owned());
        self.entity_reference = Some(reference.to_owned());
        self
    }
}

/// Who did it and how it ended, beside the draft.
pub struct Outcome<'a> {
    pub activity_type: ActivityType,
    pub command: &'static str,
    pub error: Option<&'a Error>,
}

const INSERT: &str = "INSERT INTO activities (user_id, user_name, user_key, activity_type, command, description,
    ip_address, user_agent, occurred_at, entity_type, entity_id, entity_key, entity_reference, success, error_message,
    request_id)";

/// Longest text kept from a caller-supplied string (user agent, error text).
const MAX_TEXT_CHARS: usize = 1000;

fn clip(s: &str) -> String {
    s.chars().take(MAX_TEXT_CHARS).collect()
}

/// Appends one activity inside the caller's transaction, sent with the
/// other deferred writes just before the commit (`Tx::defer`).
pub fn record(tx: &mut Tx, actor: Option<&Actor>, origin: &Origin, draft: Draft, outcome: Outcome<'_>) {
    let (sql, args) = insert(tx, actor, origin, &[draft], &outcome);
    tx.defer(sql, args);
}

/// Appends one activity per draft, all with the same outcome, 1,000 per statement.
pub async fn record_many(
    tx: &mut Tx,
    actor: Option<&Actor>,
    origin: &Origin,
    drafts: Vec<Draft>,
    outcome: Outcome<'_>,
) -> Result<()> {
    for chunk in drafts.chunks(1000) {
        let (sql, args) = insert(tx, actor, origin, chunk, &outcome);
        tx.execute(sql, args).await?;
    }
    Ok(())
}

/// The INSERT of one activity per draft.
fn insert(tx: &Tx, actor: Option<&Actor>, origin: &Origin, drafts: &[Draft], outcome: &Outcome<'_>) -> (Sql, Vec<Arg>) {
    const COLUMNS: usize = 16;
    let t = now();
    let error = outcome.error.map(|e| clip(&e.public_message()));
    let mut args = Vec::with_capacity(drafts.len() * COLUMNS);
    for draft in drafts {
        args.extend(args![
            actor.map(|a| a.user_id),
            actor.map_or("system", |a| a.username.as_str()),
            actor.map(|a| a.user_key.clone()),
            outcome.activity_type.as_str(),
            outcome.command,
            clip(&draft.description),
            origin.ip_address.as_deref().map(clip),
            origin.user_agent.as_deref().map(clip),
            t,
            draft.entity_type,
            draft.entity_id,
            draft.entity_key.clone(),
            draft.entity_reference.clone(),
            outcome.error.is_none(),
            error.clone(),
            origin.request_id.clone(),
        ]);
    }
    let sql = format!("{INSERT} VALUES {}", tx.values_rows(drafts.len(), COLUMNS));
    (Sql::assembled(sql), args)
}

/// Records a failed attempt in its own transaction, after the attempt's
/// rollback. A failure here is logged, never allowed to mask the original error.
pub async fn record_failure(
    db: &Db,
    actor: &Actor,
    origin: &Origin,
    command: &'static str,
    activity_type: ActivityType,
    error: &Error,
) {
    let attempt = async {
        let mut tx = db.begin_write().await?;
        let draft = Draft::new(format!("{command} failed"));
        record(&mut tx, Some(actor), origin, draft, Outcome { activity_type, command, error: Some(error) });
        tx.commit().await
    };
    if let Err(e) = attempt.await {
        tracing::error!(command, error = %e, "could not record a failed attempt in the activity trail");
    }
}
