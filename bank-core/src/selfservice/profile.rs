//! Customer profiles (a self-service login linked to a client), their verified
//! mobile device, and customer tokens. The spec leaves login out; staff create
//! profiles, verify devices and issue tokens (`bank customer ...`).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::customer::ClientState;
use crate::error::{Error, Result};
use crate::notify::ProfileState;
use crate::page::check_limit;
use crate::store::{Tx, now};
use crate::validate::Checks;

/// Longest `X-Device-Id` (a stable installation id, typically a UUID).
pub const MAX_DEVICE_ID_CHARS: usize = 128;

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub id: i64,
    pub profile_key: String,
    pub client_id: i64,
    pub display_name: String,
    pub state: ProfileState,
    pub verified_device_id: Option<String>,
    pub created_at: DateTime<Utc>,
}

const SELECT_PROFILE: &str = "SELECT p.id, p.profile_key, p.client_id, p.display_name, p.state,
    (SELECT d.device_id FROM customer_devices d WHERE d.profile_id = p.id AND d.state = 'VERIFIED') AS verified_device_id,
    p.created_at FROM customer_profiles p";

pub(crate) async fn by_key(tx: &mut Tx, key: &str) -> Result<Profile> {
    tx.fetch_optional(crate::store::Sql::assembled(format!("{SELECT_PROFILE} WHERE p.profile_key = $1")), args![key])
        .await?
        .ok_or_else(|| Error::not_found("customer profile", key))
}

/// Checks a device id header or field: printable, bounded.
pub fn check_device_id(c: &mut Checks, field: &str, value: Option<&str>) {
    if let Some(v) = c.required(field, value, MAX_DEVICE_ID_CHARS)
        && v.chars().any(char::is_whitespace)
    {
        c.add(field, "must not contain spaces");
    }
}

/// `CreateCustomerProfileCommand` {clientId, displayName?, profileKey?}: a
/// self-service profile for an ACTIVE client.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateCustomerProfileCommand {
    pub client_id: Option<i64>,
    pub display_name: Option<String>,
    pub profile_key: Option<String>,
}

impl Command for CreateCustomerProfileCommand {
    const NAME: &'static str = "CreateCustomerProfileCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Customer profile created successfully.";
    type Output = Profile;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.client_id.is_none() {
            c.add("clientId", "is required");
        }
        c.text("displayName", self.display_name.as_deref(), 200);
        if self.profile_key.is_some() {
            c.code("profileKey", self.profile_key.as_deref(), 64);
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Profile> {
        let client = crate::customer::find_client_locked(&mut cx.tx, self.client_id).await?;
        if client.state != ClientState::Active {
            let state = client.state.as_str().to_lowercase();
            return Err(Error::Conflict(format!("client {} is {state}", client.id)));
        }
        let key = self.profile_key.unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
        let name = self.display_name.unwrap_or_else(|| client.name.clone());
        let t = now();
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO customer_profiles (profile_key, client_id, display_name, state, created_at, updated_at)
                 VALUES ($1, $2, $3, 'ACTIVE', $4, $4) RETURNING id",
                args![&key, client.id, &name, t],
            )
            .await
            .map_err(|e| match e {
                Error::Conflict(_) => Error::AlreadyExists { entity: "customer profile", reference: key.clone() },
                other => other,
            })?;
        cx.record(Draft::new(format!("created self-service profile {key} for client {}", client.id)).entity(
            "CustomerProfile",
            id,
            &key,
            &key,
        ));
        by_key(&mut cx.tx, &key).await
    }
}

/// `VerifyCustomerDeviceCommand` {profileKey, deviceId}: makes `deviceId` the
/// profile's verified mobile device. A switch revokes the previous device and
/// every push installation that no longer matches the profile/device pair.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VerifyCustomerDeviceCommand {
    pub profile_key: Option<String>,
    pub device_id: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DeviceVerified {
    pub profile_key: String,
    pub device_id: String,
    pub previous_device_id: Option<String>,
    pub revoked_installations: u64,
}

