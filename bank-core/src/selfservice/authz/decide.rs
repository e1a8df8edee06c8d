//! The customer's side: pending authorisations, authorising with the PIN, rejecting.

use super::*;

/// `GetPendingAuthorizationsQuery` `{}`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetPendingAuthorizationsQuery {}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct PendingAuthorization {
    pub transaction_id: String,
    pub transaction_type: String,
    #[serde(skip)]
    pub amount_minor: i64,
    pub currency: String,
    pub account_number: Option<String>,
    pub narration: Option<String>,
    pub expires_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PendingItem {
    #[serde(flatten)]
    pub item: PendingAuthorization,
    pub amount: Value,
}

impl Command for GetPendingAuthorizationsQuery {
    const NAME: &'static str = "GetPendingAuthorizationsQuery";
    const AREA: Area = Area::SelfService;
    const ACCESS: Access = Access::Customer;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<PendingItem>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<PendingItem>> {
        let profile = cx.actor.require_customer()?.profile_id;
        let rows: Vec<PendingAuthorization> = cx
            .tx
            .fetch_all(
                "SELECT t.transaction_id, t.transaction_type, t.amount_minor, t.currency, d.account_number, t.narration,
                        a.expires_at, a.created_at
                 FROM transaction_authorizations a JOIN transactions t ON t.id = a.transaction_id
                 LEFT JOIN deposit_accounts d ON d.id = t.account_id
                 WHERE a.profile_id = $1 AND a.state = 'PENDING' AND a.expires_at > $2 AND t.state = 'PENDING'
                 ORDER BY a.id DESC LIMIT 100",
                args![profile, now()],
            )
            .await?;
        Ok(rows
            .into_iter()
            .map(|item| PendingItem { amount: money::to_json_number(item.amount_minor), item })
            .collect())
    }
}

/// A right PIN resets the failure count and replaces a hash of an older
/// format with an argon2 one, both on the hash just checked: a PIN reset
/// meanwhile wins, and this signing is refused rather than signed with the
/// PIN that was replaced.
async fn reset_failures(cx: &mut Cx<'_>, profile: i64, checked: &str, pin: &str) -> Result<()> {
    let stored = if needs_rehash(checked) { hash_pin(pin).await? } else { checked.to_owned() };
    let n = cx
        .tx
        .execute(
            "UPDATE customer_profiles SET pin_failures = 0, pin_hash = $1 WHERE id = $2 AND pin_hash = $3",
            args![stored, profile, checked],
        )
        .await?;
    if n == 0 {
        return Err(Error::rule(
            "PIN_CHANGED",
            RuleKind::Conflict,
            "the transaction PIN was changed while it was checked; try again with the new PIN",
        ));
    }
    Ok(())
}

/// `AuthorizeTransactionCommand` `{transactionId, pin}`.
#[derive(Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AuthorizeTransactionCommand {
    pub transaction_id: Option<String>,
    pub pin: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AuthorizationDecided {
    pub transaction_id: String,
    pub authorization_status: AuthorizationState,
    pub transaction_status: TxnState,
}

/// The PIN never reaches a log line.
impl std::fmt::Debug for AuthorizeTransactionCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AuthorizeTransactionCommand")
            .field("transaction_id", &self.transaction_id)
            .finish_non_exhaustive()
    }
}

