//! Documents kept against clients, loans, deposit accounts and policies: the
//! bytes in object storage (`store`), the metadata in the database, every
//! upload and download on the activity trail.
//!
//! An upload checks the entity, the document number and the content first,
//! writes the object, then inserts its row in the same database transaction as
//! its activity record. If that transaction fails after the write, the object
//! is left unreferenced: downloads only ever serve paths that a committed row
//! names, so it is never reachable (and a sweep may delete it).

mod content;
mod filename;
mod list;
pub mod store;

use chrono::{DateTime, NaiveDate, Utc};
use object_store::ObjectStoreExt;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, Registration};
use crate::error::{Error, Result, RuleKind};
use crate::store::{Sql, Tx, now};
use crate::time::parse_date;
use crate::validate::Checks;

pub use content::{MAX_FILE_BYTES, accepted_extensions};
pub use filename::{content_disposition, safe_file_name};
pub use list::{
    DocumentItem, DocumentSummary, RetrieveClientDocumentsListQuery, RetrieveDepositDocumentsListQuery,
    RetrieveDocumentsListQuery, RetrieveLoanDocumentsListQuery, RetrievePolicyDocumentsListQuery,
};

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateDocumentCommand>(),
    Registration::of::<RetrieveDocumentsListQuery>(),
    Registration::of::<RetrieveClientDocumentsListQuery>(),
    Registration::of::<RetrieveLoanDocumentsListQuery>(),
    Registration::of::<RetrieveDepositDocumentsListQuery>(),
    Registration::of::<RetrievePolicyDocumentsListQuery>(),
    Registration::of::<DownloadDocumentQuery>(),
];

/// What a document belongs to; each maps to a folder of the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entity {
    Client,
    Loan,
    Deposit,
    Policy,
}

impl Entity {
    pub const ALL: [Entity; 4] = [Entity::Client, Entity::Loan, Entity::Deposit, Entity::Policy];

    /// Reads `Client`, `Loan`, `Deposit` or `Policy` in any case.
    pub fn parse(text: &str) -> Option<Entity> {
        Entity::ALL.into_iter().find(|e| e.wire().eq_ignore_ascii_case(text.trim()))
    }

    pub fn wire(self) -> &'static str {
        match self {
            Entity::Client => "Client",
            Entity::Loan => "Loan",
            Entity::Deposit => "Deposit",
            Entity::Policy => "Policy",
        }
    }

    fn folder(self) -> &'static str {
        match self {
            Entity::Client => "clients",
            Entity::Loan => "loans",
            Entity::Deposit => "deposits",
            Entity::Policy => "policies",
        }
    }

    /// The spec's failure message for a missing entity ('Invalid client ID.').
    fn invalid_id(self) -> Error {
        let name = match self {
            Entity::Client => "client",
            Entity::Loan => "loan",
            Entity::Deposit => "deposit",
            Entity::Policy => "policy",
        };
        Error::rule("INVALID_ENTITY_ID", RuleKind::NotFound, format!("Invalid {name} ID."))
    }

    /// The entity's reference (client code, loan, account or policy number).
    async fn reference(self, tx: &mut Tx, id: i64) -> Result<String> {
        let sql = match self {
            Entity::Client => "SELECT client_code FROM clients WHERE id = $1",
            Entity::Loan => "SELECT loan_number FROM loans WHERE id = $1",
            Entity::Deposit => "SELECT account_number FROM deposit_accounts WHERE id = $1",
            Entity::Policy => "SELECT policy_number FROM policies WHERE id = $1",
        };
        tx.scalar_optional(sql, args![id]).await?.ok_or_else(|| self.invalid_id())
    }

    /// The entity's branch as a subquery ending in `WHERE <id> =`: the caller
    /// appends a placeholder or the documents row's `entity_id`. Loans and
    /// policies belong to their client's branch.
    fn branch_query(self) -> &'static str {
        match self {
            Entity::Client => "SELECT branch_id FROM clients WHERE id =",
            Entity::Loan => "SELECT c.branch_id FROM loans l JOIN clients c ON c.id = l.client_id WHERE l.id =",
            Entity::Deposit => "SELECT branch_id FROM deposit_accounts WHERE id =",
            Entity::Policy => "SELECT c.branch_id FROM policies p JOIN clients c ON c.id = p.client_id WHERE p.id =",
        }
    }

    /// Refuses the entity to an actor of another branch (see
    /// [`crate::auth::Actor::is_branch_scoped`]); a missing entity is the
    /// spec's 'Invalid … ID.'.
    async fn require_access(self, cx: &mut Cx<'_>, id: i64) -> Result<()> {
        if !cx.actor.is_branch_scoped() {
            return Ok(());
        }
        let sql = Sql::assembled(format!("{} $1", self.branch_query()));
        let branch: i64 = cx.tx.scalar_optional(sql, args![id]).await?.ok_or_else(|| self.invalid_id())?;
        cx.actor.require_branch(branch)
    }
}