impl Command for VerifyCustomerDeviceCommand {
    const NAME: &'static str = "VerifyCustomerDeviceCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    const MESSAGE: &'static str = "Device verified successfully.";
    type Output = DeviceVerified;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("profileKey", self.profile_key.as_deref(), 64);
        check_device_id(&mut c, "deviceId", self.device_id.as_deref());
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<DeviceVerified> {
        let key = self.profile_key.unwrap_or_default();
        let device = self.device_id.unwrap_or_default();
        let lock = cx.tx.for_update();
        let profile: Option<(i64, ProfileState)> = cx
            .tx
            .fetch_optional(
                crate::store::Sql::assembled(format!(
                    "SELECT id, state FROM customer_profiles WHERE profile_key = $1{lock}"
                )),
                args![&key],
            )
            .await?;
        let (profile_id, state) = profile.ok_or_else(|| Error::not_found("customer profile", &key))?;
        if state != ProfileState::Active {
            return Err(Error::Conflict(format!("customer profile {key} is {}", state.as_str().to_lowercase())));
        }
        let previous: Option<String> = cx
            .tx
            .scalar_optional(
                "SELECT device_id FROM customer_devices WHERE profile_id = $1 AND state = 'VERIFIED'",
                args![profile_id],
            )
            .await?;
        let t = now();
        cx.tx
            .execute(
                "UPDATE customer_devices SET state = 'REVOKED', updated_at = $1 WHERE profile_id = $2 AND state = 'VERIFIED'",
                args![t, profile_id],
            )
            .await?;
        cx.tx
            .execute(
                "INSERT INTO customer_devices (profile_id, device_id, state, verified_at, created_at, updated_at)
                 VALUES ($1, $2, 'VERIFIED', $3, $3, $3)
                 ON CONFLICT (profile_id, device_id) DO UPDATE SET state = 'VERIFIED', verified_at = $3, updated_at = $3",
                args![profile_id, &device, t],
            )
            .await?;
        // The profile's mapping on its old device is stale after a switch.
        let revoked = cx
            .tx
            .execute(
                "UPDATE push_installations SET state = 'DEACTIVATED', deactivated_reason = 'DEVICE_SWITCHED', updated_at = $1
                 WHERE state = 'ACTIVE' AND profile_id = $2 AND device_id <> $3",
                args![t, profile_id, &device],
            )
            .await?;
        cx.record(Draft::new(format!("verified device {device} for profile {key}")).entity(
            "CustomerProfile",
            profile_id,
            &key,
            &key,
        ));
        Ok(DeviceVerified {
            profile_key: key,
            device_id: device,
            previous_device_id: previous,
            revoked_installations: revoked,
        })
    }
}

/// `IssueCustomerTokenCommand` {profileKey}: checks that a customer token may
/// be issued (active profile with a verified device); `Bank::issue_customer_token` signs it.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IssueCustomerTokenCommand {
    pub profile_key: Option<String>,
}

impl Command for IssueCustomerTokenCommand {
    const NAME: &'static str = "IssueCustomerTokenCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TOKENS_ISSUE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    type Output = Profile;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("profileKey", self.profile_key.as_deref(), 64);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Profile> {
        let profile = by_key(&mut cx.tx, self.profile_key.as_deref().unwrap_or_default()).await?;
        if profile.state != ProfileState::Active {
            return Err(Error::Conflict(format!("customer profile {} is disabled", profile.profile_key)));
        }
        if profile.verified_device_id.is_none() {
            return Err(Error::Conflict(format!(
                "customer profile {} has no verified device: verify one first",
                profile.profile_key
            )));
        }
        cx.record(Draft::new(format!("issued a customer token for profile {}", profile.profile_key)).entity(
            "CustomerProfile",
            profile.id,
            &profile.profile_key,
            &profile.profile_key,
        ));
        Ok(profile)
    }
}

/// `RetrieveCustomerProfilesQuery` {clientId?, limit?}: profiles, newest first.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveCustomerProfilesQuery {
    pub client_id: Option<i64>,
    pub limit: Option<i64>,
}

impl Command for RetrieveCustomerProfilesQuery {
    const NAME: &'static str = "RetrieveCustomerProfilesQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<Profile>;

    fn validate(&self) -> Result<()> {
        check_limit(self.limit)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<Profile>> {
        let sql = format!("{SELECT_PROFILE} WHERE ($1 IS NULL OR p.client_id = $1) ORDER BY p.id DESC LIMIT $2");
        cx.tx.fetch_all(crate::store::Sql::assembled(sql), args![self.client_id, self.limit.unwrap_or(50)]).await
    }
}
