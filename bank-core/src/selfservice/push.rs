//! Push installations: the mapping of an authenticated profile and its
//! verified device (`X-Device-Id`) to the device's current FCM token.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result, RuleKind};
use crate::page::check_limit;
use crate::store::{Sql, now};
use crate::validate::Checks;

/// FCM registration tokens are ~160-200 characters; anything near this is not one.
pub const MAX_FCM_TOKEN_CHARS: usize = 4096;

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Installation {
    pub installation_id: String,
    pub profile_key: String,
    pub device_id: String,
    pub platform: String,
    pub app_version: String,
    pub state: String,
    pub deactivated_reason: Option<String>,
    /// Only the last 8 characters: a token is a credential to reach the device.
    pub fcm_token_suffix: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const SELECT_INSTALLATION: &str = "SELECT i.installation_id, p.profile_key, i.device_id, i.platform, i.app_version,
    i.state, i.deactivated_reason, CASE WHEN LENGTH(i.fcm_token) > 8 THEN SUBSTR(i.fcm_token, LENGTH(i.fcm_token) - 7) ELSE i.fcm_token END AS fcm_token_suffix,
    i.created_at, i.updated_at
    FROM push_installations i JOIN customer_profiles p ON p.id = i.profile_id";

/// `RegisterPushInstallationCommand` `{fcmToken}`: upsert for the caller's
/// profile on its verified device; any other active mapping of this device,
/// this token or this profile is revoked.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterPushInstallationCommand {
    pub fcm_token: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Registered {
    pub installation_id: String,
    pub device_id: String,
    pub platform: String,
    pub status: &'static str,
    /// True when this call created the installation (false: refreshed).
    pub created: bool,
    pub revoked_installations: u64,
}

impl Command for RegisterPushInstallationCommand {
    const NAME: &'static str = "RegisterPushInstallationCommand";
    const AREA: Area = Area::SelfService;
    const ACCESS: Access = Access::Customer;
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Push installation registered successfully.";
    type Output = Registered;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if let Some(t) = c.required("fcmToken", self.fcm_token.as_deref(), MAX_FCM_TOKEN_CHARS)
            && t.chars().any(char::is_whitespace)
        {
            c.add("fcmToken", "must not contain spaces");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Registered> {
        let customer = cx.actor.require_customer()?.clone();
        let token = self.fcm_token.unwrap_or_default();
        let verified: Option<String> = cx
            .tx
            .scalar_optional(
                "SELECT device_id FROM customer_devices WHERE profile_id = $1 AND state = 'VERIFIED'",
                args![customer.profile_id],
            )
            .await?;
        if verified.as_deref() != Some(customer.device_id.as_str()) {
            return Err(Error::rule(
                "DEVICE_NOT_VERIFIED",
                RuleKind::Forbidden,
                format!("device '{}' is not this profile's verified mobile device", customer.device_id),
            ));
        }
        let t = now();
        let revoked = cx
            .tx
            .execute(
                "UPDATE push_installations SET state = 'DEACTIVATED', deactivated_reason = 'REASSIGNED', updated_at = $1
                 WHERE state = 'ACTIVE' AND NOT (profile_id = $2 AND device_id = $3)
                   AND (device_id = $3 OR fcm_token = $4 OR profile_id = $2)",
                args![t, customer.profile_id, &customer.device_id, &token],
            )
            .await?;
        let existing: Option<String> = cx
            .tx
            .scalar_optional(
                "SELECT installation_id FROM push_installations WHERE profile_id = $1 AND device_id = $2",
                args![customer.profile_id, &customer.device_id],
            )
            .await?;
        let created = existing.is_none();
        let installation_id = match existing {
            Some(id) => {
                cx.tx
                    .execute(
                        "UPDATE push_installations SET fcm_token = $1, platform = $2, app_version = $3, state = 'ACTIVE',
                             deactivated_reason = NULL, updated_at = $4 WHERE installation_id = $5",
                        args![&token, &customer.platform, &customer.app_version, t, &id],
                    )
                    .await?;
                id
            }
            None => {
                let id = uuid::Uuid::new_v4().to_string();
                cx.tx
                    .execute(
                        "INSERT INTO push_installations (installation_id, profile_id, device_id, fcm_token, platform, app_version,
                             state, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'ACTIVE', $7, $7)",
                        args![&id, customer.profile_id, &customer.device_id, &token, &customer.platform, &customer.app_version, t],
                    )
                    .await?;
                id
            }
        };
        cx.record(
            Draft::new(format!(
                "{} push installation {installation_id} on device {}",
                if created { "registered" } else { "refreshed" },
                customer.device_id
            ))
            .entity("PushInstallation", customer.profile_id, &installation_id, &customer.profile_key),
        );
        Ok(Registered {
            installation_id,
            device_id: customer.device_id,
            platform: customer.platform,
            status: "active",
            created,
            revoked_installations: revoked,
        })
    }
}

/// `UnregisterPushInstallationCommand` `{}` (the caller's `X-Device-Id`) or
/// `{installationId}` of an installation the caller owns.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UnregisterPushInstallationCommand {
    pub installation_id: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Unregistered {
    pub installation_id: String,
    pub device_id: String,
    pub status: &'static str,
}

impl Command for UnregisterPushInstallationCommand {
    const NAME: &'static str = "UnregisterPushInstallationCommand";
    const AREA: Area = Area::SelfService;
    const ACCESS: Access = Access::Customer;
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Push installation unregistered successfully.";
    type Output = Unregistered;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.installation_id.is_some() {
            c.code("installationId", self.installation_id.as_deref(), 64);
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Unregistered> {
        let customer = cx.actor.require_customer()?.clone();
        // Another profile's installation is "not found": its existence is not the caller's business.
        let found: Option<(String, String)> = match &self.installation_id {
            Some(id) => {
                cx.tx
                    .fetch_optional(
                        "SELECT installation_id, device_id FROM push_installations WHERE installation_id = $1 AND profile_id = $2",
                        args![id, customer.profile_id],
                    )
                    .await?
            }
            None => {
                cx.tx
                    .fetch_optional(
                        "SELECT installation_id, device_id FROM push_installations WHERE device_id = $1 AND profile_id = $2",
                        args![&customer.device_id, customer.profile_id],
                    )
                    .await?
            }
        };
        let (installation_id, device_id) = found.ok_or_else(|| match &self.installation_id {
            Some(id) => Error::not_found("push installation", id),
            None => Error::not_found("push installation for device", &customer.device_id),
        })?;
        cx.tx
            .execute(
                "UPDATE push_installations SET state = 'DEACTIVATED', deactivated_reason = 'UNREGISTERED', updated_at = $1
                 WHERE installation_id = $2 AND state = 'ACTIVE'",
                args![now(), &installation_id],
            )
            .await?;
        cx.record(Draft::new(format!("unregistered push installation {installation_id}")).entity(
            "PushInstallation",
            customer.profile_id,
            &installation_id,
            &customer.profile_key,
        ));
        Ok(Unregistered { installation_id, device_id, status: "deactivated" })
    }
}

/// `RetrievePushInstallationsQuery` {profileKey?, state?, limit?} (staff).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrievePushInstallationsQuery {
    pub profile_key: Option<String>,
    pub state: Option<String>,
    pub limit: Option<i64>,
}

impl Command for RetrievePushInstallationsQuery {
    const NAME: &'static str = "RetrievePushInstallationsQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<Installation>;

    fn validate(&self) -> Result<()> {
        check_limit(self.limit)?;
        match self.state.as_deref() {
            None | Some("ACTIVE" | "DEACTIVATED") => Ok(()),
            Some(_) => Err(Error::invalid("state", "must be ACTIVE or DEACTIVATED")),
        }
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<Installation>> {
        let sql = format!(
            "{SELECT_INSTALLATION} WHERE ($1 IS NULL OR p.profile_key = $1) AND ($2 IS NULL OR i.state = $2)
             ORDER BY i.id DESC LIMIT $3"
        );
        cx.tx.fetch_all(Sql::assembled(sql), args![self.profile_key, self.state, self.limit.unwrap_or(50)]).await
    }
}
