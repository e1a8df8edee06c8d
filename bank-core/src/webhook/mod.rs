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
use crate::command::{Command, Cx, Registration};
use crate::engine::{ChainStep, ExecutionType, Plan, check_plan};
use crate::error::{Error, Result};
use crate::page::MAX_PAGE_SIZE;
use crate::store::{Arg, Row, Sql, Tx, now};
use crate::validate::Checks;
use crate::wire::Area;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateWebHookConfigCommand>(),
    Registration::of::<UpdateWebHookConfigCommand>(),
    Registration::of::<GetWebHookConfigByIdQuery>(),
    Registration::of::<GetWebHookConfigListQuery>(),
    Registration::of::<DeleteWebHookConfigCommand>(),
    Registration::of::<ActivateWebHookConfigCommand>(),
    Registration::of::<DeactivateWebHookConfigCommand>(),
    Registration::of::<SetWebhookBaseUrlCommand>(),
];

/// The spec's default page size for the webhook list.
pub const DEFAULT_PAGE_SIZE: i64 = 20;
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

    pub fn ips(&self) -> Vec<IpAddr> {
        self.allowable_ips.split(',').filter_map(|s| s.trim().parse().ok()).collect()
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

pub async fn find_by_path(tx: &mut Tx, path: &str) -> Result<Option<WebhookRow>> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT} WHERE path = $1")), args![path]).await
}

/// `allowableIPs` as the spec gives it (a comma-separated string) or as the
/// overview example does (`allowedIPs`, an array).
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum IpList {
    Text(String),
    List(Vec<String>),
}

impl IpList {
    fn entries(&self) -> Vec<String> {
        match self {
            IpList::Text(t) => t.split(',').map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()).collect(),
            IpList::List(l) => l.iter().map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()).collect(),
        }
    }
}

/// Exact addresses only, normalised and comma-joined; ranges and masks are refused.
fn normalise_ips(c: &mut Checks, list: &IpList) -> String {
    let entries = list.entries();
    if entries.len() > MAX_IPS {
        c.add("allowableIPs", format!("may list at most {MAX_IPS} addresses"));
    }
    let mut out = Vec::new();
    for e in entries {
        match e.parse::<IpAddr>() {
            Ok(ip) => {
                let ip = ip.to_canonical().to_string();
                if !out.contains(&ip) {
                    out.push(ip);
                }
            }
            Err(_) if e.contains('/') || e.contains('-') || e.contains('*') => {
                c.add("allowableIPs", format!("'{e}' is a range; only exact addresses are supported"))
            }
            Err(_) => c.add("allowableIPs", format!("'{e}' is not an IP address")),
        }
    }
    out.join(",")
}

/// A public path: segments of letters, digits, '-', '_', '.', '~', joined by '/'.
fn normalise_path(c: &mut Checks, path: Option<&str>) -> Option<String> {
    let p = c.required("path", path, MAX_PATH_CHARS)?.trim().trim_matches('/');
    let ok = !p.is_empty()
        && p.split('/').all(|seg| {
            !seg.is_empty()
                && seg != "."
                && seg != ".."
                && seg.chars().all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.' | '~'))
        });
    if !ok {
        c.add("path", "must be segments of letters, digits, '-', '_', '.' or '~' separated by '/'");
        return None;
    }
    Some(p.to_owned())
}

fn normalise_action(c: &mut Checks, action: Option<&str>) -> Option<String> {
    let a = c.required("action", action, 10)?.trim().to_ascii_uppercase();
    if ACTIONS.contains(&a.as_str()) {
        Some(a)
    } else {
        c.add("action", "must be one of POST, GET, PUT, DELETE, PATCH");
        None
    }
}

fn check_secret(c: &mut Checks, secret: Option<&str>) {
    if let Some(s) = secret
        && !s.is_empty()
        && !(16..=200).contains(&s.chars().count())
    {
        c.add("secret", "must be 16 to 200 characters (or empty to remove it)");
    }
}

/// The fields of a webhook after a create or an update, checked as a whole.
struct Config {
    key: String,
    description: Option<String>,
    path: String,
    action: String,
    plan: Plan,
    is_enabled: bool,
    allowable_ips: String,
    secret: Option<String>,
    allow_anonymous: bool,
}

