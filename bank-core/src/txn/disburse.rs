//! `InitiateLoanDisbursement`: a loan's principal paid into its client's
//! account, initiated as any movement is.

use serde::Deserialize;

use super::LOAN_DISBURSEMENT;
use super::initiate::{Initiated, MovementRequest, Plan, initiate};
use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::customer::{LoanState, account_by_number};
use crate::error::{Error, Result, RuleKind};
use crate::store::Sql;
use crate::validate::Checks;

/// `InitiateLoanDisbursement` {loanId, accountNumber, narration, requireApproval,
/// channel, idempotencyKey}: pays an APPROVED loan's principal from its
/// disbursement GL account into a deposit account; the loan becomes DISBURSED
/// on settlement, and a reversal returns it to APPROVED.
#[derive(Clone, Debug, Deserialize)]
#[serde(from = "DisbursementFields")]
pub struct InitiateLoanDisbursement {
    pub loan_id: i64,
    pub movement: MovementRequest,
}

/// The request as sent, field by field (a `flatten` would drop unknown fields
/// unseen); the amount is the loan's principal, never the caller's.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DisbursementFields {
    loan_id: i64,
    account_number: Option<String>,
    narration: Option<String>,
    require_approval: Option<bool>,
    channel: Option<String>,
    idempotency_key: Option<String>,
    till_id: Option<String>,
    #[serde(default)]
    customer_authorization: bool,
}

impl From<DisbursementFields> for InitiateLoanDisbursement {
    fn from(f: DisbursementFields) -> Self {
        let movement = MovementRequest {
            account_number: f.account_number,
            amount: None,
            narration: f.narration,
            require_approval: f.require_approval,
            channel: f.channel,
            idempotency_key: f.idempotency_key,
            till_id: f.till_id,
            customer_authorization: f.customer_authorization,
        };
        InitiateLoanDisbursement { loan_id: f.loan_id, movement }
    }
}

impl Command for InitiateLoanDisbursement {
    const NAME: &'static str = "InitiateLoanDisbursement";
    const AREA: Area = Area::Transaction;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CREATE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Loan disbursement initiated successfully.";
    type Output = Initiated;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("accountNumber", self.movement.account_number.as_deref(), 20);
        if self.movement.till_id.is_some() {
            c.add("tillId", "a loan disbursement is paid into an account, not through a till");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Initiated> {
        // The loan row stays locked until commit: concurrent disbursements of
        // one loan run one after the other, and the second sees the first.
        let lock = cx.tx.for_update();
        let loan: Option<(LoanState, i64, String, i64)> = cx
            .tx
            .fetch_optional(
                Sql::assembled(format!(
                    "SELECT state, principal_minor, currency, client_id FROM loans WHERE id = $1{lock}"
                )),
                args![self.loan_id],
            )
            .await?;
        let (state, principal, currency, client) = loan.ok_or_else(|| Error::not_found("loan", self.loan_id))?;
        if state != LoanState::Approved {
            return Err(Error::rule(
                "INVALID_STATE_TRANSITION",
                RuleKind::Refused,
                format!("loan {} is {state}; only an APPROVED loan is disbursed", self.loan_id),
            ));
        }
        let open: i64 = cx
            .tx
            .scalar("SELECT COUNT(*) FROM transactions WHERE loan_id = $1 AND state = 'PENDING'", args![self.loan_id])
            .await?;
        if open > 0 {
            return Err(Error::rule(
                "DUPLICATE_REQUEST",
                RuleKind::Conflict,
                format!("loan {} already has a pending disbursement", self.loan_id),
            ));
        }
        let account =
            account_by_number(&mut cx.tx, self.movement.account_number.as_deref().unwrap_or_default()).await?;
        if account.client_id != client || account.currency_code != currency {
            return Err(Error::invalid(
                "accountNumber",
                "must be an account of the loan's client in the loan's currency",
            ));
        }
        let plan = Plan {
            transaction_type: LOAN_DISBURSEMENT,
            request: &self.movement,
            amount_minor: principal,
            loan_id: Some(self.loan_id),
        };
        initiate(cx, plan).await
    }
}