/// The branch of a `documents` row's owner, for filtering lists by branch.
fn owner_branch_sql() -> String {
    let cases: String = Entity::ALL
        .iter()
        .map(|e| format!(" WHEN '{}' THEN ({} documents.entity_id)", e.wire(), e.branch_query()))
        .collect();
    format!("(CASE documents.entity_type{cases} END)")
}

const ENTITY_HELP: &str = "must be one of Client, Loan, Deposit, Policy";

/// The spec's example document types, used when no description is given.
pub const DOCUMENT_TYPES: &[(i64, &str)] = &[
    (1, "National ID"),
    (2, "Passport"),
    (3, "Driver's License"),
    (4, "Utility Bill"),
    (5, "Bank Statement"),
    (6, "Contract"),
    (7, "Other"),
];

fn document_type_name(value: i64) -> Option<&'static str> {
    DOCUMENT_TYPES.iter().find(|(v, _)| *v == value).map(|(_, name)| *name)
}

const MAX_FILE_NAME_CHARS: usize = 255;
/// How much of the original name the stored name keeps.
const MAX_STORED_STEM_CHARS: usize = 64;

/// The spec's `CreateDocumentCommand`. The entity is `entityType` with
/// `entityId`, or one of `clientId`, `loanId`, `depositId`, `policyId` (as
/// the spec's examples send it).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateDocumentCommand {
    pub entity_type: Option<String>,
    pub entity_id: Option<i64>,
    pub client_id: Option<i64>,
    pub loan_id: Option<i64>,
    pub deposit_id: Option<i64>,
    pub policy_id: Option<i64>,
    pub file_name: Option<String>,
    pub file_content_base64: Option<String>,
    pub title: Option<String>,
    pub description: Option<String>,
    pub document_number: Option<String>,
    pub document_type: Option<i64>,
    pub document_type_description: Option<String>,
    pub issue_date: Option<String>,
    pub expiry_date: Option<String>,
}

impl CreateDocumentCommand {
    /// The entity named by the request, or the field to blame.
    fn target(&self) -> std::result::Result<(Entity, i64), (&'static str, String)> {
        let by_id = [
            (Entity::Client, self.client_id),
            (Entity::Loan, self.loan_id),
            (Entity::Deposit, self.deposit_id),
            (Entity::Policy, self.policy_id),
        ];
        let given: Vec<(Entity, i64)> = by_id.iter().filter_map(|(e, id)| id.map(|id| (*e, id))).collect();
        let entity = match self.entity_type.as_deref() {
            Some(text) => Entity::parse(text).ok_or(("entityType", ENTITY_HELP.to_owned()))?,
            None => match given.as_slice() {
                [(entity, _)] => *entity,
                [] => {
                    return Err(("entityType", "is required (or give clientId, loanId, depositId or policyId)".into()));
                }
                _ => return Err(("entityType", "give one of clientId, loanId, depositId, policyId".into())),
            },
        };
        let own_id = by_id.iter().find(|(e, _)| *e == entity).and_then(|(_, id)| *id);
        let id = match (self.entity_id, own_id) {
            (Some(a), Some(b)) if a != b => {
                return Err(("entityId", "disagrees with the entity's own id field".into()));
            }
            (Some(id), _) | (None, Some(id)) => id,
            (None, None) => return Err(("entityId", "is required".into())),
        };
        if id < 1 {
            return Err(("entityId", "must be a positive id".into()));
        }
        Ok((entity, id))
    }
}

