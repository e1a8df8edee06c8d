//! The five document list queries. The general, loan and policy lists answer
//! with the full item; the client and deposit lists with the spec's reduced
//! item (the client's adds `IsExpired`). Newest upload first.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use super::{ENTITY_HELP, Entity, owner_branch_sql};
use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::Result;
use crate::page::{Order, Page, Paged, cursor};
use crate::store::{Arg, Tx};
use crate::time::{Tz, end_of, parse_datetime, start_of};
use crate::validate::Checks;

/// The spec's default page size for documents.
pub const DEFAULT_PAGE_SIZE: i64 = 20;

#[derive(Debug, sqlx::FromRow)]
struct Row {
    id: i64,
    entity_type: String,
    entity_id: i64,
    entity_reference: String,
    file_name: String,
    file_path: String,
    file_extension: String,
    title: Option<String>,
    description: Option<String>,
    document_number: Option<String>,
    document_type: Option<i64>,
    document_type_description: Option<String>,
    issue_date: Option<String>,
    expiry_date: Option<String>,
    uploaded_at: DateTime<Utc>,
    uploaded_by: String,
    file_size: i64,
}

impl Row {
    /// Expired once the expiry date has passed (a document is valid on its expiry day).
    fn is_expired(&self, today: NaiveDate) -> bool {
        self.expiry_date
            .as_deref()
            .and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
            .is_some_and(|d| d < today)
    }
}

/// The full document item.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct DocumentItem {
    pub id: i64,
    pub entity_type: String,
    pub entity_id: i64,
    pub entity_reference: String,
    pub file_name: String,
    pub file_path: String,
    pub file_extension: String,
    pub title: Option<String>,
    pub description: Option<String>,
    pub document_number: Option<String>,
    pub document_type: Option<i64>,
    pub document_type_description: Option<String>,
    pub issue_date: Option<String>,
    pub expiry_date: Option<String>,
    pub uploaded_at: DateTime<Utc>,
    pub uploaded_by: String,
    /// Bytes, as a string (the spec's type).
    pub file_size: String,
    pub is_expired: bool,
}

impl DocumentItem {
    fn of(row: Row, today: NaiveDate) -> DocumentItem {
        let is_expired = row.is_expired(today);
        DocumentItem {
            id: row.id,
            entity_type: row.entity_type,
            entity_id: row.entity_id,
            entity_reference: row.entity_reference,
            file_name: row.file_name,
            file_path: row.file_path,
            file_extension: row.file_extension,
            title: row.title,
            description: row.description,
            document_number: row.document_number,
            document_type: row.document_type,
            document_type_description: row.document_type_description,
            issue_date: row.issue_date,
            expiry_date: row.expiry_date,
            uploaded_at: row.uploaded_at,
            uploaded_by: row.uploaded_by,
            file_size: row.file_size.to_string(),
            is_expired,
        }
    }
}

/// The reduced item of the client and deposit lists.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct DocumentSummary {
    pub id: i64,
    pub entity_type: String,
    pub entity_id: i64,
    pub file_name: String,
    pub title: Option<String>,
    pub document_type: Option<i64>,
    pub document_type_description: Option<String>,
    pub uploaded_at: DateTime<Utc>,
    /// Client lists only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_expired: Option<bool>,
}

impl DocumentSummary {
    fn of(row: Row, today: NaiveDate, with_expiry: bool) -> DocumentSummary {
        let is_expired = with_expiry.then(|| row.is_expired(today));
        DocumentSummary {
            id: row.id,
            entity_type: row.entity_type,
            entity_id: row.entity_id,
            file_name: row.file_name,
            title: row.title,
            document_type: row.document_type,
            document_type_description: row.document_type_description,
            uploaded_at: row.uploaded_at,
            is_expired,
        }
    }
}

const SELECT: &str = "SELECT id, entity_type, entity_id, entity_reference, file_name, file_path, file_extension,
        title, description, document_number, document_type, document_type_description, issue_date, expiry_date,
        uploaded_at, uploaded_by, file_size FROM documents";