async fn check_unique(tx: &mut Tx, key: &str, path: &str, except: i64) -> Result<()> {
    let n: i64 =
        tx.scalar("SELECT COUNT(*) FROM webhook_configs WHERE key = $1 AND id <> $2", args![key, except]).await?;
    if n > 0 {
        return Err(Error::AlreadyExists { entity: "webhook key", reference: key.to_owned() });
    }
    let n: i64 =
        tx.scalar("SELECT COUNT(*) FROM webhook_configs WHERE path = $1 AND id <> $2", args![path, except]).await?;
    if n > 0 {
        return Err(Error::AlreadyExists { entity: "webhook path", reference: path.to_owned() });
    }
    Ok(())
}

/// The checks that need the database: the process definition and the run-as user exist.
async fn check_references(tx: &mut Tx, plan: &Plan) -> Result<()> {
    if plan.execution_type == ExecutionType::Process {
        let id = plan.process_definition_id.unwrap_or_default();
        let n: i64 = tx.scalar("SELECT COUNT(*) FROM process_definitions WHERE id = $1", args![id]).await?;
        if n == 0 {
            return Err(Error::invalid("processDefinitionId", format!("process definition {id} does not exist")));
        }
    }
    if let Some(user) = plan.run_as.as_deref().filter(|_| plan.execution_type != ExecutionType::Code) {
        let active: Option<bool> =
            tx.scalar_optional("SELECT active FROM users WHERE username = $1", args![user]).await?;
        match active {
            None => return Err(Error::invalid("runAsUser", format!("no staff user '{user}'"))),
            Some(false) => return Err(Error::invalid("runAsUser", format!("staff user '{user}' is disabled"))),
            Some(true) => {}
        }
    }
    Ok(())
}

fn chain_text(plan: &Plan) -> Result<Option<String>> {
    if plan.execution_type == ExecutionType::Chain { Ok(Some(serde_json::to_string(&plan.chain)?)) } else { Ok(None) }
}

/// Keeps only the fields the plan's type uses, so a read never shows stale ones.
fn tidy(plan: &mut Plan) {
    let t = plan.execution_type;
    if t != ExecutionType::Command {
        plan.command_name = None;
    }
    if t != ExecutionType::Chain {
        plan.chain.clear();
    }
    if t != ExecutionType::Code {
        plan.code = None;
    }
    if t != ExecutionType::Process {
        plan.process_definition_id = None;
    }
}

/// Checks the `id` that the by-id webhook and recurring-job commands take.
pub fn check_id(id: Option<i64>) -> Result<()> {
    let mut c = Checks::new();
    match id {
        None => c.add("id", "is required"),
        Some(i) if i < 1 => c.add("id", "must be positive"),
        Some(_) => {}
    }
    c.finish()
}

fn execution_type(c: &mut Checks, t: Option<i64>) -> Option<ExecutionType> {
    match t {
        None => {
            c.add("executionType", "is required");
            None
        }
        Some(v) => {
            let t = ExecutionType::from_i64(v);
            if t.is_none() {
                c.add("executionType", "must be 0 (native command), 1 (command chain), 2 (code) or 3 (start process)");
            }
            t
        }
    }
}

/// The spec's `CreateWebHookConfigCommand`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateWebHookConfigCommand {
    pub key: Option<String>,
    pub description: Option<String>,
    pub path: Option<String>,
    pub action: Option<String>,
    pub execution_type: Option<i64>,
    pub command_name: Option<String>,
    pub command_chain: Option<Vec<ChainStep>>,
    pub execution_code: Option<String>,
    pub process_definition_id: Option<i64>,
    pub is_enabled: Option<bool>,
    #[serde(rename = "allowableIPs", alias = "allowedIPs")]
    pub allowable_ips: Option<IpList>,
    pub secret: Option<String>,
    pub run_as_user: Option<String>,
    /// Needed for a webhook with neither `allowableIPs` nor `secret`.
    pub allow_anonymous: Option<bool>,
}

/// `data{id, key, path, url, executionType, isEnabled}`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookCreated {
    pub id: i64,
    pub key: String,
    pub path: String,
    pub url: String,
    pub execution_type: i64,
    pub is_enabled: bool,
}