impl Command for AuthorizeTransactionCommand {
    const NAME: &'static str = "AuthorizeTransactionCommand";
    const AREA: Area = Area::SelfService;
    const ACCESS: Access = Access::Customer;
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Approval);
    const MESSAGE: &'static str = "Transaction authorised successfully.";
    type Output = AuthorizationDecided;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("transactionId", self.transaction_id.as_deref(), 64);
        check_pin(&mut c, self.pin.as_deref());
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<AuthorizationDecided> {
        require_verified_device(cx).await?;
        let profile = cx.actor.require_customer()?.profile_id;
        let transaction_id = self.transaction_id.unwrap_or_default();
        let p = pending_of(&mut cx.tx, profile, &transaction_id).await?;
        require_open(&p)?;
        // `failures` already counts this attempt (see `charge`).
        let (hash, failures, blocked): (Option<String>, i64, Option<DateTime<Utc>>) = cx
            .tx
            .fetch_one(
                "SELECT pin_hash, pin_failures, pin_blocked_at FROM customer_profiles WHERE id = $1",
                args![profile],
            )
            .await?;
        // Over the limit, no PIN is checked, even one sent in parallel with
        // the attempt that reached it.
        if blocked.is_some() || failures > MAX_PIN_FAILURES {
            return Err(Error::rule(
                "PIN_BLOCKED",
                RuleKind::Forbidden,
                "the transaction PIN is blocked; ask the bank to reset it",
            ));
        }
        let Some(hash) = hash else {
            return Err(Error::rule("PIN_NOT_SET", RuleKind::Refused, "no transaction PIN is set for this profile"));
        };
        if !verify_pin(self.pin.as_deref().unwrap_or_default(), &hash).await? {
            // Counted already; at the limit `after_failure` blocks the PIN.
            let left = MAX_PIN_FAILURES - failures;
            if left <= 0 {
                return Err(Error::rule(
                    "PIN_BLOCKED",
                    RuleKind::Forbidden,
                    "wrong PIN: the transaction PIN is now blocked",
                ));
            }
            let mut details = serde_json::Map::new();
            details.insert("attemptsRemaining".into(), json!(left));
            return Err(Error::Rule {
                code: "INVALID_PIN",
                kind: RuleKind::Refused,
                message: format!("wrong PIN; {left} attempt(s) left"),
                details,
            });
        }
        reset_failures(cx, profile, &hash, self.pin.as_deref().unwrap_or_default()).await?;
        cx.tx
            .execute(
                "UPDATE transaction_authorizations SET state = 'APPROVED', decided_at = $1 WHERE id = $2",
                args![now(), p.id],
            )
            .await?;
        let txn = crate::txn::load_row(&mut cx.tx, &transaction_id).await?;
        outcome(cx, profile, &txn, "transaction_authorization_approved", AuthorizationState::Approved, txn.state, None)
            .await?;
        // Signed: now the staff approval can run.
        crate::txn::tell(cx, crate::txn::TxnEvent::ApprovalRequired { txn: txn.clone() });
        cx.record(Draft::new(format!("authorised transaction {transaction_id}")).entity(
            "Transaction",
            txn.id,
            &transaction_id,
            &transaction_id,
        ));
        Ok(AuthorizationDecided {
            transaction_id,
            authorization_status: AuthorizationState::Approved,
            transaction_status: txn.state,
        })
    }

    const CHARGES: bool = true;

    /// Counts the attempt before the PIN is checked, in a transaction of its
    /// own: however many attempts run at once, each is counted, and a right
    /// PIN resets the count in the command itself.
    async fn charge(&self, actor: &Actor, tx: &mut Tx) -> Result<()> {
        let Some(customer) = &actor.customer else { return Ok(()) };
        // Only an attempt that will check a PIN counts: from the verified
        // device, on an open authorisation of this profile.
        tx.execute(
            "UPDATE customer_profiles SET pin_failures = pin_failures + 1 WHERE id = $1 AND pin_blocked_at IS NULL
               AND EXISTS (SELECT 1 FROM customer_devices d WHERE d.profile_id = $1 AND d.state = 'VERIFIED' AND d.device_id = $2)
               AND EXISTS (SELECT 1 FROM transaction_authorizations a JOIN transactions t ON t.id = a.transaction_id
                   WHERE a.profile_id = $1 AND t.transaction_id = $3 AND a.state = 'PENDING' AND a.expires_at > $4)",
            args![customer.profile_id, &customer.device_id, self.transaction_id.as_deref(), now()],
        )
        .await?;
        Ok(())
    }

    async fn after_failure(bank: &Bank, actor: &Actor, origin: &Origin, error: &Error) -> Result<()> {
        // `BlockPin` blocks once; for a PIN blocked already it changes nothing.
        if let Error::Rule { code: "PIN_BLOCKED", .. } = error
            && let Some(customer) = &actor.customer
        {
            bank.execute(actor, origin, BlockPin { profile_id: customer.profile_id }).await?;
        }
        Ok(())
    }
}

