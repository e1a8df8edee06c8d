//! The ledger half of the demo: chart, opening journals, cash settlement,
//! clients with their deposit accounts, loans and policies.

use std::collections::BTreeMap;

use bank_core::customer::{
    ApproveLoanCommand, CreateClientCommand, CreateLoanCommand, CreatePolicyCommand, OpenDepositAccountCommand,
    RetrieveClientByIdQuery, RetrieveDepositAccountsListQuery, RetrieveLoansListQuery, RetrievePoliciesListQuery,
};
use bank_core::error::Error;
use bank_core::ledger::{CreateGlAccountCommand, EntryRequest, PostJournalEntryCommand, RetrieveGlAccountByIdQuery};
use bank_core::txn::SetTransactionSettingsCommand;
use indicatif::ProgressBar;
use serde::Serialize;

use super::Loader;
use super::fixture::{self, Fixture};
use super::staff::BranchIds;
use crate::error::CliError;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestGl {
    pub id: i64,
    pub gl_code: String,
    pub name: String,
    #[serde(rename = "type")]
    pub account_type: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestClient {
    pub id: i64,
    pub client_code: String,
    pub name: String,
    pub encoded_key: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestAccount {
    pub id: i64,
    pub account_number: String,
    pub encoded_key: String,
    pub currency: String,
    pub tier: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestLoan {
    id: i64,
    loan_number: String,
    encoded_key: String,
    state: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestPolicy {
    id: i64,
    policy_number: String,
    client_id: i64,
}

pub struct Loaded {
    pub gl_accounts: Vec<ManifestGl>,
    /// The clients, each beside its account (same index).
    pub clients: Vec<ManifestClient>,
    pub accounts: Vec<ManifestAccount>,
    pub loans: Vec<ManifestLoan>,
}

impl Loaded {
    pub fn client(&self, code: &str) -> Option<&ManifestClient> {
        self.clients.iter().find(|c| c.client_code == code)
    }

    /// The account of the client with this code.
    pub fn account(&self, code: &str) -> Option<&ManifestAccount> {
        self.clients.iter().position(|c| c.client_code == code).and_then(|i| self.accounts.get(i))
    }
}

/// GL account ids by code.
struct GlIds(BTreeMap<String, i64>);

impl GlIds {
    fn get(&self, code: &str) -> Result<i64, CliError> {
        self.0.get(code).copied().ok_or_else(|| CliError::Usage(format!("demo GL {code} missing")))
    }
}

pub async fn load(
    l: &Loader<'_>,
    fixture: &Fixture,
    branch_ids: &BranchIds,
    progress: &ProgressBar,
) -> Result<Loaded, CliError> {
    let (gl_accounts, gl) = chart(l, &fixture.chart, progress).await?;
    for seed in &fixture.journals {
        progress.set_message(format!("journal {}", seed.reference));
        journal(l, seed, &gl).await?;
        progress.inc(1);
    }
    // Branch deposits and withdrawals settle against teller cash.
    for cash in &fixture.cash_accounts {
        let request = SetTransactionSettingsCommand {
            currency_code: Some(cash.currency.clone()),
            cash_gl_account_id: Some(gl.get(&cash.gl)?),
            ..Default::default()
        };
        l.run(request).await?;
    }
    let mut loaded = Loaded { gl_accounts, clients: Vec::new(), accounts: Vec::new(), loans: Vec::new() };
    for seed in &fixture.clients {
        progress.set_message(format!("client {}", seed.code));
        client(l, seed, &gl, branch_ids, &mut loaded).await?;
        progress.inc(1);
    }
    Ok(loaded)
}

async fn chart(
    l: &Loader<'_>,
    seeds: &[fixture::GlAccount],
    progress: &ProgressBar,
) -> Result<(Vec<ManifestGl>, GlIds), CliError> {
    let (mut gl_accounts, mut ids) = (Vec::new(), BTreeMap::new());
    for seed in seeds {
        progress.set_message(format!("GL {}", seed.code));
        let account = match l.run(RetrieveGlAccountByIdQuery { id: None, gl_code: Some(seed.code.clone()) }).await {
            Ok(account) => account,
            Err(Error::NotFound { .. }) => {
                let request = CreateGlAccountCommand {
                    gl_code: Some(seed.code.clone()),
                    name: Some(seed.name.clone()),
                    account_type_id: Some(seed.account_type),
                    currency_code: Some(seed.currency.clone()),
                    branch_id: None,
                    description: None,
                };
                l.run(request).await?
            }
            Err(e) => return Err(e.into()),
        };
        ids.insert(seed.code.clone(), account.id);
        gl_accounts.push(ManifestGl {
            id: account.id,
            gl_code: account.gl_code,
            name: account.name,
            account_type: account.account_type_id,
        });
        progress.inc(1);
    }
    Ok((gl_accounts, GlIds(ids)))
}

/// Idempotent by reference.
async fn journal(l: &Loader<'_>, seed: &fixture::Journal, gl: &GlIds) -> Result<(), CliError> {
    let entry = |gl_account_id: i64, side: i64| EntryRequest {
        gl_account_id,
        amount: seed.amount,
        journal_entry_type: side,
        branch_id: None,
        reference: None,
    };
    let request = PostJournalEntryCommand {
        transaction_reference: Some(seed.reference.clone()),
        entries: vec![entry(gl.get(&seed.debit)?, 1), entry(gl.get(&seed.credit)?, 2)],
        notes: Some(seed.notes.clone()),
        booking_date: Some(chrono::Utc::now().into()),
        currency_code: Some(seed.currency.clone()),
    };
    match l.run(request).await {
        Ok(_) | Err(Error::AlreadyExists { .. }) => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// A client, its deposit account, and its loan and policy if it has them.
async fn client(
    l: &Loader<'_>,
    seed: &fixture::Client,
    gl: &GlIds,
    branch_ids: &BranchIds,
    loaded: &mut Loaded,
) -> Result<(), CliError> {
    let by_code = RetrieveClientByIdQuery { id: None, encoded_key: None, client_code: Some(seed.code.clone()) };
    let client = match l.run(by_code).await {
        Ok(client) => client,
        Err(Error::NotFound { .. }) => {
            let request = CreateClientCommand {
                name: Some(seed.name.clone()),
                client_code: Some(seed.code.clone()),
                branch_id: branch_ids.get(&seed.branch).copied(),
            };
            l.run(request).await?
        }
        Err(e) => return Err(e.into()),
    };
    loaded.accounts.push(account(l, client.id, &seed.account, gl).await?);
    if let Some(loan_seed) = &seed.loan {
        loaded.loans.push(loan(l, client.id, loan_seed, gl).await?);
    }
    if let Some(number) = &seed.policy {
        let request = CreatePolicyCommand { client_id: client.id, policy_number: Some(number.clone()) };
        match l.run(request).await {
            Ok(_) => {}
            Err(Error::Validation(fields)) if fields.contains_key("policyNumber") => {}
            Err(e) => return Err(e.into()),
        }
    }
    loaded.clients.push(ManifestClient {
        id: client.id,
        client_code: client.client_code,
        name: client.name,
        encoded_key: client.encoded_key,
    });
    Ok(())
}

/// The client's deposit account: its latest, else a new one.
async fn account(
    l: &Loader<'_>,
    client_id: i64,
    seed: &fixture::Account,
    gl: &GlIds,
) -> Result<ManifestAccount, CliError> {
    let listed = RetrieveDepositAccountsListQuery { client_id: Some(client_id), ..Default::default() };
    let mut existing = l.run(listed).await?.items;
    let account = match existing.pop() {
        Some(account) => account,
        None => {
            let request = OpenDepositAccountCommand {
                client_id: Some(client_id),
                currency_code: Some(seed.currency.clone()),
                tier: Some(seed.tier.clone()),
                control_gl_account_id: Some(gl.get(&seed.control_gl)?),
                opening_balance: Some(seed.opening_balance),
                funding_gl_account_id: Some(gl.get(&seed.funding_gl)?),
            };
            l.run(request).await?
        }
    };
    Ok(ManifestAccount {
        id: account.id,
        account_number: account.account_number,
        encoded_key: account.encoded_key,
        currency: account.currency_code,
        tier: account.tier,
    })
}

/// The client's loan: its latest, else a new one (approved if the seed says so).
async fn loan(l: &Loader<'_>, client_id: i64, seed: &fixture::Loan, gl: &GlIds) -> Result<ManifestLoan, CliError> {
    let listed = RetrieveLoansListQuery { client_id: Some(client_id), ..Default::default() };
    let mut existing = l.run(listed).await?.items;
    let loan = match existing.pop() {
        Some(loan) => loan,
        None => {
            let request = CreateLoanCommand {
                client_id: Some(client_id),
                principal: Some(seed.principal),
                currency_code: Some(seed.currency.clone()),
                disbursement_gl_account_id: Some(gl.get(&seed.disbursement_gl)?),
            };
            let loan = l.run(request).await?;
            if seed.approve { l.run(ApproveLoanCommand { id: loan.id }).await? } else { loan }
        }
    };
    Ok(ManifestLoan {
        id: loan.id,
        loan_number: loan.loan_number,
        encoded_key: loan.encoded_key,
        state: loan.state.to_string(),
    })
}

/// Every policy, as the manifest lists them.
pub async fn policies(l: &Loader<'_>) -> Result<Vec<ManifestPolicy>, CliError> {
    let listed = l.run(RetrievePoliciesListQuery { is_export: Some(true), ..Default::default() }).await?;
    Ok(listed
        .items
        .into_iter()
        .map(|p| ManifestPolicy { id: p.id, policy_number: p.policy_number, client_id: p.client_id })
        .collect())
}
