//! Branches and staff users; each user gets a token in the manifest.

use std::collections::BTreeMap;
use std::time::Duration;

use bank_core::auth::user::{CreateUserCommand, RetrieveUsersListQuery};
use bank_core::branch::{
    AddressInformation, BranchData, ContactInformation, CreateBranchCommand, RetrieveBranchByIdQuery,
};
use bank_core::error::Error;
use indicatif::ProgressBar;
use serde::Serialize;

use super::Loader;
use super::fixture::{Branch, User};
use crate::error::CliError;

/// Branch ids by key.
pub type BranchIds = BTreeMap<String, i64>;

#[derive(Serialize)]
pub struct ManifestUser {
    pub username: String,
    pub role: String,
    pub token: String,
}

pub async fn branches(
    l: &Loader<'_>,
    seeds: &[Branch],
    progress: &ProgressBar,
) -> Result<(Vec<BranchData>, BranchIds), CliError> {
    let mut branches = Vec::new();
    let mut ids = BTreeMap::new();
    for seed in seeds {
        progress.set_message(format!("branch {}", seed.key));
        let branch = match l.run(RetrieveBranchByIdQuery { id: None, key: Some(seed.key.clone()) }).await {
            Ok(detail) => detail.branch,
            Err(Error::NotFound { .. }) => l.run(create(seed)).await?,
            Err(e) => return Err(e.into()),
        };
        ids.insert(seed.key.clone(), branch.id);
        branches.push(branch);
        progress.inc(1);
    }
    Ok((branches, ids))
}

fn create(seed: &Branch) -> CreateBranchCommand {
    CreateBranchCommand {
        key: Some(seed.key.clone()),
        name: Some(seed.name.clone()),
        contact_information: Some(ContactInformation {
            email_address: Some(seed.email.clone()),
            mobile_number: Some(seed.mobile.clone()),
        }),
        address_information: Some(AddressInformation {
            address_line1: Some(seed.line1.clone()),
            address_line2: None,
            address_city: Some(seed.city.clone()),
            address_state: Some(seed.state.clone()),
            address_country: Some(seed.country.clone()),
            zip_code: Some(seed.zip.clone()),
        }),
    }
}

pub async fn users(
    l: &Loader<'_>,
    seeds: &[User],
    branch_ids: &BranchIds,
    token_ttl: Duration,
    progress: &ProgressBar,
) -> Result<Vec<ManifestUser>, CliError> {
    let existing = l.run(RetrieveUsersListQuery { is_export: Some(true), ..Default::default() }).await?;
    let mut users = Vec::new();
    for seed in seeds {
        progress.set_message(format!("user {}", seed.username));
        if !existing.items.iter().any(|u| u.username == seed.username) {
            l.run(create_user(seed, branch_ids)).await?;
        }
        let token = l.bank.issue_token(l.actor, l.origin, &seed.username, token_ttl).await?;
        users.push(ManifestUser { username: seed.username.clone(), role: seed.role.clone(), token });
        progress.inc(1);
    }
    Ok(users)
}

/// A staff user at a home branch (merchants are made the same way).
pub fn create_user(seed: &User, branch_ids: &BranchIds) -> CreateUserCommand {
    CreateUserCommand {
        username: Some(seed.username.clone()),
        name: Some(seed.name.clone()),
        email: Some(seed.email.clone()),
        role: Some(seed.role.clone()),
        branch_id: branch_ids.get(&seed.branch).copied(),
    }
}