/// Blocks the PIN after the fifth wrong one (internal: not in the catalogue)
/// and fails every pending authorisation of the profile: their transactions
/// are cancelled and `transaction_authorization_failed` (PIN_BLOCKED) raised.
#[derive(Clone, Debug, Deserialize)]
pub(super) struct BlockPin {
    pub(super) profile_id: i64,
}

impl Command for BlockPin {
    const NAME: &'static str = "BlockPin";
    const AREA: Area = Area::SelfService;
    const ACCESS: Access = Access::Customer;
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    type Output = i64;

    async fn run(self, cx: &mut Cx<'_>) -> Result<i64> {
        // Once: of several attempts over the limit, one blocks.
        let blocked = cx
            .tx
            .execute(
                "UPDATE customer_profiles SET pin_blocked_at = $1
                 WHERE id = $2 AND pin_blocked_at IS NULL AND pin_failures >= $3",
                args![now(), self.profile_id, MAX_PIN_FAILURES],
            )
            .await?;
        if blocked == 0 {
            return Ok(0);
        }
        let open: Vec<(i64, String)> = cx
            .tx
            .fetch_all(
                "SELECT a.id, t.transaction_id FROM transaction_authorizations a JOIN transactions t ON t.id = a.transaction_id
                 WHERE a.profile_id = $1 AND a.state = 'PENDING' AND t.state = 'PENDING' ORDER BY a.id LIMIT 100",
                args![self.profile_id],
            )
            .await?;
        let mut failed = 0;
        for (id, transaction_id) in open {
            let txn = crate::txn::load_row(&mut cx.tx, &transaction_id).await?;
            if !fail_authorization(cx, id, &txn, AuthorizationState::Failed, "PIN_BLOCKED").await? {
                continue;
            }
            failed += 1;
            cancel(cx, &txn, "customer authorisation failed: PIN blocked").await?;
            outcome(
                cx,
                self.profile_id,
                &txn,
                "transaction_authorization_failed",
                AuthorizationState::Failed,
                TxnState::Cancelled,
                Some("PIN_BLOCKED"),
            )
            .await?;
        }
        cx.record(Draft::new("transaction PIN blocked after the fifth wrong PIN"));
        Ok(failed)
    }
}

/// `RejectTransactionAuthorizationCommand` `{transactionId, reason?}`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RejectTransactionAuthorizationCommand {
    pub transaction_id: Option<String>,
    pub reason: Option<String>,
}

impl Command for RejectTransactionAuthorizationCommand {
    const NAME: &'static str = "RejectTransactionAuthorizationCommand";
    const AREA: Area = Area::SelfService;
    const ACCESS: Access = Access::Customer;
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Approval);
    const MESSAGE: &'static str = "Transaction declined.";
    type Output = AuthorizationDecided;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("transactionId", self.transaction_id.as_deref(), 64);
        c.text("reason", self.reason.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<AuthorizationDecided> {
        require_verified_device(cx).await?;
        let profile = cx.actor.require_customer()?.profile_id;
        let transaction_id = self.transaction_id.unwrap_or_default();
        let p = pending_of(&mut cx.tx, profile, &transaction_id).await?;
        require_open(&p)?;
        cx.tx
            .execute(
                "UPDATE transaction_authorizations SET state = 'REJECTED', reason_code = 'REJECTED_BY_CUSTOMER', decided_at = $1
                 WHERE id = $2",
                args![now(), p.id],
            )
            .await?;
        let txn = crate::txn::load_row(&mut cx.tx, &transaction_id).await?;
        let reason = self.reason.unwrap_or_else(|| "declined by the customer".into());
        cancel(cx, &txn, &reason).await?;
        outcome(
            cx,
            profile,
            &txn,
            "transaction_authorization_rejected",
            AuthorizationState::Rejected,
            TxnState::Cancelled,
            Some("REJECTED_BY_CUSTOMER"),
        )
        .await?;
        cx.record(Draft::new(format!("declined transaction {transaction_id}")).entity(
            "Transaction",
            txn.id,
            &transaction_id,
            &transaction_id,
        ));
        Ok(AuthorizationDecided {
            transaction_id,
            authorization_status: AuthorizationState::Rejected,
            transaction_status: TxnState::Cancelled,
        })
    }
}
