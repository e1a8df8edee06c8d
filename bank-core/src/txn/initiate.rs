//! `InitiateDeposit` and `InitiateWithdrawal`, and the initiation of every
//! movement (`InitiateLoanDisbursement`'s too, see `super::disburse`).

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::locked::{Key, LockedAccount, locked_account};
use super::row;
use super::{
    AuditEvent, CHANNELS, DEPOSIT, LARGE_AMOUNT_ABOVE_MINOR, TxnEvent, TxnRow, TxnState, WITHDRAWAL, audit, config,
    idempotency, policy, report, require_open_account,
};
use crate::activity::{ActivityType, Draft};
use crate::auth::{Access, Actor, perm};
use crate::command::{Area, Command, Cx};
use crate::customer::{DepositAccount, NewHold, place_hold_on_row};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::engine::Known;
use crate::money::{self, Amount};
use crate::store::{ReadAs, Tx, now};
use crate::validate::Checks;

/// What deposits and withdrawals share on the wire. Beyond the spec's
/// accountNumber, amount, narration, requireApproval and channel:
/// `idempotencyKey` (a retried request with the same key returns the first
/// transaction and creates nothing) and `tillId` (a teller transaction through
/// the caller's open till: the till's cash moves on settlement).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MovementRequest {
    pub account_number: Option<String>,
    pub amount: Option<Amount>,
    pub narration: Option<String>,
    pub require_approval: Option<bool>,
    pub channel: Option<String>,
    pub idempotency_key: Option<String>,
    pub till_id: Option<String>,
    /// Ours: the account holder must sign with their transaction PIN in the
    /// app before the staff approval can run (the transaction is pending).
    #[serde(default)]
    pub customer_authorization: bool,
}

impl MovementRequest {
    fn check(&self, c: &mut Checks) {
        c.required("accountNumber", self.account_number.as_deref(), 20);
        if self.amount.is_none() {
            c.add("amount", "is required");
        }
        c.text("narration", self.narration.as_deref(), 200);
        if self.channel.as_deref().is_some_and(|ch| !CHANNELS.contains(&ch)) {
            c.add("channel", format!("must be one of {}", CHANNELS.join(", ")));
        }
        if self.idempotency_key.is_some() {
            c.code("idempotencyKey", self.idempotency_key.as_deref(), 100);
        }
        c.text("tillId", self.till_id.as_deref(), 50);
    }
}

/// The spec's response: transactionId, status, holdAmount, balance, availableBalance.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Initiated {
    pub transaction_id: String,
    pub transaction_type: String,
    pub status: TxnState,
    pub approvals_required: i64,
    /// Why the transaction waits for approval (`AMOUNT_ABOVE_THRESHOLD`,
    /// `AMOUNT_ABOVE_ROLE_LIMIT`, `APPROVAL_THRESHOLD`, `REQUESTED`); absent when it settled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub approval_reason: Option<String>,
    pub hold_amount: Value,
    pub balance: Value,
    pub available_balance: Value,
}

pub(super) fn initiated(
    transaction_id: String,
    transaction_type: &str,
    status: TxnState,
    approvals: (i64, Option<&'static str>),
    account: &DepositAccount,
) -> Initiated {
    Initiated {
        transaction_id,
        transaction_type: transaction_type.to_owned(),
        status,
        approvals_required: approvals.0,
        approval_reason: approvals.1.map(str::to_owned),
        hold_amount: money::to_json_number(account.hold_minor),
        balance: money::to_json_number(account.book_balance_minor),
        available_balance: money::to_json_number(account.available_minor()),
    }
}

/// A deposit, withdrawal or loan disbursement: types without hooks of their own
/// (a cheque opens its transaction itself), so `initiate` runs none.
pub(super) struct Plan<'a> {
    pub transaction_type: &'static str,
    pub request: &'a MovementRequest,
    pub amount_minor: i64,
    pub loan_id: Option<i64>,
}