const FILTER: &str = " WHERE ($1 IS NULL OR entity_type = $1)
      AND ($2 IS NULL OR entity_id = $2)
      AND ($3 IS NULL OR uploaded_at >= $3)
      AND ($4 IS NULL OR uploaded_at <= $4)
      AND ($5 IS NULL OR LOWER(file_name) LIKE $5 ESCAPE '\\' OR LOWER(COALESCE(title, '')) LIKE $5 ESCAPE '\\'
           OR LOWER(COALESCE(description, '')) LIKE $5 ESCAPE '\\')
      AND ($6 IS NULL OR document_type = $6)";

/// Every filter a list may apply; `None` is "any".
#[derive(Default)]
struct Filter {
    entity: Option<Entity>,
    entity_id: Option<i64>,
    from: Option<DateTime<Utc>>,
    to: Option<DateTime<Utc>>,
    search: Option<String>,
    document_type: Option<i64>,
    /// A branch-scoped actor's home branch: only its owners' documents.
    branch: Option<i64>,
}

/// The page a list request asks for, by number or from a cursor.
fn page(number: Option<i64>, size: Option<i64>, export: Option<bool>, cursors: [&Option<String>; 2]) -> Result<Page> {
    Page::resolve(number, size, DEFAULT_PAGE_SIZE, export.unwrap_or(false))?
        .seek(cursors[0].as_deref(), cursors[1].as_deref())
}

async fn fetch(tx: &mut Tx, filter: Filter, page: Page) -> Result<Paged<Row>> {
    let search = filter.search.map(|s| crate::page::contains_pattern(&s));
    let args: Vec<Arg> = args![
        filter.entity.map(Entity::wire),
        filter.entity_id,
        filter.from,
        filter.to,
        search,
        filter.document_type,
        filter.branch
    ];
    let filter = format!("{FILTER} AND ($7 IS NULL OR {} = $7)", owner_branch_sql());
    const ORDER: Order = Order::latest("documents", cursor::time("uploaded_at"), cursor::int("id"));
    page.fetch(tx, &ORDER, SELECT, &filter, args).await
}

fn id_field(c: &mut Checks, field: &str, id: Option<i64>) {
    match id {
        None => c.add(field, "is required"),
        Some(id) if id < 1 => c.add(field, "must be a positive id"),
        Some(_) => {}
    }
}

/// The spec's `RetrieveDocumentsListQuery`: every filter optional. Dates are
/// upload days (`YYYY-MM-DD`, the end day included); `searchText` looks in the
/// file name, title and description, in any case.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveDocumentsListQuery {
    pub entity_type: Option<String>,
    pub entity_id: Option<i64>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub search_text: Option<String>,
    pub document_type: Option<i64>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveDocumentsListQuery {
    const NAME: &'static str = "RetrieveDocumentsListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::DOCUMENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<DocumentItem>;

    fn envelope_extras(output: &Self::Output) -> serde_json::Map<String, serde_json::Value> {
        output.has_next_previous()
    }

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if let Some(t) = self.entity_type.as_deref().filter(|t| !t.trim().is_empty())
            && Entity::parse(t).is_none()
        {
            c.add("entityType", ENTITY_HELP);
        }
        let start = self.start_date.as_deref().map(|d| (d, parse_datetime(d)));
        let end = self.end_date.as_deref().map(|d| (d, end_of(Some(d), Tz::UTC)));
        for (field, value) in [("startDate", start), ("endDate", end)] {
            if let Some((_, None)) = value {
                c.add(field, "must be a date YYYY-MM-DD");
            }
        }
        if let (Some((_, Some(s))), Some((_, Some(e)))) = (start, end)
            && s > e
        {
            c.add("startDate", "must not be after endDate");
        }
        c.text("searchText", self.search_text.as_deref(), 100);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<DocumentItem>> {
        // Upload days and expiry are the bank's days.
        let zone = cx.tx.zone().await?;
        let filter = Filter {
            entity: self.entity_type.as_deref().and_then(Entity::parse),
            entity_id: self.entity_id,
            from: self.start_date.as_deref().and_then(|d| start_of(d, zone)),
            to: end_of(self.end_date.as_deref(), zone),
            search: self.search_text.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()),
            document_type: self.document_type,
            branch: cx.actor.branch_scope()?,
        };
        // Asking for another branch's entity is refused, not answered empty.
        if let (Some(entity), Some(id)) = (filter.entity, filter.entity_id) {
            entity.require_access(cx, id).await?;
        }
        let today = crate::time::business_today(zone);
        let rows = fetch(
            &mut cx.tx,
            filter,
            page(self.page_number, self.page_size, self.is_export, [&self.after, &self.before])?,
        )
        .await?;
        Ok(rows.map(|r| DocumentItem::of(r, today)))
    }
}

