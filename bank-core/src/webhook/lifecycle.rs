//! The webhook list, deletion, enabling and the base URL.

use super::*;

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
        let filter = KeyedFilter { is_enabled: self.is_enabled, key: self.key.as_deref(), category: None };
        let (rows, count): (Vec<WebhookRow>, i64) =
            keyed_page(&mut cx.tx, "webhook_configs", SELECT, filter, index, size).await?;
        let base = base_url(&mut cx.tx).await?;
        Ok(IndexPage { items: rows.iter().map(|r| r.view(&base)).collect(), count, page_index: index, size })
    }
}

/// The spec's `DeleteWebHookConfigCommand`: answers `{id, key, deletedAt}`
/// (the product's page; the spec shows the message only). The call log keeps
/// the webhook's id; the key and path are free for reuse.
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
    type Output = WebhookDeleted;

    fn validate(&self) -> Result<()> {
        check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<WebhookDeleted> {
        let id = self.id.unwrap_or_default();
        let row = load(&mut cx.tx, id).await?;
        let deleted = cx.tx.execute("DELETE FROM webhook_configs WHERE id = $1", args![id]).await?;
        if deleted != 1 {
            return Err(Error::not_found("webhook", id));
        }
        cx.record(Draft::new(format!("deleted webhook {}", row.key)).entity("Webhook", id, &row.key, &row.path));
        Ok(WebhookDeleted { id, key: row.key, deleted_at: now() })
    }
}

/// `data{id, key, deletedAt}`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDeleted {
    pub id: i64,
    pub key: String,
    pub deleted_at: DateTime<Utc>,
}

/// Switches a webhook on or off. Switching it to the state it is in is a
/// conflict, as the product's pages say ("Configuration is already active").
pub(super) async fn set_enabled(cx: &mut Cx<'_>, id: i64, enabled: bool) -> Result<WebhookState> {
    let row = load(&mut cx.tx, id).await?;
    let already =
        || Error::Conflict(format!("Configuration is already {}", if enabled { "active" } else { "inactive" }));
    if row.is_enabled == enabled {
        return Err(already());
    }
    let at = now();
    // Compare-and-set: a concurrent switch makes this one the conflict.
    let changed = cx
        .tx
        .execute(
            "UPDATE webhook_configs SET is_enabled = $1, updated_at = $2 WHERE id = $3 AND is_enabled = $4",
            args![enabled, at, id, !enabled],
        )
        .await?;
    if changed != 1 {
        return Err(already());
    }
    let verb = if enabled { "activated" } else { "deactivated" };
    cx.record(Draft::new(format!("{verb} webhook {}", row.key)).entity("Webhook", id, &row.key, &row.path));
    Ok(WebhookState {
        id,
        key: row.key,
        is_enabled: enabled,
        details: None,
        activated_at: enabled.then_some(at),
        deactivated_at: (!enabled).then_some(at),
    })
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
    "The spec's `ActivateWebHookConfigCommand`: disabled → enabled; `activatedAt`; 409 when already enabled."
);
enabled_command!(
    DeactivateWebHookConfigCommand,
    "DeactivateWebHookConfigCommand",
    "Webhook deactivated successfully.",
    false,
    "The spec's `DeactivateWebHookConfigCommand`: enabled → disabled; `deactivatedAt`; 409 when already disabled."
);

/// The most configurations `LookupWebHookByKeyCommand` lists without a key.
const MAX_LOOKUP_ALL: i64 = 1000;

/// `LookupWebHookByKeyCommand` (the product's page): `key` → the one
/// configuration with that key (the list view: no code, no secret); without
/// a key, every configuration as an array (at most 1000, by key; page through
/// more with `GetWebHookConfigListQuery`).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LookupWebHookByKeyCommand {
    pub key: Option<String>,
}

impl Command for LookupWebHookByKeyCommand {
    const NAME: &'static str = "LookupWebHookByKeyCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Webhook configuration found";
    type Output = Json;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.text("key", self.key.as_deref(), 100);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Json> {
        let base = base_url(&mut cx.tx).await?;
        let key = self.key.as_deref().map(str::trim).filter(|k| !k.is_empty());
        let Some(key) = key else {
            let sql = format!("{SELECT} ORDER BY key LIMIT {}", MAX_LOOKUP_ALL + 1);
            let rows: Vec<WebhookRow> = cx.tx.fetch_all(Sql::assembled(sql), vec![]).await?;
            if rows.len() as i64 > MAX_LOOKUP_ALL {
                return Err(Error::invalid(
                    "key",
                    format!("is required beyond {MAX_LOOKUP_ALL} webhooks: page with GetWebHookConfigListQuery"),
                ));
            }
            return Ok(serde_json::to_value(rows.iter().map(|r| r.view(&base)).collect::<Vec<_>>())?);
        };
        let row: Option<WebhookRow> =
            cx.tx.fetch_optional(Sql::assembled(format!("{SELECT} WHERE key = $1")), args![key]).await?;
        let row = row.ok_or_else(|| Error::not_found("webhook configuration with key", key))?;
        Ok(serde_json::to_value(row.view(&base))?)
    }
}

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
        cx.tx.put_setting(BASE_URL_SETTING, &base).await?;
        cx.record(Draft::new(format!("set the webhook base URL to {base}")));
        Ok(BaseUrl { base_url: base })
    }
}
