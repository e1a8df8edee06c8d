//! Comments on loans, clients and deposit accounts. The spec lists loan
//! comments (`RetrieveLoanCommentListQuery`) and a generic
//! `RetrieveCommentsListQuery`; adding a comment is `AddCommentCommand`, whose
//! request the spec leaves out (the README documents it).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm, user::new_key};
use crate::command::{Area, Command, Cx, Registration};
use crate::error::{Error, Result};
use crate::page::{Cursors, Order, Page, Paged, cursor};
use crate::store::{Arg, Sql, Tx, now};
use crate::validate::Checks;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<AddCommentCommand>(),
    Registration::of::<RetrieveLoanCommentListQuery>(),
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
}

impl Entity {
    /// Reads `Loan`, `Client` or `Deposit` (any case; `DepositAccount` too).
    pub fn parse(text: &str) -> Option<Entity> {
        match text.trim().to_ascii_lowercase().as_str() {
            "loan" => Some(Entity::Loan),
            "client" => Some(Entity::Client),
            "deposit" | "depositaccount" => Some(Entity::Deposit),
            _ => None,
        }
    }

    pub fn wire(self) -> &'static str {
        match self {
            Entity::Loan => "Loan",
            Entity::Client => "Client",
            Entity::Deposit => "Deposit",
        }
    }
}

const ENTITY_HELP: &str = "must be one of Loan, Client, Deposit";

/// The entity's client, number and encoded key; not found when it does not exist.
async fn owner(tx: &mut Tx, entity: Entity, id: i64) -> Result<(i64, String, String)> {
    #[derive(sqlx::FromRow)]
    struct Owner {
        client_id: i64,
        number: String,
        encoded_key: String,
    }
    let sql = match entity {
        Entity::Loan => "SELECT client_id, loan_number AS number, encoded_key FROM loans WHERE id = $1",
        Entity::Client => "SELECT id AS client_id, client_code AS number, encoded_key FROM clients WHERE id = $1",
        Entity::Deposit => {
            "SELECT client_id, account_number AS number, encoded_key FROM deposit_accounts WHERE id = $1"
        }
    };
    let found: Option<Owner> = tx.fetch_optional(sql, args![id]).await?;
    let name = match entity {
        Entity::Loan => "loan",
        Entity::Client => "client",
        Entity::Deposit => "deposit account",
    };
    found.map(|o| (o.client_id, o.number, o.encoded_key)).ok_or_else(|| Error::not_found(name, id))
}

/// A comment as the spec lists it (`ClientEndodedKey` is spelled as the spec spells it).
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
    /// The loan number, deposit account number or client code.
    pub associated_entity_number: String,
    pub date_created: DateTime<Utc>,
    pub user_name: String,
}

const SELECT_COMMENT: &str = "SELECT c.id, c.client_id, c.comment, cl.name AS client_name,
        cl.encoded_key AS client_encoded_key, cl.client_code, c.encoded_key,
        c.entity_type AS associated_entity, c.entity_id AS associated_entity_id,
        COALESCE(l.loan_number, d.account_number, cl.client_code) AS associated_entity_number,
        c.created_at AS date_created, c.user_name";
const FROM_COMMENT: &str = " FROM comments c
        JOIN clients cl ON cl.id = c.client_id
        LEFT JOIN loans l ON c.entity_type = 'Loan' AND l.id = c.entity_id
        LEFT JOIN deposit_accounts d ON c.entity_type = 'Deposit' AND d.id = c.entity_id";

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
        }
    }
}

async fn list(tx: &mut Tx, entity: Entity, entity_id: Option<i64>, page: Page) -> Result<CommentPage> {
    const FILTER: &str = " WHERE c.entity_type = $1 AND ($2 IS NULL OR c.entity_id = $2)";
    let filter: Vec<Arg> = args![entity.wire(), entity_id];
    const ORDER: Order = Order::latest("comments", cursor::time("c.created_at"), cursor::int("c.id"));
    let rows: Paged<CommentItem> =
        page.fetch(tx, &ORDER, SELECT_COMMENT, &format!("{FROM_COMMENT}{FILTER}"), filter).await?;
    Ok(rows.into())
}

/// `AddCommentCommand`: `entity` (`Loan`, `Client` or `Deposit`), `entityId`,
/// `comment` (1 to 2000 characters). The entity must exist. Returns the comment
/// in the list item shape.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AddCommentCommand {
    pub entity: Option<String>,
    pub entity_id: Option<i64>,
    pub comment: Option<String>,
}

