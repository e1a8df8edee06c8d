//! Comments on loans, clients, deposit accounts and insurance policies. The
//! spec lists loan comments (`RetrieveLoanCommentListQuery`) and a generic
//! `RetrieveCommentsListQuery`; the product's pages add the client and policy
//! lists, `encodedKey` as another way to name the entity, and the answer
//! shapes of `AddCommentCommand` (`add`) and of the list envelope.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm, user::new_key};
use crate::command::{Area, Command, Cx, Registration};
use crate::error::{Error, Result};
use crate::page::{Clause, Cursors, Order, Page, Paged, cursor};
use crate::store::{Sql, Tx, now};
use crate::validate::Checks;

mod add;
mod query;

pub use add::*;
pub use query::*;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<AddCommentCommand>(),
    Registration::of::<RetrieveLoanCommentListQuery>(),
    Registration::of::<RetrieveClientCommentListQuery>(),
    Registration::of::<RetrievePolicyCommentListQuery>(),
    Registration::of::<RetrieveCommentsListQuery>(),
];

/// The spec's default page size for comments.
pub const DEFAULT_PAGE_SIZE: i64 = 20;
/// The longest comment accepted, in characters.
pub const MAX_COMMENT_CHARS: usize = 2000;

/// What a comment can be attached to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entity {
    Loan,
    Client,
    Deposit,
    Policy,
}

impl Entity {
    /// Reads `Loan`, `Client`, `Deposit` or `Policy` (any case; `DepositAccount` too).
    pub fn parse(text: &str) -> Option<Entity> {
        match text.trim().to_ascii_lowercase().as_str() {
            "loan" => Some(Entity::Loan),
            "client" => Some(Entity::Client),
            "deposit" | "depositaccount" => Some(Entity::Deposit),
            "policy" => Some(Entity::Policy),
            _ => None,
        }
    }

    pub fn wire(self) -> &'static str {
        match self {
            Entity::Loan => "Loan",
            Entity::Client => "Client",
            Entity::Deposit => "Deposit",
            Entity::Policy => "Policy",
        }
    }

    fn noun(self) -> &'static str {
        match self {
            Entity::Loan => "loan",
            Entity::Client => "client",
            Entity::Deposit => "deposit account",
            Entity::Policy => "policy",
        }
    }

    /// The entity's id, client, number and encoded key, as `alias`es them.
    fn select(self) -> &'static str {
        match self {
            Entity::Loan => "SELECT id, client_id, loan_number AS number, encoded_key FROM loans",
            Entity::Client => "SELECT id, id AS client_id, client_code AS number, encoded_key FROM clients",
            Entity::Deposit => "SELECT id, client_id, account_number AS number, encoded_key FROM deposit_accounts",
            Entity::Policy => "SELECT id, client_id, policy_number AS number, encoded_key FROM policies",
        }
    }

    fn number_column(self) -> &'static str {
        match self {
            Entity::Loan => "loan_number",
            Entity::Client => "client_code",
            Entity::Deposit => "account_number",
            Entity::Policy => "policy_number",
        }
    }
}

const ENTITY_HELP: &str = "must be one of Loan, Client, Deposit, Policy";

/// An entity a comment is on.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Target {
    pub id: i64,
    pub client_id: i64,
    /// The loan number, account number, client code or policy number.
    pub number: String,
    pub encoded_key: String,
}

/// The entity named by its id; not found when it does not exist.
async fn by_id(tx: &mut Tx, entity: Entity, id: i64) -> Result<Target> {
    let sql = format!("{} WHERE id = $1", entity.select());
    let found: Option<Target> = tx.fetch_optional(Sql::assembled(sql), args![id]).await?;
    found.ok_or_else(|| Error::not_found(entity.noun(), id))
}

/// The entity named by its encoded key or its number (the pages' `encodedKey`:
/// "entity encoded key or account number").
async fn by_key(tx: &mut Tx, entity: Entity, key: &str) -> Result<Target> {
    let key = key.trim();
    let sql = format!("{} WHERE encoded_key = $1 OR {} = $1", entity.select(), entity.number_column());
    let found: Option<Target> = tx.fetch_optional(Sql::assembled(sql), args![key]).await?;
    found.ok_or_else(|| Error::not_found(entity.noun(), key))
}

/// The entity named by `id` or `key` (exactly one is checked to be given).
async fn resolve(tx: &mut Tx, entity: Entity, id: Option<i64>, key: Option<&str>) -> Result<Target> {
    match (id, key) {
        (Some(id), _) => by_id(tx, entity, id).await,
        (None, Some(key)) => by_key(tx, entity, key).await,
        (None, None) => Err(Error::invalid("entityId", "is required (or encodedKey)")),
    }
}

/// A comment as the spec lists it (`ClientEndodedKey` is spelled as the spec
/// spells it), plus the keys of the older BPMCore page (`EntityType`,
/// `EntityId`, `EntityReference`, `CommentText`, `UserId`).
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct CommentItem {
    pub id: i64,
    pub client_id: i64,
    pub comment: String,
    pub client_name: String,
    #[serde(rename = "ClientEndodedKey")]
    pub client_encoded_key: String,
    pub client_code: String,
    pub encoded_key: String,
    pub associated_entity: String,
    pub associated_entity_id: i64,
    /// The loan number, deposit account number, policy number or client code.
    pub associated_entity_number: String,
    pub date_created: DateTime<Utc>,
    pub user_name: String,
    pub entity_type: String,
    pub entity_id: i64,
    pub entity_reference: String,
    pub comment_text: String,
    /// The commenting user's id; null for a user since removed.
    pub user_id: Option<i64>,
}

