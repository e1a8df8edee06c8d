//! Clients.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm, user::new_key};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::page::{Order, Page, Paged, cursor};
use crate::store::{Sql, Tx, now};
use crate::validate::Checks;

crate::states::text_enum! {
    /// A client's state.
    pub enum ClientState {
        Active = "ACTIVE",
        Closed = "CLOSED",
    }
}

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct Client {
    pub id: i64,
    pub encoded_key: String,
    pub client_code: String,
    pub name: String,
    pub branch_id: i64,
    pub state: ClientState,
    pub created_at: DateTime<Utc>,
}

const SELECT_CLIENT: &str = "SELECT id, encoded_key, client_code, name, branch_id, state, created_at FROM clients";

/// The client `id`, its row locked until commit: closing a client and opening
/// a product for it (account, loan, profile) run one after the other, so no
/// product is opened for a client that is being closed.
pub(crate) async fn find_locked(tx: &mut Tx, id: Option<i64>) -> Result<Client> {
    let Some(id) = id else { return Err(Error::invalid("clientId", "is required")) };
    let lock = tx.for_update();
    tx.fetch_optional(Sql::assembled(format!("{SELECT_CLIENT} WHERE id = $1{lock}")), args![id])
        .await?
        .ok_or_else(|| Error::not_found("client", id))
}

pub(crate) async fn find(tx: &mut Tx, id: Option<i64>, key: Option<&str>, code: Option<&str>) -> Result<Client> {
    let found: Option<Client> = match (id, key, code) {
        (Some(id), _, _) => {
            tx.fetch_optional(Sql::assembled(format!("{SELECT_CLIENT} WHERE id = $1")), args![id]).await?
        }
        (None, Some(key), _) => {
            tx.fetch_optional(Sql::assembled(format!("{SELECT_CLIENT} WHERE encoded_key = $1")), args![key]).await?
        }
        (None, None, Some(code)) => {
            tx.fetch_optional(Sql::assembled(format!("{SELECT_CLIENT} WHERE client_code = $1")), args![code]).await?
        }
        (None, None, None) => return Err(Error::invalid("id", "id, encodedKey or clientCode is required")),
    };
    found.ok_or_else(|| {
        Error::not_found(
            "client",
            id.map(|i| i.to_string()).or(key.map(str::to_owned)).or(code.map(str::to_owned)).unwrap_or_default(),
        )
    })
}

/// `CreateClientCommand`: `name`, `branchId`, optional `clientCode` (generated).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateClientCommand {
    pub name: Option<String>,
    pub client_code: Option<String>,
    pub branch_id: Option<i64>,
}

impl Command for CreateClientCommand {
    const NAME: &'static str = "CreateClientCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Client created successfully.";
    type Output = Client;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("name", self.name.as_deref(), 200);
        if self.client_code.is_some() {
            c.code("clientCode", self.client_code.as_deref(), 30);
        }
        if self.branch_id.is_none() {
            c.add("branchId", "is required");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Client> {
        let branch = self.branch_id.unwrap_or_default();
        let active: i64 =
            cx.tx.scalar("SELECT COUNT(*) FROM branches WHERE id = $1 AND object_state = 0", args![branch]).await?;
        if active == 0 {
            return Err(Error::invalid("branchId", format!("no active branch with id {branch}")));
        }
        let code = self.client_code.unwrap_or_else(|| super::numbered("C", 8));
        let taken: i64 = cx.tx.scalar("SELECT COUNT(*) FROM clients WHERE client_code = $1", args![&code]).await?;
        if taken > 0 {
            return Err(Error::invalid("clientCode", "is already used by another client"));
        }
        let t = now();
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO clients (encoded_key, client_code, name, branch_id, state, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, 'ACTIVE', $5, $5) RETURNING id",
                args![new_key(), &code, self.name, branch, t],
            )
            .await?;
        let client = find(&mut cx.tx, Some(id), None, None).await?;
        cx.record(Draft::new(format!("created client {code} {}", client.name)).entity(
            "Client",
            id,
            &client.encoded_key,
            &code,
        ));
        Ok(client)
    }
}

/// `RetrieveClientsListQuery`: clients by code; `searchText` over name and code.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveClientsListQuery {
    pub search_text: Option<String>,
    pub branch_id: Option<i64>,
    pub state: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveClientsListQuery {
    const NAME: &'static str = "RetrieveClientsListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<Client>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<Client>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let search =
            self.search_text.as_ref().map(|s| s.trim()).filter(|s| !s.is_empty()).map(crate::page::contains_pattern);
        const FILTER: &str =
            " WHERE ($1 IS NULL OR LOWER(name) LIKE $1 ESCAPE '\\' OR LOWER(client_code) LIKE $1 ESCAPE '\\')
            AND ($2 IS NULL OR branch_id = $2) AND ($3 IS NULL OR state = $3)";
        let filter = args![search, self.branch_id, self.state.clone()];
        const ORDER: Order = Order::by("clients", cursor::text("client_code"));
        page.fetch(&mut cx.tx, &ORDER, SELECT_CLIENT, FILTER, filter).await
    }
}

/// `RetrieveClientByIdQuery`: by `id`, `encodedKey` or `clientCode`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveClientByIdQuery {
    pub id: Option<i64>,
    pub encoded_key: Option<String>,
    pub client_code: Option<String>,
}

impl Command for RetrieveClientByIdQuery {
    const NAME: &'static str = "RetrieveClientByIdQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Client;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Client> {
        find(&mut cx.tx, self.id, self.encoded_key.as_deref(), self.client_code.as_deref()).await
    }
}

/// `CloseClientCommand`: only a client without open accounts or live loans.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CloseClientCommand {
    pub id: i64,
}

impl Command for CloseClientCommand {
    const NAME: &'static str = "CloseClientCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Client closed successfully.";
    type Output = Client;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Client> {
        let client = find_locked(&mut cx.tx, Some(self.id)).await?;
        if client.state == ClientState::Closed {
            return Err(Error::Conflict(format!("client {} is already closed", client.client_code)));
        }
        let open: i64 = cx
            .tx
            .scalar(
                "SELECT (SELECT COUNT(*) FROM deposit_accounts WHERE client_id = $1 AND state <> 'CLOSED')
                      + (SELECT COUNT(*) FROM loans WHERE client_id = $1 AND state <> 'CLOSED')",
                args![self.id],
            )
            .await?;
        if open > 0 {
            return Err(Error::Conflict(format!(
                "client {} still has {open} open account(s) or loan(s)",
                client.client_code
            )));
        }
        cx.tx
            .execute("UPDATE clients SET state = 'CLOSED', updated_at = $1 WHERE id = $2", args![now(), self.id])
            .await?;
        cx.record(Draft::new(format!("closed client {}", client.client_code)).entity(
            "Client",
            client.id,
            &client.encoded_key,
            &client.client_code,
        ));
        find(&mut cx.tx, Some(self.id), None, None).await
    }
}