impl Command for AddCommentCommand {
    const NAME: &'static str = "AddCommentCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::COMMENTS_CREATE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Comment added successfully.";
    type Output = CommentItem;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        match self.entity.as_deref() {
            None => c.add("entity", "is required"),
            Some(e) if Entity::parse(e).is_none() => c.add("entity", ENTITY_HELP),
            Some(_) => {}
        }
        if self.entity_id.is_none() {
            c.add("entityId", "is required");
        }
        match self.comment.as_deref() {
            None => c.add("comment", "is required"),
            Some(t) if t.trim().is_empty() => c.add("comment", "must not be blank"),
            Some(t) => {
                if t.chars().count() > MAX_COMMENT_CHARS {
                    c.add("comment", format!("must be at most {MAX_COMMENT_CHARS} characters"));
                }
                if t.chars().any(|ch| ch.is_control() && !matches!(ch, '\n' | '\r' | '\t')) {
                    c.add("comment", "must not contain control characters");
                }
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<CommentItem> {
        let entity =
            self.entity.as_deref().and_then(Entity::parse).ok_or_else(|| Error::invalid("entity", ENTITY_HELP))?;
        let entity_id = self.entity_id.unwrap_or_default();
        let (client_id, number, entity_key) = owner(&mut cx.tx, entity, entity_id).await?;
        let text = self.comment.unwrap_or_default();
        let key = new_key();
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO comments (encoded_key, entity_type, entity_id, client_id, comment, user_name, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
                args![&key, entity.wire(), entity_id, client_id, &text, &cx.actor.username, now()],
            )
            .await?;
        let item: CommentItem = cx
            .tx
            .fetch_one(Sql::assembled(format!("{SELECT_COMMENT}{FROM_COMMENT} WHERE c.id = $1")), args![id])
            .await?;
        cx.record(Draft::new(format!("commented on {} {number}", entity.wire().to_lowercase())).entity(
            entity.wire(),
            entity_id,
            &entity_key,
            &number,
        ));
        Ok(item)
    }
}

/// The spec's `RetrieveLoanCommentListQuery`: `loanId` (required),
/// `pageNumber`, `pageSize` (20), `isExport`. Newest first.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveLoanCommentListQuery {
    pub loan_id: Option<i64>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveLoanCommentListQuery {
    const NAME: &'static str = "RetrieveLoanCommentListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::COMMENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = CommentPage;

    fn validate(&self) -> Result<()> {
        if self.loan_id.is_none() {
            return Err(Error::invalid("loanId", "is required"));
        }
        Ok(())
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<CommentPage> {
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let loan_id = self.loan_id.unwrap_or_default();
        owner(&mut cx.tx, Entity::Loan, loan_id).await?;
        list(&mut cx.tx, Entity::Loan, Some(loan_id), page).await
    }
}

/// The spec's generic `RetrieveCommentsListQuery`: `entity` (`Loan`, `Client`,
/// `Deposit`; required), `entityId` (without it, every comment on that kind of
/// entity), `pageNumber`, `pageSize` (20), `isExport`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveCommentsListQuery {
    pub entity: Option<String>,
    pub entity_id: Option<i64>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveCommentsListQuery {
    const NAME: &'static str = "RetrieveCommentsListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::COMMENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = CommentPage;

    fn validate(&self) -> Result<()> {
        match self.entity.as_deref() {
            None => Err(Error::invalid("entity", "is required")),
            Some(e) if Entity::parse(e).is_none() => Err(Error::invalid("entity", ENTITY_HELP)),
            Some(_) => Ok(()),
        }
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<CommentPage> {
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let entity =
            self.entity.as_deref().and_then(Entity::parse).ok_or_else(|| Error::invalid("entity", ENTITY_HELP))?;
        if let Some(id) = self.entity_id {
            owner(&mut cx.tx, entity, id).await?;
        }
        list(&mut cx.tx, entity, self.entity_id, page).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entity_names() {
        assert_eq!(Entity::parse("loan"), Some(Entity::Loan));
        assert_eq!(Entity::parse("DepositAccount"), Some(Entity::Deposit));
        assert_eq!(Entity::parse("Policy"), None);
        let long = AddCommentCommand {
            entity: Some("Loan".into()),
            entity_id: Some(1),
            comment: Some("x".repeat(MAX_COMMENT_CHARS + 1)),
        };
        assert!(long.validate().is_err());
        let ok = AddCommentCommand { comment: Some("line one\nline two".into()), ..long };
        assert!(ok.validate().is_ok());
    }
}
