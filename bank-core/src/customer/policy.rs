//! Insurance policies, minimal: a number and a client, for documents to attach to.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm, user::new_key};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::page::{Order, Page, Paged, cursor};
use crate::store::{Sql, now};
use crate::validate::Checks;

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct Policy {
    pub id: i64,
    pub policy_number: String,
    pub encoded_key: String,
    pub client_id: i64,
    pub created_at: DateTime<Utc>,
}

const SELECT_POLICY: &str = "SELECT id, policy_number, encoded_key, client_id, created_at FROM policies";

/// `CreatePolicyCommand`: `clientId`, optional `policyNumber` (generated).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreatePolicyCommand {
    pub client_id: i64,
    pub policy_number: Option<String>,
}

impl Command for CreatePolicyCommand {
    const NAME: &'static str = "CreatePolicyCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Policy created successfully.";
    type Output = Policy;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.policy_number.is_some() {
            c.code("policyNumber", self.policy_number.as_deref(), 30);
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Policy> {
        let client = super::client::find(&mut cx.tx, Some(self.client_id), None, None).await?;
        let number = self.policy_number.unwrap_or_else(|| super::numbered("P", 9));
        let taken: i64 = cx.tx.scalar("SELECT COUNT(*) FROM policies WHERE policy_number = $1", args![&number]).await?;
        if taken > 0 {
            return Err(Error::invalid("policyNumber", "is already used by another policy"));
        }
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO policies (policy_number, encoded_key, client_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
                args![&number, new_key(), client.id, now()],
            )
            .await?;
        let policy: Policy =
            cx.tx.fetch_one(Sql::assembled(format!("{SELECT_POLICY} WHERE id = $1")), args![id]).await?;
        cx.record(Draft::new(format!("created policy {number} for client {}", client.client_code)).entity(
            "Policy",
            id,
            &policy.encoded_key,
            &number,
        ));
        Ok(policy)
    }
}

/// `RetrievePoliciesListQuery`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrievePoliciesListQuery {
    pub client_id: Option<i64>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrievePoliciesListQuery {
    const NAME: &'static str = "RetrievePoliciesListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<Policy>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<Policy>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        const FILTER: &str = " WHERE ($1 IS NULL OR client_id = $1)";
        const ORDER: Order = Order::by("policies", cursor::int("id"));
        page.fetch(&mut cx.tx, &ORDER, SELECT_POLICY, FILTER, args![self.client_id]).await
    }
}
