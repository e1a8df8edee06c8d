//! Creating, updating and reading one webhook configuration.

use super::*;

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

/// `data{id, key, path, url, executionType, isEnabled}`, and the keys the
/// product's page shows beside them: `description`, `action`, `commandName`,
/// `createdAt`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookCreated {
    pub id: i64,
    pub key: String,
    pub path: String,
    pub url: String,
    pub execution_type: i64,
    pub is_enabled: bool,
    pub description: Option<String>,
    pub action: String,
    pub command_name: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl CreateWebHookConfigCommand {
    pub(super) fn config(&self) -> Result<Config> {
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
        plan.tidy();
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

pub(super) fn catalogue_check(bank: &crate::Bank, plan: &Plan) -> Result<()> {
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
        crate::engine::check_delegation(&mut cx.tx, cx.bank, cx.actor, &cfg.plan).await?;
        ensure_default_run_as(&mut cx.tx, &cfg.plan).await?;
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
                    cfg.plan.chain_text()?,
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
            description: cfg.description,
            action: cfg.action,
            command_name: cfg.plan.command_name,
            created_at: at,
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

/// `data{id, key, isEnabled}` (also the answer of activate and deactivate),
/// with what the product's pages show beside it: the configuration after an
/// update, `activatedAt` or `deactivatedAt` after a switch.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookState {
    pub id: i64,
    pub key: String,
    pub is_enabled: bool,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub details: Option<WebhookDetails>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub activated_at: Option<DateTime<Utc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deactivated_at: Option<DateTime<Utc>>,
}

/// The configuration an update answers with.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDetails {
    pub description: Option<String>,
    pub path: String,
    pub action: String,
    pub execution_type: i64,
    pub command_name: Option<String>,
    pub updated_at: DateTime<Utc>,
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
        let current = load_locked(&mut cx.tx, id).await?;
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
        crate::engine::check_delegation(&mut cx.tx, cx.bank, cx.actor, &cfg.plan).await?;
        ensure_default_run_as(&mut cx.tx, &cfg.plan).await?;
        let at = now();
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
                    cfg.plan.chain_text()?,
                    cfg.plan.code.clone(),
                    cfg.plan.process_definition_id,
                    cfg.is_enabled,
                    &cfg.allowable_ips,
                    cfg.secret.clone(),
                    cfg.plan.run_as.clone(),
                    at,
                    id,
                    cfg.allow_anonymous
                ],
            )
            .await?;
        cx.record(Draft::new(format!("updated webhook {}", cfg.key)).entity("Webhook", id, &cfg.key, &cfg.path));
        let details = WebhookDetails {
            description: cfg.description,
            path: cfg.path,
            action: cfg.action,
            execution_type: cfg.plan.execution_type as i64,
            command_name: cfg.plan.command_name,
            updated_at: at,
        };
        Ok(WebhookState {
            id,
            key: cfg.key,
            is_enabled: cfg.is_enabled,
            details: Some(details),
            activated_at: None,
            deactivated_at: None,
        })
    }
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
