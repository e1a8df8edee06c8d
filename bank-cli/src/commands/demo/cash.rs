//! Branch cash: the demo teller's till and the branch vault.

use bank_core::error::Error;
use bank_core::till::{GetMyTellerTillListQuery, OpenTillCommand};
use bank_core::vault::{CountVaultCommand, CreateVaultCommand, Denomination, RetrieveVaultByIdQuery};
use serde::Serialize;

use super::Loader;
use super::fixture::{Till, Vault};
use super::staff::BranchIds;
use crate::error::CliError;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestTill {
    pub till_id: String,
    pub teller: String,
    pub branch_id: String,
    pub currency: String,
    pub status: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestVault {
    vault_code: String,
    branch_id: i64,
    currency: String,
    gl_code: String,
    balance: serde_json::Value,
}

/// The teller's till, opened unless the teller has an open one; the manifest
/// lists all the teller's tills.
pub async fn tills(l: &Loader<'_>, seed: &Till, branch_ids: &BranchIds) -> Result<Vec<ManifestTill>, CliError> {
    let teller = l.bank.actor(&seed.teller).await?;
    let mine = |status: Option<&str>| GetMyTellerTillListQuery {
        status: status.map(str::to_owned),
        currency_code: None,
        page_number: None,
        page_size: None,
        after: None,
        before: None,
    };
    let open = match l.bank.execute(&teller, l.origin, mine(Some("Open"))).await {
        Ok(list) => !list.tills.is_empty(),
        // Never assigned a till yet.
        Err(Error::Unauthenticated(_)) => false,
        Err(e) => return Err(e.into()),
    };
    if !open {
        let request = OpenTillCommand {
            till_code: Some(seed.code.clone()),
            teller_username: Some(seed.teller.clone()),
            branch_id: branch_ids.get(&seed.branch).copied(),
            currency_code: Some(seed.currency.clone()),
            gl_account_id: Some(l.gl_id(&seed.gl).await?),
            vault_gl_account_id: Some(l.gl_id(&seed.vault_gl).await?),
            opening_balance: Some(seed.opening_balance),
        };
        l.run(request).await?;
    }
    let list = l.bank.execute(&teller, l.origin, mine(None)).await?;
    Ok(list
        .tills
        .into_iter()
        .map(|t| ManifestTill {
            till_id: t.till_id,
            teller: teller.username.clone(),
            branch_id: t.branch_id,
            currency: t.currency_code,
            status: t.status,
        })
        .collect())
}

/// The vault, created and counted unless it exists.
pub async fn vaults(l: &Loader<'_>, seed: &Vault, branch_ids: &BranchIds) -> Result<Vec<ManifestVault>, CliError> {
    let vault = match l.run(RetrieveVaultByIdQuery { id: None, vault_code: Some(seed.code.clone()) }).await {
        Ok(vault) => vault,
        Err(Error::NotFound { .. }) => {
            let gl_account_id = l.gl_id(&seed.gl).await?;
            let request = CreateVaultCommand {
                vault_code: Some(seed.code.clone()),
                branch_id: branch_ids.get(&seed.branch).copied(),
                currency_code: Some(seed.currency.clone()),
                gl_account_id: Some(gl_account_id),
            };
            l.run(request).await?;
            let notes =
                seed.notes.iter().map(|n| Denomination { denomination: n.denomination, count: n.count }).collect();
            l.run(CountVaultCommand { vault_code: seed.code.clone(), denominations: Some(notes) }).await?
        }
        Err(e) => return Err(e.into()),
    };
    Ok(vec![ManifestVault {
        vault_code: vault.vault_code,
        branch_id: vault.branch_id,
        currency: vault.currency_code,
        gl_code: vault.gl_code,
        balance: vault.gl_balance,
    }])
}
