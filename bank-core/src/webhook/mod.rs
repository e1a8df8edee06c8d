//! Webhook configuration on `POST /api/v1/execute` (family A, camelCase) and
//! the inbound calls at `/api/webhook/{path}` ([`inbound`]).
//!
//! Beyond the spec's fields a webhook has `commandChain` (type 1), `runAsUser`
//! (the staff user its command, chain or process runs as, with that user's
//! permissions) and `secret` (the HMAC-SHA256 key for `X-Webhook-Signature`,
//! write-only: reads say `hasSecret`).

pub mod inbound;

use std::net::IpAddr;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value as Json};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, Registration};
use crate::engine::{ChainStep, ExecutionType, Plan, check_plan};
use crate::error::{Error, Result};
use crate::page::{IndexPage, KeyedFilter, index_page, keyed_page};
use crate::store::{Sql, Tx, now};
use crate::validate::Checks;

mod change;
mod config;
mod lifecycle;

pub use change::*;
pub use config::*;
pub use lifecycle::*;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateWebHookConfigCommand>(),
    Registration::of::<UpdateWebHookConfigCommand>(),
    Registration::of::<GetWebHookConfigByIdQuery>(),
    Registration::of::<GetWebHookConfigListQuery>(),
    Registration::of::<DeleteWebHookConfigCommand>(),
    Registration::of::<ActivateWebHookConfigCommand>(),
    Registration::of::<DeactivateWebHookConfigCommand>(),
    Registration::of::<LookupWebHookByKeyCommand>(),
    Registration::of::<SetWebhookBaseUrlCommand>(),
];

/// The setting that holds `{base_url}` of the `url` field.
pub const BASE_URL_SETTING: &str = "public_base_url";
pub const ACTIONS: &[&str] = &["POST", "GET", "PUT", "DELETE", "PATCH"];
const MAX_IPS: usize = 100;
const MAX_PATH_CHARS: usize = 200;

/// A stored webhook.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct WebhookRow {
    pub id: i64,
    pub key: String,
    pub description: Option<String>,
    pub path: String,
    pub action: String,
    pub execution_type: i64,
    pub command_name: Option<String>,
    pub command_chain: Option<String>,
    pub execution_code: Option<String>,
    pub process_definition_id: Option<i64>,
    pub is_enabled: bool,
    pub allowable_ips: String,
    pub secret: Option<String>,
    pub run_as_user: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub allow_anonymous: bool,
}

const SELECT: &str = "SELECT id, key, description, path, action, execution_type, command_name, command_chain,
    execution_code, process_definition_id, is_enabled, allowable_ips, secret, run_as_user, created_at, updated_at,
    allow_anonymous FROM webhook_configs";

impl WebhookRow {
    pub fn plan(&self) -> Plan {
        Plan {
            execution_type: ExecutionType::from_i64(self.execution_type).unwrap_or(ExecutionType::Command),
            command_name: self.command_name.clone(),
            chain: self.chain(),
            code: self.execution_code.clone(),
            process_definition_id: self.process_definition_id,
            run_as: self.run_as_user.clone(),
        }
    }

    fn chain(&self) -> Vec<ChainStep> {
        self.command_chain.as_deref().and_then(|c| serde_json::from_str(c).ok()).unwrap_or_default()
    }

    /// The allow-list: addresses and CIDR ranges.
    pub fn ips(&self) -> Vec<ipnet::IpNet> {
        config::allow_list(&self.allowable_ips)
    }

