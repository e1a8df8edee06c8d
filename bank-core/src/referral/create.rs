//! `CreateEmployeeReferralCommand`, as the product's employee pages show it:
//! a flat `$type` body on `/api/bpm/cmd`.

use super::*;

/// `CreateEmployeeReferralCommand`: `referralCode` (an employee's) and
/// `customerName` required; `customerAccountNumber` (when the customer has
/// one) and `clientId` (the client record, which must exist) optional.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateEmployeeReferralCommand {
    pub referral_code: Option<String>,
    pub customer_name: Option<String>,
    pub customer_account_number: Option<String>,
    pub client_id: Option<i64>,
}

/// `data{referralId, employeeId, referralCode, customerName,
/// customerAccountNumber, clientId, createdAt}`.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct CreatedReferral {
    pub referral_id: i64,
    pub employee_id: i64,
    pub referral_code: String,
    pub customer_name: String,
    /// Null when none was given.
    pub customer_account_number: Option<String>,
    pub client_id: Option<i64>,
    pub created_at: DateTime<Utc>,
}

impl Command for CreateEmployeeReferralCommand {
    const NAME: &'static str = "CreateEmployeeReferralCommand";
    const AREA: Area = Area::Referral;
    const ACCESS: Access = Access::AnyOf(&[perm::REFERRALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Referral created successfully";
    type Output = CreatedReferral;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("referralCode", self.referral_code.as_deref(), 30);
        c.required("customerName", self.customer_name.as_deref(), 200);
        c.text("customerAccountNumber", self.customer_account_number.as_deref(), 30);
        if self.client_id.is_some_and(|id| id < 1) {
            c.add("clientId", "must be positive");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<CreatedReferral> {
        if let Some(client_id) = self.client_id {
            let n: i64 = cx.tx.scalar("SELECT COUNT(*) FROM clients WHERE id = $1", args![client_id]).await?;
            if n == 0 {
                return Err(Error::not_found("client", client_id));
            }
        }
        let referral = NewReferral {
            code: self.referral_code.as_deref().unwrap_or_default(),
            customer: self.customer_name.as_deref().unwrap_or_default(),
            account: self.customer_account_number.as_deref().unwrap_or_default(),
            client_id: self.client_id,
        };
        let id = record(cx, referral).await?;
        cx.tx
            .fetch_one(
                "SELECT id AS referral_id, employee_id, referral_code, customer_name,
                     NULLIF(customer_account_number, '') AS customer_account_number, client_id, created_at
                 FROM referrals WHERE id = $1",
                args![id],
            )
            .await
    }
}
