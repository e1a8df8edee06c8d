//! `InitiateChequeDepositCommand`: a customer pays in a cheque. Verified, it
//! enters clearing (UNCLEARED): the book balance goes up (Dr uncleared cheques,
//! Cr customer deposits) and a hold of the amount keeps the available balance
//! where it was until the cheque clears.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::calendar::{CLASSES, ClearingClass};
use super::intake::{self, Flags, Intake};
use super::{ChequeKind, ChequeRow, ChequeState};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, FieldAlias};
use crate::error::Result;
use crate::money::{self, Amount};
use crate::store::Tx;
use crate::txn::CHEQUE_DEPOSIT;
use crate::validate::Checks;

/// The spec's fields (accountEncodedKey, amount, chequeNumber, drawerBank,
/// drawerAccount, chequeDate, notes) and ours: `accountNumber` (instead of the
/// encoded key), `clearingClass` (default: derived, see the README),
/// `payeeVerified`, `signatureDiscrepancy`, `staleRevalidated`,
/// `requireApproval` (each can route the cheque to approval) and `channel`.
/// The documented form names the number `chequeNo` and the notes `remarks`,
/// leaves out the drawer and the date (a drawer unknown, dated today) and adds
/// `tillId` (a till's code) and `referenceId`, both kept on the cheque.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiateChequeDepositCommand {
    pub account_encoded_key: Option<String>,
    pub account_number: Option<String>,
    pub amount: Option<Amount>,
    pub cheque_number: Option<String>,
    pub drawer_bank: Option<String>,
    pub drawer_account: Option<String>,
    pub cheque_date: Option<String>,
    pub notes: Option<String>,
    pub clearing_class: Option<String>,
    pub payee_verified: Option<bool>,
    pub signature_discrepancy: Option<bool>,
    pub stale_revalidated: Option<bool>,
    pub require_approval: Option<bool>,
    pub channel: Option<String>,
    pub till_id: Option<String>,
    pub reference_id: Option<String>,
}

/// The documented names of a cheque request's fields.
pub(super) const FIELD_ALIASES: &[FieldAlias] = &[("chequeNo", "chequeNumber"), ("remarks", "notes")];

/// The spec's deposit response (transactionKey, chequeState,
/// expectedClearingDate, holdAmount, availableBalance) and ours beside it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DepositInitiated {
    /// The universal transaction (ApproveTransaction takes it).
    pub transaction_key: String,
    /// The cheque (InitiateClearChequeCommand and the others take it).
    pub cheque_transaction_id: i64,
    pub cheque_state: ChequeState,
    pub expected_clearing_date: Option<NaiveDate>,
    /// What this cheque holds on the account.
    pub hold_amount: Value,
    pub available_balance: Value,
    pub book_balance: Value,
    pub clearing_class: Option<String>,
    pub approval_required: bool,
    pub approval_reasons: Vec<String>,
    /// The cheque's id as the documented queries give it (`clearingEncodedKey` takes it).
    pub cheque_clearing_id: String,
    pub cheque_number: String,
    pub till_id: Option<String>,
    pub reference_id: Option<String>,
}

pub(super) async fn answer(
    tx: &mut Tx,
    transaction_key: String,
    cheque: &ChequeRow,
    reasons: Vec<String>,
    till: Option<String>,
) -> Result<DepositInitiated> {
    let (_, balances) = super::balances(tx, cheque.account_id).await?;
    let held = matches!(cheque.state, ChequeState::Pending | ChequeState::Uncleared);
    Ok(DepositInitiated {
        transaction_key,
        cheque_transaction_id: cheque.id,
        cheque_state: cheque.state,
        expected_clearing_date: cheque.expected_clearing_date,
        hold_amount: money::to_json_number(if held { cheque.amount_minor } else { 0 }),
        available_balance: money::to_json_number(balances.available),
        book_balance: money::to_json_number(balances.book),
        clearing_class: cheque.clearing_class.clone(),
        approval_required: !reasons.is_empty(),
        approval_reasons: reasons,
        cheque_clearing_id: cheque.id.to_string(),
        cheque_number: cheque.cheque_number.clone(),
        till_id: till,
        reference_id: cheque.reference_id.clone(),
    })
}

impl Command for InitiateChequeDepositCommand {
    const NAME: &'static str = "InitiateChequeDepositCommand";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_CREATE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Cheque deposit initiated successfully.";
    const FIELD_ALIASES: &'static [FieldAlias] = FIELD_ALIASES;
    type Output = DepositInitiated;

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
        c.text("drawerBank", self.drawer_bank.as_deref(), 100);
        c.text("drawerAccount", self.drawer_account.as_deref(), 34);
        intake::check_references(&mut c, self.till_id.as_deref(), self.reference_id.as_deref());
        if self.clearing_class.as_deref().is_some_and(|k| ClearingClass::parse(k).is_none()) {
            c.add("clearingClass", format!("must be one of {}", CLASSES.join(", ")));
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<DepositInitiated> {
        let account =
            intake::account(&mut cx.tx, self.account_encoded_key.as_deref(), self.account_number.as_deref()).await?;
        let till = intake::till(&mut cx.tx, self.till_id.as_deref()).await?;
        // An unknown drawer is kept as empty: the number alone names the cheque then.
        let drawer_account = self.drawer_account.unwrap_or_default().trim().to_owned();
        let class = match self.clearing_class.as_deref().and_then(ClearingClass::parse) {
            Some(class) => class,
            None => derive_class(&mut cx.tx, &drawer_account, account.branch_id).await?,
        };
        let intake = Intake {
            kind: ChequeKind::Deposit,
            transaction_type: CHEQUE_DEPOSIT,
            amount_minor: self.amount.map_or(0, |a| a.0),
            cheque_number: self.cheque_number.unwrap_or_default().trim().to_owned(),
            drawer_bank: self.drawer_bank.map(|b| b.trim().to_owned()).filter(|b| !b.is_empty()),
            drawer_account,
            payee: None,
            cheque_date: intake::cheque_date(self.cheque_date.as_deref(), cx.tx.today().await?),
            clearing_class: Some(class),
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
        let (number, amount, currency) =
            (intake.account.account_number.clone(), intake.amount_minor, intake.account.currency_code.clone());
        let (txn, cheque) = intake::open(cx, intake, &approval).await?;
        cx.record(
            Draft::new(format!(
                "cheque deposit {} of {} {currency} into account {number}: {}",
                cheque.cheque_number,
                money::format(amount),
                cheque.state
            ))
            .entity("Transaction", txn.id, &txn.transaction_id, &txn.transaction_id),
        );
        let till = till.and(self.till_id.map(|t| t.trim().to_owned()));
        answer(&mut cx.tx, txn.transaction_id, &cheque, approval.reasons, till).await
    }
}

/// A cheque drawn on one of our own accounts clears in-house (same day at the
/// depositor's branch, a day from another branch); any other is an
/// inter-bank local cheque unless the teller names its class.
async fn derive_class(tx: &mut Tx, drawer_account: &str, branch_id: i64) -> Result<ClearingClass> {
    let drawer_branch: Option<i64> = tx
        .scalar_optional("SELECT branch_id FROM deposit_accounts WHERE account_number = $1", args![drawer_account])
        .await?;
    Ok(match drawer_branch {
        Some(b) if b == branch_id => ClearingClass::SameBankLocal,
        Some(_) => ClearingClass::SameBankOtherBranch,
        None => ClearingClass::InterBankLocal,
    })
}