/// The spec's upload response.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct DocumentUploaded {
    pub identifier: String,
    pub file_path: String,
    pub file_extension: String,
    pub original_file_name: String,
    pub uploaded_at: DateTime<Utc>,
    pub uploaded_by: String,
    pub storage_provider: String,
}

fn date_field(c: &mut Checks, field: &str, value: Option<&str>) -> Option<NaiveDate> {
    let text = value.map(str::trim).filter(|t| !t.is_empty())?;
    let date = NaiveDate::parse_from_str(text, "%Y-%m-%d").ok();
    if date.is_none() {
        c.add(field, "must be a date YYYY-MM-DD");
    }
    date
}

impl Command for CreateDocumentCommand {
    const NAME: &'static str = "CreateDocumentCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::DOCUMENTS_UPLOAD]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Document uploaded successfully.";
    type Output = DocumentUploaded;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if let Err((field, message)) = self.target() {
            c.add(field, message);
        }
        if let Some(name) = c.required("fileName", self.file_name.as_deref(), MAX_FILE_NAME_CHARS)
            && content::extension(name).is_none()
        {
            c.add("fileName", format!("must end in one of: .{}", accepted_extensions().join(", .")));
        }
        if self.file_content_base64.as_deref().is_none_or(str::is_empty) {
            c.add("fileContentBase64", "is required");
        }
        c.text("title", self.title.as_deref(), 200);
        c.text("description", self.description.as_deref(), 1000);
        c.text("documentNumber", self.document_number.as_deref(), 100);
        c.text("documentTypeDescription", self.document_type_description.as_deref(), 100);
        if self.document_type.is_some_and(|t| !(1..=999).contains(&t)) {
            c.add("documentType", "must be between 1 and 999");
        }
        let issue = date_field(&mut c, "issueDate", self.issue_date.as_deref());
        let expiry = date_field(&mut c, "expiryDate", self.expiry_date.as_deref());
        if let (Some(issue), Some(expiry)) = (issue, expiry)
            && expiry < issue
        {
            c.add("expiryDate", "must not be before issueDate");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<DocumentUploaded> {
        let (entity, entity_id) = self.target().map_err(|(field, message)| Error::invalid(field, message))?;
        let reference = entity.reference(&mut cx.tx, entity_id).await?;
        entity.require_access(cx, entity_id).await?;
        let document_number = self.document_number.as_deref().map(str::trim).filter(|n| !n.is_empty());
        if let Some(number) = document_number {
            require_unused_number(&mut cx.tx, number).await?;
        }
        let original = self.file_name.as_deref().unwrap_or_default().trim().to_owned();
        let extension =
            content::extension(&original).ok_or_else(|| Error::invalid("fileName", "has no accepted extension"))?;
        let bytes = content::decode(&extension, self.file_content_base64.as_deref().unwrap_or_default())?;

        let unique = uuid::Uuid::new_v4();
        let file_path =
            format!("{}/{entity_id}/{}_{}.{extension}", entity.folder(), stored_stem(&original), unique.simple());
        let opened = cx.bank.document_stores().current(&mut cx.tx).await?;
        let size = i64::try_from(bytes.len()).map_err(|_| Error::Internal("file size overflows".into()))?;
        let sha256 = hex::encode(Sha256::digest(&bytes));
        opened.store.put(&store::object_path(&file_path)?, bytes.into()).await.map_err(store::storage_error)?;

        let t = now();
        let description_of_type = self
            .document_type_description
            .clone()
            .or_else(|| self.document_type.and_then(document_type_name).map(str::to_owned));
        let normalise = |d: &Option<String>| d.as_deref().and_then(parse_date).map(|d| d.to_string());
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO documents (identifier, entity_type, entity_id, entity_reference, file_name, file_path,
                    file_extension, content_type, file_size, sha256, storage_provider, title, description,
                    document_number, document_type, document_type_description, issue_date, expiry_date,
                    uploaded_at, uploaded_by)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
                 RETURNING id",
                args![
                    unique.to_string(),
                    entity.wire(),
                    entity_id,
                    &reference,
                    &original,
                    &file_path,
                    &extension,
                    content::mime(&extension),
                    size,
                    sha256,
                    opened.provider,
                    self.title.clone(),
                    self.description.clone(),
                    document_number,
                    self.document_type,
                    description_of_type,
                    normalise(&self.issue_date),
                    normalise(&self.expiry_date),
                    t,
                    &cx.actor.username
                ],
            )
            .await?;
        cx.record(
            Draft::new(format!("uploaded document {original} ({size} bytes) for {} {reference}", entity.wire()))
                .entity("Document", id, &unique.to_string(), &file_path),
        );
        Ok(DocumentUploaded {
            identifier: unique.to_string(),
            file_path,
            file_extension: extension,
            original_file_name: original,
            uploaded_at: t,
            uploaded_by: cx.actor.username.clone(),
            storage_provider: opened.provider.to_owned(),
        })
    }
}

