//! Providers and terminals: creating, updating and the status transitions.

use super::*;

/// `CreatePtspProviderCommand` (beyond the spec): `code` (letters, digits, '-',
/// '_', '.'; at most 40), `name` (at most 200). Configures a provider.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreatePtspProviderCommand {
    pub code: Option<String>,
    pub name: Option<String>,
}

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct ProviderItem {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub active: bool,
    pub created_at: DateTime<Utc>,
}

impl Command for CreatePtspProviderCommand {
    const NAME: &'static str = "CreatePtspProviderCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "PTSP provider created successfully.";
    type Output = ProviderItem;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.code("code", self.code.as_deref(), 40);
        c.required("name", self.name.as_deref(), 200);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ProviderItem> {
        let code = self.code.unwrap_or_default();
        let name = self.name.unwrap_or_default().trim().to_owned();
        let n: i64 = cx.tx.scalar("SELECT COUNT(*) FROM ptsp_providers WHERE code = $1", args![&code]).await?;
        if n > 0 {
            return Err(Error::AlreadyExists { entity: "PTSP provider", reference: code });
        }
        let item: ProviderItem = cx
            .tx
            .fetch_one(
                "INSERT INTO ptsp_providers (code, name, active, created_at) VALUES ($1, $2, $3, $4)
                 RETURNING id, code, name, active, created_at",
                args![&code, &name, true, now()],
            )
            .await?;
        cx.record(Draft::new(format!("configured PTSP provider {code}")));
        Ok(item)
    }
}

/// The spec's `CreateTerminalCommand`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateTerminalCommand {
    pub terminal_code: Option<String>,
    pub serial_number: Option<String>,
    pub ptsp_provider_code: Option<String>,
    pub merchant_user_id: Option<i64>,
    pub settlement_account_id: Option<i64>,
    pub virtual_account_id: Option<i64>,
    pub terminal_name: Option<String>,
    pub location: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct TerminalCreated {
    pub terminal_id: i64,
    pub terminal_code: String,
    pub status: String,
    pub created_at: DateTime<Utc>,
}

impl Command for CreateTerminalCommand {
    const NAME: &'static str = "CreateTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Terminal created successfully.";
    type Output = TerminalCreated;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.code("terminalCode", self.terminal_code.as_deref(), 40);
        c.code("serialNumber", self.serial_number.as_deref(), 100);
        c.code("ptspProviderCode", self.ptsp_provider_code.as_deref(), 40);
        if self.merchant_user_id.is_none() {
            c.add("merchantUserId", "is required");
        }
        if self.settlement_account_id.is_none() {
            c.add("settlementAccountId", "is required");
        }
        c.text("terminalName", self.terminal_name.as_deref(), 200);
        c.text("location", self.location.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalCreated> {
        let code = self.terminal_code.unwrap_or_default();
        let serial = self.serial_number.unwrap_or_default();
        let provider = self.ptsp_provider_code.unwrap_or_default();
        let merchant = self.merchant_user_id.unwrap_or_default();
        let settlement = self.settlement_account_id.unwrap_or_default();
        require_code_free(&mut cx.tx, &code, 0).await?;
        require_provider(&mut cx.tx, &provider).await?;
        require_serial_free(&mut cx.tx, &provider, &serial, 0).await?;
        require_active_user(&mut cx.tx, "merchantUserId", merchant).await?;
        require_ledger_account(&mut cx.tx, settlement).await?;
        let at = now();
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO terminals (encoded_key, terminal_code, serial_number, ptsp_provider_code, terminal_name,
                     location, status, merchant_user_id, settlement_account_id, virtual_account_id,
                     enable_merchant_services, enable_agent_services, created_at, last_updated)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id",
                args![
                    new_key(),
                    &code,
                    &serial,
                    &provider,
                    self.terminal_name.as_deref().map(str::trim),
                    self.location.as_deref().map(str::trim),
                    ENABLED,
                    merchant,
                    settlement,
                    self.virtual_account_id,
                    false,
                    false,
                    at
                ],
            )
            .await?;
        record(cx, id, &code, format!("created terminal {code} (serial {serial}, provider {provider})")).await?;
        Ok(TerminalCreated { terminal_id: id, terminal_code: code, status: ENABLED.into(), created_at: at })
    }
}

/// The spec's `UpdateTerminalCommand`: `terminalId`; optional `terminalCode`,
/// `serialNumber`, `ptspProviderCode`, `terminalName`, `location`. Refused on a
/// terminated terminal. Answers with the updated terminal.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UpdateTerminalCommand {
    pub terminal_id: Option<i64>,
    pub terminal_code: Option<String>,
    pub serial_number: Option<String>,
    pub ptsp_provider_code: Option<String>,
    pub terminal_name: Option<String>,
    pub location: Option<String>,
}