impl CreateWebHookConfigCommand {
    fn config(&self) -> Result<Config> {
        let mut c = Checks::new();
        c.code("key", self.key.as_deref(), 100);
        c.text("description", self.description.as_deref(), 500);
        let path = normalise_path(&mut c, self.path.as_deref());
        let action = normalise_action(&mut c, self.action.as_deref());
        let t = execution_type(&mut c, self.execution_type);
        let ips = self.allowable_ips.as_ref().map(|l| normalise_ips(&mut c, l)).unwrap_or_default();
        check_secret(&mut c, self.secret.as_deref());
        let secret = self.secret.clone().filter(|s| !s.is_empty());
        let allow_anonymous = self.allow_anonymous.unwrap_or(false);
        if ips.is_empty() && secret.is_none() && !allow_anonymous {
            c.add(
                "allowableIPs",
                "a webhook needs an IP allow-list or a secret; set allowAnonymous to accept calls from anyone",
            );
        }
        c.text("runAsUser", self.run_as_user.as_deref(), 100);
        let mut plan = Plan {
            execution_type: t.unwrap_or(ExecutionType::Command),
            command_name: self.command_name.clone().map(|s| s.trim().to_owned()),
            chain: self.command_chain.clone().unwrap_or_default(),
            code: self.execution_code.clone(),
            process_definition_id: self.process_definition_id,
            run_as: self.run_as_user.clone().map(|s| s.trim().to_owned()),
        };
        if t.is_some() {
            check_plan(&mut c, None, &plan);
        }
        c.finish()?;
        tidy(&mut plan);
        Ok(Config {
            key: self.key.clone().unwrap_or_default(),
            description: self.description.clone().map(|d| d.trim().to_owned()),
            path: path.unwrap_or_default(),
            action: action.unwrap_or_default(),
            plan,
            is_enabled: self.is_enabled.unwrap_or(true),
            allowable_ips: ips,
            secret,
            allow_anonymous,
        })
    }
}

fn catalogue_check(bank: &crate::Bank, plan: &Plan) -> Result<()> {
    let mut c = Checks::new();
    check_plan(&mut c, Some(bank), plan);
    c.finish()
}

impl Command for CreateWebHookConfigCommand {
    const NAME: &'static str = "CreateWebHookConfigCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Webhook configuration created successfully.";
    type Output = WebhookCreated;

    fn validate(&self) -> Result<()> {
        self.config().map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<WebhookCreated> {
        let cfg = self.config()?;
        catalogue_check(cx.bank, &cfg.plan)?;
        check_unique(&mut cx.tx, &cfg.key, &cfg.path, 0).await?;
        check_references(&mut cx.tx, &cfg.plan).await?;
        let at = now();
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO webhook_configs (key, description, path, action, execution_type, command_name,
                     command_chain, execution_code, process_definition_id, is_enabled, allowable_ips, secret,
                     run_as_user, created_at, updated_at, allow_anonymous)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15) RETURNING id",
                args![
                    &cfg.key,
                    cfg.description.clone(),
                    &cfg.path,
                    &cfg.action,
                    cfg.plan.execution_type as i64,
                    cfg.plan.command_name.clone(),
                    chain_text(&cfg.plan)?,
                    cfg.plan.code.clone(),
                    cfg.plan.process_definition_id,
                    cfg.is_enabled,
                    &cfg.allowable_ips,
                    cfg.secret.clone(),
                    cfg.plan.run_as.clone(),
                    at,
                    cfg.allow_anonymous
                ],
            )
            .await?;
        let base = base_url(&mut cx.tx).await?;
        cx.record(
            Draft::new(format!(
                "created webhook {} ({} /api/webhook/{}, {})",
                cfg.key,
                cfg.action,
                cfg.path,
                cfg.plan.execution_type.description()
            ))
            .entity("Webhook", id, &cfg.key, &cfg.path),
        );
        Ok(WebhookCreated {
            id,
            key: cfg.key,
            url: url(&base, &cfg.path),
            path: cfg.path,
            execution_type: cfg.plan.execution_type as i64,
            is_enabled: cfg.is_enabled,
        })
    }
}

/// The spec's `UpdateWebHookConfigCommand`: `id` plus the fields to change.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UpdateWebHookConfigCommand {
    pub id: Option<i64>,
    pub key: Option<String>,
    pub description: Option<String>,
    pub path: Option<String>,
    pub action: Option<String>,
    pub execution_type: Option<i64>,
    pub command_name: Option<String>,
    pub command_chain: Option<Vec<ChainStep>>,
    pub execution_code: Option<String>,
    pub process_definition_id: Option<i64>,
    pub is_enabled: Option<bool>,
    #[serde(rename = "allowableIPs", alias = "allowedIPs")]
    pub allowable_ips: Option<IpList>,
    pub secret: Option<String>,
    pub run_as_user: Option<String>,
    /// Needed for a webhook with neither `allowableIPs` nor `secret`.
    pub allow_anonymous: Option<bool>,
}