/// A document number names one document.
async fn require_unused_number(tx: &mut Tx, number: &str) -> Result<()> {
    let taken: Option<i64> =
        tx.scalar_optional("SELECT id FROM documents WHERE document_number = $1", args![number]).await?;
    match taken {
        Some(_) => Err(Error::rule(
            "DUPLICATE_DOCUMENT_NUMBER",
            RuleKind::Conflict,
            format!("A document with number '{number}' already exists."),
        )),
        None => Ok(()),
    }
}

/// The stored name keeps letters, digits, '-' and '_' of the original stem.
fn stored_stem(original: &str) -> String {
    let stem = original.rsplit_once('.').map_or(original, |(stem, _)| stem);
    let stem: String = stem
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '-' | '_') { c } else { '_' })
        .take(MAX_STORED_STEM_CHARS)
        .collect();
    if stem.trim_matches('_').is_empty() { "document".into() } else { stem }
}

/// `GET /api/files/download?path=` as a command: resolves a stored
/// document's path and records the download. It only ever serves a path a
/// document row holds, so `../` and absolute paths find nothing.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DownloadDocumentQuery {
    pub path: Option<String>,
}

/// A document ready to send: the bytes are read after the download has been
/// recorded (see [`crate::Bank::download_document`]).
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct DocumentFile {
    pub id: i64,
    /// The uploader's name, as given: hand it out only as [`Self::safe_name`].
    pub file_name: String,
    pub file_path: String,
    pub content_type: String,
    pub file_size: i64,
    #[serde(skip)]
    pub sha256: String,
    #[serde(skip)]
    pub entity_type: String,
    #[serde(skip)]
    pub entity_id: i64,
}

impl DocumentFile {
    /// The name to save or offer the file under (see [`safe_file_name`]).
    pub fn safe_name(&self) -> String {
        safe_file_name(&self.file_name)
    }

    /// The `Content-Disposition` of a download (see [`content_disposition`]).
    pub fn content_disposition(&self) -> String {
        content_disposition(&self.file_name)
    }
}

impl Command for DownloadDocumentQuery {
    const NAME: &'static str = "DownloadDocumentQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::DOCUMENTS_VIEW]);
    // A read, but recorded: who took a copy of a customer's papers is audit.
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Export);
    type Output = DocumentFile;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("path", self.path.as_deref(), 512);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<DocumentFile> {
        let path = self.path.unwrap_or_default();
        let file: DocumentFile = cx
            .tx
            .fetch_optional(
                "SELECT id, file_name, file_path, content_type, file_size, sha256, entity_type, entity_id
                 FROM documents WHERE file_path = $1",
                args![&path],
            )
            .await?
            .ok_or_else(|| Error::not_found("document", &path))?;
        let entity = Entity::parse(&file.entity_type)
            .ok_or_else(|| Error::Internal(format!("document {} has entity type {}", file.id, file.entity_type)))?;
        entity.require_access(cx, file.entity_id).await?;
        cx.record(Draft::new(format!("downloaded document {}", file.file_name)).entity(
            "Document",
            file.id,
            &file.file_path,
            &file.file_path,
        ));
        Ok(file)
    }
}