impl Command for UpdateTerminalCommand {
    const NAME: &'static str = "UpdateTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Terminal updated successfully.";
    type Output = TerminalItem;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        terminal_id(&mut c, self.terminal_id);
        if self.terminal_code.is_some() {
            c.code("terminalCode", self.terminal_code.as_deref(), 40);
        }
        if self.serial_number.is_some() {
            c.code("serialNumber", self.serial_number.as_deref(), 100);
        }
        if self.ptsp_provider_code.is_some() {
            c.code("ptspProviderCode", self.ptsp_provider_code.as_deref(), 40);
        }
        c.text("terminalName", self.terminal_name.as_deref(), 200);
        c.text("location", self.location.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalItem> {
        let id = self.terminal_id.unwrap_or_default();
        let current = load(&mut cx.tx, id).await?;
        if current.status == TERMINATED {
            return Err(Error::Conflict(format!(
                "terminal {} is TERMINATED and can no longer be updated",
                current.terminal_code
            )));
        }
        let code = self.terminal_code.unwrap_or(current.terminal_code);
        let serial = self.serial_number.unwrap_or(current.serial_number);
        let provider = self.ptsp_provider_code.unwrap_or(current.ptsp_provider_code.clone());
        require_code_free(&mut cx.tx, &code, id).await?;
        if provider != current.ptsp_provider_code {
            require_provider(&mut cx.tx, &provider).await?;
        }
        require_serial_free(&mut cx.tx, &provider, &serial, id).await?;
        let name = self.terminal_name.map(|n| n.trim().to_owned()).or(current.terminal_name);
        let location = self.location.map(|l| l.trim().to_owned()).or(current.location);
        let changed = cx
            .tx
            .execute(
                "UPDATE terminals SET terminal_code = $1, serial_number = $2, ptsp_provider_code = $3,
                     terminal_name = $4, location = $5, last_updated = $6 WHERE id = $7 AND status <> 'TERMINATED'",
                args![&code, &serial, &provider, name, location, now(), id],
            )
            .await?;
        if changed != 1 {
            return Err(Error::Conflict(format!("terminal {code} was terminated while this request ran")));
        }
        record(cx, id, &code, format!("updated terminal {code}")).await?;
        load(&mut cx.tx, id).await
    }
}

/// The answer of a state change: `TerminalId`, `Status` and the time of the
/// change under the name the spec gives it (`EnabledAt`, `DisabledAt`, `TerminatedAt`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct TerminalStatusChange {
    pub terminal_id: i64,
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enabled_at: Option<DateTime<Utc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disabled_at: Option<DateTime<Utc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub terminated_at: Option<DateTime<Utc>>,
}

/// Moves a terminal from one of `from` to `to`; refused with a conflict otherwise.
pub(super) async fn transition(
    cx: &mut Cx<'_>,
    id: i64,
    from: &[&str],
    to: &'static str,
    reason: Option<&str>,
) -> Result<TerminalStatusChange> {
    let current = load(&mut cx.tx, id).await?;
    if !from.contains(&current.status.as_str()) {
        return Err(Error::Conflict(format!(
            "terminal {} is {}; it must be {} to become {to}",
            current.terminal_code,
            current.status,
            from.join(" or ")
        )));
    }
    let at = now();
    let reason = reason.map(str::trim).filter(|r| !r.is_empty());
    // A compare-and-set on the status read: termination is final even
    // against a concurrent enable.
    let changed = if to == TERMINATED {
        cx.tx
            .execute(
                "UPDATE terminals SET status = $1, merchant_user_id = NULL, terminated_at = $2, last_updated = $2,
                     reason = COALESCE($3, reason) WHERE id = $4 AND status = $5",
                args![to, at, reason, id, &current.status],
            )
            .await?
    } else {
        cx.tx
            .execute(
                "UPDATE terminals SET status = $1, last_updated = $2, reason = COALESCE($3, reason)
                 WHERE id = $4 AND status = $5",
                args![to, at, reason, id, &current.status],
            )
            .await?
    };
    if changed != 1 {
        return Err(Error::Conflict(format!(
            "terminal {} changed status while this request ran; it is no longer {}",
            current.terminal_code, current.status
        )));
    }
    let mut description = format!("terminal {} {} -> {to}", current.terminal_code, current.status);
    if to == TERMINATED
        && let Some(m) = current.merchant_user_id
    {
        description.push_str(&format!(", unlinked from merchant user {m}"));
    }
    if let Some(r) = reason {
        description.push_str(&format!(": {r}"));
    }
    record(cx, id, &current.terminal_code, description).await?;
    Ok(TerminalStatusChange {
        terminal_id: id,
        status: to.into(),
        enabled_at: (to == ENABLED).then_some(at),
        disabled_at: (to == DISABLED).then_some(at),
        terminated_at: (to == TERMINATED).then_some(at),
    })
}

/// The spec's `EnableTerminalCommand`: DISABLED → ENABLED.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EnableTerminalCommand {
    pub terminal_id: Option<i64>,
}

impl Command for EnableTerminalCommand {
    const NAME: &'static str = "EnableTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Terminal enabled successfully.";
    type Output = TerminalStatusChange;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        terminal_id(&mut c, self.terminal_id);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalStatusChange> {
        transition(cx, self.terminal_id.unwrap_or_default(), &[DISABLED], ENABLED, None).await
    }
}

/// The spec's `DisableTerminalCommand`: ENABLED → DISABLED, with a `reason`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DisableTerminalCommand {
    pub terminal_id: Option<i64>,
    pub reason: Option<String>,
}

impl Command for DisableTerminalCommand {
    const NAME: &'static str = "DisableTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Terminal disabled successfully.";
    type Output = TerminalStatusChange;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        terminal_id(&mut c, self.terminal_id);
        c.text("reason", self.reason.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalStatusChange> {
        transition(cx, self.terminal_id.unwrap_or_default(), &[ENABLED], DISABLED, self.reason.as_deref()).await
    }
}

/// The spec's `TerminateTerminalCommand`: ENABLED or DISABLED → TERMINATED,
/// permanently; the merchant is unlinked, the row (history) stays.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TerminateTerminalCommand {
    pub terminal_id: Option<i64>,
    pub reason: Option<String>,
}

impl Command for TerminateTerminalCommand {
    const NAME: &'static str = "TerminateTerminalCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Terminal terminated successfully.";
    type Output = TerminalStatusChange;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        terminal_id(&mut c, self.terminal_id);
        c.text("reason", self.reason.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TerminalStatusChange> {
        let id = self.terminal_id.unwrap_or_default();
        transition(cx, id, &[ENABLED, DISABLED], TERMINATED, self.reason.as_deref()).await
    }
}