    fn view(&self, base_url: &str) -> WebhookView {
        let execution_type = ExecutionType::from_i64(self.execution_type);
        let chain = self.chain();
        WebhookView {
            id: self.id,
            key: self.key.clone(),
            description: self.description.clone(),
            path: self.path.clone(),
            url: url(base_url, &self.path),
            action: self.action.clone(),
            execution_type: self.execution_type,
            execution_type_desc: execution_type.map_or("Unknown", ExecutionType::description).to_owned(),
            command_name: self.command_name.clone(),
            command_chain: (!chain.is_empty()).then_some(chain),
            process_definition_id: self.process_definition_id,
            is_enabled: self.is_enabled,
            allowable_ips: self.allowable_ips.clone(),
            has_secret: self.secret.is_some(),
            allow_anonymous: self.allow_anonymous,
            run_as_user: self.run_as_user.clone(),
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

/// `{base_url}/api/webhook/<path>`.
pub fn url(base_url: &str, path: &str) -> String {
    format!("{}/api/webhook/{path}", base_url.trim_end_matches('/'))
}

/// A webhook as lists show it: every field but `executionCode` and the secret.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookView {
    pub id: i64,
    pub key: String,
    pub description: Option<String>,
    pub path: String,
    pub url: String,
    pub action: String,
    pub execution_type: i64,
    pub execution_type_desc: String,
    pub command_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub command_chain: Option<Vec<ChainStep>>,
    pub process_definition_id: Option<i64>,
    pub is_enabled: bool,
    #[serde(rename = "allowableIPs")]
    pub allowable_ips: String,
    pub has_secret: bool,
    /// Calls need neither an allowed address nor a signature.
    pub allow_anonymous: bool,
    pub run_as_user: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// The full configuration (`GetWebHookConfigByIdQuery`): the list view plus `executionCode`.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDetail {
    #[serde(flatten)]
    pub view: WebhookView,
    pub execution_code: Option<String>,
}

pub async fn base_url(tx: &mut Tx) -> Result<String> {
    let v: Option<String> =
        tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![BASE_URL_SETTING]).await?;
    Ok(v.unwrap_or_else(|| "http://127.0.0.1:8080".into()))
}

async fn find(tx: &mut Tx, id: i64) -> Result<Option<WebhookRow>> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT} WHERE id = $1")), args![id]).await
}

async fn load(tx: &mut Tx, id: i64) -> Result<WebhookRow> {
    find(tx, id).await?.ok_or_else(|| Error::not_found("webhook", id))
}

/// The webhook, its row locked until commit: an update merges its fields into
/// what it read, so two updates at once take turns and neither undoes the other.
async fn load_locked(tx: &mut Tx, id: i64) -> Result<WebhookRow> {
    let lock = tx.for_update();
    tx.fetch_optional(Sql::assembled(format!("{SELECT} WHERE id = $1{lock}")), args![id])
        .await?
        .ok_or_else(|| Error::not_found("webhook", id))
}

pub async fn find_by_path(tx: &mut Tx, path: &str) -> Result<Option<WebhookRow>> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT} WHERE path = $1")), args![path]).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ips_are_addresses_and_cidr_ranges() {
        let mut c = Checks::new();
        let ips = normalise_ips(
            &mut c,
            &IpList::Text(
                " 10.0.0.1, ::ffff:10.0.0.2 ,10.0.0.1, 196.46.20.0/24, 2001:db8::/32, ::ffff:10.1.0.0/112, 10.0.0.9/32"
                    .into(),
            ),
        );
        assert!(c.finish().is_ok());
        assert_eq!(ips, "10.0.0.1,10.0.0.2,196.46.20.0/24,2001:db8::/32,10.1.0.0/16,10.0.0.9");
        for bad in [
            "10.0.0.0/33",
            "10.0.0.1/24",
            "2001:db8::1/32",
            "0.0.0.0/0",
            "::/0",
            "10.0.0.1-10.0.0.9",
            "example.com",
            "10.0.0/8",
        ] {
            let mut c = Checks::new();
            normalise_ips(&mut c, &IpList::Text(bad.into()));
            assert!(c.finish().is_err(), "{bad}");
        }
        let list = config::allow_list(&ips);
        let admits = |ip: &str| list.iter().any(|n| n.contains(&ip.parse::<IpAddr>().expect("ip")));
        for (ip, allowed) in [
            ("196.46.20.7", true),
            ("196.46.21.7", false),
            ("10.1.255.255", true),
            ("2001:db8:ffff::1", true),
            ("2001:db9::1", false),
            ("10.0.0.9", true),
            ("10.0.0.8", false),
        ] {
            assert_eq!(admits(ip), allowed, "{ip}");
        }
    }

    #[test]
    fn paths_are_plain_segments() {
        let mut c = Checks::new();
        assert_eq!(normalise_path(&mut c, Some("/payments/nibss/")).as_deref(), Some("payments/nibss"));
        for bad in ["", "a//b", "../etc", "a b", "a?b"] {
            let mut c = Checks::new();
            normalise_path(&mut c, Some(bad));
            assert!(c.finish().is_err(), "{bad}");
        }
    }

    #[test]
    fn list_envelope_counts() {
        let p = IndexPage { items: vec![1, 2], count: 5, page_index: 1, size: 2 };
        let e = p.extras();
        assert_eq!((e["pages"].as_i64(), e["hasNext"].as_bool()), (Some(3), Some(true)));
        assert_eq!(e["message"], "2/5 records");
        let last = IndexPage { items: vec![1], count: 5, page_index: 2, size: 2 };
        assert_eq!(last.extras()["hasNext"], false);
    }
}