/// The account after `txn`, from its balances before: it is locked (the one
/// writer on SQLite, `FOR UPDATE` on PostgreSQL), so nothing else moved them.
pub(super) fn account_after(before: &DepositAccount, txn: &TxnRow, pending: bool) -> DepositAccount {
    let amount = txn.amount_minor;
    let mut after = before.clone();
    match (pending, super::is_credit(&txn.transaction_type)) {
        (true, true) => {
            after.hold_minor += amount;
            after.credit_hold_minor += amount;
        }
        (true, false) => after.hold_minor += amount,
        (false, _) => after.book_balance_minor += super::signed_amount(txn),
    }
    after.finish()
}

/// What `initiate` writes into the new transaction row beside the request.
struct Inserted<'a> {
    transaction_id: &'a str,
    require: bool,
    till: Option<i64>,
    approvals: i64,
    created_at: chrono::DateTime<chrono::Utc>,
    expires_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl Inserted<'_> {
    /// The transaction row as it will be inserted (its id once it is).
    fn row(
        self,
        plan: &Plan<'_>,
        account: &DepositAccount,
        channel: &str,
        actor: &Actor,
        approver_role: Option<String>,
    ) -> TxnRow {
        TxnRow {
            id: 0,
            transaction_id: self.transaction_id.to_owned(),
            transaction_type: plan.transaction_type.to_owned(),
            state: if self.require { TxnState::Pending } else { TxnState::Settled },
            account_id: Some(account.id),
            loan_id: plan.loan_id,
            till_id: self.till,
            amount_minor: plan.amount_minor,
            currency: account.currency_code.clone(),
            narration: plan.request.narration.clone(),
            channel: channel.to_owned(),
            maker_id: actor.user_id,
            maker_name: actor.username.clone(),
            required_approvals: self.approvals,
            approver_role,
            hold_id: None,
            hold_kind: None,
            journal_id: None,
            reversal_id: None,
            created_at: self.created_at,
            expires_at: self.expires_at,
            settled_at: (!self.require).then_some(self.created_at),
            closed_at: None,
            reason: None,
            category: None,
            to_till_id: None,
            vault_id: None,
            direction: None,
            denominations: None,
            awaits_customer: plan.request.customer_authorization,
        }
    }
}

/// Whether nothing is written after the hold or the journal (no till, no
/// loan, no customer's signature to ask for), so that the last write carries
/// the rest (see `settle_last` and `pending_last`). Before any BEGIN
/// (`Tx::is_late`) the reads then take no lock, and the write is guarded by
/// the account's row as read: the whole work in one statement, which commits
/// itself.
fn writes_once(cx: &Cx<'_>, plan: &Plan<'_>) -> bool {
    let request = plan.request;
    request.till_id.is_none() && plan.loan_id.is_none() && !request.customer_authorization && cx.owns_transaction()
}

pub(super) async fn initiate(cx: &mut Cx<'_>, plan: Plan<'_>) -> Result<Initiated> {
    let request = plan.request;
    let number = request.account_number.clone().unwrap_or_default();
    let alone = writes_once(cx, &plan);
    // A retried request gets the first answer; the key used for another request is refused.
    let keyed = match keyed(cx, &plan, alone).await? {
        Err(first) => return Ok(first),
        Ok(hash) => hash,
    };
    let channel = request.channel.clone().unwrap_or_else(|| "BRANCH".into());
    let kind = (plan.transaction_type, channel.as_str());
    let copied = if alone { super::locked::copied(cx, &number, kind).await } else { None };
    if let Some(copied) = copied {
        // A copy may be behind the row: its write is guarded, but a refusal
        // (a balance too low, an account closed) is only told as read, so
        // the command runs again, locked, and reads (see `super::copies`).
        let copied = copied.made_whole(&mut cx.tx);
        let outcome = initiate_on(cx, &plan, copied, (&channel, keyed)).await;
        return outcome.map_err(|e| if cx.tx.may_have_committed() { e } else { Error::Busy });
    }
    let (actor, tx) = (cx.actor_to_confirm(), if alone { cx.tx.unlocked() } else { &mut cx.tx });
    let locked = locked_account((cx.bank, tx), Key::Number(&number), kind, actor).await?;
    initiate_on(cx, &plan, locked, (&channel, keyed)).await
}

