//! `InitiateChequeWithdrawalCommand`: a cheque drawn on a customer's account
//! is presented for payment. Honoured at once it is COMPLETED (Dr customer
//! deposits, Cr teller cash); one that needs approval waits PENDING with the
//! amount held, until ApproveTransaction pays it or a stop payment cancels it.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::intake::{self, Flags, Intake};
use super::{ChequeKind, ChequeState};
use crate::activity::{ActivityType, Draft};
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, FieldAlias};
use crate::error::Result;
use crate::money::{self, Amount};
use crate::txn::CHEQUE_WITHDRAWAL;
use crate::validate::Checks;

/// Ours (the spec leaves it out): `accountEncodedKey` (or `accountNumber`) of
/// the drawer's account, `amount`, `chequeNumber`, `payee`, `chequeDate`
/// (YYYY-MM-DD), `notes`; `payeeVerified`, `signatureDiscrepancy`,
/// `staleRevalidated` and `requireApproval` route it to approval; `channel`.
/// The documented form names them `chequeNo`, `payeeName` and `remarks`,
/// leaves out the date (dated today) and adds `tillId` (a till's code) and
/// `referenceId`, both kept on the cheque.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiateChequeWithdrawalCommand {
    pub account_encoded_key: Option<String>,
    pub account_number: Option<String>,
    pub amount: Option<Amount>,
    pub cheque_number: Option<String>,
    pub payee: Option<String>,
    pub cheque_date: Option<String>,
    pub notes: Option<String>,
    pub payee_verified: Option<bool>,
    pub signature_discrepancy: Option<bool>,
    pub stale_revalidated: Option<bool>,
    pub require_approval: Option<bool>,
    pub channel: Option<String>,
    pub till_id: Option<String>,
    pub reference_id: Option<String>,
}

const FIELD_ALIASES: &[FieldAlias] = &[("chequeNo", "chequeNumber"), ("payeeName", "payee"), ("remarks", "notes")];

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawalInitiated {
    pub transaction_key: String,
    pub cheque_transaction_id: i64,
    pub cheque_state: ChequeState,
    pub amount: Value,
    /// What this cheque holds on the account while it awaits approval.
    pub hold_amount: Value,
    pub available_balance: Value,
    pub book_balance: Value,
    pub approval_required: bool,
    pub approval_reasons: Vec<String>,
    /// The cheque's id as the documented queries give it (`clearingEncodedKey` takes it).
    pub cheque_clearing_id: String,
    pub cheque_number: String,
    pub payee: Option<String>,
    pub till_id: Option<String>,
    pub reference_id: Option<String>,
}

impl Command for InitiateChequeWithdrawalCommand {
    const NAME: &'static str = "InitiateChequeWithdrawalCommand";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_CREATE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Cheque withdrawal initiated successfully.";
    const FIELD_ALIASES: &'static [FieldAlias] = FIELD_ALIASES;
    type Output = WithdrawalInitiated;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        intake::check_request(
            &mut c,
            self.account_encoded_key.as_deref(),
            self.account_number.as_deref(),
            self.amount.is_some(),
            self.notes.as_deref(),
            self.channel.as_deref(),
        );
        intake::check_cheque(&mut c, self.cheque_number.as_deref(), self.cheque_date.as_deref());
        c.text("payee", self.payee.as_deref(), 200);
        intake::check_references(&mut c, self.till_id.as_deref(), self.reference_id.as_deref());
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<WithdrawalInitiated> {
        let till = intake::till(&mut cx.tx, self.till_id.as_deref()).await?;
        let account =
            intake::account(&mut cx.tx, self.account_encoded_key.as_deref(), self.account_number.as_deref()).await?;
        let intake = Intake {
            kind: ChequeKind::Withdrawal,
            transaction_type: CHEQUE_WITHDRAWAL,
            amount_minor: self.amount.map_or(0, |a| a.0),
            cheque_number: self.cheque_number.unwrap_or_default().trim().to_owned(),
            drawer_bank: None,
            // The drawer is our customer: the cheque is drawn on this account.
            drawer_account: account.account_number.clone(),
            payee: self.payee.map(|p| p.trim().to_owned()).filter(|p| !p.is_empty()),
            cheque_date: intake::cheque_date(self.cheque_date.as_deref(), cx.tx.today().await?),
            clearing_class: None,
            notes: self.notes,
            channel: self.channel.unwrap_or_else(|| "BRANCH".into()),
            flags: Flags {
                payee_verified: self.payee_verified,
                signature_discrepancy: self.signature_discrepancy,
                stale_revalidated: self.stale_revalidated,
                require_approval: self.require_approval,
            },
            account,
            till_id: till,
            reference_id: super::notes_of(self.reference_id.as_deref()),
        };
        let approval = intake::screen(&mut cx.tx, cx.actor, &intake).await?;
        let number = intake.account.account_number.clone();
        let (txn, cheque) = intake::open(cx, intake, &approval).await?;
        cx.record(
            Draft::new(format!(
                "cheque withdrawal {} of {} {} from account {number}: {}",
                cheque.cheque_number,
                money::format(cheque.amount_minor),
                cheque.currency,
                cheque.state
            ))
            .entity("Transaction", txn.id, &txn.transaction_id, &txn.transaction_id),
        );
        let (_, balances) = super::balances(&mut cx.tx, cheque.account_id).await?;
        Ok(WithdrawalInitiated {
            transaction_key: txn.transaction_id,
            cheque_transaction_id: cheque.id,
            amount: money::to_json_number(cheque.amount_minor),
            hold_amount: money::to_json_number(if cheque.state == ChequeState::Pending {
                cheque.amount_minor
            } else {
                0
            }),
            cheque_state: cheque.state,
            available_balance: money::to_json_number(balances.available),
            book_balance: money::to_json_number(balances.book),
            approval_required: !approval.reasons.is_empty(),
            approval_reasons: approval.reasons,
            cheque_clearing_id: cheque.id.to_string(),
            cheque_number: cheque.cheque_number,
            payee: cheque.payee,
            till_id: till.and(self.till_id.map(|t| t.trim().to_owned())),
            reference_id: cheque.reference_id,
        })
    }
}
