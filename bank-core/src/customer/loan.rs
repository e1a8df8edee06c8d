//! Loans: created pending approval; disbursement arrives with universal transactions.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::ClientState;
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm, user::new_key};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::money::{self, Amount};
use crate::page::{Order, Page, Paged, cursor};
use crate::store::{Sql, Tx, now};
use crate::validate::Checks;

crate::states::text_enum! {
    /// A loan's state: disbursement moves it APPROVED → DISBURSED (and a
    /// reversal back).
    pub enum LoanState {
        PendingApproval = "PENDING_APPROVAL",
        Approved = "APPROVED",
        Disbursed = "DISBURSED",
        Closed = "CLOSED",
    }
}

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct Loan {
    pub id: i64,
    pub loan_number: String,
    pub encoded_key: String,
    pub client_id: i64,
    #[sqlx(skip)]
    pub principal: serde_json::Value,
    pub currency_code: String,
    pub state: LoanState,
    #[serde(rename = "DisbursementGLAccountId")]
    pub disbursement_gl_account_id: i64,
    pub created_at: DateTime<Utc>,
    #[serde(skip)]
    pub principal_minor: i64,
}

const SELECT_LOAN: &str = "SELECT id, loan_number, encoded_key, client_id, currency AS currency_code, state,
    disbursement_gl_account_id, created_at, principal_minor FROM loans";

async fn find(tx: &mut Tx, id: Option<i64>, number: Option<&str>) -> Result<Loan> {
    let found: Option<Loan> = match (id, number) {
        (Some(id), _) => tx.fetch_optional(Sql::assembled(format!("{SELECT_LOAN} WHERE id = $1")), args![id]).await?,
        (None, Some(n)) => {
            tx.fetch_optional(Sql::assembled(format!("{SELECT_LOAN} WHERE loan_number = $1")), args![n]).await?
        }
        (None, None) => return Err(Error::invalid("id", "id or loanNumber is required")),
    };
    found
        .map(|mut l| {
            l.principal = money::to_json_number(l.principal_minor);
            l
        })
        .ok_or_else(|| {
            Error::not_found("loan", id.map(|i| i.to_string()).or(number.map(str::to_owned)).unwrap_or_default())
        })
}

/// `CreateLoanCommand`: `clientId`, `principal`, `currencyCode`, `disbursementGlAccountId`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateLoanCommand {
    pub client_id: Option<i64>,
    pub principal: Option<Amount>,
    pub currency_code: Option<String>,
    pub disbursement_gl_account_id: Option<i64>,
}

impl Command for CreateLoanCommand {
    const NAME: &'static str = "CreateLoanCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Loan created successfully.";
    type Output = Loan;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        for (field, missing) in [
            ("clientId", self.client_id.is_none()),
            ("principal", self.principal.is_none()),
            ("disbursementGlAccountId", self.disbursement_gl_account_id.is_none()),
        ] {
            if missing {
                c.add(field, "is required");
            }
        }
        match self.currency_code.as_deref() {
            None => c.add("currencyCode", "is required"),
            Some(code) => {
                if let Err(e) = money::check_currency(code) {
                    c.add("currencyCode", e);
                }
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Loan> {
        let client = super::client::find_locked(&mut cx.tx, self.client_id).await?;
        if client.state != ClientState::Active {
            return Err(Error::invalid("clientId", format!("client {} is closed", client.client_code)));
        }
        let currency = self.currency_code.unwrap_or_default();
        let gl = self.disbursement_gl_account_id.unwrap_or_default();
        let ok: i64 = cx
            .tx
            .scalar(
                "SELECT COUNT(*) FROM gl_accounts WHERE id = $1 AND active = TRUE AND currency = $2",
                args![gl, &currency],
            )
            .await?;
        if ok == 0 {
            return Err(Error::invalid(
                "disbursementGlAccountId",
                format!("must be an active GL account in {currency}"),
            ));
        }
        let number = super::numbered("L", 9);
        let t = now();
        let principal = self.principal.map_or(0, |a| a.0);
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO loans (loan_number, encoded_key, client_id, principal_minor, currency, state, disbursement_gl_account_id, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, 'PENDING_APPROVAL', $6, $7, $7) RETURNING id",
                args![&number, new_key(), client.id, principal, &currency, gl, t],
            )
            .await?;
        let loan = find(&mut cx.tx, Some(id), None).await?;
        let description = format!(
            "created loan {number} of {} {currency} for client {}",
            money::format(principal),
            client.client_code
        );
        cx.record(Draft::new(description).entity("Loan", id, &loan.encoded_key, &number));
        Ok(loan)
    }
}

/// `RetrieveLoansListQuery`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveLoansListQuery {
    pub client_id: Option<i64>,
    pub state: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveLoansListQuery {
    const NAME: &'static str = "RetrieveLoansListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<Loan>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<Loan>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        const FILTER: &str = " WHERE ($1 IS NULL OR client_id = $1) AND ($2 IS NULL OR state = $2)";
        let filter = args![self.client_id, self.state.clone()];
        const ORDER: Order = Order::by("loans", cursor::int("id"));
        let rows: Paged<Loan> = page.fetch(&mut cx.tx, &ORDER, SELECT_LOAN, FILTER, filter).await?;
        Ok(rows.map(|mut l| {
            l.principal = money::to_json_number(l.principal_minor);
            l
        }))
    }
}

