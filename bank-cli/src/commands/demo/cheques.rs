//! Demo cheques: the cheque settings and a few cheques in each state.

use bank_core::cheque::{
    Holiday, InitiateBounceChequeCommand, InitiateCancelChequeCommand, InitiateChequeDepositCommand,
    InitiateChequeWithdrawalCommand, InitiateClearChequeCommand, RetrieveChequeByIdQuery, RetrieveChequesListQuery,
    SetChequeSettingsCommand,
};
use serde::Serialize;

use super::Loader;
use super::fixture::{Cheque, ChequeKind, ChequeSettings, Cheques, Then};
use super::ledger::{self, ManifestAccount};
use crate::error::CliError;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestCheque {
    cheque_transaction_id: i64,
    transaction_key: String,
    cheque_number: String,
    kind: String,
    state: String,
    account_number: String,
}

pub async fn load(l: &Loader<'_>, seeds: &Cheques, ledger: &ledger::Loaded) -> Result<Vec<ManifestCheque>, CliError> {
    settings(l, &seeds.settings).await?;
    let dated = (chrono::Utc::now() - chrono::Duration::days(seeds.dated_days_ago)).date_naive().to_string();
    let mut out = Vec::new();
    for seed in &seeds.items {
        let Some(account) = ledger.account(&seed.client) else { continue };
        let listed = RetrieveChequesListQuery {
            account_number: Some(account.account_number.clone()),
            cheque_number: Some(seed.number.clone()),
            ..Default::default()
        };
        let id = match l.run(listed).await?.items.into_iter().next() {
            Some(c) => c.cheque_transaction_id,
            None => take_in(l, seed, account, &dated).await?,
        };
        let c = l.run(RetrieveChequeByIdQuery { cheque_transaction_id: id }).await?;
        out.push(ManifestCheque {
            cheque_transaction_id: c.cheque_transaction_id,
            transaction_key: c.transaction_key,
            cheque_number: c.cheque_number,
            kind: c.kind.to_string(),
            state: c.cheque_state.to_string(),
            account_number: c.account_number,
        });
    }
    Ok(out)
}

async fn settings(l: &Loader<'_>, seed: &ChequeSettings) -> Result<(), CliError> {
    let holidays = seed.holidays.iter().map(|h| Holiday { date: h.date, name: h.name.clone() }).collect();
    let request = SetChequeSettingsCommand {
        currency_code: Some(seed.currency.clone()),
        uncleared_gl_account_id: Some(l.gl_id(&seed.uncleared_gl).await?),
        clearing_gl_account_id: Some(l.gl_id(&seed.clearing_gl).await?),
        fee_income_gl_account_id: Some(l.gl_id(&seed.fee_income_gl).await?),
        bounce_penalty: Some(serde_json::json!(seed.bounce_penalty)),
        cancellation_fee: Some(serde_json::json!(seed.cancellation_fee)),
        holidays,
        ..Default::default()
    };
    l.run(request).await?;
    Ok(())
}

/// Takes a new cheque in, then clears, bounces or cancels it as the seed says.
async fn take_in(l: &Loader<'_>, seed: &Cheque, account: &ManifestAccount, dated: &str) -> Result<i64, CliError> {
    let id = match seed.kind {
        ChequeKind::Deposit => {
            let request = InitiateChequeDepositCommand {
                account_number: Some(account.account_number.clone()),
                amount: Some(seed.amount),
                cheque_number: Some(seed.number.clone()),
                drawer_bank: seed.drawer_bank.clone(),
                drawer_account: seed.drawer_account.clone(),
                cheque_date: Some(dated.to_owned()),
                ..Default::default()
            };
            l.run(request).await?.cheque_transaction_id
        }
        ChequeKind::Withdrawal => {
            let request = InitiateChequeWithdrawalCommand {
                account_number: Some(account.account_number.clone()),
                amount: Some(seed.amount),
                cheque_number: Some(seed.number.clone()),
                payee: seed.payee.clone(),
                cheque_date: Some(dated.to_owned()),
                require_approval: seed.require_approval.then_some(true),
                ..Default::default()
            };
            l.run(request).await?.cheque_transaction_id
        }
    };
    let (cheque_transaction_id, reason) = (bank_core::cheque::ChequeKey::Id(id), seed.reason.clone());
    match seed.then {
        None => {}
        Some(Then::Clear) => {
            l.run(InitiateClearChequeCommand {
                cheque_transaction_id,
                clearing_date: None,
                notes: None,
                external_reference_id: None,
            })
            .await?;
        }
        Some(Then::Bounce) => {
            l.run(InitiateBounceChequeCommand { cheque_transaction_id, reason, bounce_date: None, notes: None })
                .await?;
        }
        Some(Then::Cancel) => {
            l.run(InitiateCancelChequeCommand { cheque_transaction_id, reason, notes: None }).await?;
        }
    }
    Ok(id)
}