/// [`initiate`] once the account is read (or served from its copy).
async fn initiate_on(
    cx: &mut Cx<'_>,
    plan: &Plan<'_>,
    locked: LockedAccount,
    (channel, keyed): (&str, Option<String>),
) -> Result<Initiated> {
    let request = plan.request;
    let alone = writes_once(cx, plan);
    cx.confirm_actor(locked.actor_token_version)?;
    let LockedAccount {
        account,
        threshold_minor,
        threshold_require,
        threshold_role,
        expiry_hours,
        gl,
        holder_profiles,
        closed_through,
        next_txn_id,
        row_version,
        assumed,
        ..
    } = locked;
    let (cash_gl, gl) = gl.facts(account.gl_account_id);
    require_open_account(&account)?;
    let till = till_for(cx, request, &account).await?;
    let threshold = threshold_minor
        .map(|t| config::applies(t, threshold_require.unwrap_or(false), threshold_role, plan.amount_minor));
    let decision = approval(cx.actor, plan, channel, &account.tier, threshold);
    let require = decision.required();
    let approvals = decision.approvals(plan.amount_minor);
    let t = now();
    // Only a pending transaction expires: a settled one reads no setting for it.
    let hours = || config::parse_hours(expiry_hours, config::DEFAULT_PENDING_EXPIRY_HOURS);
    let expires_at = require.then(|| t + chrono::Duration::hours(hours()));
    let transaction_id = crate::store::new_key().to_string();
    let inserted = Inserted { transaction_id: &transaction_id, require, till, approvals, created_at: t, expires_at };
    let mut txn = inserted.row(plan, &account, channel, cx.actor, decision.approver_role.clone());
    let reply = Reply { approvals: (approvals, decision.reason()), keyed, holder_profiles };
    let key = request.idempotency_key.as_deref();
    // The row's id was read with the account (SQLite: the next; PostgreSQL:
    // from the identity's sequence).
    if let Some(id) = next_txn_id.filter(|_| alone && super::journal_is_last(&txn)) {
        txn.id = id;
        let read = (&account, row_version.map(|version| ReadAs { version, assumed }));
        return match require {
            false => super::last::settle_last(cx, plan, txn, read, (cash_gl, gl, closed_through), reply).await,
            true => super::last::pending_last(cx, plan, txn, read, reply).await,
        };
    }
    if row_version.is_some() {
        return Err(Error::Internal("an account read unlocked is written only by one guarded write".into()));
    }
    let rode = if require {
        hold_pending(&mut cx.tx, &mut txn, (&account, None), key, (next_txn_id, None)).await?.0
    } else {
        // Settled at once: the journal first, then the row SETTLED with it (no
        // UPDATE after), riding with the journal.
        let riders = vec![row::settled_rider(cx.tx.dialect(), &txn, key, next_txn_id, None)];
        let known = Known { gl, accounts: vec![account.facts()], riders, ..Known::default() };
        let posted = super::settle_account(cx, &txn, &account, cash_gl, known).await;
        let posted = posted.map_err(insufficient).map_err(idempotency::collided)?;
        txn.journal_id = Some(posted.id);
        posted.rider_id.ok_or_else(|| Error::Internal("a settled row rode with its journal without an id".into()))?
    };
    txn.id = rode;
    let after = account_after(&account, &txn, require);
    audit_initiation(cx, plan, &txn, &account, &after).await?;
    let answer = initiated(transaction_id, plan.transaction_type, txn.state, reply.approvals, &after);
    if let Some(hash) = &reply.keyed {
        idempotency::remember(&mut cx.tx, txn.id, hash, &answer).await?;
    }
    tell_initiated(cx, txn, require, request.customer_authorization, reply.holder_profiles);
    Ok(answer)
}

/// A keyed request's fingerprint (none without a key), or the answer its
/// key's first request got (`Err`: nothing more to do).
/// `unlocked`: before any BEGIN, the read runs on its own (the key's row,
/// inserted with the transaction's row, is unique: a racing request's
/// insert collides with it).
async fn keyed(
    cx: &mut Cx<'_>,
    plan: &Plan<'_>,
    unlocked: bool,
) -> Result<std::result::Result<Option<String>, Initiated>> {
    let Some(key) = &plan.request.idempotency_key else { return Ok(Ok(None)) };
    let hash = idempotency::fingerprint(plan.transaction_type, &fingerprint(plan))?;
    if unlocked {
        cx.tx.unlocked();
    }
    Ok(match idempotency::replay(&mut cx.tx, cx.actor.user_id, key, &hash).await? {
        Some(first) => Err(first),
        None => Ok(Some(hash)),
    })
}