/// `RetrieveLoanByIdQuery`: by `id` or `loanNumber`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveLoanByIdQuery {
    pub id: Option<i64>,
    pub loan_number: Option<String>,
}

impl Command for RetrieveLoanByIdQuery {
    const NAME: &'static str = "RetrieveLoanByIdQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Loan;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Loan> {
        find(&mut cx.tx, self.id, self.loan_number.as_deref()).await
    }
}

async fn transition(cx: &mut Cx<'_>, id: i64, from: &[LoanState], to: LoanState) -> Result<Loan> {
    let loan = find(&mut cx.tx, Some(id), None).await?;
    if !from.contains(&loan.state) {
        return Err(Error::Conflict(format!("loan {} is {}; cannot move to {to}", loan.loan_number, loan.state)));
    }
    // A compare-and-set on the state read: a disbursement or another decision
    // that committed meanwhile makes this one change nothing. A loan with a
    // pending disbursement is not closed under it.
    let changed = cx
        .tx
        .execute(
            "UPDATE loans SET state = $1, updated_at = $2 WHERE id = $3 AND state = $4
               AND ($1 <> 'CLOSED' OR NOT EXISTS (SELECT 1 FROM transactions t WHERE t.loan_id = $3 AND t.state = 'PENDING'))",
            args![to, now(), id, loan.state],
        )
        .await?;
    if changed != 1 {
        return Err(Error::Conflict(format!(
            "loan {} is no longer {} or has a pending disbursement; it was not moved to {to}",
            loan.loan_number, loan.state
        )));
    }
    cx.record(Draft::new(format!("loan {}: {} -> {to}", loan.loan_number, loan.state)).entity(
        "Loan",
        id,
        &loan.encoded_key,
        &loan.loan_number,
    ));
    find(&mut cx.tx, Some(id), None).await
}

/// `ApproveLoanCommand`: PENDING_APPROVAL → APPROVED (ready to disburse).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApproveLoanCommand {
    pub id: i64,
}

impl Command for ApproveLoanCommand {
    const NAME: &'static str = "ApproveLoanCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_APPROVE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Approval);
    const MESSAGE: &'static str = "Loan approved.";
    type Output = Loan;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Loan> {
        transition(cx, self.id, &[LoanState::PendingApproval], LoanState::Approved).await
    }
}

/// `CloseLoanCommand`: a loan that was never disbursed (or is repaid, later).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CloseLoanCommand {
    pub id: i64,
}

impl Command for CloseLoanCommand {
    const NAME: &'static str = "CloseLoanCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::CLIENTS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Loan closed.";
    type Output = Loan;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Loan> {
        transition(cx, self.id, &[LoanState::PendingApproval, LoanState::Approved], LoanState::Closed).await
    }
}
