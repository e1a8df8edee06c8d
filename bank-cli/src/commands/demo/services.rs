//! The service half of the demo: employees with referral codes, merchants
//! (staff users standing in for self-service merchants), a PTSP provider,
//! terminals, and comments on clients.

use bank_core::auth::user::RetrieveUsersListQuery;
use bank_core::comment::{AddCommentCommand, RetrieveCommentsListQuery};
use bank_core::error::Error;
use bank_core::referral::CreateEmployeeCommand;
use bank_core::terminal::{CreatePtspProviderCommand, CreateTerminalCommand, RetrieveTerminalsListQuery};
use serde::Serialize;

use super::Loader;
use super::fixture::{Comment, Provider, Services, Terminal, User};
use super::ledger;
use super::staff::{self, BranchIds};
use crate::error::CliError;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestEmployee {
    staff_id: String,
    name: String,
    email: String,
    referral_code: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestMerchant {
    user_id: i64,
    username: String,
    name: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestProvider {
    code: String,
    name: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestTerminal {
    terminal_id: i64,
    terminal_code: String,
    serial_number: String,
    ptsp_provider_code: String,
    merchant_user_id: Option<i64>,
    status: String,
}

pub struct Loaded {
    pub employees: Vec<ManifestEmployee>,
    pub merchants: Vec<ManifestMerchant>,
    pub providers: Vec<ManifestProvider>,
    pub terminals: Vec<ManifestTerminal>,
}

/// Ignores "exists already", so a re-run creates nothing twice.
fn created<T>(result: Result<T, Error>) -> Result<(), CliError> {
    match result {
        Ok(_) | Err(Error::AlreadyExists { .. } | Error::Conflict(_)) => Ok(()),
        Err(e) => Err(e.into()),
    }
}

pub async fn load(
    l: &Loader<'_>,
    seeds: &Services,
    branch_ids: &BranchIds,
    ledger: &ledger::Loaded,
) -> Result<Loaded, CliError> {
    for seed in &seeds.employees {
        let request = CreateEmployeeCommand {
            staff_id: Some(seed.staff_id.clone()),
            email: Some(seed.email.clone()),
            name: Some(seed.name.clone()),
            referral_code: Some(seed.referral_code.clone()),
        };
        created(l.run(request).await)?;
    }
    let merchants = merchants(l, &seeds.merchants, branch_ids).await?;
    let terminals = terminals(l, &seeds.provider, &seeds.terminals, &merchants, ledger).await?;
    comments(l, &seeds.comments, ledger).await?;
    let employees = seeds
        .employees
        .iter()
        .map(|e| ManifestEmployee {
            staff_id: e.staff_id.clone(),
            name: e.name.clone(),
            email: e.email.clone(),
            referral_code: e.referral_code.clone(),
        })
        .collect();
    let providers = vec![ManifestProvider { code: seeds.provider.code.clone(), name: seeds.provider.name.clone() }];
    Ok(Loaded { employees, merchants, providers, terminals })
}

async fn merchants(l: &Loader<'_>, seeds: &[User], branch_ids: &BranchIds) -> Result<Vec<ManifestMerchant>, CliError> {
    let users = l.run(RetrieveUsersListQuery { is_export: Some(true), ..Default::default() }).await?;
    let mut merchants = Vec::new();
    for seed in seeds {
        let user = match users.items.iter().find(|u| u.username == seed.username) {
            Some(user) => user.id,
            None => l.run(staff::create_user(seed, branch_ids)).await?.id,
        };
        merchants.push(ManifestMerchant { user_id: user, username: seed.username.clone(), name: seed.name.clone() });
    }
    Ok(merchants)
}

/// The provider and its terminals; the manifest lists all the provider's terminals.
async fn terminals(
    l: &Loader<'_>,
    provider: &Provider,
    seeds: &[Terminal],
    merchants: &[ManifestMerchant],
    ledger: &ledger::Loaded,
) -> Result<Vec<ManifestTerminal>, CliError> {
    let request = CreatePtspProviderCommand { code: Some(provider.code.clone()), name: Some(provider.name.clone()) };
    created(l.run(request).await)?;
    for seed in seeds {
        let request = CreateTerminalCommand {
            terminal_code: Some(seed.code.clone()),
            serial_number: Some(seed.serial.clone()),
            ptsp_provider_code: Some(provider.code.clone()),
            merchant_user_id: merchants.iter().find(|m| m.username == seed.merchant).map(|m| m.user_id),
            settlement_account_id: ledger.gl_accounts.iter().find(|g| g.gl_code == seed.settlement_gl).map(|g| g.id),
            virtual_account_id: None,
            terminal_name: Some(seed.name.clone()),
            location: Some(seed.location.clone()),
        };
        created(l.run(request).await)?;
    }
    let listed = RetrieveTerminalsListQuery { ptsp_provider_code: Some(provider.code.clone()), ..Default::default() };
    Ok(l.run(listed)
        .await?
        .items
        .into_iter()
        .map(|t| ManifestTerminal {
            terminal_id: t.id,
            terminal_code: t.terminal_code,
            serial_number: t.serial_number,
            ptsp_provider_code: t.ptsp_provider_code,
            merchant_user_id: t.merchant_user_id,
            status: t.status,
        })
        .collect())
}

/// A comment on a client that has none yet.
async fn comments(l: &Loader<'_>, seeds: &[Comment], ledger: &ledger::Loaded) -> Result<(), CliError> {
    for seed in seeds {
        let Some(client) = ledger.client(&seed.client) else { continue };
        let existing = RetrieveCommentsListQuery {
            entity: Some("Client".into()),
            entity_id: Some(client.id),
            ..Default::default()
        };
        if l.run(existing).await?.total_records == 0 {
            let request = AddCommentCommand {
                entity: Some("Client".into()),
                entity_id: Some(client.id),
                comment: Some(seed.text.clone()),
                ..Default::default()
            };
            l.run(request).await?;
        }
    }
    Ok(())
}