/// `data{id, key, isEnabled}` (also the answer of activate and deactivate).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookState {
    pub id: i64,
    pub key: String,
    pub is_enabled: bool,
}

impl Command for UpdateWebHookConfigCommand {
    const NAME: &'static str = "UpdateWebHookConfigCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Webhook configuration updated successfully.";
    type Output = WebhookState;

    fn validate(&self) -> Result<()> {
        check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<WebhookState> {
        let id = self.id.unwrap_or_default();
        let current = load(&mut cx.tx, id).await?;
        let plan = current.plan();
        // The merged configuration is checked exactly as a new one would be.
        let merged = CreateWebHookConfigCommand {
            key: Some(self.key.unwrap_or(current.key.clone())),
            description: self.description.or(current.description.clone()),
            path: Some(self.path.unwrap_or(current.path.clone())),
            action: Some(self.action.unwrap_or(current.action.clone())),
            execution_type: Some(self.execution_type.unwrap_or(current.execution_type)),
            command_name: self.command_name.or(plan.command_name),
            command_chain: self.command_chain.or(Some(plan.chain)),
            execution_code: self.execution_code.or(plan.code),
            process_definition_id: self.process_definition_id.or(plan.process_definition_id),
            is_enabled: Some(self.is_enabled.unwrap_or(current.is_enabled)),
            allowable_ips: Some(self.allowable_ips.unwrap_or(IpList::Text(current.allowable_ips.clone()))),
            secret: match self.secret {
                Some(s) => Some(s),
                None => current.secret.clone(),
            },
            run_as_user: self.run_as_user.or(plan.run_as),
            allow_anonymous: Some(self.allow_anonymous.unwrap_or(current.allow_anonymous)),
        };
        let cfg = merged.config()?;
        catalogue_check(cx.bank, &cfg.plan)?;
        check_unique(&mut cx.tx, &cfg.key, &cfg.path, id).await?;
        check_references(&mut cx.tx, &cfg.plan).await?;
        cx.tx
            .execute(
                "UPDATE webhook_configs SET key = $1, description = $2, path = $3, action = $4, execution_type = $5,
                     command_name = $6, command_chain = $7, execution_code = $8, process_definition_id = $9,
                     is_enabled = $10, allowable_ips = $11, secret = $12, run_as_user = $13, updated_at = $14,
                     allow_anonymous = $16
                 WHERE id = $15",
                args![
                    &cfg.key,
                    cfg.description.clone(),
                    &cfg.path,
                    &cfg.action,
                    cfg.plan.execution_type as i64,
                    cfg.plan.command_name.clone(),
                    chain_text(&cfg.plan)?,
                    cfg.plan.code.clone(),
                    cfg.plan.process_definition_id,
                    cfg.is_enabled,
                    &cfg.allowable_ips,
                    cfg.secret.clone(),
                    cfg.plan.run_as.clone(),
                    now(),
                    id,
                    cfg.allow_anonymous
                ],
            )
            .await?;
        cx.record(Draft::new(format!("updated webhook {}", cfg.key)).entity("Webhook", id, &cfg.key, &cfg.path));
        Ok(WebhookState { id, key: cfg.key, is_enabled: cfg.is_enabled })
    }
}

/// `id` only.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookIdRequest {
    pub id: Option<i64>,
}

/// The spec's `GetWebHookConfigByIdQuery`: the full configuration, `executionCode` included.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetWebHookConfigByIdQuery {
    pub id: Option<i64>,
}

impl Command for GetWebHookConfigByIdQuery {
    const NAME: &'static str = "GetWebHookConfigByIdQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = WebhookDetail;

    fn validate(&self) -> Result<()> {
        check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<WebhookDetail> {
        let row = load(&mut cx.tx, self.id.unwrap_or_default()).await?;
        let base = base_url(&mut cx.tx).await?;
        Ok(WebhookDetail { view: row.view(&base), execution_code: row.execution_code.clone() })
    }
}

/// The spec's `GetWebHookConfigListQuery`: `pageIndex` (from 0), `pageSize`
/// (20), `isEnabled`, `key` (a part of the key).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetWebHookConfigListQuery {
    pub page_index: Option<i64>,
    pub page_size: Option<i64>,
    pub is_enabled: Option<bool>,
    pub key: Option<String>,
}

/// One page of the list; `data` is the items, the rest goes beside it.
#[derive(Debug)]
pub struct IndexPage<T> {
    pub items: Vec<T>,
    pub count: i64,
    pub page_index: i64,
    pub size: i64,
}