impl crate::Bank {
    /// Points the database at a document store (see [`store`]), recorded on
    /// the activity trail. Unless `replace`, a store already configured is
    /// kept. Returns the URL in force.
    pub async fn configure_document_store(&self, url: &str, replace: bool) -> Result<String> {
        let mut tx = self.db().begin_write().await?;
        let current: Option<String> =
            tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![store::STORE_URL_SETTING]).await?;
        if let Some(current) = current.filter(|c| !replace || c == url) {
            tx.rollback().await?;
            return Ok(current);
        }
        store::configure(&mut tx, url).await?;
        let outcome = crate::activity::Outcome {
            activity_type: ActivityType::Configuration,
            command: "ConfigureDocumentStore",
            error: None,
        };
        let draft = Draft::new(format!("document storage set to {url}"));
        crate::activity::record(&mut tx, None, &crate::auth::Origin::cli(), draft, outcome);
        tx.commit().await?;
        Ok(url.to_owned())
    }

    /// Records the download of the document stored at `path`, then reads its
    /// bytes and checks them against the digest taken at upload.
    pub async fn download_document(
        &self,
        actor: &crate::auth::Actor,
        origin: &crate::auth::Origin,
        path: &str,
    ) -> Result<(DocumentFile, bytes::Bytes)> {
        let file = self.execute(actor, origin, DownloadDocumentQuery { path: Some(path.to_owned()) }).await?;
        let mut tx = self.db().begin_read().await?;
        let opened = self.document_stores().current(&mut tx).await;
        tx.rollback().await?;
        let bytes = opened?
            .store
            .get(&store::object_path(&file.file_path)?)
            .await
            .map_err(store::storage_error)?
            .bytes()
            .await
            .map_err(store::storage_error)?;
        if hex::encode(Sha256::digest(&bytes)) != file.sha256 {
            return Err(Error::Internal(format!("document {} does not match its upload digest", file.file_path)));
        }
        Ok((file, bytes))
    }
}

impl crate::Bank {
    /// The object store documents live in, as the database's setting names it.
    pub fn document_stores(&self) -> &store::StoreCache {
        self.part()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_names_keep_only_safe_characters() {
        assert_eq!(stored_stem("../../etc/passwd.pdf"), "______etc_passwd");
        assert_eq!(stored_stem("ID card (front).png"), "ID_card__front_");
        assert_eq!(stored_stem("....pdf"), "document");
        assert_eq!(stored_stem(&format!("{}.pdf", "x".repeat(300))).len(), MAX_STORED_STEM_CHARS);
    }

    #[test]
    fn the_entity_comes_from_either_form() {
        let by_type = CreateDocumentCommand {
            entity_type: Some("loan".into()),
            entity_id: Some(4),
            ..CreateDocumentCommand::default()
        };
        assert_eq!(by_type.target(), Ok((Entity::Loan, 4)));
        let by_id = CreateDocumentCommand { client_id: Some(9), ..CreateDocumentCommand::default() };
        assert_eq!(by_id.target(), Ok((Entity::Client, 9)));
        let both = CreateDocumentCommand { client_id: Some(9), loan_id: Some(2), ..CreateDocumentCommand::default() };
        assert!(both.target().is_err());
        let clash = CreateDocumentCommand {
            entity_type: Some("Client".into()),
            entity_id: Some(1),
            client_id: Some(2),
            ..CreateDocumentCommand::default()
        };
        assert_eq!(clash.target().map_err(|e| e.0), Err("entityId"));
    }
}
