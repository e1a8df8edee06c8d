//! Self-service customers: a profile on a client's account, a verified
//! device, a transaction PIN and a customer token.

use std::time::Duration;

use bank_core::selfservice::{
    CreateCustomerProfileCommand, RetrieveCustomerProfilesQuery, SetCustomerPinCommand, VerifyCustomerDeviceCommand,
};
use serde::Serialize;

use super::Loader;
use super::fixture::Customer;
use super::ledger;
use crate::error::CliError;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestCustomer {
    profile_id: String,
    client_id: i64,
    account_number: String,
    device_id: String,
    token: String,
}

pub async fn load(
    l: &Loader<'_>,
    seeds: &[Customer],
    ledger: &ledger::Loaded,
    ttl: Duration,
) -> Result<Vec<ManifestCustomer>, CliError> {
    let mut out = Vec::new();
    for seed in seeds {
        let (Some(client), Some(account)) = (ledger.client(&seed.client), ledger.account(&seed.client)) else {
            continue;
        };
        let key = &seed.profile_key;
        let listed = RetrieveCustomerProfilesQuery { client_id: Some(client.id), limit: Some(100) };
        let profile = match l.run(listed).await?.into_iter().find(|p| &p.profile_key == key) {
            Some(p) => p,
            None => {
                let request = CreateCustomerProfileCommand {
                    client_id: Some(client.id),
                    display_name: None,
                    profile_key: Some(key.clone()),
                };
                l.run(request).await?
            }
        };
        if profile.verified_device_id.as_deref() != Some(seed.device_id.as_str()) {
            let request =
                VerifyCustomerDeviceCommand { profile_key: Some(key.clone()), device_id: Some(seed.device_id.clone()) };
            l.run(request).await?;
        }
        // Demo only: the fixture sets every demo customer's transaction PIN.
        l.run(SetCustomerPinCommand { profile_key: Some(key.clone()), pin: Some(seed.pin.clone()) }).await?;
        let token = l.bank.issue_customer_token(l.actor, l.origin, key, ttl).await?;
        out.push(ManifestCustomer {
            profile_id: key.clone(),
            client_id: client.id,
            account_number: account.account_number.clone(),
            device_id: seed.device_id.clone(),
            token,
        });
    }
    Ok(out)
}