impl<T: Serialize> Serialize for IndexPage<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.items.serialize(s)
    }
}

impl<T> IndexPage<T> {
    pub fn pages(&self) -> i64 {
        if self.count == 0 { 0 } else { (self.count + self.size - 1) / self.size }
    }

    /// The spec's list envelope: `count`, `pages`, `size`, `hasNext`, `pageIndex`
    /// and `message` ('n/m records': this page's rows of all rows).
    pub fn extras(&self) -> Map<String, Json> {
        let mut m = Map::new();
        m.insert("count".into(), self.count.into());
        m.insert("pages".into(), self.pages().into());
        m.insert("size".into(), self.size.into());
        m.insert("pageIndex".into(), self.page_index.into());
        m.insert("hasNext".into(), (self.page_index + 1 < self.pages()).into());
        m.insert("message".into(), format!("{}/{} records", self.items.len(), self.count).into());
        m
    }
}

/// Resolves `pageIndex` (from 0) and `pageSize`.
pub fn index_page(index: Option<i64>, size: Option<i64>) -> Result<(i64, i64)> {
    let index = index.unwrap_or(0);
    let size = size.unwrap_or(DEFAULT_PAGE_SIZE);
    let mut c = Checks::new();
    if index < 0 {
        c.add("pageIndex", "must be 0 or more");
    }
    if !(1..=MAX_PAGE_SIZE).contains(&size) {
        c.add("pageSize", format!("must be between 1 and {MAX_PAGE_SIZE}"));
    }
    c.finish()?;
    Ok((index, size))
}

/// The list filters shared by webhooks and recurring jobs (both tables have
/// `is_enabled` and a unique `key`).
pub struct KeyedFilter<'a> {
    pub is_enabled: Option<bool>,
    /// A part of the key, any case; blank means no filter.
    pub key: Option<&'a str>,
}

/// One page (by id) of `select` over `table` with `filter`, and the count of
/// all matching rows. `table` and `select` are static SQL, never input.
pub async fn keyed_page<R: Row>(
    tx: &mut Tx,
    table: &'static str,
    select: &'static str,
    filter: KeyedFilter<'_>,
    index: i64,
    size: i64,
) -> Result<(Vec<R>, i64)> {
    let mut clause = String::from(" WHERE 1 = 1");
    let mut args: Vec<Arg> = Vec::new();
    if let Some(enabled) = filter.is_enabled {
        args.push(enabled.into());
        clause.push_str(&format!(" AND is_enabled = ${}", args.len()));
    }
    if let Some(key) = filter.key.map(str::trim).filter(|k| !k.is_empty()) {
        args.push(crate::page::contains_pattern(key).into());
        clause.push_str(&format!(" AND LOWER(key) LIKE ${} ESCAPE '\\'", args.len()));
    }
    let count: i64 = tx.scalar(Sql::assembled(format!("SELECT COUNT(*) FROM {table}{clause}")), args.clone()).await?;
    let n = args.len();
    args.push(size.into());
    args.push(index.saturating_mul(size).into());
    let rows = tx
        .fetch_all(Sql::assembled(format!("{select}{clause} ORDER BY id LIMIT ${} OFFSET ${}", n + 1, n + 2)), args)
        .await?;
    Ok((rows, count))
}

impl Command for GetWebHookConfigListQuery {
    const NAME: &'static str = "GetWebHookConfigListQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = IndexPage<WebhookView>;

    fn envelope_extras(output: &Self::Output) -> Map<String, Json> {
        output.extras()
    }

    fn validate(&self) -> Result<()> {
        index_page(self.page_index, self.page_size)?;
        let mut c = Checks::new();
        c.text("key", self.key.as_deref(), 100);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<IndexPage<WebhookView>> {
        let (index, size) = index_page(self.page_index, self.page_size)?;
        let filter = KeyedFilter { is_enabled: self.is_enabled, key: self.key.as_deref() };
        let (rows, count): (Vec<WebhookRow>, i64) =
            keyed_page(&mut cx.tx, "webhook_configs", SELECT, filter, index, size).await?;
        let base = base_url(&mut cx.tx).await?;
        Ok(IndexPage { items: rows.iter().map(|r| r.view(&base)).collect(), count, page_index: index, size })
    }
}

/// The spec's `DeleteWebHookConfigCommand`: answers with a message only. The
/// call log keeps the webhook's id.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DeleteWebHookConfigCommand {
    pub id: Option<i64>,
}