/// One entity's list: `{entity}Id` (required), `documentType`, paging.
macro_rules! entity_list {
    ($(#[$doc:meta])* $name:ident, $wire:literal, $field:ident, $json:literal, $entity:expr, $item:ty, $map:expr) => {
        $(#[$doc])*
        #[derive(Clone, Debug, Default, Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            pub $field: Option<i64>,
            pub document_type: Option<i64>,
            pub page_number: Option<i64>,
            pub page_size: Option<i64>,
            pub is_export: Option<bool>,
            pub after: Option<String>,
            pub before: Option<String>,
        }

        impl Command for $name {
            const NAME: &'static str = $wire;
            const AREA: Area = Area::Core;
            const ACCESS: Access = Access::AnyOf(&[perm::DOCUMENTS_VIEW]);
            const ACTIVITY: Option<ActivityType> = None;
            type Output = Paged<$item>;

            fn envelope_extras(output: &Self::Output) -> serde_json::Map<String, serde_json::Value> {
                output.has_next_previous()
            }

            fn validate(&self) -> Result<()> {
                let mut c = Checks::new();
                id_field(&mut c, $json, self.$field);
                c.finish()
            }

            async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<$item>> {
                let id = self.$field.unwrap_or_default();
                $entity.require_access(cx, id).await?;
                let filter = Filter {
                    entity: Some($entity),
                    entity_id: self.$field,
                    document_type: self.document_type,
                    ..Filter::default()
                };
                let today = cx.tx.today().await?;
                let rows = fetch(&mut cx.tx, filter, page(self.page_number, self.page_size, self.is_export, [&self.after, &self.before])?).await?;
                let map: fn(Row, NaiveDate) -> $item = $map;
                Ok(rows.map(|r| map(r, today)))
            }
        }
    };
}

entity_list!(
    /// The spec's `RetrieveClientDocumentsListQuery` (reduced item with `IsExpired`).
    RetrieveClientDocumentsListQuery, "RetrieveClientDocumentsListQuery", client_id, "clientId", Entity::Client,
    DocumentSummary, |r, today| DocumentSummary::of(r, today, true)
);
entity_list!(
    /// The spec's `RetrieveLoanDocumentsListQuery` (full item).
    RetrieveLoanDocumentsListQuery, "RetrieveLoanDocumentsListQuery", loan_id, "loanId", Entity::Loan,
    DocumentItem, DocumentItem::of
);
entity_list!(
    /// The spec's `RetrieveDepositDocumentsListQuery` (reduced item).
    RetrieveDepositDocumentsListQuery, "RetrieveDepositDocumentsListQuery", deposit_id, "depositId", Entity::Deposit,
    DocumentSummary, |r, today| DocumentSummary::of(r, today, false)
);
entity_list!(
    /// The spec's `RetrievePolicyDocumentsListQuery` (full item).
    RetrievePolicyDocumentsListQuery, "RetrievePolicyDocumentsListQuery", policy_id, "policyId", Entity::Policy,
    DocumentItem, DocumentItem::of
);