/// What `initiate` answers with, beside the account after the movement.
pub(super) struct Reply {
    pub approvals: (i64, Option<&'static str>),
    /// A keyed request's fingerprint, to keep its answer under.
    pub keyed: Option<String>,
    pub holder_profiles: i64,
}

/// Tells of a new transaction once it commits (its approvers, when it waits
/// for them and not for the customer's signature first).
pub(super) fn tell_initiated(cx: &mut Cx<'_>, txn: TxnRow, pending: bool, awaits_customer: bool, holder_profiles: i64) {
    super::tell(cx, initiated_event(txn, pending, awaits_customer, holder_profiles));
}

/// The event of a new transaction (see [`tell_initiated`]).
pub(super) fn initiated_event(txn: TxnRow, pending: bool, awaits_customer: bool, holder_profiles: i64) -> TxnEvent {
    TxnEvent::Initiated { txn, pending, tell_approvers: !awaits_customer, holder_profiles: Some(holder_profiles) }
}

/// A keyed request's fingerprint and answer, kept in its row.
pub(super) type Kept<'a> = Option<(&'a str, String)>;

/// Pending: money stays where it is; the hold shows it (spec's table). The
/// row carries the hold (its kind, migration 34) and is inserted with it, in
/// one call to the driver; returns the row's id, and the account's row
/// version after (PostgreSQL, read unlocked). `id`: the row's id, if read
/// already; `last`: the hold is the transaction's last write, with a keyed
/// request's kept answer (see [`super::last::pending_last`]).
pub(super) async fn hold_pending(
    tx: &mut Tx,
    txn: &mut TxnRow,
    (account, read_as): (&DepositAccount, Option<&ReadAs>),
    idempotency_key: Option<&str>,
    (id, last): (Option<i64>, Option<Kept<'_>>),
) -> Result<(i64, Option<String>)> {
    let kind = super::hold_kind(&txn.transaction_type);
    txn.hold_kind = Some(kind.as_str().to_owned());
    let hold = NewHold { account, kind, amount_minor: txn.amount_minor, read_as };
    let is_last = last.is_some();
    let rider = row::pending_rider(tx.dialect(), txn, idempotency_key, id, last.flatten());
    place_hold_on_row(tx, hold, rider, is_last).await.map_err(insufficient)
}

/// The caller's open till a teller transaction goes through, in the account's currency.
async fn till_for(cx: &mut Cx<'_>, request: &MovementRequest, account: &DepositAccount) -> Result<Option<i64>> {
    let Some(code) = &request.till_id else { return Ok(None) };
    let till = crate::till::open_till(&mut cx.tx, code, cx.actor.user_id).await?;
    if till.currency != account.currency_code {
        return Err(Error::invalid(
            "tillId",
            format!("till {code} holds {}, the account {}", till.currency, account.currency_code),
        ));
    }
    Ok(Some(till.id))
}

/// Whether the movement waits for approval, and by whom. A transaction the
/// customer signs waits pending for the signature and an approval.
fn approval(
    maker: &Actor,
    plan: &Plan<'_>,
    channel: &str,
    tier: &str,
    threshold: Option<(bool, Option<String>)>,
) -> policy::Decision {
    let movement = policy::Movement {
        transaction_type: plan.transaction_type,
        channel,
        tier: Some(tier),
        amount_minor: plan.amount_minor,
        requested: plan.request.require_approval,
    };
    let mut decision = policy::rules(maker, &movement, threshold);
    if plan.request.customer_authorization && !decision.required() {
        decision.reasons.push(policy::REQUESTED);
    }
    decision
}

/// The new transaction's audit event, the customer's signature asked for
/// (when requested), a large amount's compliance report, the activity record.
pub(super) async fn audit_initiation(
    cx: &mut Cx<'_>,
    plan: &Plan<'_>,
    txn: &TxnRow,
    before: &DepositAccount,
    after: &DepositAccount,
) -> Result<()> {
    let number = plan.request.account_number.as_deref().unwrap_or_default();
    let impact = json!({
        "accountNumber": number,
        "previousBalance": money::to_json_number(before.book_balance_minor),
        "newBalance": money::to_json_number(after.book_balance_minor),
        "holdAmount": money::to_json_number(after.hold_minor),
    });
    let event = AuditEvent {
        event_type: "TransactionInitiated",
        action: "INITIATE",
        previous_state: None,
        new_state: txn.state,
        notes: plan.request.narration.as_deref(),
        balance_impact: &impact,
    };
    audit(&mut cx.tx, cx.actor, cx.origin, txn, event);
    if plan.request.customer_authorization {
        (cx.bank.customer_authorization().require)(cx, txn).await?;
    }
    let amount = money::format(plan.amount_minor);
    if plan.amount_minor > LARGE_AMOUNT_ABOVE_MINOR {
        let detail = format!("{} of {amount} {} on account {number}", plan.transaction_type, txn.currency);
        report(&mut cx.tx, "LARGE_AMOUNT", Some(&txn.transaction_id), &cx.actor.username, detail).await?;
    }
    let (status, kind) = (txn.state.as_str().to_lowercase(), plan.transaction_type.to_lowercase());
    let description = format!("{status} {kind} of {amount} {} on account {number}", txn.currency);
    cx.record(Draft::new(description).entity("Transaction", txn.id, &txn.transaction_id, &txn.transaction_id));
    Ok(())
}

/// Every field of a movement that affects money, for its idempotency key.
fn fingerprint(plan: &Plan<'_>) -> Value {
    let r = plan.request;
    json!({
        "accountNumber": r.account_number,
        "amountMinor": plan.amount_minor,
        "loanId": plan.loan_id,
        "narration": r.narration,
        "requireApproval": r.require_approval,
        "channel": r.channel,
        "tillId": r.till_id,
        "customerAuthorization": r.customer_authorization,
    })
}

/// The spec's INSUFFICIENT_BALANCE for a movement the account cannot cover.
pub(crate) fn insufficient(e: Error) -> Error {
    insufficient_as("INSUFFICIENT_BALANCE", e)
}

/// An engine refusal for want of funds as the rule `code` (each area names
/// it), with the available and required amounts; other errors unchanged.
pub(crate) fn insufficient_as(code: &'static str, e: Error) -> Error {
    match e {
        Error::InsufficientFunds { account, available_minor, required_minor } => {
            let mut details = serde_json::Map::new();
            details.insert("availableBalance".into(), money::to_json_number(available_minor));
            details.insert("requiredAmount".into(), money::to_json_number(required_minor));
            Error::Rule {
                code,
                kind: RuleKind::Refused,
                message: format!(
                    "account {account} has {} available; {} is needed",
                    money::format(available_minor),
                    money::format(required_minor)
                ),
                details,
            }
        }
        other => other,
    }
}

macro_rules! movement_command {
    ($name:ident, $wire:literal, $type:expr, $message:literal) => {
        #[doc = concat!("The spec's `", $wire, "` (flat body; see [`MovementRequest`]).")]
        #[derive(Clone, Debug, Deserialize)]
        pub struct $name(pub MovementRequest);

        impl Command for $name {
            const NAME: &'static str = $wire;
            const AREA: Area = Area::Transaction;
            const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CREATE]);
            const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
            const MESSAGE: &'static str = $message;
            type Output = Initiated;

            fn validate(&self) -> Result<()> {
                let mut c = Checks::new();
                self.0.check(&mut c);
                c.finish()
            }

            /// A movement with no till and no customer's signature changes
            /// its account's row and inserts the rest.
            fn fusion_key(&self) -> Option<&str> {
                let plain = self.0.till_id.is_none() && !self.0.customer_authorization;
                self.0.account_number.as_deref().filter(|_| plain)
            }

            async fn run(self, cx: &mut Cx<'_>) -> Result<Initiated> {
                let amount_minor = self.0.amount.map_or(0, |a| a.0);
                initiate(cx, Plan { transaction_type: $type, request: &self.0, amount_minor, loan_id: None }).await
            }
        }
    };
}

movement_command!(InitiateDeposit, "InitiateDeposit", DEPOSIT, "Deposit initiated successfully.");
movement_command!(InitiateWithdrawal, "InitiateWithdrawal", WITHDRAWAL, "Withdrawal initiated successfully.");