impl Command for DeleteWebHookConfigCommand {
    const NAME: &'static str = "DeleteWebHookConfigCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Delete);
    const MESSAGE: &'static str = "Webhook configuration deleted successfully.";
    type Output = Option<()>;

    fn validate(&self) -> Result<()> {
        check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Option<()>> {
        let id = self.id.unwrap_or_default();
        let row = load(&mut cx.tx, id).await?;
        cx.tx.execute("DELETE FROM webhook_configs WHERE id = $1", args![id]).await?;
        cx.record(Draft::new(format!("deleted webhook {}", row.key)).entity("Webhook", id, &row.key, &row.path));
        Ok(None)
    }
}

async fn set_enabled(cx: &mut Cx<'_>, id: i64, enabled: bool) -> Result<WebhookState> {
    let row = load(&mut cx.tx, id).await?;
    if row.is_enabled != enabled {
        cx.tx
            .execute(
                "UPDATE webhook_configs SET is_enabled = $1, updated_at = $2 WHERE id = $3",
                args![enabled, now(), id],
            )
            .await?;
    }
    let verb = if enabled { "activated" } else { "deactivated" };
    cx.record(Draft::new(format!("{verb} webhook {}", row.key)).entity("Webhook", id, &row.key, &row.path));
    Ok(WebhookState { id, key: row.key, is_enabled: enabled })
}

/// The two commands that switch a webhook on or off, alike but for their
/// names, message and direction.
macro_rules! enabled_command {
    ($name:ident, $wire:literal, $message:literal, $enabled:literal, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Debug, Default, Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            pub id: Option<i64>,
        }

        impl Command for $name {
            const NAME: &'static str = $wire;
            const AREA: Area = Area::Execute;
            const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
            const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
            const MESSAGE: &'static str = $message;
            type Output = WebhookState;

            fn validate(&self) -> Result<()> {
                check_id(self.id)
            }

            async fn run(self, cx: &mut Cx<'_>) -> Result<WebhookState> {
                set_enabled(cx, self.id.unwrap_or_default(), $enabled).await
            }
        }
    };
}

enabled_command!(
    ActivateWebHookConfigCommand,
    "ActivateWebHookConfigCommand",
    "Webhook activated successfully.",
    true,
    "The spec's `ActivateWebHookConfigCommand`: disabled → enabled (idempotent)."
);
enabled_command!(
    DeactivateWebHookConfigCommand,
    "DeactivateWebHookConfigCommand",
    "Webhook deactivated successfully.",
    false,
    "The spec's `DeactivateWebHookConfigCommand`: enabled → disabled (idempotent)."
);

/// `SetWebhookBaseUrlCommand` (beyond the spec): `baseUrl`, the `{base_url}`
/// of every webhook `url` (http or https, no query).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetWebhookBaseUrlCommand {
    pub base_url: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BaseUrl {
    pub base_url: String,
}

impl Command for SetWebhookBaseUrlCommand {
    const NAME: &'static str = "SetWebhookBaseUrlCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Webhook base URL set successfully.";
    type Output = BaseUrl;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if let Some(u) = c.required("baseUrl", self.base_url.as_deref(), 300) {
            let u = u.trim();
            let rest = u.strip_prefix("https://").or_else(|| u.strip_prefix("http://"));
            if rest.is_none_or(|r| r.is_empty() || r.contains(['?', '#', ' '])) {
                c.add("baseUrl", "must be an http:// or https:// URL without query or fragment");
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<BaseUrl> {
        let base = self.base_url.unwrap_or_default().trim().trim_end_matches('/').to_owned();
        cx.tx
            .execute(
                "INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2",
                args![BASE_URL_SETTING, &base],
            )
            .await?;
        cx.record(Draft::new(format!("set the webhook base URL to {base}")));
        Ok(BaseUrl { base_url: base })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ips_are_exact_addresses() {
        let mut c = Checks::new();
        let ips = normalise_ips(&mut c, &IpList::Text(" 10.0.0.1, ::ffff:10.0.0.2 ,10.0.0.1".into()));
        assert!(c.finish().is_ok());
        assert_eq!(ips, "10.0.0.1,10.0.0.2");
        for bad in ["10.0.0.0/24", "10.0.0.1-10.0.0.9", "example.com"] {
            let mut c = Checks::new();
            normalise_ips(&mut c, &IpList::Text(bad.into()));
            assert!(c.finish().is_err(), "{bad}");
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
