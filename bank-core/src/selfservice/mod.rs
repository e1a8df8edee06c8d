//! Mobile self-service: customer profiles linked to clients, their verified
//! device, customer tokens (a separate audience), and the self-service
//! commands of `POST /api/bpm/selfservice/cmd` (push installations here; the
//! inbox query lives with the notifications).

pub mod authz;
pub mod profile;
pub mod push;

use crate::Bank;
use crate::args;
use crate::auth::{Actor, Customer};
use crate::command::Registration;
use crate::error::{Error, Result};
use crate::notify::ProfileState;
use crate::txn::CustomerAuthorization;

pub use authz::{
    AuthorizeTransactionCommand, GetPendingAuthorizationsQuery, RejectTransactionAuthorizationCommand,
    SetCustomerPinCommand,
};
pub use profile::{
    CreateCustomerProfileCommand, IssueCustomerTokenCommand, Profile, RetrieveCustomerProfilesQuery,
    VerifyCustomerDeviceCommand,
};
pub use push::{RegisterPushInstallationCommand, RetrievePushInstallationsQuery, UnregisterPushInstallationCommand};

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateCustomerProfileCommand>(),
    Registration::of::<VerifyCustomerDeviceCommand>(),
    Registration::of::<IssueCustomerTokenCommand>(),
    Registration::of::<RetrieveCustomerProfilesQuery>(),
    Registration::of::<RegisterPushInstallationCommand>(),
    Registration::of::<UnregisterPushInstallationCommand>(),
    Registration::of::<RetrievePushInstallationsQuery>(),
    Registration::of::<GetPendingAuthorizationsQuery>(),
    Registration::of::<AuthorizeTransactionCommand>(),
    Registration::of::<RejectTransactionAuthorizationCommand>(),
    Registration::of::<SetCustomerPinCommand>(),
];

/// The customer's signature on a transaction, as the transaction core asks
/// for it (see `txn::CustomerAuthorization`).
pub(crate) const TXN_AUTHORIZATION: CustomerAuthorization = CustomerAuthorization {
    // The core needs no more than that the signature was asked for.
    require: |cx, txn| Box::pin(async move { authz::require(cx, txn).await.map(|_expires_at| ()) }),
    awaiting: |tx, txn| Box::pin(authz::awaiting_customer(tx, txn.id)),
    expire_due: |cx| Box::pin(authz::expire_due(cx)),
};

/// The mobile headers a self-service call carries beside its token.
#[derive(Clone, Debug, Default)]
pub struct DeviceHeaders {
    pub device_id: String,
    pub platform: String,
    pub app_version: String,
}

impl Bank {
    /// The active profile a customer token names, for this tenant: its row id
    /// and display name. Every failure is a 401.
    async fn customer_profile(&self, token: &str) -> Result<(i64, String, i64, String)> {
        let claims = self.keys().verify_customer(token)?;
        if claims.tid != self.tenant_id() {
            return Err(Error::Unauthenticated("the access token belongs to another tenant".into()));
        }
        let mut tx = self.db().begin_read().await?;
        let row: Option<(i64, i64, String, ProfileState)> = tx
            .fetch_optional(
                "SELECT id, client_id, display_name, state FROM customer_profiles WHERE profile_key = $1",
                args![&claims.sub],
            )
            .await?;
        tx.rollback().await?;
        match row {
            Some((id, client_id, name, ProfileState::Active)) => Ok((id, claims.sub, client_id, name)),
            _ => Err(Error::Unauthenticated("the token's customer profile is unknown or disabled".into())),
        }
    }

    /// The profile row id of a valid customer token (the hub needs no device headers).
    pub async fn customer_profile_for_token(&self, token: &str) -> Result<i64> {
        Ok(self.customer_profile(token).await?.0)
    }

    /// The actor for a self-service call: tenant and profile from the token,
    /// device and app from the headers.
    pub async fn authenticate_customer(&self, token: &str, device: DeviceHeaders) -> Result<Actor> {
        let (profile_id, profile_key, client_id, name) = self.customer_profile(token).await?;
        let customer = Customer {
            profile_id,
            profile_key,
            client_id,
            device_id: device.device_id,
            platform: device.platform,
            app_version: device.app_version,
        };
        Ok(Actor::for_customer(customer, name))
    }

    /// Mints a customer token for `profile_key`, as `issuer` (needs `tokens.issue`).
    pub async fn issue_customer_token(
        &self,
        issuer: &Actor,
        origin: &crate::auth::Origin,
        profile_key: &str,
        ttl: std::time::Duration,
    ) -> Result<String> {
        let request = IssueCustomerTokenCommand { profile_key: Some(profile_key.to_owned()) };
        let profile = self.execute(issuer, origin, request).await?;
        self.keys().issue_customer(&profile.profile_key, self.tenant_id(), ttl)
    }
}