const SELECT_COMMENT: &str = "SELECT c.id, c.client_id, c.comment, cl.name AS client_name,
        cl.encoded_key AS client_encoded_key, cl.client_code, c.encoded_key,
        c.entity_type AS associated_entity, c.entity_id AS associated_entity_id,
        COALESCE(l.loan_number, d.account_number, p.policy_number, cl.client_code) AS associated_entity_number,
        c.created_at AS date_created, c.user_name, c.entity_type, c.entity_id,
        COALESCE(l.loan_number, d.account_number, p.policy_number, cl.client_code) AS entity_reference,
        c.comment AS comment_text, u.id AS user_id";
const FROM_COMMENT: &str = " FROM comments c
        JOIN clients cl ON cl.id = c.client_id
        LEFT JOIN loans l ON c.entity_type = 'Loan' AND l.id = c.entity_id
        LEFT JOIN deposit_accounts d ON c.entity_type = 'Deposit' AND d.id = c.entity_id
        LEFT JOIN policies p ON c.entity_type = 'Policy' AND p.id = c.entity_id
        LEFT JOIN users u ON u.username = c.user_name";

/// The comments pagination envelope: `items`, `PageNumber`, `PageSize`,
/// `TotalPages`, `TotalRecords`.
#[derive(Debug, Serialize)]
pub struct CommentPage {
    pub items: Vec<CommentItem>,
    #[serde(rename = "PageNumber")]
    pub page_number: Option<i64>,
    #[serde(rename = "PageSize")]
    pub page_size: i64,
    #[serde(rename = "TotalPages")]
    pub total_pages: i64,
    #[serde(rename = "TotalRecords")]
    pub total_records: i64,
    #[serde(flatten)]
    pub cursors: Cursors,
    #[serde(skip)]
    pub has_next: bool,
    #[serde(skip)]
    pub has_previous: bool,
}

impl CommentPage {
    /// The keys the comments list page shows beside `Data`: `Pages`,
    /// `HasNext`, `HasPrevious`, `Size` (the page size), `Count` (all matching).
    pub fn extras(&self) -> Map<String, Value> {
        let mut m = Map::new();
        m.insert("Pages".into(), self.total_pages.into());
        m.insert("HasNext".into(), self.has_next.into());
        m.insert("HasPrevious".into(), self.has_previous.into());
        m.insert("Size".into(), self.page_size.into());
        m.insert("Count".into(), self.total_records.into());
        m
    }
}

impl From<Paged<CommentItem>> for CommentPage {
    fn from(p: Paged<CommentItem>) -> CommentPage {
        CommentPage {
            items: p.items,
            page_number: p.current_page,
            page_size: p.page_size,
            total_pages: p.total_pages,
            total_records: p.total_rows,
            cursors: p.cursors,
            has_next: p.has_next,
            has_previous: p.has_previous,
        }
    }
}

/// Narrows a comments list; every part is optional.
#[derive(Default)]
pub(crate) struct Filter<'a> {
    pub entity: Option<Entity>,
    pub entity_id: Option<i64>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    pub search: Option<&'a str>,
    pub user_id: Option<i64>,
}

async fn list(tx: &mut Tx, filter: Filter<'_>, page: Page) -> Result<CommentPage> {
    let mut w = Clause::new(FROM_COMMENT);
    w.and_some("c.entity_type = ?", filter.entity.map(Entity::wire))
        .and_some("c.entity_id = ?", filter.entity_id)
        .and_some("c.created_at >= ?", filter.from)
        .and_some("c.created_at <= ?", filter.to)
        .and_some("u.id = ?", filter.user_id);
    if let Some(text) = filter.search.map(str::trim).filter(|t| !t.is_empty()) {
        // A literal substring: the pattern's own wildcards are escaped.
        let escaped = text.to_lowercase().replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
        w.and("LOWER(c.comment) LIKE ? ESCAPE '\\'", format!("%{escaped}%"));
    }
    const ORDER: Order = Order::latest("comments", cursor::time("c.created_at"), cursor::int("c.id"));
    let rows: Paged<CommentItem> = page.fetch(tx, &ORDER, SELECT_COMMENT, &w.sql, w.args).await?;
    Ok(rows.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entity_names() {
        assert_eq!(Entity::parse("loan"), Some(Entity::Loan));
        assert_eq!(Entity::parse("DepositAccount"), Some(Entity::Deposit));
        assert_eq!(Entity::parse("Policy"), Some(Entity::Policy));
        assert_eq!(Entity::parse("Account"), None);
        let long = AddCommentCommand {
            entity: Some("Loan".into()),
            entity_id: Some(1),
            encoded_key: None,
            comment: Some("x".repeat(MAX_COMMENT_CHARS + 1)),
        };
        assert!(long.validate().is_err());
        let ok = AddCommentCommand { comment: Some("line one\nline two".into()), ..long };
        assert!(ok.validate().is_ok());
    }
}
